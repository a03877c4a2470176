"""Transformer methods for the 'constant' family of clauses (grammar/constant.lark): constant abilities, watchers ("after …", "each time …") and lasting effects."""

from __future__ import annotations

from lark import Token

from ..transform import HOUSE_KEYS


class Rules:
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def st_stat(self, items):
        affects, filters = items[0]
        out = []
        rest = list(items[1:])
        if rest and isinstance(rest[-1], tuple) and rest[-1][0] == "cond":
            raise ValueError(f"a constant ability {rest[-1][1]} is not compiled")
        while len(rest) >= 2 and isinstance(rest[0], Token) and rest[0].type == "SIGNED":
            out.append({str(rest[1]).lower(): int(str(rest[0])), "affects": affects, **filters})
            rest = rest[2:]
        if rest and isinstance(rest[0], list):
            out.append({"gains": {"keywords": rest[0]}, "affects": affects, **filters})
        return out

    def st_stat_lead(self, items):
        raise ValueError(f"a constant ability {items[0][1]} is not compiled")

    def sc_damaged(self, items):
        return ("cond", "while damaged")

    def sc_flank(self, items):
        return ("cond", "while on a flank")

    def sc_not_flank(self, items):
        return ("cond", "while not on a flank")

    def sc_exhausted(self, items):
        return ("cond", "while exhausted")

    def sc_ready(self, items):
        return ("cond", "while ready")

    def sc_attacking(self, items):
        return ("cond", "while attacking")

    def st_gains_keywords(self, items):
        affects, filters = items[0]
        if len(items) > 2:
            raise ValueError(f"a constant ability {items[2][1]} is not compiled")
        return {"gains": {"keywords": items[1]}, "affects": affects, **filters}

    def keyword_list(self, items):
        return [str(t).lower() for t in items]

    def st_key_cost_you(self, items):
        return {"key_cost": int(str(items[0])), "for": "you"}

    def st_all_houses(self, items):
        raise ValueError("'belongs to all houses' is not compiled")

    def st_cannot_be_stolen(self, items):
        return {"cannot_be_stolen": True}

    def st_must_choose(self, items):
        h = str(items[0]).lower()
        return {"must_choose_house": HOUSE_KEYS.get(h, h)}

    def st_gains_ability(self, items):
        return {"gains": {"abilities": _gained(str(items[0]))}, "affects": "attached"}

    def st_gains_ability_friendly(self, items):
        return {"gains": {"abilities": _gained(str(items[0]))}, "affects": "friendly-creatures"}

    def st_each_trait(self, items):
        key, filters = _affects([it for it in items if isinstance(it, tuple)], other=False)
        if "trait" in filters:
            raise ValueError("two traits are not compiled")
        return key, {**filters, "trait": str(items[-1]).lower()}

    def st_key_cost_opp(self, items):
        return {"key_cost": int(str(items[0])), "for": "opponent"}

    def st_key_cost_all(self, items):
        return {"key_cost": int(str(items[0])), "for": "each"}

    def st_play_only_if(self, items):
        return {"play_only_if": items[0]}

    def st_enters_ready(self, items):
        return {"enters_ready": True}

    def st_enters_stunned(self, items):
        return {"enters_stunned": True}

    def st_no_fight_damage(self, items):
        return {"fight_damage": 0}

    def st_cannot_fight(self, items):
        return {"cannot_fight": True}

    def st_cannot_reap(self, items):
        return {"cannot_reap": True}

    def st_fight_bonus(self, items):
        return {"fight_damage": int(str(items[0])), "bonus": True, "if_attacking": "any"}

    def st_any_house(self, items):
        return {"use_any_house": True}

    def st_each(self, items):
        return _affects(items, other=False)

    def st_each_other(self, items):
        return _affects(items, other=True)

    def st_self(self, items):
        return ("self", {})

    def st_attached(self, items):
        return ("attached", {})

    def st_neighbors(self, items):
        return ("neighbors", {})

    def watcher(self, items):
        return items[0]

    def w_end_of_turn(self, items):
        return ("end-of-turn", "friendly", None)

    def w_start_of_turn(self, items):
        return ("start-of-turn", "friendly", None)

    def w_reaps(self, items):
        return _watch("after-creature-reaps", items[0])

    def w_fights(self, items):
        return _watch("after-creature-fights", items[0])

    def w_destroyed(self, items):
        return _watch("after-creature-destroyed", items[0])

    def w_destroyed_fighting_self(self, items):
        trigger, whose, event = _watch("after-creature-destroyed", items[0])
        return trigger, whose, {**(event or {}), "fighting": "self"}

    def w_enters_play(self, items):
        return _watch("after-creature-enters-play", items[0])

    def w_key_forged(self, items):
        return ("after-key-forged", "friendly", None)

    def w_key_forged_any(self, items):
        return ("after-key-forged", "any", None)

    def w_key_forged_opp(self, items):
        return ("after-key-forged", "enemy", None)

    def w_during_your_turn(self, items):
        raise ValueError("'during your turn, each time' is not compiled")

    def w_house_chosen_named(self, items):
        h = str(items[0]).lower()
        return ("after-house-chosen", "friendly", {"house": HOUSE_KEYS.get(h, h)})

    def w_card(self, items):
        event = {}
        for it in items:
            if isinstance(it, tuple):
                k, v = it
                if k not in ("house", "not_house", "trait", "not_trait"):
                    raise ValueError(f"a played-card filter {k!r} is not compiled")
                event[k] = v
            else:
                noun = str(it)
        if noun in ("action card", "action"):
            event["type"] = "action"
        elif noun in ("creature", "artifact", "upgrade"):
            event["type"] = noun
        return event

    def w_card_played(self, items):
        return "after-card-played", "friendly", items[0] or None

    def w_other_card_played(self, items):
        event = self.w_card([str(items[0])])
        return "after-card-played", "friendly", {**event, "is_self": False}

    def w_card_played_opp(self, items):
        return "after-card-played", "enemy", items[0] or None

    def w_card_used(self, items):
        return "after-card-used", "friendly", items[0] or None

    def w_house_chosen(self, items):
        return ("after-house-chosen", "friendly", None)

    def w_creature(self, items):
        side = dict(it for it in items if isinstance(it, tuple))
        return side

    def w_self(self, items):
        return {"is_self": True}

    def event_phrase(self, items):
        return items[0]

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
        raise ValueError("'each friendly creature may fight' is not compiled")

    def l_may_fight_house(self, items):
        raise ValueError("'each friendly creature of that house may fight' is not compiled")

    def l_may_use_house(self, items):
        h = str(items[0]).lower()
        return {"lasting": {"kind": "may-use", "house": HOUSE_KEYS.get(h, h), "cards": "any"}, "duration": "turn"}

    def lasting_body_end(self, items):
        return items[0]


