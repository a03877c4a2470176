"""The compiler's 'kxa' family (grammar/kxa.lark, families/kxa.py): CotA/AoA cards left by earlier rounds
as the hardest, and the engine behaviour they need. Printed sentences → card format, and scenarios that
play the real cards by name."""

import pytest

from .conftest import compiled, state

#: alice ends her turn, bob takes his (he forges first, kf:turn/step-1)
BOBS_TURN = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False}]
#: … and alice's next turn begins: she forges first
ALICES_NEXT_TURN = BOBS_TURN + [{"type": "end-turn"}]
BOB = {"houses": ["brobnar", "logos", "untamed"]}


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# -- æmber on a card spent when forging keys (kf:turn/step-1) ------------------------------------------
@pytest.mark.parametrize("name", ["Pocket Universe", "Safe Place"])
def test_spend_aember_on_the_card_when_forging_keys_to_definition(name):
    assert compiled(f"You may spend A on {name} when forging keys.", "artifact", name)["static"] == [
        {"kga_spend_as_pool": "you"}]


# kf:turn/step-1 — Pocket Universe: "Action: Move 1A from your pool to Pocket Universe." and "You may spend A
# on Pocket Universe when forging keys." Alice moves 1 of her 6A onto it; at the start of her next turn her 5A
# and the 1A on it make a 6A key, both spent
@pytest.mark.parametrize("name, house", [("Pocket Universe", "logos"), ("Safe Place", "shadows")])
def test_aember_moved_onto_the_card_pays_for_the_next_key(run, name, house):
    alice = {"amber": 6, "house": house, "houses": [house, "brobnar", "untamed"], "artifacts": [name]}
    r = run(alice=alice, bob=BOB, actions=[{"type": "use-action", "card": name}])
    assert state(r, "players.alice.amber") == 5 and card(r, name)["amber"] == 1
    r = run(alice=alice, bob=BOB, actions=[{"type": "use-action", "card": name}] + ALICES_NEXT_TURN)
    assert state(r, "players.alice.keys") == 1 and state(r, "players.alice.amber") == 0
    assert card(r, name)["amber"] == 0


# -- Rocket Boots: a gained "Fight/Reap:" that readies the creature after its first use ---------------------
def test_rocket_boots_to_definition():
    d = compiled('This creature gains, "Fight/Reap: If this is the first time this creature was used this turn, '
                 'ready it."', "upgrade", "Rocket Boots")
    assert d["static"] == [{"gains": {"abilities": [{"trigger": ["fight", "reap"], "effects": [
        {"ready": True, "target": "self", "if": ["self.kmc_uses", "==", 1]}]}]}, "affects": "attached"}]


LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "untamed"]}


# kf:glossary/use, kf:rules/ready-and-exhausted — Rocket Boots on Dextre: the first reap this turn readies it, so
# it reaps a second time; after that second use it stays exhausted and a third reap is refused
def test_rocket_boots_ready_the_creature_after_its_first_use_only(run):
    from .conftest import _refusal

    alice = {**LOGOS, "battleline": [{"card": "Dextre", "upgrades": ["Rocket Boots"]}]}
    reap = {"type": "reap", "card": "Dextre"}
    r = run(alice=alice, actions=[reap])
    assert state(r, "players.alice.amber") == 1 and card(r, "Dextre")["exhausted"] is False
    r = run(alice=alice, actions=[reap, reap])
    assert state(r, "players.alice.amber") == 2 and card(r, "Dextre")["exhausted"] is True
    assert _refusal(run(alice=alice, actions=[reap, reap, reap]))
    # a stunned creature's first use only removes the stun (kf:glossary/stun): no "Reap:" ability, so the boots
    # do not ready it
    r = run(alice={**LOGOS, "battleline": [{"card": "Dextre", "stunned": True, "upgrades": ["Rocket Boots"]}]},
            actions=[reap])
    assert card(r, "Dextre")["exhausted"] is True and card(r, "Dextre")["stunned"] is False


# -- Earthbind: a creature that cannot be used unless its controller discarded a card this turn ------------------
def test_earthbind_to_definition():
    assert compiled("This creature cannot be used unless its controller has discarded a card this turn.", "upgrade",
                    "Earthbind")["static"] == [{"kab_cannot_be_used": True, "affects": "attached",
                                                "if": {"not": {"kxa_host_discarded": True}}}]


# kf:glossary/cannot-vs-must, kf:glossary/discard-pile — Bob plays Earthbind on Alice's Troll. In her next turn
# the Troll cannot reap; once she has discarded a card from her hand (step 3's discard) it can. "Its
# controller" is Alice, whose creature it is, not Bob, who controls the upgrade
def test_earthbind_holds_the_creature_until_its_controller_discards(run):
    from .conftest import _refusal

    alice = {"battleline": ["Troll"], "hand": ["Punch"]}
    bob = {"house": "untamed", "houses": ["untamed", "logos", "shadows"], "hand": ["Earthbind", "Dust Pixie"]}
    bobs_turn = [{"type": "end-turn"}, {"type": "choose-house", "house": "untamed", "player": "bob",
                                        "take_archives": False},
                 {"type": "play", "card": "Earthbind", "target": "Troll", "player": "bob"},
                 {"type": "discard", "card": "Dust Pixie", "player": "bob"},  # Bob's discard: his, and last turn's
                 {"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "take_archives": False}]
    reap = {"type": "reap", "card": "Troll"}
    r = run(alice=alice, bob=bob, actions=bobs_turn + [reap])
    assert _refusal(r) == "kf:glossary/cannot-vs-must"
    assert card(r, "Earthbind")["attached_to"] == "troll" and card(r, "Earthbind")["controller"] == "bob"
    r = run(alice=alice, bob=bob, actions=bobs_turn + [{"type": "discard", "card": "Punch"}, reap])
    assert r.outcome != "refused" and state(r, "players.alice.amber") == 1


# -- Punctuated Equilibrium: each hand discarded, then refilled as at the end of a turn --------------------------
def test_punctuated_equilibrium_to_definition():
    d = compiled("Play: Each player discards their hand, then refills their hand as if it were the end of their turn.",
                 "action", "Punctuated Equilibrium")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"discard": "all", "from": "hand"}, {"discard": "all", "from": "hand", "who": "opponent"},
        {"kxa_refill_hand": "you"}, {"kxa_refill_hand": "opponent"}]}]


# kf:glossary/discard-pile, kf:turn/step-5, kf:glossary/chains — Alice plays Punctuated Equilibrium holding two
# other cards, Bob holds two and has 2 chains: both hands go to the discard piles, Alice draws six, Bob five
# (one fewer for his chains, then he sheds one, as in his own draw step)
def test_punctuated_equilibrium_discards_and_refills_both_hands(run):
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"],
             "hand": ["Punctuated Equilibrium", "Troll", "Krump"], "deck": ["Dust Pixie"] * 8}
    bob = {"chains": 2, "hand": ["Punch", "Anger"], "deck": ["Bumpsy"] * 8}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Punctuated Equilibrium"}])
    assert len(state(r, "players.alice.hand")) == 6 and len(state(r, "players.alice.deck")) == 2
    assert {"Troll", "Krump"} <= set(state(r, "players.alice.discard"))
    assert len(state(r, "players.bob.hand")) == 5 and state(r, "players.bob.chains") == 1
    assert sorted(state(r, "players.bob.discard")) == ["Anger", "Punch"]
