"""The compiler's 'kwb' family (grammar/kwb.lark, families/kwb.py) and the engine behaviour it
needs (judge/keyforge/verbs_kwb.py): Worlds Collide shapes. Printed sentences → card format,
and scenarios that play the real cards."""

import pytest

from .conftest import compiled, state

SA = {"house": "staralliance", "houses": ["staralliance", "brobnar", "untamed"]}
MOLINA_BLASTER = ('This creature gains, "Fight/Reap: You may deal 2D to a creature, or attach Molina\'s Blaster to '
                  'Armsmaster Molina." After you attach Molina\'s Blaster to Armsmaster Molina, you may deal 3D to a creature.')


def creature(name: str, power: int, house: str = "staralliance") -> dict:
    return {"name": name, "house": house, "type": "creature", "power": power}


OGRE = creature("Test Ogre", 6)


def events(r):
    return [s["event"] for s in r.steps]


# -- printed text → card format ----------------------------------------------------------------
def test_a_quoted_ability_names_the_upgrade_that_gives_it():
    # kf:glossary/self-referential-text (PL): the upgrade's title in the ability it gives is that upgrade
    d = compiled('This creature gains "Fight/Reap: Put a disruption counter on Disruption Field."', "upgrade",
                 "Disruption Field")
    assert d["static"] == [{"gains": {"abilities": [{"trigger": ["fight", "reap"], "effects": [
        {"place_token": "disruption", "target": "granting-card"}]}]}, "affects": "attached"}]


def test_a_lasting_gain_naming_its_card_is_not_compiled():
    from judge.keyforge.cards.compiler.compile import compile_text

    r = compile_text("Foo", "action", 'Play: For the remainder of the turn, each friendly creature gains, "Reap: Destroy Foo."')
    assert not r.complete


def test_a_constant_gain_after_a_play_ability_is_its_own_paragraph():
    d = compiled('Play: Place 6A from the common supply on Uncharted Lands. Each Star Alliance creature gains, '
                 '"Reap: Move 1A from Uncharted Lands to your pool."', "artifact", "Uncharted Lands")
    assert d["abilities"] == [{"trigger": "play", "effects": [{"place_aember": 6, "target": "self"}]}]
    assert d["static"] == [{"gains": {"abilities": [{"trigger": "reap", "effects": [
        {"move_aember": 1, "from": "granting-card", "to": "pool"}]}]}, "affects": "each-creature", "house": "staralliance"}]


def test_attach_the_upgrade_to_a_named_creature_and_after_you_attach():
    d = compiled(MOLINA_BLASTER, "upgrade", "Molina's Blaster")
    gained = d["static"][0]["gains"]["abilities"][0]
    assert gained["effects"] == [{"choose_one": [
        [{"deal_damage": 2, "target": {}}],
        [{"kwb_attach": True, "target": "granting-card", "to": {"name": "Armsmaster Molina"}}]], "may": True}]
    assert d["abilities"] == [{"trigger": "kwb-after-upgrade-attached", "whose": "friendly",
                               "event": {"is_self": True, "kwb_host": {"name": "Armsmaster Molina"}},
                               "effects": [{"deal_damage": 3, "target": {}, "may": True}]}]


@pytest.mark.parametrize("text, effects", [
    # the named creature again after the comma is the one the upgrade was just attached to
    ("After you attach Foo to First Officer Frane, move each A from First Officer Frane to your pool.",
     [{"move_aember": "all", "from": "attached-creature", "to": "pool"}]),
    ("After you attach Foo to Lieutenant Khrkhar, ward Lieutenant Khrkhar.",
     [{"ward": True, "target": "attached-creature"}]),
    # "Com." inside a card name ends no sentence
    ("After you attach Foo to Com. Officer Kirby, draw 2 cards.", [{"draw": 2}]),
])
def test_after_you_attach_to_a_named_creature(text, effects):
    assert compiled(text, "upgrade")["abilities"][0]["effects"] == effects


def test_a_name_no_creature_card_has_is_not_compiled():
    from judge.keyforge.cards.compiler.compile import compile_text

    assert not compile_text("Foo", "upgrade", "After you attach Foo to Nobody Anywhere, draw a card.").complete


