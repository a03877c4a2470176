"""Real cards whose sentences the compiler reads since issue 22 item 2, part A, each played in
a small game: the discount of Find Your Center and Spoils of War (rb:560.4) while their
condition holds, Wraith of Echoes' "first time each turn" (turn_record.py), Karma -
Channeler's "when you recycle one or more cards" (rb:594.1; runes are no cards), Eager
Apprentice's discount on spells with its minimum (rb:560.4.c) and Raging Firebrand's discount
on the next spell (a lasting effect of the turn, rb:517.2.b)."""

import pytest

from tests.judge.riftbound.conftest import player, spell, unit


def costs(r):
    """The total costs the trace states (rb:560), in order."""
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"]


# -- Find Your Center: "If an opponent's score is within 3 points of the Victory Score, this
# costs [2] less." (victory score 8 in a duel, rb:644.3) --------------------------------------

@pytest.mark.parametrize("bob_score, energy", [(5, 1), (4, 3)])
def test_find_your_center_costs_less_when_an_opponent_is_near_victory(rb, bob_score, energy):
    # 8 - 5 = 3: within 3 points, the discount applies (rb:560.4, rb:568.3); 8 - 4 = 4: not
    r = rb(alice={"hand": ["Find Your Center"], "runes": ["calm"] * 3, "deck": ["Block"], "rune_deck": ["calm"]},
           bob={"score": bob_score},
           actions=[{"type": "play", "card": "Find Your Center"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert costs(r) == [f"total cost of Find Your Center: {energy} energy"]
    assert player(r)["hand"] == ["Block"]  # it resolved: draw 1


# -- Spoils of War: "If an enemy unit has died this turn, this costs [2] less." ----------------

KILL_ONE = spell("Kill One", [{"kill": True, "target": {"choose": "unit"}}])


@pytest.mark.parametrize("whose, energy", [("bob", 2), ("alice", 4)])
def test_spoils_of_war_costs_less_after_an_enemy_unit_died_this_turn(rb, whose, energy):
    # a unit is killed this turn (rb:604); only an enemy one gives the discount
    r = rb(alice={"hand": [KILL_ONE, "Spoils of War"], "runes": ["body"] * 5, "deck": ["Block", "Block"],
                  **({"base": [unit("Own Unit", 2)]} if whose == "alice" else {})},
           bob={"base": [unit("Their Unit", 2)]} if whose == "bob" else {},
           actions=[{"type": "play", "card": "Kill One", "targets": ["own-unit" if whose == "alice" else "their-unit"]},
                    {"type": "pass-all"}, {"type": "play", "card": "Spoils of War"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert costs(r)[-1] == f"total cost of Spoils of War: {energy} energy, power: body"


# -- Wraith of Echoes: "The first time a friendly unit dies each turn, draw 1." ------------------

def test_wraith_of_echoes_draws_only_for_the_first_friendly_death_of_the_turn(rb):
    r = rb(alice={"hand": [KILL_ONE, spell("Kill Two", [{"kill": True, "target": {"choose": "unit"}}])],
                  "base": ["Wraith of Echoes", unit("First", 1), unit("Second", 1)], "deck": ["Block", "Block"]},
           bob={"base": [unit("Enemy", 1)]},
           actions=[{"type": "play", "card": "Kill One", "targets": ["enemy"]}, {"type": "pass-all"},  # not friendly
                    {"type": "play", "card": "Kill Two", "targets": ["first"]}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    assert player(r)["hand"] == ["Block"]  # the first friendly death: draw 1
    r2 = rb(alice={"hand": [KILL_ONE, spell("Kill Two", [{"kill": True, "target": {"choose": "unit"}}])],
                   "base": ["Wraith of Echoes", unit("First", 1), unit("Second", 1)], "deck": ["Block", "Block"]},
            actions=[{"type": "play", "card": "Kill One", "targets": ["first"]}, {"type": "pass-all"},
                     {"type": "pass-all"},
                     {"type": "play", "card": "Kill Two", "targets": ["second"]}, {"type": "pass-all"}])
    assert player(r2)["hand"] == ["Block"]  # the second friendly death this turn: no more


# -- Karma - Channeler: "When you recycle one or more cards, buff a friendly unit." -----------

def test_karma_buffs_when_you_recycle_a_card_but_not_a_rune(rb):
    recycle = spell("Recycle One", [{"recycle": 1}])
    r = rb(alice={"hand": [recycle], "base": ["Karma - Channeler"], "trash": ["Block"]},
           actions=[{"type": "play", "card": "Recycle One"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert r["final_state"]["cards"]["karma-channeler"]["buff"] == 1  # rb:594.1, rb:702
    # paying [order] recycles a rune (rb:157.2.b): "Runes aren't cards" — no buff
    pricey = spell("Order Spell", [{"draw": 1}], power=["order"])
    r = rb(alice={"hand": [pricey], "base": ["Karma - Channeler"], "runes": ["order"], "deck": ["Block"]},
           actions=[{"type": "play", "card": "Order Spell"}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert any(s["event"] == "recycle" for s in r["steps"])
    assert r["final_state"]["cards"]["karma-channeler"]["buff"] == 0


# -- Eager Apprentice: "While I'm at a battlefield, the Energy costs for spells you play is
# reduced by [1], to a minimum of [1]." -------------------------------------------------------

@pytest.mark.parametrize("where, printed, energy", [("ridge", 3, 2), ("ridge", 1, 1), ("base", 3, 3)])
def test_eager_apprentice_discounts_spells_while_at_a_battlefield(rb, where, printed, energy):
    s = spell("Test Spell", [{"draw": 1}], energy=printed)
    alice = {"hand": [s], "runes": ["mind"] * 3, "deck": ["Block"]}
    if where == "base":
        alice["base"] = ["Eager Apprentice"]
    r = rb(alice=alice, battlefields=[{"id": "ridge", "controller": "alice",
                                        **({"units": {"alice": ["Eager Apprentice"]}} if where == "ridge" else {})}],
           actions=[{"type": "play", "card": "Test Spell"}, {"type": "pass-all"}])
    assert costs(r) == [f"total cost of Test Spell: {energy} energy"]


# -- Raging Firebrand: "When you play me, the next spell you play this turn costs [5] less." ---

def test_raging_firebrand_discounts_only_the_next_spell(rb):
    first = spell("First Spell", [{"draw": 1}], energy=5)
    second = spell("Second Spell", [{"draw": 1}], energy=2)
    r = rb(alice={"hand": ["Raging Firebrand", first, second], "runes": ["fury"] * 9, "deck": ["Block", "Block"]},
           actions=[{"type": "play", "card": "Raging Firebrand"}, {"type": "pass-all"}, {"type": "pass-all"},
                    {"type": "play", "card": "First Spell"}, {"type": "pass-all"},
                    {"type": "play", "card": "Second Spell"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    assert costs(r)[1:] == ["total cost of First Spell: 0 energy", "total cost of Second Spell: 2 energy"]
    assert any(s["event"] == "next-spell-discount" and "rb:560.4" in s["cites"] for s in r["steps"])


# -- Obelisk of Power: "At the start of each player's first Beginning Phase, that player
# channels 1 rune." (rb:515.2.a.1; channelling, rb:606) -------------------------------------------

@pytest.mark.parametrize("first, runes", [(["alice", "bob"], 1 + 2), ([], 2)])
def test_obelisk_of_power_channels_one_rune_in_a_players_first_beginning_phase(rb, first, runes):
    # the channel phase adds 2 (rb:515.3); the Obelisk 1 more only in alice's first turn
    r = rb(phase="start", turn=1, first_turn=first,
           alice={"deck": ["Block"] * 3, "rune_deck": ["order"] * 5},
           battlefields=[{"card": "Obelisk of Power", "id": "obelisk"}],
           actions=[{"type": "pass-all"}])
    alice = player(r)
    assert alice["runes"]["ready"] + alice["runes"]["exhausted"] == runes
    assert any(s["event"] == "channel" for s in r["steps"])


# -- The Grand Plaza: "When you hold here, if you have 7+ units here, you win the game." ------

@pytest.mark.parametrize("units, won", [(7, True), (6, False)])
def test_the_grand_plaza_wins_the_game_when_held_with_seven_units(rb, units, won):
    # alice holds the Plaza in her beginning phase (rb:515.2.b.1, rb:630.2, rb:632.2)
    r = rb(phase="start", alice={"deck": ["Block"] * 3, "rune_deck": ["order"] * 2},
           battlefields=[{"card": "The Grand Plaza", "id": "plaza", "controller": "alice",
                          "units": {"alice": [unit(f"Unit {k}", 1) for k in range(units)]}}],
           actions=[{"type": "pass-all"}])
    assert (r["outcome"] == "won" and r["winner"] == "alice") is won, r["outcome"]
    if won:
        assert any(s["event"] == "win" and "rb:002" in s["cites"] for s in r["steps"])
    else:
        assert player(r)["score"] == 1


# -- conditions that count on the board (board_counts.py) -----------------------------------------

@pytest.mark.parametrize("runes, damaged", [(4, True), (5, False)])
def test_renekton_rage_fueled_deals_two_to_all_enemy_units_here_with_four_or_fewer_runes(rb, runes, damaged):
    # "When I attack, if you control 4 or fewer runes, deal 2 to all enemy units here."
    big = unit("Big Enemy", 9)
    r = rb(alice={"base": ["Renekton, Rage Fueled"], "runes": ["fury"] * runes},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [big]}}],
           actions=[{"type": "move", "units": ["Renekton, Rage Fueled"], "to": "a"}, {"type": "pass-all"}])
    assert any(s["event"] == "resolve" and "Renekton" in s["explain"]["en"] for s in r["steps"])  # it triggered
    dealt = [s["explain"]["en"] for s in r["steps"] if s["event"] == "damage"]
    assert dealt == (["Big Enemy takes 2 damage"] if damaged else [])


@pytest.mark.parametrize("others, drawn", [(1, 1), (2, 0), (0, 0)])
def test_shen_scourge_of_shadows_draws_when_he_holds_with_exactly_one_other_unit(rb, others, drawn):
    # "When I hold, if there is exactly one other unit you control here, draw 1." — the
    # scoring step of alice's beginning phase (rb:515.2.b.1, rb:630.2); the draw phase adds 1
    r = rb(phase="start", alice={"deck": ["Block"] * 4, "rune_deck": ["order"] * 2},
           battlefields=[{"id": "a", "controller": "alice",
                          "units": {"alice": ["Shen, Scourge of Shadows"] + [unit(f"Pal {k}", 1) for k in range(others)]}}],
           actions=[{"type": "pass-all"}])
    assert len(player(r)["hand"]) == drawn + 1


@pytest.mark.parametrize("gear, drawn", [(3, 1), (2, 0)])
def test_patched_porobot_draws_if_you_control_three_or_more_other_gear(rb, gear, drawn):
    # "When you play me, if you control 3 or more other gear, draw 1."
    gears = [{"name": f"Gear {k}", "type": "gear"} for k in range(gear)]
    r = rb(alice={"hand": ["Patched Porobot"], "base": gears, "runes": ["chaos"] * 6, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Patched Porobot"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    assert len(player(r)["hand"]) == drawn


@pytest.mark.parametrize("stunned, might_bonus", [(True, 2), (False, 0)])
def test_kennen_has_two_more_might_while_a_stunned_enemy_unit_is_here(rb, stunned, might_bonus):
    # "While there's a stunned enemy unit here, I have +2 might." (rb:568.3; here: rb:053.3)
    r = rb(battlefields=[{"id": "a", "units": {"alice": ["Kennen, Keeper of Balance"],
                                               "bob": [{"card": unit("Foe", 1), "stunned": stunned}]}}],
           actions=[])
    from rules_index.riftbound_catalogue import rb_catalogue

    printed = next(c for c in rb_catalogue().cards.values() if c.name == "Kennen, Keeper of Balance").might
    assert r["final_state"]["cards"]["kennen-keeper-of-balance"]["might"] == printed + might_bonus


# -- Brynhir Thundersong: "When you play me, opponents can't play cards this turn." (rb:002) ----

@pytest.mark.parametrize("brynhir, refused", [(True, True), (False, False)])
def test_brynhir_thundersong_bars_opponents_from_playing_cards_this_turn(rb, brynhir, refused):
    # after Brynhir's ability resolved, alice plays a spell; bob's Reaction in answer is refused
    first = "Brynhir Thundersong" if brynhir else unit("Plain Unit", 1)
    reaction = spell("Quick Answer", [{"draw": 1}], keywords=["Reaction"])
    out = rb(alice={"hand": [first, spell("Her Spell", [{"draw": 1}])], "runes": ["fury"] * 6,
                    "deck": ["Block"]},
             bob={"hand": [reaction], "deck": ["Block"]},
             actions=[{"type": "play", "card": "Brynhir Thundersong" if brynhir else "Plain Unit"},
                      {"type": "pass-all"}, *([{"type": "pass-all"}] if brynhir else []),
                      {"type": "play", "card": "Her Spell"}, {"type": "pass"},
                      {"type": "play", "player": "bob", "card": "Quick Answer"}])
    if refused:  # the last action, bob's play
        assert out["refused"]["rule"] == "rb:002" and out["refused"]["action"] == 5
    else:
        assert out["outcome"] == "completed", out.get("refused") or out.get("error")


# -- entering ready (rb:563.1.c; a passive ability, rb:568.3) --------------------------------------

def _runes_for(name, n):
    from rules_index.riftbound_catalogue import rb_catalogue

    c = next(c for c in rb_catalogue().cards.values() if c.name == name)
    return [c.domains[0].lower()] * n


@pytest.mark.parametrize("in_trash, exhausted", [(True, False), (False, True)])
def test_shadow_assassin_enters_ready_with_a_card_of_its_name_in_your_trash(rb, in_trash, exhausted):
    # "I enter ready if you have a card with my name in your trash."
    r = rb(alice={"hand": ["Shadow Assassin"], "runes": _runes_for("Shadow Assassin", 5),
                  "trash": ["Shadow Assassin"] if in_trash else ["Block"]},
           actions=[{"type": "play", "card": "shadow-assassin"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    assert r["final_state"]["cards"]["shadow-assassin"]["location"] == "base"  # the one played (listed first)
    assert r["final_state"]["cards"]["shadow-assassin"]["exhausted"] is exhausted


@pytest.mark.parametrize("others, exhausted", [(2, False), (1, True)])
def test_xin_zhao_vigilant_enters_ready_with_two_other_units_in_your_base(rb, others, exhausted):
    # "I enter ready if you have two or more other units in your base."
    r = rb(alice={"hand": ["Xin Zhao - Vigilant"], "runes": _runes_for("Xin Zhao - Vigilant", 4),
                  "base": [unit(f"Pal {k}", 1) for k in range(others)] + [{"name": "Some Gear", "type": "gear"}]},
           actions=[{"type": "play", "card": "Xin Zhao - Vigilant"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    assert r["final_state"]["cards"]["xin-zhao-vigilant"]["exhausted"] is exhausted  # a gear is no unit


# -- Rockfall Path: "Units can't be played here." (rb:568 over rb:559.2) ---------------------------

@pytest.mark.parametrize("to, refused", [("rock", True), ("base", False)])
def test_rockfall_path_units_cannot_be_played_there(rb, to, refused):
    r = rb(alice={"hand": [unit("Walker", 1)]},
           battlefields=[{"card": "Rockfall Path", "id": "rock", "controller": "alice",
                          "units": {"alice": [unit("Holder", 1)]}}],
           actions=[{"type": "play", "card": "Walker", "to": to}, {"type": "pass-all"}])
    if refused:
        assert r["refused"]["rule"] == "rb:568" and r["refused"]["action"] == 0
    else:
        assert r["outcome"] == "completed" and r["final_state"]["cards"]["walker"]["location"] == "base"


@pytest.mark.parametrize("first, score", [(["alice", "bob"], 1), ([], 0)])
def test_the_arenas_greatest_gives_a_point_in_a_players_first_beginning_phase(rb, first, score):
    # "At the start of each player's first Beginning Phase, that player gains 1 point." —
    # a point from another source than conquering or holding (rb:632.1.a.1)
    r = rb(phase="start", turn=1, first_turn=first, alice={"deck": ["Block"] * 3, "rune_deck": ["order"] * 5},
           battlefields=[{"card": "The Arena's Greatest", "id": "arena"}],
           actions=[{"type": "pass-all"}])
    assert player(r)["score"] == score
    assert player(r, "bob")["score"] == 0  # bob's first beginning phase has not come yet