def _watch(trigger: str, subject: dict):
    if subject.get("is_self"):
        return trigger, "any", {"is_self": True}
    side = subject.pop("side", None)
    whose = {"enemy": "enemy", "friendly": "friendly"}.get(side, "any")
    return trigger, whose, subject or None



def _affects(items, other: bool):
    filters = dict(it for it in items if isinstance(it, tuple))
    side = filters.pop("side", None)
    key = {"friendly": "friendly-creatures", "enemy": "enemy-creatures"}.get(side, "each-creature")
    if other:
        key = {"friendly-creatures": "other-friendly-creatures", "each-creature": "other-creatures"}.get(key)
        if key is None:
            raise ValueError("'each other enemy creature' is not compiled")
    out = {}
    for k, v in filters.items():
        if k in ("house", "trait", "not_trait"):
            out[k] = v
        else:
            raise ValueError(f"constant ability filter {k!r} is not compiled")
    return key, out



def _gained(quoted: str) -> list[dict]:
    """The abilities in a quoted text a card gives ("This creature gains, "Reap: …""): the
    creature that gains them is "self" there."""
    from ..compile import compile_text

    inner = quoted.strip('"').replace("attachedcreature", "this creature")
    result = compile_text("this creature", "creature", inner)
    if not result.complete or result.definition["static"] or not result.definition["abilities"]:
        raise ValueError(f"the gained ability {inner!r} does not compile")
    return result.definition["abilities"]
