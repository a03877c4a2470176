"""The KeyForge card catalogue: every card by a name in three languages, set and number or URL
key, and found again when a judge misspells it."""

import pytest

from rules_index.catalogue import catalogue


def test_the_catalogue_holds_every_card_and_knows_which_sets_the_rulebooks_cover():
    cat = catalogue()
    assert len(cat) > 2000
    assert {c.set for c in cat.covered()} == {"CotA", "AoA", "WC", "MM"}
    assert len(cat.covered()) == 1129


@pytest.mark.parametrize("ref", ["Bait and Switch", "Köder", "przekręt", "CotA 267", "RdA 267", "Zew Archontów 267",
                                 "cota-267", "cota 0267"])
def test_a_card_by_name_in_any_language_or_by_set_and_number(ref):
    assert catalogue().resolve(ref).name_en == "Bait and Switch"


def test_a_reprinted_card_is_one_card_keyed_by_its_first_covered_printing():
    card = catalogue().resolve("Anger")
    assert card.key == "cota-001" and len(card.printings) >= 1


@pytest.mark.parametrize("query, name, why", [
    ("Bait and Swich", "Bait and Switch", "similar"),
    ("Raubriter", "Raiding Knight", "similar"),       # German, one letter missing
    ("Przkręt", "Bait and Switch", "similar"),         # Polish, one letter missing
    ("Wie oft stiehlt Köder?", "Bait and Switch", "named"),
    ("CotA 1", "Anger", "exact"),
    ("armor", "Shoulder Armor", "contains"),
])
def test_search_finds_cards_by_misspelt_names_names_in_questions_and_words(query, name, why):
    found = {c.name_en: w for c, w in catalogue().search(query, limit=10)}
    assert found.get(name) == why


def test_search_does_not_invent_cards_for_an_ordinary_question():
    assert catalogue().search("kann eine betäubte kreatur kämpfen") == []
    assert catalogue().search("   ") == []