# -- the real cards in play ---------------------------------------------------------------------
# kf:rules/upgrades — playing Molina's Blaster onto Armsmaster Molina attaches it: "after you
# attach" resolves (the player may deal 3D)
def test_molinas_blaster_played_onto_molina(run):
    r = run(alice={**SA, "hand": ["Molina's Blaster"], "battleline": ["Armsmaster Molina"]},
            bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Molina's Blaster", "target": "Armsmaster Molina"}],
            choices=["yes", "Troll"])
    assert state(r, "cards.troll.damage") == 3
    assert state(r, "cards.molina-s-blaster.attached_to") == "armsmaster-molina"


# onto another creature it does not trigger
def test_molinas_blaster_played_onto_another_creature(run):
    r = run(alice={**SA, "hand": ["Molina's Blaster"], "battleline": ["Armsmaster Molina", "Troll"]},
            actions=[{"type": "play", "card": "Molina's Blaster", "target": "Troll"}])
    assert state(r, "cards.molina-s-blaster.attached_to") == "troll"
    assert r.outcome == "completed" and r.choices == []  # no "may deal 3D" prompt
    assert not any("kwb-after-upgrade-attached" in str(s) for s in r.steps)


# kf:rules/upgrades, kf:glossary/move — the gained "Reap: …, or attach Garcia's Blaster to Sensor
# Chief Garcia": the blaster moves from the creature that reaped to Garcia, its controller unchanged,
# and "after you attach" steals 1A
def test_garcias_blaster_moves_to_garcia_and_steals(run):
    r = run(alice={**SA, "battleline": [{"card": OGRE, "upgrades": ["Garcia's Blaster"]}, "Sensor Chief Garcia"]},
            bob={"amber": 3},
            actions=[{"type": "reap", "card": "Test Ogre"}],
            choices=["yes", "2"])
    assert state(r, "cards.garcia-s-blaster.attached_to") == "sensor-chief-garcia"
    assert state(r, "cards.garcia-s-blaster.controller") == "alice"
    assert state(r, "cards.test-ogre.upgrades") == [] and state(r, "cards.sensor-chief-garcia.upgrades") == ["garcia-s-blaster"]
    assert state(r, "players.alice.amber") == 2 and state(r, "players.bob.amber") == 2  # 1 reaped + 1 stolen


# the other option: 2D to a creature; the blaster stays
def test_the_blaster_deals_two_damage_instead(run):
    r = run(alice={**SA, "battleline": [{"card": OGRE, "upgrades": ["Garcia's Blaster"]}, "Sensor Chief Garcia"]},
            bob={"battleline": ["Krump"]},
            actions=[{"type": "reap", "card": "Test Ogre"}],
            choices=["yes", "1", "Krump"])
    assert state(r, "cards.krump.damage") == 2 and state(r, "cards.garcia-s-blaster.attached_to") == "test-ogre"


# Frane's Blaster played onto First Officer Frane: each A on Frane goes to the pool
def test_franes_blaster_moves_the_aember_on_frane(run):
    r = run(alice={**SA, "hand": ["Frane's Blaster"], "battleline": [{"card": "First Officer Frane", "captured_amber": 2}]},
            actions=[{"type": "play", "card": "Frane's Blaster", "target": "First Officer Frane"}])
    assert state(r, "cards.first-officer-frane.amber") == 0 and state(r, "players.alice.amber") == 3  # with the blaster's æmber bonus


# kf:glossary/self-referential-text — Disruption Field: the creature it is on gains "Fight/Reap: put a
# disruption counter on Disruption Field"; the counter lands on the upgrade, and the opponent's keys cost more
def test_disruption_field_counter_goes_on_the_upgrade(run):
    r = run(alice={**SA, "battleline": [{"card": OGRE, "upgrades": ["Disruption Field"]}]},
            actions=[{"type": "reap", "card": "Test Ogre"}])
    assert state(r, "cards.disruption-field.tokens") == {"disruption": 1}


