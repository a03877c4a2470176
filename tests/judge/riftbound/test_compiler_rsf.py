"""Spiritforged sentences the compiler reads since branch rsf (grammar/rsf.lark,
families/rsf.py): the printed text → the card format. The engine plays the real cards in
test_riftbound_rsf.py."""

import pytest

from judge.riftbound.cards.compiler import compile_card
from judge.riftbound.cards.compiler.compile import compile_text


@pytest.mark.parametrize("kind, text, expected", [
    # "another": the card itself does not count (rb:179)
    ("Unit", "I enter ready if you control another Mech.",
     [{"static": "enter-ready", "affects": "self",
       "if": {"controls": {"all": "permanent", "tag": "Mech", "other": True}}}]),
    ("Unit", "I enter ready if you control another Dragon.",
     [{"static": "enter-ready", "affects": "self",
       "if": {"controls": {"all": "permanent", "tag": "Dragon", "other": True}}}]),
    # a unit chosen by its tag
    ("Unit", "When you play me, ready another friendly Mech.",
     [{"trigger": "play-me", "effects": [{"ready": True, "target": {"choose": "unit", "other": True, "side": "ally",
                                                                    "tag": "Mech"}}]}]),
    # the printed energy cost of what is chosen (rb:130)
    ("Unit", "When you play me, you may kill a gear with Energy cost no more than :rb_energy_1:. "
             "If you do, play a Gold gear token exhausted.",
     [{"trigger": "play-me", "effects": [
         {"kill": True, "target": {"choose": "gear", "energy_max": 1}, "may": True},
         {"token": {"name": "Gold", "type": "gear", "exhausted": True}, "if": "done"}]}]),
    # "a unit you control": the controller's own (side "you"); "the same battlefield": where the
    # moving unit went
    ("Unit", "When I move to a battlefield, you may pay :rb_rune_chaos: to move a unit you control to the same "
             "battlefield.",
     [{"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"}, "effects": [
         {"pay": {"power": ["chaos"]}, "may": True},
         {"move": True, "target": {"choose": "unit", "run_yours": True}, "to": "rd-event-destination",  # "a unit you control": family run's key
          "if": {"paid": "pay"}}]}]),
    # killing me is the choice; the move follows only if I was killed
    ("Unit", "When I defend, you may kill me to move an attacking unit to its base.",
     [{"trigger": "defend", "effects": [
         {"kill": True, "target": "self", "may": True},
         {"move": True, "target": {"choose": "unit", "attacking": True}, "to": "base", "if": "done"}]}]),
    ("Battlefield", "When you conquer here, you may pay :rb_energy_1: to ready your legend.",
     [{"trigger": "conquer-here", "effects": [{"pay": {"energy": 1}, "may": True},
                                              {"rsf_ready_legend": True, "if": {"paid": "pay"}}]}]),
    ("Battlefield", "When you conquer here, put the top 2 cards of your Main Deck into your trash.",
     [{"trigger": "conquer-here", "effects": [{"rsf_mill": 2}]}]),
    ("Battlefield", "When you conquer here, draw 1 for each other battlefield you or allies control.",
     [{"trigger": "conquer-here", "effects": [{"draw": 1, "for_each_of": "you.rsf_other_battlefields"}]}]),
    ("Unit", "[Deathknell] — If I was [Mighty], draw 2.",
     [{"trigger": "dies", "deathknell": True, "effects": [{"draw": 2, "if": "rsf-i-was-mighty"}]}]),
    # a trigger that fires only while a Mighty unit of the conqueror's is there
    ("Battlefield", "When you conquer here with one or more [Mighty] units, you may pay :rb_energy_1: to draw 1.",
     [{"trigger": "conquer-here", "if": "rsf-mighty-unit-here", "effects": [
         {"pay": {"energy": 1}, "may": True}, {"draw": 1, "if": {"paid": "pay"}}]}]),
    # a cost paid as it resolves, then two effects in turn
    ("Gear", "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or "
             "bottom of your Main Deck.",
     [{"trigger": "unit-dies", "which": {"side": "ally"}, "effects": [
         {"pay": {"exhaust": "self"}, "may": True}, {"draw": 1, "if": {"paid": "pay"}},
         {"rsf_hand_to_deck": True, "if": {"paid": "pay"}}]}]),
    # a unit or gear card: a permanent (rb:132.4.a.2)
    ("Unit", "When I hold, you may return a unit or gear from your trash to your hand.",
     [{"trigger": "hold-me", "effects": [{"return_to_hand": True, "target": {"choose": "trash-card",
                                                                             "type": "permanent"}, "may": True}]}]),
    # the printed power cost of the card played (rb:130)
    ("Unit", "When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more, draw 1.",
     [{"trigger": "play-card", "which": {"token": False, "rsf_power_min": 2}, "effects": [{"draw": 1}]}]),
    # winning a combat (docs/rulings.md, "Winning a combat")
    ("Unit", "When I win a combat, draw 1.", [{"trigger": "rsf-win-combat-me", "effects": [{"draw": 1}]}]),
    ("Legend", "When you win a combat, draw 1. (You win if only your units remain after combat.)",
     [{"trigger": "rsf-win-combat", "effects": [{"draw": 1}]}]),
    ("Unit", "I don't deal combat damage.", [{"static": "run-no-combat-damage", "affects": "self"}]),  # family run
    ("Unit", "When I attack, deal damage equal to my [Assault] to an enemy unit here.",
     [{"trigger": "attack", "effects": [{"rsf_damage_my_assault": True,
                                         "target": {"choose": "unit", "side": "enemy", "at": "here"}}]}]),
    # "another friendly unit": not the one the first slot chose (distinct)
    ("Spell", "Kill a friendly unit to give +:rb_might: equal to its Might to another friendly unit this turn.",
     [{"effects": [{"kill": True, "target": {"choose": "unit", "side": "ally"}},
                   {"rsf_might_of_it": "turn", "target": {"choose": "unit", "side": "ally", "distinct": True},
                    "if": "done"}]}]),
    ("Spell", "Give a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there.",
     [{"effects": [{"rsf_might_per_enemy_there": 2, "target": {"choose": "unit", "side": "ally", "at": "battlefield"}}]}]),
    ("Spell", "Swap the Might of two units at the same battlefield this turn.",
     [{"effects": [{"rsf_swap_might": "turn", "target": {"choose": "unit", "count": 2, "at": "battlefield",
                                                         "same_battlefield": True}}]}]),
    ("Spell", "Choose a unit. The next time that unit would be dealt damage this turn, prevent it.",
     [{"effects": [{"choose": True, "target": {"choose": "unit"}},
                   {"rsf_prevent_next_damage": "turn", "target": "it"}]}]),
    ("Spell", "When a friendly unit is played this turn, buff it.",
     [{"effects": [{"rsf_when_ally_unit_played_this_turn": [{"buff": True, "target": "event-unit"}]}]}]),
    ("Unit", "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)",
     [{"static": "rsf-play-only-to-conquered"}]),
    ("Unit", "When you play me, ready or exhaust a legend.",
     [{"trigger": "play-me", "effects": [
         {"choose": True, "target": {"choose": "rsf-legend"}},
         {"one_of": [[{"ready": True, "target": "it"}], [{"exhaust": True, "target": "it"}]]}]}]),
    ("Unit", "When you use an activated ability of a gear, give me +1 :rb_might: this turn.",
     [{"trigger": "rsf-gear-ability", "effects": [{"might": 1, "target": "self", "duration": "turn"}]}]),
    ("Unit", "When I move to a battlefield, give a friendly unit my keywords and +:rb_might: equal to my Might this "
             "turn.",
     [{"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"},
       "effects": [{"rsf_give_mine": "turn", "target": {"choose": "unit", "side": "ally"}}]}]),
    ("Unit", "The first time I win a combat each turn, you score 1 point.",
     [{"trigger": "rsf-win-combat-me-first", "effects": [{"score": 1}]}]),
    ("Unit", "When I die in combat, choose an opponent. They score 1 point.",
     [{"trigger": "dies", "if": "rsf-died-in-combat", "effects": [
         {"choose_player": True, "target": {"choose": "player", "side": "enemy"}}, {"score": 1, "who": "chosen"}]}]),
    ("Spell", "Counter an enemy spell or ability that chooses a friendly unit or gear.",
     [{"effects": [{"counter": True, "target": {"choose": "chain-item", "side": "enemy",
                                                "rsf_chooses": "ally-permanent"}}]}]),
    ("Spell", "Choose a friendly unit and a spell. Counter that spell and give that unit +:rb_might: equal to that "
              "spell's Energy cost this turn.",
     [{"effects": [{"choose": True, "target": {"choose": "unit", "side": "ally"}},
                   {"choose": True, "target": {"choose": "chain-item", "type": "spell"}},
                   {"rsf_counter_give_energy": "turn", "target": "they"}]}]),
    ("Unit", "I have [Assault] equal to the number of enemy units here.", [{"static": "rsf-assault-per-enemy-here"}]),
    ("Gear", ":rb_energy_1::rb_rune_fury:, Recycle a unit from your trash, :rb_exhaust:: Play a 3 :rb_might: Mech unit "
             "token to your base.",
     [{"activate": {"energy": 1, "power": ["fury"], "recycle_trash": 1, "rsf_recycle_type": "unit", "exhaust": True},
       "effects": [{"token": {"name": "Mech", "might": 3}, "at": "base"}]}]),
])
def test_sentence_compiles_to(kind, text, expected):
    r = compile_text("Foo", kind, text)
    assert r.complete, r.sentences
    assert r.definition["abilities"] == expected


