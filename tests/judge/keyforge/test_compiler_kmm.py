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


# kf:rules/constant-abilities, kf:glossary/ready-and-exhausted — Fandangle: while its controller has
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


# kf:glossary/draw — Hold the Line: as many cards as the opponent has more creatures
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


# kf:glossary/enrage, kf:glossary/ready-and-exhausted — Gizelhart's Zealot enters play ready and enraged
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


# -- what the hand-written Mass Mutation cards play, now from their printed text ---------------------------
WEAKLING = {"name": "Test Weakling", "house": "dis", "type": "creature", "power": 2}

@pytest.mark.parametrize("text, card_type, expected", [
    ("When Foo would deal damage, steal 1A instead.", "creature", {"static": [{"steal_instead_of_damage": 1}]}),
    ("Damage dealt to Foo's neighbors during fights is also dealt to Foo.", "creature",
     {"static": [{"shares_neighbors_fight_damage": True}]}),
    ("After an enemy creature is dealt damage by a D bonus icon, deal 1D to that creature.", "creature",
     {"abilities": [{"trigger": "after-bonus-icon-damage", "whose": "enemy",
                     "effects": [{"deal_damage": 1, "target": "event-creature"}]}]}),
    ('This creature gains, "Before Fight: Move 1A from this creature to the creature it fights."', "upgrade",
     {"static": [{"gains": {"abilities": [{"trigger": "before-fight", "effects": [
         {"move_aember": 1, "from": "self", "to": "event-defender"}]}]}, "affects": "attached"}]}),
    ("Omni: Discard the top 2 cards of your deck. If you discard any Saurian creatures this way, put them into play "
     "ready, give them three +1 power counters, and destroy Foo.", "artifact",
     {"abilities": [{"trigger": "omni", "effects": [
         {"discard": 2, "from": "deck-top"},
         {"put_into_play": True, "target": {"among": "previous", "house": "saurian", "type": "creature", "each": True},
          "enters_ready": True},
         {"power_counters": 3, "target": "previous-target", "if_you_do": True},
         {"destroy": True, "target": "self", "same_if": True}]}]}),
    ("After an enemy creature is destroyed fighting Foo, double the number of +1 power counters on Foo.", "creature",
     {"abilities": [{"trigger": "after-creature-destroyed", "whose": "enemy", "event": {"fighting": "self"},
                     "effects": [{"power_counters": "self.power_counters", "target": "self"}]}]}),
    ('Each creature with A on it gains, "Destroyed: Move 1A from this creature to the most powerful enemy creature."',
     "artifact",
     {"static": [{"gains": {"abilities": [{"trigger": "destroyed", "effects": [
         {"move_aember": 1, "from": "self", "to": {"most_powerful": True, "side": "enemy"}}]}]},
                  "affects": "each-creature", "aember": True}]}),
    ("Play: Steal 1A. Discard the top card of your deck. If that card is a Shadows card, trigger this effect again.",
     "action",
     {"abilities": [{"trigger": "play", "effects": [{"steal": 1}, {"discard": 1, "from": "deck-top"},
                                                      {"repeat": "card-effect", "if": {"previous": {"house": "shadows"}}}]}]}),
    ("Play: Choose a house. Reveal the top 3 cards of your deck. Archive each card of the chosen house and discard "
     "the others.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"choose_house": True}, {"look_at": 3, "from": "deck-top", "revealed": True},
         {"move_looked": "rest", "into": "archives", "match": {"house": "chosen"}},
         {"move_looked": "rest", "into": "discard"}]}]}),
])
def test_sentence_to_definition_hand_written_cards(text, card_type, expected):
    assert compiled(text, card_type) == expected


@pytest.mark.parametrize("name", ["Shoulder Id", "Drecker", "Maleficorn", "Siren Horn", "Saurian Egg"])
def test_the_compiled_card_is_the_hand_written_one(name):
    # the hand-written definitions (cards/mm.py, mm_2.py) and the printed text compiled say the same;
    # test_compiler_equivalence.py plays the FAQ scenarios of these cards with the compiled one
    from judge.keyforge.cards.compiler import compile_card
    from judge.keyforge.cards.library import library
    from judge.keyforge.cards.model import Ability
    from rules_index.catalogue import catalogue

    built = library().cards[name]
    result = compile_card(catalogue().resolve(name).id)
    assert result.complete
    assert result.definition["static"] == [dict(s) for s in built.static]
    assert [Ability.model_validate(a) for a in result.definition["abilities"]] == list(built.abilities)


