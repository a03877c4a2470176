"""Unleashed (UNL) and Vendetta (VEN) cards the compiler reads since branch ruv (grammar/ruv.lark,
families/ruv.py, judge/riftbound/effects_ruv.py): each new phrasing → the card format, and each
real card played in a small game, asserting what its printed text says."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def card(r, iid):
    return r["final_state"]["cards"][iid]


def compiled(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


def events(r):
    return [s["event"] for s in r["steps"]]


# -- "Choose one – A. B." on a spell: the mode is chosen as the spell is played, then its targets
# (rb:559.1, rb:182.2.b, rb:559.3) --------------------------------------------------------------

def test_a_spells_choice_of_modes_compiles_to_ruv_modes():
    d = compiled("[Reaction]\nChoose one —Return a friendly unit to its owner's hand.Give an enemy unit -2 :rb_might: "
                 "this turn.", "Spell")
    assert d["abilities"] == [{"effects": [{"ruv_modes": [
        [{"return_to_hand": True, "target": {"choose": "unit", "side": "ally"}}],
        [{"might": -2, "target": {"choose": "unit", "side": "enemy"}, "duration": "turn"}]]}]}]


def test_a_choice_of_modes_is_a_spells_whole_text():
    from judge.riftbound.cards.model import RbCardDef

    modes = {"ruv_modes": [[{"draw": 1}], [{"channel": 1}]]}
    with pytest.raises(ValueError):  # a unit's triggered ability picks as it resolves (one_of), not this way
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1,
                                  "abilities": [{"trigger": "play-me", "effects": [modes]}]})
    with pytest.raises(ValueError):  # one instruction, the only one of the spell
        RbCardDef.model_validate({"name": "X", "type": "spell", "abilities": [{"effects": [modes, {"draw": 1}]}]})
    with pytest.raises(ValueError):  # options that differ
        RbCardDef.model_validate({"name": "X", "type": "spell",
                                  "abilities": [{"effects": [{"ruv_modes": [[{"draw": 1}], [{"draw": 1}]]}]}]})


# Flurry of Feathers (4 energy, 2 Calm): "Choose one — Counter a spell. Play four 1 might Bird unit
# tokens with [Deflect]."

def test_flurry_of_feathers_plays_four_birds(rb):
    r = rb(alice={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Flurry of Feathers"}, {"type": "pass-all"}],
           choices={"mode:Flurry of Feathers": "2"})
    assert r["outcome"] == "completed", r.get("error")
    birds = [c for c in r["final_state"]["cards"].values() if c.get("location") == "base" and c["might"] == 1
             and c["keywords"].get("Deflect") == 1]
    assert len(birds) == 4  # rb:176.1.a: played as tokens, to the base (rb:559.2)
    assert "mode" in events(r)


def test_flurry_of_feathers_counters_a_spell(rb):
    # rb:601: the countered Hextech Ray leaves the chain without dealing its 3 damage
    r = rb(alice={"hand": ["Hextech Ray"], "runes": ["fury"] * 2, "deck": ["Block"]},
           bob={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "play", "card": "Hextech Ray", "targets": ["Vanguard Sergeant"]}, {"type": "pass"},
                    {"type": "play", "player": "bob", "card": "Flurry of Feathers", "targets": ["Hextech Ray"]},
                    {"type": "pass-all"}],
           choices={"mode:Flurry of Feathers": "1"})
    assert r["outcome"] == "completed", r.get("error")
    assert "counter" in events(r)
    assert card(r, "vanguard-sergeant")["damage"] == 0
    assert not any(c.get("location") == "base" for c in r["final_state"]["cards"].values())  # no birds


def test_the_mode_decides_which_targets_are_chosen(rb):
    # mode 1 chooses a spell on the chain; with none there, Flurry cannot be played for it (rb:559.3)
    r = rb(alice={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Flurry of Feathers"}],
           choices={"mode:Flurry of Feathers": "1"})
    assert r["outcome"] != "completed"


# Mesmerize (1 energy, 1 Mind): "Choose one — Return a friendly unit to its owner's hand. Give an
# enemy unit -2 might this turn."

@pytest.mark.parametrize("mode", ["1", "2"])
def test_mesmerize_does_only_the_chosen_mode(rb, mode):
    target = "Stalwart Poro" if mode == "1" else "Vanguard Sergeant"
    r = rb(alice={"hand": ["Mesmerize"], "runes": ["mind"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Stalwart Poro"]}},
                         {"id": "gate", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "play", "card": "Mesmerize", "targets": [target]}, {"type": "pass-all"}],
           choices={"mode:Mesmerize": mode})
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    if mode == "1":  # rb:109: to its owner's hand
        assert "Stalwart Poro" in fs["players"]["alice"]["hand"]
        assert card(r, "vanguard-sergeant")["might"] == 4
    else:  # rb:637.3: -2 might this turn
        assert card(r, "vanguard-sergeant")["might"] == 2
        assert card(r, "stalwart-poro")["location"] == "ridge"
