"""Unleashed cards the compiler reads since branch run: each printed sentence compiled
(grammar/run.lark, families/run.py) and the real card played in a small game, checking that
the engine does what the text says at the moment the rules say."""

import pytest

from judge.riftbound.cards.compiler import compile_card


def card(final, cid):
    return final["final_state"]["cards"][cid]


def steps(final, event):
    return [s for s in final["steps"] if s["event"] == event]


FURY2 = {"energy": 2, "power": {"fury": 1}}
ZAP = {"name": "Test Zap", "type": "spell", "abilities": [{"effects": [{"damage": 3, "target": {"choose": "unit"}}]}]}
KILL = {"name": "Test Kill", "type": "spell", "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}


# -- Smite: "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead."
# (a replacement effect, rb:571, rb:573.1; banished, rb:603 — not dead, so no Deathknell, rb:720.1.d.1)

def test_smite_compiles_to_damage_and_a_banish_replacement_on_the_same_unit():
    r = compile_card("UNL-007")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"damage": 3, "target": {"choose": "unit", "at": "battlefield"}},
                                                      {"run_die_banish": True, "target": "it"}]}]


def test_smite_banishes_the_unit_its_damage_kills(rb):
    r = rb(alice={"hand": ["Smite"], "pool": FURY2},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Smite", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}])
    bob = r["final_state"]["players"]["bob"]
    assert "Stalwart Poro" in bob["banish"] and "Stalwart Poro" not in bob["trash"]
    assert any("rb:573.1" in s["cites"] for s in steps(r, "banish"))


def test_smite_banishes_a_unit_that_dies_later_this_turn(rb):
    # the 3 damage does not kill a 4-might unit; a kill later the same turn is replaced
    big = {"name": "Test Ogre", "type": "unit", "might": 4}
    r = rb(alice={"hand": ["Smite", KILL], "pool": FURY2},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [big]}}],
           actions=[{"type": "play", "card": "Smite", "targets": ["Test Ogre"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Kill", "targets": ["Test Ogre"]}, {"type": "pass-all"}])
    assert "Test Ogre" in r["final_state"]["players"]["bob"]["banish"]


def test_smite_lasts_only_this_turn(rb):
    # rb:517.2.b: "this turn" ends in the expiry step; a kill in the next turn puts it in the trash
    big = {"name": "Test Ogre", "type": "unit", "might": 4}
    r = rb(alice={"hand": ["Smite"], "pool": FURY2},
           bob={"hand": [KILL], "deck": ["Block"]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [big]}}],
           actions=[{"type": "play", "card": "Smite", "targets": ["Test Ogre"]}, {"type": "pass-all"},
                    {"type": "end-turn"}, {"type": "pass-all"},
                    {"type": "play", "player": "bob", "card": "Test Kill", "targets": ["Test Ogre"]},
                    {"type": "pass-all"}])
    assert "Test Ogre" in r["final_state"]["players"]["bob"]["trash"]


# -- Angler Beast: "When you play me, return all units with 2 might or less to their owners'
# hands." — every such unit, any player's, to its own owner's hand (rb:109)

def test_angler_beast_compiles_to_returning_all_small_units():
    r = compile_card("UNL-132")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": [
        {"return_to_hand": True, "target": {"all": "unit", "might_max": 2}}]}]


def test_angler_beast_returns_each_small_unit_to_its_owners_hand(rb):
    small = {"name": "Test Imp", "type": "unit", "might": 2}
    big = {"name": "Test Ogre", "type": "unit", "might": 3}
    r = rb(alice={"hand": ["Angler Beast"], "pool": {"energy": 5, "power": {"chaos": 1}}, "base": [small]},
           bob={"base": [{**small, "name": "Test Sprite"}, big]},
           actions=[{"type": "play", "card": "Angler Beast", "to": "base"}, {"type": "pass-all"}])
    fs = r["final_state"]["players"]
    assert "Test Imp" in fs["alice"]["hand"] and "Test Sprite" in fs["bob"]["hand"]
    assert "Test Ogre" in fs["bob"]["base"] and "Angler Beast" in fs["alice"]["base"]


# -- Monster Harpoon: "Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4
# to it instead." — facedown on the board is a card in a battlefield's facedown zone (rb:128.4,
# rb:106.4); the later sentence replaces the earlier one (rb:151.2)

