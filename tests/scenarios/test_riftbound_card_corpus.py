"""Riftbound cards the engine plays from their compiled printed text, as regression
scenarios (issue 22, item 6): a seeded random sample of the cards that compile completely
(scenarios/cards/riftbound/sample.py draws it; drawn.tsv keeps the draw) plus a few cards
picked for their mechanics (SAMPLE.md lists both). Each scenario asserts what the printed
text says happens; every one passes and still names a card played from its compiled text."""

import json
import re
from pathlib import Path

import pytest

from judge.commands import resolve_data
from judge.regress import run_case
from judge.riftbound.cards.library import library
from rules_index.riftbound_catalogue import rb_catalogue

CARDS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "cards" / "riftbound"
FILES = sorted(CARDS_DIR.glob("*.json"))
SCENARIOS = FILES


def card_of(path: Path):
    code = re.match(r"([a-z]+-\d+[a-z]?)-", path.name).group(1)
    return rb_catalogue().resolve(code.upper())


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_real_card_scenario_passes(path):
    case = run_case(path, CARDS_DIR)
    assert case.passed, case.failures
    code, out = resolve_data(json.loads(path.read_text(encoding="utf-8")))
    assert out["unused_answers"] == []


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_the_scenario_plays_a_card_from_its_compiled_text(path):
    card = card_of(path)
    assert card is not None, f"{path.name}: the file name starts with the card's code"
    assert library().source(card.id) == "compiled", card.name
    data = json.loads(path.read_text(encoding="utf-8"))
    assert card.name in json.dumps(data, ensure_ascii=False), f"{path.name} does not name {card.name}"
    assert data["expect"], "every scenario states what it expects"


def test_sampled_cards_follow_the_drawn_order():
    rows = [line.split("\t") for line in (CARDS_DIR / "drawn.tsv").read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]
    rank = {code: int(r) for r, code, *_ in rows}
    sample = (CARDS_DIR / "SAMPLE.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\|\s*(\d+)\s*\|\s*([A-Z]+-\d+)\s*\|", sample, flags=re.M)
    assert [rank[c] for _, c in listed] == [int(r) for r, _ in listed], "SAMPLE.md lists the draw in order"
    sampled = [p for p in SCENARIOS if card_of(p).id in rank]
    assert len(sampled) >= 60
    for path in sampled:
        assert card_of(path).id in {c for _, c in listed}, f"{path.name} is not in SAMPLE.md"
