"""The compiler's 'amber' family (grammar/amber.lark, families/amber.py, verbs_amber.py):
printed sentences → card format, and scenario runs showing the engine does what the text says.
Rule IDs in the comments name the rule each test exercises."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text
from judge.keyforge.vocabulary import check_effect

from .conftest import state


def effects(text: str, label: str = "Play", name: str = "Test Card", card_type: str = "action") -> list[dict]:
    out = compile_text(name, card_type, f"{label}: {text}")
    assert out.complete, out.sentences
    return out.definition["abilities"][0]["effects"]


def creature(name: str, power: int, house: str = "brobnar", **more) -> dict:
    return {"name": name, "house": house, "type": "creature", "power": power, **more}


def action(name: str, house: str, effects: list[dict]) -> dict:
    return {"name": name, "house": house, "type": "action", "abilities": [{"trigger": "play", "effects": effects}]}


def events(result) -> list[str]:
    return [s["event"] for s in result.steps]


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Gain 1A for each forged key your opponent has.", [{"gain": 1, "for_each": "opponent.keys"}]),
        ("Steal 1A for each forged key your opponent has.", [{"steal": 1, "for_each": "opponent.keys"}]),
        ("If your opponent has more A than you, gain 1A for each key your opponent has forged.",
         [{"gain": 1, "for_each": "opponent.keys", "if": ["opponent.amber", ">", "you.amber"]}]),
        ("Each player loses half their A .", [{"each_player": {"lose": {"half": "you.amber"}}}]),
        ("Each player gains 1A.", [{"each_player": {"gain": 1}}]),
        ("Each player gains A equal tothe A in their pool.", [{"each_player": {"gain": "you.amber"}}]),
        ("If you have less A than your opponent, steal 1A. Otherwise, each player gains 1A.",
         [{"steal": 1, "if": ["you.amber", "<", "opponent.amber"]}, {"each_player": {"gain": 1}, "otherwise": True}]),
        ("If your opponent has exactly 1A, steal it.", [{"steal": 1, "if": ["opponent.amber", "==", 1]}]),
        ("If your opponent has 3A or fewer, steal 3A.", [{"steal": 3, "if": ["opponent.amber", "<=", 3]}]),
        ("If your opponent has 7A or more, capture all of it.",
         [{"capture": "opponent.amber", "if": ["opponent.amber", ">=", 7]}]),
        ("If your opponent has 7 or more A, capture all but 5 of it.",
         [{"capture": {"all_but": 5, "of": "opponent.amber"}, "if": ["opponent.amber", ">=", 7]}]),
        ("Steal all but 6 of your opponent's A.", [{"steal": {"all_but": 6, "of": "opponent.amber"}}]),
        ("Choose a friendly creature to capture 2A.", [{"capture": 2, "by": {"side": "friendly"}}]),
        ("For each friendly Mars creature, choose an enemy creature to capture 1A from their own side.",
         [{"capture": 1, "by": {"side": "enemy"}, "from": "own-side",
           "for_each": {"count": {"side": "friendly", "house": "mars", "each": True}}}]),
        ("Each undamaged creature captures 1A from its opponent.",
         [{"capture": 1, "by": {"each": True, "damaged": False}}]),
        ("Each damaged enemy non-Mars creature captures 1A from their own side.",
         [{"capture": 1, "by": {"each": True, "damaged": True, "side": "enemy", "not_house": "mars"},
           "from": "own-side"}]),
        ("For each house represented among friendly creatures, a friendly creature captures 1A.",
         [{"capture": 1, "by": {"side": "friendly"}, "for_each": "you.creature_houses"}]),
        ("You may forge a key at +10A current cost, reduced by 1A for each card in your hand.",
         [{"forge": {"modify": 10, "minus": "you.hand"}, "may": True}]),
        ("Forge a key at +8A current cost, reduced by 1A for each A on friendly creatures.",
         [{"forge": {"modify": 8, "minus": "you.creature_amber"}}]),
        ("Forge a key at current cost, reduced by 1A for each friendly Sin creature.",
         [{"forge": {"modify": 0, "minus": {"count": {"side": "friendly", "trait": "sin", "each": True}}}}]),
        ("If you have not forged a keythis turn, you may forge a key at+4A current cost.",
         [{"forge": {"modify": 4}, "may": True, "if": ["you.forged_this_turn", "==", 0]}]),
        ("If your opponent forged a key on their previous turn, unforge it.",
         [{"unforge": True, "if": ["opponent.forged_last_turn", ">", 0]}]),
        ("If your opponent has more forged keys than you, unforge an opponent's key. "
         "If you unforge an opponent's key this way, your opponent gains 6A.",
         [{"unforge": True, "if": ["opponent.keys", ">", "you.keys"]}, {"gain": 6, "who": "opponent", "if_you_do": True}]),
        ("Capture 1A. Then, if your opponent has more forged keys than you, steal 1A.",
         [{"capture": 1}, {"steal": 1, "if": ["opponent.keys", ">", "you.keys"]}]),
        ("Move 1A from a creature to your pool. Deal 2D to that creature.",
         [{"move_aember": 1, "from": {}, "to": "pool"}, {"deal_damage": 2, "target": "previous-target"}]),
        ("Move each A from friendly creatures to your pool.",
         [{"move_aember": "all", "from": {"side": "friendly", "each": True}, "to": "pool"}]),
        ("Move each A from Test Card to the common supply.", [{"move_aember": "all", "from": "self", "to": "supply"}]),
        ("Exalt Test Card once for each friendly Sin creature.",
         [{"exalt": True, "target": "self", "for_each": {"count": {"side": "friendly", "trait": "sin", "each": True}}}]),
        ("If there are 2 or more friendly Sin creatures, capture all of your opponent's A.",
         [{"capture": "opponent.amber", "if": [{"count": {"side": "friendly", "trait": "sin", "each": True}}, ">=", 2]}]),
        ("Steal 2A if your opponent has 3 or more Logos creatures in play.",
         [{"steal": 2, "if": [{"count": {"house": "logos", "side": "enemy", "each": True}}, ">=", 3]}]),
        ("Deal 1D to a creature for eachA in your pool.",
         [{"deal_damage": 1, "target": {}, "for_each": "you.amber"}]),
        ("Lose all of your A. Draw 2 cards for each A lost.", [{"lose": "you.amber"}, {"draw": 2, "for_each": "this-way"}]),
        ("Lose all your A. Then, your opponent loses triple the amount of A you lost this way.",
         [{"lose": "you.amber"}, {"lose": {"times": 3, "of": "this-way"}, "who": "opponent"}]),
        ("If there are no enemy creatures, exalt each friendly creature. "
         "If you do and there are 6 or more friendly creatures, forge a key at no cost.",
         [{"exalt": True, "target": {"each": True, "side": "friendly"}, "if": ["opponent.creatures", "==", 0]},
          {"forge": "free", "if_you_do": True, "if": [{"count": {"side": "friendly", "each": True}}, ">=", 6]}]),
        ("If your opponent has an even amount of A, steal 1A.",
         [{"steal": 1, "if": ["opponent.amber", "==", {"times": 2, "of": {"half": "opponent.amber"}}]}]),
    ],
)
def test_a_sentence_compiles_to(text, expected):
    assert effects(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "(to a maximum of 6)" is cut out of the printed text: the reduction would have no cap
        "Forge a key at +7A current cost, reduced by 1A for each house represented among cards in play.",
        # a reduction of more than 1A per thing has no amount that multiplies
        "Forge a key at +7A current cost, reduced by 2A for each card in your hand.",
    ],
)
def test_left_uncompiled(text):
    assert not compile_text("Test Card", "action", f"Play: {text}").complete


def test_bad_each_player_and_amounts_are_rejected():
    with pytest.raises(ValueError):
        check_effect({"each_player": {"steal": 1}})
    with pytest.raises(ValueError):
        check_effect({"each_player": {"gain": 1, "who": "opponent"}})
    with pytest.raises(ValueError):
        check_effect({"steal": {"all_but": -1, "of": "opponent.amber"}})
    with pytest.raises(ValueError):
        check_effect({"move_aember": 1, "from": "self", "to": "hand"})
    with pytest.raises(ValueError):
        check_effect({"gain": 1, "to": "pool"})


# -- the engine does what the text says -------------------------------------------------------------
# kf:glossary/aember — each player loses half of their own pool, rounded down
def test_each_player_loses_half_their_own_aember(run):
    r = run(
        alice={"house": "logos", "amber": 5, "hand": ["Effervescent Principle"]},
        bob={"amber": 7},
        actions=[{"type": "play", "card": "Effervescent Principle"}],
    )
    assert state(r, "players.alice.amber") == 3 and state(r, "players.bob.amber") == 4
    assert state(r, "players.alice.chains") == 1 and "each-player" in events(r)


# kf:glossary/aember — "otherwise": neither player gains when the first part happened
@pytest.mark.parametrize("alice_amber, alice_after, bob_after", [(1, 2, 2), (4, 5, 4)])
def test_otherwise_each_player_gains(run, alice_amber, alice_after, bob_after):
    card = action("Test Cloak", "shadows", effects(
        "If you have less A than your opponent, steal 1A. Otherwise, each player gains 1A."))
    r = run(alice={"house": "shadows", "amber": alice_amber, "hand": [card]}, bob={"amber": 3},
            actions=[{"type": "play", "card": "Test Cloak"}])
    assert (state(r, "players.alice.amber"), state(r, "players.bob.amber")) == (alice_after, bob_after)


# kf:glossary/steal — all but 6: nothing when the opponent has 6 or less
@pytest.mark.parametrize("bob_amber, stolen", [(9, 3), (6, 0), (2, 0)])
def test_steal_all_but_six(run, bob_amber, stolen):
    r = run(alice={"house": "shadows", "hand": ["Too Much to Protect"]}, bob={"amber": bob_amber},
            actions=[{"type": "play", "card": "Too Much to Protect"}])
    assert state(r, "players.alice.amber") == 1 + stolen  # the card's æmber bonus, then the theft
    assert state(r, "players.bob.amber") == bob_amber - stolen


# kf:glossary/capture — "capture all but 5 of it" only from 7 on
@pytest.mark.parametrize("bob_amber, captured", [(8, 3), (6, 0)])
def test_capture_all_but_five(run, bob_amber, captured):
    r = run(alice={"house": "sanctum", "hand": ["Gatekeeper"]}, bob={"amber": bob_amber},
            actions=[{"type": "play", "card": "Gatekeeper"}])
    assert state(r, "cards.gatekeeper.amber") == captured and state(r, "players.bob.amber") == bob_amber - captured


# kf:glossary/capture — each creature captures from its own opponent
def test_each_undamaged_creature_captures_from_its_opponent(run):
    r = run(
        alice={"house": "dis", "amber": 3, "hand": ["Pandemonium"],
               "battleline": [creature("Test Imp", 3, "dis"), {"card": creature("Hurt Imp", 3, "dis"), "damage": 1}]},
        bob={"amber": 3, "battleline": [creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Pandemonium"}],
    )
    assert state(r, "cards.test-imp.amber") == 1 and state(r, "cards.hurt-imp.amber") == 0
    assert state(r, "cards.test-goblin.amber") == 1
    assert state(r, "players.alice.amber") == 3 and state(r, "players.bob.amber") == 2  # +1 bonus −1, −1


# kf:glossary/move — æmber moved to a pool is not stolen; "that creature" is the one moved from
def test_move_aember_to_your_pool(run):
    r = run(
        alice={"house": "shadows", "hand": ["Mug"]},
        bob={"battleline": [{"card": creature("Test Goblin", 5), "captured_amber": 2}]},
        actions=[{"type": "play", "card": "Mug"}],
        choices=["Test Goblin"],
    )
    assert state(r, "players.alice.amber") == 2 and state(r, "cards.test-goblin.amber") == 1
    assert state(r, "cards.test-goblin.damage") == 2 and "steal" not in events(r)


# kf:glossary/move — "from friendly creatures": from every one of them
def test_move_each_aember_from_friendly_creatures(run):
    card = action("Test Glut", "dis", effects("Move each A from friendly creatures to your pool."))
    r = run(
        alice={"house": "dis", "hand": [card],
               "battleline": [{"card": creature("Imp One", 3, "dis"), "captured_amber": 2},
                              {"card": creature("Imp Two", 3, "dis"), "captured_amber": 1}]},
        bob={"battleline": [{"card": creature("Test Goblin", 5), "captured_amber": 4}]},
        actions=[{"type": "play", "card": "Test Glut"}],
    )
    assert state(r, "players.alice.amber") == 3
    assert state(r, "cards.imp-one.amber") == 0 and state(r, "cards.imp-two.amber") == 0
    assert state(r, "cards.test-goblin.amber") == 4


# kf:glossary/forge, kf:glossary/cost — +8, less 1 per æmber on friendly creatures
@pytest.mark.parametrize("pool, forged", [(11, 1), (10, 0)])
def test_forge_reduced_by_aember_on_friendly_creatures(run, pool, forged):
    r = run(
        alice={"house": "saurian", "houses": ["saurian", "dis", "logos"], "amber": pool - 1, "hand": ["Imperial Forge"],
               "battleline": [{"card": creature("Test Saurus", 5, "saurian"), "captured_amber": 3}]},
        actions=[{"type": "play", "card": "Imperial Forge"}],
    )
    assert state(r, "players.alice.keys") == forged  # 6 + 8 − 3 = 11
    assert state(r, "players.alice.amber") == (0 if forged else pool)


# kf:glossary/forge — "if you have not forged a key this turn": a key forged earlier this turn counts
@pytest.mark.parametrize("forge_first, keys", [(False, 1), (True, 1)])
def test_not_forged_a_key_this_turn(run, forge_first, keys):
    forge = action("Test Forge", "shadows", [{"forge": "free"}])
    hand = ([forge] if forge_first else []) + ["Nightforge"]
    acts = ([{"type": "play", "card": "Test Forge"}] if forge_first else []) + [{"type": "play", "card": "Nightforge"}]
    r = run(alice={"house": "shadows", "amber": 9, "hand": hand}, actions=acts, choices=[] if forge_first else ["yes"])
    assert state(r, "players.alice.keys") == keys
    assert state(r, "players.alice.amber") == (10 if forge_first else 0)  # 9 + 1 bonus; cost 6 + 4


# kf:glossary/unforge — only when the opponent forged on their previous turn
@pytest.mark.parametrize("forged_last_turn, keys", [(1, 0), (0, 1)])
def test_unforge_the_key_forged_last_turn(run, forged_last_turn, keys):
    r = run(alice={"house": "dis", "hand": ["Key Hammer"]},
            bob={"keys": 1, "forged_last_turn": forged_last_turn},
            actions=[{"type": "play", "card": "Key Hammer"}])
    assert state(r, "players.bob.keys") == keys and state(r, "players.bob.amber") == 6


# kf:glossary/aember — "triple the amount you lost this way": three times what the first part took
@pytest.mark.parametrize("bob_amber, bob_after", [(20, 5), (7, 0)])
def test_opponent_loses_triple_what_you_lost(run, bob_amber, bob_after):
    card = action("Test Storm", "brobnar", effects(
        "Lose all your A. Then, your opponent loses triple the amount of A you lost this way."))
    r = run(alice={"amber": 5, "hand": [card]}, bob={"amber": bob_amber}, actions=[{"type": "play", "card": "Test Storm"}])
    assert state(r, "players.alice.amber") == 0 and state(r, "players.bob.amber") == bob_after


# kf:glossary/for-each — "for each A lost": once per æmber the preceding part took
def test_draw_for_each_aember_lost(run):
    card = action("Test Generosity", "brobnar", effects("Lose all of your A. Draw 2 cards for each A lost."))
    r = run(alice={"amber": 2, "hand": [card], "deck": [creature(f"Deck Ogre {i}", 3) for i in range(6)]},
            actions=[{"type": "play", "card": "Test Generosity"}])
    assert len(state(r, "players.alice.hand")) == 4 and len(state(r, "players.alice.deck")) == 2


# kf:glossary/if-you-do — "if you do and there are 6 or more friendly creatures": both must hold
@pytest.mark.parametrize("friendly, enemy, keys", [(6, 0, 1), (5, 0, 0), (6, 1, 0)])
def test_if_you_do_and_a_condition(run, friendly, enemy, keys):
    card = action("Test Triumph", "brobnar", effects(
        "If there are no enemy creatures, exalt each friendly creature. "
        "If you do and there are 6 or more friendly creatures, forge a key at no cost."))
    r = run(alice={"hand": [card], "battleline": [creature(f"Ogre {i}", 3) for i in range(friendly)]},
            bob={"battleline": [creature(f"Goblin {i}", 3) for i in range(enemy)]},
            actions=[{"type": "play", "card": "Test Triumph"}])
    assert state(r, "players.alice.keys") == keys
    assert state(r, "cards.ogre-0.amber") == (0 if enemy else 1)


# kf:glossary/steal — "an even / an odd amount of æmber" (0 is even)
@pytest.mark.parametrize("parity, bob_amber, stolen", [("even", 4, 1), ("even", 3, 0), ("even", 0, 0),
                                                         ("odd", 3, 1), ("odd", 4, 0)])
def test_even_or_odd_amount_of_aember(run, parity, bob_amber, stolen):
    card = action("Test Parity", "brobnar", effects(f"If your opponent has an {parity} amount of A, steal 1A."))
    r = run(alice={"hand": [card]}, bob={"amber": bob_amber}, actions=[{"type": "play", "card": "Test Parity"}])
    assert state(r, "players.alice.amber") == stolen and state(r, "players.bob.amber") == bob_amber - stolen
