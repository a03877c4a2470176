"""The compiler's cards family (grammar/cards.lark, families/cards.py, effects_cards.py):
printed sentences → card format, and real cards played through the rules doing what their
text says. Rule IDs in the comments name the rule each test exercises."""

import pytest
from pydantic import ValidationError

from judge.riftbound.cards.compiler.compile import compile_text
from judge.riftbound.cards.model import RbCardDef

from .conftest import unit


def effects(text: str, card_type: str = "spell") -> list[dict]:
    out = compile_text("Test Card", card_type, text)
    assert out.complete, out.sentences
    return out.definition["abilities"][0]["effects"]


def cites(out: dict) -> set[str]:
    return {c for s in out["steps"] for c in s["cites"]}


def events(out: dict) -> list[str]:
    return [s["event"] for s in out["steps"]]


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Counter a spell.", [{"counter": True, "target": {"choose": "chain-item", "type": "spell"}}]),
    ("Counter a spell that costs no more than :rb_energy_4: and no more than :rb_rune_rainbow:.",
     [{"counter": True, "target": {"choose": "chain-item", "type": "spell", "energy_max": 4, "power_max": 1}}]),
    ("Kill a gear. Its controller draws 2.",
     [{"kill": True, "target": {"choose": "gear"}}, {"draw": 2, "who": "controller-of-it"}]),
    ("Each player discards their hand, then draws 4.",
     [{"discard_hand": True, "who": "each"}, {"draw": 4, "who": "each"}]),
    ("Draw 1 for each of your [Mighty] units.", [{"draw": 1, "for_each_of": "you.mighty-units"}]),
    ("Draw 1, then draw 1 for each battlefield you or allies control.",
     [{"draw": 1}, {"draw": 1, "for_each_of": "you.battlefields"}]),
    ("Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card.",
     [{"choose_player": True, "target": {"choose": "player", "side": "enemy"}}, {"reveal_hand": True, "who": "chosen"},
      {"from_seen": {"to": "recycle", "count": 1, "not_type": "unit"}}]),
    ("Play a ready 3 :rb_might: Sprite unit token with [Temporary].",
     [{"token": {"name": "Sprite", "might": 3, "ready": True, "keywords": ["Temporary"]}}]),
    ("Play a Gold gear token exhausted.", [{"token": {"name": "Gold", "type": "gear", "exhausted": True}}]),
    ("Play four 1 :rb_might: Bird unit tokens with [Deflect].",
     [{"token": {"name": "Bird", "count": 4, "might": 1, "keywords": ["Deflect"]}}]),
    ("Play a 3 :rb_might: Mech unit token to your base.", [{"token": {"name": "Mech", "might": 3}, "at": "base"}]),
    ("Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.",
     [{"look_top": 3}, {"from_seen": {"to": "hand", "count": 1}}, {"from_seen": {"to": "recycle", "count": "all"}}]),
    ("Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it, reducing its "
     "cost by :rb_energy_5:. Recycle the remaining cards.",
     [{"look_top": 5}, {"from_seen": {"to": "banish", "count": 1, "type": "unit"}, "may": True},
      {"play": {}, "reduce": 5, "target": "it", "if": "done"}, {"from_seen": {"to": "recycle", "count": "all"}}]),
    ("Banish a friendly unit, then play it to base, ignoring its cost.",
     [{"banish": True, "target": {"choose": "unit", "side": "ally"}},
      {"play": {"to": "base"}, "ignore_cost": True, "target": "it", "if": "done"}]),
    ("Banish a friendly unit, then its owner plays it, ignoring its cost.",
     [{"banish": True, "target": {"choose": "unit", "side": "ally"}},
      {"play": {}, "ignore_cost": True, "target": "it", "if": "done", "who": "owner-of-it"}]),
    ("Play a unit from your trash, ignoring its Energy cost.",
     [{"play": {"type": "unit", "from": "trash"}, "ignore_energy": True}]),
    ("Return a unit from your trash to your hand.",
     [{"return_to_hand": True, "target": {"choose": "trash-card", "type": "unit"}}]),
    ("Reveal the top 2 cards of your Main Deck. You may play one of them, reducing its cost by :rb_energy_2:. "
     "Draw any you did not play this way.",
     [{"reveal": 2}, {"play": {"from": "seen"}, "reduce": 2, "may": True},
      {"from_seen": {"to": "hand", "count": "all"}}]),
    ("Each opponent reveals the top card of their Main Deck.", [{"reveal": 1, "who": "each-opponent"}]),
])
def test_a_printed_sentence_compiles_to_the_card_format(text, expected):
    assert effects(text) == expected


