"""The compiler's triggers family (grammar/triggers.lark, families/triggers.py): printed
sentences → triggered abilities in the card format (cards/model.py TRIGGERS, the ``which``
filters of judge/riftbound/trigger_events.py). What each does in a game is in
test_riftbound_trigger_events.py, playing the real cards."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def abilities(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition["abilities"]


def fails(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    return not r.complete


DRAW = [{"draw": 1}]


@pytest.mark.parametrize("text, expected", [
    # my controller scores the battlefield I am at (rb:630, rb:632.2)
    ("When I conquer, draw 1.", [{"trigger": "conquer-me", "effects": DRAW}]),
    ("When I hold, draw 1.", [{"trigger": "hold-me", "effects": DRAW}]),
    ("When you hold, draw 1.", [{"trigger": "hold", "effects": DRAW}]),
    ("When I die, draw 1.", [{"trigger": "dies", "effects": DRAW}]),
    # playing cards (rb:595.4.a): what the played card must be
    ("When you play me to a battlefield, draw 1.", [{"trigger": "play-me", "which": {"at": "battlefield"}, "effects": DRAW}]),
    ("When you play a gear, ready me.", [{"trigger": "play-card", "which": {"type": "gear"},
                                          "effects": [{"ready": True, "target": "self"}]}]),
    ("When you play another unit, buff me.", [{"trigger": "play-card", "which": {"type": "unit", "other": True},
                                                "effects": [{"buff": True, "target": "self"}]}]),
    ("When you play a Mighty unit, draw 1.", [{"trigger": "play-card", "which": {"mighty": True, "type": "unit"},
                                               "effects": DRAW}]),
    ("When you play a spell that costs :rb_energy_5: or more, draw 1.",
     [{"trigger": "play-card", "which": {"type": "spell", "energy_min": 5}, "effects": DRAW}]),
    # a token is played (rb:176.1.a) but is no card (rb:176)
    ("When you play a card from [Hidden], draw 1.", [{"trigger": "play-card", "which": {"token": False, "hidden": True},
                                                      "effects": DRAW}]),
    ("When you play a card from face down, draw 1.", [{"trigger": "play-card", "which": {"token": False, "hidden": True},
                                                       "effects": DRAW}]),
    ("When you play a token unit, draw 1.", [{"trigger": "play-card", "which": {"token": True, "type": "unit"},
                                              "effects": DRAW}]),
    ("When you play a unit during a showdown, draw 1.", [{"trigger": "play-card", "which": {"type": "unit", "showdown": True},
                                                          "effects": DRAW}]),
    ("When you play me from face down, draw 1.", [{"trigger": "play-me", "which": {"hidden": True}, "effects": DRAW}]),
    ("When you play a spell on an opponent's turn, draw 1.",
     [{"trigger": "play-card", "which": {"type": "spell", "turn": "opponent"}, "effects": DRAW}]),
    ("When you play your second card in a turn, ready me.",
     [{"trigger": "play-card", "which": {"nth": 2}, "effects": [{"ready": True, "target": "self"}]}]),
    ("When an opponent plays a gear, draw 1.", [{"trigger": "play-card", "whose": "opponent", "which": {"type": "gear"},
                                                 "effects": DRAW}]),
    # "when you play a spell" stays the trigger it was
    ("When you play a spell, draw 1.", [{"trigger": "play-spell", "effects": DRAW}]),
    # what happens to units: "it" is the unit the event is about
    ("When you stun an enemy unit, ready me.", [{"trigger": "stun-enemy", "effects": [{"ready": True, "target": "self"}]}]),
    ("When you stun one or more enemy units, draw 1.", [{"trigger": "stun-enemies", "effects": DRAW}]),
    ("When you ready a friendly unit, give it +1 :rb_might: this turn.",
     [{"trigger": "ready-unit", "which": {"side": "ally"},
       "effects": [{"might": 1, "target": "event-unit", "duration": "turn"}]}]),
    ("When I become ready, draw 1.", [{"trigger": "becomes-ready", "which": {"self": True}, "effects": DRAW}]),
    ("When you buff me, draw 1.", [{"trigger": "buff-unit", "which": {"self": True}, "effects": DRAW}]),
    ("When a buffed friendly unit dies, draw 1.", [{"trigger": "unit-dies", "which": {"buffed": True, "side": "ally"},
                                                    "effects": DRAW}]),
    ("When another non-Recruit unit you control dies, draw 1.",
     [{"trigger": "unit-dies", "which": {"not_tag": "Recruit", "side": "you", "other": True}, "effects": DRAW}]),
    ("When I move, draw 1.", [{"trigger": "unit-moves", "which": {"self": True}, "effects": DRAW}]),
    # choosing a unit as a target (rb:559.3.c.1)
    ("When you choose a friendly unit, draw 1.", [{"trigger": "choose-unit", "which": {"side": "ally"}, "effects": DRAW}]),
    ("When you choose me with a spell, draw 1.", [{"trigger": "choose-unit", "which": {"self": True, "spell": True},
                                                   "effects": DRAW}]),
    # becoming mighty (rb:709): "a unit you control" is not a teammate's
    ("When a unit you control becomes [Mighty], ready it.",
     [{"trigger": "becomes-mighty", "affects": "your-units", "effects": [{"ready": True, "target": "event-unit"}]}]),
    ("When one of your units becomes [Mighty], draw 1.", [{"trigger": "becomes-mighty", "affects": "your-units",
                                                           "effects": DRAW}]),
    ("When I move to a battlefield, draw 1.", [{"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"},
                                                "effects": DRAW}]),
    ("When a unit moves from here, give it +1 :rb_might: this turn.",
     [{"trigger": "unit-moves", "which": {"from": "here"},
       "effects": [{"might": 1, "target": "event-unit", "duration": "turn"}]}]),
    ("When you defend here, draw 1.", [{"trigger": "defend-here", "effects": DRAW}]),
    ("When an enemy unit attacks a battlefield you control, give it -1 :rb_might: this turn.",
     [{"trigger": "unit-attacks", "which": {"side": "enemy", "at": "yours"},
       "effects": [{"might": -1, "target": "event-unit", "duration": "turn"}]}]),
    ("When you hide a card, draw 1.", [{"trigger": "hide", "effects": DRAW}]),
    ("When you spend a buff, draw 1.", [{"trigger": "spend-buff", "effects": DRAW}]),
    ("When an opponent scores, draw 1.", [{"trigger": "scores", "whose": "opponent", "effects": DRAW}]),
    ("When you draw your second card each turn, draw 1.", [{"trigger": "draw-card", "which": {"nth": 2}, "effects": DRAW}]),
    # it works from the trash, where the discarded card went (rb:598.1.b, rb:585.2)
    ("When you discard me, draw 1.", [{"trigger": "discard-me", "zone": "trash", "effects": DRAW}]),
    ("When this leaves the board, draw 1.", [{"trigger": "leaves-board", "effects": DRAW}]),
])
def test_a_trigger_reads_as_printed(text, expected):
    assert abilities(text) == expected


@pytest.mark.parametrize("text, triggers", [
    ("When I attack or defend, draw 1.", ["attack", "defend"]),
    ("When you conquer or hold, draw 1.", ["conquer", "hold"]),
    ("When I conquer or hold, draw 1.", ["conquer-me", "hold-me"]),
    ("When you play me or when I hold, draw 1.", ["play-me", "hold-me"]),
    ("When you play me or I attack, draw 1.", ["play-me", "attack"]),
    ("When I'm played and when I conquer, draw 1.", ["play-me", "conquer-me"]),
    ("When I defend or I'm played from [Hidden], draw 1.", ["defend", "play-me"]),
    ("When you choose or ready me, draw 1.", ["choose-unit", "ready-unit"]),
    ("When you play me or at the start of your Beginning Phase, draw 1.", ["play-me", "start-of-beginning"]),
    ("When this is played, discarded, or killed, draw 1.", ["play-me", "discard-me", "dies"]),
])
def test_several_triggers_of_one_sentence_are_one_ability_each_with_the_same_effects(text, triggers):
    found = abilities(text)
    assert [a["trigger"] for a in found] == triggers
    assert all(a["effects"] == DRAW for a in found)


def test_a_later_sentence_of_the_line_carries_on_every_trigger():
    found = abilities("When I attack or defend, draw 1. Then discard 1.")
    assert [a["effects"] for a in found] == [[{"draw": 1}, {"discard": 1}]] * 2


def test_attacking_or_defending_alone_is_two_triggers_about_the_unit():
    assert abilities("When a friendly unit attacks or defends alone, give it +1 :rb_might: this turn.", "Gear") == [
        {"trigger": t, "which": {"side": "ally", "alone": True},
         "effects": [{"might": 1, "target": "event-unit", "duration": "turn"}]} for t in ("unit-attacks", "unit-defends")]


def test_legion_before_a_trigger_makes_the_ability_wait_for_its_condition():
    # rb:724.1.c: from the keyword to the end of the sentence is the Legion ability
    assert abilities("[Legion] — When you play me, buff me.") == [
        {"trigger": "play-me", "effects": [{"buff": True, "target": "self"}], "legion": True}]


@pytest.mark.parametrize("text, effects", [
    # rb:583.1/ex1: a cost paid while the ability resolves; the rest needs it paid
    ("When you buff a friendly unit, you may pay :rb_rune_body: and exhaust this to ready it.",
     [{"pay": {"power": ["body"], "exhaust": "self"}, "may": True},
      {"ready": True, "target": "event-unit", "if": {"paid": "pay"}}]),
    ("When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted.",
     [{"pay": {"exhaust": "self"}, "may": True}, {"channel": 1, "exhausted": True, "if": {"paid": "pay"}}]),
    ("When I conquer, you may pay :rb_energy_1: to draw 1.",
     [{"pay": {"energy": 1}, "may": True}, {"draw": 1, "if": {"paid": "pay"}}]),
    ("When I conquer, you may discard 1 to draw 2.",
     [{"pay": {"discard": 1}, "may": True}, {"draw": 2, "if": {"paid": "pay"}}]),
    # "to A and B": both need it paid (the grammar cannot tell "to A" and "B" apart)
    ("When you play me, you may spend a buff to buff me and ready me.",
     [{"pay": {"spend_buff": 1}, "may": True}, {"buff": True, "target": "self", "if": {"paid": "pay"}},
      {"ready": True, "target": "self", "if": {"paid": "pay"}}]),
])
def test_a_cost_inside_the_effect(text, effects):
    assert abilities(text)[0]["effects"] == effects


def test_returning_from_the_trash_makes_the_ability_work_in_the_trash():
    # rb:585.2/ex1: "When you conquer, you may discard 1 to return this from your trash to your hand."
    assert abilities("When you conquer, you may discard 1 to return this from your trash to your hand.", "Spell") == [
        {"trigger": "conquer", "zone": "trash",
         "effects": [{"pay": {"discard": 1}, "may": True}, {"return_self_to_hand": True, "if": {"paid": "pay"}}]}]


def test_a_trigger_that_works_only_while_a_condition_holds():
    assert abilities("While I'm at a battlefield, ready 4 friendly runes at the end of your turn.") == [
        {"trigger": "end-of-turn", "if": "at-battlefield",
         "effects": [{"ready": True, "target": {"choose": "rune", "exhausted": True, "count": 4}}]}]


@pytest.mark.parametrize("text, effects", [
    ("When I conquer, return me to my owner's hand.", [{"return_to_hand": True, "target": "self"}]),
    ("When I attack, give me +2 :rb_might: this turn if there is a ready enemy unit here.",
     [{"might": 2, "target": "self", "duration": "turn", "if": "ready-enemy-here"}]),
    ("At the end of your turn, ready 2 runes.", [{"ready": True, "target": {"choose": "rune", "exhausted": True, "count": 2}}]),
    ("At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1.",
     [{"draw": 1, "if": "controls-hidden-card"}]),
])
def test_effects_and_conditions_of_the_families_lines(text, effects):
    assert abilities(text)[0]["effects"] == effects


@pytest.mark.parametrize("text, effects", [
    ("Units you play this turn enter ready. Draw 1.", [{"units_enter_ready": {}}, {"draw": 1}]),
    ("Friendly units enter ready this turn.", [{"units_enter_ready": {}}]),
])
def test_units_enter_ready_this_turn(text, effects):
    assert abilities(text, "Spell") == [{"effects": effects}]


def test_the_next_unit_enters_ready_with_legion_on_an_activated_ability():
    assert abilities(":rb_exhaust:: [Legion] — The next unit you play this turn enters ready.", "Gear") == [
        {"activate": {"exhaust": True}, "effects": [{"units_enter_ready": {"next": True}}], "legion": True}]


def test_a_condition_on_the_battlefield_of_the_event():
    assert abilities("When you conquer, if you have 4+ units at that battlefield, draw 2.") == [
        {"trigger": "conquer", "effects": [{"draw": 2, "if": ["you.units_there", ">=", 4]}]}]


@pytest.mark.parametrize("text", [
    # not read: never guessed (the engine stops on them, exit 5)
    "When you kill a unit with a spell, draw 1.",  # who kills by lethal damage: the rules do not say
    "When an opponent moves to a battlefield other than mine, draw 1.",
    "When you look at cards from the top of your deck and see me, you may play me for :rb_rune_rainbow:.",
    "[Deathknell] — When you play me, draw 1.",  # deathknell is itself "when I die"
])
def test_what_the_grammar_does_not_read_stays_unsupported(text):
    assert fails(text)
