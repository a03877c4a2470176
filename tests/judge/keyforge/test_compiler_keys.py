"""The compiler's 'keys' family (grammar/keys.lark, families/keys.py): what a key costs.
Printed sentences → card format, and scenarios with real cards showing that the engine
(amber.key_cost, lasting.py) charges what the printed text says (kf:glossary/cost)."""

import pytest

from .conftest import compiled

ENEMY_5 = {"count": {"side": "enemy", "power": [">=", 5], "each": True}}


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # a constant ability on every player's keys
        ("Keys cost +3A.", {"static": [{"key_cost": 3, "for": "each"}]}),
        ("Keys cost –2A.", {"static": [{"key_cost": -2, "for": "each"}]}),
        ("Each player’s keys cost +1A.", {"static": [{"key_cost": 1, "for": "each"}]}),
        # only while the card is where the text says
        ("While Foo is not on a flank, keys cost +1 A.",
         {"static": [{"key_cost": 1, "for": "each", "if": {"self": {"where": "non-flank"}}}]}),
        # your own keys, counted from the board
        ("Your keys cost +1A for each enemy creature with power 5 or higher.",
         {"static": [{"key_cost": ENEMY_5, "for": "you"}]}),
        # lasting effects on the opponent's next turn (kf:glossary/lasting-effects)
        ("Play: Your opponent’s keys cost +3A during their next turn.",
         {"abilities": [{"trigger": "play", "effects": [
             {"lasting": {"kind": "key-cost", "amount": 3}, "duration": "opponent-next-turn"}]}]}),
        ("Play: Keys cost +1A for each Dis creature in play during your opponent’s next turn.",
         {"abilities": [{"trigger": "play", "effects": [
             {"lasting": {"kind": "key-cost", "amount": {"count": {"house": "dis", "zone": "play", "each": True}},
                          "players": "each"}, "duration": "opponent-next-turn"}]}]}),
    ],
)
def test_sentence_to_definition(text, expected):
    assert compiled(text) == expected


# -- the engine charges it -----------------------------------------------------------------------
def key_costs(r):
    return [r.final_state["players"][p]["key_cost"] for p in ("alice", "bob")]


# kf:glossary/cost — "Keys cost +3A." (Universal Keylock) raises both players' keys; The Quiet
# Anvil's "-2A" lowers them
def test_keylock_and_anvil_change_every_players_key_cost(run):
    assert key_costs(run(alice={"artifacts": ["Universal Keylock"]})) == [9, 9]
    assert key_costs(run(bob={"artifacts": ["The Quiet Anvil"]})) == [4, 4]
    assert key_costs(run(alice={"artifacts": ["Universal Keylock"]}, bob={"artifacts": ["The Quiet Anvil"]})) == [7, 7]


# kf:glossary/cost, kf:rules/constant-abilities — Titan Engineer raises key costs only while it
# is not on a flank
def test_titan_engineer_raises_key_costs_only_off_the_flank(run):
    middle = run(alice={"battleline": ["Troll", "Titan Engineer", "Krump"]})
    flank = run(alice={"battleline": ["Titan Engineer", "Troll"]})
    assert key_costs(middle) == [7, 7] and key_costs(flank) == [6, 6]


# kf:glossary/cost, kf:glossary/for-each — Grump Buggy: your keys cost +1 for each enemy creature
# with power 5 or higher; your opponent's +1 for each such friendly creature (both counted now)
def test_grump_buggy_counts_powerful_creatures_on_each_side(run):
    r = run(alice={"artifacts": ["Grump Buggy"], "battleline": ["Troll"]},  # Troll: power 8
            bob={"battleline": ["Krump", "Bumpsy", "Urchin"]})  # Krump 6, Bumpsy 5, Urchin 1
    assert key_costs(r) == [6 + 2, 6 + 1]


# kf:glossary/lasting-effects — Rhetor Gallim: "your opponent's keys cost +3A during their next
# turn": not now, and only the opponent's keys
def test_rhetor_gallim_raises_the_opponents_key_cost_on_their_next_turn(run):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Rhetor Gallim"]}
    bob = {"amber": 8, "houses": ["shadows", "brobnar", "logos"]}
    play = {"type": "play", "card": "Rhetor Gallim"}
    r = run(alice=alice, bob=bob, actions=[play])
    assert key_costs(r) == [6, 6]
    r = run(alice=alice, bob=bob, actions=[play, {"type": "end-turn"}])
    assert r.final_state["players"]["bob"]["keys"] == 0  # 8 < 6 + 3: bob cannot forge
    assert key_costs(r) == [6, 9]


# -- keys that cannot be forged ------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Players cannot forge their first key.", {"static": [{"cannot_forge_key": 1}]}),
    ("Players cannot forge their third key.", {"static": [{"cannot_forge_key": 3}]}),
    ("Each player cannot forge keys while they have more forged keys than their opponent.",
     {"static": [{"cannot_forge_key": "ahead"}]}),
])
def test_cannot_forge_to_definition(text, expected):
    assert compiled(text) == expected


def test_a_malformed_cannot_forge_is_refused():
    from judge.keyforge.vocabulary import check_static

    with pytest.raises(ValueError):
        check_static({"cannot_forge_key": 4})


def forge_in_step_1(run, bob, alice_line=(), alice_artifacts=()):
    """alice ends her turn; bob, with 6 æmber, would forge in his step 1 (kf:turn/step-1)."""
    return run(alice={"battleline": list(alice_line), "artifacts": list(alice_artifacts)},
               bob={"amber": 6, "houses": ["brobnar", "logos", "untamed"], **bob}, actions=[{"type": "end-turn"}])


# kf:rules/constant-abilities, kf:glossary/cannot-vs-must — Bronze Key Imp: no one forges their
# first key; a second key is not stopped
def test_bronze_key_imp_stops_the_first_key_only(run):
    r = forge_in_step_1(run, {}, alice_line=["Bronze Key Imp"])
    assert r.final_state["players"]["bob"]["keys"] == 0 and r.final_state["players"]["bob"]["amber"] == 6
    assert "cannot-forge" in [s["event"] for s in r.steps]
    r = forge_in_step_1(run, {"keys": 1}, alice_line=["Bronze Key Imp"])
    assert r.final_state["players"]["bob"]["keys"] == 2


# kf:rules/constant-abilities — Heart of the Forest: a player ahead in keys cannot forge
def test_heart_of_the_forest_stops_the_player_ahead(run):
    r = forge_in_step_1(run, {"keys": 1}, alice_artifacts=["Heart of the Forest"])
    assert r.final_state["players"]["bob"]["keys"] == 1  # 1 > 0: bob is ahead
    r = run(alice={"keys": 1, "artifacts": ["Heart of the Forest"]},
            bob={"amber": 6, "keys": 1, "houses": ["brobnar", "logos", "untamed"]}, actions=[{"type": "end-turn"}])
    assert r.final_state["players"]["bob"]["keys"] == 2  # level: bob may forge