# kf:glossary/power-counter — Chonkers: after an enemy creature is destroyed fighting it, its +1 power
# counters double (skirmish: it takes no damage attacking)
def test_chonkers_doubles_its_power_counters(run):
    alice = {**UNTAMED, "battleline": [{"card": "Chonkers", "power_counters": 3}]}
    r = run(alice=alice, bob={"battleline": [{"card": WEAKLING}]},
            actions=[{"type": "fight", "card": "Chonkers", "target": "Test Weakling"}])
    assert card(r, "Chonkers")["power_counters"] == 6 and r.final_state["players"]["bob"]["battleline"] == []


# kf:rules/constant-abilities, kf:glossary/move — Curia Saurus: a creature with æmber on it has
# "Destroyed: move 1A from this creature to the most powerful enemy creature"; enemy to the creature's
# controller: Bob's creature, destroyed with 2 æmber on it, moves 1 to Alice's Troll; the other goes
# to Alice as it leaves play (kf:glossary/capture)
def test_curia_saurus_moves_aember_of_a_destroyed_creature(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "saurian", "logos"], "artifacts": ["Curia Saurus"],
             "battleline": ["Krump", "Troll"]}
    r = run(alice=alice, bob={"battleline": [{"card": WEAKLING, "captured_amber": 2}]},
            actions=[{"type": "fight", "card": "Krump", "target": "Test Weakling"}])
    assert card(r, "Troll")["amber"] == 1 and card(r, "Krump")["amber"] == 0
    assert players(r, "amber") == [1, 0]


# kf:glossary/repeat — Ransack: the effect again while the discarded card is a Shadows card (German edition:
# the repeat repeats too): Urchin, Silvertooth (Shadows), then Krump stops it — 3 steals
def test_ransack_repeats_while_it_discards_shadows_cards(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "hand": ["Ransack"],
             "deck": ["Urchin", "Silvertooth", "Krump", "Troll"]}
    r = run(alice=alice, bob={"amber": 5}, actions=[{"type": "play", "card": "Ransack"}])
    assert players(r, "amber") == [3, 2]
    assert r.final_state["players"]["alice"]["deck"] == ["Troll"]


