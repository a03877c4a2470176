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


# -- Lilting Lullaby: "Counter a spell. Its controller can't play spells this turn."
# (rb:601; the spell's controller as it was on the chain, rb:532, rb:563.2.c.9; the card over
# rb:595, rb:002; until the end of the turn, rb:517.2.b)

def study(name):
    return {"name": name, "type": "spell", "abilities": [{"effects": [{"draw": 1}]}]}


def test_lilting_lullaby_compiles_to_a_counter_and_a_bar_on_its_controller():
    r = compile_card("UNL-190")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"counter": True, "target": {"choose": "chain-item", "type": "spell"}},
                                                      {"run_cant_play_spells": True}]}]


def test_lilting_lullaby_bars_the_countered_spells_controller_from_spells_this_turn(rb):
    r = rb(turn_player="bob",
           alice={"hand": ["Lilting Lullaby"], "pool": {"energy": 9, "power": {"mind": 2, "calm": 2, "chaos": 2}}},
           bob={"hand": [study("Test Study"), study("Test Study Again"), "Stalwart Poro"], "deck": ["Block"] * 3,
                "pool": {"energy": 5}},
           actions=[{"type": "play", "player": "bob", "card": "Test Study"}, {"type": "pass"},
                    {"type": "play", "player": "alice", "card": "Lilting Lullaby", "targets": ["Test Study"]},
                    {"type": "pass-all"},
                    {"type": "play", "player": "bob", "card": "Test Study Again"}])
    assert "Test Study" in r["final_state"]["players"]["bob"]["trash"]
    assert r["refused"] and r["refused"]["rule"] == "rb:002"


# -- Keeper's Verdict: "Choose an enemy unit at a battlefield. Its owner places it on the top or
# bottom of their Main Deck." (the owner's main deck, rb:107.3; a zone change, rb:109)

def test_keepers_verdict_compiles_to_the_owner_placing_the_unit_on_their_deck():
    r = compile_card("UNL-204")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"choose": True, "target": {"choose": "unit", "side": "enemy", "at": "battlefield"}},
        {"run_owner_puts_on_deck": "top-or-bottom", "target": "it"}]}]


@pytest.mark.parametrize("where, index", [("top", 0), ("bottom", -1)])
def test_keepers_verdict_lets_the_owner_choose_top_or_bottom(rb, where, index):
    r = rb(alice={"hand": ["Keeper's Verdict"], "pool": {"energy": 2, "power": {"body": 1, "order": 1}}},
           bob={"deck": ["Block", "Block"]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Keeper's Verdict", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
           choices={"deck-place:Keeper's Verdict": where})
    bob = r["final_state"]["players"]["bob"]
    assert bob["deck"][index] == "Stalwart Poro" and len(bob["deck"]) == 3
    assert [s["chooser"] for s in steps(r, "run-to-deck")] == ["bob"]


# -- Gutter Palace: "At the start of your Beginning Phase, if you have exactly 4 cards in hand and
# exactly 4 units at battlefields, you win the game." (rb:515.2.a.1; the card over rb:633, rb:002)

def test_gutter_palace_compiles_to_a_win_on_exactly_4_cards_and_4_units():
    r = compile_card("UNL-088")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"trigger": "start-of-beginning", "effects": [{"win_game": True, "if": {
        "all": [["you.hand", "==", 4], ["you.run_units_at_battlefields", "==", 4]]}}]}


@pytest.mark.parametrize("hand, at_battlefield, wins", [(4, 4, True), (3, 4, False), (4, 3, False)])
def test_gutter_palace_wins_with_exactly_4_cards_in_hand_and_4_units_at_battlefields(rb, hand, at_battlefield, wins):
    mites = [{"name": f"Test Mite {k}", "type": "unit", "might": 1} for k in range(4)]
    r = rb(alice={"base": ["Gutter Palace", *mites[at_battlefield:]], "hand": ["Block"] * hand, "deck": ["Block"] * 3},
           phase="start",
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": mites[:at_battlefield]}}],
           actions=[{"type": "pass-all"}])
    assert (r["final_state"]["winner"] == "alice") is wins


# -- Starhound: "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand."
# (a card of the trash with one of the tags, rb:139.1)

def test_starhound_compiles_to_returning_a_card_with_one_of_four_tags():
    r = compile_card("UNL-167")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": [
        {"return_to_hand": True, "target": {"choose": "trash-card", "run_tags": ["Bird", "Cat", "Dog", "Poro"]}}]}]


