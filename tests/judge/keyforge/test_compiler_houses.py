"""The compiler's 'houses' family (grammar/houses.lark, families/houses.py): "that house" after
"choose a house" in effects on the opponent's choice of house, houses counted, and "after a player
chooses an active house … that house". Printed sentences → card format, and scenarios with the
real cards showing what the engine does (lasting.py, turn.house_choice, restrictions.cannot_use)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def effects(text, card_type="action"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    (ability,) = r.definition["abilities"]
    return ability["effects"]


CHOOSE = {"choose_house": True}


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Reap: Choose a house. Your opponent cannot choose that house as their active house on their next turn.",
     [CHOOSE, {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}]),
    ("Play: Choose a house. Your opponent cannot choose that house as their active house until Foo leaves play.",
     [CHOOSE, {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "duration": "while-in-play"}]),
    ("Play: Choose a house on your opponent’s identity card. Your opponent must choose that house as their active "
     "house on their next turn.",
     [{"choose_house": "opponent-identity"},
      {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}]),
    ("Action: Choose a house. During your opponent’s next turn, creatures of the chosen house cannot be used to reap.",
     [CHOOSE, {"lasting": {"kind": "cannot-use", "how": "reap", "house": "chosen"}, "duration": "opponent-next-turn"}]),
    ("Play: Choose a house. For the remainder of the turn, each friendly creature of that house may fight.",
     [CHOOSE, {"lasting": {"kind": "may-use", "type": "creature", "house": "chosen", "cards": "any", "how": "fight"},
               "duration": "turn"}]),
    ("Play: Gain 3A if you control creatures from 3 different houses.",
     [{"gain": 3, "if": ["you.creature_houses", ">=", 3]}]),
    ("Play: Deal 1D to a creature for each house represented among creatures in play.",
     [{"deal_damage": 1, "target": {}, "for_each": "play.creature_houses"}]),
])
def test_sentence_to_definition(text, expected):
    assert effects(text) == expected


def test_after_a_player_chooses_a_house_that_house_is_the_chosen_one():
    r = compile_text("Foo", "creature", "After a player chooses an active house, destroy each artifact of that house.")
    assert r.complete and r.definition["abilities"] == [{"trigger": "after-house-chosen", "effects": [
        {"destroy": True, "target": {"each": True, "kind": "artifact", "house": "event"}}]}]


@pytest.mark.parametrize("lasting", [
    {"kind": "must-choose-house"},  # no house
    {"kind": "must-choose-house", "house": "choose"},  # "choose" is read for cannot-choose-house only
    {"kind": "cannot-choose-house", "house": "atlantis"},
    {"kind": "cannot-use", "how": "reap", "house": "atlantis"},
])
def test_malformed_house_effects_are_refused(lasting):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect({"lasting": lasting, "duration": "opponent-next-turn"})


# -- the engine does it ------------------------------------------------------------------------------
DIS = {"house": "dis", "houses": ["dis", "brobnar", "logos"]}
BOB = {"houses": ["brobnar", "logos", "untamed"], "battleline": ["Krump", "Dextre"]}
END = {"type": "end-turn"}


def bob_chooses(house):
    return {"type": "choose-house", "house": house, "player": "bob", "take_archives": False}


# kf:glossary/cannot-vs-must, kf:glossary/lasting-effects — Tezmal: the house alice chose is closed
# to bob on his next turn; the others stay open
def test_tezmal_closes_the_chosen_house_on_the_next_turn(run):
    alice = {**DIS, "battleline": ["Tezmal"]}
    reap = {"type": "reap", "card": "Tezmal"}
    r = run(alice=alice, bob=BOB, actions=[reap, END, bob_chooses("brobnar")], choices=["brobnar"])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must"
    r = run(alice=alice, bob=BOB, actions=[reap, END, bob_chooses("logos")], choices=["brobnar"])
    assert r.outcome == "completed" and r.final_state["players"]["bob"]["house"] == "logos"


# kf:glossary/lasting-effects — Restringuntus: closed while it is in play
def test_restringuntus_closes_the_chosen_house(run):
    alice = {**DIS, "hand": ["Restringuntus"]}
    play = {"type": "play", "card": "Restringuntus"}
    r = run(alice=alice, bob=BOB, actions=[play, END, bob_chooses("logos")], choices=["logos"])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must"


# kf:glossary/choosing-a-house — Control the Weak: bob must choose the house alice named
def test_control_the_weak_forces_the_house(run):
    alice = {**DIS, "hand": ["Control the Weak"]}
    play = {"type": "play", "card": "Control the Weak"}
    r = run(alice=alice, bob=BOB, actions=[play, END, bob_chooses("brobnar")], choices=["logos"])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/choosing-a-house"
    r = run(alice=alice, bob=BOB, actions=[play, END, bob_chooses("logos")], choices=["logos"])
    assert r.outcome == "completed"


# kf:glossary/cannot-vs-must — Seismo-entangler: creatures of the chosen house cannot reap on bob's
# next turn; creatures of other houses can
def test_seismo_entangler_stops_reaping_with_the_chosen_house(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "artifacts": ["Seismo-entangler"]}
    use = {"type": "use-action", "card": "Seismo-entangler"}
    r = run(alice=alice, bob=BOB, actions=[use, END, bob_chooses("brobnar"),
                                           {"type": "reap", "card": "Krump", "player": "bob"}], choices=["brobnar"])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must"
    r = run(alice=alice, bob=BOB, actions=[use, END, bob_chooses("logos"),
                                           {"type": "reap", "card": "Dextre", "player": "bob"}], choices=["brobnar"])
    assert r.outcome == "completed" and r.final_state["players"]["bob"]["amber"] == 1


# kf:rules/using-creatures — Brothers in Battle: friendly creatures of the chosen house may fight
# though it is not the active house
def test_brothers_in_battle_lets_the_chosen_house_fight(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "shadows", "logos"], "hand": ["Brothers in Battle"],
             "battleline": ["Urchin"]}
    fight = {"type": "fight", "card": "Urchin", "target": "Krump"}
    assert run(alice=alice, bob=BOB, actions=[fight]).outcome == "refused"
    r = run(alice=alice, bob=BOB, actions=[{"type": "play", "card": "Brothers in Battle"}, fight], choices=["shadows"])
    assert r.outcome == "completed"
    r = run(alice=alice, bob=BOB, actions=[{"type": "play", "card": "Brothers in Battle"}, fight], choices=["logos"])
    assert r.outcome == "refused"


# kf:rules/houses — Prince Derric: 3 æmber only with creatures of 3 different houses
def test_prince_derric_counts_the_houses_of_friendly_creatures(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "shadows"], "hand": ["Prince Derric, Unifier"]}
    play = [{"type": "play", "card": "Prince Derric, Unifier", "flank": "right"}]
    three = run(alice={**alice, "battleline": ["Troll", "Urchin"]}, actions=play)
    two = run(alice={**alice, "battleline": ["Troll", "Krump"]}, actions=play)
    assert three.final_state["players"]["alice"]["amber"] == 3 and two.final_state["players"]["alice"]["amber"] == 0


# kf:glossary/for-each — Zap: once per house among all creatures in play, choosing anew each time
def test_zap_deals_one_damage_per_house_in_play(run):
    alice = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"], "hand": ["Zap"],
             "battleline": ["Troll", "Urchin"]}
    # houses among creatures in play: brobnar (Troll, Krump), shadows (Urchin), logos (Dextre) — 3
    r = run(alice=alice, bob=BOB, actions=[{"type": "play", "card": "Zap"}], choices=["Krump", "Krump", "Dextre"])
    damage = {c["card"]: c.get("damage", 0) for c in r.final_state["cards"].values()}
    assert (damage["Krump"], damage["Dextre"], damage["Troll"]) == (2, 1, 0)
    r = run(alice={**alice, "battleline": ["Troll"]}, bob=BOB, actions=[{"type": "play", "card": "Zap"}],
            choices=["Krump", "Dextre"])  # without Urchin: 2 houses, 2 damage
    damage = {c["card"]: c.get("damage", 0) for c in r.final_state["cards"].values()}
    assert (damage["Krump"], damage["Dextre"]) == (1, 1)


# kf:timing/step-2/after-house-chosen — Techivore Pulpate: whoever chooses, each artifact of that
# house is destroyed, on both sides
def test_techivore_pulpate_destroys_artifacts_of_the_chosen_house(run):
    alice = {**DIS, "battleline": ["Techivore Pulpate"], "artifacts": ["Screaming Cave"]}
    bob = {**BOB, "artifacts": ["Orb of Wonder"]}
    r = run(alice=alice, bob=bob, actions=[END, bob_chooses("brobnar")])
    assert r.final_state["players"]["bob"]["artifacts"] == [] and "Orb of Wonder" in r.final_state["players"]["bob"]["discard"]
    assert r.final_state["players"]["alice"]["artifacts"] == ["Screaming Cave"]
