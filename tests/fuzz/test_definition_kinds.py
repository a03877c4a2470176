"""The wrong-kind sweep: every value inside every inline card definition of the built-in
scenarios is replaced, one at a time, by values of other kinds (null, a list, a dict, an
unknown word, ...); resolving must then succeed or refuse the scenario cleanly (an error with
a JSON pointer) — never raise. Hypothesis mutates values it has seen; this tries every place.

When it was first run, values in 30 fields passed the definition checks and then raised in the
middle of a resolve, at 28 places of the engines (16 KeyForge, 12 Riftbound);
judge/keyforge/kinds.py and the Riftbound checks refuse them when the definition loads now. The
deck-building games' inline cards (an object with a name and a card type) are swept too; their
format (judge/deckbuilding/format.py) refuses a wrong value at its field. Bounded here (4 values, one place per shape of path and
scenario, ~15,000 resolves); ``FUZZ_PROFILE=long`` tries 12 values at every place.
"""

import copy
import json
import os
from pathlib import Path

import pytest

from judge.commands import resolve_data

from .test_fuzz_scenarios import check_clean

LONG = os.environ.get("FUZZ_PROFILE") == "long"
WRONG = [None, True, 0, -1, 2.5, "", "zzz", [], [[]], [None], {}, {"zzz": 1}] if LONG else [None, "zzz", [], {}]
ROOT = Path(__file__).resolve().parents[2] / "scenarios"


#: card types of the deck-building games: an object with a name and one of these is an inline card there
DECK_TYPES = ("hero", "construct", "monster", "ally", "champion")


def inline_cards(node, path=(), deck=False):
    """Paths of the inline card definitions on a scenario's board (``deck``: a deck-building game's)."""
    if isinstance(node, dict):
        if isinstance(node.get("abilities"), list) or isinstance(node.get("static"), list) or (
                deck and node.get("type") in DECK_TYPES and isinstance(node.get("name"), str)):
            yield path
            return
        for k, v in node.items():
            yield from inline_cards(v, path + (k,), deck)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from inline_cards(v, path + (i,), deck)


def places(node, path=()):
    yield path
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in children:
        yield from places(v, path + (k,))


def at(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def is_deck(doc) -> bool:
    return doc.get("game") in ("ascension", "shards")


def cases(doc):
    shapes = set()
    for card in inline_cards(doc.get("board", {}), ("board",), is_deck(doc)):
        for sub in places(at(doc, card)):
            if not sub or sub == ("name",):
                continue
            shape = tuple(k if isinstance(k, str) else "#" for k in sub)
            if not LONG and shape in shapes:
                continue
            shapes.add(shape)
            yield card + sub


def has_inline_cards(path) -> bool:
    doc = json.loads(path.read_text("utf-8"))
    return any(True for _ in inline_cards(doc.get("board", {}), (), is_deck(doc)))


FILES = sorted(p for p in ROOT.rglob("*.json") if "decks" not in p.parts and has_inline_cards(p))
#: fewer inline cards in the deck-building games' scenarios: fewer places to try
LEAST = {"keyforge": 1000, "riftbound": 1000, "ascension": 200, "shards": 150}


@pytest.mark.parametrize("game", ["keyforge", "riftbound", "ascension", "shards"])
def test_every_value_of_an_inline_card_of_the_wrong_kind_is_refused_or_resolved_cleanly(game):
    tried = 0
    for f in FILES:
        doc = json.loads(f.read_text("utf-8"))
        if doc.get("game", "keyforge") != game:
            continue
        for path in cases(doc):
            for wrong in WRONG:
                d = copy.deepcopy(doc)
                at(d, path[:-1])[path[-1]] = copy.deepcopy(wrong)
                try:
                    code, out = resolve_data(d)
                except Exception as e:  # noqa: BLE001 — the property: nothing raises
                    pytest.fail(f"{f.relative_to(ROOT)} /{'/'.join(map(str, path))} = {wrong!r}: "
                                f"{type(e).__name__}: {e}")
                check_clean(code, out)
                tried += 1
    assert tried > LEAST[game], tried
