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


@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Each player gains 2A. After a creature is used to fight, its controller loses 4A. Destroy Foo.", "artifact",
     {"abilities": [{"trigger": "after-creature-fights", "effects": [{"lose": 4, "who": "event-player"},
                                                                     {"destroy": True, "target": "self"}]},
                    {"trigger": "play", "effects": [{"each_player": {"gain": 2}}]}]}),
    ('This creature gains, "After any player chooses Dis as their active house, put Foo into its owner\'s archives '
     'and destroy this creature."', "upgrade",
     {"static": [{"gains": {"abilities": [{"trigger": "after-house-chosen", "event": {"house": "dis"}, "effects": [
         {"archive": True, "target": "granting-card", "into": "owner"}, {"destroy": True, "target": "self"}]}]},
         "affects": "attached"}]}),
    ('Each of Foo\'s neighbors gains, "Destroyed: Move each A on this creature to a neighboring Foo."', "creature",
     {"static": [{"gains": {"abilities": [{"trigger": "destroyed", "effects": [
         {"move_aember": "all", "from": "self", "to": "granting-card"}]}]}, "affects": "neighbors"}]}),
    ("You may play upgrades as if they were in the active house.", "artifact",
     {"static": [{"kxw_play_upgrades_as_active": True}]}),
])
def test_sentence_to_definition_2(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:rules/constant-abilities — a watcher printed after the "Play:" ability (the catalogue joins the lines; the
# later printing puts it on its own line) is a constant ability: only its sentences follow it
def test_a_watcher_after_a_bold_ability_takes_the_sentences_after_it():
    from judge.keyforge.cards.compiler.compile import compile_text

    r = compile_text("Foo", "artifact", "Play: Gain 1A. After a creature reaps, gain 1A. Draw a card. Steal 1A.")
    assert r.complete and r.definition["abilities"] == [
        {"trigger": "after-creature-reaps", "effects": [{"gain": 1}, {"draw": 1}, {"steal": 1}]},
        {"trigger": "play", "effects": [{"gain": 1}]}]
    r = compile_text("Foo", "artifact", "Play: After a creature reaps, gain 1A.")  # no effect before it: not read
    assert not r.complete


STAR = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"]}


# kf:glossary/fight — Peace Accord: each player gains 2A when it is played; when a creature is then used to
# fight, its controller (alice) loses 4A and Peace Accord is destroyed (the second fight, in which Bumpsy dies, costs nothing)
def test_peace_accord_makes_the_first_fight_cost_4a_and_ends(run):
    alice = {**STAR, "amber": 3, "hand": ["Peace Accord"], "battleline": ["Bumpsy", "Troll"]}
    r = run(alice=alice, bob={"amber": 1, "battleline": ["Dodger"]},
            actions=[{"type": "play", "card": "Peace Accord"}])
    assert players(r, "amber") == [5, 3] and state(r, "players.alice.artifacts") == ["Peace Accord"]
    alice = {**alice, "house": "brobnar"}
    r = run(alice={**alice, "hand": [], "artifacts": ["Peace Accord"], "amber": 5}, bob={"amber": 1,
            "battleline": ["Dodger", "Troll"]},
            actions=[{"type": "fight", "card": "Troll", "target": "Dodger"},
                     {"type": "fight", "card": "Bumpsy", "target": "Troll"}])
    assert players(r, "amber") == [1, 1] and state(r, "players.alice.discard") == ["Peace Accord", "Bumpsy"]


# kf:timing/step-2/after-house-chosen, kf:glossary/self-referential-text — Painmail: when either player
# chooses Dis, Painmail goes to its owner's archives and the creature it was on is destroyed; another house: nothing
@pytest.mark.parametrize("house, destroyed", [("dis", True), ("brobnar", False)])
def test_painmail_leaves_and_destroys_its_creature_when_dis_is_chosen(run, house, destroyed):
    alice = {"battleline": [{"card": "Troll", "upgrades": ["Painmail"]}]}
    bob = {"houses": ["dis", "brobnar", "logos"]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "end-turn"}, {"type": "choose-house", "house": house, "player": "bob", "take_archives": False}])
    if destroyed:
        assert state(r, "players.alice.archives") == ["Painmail"] and state(r, "players.alice.discard") == ["Troll"]
    else:
        assert state(r, "players.alice.battleline") == ["Troll"] and card(r, "Troll")["upgrades"]


