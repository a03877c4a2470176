"""Transformer methods for the 'constant' family of clauses (grammar/constant.lark): constant abilities, watchers ("after …", "each time …") and lasting effects."""

from __future__ import annotations

import re

from lark import Token

from ..transform import HOUSE_KEYS, Sentence
from .constant_lasting import LastingRules, _played_type


NEIGHBORS_OF_SELF = {"count": {"where": "neighbor", "of": "self", "each": True}}


class Rules(LastingRules):
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def st_stat(self, items):
        affects, filters = items[0]
        out = []
        rest = list(items[1:])
        cond = rest.pop()[1] if rest and isinstance(rest[-1], tuple) and rest[-1][0] == "cond" else None
        if cond is not None:
            filters = {**filters, "if": cond}
        while len(rest) >= 2 and isinstance(rest[0], Token) and rest[0].type == "SIGNED":
            out.append({str(rest[1]).lower(): int(str(rest[0])), "affects": affects, **filters})
            rest = rest[2:]
        if rest and isinstance(rest[0], list):
            out.append({"gains": {"keywords": rest[0]}, "affects": affects, **filters})
        return out

    def st_stat_lead(self, items):
        """"While <it> is on a flank, <target> gets +N power": the condition on the card
        itself is read whenever the constant ability is (kf:rules/constant-abilities)."""
        return _with_cond(self.st_stat(list(items[1:])), items[0][1])

    # Conditions on the card itself ({"self": filter}, select.py); "while attachedcreature
    # is ..." on an upgrade is about the creature it is attached to ({"attached": filter}).
    def sc_damaged(self, items):
        # Reminder text (Gron Nine-Toes): the bonus counts only if the creature survives the
        # damage; the engine's damage check reads the power after the damage: not compiled.
        raise ValueError("a constant ability 'while damaged' is not compiled (the bonus only counts once it survived the damage)")

    def sc_flank(self, items):
        return ("cond", {"self": {"where": "flank"}})

    def sc_not_flank(self, items):
        return ("cond", {"self": {"where": "non-flank"}})

    def cn_sc_attached_flank(self, items):
        return ("cond", {"attached": {"where": "flank"}})

    def cn_sc_attached_not_flank(self, items):
        return ("cond", {"attached": {"where": "non-flank"}})

    def cn_attached_cond(self, items):
        return items[0]

    def st_cond(self, items):
        return items[0]

    def sc_exhausted(self, items):
        return ("cond", {"self": {"exhausted": True}})

    def sc_ready(self, items):
        return ("cond", {"self": {"exhausted": False}})

    def sc_attacking(self, items):
        raise ValueError("a constant ability 'while attacking' is not compiled")

    def st_gains_keywords(self, items):
        affects, filters = items[0]
        out = {"gains": {"keywords": items[1]}, "affects": affects, **filters}
        if len(items) > 2:
            out["if"] = items[2][1]
        return out

    def cn_st_lead(self, items):
        return _with_cond(items[1], items[0][1])

    def cn_st_gains_ability(self, items):
        """"<creatures> gain, "<ability>"" (see ``_gained``)."""
        (affects, filters), quoted = items[0], str(items[1])
        if affects == "attached":  # an upgrade's: triggered or constant abilities (kf:rules/upgrades)
            from .kga import gains_block

            return {"gains": gains_block(quoted), "affects": affects, **filters}
        return {"gains": {"abilities": _gained(quoted)}, "affects": affects, **filters}

    def cn_st_it(self, items):
        return ("it", {})

    def cn_st_power_per(self, items):
        """"Gets +3 power for each neighbor it has": N times the count (kf:glossary/for-each)."""
        (affects, filters), n, per = items[0], int(str(items[1])), items[2]
        if per in ("self.amber", NEIGHBORS_OF_SELF) and affects != "self":
            raise ValueError("'for each ... on it / it has' for other creatures is not compiled")  # "it": each one
        return {"power": per if n == 1 else {"times": n, "of": per}, "affects": affects, **filters}

    def cn_per_neighbor(self, items):
        return {"count": dict(NEIGHBORS_OF_SELF["count"])}

    def cn_per_unforged_key(self, items):
        return "you.unforged_keys"

    def cn_key_cost_per_neighbor(self, items):
        n = int(str(items[0]))
        per = self.cn_per_neighbor(items)
        return {"key_cost": per if n == 1 else {"times": n, "of": per}, "for": "opponent"}

    def cn_per_self_amber(self, items):
        return "self.amber"  # "for each æmber on it" (kf:glossary/for-each)

    def cn_per_pool(self, items):
        return "you.amber"

    def cn_st_cannot(self, items):
        (affects, filters), how = items[0], str(items[1])
        if filters:
            raise ValueError(f"'cannot {how}' with a filter {sorted(filters)} is not compiled")
        return {f"cannot_{how}": True} if affects == "self" else {f"cannot_{how}": True, "affects": affects}

    def cn_plural(self, items):
        other = ("other", True) in items
        return _affects([it for it in items if it != ("other", True)], other=other)

    def cn_st_cannot_play(self, items):
        return {"cannot_play": _played_type(items[0]), "for": "you"}

    def cn_each_after(self, items):
        return items[0]

    def cn_watcher_after(self, items):
        """"Deal 1D to each [enemy] creature after it enters play": a watcher of creatures
        entering play whose effect reaches the creature that entered (kf:rules/constant-abilities)."""
        effects = items[0]
        if len(effects) != 1 or not isinstance(effects[0].get("target"), dict):
            raise ValueError("'... after it enters play' with more than one effect is not compiled")
        e = dict(effects[0])
        spec = dict(e["target"])
        if not spec.pop("each", False) or set(spec) - {"side"}:
            raise ValueError(f"'... after it enters play' for {e['target']} is not compiled")
        ability = {"trigger": "after-creature-enters-play", "effects": [{**e, "target": "event-creature"}]}
        if spec.get("side") in ("enemy", "friendly"):
            ability["whose"] = spec["side"]
        return Sentence("watcher", ability=ability)

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
        from .kga import gains_block  # triggered or constant abilities in quotes (kf:rules/upgrades)

        return {"gains": gains_block(str(items[0])), "affects": "attached"}

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

    def cn_watch_during(self, items):
        return items[0]

    def cn_watcher_during(self, items):
        """"Each time <event> during your turn, <effects>": the ability triggers on every such
        event and does nothing unless it is its controller's turn (kf:rules/constant-abilities)."""
        trigger, whose, event = items[0]
        effects = []
        for e in items[1]:
            if "otherwise" in e or "if_you_do" in e:
                raise ValueError("'during your turn' with 'otherwise'/'if you do' is not compiled")
            cond = {"my_turn": True}
            effects.append({**e, "if": {"all": [cond, e["if"]]} if "if" in e else cond})
        return self.watcher_sentence([(trigger, whose, event), effects])

    def cn_keywords_watcher(self, items):
        """Keywords and a watcher in one sentence (no space after the full stop): the keywords
        come from the card's printed facts (compiler/__init__.py ``definition``)."""
        return self.watcher_sentence(items[1:])

    def cn_w_house_chosen_any(self, items):
        h = str(items[0]).lower()
        return ("after-house-chosen", "any", {"house": HOUSE_KEYS.get(h, h)})

    def cn_w_neighbor(self, items):
        return {"where": "neighbor"}

    def cn_enemy(self, items):
        return "enemy"

    def cn_friendly(self, items):
        return "friendly"

    def cn_w_uses_to_reap(self, items):
        return "after-creature-reaps", items[0], None

    def cn_w_uses_to_fight(self, items):
        return "after-creature-fights", items[0], None

    def cn_c_self_not_flank(self, items):
        return {"self": {"where": "non-flank"}}

    def c_self_flank(self, items):  # the core's "self is on a flank": read on the card itself (select.py)
        return {"self": {"where": "flank"}}

    def cn_c_self_center(self, items):
        return {"self": {"where": "center"}}

    def cn_st_no_damage_attacked(self, items):
        return {"fight_damage": 0, "if_defending": True}

    def cn_st_flank_bonus(self, items):
        return {"fight_damage": int(str(items[0])), "bonus": True, "if_attacking": "flank"}

    def cn_sc_has_amber(self, items):
        return ("cond", ["self.amber", ">", 0])

    def cn_sc_center(self, items):
        return ("cond", {"self": {"where": "center"}})

    def cn_key_cost_opp_per(self, items):
        spec = items[0]
        if not isinstance(spec, dict):
            raise ValueError("'keys cost +1 for each' needs cards in play")
        return {"key_cost": {"count": {**spec, "each": True}}, "for": "opponent"}

    def w_house_chosen_named(self, items):
        h = str(items[0]).lower()
        return ("after-house-chosen", "friendly", {"house": HOUSE_KEYS.get(h, h)})

    def w_card(self, items):
        event = {}
        for it in items:
            if isinstance(it, tuple):
                k, v = it
                if k not in ("house", "not_house", "trait", "not_trait", "other"):
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

    def cn_c_used_to(self, items):
        return [f"you.{str(items[0])}s", ">", 0]  # you.fights / you.reaps

    def cn_c_no_creature_played(self, items):
        return ["you.creatures_played", "==", 0]

    def cn_c_no_other_card_played(self, items):
        return ["you.played", "<=", 1]  # the card that asks was played this turn too

    def cn_c_played_one(self, items):
        return ["you.played", "==", 1]

    def cn_st_enters_ready_if(self, items):
        return {"enters_ready": True, "if": items[0]}

    def cn_st_play_limit_opp(self, items):
        return {"play_limit": items[0], "for": "opponent"}

    def cn_w_used(self, items):
        return _watch("after-card-used", items[0])

    def cn_w_attached(self, items):
        return {"attached": True}

    def cn_key_cost_per_damage(self, items):
        return {"key_cost": "self.damage", "for": "opponent"}

    def cn_st_creatures_ready(self, items):
        return {"enters_ready": True, "affects": "friendly-creatures"}

    def cn_st_artifacts_ready(self, items):
        return {"enters_ready": True, "affects": "friendly-artifacts"}

