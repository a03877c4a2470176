"""The second seeded sample of KeyForge cards the engine plays from their compiled printed text
(issue 23, item 6): scripts/draw_keyforge_card_sample.py drew 110 cards with
``random.Random(20261128)`` from the completely compiled cards no scenario named yet
(population.txt); scenarios/cards/keyforge/sample-20261128/SAMPLE.md lists them. Each scenario
asserts what the card's printed text says happens, and every one passes."""

import importlib.util
import json
import re
from pathlib import Path

import pytest

from judge.keyforge.cards.library import library
from judge.regress import run_case
from rules_index.catalogue import catalogue

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_DIR = ROOT / "scenarios" / "cards" / "keyforge" / "sample-20261128"
FILES = sorted(SAMPLE_DIR.glob("*.json"))


def _script():
    spec = importlib.util.spec_from_file_location("draw_sample", ROOT / "scripts" / "draw_keyforge_card_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def drawn() -> list[tuple[str, str]]:
    """(key, English name) of the drawn cards, in drawn order."""
    lines = (SAMPLE_DIR / "drawn.txt").read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("\t")[1:3]) for line in lines if not line.startswith("#")]


def card_of(path: Path):
    return catalogue().resolve(re.match(r"([a-z]+-\d+[a-z]?)-", path.name).group(1))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_sampled_card_scenario_passes(path):
    case = run_case(path, SAMPLE_DIR)
    assert case.passed, case.failures


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_scenario_plays_a_drawn_card_from_its_compiled_text(path):
    card = card_of(path)
    assert card is not None, f"{path.name}: the file name starts with the card's key"
    assert card.key in {k for k, _ in drawn()}, f"{card.name_en} was not drawn"
    assert library().source(card.name_en) == "compiled", card.name_en
    data = json.loads(path.read_text(encoding="utf-8"))
    assert any(json.dumps(n, ensure_ascii=False) in json.dumps(data["board"], ensure_ascii=False) for n in card.names()), \
        f"{path.name} does not put {card.name_en} on the board"
    assert " — " in data["title"] and data["description"].startswith("DE: ") and "\nEN: " in data["description"], \
        "title and description in German and English"


def test_the_draw_is_the_seeded_sample_of_the_recorded_population():
    population = (SAMPLE_DIR / "population.txt").read_text(encoding="utf-8").split()
    ids = _script().draw_from(population)
    assert [catalogue().cards[i].key for i in ids] == [k for k, _ in drawn()]
    assert len(ids) == 110


def test_every_drawn_card_has_a_scenario_or_a_stated_reason():
    sample = (SAMPLE_DIR / "SAMPLE.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\|\s*\d+\s*\|\s*([a-z]+-\d+)\s*\|[^|]*\|\s*(.+?)\s*\|$", sample, flags=re.M))
    with_file = {card_of(p).key for p in FILES}
    assert len(with_file) >= 100
    for key, name in drawn():
        assert key in rows, f"{key} {name} is not listed in SAMPLE.md"
        assert (key in with_file) == rows[key].startswith("`"), f"{key}: SAMPLE.md and the scenario files disagree"
