"""Shards of Infinity in the game registry (``judge.games``)."""

from __future__ import annotations

from judge.deckbuilding.scenario import checker
from judge.kernel.spec import GameSpec

from .board import ShardsScenario
from .cards.library import library
from .runner import resolve

check, raw_errors, card_refs = checker(library, ("hand", "deck", "discard", "played", "champions", "fast_played"),
                                       ("center_row", "center_deck"))


def _describe(name: str, p: dict) -> str:
    return f"{name}: {p['health']} health, {p['mastery']} mastery, {len(p['hand'])} in hand"


SPEC = GameSpec(
    name="shards",
    prefix="soi",
    scenario_model=ShardsScenario,
    check=check,
    raw_errors=raw_errors,
    resolve=resolve,
    describe_player=_describe,
    editions=("de",),
)