# Uncharted Lands: a Star Alliance creature's gained "Reap: move 1A from Uncharted Lands to your pool"
def test_uncharted_lands_pays_out_to_a_reaping_star_alliance_creature(run):
    r = run(alice={**SA, "battleline": [OGRE], "hand": ["Uncharted Lands"]},
            actions=[{"type": "play", "card": "Uncharted Lands"}, {"type": "reap", "card": "Test Ogre"}])
    assert state(r, "cards.uncharted-lands.amber") == 5 and state(r, "players.alice.amber") == 2  # reaped 1, moved 1


def _card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


CHARM = {"name": "Test Charm", "house": "staralliance", "type": "upgrade"}


def test_for_each_upgrade_on_the_creature_it_is_on():
    assert compiled("This creature gets +1 power and +1 armor for each upgrade attached to it.", "upgrade")["static"] == [
        {"power": "attached.upgrades", "affects": "attached"}, {"armor": "attached.upgrades", "affects": "attached"}]
    d = compiled("After you attach Foo to Chief Engineer Walls, stun a creature for each upgrade on Chief Engineer Walls.",
                 "upgrade")
    assert d["abilities"][0]["effects"] == [{"stun": True, "target": {}, "for_each": "attached.upgrades"}]


# kf:rules/upgrades — Light of the Archons counts every upgrade on its creature, itself included
@pytest.mark.parametrize("upgrades, bonus", [(["Light of the Archons"], 1), (["Light of the Archons", CHARM], 2)])
def test_light_of_the_archons_counts_the_upgrades(run, upgrades, bonus):
    r = run(alice={**SA, "battleline": [{"card": OGRE, "upgrades": upgrades}]})
    assert (_card(r, "Test Ogre")["power"], _card(r, "Test Ogre")["armor"]) == (6 + bonus, bonus)


# Walls' Blaster played onto Chief Engineer Walls, who already has one upgrade: two upgrades, two stuns
def test_walls_blaster_stuns_one_creature_per_upgrade_on_walls(run):
    r = run(alice={**SA, "hand": ["Walls' Blaster"], "battleline": [{"card": "Chief Engineer Walls", "upgrades": [CHARM]}]},
            bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Walls' Blaster", "target": "Chief Engineer Walls"}],
            choices=["Troll", "Bumpsy"])
    assert [state(r, f"cards.{c}.stunned") for c in ("troll", "krump", "bumpsy")] == [True, False, True]


# kf:glossary/steal — Manchego steals only with 5 or fewer cards left in its player's deck
@pytest.mark.parametrize("deck, stolen", [(5, 2), (6, 0)])
def test_manchego_steals_with_a_thin_deck(run, deck, stolen):
    r = run(alice={"house": "shadows", "hand": ["Manchego"], "deck": ["Troll"] * deck}, bob={"amber": 4},
            actions=[{"type": "play", "card": "Manchego"}])
    assert state(r, "players.bob.amber") == 4 - stolen


# kf:glossary/discard-pile — Low Dawn gains 2A with 3 or more Untamed creatures in the discard pile
@pytest.mark.parametrize("discard, gained", [(["Snufflegator", "Snufflegator", "Dew Faerie"], 2),
                                             (["Snufflegator", "Dew Faerie", "Troll"], 0)])
def test_low_dawn_counts_the_untamed_creatures_in_the_discard_pile(run, discard, gained):
    r = run(alice={"house": "untamed", "houses": ["untamed", "brobnar", "dis"], "hand": ["Low Dawn"], "discard": discard},
            actions=[{"type": "play", "card": "Low Dawn"}])
    amber_bonus = 1 if _low_dawn_amber() else 0
    assert state(r, "players.alice.amber") == gained + amber_bonus
    assert "Troll" not in state(r, "players.alice.deck") and len(state(r, "players.alice.deck")) == 3 - (discard.count("Troll"))


def _low_dawn_amber():
    from rules_index.catalogue import catalogue

    return catalogue().cards["low-dawn"].amber


# -- after a house is chosen ------------------------------------------------------------------------
END = {"type": "end-turn"}


def bob_chooses(house):
    return {"type": "choose-house", "house": house, "player": "bob", "take_archives": False}


BOB = {"houses": ["brobnar", "logos", "untamed"], "battleline": ["Krump", "Dextre"], "amber": 2}


