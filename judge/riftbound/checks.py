"""Checking a Riftbound card's instructions when its definition is loaded (rb:151, rb:563):
one verb each, known modifiers, and every value of the kind the verbs read — so that a wrong
definition is refused at its field, never found in the middle of a resolve. The verbs
themselves are ``judge.riftbound.effects``."""

from __future__ import annotations

import re
from typing import Any

from .cards.model import DOMAINS


#: the references an instruction's target may name (``targets.resolve_ref``)
TARGET_REF = re.compile(r"self|it|they|we|your-unit|event-unit|target(:\d{1,3})?")
#: the references whose might an amount may read (one object each)
MIGHT_REF = re.compile(r"self|it|event-unit|target(:\d{1,3})?")


def check_effects(effects: list[dict]) -> None:
    """Reject unknown verbs and modifiers when a definition is loaded; a value of a shape no
    check expects (a list where a word goes) is an invalid definition too, not a TypeError."""
    try:
        _check_effects(effects)
    except (TypeError, KeyError, IndexError, AttributeError) as e:
        raise ValueError(f"malformed instruction: {type(e).__name__}: {e}") from None


def check_otherwise(effects: list[dict]) -> None:
    """An ability's "otherwise" reads the latest condition before it (``targets.holds``): one
    with none before it would read nothing, so the definition is refused."""
    conditioned = False
    for k, e in enumerate(effects):
        if isinstance(e, dict) and e.get("if") == "otherwise" and not conditioned:
            raise ValueError("if: 'otherwise' follows no instruction with a condition (it would read nothing)")
        if isinstance(e, dict) and e.get("if") == "could-not":  # "if you can't": what could not be done
            before = effects[k - 1] if k else None  # (a choice declined is not "can't": only a channel, rb:606)
            if not (isinstance(before, dict) and "channel" in before and not before.get("may") and "if" not in before):
                raise ValueError("if: 'could-not' (\"if you can't\") follows only a channel that is not optional")
        conditioned = conditioned or isinstance(e, dict) and "if" in e
    from .effects_rsd import check_sequence  # branch rsd's: "recycle that spell after you play it"

    check_sequence(effects)


def _check_effects(effects: list[dict]) -> None:
    """Reject unknown verbs and modifiers when a definition is loaded."""
    from .effects import MODIFIERS, VERBS

    for e in effects:
        if not isinstance(e, dict):
            raise ValueError(f"an instruction is an object, not {e!r}")
        verbs = [k for k in e if k in VERBS]
        unknown = [k for k in e if k not in VERBS and k not in MODIFIERS]
        if unknown:
            raise ValueError(f"unknown instruction key {unknown[0]!r}; verbs: {', '.join(sorted(VERBS))}")
        if len(verbs) != 1:
            raise ValueError(f"an instruction has exactly one verb, not {verbs or 'none'}")
        _check_value(verbs[0], e[verbs[0]])
        _check_modifiers(e)
        t = e.get("target")
        if t is not None and not VERBS[verbs[0]].reads_target:
            raise ValueError(f"{verbs[0]}: takes no target (it would not act on it); say who with \"who\"")
        if isinstance(t, dict):
            check_selector(t)
        elif t is not None and not (isinstance(t, str) and TARGET_REF.fullmatch(t)):
            raise ValueError(f"target: {t!r} is not a selector object or a reference (self, it, event-unit, "
                             f"target, target:N)")


#: what each modifier of an instruction takes (``run`` and the verbs read them)
MODIFIER_FLAGS = ("may", "exhausted", "ignore_cost", "ignore_energy", "up_to")
MODIFIER_WORDS = {"from": ("trash", "hand", "deck", "banish", "trashes", "runes"), "duration": ("turn", "board", "combat"),
                  "rest": ("recycle", "banish")}


#: the verbs whose effect lasts, so that a "duration" says how long (effects._lasting)
LASTING = ("might", "set_might", "grant", "double_might", "buffs_give", "prevent_damage",
           "ruv_might_per_tags")  # effects_ruv.py


