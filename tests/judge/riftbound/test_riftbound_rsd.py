"""Spiritforged and Origins cards the compiler reads since branch rsd, each played by name in a
small game and checked against what its printed text says, at the moment the rules say."""

import pytest

from tests.judge.riftbound.conftest import card, ok, player, spell, unit


def refused(r):
    assert r["outcome"] != "completed"
    return r.get("refused") or {}


# -- Emperor's Divide: "Move any number of friendly units at a battlefield to their base." -------
# Each unit picked is a target chosen on its own (rb:559.3.c.6), all at one battlefield
# (docs/rulings.md "Any number of units at a battlefield"); an effect moves them (rb:612).

def _divide(rb, picked):
    return rb(alice={"hand": ["Emperor's Divide"], "pool": {"energy": 2}},
              battlefields=[{"id": "a", "controller": "alice", "units": {"alice": [unit("Ann", 2), unit("Ben", 2)]}},
                            {"id": "b", "controller": "alice", "units": {"alice": [unit("Cid", 2)]}}],
              actions=[{"type": "play", "card": "Emperor's Divide", "targets": [picked]}, {"type": "pass-all"}])


def test_emperors_divide_moves_the_units_picked_at_one_battlefield_home(rb):
    r = ok(_divide(rb, ["Ann", "Ben"]))
    assert card(r, "ann")["location"] == "base" and card(r, "ben")["location"] == "base"
    assert card(r, "cid")["location"] == "b"  # not picked: stays


def test_emperors_divide_may_pick_none(rb):
    r = ok(_divide(rb, []))
    assert [card(r, u)["location"] for u in ("ann", "ben", "cid")] == ["a", "a", "b"]


def test_emperors_divide_refuses_units_of_two_battlefields(rb):
    assert refused(_divide(rb, ["Ann", "Cid"]))["rule"] == "rb:559.3"


# -- Azir - Sovereign: "When I attack, you may move any number of your token units to this
# battlefield." (rb:625.1 the attack trigger; rb:170 tokens; rb:612 moved by an effect) ---------

MAKE = spell("Make Soldiers", [{"token": {"name": "Sand Soldier", "type": "unit", "might": 2, "count": 2}}])


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_azir_sovereign_brings_the_token_units_picked_into_his_attack(rb, answer):
    r = ok(rb(alice={"base": ["Azir - Sovereign", unit("Guard", 2)], "hand": [MAKE], "pool": {"energy": 1}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
              actions=[{"type": "play", "card": "Make Soldiers"}, {"type": "pass-all"},
                       {"type": "move", "units": ["Azir - Sovereign"], "to": "b"}, {"type": "pass-all"}],
              choices={"target:Azir - Sovereign": ["sand-soldier", "done"], "may:Azir - Sovereign": answer}))
    moved = [s for s in r["steps"] if s["event"] == "move" and "Sand Soldier" in s["explain"]["en"]]
    # only the token picked moves, and only if Alice says yes; the Guard (no token) never could
    assert len(moved) == (1 if answer == "yes" else 0)
    assert not [s for s in r["steps"] if s["event"] == "move" and "Guard" in s["explain"]["en"]]


def test_azir_sovereign_tokens_moved_in_fight_as_attackers(rb):
    # the two 2-might tokens arrive during the combat and attack with Azir (docs/rulings.md, Riftbound 75):
    # 4 + 2 + 2 = 8 combat damage kills the 7-might Wall, alice conquers (rb:626.1, rb:627.3)
    r = ok(rb(alice={"base": ["Azir - Sovereign"], "hand": [MAKE], "pool": {"energy": 1}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 7)]}}],
              actions=[{"type": "play", "card": "Make Soldiers"}, {"type": "pass-all"},
                       {"type": "move", "units": ["Azir - Sovereign"], "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"target:Azir - Sovereign": ["sand-soldier", "sand-soldier-2", "done"],
                       "may:Azir - Sovereign": "yes",
                       "assign:bob": "azir-sovereign=4,sand-soldier=2,sand-soldier-2=1"}))
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "joins-combat"] == ["Sand Soldier joins the attack"] * 2
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "combat-damage"][0].startswith(
        "combat damage: attackers 8")
    assert "Wall" in player(r, "bob")["trash"]
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"


