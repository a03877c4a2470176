"""Sentences the compiler reads since issue 22 item 2, part A (triggers, passives, costs):
printed sentence → card format. What each does in a game: test_riftbound_ra_coverage.py."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def abilities(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition["abilities"]


def fails(text, card_type="Unit"):
    return not compile_text("Foo", card_type, text).complete


@pytest.mark.parametrize("text, expected", [
    # the race to the victory score (rb:633), a discount while it holds (rb:560.4)
    ("If an opponent's score is within 3 points of the Victory Score, this costs :rb_energy_2: less.",
     [{"static": "cost", "applies_to": "self", "amount": 2, "if": {"opponent_near_victory": 3}}]),
    ("If an opponent's score is within 3 points of the Victory Score, I enter ready.",
     [{"static": "enter-ready", "affects": "self", "if": {"opponent_near_victory": 3}}]),
    ("If your score is not within 3 points of the Victory Score, I enter ready.",
     [{"static": "enter-ready", "affects": "self", "if": {"not": {"you_near_victory": 3}}}]),
    # deaths this turn (rb:604)
    ("If an enemy unit has died this turn, this costs :rb_energy_2: less.",
     [{"static": "cost", "applies_to": "self", "amount": 2, "if": "enemy-unit-died-this-turn"}]),
    ("If a unit died this turn, I enter ready.",
     [{"static": "enter-ready", "affects": "self", "if": "unit-died-this-turn"}]),
    # triggers
    ("The first time a friendly unit dies each turn, draw 1.",
     [{"trigger": "unit-dies", "which": {"side": "ally", "first_each_turn": True}, "effects": [{"draw": 1}]}]),
    ("When you recycle one or more cards, buff a friendly unit.",
     [{"trigger": "recycle", "effects": [{"buff": True, "target": {"choose": "unit", "side": "ally"}}]}]),
    # discounts on spells (rb:560.4, rb:560.4.c)
    ("While I'm at a battlefield, the Energy costs for spells you play is reduced by :rb_energy_1:, "
     "to a minimum of :rb_energy_1:.",
     [{"static": "cost", "applies_to": "spells", "amount": 1, "if": "at-battlefield", "minimum": 1}]),
    ("When you play me, the next spell you play this turn costs :rb_energy_5: less.",
     [{"trigger": "play-me", "effects": [{"next_spell_costs_less": {"energy": 5}}]}]),
    # a battlefield's ability for the player whose first beginning phase it is (rb:515.2.a.1)
    ("At the start of each player's first Beginning Phase, that player channels 1 rune.",
     [{"trigger": "first-beginning", "effects": [{"channel": 1}]}]),
    ("At the start of each player's first Beginning Phase, that player gains 1 point.",
     [{"trigger": "first-beginning", "effects": [{"score": 1}]}]),
    # winning by card text (rb:002, rb:502); "here": where the card with the ability is
    ("When you hold here, if you have 7+ units here, you win the game.",
     [{"trigger": "hold-here", "effects": [{"win_game": True, "if": ["you.units_here", ">=", 7]}]}]),
    # counting on the board around the card (board_counts.py)
    ("When I attack, if you control 4 or fewer runes, draw 1.",
     [{"trigger": "attack", "effects": [{"draw": 1, "if": ["you.runes", "<=", 4]}]}]),
    ("When you play me, if you control two or more gear, draw 1.",
     [{"trigger": "play-me", "effects": [{"draw": 1, "if": ["you.gear", ">=", 2]}]}]),
    ("When you play me, if you control 3 or more other gear, draw 1.",
     [{"trigger": "play-me", "effects": [{"draw": 1, "if": ["you.other_gear", ">=", 3]}]}]),
    ("When I hold, if there is exactly one other unit you control here, draw 1.",
     [{"trigger": "hold-me", "effects": [{"draw": 1, "if": ["you.other_units_here", "==", 1]}]}]),
    ("While there's a stunned enemy unit here, I have +2 :rb_might:.",
     [{"static": "might", "amount": 2, "affects": "self", "if": "stunned-enemy-here"}]),
    ("When you play me, opponents can't play cards this turn.",
     [{"trigger": "play-me", "effects": [{"opponents_cant_play": True}]}]),
    ("I enter ready if you have a card with my name in your trash.",
     [{"static": "enter-ready", "affects": "self", "if": ["you.trash-named", ">=", 1]}]),
    ("I enter ready if you have two or more other units in your base.",
     [{"static": "enter-ready", "affects": "self", "if": ["you.other_units_in_base", ">=", 2]}]),
    ("Units can't be played here.", [{"static": "no-units-played-here"}]),
])
def test_sentence_compiles_to(text, expected):
    assert abilities(text) == expected


@pytest.mark.parametrize("text", [
    # "the first time" of an enemy unit: the engine counts only friendly deaths, so not read
    "The first time an enemy unit dies each turn, draw 1.",
    # "that player" names the player of the first beginning phase only
    "When an opponent plays a card, that player channels 1 rune.",
])
def test_what_stays_unread(text):
    assert fails(text)


def test_the_card_format_refuses_a_first_time_filter_without_a_friendly_unit():
    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValueError, match="first_each_turn"):
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1, "abilities": [
            {"trigger": "unit-dies", "which": {"first_each_turn": True}, "effects": [{"draw": 1}]}]})
    with pytest.raises(ValueError, match="next_spell_costs_less"):
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1, "abilities": [
            {"trigger": "play-me", "effects": [{"next_spell_costs_less": {"energy": 0}}]}]})
    with pytest.raises(ValueError, match="opponent_near_victory"):
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1, "abilities": [
            {"static": "enter-ready", "affects": "self", "if": {"opponent_near_victory": "three"}}]})