def _check_modifiers(e: dict) -> None:
    """Modifier values of the right kind, when a definition is loaded (found by fuzzing:
    ``"from": [[…]]`` on a recycle raised in the middle of a resolve)."""
    from .targets import check_condition

    _check_flags_and_words(e, MODIFIER_FLAGS, MODIFIER_WORDS)
    if "duration" in e and not any(v in e for v in LASTING):
        raise ValueError(f"duration: only what lasts ({', '.join(LASTING)}) reads it")
    if e.get("duration") == "combat" and not any(v in e for v in ("might", "grant")):
        raise ValueError("duration: \"combat\" (until the combat ends, rb:627.4) only for might and grant")
    for key in ("to", "at"):  # a battlefield's id, "base" or "here"
        if key in e and not (isinstance(e[key], str) and 0 < len(e[key]) <= 80):
            raise ValueError(f"{key}: {e[key]!r} is not a place (a battlefield's id, \"base\" or \"here\")")
    if "take" in e and not _count(e["take"]):
        raise ValueError(f"take: {e['take']!r} is not a whole number from 0 to 1000")
    if "cites" in e and not (isinstance(e["cites"], list) and all(isinstance(c, str) for c in e["cites"])):
        raise ValueError(f"cites: {e['cites']!r} is not a list of rule IDs")
    if "if" in e:
        check_condition(e["if"])
    if "minimum" in e and not (_count(e["minimum"]) and isinstance(e.get("might"), int) and e["might"] < 0):
        raise ValueError(f"minimum: {e['minimum']!r} belongs to a might reduction and is a whole number")
    _check_units(e)
    from .checks_cards import check_modifiers

    check_modifiers(e)


def _check_flags_and_words(d: dict, flags: tuple[str, ...], words: dict[str, tuple[str, ...]], where: str = "") -> None:
    """Flags are true or false; words are one of those listed for their key."""
    for key in flags:
        if key in d and not isinstance(d[key], bool):
            raise ValueError(f"{where}{key}: {d[key]!r} is not true or false")
    for key, allowed in words.items():
        if key in d and d[key] not in allowed:
            raise ValueError(f"{where}{key}: {d[key]!r} is not one of {', '.join(allowed)}")


#: what each selector key takes (``judge.riftbound.targets``): a count, a flag, a word from a list
SELECTOR_COUNTS = ("count", "up_to", "might_max", "might_min", "energy_max", "power_max", "rog_total_might_max")
SELECTOR_FLAGS = ("exhausted", "stunned", "other", "same_battlefield", "mighty", "buffed", "in_combat", "distinct",
                  "attacking", "together", "damaged", "run_yours", "run_yours_units", "run_less_might_than_me")
SELECTOR_WORDS = {"side": ("any", "ally", "enemy", "you"), "at": ("anywhere", "battlefield", "base", "here", "mine",
                                                       "one-battlefield", "chosen-battlefield",
                                                       "rxb-event-battlefield"),
                  "type": ("unit", "gear", "spell", "rune", "battlefield", "legend", "permanent"),
                  "rsf_chooses": ("ally-permanent",)}


def check_selector(t: dict, where: str = "target") -> None:
    """A selector's keys, kind and values, so that a definition fails when it is loaded, not
    in the middle of a resolve (found by fuzzing: ``"up_to": [[...]]``)."""
    from .targets import KINDS, SELECTOR_KEYS

    bad = set(t) - SELECTOR_KEYS
    if bad:
        raise ValueError(f"unknown selector key {sorted(bad)[0]!r}; known: {', '.join(sorted(SELECTOR_KEYS))}")
    kind = t.get("choose") or t.get("all")
    if kind not in KINDS:
        raise ValueError(f"unknown object kind {kind!r}; known: {', '.join(KINDS)}")
    for key in SELECTOR_COUNTS:
        if key in t and not _count(t[key]):
            raise ValueError(f"{where}.{key}: {t[key]!r} is not a whole number from 0 to 1000")
    _check_flags_and_words(t, SELECTOR_FLAGS, SELECTOR_WORDS, f"{where}.")
    if "tag" in t and not isinstance(t["tag"], str):
        raise ValueError(f"{where}.tag: {t['tag']!r} is not a word")
    if "domain" in t and t["domain"] not in DOMAINS:
        raise ValueError(f"{where}.domain: {t['domain']!r} is not one of {', '.join(DOMAINS)}")
    if "without" in t:
        from .cards.model import KEYWORDS

        if t["without"] not in KEYWORDS:
            raise ValueError(f"{where}.without: {t['without']!r} is not a keyword")
    if "run_tags" in t and not (isinstance(t["run_tags"], list) and t["run_tags"]
                                and all(isinstance(x, str) and x for x in t["run_tags"])):
        raise ValueError(f"{where}.run_tags: a list of tags")
    if "rd_with" in t:
        from .cards.model import KEYWORDS

        if t["rd_with"] not in KEYWORDS:
            raise ValueError(f"{where}.rd_with: {t['rd_with']!r} is not a keyword")
    if "rve_energy_max_my_might" in t and t["rve_energy_max_my_might"] is not True:
        raise ValueError(f"{where}.rve_energy_max_my_might: true")
    if "rve_trashes" in t and not (t["rve_trashes"] is True and t.get("choose") == "trash-card"):
        raise ValueError(f"{where}.rve_trashes: true, on a card chosen from a trash (any player's)")
    from .rsd_targets import check as rsd_check

    rsd_check(t, where)  # branch rsd's keys ("any number of", "token units")
    from .rxv_targets import check as rxv_check

    rxv_check(t, where)  # branch rxv's keys (Decree of Focus)
    from .rxa_rules import check_selector as rxa_check

    rxa_check(t, where)  # branch rxa's ("that chooses it and no other friendly unit")
    from .rxb_targets import check as rxb_check

    rxb_check(t, where)  # branch rxb's keys ("another unit they control here")
    if "or" in t:  # "a unit at a battlefield or a gear": one more kind of object to choose from
        alt = t["or"]
        if not (isinstance(alt, dict) and alt.get("choose") in ("unit", "gear") and t.get("choose") in ("unit", "gear")
                and set(alt) <= SELECTOR_KEYS - {"count", "up_to", "or", "all", "distinct", "same_battlefield"}):
            raise ValueError(f"{where}.or: {alt!r} is not another unit or gear to choose")
        check_selector(alt, f"{where}.or")


