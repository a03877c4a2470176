"""Cards the engine plays from their compiled printed text, as regression scenarios: a
seeded random sample of the cards that compile completely and have no hand-written
definition (scenarios/cards/keyforge/SAMPLE.md says how it was drawn). Each scenario
asserts what the printed text says happens; every one passes, and each still names a card
the engine plays from its compiled text (a hand-written definition added later would make
it test something else)."""

import hashlib
import json
import re
from pathlib import Path

import pytest

from judge.keyforge.cards.library import library
from judge.regress import run_case
from rules_index.catalogue import catalogue

CARDS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "cards" / "keyforge"
FILES = sorted(CARDS_DIR.glob("*.json"))
SEED = "20261124"


def card_of(path: Path):
    key = re.match(r"([a-z]+-\d+[a-z]?)-", path.name).group(1)
    return catalogue().resolve(key)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_compiled_card_scenario_passes(path):
    case = run_case(path, CARDS_DIR)
    assert case.passed, case.failures


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_scenario_plays_a_card_from_its_compiled_text(path):
    card = card_of(path)
    assert card is not None, f"{path.name}: the file name starts with the card's key"
    assert library().source(card.name_en) == "compiled", card.name_en
    text = path.read_text(encoding="utf-8")
    assert any(json.dumps(n, ensure_ascii=False) in text for n in card.names()), \
        f"{path.name} does not put {card.name_en} on the board"


def test_at_least_60_sampled_cards_in_the_drawn_order():
    assert len(FILES) >= 60
    order = sorted(catalogue().covered(), key=lambda c: hashlib.sha256(f"{SEED}:{c.id}".encode()).hexdigest())
    rank = {c.key: k for k, c in enumerate(order)}
    sample = (CARDS_DIR / "SAMPLE.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\|\s*\d+\s*\|\s*`?([a-z]+-\d+[a-z]?)`?\s*\|", sample, flags=re.M)
    assert [rank[k] for k in listed] == sorted(rank[k] for k in listed), "SAMPLE.md lists the cards in drawn order"
    for path in FILES:
        assert card_of(path).key in listed, f"{path.name} is not in SAMPLE.md"
