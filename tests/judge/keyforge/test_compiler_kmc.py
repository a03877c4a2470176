"""The compiler's 'kmc' family: Mass Mutation cards of the set's last list. Printed sentences →
card format, and engine tests that play each real card by name and check what its text says."""

import pytest

from .conftest import _refusal, compiled, state
from .test_compiler_kmm import card, players

SANCTUM = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"]}


@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Capture all but 5 of your opponent's A, distributed among any number of friendly creatures.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"capture": 1, "by": {"side": "friendly"}, "for_each": {"all_but": 5, "of": "opponent.amber"}}]}]}),
    ("Before Fight: If the creature Foo fights is the most powerful enemy creature, gain 2A.", "creature",
     {"abilities": [{"trigger": "before-fight", "effects": [
         {"gain": 2, "if": {"kmc_defender": {"most_powerful": True, "side": "enemy"}}}]}]}),
    ("At the start of your turn, the player who controls the most powerful creature gains 1A.", "artifact",
     {"abilities": [{"trigger": "start-of-turn", "whose": "friendly", "effects": [
         {"gain": 1, "if": {"kmc_controls_most_powerful": "you"}},
         {"gain": 1, "who": "opponent", "if": {"kmc_controls_most_powerful": "opponent"}}]}]}),
    ("Taunt.\nFoo's taunt also applies to its neighbors' neighbors.", "creature",
     {"keywords": ["taunt"], "static": [{"kmc_taunt_reach": True}]}),
    ("After an upgrade is attached to Foo or one of its neighbors, gain 1A.", "creature",
     {"abilities": [{"trigger": "kwb-after-upgrade-attached", "event": {"kwb_host": {"kmc_self_or_neighbor": True}},
                     "effects": [{"gain": 1}]}]}),
    ("Play: Move half the A from a creature to your pool (rounding up). Move the remaining A from that creature to "
     "your opponent's pool.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"kmc_move_half_aember": "up", "from": {}},
         {"move_aember": "all", "from": "previous-target", "to": "pool", "who": "opponent"}]}]}),
    ("Deploy.\nX is the combined power of Foo's non-Changeling neighbors.", "creature",
     {"keywords": ["deploy"],
      "static": [{"power": {"kmc_power_of": {"where": "neighbor", "of": "self", "not_trait": "changeling"}}}]}),
    ("Omni: Destroy Foo. For the remainder of the turn, each creature is considered to have 1 power and 0 armor.",
     "artifact",
     {"abilities": [{"trigger": "omni", "effects": [
         {"destroy": True, "target": "self"},
         {"lasting": {"kind": "modify", "static": {"kmc_considered": {"power": 1, "armor": 0}}, "affects": "each-creature"},
          "duration": "turn"}]}]}),
    ("Play: Unforge an opponent's key. If you do, when Foo leaves play, your opponent forges a key at no cost.",
     "creature",
     {"abilities": [{"trigger": "play", "effects": [
         {"unforge": True}, {"kmc_when_leaves": [{"forge": "free", "who": "opponent"}], "if_you_do": True}]}]}),
    ("Play: Purge a Mutant creature. If you do, discard cards from the top of its controller's deck until you discard "
     "a non-Mutant creature or run out of cards. If you discard a non-Mutant creature this way, put it into play "
     "under its owner's control.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"purge": True, "target": {"trait": "mutant"}},
         {"discard_until": {"not_trait": "mutant", "type": "creature"}, "who": "previous-controller", "if_you_do": True},
         {"kmc_put_into_play_owner": True, "target": "previous-target",
          "if": {"previous": {"not_trait": "mutant", "type": "creature"}}}]}]}),
    ("Omega.\nPlay: Destroy each creature. Each player reveals their hand and puts each creature from their hand into "
     "play ready.", "action",
     {"keywords": ["omega"], "abilities": [{"trigger": "play", "effects": [
         {"destroy": True, "target": {"each": True}},
         {"kmc_each_player": {"put_into_play": True, "enters_ready": True, "target": {
             "zone": "hand", "player": "you", "kind": "card", "type": "creature", "each": True}}, "reveal_hand": True}]}]}),
    ("At the end of your turn, if you did not use any creatures this turn, gain 1A for each friendly Sin creature.",
     "creature",
     {"abilities": [{"trigger": "end-of-turn", "whose": "friendly", "effects": [
         {"gain": 1, "if": ["you.kmc_creatures_used", "==", 0],
          "for_each": {"count": {"side": "friendly", "trait": "sin", "each": True}}}]}]}),
    ("Fight/Reap: If this is the first time Foo has been used this turn, ready and enrage it.", "creature",
     {"abilities": [{"trigger": ["fight", "reap"], "effects": [
         {"ready": True, "target": "self", "if": ["self.kmc_uses", "==", 1]},
         {"enrage": True, "target": "self", "if": ["self.kmc_uses", "==", 1]}]}]}),
    ("After your A is stolen, put a warrant counter on Foo for each A stolen.\nOmni: Remove a warrant counter from "
     "Foo. If you do, purge a creature.", "artifact",
     {"abilities": [
         {"trigger": "kwc-after-aember-stolen", "whose": "friendly",
          "effects": [{"place_token": "warrant", "target": "self", "for_each": "event.amount"}]},
         {"trigger": "omni", "effects": [{"kmc_remove_token": "warrant", "target": "self"},
                                         {"purge": True, "target": {}, "if_you_do": True}]}]}),
    ("This creature gets +2 armor.\nAfter this creature is used, its controller may attach Foo to one of this "
     "creature's neighbors.", "upgrade",
     {"static": [{"armor": 2, "affects": "attached"}],
      "abilities": [{"trigger": "after-card-used", "event": {"attached": True}, "effects": [
          {"kwb_attach": True, "target": "self", "to": {"where": "neighbor", "of": "event"}, "may": True}]}]}),
    ("Foo gets +1 power for each artifact in play.\nEach artifact's text box is considered blank (except for traits).",
     "creature",
     {"static": [{"power": {"count": {"kind": "artifact", "each": True}}}, {"kmc_blank_artifacts": True}]}),
    ("After a card is discarded from your hand, archive the top card of your deck.", "artifact",
     {"abilities": [{"trigger": "kmc-after-discarded-from-hand", "whose": "friendly",
                     "effects": [{"archive": 1, "from": "deck-top"}]}]}),
    ("Reap: You may exalt Foo. If you do, after you resolve your next action card this turn, return it to your hand "
     "instead of placing it in your discard pile.", "creature",
     {"abilities": [{"trigger": "reap", "effects": [{"exalt": True, "target": "self", "may": True},
                                                    {"kmc_next_action_to_hand": True, "if_you_do": True}]}]}),
    ("Play: Name a card. Until Foo leaves play, cards with that name cannot be played.", "artifact",
     {"abilities": [{"trigger": "play", "effects": [{"kmc_name_card": True}, {"kmc_named_cannot_be_played": True}]}]}),
])
def test_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/capture, kf:glossary/for-each — Bring Low: bob's 9 æmber less 5 = 4 captured, split as alice
# chooses (3 on Troll, 1 on Krump); with 5 or less nothing is captured
def test_bring_low_captures_all_but_five_distributed(run):
    alice = {**SANCTUM, "hand": ["Bring Low"], "battleline": ["Troll", "Krump"]}
    r = run(alice=alice, bob={"amber": 9}, actions=[{"type": "play", "card": "Bring Low"}],
            choices=["Troll", "Troll", "Krump", "Troll"])
    assert [card(r, "Troll")["amber"], card(r, "Krump")["amber"]] == [3, 1]
    assert players(r, "amber") == [1, 5]  # alice: the æmber bonus of Bring Low
    r = run(alice=alice, bob={"amber": 5}, actions=[{"type": "play", "card": "Bring Low"}])
    assert players(r, "amber") == [1, 5] and card(r, "Troll")["amber"] == 0


