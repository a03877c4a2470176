"""The compiler's 'kca' family (grammar/kca.lark, families/kca.py): phrasings of Call of the
Archons and Age of Ascension cards. Printed sentences → card format, and the real cards played
through the engine where the family needed new engine behaviour (the rule in a comment)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import compiled, state


def effects(text, card_type="action", name="Foo"):
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    return [e for ab in r.definition["abilities"] for e in ab["effects"]]


# -- sentence → definition -------------------------------------------------------------------------
def test_each_creature_and_artifact():
    assert compiled("After you forge a key, destroy each creature and artifact.", "artifact") == {"abilities": [
        {"trigger": "after-key-forged", "whose": "friendly",
         "effects": [{"destroy": True, "target": {"each": True, "kind": "card"}}]}]}


def test_reaping_aember_is_stolen_instead():
    assert effects("Play: For the remainder of the turn, any <A> you would gain from reaping is stolen from your "
                   "opponent instead.") == [{"lasting": {"kind": "reap-steal"}, "duration": "turn"}]


def test_is_dealt_for_each():
    assert effects("Play: Each non-Rat creature is dealt 1D for each Rat creature in play.", "creature") == [
        {"deal_damage": 1, "target": {"each": True, "not_trait": "rat"},
         "for_each": {"count": {"trait": "rat", "zone": "play", "each": True}}}]


def test_armor_prevented_and_reaped_aember_watchers():
    assert compiled("After Foo prevents damage with its armor, capture 1A for each damage just prevented.") == {
        "abilities": [{"trigger": "after-armor-prevents", "effects": [{"capture": "event.amount"}]}]}
    assert compiled("After your opponent gains A by reaping, Foo captures it.") == {"abilities": [
        {"trigger": "after-aember-reaped", "whose": "enemy",
         "effects": [{"capture": "event.amount", "from": "event"}]}]}


def test_text_boxes_blank_until_your_next_turn():
    assert effects("Play: Until your next turn, enemy creatures’ text boxes are considered blank (except for "
                   "traits).") == [{"lasting": {"kind": "blank-text", "affects": "enemy-creatures"},
                                    "duration": "until-your-next-turn"}]


def test_constant_abilities():
    assert compiled("A stolen or captured from your pool is taken from the common supply instead.") == {
        "static": [{"taken_from_supply": True}]}
    assert compiled("Damage dealt to non-Specter neighbors is dealt to Foo instead.") == {
        "static": [{"redirect_damage": "neighbors", "except_trait": "specter"}]}
    assert compiled("When you play this card, treat it as a copy of an action card in your opponent’s discard "
                    "pile.", "action") == {"static": [
                        {"play_as_copy": {"zone": "discard", "player": "opponent", "type": "action"}}]}
    assert compiled("Foo enters play under your opponent’s control and can be used as if it belonged to any "
                    "house.") == {"static": [{"enters_play_under": "opponent"}, {"use_any_house": True}]}


def test_the_lost_space_before_a_name():
    # the catalogue prints "one ofScowly Caper's neighbors" (text.py puts the space back)
    assert compiled("At the end of your turn, destroy one ofFoo’s neighbors.") == {"abilities": [
        {"trigger": "end-of-turn", "whose": "friendly",
         "effects": [{"destroy": True, "target": {"where": "neighbor", "of": "self"}}]}]}


def test_fight_redirect_repeat_and_trigger_as_if():
    assert effects("Before Fight: Choose a creature. Foo deals damage to that creature rather than the one it is "
                   "fighting.", "creature") == [
        {"choose": True, "target": {}}, {"lasting": {"kind": "fight-redirect"}, "target": "previous-target"}]
    assert effects("Reap: Discard the top card of your deck. If that card is not a Logos card, trigger this effect "
                   "again.", "creature")[1] == {"repeat": "card-effect", "if": {"previous": {"not_house": "logos"}}}
    assert effects("Reap: Trigger the reap effect of another creature in play as if you controlled that creature. "
                   "(That creature does not exhaust.)", "creature") == [
        {"trigger_ability": "reap", "target": "other-creature", "as_if_yours": True}]


def test_held_purge_reaches_back_over_the_effect_between():
    assert effects("Action: Purge a creature in play. If you do, your opponent gains control of Foo. If Foo leaves "
                   "play, return to play all cards purged by Foo.", "artifact") == [
        {"purge": True, "target": {"zone": "play"}, "held": True},
        {"control": "opponent", "target": "self", "if_you_do": True}]
    r = compile_text("Foo", "artifact", "Action: Gain 1A. If Foo leaves play, return to play all cards purged by Foo.")
    assert not r.complete  # nothing purged before it: not compiled


def test_play_or_archive_the_card_under_it():
    assert effects("Destroyed: If it is your turn, play the card under Foo; otherwise, archive that card.",
                   "creature") == [{"play": "under-self", "if": {"my_turn": True}},
                                   {"archive": 1, "from": "under-self", "otherwise": True}]


def test_graft_gives_the_remaining_aember_after_the_next_key():
    assert effects("Play: If an opponent forges a key on their next turn, they must give you their remaining "
                   "<A>.") == [{"lasting": {"kind": "ability", "ability": {
                       "trigger": "after-key-forged", "whose": "enemy",
                       "effects": [{"pay": "all", "who": "event-player"}]}}, "duration": "opponent-next-turn"}]


def test_additional_damage_replaces_the_first_amount():
    # kf:errata/cota-064: "deal 4D to each creature instead"
    assert effects("Play: Deal 1<D> to each creature. Deal an additional 3<D> to each creature if your opponent "
                   "forged a key on their previous turn.") == [
        {"deal_damage": 4, "target": {"each": True}, "if": ["opponent.forged_last_turn", ">", 0]},
        {"deal_damage": 1, "target": {"each": True}, "otherwise": "instead"}]
    r = compile_text("Foo", "action", "Play: Gain 1A. Deal an additional 3D to each creature if your opponent "
                                      "forged a key on their previous turn.")
    assert not r.complete


def test_return_from_play_or_discard():
    assert effects("Reap: Return an Urchin from play or from your discard pile to your hand.", "creature") == [
        {"return_to_hand": True, "target": {"name": "Urchin"}, "if": {"exists": {"name": "Urchin"}}, "may": True},
        {"return_to_hand": True, "target": {"name": "Urchin", "zone": "discard", "player": "you"},
         "if": ["this-way", "==", 0]}]


def test_aember_phrasings():
    assert effects("Play: Each player with 6<A> or more is reduced to 5<A>.") == [
        {"lose": {"all_but": 5, "of": "you.amber"}},
        {"lose": {"all_but": 5, "of": "opponent.amber"}, "who": "opponent"}]
    assert not compile_text("Foo", "action", "Play: Each player with 7A or more is reduced to 5A.").complete
    assert effects("Reap: Discard 1A from Foo.", "creature") == [{"move_aember": 1, "from": "self", "to": "supply"}]
    assert effects("Reap: Move 1<A> from one of your cards to your pool.", "creature") == [
        {"move_aember": 1, "from": {"kind": "card", "side": "friendly"}, "to": "pool"}]
    assert effects("Play: For each creature your opponent controls in excess of you, gain 1<A>.") == [
        {"gain": 1, "for_each": {"all_but": "you.creatures", "of": "opponent.creatures"}}]


def test_watchers_on_other_creatures():
    assert compiled("After a creature reaps, its controller must sacrifice it.") == {"abilities": [
        {"trigger": "after-creature-reaps",
         "effects": [{"sacrifice": True, "target": "event-creature", "who": "event-player"}]}]}
    assert compiled("After a creature is played adjacent to Foo, draw a card.") == {"abilities": [
        {"trigger": "after-card-played", "event": {"type": "creature", "where": "neighbor"},
         "effects": [{"draw": 1}]}]}
    assert effects("Fight: Discard a random card from your opponent’s archives.", "creature") == [
        {"discard": 1, "from": "archives", "random": True, "who": "opponent"}]


# -- the engine does it ------------------------------------------------------------------------------
def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# kf:glossary/for-each — Glorious Few: bob has 3 creatures more than alice, so alice gains 3; with
# fewer creatures than alice, bob gives her nothing (never a negative count)
def test_glorious_few_counts_the_excess(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Glorious Few"],
             "battleline": ["Troll"]}
    r = run(alice=alice, bob={"battleline": ["Krump", "Bumpsy", "Valdr", "Troll"]},
            actions=[{"type": "play", "card": "Glorious Few"}])
    assert state(r, "players.alice.amber") == 3
    r = run(alice={**alice, "battleline": ["Troll", "Krump"]}, bob={"battleline": ["Bumpsy"]},
            actions=[{"type": "play", "card": "Glorious Few"}])
    assert state(r, "players.alice.amber") == 0


# kf:glossary/aember — Doorstep to Heaven: 8 → 5 for alice, 6 → 5 for bob, 5 stays 5 (no æmber bonus)
def test_doorstep_to_heaven_reduces_each_pool_to_five(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Doorstep to Heaven"],
             "amber": 8}
    r = run(alice=alice, bob={"amber": 6}, actions=[{"type": "play", "card": "Doorstep to Heaven"}])
    assert state(r, "players.alice.amber") == 5 and state(r, "players.bob.amber") == 5
    r = run(alice={**alice, "amber": 5}, bob={"amber": 2}, actions=[{"type": "play", "card": "Doorstep to Heaven"}])
    assert state(r, "players.alice.amber") == 5 and state(r, "players.bob.amber") == 2


# kf:glossary/sacrifice — Bloodshard Imp (alice's): bob's creature reaps on bob's turn, and bob, its
# controller, sacrifices it; alice's own creature reaping is sacrificed by alice
def test_bloodshard_imp_makes_the_reaping_creatures_controller_sacrifice_it(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "dis", "logos"], "battleline": ["Bloodshard Imp", "Bumpsy"]}
    bob = {"houses": ["brobnar", "logos", "untamed"], "battleline": ["Krump"]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
        {"type": "reap", "card": "Krump", "player": "bob"}])
    assert "Krump" in state(r, "players.bob.discard") and state(r, "players.bob.amber") == 1
    assert any("kf:glossary/sacrifice" in s["cites"] for s in r.steps)
    r = run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Bumpsy"}])
    assert "Bumpsy" in state(r, "players.alice.discard")


# kf:glossary/neighbor — Fila the Researcher: a creature played next to it draws alice a card; one
# played on the far flank (not adjacent) does not
def test_fila_draws_when_a_neighbor_is_played(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "battleline": ["Fila the Researcher", "Troll"],
             "hand": ["Doc Bookton"], "deck": ["Anger", "Anger"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Doc Bookton", "flank": "left"}])
    assert len(state(r, "players.alice.hand")) == 1
    r = run(alice=alice, actions=[{"type": "play", "card": "Doc Bookton", "flank": "right"}])
    assert len(state(r, "players.alice.hand")) == 0


# kf:glossary/aember — Aubade the Grim: reaping puts one æmber from it back into the common supply
def test_aubade_discards_aember_from_itself(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "dis"],
             "battleline": [{"card": "Aubade the Grim", "captured_amber": 2}]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Aubade the Grim"}])
    assert card(r, "Aubade the Grim")["amber"] == 1 and state(r, "players.alice.amber") == 1


def test_choose_both_then_the_chosen_ones():
    assert effects("Reap: Choose a friendly non-Mars creature and an enemy non-Mars creature. Stun the chosen "
                   "creatures.", "creature") == [
        {"choose": True, "targets": [{"side": "friendly", "not_house": "mars"}, {"side": "enemy", "not_house": "mars"}]},
        {"stun": True, "target": "previous-target"}]
    assert effects("Play: Choose 2 friendly creatures and 2 enemy creatures. Shuffle each chosen creature into its "
                   "owner’s deck.") == [
        {"choose": True, "targets": [{"count": 2, "side": "friendly"}, {"count": 2, "side": "enemy"}]},
        {"shuffle_into_deck": True, "target": "previous-target"}]


def test_repeat_this_cards_effect_if():
    assert effects("Play: Destroy an enemy creature. Repeat this card’s effect if your opponent still controls more "
                   "creatures than you.", "creature")[1] == {
        "repeat": "card-effect", "if": ["opponent.creatures", ">", "you.creatures"]}
    # Bait and Switch's wording: its erratum (kf:errata/cota-267) repeats only the preceding effect
    assert not compile_text("Foo", "action", "Play: If your opponent has more <A> than you, steal 1<A>. Repeat this "
                            "card's effect if your opponent still has more <A> than you.").complete


def test_other_kca_effects():
    assert effects("Play: Choose one: Archive a card, or, for each archived card you have, gain 1<A>.") == [
        {"choose_one": [[{"archive": 1}], [{"gain": 1, "for_each": "you.archives"}]]}]
    assert effects("Play: Swap your deck and your discard pile. Then, shuffle your deck.") == [
        {"kca_swap_deck_discard": True}, {"shuffle_deck": True}]
    assert compiled("At the end of your turn, if you played exactly one card this turn, Foo heals 2 damage and "
                    "captures 1<A>.") == {"abilities": [{"trigger": "end-of-turn", "whose": "friendly", "effects": [
                        {"heal": 2, "target": "self", "if": ["you.played", "==", 1]},
                        {"capture": 1, "if": ["you.played", "==", 1]}]}]}


# kf:glossary/ability — Agent Hoo-Man: a friendly and an enemy non-Mars creature are chosen, and both
# are stunned (a Mars creature is not among the choices)
def test_agent_hoo_man_stuns_both_chosen_creatures(run):
    alice = {"house": "mars", "houses": ["mars", "brobnar", "logos"], "battleline": ["Agent Hoo-man", "Troll"]}
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[{"type": "reap", "card": "Agent Hoo-man"}])
    assert card(r, "Troll")["stunned"] and card(r, "Krump")["stunned"] and not card(r, "Agent Hoo-man")["stunned"]


@pytest.fixture
def compiled_card(monkeypatch):
    """Play a card's compiled definition where the library has a hand-written one."""
    from judge.keyforge.cards.library import compiled as compiled_def, library

    def use(name, card_id):
        monkeypatch.setitem(library().cards, name, compiled_def(card_id))
    return use


