"""Spiritforged cards the compiler reads since branch rsf, each played by name in a small game
and checked against what its printed text says, at the moment the rules say."""

import pytest

from tests.judge.riftbound.conftest import card, ok, player, spell, unit

KILL = spell("Test Kill", [{"kill": True, "target": {"choose": "unit"}}])


# -- Breakneck Mech / Direwing: "I enter ready if you control another Mech / Dragon." -------------
# A passive ability of the card as it enters (rb:563.1.c, rb:570.1), while its condition holds
# (rb:568.3); "another": the card itself does not count.

@pytest.mark.parametrize("other, exhausted", [(True, False), (False, True)])
def test_breakneck_mech_enters_ready_only_with_another_mech(rb, other, exhausted):
    base = [unit("Spare Mech", 2, tags=["Mech"])] if other else [unit("Spare Poro", 2, tags=["Poro"])]
    r = ok(rb(alice={"hand": ["Breakneck Mech"], "pool": {"energy": 8, "power": {"mind": 2}}, "base": base},
              actions=[{"type": "play", "card": "Breakneck Mech"}, {"type": "pass-all"}]))
    assert card(r, "breakneck-mech")["location"] == "base"
    assert card(r, "breakneck-mech")["exhausted"] is exhausted


@pytest.mark.parametrize("other, exhausted", [(True, False), (False, True)])
def test_direwing_enters_ready_only_with_another_dragon(rb, other, exhausted):
    base = [unit("Old Dragon", 2, tags=["Dragon"])] if other else [unit("Old Poro", 2, tags=["Poro"])]
    r = ok(rb(alice={"hand": ["Direwing"], "pool": {"energy": 7}, "base": base},
              actions=[{"type": "play", "card": "Direwing"}, {"type": "pass-all"}]))
    assert card(r, "direwing")["exhausted"] is exhausted


# -- Bubble Bot: "When you play me, ready another friendly Mech." (rb:593.4.b; chosen rb:559.3) ----

def test_bubble_bot_readies_another_friendly_mech_only(rb):
    r = ok(rb(alice={"hand": ["Bubble Bot"], "pool": {"energy": 3},
                     "base": [{"card": unit("Tired Mech", 2, tags=["Mech"]), "exhausted": True},
                              {"card": unit("Tired Poro", 2, tags=["Poro"]), "exhausted": True}]},
              bob={"base": [{"card": unit("Enemy Mech", 2, tags=["Mech"]), "exhausted": True}]},
              actions=[{"type": "play", "card": "Bubble Bot"}, {"type": "pass-all"}]))
    # the only legal target is Alice's Mech (the enemy Mech and the Poro are not friendly Mechs)
    assert card(r, "tired-mech")["exhausted"] is False
    assert card(r, "tired-poro")["exhausted"] is True
    assert card(r, "enemy-mech")["exhausted"] is True


# -- Pickpocket: "When you play me, you may kill a gear with Energy cost no more than [1]. If you
# do, play a Gold gear token exhausted." (rb:130 printed cost; rb:604 kill; rb:170 token) ---------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_pickpocket_kills_a_cheap_gear_for_a_gold_token(rb, answer):
    r = ok(rb(alice={"hand": ["Pickpocket"], "pool": {"energy": 3}},
              bob={"base": [{"name": "Cheap Gear", "type": "gear", "energy": 1},
                            {"name": "Dear Gear", "type": "gear", "energy": 2}]},
              actions=[{"type": "play", "card": "Pickpocket"}, {"type": "pass-all"}],
              choices={"may:Pickpocket": answer}))
    # only the gear of energy cost 1 can be chosen; the one of cost 2 is never at risk
    assert card(r, "dear-gear")["location"] == "base"
    gold = [i for i, c in r["final_state"]["cards"].items() if i.startswith("gold")]
    if answer == "yes":
        assert "Cheap Gear" in player(r, "bob")["trash"]
        assert len(gold) == 1 and card(r, gold[0])["exhausted"] is True and "Gold" in player(r)["base"]
    else:
        assert card(r, "cheap-gear")["location"] == "base" and not gold


def test_pickpocket_cannot_choose_a_gear_that_costs_more(rb):
    r = ok(rb(alice={"hand": ["Pickpocket"], "pool": {"energy": 3}},
              bob={"base": [{"name": "Dear Gear", "type": "gear", "energy": 2}]},
              actions=[{"type": "play", "card": "Pickpocket"}, {"type": "pass-all"}],
              choices={"may:Pickpocket": "yes"}))
    assert card(r, "dear-gear")["location"] == "base"
    assert not [i for i in r["final_state"]["cards"] if i.startswith("gold")]  # not killed: no token


# -- Fae Porter: "When I move to a battlefield, you may pay [chaos] to move a unit you control to
# the same battlefield." (rb:609 the move; rb:583.1/ex1 the cost paid as it resolves) ------------

