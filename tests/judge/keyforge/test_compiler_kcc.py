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


def test_what_was_done_this_turn_and_on_the_previous_turn():
    assert effects("Play: If you used 3 or more creatures this turn, steal 2<A>.") == [
        {"steal": 2, "if": ["kcc.creatures_used", ">=", 3]}]
    assert effects("Play: If your opponent played 3 or more creatures on their previous turn, steal 2<A>.") == [
        {"steal": 2, "if": ["kcc.opp_creatures_played_last_turn", ">=", 3]}]
    assert effects("Omni: If you have played 7 or more Sanctum cards this turn, sacrifice Foo and forge a key at no "
                   "cost.", "artifact") == [
        {"sacrifice": True, "target": "self", "if": ["kcc.played.sanctum", ">=", 7]}, {"forge": "free", "same_if": True}]
    r = compile_text("Foo", "artifact", "The first creature played each turn enters play ready.")
    assert r.complete and r.definition["static"] == [{"kcc_first_creature_ready": True}]


UNTAMED = {"house": "untamed", "houses": ["untamed", "sanctum", "shadows"]}
SANCTUM = {"house": "sanctum", "houses": ["sanctum", "untamed", "shadows"]}
SHADOWS = {"house": "shadows", "houses": ["shadows", "sanctum", "untamed"]}


# kf:glossary/use — Stampede: three different creatures used this turn, then alice steals 2A
def test_stampede_steals_after_three_creatures_were_used(run):
    alice = {**UNTAMED, "hand": ["Stampede"], "battleline": ["Dust Pixie", "Murmook", "Niffle Ape"]}
    reaps = [{"type": "reap", "card": c} for c in ("Dust Pixie", "Murmook", "Niffle Ape")]
    r = run(alice=alice, bob={"amber": 5}, actions=reaps + [{"type": "play", "card": "Stampede"}])
    assert state(r, "players.alice.amber") == 3 + 1 + 2 and state(r, "players.bob.amber") == 3
    r = run(alice=alice, bob={"amber": 5}, actions=reaps[:2] + [{"type": "play", "card": "Stampede"}])
    assert state(r, "players.alice.amber") == 2 + 1 and state(r, "players.bob.amber") == 5


# kf:glossary/play — Lifeweb: bob played 3 creatures on his turn; on alice's next turn she steals 2A
def test_lifeweb_reads_the_creatures_the_opponent_played_on_their_previous_turn(run):
    alice = {**UNTAMED, "hand": ["Lifeweb"]}

    def bobs_turn(creatures):
        return ([{"type": "end-turn"}, {"type": "choose-house", "house": "sanctum", "player": "bob", "take_archives": False}]
                + [{"type": "play", "card": c, "player": "bob", "flank": "right"} for c in creatures]
                + [{"type": "end-turn", "player": "bob"},
                   {"type": "choose-house", "house": "untamed", "take_archives": False},
                   {"type": "play", "card": "Lifeweb"}])

    bob = {"houses": ["sanctum", "dis", "mars"], "hand": ["Bulwark", "Sequis", "Staunch Knight"], "amber": 5}
    r = run(alice=alice, bob=bob, actions=bobs_turn(["Bulwark", "Sequis", "Staunch Knight"]))
    assert state(r, "players.alice.amber") == 1 + 2 and state(r, "players.bob.amber") == 3
    r = run(alice=alice, bob=bob, actions=bobs_turn(["Bulwark", "Sequis"]))
    assert state(r, "players.alice.amber") == 1 and state(r, "players.bob.amber") == 5


# kf:glossary/play, kf:glossary/forge — Epic Quest: after 7 Sanctum cards played this turn its Omni
# ability sacrifices it and forges a key at no cost; after 6, nothing happens
def test_epic_quest_forges_after_seven_sanctum_cards(run):
    seven = ["Bulwark", "Champion Tabris", "Duma the Martyr", "Jehu the Bureaucrat", "Sequis", "Staunch Knight",
             "The Vaultkeeper"]
    alice = {**SANCTUM, "artifacts": ["Epic Quest"], "hand": seven, "amber": 2}
    plays = [{"type": "play", "card": c, "flank": "right"} for c in seven]
    r = run(alice=alice, actions=plays + [{"type": "use-omni", "card": "Epic Quest"}])
    assert state(r, "players.alice.keys") == 1 and state(r, "players.alice.amber") == 2
    assert "Epic Quest" in state(r, "players.alice.discard")
    r = run(alice=alice, actions=plays[:6] + [{"type": "use-omni", "card": "Epic Quest"}])
    assert state(r, "players.alice.keys") == 0 and state(r, "players.alice.artifacts") == ["Epic Quest"]