# kf:glossary/leaves-play — Lost in the Woods (compiled): two friendly and two enemy creatures, chosen
# group by group, each go into its owner's deck
def test_lost_in_the_woods_shuffles_the_four_chosen_creatures(run, compiled_card):
    compiled_card("Lost in the Woods", "lost-in-the-woods")
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Lost in the Woods"],
             "battleline": ["Troll", "Bumpsy", "Krump"]}
    bob = {"battleline": ["Valdr", "Brammo", "Dextre"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Lost in the Woods"}],
            choices=["Troll", "Krump", "Valdr", "Dextre"])
    assert [c for c in state(r, "players.alice.battleline")] == ["Bumpsy"]
    assert [c for c in state(r, "players.bob.battleline")] == ["Brammo"]
    assert sorted(state(r, "players.alice.deck")) == ["Krump", "Troll"]
    assert sorted(state(r, "players.bob.deck")) == ["Dextre", "Valdr"]


# kf:glossary/swap — Reverse Time: the deck and the discard pile change places (the shuffle keeps
# the order, verbs_decks.py); the played action itself goes to the new discard pile afterwards
def test_reverse_time_swaps_deck_and_discard(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "hand": ["Reverse Time"],
             "deck": ["Troll", "Krump"], "discard": ["Anger"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Reverse Time"}])
    assert state(r, "players.alice.deck") == ["Anger"]
    assert state(r, "players.alice.discard")[:2] == ["Troll", "Krump"]
    assert "Reverse Time" in state(r, "players.alice.discard")
    assert any("kf:glossary/swap" in s["cites"] for s in r.steps)


def test_which_creatures_it_may_fight():
    assert compiled("Foo can only fight stunned creatures.") == {"static": [{"kca_fights_only": {"stunned": True}}]}
    assert compiled("When Foo is used to fight,it can only attack flank creatures.") == {
        "static": [{"kca_fights_only": {"where": "flank"}}]}
    assert compiled("Creatures not on a flank cannot fight this creature.", "upgrade") == {
        "static": [{"kca_fought_only_by": {"where": "flank"}}]}
    assert compiled("While Foo is attacking, ignore taunt and elusive.") == {
        "static": [{"kca_attack_ignores": ["taunt", "elusive"]}]}
    assert not compile_text("Foo", "creature", "Foo can only fight enemy creatures.").complete


def test_losing_keywords_for_the_turn():
    assert effects("Action: For the remainder of the turn, each creature loses elusive.", "artifact") == [
        {"lasting": {"kind": "modify", "static": {"kca_loses_keywords": ["elusive"]}, "affects": "each-creature"},
         "duration": "turn"}]
    assert effects("Action: Choose a creature. For the remainder of the turn, that creature loses taunt and "
                   "elusive.", "artifact")[1] == {
        "lasting": {"kind": "modify", "static": {"kca_loses_keywords": ["taunt", "elusive"]}},
        "target": "previous-target", "duration": "turn"}


UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"]}


# kf:glossary/fight, kf:rules/constant-abilities — Bigtwig can only fight stunned creatures: the
# unstunned Krump is refused, the stunned Troll is fought
def test_bigtwig_fights_only_stunned_creatures(run):
    bob = {"battleline": ["Krump", {"card": "Troll", "stunned": True}]}
    r = run(alice={**UNTAMED, "battleline": ["Bigtwig"]}, bob=bob,
            actions=[{"type": "fight", "card": "Bigtwig", "target": "Krump"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:rules/constant-abilities"
    r = run(alice={**UNTAMED, "battleline": ["Bigtwig"]}, bob=bob,
            actions=[{"type": "fight", "card": "Bigtwig", "target": "Troll"}])
    assert r.outcome == "completed" and card(r, "Troll")["damage"] == 7


# kf:glossary/fight — Groggins can only attack flank creatures: the middle one of three is refused
def test_groggins_attacks_only_flank_creatures(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "logos", "dis"], "battleline": ["Groggins"]}
    bob = {"battleline": ["Krump", "Troll", "Bumpsy"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "fight", "card": "Groggins", "target": "Troll"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:rules/constant-abilities"
    r = run(alice=alice, bob=bob, actions=[{"type": "fight", "card": "Groggins", "target": "Bumpsy"}])
    assert r.outcome == "completed" and "Bumpsy" in state(r, "players.bob.discard")


# kf:glossary/fight, kf:rules/upgrades — Camouflage on bob's Troll: alice's middle creature cannot
# fight it, her flank creature can
def test_camouflage_lets_only_flank_creatures_fight_its_creature(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "logos", "dis"], "battleline": ["Krump", "Bumpsy", "Valdr"]}
    bob = {"battleline": [{"card": "Troll", "upgrades": ["Camouflage"]}]}
    r = run(alice=alice, bob=bob, actions=[{"type": "fight", "card": "Bumpsy", "target": "Troll"}])
    assert r.outcome == "refused"
    r = run(alice=alice, bob=bob, actions=[{"type": "fight", "card": "Krump", "target": "Troll"}])
    assert r.outcome == "completed" and card(r, "Troll")["damage"] == 6


# kf:glossary/taunt, kf:glossary/elusive — Niffle Ape attacks Drumble next to taunt Champion Anaphiel
# and destroys it, though it is the first attack on the elusive Drumble this turn; Troll may not
def test_niffle_ape_ignores_taunt_and_elusive(run):
    bob = {"battleline": ["Drumble", "Champion Anaphiel"]}
    r = run(alice={**UNTAMED, "battleline": ["Niffle Ape"]}, bob=bob,
            actions=[{"type": "fight", "card": "Niffle Ape", "target": "Drumble"}])
    assert r.outcome == "completed" and "Drumble" in state(r, "players.bob.discard")
    assert any(s["event"] == "elusive-ignored" for s in r.steps)
    r = run(alice={"house": "brobnar", "houses": ["brobnar", "logos", "dis"], "battleline": ["Troll"]}, bob=bob,
            actions=[{"type": "fight", "card": "Troll", "target": "Drumble"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/taunt"


# kf:glossary/lasting-effects, kf:glossary/elusive — Sniffer: for the rest of the turn Drumble is not
# elusive, so Tunk's attack, the first on it this turn, destroys it; without Sniffer no damage is dealt
def test_sniffer_takes_elusive_away_for_the_turn(run):
    alice = {"house": "mars", "houses": ["mars", "brobnar", "logos"], "artifacts": ["Sniffer"], "battleline": ["Tunk"]}
    fight = {"type": "fight", "card": "Tunk", "target": "Drumble"}
    r = run(alice=alice, bob={"battleline": ["Drumble"]}, actions=[{"type": "use-action", "card": "Sniffer"}, fight])
    assert r.outcome == "completed" and "Drumble" in state(r, "players.bob.discard")
    r = run(alice=alice, bob={"battleline": ["Drumble"]}, actions=[fight])
    assert state(r, "players.bob.battleline") == ["Drumble"]


def test_more_kca_phrasings():
    assert compiled("While your opponent does not control creatures from 3 different houses, their keys cost +2A.",
                    "artifact") == {"static": [
                        {"key_cost": 2, "for": "opponent", "if": ["opponent.creature_houses", "<", 3]}]}
    assert compiled("While Foo is ready, each creature takes 1D after it enters play.") == {"abilities": [
        {"trigger": "after-creature-enters-play",
         "effects": [{"deal_damage": 1, "target": "event-creature", "if": {"self": {"exhausted": False}}}]}]}
    assert effects("Reap: Give control of a friendly artifact to your opponent. If you do, they must give you 2A.",
                   "creature")[1] == {"pay": 2, "who": "opponent", "if_you_do": True}
    assert compiled("Other friendly creatures get +1 armor.") == {
        "static": [{"armor": 1, "affects": "other-friendly-creatures"}]}
    assert effects("Action: For the remainder of the turn, other friendly creatures get +1 armor.", "creature") == [
        {"lasting": {"kind": "modify", "static": {"armor": 1}, "affects": "other-friendly-creatures"},
         "duration": "turn"}]
    assert effects("Play: Purge each Untamed creature from each player’s discard pile. For each card purged this "
                   "way, its owner gains 1A.") == [
        {"purge": True, "target": {"house": "untamed", "type": "creature", "zone": "discard", "player": "any",
                                   "each": True}},
        {"gain": 1, "who": "previous-owner", "for_each": "this-way"}]


# kf:glossary/purge, kf:glossary/for-each — Soldiers to Flowers: the Untamed creatures of both discard
# piles are purged (the Untamed action stays), and each card's owner gains 1A for it: alice 1, bob 2
def test_soldiers_to_flowers_pays_each_owner(run):
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Soldiers to Flowers"],
             "discard": ["Niffle Ape", "Lost in the Woods"]}
    bob = {"discard": ["Bigtwig", "Dust Pixie", "Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Soldiers to Flowers"}])
    assert sorted(state(r, "players.bob.purged")) == ["Bigtwig", "Dust Pixie"]
    assert state(r, "players.alice.purged") == ["Niffle Ape"]
    assert state(r, "players.alice.amber") == 1 + 1 and state(r, "players.bob.amber") == 2  # alice: the æmber bonus too


# kf:glossary/armor, kf:glossary/lasting-effects — Abond the Armorsmith: +1 armor to the other
# friendly creatures, +1 more for the turn after its action; not to itself
def test_abond_gives_other_friendly_creatures_armor(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "battleline": ["Abond the Armorsmith", "Troll"]}
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[{"type": "use-action", "card": "Abond the Armorsmith"}])
    troll, abond = card(r, "Troll"), card(r, "Abond the Armorsmith")
    assert troll["armor_left"] == 2 and abond["armor_left"] == 0 and card(r, "Krump")["armor_left"] == 0


# kf:glossary/cost, kf:rules/houses — Proclamation 346E: bob's creatures are of two houses, so his keys
# cost 8: with 7A he cannot forge at the start of his turn
def test_proclamation_raises_the_key_cost(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "artifacts": ["Proclamation 346E"]}
    bob = {"houses": ["brobnar", "logos", "untamed"], "battleline": ["Troll", "Dextre"], "amber": 7}
    turn = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False}]
    r = run(alice=alice, bob=bob, actions=turn)
    assert state(r, "players.bob.keys") == 0 and state(r, "players.bob.amber") == 7
    r = run(alice=alice, bob={**bob, "battleline": ["Troll", "Dextre", "Niffle Ape"]}, actions=turn)
    assert state(r, "players.bob.keys") == 1


def test_other_after_a_choice_is_other_than_the_chosen():
    assert effects("Play: Choose 3 friendly creatures and 3 enemy creatures. Destroy each other creature.") == [
        {"choose": True, "targets": [{"count": 3, "side": "friendly"}, {"count": 3, "side": "enemy"}]},
        {"destroy": True, "target": {"each": True, "new": True}}]


# kf:glossary/destroyed — Unnatural Selection: the three friendly and three enemy creatures chosen stay,
# every other creature is destroyed
def test_unnatural_selection_destroys_the_creatures_not_chosen(run):
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Unnatural Selection"],
             "battleline": ["Troll", "Bumpsy", "Krump", "Valdr"]}
    bob = {"battleline": ["Brammo", "Dextre", "Niffle Ape", "Bigtwig"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Unnatural Selection"}],
            choices=["Troll", "Bumpsy", "Krump", "Brammo", "Dextre", "Niffle Ape"])
    assert state(r, "players.alice.battleline") == ["Troll", "Bumpsy", "Krump"]
    assert state(r, "players.bob.battleline") == ["Brammo", "Dextre", "Niffle Ape"]