def test_azir_sovereign_cannot_pick_a_unit_that_is_no_token(rb):
    r = rb(alice={"base": ["Azir - Sovereign", unit("Guard", 2)], "pool": {"energy": 1}},
           battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
           actions=[{"type": "move", "units": ["Azir - Sovereign"], "to": "b"}, {"type": "pass-all"}],
           choices={"may:Azir - Sovereign": "yes"})
    # no token unit: nothing to pick, no prompt for a target; the Guard stays in the base
    assert r["outcome"] == "completed"
    assert card(r, "guard")["location"] == "base"


# -- Ancient Henge: "[T]: [Reaction] — Pay any amount of Energy to [Add] that much [A]." ----------
# -- Hextech Anomaly: "[T]: [Reaction] — Pay any amount of [A] to [Add] that much Energy." --------
# The amount is picked as the ability resolves, from 0 to what the player can pay (the pool, then
# runes: rb:561.1, rb:157.2); as much of the other resource is added (rb:605.1). An ability that
# adds resources never waits on the chain (rb:605.2).

def test_ancient_henge_turns_energy_into_as_much_power_of_any_domain(rb):
    r = ok(rb(alice={"base": ["Ancient Henge"], "pool": {"energy": 1}, "runes": ["fury", "calm"]},
              actions=[{"type": "activate", "card": "Ancient Henge"}],
              choices={"amount:Ancient Henge": "3"}))
    assert player(r)["pool"] == {"energy": 0, "power": {"any": 3}}  # 1 from the pool, 2 from exhausted runes
    assert player(r)["runes"]["exhausted"] == 2
    assert card(r, "ancient-henge")["exhausted"] is True
    assert r["final_state"]["chain"] == [] and r["final_state"]["round_state"] == "neutral-open"


def test_ancient_henge_cannot_pay_more_than_there_is(rb):
    with pytest.raises(Exception, match="amount:Ancient Henge"):  # options 0..1 only: 2 is no answer
        rb(alice={"base": ["Ancient Henge"], "pool": {"energy": 1}},
           actions=[{"type": "activate", "card": "Ancient Henge"}], choices={"amount:Ancient Henge": "2"})


def test_hextech_anomaly_turns_power_into_as_much_energy(rb):
    r = ok(rb(alice={"base": ["Hextech Anomaly"], "pool": {"energy": 0, "power": {"fury": 1}}, "runes": ["chaos"]},
              actions=[{"type": "activate", "card": "Hextech Anomaly"}],
              choices={"amount:Hextech Anomaly": "2"}))
    assert player(r)["pool"]["energy"] == 2
    assert not any(player(r)["pool"]["power"].values())  # the fury power and the recycled rune's power paid
    assert player(r)["runes"] == {"ready": 0, "exhausted": 0}  # the rune was recycled (rb:157.2.b)


# -- Tianna Crownguard: "While I'm at a battlefield, opponents can't score points." -------------
# A passive ability while its condition holds (rb:568); scoring a battlefield still happens (it
# counts for rb:631) but gives no point (rb:632.1; docs/rulings.md, Riftbound 73).

