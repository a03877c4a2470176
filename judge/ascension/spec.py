"""Ascension in the game registry (``judge.games``)."""

from __future__ import annotations

from judge.deckbuilding.scenario import checker
from scenarios.loader import pointer
from judge.kernel.spec import GameSpec

from .board import AscensionScenario
from .cards.library import library
from .runner import resolve

_check, raw_errors, card_refs = checker(library, ("hand", "deck", "discard", "played", "constructs"),
                                        ("center_row", "center_deck", "void", "samael.cards"))


def check(scenario) -> list[dict]:
    """The shared checks, and: the always-available piles a board states are those of the
    Mystic, the Heavy Infantry and the Cultist (who never leaves: 1)."""
    errors = _check(scenario)
    lib = library()
    for ref, n in scenario.board.always_available.items():
        key = lib.resolve(ref)
        d = lib.cards.get(key) if key else None
        where = pointer(["board", "always_available", ref])
        if d is None or not d.always_available:
            errors.append({"pointer": where, "message": f"{ref!r} is not an always-available card (Mystikerin / "
                           "Mystic, Schwere Infanterie / Heavy Infantry, Kultist / Cultist)"})
        elif d.type == "monster" and n != 1:
            errors.append({"pointer": where, "message": "the Cultist never leaves the always-available cards "
                           "(asc:faq/02): 1"})
    return errors


def _describe(name: str, p: dict) -> str:
    return f"{name}: {p['honor']} honor token(s), {len(p['hand'])} in hand, {len(p['constructs'])} construct(s)"


SPEC = GameSpec(
    name="ascension",
    prefix="asc",
    scenario_model=AscensionScenario,
    check=check,
    raw_errors=raw_errors,
    resolve=resolve,
    describe_player=_describe,
    editions=("de",),
)
