"""The compiler's 'kwc' family (grammar/kwc.lark, families/kwc.py) and the engine behaviour it
needs (judge/keyforge/verbs_kwc.py): Worlds Collide shapes (the third list of the set). Printed
sentences → card format, and scenarios that play the real cards by name."""

import pytest

from .conftest import compiled, state

LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "untamed"]}


# -- Dr. Milli ------------------------------------------------------------------------------------
def test_not_counting_the_card_itself():
    # "Dr." ends no sentence (compiler/text.py ABBREVIATION); your count leaves Dr. Milli out
    d = compiled("Play: For each creature your opponent controls in excess of you, not counting Dr. Milli, "
                 "archive a card.", name="Dr. Milli")
    assert d["abilities"] == [{"trigger": "play", "effects": [{"archive": 1, "for_each": {
        "difference": ["opponent.creatures", {"count": {"side": "friendly", "other": True, "each": True}}]}}]}]


# kf:glossary/for-each — the opponent has 3 creatures, you 1 besides Dr. Milli: archive 2 cards from hand
# (kf:glossary/archive); with as many creatures as the opponent, none
@pytest.mark.parametrize("mine, archived", [(["Troll"], 2), (["Troll", "Krump", "Bumpsy"], 0)])
def test_dr_milli_archives_one_card_per_creature_in_excess(run, mine, archived):
    r = run(alice={**LOGOS, "hand": ["Dr. Milli", "Anger", "Punch", "Ganger Chieftain"], "battleline": mine},
            bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Dr. Milli"}],
            choices=["right"] + ["Anger", "Punch"][:archived])
    assert len(state(r, "players.alice.archives")) == archived
    assert len(state(r, "players.alice.hand")) == 3 - archived


# -- Timequake ------------------------------------------------------------------------------------
def test_shuffle_each_friendly_card_and_draw_for_each_into_your_deck():
    d = compiled("Play: Shuffle each friendly card in play into your deck. Draw a card for each card shuffled into "
                 "your deck this way.", "action", "Timequake")
    assert d["abilities"][0]["effects"] == [{"kwc_shuffle_friendly_cards": True},
                                            {"draw": 1, "for_each": "kwc.shuffled_into_yours"}]


# kf:glossary/leaves-play, kf:glossary/this-way — a creature, an artifact and an upgrade of Alice's go
# into her deck (3 draws); Bob's creature she controls goes into Bob's deck and draws nothing
def test_timequake_shuffles_friendly_cards_and_draws_for_those_in_your_deck(run):
    r = run(alice={"hand": ["Timequake"], "deck": ["Anger"] * 5,
                   "battleline": [{"card": "Troll", "upgrades": ["Blood of Titans"]}, {"card": "Krump", "owner": "bob"}],
                   "artifacts": ["Gorm of Omm"]},
            bob={"battleline": ["Bumpsy"]},
            actions=[{"type": "play", "card": "Timequake"}])
    assert state(r, "players.alice.battleline") == [] and state(r, "players.alice.artifacts") == []
    assert state(r, "players.bob.deck") == ["Krump"] and state(r, "players.bob.battleline") == ["Bumpsy"]
    assert state(r, "players.alice.hand") == ["Anger"] * 3
    assert sorted(state(r, "players.alice.deck")) == ["Anger", "Anger", "Blood of Titans", "Gorm of Omm", "Troll"]


# -- Ghostform: invulnerable ------------------------------------------------------------------------
def test_this_creature_gains_invulnerable():
    d = compiled("This creature gains invulnerable.", "upgrade")
    assert d["static"] == [{"gains": {"keywords": ["invulnerable"]}, "affects": "attached"}]


