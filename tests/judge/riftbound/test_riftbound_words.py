"""The engine's words for Riftbound come from the riftbound catalogue: one message said in
German, English and Polish (judge.i18n)."""

from judge.riftbound.abilities import item_label
from judge.riftbound.i18n import M

from .conftest import unit


def test_a_move_is_said_in_german_english_and_polish(rb):
    out = rb(alice={"base": [unit("Scout", 2)]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}])
    move = next(s for s in out["steps"] if s["event"] == "move")
    assert move["explain"] == {"de": "Scout bewegt sich von Basis von alice nach Schlachtfeld ridge",
                               "en": "Scout moves from alice's base to battlefield ridge",
                               "pl": "Scout przesuwa się: baza gracza alice → pole bitwy ridge"}


def test_a_refusal_is_said_in_polish_too(rb):
    out = rb(alice={"base": [{"card": unit("Scout", 2), "exhausted": True}]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}])
    refused = next(s for s in out["steps"] if s["event"] == "refused")
    assert refused["explain"]["pl"] == ("Akcja 0 (move) jest niedozwolona: Scout jest wyczerpane: kosztu (wyczerpanie) "
                                        "nie można zapłacić")
    assert refused["explain"]["en"] == "Action 0 (move) is not allowed: Scout is exhausted: the cost (exhaust) cannot be paid"


def test_a_chain_label_keeps_its_german_and_english_and_says_known_trigger_words_in_polish():
    said = item_label({"label": "Jinx – when played", "label_de": "Jinx – wenn gespielt"})
    assert said == {"de": "Jinx – wenn gespielt", "en": "Jinx – when played", "pl": "Jinx – gdy zagrana"}
    # a delayed ability of an activated one: each known part is translated
    said = item_label({"label": "Gear – ability – later", "label_de": "Gear – Fähigkeit – später"})
    assert said["pl"] == "Gear – zdolność – później"
    # words the catalogue does not have: Polish reads the English label
    said = item_label({"label": "Gear – something", "label_de": "Gear – etwas"})
    assert said == {"de": "Gear – etwas", "en": "Gear – something", "pl": "Gear – something"}
    assert item_label({"label": "Bolt"}) == {"de": "Bolt", "en": "Bolt", "pl": "Bolt"}


def test_a_field_only_the_english_names_is_said_as_nothing_in_german():
    said = M("{card}: darf jetzt nicht aktiviert werden{condition:.0}", card="Gear", condition="alone")
    assert said["de"] == "Gear: darf jetzt nicht aktiviert werden"
    assert said["en"] == "Gear: this ability could not have been activated now (alone)"
    assert said["pl"] == "Gear: tej zdolności nie można było teraz aktywować (alone)"


def test_every_trigger_word_of_a_chain_label_is_a_catalogue_message():
    # the labels the engine builds are a name and such words: each is said in every language
    from judge.i18n import Text
    from judge.riftbound.abilities import TRIGGER_LABELS, label_words

    assert all(isinstance(w, Text) for w in TRIGGER_LABELS.values())
    assert len(label_words()) == len({(w["de"], w["en"]) for w in TRIGGER_LABELS.values()}) + 3
    said = item_label({"label": "Smith – when a unit moves", "label_de": "Smith – wenn sich eine Einheit bewegt"})
    assert said["pl"] == "Smith – gdy jednostka się przesuwa"
    # a unit named inside a label ("… – Fähigkeit – Scout") stays a name in every language
    said = item_label({"label": "Gear – ability – Scout", "label_de": "Gear – Fähigkeit – Scout"})
    assert dict(said) == {"de": "Gear – Fähigkeit – Scout", "en": "Gear – ability – Scout",
                          "pl": "Gear – zdolność – Scout"}