# kf:glossary/most-powerful, kf:glossary/before — Baldric the Bold: attacking the most powerful enemy
# creature (a tie counts: each tied creature is "the most powerful") gains 2A; a weaker one gains nothing
@pytest.mark.parametrize("defender, bob_line, gained", [
    ("Troll", ["Troll", "Krump"], 2), ("Krump", ["Troll", "Krump"], 0), ("Troll", ["Troll", "Troll"], 2),
])
def test_baldric_the_bold_gains_against_the_most_powerful(run, defender, bob_line, gained):
    alice = {**SANCTUM, "battleline": ["Baldric the Bold"]}
    r = run(alice=alice, bob={"battleline": bob_line},
            actions=[{"type": "fight", "card": "Baldric the Bold", "target": defender}], choices=[defender])
    assert players(r, "amber")[0] == gained


# kf:glossary/most-powerful, kf:turn/step-1 — Forum of Giants: at the start of its controller's turn, the
# player with the most powerful creature gains 1A; on a tie between the two sides both do (docs/rulings.md, KeyForge 57)
@pytest.mark.parametrize("alice_line, bob_line, gained", [
    (["Troll"], ["Krump"], [1, 0]), (["Krump"], ["Troll"], [0, 1]), (["Troll"], ["Troll"], [1, 1]), ([], [], [0, 0]),
])
def test_forum_of_giants_gives_the_most_powerful_creatures_controller_1a(run, alice_line, bob_line, gained):
    alice = {"houses": ["saurian", "brobnar", "logos"], "artifacts": ["Forum of Giants"], "battleline": alice_line}
    r = run(alice=alice, bob={"battleline": bob_line}, step="forge")
    assert players(r, "amber") == gained


