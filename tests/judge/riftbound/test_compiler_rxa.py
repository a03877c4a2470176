"""Unleashed (first half) sentences the compiler reads since branch rxa (grammar/rxa.lark,
families/rxa.py): the printed text → the card format. The engine plays the real cards in
test_riftbound_rxa.py."""

import pytest

from judge.riftbound.cards.compiler import compile_card
from judge.riftbound.cards.compiler.compile import compile_text

SEEN = [{"look_top": 3}, {"from_seen": {"to": "hand", "count": 1, "type": "unit", "reveal": True}, "may": True},
        {"from_seen": {"to": "recycle", "count": "all"}}]
SPRITE = {"token": {"name": "Sprite", "might": 3, "ready": True, "keywords": ["Temporary"]}, "at": "base"}


@pytest.mark.parametrize("kind, text, expected", [
    # a card revealed earlier in the ability (rb:600.1) with one of the tags (rb:139.1)
    ("Unit", "When you play me, look at the top 3 cards of your Main Deck. You may reveal a unit from among them "
             "and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a "
             "friendly unit.",
     [{"trigger": "play-me", "effects": SEEN + [
         {"buff": True, "target": {"choose": "unit", "side": "ally"},
          "if": {"rxa_revealed_tag": ["Bird", "Cat", "Dog", "Poro"]}}]}]),
    # the play effect once more, as a Deathknell (rb:720.1.c)
    ("Gear", "When you play this, play a ready 3 :rb_might: Sprite unit token with [Temporary] to your base.\n"
             "[Deathknell][>] Repeat this gear's play effect.",
     [{"trigger": "play-me", "effects": [SPRITE]}, {"trigger": "dies", "deathknell": True, "effects": [SPRITE]}]),
])
def test_sentence_compiles_to(kind, text, expected):
    r = compile_text("Foo", kind, text)
    assert r.complete, r.sentences
    assert r.definition["abilities"] == expected


def test_repeat_needs_one_play_effect_without_choices():
    # nothing to repeat, or a play effect that chooses a target (it would be chosen anew): unread
    assert not compile_text("Foo", "Gear", "[Deathknell][>] Repeat this gear's play effect.").complete
    r = compile_text("Foo", "Gear", "When you play this, deal 1 to a unit.\n[Deathknell][>] Repeat this gear's play effect.")
    assert not r.complete and r.definition["unsupported"] == ["Deathknell Repeat this gear's play effect."]


def test_a_tag_no_card_prints_is_not_read():
    r = compile_text("Foo", "Unit", "When you play me, look at the top 3 cards of your Main Deck. You may reveal a "
                                    "unit from among them and draw it. Then if you revealed a Wumpus or Poro, do this: draw 1.")
    assert not r.complete


CODES = ["UNL-051", "UNL-078", "UNL-133", "UNL-080", "UNL-106", "UNL-142", "UNL-013", "UNL-083", "UNL-101", "UNL-103", "UNL-025", "UNL-045", "UNL-081", "UNL-086"]


@pytest.mark.parametrize("code", CODES)
def test_the_card_compiles_completely(code):
    r = compile_card(code)
    assert r.complete, r.sentences


def test_when_you_move_an_enemy_unit():
    # the mover is the controller of the spell or ability that moves it (rb:612, rb:182.2); "it" is that unit
    r = compile_text("Foo", "Gear", "When you move an enemy unit, you may exhaust this to [Stun] it.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "rxa-you-move", "which": {"side": "enemy"}, "effects": [
        {"pay": {"exhaust": "self"}, "may": True}, {"stun": True, "target": "event-unit", "if": {"paid": "pay"}}]}]


def test_parts_by_the_discarded_cards_type():
    # each part only if the card discarded earlier is of that type (rb:598.1, rb:132)
    r = compile_text("Foo", "Unit", "When I move, draw 1, then discard 1. Then, do the following based on the "
                                    "discarded card's type:Spell — Draw 1.Gear — Ready up to 2 runes.Unit — Give me "
                                    "+3 :rb_might: this turn.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [
        {"draw": 1}, {"discard": 1}, {"draw": 1, "if": {"rxa_discarded_type": "spell"}},
        {"ready": True, "target": {"choose": "rune", "exhausted": True, "up_to": 2}, "if": {"rxa_discarded_type": "gear"}},
        {"might": 3, "target": "self", "duration": "turn", "if": {"rxa_discarded_type": "unit"}}]
    # a type named twice is not read
    assert not compile_text("Foo", "Unit", "When I move, discard 1. Then, do the following based on the discarded "
                                           "card's type:Spell — Draw 1.Spell — Draw 2.").complete


def test_counter_what_chooses_it_and_no_other_friendly_unit():
    # "it": the unit chosen just before (slot 0); a chain item whose targets hold it and no other
    # friendly unit (rb:559.3, rb:601)
    r = compile_text("Foo", "Spell", "Choose a friendly unit at a battlefield. Counter an enemy spell or ability "
                                     "that chooses it and no other friendly unit.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"][1] == {
        "counter": True, "target": {"choose": "chain-item", "side": "enemy", "rxa_chooses_only": "target:0"}}
    # without a unit chosen before, "it" names nothing: unread
    assert not compile_text("Foo", "Spell", "Counter an enemy spell or ability that chooses it and no other "
                                            "friendly unit.").complete