def test_starhound_returns_only_a_card_with_one_of_the_tags(rb):
    cat = {"name": "Test Cat", "type": "unit", "might": 1, "tags": ["Cat"]}
    imp = {"name": "Test Imp", "type": "unit", "might": 1}
    r = rb(alice={"hand": ["Starhound"], "trash": [imp, cat], "pool": {"energy": 5, "power": {"order": 1}}},
           actions=[{"type": "play", "card": "Starhound", "to": "base"}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    # the Imp is no legal choice: the Cat is the only one, chosen without a prompt
    assert alice["hand"] == ["Test Cat"] and alice["trash"] == ["Test Imp"]


def test_a_trash_card_without_the_keyword_is_no_legal_choice_for_guerilla_warfare(rb):
    # "cards with [Hidden]" (rb:713): the criteria of a trash-card choice apply to the cards of the
    # trash too (targets._zone_card_ok, with Starhound's tags); Pit Crew has no [Hidden]
    r = rb(alice={"hand": ["Guerilla Warfare"], "trash": ["Mischievous Marai", "Pit Crew"], "runes": ["mind"] * 3},
           actions=[{"type": "play", "card": "Guerilla Warfare", "targets": [["Pit Crew"]]}])
    assert r["outcome"] == "refused" and r["refused"]["type"] == "play"


# -- Deadly Flourish: "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token
# exhausted." (a delayed triggered ability, rb:583; this turn, rb:517.2.b; a Gold token, UNL-T05)

def test_deadly_flourish_compiles_to_a_delayed_ability_on_the_damaged_unit():
    r = compile_card("UNL-073")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"damage": 3, "target": {"choose": "unit", "side": "enemy"}},
        {"run_when_dies_this_turn": [{"token": {"name": "Gold", "type": "gear", "exhausted": True}}], "target": "it"}]}]


def _gold(r):
    return [c for c in r["final_state"]["players"]["alice"]["base"] if c == "Gold"]


@pytest.mark.parametrize("might, later_kill, gold", [(2, False, 1), (5, False, 0), (5, True, 1)])
def test_deadly_flourish_plays_a_gold_token_when_the_unit_dies_this_turn(rb, might, later_kill, gold):
    target = {"name": "Test Target", "type": "unit", "might": might}
    actions = [{"type": "play", "card": "Deadly Flourish", "targets": ["Test Target"]}, {"type": "pass-all"},
               {"type": "pass-all"}]
    if later_kill:
        actions += [{"type": "play", "card": "Test Kill", "targets": ["Test Target"]}, {"type": "pass-all"},
                    {"type": "pass-all"}]
    r = rb(alice={"hand": ["Deadly Flourish", KILL], "pool": {"energy": 9, "power": {"chaos": 1, "fury": 1, "body": 1}}},
           bob={"base": [target]}, actions=actions)
    assert len(_gold(r)) == gold
    if gold:
        golds = [v for k, v in r["final_state"]["cards"].items() if k.startswith("gold")]
        assert golds[0]["exhausted"] is True


# -- Vex - Mocking: "When you [Stun] an enemy unit at a battlefield, you may move me to that
# battlefield." (rb:599; a move by an ability, rb:612) and Irresistible Faefolk: "When I move to
# a battlefield, you may move an enemy unit to that battlefield." (rb:609, rb:612)

STUN = {"name": "Test Stun", "type": "spell", "abilities": [{"effects": [{"stun": True, "target": {"choose": "unit"}}]}]}


def moves_of(r, name):
    return [s["explain"]["en"] for s in steps(r, "move") if s["explain"]["en"].startswith(name)]


def test_vex_mocking_and_irresistible_faefolk_compile_to_that_battlefield():
    r = compile_card("UNL-055")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "stun-enemy", "if": "run-event-at-battlefield", "effects": [
        {"move": True, "target": "self", "to": "run-event-battlefield", "may": True}]}]
    r = compile_card("UNL-112")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"},
                                          "effects": [{"move": True, "target": {"choose": "unit", "side": "enemy"},
                                                       "to": "run-event-battlefield", "may": True}]}]


@pytest.mark.parametrize("at, moved", [("a", True), ("base", False)])
def test_vex_mocking_may_move_to_the_battlefield_of_the_enemy_unit_she_stunned(rb, at, moved):
    imp = {"name": "Test Imp", "type": "unit", "might": 1}
    board = {"base": [imp]} if at == "base" else {}
    r = rb(alice={"base": ["Vex - Mocking"], "hand": [STUN]}, bob=board,
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [imp] if at == "a" else ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Test Stun", "targets": ["Test Imp"]}, {"type": "pass-all"},
                    {"type": "pass-all"}],
           choices={"may:Vex - Mocking": True})
    assert bool(moves_of(r, "Vex - Mocking")) is moved
    if moved:
        assert card(r, "vex-mocking")["location"] == "a"


