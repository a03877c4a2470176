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
    assert main(["card", "Raubritter Xaver"]) == 2  # no card clearly nearest
    err = capsys.readouterr().err
    assert "unknown card" in err and ("Raubritter" in err or "Raiding Knight" in err)


@pytest.mark.parametrize("ref,shown", [("Raubriter", "Raiding Knight"), ("Stalwart Porro", "Stalwart Poro")])
def test_judge_card_a_misspelt_name_with_one_clearly_nearest_card_shows_it_saying_so(capsys, ref, shown):
    assert main(["card", ref]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"no card is named {ref!r}; showing the one clearly nearest: {shown} (")
    assert main(["card", ref, "--json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert data["nearest_of"] == ref and shown in (data.get("name_en"), data.get("name")) and "clearly nearest" in captured.err


def test_judge_card_shows_the_definition_the_engine_runs_in_words(capsys):
    assert main(["card", "Anger"]) == 0  # hand-written
    out = capsys.readouterr().out
    assert "the engine runs (hand-written definition, in words):\n  Play: ready a friendly creature and fight with it." in out
    assert main(["card", "Deusillus"]) == 0  # compiled, gigantic
    out = capsys.readouterr().out
    assert "the engine runs (compiled definition, in words):\n  Gigantic:" in out
    assert "  Fight/Reap: move 1 æmber from this card to the common supply; then deal 2 damage to each enemy creature." in out
    assert "{" not in out.split("the engine runs")[1]  # words, not the card format's JSON


def test_judge_card_says_the_engines_reading_in_the_language_asked(capsys):
    assert main(["card", "Deusillus", "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "the engine runs (compiled definition, in words, pl):\n  Olbrzymie stworzenie:" in out
    assert main(["card", "Mystic", "--lang", "pl"]) == 0  # Ascension: the description in Polish only
    out = capsys.readouterr().out
    assert "\nZyskaj 2 runy.\n" in out and "Gain 2" not in out
    assert main(["card", "Mystic", "--lang", "de"]) == 0
    assert "Zyskaj" not in capsys.readouterr().out
    # a Riftbound card has nothing in another language: the option is refused, not ignored
    assert main(["card", "OGN-251", "--lang", "pl"]) == 2
    assert "--lang pl: a Riftbound card is printed in English only" in capsys.readouterr().err


def test_judge_card_says_which_card_a_shared_name_means(capsys):
    assert main(["card", "Wrath"]) == 0
    assert "'Gniew' is also printed on Anger" in capsys.readouterr().out


# -- judge card for Riftbound ---------------------------------------------------------------------

@pytest.mark.parametrize("ref", ["Jinx - Rebel", "jinx, rebel", "OGN-202", "OGN-202/298", "OGN-202a"])
def test_judge_card_finds_a_riftbound_card_by_any_spelling_or_code(capsys, ref):
    assert main(["card", ref, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "riftbound" and data["id"] == "OGN-202" and data["name"] == "Jinx - Rebel"
    assert (data["type"], data["supertype"], data["domains"], data["energy"], data["might"]) == (
        "Unit", "Champion", ["Chaos"], 5, 5)
    assert data["engine"] == "hand-written" and data["examples"] == ["rb:103.2.a.2/ex1"]


def test_judge_card_prints_a_riftbound_card_its_printings_examples_and_scenarios(capsys):
    assert main(["card", "OGN-251"]) == 0  # Jinx - Loose Cannon, the legend rb:103.2.a.2 calls "Loose Cannon"
    out = capsys.readouterr().out
    assert out.startswith("Jinx - Loose Cannon  (OGN-251/298, Origins) · Riftbound")
    assert "Legend · Fury, Chaos · Rare" in out and "the Core Rules call it: Loose Cannon" in out
    assert "engine: hand-written definition" in out and "Core Rules examples: rb:103.2.a.2/ex1" in out
    assert "examples/riftbound/ex-103.2.a.2-1-a.json" in out and "OGN-301*/298 (signature, Showcase)" in out


def test_judge_card_names_the_riftbound_sentences_that_do_not_compile(capsys):
    from rules_index.riftbound_catalogue import rb_catalogue

    from judge.riftbound.cards.compiler import compile_card
    from judge.riftbound.cards.library import library

    card = next(c for c in rb_catalogue().covered() if library().source(c.name) == "partly-compiled")
    assert main(["card", card.id]) == 0
    out = capsys.readouterr().out
    assert "engine: compiled in part" in out and ":rb_" not in out  # icons drawn
    missing = compile_card(card.id).missing
    assert out.count("  not compiled: ") == len(missing) >= 1


def test_judge_card_says_which_keywords_are_beyond_the_core_rules(capsys):
    assert main(["card", "Armed Assailant"]) == 0  # Equip, Weaponmaster: later sets' keywords
    out = capsys.readouterr().out
    assert "beyond the rulebook — the German Core Rules do not define Equip, Weaponmaster" in out


def test_judge_card_a_name_both_games_print_exits_2_naming_both_unless_a_game_is_given(capsys):
    assert main(["card", "Smite"]) == 2
    err = capsys.readouterr().err
    assert "KeyForge (aoa-224)" in err and "Riftbound (unl-007)" in err and "--game" in err
    assert main(["card", "Smite", "--game", "rb", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == "UNL-007"


def test_judge_card_an_unknown_card_exits_2_with_the_nearest_names_of_both_games(capsys):
    assert main(["card", "Stalwart Knight"]) == 2  # two names about as near: no clear one
    err = capsys.readouterr().err
    assert "unknown card 'Stalwart Knight'; nearest: " in err and "Stalwart Poro (Riftbound, ogn-052)" in err
    assert "(KeyForge, " in err
    assert main(["card", "Jinks Rebellion", "--game", "riftbound"]) == 2
    err = capsys.readouterr().err
    assert "Jinx - Rebel (Riftbound, ogn-202)" in err and "KeyForge" not in err