def test_monster_harpoon_compiles_to_a_part_that_replaces_the_damage():
    r = compile_card("UNL-014")
    assert r.complete, r.sentences
    assert r.definition["abilities"][1] == {"if": "controls-hidden-card",
                                            "effects": [{"damage": 4, "target": "target:0"}], "instead_of": 0}


@pytest.mark.parametrize("hidden, damage", [(False, 2), (True, 4)])
def test_monster_harpoon_deals_4_while_you_control_a_facedown_card(rb, hidden, damage):
    ogre = {"name": "Test Ogre", "type": "unit", "might": 9}
    mine = {"id": "m", "controller": "alice", "units": {"alice": ["Pit Crew"]}}
    if hidden:
        mine["hidden"] = {"card": "Block", "player": "alice", "this_turn": False}
    r = rb(alice={"hand": ["Monster Harpoon"], "pool": {"energy": 1, "power": {"fury": 1}}},
           battlefields=[mine, {"id": "a", "controller": "bob", "units": {"bob": [ogre]}}],
           actions=[{"type": "play", "card": "Monster Harpoon", "targets": ["Test Ogre"]}, {"type": "pass-all"}])
    assert card(r, "test-ogre")["damage"] == damage


# -- Yuumi - Magical Cat: "When I attack or defend, give one of your other units here +3 might
# and [Tank] this turn." — one friendly unit other than her at her battlefield (rb:559.3)

def test_yuumi_compiles_to_might_and_tank_for_one_other_unit_here():
    r = compile_card("UNL-056")
    assert r.complete, r.sentences
    effects = [{"might": 3, "target": {"choose": "unit", "side": "ally", "other": True, "at": "here"},
                "duration": "turn"}, {"grant": {"Tank": 1}, "target": "it", "duration": "turn"}]
    assert r.definition["abilities"] == [{"trigger": "attack", "effects": effects},
                                         {"trigger": "defend", "effects": effects}]


def test_yuumi_gives_the_other_attacker_3_might_and_tank(rb):
    r = rb(alice={"base": ["Yuumi - Magical Cat", "Stalwart Poro"]},
           bob={"base": []},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [{"name": "Test Wall", "type": "unit",
                                                                                "might": 9}]}}],
           actions=[{"type": "move", "units": ["Yuumi - Magical Cat", "Stalwart Poro"], "to": "a"},
                    {"type": "pass"}, {"type": "pass"}],
           choices={"target:yuumi-magical-cat": "stalwart-poro"})
    poro = card(r, "stalwart-poro")
    assert poro["keywords"].get("Tank") == 1
    assert poro["might"] == 2 + 3


# -- Galio - Indefatigable: "I don't deal combat damage." — his might is not added to his side's
# combat damage (the card over rb:626.1.b/c, rb:002)

def test_galio_compiles_to_dealing_no_combat_damage():
    r = compile_card("UNL-171")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "run-no-combat-damage", "affects": "self"}]


def test_galio_adds_nothing_to_the_attackers_combat_damage(rb):
    wall = {"name": "Test Wall", "type": "unit", "might": 9}
    imp = {"name": "Test Imp", "type": "unit", "might": 2}
    r = rb(alice={"base": ["Galio - Indefatigable", imp]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [wall]}}],
           actions=[{"type": "move", "units": ["Galio - Indefatigable", "Test Imp"], "to": "a"}, {"type": "pass-all"}])
    # rb:626.1.b: the attackers' might summed — the Imp's 2, not 2 + 6 (damage is removed when
    # the combat ends, rb:627.5: the trace shows what was dealt)
    assert steps(r, "combat-damage")[0]["explain"]["en"] == "combat damage: attackers 2, defenders 9"
    assert [s["changes"][0]["after"] for s in steps(r, "damage") if s["changes"][0]["path"] == "cards.test-wall.damage"] == [2]
    assert steps(r, "no-combat-damage")


# -- Petal Pixie: "I have +1 might for each of your units with [Temporary] at my battlefield."
# (a passive might, rb:637.3; the keyword counted is one each unit has now, rb:713)

def test_petal_pixie_compiles_to_might_per_temporary_unit_at_her_battlefield():
    r = compile_card("UNL-076")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "might", "amount": 1, "affects": "self", "per": {
        "all": "unit", "side": "ally", "rd_with": "Temporary", "at": "mine"}}]


