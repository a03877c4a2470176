"""Real Origins cards the compiler reads since issue 22 item 2, part C, each played in a small
game: a passive might counted by a number the controller has (Draven - Showboat, Dr. Mundo -
Expert; rb:637.3, objects._count)."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text
from tests.judge.riftbound.conftest import spell, unit


def card(r, iid):
    return r["final_state"]["cards"][iid]


# -- the sentences → card format -------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("My Might is increased by your points.",
     [{"static": "might", "amount": 1, "affects": "self", "per": "you.score"}]),
    ("My Might is increased by the number of cards in your trash.",
     [{"static": "might", "amount": 1, "affects": "self", "per": "you.trash"}]),
])
def test_sentence_compiles_to(text, expected):
    r = compile_text("Foo", "Unit", text)
    assert r.complete, r.sentences
    assert r.definition["abilities"] == expected


def test_a_counted_might_only_counts_what_the_engine_knows():
    # checks.check_per refuses any other operand when the definition loads
    from judge.riftbound.cards.model import Ability

    with pytest.raises(ValueError):
        Ability.model_validate({"static": "might", "amount": 1, "affects": "self", "per": "self.might"})


# -- Draven - Showboat (printed might 3): "My Might is increased by your points." -------------

@pytest.mark.parametrize("score, might", [(0, 3), (4, 7)])
def test_draven_showboat_has_one_more_might_per_point(rb, score, might):
    r = rb(alice={"base": ["Draven - Showboat"], "score": score, "deck": ["Block"]},
           actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert card(r, "draven-showboat")["might"] == might  # rb:637.3: 3 + points


def test_draven_counts_only_his_controllers_points(rb):
    r = rb(alice={"base": ["Draven - Showboat"], "deck": ["Block"]}, bob={"score": 5},
           actions=[{"type": "pass-all"}])
    assert card(r, "draven-showboat")["might"] == 3


# -- Dr. Mundo - Expert (printed might 6): "My Might is increased by the number of cards in
# your trash." ---------------------------------------------------------------------------------

def test_dr_mundo_grows_with_the_trash_as_cards_go_there(rb):
    # a spell played goes to the trash once it resolves (rb:596): 2 cards there, then 3
    draw = spell("Draw One", [{"draw": 1}])
    r = rb(alice={"base": ["Dr. Mundo - Expert"], "trash": ["Block", "Block"], "hand": [draw],
                  "deck": ["Block"]},
           bob={"trash": ["Block"] * 4})
    assert card(r, "dr-mundo-expert")["might"] == 8  # 6 + 2 (bob's trash does not count)
    r = rb(alice={"base": ["Dr. Mundo - Expert"], "trash": ["Block", "Block"], "hand": [draw],
                  "deck": ["Block"]},
           actions=[{"type": "play", "card": "Draw One"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert r["final_state"]["players"]["alice"]["trash"] == ["Block", "Block", "Draw One"]
    assert card(r, "dr-mundo-expert")["might"] == 9


# -- Leona - Zealot: "Stunned enemy units here have -8 might, to a minimum of 1 might." --------
# (rb:599.1.a stunned; the floor applies after every other change, rb:638.1.c)

def test_leona_zealot_sentence_compiles_to():
    r = compile_text("Foo", "Unit", "Stunned enemy units here have -8 :rb_might:, to a minimum of 1 :rb_might:.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "might", "amount": -8, "affects": "enemy-units-here",
                                          "each_if": "stunned", "minimum": 1}]


def test_a_minimum_belongs_to_a_reduction_only():
    from judge.riftbound.cards.model import Ability

    with pytest.raises(ValueError):
        Ability.model_validate({"static": "might", "amount": 2, "affects": "self", "minimum": 1})


def test_leona_zealot_shrinks_stunned_enemy_units_at_her_battlefield(rb):
    r = rb(battlefields=[{"id": "a", "units": {"alice": ["Leona - Zealot", {"card": unit("Friend", 4), "stunned": True}],
                                               "bob": [{"card": unit("Big Foe", 12), "stunned": True},
                                                       {"card": unit("Small Foe", 3), "stunned": True},
                                                       {"card": unit("Awake Foe", 5), "stunned": False}]}},
                         {"id": "b", "units": {"bob": [{"card": unit("Far Foe", 5), "stunned": True}]}}],
           actions=[])
    cards = r["final_state"]["cards"]
    assert cards["big-foe"]["might"] == 4  # 12 - 8
    assert cards["small-foe"]["might"] == 1  # 3 - 8, but not below 1
    assert cards["awake-foe"]["might"] == 5  # not stunned
    assert cards["far-foe"]["might"] == 5  # another battlefield: not "here" (rb:053.3)
    assert cards["friend"]["might"] == 4  # a stunned friendly unit: not an enemy


def test_leona_zealot_in_base_has_no_here(rb):
    r = rb(alice={"base": ["Leona - Zealot"]},
           battlefields=[{"id": "a", "units": {"bob": [{"card": unit("Foe", 5), "stunned": True}]}}], actions=[])
    assert r["final_state"]["cards"]["foe"]["might"] == 5


# -- En Garde: "Give a friendly unit +1 might this turn, then an additional +1 might this turn
# if it is the only unit you control there." (rb:637.3; "there": where that unit is) ----------

def test_en_garde_sentence_compiles_to():
    r = compile_text("En Garde", "Spell", "Give a friendly unit +1 :rb_might: this turn, then an additional +1 "
                                           ":rb_might: this turn if it is the only unit you control there.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"might": 1, "target": {"choose": "unit", "side": "ally"}, "duration": "turn"},
        {"might": 1, "target": "it", "duration": "turn", "if": "it-only-unit-you-control-there"}]}]


@pytest.mark.parametrize("base, battlefield, might", [
    ([unit("Duelist", 2)], [], 4),  # alone in alice's base: +1, then +1 more
    ([unit("Duelist", 2), unit("Second", 1)], [], 3),  # another unit of hers in the base: +1 only
    ([unit("Second", 1)], [unit("Duelist", 2)], 4),  # alone at the battlefield (her base does not count)
])
def test_en_garde_gives_more_to_a_unit_alone_where_it_is(rb, base, battlefield, might):
    r = rb(alice={"hand": ["En Garde"], "runes": ["calm"], "base": base},
           battlefields=[{"id": "a", "units": {"alice": battlefield, "bob": [unit("Foe", 1)]}}],
           actions=[{"type": "play", "card": "En Garde", "targets": ["duelist"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert r["final_state"]["cards"]["duelist"]["might"] == might


def test_en_garde_counts_only_units_you_control_there(rb):
    # bob's unit at the same battlefield is not "a unit you control"
    r = rb(alice={"hand": ["En Garde"], "runes": ["calm"]},
           battlefields=[{"id": "a", "units": {"alice": [unit("Duelist", 2)], "bob": [unit("Foe", 1)]}}],
           actions=[{"type": "play", "card": "En Garde", "targets": ["duelist"]}, {"type": "pass-all"}])
    assert r["final_state"]["cards"]["duelist"]["might"] == 4


# -- Ravenborn Tome: "[T]: The next spell you play this turn deals 1 Bonus Damage." -----------
# (each instance of the spell's damage +1, rb:139.3.a; the effect ends with the turn, rb:517.2.b)

BOLT = spell("Bolt", [{"damage": 2, "target": {"choose": "unit"}}])
BOLT_TWO = spell("Second Bolt", [{"damage": 2, "target": {"choose": "unit"}}])


def test_ravenborn_tome_sentence_compiles_to():
    r = compile_text("Foo", "Gear", ":rb_exhaust:: The next spell you play this turn deals 1 Bonus Damage.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"activate": {"exhaust": True}, "effects": [{"next_spell_bonus_damage": 1}]}]


def test_ravenborn_tome_adds_one_damage_to_the_next_spell_only(rb):
    r = rb(alice={"base": ["Ravenborn Tome"], "hand": [BOLT, BOLT_TWO]},
           bob={"base": [unit("Target", 9), unit("Other", 9)]},
           actions=[{"type": "activate", "card": "Ravenborn Tome"}, {"type": "pass-all"},
                    {"type": "play", "card": "Bolt", "targets": ["target"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Second Bolt", "targets": ["other"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    cards = r["final_state"]["cards"]
    assert cards["ravenborn-tome"]["exhausted"] is True
    assert cards["target"]["damage"] == 3  # 2 + 1 bonus damage
    assert cards["other"]["damage"] == 2  # the effect was used up by the first spell
    assert any(s["event"] == "damage" and "rb:139.3.a" in s["cites"] and "bonus" in s["explain"]["en"]
               for s in r["steps"])


def test_ravenborn_tome_is_used_up_by_a_spell_that_deals_no_damage(rb):
    r = rb(alice={"base": ["Ravenborn Tome"], "hand": [spell("Draw One", [{"draw": 1}]), BOLT], "deck": ["Block"]},
           bob={"base": [unit("Target", 9)]},
           actions=[{"type": "activate", "card": "Ravenborn Tome"}, {"type": "pass-all"},
                    {"type": "play", "card": "Draw One"}, {"type": "pass-all"},
                    {"type": "play", "card": "Bolt", "targets": ["target"]}, {"type": "pass-all"}])
    assert r["final_state"]["cards"]["target"]["damage"] == 2



# -- Time Warp: "Take a turn after this one. Banish this." (the card's text, rb:002; the next
# turn player, rb:506, rb:517.5) -----------------------------------------------------------------

def test_time_warp_sentence_compiles_to():
    r = compile_text("Time Warp", "Spell", "Take a turn after this one. Banish this.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"extra_turn": True}, {"banish": True, "target": "self"}]}]


def turn_players(r):
    return [s["actor"] for s in r["steps"] if s["event"] == "next-turn"]


def test_time_warp_gives_its_controller_the_next_turn_then_order_goes_on(rb):
    r = rb(alice={"hand": ["Time Warp"], "runes": ["mind"] * 10, "deck": ["Block"] * 4},
           bob={"deck": ["Block"] * 4},
           actions=[{"type": "play", "card": "Time Warp"}, {"type": "pass-all"},
                    {"type": "end-turn"}, {"type": "end-turn"}, {"type": "end-turn"}])
    assert r["outcome"] == "completed", r.get("error")
    assert turn_players(r) == ["alice", "bob", "alice"]  # alice again, then bob, then alice as usual
    assert r["final_state"]["players"]["alice"]["banish"] == ["Time Warp"]
    assert any("rb:002" in s["cites"] for s in r["steps"] if s["event"] == "next-turn")


def test_without_time_warp_the_turn_passes_to_bob(rb):
    r = rb(alice={"deck": ["Block"] * 4}, bob={"deck": ["Block"] * 4}, actions=[{"type": "end-turn"}])
    assert turn_players(r) == ["bob"]


# -- Zhonya's Hourglass: "The next time a friendly unit would die, kill this instead. Recall that
# unit exhausted." (the rules' own example of a replacement, rb:573.1/ex1) -----------------------

KILL = spell("Kill One", [{"kill": True, "target": {"choose": "unit"}}])


def test_zhonyas_hourglass_sentences_compile_to():
    r = compile_text("Zhonya's Hourglass", "Gear", "The next time a friendly unit would die, kill this instead. "
                                                   "Recall that unit exhausted.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"instead": "ally-unit-dies", "effects": [
        {"kill": True, "target": "self"}, {"recall": True, "target": "event-unit", "exhausted": True}]}]


def test_zhonyas_hourglass_dies_instead_and_the_unit_goes_back_to_base_exhausted(rb):
    r = rb(alice={"hand": [KILL], "base": ["Zhonya's Hourglass"]},
           battlefields=[{"id": "a", "units": {"alice": [unit("Hero", 3)], "bob": [unit("Foe", 1)]}}],
           actions=[{"type": "play", "card": "Kill One", "targets": ["hero"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    alice = r["final_state"]["players"]["alice"]
    assert alice["base"] == ["Hero"] and r["final_state"]["cards"]["hero"]["exhausted"] is True  # recalled
    assert "Zhonya's Hourglass" in alice["trash"] and "Hero" not in alice["trash"]
    assert any("rb:573.1" in s["cites"] for s in r["steps"])


def test_zhonyas_hourglass_works_only_once_and_only_for_friendly_units(rb):
    kill_two = spell("Kill Two", [{"kill": True, "target": {"choose": "unit"}}])
    r = rb(alice={"hand": [KILL, kill_two], "base": ["Zhonya's Hourglass", unit("Hero", 3), unit("Sidekick", 2)]},
           bob={"base": [unit("Foe", 1)]},
           actions=[{"type": "play", "card": "Kill One", "targets": ["foe"]}, {"type": "pass-all"},  # an enemy
                    {"type": "play", "card": "Kill Two", "targets": ["hero"]}, {"type": "pass-all"}])
    fs = r["final_state"]
    assert fs["players"]["bob"]["trash"] == ["Foe"]  # no replacement for an enemy unit
    assert "Hero" in fs["players"]["alice"]["base"] and "Zhonya's Hourglass" in fs["players"]["alice"]["trash"]
    r = rb(alice={"hand": [KILL, kill_two], "base": ["Zhonya's Hourglass", unit("Hero", 3), unit("Sidekick", 2)]},
           actions=[{"type": "play", "card": "Kill One", "targets": ["hero"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Kill Two", "targets": ["sidekick"]}, {"type": "pass-all"}])
    fs = r["final_state"]
    assert "Hero" in fs["players"]["alice"]["base"]  # the first death was replaced
    assert "Sidekick" in fs["players"]["alice"]["trash"]  # the hourglass is gone: the second one dies


def test_a_hidden_zhonyas_hourglass_does_nothing_while_face_down(rb):
    # hidden, it is no permanent on the board (rb:723.1.b): its text does not apply
    r = rb(alice={"hand": [KILL], "base": [unit("Hero", 3)]},
           battlefields=[{"id": "a", "units": {"bob": [unit("Foe", 1)]},
                          "hidden": {"card": "Zhonya's Hourglass", "player": "alice"}}],
           actions=[{"type": "play", "card": "Kill One", "targets": ["hero"]}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    assert "Hero" in alice["trash"] and alice["base"] == []


# -- Party Favors: "Each other player chooses Cards or Runes. For each player that chooses Cards,
# you and that player each draw 1. For each player that chooses Runes, you and that player each
# channel 1 rune exhausted." (the choices in turn order, rb:503.2.a) ------------------------------

def test_party_favors_sentences_compile_to():
    r = compile_text("Party Favors", "Spell", "Each other player chooses Cards or Runes. For each player that "
                                              "chooses Cards, you and that player each draw 1. For each player "
                                              "that chooses Runes, you and that player each channel 1 rune "
                                              "exhausted.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"each_other_player_chooses": ["Cards", "Runes"]}, {"for_each_chooser": {"chose": "Cards", "draw": 1}},
        {"for_each_chooser": {"chose": "Runes", "channel_exhausted": 1}}]}]


@pytest.mark.parametrize("word, hands, exhausted_runes", [("Cards", 1, 3), ("Runes", 0, 4)])
def test_party_favors_gives_both_players_what_the_other_chose(rb, word, hands, exhausted_runes):
    r = rb(alice={"hand": ["Party Favors"], "runes": ["calm"] * 3, "deck": ["Block"] * 2, "rune_deck": ["calm"] * 2},
           bob={"deck": ["Block"] * 2, "rune_deck": ["fury"] * 2},
           actions=[{"type": "play", "card": "Party Favors"}, {"type": "pass-all"}],
           choices={"chooses:Party Favors:bob": word})
    assert r["outcome"] == "completed"
    alice, bob = r["final_state"]["players"]["alice"], r["final_state"]["players"]["bob"]
    assert len(alice["hand"]) == hands and len(bob["hand"]) == hands
    assert alice["runes"] == {"ready": 0, "exhausted": exhausted_runes}  # 3 paid for the spell, + 1 channelled
    assert bob["runes"] == {"ready": 0, "exhausted": exhausted_runes - 3}