@pytest.mark.parametrize("pay", ["yes", "no"])
def test_fae_porter_brings_a_unit_you_control_along(rb, pay):
    r = ok(rb(alice={"base": ["Fae Porter", unit("Follower", 2)], "runes": ["chaos"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Fae Porter"], "to": "a"}, {"type": "pass-all"}],
              choices={"target:Fae Porter": "follower", "may:Fae Porter": pay}))
    assert card(r, "fae-porter")["location"] == "a"
    assert card(r, "follower")["location"] == ("a" if pay == "yes" else "base")


# -- Overzealous Fan: "When I defend, you may kill me to move an attacking unit to its base." ------
# The defender's trigger (rb:625.1); killing it is the choice (rb:604), the move follows only if
# it died (rb:612: an effect moves the attacker to its base).

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_overzealous_fan_dies_to_send_an_attacker_home(rb, answer):
    r = ok(rb(turn_player="bob", alice={},
              bob={"base": [unit("Raider", 3)]},
              battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Overzealous Fan"]}}],
              actions=[{"type": "move", "units": ["Raider"], "to": "a"}, {"type": "pass-all"}, {"type": "pass-all"}],
              choices={"may:Overzealous Fan": answer}))
    if answer == "yes":
        assert "Overzealous Fan" in player(r)["trash"]
        assert card(r, "raider")["location"] == "base"
    else:  # combat: 3 damage kills the 2-might Fan, the Raider conquers
        assert "Overzealous Fan" in player(r)["trash"]
        assert card(r, "raider")["location"] == "a"


# -- Unsung Hero: "Deathknell — If I was [Mighty], draw 2." (rb:720; Mighty: 5+ might, rb:708, as
# it was when it died) --------------------------------------------------------------------------

@pytest.mark.parametrize("bonus, drawn", [(3, 2), (2, 0)])
def test_unsung_hero_draws_two_only_if_it_died_mighty(rb, bonus, drawn):
    r = ok(rb(alice={"base": ["Unsung Hero"], "hand": [KILL], "deck": ["Block", "Block"]},
              this_turn=[{"unit": "Unsung Hero", "might": bonus}],
              actions=[{"type": "play", "card": "Test Kill", "targets": ["unsung-hero"]}, {"type": "pass-all"},
                       {"type": "pass-all"}]))
    assert "Unsung Hero" in player(r)["trash"]
    assert len(player(r)["hand"]) == drawn


# -- battlefields: "When you conquer here, …" (rb:630.1, rb:632.2.a) ------------------------------

def test_hall_of_legends_readies_your_legend_for_one_energy(rb):
    # "When you conquer here, you may pay [1] to ready your legend." (rb:106.5.c, rb:593.4.b): the
    # legend is exhausted by its own ability first
    r = ok(rb(alice={"base": [unit("Runner", 2)], "legend": "Miss Fortune - Bounty Hunter", "runes": ["fury"]},
              battlefields=[{"card": "Hall of Legends", "id": "hall"}],
              actions=[{"type": "activate", "card": "Miss Fortune - Bounty Hunter", "targets": ["runner"]},
                       {"type": "pass-all"},
                       {"type": "move", "units": ["Runner"], "to": "hall"}, {"type": "pass-all"}, {"type": "pass-all"}],
              choices={"may:Hall of Legends": "yes"}))
    steps = [(s["event"], s["explain"]["en"]) for s in r["steps"]]
    paid = steps.index(("paid", "Hall of Legends – when you conquer here: alice pays 1 energy"))
    assert ("ready", "Miss Fortune - Bounty Hunter is readied") in steps[paid:]
    assert player(r)["runes"]["exhausted"]  # the energy was paid with the rune


def test_minefield_puts_the_top_two_cards_into_your_trash(rb):
    # "When you conquer here, put the top 2 cards of your Main Deck into your trash." (rb:107.1.a)
    r = ok(rb(alice={"base": [unit("Runner", 2)], "deck": ["Block", "Stalwart Poro", "Cleave"]},
              battlefields=[{"card": "Minefield", "id": "mines"}],
              actions=[{"type": "move", "units": ["Runner"], "to": "mines"}, {"type": "pass-all"},
                       {"type": "pass-all"}]))
    assert sorted(player(r)["trash"]) == ["Block", "Stalwart Poro"]
    assert player(r)["deck"] == ["Cleave"]


def test_minefield_with_a_short_deck_takes_what_there_is(rb):
    # only drawing burns a player out (rb:591.4): one card goes, nothing more happens
    r = ok(rb(alice={"base": [unit("Runner", 2)], "deck": ["Block"]},
              battlefields=[{"card": "Minefield", "id": "mines"}],
              actions=[{"type": "move", "units": ["Runner"], "to": "mines"}, {"type": "pass-all"},
                       {"type": "pass-all"}]))
    assert player(r)["trash"] == ["Block"] and player(r)["deck"] == [] and player(r, "bob")["score"] == 0


@pytest.mark.parametrize("held, drawn", [(2, 2), (0, 0)])
def test_seat_of_power_draws_for_each_other_battlefield_you_control(rb, held, drawn):
    # "When you conquer here, draw 1 for each other battlefield you or allies control." — the
    # Seat itself, now Alice's, is not counted
    others = [{"id": f"b{k}", "controller": "alice", "units": {"alice": [unit(f"Holder {k}", 1)]}}
              for k in range(held)]
    r = ok(rb(alice={"base": [unit("Runner", 2)], "deck": ["Block"] * 3},
              battlefields=[{"card": "Seat of Power", "id": "seat"}, *others],
              actions=[{"type": "move", "units": ["Runner"], "to": "seat"}, {"type": "pass-all"},
                       {"type": "pass-all"}]))
    assert len(player(r)["hand"]) == drawn


@pytest.mark.parametrize("pay", ["yes", "no"])
def test_emperors_dais_trades_a_unit_here_for_a_sand_soldier(rb, pay):
    # "When you conquer here, you may pay [1] and return a unit you control here to its owner's
    # hand. If you do, play a 2 might Sand Soldier unit token here." — the unit is chosen as the
    # ability goes onto the chain (rb:559.3): one Alice controls there (rb:179)
    r = ok(rb(alice={"base": [unit("Runner", 2), unit("Walker", 1)], "runes": ["order"]},
              battlefields=[{"card": "Emperor's Dais", "id": "dais"}],
              actions=[{"type": "move", "units": ["Runner", "Walker"], "to": "dais"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"target:Emperor's Dais": "walker", "may:Emperor's Dais": pay}))
    soldiers = [i for i in r["final_state"]["cards"] if i.startswith("sand-soldier")]
    if pay == "yes":
        assert player(r)["hand"] == ["Walker"]
        assert len(soldiers) == 1 and card(r, soldiers[0])["location"] == "dais"
        assert card(r, soldiers[0])["might"] == 2
    else:
        assert card(r, "walker")["location"] == "dais" and not soldiers


@pytest.mark.parametrize("might, drawn", [(5, 1), (4, 0)])
def test_sunken_temple_draws_only_when_a_mighty_unit_conquers_it(rb, might, drawn):
    # "When you conquer here with one or more [Mighty] units, you may pay [1] to draw 1." (rb:708:
    # Mighty is 5+ might; rb:630.1 the conquest)
    r = ok(rb(alice={"base": [unit("Runner", might)], "runes": ["fury"], "deck": ["Block"]},
              battlefields=[{"card": "Sunken Temple", "id": "temple"}],
              actions=[{"type": "move", "units": ["Runner"], "to": "temple"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Sunken Temple": "yes"}))
    assert len(player(r)["hand"]) == drawn
    assert player(r)["runes"]["exhausted"] == drawn  # the energy is paid only when it triggered


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_altar_of_memories_draws_then_puts_a_card_back(rb, where):
    # "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on
    # the top or bottom of your Main Deck." (rb:583.1/ex1 the cost; rb:107.3 the deck)
    r = ok(rb(alice={"base": ["Altar of Memories", unit("Victim", 1)], "hand": [KILL, "Cleave"],
                     "deck": ["Block", "Stalwart Poro"]},
              actions=[{"type": "play", "card": "Test Kill", "targets": ["victim"]}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Altar of Memories": "yes", "put:Altar of Memories": "Cleave",
                       "top-or-bottom:Altar of Memories": where}))
    assert card(r, "altar-of-memories")["exhausted"] is True
    assert player(r)["hand"] == ["Block"]  # drew the top card, put Cleave back
    assert player(r)["deck"] == (["Cleave", "Stalwart Poro"] if where == "top" else ["Stalwart Poro", "Cleave"])


def test_altar_of_memories_ignores_an_enemy_death(rb):
    r = ok(rb(alice={"base": ["Altar of Memories"], "hand": [KILL], "deck": ["Block"]},
              bob={"base": [unit("Foe", 1)]},
              actions=[{"type": "play", "card": "Test Kill", "targets": ["foe"]}, {"type": "pass-all"},
                       {"type": "pass-all"}]))
    assert card(r, "altar-of-memories")["exhausted"] is False and player(r)["hand"] == []


def test_guardian_of_the_passage_returns_a_unit_or_gear_not_a_spell(rb):
    # "When I hold, you may return a unit or gear from your trash to your hand." (rb:630.2 holding;
    # a unit or gear card: a permanent, rb:132.4.a.2); the spell in the trash cannot be chosen
    r = ok(rb(phase="start",
              alice={"trash": ["Cleave", {"name": "Old Gear", "type": "gear"}], "deck": ["Block"],
                     "rune_deck": ["fury", "fury"]},
              battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Guardian of the Passage"]}}],
              actions=[{"type": "pass-all"}],
              choices={"may:Guardian of the Passage": "yes"}))
    assert "Old Gear" in player(r)["hand"] and player(r)["trash"] == ["Cleave"]


@pytest.mark.parametrize("power, drawn", [(["calm", "calm"], 1), (["calm"], 0)])
def test_yordle_explorer_draws_for_a_card_with_two_power_or_more(rb, power, drawn):
    # "When you play a card with Power cost [A][A] or more, draw 1." (rb:130: the printed cost)
    costly = spell("Costly Spell", [], power=power)
    r = ok(rb(alice={"base": ["Yordle Explorer"], "hand": [costly], "pool": {"power": {"calm": 2}},
                     "deck": ["Block"]},
              actions=[{"type": "play", "card": "Costly Spell"}, {"type": "pass-all"}, {"type": "pass-all"}]))
    assert player(r)["hand"] == ["Block"] * drawn


# -- "When I win a combat" / "When you win a combat": only the winner's units remain after the
# resolution step removed those with lethal damage (rb:627.1; docs/rulings.md, "Winning a combat")

PASSES = [{"type": "pass-all"}] * 4


@pytest.mark.parametrize("foe, drawn", [(2, ["Stalwart Poro"]), (6, [])])
def test_corrupt_enforcer_draws_when_it_wins_the_combat(rb, foe, drawn):
    # "When I move to a battlefield, discard 1." then "When I win a combat, draw 1." — against a
    # 2-might defender the 4-might Enforcer survives alone (it wins); against 6 might it dies
    r = ok(rb(alice={"base": ["Corrupt Enforcer"], "hand": ["Block"], "deck": ["Stalwart Poro"]},
              bob={"deck": ["Cleave"]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", foe)]}}],
              actions=[{"type": "move", "units": ["Corrupt Enforcer"], "to": "b"}, *PASSES]))
    assert player(r)["hand"] == drawn
    assert player(r)["trash"][:1] == ["Block"]  # the move's discard
    won = [s for s in r["steps"] if s["event"] == "rsf-won-combat"]
    assert len(won) == 1 and won[0]["cites"] == ["rb:627.1"]
    assert won[0]["explain"]["en"].startswith("alice wins" if foe == 2 else "bob wins")


def test_no_one_wins_a_combat_both_sides_survive(rb):
    # both sides remain (a stunned defender deals no combat damage, rb:599.1.b): the attacker is
    # recalled (rb:627.2), nobody won
    r = ok(rb(alice={"base": ["Corrupt Enforcer"], "deck": ["Stalwart Poro"]},
              bob={"legend": "Draven - Glorious Executioner", "deck": ["Cleave"]},
              battlefields=[{"id": "b", "controller": "bob",
                             "units": {"bob": [{"card": unit("Wall", 9), "stunned": True}]}}],
              actions=[{"type": "move", "units": ["Corrupt Enforcer"], "to": "b"}, *PASSES]))
    assert not [s for s in r["steps"] if s["event"] == "rsf-won-combat"]
    assert card(r, "corrupt-enforcer")["location"] == "base" and card(r, "wall")["location"] == "b"
    assert player(r)["hand"] == [] and player(r, "bob")["hand"] == []


def test_draven_glorious_executioner_draws_when_you_win_as_defender(rb):
    # "When you win a combat, draw 1." — Bob's 6-might defender kills the 4-might attacker
    r = ok(rb(alice={"base": ["Corrupt Enforcer"]},
              bob={"legend": "Draven - Glorious Executioner", "deck": ["Cleave"]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", 6)]}}],
              actions=[{"type": "move", "units": ["Corrupt Enforcer"], "to": "b"}, *PASSES]))
    assert player(r, "bob")["hand"] == ["Cleave"]


def test_draven_vanquisher_plays_a_gold_token_when_he_wins(rb):
    # "When I win a combat, play a Gold gear token exhausted." (rb:170 a token)
    r = ok(rb(alice={"base": ["Draven - Vanquisher"]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", 1)]}}],
              actions=[{"type": "move", "units": ["Draven - Vanquisher"], "to": "b"}, *PASSES],
              choices={"may:Draven - Vanquisher": "no"}))
    gold = [i for i in r["final_state"]["cards"] if i.startswith("gold")]
    assert len(gold) == 1 and card(r, gold[0])["exhausted"] is True and "Gold" in player(r)["base"]


def explains(r, event):
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == event]


# -- Ezreal - Dashing: "I don't deal combat damage." (rb:626.1.b: his might is not summed) ---------

def test_ezreal_dashing_deals_no_combat_damage(rb):
    # his "when I attack" ability deals 3 (his might) to the Guard; in the combat his side deals 0
    r = ok(rb(alice={"base": ["Ezreal - Dashing"]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", 5)]}}],
              actions=[{"type": "move", "units": ["Ezreal - Dashing"], "to": "b"}, *PASSES]))
    assert "Guard takes 3 damage" in explains(r, "damage")
    assert explains(r, "combat-damage") == ["combat damage: attackers 0, defenders 5"]
    assert explains(r, "no-combat-damage") == ["deal no combat damage: Ezreal - Dashing"]  # one reading (family run)
    assert "Ezreal - Dashing" in player(r)["trash"] and card(r, "guard")["location"] == "b"


# -- Lucian - Gunslinger: "When I attack, deal damage equal to my [Assault] to an enemy unit here." --

def test_lucian_gunslinger_deals_his_assault_value(rb):
    # printed [Assault] (1) plus [Assault 2] granted this turn: valued keywords add up (rb:719.2)
    r = ok(rb(alice={"base": ["Lucian - Gunslinger"]},
              this_turn=[{"unit": "Lucian - Gunslinger", "keywords": {"Assault": 2}}],
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard", 9)]}}],
              actions=[{"type": "move", "units": ["Lucian - Gunslinger"], "to": "b"}, *PASSES]))
    assert explains(r, "rsf-assault-value") == ["Lucian - Gunslinger – when I attack: Assault 3"]
    assert explains(r, "damage")[0] == "Guard takes 3 damage"


# -- Deathgrip: "Kill a friendly unit to give +[might] equal to its Might to another friendly unit
# this turn. Draw 1." (its might as it was on the board, rb:563.2.c.9; rb:637.3) -------------------

def test_deathgrip_gives_the_killed_units_might(rb):
    r = ok(rb(alice={"hand": ["Deathgrip"], "pool": {"energy": 2}, "deck": ["Block"],
                     "base": [unit("Victim", 3), unit("Receiver", 2)]},
              this_turn=[{"unit": "Victim", "might": 1}],
              actions=[{"type": "play", "card": "Deathgrip", "targets": ["victim", "receiver"]}, {"type": "pass-all"}]))
    assert "Victim" in player(r)["trash"]
    assert card(r, "receiver")["might"] == 6  # 2 + 4 (Victim had 3 + 1 on the board)
    assert player(r)["hand"] == ["Block"]


# -- Against the Odds: "Give a friendly unit at a battlefield +2 [might] this turn for each enemy
# unit there." — counted as it resolves (rb:637.3) -------------------------------------------------

def test_against_the_odds_counts_the_enemy_units_there(rb):
    r = ok(rb(alice={"hand": ["Against the Odds"], "pool": {"energy": 2}},
              battlefields=[{"id": "b", "units": {"alice": [unit("Hero", 2)],
                                                  "bob": [unit("Foe 1", 1), unit("Foe 2", 1)]}}],
              combat={"battlefield": "b", "attacker": "alice", "defender": "bob", "step": "showdown"},
              actions=[{"type": "play", "card": "Against the Odds", "targets": ["hero"]}, {"type": "pass"},
                       {"type": "pass"}]))
    assert "Hero gets +4 might this turn" in explains(r, "might")


# -- Switcheroo: "Swap the Might of two units at the same battlefield this turn." (rb:637.1.a.1) -----

def test_switcheroo_swaps_two_units_might(rb):
    r = ok(rb(alice={"hand": ["Switcheroo"], "pool": {"energy": 2, "power": {"chaos": 2}}},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Small", 1), unit("Big", 6)]}}],
              actions=[{"type": "play", "card": "Switcheroo", "targets": [["small", "big"]]}, {"type": "pass-all"}]))
    assert card(r, "small")["might"] == 6 and card(r, "big")["might"] == 1


def test_switcheroo_needs_both_at_one_battlefield(rb):
    r = rb(alice={"hand": ["Switcheroo"], "pool": {"energy": 2, "power": {"chaos": 2}}},
           battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Small", 1)]}},
                         {"id": "c", "controller": "alice", "units": {"alice": [unit("Big", 6)]}}],
           actions=[{"type": "play", "card": "Switcheroo", "targets": [["small", "big"]]}, {"type": "pass-all"}])
    assert r["refused"]["action"] == 0


# -- Counter Strike: "Choose a unit. The next time that unit would be dealt damage this turn,
# prevent it. Draw 1." (a replacement, rb:571, rb:572: only the next time) -------------------------

def test_counter_strike_prevents_only_the_next_damage(rb):
    hit3 = spell("Hit Three", [{"damage": 3, "target": {"choose": "unit"}}])
    hit1 = spell("Hit One", [{"damage": 1, "target": {"choose": "unit"}}])
    r = ok(rb(alice={"hand": ["Counter Strike", hit3, hit1], "pool": {"energy": 9, "power": {"calm": 1}},
                     "deck": ["Block"],
                     "base": [unit("Shielded", 5)]},
              actions=[{"type": "play", "card": "Counter Strike", "targets": ["shielded"]}, {"type": "pass-all"},
                       {"type": "play", "card": "Hit Three", "targets": ["shielded"]}, {"type": "pass-all"},
                       {"type": "play", "card": "Hit One", "targets": ["shielded"]}, {"type": "pass-all"}]))
    assert card(r, "shielded")["damage"] == 1  # the 3 was prevented, the 1 was not
    assert "Block" in player(r)["hand"]
    assert explains(r, "damage") == ["Shielded takes 1 damage"]


# -- Rally the Troops: "When a friendly unit is played this turn, buff it. Draw 1." (rb:583 a
# triggered ability the spell creates; rb:517.2.b this turn) -------------------------------------

def test_rally_the_troops_buffs_each_friendly_unit_played_this_turn(rb):
    r = ok(rb(alice={"hand": ["Rally the Troops", unit("Recruit A", 1), unit("Recruit B", 2)],
                     "pool": {"energy": 9}, "deck": ["Block"]},
              actions=[{"type": "play", "card": "Rally the Troops"}, {"type": "pass-all"},
                       {"type": "play", "card": "Recruit A"}, {"type": "pass-all"},
                       {"type": "play", "card": "Recruit B"}, {"type": "pass-all"}]))
    assert card(r, "recruit-a")["buff"] and card(r, "recruit-b")["buff"]
    assert card(r, "recruit-b")["might"] == 3


def test_rally_the_troops_ends_with_the_turn(rb):
    # the triggered ability the spell made is gone after the turn (rb:517.2.b); bob's unit is
    # not friendly anyway
    r = ok(rb(alice={"hand": ["Rally the Troops"], "pool": {"energy": 9}, "deck": ["Block", "Block"]},
              bob={"hand": [unit("Later", 1)], "deck": ["Block", "Block"], "runes": ["fury"]},
              actions=[{"type": "play", "card": "Rally the Troops"}, {"type": "pass-all"}, {"type": "end-turn"},
                       {"type": "play", "player": "bob", "card": "Later"}, {"type": "pass-all"}]))
    assert not card(r, "later")["buff"]
    assert "rsf-ally-unit-played" not in str(r["final_state"]["effects"])


# -- Renata Glasc - Mastermind: "Use my abilities only while I'm at a battlefield." (a condition on
# activating each of her abilities, rb:577, rb:568.3) ----------------------------------------------

@pytest.mark.parametrize("where, allowed", [("base", False), ("b", True)])
def test_renata_uses_her_abilities_only_at_a_battlefield(rb, where, allowed):
    alice = {"pool": {"energy": 1, "power": {"mind": 1}}, "deck": ["Block"]}
    battlefields = []
    if where == "base":
        alice["base"] = ["Renata Glasc - Mastermind"]
    else:
        battlefields = [{"id": "b", "controller": "alice", "units": {"alice": ["Renata Glasc - Mastermind"]}}]
    r = rb(alice=alice, battlefields=battlefields,
           actions=[{"type": "activate", "card": "Renata Glasc - Mastermind", "ability": 0}, {"type": "pass-all"}])
    if allowed:
        assert ok(r) and player(r)["hand"] == ["Block"]
    else:
        assert r["refused"]["action"] == 0


# -- Perched Grimwyrm: "Play me only to a battlefield you conquered this turn." (rb:570.1 over
# rb:559.2; rb:630.1 conquering) -----------------------------------------------------------------

@pytest.mark.parametrize("to, allowed", [("won", True), ("base", False), ("held", False)])
def test_perched_grimwyrm_goes_only_to_a_battlefield_conquered_this_turn(rb, to, allowed):
    r = rb(alice={"hand": ["Perched Grimwyrm"], "pool": {"energy": 9, "power": {"order": 2, "fury": 2}},
                  "base": [unit("Runner", 2)]},
           battlefields=[{"id": "won"}, {"id": "held", "controller": "alice", "units": {"alice": [unit("Keeper", 1)]}}],
           actions=[{"type": "move", "units": ["Runner"], "to": "won"}, {"type": "pass-all"},
                    {"type": "play", "card": "Perched Grimwyrm", "to": to}, {"type": "pass-all"}])
    if allowed:
        assert ok(r) and card(r, "perched-grimwyrm")["location"] == "won"
    else:
        assert r["refused"]["action"] == 2 and r["refused"]["rule"] in ("rb:570.1", "rb:559.2")


def test_perched_grimwyrm_cannot_be_played_without_a_conquest(rb):
    r = rb(alice={"hand": ["Perched Grimwyrm"], "pool": {"energy": 9, "power": {"order": 2, "fury": 2}}},
           actions=[{"type": "play", "card": "Perched Grimwyrm"}])
    assert r["refused"]["action"] == 0 and r["refused"]["rule"] == "rb:570.1"


# -- Royal Entourage: "When you play me, ready or exhaust a legend." — any player's legend (rb:106.5.c),
# chosen as the ability goes on the chain (rb:559.3); which of the two, as it resolves -----------------

@pytest.mark.parametrize("mode, step", [("1", "ready"), ("2", "exhaust")])
def test_royal_entourage_readies_or_exhausts_a_legend(rb, mode, step):
    # Alice exhausts her own legend first (its ability), then picks it: "1" readies it; Bob's
    # legend, ready, is picked for "2" and exhausted
    mine = mode == "1"
    r = ok(rb(alice={"hand": ["Royal Entourage"], "pool": {"energy": 3, "power": {"calm": 1}},
                     "legend": "Miss Fortune - Bounty Hunter", "base": [unit("Runner", 2)]},
              bob={"legend": "Draven - Glorious Executioner"},
              actions=[*([{"type": "activate", "card": "Miss Fortune - Bounty Hunter", "targets": ["runner"]},
                          {"type": "pass-all"}] if mine else []),
                       {"type": "play", "card": "Royal Entourage"}, {"type": "pass-all"}],
              choices={"target:Royal Entourage": "Miss Fortune - Bounty Hunter" if mine
                       else "Draven - Glorious Executioner", "mode:Royal Entourage": mode}))
    name = "Miss Fortune - Bounty Hunter" if mine else "Draven - Glorious Executioner"
    steps = [(s["event"], s["explain"]["en"]) for s in r["steps"]]
    chose = next(k for k, s in enumerate(steps) if s[0] == "choice" and "which one?" in s[1])
    want = (step, f"{name} is readied" if mine else f"{name} is exhausted")
    assert want in steps[chose:]


# -- Prize of Progress: "When you use an activated ability of a gear, give me +1 [might] this turn."
# (rb:577.3 activating; rb:142 a gear; rb:637.3) ----------------------------------------------------

@pytest.mark.parametrize("kind, might", [("gear", 4), ("unit", 3)])
def test_prize_of_progress_grows_when_you_use_a_gear_ability(rb, kind, might):
    tool = {"name": "Tool", "type": kind, **({"might": 1} if kind == "unit" else {}),
            "abilities": [{"activate": {"exhaust": True}, "effects": [{"draw": 1}]}]}
    r = ok(rb(alice={"base": ["Prize of Progress", tool], "deck": ["Block"]},
              actions=[{"type": "activate", "card": "Tool"}, {"type": "pass-all"}, {"type": "pass-all"}]))
    assert player(r)["hand"] == ["Block"]
    assert card(r, "prize-of-progress")["might"] == might


def test_prize_of_progress_ignores_an_opponents_gear(rb):
    tool = {"name": "Their Tool", "type": "gear", "abilities": [{"activate": {"exhaust": True}, "keywords": ["Reaction"],
                                                                 "effects": [{"draw": 1}]}]}
    r = ok(rb(alice={"base": ["Prize of Progress"], "hand": [spell("Nothing", [{"draw": 1}])], "deck": ["Block"]},
              bob={"base": [tool], "deck": ["Block"]},
              actions=[{"type": "play", "card": "Nothing"}, {"type": "pass"},
                       {"type": "activate", "player": "bob", "card": "Their Tool"}, {"type": "pass-all"}]))
    assert player(r, "bob")["hand"] == ["Block"]
    assert card(r, "prize-of-progress")["might"] == 3


# -- Kato the Arm: "When I move to a battlefield, give a friendly unit my keywords and +[might] equal
# to my Might this turn." (rb:713.3.a keywords given; rb:637.3 might) --------------------------------

def test_kato_the_arm_lends_his_keywords_and_might(rb):
    r = ok(rb(alice={"base": ["Kato the Arm", unit("Buddy", 2)]},
              battlefields=[{"id": "b"}],
              this_turn=[{"unit": "Kato the Arm", "keywords": {"Assault": 2}}],
              actions=[{"type": "move", "units": ["Kato the Arm"], "to": "b"}, {"type": "pass-all"}, {"type": "pass-all"}],
              choices={"target:Kato the Arm": "buddy"}))
    buddy = card(r, "buddy")
    assert buddy["might"] == 5  # 2 + Kato's 3
    assert buddy["keywords"].get("Deflect") == 1 and buddy["keywords"].get("Assault") == 2


# -- Draven - Audacious: "The first time I win a combat each turn, you score 1 point." / "When I die
# in combat, choose an opponent. They score 1 point." (docs/rulings.md "Winning a combat"; rb:620 in
# combat: an attacker or defender; rb:632.1.a.1 points from a card) ---------------------------------

READY = spell("Ready Him", [{"ready": True, "target": {"choose": "unit"}}])


def test_draven_audacious_scores_only_for_his_first_win_of_the_turn(rb):
    again = {**READY, "name": "Ready Him Again"}
    r = ok(rb(alice={"base": ["Draven - Audacious"], "hand": [READY, again]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Guard B", 1)]}},
                            {"id": "c", "controller": "bob", "units": {"bob": [unit("Guard C", 1)]}}],
              actions=[{"type": "move", "units": ["Draven - Audacious"], "to": "b"}, *PASSES,
                       {"type": "play", "card": "Ready Him", "targets": ["draven-audacious"]}, {"type": "pass-all"},
                       {"type": "move", "units": ["Draven - Audacious"], "to": "base"}, {"type": "pass-all"},
                       {"type": "play", "card": "Ready Him Again", "targets": ["draven-audacious"]},
                       {"type": "pass-all"},
                       {"type": "move", "units": ["Draven - Audacious"], "to": "c"}, *PASSES]))
    assert len(explains(r, "rsf-won-combat")) == 2  # he won both combats
    assert player(r)["score"] == 3  # two conquests and one point for the first win


@pytest.mark.parametrize("in_combat, bob_score", [(True, 1), (False, 0)])
def test_draven_audacious_gives_an_opponent_a_point_when_he_dies_in_combat(rb, in_combat, bob_score):
    if in_combat:  # he attacks a 9-might defender and dies in the combat
        r = ok(rb(alice={"base": ["Draven - Audacious"]},
                  battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
                  actions=[{"type": "move", "units": ["Draven - Audacious"], "to": "b"}, *PASSES]))
    else:  # a spell kills him in his base
        r = ok(rb(alice={"base": ["Draven - Audacious"], "hand": [KILL]},
                  actions=[{"type": "play", "card": "Test Kill", "targets": ["draven-audacious"]}, *PASSES]))
    assert "Draven - Audacious" in player(r)["trash"]
    assert player(r, "bob")["score"] == bob_score


# -- Not So Fast: "Counter an enemy spell or ability that chooses a friendly unit or gear." (rb:601;
# an opponent's item on the chain, rb:182.2, with a friendly unit or gear among its choices, rb:559.3)

ZAP = spell("Zap", [{"damage": 2, "target": {"choose": "unit"}}])


def test_not_so_fast_counters_an_enemy_spell_that_chose_your_unit(rb):
    r = ok(rb(turn_player="bob",
              alice={"hand": ["Not So Fast"], "pool": {"energy": 2, "power": {"calm": 1}}, "base": [unit("Mine", 3)]},
              bob={"hand": [ZAP]},
              actions=[{"type": "play", "player": "bob", "card": "Zap", "targets": ["mine"]},
                       {"type": "pass", "player": "bob"},
                       {"type": "play", "player": "alice", "card": "Not So Fast", "targets": ["zap"]},
                       {"type": "pass-all"}, {"type": "pass-all"}]))
    assert card(r, "mine")["damage"] == 0
    assert "Zap" in player(r, "bob")["trash"]


@pytest.mark.parametrize("whose", ["bob-targets-his-own", "alice-spell"])
def test_not_so_fast_has_no_target_otherwise(rb, whose):
    # a spell choosing an enemy's unit, or Alice's own spell choosing her unit, cannot be chosen
    if whose == "bob-targets-his-own":
        r = rb(turn_player="bob",
               alice={"hand": ["Not So Fast"], "pool": {"energy": 2, "power": {"calm": 1}}},
               bob={"hand": [ZAP], "base": [unit("His", 3)]},
               actions=[{"type": "play", "player": "bob", "card": "Zap", "targets": ["his"]},
                        {"type": "pass", "player": "bob"},
                        {"type": "play", "player": "alice", "card": "Not So Fast", "targets": ["zap"]}])
    else:
        r = rb(alice={"hand": ["Not So Fast", ZAP], "pool": {"energy": 2, "power": {"calm": 1}},
                      "base": [unit("Mine", 3)]},
               actions=[{"type": "play", "card": "Zap", "targets": ["mine"]},
                        {"type": "play", "card": "Not So Fast", "targets": ["zap"]}])
    assert r["outcome"] == "refused" and r["refused"]["action"] == (2 if whose == "bob-targets-his-own" else 1)


# -- Riposte: "Choose a friendly unit and a spell. Counter that spell and give that unit +[might]
# equal to that spell's Energy cost this turn." (rb:601; the printed cost, rb:130.2; rb:637.3) --------

def test_riposte_counters_the_spell_and_gives_its_energy_cost(rb):
    zap = spell("Big Zap", [{"damage": 2, "target": {"choose": "unit"}}], energy=3)
    r = ok(rb(turn_player="bob",
              alice={"hand": ["Riposte"], "pool": {"energy": 2, "power": {"body": 2, "order": 2}},
                     "base": [unit("Mine", 2)]},
              bob={"hand": [zap], "pool": {"energy": 3}},
              actions=[{"type": "play", "player": "bob", "card": "Big Zap", "targets": ["mine"]},
                       {"type": "pass", "player": "bob"},
                       {"type": "play", "player": "alice", "card": "Riposte", "targets": ["mine", "big-zap"]},
                       {"type": "pass-all"}, {"type": "pass-all"}]))
    assert card(r, "mine")["damage"] == 0 and card(r, "mine")["might"] == 5  # 2 + Big Zap's 3
    assert "Big Zap" in player(r, "bob")["trash"]


# -- Ancient Warmonger: "I have [Assault] equal to the number of enemy units here." (rb:719.2: +1
# might per instance while attacking; here: my battlefield, rb:053.3) --------------------------------

@pytest.mark.parametrize("foes, attack", [(2, 6), (1, 5)])
def test_ancient_warmonger_assault_counts_the_enemy_units_here(rb, foes, attack):
    r = ok(rb(alice={"base": ["Ancient Warmonger"]},
              battlefields=[{"id": "b", "controller": "bob",
                             "units": {"bob": [unit(f"Foe {k}", 1) for k in range(foes)]}}],
              actions=[{"type": "move", "units": ["Ancient Warmonger"], "to": "b"}, *PASSES],
              choices={"assign:alice": "foe-0=1,foe-1=5"} if foes == 2 else {}))
    assert explains(r, "combat-damage") == [f"combat damage: attackers {attack}, defenders {foes}"]


def test_ancient_warmonger_has_no_assault_in_its_base(rb):
    r = ok(rb(alice={"base": ["Ancient Warmonger"]}, bob={"base": [unit("Foe", 1)]}, actions=[]))
    assert "Assault" not in card(r, "ancient-warmonger")["keywords"]


# -- Assembly Rig: "[1][fury], Recycle a unit from your trash, [T]: Play a 3 [might] Mech unit token to
# your base." (a cost, rb:594.3: only a unit may be recycled; the player picks it, rb:594.6) --------

@pytest.mark.parametrize("trash, ok_", [(["Cleave", "Stalwart Poro"], True), (["Cleave"], False)])
def test_assembly_rig_recycles_a_unit_from_the_trash(rb, trash, ok_):
    r = rb(alice={"base": ["Assembly Rig"], "trash": trash, "pool": {"energy": 1, "power": {"fury": 1}}},
           actions=[{"type": "activate", "card": "Assembly Rig"}, {"type": "pass-all"}])
    if ok_:
        ok(r)
        assert player(r)["trash"] == ["Cleave"] and player(r)["deck"] == ["Stalwart Poro"]  # to the bottom
        mechs = [i for i in r["final_state"]["cards"] if i.startswith("mech")]
        assert len(mechs) == 1 and card(r, mechs[0])["location"] == "base" and card(r, mechs[0])["might"] == 3
    else:  # a spell is no unit: the cost cannot be paid
        assert r["refused"]["action"] == 0 and r["refused"]["rule"] == "rb:594.3"


def test_a_recycle_type_needs_a_recycle_cost():
    from judge.riftbound.cards.model import Activation

    with pytest.raises(ValueError):
        Activation.model_validate({"exhaust": True, "rsf_recycle_type": "unit"})
