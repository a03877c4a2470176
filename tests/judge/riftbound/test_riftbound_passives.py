"""Passive abilities of real cards, compiled from their printed text (objects.py, play.py,
targets.py): each test plays the card by its printed name and checks that the engine applies
what the text says while it applies (rb:567–570: a permanent's passive abilities work while it
is on the board, rb:569.1; a conditional one while its condition holds, rb:568.3; one that
describes its own context works where it says, rb:570.1)."""

import pytest

from tests.judge.riftbound.conftest import card


def cites(r):
    return {c for s in r["steps"] for c in s["cites"]}


# -- how a permanent enters the board (rb:563.1.c, rb:563.1.d) ----------------------------------------

def test_vanguard_attendant_enters_ready(rb):
    # "I enter ready." — a unit enters exhausted unless something says otherwise (rb:563.1.c)
    r = rb(alice={"hand": ["Vanguard Attendant"], "runes": ["order"] * 7},
           actions=[{"type": "play", "card": "Vanguard Attendant"}])
    assert card(r, "vanguard-attendant")["exhausted"] is False
    assert "rb:570.1" in cites(r)


def test_iron_ballista_enters_exhausted_though_gear_enters_ready(rb):
    # "This enters exhausted." — gear enters ready (rb:563.1.d) unless its text says otherwise
    r = rb(alice={"hand": ["Iron Ballista"], "runes": ["fury"] * 3},
           actions=[{"type": "play", "card": "Iron Ballista"}])
    assert card(r, "iron-ballista")["exhausted"] is True


def test_magma_wurm_lets_other_friendly_units_enter_ready_but_not_itself(rb):
    # "Other friendly units enter ready." — while the Wurm is on the board (rb:569.1)
    r = rb(alice={"hand": ["Magma Wurm"], "runes": ["fury"] * 8},
           actions=[{"type": "play", "card": "Magma Wurm"}])
    assert card(r, "magma-wurm")["exhausted"] is True
    r = rb(alice={"hand": ["Stalwart Poro"], "base": ["Magma Wurm"], "runes": ["order"] * 2},
           bob={"hand": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "stalwart-poro"}])
    assert card(r, "stalwart-poro")["exhausted"] is False


@pytest.mark.parametrize("hand, exhausted", [(2, False), (3, True)])
def test_dunebreaker_enters_ready_only_while_its_condition_holds(rb, hand, exhausted):
    # "If you have two or fewer cards in your hand, I enter ready." (rb:568.3.a: "if/then")
    r = rb(alice={"hand": ["Dunebreaker"] + ["Block"] * hand, "pool": {"energy": 7, "power": {"fury": 1}}},
           actions=[{"type": "play", "card": "Dunebreaker"}])
    assert card(r, "dunebreaker")["exhausted"] is exhausted


# -- might and keywords for me while … (rb:568.3) -------------------------------------------------------

@pytest.mark.parametrize("buffed, might", [(False, 4), (True, 4 + 1 + 1)])
def test_wizened_elder_has_an_additional_plus_one_while_buffed(rb, buffed, might):
    # "While I'm buffed, I have an additional +1 might." — the buff's +1 (rb:703) and one more
    r = rb(alice={"base": [{"card": "Wizened Elder", "buff": buffed}]})
    assert card(r, "wizened-elder")["might"] == might


def test_bilgewater_bully_has_ganking_while_buffed(rb):
    # "While I'm buffed, I have [Ganking]." — battlefield to battlefield (rb:140.4, rb:722)
    bfs = [{"id": "a", "controller": "alice", "units": {"alice": [{"card": "Bilgewater Bully", "buff": True}]}},
           {"id": "b"}]
    r = rb(alice={}, battlefields=bfs, actions=[{"type": "move", "units": ["Bilgewater Bully"], "to": "b"}])
    assert r["refused"] is None and card(r, "bilgewater-bully")["keywords"] == {"Ganking": 1}
    bfs[0]["units"]["alice"] = ["Bilgewater Bully"]
    r = rb(alice={}, battlefields=bfs, actions=[{"type": "move", "units": ["Bilgewater Bully"], "to": "b"}])
    assert r["refused"]["rule"] == "rb:140.4.c"


