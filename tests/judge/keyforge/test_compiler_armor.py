"""The compiler's 'armor' family (grammar/armor.lark, families/armor.py): armor and damage
prevention. Printed sentences → card format, and scenarios with the real cards showing what the
engine does (damage.py; kf:glossary/armor, kf:timing/damage/prevention)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def result(text, card_type="creature"):
    return compile_text("Foo", card_type, text)


# -- sentence → definition ---------------------------------------------------------------------
def test_armor_cannot_prevent_the_damage_before_it():
    r = result("Fight/Reap: Deal 3<D> to each Human creature. This damage cannot be prevented by armor.")
    assert r.complete and r.definition["abilities"][0]["effects"] == [
        {"deal_damage": 3, "target": {"each": True, "trait": "human"}, "ignore_armor": True}]


@pytest.mark.parametrize("text", [
    "Play: Gain 1A. This damage cannot be prevented by armor.",  # no damage before it
    "This damage cannot be prevented by armor.",  # not in a bold ability
])
def test_the_modifier_needs_its_damage(text):
    r = result(text)
    assert not r.complete and "needs a preceding deal_damage" in r.sentences[-1][2]


def test_friendly_creatures_cannot_be_dealt_damage_next_turn():
    r = result("Omni: Destroy Foo. During your opponent’s next turn, friendly creatures cannot be dealt damage.",
               "artifact")
    assert r.complete and r.definition["abilities"][0]["effects"][1] == {
        "lasting": {"kind": "prevent-damage", "affects": "friendly-creatures"}, "duration": "opponent-next-turn"}


# -- the engine does it ------------------------------------------------------------------------------
KNIGHT = {"name": "Test Knight", "house": "sanctum", "type": "creature", "power": 5, "armor": 2, "traits": ["human"]}


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# kf:glossary/armor — Qyxxlyx Plague Master: its 3 damage is not prevented by armor; the armor is
# not used up either
def test_qyxxlyx_plague_master_damage_ignores_armor(run):
    alice = {"house": "mars", "houses": ["mars", "brobnar", "logos"], "battleline": ["Qyxxlyx Plague Master"]}
    r = run(alice=alice, bob={"battleline": [KNIGHT]}, actions=[{"type": "reap", "card": "Qyxxlyx Plague Master"}])
    knight = card(r, "Test Knight")
    assert knight["damage"] == 3 and knight["armor_left"] == 2
    assert any("kf:glossary/armor" in s["cites"] and s["event"] == "damage" for s in r.steps)


# kf:glossary/lasting-effects, kf:timing/damage/prevention — Lucky Dice: during bob's next turn
# alice's creatures are dealt no damage, even in a fight bob starts
def test_lucky_dice_prevents_damage_to_friendly_creatures_on_the_next_turn(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "artifacts": ["Lucky Dice"],
             "battleline": ["Troll"]}
    bob = {"houses": ["brobnar", "logos", "untamed"], "battleline": ["Krump"]}
    turn = [{"type": "use-omni", "card": "Lucky Dice"}, {"type": "end-turn"},
            {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
            {"type": "fight", "card": "Krump", "target": "Troll", "player": "bob"}]
    r = run(alice=alice, bob=bob, actions=turn)
    assert card(r, "Troll")["damage"] == 0 and "Krump" in r.final_state["players"]["bob"]["discard"]
    r = run(alice={**alice, "artifacts": []}, bob=bob, actions=turn[1:])
    assert card(r, "Troll")["damage"] == 6


def test_remove_a_ward_to_definition():
    r = result("Play: Remove a ward from a creature and deal 3D to it. This damage cannot be prevented by armor.",
               "action")
    assert r.complete and r.definition["abilities"][0]["effects"] == [
        {"remove_ward": True, "target": {}}, {"deal_damage": 3, "target": "previous-target", "ignore_armor": True}]


# kf:glossary/ward, kf:glossary/armor — Hadron Collision: the ward goes first, so the damage is
# dealt, and armor does not prevent it
def test_hadron_collision_removes_the_ward_then_ignores_armor(run):
    alice = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"], "hand": ["Hadron Collision"]}
    r = run(alice=alice, bob={"battleline": [{"card": KNIGHT, "ward": True}]},
            actions=[{"type": "play", "card": "Hadron Collision"}])
    knight = card(r, "Test Knight")
    assert knight["ward"] is False and knight["damage"] == 3 and knight["armor_left"] == 2