@pytest.mark.parametrize("where, points", [("a", 0), ("base", 1)])
def test_tianna_keeps_opponents_from_scoring_while_at_a_battlefield(rb, where, points):
    tianna = {"base": ["Tianna Crownguard"]} if where == "base" else {}
    bfs = [{"id": "b", "units": {}}]
    if where == "a":
        bfs.append({"id": "a", "controller": "alice", "units": {"alice": ["Tianna Crownguard"]}})
    r = ok(rb(turn_player="bob", alice=tianna, bob={"base": [unit("Raider", 3)]}, battlefields=bfs,
              actions=[{"type": "move", "units": ["Raider"], "to": "b"}, {"type": "pass-all"}]))
    assert r["final_state"]["battlefields"]["b"]["controller"] == "bob"  # the conquest itself happens
    assert player(r, "bob")["score"] == points
    assert bool([s for s in r["steps"] if s["event"] == "no-points"]) == (points == 0)


def test_tianna_does_not_stop_her_own_controller(rb):
    r = ok(rb(alice={"base": [unit("Raider", 3)]},
              battlefields=[{"id": "b", "units": {}},
                            {"id": "a", "controller": "alice", "units": {"alice": ["Tianna Crownguard"]}}],
              actions=[{"type": "move", "units": ["Raider"], "to": "b"}, {"type": "pass-all"}]))
    assert player(r)["score"] == 1


# -- Fizz - Trickster: "When you play me, you may play a spell from your trash with Energy cost no
# more than [3], ignoring its Energy cost. Recycle that spell after you play it." ----------------
# A limited play from the trash (rb:595.3, rb:107.6.a) without the energy cost (rb:560.1.b); once
# the spell has resolved and gone to the trash (rb:543.1.a.1) it is recycled (rb:594).

def _fizz(rb, trashed, answer="yes"):
    return ok(rb(alice={"hand": ["Fizz - Trickster"], "trash": [trashed], "deck": ["Block", "Cleave"],
                        "pool": {"energy": 3, "power": {"chaos": 1}}},
                 actions=[{"type": "play", "card": "Fizz - Trickster"}, {"type": "pass-all"}],
                 choices={"may:Fizz - Trickster": answer}))


def test_fizz_plays_a_cheap_spell_from_the_trash_for_free_then_recycles_it(rb):
    r = _fizz(rb, spell("Cheap Draw", [{"draw": 1}], energy=3))
    assert player(r)["hand"] == ["Block"]  # the spell resolved: its draw happened
    assert player(r)["trash"] == []  # … and it did not stay in the trash
    assert player(r)["deck"] == ["Cleave", "Cheap Draw"]  # recycled: at the bottom of the deck
    assert player(r)["pool"]["energy"] == 0  # Fizz's own 3; the spell's 3 energy were ignored


def test_fizz_cannot_play_a_spell_that_costs_more_than_three(rb):
    r = _fizz(rb, spell("Dear Draw", [{"draw": 1}], energy=4))
    assert player(r)["hand"] == [] and player(r)["trash"] == ["Dear Draw"]


def test_fizz_declined_leaves_the_trash_alone(rb):
    r = _fizz(rb, spell("Cheap Draw", [{"draw": 1}], energy=3), answer="no")
    assert player(r)["hand"] == [] and player(r)["trash"] == ["Cheap Draw"]


# -- Hostile Takeover: "Take control of an enemy unit at a battlefield. Ready it. Lose control of
# that unit and recall it at end of turn." — a delayed ability for the ending step (rb:583,
# rb:517.1.a): control goes back to the owner (rb:126.1; docs/rulings.md, Riftbound 74), then a recall
# to its base (rb:617: not a move). -------------------------------------------------------------

def _takeover(rb, after):
    return ok(rb(alice={"hand": ["Hostile Takeover"], "pool": {"energy": 5, "power": {"any": 2}}},
                 bob={"deck": ["Block", "Block"]},
                 battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [{"card": unit("Brute", 4),
                                                                                  "exhausted": True}]}}],
                 actions=[{"type": "play", "card": "Hostile Takeover", "targets": ["Brute"]}, {"type": "pass-all"},
                          *after]))


