"""The compiler's costs family (grammar/costs.lark, families/costs.py) and resources: printed
sentences → card format — discounts (rb:560.4), additional costs (rb:560.2), what paying one
does — and real cards played through the rules doing what their text says; basic runes'
abilities and resources kept for spells (rb:157, rb:605). Rule IDs in the comments name the
rule each test exercises."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text

from .conftest import unit


def cites(out: dict) -> set[str]:
    return {c for s in out["steps"] for c in s["cites"]}


# -- costs: discounts and additional costs (rb:560) --------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by :rb_energy_2:.",
     [{"static": "additional-cost", "optional": True, "cost": {"discard": 1}, "amount": 2}]),
    ("You may pay :rb_energy_1::rb_rune_fury: as an additional cost to play me.",
     [{"static": "additional-cost", "optional": True, "cost": {"energy": 1, "power": ["fury"]}}]),
    ("As an additional cost to play me, kill a friendly unit.",
     [{"static": "additional-cost", "cost": {"kill": "friendly-unit"}}]),
    ("As an additional cost to play me, return a friendly gear to its owner's hand.",
     [{"static": "additional-cost", "cost": {"return": "friendly-gear"}}]),
    ("[Legion] — I cost :rb_energy_2: less.", [{"static": "cost", "applies_to": "self", "amount": 2, "if": "legion"}]),
    ("I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:.",
     [{"static": "cost", "applies_to": "self", "amount": 1, "cost": {"by": "you.played"}, "minimum": 1}]),
    ("This costs :rb_energy_2: less if you control a Mech.",
     [{"static": "cost", "applies_to": "self", "amount": 2, "if": {"controls": {"all": "permanent", "tag": "Mech"}}}]),
    ("Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:.",
     [{"static": "cost", "applies_to": "all", "amount": 2, "if": {"tag": "Dragon"}, "minimum": 1}]),
])
def test_a_cost_sentence_compiles_to_a_passive_ability(text, expected):
    out = compile_text("Test Card", "unit", text)
    assert out.complete, out.sentences
    assert out.definition["abilities"] == expected


def test_if_you_do_after_an_optional_additional_cost_means_if_you_paid_it():
    # rb:560.4.d.1 — Meditation: "If you do, draw 2. Otherwise, draw 1."
    out = compile_text("Meditation", "spell", "As an additional cost to play this, you may exhaust a friendly unit. "
                                              "If you do, draw 2. Otherwise, draw 1.")
    assert out.definition["abilities"][0] == {"effects": [{"draw": 2, "if": {"paid": "optional"}},
                                                          {"draw": 1, "if": {"not": {"paid": "optional"}}}]}
    # elsewhere "otherwise" is not read as "not done": it stays uncompiled
    assert not compile_text("X", "spell", "Stun a unit. Otherwise, draw 1.").complete


def test_a_condition_before_two_joined_clauses_holds_for_both():
    # "if you paid the additional cost, ready me and give me +2 might" (Pyke - Dockside Butcher)
    out = compile_text("X", "unit", "When you play me, if you paid the additional cost, ready me and give me "
                                    "+2 :rb_might: this turn.")
    assert [e["if"] for e in out.definition["abilities"][0]["effects"]] == [{"paid": "optional"}] * 2


def test_brazen_buccaneer_discarding_as_it_is_played_takes_two_off_its_cost(rb):
    # rb:560.2.b.1/ex1: chosen at rb:559, added at rb:560.2, the discount at rb:560.4, paid at rb:561
    out = rb(alice={"hand": ["Brazen Buccaneer", "Defy"], "runes": ["fury"] * 4},
             actions=[{"type": "play", "card": "Brazen Buccaneer", "to": "base"}],
             choices={"optional-cost:Brazen Buccaneer": "yes"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Brazen Buccaneer"] and fs["players"]["alice"]["trash"] == ["Defy"]
    assert fs["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 4}
    out = rb(alice={"hand": ["Brazen Buccaneer", "Defy"], "runes": ["fury"] * 4},
             actions=[{"type": "play", "card": "Brazen Buccaneer", "to": "base"}],
             choices={"optional-cost:Brazen Buccaneer": "no"})
    assert out["refused"]["rule"] == "rb:595.2.a"  # six energy without the discard


def test_clockwork_keeper_draws_as_it_enters_when_the_calm_power_was_paid(rb):
    # rb:563.1.b: a permanent's instructions are carried out as it enters; rb:560.4.d.1: paid = chosen
    board = dict(alice={"hand": ["Clockwork Keeper"], "runes": ["calm"] * 3, "deck": ["Defy"]})
    out = rb(**board, actions=[{"type": "play", "card": "Clockwork Keeper", "to": "base"}],
             choices={"optional-cost:Clockwork Keeper": "yes"})
    assert out["final_state"]["players"]["alice"]["hand"] == ["Defy"] and "rb:563.1.b" in cites(out)
    out = rb(**board, actions=[{"type": "play", "card": "Clockwork Keeper", "to": "base"}],
             choices={"optional-cost:Clockwork Keeper": "no"})
    assert out["final_state"]["players"]["alice"]["hand"] == []


@pytest.mark.parametrize("pay, drawn, exhausted", [("yes", 2, True), ("no", 1, False)])
def test_meditation_draws_two_if_a_unit_was_exhausted_for_it_else_one(rb, pay, drawn, exhausted):
    out = rb(alice={"hand": ["Meditation"], "runes": ["calm"] * 2, "deck": ["Defy"] * 3, "base": [unit("Monk", 2)]},
             actions=[{"type": "play", "card": "Meditation"}, {"type": "pass-all"}],
             choices={"optional-cost:Meditation": pay})
    fs = out["final_state"]
    assert len(fs["players"]["alice"]["hand"]) == drawn and fs["cards"]["monk"]["exhausted"] is exhausted


def test_wallop_spending_a_buff_makes_its_cost_ignored(rb):
    # rb:560.1.a: the spell's own cost is set to zero; the buff is spent (rb:702.2.b)
    out = rb(alice={"hand": ["Wallop"], "base": [{"card": unit("Brawler", 2), "buff": True, "exhausted": True}]},
             actions=[{"type": "play", "card": "Wallop", "targets": ["Brawler"]}, {"type": "pass-all"}],
             choices={"optional-cost:Wallop": "yes"})
    card = out["final_state"]["cards"]["brawler"]
    assert card["buff"] == 0 and card["exhausted"] is False and "rb:560.1.a" in cites(out)


def test_noxus_hopeful_costs_two_less_once_another_card_was_played_this_turn(rb):
    # rb:724.1.c: the Legion condition; rb:560.4: the discount
    board = dict(alice={"hand": ["Stacked Deck", "Noxus Hopeful"], "runes": ["chaos"] + ["fury"] * 2,
                        "deck": ["Defy"] * 3})
    out = rb(**board, actions=[{"type": "play", "card": "Noxus Hopeful", "to": "base"}])
    assert out["refused"]["rule"] == "rb:595.2.a"
    out = rb(**board, actions=[{"type": "play", "card": "Stacked Deck"}, {"type": "pass-all"},
                               {"type": "play", "card": "Noxus Hopeful", "to": "base"}],
             choices={"seen:Stacked Deck": "Defy"})
    assert out["final_state"]["players"]["alice"]["base"] == ["Noxus Hopeful"]


def test_rhasa_costs_one_less_for_each_card_in_the_trash(rb):
    # 10 energy and a chaos power, six cards in the trash: 4 energy and the power
    out = rb(alice={"hand": ["Rhasa the Sunderer"], "runes": ["chaos"] * 5, "trash": ["Defy"] * 6},
             actions=[{"type": "play", "card": "Rhasa the Sunderer", "to": "base"}])
    assert out["final_state"]["players"]["alice"]["base"] == ["Rhasa the Sunderer"]


def test_herald_of_scales_makes_dragons_cost_two_less(rb):
    # rb:560.4.a: a discount from another card; Cloud Drake (a Dragon, 6 energy) costs 4
    board = dict(alice={"hand": ["Cloud Drake"], "runes": ["mind"] * 4})
    assert rb(**board, actions=[{"type": "play", "card": "Cloud Drake", "to": "base"}])["refused"]["rule"] == "rb:595.2.a"
    board["alice"]["base"] = ["Herald of Scales"]
    out = rb(**board, actions=[{"type": "play", "card": "Cloud Drake", "to": "base"}])
    assert out["final_state"]["players"]["alice"]["base"] == ["Herald of Scales", "Cloud Drake"]


def test_production_surge_costs_less_with_a_mech_and_plays_a_mech_token_to_base(rb):
    # Plaza Guardian has the Mech tag; the token is a 3 might Mech (rb:178), at the base (rb:175.2)
    out = rb(alice={"hand": ["Production Surge"], "runes": ["mind"] * 2, "deck": ["Defy"],
                    "base": ["Plaza Guardian"]},
             battlefields=[{"id": "ridge", "units": {"alice": [unit("Scout", 1)]}}],
             actions=[{"type": "play", "card": "Production Surge"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Plaza Guardian", "Mech"] and fs["cards"]["mech"]["might"] == 3
    assert fs["players"]["alice"]["hand"] == ["Defy"]


def test_sea_monkey_paid_its_additional_cost_and_is_buffed_when_played(rb):
    out = rb(alice={"hand": ["Sea Monkey"], "runes": ["body"] * 3},
             actions=[{"type": "play", "card": "Sea Monkey", "to": "base"}, {"type": "pass-all"}],
             choices={"optional-cost:Sea Monkey": "yes"})
    assert out["final_state"]["cards"]["sea-monkey"]["buff"] == 1


# -- resources (rb:157, rb:605) -----------------------------------------------------------------
def test_exhausting_a_basic_rune_for_energy_is_an_action_of_its_own_that_resolves_at_once(rb):
    # rb:157.2.a: a basic rune's ability; rb:605.2: it resolves at once, nobody can respond
    out = rb(alice={"hand": ["Stacked Deck"], "runes": ["fury", "chaos"], "deck": ["Defy"] * 3},
             actions=[{"type": "activate", "card": "fury-rune", "ability": 0},
                      {"type": "play", "card": "Stacked Deck"}],
             choices={"seen:Stacked Deck": "Defy"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["runes"] == {"ready": 1, "exhausted": 1}  # the chaos rune was not needed
    assert fs["chain"] == ["Stacked Deck"] and fs["players"]["alice"]["pool"]["energy"] == 0
    assert {"rb:157.2.a", "rb:605.2"} <= cites(out)


def test_a_basic_rune_recycles_itself_for_a_power_of_its_domain(rb):
    # rb:157.2.b, rb:157.2.b.1; rb:594.1.b: a rune goes to the rune deck
    out = rb(alice={"runes": ["calm"]}, actions=[{"type": "activate", "card": "calm-rune", "ability": 1}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["pool"]["power"] == {"calm": 1} and fs["players"]["alice"]["rune_deck"] == 1


def test_a_rune_is_not_exhausted_on_its_own_in_a_closed_state(rb):
    # rb:581: activated abilities in the controller's turn and an open state (the rune's has no Reaction)
    out = rb(alice={"hand": ["Stacked Deck"], "runes": ["chaos"], "deck": ["Defy"] * 3}, bob={"runes": ["fury"]},
             actions=[{"type": "play", "card": "Stacked Deck"}, {"type": "pass"},
                      {"type": "activate", "player": "bob", "card": "fury-rune", "ability": 0}])
    assert out["refused"]["rule"] == "rb:509.1.a"


def test_lux_adds_energy_that_only_pays_for_spells(rb):
    # "Use only to play spells": the energy is kept apart in the pool (rb:159.1, rb:605)
    board = dict(alice={"base": ["Lux - Crownguard"], "hand": ["Mindsplitter", "Meditation"], "deck": ["Defy"]})
    out = rb(**board, actions=[{"type": "activate", "card": "Lux - Crownguard"},
                               {"type": "play", "card": "Mindsplitter", "to": "base"}])
    assert out["refused"]["rule"] == "rb:595.2.a"
    out = rb(**board, actions=[{"type": "activate", "card": "Lux - Crownguard"},
                               {"type": "play", "card": "Meditation"}, {"type": "pass-all"}],
             choices={"optional-cost:Meditation": "no"})
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Meditation"] and fs["players"]["alice"]["hand"] == ["Mindsplitter", "Defy"]
    assert fs["players"]["alice"]["pool"]["spells"]["energy"] == 0


def test_wages_of_pain_plays_a_gold_token_exhausted_whose_ability_needs_it_ready(rb):
    # rb:175.1: the effect makes the gear enter exhausted (gear enters ready otherwise, rb:563.1.d);
    # Gold: "[Reaction] Kill this, [T]: Add [A]" — exhausting it is part of the cost (rb:592.4)
    out = rb(alice={"hand": ["Wages of Pain"], "runes": ["mind"] * 3},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 5)]}}],
             actions=[{"type": "play", "card": "Wages of Pain", "targets": ["Guard"]}, {"type": "pass-all"},
                      {"type": "activate", "card": "Gold"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["base"] == ["Gold"] and fs["cards"]["gold"]["exhausted"] is True
    assert fs["cards"]["guard"]["damage"] == 3 and out["refused"]["rule"] == "rb:592.4"


def test_gold_is_killed_to_add_one_power_of_any_domain(rb):
    # rb:604.4 (kill this), rb:177.1 (a token leaving the board ceases to exist), rb:605.2
    out = rb(alice={"base": [{"card": "Gold"}]}, actions=[{"type": "activate", "card": "Gold"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["pool"]["power"] == {"any": 1} and fs["players"]["alice"]["base"] == []


def test_void_drone_costs_two_less_played_from_anywhere_but_the_hand(rb):
    raise_it = {"name": "Raise", "type": "spell", "abilities": [{"effects": [{"play": {"type": "unit", "from": "trash"}}]}]}
    out = rb(alice={"hand": [raise_it], "runes": ["fury"], "trash": ["Void Drone"]},
             actions=[{"type": "play", "card": "Raise"}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["base"] == ["Void Drone"]  # 3 - 2 = 1 energy
    out = rb(alice={"hand": ["Void Drone"], "runes": ["fury"]},
             actions=[{"type": "play", "card": "Void Drone", "to": "base"}])
    assert out["refused"]["rule"] == "rb:595.2.a"


def test_shadowblade_lurker_costs_two_less_for_each_copy_in_the_trash(rb):
    out = rb(alice={"hand": ["Shadowblade Lurker"], "runes": ["chaos"], "trash": ["Shadowblade Lurker"] * 2 + ["Defy"]},
             actions=[{"type": "play", "card": "Shadowblade Lurker", "to": "base"}])
    assert out["final_state"]["players"]["alice"]["base"] == ["Shadowblade Lurker"]  # 5 - 2×2 = 1
