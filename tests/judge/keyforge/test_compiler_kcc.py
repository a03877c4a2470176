"""The compiler's 'kcc' family (grammar/kcc.lark, families/kcc.py; engine pieces in
judge/keyforge/verbs_kcc.py): the rest of Call of the Archons. Printed sentences → card format,
then each real card played by name through the engine, asserting what its printed text says (the
rule in a comment)."""

import pytest

from judge.kernel.choices import InvalidAnswer
from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import state


def effects(text, card_type="action", name="Foo"):
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    return [e for ab in r.definition["abilities"] for e in ab["effects"]]


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# -- sentence → definition -------------------------------------------------------------------------
def test_artifact_or_flank_creature():
    assert effects("Fight/Reap: Return an artifact or flank creature to its owner’s hand.", "creature") == [
        {"return_to_hand": True, "target": {"kind": "card", "kwb_any": [{"type": "artifact"}, {"where": "flank"}]}}]


def test_each_player_gains_for_what_happened_to_their_creatures():
    assert effects("Play: Destroy each Dis creature. Each player gains 1<A> for each creature they controlled that "
                   "was destroyed this way.")[1] == {"each_player": {"gain": "kcc.destroyed_controlled"}}
    assert effects("Play: Shuffle each Mars creature into its owner’s deck. Each player gains 2<A> for each creature "
                   "shuffled into their deck this way.")[1] == {
        "each_player": {"gain": {"times": 2, "of": "kcc.shuffled_owned"}}}


def test_damage_equal_to_the_cards_revealed():
    assert effects("Action: Reveal any number of Mars cards from your hand. Deal damage to a creature equal to the "
                   "number of Mars cards revealed this way.", "artifact")[1] == {"deal_damage": "this-way", "target": {}}
    # counted only right after a reveal of those very cards
    r = compile_text("Foo", "artifact", "Action: Reveal any number of Mars cards from your hand. Deal damage to a "
                     "creature equal to the number of Logos cards revealed this way.")
    assert not r.complete


def test_capture_in_excess_once_each():
    assert effects("Play: For each creature you have in excess of your opponent, a friendly creature captures 1<A>. "
                   "Each creature cannot capture more than 1<A> this way.") == [
        {"capture": 1, "by": {"side": "friendly"}, "for_each": {"all_but": "opponent.creatures", "of": "you.creatures"},
         "kcc_distinct": True}]
    assert not compile_text("Foo", "action", "Play: Draw a card. Each creature cannot capture more than 1<A> this "
                            "way.").complete


def test_control_until_leaves_play_and_repeat_as_you_like():
    assert effects("Play: Take control of an enemy flank creature until Foo leaves play.", "creature") == [
        {"kcc_control_held": True, "target": {"side": "enemy", "where": "flank"}}]
    assert effects("Play: Destroy an enemy creature and a friendly creature. You may repeat this effect as many times "
                   "as you like, as long as it is possible to repeat the entire effect.") == [
        {"destroy": True, "targets": [{"side": "enemy"}, {"side": "friendly"}]},
        {"repeat": "preceding", "kcc_as_you_like": True}]


def test_cards_in_play_count_upgrades_too():
    assert effects("Play: Steal 2<A> if your opponent has 3 or more Logos cards in play.") == [
        {"steal": 2, "if": [{"kcc_sum": [{"count": {"house": "logos", "kind": "card", "side": "enemy", "each": True}},
                                         {"count": {"house": "logos", "kind": "upgrade", "side": "enemy", "each": True}}]},
                            ">=", 3]}]


# -- the real cards through the engine ---------------------------------------------------------------
DIS = {"house": "dis", "houses": ["dis", "brobnar", "logos"]}
MARS = {"house": "mars", "houses": ["mars", "brobnar", "logos"]}
LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "mars"]}
BROBNAR = {"house": "brobnar", "houses": ["brobnar", "logos", "mars"]}


# kf:glossary/leaves-play — Snudge returns an artifact or a creature on a flank to its owner's hand
def test_snudge_returns_an_artifact_or_a_flank_creature(run):
    alice = {**DIS, "battleline": ["Snudge"]}
    bob = {"battleline": ["Troll", "Krump", "Brammo"], "artifacts": ["Library of Babble"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Snudge"}], choices=["Library of Babble"])
    assert state(r, "players.bob.hand") == ["Library of Babble"] and state(r, "players.bob.artifacts") == []
    r = run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Snudge"}], choices=["Brammo"])
    assert state(r, "players.bob.hand") == ["Brammo"]
    # Krump is in the middle of bob's battleline: not a flank creature, never a legal choice
    with pytest.raises(InvalidAnswer, match="options: snudge, troll, brammo, library-of-babble"):
        run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Snudge"}], choices=["Krump"])


# kf:glossary/this-way, kf:glossary/control — Hecatomb: each player gains 1A per Dis creature of theirs it destroyed
def test_hecatomb_each_player_gains_for_their_destroyed_creatures(run):
    alice = {**DIS, "hand": ["Hecatomb"], "battleline": ["Shooler", "Troll"]}
    bob = {"battleline": ["Pit Demon", "Charette", "Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Hecatomb"}])
    assert state(r, "players.alice.battleline") == ["Troll"] and state(r, "players.bob.battleline") == ["Krump"]
    assert state(r, "players.alice.amber") == 2  # the æmber bonus and Shooler
    assert state(r, "players.bob.amber") == 2  # Pit Demon and Charette


# kf:glossary/this-way — Mating Season: each player gains 1A per creature shuffled into their own deck
def test_mating_season_each_player_gains_for_their_shuffled_creatures(run):
    alice = {**MARS, "hand": ["Mating Season"], "battleline": ["Zorg", "Troll"]}
    bob = {"battleline": ["Blypyp", "Mindwarper", "Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Mating Season"}])
    assert "Zorg" in state(r, "players.alice.deck")
    assert sorted(c for c in state(r, "players.bob.deck")) == ["Blypyp", "Mindwarper"]
    assert state(r, "players.alice.amber") == 2  # the æmber bonus and Zorg
    assert state(r, "players.bob.amber") == 2


