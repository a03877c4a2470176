"""The compiler's 'kmm' family (grammar/kmm.lark, families/kmm.py): shapes of Mass Mutation cards.
Printed sentences → card format, and scenarios with the real cards showing what the engine does
with what they compile to (each test names the rule it rests on)."""

import pytest

from .conftest import compiled


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    # a condition on the card's neighbors: none of them belongs to the house (a count of 0)
    ("Action: If Foo has no Star Alliance neighbors, steal 1A.", "creature",
     {"abilities": [{"trigger": "action", "effects": [{"steal": 1, "if": [
         {"count": {"where": "neighbor", "of": "self", "house": "staralliance", "each": True}}, "==", 0]}]}]}),
    # the house of the card the preceding effect chose
    ("Action: Discard a card from your hand. If it is a Logos or Untamed card, gain 2A.", "creature",
     {"abilities": [{"trigger": "action", "effects": [
         {"discard": 1},
         {"gain": 2, "if": {"any": [{"previous": {"house": "logos"}}, {"previous": {"house": "untamed"}}]}}]}]}),
    # constant abilities that apply while a condition on players holds
    ("While you have 4A or more, your A cannot be stolen.", "creature",
     {"static": [{"cannot_be_stolen": True, "if": ["you.amber", ">=", 4]}]}),
    ("While there are more friendly Mutant creatures than enemy Mutant creatures, your opponent's keys cost +2A.",
     "creature",
     {"static": [{"key_cost": 2, "for": "opponent", "if": [
         {"count": {"side": "friendly", "trait": "mutant", "each": True}}, ">",
         {"count": {"side": "enemy", "trait": "mutant", "each": True}}]}]}),
    ("While you have 4A or more, your non-Untamed creatures enter play ready.", "creature",
     {"static": [{"enters_ready": True, "affects": "friendly-creatures", "not_house": "untamed",
                  "if": ["you.amber", ">=", 4]}]}),
    # "if you do," before a lasting effect
    ("Action: Purge Foo. If you do, for the remainder of the turn, after you play a card, draw a card.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"purge": True, "target": "self"},
         {"lasting": {"kind": "ability", "ability": {"trigger": "after-card-played", "effects": [{"draw": 1}],
                                                     "whose": "friendly"}},
          "duration": "turn", "if_you_do": True}]}]}),
    # æmber to the opponent's pool; the end of each turn (either player's)
    ("At the end of your turn, move 1A from Foo to your opponent's pool.", "creature",
     {"abilities": [{"trigger": "end-of-turn", "whose": "friendly",
                     "effects": [{"move_aember": 1, "from": "self", "to": "pool", "who": "opponent"}]}]}),
    ("At the end of each turn, deal 1D to each flank creature.", "artifact",
     {"abilities": [{"trigger": "end-of-turn", "effects": [{"deal_damage": 1, "target": {"each": True, "where": "flank"}}]}]}),
    # counts: upgrades on the card, the difference of two counts
    ("Reap: Gain 1A for each upgrade on Foo.", "creature",
     {"abilities": [{"trigger": "reap", "effects": [
         {"gain": 1, "for_each": {"count": {"kind": "upgrade", "attached_to": "self", "each": True}}}]}]}),
    ("Play: If there are more enemy creatures than friendly creatures, draw cards equal to the difference.", "action",
     {"abilities": [{"trigger": "play", "effects": [{"draw": {"difference": ["opponent.creatures", "you.creatures"]},
                                                      "if": ["opponent.creatures", ">", "you.creatures"]}]}]}),
    # filters: æmber on creatures (constant abilities), bonus icons, power below the card's own
    ("Each friendly creature with A on it gains elusive.", "creature",
     {"static": [{"gains": {"keywords": ["elusive"]}, "affects": "friendly-creatures", "aember": True}]}),
    ("Each friendly creature with A on it gets +1 armor.", "artifact",
     {"static": [{"armor": 1, "affects": "friendly-creatures", "aember": True}]}),
    ("Play: Destroy a creature with no bonus icons.", "action",
     {"abilities": [{"trigger": "play", "effects": [{"destroy": True, "target": {"bonus_icons": False}}]}]}),
    ("Play/Fight: You may exalt Foo. If you do, destroy a creature with lower power than Foo.", "creature",
     {"abilities": [{"trigger": ["play", "fight"], "effects": [
         {"exalt": True, "target": "self", "may": True},
         {"destroy": True, "target": {"power": ["<", "self.power"]}, "if_you_do": True}]}]}),
])
def test_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


def test_a_sentence_broken_over_two_lines_is_one_sentence():
    # the catalogue breaks "Deal 2D to each non-Mutant\ncreature." over two lines (text.normalize)
    assert compiled("Play: Deal 2D to each non-Mutant\ncreature.", "action") == {
        "abilities": [{"trigger": "play", "effects": [{"deal_damage": 2, "target": {"each": True, "not_trait": "mutant"}}]}]}