# kf:rules/constant-abilities — Speed Sigil: the first creature played each turn enters play ready,
# alice's on her turn and bob's on his; the second one enters exhausted
def test_speed_sigil_readies_the_first_creature_played_each_turn(run):
    alice = {**SHADOWS, "artifacts": ["Speed Sigil"], "hand": ["Dodger", "Bad Penny"]}
    bob = {"houses": ["sanctum", "dis", "mars"], "hand": ["Bulwark", "Sequis"]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Dodger"}, {"type": "play", "card": "Bad Penny", "flank": "right"},
        {"type": "end-turn"}, {"type": "choose-house", "house": "sanctum", "player": "bob", "take_archives": False},
        {"type": "play", "card": "Bulwark", "player": "bob"},
        {"type": "play", "card": "Sequis", "player": "bob", "flank": "right"}])
    assert card(r, "Bulwark")["exhausted"] is False and card(r, "Sequis")["exhausted"] is True
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Dodger"}, {"type": "play", "card": "Bad Penny", "flank": "right"}])
    assert card(r, "Dodger")["exhausted"] is False and card(r, "Bad Penny")["exhausted"] is True


def test_costs_in_order_to_play_or_use():
    r = compile_text("Truebaru", "creature", "You must lose 3<A> in order to play Truebaru.")
    assert r.complete and r.definition["static"] == [{"kcc_cost": "play", "lose": 3}]
    r = compile_text("Foo", "creature", "Your opponent must pay you 1<A> in order to use an artifact.")
    assert r.complete and r.definition["static"] == [{"kcc_cost": "use", "pay": 1, "type": "artifact", "for": "opponent"}]
    r = compile_text("Foo", "artifact", "Your opponent must pay you 1<A> in order to play an artifact.")
    assert r.complete and r.definition["static"] == [{"kcc_cost": "play", "pay": 1, "type": "artifact", "for": "opponent"}]


def test_damage_for_each_aember_on_it_then_return_it():
    assert effects("Play: Deal 1<D> to each enemy creature for each <A> on it. Return all <A> from those creatures to "
                   "your pool.") == [
        {"kcc_damage_per_aember": 1, "target": {"each": True, "side": "enemy"}},
        {"move_aember": "all", "from": {"each": True, "among": "previous"}, "to": "pool"}]


def _refused(r):
    return r.outcome == "refused" and r.refused["rule"]


BOBS_TURN = [{"type": "end-turn"}, {"type": "choose-house", "house": "logos", "player": "bob", "take_archives": False}]


# kf:glossary/aember, kf:rules/playing-cards (docs/rulings.md, KeyForge 59) — Truebaru: playing it costs 3A;
# with 2A alice cannot play it
def test_truebaru_costs_three_aember_to_play(run):
    alice = {**DIS, "hand": ["Truebaru"], "amber": 5}
    r = run(alice=alice, actions=[{"type": "play", "card": "Truebaru"}])
    assert state(r, "players.alice.amber") == 2 and state(r, "players.alice.battleline") == ["Truebaru"]
    r = run(alice={**alice, "amber": 2}, actions=[{"type": "play", "card": "Truebaru"}])
    assert _refused(r) == "kf:glossary/aember" and state(r, "players.alice.hand") == ["Truebaru"]


# kf:glossary/pay, kf:rules/using-artifacts (docs/rulings.md, KeyForge 59) — Tentacus: bob pays alice 1A to use
# his artifact; with no æmber he cannot use it
def test_tentacus_makes_the_opponent_pay_to_use_an_artifact(run):
    alice = {**DIS, "battleline": ["Tentacus"]}
    bob = {"houses": ["logos", "brobnar", "mars"], "artifacts": ["Library of Babble"], "amber": 2,
           "deck": ["Troll", "Krump"]}
    use = BOBS_TURN + [{"type": "use-action", "card": "Library of Babble", "player": "bob"}]
    r = run(alice=alice, bob=bob, actions=use)
    assert state(r, "players.bob.amber") == 1 and state(r, "players.alice.amber") == 1
    assert state(r, "players.bob.hand") == ["Troll"]  # the artifact's draw
    r = run(alice=alice, bob={**bob, "amber": 0}, actions=use)
    assert _refused(r) == "kf:glossary/pay"