# kf:glossary/this-way — Mothergun: as much damage as Mars cards were revealed
def test_mothergun_deals_damage_for_each_revealed_mars_card(run):
    alice = {**MARS, "artifacts": ["Mothergun"], "hand": ["Zorg", "Blypyp", "Troll"]}
    bob = {"battleline": ["Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "use-action", "card": "Mothergun"}],
            choices=["Zorg", "Blypyp", "done", "Krump"])
    assert card(r, "Krump")["damage"] == 2
    r = run(alice=alice, bob=bob, actions=[{"type": "use-action", "card": "Mothergun"}], choices=["Zorg", "done", "Krump"])
    assert card(r, "Krump")["damage"] == 1


# kf:glossary/capture, kf:glossary/for-each — Unguarded Camp: 3 creatures against 1: two different
# friendly creatures capture 1A each
def test_unguarded_camp_captures_once_per_creature_in_excess(run):
    alice = {**BROBNAR, "hand": ["Unguarded Camp"], "battleline": ["Troll", "Krump", "Brammo"]}
    bob = {"battleline": ["Dextre"], "amber": 5}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Unguarded Camp"}], choices=["Troll", "Krump"])
    assert card(r, "Troll")["amber"] == 1 and card(r, "Krump")["amber"] == 1 and card(r, "Brammo")["amber"] == 0
    assert state(r, "players.bob.amber") == 3
    # Troll has captured this way already: it cannot be chosen a second time
    with pytest.raises(InvalidAnswer, match="options: krump, brammo$"):
        run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Unguarded Camp"}], choices=["Troll", "Troll"])


# kf:glossary/control, kf:glossary/lasting-effects — Harland Mindlock: alice controls Krump until
# Harland leaves play; when bob's Troll destroys Harland in a fight, Krump goes back to bob
def test_harland_mindlock_controls_a_flank_creature_until_it_leaves_play(run):
    alice = {**LOGOS, "hand": ["Harland Mindlock"]}
    bob = {"houses": ["brobnar", "dis", "mars"], "battleline": ["Krump", "Dextre", "Troll"]}
    play = [{"type": "play", "card": "Harland Mindlock"}]
    r = run(alice=alice, bob=bob, actions=play, choices=["Krump", "right"])
    assert state(r, "players.alice.battleline") == ["Harland Mindlock", "Krump"] and state(r, "players.bob.battleline") == ["Dextre", "Troll"]
    fight = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
             {"type": "fight", "card": "Troll", "target": "Harland Mindlock", "player": "bob"}]
    r = run(alice=alice, bob=bob, actions=play + fight, choices=["Krump", "right", "left"])
    assert "Harland Mindlock" in state(r, "players.alice.discard")
    assert state(r, "players.bob.battleline") == ["Krump", "Dextre", "Troll"] and state(r, "players.alice.battleline") == []


# kf:glossary/repeat, kf:glossary/may — Bouncing Deathquark: repeated while both sides have a creature
def test_bouncing_deathquark_repeats_as_long_as_possible(run):
    alice = {**LOGOS, "hand": ["Bouncing Deathquark"], "battleline": ["Troll", "Krump"]}
    bob = {"battleline": ["Dextre", "Brammo", "Valdr"]}
    play = [{"type": "play", "card": "Bouncing Deathquark"}]
    # once more: then alice has no creature left, so no third time is offered
    r = run(alice=alice, bob=bob, actions=play, choices=["Dextre", "Troll", True, "Brammo", "Krump"])
    assert state(r, "players.alice.battleline") == [] and state(r, "players.bob.battleline") == ["Valdr"]
    r = run(alice=alice, bob=bob, actions=play, choices=["Dextre", "Troll", False])
    assert state(r, "players.alice.battleline") == ["Krump"] and state(r, "players.bob.battleline") == ["Brammo", "Valdr"]


# kf:glossary/control — Take That, Smartypants: bob has 3 Logos cards in play (a creature, an upgrade,
# an artifact): alice steals 2A; with the upgrade gone it is 2, and nothing is stolen
def test_take_that_smartypants_counts_every_logos_card_in_play(run):
    alice = {**BROBNAR, "hand": ["Take That, Smartypants"]}
    bob = {"battleline": ["Dextre", {"card": "Troll", "upgrades": ["Transposition Sandals"]}],
           "artifacts": ["Library of Babble"], "amber": 5}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Take That, Smartypants"}])
    assert state(r, "players.alice.amber") == 3 and state(r, "players.bob.amber") == 3
    bob = {**bob, "battleline": ["Dextre", "Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Take That, Smartypants"}])
    assert state(r, "players.alice.amber") == 1 and state(r, "players.bob.amber") == 5