def test_new_format_words_are_checked_when_a_definition_loads():
    from judge.keyforge.vocabulary import check_amount, check_effect, check_static

    check_amount({"difference": ["opponent.creatures", "you.creatures"]})
    with pytest.raises(ValueError):
        check_amount({"difference": ["opponent.creatures"]})
    with pytest.raises(ValueError):
        check_effect({"destroy": True, "target": {"power": ["<", "self.armor"]}})
    with pytest.raises(ValueError):
        check_static({"cannot_fight": True, "aember": True})  # the æmber filter is read by power/armor/gains only


# -- the engine does it ------------------------------------------------------------------------------
STAR = {"house": "staralliance", "houses": ["staralliance", "brobnar", "untamed"]}
UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "shadows"]}


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"].replace("’", "'") == name)


def players(r, key):
    return [r.final_state["players"][p][key] for p in ("alice", "bob")]


# kf:glossary/move — ANT1-10NY: at the end of its controller's turn, 1 æmber moves from it to the
# opponent's pool (moved, not stolen or lost)
def test_ant1_10ny_moves_aember_to_the_opponents_pool(run):
    alice = {**STAR, "battleline": [{"card": "ANT1-10NY", "captured_amber": 2}]}
    r = run(alice=alice, bob={"houses": ["brobnar", "logos", "dis"]}, actions=[{"type": "end-turn"}])
    assert players(r, "amber") == [0, 1] and card(r, "ANT1-10NY")["amber"] == 1


# kf:rules/constant-abilities — Pincerator: at the end of each turn, 1 damage to each flank creature
def test_pincerator_damages_each_flank_creature_at_the_end_of_the_turn(run):
    alice = {**STAR, "artifacts": ["Pincerator"], "battleline": ["Krump", "Troll", "Bumpsy"]}
    r = run(alice=alice, bob={"houses": ["brobnar", "logos", "dis"], "battleline": ["Dodger"]},
            actions=[{"type": "end-turn"}])
    assert [card(r, n)["damage"] for n in ("Krump", "Troll", "Bumpsy", "Dodger")] == [1, 0, 1, 1]


