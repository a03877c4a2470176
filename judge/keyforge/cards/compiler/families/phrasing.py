"""Transformer methods for the 'phrasing' family (grammar/phrasing.lark): conditions on what was
destroyed this turn, "you may use/play ... this turn" allowances (lasting.py ``may-use`` /
``may-play``, kf:glossary/lasting-effects, kf:turn/step-3: "unless a card ability says otherwise"),
"each player gains 1A for each ... they control", "+2 power for each A on <this card>", and
``constant_destroy``: "If <condition>, destroy <this card>." printed as a constant ability."""

from __future__ import annotations


class Rules:
    def ph_c_enemies_destroyed(self, items):
        return ["opponent.creatures_destroyed", ">=", items[0]]

    def ph_c_friendly_destroyed(self, items):
        return ["you.creatures_destroyed", ">", 0]

    def ph_c_no_creatures(self, items):
        return {"all": [["you.creatures", "==", 0], ["opponent.creatures", "==", 0]]}

    def ph_allow(self, items):
        return items[0]

    def ph_may_use_that(self, items):
        # the chosen creature only (lasting.create puts it in the effect; lasting.allowance reads it)
        return {"lasting": {"kind": "may-use", "cards": 1}, "target": "previous-target", "duration": "turn"}

    def ph_may_use_trait(self, items):
        lasting = {"kind": "may-use", "type": "creature", "trait": str(items[0]).lower(), "cards": "any"}
        return {"lasting": lasting, "duration": "turn"}

    def ph_may_play_a(self, items):
        lasting = {"kind": "may-play", "cards": 1}
        for it in items[:-1]:
            if not isinstance(it, tuple) or it[0] not in ("house", "not_house"):
                raise ValueError(f"'you may play a ... this turn' with a filter {it!r} is not compiled")
            lasting[it[0]] = it[1]
        lasting["type"] = {"action card": "action"}.get(str(items[-1]), str(items[-1]))
        return {"lasting": lasting, "duration": "turn"}

    def ph_st_power_per_own_amber(self, items):
        """"+2 power for each æmber on <this card>": counted on the card with the constant
        ability (text.py reads "self" as that card, kf:glossary/for-each)."""
        (affects, filters), n = items[0], int(str(items[1]))
        return {"power": "self.amber" if n == 1 else {"times": n, "of": "self.amber"}, "affects": affects, **filters}

    def ph_each_player(self, items):
        return items[0]

    def ph_each_gains_per(self, items):
        """kf:timing/simultaneous-effects — each player in turn, "they control" read from that
        player's side (verbs_amber.each_player: "friendly" is that player's)."""
        n, rest = items[0], [it for it in items[1:] if isinstance(it, tuple)]
        spec = dict(rest)
        if "side" in spec:
            raise ValueError("'each player gains ... for each friendly/enemy ... they control' is not compiled")
        if spec.get("kind", "creature") != "creature":
            raise ValueError("'each player gains ... for each <card> they control' counts creatures only here")
        spec.pop("kind", None)
        per = {"count": {**spec, "side": "friendly", "each": True}}
        return {"each_player": {"gain": per if n == 1 else {"times": n, "of": per}}}


def constant_destroy(effects: list[dict]) -> dict | None:
    """"If <condition>, destroy <this card>." printed as a constant ability (no bold label): the
    card is destroyed whenever its state is checked while the condition holds
    (kf:rules/constant-abilities; destroyed.destroy_by_condition). None for anything else."""
    if len(effects) != 1:
        return None
    e = dict(effects[0])
    cond = e.pop("if", None)
    target = e.pop("target", None)
    # "If Weasand is on a flank, destroy it": "it" is the card the condition is about
    about_self = isinstance(cond, dict) and "self" in cond
    if cond is None or e != {"destroy": True} or not (target == "self" or (target == "previous-target" and about_self)):
        return None
    return {"destroy_self_if": cond}
