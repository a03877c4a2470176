"""The `judge` command line: rules lookup, stats and search."""

import json

from judge.cli import main


def test_rules_stats_json_prints_the_documented_counts(capsys, index):
    assert main(["rules", "stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["riftbound_numbered"] == 1352
    assert stats["faq"] == {"kf-de": 55, "kf-pl": 83, "kf-twins": 55, "asc": 12, "soi": 10}


def test_rules_id_shows_text_parent_children_refs_and_citing_faq(capsys):
    assert main(["rules", "kf:glossary/leaves-play"]) == 0
    out = capsys.readouterr().out
    assert "kf:glossary/leaves-play" in out and "parent: kf:rules/glossary" in out
    assert "cited by FAQ:" in out and "kf:faq/de-08" in out


def test_rules_id_shows_the_twin_of_an_faq_entry(capsys):
    assert main(["rules", "kf:faq/de-01"]) == 0
    assert "twin: kf:faq/pl-52" in capsys.readouterr().out


def test_unknown_rule_exits_non_zero_with_nearest_ids(capsys):
    assert main(["rules", "rb:543.9.z"]) == 2
    err = capsys.readouterr().err
    assert "unknown rule ID" in err and "rb:543" in err


def test_search_json(capsys):
    assert main(["search", "Köder", "--game", "kf", "--json"]) == 0
    ids = [h["id"] for h in json.loads(capsys.readouterr().out)]
    assert "kf:faq/de-01" in ids


def test_search_without_a_match_exits_1(capsys):
    assert main(["search", "qwxzzv"]) == 1


import pytest  # noqa: E402


@pytest.mark.parametrize("ref", ["name_en", "name_de", "name_pl", "set_number"])
def test_judge_card_by_name_in_three_languages_or_set_and_number(capsys, ref):
    from rules_index.catalogue import catalogue

    knight = catalogue().resolve("Raiding Knight")
    name = f"{knight.set} {knight.number}" if ref == "set_number" else getattr(knight, ref)
    assert main(["card", name, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["name_en"] == "Raiding Knight" and data["key"] == knight.key
    assert data["engine"] in ("hand-written", "compiled", "partly-compiled")


def test_judge_card_unknown_name_exits_2_with_the_nearest(capsys):
    assert main(["card", "Raubriter X"]) == 2
    err = capsys.readouterr().err
    assert "unknown card" in err and ("Raubritter" in err or "Raiding Knight" in err)


def test_judge_card_says_which_card_a_shared_name_means(capsys):
    assert main(["card", "Wrath"]) == 0
    assert "'Gniew' is also printed on Anger" in capsys.readouterr().out