def test_irresistible_faefolk_pulls_an_enemy_unit_to_the_battlefield_it_moved_to(rb):
    r = rb(alice={"base": ["Irresistible Faefolk"]}, bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Irresistible Faefolk"], "to": "a"}, {"type": "pass-all"}],
           choices={"may:Irresistible Faefolk": True})
    # Bob's unit is moved from his base to battlefield a, where a combat follows (rb:516.4.a)
    assert moves_of(r, "Stalwart Poro") == ["Stalwart Poro moves from bob's base to battlefield a"]
    assert card(r, "stalwart-poro")["location"] == "a"


# -- Lillia - Fae Fawn: "When I move from a location, play a 3 might Sprite unit token with
# [Temporary] there." (any move, rb:609; the token where she moved from, rb:175.2)

def test_lillia_fae_fawn_compiles_to_a_sprite_where_she_moved_from():
    r = compile_card("UNL-082")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True}, "effects": [
        {"token": {"name": "Sprite", "might": 3, "keywords": ["Temporary"]}, "at": "run-event-from"}]}]


@pytest.mark.parametrize("start, to", [("a", "base"), ("base", "a")])
def test_lillia_fae_fawn_leaves_a_sprite_where_she_was(rb, start, to):
    alice = {"base": ["Lillia - Fae Fawn"]} if start == "base" else {}
    units = {"alice": ["Lillia - Fae Fawn", "Pit Crew"]} if start == "a" else {"alice": ["Pit Crew"]}
    r = rb(alice=alice, battlefields=[{"id": "a", "controller": "alice", "units": units}],
           actions=[{"type": "move", "units": ["Lillia - Fae Fawn"], "to": to}, {"type": "pass-all"}])
    sprites = [v for k, v in r["final_state"]["cards"].items() if k.startswith("sprite")]
    assert len(sprites) == 1 and sprites[0]["location"] == start
    assert card(r, "lillia-fae-fawn")["location"] == to


# -- Alpha Wildclaw: "Your units here with less Might than me can't be chosen by enemy spells and
# abilities." (a passive ability over choosing, rb:568, rb:559.3; "here", rb:053.3)

def test_alpha_wildclaw_compiles_to_shielding_smaller_units_here():
    r = compile_card("UNL-057")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "run-unchoosable-smaller-here"}]


@pytest.mark.parametrize("where, player, chosen", [("a", "bob", False), ("base", "bob", True), ("a", "alice", True)])
def test_alpha_wildclaw_keeps_enemies_from_choosing_your_smaller_units_here(rb, where, player, chosen):
    zap = {**ZAP, "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    alice = {"base": ["Stalwart Poro"]} if where == "base" else {}
    units = ["Alpha Wildclaw"] + (["Stalwart Poro"] if where == "a" else [])
    if player == "alice":
        alice["hand"] = [zap]
    r = rb(turn_player=player, alice=alice, bob={"hand": [zap]} if player == "bob" else {},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": units}}],
           actions=[{"type": "play", "player": player, "card": "Test Zap", "targets": ["Stalwart Poro"]},
                    {"type": "pass-all"}])
    assert (r["outcome"] == "completed") is chosen
    if chosen:
        assert card(r, "stalwart-poro")["damage"] == 1
    else:
        assert r["refused"]["rule"] == "rb:559.3"


# -- Moonfall: "Choose a battlefield where you have units. You may move up to one enemy unit to that
# battlefield. Then give enemy units there -2 might this turn." (rb:559.3, rb:612, rb:637.3)

def test_moonfall_compiles_to_a_battlefield_of_yours_a_pull_and_a_might_loss_there():
    r = compile_card("UNL-198")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"choose": True, "target": {"choose": "battlefield", "run_yours_units": True}},
        {"move": True, "target": {"choose": "unit", "side": "enemy", "up_to": 1}, "to": "chosen-battlefield", "may": True},
        {"might": -2, "target": {"all": "unit", "side": "enemy", "at": "chosen-battlefield"}, "duration": "turn"}]}]


