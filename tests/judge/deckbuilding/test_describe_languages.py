"""What a deck-building card does is said in German, English and Polish (judge.deckbuilding.describe):
every phrase is a catalogue message, the Polish needs no agreement with a card's name or type."""

import pytest

from judge.ascension.cards import library as asc
from judge.ascension.cards.words import WORDS as ASC_WORDS
from judge.deckbuilding.describe import Describer
from judge.shards.cards import library as soi
from judge.shards.cards.words import WORDS as SOI_WORDS

CARDS = [(lib, c) for lib in (asc, soi) for c in lib.library().cards.values()]


@pytest.mark.parametrize("lib, card", CARDS, ids=lambda x: getattr(x, "name", ""))
def test_every_card_is_described_in_polish(lib, card):
    said = lib.describe(card)
    assert said["pl"] and said["pl"] not in (said["de"], said["en"])
    # no German or English word of the templates left in the Polish
    words = set(said["pl"].replace(".", " ").replace(",", " ").replace(":", " ").split())
    assert not words & {"Erhalte", "Ziehe", "Karte", "Karten", "Gain", "Draw", "card", "cards", "you", "du", "und",
                        "and", "oder", "or", "je", "each", "Stärke", "Macht", "power"}, said["pl"]


def test_the_forms_of_a_type_follow_their_role_in_polish():
    d = Describer(ASC_WORDS)
    assert dict(d.condition({"control": {"type": "construct", "other": True}})) == {
        "de": "wenn du ein weiteres Konstrukt kontrollierst", "en": "if you control another construct",
        "pl": "jeśli kontrolujesz inny konstrukt"}
    assert d.condition({"played": {"type": "hero", "faction": "lifebound"}})["pl"] == \
        "jeśli w tej turze zagrałeś bohatera frakcji Lifebound"
    assert d.per({"discard": {"type": "monster"}})["pl"] == "za każdego potwora w twoim stosie kart odrzuconych"
    # a card named by its name: "karta …", whatever the name
    assert d.condition({"hand": {"name": "Mystikerin"}})["pl"] == "jeśli masz na ręce kartę Mystikerin"


def test_english_says_an_before_a_vowel_and_polish_counts_its_forms():
    d = Describer(SOI_WORDS)
    said = d.effect({"return": {"filter": {"type": "ally"}}})
    assert said["en"] == "Return an ally from your discard pile to your hand"
    assert said["de"] == "Nimm einen Verbündeten aus deinem Ablagestapel auf die Hand"
    assert [d.effect({"gain": {"gems": n}})["pl"] for n in (1, 3, 5)] == [
        "Zyskaj 1 klejnot", "Zyskaj 3 klejnoty", "Zyskaj 5 klejnotów"]


def test_a_condition_in_the_trace_is_said_in_polish():
    d = Describer(SOI_WORDS)
    said = d.condition({"control": {"name": "General Decurion"}}, "while")
    assert dict(said) == {"de": "solange du einen General Decurion kontrollierst",
                          "en": "while you control a General Decurion",
                          "pl": "dopóki kontrolujesz kartę General Decurion"}
