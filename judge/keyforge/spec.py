"""KeyForge in the game registry (``judge.games``)."""

from __future__ import annotations

from judge.kernel.spec import GameSpec

from .board import KeyForgeScenario
from .runner import resolve
from .scenario import check_cards, raw_card_errors


def _describe(name: str, p: dict) -> str:
    return f"{name}: {p['amber']}Æ {p['keys']} keys"


SPEC = GameSpec(
    name="keyforge",
    prefix="kf",
    scenario_model=KeyForgeScenario,
    check=check_cards,
    raw_errors=raw_card_errors,
    resolve=resolve,
    describe_player=_describe,
    editions=("de", "pl"),
)