def test_play_no_dearer_than_the_killed_unit():
    # the unit killed for the additional cost sets the limits (rb:560.2.a.1, rb:130; rb:595.3)
    r = compile_text("Foo", "Spell", "As an additional cost to play this, kill a friendly unit.\nPlay a unit from your "
                                     "trash that costs no more Energy and no more Power than the killed unit, ignoring "
                                     "its cost.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"effects": [{"rxa_play_killed_cost": {"type": "unit", "from": "trash",
                                                                                  "ignore_cost": True}}]}
    # no unit killed to pay: "the killed unit" names nothing, unread
    assert not compile_text("Foo", "Spell", "Play a unit from your trash that costs no more Energy and no more Power "
                                            "than the killed unit, ignoring its cost.").complete


def test_the_verbs_value_is_checked_when_loaded():
    from judge.riftbound.checks import check_effects

    with pytest.raises(ValueError):
        check_effects([{"rxa_play_killed_cost": {"type": "unit", "from": "deck"}}])


def test_double_the_damage_to_the_unit_chosen():
    # a replacement on each instance of damage to it this turn (rb:572, rb:573)
    r = compile_text("Foo", "Spell", "Choose a unit. Double all damage that would be dealt to it this turn.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [{"choose": True, "target": {"choose": "unit"}},
                                                       {"rxa_double_damage": True, "target": "it"}]


def test_two_units_apart_and_their_swap():
    r = compile_text("Foo", "Spell", "Choose a unit you control and another unit you control at a different location. "
                                     "If at least one of them has [Temporary], move each to the other's location.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [
        {"choose": True, "target": {"choose": "unit", "side": "you"}},
        {"choose": True, "target": {"choose": "unit", "side": "you", "distinct": True, "rxa_apart": True}},
        {"rxa_swap_if_any_has": "Temporary", "target": "they"}]


def test_move_to_a_battlefield_you_control_and_the_opponent_follows():
    r = compile_text("Foo", "Spell", "Move a unit you control to a battlefield you control. Then, choose an opponent. "
                                     "They move a unit they control to the same battlefield.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [
        {"rxa_move_to_controlled": True, "target": {"choose": "unit", "run_yours": True}},
        {"choose_player": True, "target": {"choose": "player", "side": "enemy"}},
        {"rxa_they_move_one_there": True}]


def test_then_comma_opens_a_sentence():
    r = compile_text("Foo", "Spell", "Draw 1. Then, discard 1.")
    assert r.complete and r.definition["abilities"][0]["effects"] == [{"draw": 1}, {"discard": 1}]


def test_modes_whose_first_mode_has_two_sentences():
    # the catalogue's full stop without a space is the line break between the modes (rb:559.1)
    r = compile_text("Foo", "Spell", "Choose one —Choose up to 3 cards from opponents' trashes. Their owners recycle "
                                     "them.Draw 1.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"ruv_modes": [
        [{"choose": True, "target": {"choose": "trash-card", "rve_trashes": True, "rxa_opponents": True, "up_to": 3}},
         {"recycle": 3, "target": "it"}],
        [{"draw": 1}]]}]}]
    # "their owners recycle them" alone names no cards chosen: unread
    assert not compile_text("Foo", "Spell", "Their owners recycle them.").complete


def test_legion_play_me_from_your_trash_for_a_cost():
    # while the Legion condition holds (rb:724.1.c.2), from the trash (rb:002), that cost instead (rb:560.1.a)
    r = compile_text("Foo", "Unit", "[Legion][>] You may play me from your trash for :rb_energy_3::rb_rune_fury:.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "rxa-play-from-trash", "cost": {"energy": 3, "power": ["fury"]},
                                          "if": "legion"}]


def test_play_from_trash_takes_only_energy_and_power():
    from judge.riftbound.cards.model import Ability

    with pytest.raises(ValueError):
        Ability.model_validate({"static": "rxa-play-from-trash", "cost": {"discard": 1}})


def test_exhaust_a_unit_you_control_as_a_cost():
    # a cost paid with a ready unit of one's own (rb:561.2, rb:592.4); the unit moved is chosen (rb:559.3)
    r = compile_text("Foo", "Gear", "[Action][>] Exhaust a unit you control, :rb_exhaust:: Move a different unit you "
                                    "control to the location of the unit you exhausted to pay for this ability.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"activate": {"rxa_exhaust": "friendly-unit", "exhaust": True},
                                          "effects": [{"rxa_move_to_exhausted": True,
                                                       "target": {"choose": "unit", "side": "you"}}],
                                          "keywords": ["Action"]}]
    # without that cost there is no "unit you exhausted": unread
    assert not compile_text("Foo", "Gear", ":rb_exhaust:: Move a different unit you control to the location of the "
                                           "unit you exhausted to pay for this ability.").complete


def test_tokens_become_copies_of_me():
    # rb:637.1.b: the tokens just played ("they") become copies of the card with the ability
    r = compile_text("Foo", "Unit", "When you play me, play two Reflection unit tokens here. They become copies of me.")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [{"token": {"name": "Reflection", "count": 2}, "at": "here"},
                                                       {"rxa_become_copy_of_me": True, "target": "it"}]


def test_an_additional_token_once_each_turn():
    r = compile_text("Foo", "Unit", "Once each turn, if you would play a token unit while I'm at a battlefield, you may "
                                    "play that token and an additional copy of it instead.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "rxa-extra-token-copy"}]