# kf:timing/step-2/after-house-chosen — Sci. Officer Qincan steals when the chosen house matches no
# card in play (Dextre is Logos; no Untamed card is in play)
@pytest.mark.parametrize("house, stolen", [("logos", 0), ("untamed", 1)])
def test_qincan_steals_after_a_house_no_card_in_play_has(run, house, stolen):
    r = run(alice={**SA, "battleline": ["Sci. Officer Qincan"]}, bob=BOB, actions=[END, bob_chooses(house)])
    assert state(r, "players.bob.amber") == 2 - stolen and state(r, "players.alice.amber") == stolen


# an upgrade of that house is a card in play too
def test_qincan_counts_upgrades_in_play(run):
    charm = {"name": "Test Charm", "house": "untamed", "type": "upgrade"}
    bob = {**BOB, "battleline": ["Krump", {"card": "Dextre", "upgrades": [charm]}]}
    r = run(alice={**SA, "battleline": ["Sci. Officer Qincan"]}, bob=bob, actions=[END, bob_chooses("untamed")])
    assert state(r, "players.bob.amber") == 2


# Giant Gnawbill: the player who chose the house destroys an artifact of that house (any side)
def test_giant_gnawbill_destroys_an_artifact_of_the_chosen_house(run):
    alice = {"house": "untamed", "houses": ["untamed", "dis", "logos"], "battleline": ["Giant Gnawbill"],
             "artifacts": ["Screaming Cave"]}
    r = run(alice=alice, bob={**BOB, "artifacts": ["Orb of Wonder"]}, actions=[END, bob_chooses("brobnar")])
    assert state(r, "players.bob.artifacts") == [] and "Orb of Wonder" in state(r, "players.bob.discard")
    assert state(r, "players.alice.artifacts") == ["Screaming Cave"]


# kf:rules/upgrades, kf:glossary/elusive — Cloaking Dongle: the creature it is on and that creature's
# neighbors gain elusive; a creature further along the battleline does not
def test_cloaking_dongle_reaches_the_creature_and_its_neighbors(run):
    assert compiled("This creature and each of its neighbors gains elusive.", "upgrade")["static"] == [
        {"gains": {"keywords": ["elusive"]}, "affects": "attached"},
        {"gains": {"keywords": ["elusive"]}, "affects": "kwb-attached-neighbors"}]
    r = run(alice={**SA, "battleline": ["Troll", {"card": "Krump", "upgrades": ["Cloaking Dongle"]}, "Bumpsy", "Dextre"]})
    assert [_card(r, n)["keywords"] for n in ("Troll", "Krump", "Bumpsy", "Dextre")] == [
        ["elusive"], ["elusive"], ["elusive"], []]


# kf:glossary/ward, kf:glossary/if-you-do — Hunter or Hunted: the ward comes off a warded creature
# and goes onto another; a creature without a ward cannot be chosen to give one
def test_hunter_or_hunted_moves_a_ward(run):
    r = run(alice={"house": "shadows", "hand": ["Hunter or Hunted"], "battleline": ["Krump"]},
            bob={"battleline": [{"card": "Troll", "ward": True}, "Bumpsy"]},
            actions=[{"type": "play", "card": "Hunter or Hunted"}], choices=["2", "Krump"])
    assert [state(r, f"cards.{c}.ward") for c in ("troll", "bumpsy", "krump")] == [False, False, True]


