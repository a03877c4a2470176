"""Which rules the traces apply (judge.exercised): scenario nodes and `applies` edges in the
citation graph, and `judge rules coverage` (issue 27)."""

import json

import pytest

from judge import exercised
from judge.cli import main

TOLAS = "examples/keyforge/tolas-bad-penny.json"


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """The traces of four scenarios of three games, as `load` builds them."""
    picked = [exercised.CORPUS / p for p in (TOLAS, "faq/keyforge/de-01.json", "faq/ascension/01.json")]
    picked += [min((exercised.CORPUS / "examples" / "riftbound").glob("*.json"))]
    return {"format": exercised.FORMAT, "scenarios": [exercised.trace_one(p) for p in picked]}


def test_a_trace_records_each_steps_rules_and_window(small):
    tolas = next(s for s in small["scenarios"] if s["path"] == TOLAS)
    assert tolas["status"] == "traced" and tolas["game"] == "keyforge"
    fight = tolas["steps"][0]
    assert fight["event"] == "fight" and "kf:rules/fight" in fight["cites"]
    assert any(s["window"] == "before-fight" and "kf:timing/fight/before-fight" in s["cites"] for s in tolas["steps"])


def test_the_graph_links_scenarios_to_the_rules_they_apply_and_the_faq_they_replay(index, small):
    g = exercised.with_scenarios(index.graph, small)
    node = exercised.scenario_node(TOLAS)
    assert g.nodes[node]["kind"] == "scenario"
    edge = g.get_edge_data(node, "kf:rules/fight", key=exercised.EDGE_APPLIES)
    assert edge and edge["steps"][0]["seq"] == 1
    faq = exercised.scenario_node("faq/keyforge/de-01.json")
    assert g.has_edge(faq, "kf:faq/de-01", key=exercised.EDGE_REPLAYS)
    assert exercised.scenario_node(TOLAS) not in index.graph  # the index's own graph is not changed


def test_coverage_counts_rules_as_rules_stats_does_and_lists_the_uncovered_by_section(index, small):
    cov = exercised.coverage(index, small)
    stats = index.stats()["rules"]
    for code, g in cov["games"].items():
        assert g["rules"] == stats[code]
        assert g["exercised"] + len(g["uncovered"]) == g["rules"]
        assert sum(s["rules"] for s in g["sections"]) == g["rules"]
    assert "kf:rules/fight" not in cov["games"]["kf"]["uncovered"]
    assert "kf:faq/de-01" not in cov["games"]["kf"]["uncovered"]  # replayed by its FAQ scenario
    shares = [s["exercised"] / s["rules"] for s in cov["games"]["kf"]["sections"]]
    assert shares == sorted(shares)  # least covered first
    assert exercised.coverage(index, small, game="rb")["games"].keys() == {"rb"}


def test_the_command_prints_the_json_the_issue_names(monkeypatch, tmp_path, capsys, small):
    monkeypatch.setattr(exercised, "cache_path", lambda version=None: tmp_path / "exercised-x.json")
    (tmp_path / "exercised-x.json").write_text(json.dumps(small), encoding="utf-8")
    assert main(["rules", "coverage", "--json", "--game", "asc"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["games"]) == {"asc"} and {"rules", "exercised", "uncovered"} <= set(out["games"]["asc"])
    assert main(["rules", "rb:543", "--game", "rb"]) == 2  # --game is refused where it would not act


def test_the_cache_is_named_by_what_the_traces_are_made_from(monkeypatch, tmp_path):
    first = exercised.fingerprint()
    assert exercised.cache_path().name == f"exercised-{first}.json"
    monkeypatch.setattr(exercised, "corpus_files", lambda: [exercised.CORPUS / TOLAS])
    monkeypatch.setattr(exercised, "cache_path", lambda version=None: tmp_path / "exercised-y.json")
    built = exercised.load()
    assert [s["path"] for s in built["scenarios"]] == [TOLAS] and (tmp_path / "exercised-y.json").is_file()
    assert exercised.load() == built  # read back, not built again
