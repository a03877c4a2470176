"""`judge regress`: scenario files as regression cases, JSON summary, JUnit XML, exit code."""

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from judge.cli import main
from judge.regress import main as regress_main

EXAMPLES = Path(__file__).resolve().parents[2] / "scenarios" / "examples" / "keyforge"


def corpus(tmp_path, *names):
    for name in names:
        shutil.copy(EXAMPLES / name, tmp_path / name)
    return tmp_path


def broken_copy(tmp_path, name, new_name):
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    data["expect"] = {"players.alice.amber": 99}
    (tmp_path / new_name).write_text(json.dumps(data), encoding="utf-8")


def test_all_passing_exits_0_and_counts_each_case(tmp_path, capsys):
    corpus(tmp_path, "reap-capture.json", "fight-elusive.json")
    assert main(["regress", str(tmp_path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total"] == 2 and out["passed"] == 2 and out["failed"] == []
    assert out["seconds"] >= 0


def test_a_failing_expectation_exits_1_and_names_the_case(tmp_path, capsys):
    corpus(tmp_path, "reap-capture.json")
    broken_copy(tmp_path, "reap-capture.json", "wrong-amber.json")
    assert main(["regress", str(tmp_path), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["failed"] == ["wrong-amber"]


def test_junit_xml_has_one_testcase_per_file_with_failures_marked(tmp_path, capsys):
    corpus(tmp_path, "reap-capture.json")
    broken_copy(tmp_path, "reap-capture.json", "wrong-amber.json")
    report = tmp_path / "report.xml"
    main(["regress", str(tmp_path), "--junit", str(report)])
    root = ET.parse(report).getroot()
    cases = root.findall(".//testcase")
    assert len(cases) == 2
    failed = [c for c in cases if c.find("failure") is not None]
    assert [c.get("name") for c in failed] == ["wrong-amber"]
    assert "players.alice.amber" in failed[0].find("failure").text


def test_table_output_lists_game_language_and_the_failures(tmp_path, capsys):
    corpus(tmp_path, "reap-capture.json")
    broken_copy(tmp_path, "reap-capture.json", "wrong-amber.json")
    main(["regress", str(tmp_path)])
    out = capsys.readouterr().out
    assert "kf" in out and "FAILED wrong-amber" in out and "1 passed, 1 failed" in out


def test_explore_mode_checks_every_distinct_outcome(tmp_path, capsys):
    corpus(tmp_path, "destroyed-order-explored.json")
    assert main(["regress", str(tmp_path), "--json"]) == 0
    data = json.loads((tmp_path / "destroyed-order-explored.json").read_text(encoding="utf-8"))
    data["expect"]["outcomes"] = data["expect"]["outcomes"][:1]  # one outcome is not "it depends"
    (tmp_path / "destroyed-order-explored.json").write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["regress", str(tmp_path), "--json"]) == 1


def test_faq_ids_count_as_the_cases_ids(tmp_path, capsys):
    data = json.loads((EXAMPLES / "bait-and-switch-errata.json").read_text(encoding="utf-8"))
    data["faq"] = ["kf:faq/de-01", "kf:faq/pl-52"]
    (tmp_path / "faq.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["regress", str(tmp_path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total"] == 2


def test_unknown_faq_id_is_an_invalid_scenario_with_a_pointer(tmp_path, capsys):
    data = json.loads((EXAMPLES / "bait-and-switch-errata.json").read_text(encoding="utf-8"))
    data["faq"] = ["kf:faq/de-99"]
    (tmp_path / "faq.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["regress", str(tmp_path)]) == 1
    assert "/faq/0: not an FAQ entry" in capsys.readouterr().out


def test_missing_path_exits_2(capsys):
    assert main(["regress", "/no/such/dir"]) == 2


def test_a_scenario_listing_faq_ids_ends_its_trace_with_the_published_answer():
    from judge.commands import resolve_data

    data = json.loads((EXAMPLES / "bait-and-switch-errata.json").read_text(encoding="utf-8"))
    data["faq"] = ["kf:faq/de-01", "kf:faq/pl-52"]
    code, out = resolve_data(data)
    last = out["steps"][-1]
    assert code == 0 and last["event"] == "published-answer"
    assert last["faq"] == ["kf:faq/de-01", "kf:faq/pl-52"] and last["cites"]


def test_the_whole_built_in_corpus_passes_as_judge_regress_runs_it(capsys):
    """Every game's scenarios (KeyForge FAQ, examples, variations, errata; Riftbound examples)."""
    assert regress_main(None, None, True) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["failed"] == [] and out["total"] >= 440


def test_cases_in_two_processes_give_the_same_results_in_the_same_order(tmp_path):
    """`judge regress -j N`: the same cases, in file order, the same JUnit XML (times aside)."""
    import re

    from judge.regress import run

    corpus(tmp_path, "reap-capture.json", "fight-elusive.json", "tolas-bad-penny.json", "anger-ready-and-fight.json",
           "destroyed-order-explored.json")
    broken_copy(tmp_path, "reap-capture.json", "wrong-amber.json")
    one, two = run(tmp_path, jobs=1), run(tmp_path, jobs=2)
    assert [(c.ids, c.passed, c.failures) for c in one] == [(c.ids, c.passed, c.failures) for c in two]
    assert [c.ids for c in one] == [["anger-ready-and-fight"], ["destroyed-order-explored"], ["fight-elusive"],
                                    ["reap-capture"], ["tolas-bad-penny"], ["wrong-amber"]]
    xml = [main(["regress", str(tmp_path), "-j", j, "--junit", str(tmp_path / f"j{j}.xml"), "--json"]) for j in "12"]
    assert xml == [1, 1]
    untimed = [re.sub(rb' time="[^"]*"', b"", (tmp_path / f"j{j}.xml").read_bytes()) for j in "12"]
    assert untimed[0] == untimed[1]


def test_symlinked_folders_are_followed_and_a_folder_without_scenarios_is_an_error(tmp_path, capsys):
    real = corpus(tmp_path / "real", "reap-capture.json") if (tmp_path / "real").mkdir() is None else None
    links = tmp_path / "links"
    links.mkdir()
    (links / "a").symlink_to(real)
    (links / "loop").symlink_to(links)  # a link back up the tree is not a loop
    assert main(["regress", str(links), "--json", "-j", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 1
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["regress", str(empty)]) == 2
    assert "no scenario files" in capsys.readouterr().err
