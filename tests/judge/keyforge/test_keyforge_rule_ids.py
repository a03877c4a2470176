"""Every rule ID the engine can cite resolves in the rules index, and every step of every
example scenario cites at least one rule, all of them known."""

import json
import re
from pathlib import Path

import pytest

import judge.keyforge
from judge.keyforge import rules as R
from judge.keyforge.runner import resolve
from scenarios.loader import load

EXAMPLES = sorted((Path(__file__).resolve().parents[3] / "scenarios/examples/keyforge").glob("*.json"))


def test_every_constant_resolves(index):
    missing = {name: rid for name, rid in R.all_ids().items() if rid not in index}
    assert not missing


def test_every_id_written_in_the_engine_resolves(index):
    """IDs in comments, docstrings and card definitions too (`grep kf:glossary/capture`)."""
    root = Path(judge.keyforge.__file__).parent
    found = {m for p in root.rglob("*.py") for m in re.findall(r"kf:[a-z]+/[a-z0-9/-]*[a-z0-9]", p.read_text("utf-8"))}
    assert found, "no rule IDs found in the engine"
    assert sorted(i for i in found if i not in index) == []


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_step_cites_known_rules(path, index):
    scenario = load(path)
    if scenario.mode == "explore":  # every branch the explorer follows
        from judge.commands import explore_data

        outcomes = explore_data(json.loads(path.read_text(encoding="utf-8")))[1]["outcomes"]
        runs = [resolve(scenario, [c["answer"] for c in o["choices"][0]]) for o in outcomes]
    else:
        runs = [resolve(scenario)]
    for step in (s for result in runs for s in result.steps):
        assert step["cites"], f"step {step['seq']} ({step['event']}) cites nothing"
        unknown = [c for c in step["cites"] + step["faq"] if c not in index]
        assert not unknown, f"step {step['seq']} ({step['event']}) cites unknown IDs {unknown}"


def test_a_function_that_applies_a_rule_names_it():
    """The rule modules name the rule IDs they apply, so grep finds the code for a rule."""
    root = Path(judge.keyforge.__file__).parent
    for rid in (
        R.CAPTURE,
        R.STEAL,
        R.STUN,
        R.ELUSIVE,
        R.TAUNT,
        R.DESTROYED,
        R.REPEAT,
        R.REPEAT_PRECEDING,
        R.STEP_1_FORGE,
        R.STEP_2_CHOOSE_HOUSE,
        R.READY_AND_FIGHT,
        R.LEAVES_PLAY,
    ):
        assert any(rid in p.read_text("utf-8") for p in root.glob("*.py") if p.name != "rules.py"), rid
