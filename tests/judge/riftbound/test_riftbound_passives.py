"""Passive abilities of real cards, compiled from their printed text (objects.py, play.py,
targets.py): each test plays the card by its printed name and checks that the engine applies
what the text says while it applies (rb:567–570: a permanent's passive abilities work while it
is on the board, rb:569.1; a conditional one while its condition holds, rb:568.3; one that
describes its own context works where it says, rb:570.1)."""

import pytest


def card(r, cid):
    return r["final_state"]["cards"][cid]


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