COUNTS = ("draw", "discard", "recycle", "channel", "reveal", "look", "score", "look_top")
#: verb → a check of its value, for the verbs of the compiler families' modules (effects_*.py)
VALUE_CHECKS: dict = {}


def check_delayed(value: Any) -> str:
    """The value of a verb that sets up instructions to carry out later (a delayed triggered
    ability, "at the end of this turn"): a list of instructions, checked like any others now."""
    if not (isinstance(value, list) and value):
        return "a list of instructions"
    check_effects(value)
    return ""


def _check_value(verb: str, value: Any) -> None:
    """What each verb's value may be: a count, a might change, a keyword map …"""
    def bad(want: str):
        raise ValueError(f"{verb}: {value!r} is not {want}")

    if verb in COUNTS and not (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        bad("a count (a whole number, 0 or more)")
    if verb in VALUE_CHECKS:
        want = VALUE_CHECKS[verb](value)
        if want:
            bad(want)
    if verb == "damage" and not (isinstance(value, int) and not isinstance(value, bool) and value >= 0
                                 or isinstance(value, dict) and set(value) == {"might_of"}
                                 and isinstance(value["might_of"], str) and MIGHT_REF.fullmatch(value["might_of"])
                                 or value == {"energy_of": "it"}):
        bad('a whole number, 0 or more, {"might_of": "target:N"} or {"energy_of": "it"}')
    if verb == "split_damage" and not (isinstance(value, int) and not isinstance(value, bool) and value >= 1):
        bad("a whole number, 1 or more")
    if verb in ("might", "set_might") and not (isinstance(value, int) and not isinstance(value, bool)):
        bad("a whole number")
    if verb == "grant":
        from .cards.model import parse_keyword

        if not isinstance(value, dict) or not value:
            bad("a map of keywords to values")
        for k, v in value.items():
            parse_keyword(k)
            if not isinstance(v, int) or v < 1:
                bad("a map of keywords to values of 1 or more")
    if verb == "add" and not (isinstance(value, dict) and set(value) <= {"energy", "power", "only"}
                              and value.get("only", "spells") in ("spells", "gear", "units", "rxb-showdowns")
                              and _count(value.get("energy", 0))
                              and isinstance(value.get("power", []), list)
                              and all(d in DOMAINS + ("any",) for d in value.get("power", []))):
        bad('{"energy": N, "power": [domains or "any"], "only": "spells" | "gear" | "units" | "rxb-showdowns"}')
    if verb == "unsupported" and not (isinstance(value, str) and value):
        bad("the sentence that did not compile")
    from .checks_cards import check_value

    check_value(verb, value, bad)


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 1000


#: what a passive might may be counted by besides objects: the controller's points (rb:633) and
#: the cards in their trash (rb:176); neither depends on a unit's might, so nothing loops
PER_OPERANDS = ("you.score", "you.trash", "you.gear")  # gear you control (rb:179): no might or keyword read


def check_per(static: str | None, per: Any) -> None:
    """A passive might "for each …" counts objects by criteria (``objects._might``): an ``all``
    selector of units or gear that reads nothing about might (which it would change)."""
    from .targets import SELECTOR_KEYS

    if static == "keywords" and per in PER_OPERANDS:  # "I have [Assault] equal to the number of gear you control"
        return  # (objects._keywords; the grant must be one valued keyword: cards/model.py)
    if static != "might":
        raise ValueError("per: only a passive might counts objects")
    if isinstance(per, str):  # "my might is increased by your points" (objects._count)
        if per not in PER_OPERANDS:
            raise ValueError(f"per: {per!r} is not one of {', '.join(PER_OPERANDS)}")
        return
    if not (isinstance(per, dict) and per.get("all") in ("unit", "gear", "permanent") and "choose" not in per):
        raise ValueError(f"per: {per!r} is not what to count ({{\"all\": \"unit\", …}})")
    bad = set(per) - (SELECTOR_KEYS - {"might_max", "might_min", "mighty", "count", "up_to", "distinct", "or",
                                       "same_battlefield"})
    if bad:
        raise ValueError(f"per: {sorted(bad)[0]!r} cannot be counted by")
    check_selector(per)
    if per.get("at") in ("one-battlefield", "chosen-battlefield"):
        raise ValueError("per: no battlefield is chosen for a passive ability")


#: verbs of the units family (``effects_units``) that run other instructions
NESTED = ("for_each",)


def _check_units(e: dict) -> None:
    """The units family's verbs (``effects_units``): their values and what they need."""
    from .effects_units import MOVE_TO

    if "buffs_give" in e and not (isinstance(e["buffs_give"], int) and not isinstance(e["buffs_give"], bool)
                                  and 1 <= e["buffs_give"] <= 100 and e.get("duration") == "turn"):
        raise ValueError(f"buffs_give: {e['buffs_give']!r} is not a whole number from 1 with \"duration\": \"turn\"")
    for flag in ("choose", "double_might", "mutual_damage", "take_control", "swap"):
        if flag in e and e[flag] is not True:
            raise ValueError(f"{flag}: {e[flag]!r} is not true")
        if flag in e and "target" not in e:
            raise ValueError(f"{flag} needs a target")
    if "choose" in e and not (isinstance(e["target"], dict) and "choose" in e["target"]):
        raise ValueError("choose: its target is a choice ({\"choose\": …})")
    t = e.get("target")
    if isinstance(t, dict) and (t.get("choose") or t.get("all")) == "battlefield" and not ("choose" in e and "all" not in t):
        raise ValueError("a battlefield is chosen ({\"choose\": true}) and named by the instructions after it")
    if isinstance(t, dict) and t.get("at") in ("one-battlefield", "chosen-battlefield") and "all" not in t:
        raise ValueError(f"at: {t['at']!r} belongs to what is affected by criteria ({{\"all\": …}})")
    if "prevent_damage" in e and not (e["prevent_damage"] == "spells-and-abilities" and e.get("duration") == "turn"):
        raise ValueError("prevent_damage: \"spells-and-abilities\" with \"duration\": \"turn\"")
    if "each_player_kills" in e and e["each_player_kills"] not in ("unit", "gear"):
        raise ValueError(f"each_player_kills: {e['each_player_kills']!r} is not unit or gear")
    if "move" in e and isinstance(e.get("to"), str) and ":" in e["to"]:
        raise ValueError(f"to: {e['to']!r} is not a place ({', '.join(MOVE_TO)} or a battlefield's id)")
    for key in NESTED:
        if key not in e:
            continue
        inner = e[key]
        if not isinstance(inner, list) or not inner:
            raise ValueError(f"{key}: {inner!r} is not a list of instructions")
        _check_effects(inner)
        for x in inner:  # they run for objects already named: no choices of their own (rb:559.3)
            t = x.get("target")
            if isinstance(t, dict):
                raise ValueError(f"{key}: an instruction inside names {t!r}, not a reference (it, self)")
        if key == "for_each" and not (isinstance(e.get("target"), dict) and "all" in e["target"]):
            raise ValueError("for_each: its target is every object that meets criteria ({\"all\": …})")