def _with_cond(static, cond: dict):
    """A constant ability under a condition; "it" is the card itself, or on an upgrade
    ("while attachedcreature is ...") the creature it is attached to."""
    it = "attached" if "attached" in cond else "self"
    out = []
    for s in static if isinstance(static, list) else [static]:
        if "if" in s:
            raise ValueError("two conditions on one constant ability are not compiled")
        s = {**s, "if": cond}
        if s.get("affects") == "it":
            s["affects"] = it
        out.append(s)
    return out



def _watch(trigger: str, subject: dict):
    if subject.get("is_self"):
        return trigger, "any", {"is_self": True}
    if subject.get("attached"):
        return trigger, "any", {"attached": True}
    side = subject.pop("side", None)
    whose = {"enemy": "enemy", "friendly": "friendly"}.get(side, "any")
    return trigger, whose, subject or None



def _affects(items, other: bool):
    filters = dict(it for it in items if isinstance(it, tuple))
    other = bool(filters.pop("other", False)) or other  # "each other martian creature"
    side = filters.pop("side", None)
    key = {"friendly": "friendly-creatures", "enemy": "enemy-creatures"}.get(side, "each-creature")
    if other:
        key = {"friendly-creatures": "other-friendly-creatures", "each-creature": "other-creatures"}.get(key)
        if key is None:
            raise ValueError("'each other enemy creature' is not compiled")
    out = {}
    for k, v in filters.items():
        if k in ("house", "trait", "not_trait") or (k == "where" and v in ("flank", "non-flank")):
            out[k] = v
        else:
            raise ValueError(f"constant ability filter {k!r} is not compiled")
    return key, out



def _gained(quoted: str) -> list[dict]:
    """The abilities in a quoted text a card gives ("This creature gains, "Reap: …""): the
    creature that gains them is "self" there."""
    from ..compile import compile_text
    from ..text import LABELS

    inner = quoted.strip('"')
    # "self" in a quoted ability is the granting card's own name ("this creature" stays as printed
    # inside quotes, compile._prepare): the ability names the card that gives it, that card only
    # (kf:glossary/self-referential-text, PL: an upgrade's title in the ability it gives)
    inner = re.sub(r"\bself\b", "grantingcard", inner)
    inner = inner.replace("attachedcreature", "this creature")
    for label in LABELS:  # the sentence was lower-cased: give the bold label back its spelling
        if inner.startswith(label.lower() + ":"):
            inner = label + inner[len(label):]
            break
    result = compile_text("this creature", "creature", inner)
    if not result.complete or result.definition["static"] or not result.definition["abilities"]:
        raise ValueError(f"the gained ability {inner!r} does not compile")
    return result.definition["abilities"]