def test_a_token_no_token_card_defines_is_refused_not_made_without_its_reminder_text_ability():
    # Zed, From the Shadows' Shadow Clone "has" an ability printed only in reminder text (not read)
    with pytest.raises(ValidationError, match="no unit token card named 'Shadow Clone'"):
        RbCardDef(name="X", type="spell", abilities=[{"effects": [{"token": {"name": "Shadow Clone", "might": 0}}]}])


def test_this_turn_goes_with_what_lasts_not_with_paying_for_it():
    # Icevale Archer: "When I attack, you may pay [1] to give a unit here -1 might this turn."
    out = compile_text("Icevale Archer", "unit", "When I attack, you may pay :rb_energy_1: to give a unit here "
                                                 "-1 :rb_might: this turn.")
    assert out.definition["abilities"][0]["effects"] == [
        {"pay": {"energy": 1}, "may": True},
        {"might": -1, "target": {"choose": "unit", "at": "here"}, "duration": "turn", "if": {"paid": "pay"}}]


def test_the_keyword_printed_with_an_arrow_opens_the_ability_like_a_dash():
    # "[Deathknell][>] Channel 1 rune exhausted." — Black Rose Dignitary (rb:720.1.b)
    out = compile_text("Black Rose Dignitary", "unit", "[Deathknell][>] Channel 1 rune exhausted.")
    assert out.definition["abilities"] == [{"trigger": "dies", "deathknell": True,
                                            "effects": [{"channel": 1, "exhausted": True}]}]


# -- nothing accepted is ignored ----------------------------------------------------------------
@pytest.mark.parametrize("effect, message", [
    ({"draw": 2, "target": {"choose": "unit"}}, "draw: takes no target"),
    ({"token": {"name": "Recruit"}, "target": "it"}, "token: takes no target"),
    ({"damage": 2, "who": "each", "target": {"choose": "unit"}}, "who: damage is not done by a player"),
    ({"kill": True, "for_each_of": "you.trash", "target": {"choose": "unit"}}, "for_each_of: kill has no count"),
    ({"draw": 1, "ignore_cost": True}, "ignore_cost: only playing a card"),
    ({"reveal_hand": True, "target": {"choose": "player"}}, "reveal_hand: a player is chosen with choose_player"),
    ({"from_seen": {"to": "graveyard"}}, "from_seen:"),
    ({"play": {"to": "moon"}}, "play:"),
])
def test_an_instruction_the_engine_would_not_act_on_is_refused_when_the_card_loads(effect, message):
    with pytest.raises(ValidationError) as e:
        RbCardDef(name="X", type="spell", abilities=[{"effects": [effect]}])
    assert message in str(e.value)