# kf:glossary/invulnerable — the creature Ghostform is on is dealt no damage (Punch's 3D) …
def test_ghostform_creature_is_dealt_no_damage(run):
    r = run(alice={"hand": ["Punch"], "battleline": [{"card": "Krump", "upgrades": ["Ghostform"]}]},
            bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Punch"}], choices=["Krump"])
    assert state(r, "cards.krump.damage") == 0
    assert any(s["event"] == "invulnerable" and "kf:glossary/invulnerable" in s["cites"] for s in r.steps)


# … and is not destroyed when each creature is (Gateway to Dis); the other creatures are
def test_ghostform_creature_is_not_destroyed(run):
    r = run(alice={"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Gateway to Dis"],
                   "battleline": [{"card": "Krump", "upgrades": ["Ghostform"]}, "Bumpsy"]},
            bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Gateway to Dis"}])
    assert state(r, "players.alice.battleline") == ["Krump"] and state(r, "players.bob.battleline") == []


# -- Encounter Suit ---------------------------------------------------------------------------------
def test_after_an_action_card_is_played_but_before_it_resolves():
    d = compiled("After an action card is played but before it resolves, ward this creature.", "upgrade")
    assert d["abilities"] == [{"trigger": "after-action-played", "effects": [{"ward": True, "target": "attached-creature"}]}]


# kf:timing/play, kf:glossary/ward — the creature is warded before Punch resolves: the ward takes Punch's damage
def test_encounter_suit_wards_before_the_action_resolves(run):
    r = run(alice={"hand": ["Punch"], "battleline": [{"card": "Krump", "upgrades": ["Encounter Suit"]}]},
            actions=[{"type": "play", "card": "Punch"}], choices=["Krump"])
    assert state(r, "cards.krump.damage") == 0 and not state(r, "cards.krump.ward")  # warded, then the ward was used


# -- Cauldron Boil ----------------------------------------------------------------------------------
def test_damage_equal_to_the_damage_on_each_creature():
    d = compiled("Play: Deal damage to each creature equal to the amount of damage on that creature.", "action")
    assert d["abilities"][0]["effects"] == [{"kwc_deal_own_damage": True, "target": {"each": True}}]


# kf:glossary/damage — each creature's damage doubles (Troll 3 → 6, Krump 2 → 4), an undamaged one takes none
def test_cauldron_boil_doubles_the_damage_on_each_creature(run):
    r = run(alice={"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Cauldron Boil"],
                   "battleline": [{"card": "Troll", "damage": 3}, "Bumpsy"]},
            bob={"battleline": [{"card": "Krump", "damage": 2}]},
            actions=[{"type": "play", "card": "Cauldron Boil"}])
    assert (state(r, "cards.troll.damage"), state(r, "cards.krump.damage"), state(r, "cards.bumpsy.damage")) == (6, 4, 0)


# -- Festering Touch --------------------------------------------------------------------------------
def test_already_damaged_deal_more_instead():
    d = compiled("Play: Choose up to 2 creatures. Deal 1D to each chosen creature. If that creature was already "
                 "damaged, deal 3D instead.", "action")
    assert d["abilities"][0]["effects"] == [{"choose": True, "target": {"up_to": 2}},
                                            {"deal_damage": 1, "target": "previous-target", "kwc_if_damaged": 3}]


# kf:glossary/replacement-effects — the damaged Troll is dealt 3D, the undamaged Krump 1D
def test_festering_touch_deals_three_to_a_damaged_creature(run):
    r = run(alice={"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Festering Touch"]},
            bob={"battleline": [{"card": "Troll", "damage": 2}, "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Festering Touch"}], choices=["Troll", "Krump", "done"])
    assert (state(r, "cards.troll.damage"), state(r, "cards.krump.damage"), state(r, "cards.bumpsy.damage")) == (5, 1, 0)


# -- Quintrino Flux ---------------------------------------------------------------------------------
def test_destroy_the_chosen_and_each_with_the_same_power():
    d = compiled("Play: Choose a friendly creature and an enemy creature. Destroy the chosen creatures and each creature "
                 "with the same power as either of the chosen creatures.", "action")
    assert d["abilities"][0]["effects"][1] == {"kwc_destroy_same_power": True}


# kf:glossary/destroyed — Troll (8) and Bumpsy (5) are chosen: Ganger Chieftain (5) goes with them; Krump (6) stays
def test_quintrino_flux_destroys_the_chosen_and_their_equals(run):
    SA = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"]}
    r = run(alice={**SA, "hand": ["Quintrino Flux"], "battleline": ["Troll", "Krump"]},
            bob={"battleline": ["Bumpsy", "Ganger Chieftain", "Urchin"]},
            actions=[{"type": "play", "card": "Quintrino Flux"}], choices=["Troll", "Bumpsy"])
    assert state(r, "players.alice.battleline") == ["Krump"]
    assert state(r, "players.bob.battleline") == ["Urchin"]


# -- Tertiate ---------------------------------------------------------------------------------------
def test_destroy_one_third_of_each_side():
    d = compiled("Play: Destroy one third of all enemy creatures and one third of all friendly creatures (rounding up "
                 "each time).", "action")
    assert d["abilities"][0]["effects"] == [{"kwc_destroy_thirds": True}]


# kf:glossary/destroyed — 4 enemy creatures: 2 (4/3 rounded up); 2 friendly creatures: 1
def test_tertiate_destroys_a_third_of_each_side_rounded_up(run):
    r = run(alice={"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Tertiate"],
                   "battleline": ["Troll", "Krump"]},
            bob={"battleline": ["Bumpsy", "Ganger Chieftain", "Urchin", "Dodger"]},
            actions=[{"type": "play", "card": "Tertiate"}], choices=["Bumpsy", "Urchin", "Krump"])
    assert state(r, "players.alice.battleline") == ["Troll"]
    assert state(r, "players.bob.battleline") == ["Ganger Chieftain", "Dodger"]