@pytest.mark.parametrize("runes, might", [(8, 4 + 4), (7, 4)])
def test_master_yi_meditative_while_you_have_eight_runes(rb, runes, might):
    # "While you have 8+ runes, I have +4 might."
    r = rb(alice={"base": ["Master Yi - Meditative"], "runes": ["calm"] * runes})
    assert card(r, "master-yi-meditative")["might"] == might


@pytest.mark.parametrize("attackers, might", [(["Wielder of Water"], 2 + 2), (["Wielder of Water", "Pit Crew"], 2)])
def test_wielder_of_water_while_attacking_alone(rb, attackers, might):
    # "While I'm attacking or defending alone, I have +2 might." (rb:568.3.a/ex1)
    r = rb(alice={"base": attackers},
           battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": attackers, "to": "ridge"}])
    assert card(r, "wielder-of-water")["role"] == "attacker"
    assert card(r, "wielder-of-water")["might"] == might


# -- might and keywords for a group (rb:568.1/ex2) --------------------------------------------------------

def test_captain_farron_gives_other_friendly_units_here_assault(rb):
    # "Other friendly units here have [Assault]." — +1 might while attacking (rb:719.1.c); not
    # Farron himself, not units elsewhere
    r = rb(alice={"base": ["Captain Farron", "Pit Crew", "Stalwart Poro"]},
           battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Captain Farron", "Pit Crew"], "to": "ridge"}])
    assert card(r, "pit-crew")["keywords"] == {"Assault": 1} and card(r, "pit-crew")["might"] == 3 + 1
    assert card(r, "captain-farron")["keywords"] == {}
    assert card(r, "stalwart-poro")["keywords"] == {"Shield": 1}  # in the base: not "here"


def test_taric_gives_other_friendly_units_here_shield(rb):
    # "Other friendly units here have [Shield]." — +1 might while defending (rb:726.1.c)
    r = rb(alice={"base": ["Pit Crew"]},
           battlefields=[{"id": "ridge", "controller": "bob",
                          "units": {"bob": ["Taric - Protector", {"card": {"name": "Test Guard", "type": "unit", "might": 1}}]}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "ridge"}])
    guard = card(r, "test-guard")
    assert guard["role"] == "defender" and guard["keywords"] == {"Shield": 1} and guard["might"] == 1 + 1


def test_trifarian_war_camp_gives_every_unit_here_plus_one(rb):
    # battlefield: "Units here have +1 might." — both players' units, only there
    r = rb(alice={"base": ["Pit Crew"]},
           battlefields=[{"id": "camp", "card": "Trifarian War Camp", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "camp"}])
    assert card(r, "pit-crew")["might"] == 3 + 1
    assert card(r, "stalwart-poro")["might"] == 2 + 1 + 1  # and Shield while defending


def test_windswept_hillock_gives_units_here_ganking(rb):
    # battlefield: "Units here have [Ganking]."
    r = rb(alice={}, battlefields=[{"id": "hill", "card": "Windswept Hillock", "controller": "alice",
                                    "units": {"alice": ["Pit Crew"]}}, {"id": "b"}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "b"}])
    assert r["refused"] is None and card(r, "pit-crew")["location"] == "b"


def test_garen_commander_gives_other_friendly_units_at_his_battlefield_plus_one(rb):
    # "Other friendly units have +1 might here."
    r = rb(alice={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Garen - Commander", "Pit Crew"]}}])
    assert card(r, "pit-crew")["might"] == 3 + 1
    assert card(r, "stalwart-poro")["might"] == 2
    assert card(r, "garen-commander")["might"] == 5


def test_lee_sin_centered_gives_other_buffed_friendly_units_at_his_battlefield_plus_two(rb):
    # "Other buffed friendly units at my battlefield have +2 might." — buffed: each of them
    r = rb(alice={}, battlefields=[{"id": "a", "controller": "alice", "units": {"alice": [
        "Lee Sin - Centered", {"card": "Pit Crew", "buff": True}, "Stalwart Poro"]}}])
    assert card(r, "pit-crew")["might"] == 3 + 1 + 2
    assert card(r, "stalwart-poro")["might"] == 2


@pytest.mark.parametrize("defenders, bonus", [(1, 2), (2, 0)])
def test_master_yi_wuju_bladesman_gives_a_unit_defending_alone_plus_two(rb, defenders, bonus):
    # legend: "While a friendly unit defends alone, it gets +2 might." (rb:167.6: a legend's
    # passive; the condition is read for each unit, rb:568.3.a)
    units = [{"card": {"name": "Test Guard", "type": "unit", "might": 1}}] * defenders
    r = rb(turn_player="bob", alice={"legend": "Master Yi - Wuju Bladesman (Starter)"},
           bob={"base": ["Pit Crew"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": units}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "a"}])
    assert card(r, "test-guard")["role"] == "defender"
    assert card(r, "test-guard")["might"] == 1 + bonus


def test_gemcraft_seer_gives_other_friendly_units_vision_which_triggers_when_played(rb):
    # "Other friendly units have [Vision]." — Vision is a triggered ability when the unit is
    # played (rb:729.1.c): the Poro played beside the Seer looks at the top card
    r = rb(alice={"hand": ["Stalwart Poro"], "base": ["Gemcraft Seer"], "runes": ["order"] * 2, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}],
           choices={"vision:Stalwart Poro": "no"})
    assert card(r, "stalwart-poro")["keywords"] == {"Shield": 1, "Vision": 1}
    assert any(s["event"] == "look" for s in r["steps"])


# -- choosing, activating, costs ----------------------------------------------------------------------------

def test_ruin_runner_cannot_be_chosen_by_an_enemy_spell(rb):
    # "I can't be chosen by enemy spells and abilities." — bob's spell finds no legal target;
    # alice's own spell may choose it
    bolt = {"name": "Test Bolt", "type": "spell", "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    r = rb(turn_player="bob", alice={"base": ["Ruin Runner"]}, bob={"hand": [bolt]},
           actions=[{"type": "play", "card": "Test Bolt", "targets": ["Ruin Runner"]}])
    assert r["refused"]["rule"] == "rb:559.3"
    r = rb(alice={"base": ["Ruin Runner"], "hand": [bolt]},
           actions=[{"type": "play", "card": "Test Bolt", "targets": ["Ruin Runner"]}, {"type": "pass-all"}])
    assert card(r, "ruin-runner")["damage"] == 1


def test_xerath_freed_may_use_its_ability_only_at_a_battlefield(rb):
    # "[fury], [T]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."
    r = rb(alice={"base": ["Xerath - Freed"], "runes": ["fury"]}, bob={"base": ["Stalwart Poro"]},
           actions=[{"type": "activate", "card": "Xerath - Freed", "targets": ["Stalwart Poro"]}])
    assert r["refused"]["rule"] == "rb:568"
    r = rb(alice={"runes": ["fury"]}, bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Xerath - Freed"]}}],
           actions=[{"type": "activate", "card": "Xerath - Freed", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}])
    assert r["refused"] is None
    assert r["final_state"]["players"]["bob"]["trash"] == ["Stalwart Poro"]


@pytest.mark.parametrize("first, energy", [(False, 4), (True, 2)])
def test_noxus_hopeful_costs_two_less_only_after_another_card(rb, first, energy):
    # "Legion – I cost 2 less." — the Legion condition (another main-deck card played this turn,
    # rb:724.1.c) applies to a passive on its own cost too (rb:724.1.c.2): played first it costs 4
    hand = (["Stalwart Poro"] if first else []) + ["Noxus Hopeful"]
    actions = ([{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}] if first else []) + [
        {"type": "play", "card": "Noxus Hopeful"}]
    r = rb(alice={"hand": hand, "runes": ["fury"] * (energy + (2 if first else 0))}, actions=actions)
    assert r["refused"] is None
    cost = [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"][-1]
    assert cost == f"total cost of Noxus Hopeful: {energy} energy"
    assert "rb:724.1.c" in cites(r)


# -- more passives -------------------------------------------------------------------------------------------

def test_lee_sin_ascetic_can_have_any_number_of_buffs(rb):
    # "[T]: Buff me." and "I can have any number of buffs." — its text over the one-buff rule
    # (rb:702.3); each buff gives +1 (rb:703)
    r = rb(alice={"base": [{"card": "Lee Sin - Ascetic", "buff": True}]},
           actions=[{"type": "activate", "card": "Lee Sin - Ascetic"}, {"type": "pass-all"}])
    assert card(r, "lee-sin-ascetic")["buff"] == 2 and card(r, "lee-sin-ascetic")["might"] == 5 + 2
    r = rb(alice={"base": [{"card": "Pit Crew", "buff": True}], "legend": "Lee Sin - Blind Monk", "runes": ["body"]},
           actions=[{"type": "activate", "card": "Lee Sin - Blind Monk", "targets": ["Pit Crew"]}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["buff"] == 1  # any other unit: still one (rb:702.3)


def test_raging_soul_has_assault_and_ganking_once_you_discarded_this_turn(rb):
    # "If you've discarded a card this turn, I have [Assault] and [Ganking]." — Traveling
    # Merchant's move makes alice discard
    r = rb(alice={"base": ["Raging Soul"]})
    assert card(r, "raging-soul")["keywords"] == {}
    r = rb(alice={"base": ["Raging Soul", "Traveling Merchant"], "hand": ["Block"], "deck": ["Block"]},
           battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert card(r, "raging-soul")["keywords"] == {"Assault": 1, "Ganking": 1}


@pytest.mark.parametrize("where, readied", [("a", 4), ("base", 0)])
def test_sona_readies_four_runes_at_the_end_of_your_turn_while_at_a_battlefield(rb, where, readied):
    # "While I'm at a battlefield, ready 4 friendly runes at the end of your turn." (rb:517.1.a)
    runes = [{"domain": "calm", "exhausted": True}] * 5
    r = rb(alice={"base": ["Sona - Harmonious"] if where == "base" else [], "runes": runes},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Sona - Harmonious"] if where == "a" else ["Pit Crew"]}}],
           actions=[{"type": "end-turn"}, {"type": "pass-all"}],
           choices={"target:Sona - Harmonious": ["calm-rune", "calm-rune-2", "calm-rune-3", "calm-rune-4"]})
    assert r["final_state"]["players"]["alice"]["runes"]["ready"] == readied


def test_annie_dark_child_readies_two_runes_at_the_end_of_your_turn(rb):
    # legend (Starter): "At the end of your turn, ready 2 runes."
    r = rb(alice={"legend": "Annie - Dark Child (Starter)", "runes": [{"domain": "fury", "exhausted": True}] * 3},
           actions=[{"type": "end-turn"}, {"type": "pass-all"}],
           choices={"target:Annie - Dark Child (Starter)": ["fury-rune", "fury-rune-2"]})
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 2, "exhausted": 1}


@pytest.mark.parametrize("hidden, hand", [(True, 1), (False, 0)])
def test_mushroom_pouch_draws_if_you_control_a_facedown_card(rb, hidden, hand):
    # "At the start of your Beginning Phase, if you control a facedown card at a battlefield,
    # draw 1." — a hidden card is facedown (rb:128.4, rb:106.4)
    bf = {"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}
    if hidden:
        bf["hidden"] = {"card": "Block", "player": "alice", "this_turn": False}
    r = rb(phase="start", alice={"base": ["Mushroom Pouch"], "deck": ["Stalwart Poro"] * 3, "rune_deck": ["order"] * 2},
           battlefields=[bf], actions=[{"type": "pass-all"}])
    assert len(r["final_state"]["players"]["alice"]["hand"]) == hand + 1  # and the draw phase's card


def test_confront_makes_the_units_you_play_this_turn_enter_ready(rb):
    # "Units you play this turn enter ready. Draw 1." — a lasting effect until the end of the
    # turn (rb:517.2.b) on how units enter (rb:563.1.c)
    r = rb(alice={"hand": ["Confront", "Stalwart Poro"], "runes": ["order"] * 5, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Confront"}, {"type": "pass-all"}, {"type": "play", "card": "Stalwart Poro"}])
    assert card(r, "stalwart-poro")["exhausted"] is False


def test_sun_disc_the_next_unit_enters_ready_only_with_legion(rb):
    # "[T]: [Legion] — The next unit you play this turn enters ready." — only the next one
    hand = ["Stalwart Poro", "Pit Crew", "Vanguard Helm"]
    r = rb(alice={"base": ["Sun Disc"], "hand": hand, "runes": ["order"] * 8},
           actions=[{"type": "play", "card": "Vanguard Helm"}, {"type": "activate", "card": "Sun Disc"},
                    {"type": "pass-all"}, {"type": "play", "card": "Stalwart Poro"}, {"type": "play", "card": "Pit Crew"}])
    assert card(r, "stalwart-poro")["exhausted"] is False and card(r, "pit-crew")["exhausted"] is True
    r = rb(alice={"base": ["Sun Disc"], "hand": hand, "runes": ["order"] * 8},
           actions=[{"type": "activate", "card": "Sun Disc"}, {"type": "pass-all"},
                    {"type": "play", "card": "Stalwart Poro"}])
    assert card(r, "stalwart-poro")["exhausted"] is True  # no other card played first (rb:724.1.c)


def test_vilemaws_lair_units_cannot_move_from_here_to_base_but_can_be_recalled(rb):
    # battlefield: "Units can't move from here to base." — a recall is not a move (rb:618.3)
    bf = [{"id": "lair", "card": "Vilemaw's Lair", "controller": "alice", "units": {"alice": ["Pit Crew"]}}]
    r = rb(alice={}, battlefields=bf, actions=[{"type": "move", "units": ["Pit Crew"], "to": "base"}])
    assert r["refused"]["rule"] == "rb:568"
    recall = {"name": "Test Recall", "type": "spell",
              "abilities": [{"effects": [{"recall": True, "target": {"choose": "unit"}}]}]}
    r = rb(alice={"hand": [recall]}, battlefields=bf,
           actions=[{"type": "play", "card": "Test Recall", "targets": ["Pit Crew"]}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["location"] == "base"


def test_deadbloom_predator_may_be_played_to_an_occupied_enemy_battlefield(rb):
    # "You may play me to an occupied enemy battlefield." — there it contests the battlefield
    # (rb:181.3.a) and a combat follows (rb:621); other units still may not go there (rb:559.2)
    bf = [{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}]
    r = rb(alice={"hand": ["Deadbloom Predator"], "pool": {"energy": 8, "power": {"any": 2}}}, battlefields=bf,
           actions=[{"type": "play", "card": "Deadbloom Predator", "to": "a"}])
    assert r["refused"] is None and card(r, "deadbloom-predator")["location"] == "a"
    assert r["final_state"]["battlefields"]["a"]["contested"] == "alice"
    assert any(s["event"] == "combat" for s in r["steps"])
    r = rb(alice={"hand": ["Pit Crew"], "runes": ["chaos"] * 3}, battlefields=bf,
           actions=[{"type": "play", "card": "Pit Crew", "to": "a"}])
    assert r["refused"]["rule"] == "rb:559.2"


@pytest.mark.parametrize("others, might", [(["Pit Crew"], 2 + 1), ([], 2)])
def test_trusty_ramhound_while_you_have_another_unit_here(rb, others, might):
    # "While you have another unit here, I have +1 might."
    r = rb(alice={}, battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Trusty Ramhound"] + others}}])
    assert card(r, "trusty-ramhound")["might"] == might


@pytest.mark.parametrize("attackers, might", [(["Crimson Pigeons", "Pit Crew"], 3 + 2), (["Crimson Pigeons"], 3)])
def test_crimson_pigeons_while_attacking_with_another_unit(rb, attackers, might):
    # "I have +2 might while I'm attacking with another unit."
    r = rb(alice={"base": attackers},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": attackers, "to": "a"}])
    assert card(r, "crimson-pigeons")["might"] == might


def test_allay_gives_your_other_units_here_deflect_while_at_a_battlefield(rb):
    # "While I'm at a battlefield, your other units here have [Deflect]."
    r = rb(alice={"base": ["Allay, Eager Admirer", "Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}])
    assert "Deflect" not in card(r, "stalwart-poro")["keywords"]
    r = rb(alice={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Allay, Eager Admirer", "Pit Crew"]}}])
    assert card(r, "pit-crew")["keywords"] == {"Deflect": 1}
    assert "Deflect" not in card(r, "stalwart-poro")["keywords"]


@pytest.mark.parametrize("defenders, might", [(1, 0), (2, 1)])
def test_forbidding_waste_a_unit_defending_alone_here_has_minus_two(rb, defenders, might):
    # battlefield: "While a unit here is defending alone, it has -2 might." (might counts 0 at
    # least, rb:139.2.b)
    units = [{"card": {"name": "Test Guard", "type": "unit", "might": 1}}] * defenders
    r = rb(alice={"base": ["Pit Crew"]},
           battlefields=[{"id": "w", "card": "Forbidding Waste", "controller": "bob", "units": {"bob": units}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "w"}])
    assert card(r, "test-guard")["might"] == might


def test_akali_silent_can_be_chosen_by_enemies_only_in_combat(rb):
    # "I can't be chosen by enemy spells and abilities unless I'm in combat."
    bolt = {"name": "Test Bolt", "type": "spell", "keywords": ["Action"],
            "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    r = rb(turn_player="bob", alice={"base": ["Akali, Silent"]}, bob={"hand": [bolt]},
           actions=[{"type": "play", "card": "Test Bolt", "targets": ["Akali, Silent"]}])
    assert r["refused"]["rule"] == "rb:559.3"
    r = rb(alice={"base": ["Akali, Silent"]}, bob={"hand": [bolt]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Akali, Silent"], "to": "a"}, {"type": "pass-all"}, {"type": "pass"},
                    {"type": "play", "card": "Test Bolt", "targets": ["Akali, Silent"]}])
    assert r["refused"] is None and card(r, "akali-silent")["role"] == "attacker"  # "When I move …" resolved first


def test_a_unit_that_cant_be_readied_stays_exhausted_in_the_awaken_phase(rb):
    # "I can't be readied." (Maduli, the Gatekeeper; its other ability does not compile yet):
    # the awaken phase readies what can be readied (rb:515.1.a)
    gate = {"name": "Test Gate", "type": "unit", "might": 6, "abilities": [{"static": "cant-ready"}]}
    r = rb(phase="start", alice={"base": [{"card": gate, "exhausted": True}, {"card": "Pit Crew", "exhausted": True}],
                                 "deck": ["Block"] * 2, "rune_deck": ["order"] * 2})
    assert card(r, "test-gate")["exhausted"] is True and card(r, "pit-crew")["exhausted"] is False


def test_spirits_refuge_gives_buffed_friendly_units_deflect_if_they_had_none(rb):
    # "Friendly buffed units have [Deflect] if they didn't already." — no second instance to add
    # up (rb:721.2): Volibear keeps Deflect 2
    r = rb(alice={"base": ["Spirit's Refuge", {"card": "Pit Crew", "buff": True}, "Stalwart Poro",
                           {"card": "Volibear - Furious", "buff": True}]})
    assert card(r, "pit-crew")["keywords"] == {"Deflect": 1}
    assert "Deflect" not in card(r, "stalwart-poro")["keywords"]
    assert card(r, "volibear-furious")["keywords"]["Deflect"] == 2


def test_mageseeker_warden_at_a_battlefield_restricts_the_opponent(rb):
    # "While I'm at a battlefield, opponents can only play units to their base." and "… spells
    # and abilities can't ready enemy units and gear." (rb:568)
    bfs = [{"id": "a", "controller": "alice", "units": {"alice": ["Mageseeker Warden"]}},
           {"id": "b", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}]
    rally = {"name": "Test Rally", "type": "spell", "abilities": [{"effects": [{"ready": True, "target": {"choose": "unit"}}]}]}
    r = rb(turn_player="bob", alice={}, bob={"hand": ["Pit Crew"], "runes": ["chaos"] * 3}, battlefields=bfs,
           actions=[{"type": "play", "card": "Pit Crew", "to": "b"}])
    assert r["refused"]["rule"] == "rb:568"
    r = rb(turn_player="bob", alice={}, bob={"hand": [rally], "base": [{"card": "Pit Crew", "exhausted": True}]},
           battlefields=bfs, actions=[{"type": "play", "card": "Test Rally", "targets": ["Pit Crew"]}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["exhausted"] is True
    r = rb(turn_player="bob", alice={"base": ["Mageseeker Warden"]}, bob={"hand": ["Pit Crew"], "runes": ["chaos"] * 3},
           battlefields=[bfs[1]], actions=[{"type": "play", "card": "Pit Crew", "to": "b"}])
    assert r["refused"] is None  # the Warden in its base: no restriction
