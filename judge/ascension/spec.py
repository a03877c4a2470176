"""Ascension in the game registry (``scenarios.registry``)."""

from __future__ import annotations

from judge.deckbuilding.scenario import checker
from scenarios.registry import GameSpec

from .board import AscensionScenario
from .cards.library import library
from .runner import resolve

check, raw_errors, card_refs = checker(library, ("hand", "deck", "discard", "played", "constructs"),
                                       ("center_row", "center_deck", "void"))


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