# kf:rules/constant-abilities, kf:rules/ready-and-exhausted — Fandangle: while its controller has
# 4 æmber or more, their non-Untamed creatures enter play ready
@pytest.mark.parametrize("amber, exhausted", [(4, False), (3, True)])
def test_fandangle_makes_non_untamed_creatures_enter_ready(run, amber, exhausted):
    alice = {"house": "brobnar", "houses": ["brobnar", "untamed", "logos"], "amber": amber,
             "battleline": ["Fandangle"], "hand": ["Krump"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Krump"}], choices=["right"])
    assert card(r, "Krump")["exhausted"] is exhausted


# kf:glossary/steal, kf:rules/constant-abilities — Cephaloist: with 4 æmber or more its controller's
# æmber cannot be stolen; with less it can
@pytest.mark.parametrize("amber, stolen", [(4, 0), (3, 1)])
def test_cephaloist_protects_a_pool_of_four_or_more(run, amber, stolen):
    theft = {"name": "Test Theft", "house": "shadows", "type": "action",
             "abilities": [{"trigger": "play", "effects": [{"steal": 1}]}]}
    r = run(alice={"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "hand": [theft]},
            bob={"amber": amber, "battleline": ["Cephaloist"]}, actions=[{"type": "play", "card": "Test Theft"}])
    assert players(r, "amber") == [stolen, amber - stolen]


# kf:glossary/cost — Pismire: more friendly Mutant creatures than enemy ones raises the opponent's key cost by 2
def test_pismire_raises_the_opponents_key_cost_while_it_has_more_mutants(run):
    mutants = {**UNTAMED, "battleline": ["Pismire", "Cephaloist"]}
    assert players(run(alice=mutants, bob={"battleline": ["Fandangle"]}), "key_cost") == [6, 8]
    assert players(run(alice=mutants, bob={"battleline": ["Fandangle", "Boss Zarek"]}), "key_cost") == [6, 6]


# kf:glossary/for-each — Hayden Oswin: 1 æmber for each upgrade on it (besides the 1 for reaping)
def test_hayden_oswin_gains_for_each_upgrade_on_it(run):
    badges = [{"name": f"Test Badge {n}", "house": "staralliance", "type": "upgrade"} for n in (1, 2)]
    alice = {**STAR, "battleline": [{"card": "Hayden Oswin", "upgrades": badges}]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Hayden Oswin"}])
    assert players(r, "amber")[0] == 3


# kf:glossary/ability — Hold the Line: as many cards as the opponent has more creatures
@pytest.mark.parametrize("enemies, drawn", [(["Troll", "Bumpsy", "Dodger"], 2), (["Troll"], 0)])
def test_hold_the_line_draws_the_difference(run, enemies, drawn):
    alice = {**STAR, "battleline": ["Krump"], "hand": ["Hold the Line"], "deck": ["Troll", "Bumpsy", "Dodger"]}
    r = run(alice=alice, bob={"battleline": enemies}, actions=[{"type": "play", "card": "Hold the Line"}])
    assert len(r.final_state["players"]["alice"]["hand"]) == drawn


# kf:rules/constant-abilities, kf:glossary/elusive — Boss Zarek: each friendly creature with æmber on it is elusive
def test_boss_zarek_gives_elusive_to_creatures_with_aember(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"],
             "battleline": ["Boss Zarek", {"card": "Krump", "captured_amber": 1}, "Troll"]}
    r = run(alice=alice)
    assert [card(r, n)["keywords"] for n in ("Boss Zarek", "Krump", "Troll")] == [[], ["elusive"], []]


# kf:glossary/armor — Gizelhart's Standard: each friendly creature with æmber on it gets +1 armor
def test_gizelhart_s_standard_armors_creatures_with_aember(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "artifacts": ["Gizelhart's Standard"],
             "battleline": [{"card": "Krump", "captured_amber": 2}, "Troll"]}
    r = run(alice=alice, bob={"battleline": [{"card": "Dodger", "captured_amber": 1}]})
    assert [card(r, n)["armor"] for n in ("Krump", "Troll", "Dodger")] == [1, 0, 0]


# kf:glossary/bonus-icons — Wail of the Damned: only a creature without bonus icons (the æmber bonus
# counts) may be destroyed; a creature with an æmber bonus is no choice
def test_wail_of_the_damned_destroys_a_creature_without_bonus_icons(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Wail of the Damned"]}
    with_icon = {"name": "Test Icon Beast", "house": "untamed", "type": "creature", "power": 3, "amber": 1}
    r = run(alice=alice, bob={"battleline": [with_icon, "Troll"]}, actions=[{"type": "play", "card": "Wail of the Damned"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Icon Beast"]


# kf:glossary/exalt, kf:glossary/if-you-do — Dreadbone Decimus: after exalting itself, destroys a creature
# of lower power than its own (5): Bumpsy (5) is no choice, Dodger is
def test_dreadbone_decimus_destroys_a_weaker_creature(run):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Dreadbone Decimus"]}
    weakling = {"name": "Test Weakling", "house": "dis", "type": "creature", "power": 4}
    r = run(alice=alice, bob={"battleline": ["Bumpsy", {"card": weakling}]},
            actions=[{"type": "play", "card": "Dreadbone Decimus"}], choices=[True])
    assert r.final_state["players"]["bob"]["battleline"] == ["Bumpsy"]


# kf:glossary/neighbor — Crewman Jörg: steals only without Star Alliance neighbors
@pytest.mark.parametrize("line, stolen", [(["Krump", "Crewman Jörg"], 1), (["Hayden Oswin", "Crewman Jörg"], 0)])
def test_crewman_jorg_steals_without_star_alliance_neighbors(run, line, stolen):
    r = run(alice={**STAR, "battleline": line}, bob={"amber": 3},
            actions=[{"type": "use-action", "card": "Crewman Jörg"}])
    assert players(r, "amber")[0] == stolen


# kf:glossary/this-way — Ambassador Liu: what it does depends on the house of the card discarded
@pytest.mark.parametrize("discarded, alice_amber, bob_amber", [("Dodger", 1, 2), ("Fandangle", 2, 3), ("Krump", 0, 3)])
def test_ambassador_liu_reads_the_discarded_cards_house(run, discarded, alice_amber, bob_amber):
    r = run(alice={**STAR, "battleline": ["Ambassador Liu"], "hand": [discarded]}, bob={"amber": 3},
            actions=[{"type": "use-action", "card": "Ambassador Liu"}])
    assert players(r, "amber") == [alice_amber, bob_amber]


# kf:glossary/lasting-effects, kf:glossary/if-you-do — Library Card: purged, then each card played this turn draws one
def test_library_card_draws_after_each_card_played_this_turn(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "artifacts": ["Library Card"],
             "hand": [{"name": "Test Scholar", "house": "logos", "type": "creature", "power": 1}], "deck": ["Krump", "Troll"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Library Card"}, {"type": "play", "card": "Test Scholar"}])
    assert r.final_state["players"]["alice"]["hand"] == ["Krump"] and r.final_state["players"]["alice"]["purged"] == ["Library Card"]


# -- traits gained, keywords lost, entering enraged, bonus icons counted ------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Until the start of your next turn, a creature gains elusive and the Mutant trait.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"lasting": {"kind": "modify", "static": {"gains": {"keywords": ["elusive"], "traits": ["mutant"]}}},
          "target": {}, "duration": "until-your-next-turn"}]}]}),
    ("Action: Steal 2A. Until the start of your next turn, Foo loses elusive.", "creature",
     {"abilities": [{"trigger": "action", "effects": [
         {"steal": 2},
         {"lasting": {"kind": "modify", "static": {"kmm_loses": ["elusive"]}}, "target": "self",
          "duration": "until-your-next-turn"}]}]}),
    ("Foo enters play ready and enraged.", "creature", {"static": [{"enters_ready": True}, {"kmm_enters_enraged": True}]}),
    ("Play: Your opponent discards a random card from their hand. Steal 1A for each bonus icon on the discarded card.",
     "action",
     {"abilities": [{"trigger": "play", "effects": [{"discard": 1, "random": True, "who": "opponent"},
                                                      {"steal": 1, "for_each": "previous.bonus_icons"}]}]}),
])
def test_sentence_to_definition_traits_keywords(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/traits, kf:glossary/lasting-effects — Mutation of Cunning: the creature is elusive and a
# Mutant until the start of its controller's next turn; what counts Mutants counts it (Pismire: now
# more friendly Mutants than enemy ones, the opponent's keys cost 2 more)
def test_mutation_of_cunning_gives_elusive_and_the_mutant_trait(run):
    alice = {**UNTAMED, "battleline": ["Pismire", "Krump"], "hand": ["Mutation of Cunning"]}
    bob = {"battleline": ["Cephaloist"]}
    assert players(run(alice=alice, bob=bob), "key_cost") == [6, 6]
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Mutation of Cunning"}], choices=["Krump"])
    krump = card(r, "Krump")
    assert krump["keywords"] == ["elusive"] and krump["traits"] == ["giant", "mutant"]
    assert players(r, "key_cost") == [6, 8]


# kf:glossary/lasting-effects — Mutation of Fury lasts until the start of its player's next turn, not longer
def test_mutation_of_fury_ends_at_the_start_of_the_next_turn(run):
    alice = {**UNTAMED, "battleline": ["Krump"], "hand": ["Mutation of Fury"]}
    bob = {"houses": ["brobnar", "logos", "dis"]}
    play = [{"type": "play", "card": "Mutation of Fury"}]
    r = run(alice=alice, bob=bob, actions=play, choices=["Krump"])
    assert card(r, "Krump")["keywords"] == ["assault 3"] and "mutant" in card(r, "Krump")["traits"]
    r = run(alice=alice, bob=bob, actions=play + [{"type": "end-turn"}], choices=["Krump"])
    assert card(r, "Krump")["keywords"] == ["assault 3"]  # bob's turn: it still lasts
    bobs_turn = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
                 {"type": "end-turn", "player": "bob"}]
    r = run(alice=alice, bob=bob, actions=play + bobs_turn, choices=["Krump"])
    assert card(r, "Krump")["keywords"] == [] and card(r, "Krump")["traits"] == ["giant"]


# kf:glossary/elusive, kf:glossary/lasting-effects — Reckless Rizzo loses elusive after its action
def test_reckless_rizzo_loses_elusive(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "battleline": ["Reckless Rizzo"]}
    assert card(run(alice=alice), "Reckless Rizzo")["keywords"] == ["elusive"]
    r = run(alice=alice, bob={"amber": 3}, actions=[{"type": "use-action", "card": "Reckless Rizzo"}])
    assert card(r, "Reckless Rizzo")["keywords"] == [] and players(r, "amber") == [2, 1]


# kf:glossary/enrage, kf:rules/ready-and-exhausted — Gizelhart's Zealot enters play ready and enraged
def test_gizelhart_s_zealot_enters_ready_and_enraged(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Gizelhart's Zealot"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Gizelhart's Zealot"}])
    zealot = card(r, "Gizelhart's Zealot")
    assert zealot["exhausted"] is False and zealot["enraged"] is True


# kf:glossary/bonus-icons — Mindfire: 1 æmber stolen for each bonus icon on the discarded card,
# the æmber bonus and enhanced icons alike
@pytest.mark.parametrize("discarded, stolen", [({"card": "Bumpsy", "bonus": ["capture", "draw"]}, 2),
                                               ("Bumpsy", 0), ("Mutation of Fury", 1)])
def test_mindfire_steals_for_each_bonus_icon(run, discarded, stolen):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Mindfire"]}
    r = run(alice=alice, bob={"amber": 5, "hand": [discarded]}, actions=[{"type": "play", "card": "Mindfire"}])
    assert players(r, "amber") == [stolen, 5 - stolen]
