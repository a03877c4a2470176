"""The card library: names in any language, set codes, and a card format that rejects
what it does not know."""

import pytest
from pydantic import ValidationError

from judge.keyforge.cards.library import NotCovered, library
from judge.keyforge.cards.model import CardDef


@pytest.mark.parametrize("name", ["Bait and Switch", "Köder", "Przekręt", "CotA 267", "RdA 267", "cota 0267", "köder"])
def test_names_in_every_language_and_set_codes(name):
    assert library().get(name).name == "Bait and Switch"


def test_printed_facts_come_from_the_card_file():
    knight = library().get("Raubritter")
    assert (knight.house, knight.type, knight.power, knight.armor, knight.names["pl"]) == (
        "sanctum",
        "creature",
        4,
        2,
        "Rycerz grabieżca",
    )


def test_a_card_of_a_later_set_is_refused_not_treated_as_blank():
    # Mind Your Elders (Vault Masters 2025) postdates both rulebooks: no silent blank card
    with pytest.raises(NotCovered, match="do not cover"):
        library().get("Mind Your Elders")


def test_a_card_without_a_hand_written_definition_is_compiled_from_its_text(monkeypatch):
    # take Urchin's hand-written behaviour away: its printed text still says what it does
    monkeypatch.delitem(library().cards, "Urchin")
    assert library().source("Straßenkind") == "compiled"
    card = library().get("Straßenkind")
    assert card.abilities_for("play")[0].effects[0] == {"steal": 1}


def test_unknown_names_suggest_the_nearest():
    assert library().resolve("Urchn") is None
    assert "Urchin" in library().nearest("Urchn")


def test_the_card_format_reads_like_the_card():
    card = CardDef.model_validate(
        {
            "name": "Test Thief",
            "house": "shadows",
            "type": "creature",
            "power": 2,
            "keywords": ["elusive", "assault 2"],
            "abilities": [
                {
                    "trigger": ["fight", "reap"],
                    "effects": [{"steal": 1}, {"deal_damage": 1, "target": "enemy-creature"}],
                }
            ],
        }
    )
    assert card.keyword("assault") == 2 and card.keyword("elusive") == 1
    assert card.abilities_for("reap")[0].effects[0] == {"steal": 1}


@pytest.mark.parametrize(
    "bad",
    [
        {"abilities": [{"trigger": "sometimes", "effects": []}]},
        {"abilities": [{"trigger": "play", "effects": [{"explode": 3}]}]},
        {"abilities": [{"trigger": "play", "effects": [{"steal": 1, "gain": 1}]}]},
        {"abilities": [{"trigger": "play", "effects": [{"deal_damage": 1, "target": "everything"}]}]},
        {"abilities": [{"trigger": "play", "effects": [{"steal": 1, "if": ["__import__('os')", ">", 1]}]}]},
        {"keywords": ["flying"]},
        {"house": "atlantis"},
        {"static": [{"fly": True}]},
    ],
)
def test_the_card_format_rejects_what_it_does_not_know(bad):
    with pytest.raises(ValidationError):
        CardDef.model_validate({"name": "Bad", "house": "dis", "type": "creature", "power": 1, **bad})


def test_every_card_with_errata_has_a_hand_written_definition(index):
    # the catalogue prints the original text; compiling it would ignore the errata
    lib = library()
    for rule in index:
        if rule.game == "kf" and rule.kind == "errata":
            for name in rule.cards or []:
                assert lib.source(name) == "hand-written", f"{rule.id}: {name} would be compiled from its unerrata'd text"