# -- Forging an Alliance ----------------------------------------------------------------------------
def test_forge_at_more_reduced_per_house_among_cards_in_play():
    d = compiled("Play: Forge a key at +7A current cost, reduced by 1A (to a maximum of 6) for each house represented "
                 "among cards in play.", "action")
    assert d["abilities"][0]["effects"] == [{"forge": {"modify": 7, "minus": {"at_most": 6, "of": "kho.card_houses"}}}]


# kf:glossary/forge — houses among cards in play: Brobnar (Troll), Shadows (Urchin), Sanctum (Gorm of Omm), Star
# Alliance (Encounter Suit, an upgrade): 6 + 7 - 4 = 9A; with 9A (8 + the æmber bonus) the key is forged
@pytest.mark.parametrize("amber, keys, left", [(8, 1, 0), (7, 0, 8)])
def test_forging_an_alliance_counts_houses_among_cards_in_play(run, amber, keys, left):
    SA = {"house": "staralliance", "houses": ["staralliance", "brobnar", "sanctum"]}
    r = run(alice={**SA, "amber": amber, "hand": ["Forging an Alliance"],
                   "battleline": [{"card": "Troll", "upgrades": ["Encounter Suit"]}], "artifacts": ["Gorm of Omm"]},
            bob={"battleline": ["Urchin"]},
            actions=[{"type": "play", "card": "Forging an Alliance"}])
    assert state(r, "players.alice.keys") == keys and state(r, "players.alice.amber") == left


# -- Com. Officer Kirby -----------------------------------------------------------------------------
def test_may_play_a_non_house_artifact_upgrade_or_action():
    d = compiled("Play/Fight/Reap: You may play a non-Star Alliance artifact, upgrade, or action card this turn.")
    assert d["abilities"][0]["effects"] == [{"lasting": {"kind": "may-play", "not_house": "staralliance", "cards": 1,
                                                         "kwc_types": ["artifact", "upgrade", "action"]},
                                             "duration": "turn"}]


SA3 = {"house": "staralliance", "houses": ["staralliance", "brobnar", "sanctum"]}


# kf:turn/step-3, kf:glossary/lasting-effects — after Kirby's play effect one Brobnar action card may be played
def test_kirby_lets_one_non_star_alliance_action_be_played(run):
    r = run(alice={**SA3, "hand": ["Com. Officer Kirby", "Punch"]}, bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Com. Officer Kirby"}, {"type": "play", "card": "Punch"}],
            choices=["Troll"])
    assert r.outcome == "completed" and state(r, "cards.troll.damage") == 3


# only one card, and never a creature
@pytest.mark.parametrize("second", ["Gorm of Omm", "Krump"])
def test_kirby_lets_no_second_card_or_creature_through(run, second):
    from .conftest import _refusal

    first = [{"type": "play", "card": "Punch"}] if second == "Gorm of Omm" else []
    r = run(alice={**SA3, "hand": ["Com. Officer Kirby", "Punch", second]}, bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Com. Officer Kirby"}, *first, {"type": "play", "card": second}],
            choices=["Troll"])
    assert _refusal(r)


# -- Information Exchange ---------------------------------------------------------------------------
def test_opponent_stole_on_their_previous_turn_steal_more_instead():
    d = compiled("Play: Steal 1A. If your opponent stole A from you on their previous turn, steal 2A instead.", "action")
    effects = d["abilities"][0]["effects"]
    assert {"steal": 2, "if": ["opponent.kwc_stole_last_turn", ">", 0]}.items() <= effects[0].items()
    assert effects[1]["steal"] == 1 and effects[1]["otherwise"] == "instead"


# kf:glossary/steal, kf:glossary/replacement-effects — set on the board: Bob stole on his previous turn, or not
@pytest.mark.parametrize("stole, stolen", [(2, 2), (0, 1)])
def test_information_exchange_steals_two_after_the_opponent_stole(run, stole, stolen):
    r = run(alice={**LOGOS, "hand": ["Information Exchange"]}, bob={"amber": 5, "kwc_stole_last_turn": stole},
            actions=[{"type": "play", "card": "Information Exchange"}])
    assert state(r, "players.bob.amber") == 5 - stolen


# played through two turns: Alice's Urchin steals on her turn, so on Bob's next turn his Information Exchange
# steals 2; what a player steals on the other player's turn is not "on their previous turn"
def test_information_exchange_sees_the_steal_of_the_previous_turn(run):
    turn = [{"type": "play", "card": "Urchin"}, {"type": "end-turn"},
            {"type": "choose-house", "house": "logos", "player": "bob", "take_archives": False},
            {"type": "play", "card": "Information Exchange", "player": "bob"}]
    r = run(alice={"house": "shadows", "houses": ["shadows", "brobnar", "sanctum"], "amber": 3, "hand": ["Urchin"]},
            bob={"houses": ["logos", "brobnar", "untamed"], "amber": 3, "hand": ["Information Exchange"]},
            actions=turn, choices=["right"])
    assert state(r, "players.alice.amber") == 2 and state(r, "players.bob.amber") == 4