# kf:glossary/pay (docs/rulings.md, KeyForge 59) — Customs Office: bob pays alice 1A to play an artifact, not a
# creature; alice plays her own artifacts for free
def test_customs_office_makes_the_opponent_pay_to_play_an_artifact(run):
    alice = {**DIS, "artifacts": ["Customs Office"]}
    bob = {"houses": ["logos", "brobnar", "mars"], "hand": ["Library of Babble", "Doc Bookton"], "amber": 1}
    r = run(alice=alice, bob=bob, actions=BOBS_TURN + [{"type": "play", "card": "Library of Babble", "player": "bob"},
                                                       {"type": "play", "card": "Doc Bookton", "player": "bob"}])
    assert state(r, "players.bob.amber") == 0 and state(r, "players.alice.amber") == 1
    assert state(r, "players.bob.battleline") == ["Doc Bookton"]
    r = run(alice=alice, bob={**bob, "amber": 0},
            actions=BOBS_TURN + [{"type": "play", "card": "Library of Babble", "player": "bob"}])
    assert _refused(r) == "kf:glossary/pay"
    r = run(alice={**LOGOS, "artifacts": ["Customs Office"], "hand": ["Library of Babble"]},
            actions=[{"type": "play", "card": "Library of Babble"}])
    assert state(r, "players.alice.artifacts") == ["Customs Office", "Library of Babble"]