def test_petal_pixie_counts_your_temporary_units_at_her_battlefield(rb):
    fleeting = {"name": "Test Wisp", "type": "unit", "might": 1, "keywords": ["Temporary"]}
    r = rb(alice={"base": [{**fleeting, "name": "Test Wisp In Base"}]},
           battlefields=[{"id": "a", "controller": "alice",
                          "units": {"alice": ["Petal Pixie", fleeting, "Stalwart Poro"]}}])
    # printed 2; +1 for the Wisp; the Poro lacks it, the Wisp in the base is elsewhere, and the
    # Pixie only mentions [Temporary] (she does not have it)
    assert "Temporary" not in card(r, "petal-pixie")["keywords"]
    assert card(r, "petal-pixie")["might"] == 3


# -- Gentle Gemdragon: "When you play me or another Dragon, ready up to 2 runes." (rb:593.1)

def test_gentle_gemdragon_compiles_to_two_triggers_readying_up_to_2_runes():
    r = compile_card("UNL-104")
    assert r.complete, r.sentences
    effects = [{"ready": True, "target": {"choose": "rune", "exhausted": True, "up_to": 2}}]
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": effects},
                                         {"trigger": "play-card", "which": {"tag": "Dragon", "other": True},
                                          "effects": effects}]


def test_gentle_gemdragon_readies_runes_when_another_dragon_is_played(rb):
    whelp = {"name": "Test Whelp", "type": "unit", "might": 1, "tags": ["Dragon"]}
    imp = {"name": "Test Imp", "type": "unit", "might": 1}
    runes = [{"domain": "body", "exhausted": True}] * 3
    r = rb(alice={"base": ["Gentle Gemdragon"], "hand": [whelp, imp], "runes": runes},
           actions=[{"type": "play", "card": "Test Imp", "to": "base"}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Whelp", "to": "base"}, {"type": "pass-all"}],
           choices={"target:Gentle Gemdragon": ["body-rune", "body-rune-2"]})
    # the Imp is no Dragon: nothing; the Whelp is: two of the three exhausted runes are readied
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 2, "exhausted": 1}


# -- Frozen Fortress: "At the start of each player's Beginning Phase, deal 1 to each unit here."
# (rb:515.2.a.1: whoever's turn starts; before scoring, rb:515.2.b)

def test_frozen_fortress_compiles_to_each_players_beginning_phase():
    r = compile_card("UNL-212")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "start-of-beginning", "whose": "any",
                                          "effects": [{"damage": 1, "target": {"all": "unit", "at": "here"}}]}]


@pytest.mark.parametrize("turn", ["alice", "bob"])
def test_frozen_fortress_deals_1_to_each_unit_there_at_every_players_beginning(rb, turn):
    r = rb(alice={"deck": ["Block"]}, bob={"deck": ["Block"]}, turn_player=turn, phase="start",
           battlefields=[{"id": "ff", "card": "Frozen Fortress", "units": {"bob": [
               {"name": "Test Mite", "type": "unit", "might": 1}, {"name": "Test Ogre", "type": "unit", "might": 5}]}}],
           actions=[{"type": "pass-all"}])
    assert card(r, "test-ogre")["damage"] == 1 and "Test Mite" in r["final_state"]["players"]["bob"]["trash"]


# -- LeBlanc - Fragmented: "Deathknell - Draw 1. If it's your Beginning Phase, draw 2 instead."
# (a replacement inside the ability, rb:573.1; the Beginning Phase, rb:515.2)

def test_leblanc_fragmented_compiles_to_draw_1_or_2_by_the_phase():
    r = compile_card("UNL-172")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "dies", "deathknell": True, "effects": [
        {"draw": 1, "if": {"not": "run-your-beginning-phase"}}, {"draw": 2, "if": "run-your-beginning-phase"}]}]