# -- Molephin ---------------------------------------------------------------------------------------
def test_after_aember_is_stolen_from_you():
    d = compiled("After A is stolen from you, deal 1D to each enemy creature for each A stolen.")
    assert d["abilities"] == [{"trigger": "kwc-after-aember-stolen", "whose": "friendly", "effects": [
        {"deal_damage": 1, "target": {"side": "enemy", "each": True}, "for_each": "event.amount"}]}]


# kf:glossary/steal — Alice steals 2A from Bob (Information Exchange): Bob's Molephin deals 1D to each of Alice's
# creatures twice; Alice stealing nothing from an empty pool triggers nothing
@pytest.mark.parametrize("amber, damage", [(5, 2), (0, 0)])
def test_molephin_hits_back_for_each_aember_stolen(run, amber, damage):
    r = run(alice={**LOGOS, "hand": ["Information Exchange"], "battleline": ["Troll", "Krump"]},
            bob={"amber": amber, "kwc_stole_last_turn": 1, "battleline": ["Molephin"]},
            actions=[{"type": "play", "card": "Information Exchange"}])
    assert (state(r, "cards.troll.damage"), state(r, "cards.krump.damage")) == (damage, damage)
    assert state(r, "cards.molephin.damage") == 0


# -- The Colosseum ----------------------------------------------------------------------------------
def test_destroyed_while_fighting_and_remove_n_to_forge():
    d = compiled("After an enemy creature is destroyed while fighting, put a glory counter on The Colosseum. "
                 "Omni: If there are 6 or more glory counters on The Colosseum, remove 6 and forge a key at current cost.",
                 "artifact", "The Colosseum")
    assert d["abilities"][0] == {"trigger": "after-creature-destroyed", "whose": "enemy", "event": {"kwc_in_fight": True},
                                 "effects": [{"place_token": "glory", "target": "self"}]}
    assert d["abilities"][1]["effects"] == [
        {"remove_token": "glory", "target": "self", "kwc_count": 6, "if": ["self.tokens.glory", ">=", 6]},
        {"forge": True, "same_if": True}]


SAURIAN = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"]}


# kf:glossary/fight — Bob's Bumpsy dies fighting Alice's Troll: a glory counter; destroyed by an action, none
def test_the_colosseum_counts_enemies_destroyed_in_fights(run):
    r = run(alice={**SAURIAN, "house": "brobnar", "battleline": ["Troll"], "artifacts": ["The Colosseum"]},
            bob={"battleline": ["Bumpsy"]},
            actions=[{"type": "fight", "card": "Troll", "target": "Bumpsy"}])
    assert state(r, "cards.the-colosseum.tokens") == {"glory": 1}
    r = run(alice={**SAURIAN, "house": "brobnar", "hand": ["Punch"], "artifacts": ["The Colosseum"]},
            bob={"battleline": ["Urchin"]},
            actions=[{"type": "play", "card": "Punch"}])
    assert not state(r, "cards.the-colosseum.tokens")


# kf:glossary/other-tokens, kf:glossary/forge — 7 glory counters: 6 come off and a key is forged at its cost;
# with 5, nothing happens
@pytest.mark.parametrize("glory, keys, left", [(7, 1, {"glory": 1}), (5, 0, {"glory": 5})])
def test_the_colosseum_omni_forges_with_six_glory(run, glory, keys, left):
    r = run(alice={**SAURIAN, "amber": 6, "artifacts": [{"card": "The Colosseum", "tokens": {"glory": glory}}]},
            actions=[{"type": "use-omni", "card": "The Colosseum"}])
    assert state(r, "players.alice.keys") == keys and state(r, "cards.the-colosseum.tokens") == left


# -- Imperial Road ----------------------------------------------------------------------------------
def test_play_a_house_creature_that_enters_play_stunned():
    d = compiled("Omni: Play a Saurian creature. That creature enters play stunned.", "artifact")
    assert d["abilities"][0]["effects"] == [{"kwc_play_from_hand": True, "kwc_stunned": True, "target": {
        "kind": "card", "type": "creature", "house": "saurian", "zone": "hand", "player": "you"}}]


# kf:glossary/play, kf:glossary/stun — on a Brobnar turn, Imperial Road plays a Saurian creature from hand, stunned
def test_imperial_road_plays_a_saurian_creature_stunned(run):
    r = run(alice={"artifacts": ["Imperial Road"], "hand": ["Troll", "Thero Centurion"]},
            actions=[{"type": "use-omni", "card": "Imperial Road"}], choices=["right"])
    assert state(r, "players.alice.battleline") == ["Thero Centurion"] and state(r, "players.alice.hand") == ["Troll"]
    assert state(r, "cards.thero-centurion.stunned") is True