def test_hostile_takeover_keeps_the_unit_for_the_turn(rb):
    r = _takeover(rb, [])
    assert card(r, "brute")["controller"] == "alice" and card(r, "brute")["exhausted"] is False
    assert card(r, "brute")["location"] == "b"


def test_hostile_takeover_gives_the_unit_back_and_recalls_it_at_end_of_turn(rb):
    r = _takeover(rb, [{"type": "end-turn"}, {"type": "pass-all"}])
    assert card(r, "brute")["controller"] == "bob" and card(r, "brute")["location"] == "base"
    recall = [s for s in r["steps"] if s["event"] == "recall"]
    assert len(recall) == 1 and "rb:517.1.a" in recall[0]["cites"] and "rb:617" in recall[0]["cites"]
    assert not [s for s in r["steps"] if s["event"] == "move" and "Brute" in s["explain"]["en"]]  # no move (rb:618)


# -- Sivir - Mercenary: "If you've spent at least [A][A] this turn, I have +2 [might] and [Ganking]."
# Power paid for costs this turn (rb:561.1, rb:156), a passive ability while it holds (rb:568.3). -

@pytest.mark.parametrize("power, might, ganking", [(2, 6, True), (1, 4, False), (0, 4, False)])
def test_sivir_mercenary_grows_once_two_power_were_spent_this_turn(rb, power, might, ganking):
    paid = spell("Power Trick", [{"draw": 1}], power=["chaos"] * power)
    r = ok(rb(alice={"base": ["Sivir - Mercenary"], "hand": [paid], "deck": ["Block"],
                     "pool": {"energy": 0, "power": {"chaos": power}}},
              actions=[{"type": "play", "card": "Power Trick"}, {"type": "pass-all"}]))
    assert card(r, "sivir-mercenary")["might"] == might
    assert ("Ganking" in card(r, "sivir-mercenary")["keywords"]) is ganking


def test_sivir_mercenary_counts_power_of_two_payments(rb):
    one = spell("Trick One", [{"draw": 1}], power=["chaos"])
    two = spell("Trick Two", [{"draw": 1}], power=["fury"])
    r = ok(rb(alice={"base": ["Sivir - Mercenary"], "hand": [one, two], "deck": ["Block", "Block"],
                     "pool": {"energy": 0, "power": {"chaos": 1, "fury": 1}}},
              actions=[{"type": "play", "card": "Trick One"}, {"type": "pass-all"},
                       {"type": "play", "card": "Trick Two"}, {"type": "pass-all"}]))
    assert card(r, "sivir-mercenary")["might"] == 6


# -- Loyal Pup: "When you defend at a battlefield, you may move me there." ------------------------
# The defending player (rb:625.1.b) is the Pup's controller; the Pup moves (rb:612) into the combat
# and defends from then on (docs/rulings.md, Riftbound 75).

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_loyal_pup_runs_to_the_defence(rb, answer):
    r = ok(rb(turn_player="bob", alice={"base": ["Loyal Pup"]}, bob={"base": [unit("Raider", 4)]},
              battlefields=[{"id": "a", "controller": "alice", "units": {"alice": [unit("Guard", 2)]}}],
              actions=[{"type": "move", "units": ["Raider"], "to": "a"}, *[{"type": "pass-all"}] * 3],
              choices={"may:Loyal Pup": answer, "assign:alice": "raider=4", "assign:bob": "guard=1,loyal-pup=3"}))
    if answer == "yes":  # defenders 2 + 3 = 5 against 4: the Raider dies, Alice keeps the battlefield
        assert "Raider" in player(r, "bob")["trash"]
        assert r["final_state"]["battlefields"]["a"]["controller"] == "alice"
    else:  # the Pup stays home; the 2-might Guard dies, Bob conquers
        assert card(r, "loyal-pup")["location"] == "base"
        assert r["final_state"]["battlefields"]["a"]["controller"] == "bob"