def test_hunter_or_hunted_wards_a_creature(run):
    r = run(alice={"house": "shadows", "hand": ["Hunter or Hunted"], "battleline": ["Krump"]},
            bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Hunter or Hunted"}], choices=["1", "Troll"])
    assert state(r, "cards.troll.ward") is True and state(r, "cards.krump.ward") is False


# kf:glossary/damage — Red Alert: 3 enemy creatures against 1 friendly one: 2 damage to each enemy creature;
# with as many friendly creatures, none
@pytest.mark.parametrize("friendly, damage", [([OGRE], 2), ([OGRE, creature("Test Ape", 4), creature("Test Cat", 4)], 0)])
def test_red_alert_deals_the_difference(run, friendly, damage):
    r = run(alice={**SA, "hand": ["Red Alert"], "battleline": friendly},
            bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Red Alert"}])
    assert [state(r, f"cards.{c}.damage") for c in ("troll", "krump", "bumpsy")] == [damage] * 3


# kf:glossary/cannot-vs-must — Quixxle Stone: a player with more creatures in play than their
# opponent cannot play creatures; the other player can
@pytest.mark.parametrize("bob_line, refused", [(["Troll"], True), (["Troll", "Krump"], False)])
def test_quixxle_stone_stops_the_player_ahead(run, bob_line, refused):
    r = run(alice={"house": "brobnar", "hand": ["Bumpsy"], "battleline": [OGRE, creature("Test Ape", 4)],
                   "artifacts": ["Quixxle Stone"]},
            bob={"battleline": bob_line}, actions=[{"type": "play", "card": "Bumpsy"}], choices=[] if refused else ["left"])
    assert (r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must") is refused


def test_quixxle_stone_reads_each_player():
    d = compiled("If a player has more creatures in play than their opponent, they cannot play creatures.", "artifact")
    assert d["static"] == [{"cannot_play": "creature", "for": "each", "kwb_more_creatures": True}]


# kf:glossary/lasting-effects — We Can All Win: each player's keys cost 2 less through the end of
# the player's next turn: bob forges at 4A on his turn, alice at 4A on her next turn; on bob's
# following turn keys cost 6 again and his 4A do not forge
def test_we_can_all_win_lasts_until_the_end_of_your_next_turn(run):
    alice = {**SA, "hand": ["We Can All Win"], "amber": 3}
    acts = [{"type": "play", "card": "We Can All Win"}, END, bob_chooses("brobnar"), END, END, bob_chooses("brobnar")]
    r = run(alice=alice, bob={**BOB, "amber": 8}, actions=acts, choices=["staralliance"])
    assert state(r, "players.bob.keys") == 1 and state(r, "players.bob.amber") == 4
    assert state(r, "players.alice.keys") == 1  # 3 + the card's 1A bonus = 4


# kf:glossary/discard-pile — Chief Engineer Walls returns an upgrade or a Robot card: Troll (neither) is
# no choice, so with one upgrade beside it that upgrade comes back; a Robot creature can come back too
@pytest.mark.parametrize("discard, back", [(["Troll", "Light of the Archons"], "Light of the Archons"),
                                           (["Troll", "CALV-1N"], "CALV-1N")])
def test_chief_engineer_walls_returns_an_upgrade_or_robot(run, discard, back):
    r = run(alice={**SA, "battleline": ["Chief Engineer Walls"], "discard": discard},
            actions=[{"type": "reap", "card": "Chief Engineer Walls"}], choices=["yes"])
    assert state(r, "players.alice.hand") == [back] and "Troll" in state(r, "players.alice.discard")


# kf:glossary/leaves-play, kf:rules/upgrades — Transporter Platform: the creature and its upgrades go
# back to hand together (the upgrades are not discarded as when only the creature leaves play)
def test_transporter_platform_returns_the_creature_with_its_upgrades(run):
    r = run(alice={**SA, "artifacts": ["Transporter Platform"],
                   "battleline": [{"card": OGRE, "upgrades": ["Cloaking Dongle", "Light of the Archons"]}]},
            actions=[{"type": "use-action", "card": "Transporter Platform"}])
    assert sorted(state(r, "players.alice.hand")) == ["Cloaking Dongle", "Light of the Archons", "Test Ogre"]
    assert state(r, "players.alice.discard") == [] and state(r, "players.alice.battleline") == []


# kf:rules/houses — No Safety in Numbers: Brobnar has 3 creatures in play (counted on both sides), so
# each Brobnar creature takes 3D; Dextre (the only Logos creature) does not
def test_no_safety_in_numbers_hits_the_houses_with_three_creatures(run):
    r = run(alice={"house": "shadows", "hand": ["No Safety in Numbers"], "battleline": ["Bumpsy"]},
            bob={"battleline": ["Troll", "Krump", "Dextre"]},
            actions=[{"type": "play", "card": "No Safety in Numbers"}])
    assert [state(r, f"cards.{c}.damage") for c in ("bumpsy", "troll", "krump", "dextre")] == [3, 3, 3, 0]
