"""Every example scenario resolves and meets its expectations; the trace is the same,
byte for byte, in every run and every process."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge.commands import OK, resolve_file
from judge.expect import check
from judge.keyforge.runner import resolve
from scenarios.loader import load

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "scenarios/examples/keyforge").glob("*.json"))


def test_there_are_enough_examples():
    assert len(EXAMPLES) >= 15


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_meets_its_expectations(path):
    scenario = load(path)
    assert scenario.expect is not None, "every example states what it expects"
    if scenario.mode == "explore":  # "it depends": every distinct outcome, as judge regress checks it
        from judge.regress import run_case

        case = run_case(path, path.parent)
        assert case.passed, case.failures
        return
    result = resolve(scenario).to_dict()
    assert check(scenario.expect, result) == []
    assert result["unused_answers"] == []
    assert resolve_file(path)[0] == OK


@pytest.mark.parametrize("path", EXAMPLES[:3], ids=lambda p: p.stem)
def test_same_trace_in_two_runs(path):
    assert resolve_file(path, as_json=True) == resolve_file(path, as_json=True)


@pytest.mark.parametrize(
    "name",
    ["destroyed-duma-rulebook-example", "spangler-box-hold-until-leaves-play", "upgrade-armor-and-gained-destroyed"],
)
def test_same_trace_in_two_processes(name):
    path = str(Path(__file__).resolve().parents[2] / f"scenarios/examples/keyforge/{name}.json")
    code = "import sys; from judge.commands import resolve_file; sys.stdout.write(resolve_file(sys.argv[1], True)[1])"
    outs = [
        subprocess.run(
            [sys.executable, "-c", code, path],
            capture_output=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("1", "2")
    ]
    assert outs[0] == outs[1]
    assert outs[0] == resolve_file(path, as_json=True)[1].encode("utf-8")
    assert json.loads(outs[0])["outcome"] == "completed"
