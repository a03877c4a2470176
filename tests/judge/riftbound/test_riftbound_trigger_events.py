"""Triggered abilities of real cards, compiled from their printed text (judge/riftbound/
trigger_events.py, abilities.py): each test plays the card by its printed name and checks
that the engine does what the text says, at the moment the rules say (rb:583.3: a triggered
ability goes onto the chain when its condition is met; rb:584.2: a permanent's conditions are
only checked while it is on the board)."""

import pytest


def card(final, cid):
    return final["final_state"]["cards"][cid]


def chain_labels(final):
    return final["final_state"]["chain"]


# -- "When I conquer" / "When you conquer" (rb:630.1, rb:632.2) ------------------------------------

def test_kaisa_survivor_draws_when_she_conquers(rb):
    # "When I conquer, draw 1." — Kai'Sa moves to an empty battlefield, the showdown ends and
    # alice takes control: a conquest (rb:630.1); the ability triggers (rb:632.2, rb:583.3)
    r = rb(alice={"base": ["Kai'Sa - Survivor"], "deck": ["Stalwart Poro"]},
           battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["Kai'Sa - Survivor"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert r["final_state"]["players"]["alice"]["score"] == 1
    assert r["final_state"]["players"]["alice"]["hand"] == ["Stalwart Poro"]


def test_kaisa_survivor_does_not_draw_when_another_unit_conquers(rb):
    # "When I conquer": only the battlefield she is at; Kai'Sa stays in the base
    r = rb(alice={"base": ["Kai'Sa - Survivor", "Stalwart Poro"], "deck": ["Block"]},
           battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert r["final_state"]["players"]["alice"]["score"] == 1
    assert r["final_state"]["players"]["alice"]["hand"] == []


@pytest.mark.parametrize("units, drawn", [(4, 2), (3, 0)])
def test_garen_draws_two_when_he_conquers_with_four_units_there(rb, units, drawn):
    # Garen, Might of Demacia (legend): "When you conquer, if you have 4+ units at that
    # battlefield, draw 2." — the condition reads the conquered battlefield when it resolves
    r = rb(alice={"legend": "Garen - Might of Demacia (Starter)", "base": ["Stalwart Poro"] * units,
                  "deck": ["Block", "Block", "Block"]},
           battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["stalwart-poro", "stalwart-poro-2", "stalwart-poro-3"]
                     + (["stalwart-poro-4"] if units == 4 else []), "to": "ridge"},
                    {"type": "pass-all"}, {"type": "pass-all"}])
    assert r["final_state"]["players"]["alice"]["score"] == 1
    assert len(r["final_state"]["players"]["alice"]["hand"]) == drawn


# -- "When you play a …" (rb:595.4.a) --------------------------------------------------------------

def test_pit_crew_readies_when_you_play_a_gear_not_a_unit(rb):
    # "When you play a gear, ready me."
    base = [{"card": "Pit Crew", "exhausted": True}]
    r = rb(alice={"hand": ["Treasure Trove"], "base": base, "runes": ["chaos"] * 2},
           actions=[{"type": "play", "card": "Treasure Trove"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["exhausted"] is False
    r = rb(alice={"hand": ["Stalwart Poro"], "base": base, "runes": ["order"] * 2},
           actions=[{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["exhausted"] is True


def test_cithria_is_buffed_when_you_play_another_unit_not_herself(rb):
    # "When you play another unit, buff me." — her own play is not "another unit"
    r = rb(alice={"hand": ["Cithria of Cloudfield"], "runes": ["order"] * 4},
           actions=[{"type": "play", "card": "Cithria of Cloudfield"}, {"type": "pass-all"}])
    assert card(r, "cithria-of-cloudfield")["buff"] == 0
    r = rb(alice={"hand": ["Stalwart Poro"], "base": ["Cithria of Cloudfield"], "runes": ["order"] * 2},
           actions=[{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}])
    assert card(r, "cithria-of-cloudfield")["buff"] == 1


def test_darius_trifarian_on_your_second_card_of_the_turn(rb):
    # "When you play your second card in a turn, give me +2 might this turn and ready me."
    darius = {"card": "Darius - Trifarian", "exhausted": True}
    r = rb(alice={"hand": ["Stalwart Poro", "Stalwart Poro"], "base": [darius], "runes": ["order"] * 4},
           actions=[{"type": "play", "card": "stalwart-poro"}, {"type": "pass-all"}])
    assert card(r, "darius-trifarian")["exhausted"] is True  # the first card: nothing
    r = rb(alice={"hand": ["Stalwart Poro", "Stalwart Poro"], "base": [darius], "runes": ["order"] * 4},
           actions=[{"type": "play", "card": "stalwart-poro"}, {"type": "pass-all"},
                    {"type": "play", "card": "stalwart-poro-2"}, {"type": "pass-all"}])
    darius_now = card(r, "darius-trifarian")
    assert darius_now["exhausted"] is False
    assert darius_now["might"] == 5 + 2


def test_lux_illuminated_only_for_a_spell_that_costs_five_or_more(rb):
    # "When you play a spell that costs 5 or more, give me +3 might this turn."
    big = {"name": "Big Spell", "type": "spell", "energy": 5, "abilities": [{"effects": [{"draw": 1}]}]}
    small = {"name": "Small Spell", "type": "spell", "energy": 4, "abilities": [{"effects": [{"draw": 1}]}]}
    for spell, might in ((big, 5 + 3), (small, 5)):
        r = rb(alice={"hand": [spell], "base": ["Lux - Illuminated"], "runes": ["order"] * 5,
                      "deck": ["Block"]},
               actions=[{"type": "play", "card": spell["name"]}, {"type": "pass-all"}, {"type": "pass-all"}])
        assert card(r, "lux-illuminated")["might"] == might, spell["name"]


def test_volibear_relentless_storm_may_exhaust_to_channel_when_you_play_a_mighty_unit(rb):
    # legend: "When you play a Mighty unit, you may exhaust me to channel 1 rune exhausted." —
    # Vanguard Attendant has 5 might: Mighty (rb:708); the cost is paid while the ability
    # resolves (rb:583.1/ex1: a triggered ability with a cost)
    mighty = {"name": "Big Test Unit", "type": "unit", "might": 5}
    r = rb(alice={"legend": "Volibear - Relentless Storm", "hand": [mighty, mighty], "rune_deck": ["fury", "calm"]},
           actions=[{"type": "play", "card": "big-test-unit"}, {"type": "pass-all"},
                    {"type": "play", "card": "big-test-unit-2"}, {"type": "pass-all"}],
           choices={"may:Volibear - Relentless Storm": "yes"})
    steps = r["steps"]
    paid = [s for s in steps if s["event"] == "paid"]
    assert len(paid) == 1 and "rb:583.1/ex1" in paid[0]["cites"]
    assert [s["explain"]["en"] for s in steps if s["event"] == "channel"] == ["alice channels 1 rune(s) (exhausted)"]
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 1}
    # the second Mighty unit: Volibear is exhausted, the cost cannot be paid, nobody is asked (rb:592.4)
    assert any(s["event"] == "cannot-pay" and "rb:592.4" in s["cites"] for s in steps)
    assert r["final_state"]["players"]["alice"]["rune_deck"] == 1


def test_volibear_relentless_storm_ignores_a_unit_that_is_not_mighty(rb):
    r = rb(alice={"legend": "Volibear - Relentless Storm", "hand": ["Stalwart Poro"], "runes": ["order"] * 2},
           actions=[{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}])
    assert not any(s["event"] == "chain-add" for s in r["steps"])


# -- Legion on a triggered ability (rb:724.1.c) ---------------------------------------------------

@pytest.mark.parametrize("first, buffed", [(False, 0), (True, 1)])
def test_trifarian_gloryseeker_is_buffed_only_after_another_card(rb, first, buffed):
    # "Legion – When you play me, buff me." — the Legion condition: another main-deck card
    # played this turn (rb:724.1.c); checked when the ability resolves
    hand = (["Stalwart Poro"] if first else []) + ["Trifarian Gloryseeker"]
    actions = ([{"type": "play", "card": "Stalwart Poro"}, {"type": "pass-all"}] if first else []) + [
        {"type": "play", "card": "Trifarian Gloryseeker"}, {"type": "pass-all"}]
    r = rb(alice={"hand": hand, "runes": ["order"] * 4}, actions=actions)
    assert card(r, "trifarian-gloryseeker")["buff"] == buffed
    assert any(s["event"] == ("legion-met" if first else "legion-unmet") for s in r["steps"])


# -- readying and buffing (rb:593, rb:602) ----------------------------------------------------------

def test_pirates_haven_when_you_ready_a_friendly_unit_by_an_effect(rb):
    # "When you ready a friendly unit, give it +1 might this turn." — Pit Crew readies itself
    # when a gear is played (rb:593.4.b: readied as an effect tells its controller)
    r = rb(alice={"hand": ["Treasure Trove"], "base": ["Pirate's Haven", {"card": "Pit Crew", "exhausted": True}],
                  "runes": ["chaos"] * 2},
           actions=[{"type": "play", "card": "Treasure Trove"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["exhausted"] is False
    assert card(r, "pit-crew")["might"] == 3 + 1


def test_pirates_haven_when_the_turn_player_readies_units_in_the_awaken_phase(rb):
    # rb:515.1.a: the turn player readies everything they control — "you ready" (rb:593.4.a);
    # an enemy unit readied in its own awaken phase is not alice's to count
    r = rb(phase="start", alice={"base": ["Pirate's Haven", {"card": "Stalwart Poro", "exhausted": True}],
                                 "deck": ["Block"] * 2, "rune_deck": ["order"] * 2},
           bob={"base": [{"card": "Stalwart Poro", "exhausted": True}]},
           actions=[{"type": "pass-all"}])
    assert card(r, "stalwart-poro")["exhausted"] is False and card(r, "stalwart-poro")["might"] == 2 + 1
    assert card(r, "stalwart-poro-2")["exhausted"] is True
    assert any("rb:515.1.a" in s["cites"] and s["event"] == "awaken" for s in r["steps"])


def test_mistfall_may_pay_body_and_exhaust_to_ready_the_unit_you_buffed(rb):
    # "When you buff a friendly unit, you may pay [body] and exhaust this to ready it." — Lee Sin
    # (legend) buffs an exhausted unit; Mistfall's controller pays and the unit readies
    r = rb(alice={"legend": "Lee Sin - Blind Monk", "base": ["Mistfall", {"card": "Stalwart Poro", "exhausted": True}],
                  "runes": ["body", "body"]},
           actions=[{"type": "activate", "card": "Lee Sin - Blind Monk", "targets": ["Stalwart Poro"]},
                    {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"may:Mistfall": "yes"})
    poro = card(r, "stalwart-poro")
    assert poro["buff"] == 1 and poro["exhausted"] is False
    assert card(r, "mistfall")["exhausted"] is True


def test_mistfall_is_not_offered_without_the_power_to_pay(rb):
    r = rb(alice={"legend": "Lee Sin - Blind Monk", "base": ["Mistfall", {"card": "Stalwart Poro", "exhausted": True}],
                  "runes": ["order"]},
           actions=[{"type": "activate", "card": "Lee Sin - Blind Monk", "targets": ["Stalwart Poro"]},
                    {"type": "pass-all"}, {"type": "pass-all"}])
    assert r["open_prompt"] is None
    assert card(r, "stalwart-poro")["exhausted"] is True and card(r, "mistfall")["exhausted"] is False
    assert any(s["event"] == "cannot-pay" and "rb:595.2.a" in s["cites"] for s in r["steps"])


# -- dying, moving, leaving the board ---------------------------------------------------------------

def test_vanguard_helm_buffs_another_unit_when_a_buffed_friendly_unit_dies(rb):
    # "When a buffed friendly unit dies, buff another friendly unit." — the dead unit is looked
    # at as it was on the board (its buff comes off in the trash, rb:705; rb:563.2.c.9)
    bolt = {"name": "Test Bolt", "type": "spell", "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}
    r = rb(alice={"hand": [bolt], "base": ["Vanguard Helm", {"card": "Stalwart Poro", "buff": True}, "Pit Crew"]},
           actions=[{"type": "play", "card": "Test Bolt", "targets": ["stalwart-poro"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert card(r, "pit-crew")["buff"] == 1
    r = rb(alice={"hand": [bolt], "base": ["Vanguard Helm", "Stalwart Poro", "Pit Crew"]},
           actions=[{"type": "play", "card": "Test Bolt", "targets": ["stalwart-poro"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert card(r, "pit-crew")["buff"] == 0  # not buffed: nothing


def test_traveling_merchant_discards_and_draws_when_it_moves_and_scrapheap_draws_when_discarded(rb):
    # Traveling Merchant: "When I move, discard 1, then draw 1." — a standard move is a move
    # (rb:609.1); the discarded Scrapheap: "When this is played, discarded, or killed, draw 1."
    # works from the trash it went to (rb:598.1.b, rb:585.2)
    r = rb(alice={"base": ["Traveling Merchant"], "hand": ["Scrapheap"], "deck": ["Block", "Stalwart Poro"]},
           bob={"base": ["Stalwart Poro"]}, battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    assert alice["trash"] == ["Scrapheap"]
    assert sorted(alice["hand"]) == ["Block", "Stalwart Poro"]


def test_traveling_merchant_is_not_triggered_by_being_played_to_a_battlefield_or_recalled(rb):
    # rb:609.2: changing zones is not a move; rb:618.1: a recall is not a move
    recall = {"name": "Test Recall", "type": "spell",
              "abilities": [{"effects": [{"recall": True, "target": {"choose": "unit"}}]}]}
    r = rb(alice={"hand": ["Traveling Merchant", recall], "runes": ["chaos"] * 3, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Traveling Merchant", "to": "ridge"}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Recall", "targets": ["Traveling Merchant"]}, {"type": "pass-all"}])
    assert card(r, "traveling-merchant")["location"] == "base"
    assert r["final_state"]["players"]["alice"]["hand"] == []  # nothing discarded, nothing drawn


def test_back_alley_bar_gives_a_unit_that_moves_from_here_plus_one(rb):
    # battlefield: "When a unit moves from here, give it +1 might this turn."
    r = rb(alice={"base": []}, battlefields=[{"id": "bar", "card": "Back-Alley Bar", "controller": "alice",
                                             "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "base"}, {"type": "pass-all"}])
    assert card(r, "stalwart-poro")["location"] == "base" and card(r, "stalwart-poro")["might"] == 2 + 1


def test_treasure_trove_draws_and_channels_when_it_leaves_the_board(rb):
    # "When this leaves the board, draw 1 and channel 1 rune exhausted." — killed by its own
    # ability ("[chaos], [T]: Kill this."), it triggers from the trash (rb:563.2.c.9)
    r = rb(alice={"base": ["Treasure Trove"], "runes": ["chaos"], "deck": ["Block"], "rune_deck": ["fury"]},
           actions=[{"type": "activate", "card": "Treasure Trove"}, {"type": "pass-all"}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    assert alice["trash"] == ["Treasure Trove"] and alice["hand"] == ["Block"]
    assert alice["runes"]["exhausted"] == 1 and alice["rune_deck"] == 1  # the fury rune came, chaos was recycled


# -- combat: attacking and defending alone, stuns ------------------------------------------------------

@pytest.mark.parametrize("attackers, bonus", [(["Stalwart Poro"], 1), (["Stalwart Poro", "Pit Crew"], 0)])
def test_mask_of_foresight_when_a_friendly_unit_attacks_alone(rb, attackers, bonus):
    # "When a friendly unit attacks or defends alone, give it +1 might this turn." — alone: the
    # only attacker (rb:568.3.a/ex1); the ability is on the initial chain (rb:625.1.c)
    r = rb(alice={"base": ["Mask of Foresight"] + attackers},
           bob={"base": []}, battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [{"card": {"name": "Test Guard", "type": "unit", "might": 1}}]}}],
           actions=[{"type": "move", "units": attackers, "to": "ridge"}] + [{"type": "pass"}, {"type": "pass"}] * bonus)
    assert card(r, "stalwart-poro")["might"] == 2 + bonus
    assert sum(1 for s in r["steps"] if s["event"] == "chain-add") == bonus


def test_eclipse_herald_readies_when_you_stun_an_enemy_unit(rb):
    # "When you stun an enemy unit, ready me and give me +1 might this turn."
    r = rb(alice={"hand": ["Rune Prison"], "base": [{"card": "Eclipse Herald", "exhausted": True}],
                  "runes": ["calm"] * 3},
           bob={"base": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "Rune Prison", "targets": ["Stalwart Poro"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    herald = card(r, "eclipse-herald")
    assert herald["exhausted"] is False and herald["might"] == 7 + 1


def test_leona_radiant_dawn_buffs_once_for_one_stun_of_two_enemy_units(rb):
    # legend: "When you stun one or more enemy units, buff a friendly unit." — one instruction
    # stuns two: the ability triggers once (rb:599)
    stun2 = {"name": "Test Flash", "type": "spell",
             "abilities": [{"effects": [{"stun": True, "target": {"all": "unit", "side": "enemy"}}]}]}
    r = rb(alice={"legend": "Leona - Radiant Dawn", "hand": [stun2], "base": ["Pit Crew"]},
           bob={"base": ["Stalwart Poro", "Stalwart Poro"]},
           actions=[{"type": "play", "card": "Test Flash"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["buff"] == 1
    assert sum(1 for s in r["steps"] if s["event"] == "chain-add") == 1


# -- more of the printed triggers -----------------------------------------------------------------------

def test_dunebreaker_draws_two_when_it_holds(rb):
    # "When I hold, draw 2." — the scoring step of alice's turn: she holds the battlefield
    # Dunebreaker is at (rb:515.2.b.1, rb:630.2, rb:632.2)
    r = rb(phase="start", alice={"deck": ["Block"] * 4, "rune_deck": ["order"] * 2},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Dunebreaker"]}}],
           actions=[{"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    assert alice["score"] == 1
    assert len(alice["hand"]) == 2 + 1  # two from Dunebreaker, one in the draw phase


def test_ember_monk_and_mischievous_marai_when_a_card_is_played_from_hiding_at_a_battlefield(rb):
    # Ember Monk: "When you play a card from [Hidden], give me +2 might this turn."
    # Mischievous Marai: "When you play me to a battlefield, deal 2 to an enemy unit here." —
    # from hiding it is played to its battlefield (rb:723.1.d)
    r = rb(alice={"base": ["Ember Monk"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]},
                          "hidden": {"card": "Mischievous Marai", "player": "alice", "this_turn": False}}],
           actions=[{"type": "play", "card": "Mischievous Marai"}], choices={"order:alice": "0"})
    assert card(r, "mischievous-marai")["location"] == "a"
    labels = {s["explain"]["en"] for s in r["steps"] if s["event"] == "chain-add"}
    assert any(l.startswith("Mischievous Marai") for l in labels) and any(l.startswith("Ember Monk") for l in labels)
    r = rb(alice={"base": ["Ember Monk"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]},
                          "hidden": {"card": "Mischievous Marai", "player": "alice", "this_turn": False}}],
           actions=[{"type": "play", "card": "Mischievous Marai"}, {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"order:alice": "0"})
    assert card(r, "ember-monk")["might"] == 4 + 2


def test_mischievous_marai_played_to_the_base_does_not_trigger(rb):
    r = rb(alice={"hand": ["Mischievous Marai"], "runes": ["chaos"] * 2}, bob={"base": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "Mischievous Marai", "to": "base"}])
    assert not any(s["event"] == "chain-add" for s in r["steps"])


@pytest.mark.parametrize("start, to, might", [("a", "base", 4 + 2), ("base", "a", 4)])
def test_harpoon_squad_when_it_moves_from_a_battlefield(rb, start, to, might):
    # "When I move from a battlefield, give me +2 might this turn."
    squad = ["Harpoon Squad"]
    r = rb(alice={"base": squad if start == "base" else []},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": squad if start == "a" else ["Pit Crew"]}}],
           actions=[{"type": "move", "units": ["Harpoon Squad"], "to": to}, {"type": "pass-all"}])
    assert card(r, "harpoon-squad")["might"] == might


def test_fretful_feline_gets_two_when_it_becomes_ready_in_the_awaken_phase(rb):
    # "When I become ready, give me +2 might this turn." (rb:515.1.a, rb:593.1)
    r = rb(phase="start", alice={"base": [{"card": "Fretful Feline", "exhausted": True}, "Pit Crew"],
                                 "deck": ["Block"] * 2, "rune_deck": ["order"] * 2},
           actions=[{"type": "pass-all"}])
    assert card(r, "fretful-feline")["might"] == 5 + 2
    r = rb(phase="start", alice={"base": ["Fretful Feline"], "deck": ["Block"] * 2, "rune_deck": ["order"] * 2})
    assert card(r, "fretful-feline")["might"] == 5  # already ready: it does not become ready


def test_simian_ancestor_readies_when_you_buff_it(rb):
    # "When you buff me, ready me." — Lee Sin, Blind Monk (legend) buffs it
    r = rb(alice={"legend": "Lee Sin - Blind Monk", "base": [{"card": "Simian Ancestor", "exhausted": True}, "Pit Crew"],
                  "runes": ["body"]},
           actions=[{"type": "activate", "card": "Lee Sin - Blind Monk", "targets": ["Simian Ancestor"]},
                    {"type": "pass-all"}, {"type": "pass-all"}])
    assert card(r, "simian-ancestor")["exhausted"] is False and card(r, "simian-ancestor")["buff"] == 1


def test_spectral_centaur_when_another_friendly_unit_dies_not_an_enemy(rb):
    # "When another friendly unit dies, give me +2 might this turn."
    bolt = {"name": "Test Bolt", "type": "spell", "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}
    for victim, might in (("pit-crew", 5 + 2), ("stalwart-poro", 5)):
        r = rb(alice={"hand": [bolt], "base": ["Spectral Centaur", "Pit Crew"]}, bob={"base": ["Stalwart Poro"]},
               actions=[{"type": "play", "card": "Test Bolt", "targets": [victim]}, {"type": "pass-all"},
                        {"type": "pass-all"}])
        assert card(r, "spectral-centaur")["might"] == might, victim


def test_mask_mother_may_pay_one_when_discarded(rb):
    # "When you discard me, you may pay [1] to give a friendly unit +2 might this turn." — it
    # triggers from the trash (rb:585.2); Traveling Merchant's move discards it
    r = rb(alice={"base": ["Traveling Merchant", "Pit Crew"], "hand": ["Mask Mother"], "deck": ["Block"],
                  "runes": ["order"]},
           battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                    {"type": "pass-all"}],
           choices={"may:Mask Mother": "yes", "target:Mask Mother": "pit-crew"})
    assert r["final_state"]["players"]["alice"]["trash"] == ["Mask Mother"]
    assert card(r, "pit-crew")["might"] == 3 + 2
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 1}


# -- the engine's keys without a compiled card yet (inline definitions) ------------------------------------

def test_a_battlefield_that_triggers_when_you_defend_here(rb):
    # "When you defend here, …": the defender of a combat at this battlefield (rb:625.1.b)
    keep = {"name": "Test Keep", "type": "battlefield",
            "abilities": [{"trigger": "defend-here", "effects": [{"draw": 1}]}]}
    r = rb(alice={"base": ["Pit Crew"]}, bob={"deck": ["Block"]},
           battlefields=[{"id": "keep", "card": keep, "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "keep"}, {"type": "pass"}, {"type": "pass"}])
    assert r["final_state"]["players"]["bob"]["hand"] == ["Block"]
    assert any("rb:625.1.c.2" in s["cites"] for s in r["steps"] if s["event"] == "initial-chain")


def test_when_you_hold_triggers_for_the_player_who_holds(rb):
    legend = {"name": "Test Holder", "type": "legend", "abilities": [{"trigger": "hold", "effects": [{"draw": 1}]}]}
    r = rb(phase="start", alice={"legend": legend, "deck": ["Block"] * 3, "rune_deck": ["order"] * 2},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}],
           actions=[{"type": "pass-all"}])
    assert len(r["final_state"]["players"]["alice"]["hand"]) == 1 + 1


def test_wildclaw_shaman_may_spend_a_buff_to_buff_and_ready_itself(rb):
    # "When you play me, you may spend a buff to buff me and ready me." — the buff of a unit
    # alice controls (rb:702.2.b.2); both parts need it spent
    r = rb(alice={"hand": ["Wildclaw Shaman"], "base": [{"card": "Pit Crew", "buff": True}], "runes": ["body"] * 4},
           actions=[{"type": "play", "card": "Wildclaw Shaman"}, {"type": "pass-all"}],
           choices={"may:Wildclaw Shaman": "yes"})
    shaman = card(r, "wildclaw-shaman")
    assert card(r, "pit-crew")["buff"] == 0 and shaman["buff"] == 1 and shaman["exhausted"] is False
    r = rb(alice={"hand": ["Wildclaw Shaman"], "base": ["Pit Crew"], "runes": ["body"] * 4},
           actions=[{"type": "play", "card": "Wildclaw Shaman"}, {"type": "pass-all"}])
    assert card(r, "wildclaw-shaman")["buff"] == 0 and card(r, "wildclaw-shaman")["exhausted"] is True
    assert any(s["event"] == "cannot-pay" and "rb:702.2.b.1" in s["cites"] for s in r["steps"])


def test_super_mega_death_rocket_returns_from_the_trash_when_you_conquer(rb):
    # "When you conquer, you may discard 1 to return this from your trash to your hand." — the
    # ability works in the trash (rb:585.2/ex1)
    r = rb(alice={"trash": ["Super Mega Death Rocket!"], "hand": ["Block"], "base": ["Pit Crew"]},
           battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "a"}, {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"may:Super Mega Death Rocket!": "yes"})
    alice = r["final_state"]["players"]["alice"]
    assert alice["hand"] == ["Super Mega Death Rocket!"] and alice["trash"] == ["Block"]


def test_monastery_of_hirana_may_spend_a_buff_to_draw_when_you_conquer_here(rb):
    # battlefield: "When you conquer here, you may spend a buff to draw 1."
    r = rb(alice={"base": [{"card": "Pit Crew", "buff": True}], "deck": ["Block"]},
           battlefields=[{"id": "m", "card": "Monastery of Hirana"}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "m"}, {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"may:Monastery of Hirana": "yes"})
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"] and card(r, "pit-crew")["buff"] == 0


# -- choosing (rb:559.3.c.1), becoming Mighty (rb:709), tokens played (rb:176.1.a) -----------------------------

GROW = {"name": "Test Growth", "type": "spell", "abilities": [{"effects": [{"might": 3, "target": {"choose": "unit"},
                                                                           "duration": "turn"}]}]}


def test_spirit_wheel_may_pay_one_and_exhaust_to_draw_when_you_choose_a_friendly_unit(rb):
    # "When you choose a friendly unit, you may pay [1] and exhaust this to draw 1." — choosing
    # an enemy unit does not trigger it
    r = rb(alice={"hand": [GROW], "base": ["Spirit Wheel", "Pit Crew"], "runes": ["order"], "deck": ["Block"]},
           actions=[{"type": "play", "card": "Test Growth", "targets": ["Pit Crew"]}, {"type": "pass-all"},
                    {"type": "pass-all"}], choices={"may:Spirit Wheel": "yes"})
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]
    assert card(r, "spirit-wheel")["exhausted"] is True
    r = rb(alice={"hand": [GROW], "base": ["Spirit Wheel"], "runes": ["order"], "deck": ["Block"]},
           bob={"base": ["Pit Crew"]},
           actions=[{"type": "play", "card": "Test Growth", "targets": ["Pit Crew"]}, {"type": "pass-all"}])
    assert not any(s["event"] == "chain-add" for s in r["steps"])


def test_jae_medarda_draws_when_you_choose_it_with_a_spell_not_an_ability(rb):
    # "When you choose me with a spell, draw 1."
    r = rb(alice={"hand": [GROW], "base": ["Jae Medarda"], "deck": ["Block"]},
           actions=[{"type": "play", "card": "Test Growth", "targets": ["Jae Medarda"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]
    r = rb(alice={"legend": "Lee Sin - Blind Monk", "base": ["Jae Medarda"], "runes": ["body"], "deck": ["Block"]},
           actions=[{"type": "activate", "card": "Lee Sin - Blind Monk", "targets": ["Jae Medarda"]},
                    {"type": "pass-all"}])
    assert r["final_state"]["players"]["alice"]["hand"] == []  # chosen by an ability


def test_fiora_worthy_may_pay_order_to_ready_a_unit_that_becomes_mighty(rb):
    # "When a unit you control becomes [Mighty], you may pay [order] to ready it." (rb:709)
    r = rb(alice={"hand": [GROW], "base": ["Fiora - Worthy", {"card": "Pit Crew", "exhausted": True}],
                  "runes": ["order"]},
           actions=[{"type": "play", "card": "Test Growth", "targets": ["Pit Crew"]}, {"type": "pass-all"},
                    {"type": "pass-all"}], choices={"may:Fiora - Worthy": "yes"})
    assert card(r, "pit-crew")["might"] == 6 and card(r, "pit-crew")["exhausted"] is False


def test_lillia_protector_of_dreams_when_you_play_a_token_unit_and_token_units_have_tank(rb):
    # "When you play a token unit, give me +1 might this turn." — a token is played (rb:176.1.a)
    # "Your token units have [Tank]."; Soul Shepherd: "Your token units have +1 might.";
    # Renata Glasc, Industrialist: "Your tokens enter ready."
    sprite = {"name": "Test Sprites", "type": "spell",
              "abilities": [{"effects": [{"token": {"name": "Sprite", "might": 3}}]}]}
    r = rb(alice={"hand": [sprite], "base": ["Lillia - Protector of Dreams", "Soul Shepherd",
                                             "Renata Glasc - Industrialist"]},
           actions=[{"type": "play", "card": "Test Sprites"}, {"type": "pass-all"}, {"type": "pass-all"}])
    sprite_now = card(r, "sprite")
    # the Sprite token card of the library has [Temporary] itself
    assert sprite_now["keywords"] == {"Temporary": 1, "Tank": 1} and sprite_now["might"] == 3 + 1
    assert sprite_now["exhausted"] is False
    assert card(r, "lillia-protector-of-dreams")["might"] == 4 + 1
    assert card(r, "soul-shepherd")["might"] == 3  # not a token
    assert r["final_state"]["players"]["alice"]["trash"] == ["Test Sprites"]


def test_rumble_mechanized_menace_gives_your_mechs_shield(rb):
    # legend: "Your Mechs have [Shield]." — only units tagged Mech
    r = rb(alice={"legend": "Rumble - Mechanized Menace", "base": ["Mega-Mech", "Pit Crew"]})
    assert card(r, "mega-mech")["keywords"].get("Shield") == 1
    assert "Shield" not in card(r, "pit-crew")["keywords"]


def test_a_choice_made_as_a_triggered_ability_goes_on_triggers_spirit_wheel_right_away(rb):
    # Pit Rookie: "When you play me, buff another friendly unit." — its target is chosen as it
    # goes onto the chain (rb:559.3.b, rb:583.3); that choice triggers Spirit Wheel, whose
    # ability goes onto the chain at once, above it (rb:583.3)
    r = rb(alice={"hand": ["Pit Rookie"], "base": ["Spirit Wheel", "Pit Crew"], "runes": ["order"] * 3},
           actions=[{"type": "play", "card": "Pit Rookie"}])
    chain = r["final_state"]["chain"]
    assert len(chain) == 2
    assert chain[0].startswith("Pit Rookie") and chain[1].startswith("Spirit Wheel")


# -- hiding, scoring, drawing, spending a buff ---------------------------------------------------------------

def test_katarina_reckless_readies_when_you_hide_a_card(rb):
    # "When you hide a card, ready me." (rb:597: hiding is not playing, rb:723.1.c.1)
    r = rb(alice={"hand": ["Mischievous Marai"], "base": [{"card": "Katarina - Reckless", "exhausted": True}],
                  "runes": ["chaos"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}],
           actions=[{"type": "hide", "card": "Mischievous Marai", "battlefield": "a"}, {"type": "pass-all"}])
    assert card(r, "katarina-reckless")["exhausted"] is False


def test_sumpworks_map_draws_when_an_opponent_scores_not_you(rb):
    # "When an opponent scores, draw 1." — bob conquers an empty battlefield (rb:630.1)
    r = rb(turn_player="bob", alice={"base": ["Sumpworks Map"], "deck": ["Block"] * 2},
           bob={"base": ["Pit Crew"]}, battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "a"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert r["final_state"]["players"]["bob"]["score"] == 1
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]


def test_frigid_jewel_on_your_second_draw_of_the_turn(rb):
    # "When you draw your second card each turn, give a friendly unit +2 might this turn." —
    # the draw phase's card is the first (rb:515.4.b), the Scrapyard-free second comes from a spell
    draw = {"name": "Test Insight", "type": "spell", "abilities": [{"effects": [{"draw": 1}]}]}
    r = rb(phase="start", alice={"hand": [draw], "base": ["Frigid Jewel", "Pit Crew"], "deck": ["Block"] * 3,
                                 "rune_deck": ["order"] * 2},
           actions=[{"type": "play", "card": "Test Insight"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["might"] == 3 + 2
    r = rb(alice={"hand": [draw], "base": ["Frigid Jewel", "Pit Crew"], "deck": ["Block"] * 3},
           actions=[{"type": "play", "card": "Test Insight"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["might"] == 3  # the first card drawn this turn


def test_when_you_spend_a_buff_triggers_for_its_controller(rb):
    # the engine's "spend-buff" (Fae Dragon's "When you spend a buff, …" has a token effect
    # that does not compile yet): spending a buff is done by the unit's controller (rb:702.2.b.2)
    watcher = {"name": "Test Watcher", "type": "unit", "might": 1,
               "abilities": [{"trigger": "spend-buff", "effects": [{"draw": 1}]}]}
    r = rb(alice={"base": [watcher, {"card": "Pit Crew", "buff": True}], "deck": ["Block"]},
           battlefields=[{"id": "m", "card": "Monastery of Hirana"}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "m"}, {"type": "pass-all"}, {"type": "pass-all"},
                    {"type": "pass-all"}],
           choices={"may:Monastery of Hirana": "yes"})
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]  # Test Watcher's draw; the deck had one


def test_vayne_hunter_may_pay_one_to_return_to_hand_when_she_conquers(rb):
    # "When I conquer, you may pay [1] to return me to my owner's hand."
    r = rb(alice={"base": ["Vayne - Hunter"], "runes": ["order"]}, battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Vayne - Hunter"], "to": "a"}, {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"may:Vayne - Hunter": "yes"})
    assert r["final_state"]["players"]["alice"]["hand"] == ["Vayne - Hunter"]
    assert r["final_state"]["players"]["alice"]["score"] == 1


@pytest.mark.parametrize("enemy_exhausted, might", [(False, 5 + 2), (True, 5)])
def test_dune_drake_gets_two_when_it_attacks_if_a_ready_enemy_unit_is_there(rb, enemy_exhausted, might):
    # "When I attack, give me +2 might this turn if there is a ready enemy unit here."
    r = rb(alice={"base": ["Dune Drake"]},
           battlefields=[{"id": "a", "controller": "bob",
                          "units": {"bob": [{"card": "Stalwart Poro", "exhausted": enemy_exhausted}]}}],
           actions=[{"type": "move", "units": ["Dune Drake"], "to": "a"}, {"type": "pass-all"}])
    assert card(r, "dune-drake")["might"] == might


def test_when_an_enemy_unit_attacks_a_battlefield_you_control(rb):
    # Ahri, Nine-Tailed Fox's trigger (its "to a minimum of 1 might" does not compile yet)
    legend = {"name": "Test Fox", "type": "legend", "abilities": [
        {"trigger": "unit-attacks", "which": {"side": "enemy", "at": "yours"},
         "effects": [{"might": -1, "target": "event-unit", "duration": "turn"}]}]}
    r = rb(turn_player="bob", alice={"legend": legend}, bob={"base": ["Pit Crew"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "a"}, {"type": "pass-all"}])
    assert card(r, "pit-crew")["might"] == 3 - 1


# -- a token dies too (rb:177.1: it ceases to exist only after it is put in its new zone) ---------

def test_wraith_of_echoes_draws_when_a_friendly_token_dies(rb):
    # "The first time a friendly unit dies each turn, draw 1." — a Recruit token is killed: it is
    # put into the trash (rb:604.1, rb:604.2) and only then ceases to exist (rb:177.1), so it died
    # like any unit and the watcher triggers (rb:583.3)
    recruit = {"name": "Rekrutierung", "type": "spell", "energy": 0,
               "abilities": [{"effects": [{"token": {"name": "Recruit", "might": 1, "tags": ["Recruit"]}}]}]}
    kill = {"name": "Todesstoß", "type": "spell", "energy": 0,
            "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}
    r = rb(alice={"base": ["Wraith of Echoes"], "hand": [recruit, kill], "deck": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "Rekrutierung"}, {"type": "pass-all"},
                    {"type": "play", "card": "Todesstoß", "targets": ["Recruit"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused")
    assert r["final_state"]["players"]["alice"]["base"] == ["Wraith of Echoes"]  # the token is gone
    assert r["final_state"]["players"]["alice"]["hand"] == ["Stalwart Poro"]