# kf:glossary/for-each, kf:glossary/leaves-play — Word of Returning: Krump (2A) is dealt 2, Troll (1A) 1,
# Brammo none; Dust Pixie (1 power, 2A) is destroyed and its æmber goes to alice as it leaves play; the
# rest of the æmber on them returns to alice's pool
def test_word_of_returning_deals_damage_per_aember_and_takes_it(run):
    alice = {**UNTAMED, "hand": ["Word of Returning"]}
    bob = {"battleline": [{"card": "Krump", "captured_amber": 2}, {"card": "Troll", "captured_amber": 1}, "Brammo",
                          {"card": "Dust Pixie", "captured_amber": 2}]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Word of Returning"}])
    assert card(r, "Krump")["damage"] == 2 and card(r, "Troll")["damage"] == 1 and card(r, "Brammo")["damage"] == 0
    assert "Dust Pixie" in state(r, "players.bob.discard")
    assert card(r, "Krump")["amber"] == 0 and card(r, "Troll")["amber"] == 0
    assert state(r, "players.alice.amber") == 1 + 2 + 1 + 2


def test_fight_destroyed_and_use_only_if():
    assert effects("Action: Gain 1<A> for each enemy creature that was destroyed in a fight this turn.", "artifact") == [
        {"gain": 1, "for_each": "kcc.enemy_fight_destroyed"}]
    r = compile_text("Giant Sloth", "creature", "You cannot use this card unless you have discarded an Untamed card "
                     "from your hand this turn.")
    assert r.complete and r.definition["static"] == [
        {"kcc_use_only_if": ["kcc.discarded_from_hand.untamed", ">=", 1]}]


# kf:glossary/fight — The Warchest: Troll destroys Dextre in a fight (an enemy creature: +1); alice's
# Bumpsy dies fighting Krump (not an enemy creature: nothing)
def test_the_warchest_counts_enemy_creatures_destroyed_in_fights(run):
    alice = {**BROBNAR, "artifacts": ["The Warchest"], "battleline": ["Troll", "Bumpsy"]}
    bob = {"battleline": ["Dextre", "Krump"]}
    fights = [{"type": "fight", "card": "Troll", "target": "Dextre"}, {"type": "fight", "card": "Bumpsy", "target": "Krump"}]
    r = run(alice=alice, bob=bob, actions=fights + [{"type": "use-action", "card": "The Warchest"}])
    assert "Bumpsy" in state(r, "players.alice.discard") and card(r, "Krump")["damage"] == 5
    assert state(r, "players.alice.amber") == 1
    r = run(alice=alice, bob=bob, actions=[{"type": "use-action", "card": "The Warchest"}])
    assert state(r, "players.alice.amber") == 0


# kf:glossary/cannot-vs-must — Giant Sloth cannot be used until alice has discarded an Untamed card
# from her hand this turn
def test_giant_sloth_needs_an_untamed_card_discarded_first(run):
    alice = {**UNTAMED, "battleline": ["Giant Sloth"], "hand": ["Dust Pixie"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Giant Sloth"}])
    assert _refused(r) == "kf:glossary/cannot-vs-must"
    r = run(alice=alice, actions=[{"type": "discard", "card": "Dust Pixie"}, {"type": "use-action", "card": "Giant Sloth"}])
    assert state(r, "players.alice.amber") == 3


# kf:glossary/replacement-effects, kf:glossary/purge — Annihilation Ritual: a creature destroyed in play
# is purged instead of going to the discard pile, whoever controls it
def test_annihilation_ritual_purges_creatures_leaving_play_for_the_discard(run):
    alice = {**DIS, "artifacts": ["Annihilation Ritual"], "battleline": ["Shooler"]}
    r = run(alice=alice, bob={"battleline": ["Dust Pixie"]}, actions=[{"type": "fight", "card": "Shooler", "target": "Dust Pixie"}])
    assert state(r, "players.bob.purged") == ["Dust Pixie"] and state(r, "players.bob.discard") == []
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[{"type": "fight", "card": "Shooler", "target": "Krump"}])
    assert state(r, "players.alice.purged") == ["Shooler"] and state(r, "players.alice.discard") == []


# kf:glossary/if-you-do, kf:glossary/play — Swap Widget: Zorg goes back to hand; a Mars creature of
# another name (Blypyp, not the Zorg just returned) is put into play and readied
def test_swap_widget_swaps_in_a_creature_of_another_name(run):
    alice = {**MARS, "artifacts": ["Swap Widget"], "battleline": ["Zorg"], "hand": ["Blypyp"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Swap Widget"}])
    assert state(r, "players.alice.battleline") == ["Blypyp"] and card(r, "Blypyp")["exhausted"] is False
    assert state(r, "players.alice.hand") == ["Zorg"]
    # only Zorg in hand after it returns: no creature of another name, nothing enters play
    r = run(alice={**alice, "hand": []}, actions=[{"type": "use-action", "card": "Swap Widget"}])
    assert state(r, "players.alice.battleline") == [] and state(r, "players.alice.hand") == ["Zorg"]


# kf:glossary/heal, kf:glossary/search — Bear Flute: heals the Ancient Bear in play; with none in play,
# the bear is taken from the discard pile into the hand, and then the discard pile is shuffled into the deck
def test_bear_flute_heals_or_finds_the_ancient_bear(run):
    alice = {**UNTAMED, "artifacts": ["Bear Flute"], "battleline": [{"card": "Ancient Bear", "damage": 3}]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Bear Flute"}])
    assert card(r, "Ancient Bear")["damage"] == 0
    alice = {**UNTAMED, "artifacts": ["Bear Flute"], "deck": ["Troll"], "discard": ["Ancient Bear", "Krump"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Bear Flute"}], choices=["Ancient Bear"])
    assert state(r, "players.alice.hand") == ["Ancient Bear"] and state(r, "players.alice.discard") == []
    assert sorted(state(r, "players.alice.deck")) == ["Krump", "Troll"]


def test_fights_divided_damage_and_control_of_the_attached_creature():
    assert effects("Play: Ready and fight with a friendly creature 3 times, each time against a different enemy "
                   "creature. Resolve these fights one at a time.") == [
        {"kcc_fight_times": 3, "target": {"side": "friendly"}}]
    # "you may divide this damage": one reading for every card that prints it, the kab family's (KeyForge 47)
    assert effects("Play: Deal 1<D> for each friendly creature in play. You may divide this damage among any number "
                   "of creatures.") == [
        {"kab_deal_divided": {"count": {"side": "friendly", "zone": "play", "each": True}}}]
    # the notes are read only right after what they speak of
    assert not compile_text("Foo", "action", "Play: Draw a card. Resolve these fights one at a time.").complete
    assert not compile_text("Foo", "action", "Play: Deal 3<D> to a creature. You may divide this damage among any "
                            "number of creatures.").complete
    r = compile_text("Foo", "upgrade", "You control this creature.")
    assert r.complete and r.definition["static"] == [{"kcc_control_attached": True}]


# kf:glossary/ready-and-fight — One Stood Against Many: Troll fights Urchin (elusive: no damage either
# way), then Krump, the only enemy it has not attacked; a third fight would need a third enemy creature
def test_one_stood_against_many_fights_different_creatures(run):
    alice = {**SANCTUM, "hand": ["One Stood Against Many"], "battleline": ["Troll"]}
    bob = {"battleline": ["Urchin", "Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "One Stood Against Many"}], choices=["Urchin"])
    assert state(r, "players.bob.battleline") == ["Urchin"] and "Krump" in state(r, "players.bob.discard")
    # the third time Troll is readied, but has no enemy creature left it has not attacked: it stays ready
    assert card(r, "Troll")["damage"] == 6 and card(r, "Troll")["exhausted"] is False


# kf:glossary/for-each — Cooperative Hunting: 3 friendly creatures, 3 damage divided as alice likes (the
# shares chosen creature by creature: KeyForge 47)
def test_cooperative_hunting_divides_one_damage_per_friendly_creature(run):
    alice = {**UNTAMED, "hand": ["Cooperative Hunting"], "battleline": ["Dust Pixie", "Murmook", "Niffle Ape"]}
    bob = {"battleline": ["Krump", "Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Cooperative Hunting"}],
            choices=["Krump", "2", "Troll", "1"])
    assert card(r, "Krump")["damage"] == 2 and card(r, "Troll")["damage"] == 1


# kf:glossary/control, kf:rules/upgrades — Collar of Subordination: alice plays it on bob's Krump and
# controls Krump while the collar is on it
def test_collar_of_subordination_gives_control_of_its_creature(run):
    alice = {**DIS, "hand": ["Collar of Subordination"], "battleline": ["Shooler"]}
    bob = {"battleline": ["Krump", "Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Collar of Subordination", "target": "Krump"}],
            choices=["right"])
    assert state(r, "players.alice.battleline") == ["Shooler", "Krump"] and state(r, "players.bob.battleline") == ["Troll"]
    assert card(r, "Collar of Subordination")["controller"] == "alice"


def test_each_time_you_discard_a_house_card():
    r = compile_text("Foo", "creature", "During your turn, each time you discard a Brobnar card from your hand, you "
                     "may deal 4<D> to a creature.")
    assert r.complete and r.definition["abilities"] == [
        {"trigger": "kmc-after-discarded-from-hand", "whose": "friendly", "event": {"house": "brobnar"},
         "effects": [{"deal_damage": 4, "target": {}, "may": True, "if": {"my_turn": True}}]}]


# kf:rules/constant-abilities — Rock-Hurling Giant: alice discards a Brobnar card from her hand on her
# turn, and may deal 4D to a creature
def test_rock_hurling_giant_throws_when_a_brobnar_card_is_discarded(run):
    alice = {**BROBNAR, "battleline": ["Rock-Hurling Giant"], "hand": ["Anger"]}
    bob = {"battleline": ["Krump", "Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "discard", "card": "Anger"}], choices=[True, "Krump"])
    assert card(r, "Krump")["damage"] == 4 and state(r, "players.alice.discard") == ["Anger"]
    r = run(alice=alice, bob=bob, actions=[{"type": "discard", "card": "Anger"}], choices=[False])
    assert card(r, "Krump")["damage"] == 0 and card(r, "Troll")["damage"] == 0


# kf:glossary/capture — Baron Mengevin (AoA, the same watcher): alice discards a Sanctum card from her
# hand and the Baron captures 1A from bob
def test_baron_mengevin_captures_after_a_sanctum_card_is_discarded(run):
    alice = {**SANCTUM, "battleline": ["Baron Mengevin"], "hand": ["Sequis"]}
    r = run(alice=alice, bob={"amber": 2}, actions=[{"type": "discard", "card": "Sequis"}])
    assert card(r, "Baron Mengevin")["amber"] == 1 and state(r, "players.bob.amber") == 1


# kf:glossary/purge, kf:glossary/if-you-do — E’e on the Fringes (WC, the same watcher): on alice's turn,
# discarding a Dis card from hand lets her purge a Dis card from a discard pile, and then steal 1A
def test_ee_on_the_fringes_purges_and_steals_after_a_dis_discard(run):
    alice = {**DIS, "battleline": ["E’e on the Fringes"], "hand": ["Hecatomb"]}
    r = run(alice=alice, bob={"amber": 2, "discard": ["Shooler"]}, actions=[{"type": "discard", "card": "Hecatomb"}],
            choices=[True, "Shooler"])
    assert state(r, "players.bob.purged") == ["Shooler"] and state(r, "players.alice.amber") == 1
