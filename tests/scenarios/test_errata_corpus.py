"""Every erratum in the two KeyForge rulebooks is applied: the card it corrects is in the
library with the erratum attached, a scenario under scenarios/errata/ shows the corrected
text at work, and the trace says "card text as corrected by ..." before the first action."""

from pathlib import Path

import pytest

from judge.keyforge.cards.library import library
from judge.keyforge.runner import resolve
from judge.regress import run_case
from rules_index.index import load as load_index
from scenarios.loader import load

ROOT = Path(__file__).resolve().parents[2]
ERRATA_SCENARIOS = sorted((ROOT / "scenarios/errata/keyforge").glob("*.json"))
ERRATA = sorted(r.id for r in load_index().rules.values() if r.kind == "errata" and r.game == "kf")
#: the rule IDs some built-in scenario's expectation says its trace cites
ASSERTED_CITES = {c for p in ROOT.glob("scenarios/*/keyforge/*.json") if (e := load(p).expect) for c in e.cites}


def _number(code: str) -> tuple[str, int]:
    set_code, number = code.split()
    return set_code, int(number)


def test_the_rulebooks_hold_27_errata():
    assert len(ERRATA) == 27


@pytest.mark.parametrize("rid", ERRATA)
def test_each_erratum_is_attached_to_the_card_it_corrects(rid):
    record = load_index()[rid]
    holders = [c for c in library().cards.values() if rid in c.errata]
    assert len(holders) == 1, f"{rid} is attached to {[c.name for c in holders]}"
    assert (holders[0].set, int(holders[0].number)) == _number(record.card)


def test_a_definition_names_only_errata_for_itself():
    for cdef in library().cards.values():
        for rid in cdef.errata:
            assert _number(load_index()[rid].card) == (cdef.set, int(cdef.number)), (cdef.name, rid)


@pytest.mark.parametrize("rid", ERRATA)
def test_each_erratum_is_shown_at_work_by_a_scenario(rid):
    assert rid in ASSERTED_CITES


@pytest.mark.parametrize("path", ERRATA_SCENARIOS, ids=lambda p: p.stem)
def test_errata_scenario_passes(path):
    case = run_case(path, path.parent)
    assert case.passed, case.failures


@pytest.mark.parametrize("path", [p for p in ERRATA_SCENARIOS if load(p).mode == "resolve"], ids=lambda p: p.stem)
def test_the_trace_opens_with_the_corrected_card_text(path):
    scenario = load(path)
    steps = resolve(scenario).to_dict()["steps"]
    first = steps[0]
    assert first["event"] == "card-text" and "kf:rules/errata" in first["cites"]
    erratum = next(c for c in first["cites"] if c.startswith("kf:errata/"))
    assert "card text as corrected by " + erratum in first["explain"]["en"]
    assert "Fassung von " + erratum in first["explain"]["de"]
    # a Polish erratum is announced in Polish too (the Polish rulebook is the source)
    assert ("pl" in first["explain"]) == ("pl" in load_index()[erratum].texts)


@pytest.mark.parametrize(
    "name, english",
    [
        ("Back-up der Biomatrix", "Biomatrix Backup"),  # the Mars card's name; AoA 124's misprint does not take it
        ("RdA 208", "Biomatrix Backup"),
        ("Sicherheitskopie", "Backup Copy"),  # kf:errata/aoa-124
        ("ZdA 124", "Backup Copy"),
        ("Prince Derric der Einiger", "Prince Derric, Unifier"),  # printed German name
        ("Prinz Derric der Einiger", "Prince Derric, Unifier"),  # kf:errata/aoa-240
        ("Płaszcz Armagedonu", "Armageddon Cloak"),
        ("Armageddon-Mantel", "Armageddon Cloak"),  # the German replacement-effects example
        ("Ohydna lalka", "Wretched Doll"),  # the Polish token list
        ("Raz, dwa, ŁUPI!", "1-2 Punch"),
        ("Zew Archontów 64", "Tendrils of Pain"),  # set and number as the Polish errata print them
        ("Czas Wstąpienia 006", "Drummernaut"),
        ("Zeitalter des Aufstiegs 143", "Entropic Swirl"),
    ],
)
def test_errata_card_names_resolve(name, english):
    assert library().get(name).name == english


def test_a_corrected_card_type_is_the_corrected_one():
    # kf:errata/aoa-154: the German printing's card type is wrong; the card is an artifact
    assert library().get("Wissenschaftlicher Hack").type == "artifact"
