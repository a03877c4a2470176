"""Checking a Riftbound card's instructions when its definition is loaded (rb:151, rb:563):
one verb each, known modifiers, and every value of the kind the verbs read — so that a wrong
definition is refused at its field, never found in the middle of a resolve. The verbs
themselves are ``judge.riftbound.effects``."""

from __future__ import annotations

import re
from typing import Any

from .cards.model import DOMAINS


#: the references an instruction's target may name (``targets.resolve_ref``)
TARGET_REF = re.compile(r"self|it|event-unit|target(:\d{1,3})?")


def check_effects(effects: list[dict]) -> None:
    """Reject unknown verbs and modifiers when a definition is loaded; a value of a shape no
    check expects (a list where a word goes) is an invalid definition too, not a TypeError."""
    try:
        _check_effects(effects)
    except (TypeError, KeyError, IndexError, AttributeError) as e:
        raise ValueError(f"malformed instruction: {type(e).__name__}: {e}") from None


def _check_effects(effects: list[dict]) -> None:
    """Reject unknown verbs and modifiers when a definition is loaded."""
    from .effects import MODIFIERS, VERBS
    from .targets import KINDS, SELECTOR_KEYS

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
        if isinstance(t, dict):
            bad = set(t) - SELECTOR_KEYS
            if bad:
                raise ValueError(f"unknown selector key {sorted(bad)[0]!r}; known: {', '.join(sorted(SELECTOR_KEYS))}")
            kind = t.get("choose") or t.get("all")
            if kind not in KINDS:
                raise ValueError(f"unknown object kind {kind!r}; known: {', '.join(KINDS)}")
            _check_selector(t)
        elif t is not None and not (isinstance(t, str) and TARGET_REF.fullmatch(t)):
            raise ValueError(f"target: {t!r} is not a selector object or a reference (self, it, event-unit, "
                             f"target, target:N)")


#: what each modifier of an instruction takes (``run`` and the verbs read them)
MODIFIER_FLAGS = ("may", "exhausted", "ignore_cost")
MODIFIER_WORDS = {"from": ("trash", "hand", "deck", "banish"), "duration": ("turn", "board"),
                  "rest": ("recycle", "banish")}


def _check_modifiers(e: dict) -> None:
    """Modifier values of the right kind, when a definition is loaded (found by fuzzing:
    ``"from": [[…]]`` on a recycle raised in the middle of a resolve)."""
    from .targets import check_condition

    _check_flags_and_words(e, MODIFIER_FLAGS, MODIFIER_WORDS)
    for key in ("to", "at"):  # a battlefield's id, "base" or "here"
        if key in e and not (isinstance(e[key], str) and 0 < len(e[key]) <= 80):
            raise ValueError(f"{key}: {e[key]!r} is not a place (a battlefield's id, \"base\" or \"here\")")
    if "take" in e and not _count(e["take"]):
        raise ValueError(f"take: {e['take']!r} is not a whole number from 0 to 1000")
    if "cites" in e and not (isinstance(e["cites"], list) and all(isinstance(c, str) for c in e["cites"])):
        raise ValueError(f"cites: {e['cites']!r} is not a list of rule IDs")
    if "if" in e:
        check_condition(e["if"])


def _check_flags_and_words(d: dict, flags: tuple[str, ...], words: dict[str, tuple[str, ...]], where: str = "") -> None:
    """Flags are true or false; words are one of those listed for their key."""
    for key in flags:
        if key in d and not isinstance(d[key], bool):
            raise ValueError(f"{where}{key}: {d[key]!r} is not true or false")
    for key, allowed in words.items():
        if key in d and d[key] not in allowed:
            raise ValueError(f"{where}{key}: {d[key]!r} is not one of {', '.join(allowed)}")


#: what each selector key takes (``judge.riftbound.targets``): a count, a flag, a word from a list
SELECTOR_COUNTS = ("count", "up_to", "might_max", "might_min")
SELECTOR_FLAGS = ("exhausted", "stunned", "other", "same_battlefield", "mighty", "buffed", "in_combat")
SELECTOR_WORDS = {"side": ("any", "ally", "enemy"), "at": ("anywhere", "battlefield", "base", "here"),
                  "type": ("unit", "gear", "spell", "rune", "battlefield", "legend")}


def _check_selector(t: dict) -> None:
    """Selector values of the right kind, so that a definition fails when it is loaded, not
    in the middle of a resolve (found by fuzzing: ``"up_to": [[...]]``)."""
    for key in SELECTOR_COUNTS:
        if key in t and not _count(t[key]):
            raise ValueError(f"target.{key}: {t[key]!r} is not a whole number from 0 to 1000")
    _check_flags_and_words(t, SELECTOR_FLAGS, SELECTOR_WORDS, "target.")
    if "tag" in t and not isinstance(t["tag"], str):
        raise ValueError(f"target.tag: {t['tag']!r} is not a word")


COUNTS = ("draw", "discard", "recycle", "channel", "reveal", "look", "score")
#: verb → a check of its value, for the verbs of the compiler families' modules (effects_*.py)
VALUE_CHECKS: dict = {}


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
                                 and isinstance(value["might_of"], str) and TARGET_REF.fullmatch(value["might_of"])):
        bad('a whole number, 0 or more, or {"might_of": "target:N"}')
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
    if verb == "add" and not (isinstance(value, dict) and set(value) <= {"energy", "power"}
                              and _count(value.get("energy", 0))
                              and isinstance(value.get("power", []), list)
                              and all(d in DOMAINS + ("any",) for d in value.get("power", []))):
        bad('{"energy": N, "power": [domains or "any"]}')
    if verb == "unsupported" and not (isinstance(value, str) and value):
        bad("the sentence that did not compile")
    if verb in ("token", "play") and not isinstance(value, dict):
        bad("an object")
    if verb == "token":  # the token's own definition, checked now, not when it is made (rb:171)
        from pydantic import ValidationError

        from .cards.model import RbCardDef

        spec = dict(value)
        name, count, ready = spec.pop("name", None), spec.pop("count", 1), spec.pop("ready", False)
        if not (isinstance(name, str) and name) or not _count(count) or not isinstance(ready, bool):
            bad('{"name": a name, "count": N, "ready": true|false, ...the token\'s card}')
        try:
            RbCardDef(name=name, type="unit", token=True, **spec)
        except (ValidationError, TypeError) as err:
            bad(f"a token's card ({str(err).splitlines()[0]})")
    if verb == "play" and (value.get("from", "hand") not in ("hand", "trash", "deck")
                           or value.get("type") not in (None, "unit", "gear", "spell")):
        bad('{"from": "hand"|"trash"|"deck", "type": "unit"|"gear"|"spell"}')


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 1000
