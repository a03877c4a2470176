"""The compiler's 'kwa' family (grammar/kwa.lark, families/kwa.py): Worlds Collide phrasings of
things the engine already does. Printed sentences → card format, then the real cards played
through the rules, each asserting what its printed text says."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import compiled, state


def effects(text, card_type="action", name="Foo"):
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    (ability,) = r.definition["abilities"]
    return ability["effects"]


# -- sentence → definition ---------------------------------------------------------------------
def test_exalt_twice_is_two_exalts():
    assert effects("Play: Exalt Foo twice.", "creature") == [{"exalt": True, "target": "self"}] * 2


def test_exalt_to_repeat_the_preceding_effect_repeats_the_effects_before_the_sentence():
    # kf:glossary/repeat-preceding-effect: the effects before the sentence, only if the exalt happened
    assert effects("Play: The most powerful friendly creature captures 2A. You may exalt that creature to repeat "
                   "the preceding effect.") == [
        {"capture": 2, "by": {"most_powerful": True, "side": "friendly"}},
        {"exalt": True, "target": "previous-target", "may": True},
        {"repeat": "preceding", "if_you_do": True, "effects": [0]},
    ]
    got = effects("Play: Choose a creature. Deal 1D to it for each friendly creature. You may exalt a friendly "
                  "creature to repeat the preceding effect.")
    assert got[-2:] == [{"exalt": True, "target": {"side": "friendly"}, "may": True},
                        {"repeat": "preceding", "if_you_do": True, "effects": [0, 1]}]


def test_repeat_without_a_preceding_effect_is_not_compiled():
    r = compile_text("Foo", "action", "Play: You may exalt a friendly creature to repeat the preceding effect.")
    assert not r.complete


def test_move_each_amber_on_this_creature_to_the_supply_in_a_gained_ability():
    assert compiled('Each other friendly creature gains, "Destroyed: Move each A on this creature to the common '
                    'supply."')["static"] == [
        {"gains": {"abilities": [{"trigger": "destroyed",
                                  "effects": [{"move_aember": "all", "from": "self", "to": "supply"}]}]},
         "affects": "other-friendly-creatures"}]


@pytest.mark.parametrize("side", ["left", "right"])
def test_a_creature_played_on_a_flank_of_the_opponent(side):
    (ab,) = compiled(f"After your opponent plays a creature on their {side} flank, they lose 1A.")["abilities"]
    assert ab == {"trigger": "after-card-played", "whose": "enemy", "event": {"type": "creature", "flank": side},
                  "effects": [{"lose": 1, "who": "opponent"}]}


def test_constant_abilities():
    assert compiled("Each A that would be stolen is captured by a creature controlled by the active player "
                    "instead.")["static"] == [{"steal_becomes_capture": True}]
    assert compiled("Foo cannot be played unless there is another creature in play. Foo enters play as a copy of "
                    "another creature in play, except it belongs to house Logos.")["static"] == [
        {"play_only_if": {"exists": {"other": True}}},
        {"play_as_copy": {"kind": "creature", "other": True}, "house": "logos"}]
    assert compiled("Action: Put Foo on a flank of your battleline. While in the battleline, it is considered a "
                    "creature with 5 power and belongs to all houses.", "artifact") == {
        "abilities": [{"trigger": "action", "effects": [{"to_battleline": True}]}],
        "static": [{"battleline_creature": 5, "all_houses": True}]}
    assert compiled("Foo gets +1 power for each purged card.")["static"] == [
        {"power": {"count": {"kind": "card", "zone": "purged", "player": "any", "each": True}}, "affects": "self"}]
    assert compiled('This creature gains, "Your A cannot be stolen."', "upgrade")["static"] == [
        {"cannot_be_stolen": True}]


def test_cards_named_by_other_cards():
    assert effects("Reap: Draw a card. If you control Velum, draw 2 cards instead.", "creature") == [
        {"draw": 2, "if": {"exists": {"name": "Velum", "side": "friendly", "kind": "card"}}},
        {"draw": 1, "otherwise": "instead"}]
    assert effects("Destroyed: Return an Igon the Terrible from your discard pile to your hand.", "creature") == [
        {"return_to_hand": True,
         "target": {"name": "Igon the Terrible", "zone": "discard", "player": "you", "kind": "card"}}]
    assert compiled("After you play Subtle Chain, ready Foo.")["abilities"] == [
        {"trigger": "after-card-played", "whose": "friendly", "event": {"name": "Subtle Chain"},
         "effects": [{"ready": True, "target": "self"}]}]


def test_it_after_a_condition_on_the_card_itself_is_the_card():
    assert effects("Fight/Reap: If Foo is in the center of your battleline, you may exalt it.", "creature") == [
        {"exalt": True, "target": "self", "may": True, "if": {"self": {"where": "center"}}}]


# -- the real cards through the rules -------------------------------------------------------------
OGRE = {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}
IMP = {"name": "Test Imp", "house": "dis", "type": "creature", "power": 2}


def test_grimlocus_dux_is_exalted_twice(run):
    # kf:glossary/exalt — each exalt puts 1A from the supply on it
    r = run(alice={"house": "saurian", "hand": ["Grimlocus Dux"]}, actions=[{"type": "play", "card": "Grimlocus Dux"}])
    assert r.outcome == "completed"
    assert state(r, "cards.grimlocus-dux.amber") == 2


@pytest.mark.parametrize("exalt, captured", [("yes", 4), ("no", 2)])
def test_tribute_repeats_the_capture_only_after_an_exalt(run, exalt, captured):
    # kf:glossary/repeat-preceding-effect, kf:glossary/if-you-do
    r = run(alice={"house": "saurian", "hand": ["Tribute"], "battleline": [OGRE]}, bob={"amber": 5},
            actions=[{"type": "play", "card": "Tribute"}], choices={"may:Tribute": exalt})
    assert r.outcome == "completed"
    assert state(r, "cards.test-ogre.amber") == captured + (1 if exalt == "yes" else 0)
    assert state(r, "players.bob.amber") == 5 - captured


def test_noname_counts_each_purged_card(run):
    # kf:glossary/purge — the purged cards of both players
    r = run(alice={"house": "dis", "battleline": ["Noname"], "purged": ["Troll"]}, bob={"purged": ["Punch", "Krump"]})
    assert state(r, "cards.noname.power") == 1 + 3


@pytest.mark.parametrize("with_velum, drawn", [(True, 2), (False, 1)])
def test_hyde_draws_two_while_you_control_velum(run, with_velum, drawn):
    # kf:glossary/replacement-effects — "draw 2 cards instead"
    line = ["Hyde"] + (["Velum"] if with_velum else [])
    r = run(alice={"house": "logos", "battleline": line, "deck": ["Troll", "Punch", "Krump"]},
            actions=[{"type": "reap", "card": "Hyde"}])
    assert r.outcome == "completed"
    assert len(state(r, "players.alice.hand")) == drawn


def test_igon_the_green_returns_igon_the_terrible_from_the_discard_pile(run):
    r = run(alice={"house": "brobnar", "battleline": [OGRE]}, bob={"battleline": ["Igon the Green"],
                                                                   "discard": ["Igon the Terrible"]},
            actions=[{"type": "fight", "card": "Test Ogre", "target": "Igon the Green"}])
    assert r.outcome == "completed"
    assert state(r, "players.bob.hand") == ["Igon the Terrible"]
    assert state(r, "players.bob.purged") == ["Igon the Green"]


def test_saurus_rex_exalts_itself_only_in_the_center(run):
    r = run(alice={"house": "saurian", "battleline": [OGRE, "Saurus Rex", IMP], "deck": ["Troll", "Tribute"]},
            actions=[{"type": "reap", "card": "Saurus Rex"}],
            choices={"may:Saurus Rex": "yes", "search:Saurus Rex": ["Tribute"]})
    assert r.outcome == "completed"
    assert state(r, "cards.saurus-rex.amber") == 1
    r = run(alice={"house": "saurian", "battleline": ["Saurus Rex", OGRE]},
            actions=[{"type": "reap", "card": "Saurus Rex"}])
    assert r.outcome == "completed"
    assert not state(r, "cards.saurus-rex").get("amber")


def test_praefectus_ludo_gives_the_amber_of_a_destroyed_friend_back_to_the_supply(run):
    # kf:glossary/move — not captured back by the opponent: it goes to the common supply
    r = run(alice={"house": "brobnar", "battleline": [{**OGRE, "power": 8}]},
            bob={"amber": 1, "battleline": ["Praefectus Ludo", {**IMP, "amber": 2}]},
            actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Imp"}])
    assert r.outcome == "completed"
    assert state(r, "players.alice.amber") == 0 and state(r, "players.bob.amber") == 1


def test_chain_gang_readies_after_subtle_chain(run):
    r = run(alice={"house": "shadows", "battleline": [{"card": "Chain Gang", "exhausted": True}],
                   "hand": ["Subtle Chain"]},
            actions=[{"type": "play", "card": "Subtle Chain"}],
            choices={"order:play": ["chain-gang/after-card-played/0"]})
    assert r.outcome == "completed"
    assert state(r, "cards.chain-gang.exhausted") is False


@pytest.mark.parametrize("purged, survives", [(["Igon the Green"], True), ([], False)])
def test_igon_the_terrible_is_destroyed_unless_igon_the_green_was_purged(run, purged, survives):
    r = run(alice={"house": "brobnar", "hand": ["Igon the Terrible"], "purged": purged},
            actions=[{"type": "play", "card": "Igon the Terrible"}])
    assert r.outcome == "completed"
    assert ("Igon the Terrible" in state(r, "players.alice.battleline")) == survives
    assert ("Igon the Terrible" in state(r, "players.alice.discard")) != survives


def test_stilt_kin_readies_and_fights_after_a_giant_is_played_next_to_it(run):
    giant = {"name": "Test Giant", "house": "brobnar", "type": "creature", "power": 6, "traits": ["giant"]}
    r = run(alice={"house": "brobnar", "battleline": [{"card": "Stilt-Kin", "exhausted": True}], "hand": [giant]},
            bob={"battleline": [IMP]},
            actions=[{"type": "play", "card": "Test Giant", "flank": "right"}],
            choices={"fight-target:Stilt-Kin": "Test Imp"})
    assert r.outcome == "completed"
    assert "Test Imp" in state(r, "players.bob.discard")  # 2 damage from a power-2 creature with skirmish
    assert state(r, "cards.stilt-kin.damage") == 0


def test_stilt_kin_ignores_a_creature_that_is_not_a_giant(run):
    r = run(alice={"house": "brobnar", "battleline": [{"card": "Stilt-Kin", "exhausted": True}], "hand": [OGRE]},
            bob={"battleline": [IMP]}, actions=[{"type": "play", "card": "Test Ogre", "flank": "right"}])
    assert r.outcome == "completed"
    assert state(r, "cards.stilt-kin.exhausted") is True


def test_a_key_cost_after_a_bold_ability_is_a_constant_ability():
    assert compiled("Play: Archive a card.Your opponent's keys cost +1A for each card in your archives.") == {
        "abilities": [{"trigger": "play", "effects": [{"archive": 1}]}],
        "static": [{"key_cost": "you.archives", "for": "opponent"}]}


def test_edai_edie_raises_the_opponents_key_cost_per_archived_card(run):
    # kf:glossary/cost — 6 plus one per card in Edie's controller's archives, read from the board now
    r = run(alice={"house": "logos", "hand": ['Edai “Edie” 4x4', "Troll"], "archives": ["Punch"]},
            actions=[{"type": "play", "card": 'Edai “Edie” 4x4'}], choices={"archive:Edai “Edie” 4x4": "Troll"})
    assert r.outcome == "completed"
    assert state(r, "players.bob.key_cost") == 8 and state(r, "players.alice.key_cost") == 6


def test_gron_nine_toes_sentence_and_its_note():
    assert compiled("Gron Nine-Toes gets +4 power while it is damaged. (Gron Nine-Toes gets the power bonus only "
                    "if he survives the damage.)", name="Gron Nine-Toes") == {
        "static": [{"power": 4, "affects": "self", "if": {"self": {"kwa_survived_damage": True}}}]}


def _gron_attacked_by(run, *powers):
    attackers = [{"name": f"Test Attacker {k}", "house": "brobnar", "type": "creature", "power": p}
                 for k, p in enumerate(powers)]
    return run(alice={"house": "brobnar", "battleline": attackers}, bob={"battleline": ["Gron Nine-Toes"]},
               actions=[{"type": "fight", "card": a["name"], "target": "Gron Nine-Toes"} for a in attackers])


def test_gron_nine_toes_without_the_bonus_when_the_damage_is_checked(run):
    # kf:glossary/damage — 5 damage on a 5-power Gron: destroyed; the +4 would come only after surviving
    r = _gron_attacked_by(run, 5)
    assert r.outcome == "completed"
    assert "Gron Nine-Toes" in state(r, "players.bob.discard")


def test_gron_nine_toes_with_the_bonus_once_he_survived(run):
    # 3 damage: survives, now 9 power; 5 more (8 in all) is less than 9: still in play
    r = _gron_attacked_by(run, 3, 5)
    assert r.outcome == "completed"
    assert state(r, "cards.gron-nine-toes.damage") == 8
    assert state(r, "cards.gron-nine-toes.power") == 9


def test_reveal_purge_and_shuffle_the_others_of_a_players_deck():
    assert effects("Play: Reveal the top 5 cards of a player's deck. Purge a card revealed this way. Shuffle the "
                   "other revealed cards into that deck.") == [
        {"choose_one": [[{"look_at": 5, "revealed": True}], [{"look_at": 5, "revealed": True, "who": "opponent"}]]},
        {"move_looked": 1, "into": "purged"},
        {"move_looked": "rest", "into": "deck-shuffled"}]


def test_borr_nit_purges_one_of_the_opponents_top_five_and_shuffles_the_rest_back(run):
    # the active player picks the player (kf:glossary/active-player); the other four go back into
    # that deck, which is shuffled (the engine keeps the order: verbs_decks.py)
    deck = ["Troll", "Punch", "Krump", "Anger", "Smith", "Bumpsy"]
    r = run(alice={"house": "dis", "battleline": ["Borr-Nit"]}, bob={"deck": deck},
            actions=[{"type": "reap", "card": "Borr-Nit"}],
            choices={"choose-one:Borr Nit": "2", "purged:Borr Nit": "Krump"})
    assert r.outcome == "completed"
    assert state(r, "players.bob.purged") == ["Krump"]
    assert sorted(state(r, "players.bob.deck")) == sorted(c for c in deck if c != "Krump")
    assert state(r, "players.bob.deck")[0] == "Bumpsy"  # the card below the five stays on top
    assert any(step.get("event") == "shuffle" for step in r.steps), [s.get("event") for s in r.steps]


def test_half_that_creatures_power_after_it_left_play():
    # was left uncompiled while the engine read a sacrificed creature's power from the discard pile;
    # select.amount now reads it as it was just before it left play (kf:glossary/leaves-play)
    assert effects("Play: Sacrifice a friendly creature. If you do, each player loses A equal to half that "
                   "creature's power.")[1] == {"each_player": {"lose": {"half": "previous.power"}}, "if_you_do": True}


def test_power_of_fire_each_player_loses_half_the_sacrificed_creatures_power(run):
    # kf:glossary/leaves-play (PL): a card that left during the ability is read as it was just before —
    # 6 printed + 3 power counters = 9, half rounded down: 4
    r = run(alice={"house": "brobnar", "amber": 5, "hand": ["Power of Fire"],
                   "battleline": [{"card": OGRE, "power_counters": 3}]},
            bob={"amber": 6}, actions=[{"type": "play", "card": "Power of Fire"}])
    assert r.outcome == "completed"
    assert state(r, "players.alice.amber") == 5 - 4 and state(r, "players.bob.amber") == 6 - 4
    assert state(r, "players.alice.chains") == 1
    assert any(step.get("event") == "last-known-power" for step in r.steps)


def test_creatures_that_share_a_house_with_their_neighbors():
    assert effects("Action: Deal 4D to each creature that shares a house with at least 1 of its neighbors.",
                   "creature") == [{"deal_damage": 4, "target": {"each": True, "kwa_house_neighbors": 1}}]
    assert effects("Play/Fight/Reap: Deal 8D to a creature that shares a house with 2 of its neighbors.",
                   "creature") == [{"deal_damage": 8, "target": {"kwa_house_neighbors": 2}}]


def test_groupthink_tank_damages_each_creature_sharing_a_house_with_a_neighbor(run):
    # kf:rules/houses — Test Imp and Test Fiend (Dis) are neighbors; Test Sprite (Untamed) shares with no neighbor
    fiend = {"name": "Test Fiend", "house": "dis", "type": "creature", "power": 6}
    sprite = {"name": "Test Sprite", "house": "untamed", "type": "creature", "power": 6}
    r = run(alice={"house": "logos", "battleline": ["Groupthink Tank"]},
            bob={"battleline": [{**IMP, "power": 6}, fiend, sprite]},
            actions=[{"type": "use-action", "card": "Groupthink Tank"}])
    assert r.outcome == "completed"
    assert state(r, "cards.test-imp.damage") == 4 and state(r, "cards.test-fiend.damage") == 4
    assert not state(r, "cards.test-sprite").get("damage")
    assert not state(r, "cards.groupthink-tank").get("damage")  # alone in alice's battleline


def test_mini_groupthink_tank_needs_both_neighbors_to_share_a_house(run):
    fiend = {"name": "Test Fiend", "house": "dis", "type": "creature", "power": 9}
    sprite = {"name": "Test Sprite", "house": "dis", "type": "creature", "power": 9}
    r = run(alice={"house": "logos", "hand": ["Mini Groupthink Tank"]},
            bob={"battleline": [{**IMP, "power": 9}, fiend, sprite]},
            actions=[{"type": "play", "card": "Mini Groupthink Tank"}])
    assert r.outcome == "completed"
    assert state(r, "cards.test-fiend.damage") == 8  # the only one with two neighbors of its house
    assert not state(r, "cards.test-imp").get("damage") and not state(r, "cards.test-sprite").get("damage")


def test_trust_no_one_steals_per_enemy_house_only_without_friendly_creatures(run):
    # kf:glossary/replacement-effects; three houses among bob's creatures, capped at 3
    foes = [IMP, {**OGRE, "name": "Test Brute"}, {"name": "Test Sprite", "house": "untamed", "type": "creature",
                                                  "power": 1}, {"name": "Test Elf", "house": "logos",
                                                                "type": "creature", "power": 1}]
    r = run(alice={"house": "shadows", "hand": ["Trust No One"]}, bob={"amber": 9, "battleline": foes},
            actions=[{"type": "play", "card": "Trust No One"}])
    assert r.outcome == "completed"
    assert state(r, "players.bob.amber") == 9 - 3
    r = run(alice={"house": "shadows", "hand": ["Trust No One"], "battleline": [OGRE]},
            bob={"amber": 9, "battleline": foes[:1]}, actions=[{"type": "play", "card": "Trust No One"}])
    assert state(r, "players.bob.amber") == 9 - 1


def test_thorium_plasmate_moves_then_damages_per_neighbor_of_its_house(run):
    # kf:glossary/move — Test Imp moves between the two Dis creatures: 2 neighbors of its house, 4 damage
    fiend = {"name": "Test Fiend", "house": "dis", "type": "creature", "power": 9}
    devil = {"name": "Test Devil", "house": "dis", "type": "creature", "power": 9}
    sprite = {"name": "Test Sprite", "house": "untamed", "type": "creature", "power": 9}
    r = run(alice={"house": "logos", "hand": ["Thorium Plasmate"]},
            bob={"battleline": [{**IMP, "power": 9}, sprite, fiend, devil]},
            actions=[{"type": "play", "card": "Thorium Plasmate"}],
            choices={"target:Thorium Plasmate": "Test Imp", "place:Test Imp": "2"})
    assert r.outcome == "completed"
    assert state(r, "players.bob.battleline") == ["Test Sprite", "Test Fiend", "Test Imp", "Test Devil"]
    assert state(r, "cards.test-imp.damage") == 4


def test_malison_moves_an_enemy_to_a_flank_where_it_captures_from_its_own_side(run):
    fiend = {"name": "Test Fiend", "house": "dis", "type": "creature", "power": 1}
    r = run(alice={"house": "dis", "battleline": ["Malison"]},
            bob={"amber": 3, "battleline": [fiend, {**IMP, "power": 1}, {**OGRE, "name": "Test Brute", "power": 1}]},
            actions=[{"type": "fight", "card": "Malison", "target": "Test Fiend"}],
            choices={"may:Malison": "yes", "target:Malison": "Test Imp", "place:Test Imp": "0"})
    assert r.outcome == "completed"
    assert state(r, "players.bob.battleline")[0] == "Test Imp"
    assert state(r, "cards.test-imp.amber") == 1 and state(r, "players.bob.amber") == 2


def test_instead_of_destroying_is_a_replacement_with_a_condition():
    r = compile_text("Foo", "creature", "Destroyed: If you have any other creatures in play, instead of destroying "
                     "Foo, fully heal it, exhaust it, and move it to a flank. If you do, give it two +1 power counters.")
    assert r.complete, r.sentences
    (ab,) = r.definition["abilities"]
    assert ab["instead"] is True and ab["instead_if"] == {"exists": {"side": "friendly", "other": True}}
    assert [e.get("target") for e in ab["effects"][:3]] == ["self"] * 3
    assert ab["effects"][2] == {"move_to_flank": True, "target": "self"}
    assert ab["effects"][3] == {"power_counters": 2, "target": "previous-target", "if_you_do": True}


def test_instead_of_destroying_anywhere_else_is_not_compiled():
    r = compile_text("Foo", "creature", "Reap: If you have any other creatures in play, instead of destroying Foo, "
                     "exhaust it.")
    assert not r.complete


def _automaton_attacked(run, name, friends):
    return run(alice={"house": "brobnar", "battleline": [{**OGRE, "power": 9}]},
               bob={"battleline": friends + [name]},
               actions=[{"type": "fight", "card": "Test Ogre", "target": name}],
               choices={f"flank:{name}": "left"})


def test_self_bolstering_automata_is_saved_while_another_friendly_creature_is_in_play(run):
    # kf:glossary/replacement-effects — not destroyed: healed, exhausted, moved to a flank, two +1 power counters
    r = _automaton_attacked(run, "Self-Bolstering Automata", [IMP])
    assert r.outcome == "completed"
    assert state(r, "players.bob.battleline") == ["Self-Bolstering Automata", "Test Imp"]
    card = state(r, "cards.self-bolstering-automata")
    assert card["damage"] == 0 and card["exhausted"] is True and card["power_counters"] == 2


def test_reassembling_automaton_is_destroyed_without_another_friendly_creature(run):
    r = _automaton_attacked(run, "Reassembling Automaton", [])
    assert r.outcome == "completed"
    assert "Reassembling Automaton" in state(r, "players.bob.discard")
    assert any(step.get("event") == "replacement-not-applied" for step in r.steps)


def test_power_for_each_amber_on_each_creature_it_reaches():
    assert compiled("Each friendly creature gets +2 power for each A on it.")["static"] == [
        {"power": {"times": 2, "of": "kwa_it.amber"}, "affects": "friendly-creatures"}]
    assert compiled("Foo gets +1 power for each A on it.")["static"] == [{"power": "self.amber", "affects": "self"}]


def test_the_operand_of_the_reached_creature_is_refused_outside_a_power_bonus():
    from judge.keyforge.vocabulary import check_effect, check_static

    with pytest.raises(ValueError):
        check_effect({"gain": "kwa_it.amber"})
    with pytest.raises(ValueError):
        check_static({"key_cost": "kwa_it.amber"})


def test_tribune_pompitus_counts_the_amber_on_each_friendly_creature(run):
    # kf:glossary/for-each — each friendly creature: +2 per æmber on that creature
    r = run(alice={"house": "saurian", "battleline": [{"card": OGRE, "captured_amber": 2}, {"card": "Tribune Pompitus",
                                                                                   "captured_amber": 1}, IMP]})
    assert state(r, "cards.test-ogre.power") == 6 + 4
    assert state(r, "cards.tribune-pompitus.power") == 4 + 2
    assert state(r, "cards.test-imp.power") == 2
