"""The compiled cards shipped in the package (judge/keyforge/cards/compiled/cards.json): made
from the sources in place, the same as compiling the printed text now, and what
``compile_card`` and ``coverage`` read instead of parsing."""

import json
import random

import pytest

from judge.keyforge.cards import compiled, compiler
from rules_index.catalogue import catalogue

SEED = 20261127
REBUILD = "run `judge cards compile` and commit judge/keyforge/cards/compiled/cards.json"


STORE = compiled.STORE


@pytest.fixture(scope="module")
def shipped() -> compiled.Artifact:
    why = STORE.stale()
    assert why is None, f"{why}: {REBUILD}"
    return STORE.artifact()


@pytest.fixture
def no_parsing(monkeypatch):
    """Building the parser or compiling a card's text fails the test."""

    def refuse(*_):
        raise AssertionError("parsed or compiled a card's text instead of reading the shipped file")

    monkeypatch.setattr(STORE, "_parse", refuse)
    monkeypatch.setattr(compiler, "compile_text", refuse)
    compiler.compile_card.cache_clear()
    yield
    compiler.compile_card.cache_clear()


def test_the_shipped_file_was_made_from_the_sources_in_place():
    # the compiler, its grammar, the card-format vocabulary and the catalogue give the same
    # fingerprint as when the file was made (compiled.SOURCES lists them)
    why = STORE.stale()
    assert why is None, f"{why}: {REBUILD}"


def test_it_holds_every_covered_card_in_catalogue_order_laid_out_as_written(shipped):
    assert list(shipped.cards) == [c.id for c in catalogue().covered()]
    # rebuilding from the same content gives the same bytes (sorted keys, one card a line)
    assert STORE.dump(list(shipped.cards.values()), shipped.parses) == compiled.ARTIFACT.read_bytes()


def test_forty_cards_compiled_from_their_text_now_give_what_the_file_holds(shipped, monkeypatch):
    # a seeded random sample, parsed by the parser (an empty parse memo, not the shipped table)
    fresh = compiled.Parses(parse=STORE._parse)
    monkeypatch.setattr(STORE, "_parses", fresh)
    cards = catalogue().cards
    for card_id in random.Random(SEED).sample(sorted(shipped.cards), 40):
        assert compiled.compile_entry(cards[card_id]) == shipped.cards[card_id], card_id
    for sentence, parse in fresh.table.items():
        assert shipped.parses.get(sentence) == parse, sentence


def test_every_card_compiled_through_the_parse_table_gives_what_the_file_holds(shipped, monkeypatch):
    # the parse table in place of the parser: each card's entry, and the table holds exactly
    # the sentences the cards need
    table = compiled.Parses(shipped.parses, parse=lambda s: pytest.fail(f"a sentence is missing from the parse table: {s}"))
    table.used = {}
    monkeypatch.setattr(STORE, "_parses", table)
    for card in catalogue().covered():
        entry = compiled.compile_entry(card)
        # the same keys in the same order: a card read from the file gives the same trace bytes
        assert json.dumps(entry) == json.dumps(shipped.cards[card.id]), card.id
    assert sorted(table.used) == sorted(shipped.parses)


def test_compile_card_reads_the_file_and_parses_nothing(shipped, no_parsing):
    for card_id in random.Random(SEED).sample(sorted(shipped.cards), 100):
        result = compiler.compile_card(card_id)
        assert result.definition == shipped.cards[card_id]["definition"]
        assert result.sentences == [tuple(s) for s in shipped.cards[card_id]["sentences"]]
    # Anger: "Play: Ready and fight with a friendly creature."
    assert compiler.compile_card("anger").definition["abilities"] == [
        {"trigger": "play", "effects": [{"ready_and_fight": True, "target": {"side": "friendly"}}]}]


def test_coverage_reads_the_file_and_parses_nothing(shipped, no_parsing):
    data = compiler.coverage()
    assert data["cards"] == len(shipped.cards) == 1129
    assert data["complete"] == sum(all(ok for _, ok, _ in e["sentences"]) and e["validates"]
                                   for e in shipped.cards.values())
    assert set(data["sets"]) == {"CotA", "AoA", "WC", "MM"}
