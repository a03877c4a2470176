"""The published FAQ answers, as regression scenarios: every file under scenarios/faq/
passes `judge regress`, lists FAQ IDs that exist, and each FAQ ID is covered once. The
variations (scenarios/variations/: one fact of an FAQ situation changed, the outcome
worked out from the rules) pass too and claim no published answer."""

import json
from pathlib import Path

import pytest

from judge.regress import run_case

FAQ_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "faq"
VARIATIONS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "variations"
FILES = sorted(FAQ_DIR.rglob("*.json"))
VARIATIONS = sorted(VARIATIONS_DIR.rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(FAQ_DIR)))
def test_faq_scenario_passes(path):
    case = run_case(path, FAQ_DIR)
    assert case.passed, case.failures


def test_faq_scenarios_name_their_entries_once():
    seen: dict[str, Path] = {}
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data.get("faq"), f"{path}: an FAQ scenario lists the FAQ IDs it encodes"
        for faq_id in data["faq"]:
            assert faq_id not in seen, f"{faq_id} in both {seen[faq_id]} and {path}"
            seen[faq_id] = path


def test_twins_share_a_scenario_or_both_are_covered(index):
    covered = set()
    for path in FILES:
        covered.update(json.loads(path.read_text(encoding="utf-8")).get("faq") or [])
    for faq_id in covered:
        twin = index[faq_id].twin
        assert twin is None or twin in covered, f"{faq_id} is covered but its twin {twin} is not"


@pytest.mark.parametrize("path", VARIATIONS, ids=lambda p: str(p.relative_to(VARIATIONS_DIR)))
def test_variation_passes_and_claims_no_published_answer(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert not data.get("faq"), "a variation changes a fact, so no published answer covers it"
    assert data.get("description"), "a variation says what changed and why the rules give its outcome"
    case = run_case(path, VARIATIONS_DIR)
    assert case.passed, case.failures


def test_there_are_at_least_15_variations():
    assert len(VARIATIONS) >= 15
