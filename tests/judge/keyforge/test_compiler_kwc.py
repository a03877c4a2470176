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
    assert d["abilities"][0]["effects"] == [{"forge": {"modify": 7, "minus": {"at_most": 6, "of": "kwc.play_houses"}}}]


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