def test_loyal_pup_does_not_trigger_when_its_controller_attacks(rb):
    r = ok(rb(alice={"base": ["Loyal Pup", unit("Raider", 4)]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", 2)]}}],
              actions=[{"type": "move", "units": ["Raider"], "to": "b"}, *[{"type": "pass-all"}] * 3]))
    assert card(r, "loyal-pup")["location"] == "base"
    assert not [s for s in r["steps"] if "Loyal Pup" in s["explain"]["en"] and s["event"] == "chain-add"]


# -- Kai'Sa - Evolutionary: "When I conquer, you may play a spell from your trash with Energy cost less
# than your points without paying its Energy cost. Then recycle it." — the points as it resolves
# (after the conquest's point, rb:632.1); a limited play (rb:595.3) without the energy cost
# (rb:560.1.b); the spell is recycled once it resolved (rb:594; docs/rulings.md, Riftbound 76). ----------

def test_kaisa_plays_a_spell_cheaper_than_her_points_from_the_trash_and_recycles_it(rb):
    r = ok(rb(alice={"score": 2, "base": ["Kai'Sa - Evolutionary"], "deck": ["Block", "Cleave"],
                     "trash": [spell("Pricey Draw", [{"draw": 1}], energy=3),
                               spell("Cheap Draw", [{"draw": 1}], energy=2)]},
              battlefields=[{"id": "b", "units": {}}],
              actions=[{"type": "move", "units": ["Kai'Sa - Evolutionary"], "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"may:Kai'Sa - Evolutionary": "yes"}))
    assert player(r)["score"] == 3  # the conquest's point first: 2 < 3 but not 3 < 3
    assert player(r)["hand"] == ["Block"]  # Cheap Draw resolved
    assert player(r)["trash"] == ["Pricey Draw"]
    assert player(r)["deck"] == ["Cleave", "Cheap Draw"]  # recycled after it resolved
    assert player(r)["pool"]["energy"] == 0  # its energy cost was not paid


def test_kaisa_finds_nothing_when_every_spell_costs_too_much(rb):
    r = ok(rb(alice={"score": 0, "base": ["Kai'Sa - Evolutionary"], "deck": ["Block"],
                     "trash": [spell("Cheap Draw", [{"draw": 1}], energy=1)]},
              battlefields=[{"id": "b", "units": {}}],
              actions=[{"type": "move", "units": ["Kai'Sa - Evolutionary"], "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"may:Kai'Sa - Evolutionary": "yes"}))
    assert player(r)["score"] == 1 and player(r)["trash"] == ["Cheap Draw"] and player(r)["hand"] == []


# -- Rengar - Pouncing: "[Reaction] … [Assault 2] … I can be played to a battlefield you're
# attacking." — over rb:559.2 (the card's own permission, rb:002): the battlefield of the combat
# in progress where its player attacks (rb:625.1.a.1); he attacks there from then on with his
# Assault (docs/rulings.md, Riftbound 75; rb:625.1.b.1). -------------------------------------------------

def test_rengar_pounces_into_the_attack(rb):
    r = ok(rb(alice={"base": [unit("Raider", 3)], "hand": ["Rengar - Pouncing"], "pool": {"energy": 3, "power": {"any": 1}}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
              actions=[{"type": "move", "units": ["Raider"], "to": "b"},
                       {"type": "play", "card": "Rengar - Pouncing", "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"assign:bob": "raider=3,rengar-pouncing=6"}))
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "joins-combat"] == ["Rengar - Pouncing joins the attack"]
    # Raider 3 + Rengar 3 + Assault 2 (rb:719.1.c)
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "combat-damage"] == [
        "combat damage: attackers 8, defenders 9"]


def test_rengar_cannot_be_played_to_an_enemy_battlefield_nobody_attacks(rb):
    r = rb(alice={"hand": ["Rengar - Pouncing"], "pool": {"energy": 3, "power": {"any": 1}}},
           battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
           actions=[{"type": "play", "card": "Rengar - Pouncing", "to": "b"}])
    assert refused(r)["rule"] == "rb:559.2"


# -- Needlessly Large Yordle: "I cost [2][C] less for each point you scored from holding this turn."
# A discount in energy and power (rb:560.4, rb:560.4.b) times the points from holding (rb:630.2,
# rb:632.1) this turn — here the scoring step of the turn's beginning phase (rb:515.2.b). --------

@pytest.mark.parametrize("held, total", [(True, "8 energy, power: calm, calm"), (False, "10 energy, power: calm, calm, calm")])
def test_needlessly_large_yordle_costs_less_after_holding(rb, held, total):
    units = {"alice": [unit("Holder", 2)]} if held else {}
    r = ok(rb(phase="start", alice={"hand": ["Needlessly Large Yordle"], "deck": ["Block"],
                                    "runes": ["calm"] * 3 + ["fury"] * 7},
              battlefields=[{"id": "a", "controller": "alice" if held else None, "units": units}],
              actions=[{"type": "play", "card": "Needlessly Large Yordle", "to": "base"}]))
    assert player(r)["score"] == (1 if held else 0)
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"] == [
        f"total cost of Needlessly Large Yordle: {total}"]


# -- The Dreaming Tree: "When a player chooses a friendly unit here with a spell for the first time
# each turn, they draw 1." — a choice of a target (rb:559.3.c.1) by a spell; the chooser draws
# (rb:591), once per turn. ---------------------------------------------------------------------

BUFF = spell("Pep Talk", [{"might": 1, "target": {"choose": "unit"}, "duration": "turn"}])


def test_the_dreaming_tree_draws_the_first_time_a_friendly_unit_here_is_chosen(rb):
    r = ok(rb(alice={"hand": [BUFF, dict(BUFF, name="Pep Talk Two")], "deck": ["Block", "Cleave"]},
              battlefields=[{"id": "tree", "card": "The Dreaming Tree", "controller": "alice",
                             "units": {"alice": [unit("Dreamer", 2)]}}],
              actions=[{"type": "play", "card": "Pep Talk", "targets": ["Dreamer"]}, {"type": "pass-all"},
                       {"type": "play", "card": "Pep Talk Two", "targets": ["Dreamer"]}, {"type": "pass-all"}]))
    assert player(r)["hand"] == ["Block"]  # once this turn, not twice
    assert card(r, "dreamer")["might"] == 4


def test_the_dreaming_tree_ignores_an_enemy_unit_chosen(rb):
    r = ok(rb(alice={"hand": [BUFF], "deck": ["Block"]}, bob={"deck": ["Cleave"]},
              battlefields=[{"id": "tree", "card": "The Dreaming Tree", "controller": "bob",
                             "units": {"bob": [unit("Sleeper", 2)]}}],
              actions=[{"type": "play", "card": "Pep Talk", "targets": ["Sleeper"]}, {"type": "pass-all"}]))
    assert player(r)["hand"] == [] and player(r, "bob")["hand"] == []


# -- Ornn - Fire Below the Mountain: "[T]: [Reaction] — [Add] [A]. Use only to play gear or use gear
# abilities." — what the ability adds (rb:605.1) pays only for a gear played or a gear's ability
# (kept apart in the pool, costs.ONLY), and empties with the pool (rb:160). ----------------------

ORNN = "Ornn - Fire Below the Mountain"
FORGE = {"name": "Little Forge", "type": "gear", "energy": 0, "power": ["fury"]}


def test_ornn_power_pays_for_a_gear(rb):
    r = ok(rb(alice={"legend": ORNN, "hand": [FORGE]},
              actions=[{"type": "activate", "card": ORNN}, {"type": "play", "card": "Little Forge"}]))
    assert card(r, "little-forge")["location"] == "base"
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "add"] == [
        "alice adds 1 power (any) (only to play gear or use gear abilities)"]


def test_ornn_power_cannot_pay_for_a_spell(rb):
    r = rb(alice={"legend": ORNN, "hand": [spell("Fury Trick", [{"draw": 1}], power=["fury"])], "deck": ["Block"]},
           actions=[{"type": "activate", "card": ORNN}, {"type": "play", "card": "Fury Trick"}])
    assert refused(r)["rule"] == "rb:595.2.a"


def test_ornn_power_pays_for_a_gear_ability(rb):
    lamp = {"name": "Lamp", "type": "gear", "abilities": [{"activate": {"power": ["fury"]}, "effects": [{"draw": 1}]}]}
    r = ok(rb(alice={"legend": ORNN, "base": [lamp], "deck": ["Block"]},
              actions=[{"type": "activate", "card": ORNN}, {"type": "activate", "card": "Lamp"}, {"type": "pass-all"}]))
    assert player(r)["hand"] == ["Block"]


# -- Fiora - Victorious: "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]." ---------
# Mighty: 5 or more might (rb:708), judged without the keywords this very ability grants
# (docs/rulings.md, Riftbound 77); a passive ability while it holds (rb:568.3). -------------------------

@pytest.mark.parametrize("bonus, granted", [(1, True), (0, False)])
def test_fiora_victorious_has_her_keywords_only_while_mighty(rb, bonus, granted):
    extra = [{"unit": "Fiora - Victorious", "might": bonus, "source": "Test"}] if bonus else []
    r = ok(rb(alice={"base": ["Fiora - Victorious"]}, this_turn=extra))
    kws = card(r, "fiora-victorious")["keywords"]
    assert card(r, "fiora-victorious")["might"] == 4 + bonus
    assert all(k in kws for k in ("Deflect", "Ganking", "Shield")) is granted
    assert not any(k in kws for k in ("Deflect", "Ganking", "Shield")) is not granted


def test_fiora_victorious_shield_counts_when_she_defends_mighty(rb):
    # 5 might (4 + 1 this turn) → Mighty → Shield: +1 while defending (rb:726.1.c) = 6 against 6
    r = ok(rb(turn_player="bob", alice={}, bob={"base": [unit("Raider", 6)]},
              battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Fiora - Victorious"]}}],
              this_turn=[{"unit": "Fiora - Victorious", "might": 1, "source": "Test"}],
              actions=[{"type": "move", "units": ["Raider"], "to": "a"}, *[{"type": "pass-all"}] * 2]))
    assert [s["explain"]["en"] for s in r["steps"] if s["event"] == "combat-damage"] == [
        "combat damage: attackers 6, defenders 6"]


# -- Card Sharp: "When you play me, you and each opponent may play a Gold gear token exhausted. For
# each opponent who did, you play a Gold gear token exhausted." — each player decides in turn
# (rb:182.3.a); the tokens are played by who takes them (rb:176.1.a, rb:173, rb:174). -----------

@pytest.mark.parametrize("alice_says, bob_says, alice_gold, bob_gold", [
    ("yes", "yes", 2, 1), ("yes", "no", 1, 0), ("no", "yes", 1, 1), ("no", "no", 0, 0)])
def test_card_sharp_rewards_each_opponent_who_takes_gold(rb, alice_says, bob_says, alice_gold, bob_gold):
    r = ok(rb(alice={"hand": ["Card Sharp"], "pool": {"energy": 9, "power": {"any": 3}}},
              actions=[{"type": "play", "card": "Card Sharp"}, {"type": "pass-all"}],
              choices={"may:Card Sharp:alice": alice_says, "may:Card Sharp:bob": bob_says}))
    assert player(r)["base"].count("Gold") == alice_gold
    assert player(r, "bob")["base"].count("Gold") == bob_gold
    golds = [c for i, c in r["final_state"]["cards"].items() if i.startswith("gold")]
    assert all(c["exhausted"] for c in golds)