def test_leblanc_fragmented_draws_2_when_she_dies_in_your_beginning_phase(rb):
    # Frozen Fortress deals her the last point of damage at the start of Alice's Beginning
    # Phase: Deathknell draws 2; then the draw phase draws 1 (rb:515.4.b)
    r = rb(alice={"deck": ["Block"] * 5}, phase="start",
           battlefields=[{"id": "ff", "card": "Frozen Fortress",
                          "units": {"alice": [{"card": "LeBlanc - Fragmented", "damage": 2}]}}],
           actions=[{"type": "pass-all"}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    assert "LeBlanc - Fragmented" in alice["trash"] and len(alice["hand"]) == 3


def test_leblanc_fragmented_draws_1_when_she_dies_in_the_action_phase(rb):
    r = rb(alice={"deck": ["Block"] * 5, "hand": [KILL], "base": ["LeBlanc - Fragmented"]},
           actions=[{"type": "play", "card": "Test Kill", "targets": ["LeBlanc - Fragmented"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert len(r["final_state"]["players"]["alice"]["hand"]) == 1


# -- Kinkou Initiate: "When you play me, draw 1 if your other units have total Might 5 or more."

def test_kinkou_initiate_compiles_to_a_draw_on_the_total_might_of_your_other_units():
    r = compile_card("UNL-097")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": [
        {"draw": 1, "if": ["you.run_other_units_might", ">=", 5]}]}]


@pytest.mark.parametrize("others, drawn", [([3, 2], 1), ([3, 1], 0)])
def test_kinkou_initiate_draws_if_your_other_units_total_5_might(rb, others, drawn):
    units = [{"name": f"Test Unit {k}", "type": "unit", "might": m} for k, m in enumerate(others)]
    r = rb(alice={"hand": ["Kinkou Initiate"], "deck": ["Block"], "pool": {"energy": 3}, "base": units},
           bob={"base": [{"name": "Test Ogre", "type": "unit", "might": 9}]},  # an enemy unit counts for nothing
           actions=[{"type": "play", "card": "Kinkou Initiate", "to": "base"}, {"type": "pass-all"}])
    assert len(r["final_state"]["players"]["alice"]["hand"]) == drawn


# -- Monch: "If an opponent controls a stunned unit, I cost [2] less and enter ready."
# (a discount, rb:560.4; entering ready, rb:563.1.c; stunned, rb:599.1.a)

def test_monch_compiles_to_a_discount_and_entering_ready_on_one_condition():
    r = compile_card("UNL-035")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [
        {"static": "cost", "applies_to": "self", "amount": 2, "if": "run-opponent-controls-stunned"},
        {"static": "enter-ready", "affects": "self", "if": "run-opponent-controls-stunned"}]


@pytest.mark.parametrize("stunned, left, exhausted", [(True, 0, False), (False, 0, True)])
def test_monch_costs_2_less_and_enters_ready_while_an_opponent_controls_a_stunned_unit(rb, stunned, left, exhausted):
    energy = 4 if stunned else 6
    r = rb(alice={"hand": ["Monch"], "pool": {"energy": energy}, "base": [{"card": "Stalwart Poro", "stunned": True}]},
           bob={"base": [{"card": "Stalwart Poro", "stunned": stunned}]},
           actions=[{"type": "play", "card": "Monch", "to": "base"}])
    assert r["final_state"]["players"]["alice"]["pool"]["energy"] == left
    assert card(r, "monch")["exhausted"] is exhausted


# -- Shadow Watcher: "If a friendly unit died during your Beginning Phase this turn, I enter ready."

def test_shadow_watcher_compiles_to_entering_ready_on_a_death_in_your_beginning_phase():
    r = compile_card("UNL-037")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "enter-ready", "affects": "self",
                                          "if": "run-ally-died-in-your-beginning"}]


@pytest.mark.parametrize("when, exhausted", [("beginning", False), ("action", True)])
def test_shadow_watcher_enters_ready_after_a_friendly_unit_died_in_your_beginning_phase(rb, when, exhausted):
    mite = {"name": "Test Mite", "type": "unit", "might": 1}
    pool = {"energy": 4, "power": {"calm": 1}}
    if when == "beginning":  # Frozen Fortress kills the Mite at the start of Alice's Beginning Phase
        r = rb(alice={"deck": ["Block"] * 3, "hand": ["Shadow Watcher"], "runes": ["calm"] * 5}, phase="start",
               battlefields=[{"id": "ff", "card": "Frozen Fortress", "units": {"alice": [mite]}}],
               actions=[{"type": "pass-all"}, {"type": "play", "card": "Shadow Watcher", "to": "base"}])
    else:  # the Mite dies in the action phase: not during the Beginning Phase
        r = rb(alice={"hand": ["Shadow Watcher", KILL], "pool": pool, "base": [mite]},
               actions=[{"type": "play", "card": "Test Kill", "targets": ["Test Mite"]}, {"type": "pass-all"},
                        {"type": "play", "card": "Shadow Watcher", "to": "base"}])
    assert "Test Mite" in r["final_state"]["players"]["alice"]["trash"]
    assert card(r, "shadow-watcher")["exhausted"] is exhausted


# -- Prepared Neophyte: "If you've spent [4] or more to play a spell this turn, I have +4 might."
# -- Revna the Lorekeeper: "When you play a spell, if you spent [4] or more, ready me."
# (energy is spent to play cards, rb:159.2; the cost paid, rb:561.1)

def big_spell(energy):
    return {"name": f"Test Study {energy}", "type": "spell", "energy": energy, "abilities": [{"effects": [{"draw": 1}]}]}


def test_neophyte_and_revna_compile_to_the_energy_spent_on_a_spell():
    r = compile_card("UNL-004")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "might", "amount": 4, "affects": "self",
                                          "if": ["you.run_most_energy_on_a_spell", ">=", 4]}]
    r = compile_card("UNL-005")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-spell", "effects": [
        {"ready": True, "target": "self", "if": ["you.run_energy_spent_on_it", ">=", 4]}]}]


