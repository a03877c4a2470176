"""Origins cards the compiler reads since branch h-rb-ogn (grammar/rog.lark, families/rog.py):
each card's printed text compiled, and the real card played by name through the rules,
checking that the engine does what the text says."""

import pytest

from judge.riftbound.cards.compiler import compile_card


def card(final, cid):
    return final["final_state"]["cards"][cid]


def player(final, who):
    return final["final_state"]["players"][who]


POOL = {"energy": 6, "power": {"fury": 2, "calm": 2, "mind": 2, "body": 2, "chaos": 2, "order": 2}}


# -- Disintegrate (OGN-005): "Deal 3 to a unit at a battlefield. If this kills it, draw 1." ----

def test_disintegrate_compiles_to_damage_then_a_draw_if_the_damage_was_lethal():
    r = compile_card("OGN-005")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"damage": 3, "target": {"choose": "unit", "at": "battlefield"}},
        {"draw": 1, "if": "rog-kills-it"}]}]


@pytest.mark.parametrize("victim, dies", [("Stalwart Poro", True), ("Vanguard Sergeant", False)])
def test_disintegrate_draws_only_when_its_damage_is_lethal(rb, victim, dies):
    # rb:139.2.a: 3 damage is lethal to a 2-might Poro, not to a unit with more might; the unit
    # dies in the cleanup after the spell (rb:520)
    r = rb(alice={"hand": ["Disintegrate"], "deck": ["Stalwart Poro"], "pool": POOL},
           bob={"base": []},
           battlefields=[{"id": "ridge", "units": {"bob": [victim]}}],
           actions=[{"type": "play", "card": "Disintegrate", "targets": [victim]}, {"type": "pass-all"}])
    me = player(r, "alice")
    assert me["hand"] == (["Stalwart Poro"] if dies else [])
    assert player(r, "bob")["trash"] == ([victim] if dies else [])