# -- real cards through the rules ---------------------------------------------------------------
def test_wind_wall_counters_a_spell_which_goes_to_the_trash_without_effect(rb):
    # rb:601.1.a: a countered spell has no effect and goes to its owner's trash; rb:601.1.c: no refund
    out = rb(alice={"hand": ["Falling Comet"], "runes": ["mind"] * 5},
             bob={"hand": ["Wind Wall"], "runes": ["calm"] * 3},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3)]}}],
             actions=[{"type": "play", "card": "Falling Comet", "targets": ["Guard"]}, {"type": "pass"},
                      {"type": "play", "player": "bob", "card": "Wind Wall", "targets": ["Falling Comet"]},
                      {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Falling Comet"] and fs["players"]["bob"]["trash"] == ["Wind Wall"]
    assert fs["cards"]["guard"]["damage"] == 0 and fs["chain"] == []
    assert {"rb:601.1", "rb:601.1.a", "rb:601.2.a"} <= cites(out)
    assert fs["players"]["alice"]["runes"]["exhausted"] == 5  # rb:601.1.c: the cost stays paid


def test_defy_counters_only_a_spell_that_costs_no_more_than_four(rb):
    # Defy: "Counter a spell that costs no more than [4] and no more than [A]" — Falling Comet costs 5 (rb:130.2)
    board = dict(bob={"hand": ["Defy"], "runes": ["calm"] * 2},
                 battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3)]}}])
    out = rb(alice={"hand": ["Falling Comet"], "runes": ["mind"] * 5}, **board,
             actions=[{"type": "play", "card": "Falling Comet", "targets": ["Guard"]}, {"type": "pass"},
                      {"type": "play", "player": "bob", "card": "Defy", "targets": ["Falling Comet"]}])
    assert out["refused"]["action"] == 2
    out = rb(alice={"hand": ["Wages of Pain"], "runes": ["mind"] * 3}, **board,
             actions=[{"type": "play", "card": "Wages of Pain", "targets": ["Guard"]}, {"type": "pass"},
                      {"type": "play", "player": "bob", "card": "Defy", "targets": ["Wages of Pain"]},
                      {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["trash"] == ["Wages of Pain"]
    assert "counter" in events(out)


def test_hidden_blade_kills_and_the_units_controller_draws_two(rb):
    # "Kill a unit at a battlefield. Its controller draws 2.": the killed unit's controller as it
    # was before it left the board (rb:563.2.c.9) draws (rb:591.2.b), not the spell's controller
    out = rb(alice={"hand": ["Hidden Blade"], "runes": ["order"] * 2, "deck": ["Block"]},
             bob={"deck": ["Wind Wall", "Defy", "Sabotage"]},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3)]}}],
             actions=[{"type": "play", "card": "Hidden Blade", "targets": ["Guard"]}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["bob"]["trash"] == ["Guard"] and fs["players"]["bob"]["hand"] == ["Wind Wall", "Defy"]
    assert fs["players"]["alice"]["hand"] == [] and "rb:563.2.c.9" in cites(out)


def test_invert_timelines_each_player_discards_their_hand_then_draws_four(rb):
    # rb:503.2.a: what each player does is done in turn order; rb:598.1, rb:591
    out = rb(alice={"hand": ["Invert Timelines", "Defy"], "runes": ["chaos"] * 3, "deck": ["Block"] * 5},
             bob={"hand": ["Wind Wall", "Sabotage", "Mindsplitter"], "deck": ["Falling Comet"] * 5},
             actions=[{"type": "play", "card": "Invert Timelines"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Defy", "Invert Timelines"]
    assert sorted(fs["players"]["bob"]["trash"]) == ["Mindsplitter", "Sabotage", "Wind Wall"]
    assert len(fs["players"]["alice"]["hand"]) == 4 and len(fs["players"]["bob"]["hand"]) == 4
    assert "rb:503.2.a" in cites(out)


def test_show_of_strength_draws_one_for_each_mighty_unit(rb):
    # rb:708: a unit with 5 might or more is Mighty
    out = rb(alice={"hand": ["Show of Strength"], "runes": ["body"] * 2, "deck": ["Block"] * 4,
                    "base": [unit("Big", 5), unit("Bigger", 6), unit("Small", 4)]},
             actions=[{"type": "play", "card": "Show of Strength"}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["hand"] == ["Block", "Block"]


def test_sabotage_the_chosen_opponent_reveals_and_a_non_unit_card_is_recycled(rb):
    # rb:559.1 (the opponent is chosen as it is played), rb:600.1 (reveal), rb:594.1 (to the bottom)
    out = rb(alice={"hand": ["Sabotage"], "runes": ["body"] * 2},
             bob={"hand": ["Wind Wall", unit("Guard", 3)], "deck": ["Defy"]},
             actions=[{"type": "play", "card": "Sabotage"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["bob"]["hand"] == ["Guard"] and fs["players"]["bob"]["deck"] == ["Defy", "Wind Wall"]
    assert {"rb:559.1", "rb:600.1", "rb:594.1"} <= cites(out)


def test_mindsplitter_when_played_the_opponent_discards_the_card_alice_picks(rb):
    # a triggered ability chooses as it goes onto the chain (rb:559.3.b); the chosen card is
    # discarded by its owner (rb:598.1) and "when you discard" abilities would trigger (rb:598.1.b)
    out = rb(alice={"hand": ["Mindsplitter"], "runes": ["chaos"] * 7},
             bob={"hand": ["Wind Wall", "Defy", "Gust"]},
             actions=[{"type": "play", "card": "Mindsplitter", "to": "base"}, {"type": "pass-all"}],
             choices={"seen:Mindsplitter": "Defy"})
    fs = out["final_state"]
    assert fs["players"]["bob"]["trash"] == ["Defy"] and fs["players"]["bob"]["hand"] == ["Wind Wall", "Gust"]
    assert "discard" in events(out)


def test_sprite_call_plays_a_ready_sprite_token_with_temporary(rb):
    # rb:178.2 (the Sprite), rb:175.1 (ready, as the effect says), rb:176.1.a (played like a card)
    out = rb(alice={"hand": ["Sprite Call"], "runes": ["mind"] * 3},
             actions=[{"type": "play", "card": "Sprite Call"}, {"type": "pass-all"}])
    fs = out["final_state"]
    sprite = fs["cards"]["sprite"]
    assert fs["players"]["alice"]["base"] == ["Sprite"] and sprite["exhausted"] is False and sprite["might"] == 3
    assert "Temporary" in sprite["keywords"] and "Fae" in sprite["tags"]
    assert {"rb:175.1", "rb:176.1.a"} <= cites(out)


def test_stacked_deck_keeps_one_of_the_top_three_and_recycles_the_rest(rb):
    # rb:600.4.a: the cards looked at are taken from; rb:594.5: two recycled together go under in random order
    out = rb(alice={"hand": ["Stacked Deck"], "runes": ["chaos"], "deck": ["Block", "Defy", "Sabotage", "Wind Wall"]},
             actions=[{"type": "play", "card": "Stacked Deck"}, {"type": "pass-all"}],
             choices={"seen:Stacked Deck": "Defy"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["hand"] == ["Defy"]
    assert fs["players"]["alice"]["deck"][0] == "Wind Wall" and sorted(fs["players"]["alice"]["deck"][1:]) == [
        "Block", "Sabotage"]
    assert "rb:594.5" in cites(out)


def test_reinforce_banishes_a_unit_from_the_top_five_and_plays_it_five_cheaper(rb):
    # rb:595.3: played from banishment as part of the resolution; rb:560.4: 5 less (Mindsplitter: 7 → 2)
    # (Mindsplitter still costs its two chaos power)
    out = rb(alice={"hand": ["Reinforce"], "runes": ["calm"] * 5 + ["chaos"] * 4,
                    "deck": ["Block", "Mindsplitter", "Defy", "Gust", "Wind Wall", "Sabotage"]},
             actions=[{"type": "play", "card": "Reinforce"}, {"type": "pass-all"}],
             choices={"may:Reinforce": "yes"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Mindsplitter"]
    assert fs["players"]["alice"]["deck"][0] == "Sabotage" and len(fs["players"]["alice"]["deck"]) == 5
    assert {"rb:595.3.a", "rb:595.3.b", "rb:560.4"} <= cites(out)


def test_portal_rescue_plays_the_banished_unit_to_base_ignoring_its_cost(rb):
    # rb:560.1.a: its cost is ignored; it comes back as a new object (rb:109), exhausted (rb:563.1.c)
    out = rb(alice={"hand": ["Portal Rescue"], "runes": ["mind"] * 4},
             battlefields=[{"id": "ridge", "units": {"alice": [{"card": "Mindsplitter", "damage": 3}]}}],
             actions=[{"type": "play", "card": "Portal Rescue", "targets": ["Mindsplitter"]}, {"type": "pass-all"}])
    fs = out["final_state"]
    card = fs["cards"]["mindsplitter"]
    assert fs["players"]["alice"]["base"] == ["Mindsplitter"] and card["damage"] == 0 and card["exhausted"] is True
    assert {"rb:560.1.a", "rb:595.3.a"} <= cites(out)


def test_the_harrowing_plays_a_unit_from_the_trash_paying_only_its_power(rb):
    # rb:560.1.b: only the energy cost is ignored; Mindsplitter's two chaos power are still paid
    out = rb(alice={"hand": ["The Harrowing"], "runes": ["chaos"] * 8, "trash": ["Mindsplitter"]},
             actions=[{"type": "play", "card": "The Harrowing"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Mindsplitter"] and fs["players"]["alice"]["trash"] == ["The Harrowing"]
    assert fs["players"]["alice"]["rune_deck"] == 4  # 2 for The Harrowing's power, 2 for Mindsplitter's
    assert "rb:560.1.b" in cites(out)


def test_viktor_plays_a_recruit_token_which_enters_exhausted(rb):
    # rb:178.1 (a 1 might Recruit), rb:563.1.c (a unit enters exhausted), rb:173 (controlled by who made it)
    out = rb(alice={"legend": "Viktor - Herald of the Arcane", "runes": ["mind"]},
             actions=[{"type": "activate", "card": "Viktor - Herald of the Arcane"}, {"type": "pass-all"}])
    recruit = out["final_state"]["cards"]["recruit"]
    assert out["final_state"]["players"]["alice"]["base"] == ["Recruit"]
    assert recruit["exhausted"] is True and recruit["might"] == 1 and "Recruit" in recruit["tags"]


def test_walking_roost_the_chosen_opponent_plays_a_bird_token_and_controls_it(rb):
    # rb:173: the effect says another player plays it; they control and own it (rb:174)
    out = rb(alice={"hand": ["Walking Roost"], "runes": ["chaos"] * 5},
             actions=[{"type": "play", "card": "Walking Roost", "to": "base"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["bob"]["base"] == ["Bird"]
    assert fs["cards"]["bird"]["keywords"] == {"Deflect": 1}  # "with [Deflect]" names the Bird's own Deflect


def test_bewitching_spirit_the_chosen_player_discards_one(rb):
    out = rb(alice={"hand": ["Bewitching Spirit", "Defy"], "runes": ["chaos"] * 3},
             bob={"hand": ["Wind Wall"]},
             actions=[{"type": "play", "card": "Bewitching Spirit", "to": "base"}, {"type": "pass-all"}],
             choices={"target:Bewitching Spirit": "alice"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Defy"] and fs["players"]["bob"]["hand"] == ["Wind Wall"]


# -- more of the text: Legion triggers, channelling short, revealing until, paying to … ----------
def test_scrapyard_champion_discards_and_draws_only_with_its_legion_condition(rb):
    # "Legion – When you play me, discard 2, then draw 2" (rb:724.1.c.2: Legion on a triggered ability)
    board = dict(alice={"hand": ["Stacked Deck", "Scrapyard Champion", "Defy", "Wind Wall"],
                        "runes": ["chaos"] + ["fury"] * 6, "deck": ["Block"] * 6})
    out = rb(**board, actions=[{"type": "play", "card": "Scrapyard Champion", "to": "base"}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["trash"] == [] and "legion-unmet" in events(out)
    out = rb(**board, actions=[{"type": "play", "card": "Stacked Deck"}, {"type": "pass-all"},
                               {"type": "play", "card": "Scrapyard Champion", "to": "base"}, {"type": "pass-all"}],
             choices={"discard:Scrapyard Champion": ["Defy", "Wind Wall"]})
    fs = out["final_state"]
    assert sorted(fs["players"]["alice"]["trash"]) == ["Defy", "Stacked Deck", "Wind Wall"]
    assert fs["players"]["alice"]["hand"] == ["Block"] * 3


@pytest.mark.parametrize("runes, drawn", [(["body"], 1), (["body", "body"], 0)])
def test_catalyst_of_aeons_draws_when_it_could_not_channel_two_runes(rb, runes, drawn):
    # rb:606.2 (exhausted), rb:515.3.b.1-like: as many as the rune deck holds; "if you couldn't … draw 1"
    out = rb(alice={"hand": ["Catalyst of Aeons"], "runes": ["body"] * 4, "rune_deck": runes, "deck": ["Defy"]},
             actions=[{"type": "play", "card": "Catalyst of Aeons"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert len(fs["players"]["alice"]["hand"]) == drawn and fs["players"]["alice"]["runes"]["exhausted"] == 4 + len(runes)


def test_blind_fury_plays_the_opponents_revealed_card_for_free_which_goes_to_its_owners_trash(rb):
    # rb:595.3: a card played from banishment by an effect, its cost ignored (rb:560.1.a); a spell goes
    # to its owner's trash (rb:107.1.d); rb:600.1: the top card is revealed first
    out = rb(alice={"hand": ["Blind Fury"], "runes": ["fury"] * 4, "deck": ["Defy", "Wind Wall", "Block"]},
             bob={"deck": ["Stacked Deck", "Sabotage"]},
             actions=[{"type": "play", "card": "Blind Fury"}, {"type": "pass-all"}, {"type": "pass-all"}],
             choices={"seen:Stacked Deck": "Wind Wall"})
    fs = out["final_state"]
    assert fs["players"]["bob"]["trash"] == ["Stacked Deck"] and fs["players"]["bob"]["deck"] == ["Sabotage"]
    assert fs["players"]["alice"]["hand"] == ["Wind Wall"] and fs["players"]["alice"]["trash"] == ["Blind Fury"]
    assert {"rb:600.1", "rb:595.3.a", "rb:560.1.a"} <= cites(out)


def test_dazzling_aurora_reveals_until_a_unit_plays_it_free_and_recycles_the_rest(rb):
    # at the end of alice's turn (rb:517.1.a); the revealed cards stay in the deck until moved (rb:600.1.a.2)
    out = rb(alice={"base": ["Dazzling Aurora"], "deck": ["Defy", "Wind Wall", "Mindsplitter", "Block"]},
             actions=[{"type": "end-turn"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Dazzling Aurora", "Mindsplitter"]
    assert fs["players"]["alice"]["deck"][0] == "Block" and sorted(fs["players"]["alice"]["deck"][1:]) == [
        "Defy", "Wind Wall"]


def test_malzahar_kills_a_friendly_unit_or_gear_to_add_two_power(rb):
    # rb:561.2: the kill is part of the cost, chosen as it is paid; rb:605.2: it resolves at once
    out = rb(alice={"base": ["Malzahar - Fanatic", unit("Cultist", 1)]},
             actions=[{"type": "activate", "card": "Malzahar - Fanatic", "cost": {"cost": "Cultist"}}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Cultist"] and fs["players"]["alice"]["pool"]["power"] == {"any": 2}


def test_forge_of_the_future_makes_a_recruit_and_recycles_up_to_four_cards_from_any_trash(rb):
    # rb:594.6: the controller picks which; each card goes to its owner's deck (rb:594.1)
    out = rb(alice={"hand": ["Forge of the Future"], "runes": ["order"] * 2, "trash": ["Defy"]},
             bob={"trash": ["Wind Wall", "Sabotage"]},
             actions=[{"type": "play", "card": "Forge of the Future"}, {"type": "pass-all"},
                      {"type": "activate", "card": "Forge of the Future"}, {"type": "pass-all"}],
             choices={"recycle:Forge of the Future": ["defy", "wind-wall", "done"]})
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Recruit"] and fs["players"]["alice"]["deck"] == ["Defy"]
    assert fs["players"]["bob"]["deck"] == ["Wind Wall"] and fs["players"]["bob"]["trash"] == ["Sabotage"]


def test_aspirants_climb_raises_the_points_needed_to_win(rb):
    # rb:633: the victory score — 8 in a duel (rb:644.3), one more while Aspirant's Climb is on the board (rb:567)
    prize = {"name": "Prize", "type": "spell", "abilities": [{"effects": [{"score": 1}]}]}
    actions = [{"type": "play", "card": "Prize"}, {"type": "pass-all"}]
    assert rb(alice={"hand": [prize], "score": 7}, actions=actions)["winner"] == "alice"
    out = rb(alice={"hand": [prize], "score": 7}, battlefields=[{"card": "Aspirant's Climb"}], actions=actions)
    assert out["winner"] is None and out["final_state"]["players"]["alice"]["score"] == 8


@pytest.mark.parametrize("pay, exhausted", [("yes", False), ("no", True)])
def test_guards_pays_order_power_to_ready_its_sand_soldier(rb, pay, exhausted):
    out = rb(alice={"hand": ["Guards!"], "runes": ["order"] * 4},
             actions=[{"type": "play", "card": "Guards!"}, {"type": "pass-all"}], choices={"may:Guards!": pay})
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Sand Soldier"] and fs["cards"]["sand-soldier"]["might"] == 2
    assert fs["cards"]["sand-soldier"]["exhausted"] is exhausted


@pytest.mark.parametrize("whose, golds", [("bob", ["Gold"]), ("alice", ["Gold", "Gold"])])
def test_blood_money_plays_gold_by_whose_unit_it_killed(rb, whose, golds):
    # "If it was an enemy unit …": the killed unit as it was (rb:563.2.c.9)
    out = rb(alice={"hand": ["Blood Money"], "runes": ["order"] * 2},
             battlefields=[{"id": "ridge", "units": {whose: [unit("Victim", 2)]}}],
             actions=[{"type": "play", "card": "Blood Money", "targets": ["Victim"]}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["base"] == golds


def test_back_off_draws_only_when_played_from_the_hand(rb):
    out = rb(alice={"hand": ["Back Off"], "runes": ["calm"] * 3, "deck": ["Defy"], "base": [unit("Foe", 2)]},
             actions=[{"type": "play", "card": "Back Off", "targets": ["Foe"]}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["hand"] == ["Defy"]
    out = rb(alice={"deck": ["Defy"]},
             battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": [unit("Foe", 2)]},
                            "hidden": {"card": "Back Off", "player": "alice"}}],
             actions=[{"type": "play", "card": "Back Off", "targets": ["Foe"]}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["hand"] == [] and out["final_state"]["cards"]["foe"]["stunned"]


def test_decree_of_strength_recycles_the_mind_card_alice_picks_from_the_revealed_hand(rb):
    out = rb(alice={"hand": ["Decree of Strength"], "runes": ["body"]},
             bob={"hand": ["Wind Wall", "Falling Comet"]},
             actions=[{"type": "play", "card": "Decree of Strength"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["bob"]["hand"] == ["Wind Wall"] and fs["players"]["bob"]["deck"] == ["Falling Comet"]


def test_if_its_a_type_takes_the_card_seen_and_otherwise_is_the_other_case():
    # Apprentice Smith's text after its trigger: the top card goes to the hand if it is gear, else it is recycled
    out = compile_text("X", "spell", "Reveal the top card of your Main Deck. If it's a gear, draw it. "
                                     "Otherwise, recycle it.")
    assert out.definition["abilities"][0]["effects"] == [
        {"reveal": 1}, {"from_seen": {"to": "hand", "count": 1, "type": "gear"}},
        {"recycle": 1, "target": "it", "if": "not-done"}]


def test_get_excited_deals_the_discarded_cards_energy_cost(rb):
    # "Discard 1. Deal its Energy cost as damage …": the discarded card's printed energy (rb:130.2, rb:563.2.c.9)
    out = rb(alice={"hand": ["Get Excited!", "Falling Comet"], "runes": ["fury"] * 3},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 9)]}}],
             actions=[{"type": "play", "card": "Get Excited!", "targets": ["Guard"]}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Falling Comet", "Get Excited!"] and fs["cards"]["guard"]["damage"] == 5
