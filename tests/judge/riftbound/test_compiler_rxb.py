"""Unleashed (UNL) cards, second half, the compiler reads since branch rxb (grammar/rxb.lark,
families/rxb.py, judge/riftbound/effects_rxb.py, rxb_triggers.py): each new phrasing → the card
format, and each real card played in a small game, asserting what its printed text says."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def compiled(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


def ok(r):
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    return r


def cards_named(r, name):
    return {i: c for i, c in r["final_state"]["cards"].items() if c.get("card", i).startswith(name)
            or i.startswith(name.lower().replace(" ", "-"))}


# -- Ultrasoft Poro: ":rb_exhaust:: Play two :rb_energy_1: :rb_might: Bird unit tokens with [Deflect]. Use
# this ability only while I'm at a battlefield." (tokens rb:170–178; the restriction rb:577.3.b) ------------

def test_a_token_might_printed_with_the_energy_icon_compiles_as_its_might():
    d = compiled(":rb_exhaust:: Play two :rb_energy_1: :rb_might: Bird unit tokens with [Deflect]. "
                 "Use this ability only while I'm at a battlefield.")
    assert d["abilities"] == [{"activate": {"exhaust": True}, "if": "at-battlefield", "effects": [
        {"token": {"name": "Bird", "count": 2, "might": 1, "keywords": ["Deflect"]}}]}]


def test_ultrasoft_poro_plays_two_one_might_birds_with_deflect(rb):
    r = ok(rb(alice={}, bob={},
              battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Ultrasoft Poro"]}}],
              actions=[{"type": "activate", "card": "Ultrasoft Poro"}, {"type": "pass-all"}],
              choices=[{"prompt": "location:Bird", "answer": "base"}, {"prompt": "location:Bird", "answer": "ridge"}]))
    birds = [c for i, c in r["final_state"]["cards"].items() if i.startswith("bird")]
    assert len(birds) == 2
    assert all(c["might"] == 1 and c["keywords"].get("Deflect") == 1 for c in birds)
    assert sorted(c["location"] for c in birds) == ["base", "ridge"]
    assert r["final_state"]["cards"]["ultrasoft-poro"]["exhausted"] is True


def test_ultrasoft_poros_ability_is_refused_in_its_base(rb):
    r = rb(alice={"base": ["Ultrasoft Poro"]}, bob={},
           actions=[{"type": "activate", "card": "Ultrasoft Poro"}])
    assert r["outcome"] == "refused" and r["refused"]["rule"] == "rb:568"
    assert not [i for i in r["final_state"]["cards"] if i.startswith("bird")]
