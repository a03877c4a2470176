"""The compiler's 'kxw' family: Worlds Collide and Mass Mutation cards left by earlier rounds. Printed
sentences → card format, and engine tests that play each real card by name and check what its text says."""

import pytest

from .conftest import compiled, state
from .test_compiler_kmm import card, players

SHADOWS = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"]}


@pytest.mark.parametrize("text, card_type, expected", [
    ("Action: Move each A from an enemy creature to your opponent's pool. If there was at least 1A on that "
     "creature, take control of it.", "creature",
     {"abilities": [{"trigger": "action", "effects": [
         {"move_aember": "all", "from": {"side": "enemy"}, "to": "pool", "who": "opponent"},
         {"control": "you", "target": "previous-target", "if": ["this-way", ">=", 1]}]}]}),
    ("If you are haunted, Foo enters play ready.", "creature",
     {"static": [{"enters_ready": True, "if": ["you.discard", ">=", 10]}]}),
    ("Reap: Purge an enemy creature and a friendly creature.", "creature",
     {"abilities": [{"trigger": "reap", "effects": [
         {"purge": True, "targets": [{"side": "enemy"}, {"side": "friendly"}]}]}]}),
])
def test_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/move, kf:glossary/control — Shadowsaurus: the 2A on bob's Krump go to bob's pool (moved, not
# stolen), and since there was æmber on it alice takes control of Krump, which then belongs to house Shadows
def test_shadowsaurus_moves_the_aember_and_takes_the_creature(run):
    r = run(alice={**SHADOWS, "battleline": ["Shadowsaurus"]},
            bob={"amber": 1, "battleline": [{"card": "Krump", "captured_amber": 2}, "Troll"]},
            actions=[{"type": "use-action", "card": "Shadowsaurus"}], choices=["Krump", "right"])
    assert players(r, "amber") == [0, 3] and card(r, "Krump")["amber"] == 0
    assert card(r, "Krump")["controller"] == "alice" and card(r, "Krump")["houses"] == ["shadows"]
    assert state(r, "players.alice.battleline") == ["Shadowsaurus", "Krump"]


# kf:glossary/this-way — with no æmber on the chosen creature nothing moves and its control does not change
def test_shadowsaurus_leaves_a_creature_without_aember(run):
    r = run(alice={**SHADOWS, "battleline": ["Shadowsaurus"]}, bob={"amber": 1, "battleline": ["Krump", "Troll"]},
            actions=[{"type": "use-action", "card": "Shadowsaurus"}], choices=["Krump"])
    assert players(r, "amber") == [0, 1]
    assert card(r, "Krump")["controller"] == "bob" and card(r, "Krump")["houses"] == ["brobnar"]


# kf:glossary/haunted, kf:rules/constant-abilities — The Grim Reaper enters play ready when its controller
# has 10 or more cards in their discard pile, exhausted with 9
@pytest.mark.parametrize("discarded, exhausted", [(10, False), (11, False), (9, True)])
def test_the_grim_reaper_enters_ready_when_haunted(run, discarded, exhausted):
    r = run(alice={"hand": ["The Grim Reaper"], "discard": ["Troll"] * discarded},
            actions=[{"type": "play", "card": "The Grim Reaper"}])
    assert card(r, "The Grim Reaper")["exhausted"] is exhausted


# kf:glossary/purge — The Grim Reaper's reap purges the chosen enemy creature and the chosen friendly one
# (the Reaper itself may be the friendly one); with no enemy creature the friendly one is still purged
@pytest.mark.parametrize("bob_line, choices, alice_purged, bob_purged, alice_line", [
    (["Krump", "Dodger"], ["Krump", "Troll"], ["Troll"], ["Krump"], ["The Grim Reaper"]),
    (["Krump"], ["The Grim Reaper"], ["The Grim Reaper"], ["Krump"], ["Troll"]),
    ([], ["Troll"], ["Troll"], [], ["The Grim Reaper"]),
])
def test_the_grim_reaper_purges_an_enemy_and_a_friendly_creature(run, bob_line, choices, alice_purged, bob_purged,
                                                                  alice_line):
    r = run(alice={"battleline": ["The Grim Reaper", "Troll"]}, bob={"battleline": bob_line},
            actions=[{"type": "reap", "card": "The Grim Reaper"}], choices=choices)
    assert state(r, "players.alice.purged") == alice_purged and state(r, "players.bob.purged") == bob_purged
    assert state(r, "players.alice.battleline") == alice_line and players(r, "amber") == [1, 0]
