"""The compiler against the hand-written cards: for every hand-written card whose printed text
compiles completely (and no erratum changed it), every built-in scenario that uses the card
gives the same outcome, final state and refusal with the compiled definition substituted."""

import json
from pathlib import Path

import pytest

from judge.commands import explore_data, resolve_data
from judge.keyforge.cards.compiler import compile_card
from judge.keyforge.cards.info import scenarios_using
from judge.keyforge.cards.library import compiled, library
from rules_index.catalogue import catalogue

ROOT = Path(__file__).resolve().parents[3] / "scenarios"


def pairs() -> list[tuple[str, str, str]]:
    lib, cat = library(), catalogue()
    out = []
    for en, d in sorted(lib.cards.items()):
        card = cat.resolve(en)
        if card is None or not card.covered or d.errata or not compile_card(card.id).complete:
            continue
        out += [(en, card.id, f) for f in scenarios_using().get(en, [])]
    return out


PAIRS = pairs()


def run(path: str):
    data = json.loads((ROOT / path).read_text(encoding="utf-8"))
    if data.get("mode") == "explore":
        code, out = explore_data(data)
        return code, sorted(json.dumps(o["result"], sort_keys=True) for o in out.get("outcomes", []))
    code, out = resolve_data(data)
    return code, out.get("outcome"), json.dumps(out.get("final_state"), sort_keys=True), out.get("refused")


def test_enough_hand_written_cards_are_compared():
    assert len({en for en, _, _ in PAIRS}) >= 20 and len(PAIRS) >= 100


@pytest.mark.parametrize("name, card_id, path", PAIRS, ids=[f"{en}:{Path(f).stem}" for en, _, f in PAIRS])
def test_compiled_card_behaves_like_the_hand_written_one(name, card_id, path):
    lib = library()
    hand = run(path)
    original = lib.cards[name]
    lib.cards[name] = compiled(card_id)
    try:
        assert run(path) == hand
    finally:
        lib.cards[name] = original
