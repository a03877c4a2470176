"""Transformer methods of the 'constant' family for lasting effects (grammar/constant.lark):
"for the remainder of the turn, ...", next-turn restrictions ("your opponent cannot use
creatures to fight on their next turn") and allowances ("you may play one non-Logos card
this turn"); each becomes a ``lasting`` effect (judge/keyforge/lasting.py,
kf:glossary/lasting-effects). ``constant.Rules`` inherits them."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, _event_refs


class LastingRules:
    # -- lasting effects a bold ability creates (lasting.py) ------------------------------
    def cn_lasting(self, items):
        return items[0]

    def cn_next_turn(self, items):
        return None

    def cn_keys_cost_next(self, items):
        lasting = {"kind": "key-cost", "amount": int(str(items[0])), "players": "each"}
        return {"lasting": lasting, "duration": "opponent-next-turn"}

    def cn_cannot_use_next(self, items):
        return {"lasting": {"kind": "cannot-use", "how": str(items[0])}, "duration": "opponent-next-turn"}

    def cn_cannot_use_any_next(self, items):
        return {"lasting": {"kind": "cannot-use", "how": "any"}, "duration": "opponent-next-turn"}

    def cn_cannot_play_next(self, items):
        return {"lasting": {"kind": "cannot-play", "type": _played_type(items[0])}, "duration": "opponent-next-turn"}

    def cn_skip_forge_next(self, items):
        return {"lasting": {"kind": "skip-forge"}, "duration": "opponent-next-turn"}

    def cn_may_play_one(self, items):
        lasting = {"kind": "may-play"}
        for it in items:
            if isinstance(it, tuple):
                if it[0] not in ("house", "not_house"):
                    raise ValueError(f"'you may play one ... card' with a filter {it[0]!r} is not compiled")
                lasting[it[0]] = it[1]
            elif str(it) == "action card":
                lasting["type"] = "action"
            elif str(it) != "card":
                raise ValueError(f"'you may play one {it}' is not compiled")
        return {"lasting": {**lasting, "cards": 1}, "duration": "turn"}

    def cn_may_use_other(self, items):
        h = str(items[1]).lower()
        lasting = {"kind": "may-use", "house": HOUSE_KEYS.get(h, h), "cards": items[0], "other": True}
        return {"lasting": lasting, "duration": "turn"}

    def cn_l_ability_lead(self, items):
        """"For the remainder of the turn, each time <event>, <effects>": "it" is the event's card."""
        trigger = items[0][0]
        return self.l_ability([_event_refs(items[1], trigger), items[0]])

    def lasting(self, items):
        return items[0]

    def l_ability(self, items):
        effects, watch = items[0], items[1]
        trigger, whose, event = watch
        ability = {"trigger": trigger, "effects": effects}
        if whose != "any":
            ability["whose"] = whose
        if event:
            ability["event"] = event
        return {"lasting": {"kind": "ability", "ability": ability}, "duration": "turn"}

    def l_prevent_friendly(self, items):
        return {"lasting": {"kind": "prevent-damage", "affects": "friendly-creatures"}, "duration": "turn"}

    def l_prevent_previous(self, items):
        return {"lasting": {"kind": "prevent-damage"}, "target": "previous-target", "duration": "turn"}

    def l_may_fight(self, items):
        """"Each friendly creature may fight": whatever its house, a friendly creature may be
        used to fight (only to fight) for the rest of the turn (lasting.py may-use, how: fight)."""
        return {"lasting": {"kind": "may-use", "type": "creature", "cards": "any", "how": "fight"}, "duration": "turn"}

    def cn_l_may_fight_house(self, items):
        h = str(items[0]).lower()
        lasting = {"kind": "may-use", "type": "creature", "house": HOUSE_KEYS.get(h, h), "cards": "any", "how": "fight"}
        return {"lasting": lasting, "duration": "turn"}

    def cn_l_may_use_artifacts(self, items):
        return {"lasting": {"kind": "may-use", "type": "artifact", "cards": "any"}, "duration": "turn"}

    def cn_repeat_bonus(self, items):
        return {"lasting": {"kind": "repeat-bonus"}, "duration": "turn"}

    def cn_prevent_previous(self, items):
        return self.l_prevent_previous(items)

    def cn_l_prevent_chosen(self, items):
        return self.l_prevent_previous(items)

    def cn_l_cannot_play_you(self, items):
        return {"lasting": {"kind": "cannot-play"}, "who": "you", "duration": "turn"}

    def cn_may_play_or_use(self, items):
        lasting = {"kind": "may-play-or-use"}
        for it in items:
            if it[0] not in ("house", "not_house"):
                raise ValueError(f"'you may play or use a ... card' with a filter {it[0]!r} is not compiled")
            lasting[it[0]] = it[1]
        return {"lasting": {**lasting, "cards": 1}, "duration": "turn"}

    def cn_next_ready(self, items):
        lasting = {"kind": "next-enters-ready"}
        for it in items[:-1]:
            if it[0] != "house":
                raise ValueError(f"'the next ... you play' with a filter {it[0]!r} is not compiled")
            lasting["house"] = it[1]
        lasting["types"] = {"creature": ["creature"], "artifact": ["artifact"]}.get(str(items[-1]), ["creature", "artifact"])
        return {"lasting": lasting, "duration": "turn"}

    def l_may_fight_house(self, items):
        # "that house": the one the ability chose (lasting.create fixes it when the effect is made)
        lasting = {"kind": "may-use", "type": "creature", "house": "chosen", "cards": "any", "how": "fight"}
        return {"lasting": lasting, "duration": "turn"}

    def l_may_use_house(self, items):
        h = str(items[0]).lower()
        return {"lasting": {"kind": "may-use", "house": HOUSE_KEYS.get(h, h), "cards": "any"}, "duration": "turn"}

    def lasting_body_end(self, items):
        return items[0]


def _played_type(tok) -> str:
    return {"action cards": "action", "creatures": "creature", "artifacts": "artifact", "upgrades": "upgrade"}[str(tok)]