def test_moonfall_pulls_an_enemy_unit_to_your_battlefield_and_weakens_the_enemies_there(rb):
    ogre = {"name": "Test Ogre", "type": "unit", "might": 5}
    r = rb(alice={"hand": ["Moonfall"], "pool": {"energy": 9, "power": {"calm": 2, "mind": 2, "order": 2}}},
           bob={"base": [ogre]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}, {"id": "b"}],
           actions=[{"type": "play", "card": "Moonfall", "targets": ["a", ["Test Ogre"]]}, {"type": "pass-all"}],
           choices={"may:Moonfall": True})
    assert card(r, "test-ogre")["location"] == "a" and card(r, "test-ogre")["might"] == 3


def test_moonfall_cannot_choose_a_battlefield_where_you_have_no_units(rb):
    r = rb(alice={"hand": ["Moonfall"], "pool": {"energy": 9, "power": {"calm": 2, "mind": 2, "order": 2}}},
           bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}, {"id": "b"}],
           actions=[{"type": "play", "card": "Moonfall", "targets": ["b", ["Stalwart Poro"]]}])
    assert r["outcome"] == "refused"


# -- Imposing Challenger: "When I move, you may move an enemy unit here with less Might than me to a
# different battlefield." (rb:609, rb:612; might now, rb:637)

def test_imposing_challenger_compiles_to_pushing_a_smaller_enemy_away():
    r = compile_card("UNL-105")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True}, "effects": [
        {"move": True, "target": {"choose": "unit", "side": "enemy", "at": "here", "run_less_might_than_me": True},
         "to": "battlefield", "may": True}]}]


@pytest.mark.parametrize("might, pushed", [(2, True), (9, False)])
def test_imposing_challenger_pushes_only_a_smaller_enemy_unit_to_another_battlefield(rb, might, pushed):
    foe = {"name": "Test Foe", "type": "unit", "might": might}
    r = rb(alice={"base": ["Imposing Challenger"]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [foe]}}, {"id": "b"}],
           actions=[{"type": "move", "units": ["Imposing Challenger"], "to": "a"}, {"type": "pass-all"}],
           choices={"may:Imposing Challenger": True, "battlefield:alice": "a"})
    assert (card(r, "test-foe")["location"] == "b") is pushed


# -- Red Brambleback: "Your conquer effects for conquering here trigger an additional time." and
# "When I conquer, [Buff] a friendly unit." (rb:567, rb:583.3, rb:630.1; a buff, rb:702)

def test_red_brambleback_compiles_to_conquer_effects_twice_here():
    r = compile_card("UNL-029")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"static": "run-conquer-here-twice"}


def test_red_brambleback_conquering_here_buffs_twice(rb):
    r = rb(alice={"base": ["Red Brambleback", "Pit Crew"], "deck": ["Block"] * 3}, bob={"deck": ["Block"] * 3},
           battlefields=[{"id": "b"}],
           actions=[{"type": "move", "units": ["Red Brambleback"], "to": "b"}, {"type": "pass-all"},
                    {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"target:Red Brambleback": ["red-brambleback", "pit-crew"], "order:alice": "0"})
    assert steps(r, "run-conquer-extra")
    assert card(r, "red-brambleback")["buff"] == 1 and card(r, "pit-crew")["buff"] == 1


# -- Vaults of Helia: "When you hold here, your non-token units cost [1] more to play this turn."
# (holding, rb:515.2.b.1, rb:630.2; a cost increase before discounts, rb:560.3)

def test_vaults_of_helia_compiles_to_a_cost_increase_this_turn():
    r = compile_card("UNL-219")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "hold-here", "effects": [{"run_units_cost_more": 1}]}]


@pytest.mark.parametrize("runes, played", [(2, False), (3, True)])
def test_vaults_of_helia_makes_your_units_cost_1_more_after_you_hold_it(rb, runes, played):
    imp = {"name": "Test Imp", "type": "unit", "might": 1, "energy": 2}
    r = rb(alice={"hand": [imp], "deck": ["Block"] * 3, "runes": ["fury"] * runes}, phase="start",
           battlefields=[{"id": "v", "card": "Vaults of Helia", "units": {"alice": ["Pit Crew"]}}],
           actions=[{"type": "pass-all"}, {"type": "play", "card": "Test Imp", "to": "base"}])
    assert (r["outcome"] == "completed") is played
    if played:  # 2 printed + 1 (a refused play leaves no steps behind)
        assert [s["explain"]["en"] for s in steps(r, "cost") if "rb:560.3" in s["cites"]] == [
            "total cost of Test Imp: 3 energy"]
    else:
        assert r["refused"]["rule"] == "rb:595.2.a"
    assert steps(r, "run-units-cost-more")