# -- Ragnarok ---------------------------------------------------------------------------------------
def test_ragnarok_shapes():
    d = compiled("Alpha. Play: For the remainder of the turn, creatures cannot reap and you gain 1A whenever a friendly "
                 "creature fights. At the end of the turn, destroy each creature.", "action")
    assert d["abilities"][0]["effects"] == [
        {"lasting": {"kind": "cannot-use", "how": "reap"}, "who": "you", "duration": "turn"},
        {"lasting": {"kind": "ability", "ability": {"trigger": "after-creature-fights", "whose": "friendly",
                                                    "effects": [{"gain": 1}]}}, "duration": "turn"},
        {"lasting": {"kind": "ability", "ability": {"trigger": "end-of-turn", "whose": "friendly",
                                                    "effects": [{"destroy": True, "target": {"each": True}}]}},
         "duration": "turn"}]


# kf:glossary/lasting-effects, kf:glossary/end-of-turn — a friendly fight gains 1A; at the end of the turn
# every creature is destroyed
def test_ragnarok_gains_per_fight_and_destroys_each_creature_at_the_end(run):
    r = run(alice={"hand": ["Ragnarok"], "battleline": ["Troll", "Krump"]}, bob={"battleline": ["Bumpsy", "Urchin"]},
            actions=[{"type": "play", "card": "Ragnarok"}, {"type": "fight", "card": "Troll", "target": "Bumpsy"},
                     {"type": "end-turn"}])
    assert state(r, "players.alice.amber") == 1
    assert state(r, "players.alice.battleline") == [] and state(r, "players.bob.battleline") == []


# kf:glossary/cannot-vs-must — no creature can reap for the rest of the turn
def test_ragnarok_stops_reaping(run):
    from .conftest import _refusal

    r = run(alice={"hand": ["Ragnarok"], "battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Ragnarok"}, {"type": "reap", "card": "Troll"}])
    assert _refusal(r)


# -- Good of the Many -------------------------------------------------------------------------------
def test_destroy_each_creature_sharing_no_trait():
    d = compiled("Play: Destroy each creature that does not share a trait with another creature in its controller's "
                 "battleline.", "action")
    assert d["abilities"][0]["effects"] == [{"kwc_destroy_no_shared_trait": True}]


# kf:glossary/traits — Alice: Troll and Krump are Giants, Grabber Jammer (Robot) shares none; Bob: Urchin and
# Dodger are Elves, Brammo (Giant, Knight) shares none with them
def test_good_of_the_many_destroys_the_loners(run):
    r = run(alice={**SAURIAN, "hand": ["Good of the Many"], "battleline": ["Troll", "Grabber Jammer", "Krump"]},
            bob={"battleline": ["Urchin", "Brammo", "Dodger"]},
            actions=[{"type": "play", "card": "Good of the Many"}])
    assert state(r, "players.alice.battleline") == ["Troll", "Krump"]
    assert state(r, "players.bob.battleline") == ["Urchin", "Dodger"]


# -- Infurnace --------------------------------------------------------------------------------------
def test_lose_the_total_aember_bonus_of_the_purged_cards():
    d = compiled("Play: Purge up to 2 cards from a discard pile. Your opponent loses A equal to the total Æmber bonus "
                 "of the purged cards.")
    assert d["abilities"][0]["effects"][1] == {"lose": "kwc.previous_aember_bonus", "who": "opponent"}


# kf:rules/aember-bonus — Punch (1A bonus) and Virtuous Works (3A) purged from Bob's discard pile: Bob loses 4A
def test_infurnace_opponent_loses_the_purged_aember_bonus(run):
    r = run(alice={"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Infurnace"]},
            bob={"amber": 6, "discard": ["Punch", "Troll", "Virtuous Works"]},
            actions=[{"type": "play", "card": "Infurnace"}], choices=["Punch", "Virtuous Works", "done"])
    assert state(r, "players.bob.amber") == 2
    assert state(r, "players.bob.discard") == ["Troll"]


# -- Tactical Officer Moon --------------------------------------------------------------------------
def test_rearrange_a_battleline():
    d = compiled("Play: You may rearrange the creatures in a player's battleline.")
    assert d["abilities"][0]["effects"] == [{"kwc_rearrange": True, "may": True}]


