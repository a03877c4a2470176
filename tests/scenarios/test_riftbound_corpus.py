"""The Riftbound scenario corpus: every file passes as `judge regress` runs it, uses every
answer it gives, and gives the same trace bytes in two processes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge.commands import resolve_data
from judge.regress import run_case

ROOT = Path(__file__).resolve().parents[2] / "scenarios/examples/riftbound"
FILES = sorted(ROOT.glob("*.json"))


def test_there_are_enough_riftbound_scenarios():
    assert len(FILES) >= 55


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_passes_and_uses_its_answers(path):
    case = run_case(path, ROOT)
    assert case.passed, case.failures
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data.get("expect"), "every scenario states what it expects"
    if data.get("mode") != "explore":
        code, out = resolve_data(data)
        assert out["unused_answers"] == []


@pytest.mark.parametrize("name", ["chain-three-items-resolve-newest-first", "end-of-turn-expiry-and-next-turn"])
def test_same_trace_in_two_processes(name):
    code = ("import sys; from judge.commands import resolve_file; "
            "sys.stdout.write(resolve_file(sys.argv[1], True)[1])")
    outs = [subprocess.run([sys.executable, "-c", code, str(ROOT / f"{name}.json")], capture_output=True, check=True,
                           env={"PYTHONHASHSEED": seed, "PATH": ""}).stdout for seed in ("1", "2")]
    assert outs[0] == outs[1] and len(outs[0]) > 1000
