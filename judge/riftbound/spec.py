"""Riftbound in the game registry (``scenarios.registry``)."""

from __future__ import annotations

from scenarios.registry import GameSpec

from .board import RiftboundScenario
from .runner import resolve
from .scenario import check_cards, raw_card_errors


def _describe(name: str, p: dict) -> str:
    return f"{name}: {p['score']} point(s), {len(p['hand'])} in hand"


SPEC = GameSpec(
    name="riftbound",
    prefix="rb",
    scenario_model=RiftboundScenario,
    check=check_cards,
    raw_errors=raw_card_errors,
    resolve=resolve,
    describe_player=_describe,
    editions=("de",),
)