@pytest.mark.parametrize("energy, might, revna_exhausted", [(4, 5, False), (3, 1, True)])
def test_neophyte_and_revna_count_the_energy_paid_for_the_spell(rb, energy, might, revna_exhausted):
    r = rb(alice={"hand": [big_spell(energy)], "deck": ["Block"], "pool": {"energy": energy},
                  "base": ["Prepared Neophyte", {"card": "Revna the Lorekeeper", "exhausted": True}]},
           actions=[{"type": "play", "card": f"Test Study {energy}"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert card(r, "prepared-neophyte")["might"] == might
    assert card(r, "revna-the-lorekeeper")["exhausted"] is revna_exhausted


# -- Shadow: "If you play me to a battlefield, I enter ready." (rb:559.2, rb:563.1.c) and
# "[Action] [1][any], [T]: [Stun] an enemy unit attacking here." (rb:625.1.a)

def test_shadow_compiles_to_entering_ready_at_a_battlefield_and_a_stun_of_an_attacker_here():
    r = compile_card("UNL-194")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [
        {"static": "enter-ready", "affects": "self", "if": "run-played-to-battlefield"},
        {"activate": {"energy": 1, "power": ["any"], "exhaust": True}, "keywords": ["Action"],
         "effects": [{"stun": True, "target": {"choose": "unit", "side": "enemy", "at": "here", "attacking": True}}]}]


@pytest.mark.parametrize("to, exhausted", [("a", False), ("base", True)])
def test_shadow_enters_ready_only_when_played_to_a_battlefield(rb, to, exhausted):
    any_power = {d: 2 for d in ("fury", "calm", "mind", "body", "chaos", "order")}
    r = rb(alice={"hand": ["Shadow"], "pool": {"energy": 9, "power": any_power}},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}],
           actions=[{"type": "play", "card": "Shadow", "to": to}])
    assert card(r, "shadow")["location"] == to
    assert card(r, "shadow")["exhausted"] is exhausted


# -- Dusk Rose Lab: "At the start of your Beginning Phase, you may kill a unit you control here to
# draw 1." (rb:515.2.a.1; the draw only if the kill was done)

def test_dusk_rose_lab_compiles_to_a_kill_you_may_do_and_a_draw_if_done():
    r = compile_card("UNL-209")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "start-of-beginning", "effects": [
        {"kill": True, "target": {"choose": "unit", "at": "here", "run_yours": True}, "may": True},
        {"draw": 1, "if": "done"}]}]


@pytest.mark.parametrize("kill, hand", [(True, 2), (False, 1)])
def test_dusk_rose_lab_draws_only_if_a_unit_was_killed(rb, kill, hand):
    mite = {"name": "Test Mite", "type": "unit", "might": 1}
    r = rb(alice={"deck": ["Block"] * 3}, phase="start",
           battlefields=[{"id": "lab", "card": "Dusk Rose Lab", "units": {"alice": [mite]}}],
           actions=[{"type": "pass-all"}], choices=[kill])
    alice = r["final_state"]["players"]["alice"]
    assert ("Test Mite" in alice["trash"]) is kill
    assert len(alice["hand"]) == hand  # + the draw phase's card (rb:515.4.b)
