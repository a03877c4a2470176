"""The Riftbound cards compiled ahead of time (judge/riftbound/cards/compiled/cards.json): made
from the sources in place, and the same as compiling the printed text now."""

import json
import random

import pytest

from judge.riftbound.cards import compiled, compiler
from rules_index.riftbound_catalogue import rb_catalogue

STORE = compiled.STORE
REBUILD = "run `judge cards compile --game riftbound` and commit judge/riftbound/cards/compiled/cards.json"


@pytest.fixture(scope="module")
def shipped():
    why = STORE.stale()
    assert why is None, f"{why}: {REBUILD}"
    return STORE.artifact()


def test_it_holds_every_catalogue_card_in_order_laid_out_as_written(shipped):
    assert list(shipped.cards) == list(rb_catalogue().cards)
    assert STORE.dump(list(shipped.cards.values()), shipped.parses) == compiled.ARTIFACT.read_bytes()


def test_cards_compiled_through_the_parse_table_now_give_what_the_file_holds(shipped, monkeypatch):
    table = compiled.Parses(shipped.parses, parse=lambda s: pytest.fail(f"not in the parse table: {s}"))
    monkeypatch.setattr(STORE, "_parses", table)
    for card_id in random.Random(20261128).sample(sorted(shipped.cards), 80):
        assert json.dumps(compiled.compile_entry(card_id)) == json.dumps(shipped.cards[card_id]), card_id


def test_compile_card_reads_the_file(shipped, monkeypatch):
    monkeypatch.setattr(compiler, "compile_text", lambda *_: pytest.fail("compiled a card's text"))
    compiler.compile_card.cache_clear()
    try:
        assert compiler.compile_card("OGN-085").definition["abilities"] == [
            {"effects": [{"damage": 6, "target": {"choose": "unit", "at": "battlefield"}}]}]
    finally:
        compiler.compile_card.cache_clear()