# kf:glossary/move, kf:glossary/destroyed — Optio Gorkus: its neighbor Krump, destroyed fighting Troll, moves the
# 2A on it to Optio Gorkus instead of them going to the opponent; a creature not next to it does not. Played with
# the hand-written definition (cards/mm.py) and with the one compiled from the printed text
@pytest.mark.parametrize("definition", ["hand-written", "compiled"])
@pytest.mark.parametrize("line, to_optio, bob_amber", [
    (["Krump", "Optio Gorkus"], 2, 0), (["Krump", "Bumpsy", "Optio Gorkus"], 0, 2)])
def test_optio_gorkus_takes_the_aember_of_a_destroyed_neighbor(run, monkeypatch, definition, line, to_optio,
                                                                bob_amber):
    from judge.keyforge.cards.library import compiled as compiled_card, library

    if definition == "compiled":
        monkeypatch.setitem(library().cards, "Optio Gorkus", compiled_card("optio-gorkus"))
    line = [{"card": "Krump", "captured_amber": 2} if c == "Krump" else c for c in line]
    r = run(alice={"battleline": line}, bob={"battleline": ["Troll"]},
            actions=[{"type": "fight", "card": "Krump", "target": "Troll"}])
    assert "Krump" in state(r, "players.alice.discard")
    assert card(r, "Optio Gorkus")["amber"] == to_optio and players(r, "amber")[1] == bob_amber


# kf:turn/step-3 — Matter Maker: an upgrade of another house may be played; without Matter Maker it may not, and a
# card of another house that is no upgrade may not; discarding is not playing (still the active house only)
@pytest.mark.parametrize("artifacts, card_name, action, refused", [
    (["Matter Maker"], "Painmail", "play", False), ([], "Painmail", "play", "kf:turn/step-3"),
    (["Matter Maker"], "Gateway to Dis", "play", "kf:turn/step-3"),
    (["Matter Maker"], "Painmail", "discard", "kf:turn/step-3"),
])
def test_matter_maker_plays_upgrades_of_any_house(run, artifacts, card_name, action, refused):
    from .conftest import _refusal

    act = {"type": action, "card": card_name}
    if card_name == "Painmail" and action == "play":
        act["target"] = "Troll"
    r = run(alice={"artifacts": artifacts, "hand": [card_name], "battleline": ["Troll"]}, actions=[act])
    assert _refusal(r) == refused
    if not refused:
        assert card(r, "Troll")["upgrades"] == ["painmail"]


# kf:glossary/cannot-vs-must, kf:glossary/destroyed — General Order 24: at the start of alice's turn she must
# choose one of her creatures; each creature of its house, on both sides, is destroyed (Troll: Brobnar)
def test_general_order_24_destroys_the_house_of_the_creature_chosen(run):
    alice = {"houses": ["brobnar", "logos", "dis"], "artifacts": ["General Order 24"], "battleline": ["Troll", "Dodger"]}
    r = run(alice=alice, bob={"battleline": ["Krump", "Urchin"]}, step="forge", choices=["Troll"])
    assert state(r, "players.alice.battleline") == ["Dodger"] and state(r, "players.bob.battleline") == ["Urchin"]
    assert state(r, "players.alice.artifacts") == ["General Order 24"]
    r = run(alice=alice, bob={"battleline": ["Krump", "Urchin"]}, step="forge", choices=["Dodger"])
    assert state(r, "players.alice.battleline") == ["Troll"] and state(r, "players.bob.battleline") == ["Krump"]