# kf:glossary/battleline — Alice rearranges Bob's battleline: Urchin, Krump, Bumpsy → Bumpsy, Urchin, Krump
def test_tactical_officer_moon_rearranges_a_battleline(run):
    r = run(alice={"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"],
                   "hand": ["Tactical Officer Moon"], "battleline": ["Troll"]},
            bob={"battleline": ["Urchin", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Tactical Officer Moon"}],
            choices=["right", "yes", "bob", "Bumpsy", "Urchin"])
    assert state(r, "players.bob.battleline") == ["Bumpsy", "Urchin", "Krump"]
    assert state(r, "players.alice.battleline") == ["Troll", "Tactical Officer Moon"]


# -- Crassosaurus -----------------------------------------------------------------------------------
def test_capture_from_any_combination_then_purge_if_fewer():
    d = compiled("Play: Capture 10A from any combination of players. Then, if Crassosaurus has fewer than 10A on it, "
                 "purge Crassosaurus.", name="Crassosaurus")
    assert d["abilities"][0]["effects"] == [{"kwc_capture_split": 10, "target": "self"},
                                            {"purge": True, "target": "self", "if": ["self.amber", "<", 10]}]


# kf:glossary/capture — 7A from Bob and 3A from Alice's own pool (her choice): 10A on it, it stays
def test_crassosaurus_captures_ten_split_between_the_pools(run):
    r = run(alice={**SAURIAN, "amber": 5, "hand": ["Crassosaurus"]}, bob={"amber": 8},
            actions=[{"type": "play", "card": "Crassosaurus"}], choices=["7"])
    assert state(r, "cards.crassosaurus.amber") == 10
    assert (state(r, "players.alice.amber"), state(r, "players.bob.amber")) == (2, 1)


# kf:glossary/purge, kf:glossary/leaves-play — only 6A in both pools: it captures them all, then is purged and
# the æmber on it goes to Bob, its opponent
def test_crassosaurus_with_too_little_aember_is_purged(run):
    r = run(alice={**SAURIAN, "amber": 2, "hand": ["Crassosaurus"]}, bob={"amber": 4},
            actions=[{"type": "play", "card": "Crassosaurus"}])
    assert state(r, "players.alice.purged") == ["Crassosaurus"]
    assert (state(r, "players.alice.amber"), state(r, "players.bob.amber")) == (0, 6)


# -- Sköll ------------------------------------------------------------------------------------------
def test_destroyed_by_this_creatures_assault_damage():
    d = compiled("Assault 3. After an enemy creature is destroyed by Sköll's assault damage, give a friendly creature a "
                 "+1 power counter.", name="Sköll")
    assert d["abilities"] == [{"trigger": "after-creature-destroyed", "whose": "enemy", "event": {"kwc_assault_of": "self"},
                               "effects": [{"power_counters": 1, "target": {"side": "friendly"}}]}]


# kf:glossary/assault — Sköll's assault 3 destroys the damaged Bumpsy before the fight: Troll gets a +1 power counter
def test_skoll_rewards_an_assault_kill(run):
    r = run(alice={"battleline": ["Sköll", "Troll"]}, bob={"battleline": [{"card": "Bumpsy", "damage": 2}]},
            actions=[{"type": "fight", "card": "Sköll", "target": "Bumpsy"}], choices=["Troll"])
    assert state(r, "players.bob.battleline") == [] and state(r, "cards.troll.power_counters") == 1


# an enemy creature destroyed otherwise (Punch) gives nothing
def test_skoll_ignores_other_destruction(run):
    r = run(alice={"hand": ["Punch"], "battleline": ["Sköll", "Troll"]},
            bob={"battleline": [{"card": "Bumpsy", "damage": 2}]},
            actions=[{"type": "play", "card": "Punch"}], choices=["Bumpsy"])
    assert state(r, "players.bob.battleline") == [] and not state(r, "cards.troll.power_counters")


# -- E'e on the Fringes -----------------------------------------------------------------------------
def test_after_you_discard_a_house_card_from_your_hand():
    d = compiled("Elusive. During your turn, after you discard a Dis card from your hand, you may purge a Dis card from "
                 "a discard pile. If you do, steal 1A.")
    assert d["abilities"] == [{"trigger": "kmc-after-discarded-from-hand", "whose": "friendly", "event": {"house": "dis"},
                               "effects": [{"purge": True, "target": {"house": "dis", "kind": "card", "zone": "discard",
                                                                      "player": "any"}, "may": True, "if": {"my_turn": True}},
                                           {"steal": 1, "if_you_do": True}]}]


DIS = {"house": "dis", "houses": ["dis", "brobnar", "logos"]}


# kf:rules/discarding-cards — Alice discards Pit Demon: she purges a Dis card (Bob's Tocsin) and steals 1A
def test_e_e_purges_and_steals_after_a_dis_card_is_discarded(run):
    r = run(alice={**DIS, "hand": ["Pit Demon"], "battleline": ["E'e on the Fringes"]},
            bob={"amber": 3, "discard": ["Tocsin"]},
            actions=[{"type": "discard", "card": "Pit Demon"}], choices=["yes", "Tocsin"])
    assert state(r, "players.bob.purged") == ["Tocsin"] and state(r, "players.bob.amber") == 2


# "during your turn": Bob's E'e does not trigger when Alice's Tocsin makes him discard a Dis card
def test_e_e_only_during_its_controllers_turn(run):
    r = run(alice={**DIS, "battleline": ["Tocsin"]},
            bob={"amber": 3, "hand": ["Pit Demon"], "battleline": ["E'e on the Fringes"]},
            actions=[{"type": "reap", "card": "Tocsin"}])
    assert state(r, "players.bob.discard") == ["Pit Demon"] and state(r, "players.bob.purged") == []
    assert state(r, "players.bob.amber") == 3


# -- Harvest Time -----------------------------------------------------------------------------------
def test_choose_a_trait_purge_each_and_each_player_gains():
    d = compiled("Play: Choose a trait. Purge each card with that trait. Each player gains 1A for each card they "
                 "controlled that was purged this way.", "action")
    assert d["abilities"][0]["effects"] == [{"kwc_choose_trait": True}, {"kwc_purge_trait": True},
                                            {"each_player": {"gain": "kwc.purged_controlled"}}]


# kf:glossary/purge, kf:glossary/this-way — Giant: Alice's Troll and Krump and Bob's Bumpsy are purged; Alice
# gains 2A, Bob 1A; the Elves stay
def test_harvest_time_purges_a_trait_and_pays_each_controller(run):
    r = run(alice={**DIS, "hand": ["Harvest Time"], "battleline": ["Troll", "Urchin", "Krump"]},
            bob={"battleline": ["Bumpsy", "Dodger"]},
            actions=[{"type": "play", "card": "Harvest Time"}], choices=["giant"])
    assert state(r, "players.alice.battleline") == ["Urchin"] and state(r, "players.bob.battleline") == ["Dodger"]
    assert sorted(state(r, "players.alice.purged")) == ["Krump", "Troll"] and state(r, "players.bob.purged") == ["Bumpsy"]
    assert (state(r, "players.alice.amber"), state(r, "players.bob.amber")) == (2, 1)


# -- Ghosthawk --------------------------------------------------------------------------------------
def test_may_reap_with_each_neighbor_one_at_a_time():
    d = compiled("Deploy. Play: You may reap with each neighboring creature, one at a time.")
    assert d["abilities"][0]["effects"] == [{"kwc_reap_each_neighbor": True, "may": True}]


UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"]}


# kf:glossary/reap, kf:glossary/may — deployed between Troll and Krump (Brobnar), both reap: 2A; an exhausted
# neighbour cannot be used, the other still reaps
@pytest.mark.parametrize("krump, gained", [("Krump", 2), ({"card": "Krump", "exhausted": True}, 1)])
def test_ghosthawk_reaps_with_its_neighbors(run, krump, gained):
    r = run(alice={**UNTAMED, "hand": ["Ghosthawk"], "battleline": ["Troll", krump]},
            actions=[{"type": "play", "card": "Ghosthawk", "position": 1}], choices=["yes", "Krump"])
    assert state(r, "players.alice.battleline") == ["Troll", "Ghosthawk", "Krump"]
    assert state(r, "players.alice.amber") == gained and state(r, "cards.troll.exhausted") is True


# -- Keyforgery -------------------------------------------------------------------------------------
def test_keyforgery_sentences():
    d = compiled("When your opponent would forge a key, that player names a house. Reveal a random card from your hand. "
                 "If that card is not of the named house, destroy Keyforgery and they do not forge that key (no A is "
                 "spent).", "artifact", "Keyforgery")
    assert d["static"] == [{"kwc_keyforgery": True}, {"kwc_keyforgery_reveal": True}, {"kwc_keyforgery_fail": True}]


# kf:glossary/forge, kf:glossary/replacement-effects — Bob would forge at the start of his turn: he names Brobnar;
# a Logos card comes up: Keyforgery is destroyed and Bob keeps his æmber; a Brobnar card: he forges
@pytest.mark.parametrize("revealed, keys, amber, keyforgery", [("Library Access", 0, 7, False), ("Troll", 1, 1, True)])
def test_keyforgery_stops_a_key_unless_the_named_house_comes_up(run, revealed, keys, amber, keyforgery):
    r = run(alice={**DIS, "hand": ["Troll", "Library Access"], "artifacts": ["Keyforgery"]},
            bob={"amber": 7, "houses": ["brobnar", "logos", "untamed"]},
            actions=[{"type": "end-turn"}], choices={"name-house:Keyforgery": ["brobnar"], "random:Keyforgery": [revealed]})
    assert (state(r, "players.bob.keys"), state(r, "players.bob.amber")) == (keys, amber)
    assert ("Keyforgery" in state(r, "players.alice.artifacts")) is keyforgery


# -- Old Boomy --------------------------------------------------------------------------------------
def test_reveal_until_a_house_card_then_archive_them():
    d = compiled("Reap: Reveal cards from the top of your deck until you reveal a Brobnar card or choose to stop. Deal 2D "
                 "to Old Boomy if a Brobnar card was revealed. Archive each card revealed this way.", name="Old Boomy")
    assert d["abilities"][0]["effects"] == [
        {"kwc_reveal_until": "brobnar"},
        {"deal_damage": 2, "target": "self", "if": {"exists": {"kind": "card", "among": "previous", "house": "brobnar"}}},
        {"kwc_archive_revealed": True}]


# kf:glossary/archives — Library Access (Logos), go on, Troll (Brobnar): both archived, Old Boomy takes 2D
def test_old_boomy_reveals_to_a_brobnar_card(run):
    r = run(alice={"battleline": ["Old Boomy"], "deck": ["Library Access", "Troll", "Punch"]},
            actions=[{"type": "reap", "card": "Old Boomy"}], choices=["yes"])
    assert sorted(state(r, "players.alice.archives")) == ["Library Access", "Troll"]
    assert state(r, "players.alice.deck") == ["Punch"] and state(r, "players.alice.discard") == ["Old Boomy"]


# stopping after the first card: it is archived, no damage
def test_old_boomy_may_stop(run):
    r = run(alice={"battleline": ["Old Boomy"], "deck": ["Library Access", "Troll"]},
            actions=[{"type": "reap", "card": "Old Boomy"}], choices=["no"])
    assert state(r, "players.alice.archives") == ["Library Access"] and state(r, "cards.old-boomy.damage") == 0


# -- Kompsos Haruspex, Livia the Elder ----------------------------------------------------------------
def test_play_effects_are_play_reap_effects():
    assert compiled("Each friendly creature's play effect is a play/reap effect.")["static"] == [{"kwc_play_is_play_reap": True}]
    d = compiled("Reap: You may exalt Livia the Elder. If you do, each friendly creature's fight effects and reap effects "
                 "are fight/reap effects for the remainder of the turn.", name="Livia the Elder")
    assert d["abilities"][0]["effects"] == [{"exalt": True, "target": "self", "may": True},
                                            {"lasting": {"kind": "kwc-fight-reap"}, "duration": "turn", "if_you_do": True}]


# kf:rules/constant-abilities — with Kompsos Haruspex, Bumpsy's "Play: your opponent loses 1A" resolves when it reaps;
# an enemy Kompsos does nothing for Alice's creatures
@pytest.mark.parametrize("side, lost", [("alice", 1), ("bob", 0)])
def test_kompsos_haruspex_makes_play_effects_reap_effects(run, side, lost):
    alice = {"battleline": ["Bumpsy"]}
    bob = {"amber": 3}
    (alice if side == "alice" else bob)["battleline"] = (alice if side == "alice" else bob).get("battleline", []) + ["Kompsos Haruspex"]
    r = run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Bumpsy"}])
    assert state(r, "players.bob.amber") == 3 - lost and state(r, "players.alice.amber") == 1


# kf:glossary/lasting-effects — after Livia is exalted, Thero Centurion's "Play/Fight: Capture 1A" resolves when it
# reaps; without the exalt it does not
@pytest.mark.parametrize("exalt, captured", [("yes", 1), ("no", 0)])
def test_livia_makes_fight_effects_reap_effects(run, exalt, captured):
    r = run(alice={"house": "saurian", "houses": ["saurian", "brobnar", "logos"],
                   "battleline": ["Livia the Elder", "Thero Centurion"]},
            bob={"amber": 3},
            actions=[{"type": "reap", "card": "Livia the Elder"}, {"type": "reap", "card": "Thero Centurion"}],
            choices=[exalt])
    assert state(r, "cards.thero-centurion.amber") == captured and state(r, "players.bob.amber") == 3 - captured


# -- cards of other sets the discard watcher reads too --------------------------------------------------
# kf:rules/discarding-cards — Baron Mengevin (CotA) captures 1A after a Sanctum card is discarded from hand
def test_baron_mengevin_captures_after_a_sanctum_discard(run):
    r = run(alice={"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Virtuous Works"],
                   "battleline": ["Baron Mengevin"]}, bob={"amber": 2},
            actions=[{"type": "discard", "card": "Virtuous Works"}])
    assert state(r, "cards.baron-mengevin.amber") == 1 and state(r, "players.bob.amber") == 1


# Rock-Hurling Giant (AoA): each Brobnar card discarded from hand on your turn may deal 4D to a creature
def test_rock_hurling_giant_throws_after_a_brobnar_discard(run):
    r = run(alice={"hand": ["Punch"], "battleline": ["Rock-Hurling Giant"]}, bob={"battleline": ["Krump"]},
            actions=[{"type": "discard", "card": "Punch"}], choices=["yes", "Krump"])
    assert state(r, "cards.krump.damage") == 4
