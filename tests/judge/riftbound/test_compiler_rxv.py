"""VEN cards the compiler reads since branch rxv (grammar/rxv.lark, families/rxv.py,
judge/riftbound/effects_rxv.py): each new phrasing → the card format, and each real card
played in a small game, asserting what its printed text says."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text
from tests.judge.riftbound.conftest import card, player, spell, unit


def compiled(text, card_type="Battlefield"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


# -- the sentences → card format ---------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("Players ignore [Deflect] while paying for spells and abilities choosing something here.",
     {"static": "rxv-ignore-deflect-here"}),
    ("During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more to play. (Hidden cards have "
     "[Reaction].)", {"static": "rxv-reaction-cost-more-here", "cost": {"power": ["any"]}}),
    ("Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.",
     {"static": "rxv-spell-choosing-here-less", "cost": {"power": ["any"]}}),
    ("While you control this battlefield, the first friendly gear activated ability played each turn costs "
     ":rb_energy_1: less.", {"static": "rxv-first-gear-ability-less", "amount": 1}),
])
def test_battlefield_sentence_compiles_to(text, expected):
    assert compiled(text)["abilities"] == [expected]


def test_a_passive_of_these_kinds_says_nothing_else():
    from judge.riftbound.cards.model import Ability

    with pytest.raises(ValueError):
        Ability(static="rxv-ignore-deflect-here", affects="self")
    with pytest.raises(ValueError):
        Ability(static="rxv-first-gear-ability-less")  # the amount is what it takes off
    with pytest.raises(ValueError):
        Ability(static="rxv-spell-choosing-here-less", amount=1)  # power icons, not energy


# -- Heisho, Shell of the World: "Players ignore [Deflect] while paying for spells and abilities
# choosing something here." — Deflect's additional cost (rb:721.1.c, rb:560.2.a.2) is ignored
# (rb:560.1) for what is chosen at this battlefield -----------------------------------------------

WARDEN = unit("Warden", 7, keywords=["Deflect 2"])
SHRINK = spell("Shrink", [{"might": -5, "target": {"choose": "unit", "side": "enemy"}, "duration": "turn"}],
               energy=1)


def test_heisho_ignores_deflect_of_a_unit_there(rb):
    r = rb(alice={"hand": [SHRINK], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "heisho", "card": "Heisho, Shell of the World", "units": {"bob": [WARDEN]}}],
           actions=[{"type": "play", "card": "Shrink", "targets": ["Warden"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "warden")["might"] == 2
    assert any("rb:560.1" in s["cites"] and "rb:721.1.c" in s["cites"] for s in r["steps"] if s["event"] == "cost")


def test_deflect_is_paid_at_another_battlefield(rb):
    # the same spell on the same unit elsewhere: one rune cannot pay 1 energy and 2 power
    r = rb(alice={"hand": [SHRINK], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "heisho", "card": "Heisho, Shell of the World"},
                         {"id": "ridge", "units": {"bob": [WARDEN]}}],
           actions=[{"type": "play", "card": "Shrink", "targets": ["Warden"]}])
    assert r["outcome"] == "refused"


# -- Mystic Vortex: "During showdowns here, cards with [Reaction] cost [A] more to play." — a cost
# increase (rb:560.3) while a showdown is open there (rb:545) ----------------------------------------

QUICK = spell("Quick Trick", [{"draw": 1}], keywords=["Reaction"])
SLOW = spell("Slow Trick", [{"draw": 1}], keywords=["Action"])


def _vortex(rb, hand, runes, at="vortex"):
    return rb(alice={"hand": hand, "runes": runes, "deck": ["Block", "Block"], "base": []},
              battlefields=[{"id": "vortex", "card": "Mystic Vortex", "units": {"alice": ["Stalwart Poro"]}},
                            {"id": "ridge", "units": {"alice": ["Vanguard Sergeant"]}}],
              showdown={"battlefield": at},
              actions=[{"type": "play", "card": hand[0]["name"]}, {"type": "pass-all"}])


def test_mystic_vortex_raises_a_reaction_card_in_its_showdown(rb):
    r = _vortex(rb, [QUICK], [])
    assert r["outcome"] == "refused"  # no rune to pay the [A]
    r = _vortex(rb, [QUICK], ["fury"])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["runes"] == {"ready": 0, "exhausted": 0}  # the rune was recycled for the power (rb:157.2.b)
    assert "Block" in player(r)["hand"]


def test_mystic_vortex_leaves_other_cards_and_other_showdowns_alone(rb):
    r = _vortex(rb, [SLOW], [])  # an Action card, no Reaction
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    r = _vortex(rb, [QUICK], [], at="ridge")  # the showdown is at another battlefield
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")


# -- Sandswept Tomb: "Each spell that chooses one or more units here that are friendly to it costs
# [A] less." — a discount (rb:560.4.b) when the spell's choices (rb:559.3) include such a unit ------

BLESS = spell("Bless", [{"might": 2, "target": {"choose": "unit"}, "duration": "turn"}], power=["any"])


def _tomb(rb, target):
    return rb(alice={"hand": [BLESS], "runes": [], "deck": ["Block"]},
              bob={"base": ["Stalwart Poro"]},
              battlefields=[{"id": "tomb", "card": "Sandswept Tomb", "units": {"alice": ["Vanguard Sergeant"]}}],
              actions=[{"type": "play", "card": "Bless", "targets": [target]}, {"type": "pass-all"}])


def test_sandswept_tomb_makes_a_spell_on_your_unit_there_cheaper(rb):
    r = _tomb(rb, "Vanguard Sergeant")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "vanguard-sergeant")["might"] == 6  # 4 + 2; the [A] was taken off, nothing paid


def test_sandswept_tomb_does_not_discount_a_spell_on_an_enemy_unit(rb):
    assert _tomb(rb, "Stalwart Poro")["outcome"] == "refused"  # [A] to pay and no rune


# -- Piltovan Forge: "While you control this battlefield, the first friendly gear activated ability
# played each turn costs [1] less." (rb:577.3.b → rb:560.4) -----------------------------------------

LAMP = {"name": "Lamp", "type": "gear", "abilities": [{"activate": {"energy": 1}, "effects": [{"draw": 1}]}]}


def _forge(rb, holder, activations, runes):
    return rb(alice={"base": [LAMP], "runes": runes, "deck": ["Block", "Block", "Block"]},
              battlefields=[{"id": "forge", "card": "Piltovan Forge", "units": {holder: ["Stalwart Poro"]}}],
              actions=[{"type": "activate", "card": "Lamp"}, {"type": "pass-all"}] * activations)


def test_piltovan_forge_the_first_gear_ability_costs_one_less(rb):
    r = _forge(rb, "alice", 2, ["fury"])  # the first is free, the second uses the rune
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert len(player(r)["hand"]) == 2
    assert player(r)["runes"] == {"ready": 0, "exhausted": 1}
    assert _forge(rb, "alice", 2, [])["outcome"] == "refused"  # only the first is cheaper


def test_piltovan_forge_needs_you_to_control_it(rb):
    assert _forge(rb, "bob", 1, [])["outcome"] == "refused"


# -- Decree of Focus: "Choose a friendly unit that's in combat with an enemy Fury unit or that's
# being chosen by an enemy Fury spell. Give it +4 might this turn." (rb:620, rb:559.3) --------------

def test_decree_of_focus_compiles_to():
    d = compiled("[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit "
                 "that's in combat with an enemy Fury (:rb_rune_fury:) unit or that's being chosen by an enemy Fury "
                 "spell. Give it +4 :rb_might: this turn.", "Spell")
    assert d["abilities"][0]["effects"] == [
        {"choose": True, "target": {"choose": "unit", "side": "ally", "rxv_pressed_by": "fury"}},
        {"might": 4, "target": "it", "duration": "turn"}]


def _focus_in_combat(rb, defender_domain):
    raider = unit("Raider", 2, domains=[defender_domain])
    return rb(alice={"hand": ["Decree of Focus"], "runes": ["calm"], "deck": ["Block"]},
              battlefields=[{"id": "ridge", "controller": "bob",
                             "units": {"alice": ["Stalwart Poro"], "bob": [raider]}}],
              combat={"battlefield": "ridge", "attacker": "alice", "defender": "bob", "step": "showdown"},
              actions=[{"type": "play", "card": "Decree of Focus", "targets": ["Stalwart Poro"]},
                       {"type": "pass", "player": "alice"}, {"type": "pass", "player": "bob"}])


def test_decree_of_focus_on_a_unit_in_combat_with_an_enemy_fury_unit(rb):
    r = _focus_in_combat(rb, "fury")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "stalwart-poro")["might"] == _printed_might("Stalwart Poro") + 4  # this turn (rb:637.3)


def test_decree_of_focus_cannot_choose_a_unit_fighting_no_fury_unit(rb):
    assert _focus_in_combat(rb, "calm")["outcome"] == "refused"  # no legal target (rb:559.3)


def _focus_on_the_chain(rb, spell_domain):
    bolt = spell("Bolt", [{"damage": 1, "target": {"choose": "unit"}}], domains=[spell_domain])
    return rb(turn_player="bob",
              alice={"hand": ["Decree of Focus"], "runes": ["calm"], "deck": ["Block"], "base": ["Stalwart Poro"]},
              bob={"hand": [bolt], "deck": ["Block"]},
              actions=[{"type": "play", "player": "bob", "card": "Bolt", "targets": ["Stalwart Poro"]},
                       {"type": "pass", "player": "bob"},
                       {"type": "play", "player": "alice", "card": "Decree of Focus", "targets": ["Stalwart Poro"]},
                       {"type": "pass-all"}])


def test_decree_of_focus_on_a_unit_an_enemy_fury_spell_chose(rb):
    r = _focus_on_the_chain(rb, "fury")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    poro = card(r, "stalwart-poro")
    assert poro["damage"] == 1  # the Bolt resolved after the Decree (rb:532: last in, first out)
    plain = _focus_on_the_chain(rb, "calm")
    assert plain["outcome"] == "refused"  # a Calm spell chose it: not a legal target


def test_decree_of_focus_gives_four_might(rb):
    r = _focus_on_the_chain(rb, "fury")
    assert card(r, "stalwart-poro")["might"] == _printed_might("Stalwart Poro") + 4


def _printed_might(name):
    from judge.riftbound.cards.library import library

    return library().get(name).might


# -- Nasus - Curator of the Sands: "When you play a unit, gear, or activated ability with Energy cost
# [7] or more, you may exhaust me to ready up to 2 runes." (rb:595.4.a, rb:577.3; printed costs,
# rb:130.2, rb:577.2) ------------------------------------------------------------------------------

NASUS = "Nasus - Curator of the Sands"


def test_nasus_compiles_to_three_triggers():
    d = compiled("When you play a unit, gear, or activated ability with Energy cost :rb_energy_7: or more, you may "
                 "exhaust me to ready up to 2 runes.", "Legend")
    effects = [{"pay": {"exhaust": "self"}, "may": True},
               {"ready": True, "target": {"choose": "rune", "exhausted": True, "up_to": 2}, "if": {"paid": "pay"}}]
    assert d["abilities"] == [
        {"trigger": "play-card", "which": {"type": "unit", "energy_min": 7}, "effects": effects},
        {"trigger": "play-card", "which": {"type": "gear", "energy_min": 7}, "effects": effects},
        {"trigger": "rxv-activated", "which": {"energy_min": 7}, "effects": effects}]


def _nasus(rb, hand=(), base=(), actions=(), runes=7):
    return rb(alice={"hand": list(hand), "base": list(base), "legend": NASUS, "runes": ["calm"] * runes,
                     "deck": ["Block", "Block"]},
              actions=list(actions) + [{"type": "pass-all"}],
              choices={f"target:{NASUS}": ["calm-rune", "calm-rune-2"], f"may:{NASUS}": "yes"})


def test_nasus_readies_two_runes_after_a_seven_cost_unit(rb):
    r = _nasus(rb, hand=[unit("Colossus", 7, energy=7)], actions=[{"type": "play", "card": "Colossus"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["runes"] == {"ready": 2, "exhausted": 5}
    assert _legend_exhausted(r)  # exhausting him was the price


def test_nasus_after_an_activated_ability_costing_seven(rb):
    engine = {"name": "Engine", "type": "gear", "abilities": [{"activate": {"energy": 7}, "effects": [{"draw": 1}]}]}
    r = _nasus(rb, base=[engine], actions=[{"type": "activate", "card": "Engine"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["runes"] == {"ready": 2, "exhausted": 5}


def test_nasus_ignores_a_six_cost_unit(rb):
    r = _nasus(rb, hand=[unit("Brute", 6, energy=6)], actions=[{"type": "play", "card": "Brute"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["runes"] == {"ready": 1, "exhausted": 6}
    assert not _legend_exhausted(r)


def _legend_exhausted(r):
    return any(c["path"] == "cards.nasus-curator-of-the-sands.exhausted" and c["after"] is True
               for s in r["steps"] for c in s["changes"])


# -- Astral Heron: "When you play your first card each turn, if I'm at a battlefield, your next card
# costs [2][A][A] less." (rb:595.4.a; a discount, rb:560.4, used up by the next card) --------------

def test_astral_heron_compiles_to():
    d = compiled("When you play your first card each turn, if I'm at a battlefield, your next card costs "
                 ":rb_energy_2::rb_rune_rainbow::rb_rune_rainbow: less.", "Unit")
    assert d["abilities"] == [{"trigger": "play-card", "which": {"nth": 1}, "effects": [
        {"rxv_next_card_costs_less": {"energy": 2, "power": ["any", "any"]}, "if": "at-battlefield"}]}]


PEEK = spell("Peek", [{"draw": 1}])
STATUE = unit("Statue", 3, energy=2, power=["calm", "calm"])


def _heron(rb, where, cards=(PEEK, STATUE)):
    heron = {"base": ["Astral Heron"]} if where == "base" else {}
    return rb(alice={"hand": list(cards), "runes": [], "deck": ["Block", "Block"], **heron},
              battlefields=[{"id": "ridge", "units": {"alice": ["Astral Heron"] if where == "ridge" else
                                                                ["Stalwart Poro"]}}],
              actions=[{"type": "play", "card": c["name"]} for c in cards[:1]] + [{"type": "pass-all"}]
              + [{"type": "play", "card": c["name"], "to": "base"} for c in cards[1:]] + [{"type": "pass-all"}])


def test_astral_heron_at_a_battlefield_makes_the_next_card_cheaper(rb):
    r = _heron(rb, "ridge")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert "statue" in r["final_state"]["cards"]  # played for nothing: 2 energy and 2 power off
    assert not [e for e in r["final_state"]["effects"] if e["kind"] == "rxv-next-card-discount"]  # used up


def test_astral_heron_in_the_base_gives_no_discount(rb):
    assert _heron(rb, "base")["outcome"] == "refused"  # the Statue costs [2][C][C] and alice has no runes


def test_astral_heron_only_for_the_next_card(rb):
    third = unit("Pebble", 1, energy=1)
    r = _heron(rb, "ridge", (PEEK, unit("Twig", 1), third))
    assert r["outcome"] == "refused"  # the Twig (free anyway) used the discount up; the Pebble costs 1


# -- Affectionate Poro: "When a combat that I was in ends, if I haven't been dealt damage this turn,
# draw 1." (rb:627.4; damage dealt, rb:139.3, is removed when the combat ends, rb:627.5) -----------

def _poro_combat(rb, enemy_might, **alice):
    return rb(alice={"deck": ["Block", "Block"], **alice},
              battlefields=[{"id": "ridge", "controller": "bob",
                             "units": {"alice": ["Affectionate Poro"], "bob": [unit("Pup", enemy_might)]}}],
              combat={"battlefield": "ridge", "attacker": "alice", "defender": "bob", "step": "showdown"},
              actions=[{"type": "pass-all"}, {"type": "pass-all"}])


def test_affectionate_poro_draws_after_a_combat_without_damage(rb):
    r = _poro_combat(rb, 0)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["hand"] == ["Block"]
    assert r["final_state"]["battlefields"]["ridge"]["controller"] == "alice"  # it conquered (rb:627.3)


def test_affectionate_poro_does_not_draw_when_it_was_dealt_damage(rb):
    r = _poro_combat(rb, 1)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["hand"] == []
    assert card(r, "affectionate-poro")["damage"] == 0  # removed as the combat ended (rb:627.5), yet it counts


def test_a_unit_that_was_not_in_the_combat_does_not_trigger(rb):
    r = rb(alice={"deck": ["Block"], "base": ["Affectionate Poro"]},
           battlefields=[{"id": "ridge", "controller": "bob",
                          "units": {"alice": ["Stalwart Poro"], "bob": [unit("Pup", 0)]}}],
           combat={"battlefield": "ridge", "attacker": "alice", "defender": "bob", "step": "showdown"},
           actions=[{"type": "pass-all"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["hand"] == []


def test_not_damaged_this_turn_reads_damage_on_the_board(rb):
    # a board in the middle of a turn: marked damage was dealt this turn (rb:139.3.b)
    r = rb(alice={"deck": ["Block"]},
           battlefields=[{"id": "ridge", "controller": "bob",
                          "units": {"alice": [{"card": "Affectionate Poro", "damage": 1}], "bob": [unit("Pup", 0)]}}],
           combat={"battlefield": "ridge", "attacker": "alice", "defender": "bob", "step": "showdown"},
           actions=[{"type": "pass-all"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["hand"] == []


# -- Dominus: "This turn, double a unit's Might and give it "[A][A]: Ready me."" (rb:637.3, doubling as
# docs/rulings.md 29; an activated ability added to its rules text, rb:637.2.a) ---------------------

def test_dominus_compiles_to():
    d = compiled("[Action] (Play on your turn or in showdowns.)\nThis turn, double a unit's Might and give it "
                 "\":rb_rune_rainbow::rb_rune_rainbow:: Ready me.\"", "Spell")
    assert d["abilities"][0]["effects"] == [
        {"double_might": True, "target": {"choose": "unit"}, "duration": "turn"},
        {"rxv_give_ability": {"ability": {"activate": {"power": ["any", "any"]},
                                          "effects": [{"ready": True, "target": "self"}]}, "duration": "turn"},
         "target": "it"}]


def _dominus(rb, target, then):
    return rb(alice={"hand": ["Dominus"], "runes": ["fury"] * 6, "deck": ["Block"],
                     "base": [{"card": unit("Champ", 3), "exhausted": True}, {"card": unit("Squire", 2), "exhausted": True}]},
              actions=[{"type": "play", "card": "Dominus", "targets": [target]}, {"type": "pass-all"}] + then)


def test_dominus_doubles_might_and_the_given_ability_readies_the_unit(rb):
    r = _dominus(rb, "Champ", [{"type": "activate", "card": "Champ"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    champ = card(r, "champ")
    assert champ["might"] == 6 and champ["exhausted"] is False
    assert player(r)["runes"] == {"ready": 2, "exhausted": 2}  # 4 exhausted for Dominus, 2 of them recycled for [A][A]


def test_only_the_chosen_unit_has_the_given_ability(rb):
    r = _dominus(rb, "Champ", [{"type": "activate", "card": "Squire"}])
    assert r["outcome"] == "refused"  # the Squire has no activated ability (rb:577.2)


# -- Renekton - Butcher of the Sands: "[Reaction] [A][A], [T]: [Add] [2]. Spend this Energy only to
# play units or activated abilities of units." (rb:605: the energy is kept for that purpose) ---------

RENEKTON = "Renekton - Butcher of the Sands"


def test_renekton_compiles_to():
    d = compiled("[Reaction][>] :rb_rune_rainbow::rb_rune_rainbow:, :rb_exhaust:: [Add] :rb_energy_2:. Spend this "
                 "Energy only to play units or activated abilities of units.", "Legend")
    assert d["abilities"] == [{"activate": {"power": ["any", "any"], "exhaust": True},
                               "effects": [{"add": {"energy": 2, "only": "units"}}], "keywords": ["Reaction"]}]


def _renekton(rb, then, **alice):
    return rb(alice={"legend": RENEKTON, "runes": ["fury", "body"], "deck": ["Block", "Block"], **alice},
              actions=[{"type": "activate", "card": RENEKTON}] + then)


def test_renekton_energy_plays_a_unit(rb):
    r = _renekton(rb, [{"type": "play", "card": "Hound", "to": "base"}], hand=[unit("Hound", 2, energy=2)])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert "hound" in r["final_state"]["cards"]
    assert player(r)["runes"] == {"ready": 0, "exhausted": 0}  # both runes were recycled for [A][A]


def test_renekton_energy_pays_a_units_ability(rb):
    sage = {"name": "Sage", "type": "unit", "might": 1, "abilities": [{"activate": {"energy": 2}, "effects": [{"draw": 1}]}]}
    r = _renekton(rb, [{"type": "activate", "card": "Sage"}, {"type": "pass-all"}], base=[sage])
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["hand"] == ["Block"]


def test_renekton_energy_cannot_pay_a_spell(rb):
    r = _renekton(rb, [{"type": "play", "card": "Peek"}], hand=[spell("Peek", [{"draw": 1}], energy=2)])
    assert r["outcome"] == "refused"


# -- Fallen Feline: "When you play me, name a spell. While I'm at a battlefield, opponents can't play
# spells with that name." (names, rb:131.1; a restriction the card states, rb:568) -----------------

def test_fallen_feline_compiles_to():
    d = compiled("When you play me, name a spell.\nWhile I'm at a battlefield, opponents can't play spells with "
                 "that name.", "Unit")
    assert d["abilities"] == [{"trigger": "play-me", "effects": [{"rxv_name_spell": True}]},
                              {"static": "rxv-opponents-cant-play-named", "if": "at-battlefield"}]


def _feline(rb, to, named, bob_plays):
    bolt = spell("Bolt", [{"draw": 1}])
    zap = spell("Zap", [{"draw": 1}])
    return rb(alice={"hand": ["Fallen Feline"], "runes": ["order"] * 3, "deck": ["Block", "Block"]},
              bob={"hand": [bolt, zap], "deck": ["Block", "Block", "Block"]},
              battlefields=[{"id": "ridge", "units": {"alice": ["Stalwart Poro"]}}],
              actions=[{"type": "play", "card": "Fallen Feline", "to": to}, {"type": "pass-all"},
                       {"type": "end-turn"}, {"type": "play", "player": "bob", "card": bob_plays}],
              choices={"name:Fallen Feline": named, "random:draw:alice": "Block", "random:draw:bob": "Block"})


def test_fallen_feline_at_a_battlefield_bars_the_named_spell(rb):
    r = _feline(rb, "ridge", "Bolt", "Bolt")
    assert r["outcome"] == "refused"
    assert "rb:568" in str(r["refused"])


def test_fallen_feline_lets_other_spells_be_played(rb):
    r = _feline(rb, "ridge", "Bolt", "Zap")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")


def test_fallen_feline_in_the_base_bars_nothing(rb):
    r = _feline(rb, "base", "Bolt", "Bolt")
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")


def test_battlefield_passives_are_refused_on_other_cards():
    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValueError):
        RbCardDef(name="X", type="unit", might=1, abilities=[{"static": "rxv-ignore-deflect-here"}])
    with pytest.raises(ValueError):  # "if they do" with no cost it is about
        RbCardDef(name="X", type="battlefield", abilities=[{"static": "rxv-paid-play-here"}])
    with pytest.raises(ValueError):  # "that name" with no name
        RbCardDef(name="X", type="unit", might=1, abilities=[{"static": "rxv-opponents-cant-play-named"}])


# -- Dragon Roost: "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they
# play it to this battlefield." (rb:560.2.b.1: an optional additional cost another card offers) ----

def test_dragon_roost_compiles_to():
    d = compiled("Any player may pay :rb_rune_rainbow::rb_rune_rainbow: as an additional cost to play a Dragon. If "
                 "they do, they play it to this battlefield.")
    assert d["abilities"] == [
        {"static": "rxv-tag-additional-cost-here", "tags": ["Dragon"], "cost": {"power": ["any", "any"]}},
        {"static": "rxv-paid-play-here"}]


WYRM = unit("Wyrm", 3, energy=1, tags=["Dragon"])


def _roost(rb, pays, hand=(WYRM,), runes=3):
    return rb(alice={"hand": list(hand), "runes": ["chaos"] * runes, "deck": ["Block"]},
              bob={"base": []},
              battlefields=[{"id": "roost", "card": "Dragon Roost", "units": {"bob": ["Stalwart Poro"]}}],
              actions=[{"type": "play", "card": hand[0]["name"], **({"optional_costs": ["Dragon Roost"]} if pays
                                                                    else {"to": "base"})}])


def test_dragon_roost_a_dragon_paid_for_goes_to_the_roost(rb):
    r = _roost(rb, True)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "wyrm")["location"] == "roost"  # bob's battlefield: the card's text wins over rb:559.2
    assert player(r)["runes"] == {"ready": 1, "exhausted": 0}  # 3 runes: 1 energy, 2 recycled for [A][A] (rulings 12)


def test_dragon_roost_not_paid_the_dragon_goes_where_it_may(rb):
    r = _roost(rb, False)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "wyrm")["location"] == "base"
    assert player(r)["runes"] == {"ready": 2, "exhausted": 1}


def test_dragon_roost_is_not_offered_for_other_units(rb):
    r = _roost(rb, True, hand=(unit("Hound", 3, energy=1),))
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert card(r, "hound")["location"] == "base"  # no Dragon: nothing to pay, no place changed


# -- Ol' Poro: "I can't be played on your first, second, or third turns." and Otterpus: "If a player
# would score 1 point from conquering or holding during their first or second turn, they draw 1
# instead." — a player's turns counted from their first (rb:642.7, rb:506; board ``turns``) ---------

def test_turn_cards_compile_to():
    assert compiled("I can't be played on your first, second, or third turns.", "Unit")["abilities"] == [
        {"static": "play-only-if", "if": {"not": {"rxv_own_turn_within": 3}}}]
    assert compiled("If a player would score 1 point from conquering or holding during their first or second turn, "
                    "they draw 1 instead.", "Unit")["abilities"] == [{"static": "rxv-early-score-draw", "amount": 2}]


def _ol_poro(rb, **alice):
    return rb(alice={"hand": ["Ol' Poro"], "runes": ["calm"] * 2, "deck": ["Block"], **alice},
              actions=[{"type": "play", "card": "Ol' Poro", "to": "base"}])


def test_ol_poro_cannot_be_played_on_your_third_turn(rb):
    r = _ol_poro(rb, turns=3)
    assert r["outcome"] == "refused"
    assert "rb:570.1" in str(r["refused"])


def test_ol_poro_can_be_played_on_your_fourth_turn(rb):
    r = _ol_poro(rb, turns=4)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")


def test_ol_poro_on_your_first_turn_from_first_turn(rb):
    r = rb(alice={"hand": ["Ol' Poro"], "runes": ["calm"] * 2, "deck": ["Block"]}, first_turn=["alice", "bob"],
           actions=[{"type": "play", "card": "Ol' Poro", "to": "base"}])
    assert r["outcome"] == "refused"


def test_a_turn_count_the_board_does_not_give_stops_the_engine(rb):
    from judge.riftbound.game import NotEncoded

    with pytest.raises(NotEncoded, match="players.alice.turns"):  # the engine stops (exit 5), it does not guess
        _ol_poro(rb)


def test_the_turn_count_grows_with_each_turn_begun(rb):
    # bob ends his turn: alice's fourth turn begins (rb:506), and Ol' Poro can be played
    r = rb(turn_player="bob", alice={"hand": ["Ol' Poro"], "runes": ["calm"] * 2, "deck": ["Block", "Block"],
                                     "turns": 3},
           bob={"deck": ["Block"]},
           actions=[{"type": "end-turn", "player": "bob"}, {"type": "play", "card": "Ol' Poro", "to": "base"}],
           choices={"random:draw:alice": "Block"})
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")


def _otterpus(rb, turns):
    return rb(alice={"base": ["Otterpus", "Vanguard Sergeant"], "deck": ["Block", "Block"], "turns": turns},
              battlefields=[{"id": "ridge"}],
              actions=[{"type": "move", "units": ["Vanguard Sergeant"], "to": "ridge"}, {"type": "pass-all"}])


def test_otterpus_turns_an_early_conquest_point_into_a_card(rb):
    r = _otterpus(rb, 2)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["score"] == 0 and player(r)["hand"] == ["Block"]
    assert r["final_state"]["battlefields"]["ridge"]["controller"] == "alice"  # it was conquered all the same


def test_otterpus_leaves_a_third_turns_point_alone(rb):
    r = _otterpus(rb, 3)
    assert r["outcome"] == "completed", r.get("error") or r.get("refused")
    assert player(r)["score"] == 1 and player(r)["hand"] == []