# kf:glossary/archives — New Frontiers: of the three cards revealed, those of the chosen house are archived,
# the others discarded
def test_new_frontiers_archives_the_chosen_house(run):
    alice = {**STAR, "hand": ["New Frontiers"], "deck": ["Urchin", "Krump", "Silvertooth", "Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "New Frontiers"}], choices=["shadows"])
    me = r.final_state["players"]["alice"]
    assert sorted(me["archives"]) == ["Silvertooth", "Urchin"] and sorted(me["discard"]) == ["Krump", "New Frontiers"]
    assert me["deck"] == ["Troll"]


# -- cards out of play, upgrades on a card, "another", sharing a house -----------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Return 1 card of each type (action, artifact, creature, upgrade) from your discard pile to your hand.",
     "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"return_to_hand": True, "target": {"type": t, "zone": "discard", "player": "you", "kind": "card"}}
         for t in ("action", "artifact", "creature", "upgrade")]}]}),
    ("Destroyed: Put each upgrade on Foo into its owner's archives.", "creature",
     {"abilities": [{"trigger": "destroyed", "effects": [
         {"archive": True, "target": {"each": True, "kind": "upgrade", "attached_to": "self"}, "into": "owner"}]}]}),
    ("Play: Search your deck and discard pile for either half of a gigantic creature, reveal it, and put it into your "
     "hand. Shuffle your deck.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"search": {"zones": ["deck", "discard"], "match": {"gigantic": True, "type": "creature"}, "count": 1}},
         {"shuffle_deck": True}]}]}),
    # "another": another than the creature it moves from (a card the ability already chose)
    ("Action: Move 1A from a friendly creature to another friendly creature.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"move_aember": 1, "from": {"side": "friendly"}, "to": {"side": "friendly", "new": True}}]}]}),
    # "if you do, ready and use …": both parts follow the one check
    ("Action: Destroy a friendly creature. If you do, ready and use a friendly creature that shares a house with the "
     "destroyed creature.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"destroy": True, "target": {"side": "friendly"}},
         {"ready": True, "target": {"side": "friendly", "shares_house": "previous"}, "if_you_do": True},
         {"use": True, "target": "previous-target", "same_if": True}]}]}),
])
def test_sentence_to_definition_out_of_play(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/discard-pile — Look What I Found: one card of each type back to the hand
def test_look_what_i_found_returns_one_card_of_each_type(run):
    alice = {**UNTAMED, "hand": ["Look What I Found"],
             "discard": ["Ransack", "Pincerator", "Krump", "Troll", "Siren Horn"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Look What I Found"}], choices=["Troll"])
    me = r.final_state["players"]["alice"]
    assert sorted(me["hand"]) == ["Pincerator", "Ransack", "Siren Horn", "Troll"]
    assert me["discard"] == ["Krump", "Look What I Found!"]


# kf:glossary/move, kf:glossary/replacement-effects — Monument to Primus: 1 æmber from a friendly creature to
# another one; with Consul Primus in the discard pile, from any creature to another instead
def test_monument_to_primus_moves_to_another_creature(run):
    saurian = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "artifacts": ["Monument to Primus"]}
    use = [{"type": "use-action", "card": "Monument to Primus"}]
    r = run(alice={**saurian, "battleline": [{"card": "Krump", "captured_amber": 2}, "Troll"]}, actions=use,
            choices=["Krump", "Troll"])
    assert [card(r, n)["amber"] for n in ("Krump", "Troll")] == [1, 1]
    # a lone creature has no other one to move to: the æmber stays
    r = run(alice={**saurian, "battleline": [{"card": "Krump", "captured_amber": 2}]}, actions=use, choices=["Krump"])
    assert card(r, "Krump")["amber"] == 2
    r = run(alice={**saurian, "discard": ["Consul Primus"], "battleline": ["Krump"]},
            bob={"battleline": [{"card": "Dodger", "captured_amber": 1}]}, actions=use, choices=["Dodger", "Krump"])
    assert card(r, "Krump")["amber"] == 1 and card(r, "Dodger")["amber"] == 0


# kf:glossary/upgrade, kf:glossary/leaves-play — Away Team: destroyed, its upgrades go to their owner's archives
def test_away_team_archives_its_upgrades(run):
    badge = {"name": "Test Badge", "house": "staralliance", "type": "upgrade"}
    bob = {"battleline": [{"card": "Away Team", "upgrades": [badge]}]}
    r = run(alice={"battleline": ["Troll"]}, bob=bob, actions=[{"type": "fight", "card": "Troll", "target": "Away Team"}])
    assert r.final_state["players"]["bob"]["archives"] == ["Test Badge"]
    assert r.final_state["players"]["bob"]["discard"] == ["Away Team"]


# kf:glossary/search, kf:glossary/gigantic — It's Coming: either half of a gigantic creature to the hand
def test_it_s_coming_finds_a_half_of_a_gigantic_creature(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "hand": ["It's Coming"],
             "deck": ["Krump"], "discard": [{"card": "Ultra Gravitron", "half": 2}]}
    r = run(alice=alice, actions=[{"type": "play", "card": "It's Coming"}], choices=["ultra-gravitron"])
    assert r.final_state["players"]["alice"]["hand"] == ["Ultra Gravitron"]


# kf:glossary/if-you-do, kf:rules/houses — Essence Scale: after destroying a friendly creature, a friendly
# creature sharing its house is readied and used; without a destroyed creature nothing more happens
def test_essence_scale_readies_and_uses_a_creature_of_the_destroyed_house(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "artifacts": ["Essence Scale"],
             "battleline": ["Krump", {"card": "Bumpsy", "exhausted": True}, "Urchin"]}  # only Bumpsy shares Brobnar
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Essence Scale"}], choices=["Krump", "reap"])
    assert r.final_state["players"]["alice"]["amber"] == 1 and card(r, "Bumpsy")["exhausted"] is True
    assert r.final_state["players"]["alice"]["discard"] == ["Krump"]


# -- what may happen: Destroyed abilities, bonus icons; upgrades entering play; creatures healed ------------
@pytest.mark.parametrize("text, expected", [
    ("Destroyed effects cannot trigger.", {"static": [{"kmm_no_destroyed_abilities": True}]}),
    ("Your opponent cannot resolve bonus icons on cards they play.", {"static": [{"kmm_opponent_no_bonus": True}]}),
    ("After an upgrade enters play, draw a card.",
     {"abilities": [{"trigger": "after-upgrade-enters-play", "effects": [{"draw": 1}]}]}),
    ('While Foo is in the center of your battleline, it gains, "Action: Fully heal each non-Mutant creature. Gain 1A '
     'for each creature healed this way."',
     {"static": [{"gains": {"abilities": [{"trigger": "action", "effects": [
         {"heal": "full", "target": {"each": True, "not_trait": "mutant"}},
         {"gain": 1, "for_each": "healed-this-way"}]}]}, "affects": "self", "if": {"self": {"where": "center"}}}]}),
])
def test_sentence_to_definition_what_may_happen(text, expected):
    assert compiled(text) == expected


MARTYR = {"name": "Test Martyr", "house": "dis", "type": "creature", "power": 1,
          "abilities": [{"trigger": "destroyed", "effects": [{"gain": 2}]}]}


# kf:glossary/destroyed — Purifier of Souls: while it is in play no "Destroyed:" ability triggers, on either side
@pytest.mark.parametrize("purifier, bob_amber", [(True, 0), (False, 2)])
def test_purifier_of_souls_stops_destroyed_abilities(run, purifier, bob_amber):
    alice = {"battleline": ["Troll"] + (["Purifier of Souls"] if purifier else [])}
    r = run(alice=alice, bob={"battleline": [{"card": MARTYR}]},
            actions=[{"type": "fight", "card": "Troll", "target": "Test Martyr"}])
    assert r.final_state["players"]["bob"]["discard"] == ["Test Martyr"] and players(r, "amber")[1] == bob_amber


# kf:glossary/bonus-icons — Master of the Grey: its controller's opponent resolves no bonus icons (the æmber
# bonus included) on the cards they play; its controller does
def test_master_of_the_grey_stops_the_opponents_bonus_icons(run):
    gift = {"name": "Test Gift", "house": "brobnar", "type": "action", "amber": 2}
    play = [{"type": "play", "card": "Test Gift"}]
    r = run(alice={"hand": [gift]}, bob={"battleline": ["Master of the Grey"]}, actions=play)
    assert players(r, "amber")[0] == 0
    r = run(alice={"hand": [gift], "battleline": ["Master of the Grey"]}, actions=play)
    assert players(r, "amber")[0] == 2


# kf:rules/upgrades — Armory Officer Nel: after an upgrade enters play, its controller draws a card
def test_armory_officer_nel_draws_after_an_upgrade_enters_play(run):
    badge = {"name": "Test Badge", "house": "staralliance", "type": "upgrade"}
    alice = {**STAR, "battleline": ["Armory Officer Nel"], "hand": [badge], "deck": ["Krump", "Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Badge", "target": "Armory Officer Nel"}])
    assert r.final_state["players"]["alice"]["hand"] == ["Krump"]


# kf:glossary/heal, kf:glossary/this-way — Mad Prophet Gizelhart, in the center: its action fully heals each
# non-Mutant creature and gains 1 æmber for each creature damage was healed from (Krump and Troll: 2;
# the undamaged ones are not healed, the damaged Mutant keeps its damage)
def test_mad_prophet_gizelhart_gains_for_each_creature_healed(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"],
             "battleline": [{"card": "Krump", "damage": 2}, "Mad Prophet Gizelhart", {"card": "Fandangle", "damage": 1}]}
    r = run(alice=alice, bob={"battleline": [{"card": "Troll", "damage": 3}, "Dodger"]},
            actions=[{"type": "use-action", "card": "Mad Prophet Gizelhart"}])
    assert players(r, "amber")[0] == 2
    assert [card(r, n)["damage"] for n in ("Krump", "Fandangle", "Troll")] == [0, 1, 0]
    # on a flank it has no action ability
    alice["battleline"] = alice["battleline"][1:]
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Mad Prophet Gizelhart"}])
    assert r.outcome == "refused"
