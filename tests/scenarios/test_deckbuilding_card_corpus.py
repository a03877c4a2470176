"""Every card of the Ascension and Shards of Infinity base sets at work, as regression
scenarios (scenarios/examples/ascension/, scenarios/examples/shards/): each card has at least
one scenario named after it (its ID or its English name, e.g. ``snapdragon-….json``) that
puts the card on the board and passes; every example of both games passes and cites rules."""

import json
import re
from pathlib import Path

import pytest

from judge.ascension.cards.library import library as asc_library
from judge.regress import run_case
from judge.shards.cards.library import library as soi_library

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "examples"
GAMES = {"ascension": asc_library, "shards": soi_library}
FILES = sorted(p for game in GAMES for p in (ROOT / game).glob("*.json"))


def slug(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.casefold().replace("'", "")))


def named_after(card) -> list[Path]:
    stems = {slug(card.id), slug(card.en)}
    return [p for p in (ROOT / ("ascension" if card.type in ("hero", "construct", "monster") else "shards")).glob("*.json")
            if any(p.stem == s or p.stem.startswith(s + "-") for s in stems)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_card_has_a_scenario_named_after_it_that_puts_it_on_the_board(game):
    missing = []
    for card in GAMES[game]().cards.values():
        files = named_after(card)
        names = [json.dumps(n, ensure_ascii=False) for n in (card.name, card.en)]
        if not any(any(n in p.read_text(encoding="utf-8") for n in names) for p in files):
            missing.append(card.name)
    assert missing == []


def test_at_least_102_scenarios_are_named_after_a_card():
    cards = [c for lib in GAMES.values() for c in lib().cards.values()]
    files = {p for c in cards for p in named_after(c)}
    assert len(cards) == 102 and len(files) >= 102


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_scenario_passes_and_says_which_rules_it_rests_on(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert re.search(r"\b(asc|soi):[a-z0-9/-]+", data.get("description", "")), "the description cites rule IDs"
    case = run_case(path, ROOT)
    assert case.passed, case.failures
