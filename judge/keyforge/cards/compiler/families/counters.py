"""Transformer methods for the 'counters' family (grammar/counters.lark): tokens only cards name
(doom, growth, …; kf:glossary/other-tokens: they do only what their cards say — verbs
place_token/remove_token, operand ``self.tokens.<kind>``, filter ``token``) and +1 power counters
(kf:glossary/power-counter)."""

from __future__ import annotations


class Rules:
    def ct_put(self, items):
        return {"place_token": str(items[0]), "target": items[1]}

    def ct_remove_all(self, items):
        return {"remove_token": str(items[0]), "target": items[1]}

    def ct_power_gets(self, items):
        return {"power_counters": items[1], "target": items[0]}

    def ct_power_give(self, items):
        return {"power_counters": items[1], "target": items[0]}

    def ct_power_give_one(self, items):
        return {"power_counters": 1, "target": items[0]}

    def ct_this_way(self, items):
        return ("tail", "this_way", None)  # kf:glossary/this-way: the tokens the effect before removed

    def ct_c_exists(self, items):
        return {"exists": {"token": str(items[0]), "kind": "card"}}

    def ct_c_self_at_least(self, items):
        return [f"self.tokens.{items[1]}", ">=", items[0]]

    def ct_p_token(self, items):
        return ("token", str(items[0]))

    def ct_keys_each(self, items):
        return "each"

    def ct_keys_opponent(self, items):
        return "opponent"

    def ct_key_cost_per(self, items):
        whose, n, kind = items[0], int(str(items[1])), str(items[2])
        per = f"self.tokens.{kind}"
        return {"key_cost": per if n == 1 else {"times": n, "of": per}, "for": whose}
