"""Origins and Spiritforged sentences the compiler reads since branch rxo (grammar/rxo.lark,
families/rxo.py): the printed text → the card format. The engine plays the real cards in
test_riftbound_rxo.py."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


@pytest.mark.parametrize("kind, text, expected", [
    # a price paid as the ability resolves (rb:583.1/ex1), then the card played with its own costs
    # ignored (rb:595.3, rb:560.1.a; docs/rulings.md, Riftbound 80)
    ("Unit", "When you discard me, you may pay :rb_rune_fury: to play me.",
     [{"trigger": "discard-me", "zone": "trash", "effects": [
         {"pay": {"power": ["fury"]}, "may": True},
         {"play": {}, "target": "self", "ignore_cost": True, "if": {"paid": "pay"}}]}]),
])
def test_rxo_sentences(kind, text, expected):
    c = compile_text("Test", kind, text)
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == expected
