"""The explorer's answer is checkable: every outcome it lists, with the choices it says lead
there, is what resolving the scenario with exactly those choices gives (for every built-in
explore-mode scenario of every game)."""

import json
from pathlib import Path

import pytest

from judge.commands import explore_data, resolve_data

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
EXPLORE = sorted(p for p in ROOT.rglob("*.json") if not p.name.endswith(".deck.json")
                 and json.loads(p.read_text(encoding="utf-8")).get("mode") == "explore")
SUMMARY = ("outcome", "winner", "refused", "final_state")


def test_there_are_explore_scenarios_of_several_games():
    assert len(EXPLORE) >= 10
    assert len({p.relative_to(ROOT).parts[1] for p in EXPLORE}) >= 2


@pytest.mark.parametrize("path", EXPLORE, ids=[p.stem for p in EXPLORE])
def test_each_outcome_is_what_its_choices_resolve_to(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    code, found = explore_data(doc, max_runs=256)
    assert code == 0 and found["outcomes"] and not found["capped"]
    for outcome in found["outcomes"]:
        for choices in outcome["choices"]:
            replay = {k: v for k, v in doc.items() if k not in ("expect", "mode", "choices")}
            replay["choices"] = [{"prompt": c["prompt"], "answer": c["answer"]} for c in choices]
            code, result = resolve_data(replay)
            assert code in (0, 4), (path.name, choices, result.get("error"))
            assert {k: result[k] for k in SUMMARY} == outcome["result"], (path.name, choices)