# kf:glossary/replacement-effects — with no creature to choose, General Order 24 is destroyed instead; and the
# order is the turn's player's: at the start of bob's turn, bob chooses among his creatures
def test_general_order_24_is_destroyed_when_that_player_has_no_creatures(run):
    alice = {"houses": ["brobnar", "logos", "dis"], "artifacts": ["General Order 24"]}
    r = run(alice=alice, bob={"battleline": ["Krump"]}, step="forge")
    assert state(r, "players.alice.discard") == ["General Order 24"] and state(r, "players.bob.battleline") == ["Krump"]
    alice = {"house": "brobnar", "houses": ["brobnar", "logos", "dis"], "artifacts": ["General Order 24"],
             "battleline": ["Troll"]}
    r = run(alice=alice, bob={"houses": ["shadows", "brobnar", "logos"], "battleline": ["Urchin", "Krump"]},
            actions=[{"type": "end-turn"}], choices=["Urchin"])
    assert state(r, "players.bob.battleline") == ["Krump"] and state(r, "players.alice.battleline") == ["Troll"]


# kf:timing/step-1/start-of-turn, kf:glossary/ability — Gambling Den: at the start of alice's turn she may name a
# house; the top card of her deck is revealed: of that house she gains 2A, of another house she loses 2A; naming
# no house does nothing
@pytest.mark.parametrize("top, choices, amber", [
    ("Troll", ["yes", "brobnar"], 5), ("Dodger", ["yes", "brobnar"], 1), ("Troll", ["no"], 3),
    ("Dodger", ["yes", "shadows"], 5),
])
def test_gambling_den_gains_or_loses_on_the_named_house(run, top, choices, amber):
    alice = {"houses": ["brobnar", "shadows", "logos"], "amber": 3, "artifacts": ["Gambling Den"], "deck": [top, "Krump"]}
    r = run(alice=alice, step="forge", choices=choices)
    assert players(r, "amber")[0] == amber and state(r, "players.alice.deck") == [top, "Krump"]


# Gambling Den works at the start of each player's turn: on bob's turn bob names the house and gains or loses
def test_gambling_den_on_the_opponents_turn(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "shadows", "logos"], "artifacts": ["Gambling Den"]}
    bob = {"houses": ["shadows", "brobnar", "logos"], "amber": 4, "deck": ["Dodger"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "end-turn"}], choices=["yes", "logos"])
    assert players(r, "amber") == [0, 2]


# with an empty deck nothing can be revealed, and the card does not say whether "otherwise" then applies: the
# engine stops there rather than guess
def test_gambling_den_stops_on_an_empty_deck(run):
    from judge.keyforge.game import NotYetSupported

    alice = {"houses": ["brobnar", "shadows", "logos"], "amber": 3, "artifacts": ["Gambling Den"]}
    with pytest.raises(NotYetSupported):
        run(alice=alice, step="forge", choices=["yes", "brobnar"])


@pytest.mark.parametrize("text, expected", [
    ("At the start of each player's turn, they must choose a creature they control and destroy each creature of the "
     "chosen creature's house. If that player has no creatures in play, destroy Foo instead.",
     [{"kxw_destroy_chosen_house": True, "who": "event-player"}, {"kxw_instead_destroy_self": True}]),
    ("At the start of each player's turn, that player may name a house. If they do, reveal the top card of their deck. "
     "If it is of the named house, they gain 2A. Otherwise, they lose 2A.",
     [{"kxw_name_house": True, "who": "event-player", "may": True},
      {"look_at": 1, "revealed": True, "who": "event-player", "if_you_do": True},
      {"gain": 2, "who": "event-player", "if": {"previous": {"kind": "card", "house": "chosen"}}},
      {"lose": 2, "who": "event-player", "if": {"previous": {"kind": "card", "not_house": "chosen"}}}]),
])
def test_start_of_each_players_turn(text, expected):
    assert compiled(text, "artifact") == {"abilities": [{"trigger": "start-of-turn", "effects": expected}]}


# "they" after "at the start of each player's turn" is that player: the sentences read so go on with that watcher
# only; in a bold ability they do not compile
def test_the_players_sentences_compile_only_after_the_watcher():
    from judge.keyforge.cards.compiler.compile import compile_text

    for text in ("Play: Gain 1A. Otherwise, they lose 2A.", "Play: Gain 1A. If it is of the named house, they gain 2A.",
                 "Play: Gain 1A. If they do, reveal the top card of their deck."):
        assert not compile_text("Foo", "action", text).complete, text