# kf:glossary/taunt — Lady Loreena: besides its neighbors (Troll, Bumpsy), their other neighbors (Krump,
# Valdr) cannot be attacked; a creature three places away (Dodger) can, and so can one with taunt itself
@pytest.mark.parametrize("target, refused", [
    ("Krump", "kf:glossary/taunt"), ("Valdr", "kf:glossary/taunt"), ("Troll", "kf:glossary/taunt"),
    ("Dodger", False), ("Lady Loreena", False),
])
def test_lady_loreena_taunt_reaches_the_neighbors_neighbors(run, target, refused):
    bob = {"battleline": ["Krump", "Troll", "Lady Loreena", "Bumpsy", "Valdr", "Dodger"]}
    r = run(alice={"battleline": ["Ganger Chieftain"]}, bob=bob,
            actions=[{"type": "fight", "card": "Ganger Chieftain", "target": target}])
    assert _refusal(r) == refused


# kf:rules/upgrades, kf:glossary/neighbor — Commander Dhrxgar: an upgrade attached to it or to one of its
# neighbors gains its controller 1A, whoever plays the upgrade; one two places away does not
BADGE = {"name": "Test Badge", "house": "brobnar", "type": "upgrade"}


@pytest.mark.parametrize("host, amber", [
    ("Commander Dhrxgar", [0, 1]), ("Krump", [0, 1]), ("Troll", [0, 1]), ("Bumpsy", [0, 0]), ("Dodger", [0, 0]),
])
def test_commander_dhrxgar_gains_when_an_upgrade_is_attached_near_it(run, host, amber):
    r = run(alice={"hand": [BADGE], "battleline": ["Dodger"]},
            bob={"battleline": ["Troll", "Commander Dhrxgar", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Test Badge", "target": host}])
    assert players(r, "amber") == amber


# kf:glossary/move — Patronage: of the 5A on the chosen creature (bob's), 3 (half, rounded up) go to alice's
# pool and the remaining 2 to bob's; 4A split 2 and 2
@pytest.mark.parametrize("on_it, amber", [(5, [3, 2]), (4, [2, 2]), (1, [1, 0]), (0, [0, 0])])
def test_patronage_splits_a_creatures_aember(run, on_it, amber):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Patronage"],
             "battleline": ["Troll"]}
    r = run(alice=alice, bob={"battleline": [{"card": "Krump", "captured_amber": on_it}]},
            actions=[{"type": "play", "card": "Patronage"}], choices=["Krump"])
    assert players(r, "amber") == amber and card(r, "Krump")["amber"] == 0


# kf:rules/constant-abilities — Picaroon: its power X is its neighbors' power added (Troll 8 + Krump 6), not
# counting a Changeling neighbor (the other Picaroon); power counters add to X
def test_picaroon_has_the_combined_power_of_its_non_changeling_neighbors(run):
    r = run(alice={"battleline": ["Troll", "Picaroon", "Krump"]})
    assert card(r, "Picaroon")["power"] == card(r, "Troll")["power"] + card(r, "Krump")["power"] == 14
    r = run(alice={"battleline": ["Troll", "Picaroon", "Picaroon", "Krump"]})
    assert [c["power"] for c in r.final_state["cards"].values() if c["card"] == "Picaroon"] == [8, 6]
    r = run(alice={"battleline": ["Troll", {"card": "Picaroon", "power_counters": 2}]})
    assert card(r, "Picaroon")["power"] == 10


# kf:glossary/lasting-effects, kf:glossary/power, kf:glossary/armor — The Pale Star: for the rest of the turn
# every creature has 1 power and 0 armor (Troll 8 → 1, Baldric's armor 2 → 0, power counters do not count), so
# the damaged Krump is destroyed; The Pale Star itself is destroyed; the next turn the values are back
DIS = {"house": "dis", "houses": ["dis", "brobnar", "sanctum"]}


def test_the_pale_star_makes_each_creature_1_power_0_armor_for_the_turn(run):
    alice = {**DIS, "artifacts": ["The Pale Star"], "battleline": [{"card": "Troll", "power_counters": 3}]}
    bob = {"battleline": ["Baldric the Bold", {"card": "Krump", "damage": 1}]}
    r = run(alice=alice, bob=bob, actions=[{"type": "use-omni", "card": "The Pale Star"}])
    assert [card(r, "Troll")["power"], card(r, "Baldric the Bold")["power"]] == [1, 1]
    assert card(r, "Baldric the Bold")["armor"] == 0
    assert state(r, "players.bob.discard") == ["Krump"] and state(r, "players.alice.discard") == ["The Pale Star"]
    r = run(alice=alice, bob=bob, actions=[{"type": "use-omni", "card": "The Pale Star"}, {"type": "end-turn"}])
    assert [card(r, "Troll")["power"], card(r, "Baldric the Bold")["armor"]] == [11, 2]


# kf:glossary/forge, kf:glossary/leaves-play, kf:glossary/if-you-do — Turnkey: bob's key is unforged; when
# Turnkey is destroyed, bob forges a key at no cost (his 2A stay); with no key to unforge nothing waits
DOOM = {"name": "Test Doom", "house": "dis", "type": "action",
        "abilities": [{"trigger": "play", "effects": [{"destroy": True, "target": "creature"}]}]}


@pytest.mark.parametrize("keys, after_play, after_destroy", [(1, 0, 1), (0, 0, 0)])
def test_turnkey_gives_the_key_back_when_it_leaves_play(run, keys, after_play, after_destroy):
    alice = {**DIS, "hand": ["Turnkey", DOOM]}
    bob = {"keys": keys, "amber": 2}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Turnkey"}], choices=["right"])
    assert state(r, "players.bob.keys") == after_play
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Turnkey"}, {"type": "play", "card": "Test Doom"}],
            choices=["right", "Turnkey"])
    assert state(r, "players.bob.keys") == after_destroy and state(r, "players.bob.amber") == 2
    assert "Turnkey" in state(r, "players.alice.discard")


# kf:glossary/purge, kf:glossary/discard-pile, kf:glossary/control — Purify: bob's Mutant Cephaloist is purged;
# bob's deck is discarded down to the first non-Mutant creature (an action and a Mutant go first), and that
# Troll enters play under bob's control, its owner; when the deck runs out, nothing enters
@pytest.mark.parametrize("deck, enters, discard", [
    (["Bring Low", "Pismire", "Troll", "Krump"], True, ["Bring Low", "Pismire"]),
    (["Bring Low", "Pismire"], False, ["Bring Low", "Pismire"]),
])
def test_purify_purges_a_mutant_and_brings_its_controllers_next_creature(run, deck, enters, discard):
    alice = {**SANCTUM, "hand": ["Purify"], "battleline": ["Krump"]}
    bob = {"battleline": ["Cephaloist", "Dodger"], "deck": deck}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Purify"}], choices=["right"])
    assert state(r, "players.bob.purged") == ["Cephaloist"]
    assert state(r, "players.bob.discard") == discard
    assert state(r, "players.bob.battleline") == (["Dodger", "Troll"] if enters else ["Dodger"])
    assert not enters or card(r, "Troll")["controller"] == "bob"
    assert state(r, "players.bob.deck") == (["Krump"] if enters else [])


# kf:glossary/destroyed, kf:glossary/play — Æmberlution: every creature is destroyed; then each player puts the
# creatures of their own hand into play ready under their control (not played: no æmber bonus); the other
# cards stay in hand
def test_aemberlution_destroys_each_creature_and_each_hand_s_creatures_enter_ready(run):
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Æmberlution", "Dodger", "Patronage"],
             "battleline": ["Troll"]}
    bob = {"battleline": ["Krump"], "hand": ["Valdr", "Bumpsy", "Bring Low"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Æmberlution"}], choices=["right"] * 4)
    assert state(r, "players.alice.battleline") == ["Dodger"] and state(r, "players.alice.hand") == ["Patronage"]
    assert sorted(state(r, "players.bob.battleline")) == ["Bumpsy", "Valdr"]
    assert state(r, "players.bob.hand") == ["Bring Low"]
    assert not any(card(r, n)["exhausted"] for n in ("Dodger", "Valdr", "Bumpsy"))
    assert card(r, "Valdr")["controller"] == "bob"
    assert state(r, "players.alice.discard") == ["Troll", "Æmberlution"] and state(r, "players.bob.discard") == ["Krump"]


# kf:glossary/use, kf:glossary/for-each — Sloth: at the end of its controller's turn, with no creature used this
# turn, 1A for each friendly Sin creature (Sloth and Wrath: 2A; Krump is no Sin); after a reap with Wrath (a use)
# only the reap's 1A; an enemy Sin creature does not count
@pytest.mark.parametrize("actions, amber", [([], 2), ([{"type": "reap", "card": "Wrath"}], 1)])
def test_sloth_gains_only_when_no_creature_was_used(run, actions, amber):
    alice = {**DIS, "battleline": ["Sloth", "Wrath", "Krump"]}
    r = run(alice=alice, bob={"battleline": ["Pride"]}, actions=actions + [{"type": "end-turn"}])
    assert state(r, "players.alice.amber") == amber


# kf:glossary/stun, kf:glossary/use, kf:glossary/enrage — Gladiodontus: the first use this turn (a reap) readies
# and enrages it; the second use (a fight) does not; used first to remove its stun, the next reap is its second use
def test_gladiodontus_readies_and_enrages_on_its_first_use_only(run):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "battleline": ["Gladiodontus"]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Gladiodontus"}])
    assert card(r, "Gladiodontus")["exhausted"] is False and card(r, "Gladiodontus")["enraged"] is True
    r = run(alice=alice, bob={"battleline": ["Dodger"]},
            actions=[{"type": "reap", "card": "Gladiodontus"}, {"type": "fight", "card": "Gladiodontus", "target": "Dodger"}])
    assert card(r, "Gladiodontus")["exhausted"] is True
    stunned = {**alice, "battleline": [{"card": "Gladiodontus", "stunned": True}]}
    r = run(alice=stunned, actions=[{"type": "reap", "card": "Gladiodontus"}])
    assert card(r, "Gladiodontus")["stunned"] is False and card(r, "Gladiodontus")["exhausted"] is True


# kf:glossary/steal, kf:glossary/other-tokens, kf:glossary/if-you-do — Book of Malefaction: 1 warrant counter for
# each æmber stolen from its controller (2 of 3 asked for: bob had 2); its Omni removes one and purges a creature;
# without a counter nothing is purged
THEFT = {"name": "Test Theft", "house": "shadows", "type": "action", "abilities": [{"trigger": "play", "effects": [{"steal": 3}]}]}


def test_book_of_malefaction_counts_stolen_aember_and_spends_warrants(run):
    r = run(alice={"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "hand": [THEFT]},
            bob={"amber": 2, "artifacts": ["Book of Malefaction"]}, actions=[{"type": "play", "card": "Test Theft"}])
    assert card(r, "Book of Malefaction")["tokens"] == {"warrant": 2} and players(r, "amber") == [2, 0]
    for warrants, purged in ((1, ["Krump"]), (0, [])):
        book = {"card": "Book of Malefaction", "tokens": {"warrant": warrants}} if warrants else "Book of Malefaction"
        r = run(alice={**SANCTUM, "artifacts": [book]}, bob={"battleline": ["Krump"]},
                actions=[{"type": "use-omni", "card": "Book of Malefaction"}], choices=["Krump"])
        assert state(r, "players.bob.purged") == purged and not card(r, "Book of Malefaction").get("tokens")


# kf:rules/upgrades, kf:glossary/may — Blast Shielding: after Krump (its creature) reaps, it may move to one of
# Krump's neighbors (Bumpsy, not Troll two places away), taking its +2 armor along; declined, it stays
@pytest.mark.parametrize("answers, on", [(["yes", "Bumpsy"], "Bumpsy"), (["no"], "Krump")])
def test_blast_shielding_moves_to_a_neighbor_after_its_creature_is_used(run, answers, on):
    alice = {"battleline": ["Troll", "Dodger", {"card": "Krump", "upgrades": ["Blast Shielding"]}, "Bumpsy"]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Krump"}], choices=answers)
    assert card(r, on)["upgrades"] == ["blast-shielding"] and card(r, on)["armor"] == 2  # printed armor 0
    assert [card(r, n)["armor"] for n in ("Troll", "Dodger", "Krump", "Bumpsy") if n != on] == [0, 0, 0]


# kf:rules/constant-abilities, kf:errata/aoa-103 — Blossom Drake: +1 power for each artifact in play, either
# side's (4 + 3); while it is in play the artifacts' text boxes are blank: The Pale Star has no Omni to use, and
# Forum of Giants gives nothing at the start of the turn (it does once the Drake is gone)
def test_blossom_drake_grows_with_artifacts_and_blanks_them(run):
    alice = {**DIS, "artifacts": ["The Pale Star", "Forum of Giants"], "battleline": ["Blossom Drake"]}
    r = run(alice=alice, bob={"artifacts": ["Book of Malefaction"]})
    assert card(r, "Blossom Drake")["power"] == 7
    r = run(alice=alice, actions=[{"type": "use-omni", "card": "The Pale Star"}])
    assert _refusal(r) == "kf:glossary/omni" and state(r, "players.alice.artifacts") == ["The Pale Star", "Forum of Giants"]
    forge = {"houses": ["dis", "untamed", "logos"], "artifacts": ["Forum of Giants"]}
    assert players(run(alice={**forge, "battleline": ["Blossom Drake"]}, step="forge"), "amber") == [0, 0]
    assert players(run(alice={**forge, "battleline": ["Troll"]}, step="forge"), "amber") == [1, 0]


# kf:glossary/discard-pile, kf:glossary/archives — Auto-Encoder: each card discarded from its controller's hand,
# by the step-3 discard or by an effect, archives the top card of their deck (two cards: two archived); a
# card discarded from the opponent's hand does nothing for it
LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "dis"]}
NOTE = {"name": "Test Note", "house": "logos", "type": "action"}
DUMP = {"name": "Test Dump", "house": "logos", "type": "action",
        "abilities": [{"trigger": "play", "effects": [{"discard": "all", "from": "hand"}]}]}
STRIP = {"name": "Test Strip", "house": "logos", "type": "action",
         "abilities": [{"trigger": "play", "effects": [{"discard": "all", "from": "hand", "who": "opponent"}]}]}


@pytest.mark.parametrize("hand, action, archived", [
    ([NOTE, "Troll"], {"type": "discard", "card": "Test Note"}, ["Dodger"]),
    ([DUMP, "Troll", "Krump"], {"type": "play", "card": "Test Dump"}, ["Dodger", "Bumpsy"]),
    ([STRIP, "Troll"], {"type": "play", "card": "Test Strip"}, []),
])
def test_auto_encoder_archives_for_each_card_discarded_from_your_hand(run, hand, action, archived):
    alice = {**LOGOS, "artifacts": ["Auto-Encoder"], "hand": hand, "deck": ["Dodger", "Bumpsy", "Valdr"]}
    r = run(alice=alice, bob={"hand": ["Krump", "Troll"]}, actions=[action])
    assert state(r, "players.alice.archives") == archived


# kf:rules/action-cards, kf:glossary/exalt, kf:glossary/if-you-do — High Priest Torvus: exalted, the next action
# card played this turn comes back to the hand after resolving (and can be played again); the one after that goes
# to the discard pile; not exalted, nothing comes back
PRAYER = {"name": "Test Prayer", "house": "saurian", "type": "action", "abilities": [{"trigger": "play", "effects": [{"gain": 1}]}]}


@pytest.mark.parametrize("exalt, plays, hand, discard, amber", [
    ("yes", 1, ["Test Prayer"], [], 2), ("yes", 2, [], ["Test Prayer"], 3), ("no", 1, [], ["Test Prayer"], 2),
])
def test_high_priest_torvus_returns_the_next_action_card(run, exalt, plays, hand, discard, amber):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "battleline": ["High Priest Torvus"],
             "hand": [PRAYER]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "High Priest Torvus"}]
            + [{"type": "play", "card": "Test Prayer"}] * plays, choices=[exalt])
    assert state(r, "players.alice.hand") == hand and state(r, "players.alice.discard") == discard
    assert state(r, "players.alice.amber") == amber and card(r, "High Priest Torvus")["amber"] == (exalt == "yes")


# kf:glossary/cannot-vs-must — Etan's Jar: the named card (Sloth) cannot be played while the jar is in play, by
# either player (bob, on his turn); another card can; naming a card no one has blocks nothing here
@pytest.mark.parametrize("named, refused", [("Sloth", "kf:glossary/cannot-vs-must"), ("other", False)])
def test_etans_jar_keeps_the_named_card_from_being_played(run, named, refused):
    alice = {**DIS, "hand": ["Etan’s Jar", "Sloth", "Turnkey"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Etan’s Jar"}, {"type": "play", "card": "Sloth"}],
            choices=[named])
    assert _refusal(r) == refused
    r = run(alice=alice, actions=[{"type": "play", "card": "Etan’s Jar"}, {"type": "play", "card": "Turnkey"}],
            choices=[named, "right"])
    assert _refusal(r) is False and state(r, "players.alice.battleline") == ["Turnkey"]
    bob = {"houses": ["dis", "brobnar", "logos"], "hand": ["Sloth"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Etan’s Jar"}, {"type": "end-turn"},
                                           {"type": "choose-house", "house": "dis"},
                                           {"type": "play", "card": "Sloth", "player": "bob"}], choices=[named])
    assert _refusal(r) == refused