def test_a_tag_no_card_prints_is_not_read():
    # "another friendly Mech" reads the catalogue's tags; a made-up one stays unsupported
    r = compile_text("Foo", "Unit", "I enter ready if you control another Wombat.")
    assert not r.complete


@pytest.mark.parametrize("code", ["SFD-062", "SFD-071", "SFD-074", "SFD-094", "SFD-125", "SFD-128", "SFD-167",
                                  "SFD-207", "SFD-210", "SFD-212", "SFD-217",
                                  "SFD-218", "SFD-169", "SFD-035", "SFD-100",
                                  "SFD-020", "SFD-123", "SFD-185",
                                  "SFD-082", "SFD-028", "SFD-163", "SFD-001", "SFD-145",
                                  "SFD-194", "SFD-166", "SFD-088", "SFD-015",
                                  "SFD-039", "SFD-075", "SFD-112", "SFD-148",
                                  "SFD-045", "SFD-206", "SFD-131", "SFD-019"])
def test_the_spiritforged_card_compiles_completely(code):
    r = compile_card(code)
    assert r.complete, r.sentences


def test_use_my_abilities_only_while_goes_on_each_activated_ability():
    r = compile_text("Foo", "Unit", ":rb_energy_1:: Draw 1.\n:rb_exhaust:: Score 1 point.\n"
                                    "Use my abilities only while I'm at a battlefield.")
    assert r.complete, r.sentences
    assert [a.get("if") for a in r.definition["abilities"]] == ["at-battlefield", "at-battlefield"]


def test_use_my_abilities_only_while_needs_an_activated_ability():
    r = compile_text("Foo", "Unit", "When you play me, draw 1.\nUse my abilities only while I'm at a battlefield.")
    assert not r.complete
