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


def test_every_covered_card_resolves_by_each_of_its_names_but_the_three_shared_ones():
    cat = catalogue()
    shared = {"gniew", "wygnanie", "back up der biomatrix"}  # docs/rulings.md, KeyForge 37
    assert set(cat.shared_names) == shared
    for card in cat.covered():
        # gigantic halves share a name, a set number and a page: they are one card for naming
        assert cat.resolve(card.key).name_en == card.name_en == cat.resolve(f"{card.set} {card.number}").name_en
        for name in card.names():
            if " ".join(name.casefold().replace("-", " ").split()) in shared:
                continue
            assert cat.resolve(name).name_en == card.name_en, (card.name_en, name)


@pytest.mark.parametrize("name, means, other", [("Gniew", "Anger", "Wrath"), ("Wygnanie", "Banish", "Exile"),
                                                ("Back-up der Biomatrix", "Biomatrix Backup", "Backup Copy")])
def test_a_name_on_two_cards_means_the_earlier_and_search_shows_both(name, means, other):
    cat = catalogue()
    assert cat.resolve(name).name_en == means
    assert {c.name_en for c, why in cat.search(name) if why == "exact"} == {means, other}
    assert [o.name_en for n, o in cat.also_named(cat.resolve(other))] == [means]
