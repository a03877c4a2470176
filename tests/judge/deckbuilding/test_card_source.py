"""Ascension's and Shards of Infinity's cards in the card registry (judge.cardgames): found by
key, German or English name, misspelt; told with facts, our description, FAQ and scenarios."""

import json

import pytest

from judge import cardgames
from judge.ascension.cards.source import CARDS as ASCENSION
from judge.shards.cards.source import CARDS as SHARDS


@pytest.mark.parametrize("ref, key", [
    ("Tyrann der Meere", "asc-sea-tyrant"),  # the German rulebook's name
    ("sea tyrant", "asc-sea-tyrant"),  # the English name, any case
    ("asc-sea-tyrant", "asc-sea-tyrant"),  # its key
    ("Systema A.I.", "soi-systema-ai"),  # issue 24: the English name found the engine's card
    ("Systema-K.I.", "soi-systema-ai"),
    ("Fungal Hermit", "soi-fungal-hermit"),
    ("Shadow Apostle", "soi-shadow-apostle"),
])
def test_a_card_is_found_by_either_name_or_its_key(ref, key):
    found = cardgames.find(ref)
    assert [f.card.key for f in found] == [key]


def test_every_card_of_both_base_sets_is_in_the_registry():
    assert len(ASCENSION.sets()[0]["list"]) == 53 and len(SHARDS.sets()[0]["list"]) == 49
    assert all(cardgames.find(c["key"]) for src in (ASCENSION, SHARDS) for c in src.sets()[0]["list"])


def test_a_misspelt_name_gets_the_nearest_names_of_every_game_the_right_one_first():
    near = cardgames.nearest("Sea Tirant", limit=3)
    assert near[0].card.key == "asc-sea-tyrant"


def test_what_the_judge_tells_of_a_card():
    card = SHARDS.find("Systema A.I.")
    data = SHARDS.info(card)
    assert data["facts"]["cost"] == 3 and data["facts"]["defense"] == 4  # the vendored facts
    assert data["names"] == {"en": "Systema A.I.", "de": "Systema-K.I."}
    assert "20" in data["description"]["en"] and data["description"]["de"]  # our words, both languages
    assert any(p.startswith("faq/shards/") for p in data["scenarios"])
    assert data["definition"]["abilities"]  # the definition the engine plays
    json.dumps(data)  # `judge card --json` prints it


def test_faq_entries_naming_a_card_are_listed():
    data = ASCENSION.info(ASCENSION.find("Mystic"))
    assert data["faq"] and all(f.startswith("asc:faq/") for f in data["faq"])


def test_every_card_has_a_scenario_using_it():
    for src in (ASCENSION, SHARDS):
        missing = [c["name_en"] for c in src.sets()[0]["list"] if c["key"] not in src.scenarios_using()]
        assert not missing, (src.game, missing)


def test_named_finds_exact_and_whole_word_names_without_fuzzy_matching():
    # judge.cardgames.named: what ask looks up on every question (no slips forgiven)
    from judge.cardgames import named

    found = [(f.game.code, f.card.key, why) for f, why in named("Ascension: was macht der Tyrann der Meere?")]
    assert ("asc", "asc-sea-tyrant", "named") in found
    assert named("Tyrann der Mere", game="ascension") == []  # a slip: search finds it, named does not
    jinx = [(f.card.key, why) for f, why in named("Was macht Jinx - Rebel?", game="riftbound")]
    assert jinx[0] == ("ogn-202", "named") and all(key != "ogn-202" or w == "named" for key, w in jinx)
    assert [(f.card.key, why) for f, why in named("Anger", game="keyforge")][0] == ("cota-001", "exact")
