"""Riftbound in the game registry (``judge.games``)."""

from __future__ import annotations

from judge.kernel.spec import GameSpec

from .board import RiftboundScenario
from .runner import resolve
from .open_board import check as check_open
from .scenario import check_cards, raw_card_errors


def _check(scenario) -> list[dict]:
    """Unknown cards and battlefields first; then what the board states beyond where the
    cards are (chain, showdown, combat, "this turn" effects), built as the run would."""
    return check_cards(scenario) or check_open(scenario)


def _describe(name: str, p: dict) -> str:
    return f"{name}: {p['score']} point(s), {len(p['hand'])} in hand"


SPEC = GameSpec(
    name="riftbound",
    prefix="rb",
    scenario_model=RiftboundScenario,
    check=_check,
    raw_errors=raw_card_errors,
    resolve=resolve,
    describe_player=_describe,
    editions=("de",),
)
