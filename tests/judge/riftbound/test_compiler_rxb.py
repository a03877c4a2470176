"""Unleashed (UNL) cards, second half, the compiler reads since branch rxb (grammar/rxb.lark,
families/rxb.py, judge/riftbound/effects_rxb.py, rxb_triggers.py): each new phrasing → the card
format, and each real card played in a small game, asserting what its printed text says."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def compiled(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


def ok(r):
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    return r


def cards_named(r, name):
    return {i: c for i, c in r["final_state"]["cards"].items() if c.get("card", i).startswith(name)
            or i.startswith(name.lower().replace(" ", "-"))}


# -- Ultrasoft Poro: ":rb_exhaust:: Play two :rb_energy_1: :rb_might: Bird unit tokens with [Deflect]. Use
# this ability only while I'm at a battlefield." (tokens rb:170–178; the restriction rb:577.3.b) ------------

def test_a_token_might_printed_with_the_energy_icon_compiles_as_its_might():
    d = compiled(":rb_exhaust:: Play two :rb_energy_1: :rb_might: Bird unit tokens with [Deflect]. "
                 "Use this ability only while I'm at a battlefield.")
    assert d["abilities"] == [{"activate": {"exhaust": True}, "if": "at-battlefield", "effects": [
        {"token": {"name": "Bird", "count": 2, "might": 1, "keywords": ["Deflect"]}}]}]


def test_ultrasoft_poro_plays_two_one_might_birds_with_deflect(rb):
    r = ok(rb(alice={}, bob={},
              battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Ultrasoft Poro"]}}],
              actions=[{"type": "activate", "card": "Ultrasoft Poro"}, {"type": "pass-all"}],
              choices=[{"prompt": "location:Bird", "answer": "base"}, {"prompt": "location:Bird", "answer": "ridge"}]))
    birds = [c for i, c in r["final_state"]["cards"].items() if i.startswith("bird")]
    assert len(birds) == 2
    assert all(c["might"] == 1 and c["keywords"].get("Deflect") == 1 for c in birds)
    assert sorted(c["location"] for c in birds) == ["base", "ridge"]
    assert r["final_state"]["cards"]["ultrasoft-poro"]["exhausted"] is True


def test_ultrasoft_poros_ability_is_refused_in_its_base(rb):
    r = rb(alice={"base": ["Ultrasoft Poro"]}, bob={},
           actions=[{"type": "activate", "card": "Ultrasoft Poro"}])
    assert r["outcome"] == "refused" and r["refused"]["rule"] == "rb:568"
    assert not [i for i in r["final_state"]["cards"] if i.startswith("bird")]


# -- a battlefield's "when a player plays …, they may …": any player's play sets it off (rb:595.4.a),
# that player controls the triggered ability and carries it out (rb:163.9, rb:583.3; docs/rulings.md,
# Riftbound 101) -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("When a player plays a spell, they may give a unit they control here +1 :rb_might: this turn.",
     [{"trigger": "rxb-player-plays", "which": {"type": "spell"}, "effects": [
         {"might": 1, "target": {"choose": "unit", "at": "here", "run_yours": True}, "may": True, "duration": "turn"}]}]),
    ("When a player plays a unit here, they may pay :rb_energy_1: to [Buff] it. (Give it a +1 :rb_might: buff.)",
     [{"trigger": "rxb-player-plays", "which": {"type": "unit", "at": "here"}, "effects": [
         {"pay": {"energy": 1}, "may": True}, {"buff": True, "target": "event-unit", "if": {"paid": "pay"}}]}]),
    ("The first time a player plays a non-token unit here each turn, they may move another unit they control "
     "here to its base.",
     [{"trigger": "rxb-player-plays", "which": {"type": "unit", "token": False, "at": "here", "rxb_first_each_turn": True},
       "effects": [{"move": True, "to": "base", "may": True, "target": {
           "choose": "unit", "at": "here", "run_yours": True, "rxb_not_event_unit": True}}]}]),
])
def test_a_battlefields_player_trigger_compiles_to(text, expected):
    assert compiled(text, "Battlefield")["abilities"] == expected


def unit(name, might, **kw):
    return {"name": name, "type": "unit", "might": might, **kw}


PUP = unit("Pup", 2, energy=1)


# Valley of Idols: "When a player plays a unit here, they may pay :rb_energy_1: to [Buff] it."
def test_valley_of_idols_lets_the_player_who_played_a_unit_there_pay_to_buff_it(rb):
    r = ok(rb(alice={}, bob={"hand": [PUP], "runes": ["calm", "calm"]},
              battlefields=[{"id": "valley", "card": "Valley of Idols", "controller": "bob",
                             "units": {"bob": [unit("Guard", 3)]}}],
              turn_player="bob",
              actions=[{"type": "play", "card": "Pup", "to": "valley"}, {"type": "pass-all"}],
              choices={"may:Valley of Idols": "yes"}))
    pup = r["final_state"]["cards"]["pup"]
    assert pup["buff"] == 1 and pup["might"] == 3  # a +1 might buff (rb:702)
    assert r["final_state"]["players"]["bob"]["runes"]["exhausted"] == 2  # 1 to play Pup, 1 for the Valley


def test_valley_of_idols_ignores_a_unit_played_elsewhere(rb):
    r = ok(rb(alice={"hand": [PUP], "runes": ["calm", "calm"]}, bob={},
              battlefields=[{"id": "valley", "card": "Valley of Idols", "controller": "alice",
                             "units": {"alice": [unit("Guard", 3)]}}],
              actions=[{"type": "play", "card": "Pup", "to": "base"}, {"type": "pass-all"}]))
    assert r["final_state"]["cards"]["pup"]["buff"] == 0
    assert r["final_state"]["players"]["alice"]["runes"]["exhausted"] == 1


# Abandoned Hall: "When a player plays a spell, they may give a unit they control here +1 :rb_might: this turn."
def test_abandoned_hall_gives_the_spells_player_a_might_here(rb):
    spark = {"name": "Spark", "type": "spell", "energy": 0, "keywords": ["Action"], "abilities": [{"effects": [{"draw": 1}]}]}
    r = ok(rb(alice={"hand": [spark], "deck": ["Block"]},
              bob={"base": [unit("Distant", 1)]},
              battlefields=[{"id": "hall", "card": "Abandoned Hall", "controller": "bob",
                             "units": {"bob": [unit("Warden", 4)]}},
                            {"id": "ridge", "controller": "alice", "units": {"alice": [unit("Scout", 2)]}},
                            {"id": "lane", "controller": "alice", "units": {"alice": [unit("Ranger", 2)]}}],
              actions=[{"type": "play", "card": "Spark"}, {"type": "pass-all"}],
              choices={"may:Abandoned Hall": "yes"}))
    cards = r["final_state"]["cards"]
    # alice played the spell: she controls the Hall's ability, and she has no unit there — bob's Warden
    # is not hers to choose (rb:559.3), so nothing gets +1
    assert cards["warden"]["might"] == 4 and cards["scout"]["might"] == 2
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]


def test_abandoned_hall_buffs_a_unit_of_the_player_who_played_the_spell(rb):
    spark = {"name": "Spark", "type": "spell", "energy": 0, "keywords": ["Action"], "abilities": [{"effects": [{"draw": 1}]}]}
    r = ok(rb(alice={"deck": ["Block"]}, bob={"hand": [spark], "deck": ["Cleave"]},
              turn_player="bob",
              battlefields=[{"id": "hall", "card": "Abandoned Hall", "controller": "bob",
                             "units": {"bob": [unit("Warden", 4), unit("Keeper", 1)]}}],
              actions=[{"type": "play", "card": "Spark"}, {"type": "pass-all"}],
              choices={"target:Abandoned Hall": "keeper", "may:Abandoned Hall": "yes"}))
    cards = r["final_state"]["cards"]
    assert cards["keeper"]["might"] == 2 and cards["warden"]["might"] == 4


# Star Spring: "The first time a player plays a non-token unit here each turn, they may move another unit
# they control here to its base." — that player's first such play this turn (docs/rulings.md, Riftbound 101)
def test_star_spring_moves_another_unit_home_the_first_time_only(rb):
    r = ok(rb(alice={"hand": [PUP, dict(PUP, name="Kit")], "runes": ["calm", "calm"]}, bob={},
              battlefields=[{"id": "spring", "card": "Star Spring", "controller": "alice",
                             "units": {"alice": [unit("Guard", 3), unit("Sentry", 3)]}}],
              actions=[{"type": "play", "card": "Pup", "to": "spring"}, {"type": "pass-all"},
                       {"type": "play", "card": "Kit", "to": "spring"}, {"type": "pass-all"}],
              choices={"target:Star Spring": "guard", "may:Star Spring": "yes"}))
    cards = r["final_state"]["cards"]
    assert cards["guard"]["location"] == "base"  # moved by the first play (rb:612)
    assert cards["sentry"]["location"] == "spring"  # the second play this turn does not trigger it
    assert cards["pup"]["location"] == "spring" and cards["kit"]["location"] == "spring"


def test_star_spring_never_moves_the_unit_just_played(rb):
    r = ok(rb(alice={"hand": [PUP], "runes": ["calm"]}, bob={},
              battlefields=[{"id": "spring", "card": "Star Spring", "controller": "alice",
                             "units": {"alice": [unit("Guard", 3)]}}],
              actions=[{"type": "play", "card": "Pup", "to": "spring"}, {"type": "pass-all"}],
              choices={"may:Star Spring": "yes"}))
    cards = r["final_state"]["cards"]
    # Pup is no legal choice ("another unit", rb:559.3): the only one, the Guard, is chosen and moved
    assert cards["pup"]["location"] == "spring" and cards["guard"]["location"] == "base"


# -- Daisy!: "I enter ready. / Reduce my cost by :rb_energy_1: for each of the following tags among your units —
# Bird, Cat, Dog, and Poro. / When I attack while your units have all 4 tags, [Stun] an enemy unit here."
# (a discount, rb:560.4; tags rb:135; the trigger's condition, rb:583.2.a; stun rb:599) -------------------

def test_the_four_tags_compile_to_a_count_and_all_4_tags_needs_the_printed_list():
    d = compiled("Reduce my cost by :rb_energy_1: for each of the following tags among your units — Bird, Cat, Dog, "
                 "and Poro.\nWhen I attack while your units have all 4 tags, [Stun] an enemy unit here.")
    assert d["abilities"] == [
        {"static": "cost", "applies_to": "self", "amount": 1, "cost": {"by": "you.rxb_bird_cat_dog_poro"}},
        {"trigger": "attack", "if": ["you.rxb_bird_cat_dog_poro", ">=", 4],
         "effects": [{"stun": True, "target": {"choose": "unit", "side": "enemy", "at": "here"}}]}]
    alone = compile_text("Foo", "Unit", "When I attack while your units have all 4 tags, [Stun] an enemy unit here.")
    assert not alone.complete  # "all 4 tags" of a card that lists no tags: not read
    other = compile_text("Foo", "Unit", "Reduce my cost by :rb_energy_1: for each of the following tags among your "
                                        "units — Bird, Cat, and Dog.")
    assert not other.complete  # only the four tags are counted


def pet(name, tag, might=1):
    return unit(name, might, tags=[tag])


def test_daisy_costs_one_less_for_each_tag_among_your_units(rb):
    r = ok(rb(alice={"hand": ["Daisy!"], "base": [pet("Tweet", "Bird"), pet("Tom", "Cat"), pet("Tom Two", "Cat")],
                     "runes": ["calm"] * 4 + ["order"] * 4},
              bob={}, actions=[{"type": "play", "card": "Daisy!", "to": "base"}]))
    # 9 energy less 2 (Bird and Cat; the second Cat adds no tag), and its Calm and Order power
    cost = next(s for s in r["steps"] if s["event"] == "cost")
    assert cost["explain"]["en"] == "total cost of Daisy!: 7 energy, power: calm, order" and "rb:560.4" in cost["cites"]
    assert r["final_state"]["cards"]["daisy"]["exhausted"] is False  # "I enter ready" (rb:563.1.c)


def test_daisy_stuns_an_enemy_there_when_she_attacks_with_all_four_tags(rb):
    pets = [pet("Tweet", "Bird"), pet("Tom", "Cat"), pet("Rex", "Dog"), pet("Puff", "Poro")]
    r = ok(rb(alice={"base": ["Daisy!"] + pets}, bob={},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3), unit("Post", 3)]}}],
              actions=[{"type": "move", "units": ["Daisy!"], "to": "ridge"}, {"type": "pass-all"}],
              choices={"target:Daisy!": "wall"}))
    steps = [s for s in r["steps"] if s["event"] == "stun"]
    assert steps and "wall" in str(steps[0])


def test_daisy_does_not_stun_with_three_tags(rb):
    pets = [pet("Tweet", "Bird"), pet("Tom", "Cat"), pet("Rex", "Dog")]
    r = ok(rb(alice={"base": ["Daisy!"] + pets}, bob={},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3)]}}],
              actions=[{"type": "move", "units": ["Daisy!"], "to": "ridge"}, {"type": "pass-all"}]))
    assert not [s for s in r["steps"] if s["event"] == "stun"]


# -- Maduli the Gatekeeper: ":rb_rune_chaos:: Move me to an occupied enemy battlefield if my Might is greater than
# the total Might of enemy units there." (a move by an ability, rb:612; control rb:181; might rb:637) ---------

def test_madulis_move_compiles_to_its_verb():
    d = compiled(":rb_rune_chaos:: Move me to an occupied enemy battlefield if my Might is greater than the total "
                 "Might of enemy units there.")
    assert d["abilities"] == [{"activate": {"power": ["chaos"]}, "effects": [{"rxb_move_me_to_weaker_enemy": True}]}]


def test_maduli_moves_only_where_the_enemy_might_is_smaller(rb):
    r = ok(rb(alice={"base": ["Maduli the Gatekeeper"], "runes": ["chaos"]}, bob={},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3), unit("Post", 2)]}},
                            {"id": "peak", "controller": "bob", "units": {"bob": [unit("Giant", 6)]}},
                            {"id": "vale", "controller": "alice", "units": {"alice": [unit("Mine", 1)]}}],
              actions=[{"type": "activate", "card": "Maduli the Gatekeeper"}, {"type": "pass-all"}]))
    # 6 might: more than 3 + 2 at the ridge, not more than 6 at the peak; the vale is no enemy battlefield
    assert r["final_state"]["cards"]["maduli-the-gatekeeper"]["location"] == "ridge"
    assert r["final_state"]["battlefields"]["ridge"]["contested"]


def test_maduli_stays_when_no_enemy_battlefield_is_weaker(rb):
    r = ok(rb(alice={"base": ["Maduli the Gatekeeper"], "runes": ["chaos"]}, bob={},
              battlefields=[{"id": "peak", "controller": "bob", "units": {"bob": [unit("Giant", 4), unit("Imp", 2)]}}],
              actions=[{"type": "activate", "card": "Maduli the Gatekeeper"}, {"type": "pass-all"}]))
    assert r["final_state"]["cards"]["maduli-the-gatekeeper"]["location"] == "base"
    assert any(s["event"] == "no-move" and "rb:181" in s["cites"] for s in r["steps"])


# -- Lillia - Bashful Bloom: ":rb_energy_4:, :rb_exhaust:: Play a ready 3 :rb_might: Sprite unit token with
# [Temporary]. This ability costs :rb_energy_1: less for each friendly unit with [Temporary]." (an activated
# ability's cost is totalled as a card's, rb:577.3.b → rb:560.4, never below 0, rb:560.5) -----------------

def test_an_abilitys_own_discount_compiles_onto_its_cost():
    d = compiled(":rb_energy_4:, :rb_exhaust:: Play a ready 3 :rb_might: Sprite unit token with [Temporary]. "
                 "This ability costs :rb_energy_1: less for each friendly unit with [Temporary].", "Legend")
    assert d["abilities"][0]["activate"] == {"energy": 4, "exhaust": True, "rxb_less_each": {
        "energy": 1, "per": {"all": "unit", "side": "ally", "rd_with": "Temporary"}}}
    lone = compile_text("Foo", "Legend", "This ability costs :rb_energy_1: less for each friendly unit with [Temporary].")
    assert not lone.complete  # no activated ability before it


def test_lillia_costs_one_less_for_each_friendly_unit_with_temporary(rb):
    temps = [unit("Wisp", 1, keywords=["Temporary"]), unit("Glow", 1, keywords=["Temporary"]), unit("Rock", 2)]
    r = ok(rb(alice={"legend": "Lillia - Bashful Bloom", "base": temps, "runes": ["calm", "calm"]}, bob={},
              actions=[{"type": "activate", "card": "Lillia - Bashful Bloom"}, {"type": "pass-all"}]))
    cost = next(s for s in r["steps"] if s["event"] == "cost")
    assert cost["explain"]["en"] == "total cost of Lillia - Bashful Bloom: 2 energy" and "rb:560.4" in cost["cites"]
    sprite = next(c for i, c in r["final_state"]["cards"].items() if i.startswith("sprite"))
    assert sprite["might"] == 3 and sprite["keywords"].get("Temporary") and sprite["exhausted"] is False


def test_lillia_without_temporary_units_costs_four(rb):
    r = rb(alice={"legend": "Lillia - Bashful Bloom", "base": [unit("Rock", 2)], "runes": ["calm"] * 3}, bob={},
           actions=[{"type": "activate", "card": "Lillia - Bashful Bloom"}])
    assert r["outcome"] == "refused" and r["refused"]["rule"] == "rb:595.2.a"  # 3 runes for 4 energy


# -- Ivern - Friend to All: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag. / When I conquer
# or hold, score 1 point if your units have all of the following tags among them — Bird, Cat, Dog, and Poro."
# (a choice as it is played, rb:559.1; the tag, rb:637.1.c; holding, rb:630.2, rb:632.2) -----------------

IVERN = "Ivern - Friend to All"


def test_ivern_compiles_to_a_choice_and_the_tag_it_gives():
    d = compiled("As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.")
    assert d["abilities"] == [{"static": "rxb-chosen-tag", "tags": ["Bird", "Cat", "Dog", "Poro"]},
                              {"static": "rxb-gain-chosen-tag", "affects": "self"}]
    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValueError):  # a tag gained that was never chosen
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1,
                                  "abilities": [{"static": "rxb-gain-chosen-tag", "affects": "self"}]})


def test_ivern_gains_the_tag_chosen_as_he_is_played(rb):
    r = ok(rb(alice={"hand": [IVERN], "runes": ["order"] * 6}, bob={},
              actions=[{"type": "play", "card": IVERN, "to": "base"}], choices={"tag:" + IVERN: "Dog"}))
    ivern = r["final_state"]["cards"]["ivern-friend-to-all"]
    assert "Dog" in ivern["tags"] and "Cat" not in ivern["tags"]
    assert any(s["event"] == "choice" and "rb:559.1" in s["cites"] for s in r["steps"])


@pytest.mark.parametrize("tag, points", [("Dog", 2), ("Bird", 1)])
def test_ivern_scores_a_point_when_he_holds_with_all_four_tags(rb, tag, points):
    pets = [pet("Tweet", "Bird"), pet("Tom", "Cat"), pet("Puff", "Poro")]
    r = ok(rb(alice={"hand": [IVERN], "runes": ["order"] * 6, "deck": ["Block"] * 3},
              bob={"deck": ["Block"] * 3},
              battlefields=[{"id": "grove", "controller": "alice", "units": {"alice": pets}}],
              actions=[{"type": "play", "card": IVERN, "to": "grove"}, {"type": "end-turn"}, {"type": "end-turn"},
                       {"type": "pass-all"}],
              choices={"tag:" + IVERN: tag}))
    # alice holds the grove at the start of her next turn: 1 point (rb:630.2); Ivern's hold ability scores
    # 1 more only when her units carry Bird, Cat, Dog and Poro between them — Dog is Ivern's own, chosen
    assert r["final_state"]["players"]["alice"]["score"] == points


# -- Atakhan: "You may kill a friendly unit as an additional cost to play me. If you do, I cost :rb_energy_1:
# less for each Energy it costs and :rb_rune_order: less for each Power it costs. / [Ganking] / When I attack,
# the defender must kill one of their units here." (rb:560.4.d.1, rb:130; rb:625.1.b; docs/rulings.md, Riftbound 102) -----

def test_atakhans_discount_amends_its_optional_kill():
    d = compiled("You may kill a friendly unit as an additional cost to play me. If you do, I cost :rb_energy_1: less "
                 "for each Energy it costs and :rb_rune_order: less for each Power it costs.\n"
                 "When I attack, the defender must kill one of their units here.")
    assert d["abilities"] == [
        {"static": "additional-cost", "optional": True, "cost": {"kill": "friendly-unit"},
         "rxb_paid_discount": {"energy": 1, "power": "order"}},
        {"trigger": "attack", "effects": [{"rxb_defender_kills_here": True}]}]


def test_atakhan_costs_less_by_the_costs_of_the_unit_killed(rb):
    offering = unit("Offering", 2, energy=6, power=["fury", "calm"])
    r = ok(rb(alice={"hand": ["Atakhan"], "base": [offering, unit("Spare", 1, energy=1)], "runes": ["order"] * 5},
              bob={}, actions=[{"type": "play", "card": "Atakhan", "to": "base"}],
              choices={"optional-cost:Atakhan": "yes", "cost:Atakhan": "offering"}))
    cost = next(s for s in r["steps"] if s["event"] == "cost")
    # 10 energy less 6, three Order power less 2 (Offering costs 6 energy and 2 power)
    assert cost["explain"]["en"] == "total cost of Atakhan: 4 energy, power: order" and "rb:560.4.d.1" in cost["cites"]
    assert "offering" in [c.lower() for c in r["final_state"]["players"]["alice"]["trash"]]
    assert r["final_state"]["cards"]["atakhan"]["location"] == "base"


def test_atakhan_makes_the_defender_kill_one_of_their_units_there(rb):
    r = ok(rb(alice={"base": [{"card": "Atakhan"}]}, bob={},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3), unit("Post", 1)]}}],
              actions=[{"type": "move", "units": ["Atakhan"], "to": "ridge"}, {"type": "pass-all"}],
              choices={"kill:Atakhan:bob": "wall"}))
    assert "Wall" in r["final_state"]["players"]["bob"]["trash"]  # bob chose which of his units (rb:625.1.b)
    assert any(s["event"] == "choice" and s.get("chooser") == "bob" for s in r["steps"])


# -- Ashe - Focused: "When you play me, choose an opponent. They reveal their hand. Choose a card revealed this
# way and banish it. When they hold, return it to their hand." (a delayed triggered ability, rb:583; holding,
# rb:630.2; back to the owner's hand, rb:109) --------------------------------------------------------------

ASHE = "Ashe - Focused"


def test_ashes_last_sentence_compiles_to_a_delayed_return():
    d = compiled("When you play me, choose an opponent. They reveal their hand. Choose a card revealed this way and "
                 "banish it. When they hold, return it to their hand (even if I'm no longer on the board).")
    assert d["abilities"][0]["effects"][-2:] == [{"from_seen": {"to": "banish", "count": 1}},
                                                 {"rxb_when_they_hold_return": True}]


def test_ashe_banishes_a_card_that_returns_when_its_owner_holds(rb):
    r = ok(rb(alice={"hand": [ASHE], "runes": ["order"] * 6, "deck": ["Block"] * 3},
              bob={"hand": ["Cleave", "Block"], "deck": ["Block"] * 3},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3)]}}],
              actions=[{"type": "play", "card": ASHE, "to": "base"}, {"type": "pass-all"}],
              choices={"seen:" + ASHE: "Cleave"}))
    assert r["final_state"]["players"]["bob"]["banish"] == ["Cleave"]
    r = ok(rb(alice={"hand": [ASHE], "runes": ["order"] * 6, "deck": ["Block"] * 3},
              bob={"hand": ["Cleave", "Block"], "deck": ["Block"] * 3},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Wall", 3)]}}],
              actions=[{"type": "play", "card": ASHE, "to": "base"}, {"type": "pass-all"}, {"type": "end-turn"},
                       {"type": "pass-all"}],
              choices={"seen:" + ASHE: "Cleave"}))
    # bob holds the ridge as his turn starts (rb:630.2): Cleave comes back to his hand
    assert r["final_state"]["players"]["bob"]["banish"] == []
    assert "Cleave" in r["final_state"]["players"]["bob"]["hand"]
    assert any(s["event"] == "return-to-hand" and "rb:630.2" in s["cites"] for s in r["steps"])


# -- Ripper's Bay: "When a unit here is returned to a player's hand, that player may pay :rb_energy_1: to channel
# 1 rune exhausted." (the hand is the owner's, rb:107.1.d; channelling, rb:606; docs/rulings.md, Riftbound 101) ----------

def test_rippers_bay_compiles_to_its_trigger():
    d = compiled("When a unit here is returned to a player's hand, that player may pay :rb_energy_1: to channel 1 rune "
                 "exhausted.", "Battlefield")
    assert d["abilities"] == [{"trigger": "rxb-returned-from-here", "effects": [
        {"pay": {"energy": 1}, "may": True}, {"channel": 1, "exhausted": True, "if": {"paid": "pay"}}]}]


def test_rippers_bay_lets_the_owner_of_the_returned_unit_pay_to_channel(rb):
    bounce = {"name": "Bounce", "type": "spell", "energy": 0, "keywords": ["Action"],
              "abilities": [{"effects": [{"return_to_hand": True, "target": {"choose": "unit", "side": "enemy"}}]}]}
    r = ok(rb(alice={"hand": [bounce]},
              bob={"runes": ["fury"], "rune_deck": ["fury", "fury"], "base": [unit("Home", 1)]},
              battlefields=[{"id": "bay", "card": "Ripper's Bay", "controller": "bob", "units": {"bob": [unit("Pirate", 2)]}}],
              actions=[{"type": "play", "card": "Bounce", "targets": ["Pirate"]}, {"type": "pass-all"}, {"type": "pass-all"}],
              choices={"may:Ripper's Bay": "yes"}))
    bob = r["final_state"]["players"]["bob"]
    assert "Pirate" in bob["hand"]
    # bob, whose hand it went to, paid 1 (his one rune exhausted) and channelled 1 rune exhausted
    assert bob["runes"] == {"ready": 0, "exhausted": 2} and bob["rune_deck"] == 1


def test_rippers_bay_ignores_a_unit_killed_there(rb):
    zap = {"name": "Zap", "type": "spell", "energy": 0, "keywords": ["Action"],
           "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit", "side": "enemy"}}]}]}
    r = ok(rb(alice={"hand": [zap]}, bob={"runes": ["fury"], "rune_deck": ["fury"], "base": [unit("Home", 1)]},
              battlefields=[{"id": "bay", "card": "Ripper's Bay", "controller": "bob", "units": {"bob": [unit("Pirate", 2)]}}],
              actions=[{"type": "play", "card": "Zap", "targets": ["Pirate"]}, {"type": "pass-all"}]))
    assert r["final_state"]["players"]["bob"]["runes"] == {"ready": 1, "exhausted": 0}


# -- Cursed Sarcophagus: "When you play this, banish all units from your trash. / :rb_exhaust:: Play a unit banished
# with this." (banish rb:603; the same object rb:563.2.c.4; played as part of the resolution, its costs paid,
# rb:595.3) -------------------------------------------------------------------------------------------------

def test_cursed_sarcophagus_compiles_to_its_two_verbs():
    d = compiled("When you play this, banish all units from your trash.\n:rb_exhaust:: Play a unit banished with this. "
                 "(You must pay its costs.)", "Gear")
    assert d["abilities"] == [{"trigger": "play-me", "effects": [{"rxb_banish_trash_with_this": "unit"}]},
                              {"activate": {"exhaust": True}, "effects": [{"rxb_play_banished_with_this": "unit"}]}]


def test_cursed_sarcophagus_plays_only_a_unit_it_banished_paying_its_cost(rb):
    pup = unit("Pup", 2, energy=1)
    r = ok(rb(alice={"hand": ["Cursed Sarcophagus"], "trash": [pup, "Block"], "banish": [unit("Old", 5, energy=0)],
                     "runes": ["chaos"] * 7},
              bob={},
              actions=[{"type": "play", "card": "Cursed Sarcophagus"}, {"type": "pass-all"},
                       {"type": "activate", "card": "Cursed Sarcophagus"}, {"type": "pass-all"}],
              choices={"location:Pup": "base"}))
    alice = r["final_state"]["players"]["alice"]
    assert alice["trash"] == ["Block"]  # only the units were banished
    assert r["final_state"]["cards"]["pup"]["location"] == "base"  # played from banishment
    assert alice["banish"] == ["Old"]  # banished before, not with this: not played
    assert any(s["event"] == "cost" and "Pup" in s["explain"]["en"] and "1 energy" in s["explain"]["en"]
               for s in r["steps"])  # its cost paid (rb:595.3)


# -- Diana - Scorn of the Moon: "[Reaction] :rb_exhaust:: [Add] :rb_energy_1:. Spend this Energy only during
# showdowns." (what an ability adds, rb:605; a showdown, rb:548; Reaction while paying, rb:605.3) ------------

DIANA = "Diana - Scorn of the Moon"
SPARK = {"name": "Spark", "type": "spell", "energy": 1, "keywords": ["Action"], "abilities": [{"effects": [{"draw": 1}]}]}


def test_dianas_energy_compiles_as_kept_for_showdowns():
    d = compiled("[Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:. Spend this Energy only during showdowns.", "Legend")
    assert d["abilities"] == [{"activate": {"exhaust": True}, "keywords": ["Reaction"],
                               "effects": [{"add": {"energy": 1, "only": "rxb-showdowns"}}]}]


def test_dianas_energy_pays_for_a_spell_in_a_showdown(rb):
    r = ok(rb(alice={"legend": DIANA, "hand": [SPARK], "deck": ["Block"]}, bob={},
              battlefields=[{"id": "ridge", "units": {"alice": [unit("Scout", 2)]}}],
              showdown={"battlefield": "ridge"},
              actions=[{"type": "play", "card": "Spark"}, {"type": "pass-all"}]))
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]
    assert any(s["event"] == "activate" and "rb:605.3" in s["cites"] for s in r["steps"])


def test_dianas_energy_pays_for_nothing_outside_a_showdown(rb):
    r = rb(alice={"legend": DIANA, "hand": [SPARK], "deck": ["Block"]}, bob={},
           actions=[{"type": "activate", "card": DIANA}, {"type": "play", "card": "Spark"}])
    assert r["outcome"] == "refused" and r["refused"]["rule"] == "rb:595.2.a"
    assert r["refused"]["action"] == 1  # the energy was added (rb:605.1), but may not be spent now


# -- Loyal Poro: "[Deathknell] If I didn't die alone, draw 1. (… I wasn't alone if there were other friendly units
# here.)" (Deathknell rb:720.1.c–d; units with lethal damage die together, rb:520) ----------------------------

def zap_all(name="Quake"):
    return {"name": name, "type": "spell", "energy": 0, "keywords": ["Action"],
            "abilities": [{"effects": [{"damage": 5, "target": {"all": "unit", "side": "enemy", "at": "battlefield"}}]}]}


def test_loyal_poro_compiles_to_a_deathknell_with_its_condition():
    d = compiled("[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there "
                 "were other friendly units here.)")
    assert d["abilities"] == [{"trigger": "dies", "deathknell": True,
                               "effects": [{"draw": 1, "if": {"rxb_died_alone": False}}]}]


@pytest.mark.parametrize("others, draws", [([], 0), (["Buddy"], 1)])
def test_loyal_poro_draws_when_it_did_not_die_alone(rb, others, draws):
    r = ok(rb(alice={"hand": [zap_all()]}, bob={"deck": ["Block", "Cleave"], "base": [unit("Far", 1)]},
              battlefields=[{"id": "ridge", "controller": "bob",
                             "units": {"bob": [unit(n, 9) for n in others] + ["Loyal Poro"]}}],
              actions=[{"type": "play", "card": "Quake"}, {"type": "pass-all"}, {"type": "pass-all"}]))
    bob = r["final_state"]["players"]["bob"]
    assert "Loyal Poro" in bob["trash"]
    assert len(bob["hand"]) == draws  # a friendly unit in bob's base is not "here"


def test_loyal_poro_dying_together_with_a_friend_is_not_alone(rb):
    r = ok(rb(alice={"hand": [zap_all()]}, bob={"deck": ["Block", "Cleave"]},
              battlefields=[{"id": "ridge", "controller": "bob", "units": {"bob": [unit("Buddy", 1), "Loyal Poro"]}}],
              actions=[{"type": "play", "card": "Quake"}, {"type": "pass-all"}, {"type": "pass-all"}]))
    bob = r["final_state"]["players"]["bob"]
    assert {"Buddy", "Loyal Poro"} <= set(bob["trash"])  # both killed in one cleanup (rb:520)
    assert bob["hand"] == ["Block"]


# -- Undying Loyalty: "This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro. / Play a unit with
# cost no more than :rb_energy_2: and no more than :rb_rune_rainbow: from your trash, ignoring its cost." (the unit
# is chosen as the spell is played, rb:559.3; the discount, rb:560.4; played as it resolves, rb:595.3) --------

def test_undying_loyalty_chooses_its_unit_as_it_is_played():
    d = compiled("This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro.\nPlay a unit with cost no more "
                 "than :rb_energy_2: and no more than :rb_rune_rainbow: from your trash, ignoring its cost.", "Spell")
    assert d["abilities"] == [
        {"effects": [{"play": {"type": "unit"}, "ignore_cost": True,
                      "target": {"choose": "trash-card", "type": "unit", "energy_max": 2, "power_max": 1}}]},
        {"static": "cost", "applies_to": "self", "amount": 2, "if": {"rxb_chose_tags": ["Bird", "Cat", "Dog", "Poro"]}}]
    lone = compile_text("Foo", "Spell", "This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro.\n"
                                        "Draw 1.")
    assert not lone.complete  # nothing chosen from the trash as it is played


def test_undying_loyalty_costs_less_for_a_bird_and_plays_it(rb):
    tweet = dict(unit("Tweet", 1, energy=2), tags=["Bird"])
    r = ok(rb(alice={"hand": ["Undying Loyalty"], "trash": [tweet, unit("Rock", 1, energy=1)], "runes": ["order"]},
              bob={},
              actions=[{"type": "play", "card": "Undying Loyalty", "targets": ["Tweet"]}, {"type": "pass-all"}],
              choices={"location:Tweet": "base"}))
    cost = next(s for s in r["steps"] if s["event"] == "cost")
    assert cost["explain"]["en"] == "total cost of Undying Loyalty: 0 energy, power: order"
    assert r["final_state"]["cards"]["tweet"]["location"] == "base"


def test_undying_loyalty_without_a_tag_costs_its_full_energy(rb):
    r = rb(alice={"hand": ["Undying Loyalty"], "trash": [unit("Rock", 1, energy=1)], "runes": ["order"]}, bob={},
           actions=[{"type": "play", "card": "Undying Loyalty", "targets": ["Rock"]}])
    assert r["outcome"] == "refused" and r["refused"]["rule"] == "rb:595.2.a"  # 2 energy and an Order power


# -- Mirror Image: "Choose a unit. Play a ready Reflection unit token to your base. It becomes a copy of that unit.
# Give it [Temporary]." (a copy, rb:637.1.b–637.1.b.1; tokens rb:170–178) -------------------------------------

def test_mirror_image_compiles_to_a_copy_of_the_unit_chosen():
    d = compiled("Choose a unit. Play a ready Reflection unit token to your base. It becomes a copy of that unit. "
                 "Give it [Temporary].", "Spell")
    assert d["abilities"][0]["effects"][2:] == [{"rxb_become_copy": "target", "target": "it"},
                                                {"grant": {"Temporary": 1}, "target": "it", "duration": "board"}]


def test_mirror_image_makes_a_temporary_copy_of_an_enemy_unit(rb):
    r = ok(rb(alice={"hand": ["Mirror Image"], "runes": ["mind", "mind", "mind", "order", "order"]},
              bob={"base": [{"card": "Stalwart Poro", "buff": True}]},
              actions=[{"type": "play", "card": "Mirror Image", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}]))
    cards = r["final_state"]["cards"]
    copy = next(c for i, c in cards.items() if i.startswith("reflection"))
    # the printed Stalwart Poro: its might 2 and [Shield] — not the +1 buff on bob's (no property of the card)
    assert copy["might"] == 2 and copy["keywords"].get("Shield") == 1 and copy["keywords"].get("Temporary") == 1
    assert "Poro" in copy["tags"] and copy["location"] == "base" and copy["exhausted"] is False
    assert any(s["event"] == "copy" and "rb:637.1.b" in s["cites"] for s in r["steps"])


# -- LeBlanc - Deceiver: "When you conquer or hold, you may discard 1 and exhaust me to play a ready Reflection unit
# token there. It becomes a copy of another unit there. Give it [Temporary]." (holding rb:630.2; the unit copied
# is a target, chosen as the ability goes onto the chain, rb:559.3; a copy rb:637.1.b; docs/rulings.md, Riftbound 104) -----

LEBLANC = "LeBlanc - Deceiver"


def test_leblancs_copy_is_chosen_first_and_everything_after_the_cost_needs_it_paid():
    d = compiled("When you conquer or hold, you may discard 1 and exhaust me to play a ready Reflection unit token "
                 "there. It becomes a copy of another unit there. Give it [Temporary].", "Legend")
    conquer, hold = d["abilities"]
    assert conquer["trigger"] == "conquer" and hold["trigger"] == "hold" and conquer["effects"] == hold["effects"]
    assert conquer["effects"] == [
        {"choose": True, "target": {"choose": "unit", "at": "rxb-event-battlefield"}},
        {"pay": {"discard": 1, "exhaust": "self"}, "may": True},
        {"token": {"name": "Reflection", "ready": True}, "at": "rxb-event-battlefield", "if": {"paid": "pay"}},
        {"rxb_become_copy": "target", "target": "it", "if": {"paid": "pay"}},
        {"grant": {"Temporary": 1}, "target": "it", "duration": "board", "if": {"paid": "pay"}}]


@pytest.mark.parametrize("pay", ["yes", "no"])
def test_leblanc_copies_a_unit_where_its_controller_holds(rb, pay):
    r = ok(rb(phase="start",
              alice={"legend": LEBLANC, "hand": ["Block"], "deck": ["Cleave"] * 3, "rune_deck": ["mind"] * 2},
              bob={},
              battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": [unit("Guard", 3, tags=["Yordle"])]}}],
              actions=[{"type": "pass-all"}], choices={"may:" + LEBLANC: pay}))
    cards = r["final_state"]["cards"]
    copies = [c for i, c in cards.items() if i.startswith("reflection")]
    if pay == "no":
        assert copies == [] and cards["guard"]["keywords"].get("Temporary") is None
        assert r["final_state"]["players"]["alice"]["trash"] == []
        return
    copy, = copies
    assert copy["location"] == "ridge" and copy["might"] == 3 and "Yordle" in copy["tags"]
    assert copy["keywords"].get("Temporary") == 1 and copy["exhausted"] is False
    assert r["final_state"]["players"]["alice"]["trash"] == ["Block"]  # the discard paid


def test_the_rxb_keys_are_refused_where_the_engine_could_not_act_on_them():
    from judge.riftbound.cards.model import RbCardDef

    bad = [
        # "if I didn't die alone" outside the card's own death trigger
        [{"trigger": "play-me", "effects": [{"draw": 1, "if": {"rxb_died_alone": False}}]}],
        # "when they hold, return it" with no player chosen before
        [{"trigger": "play-me", "effects": [{"rxb_when_they_hold_return": True}]}],
        # a copy of a unit the ability never chooses
        [{"trigger": "play-me", "effects": [{"token": {"name": "Reflection"}}, {"rxb_become_copy": "target",
                                                                                "target": "it"}]}],
    ]
    for abilities in bad:
        with pytest.raises(ValueError):
            RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1, "abilities": abilities})


# -- Jhin - Virtuoso: "When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there
# are four spells banished with me, put each in its trash, channel 4 runes, and draw 1." (a spell is played when
# it has resolved, rb:595.4.a; banish rb:603; channel rb:606; draw rb:591) ----------------------------------------

JHIN = "Jhin - Virtuoso"


def big(name):
    return {"name": name, "type": "spell", "energy": 4, "keywords": ["Action"], "abilities": [{"effects": [{"draw": 1}]}]}


def test_jhins_line_compiles_with_the_spell_played_as_it():
    d = compiled("When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there are four "
                 "spells banished with me, put each in its trash, channel 4 runes, and draw 1.", "Legend")
    assert d["abilities"] == [{"trigger": "play-spell", "effects": [
        {"banish": True, "target": "event-unit", "may": True, "if": ["you.run_energy_spent_on_it", ">=", 4]},
        {"rxb_banished_with_me": 4}]}]


def test_jhin_trashes_his_four_spells_and_channels_four_and_draws(rb):
    names = ["One", "Two", "Three", "Four"]
    actions = [a for n in names for a in ({"type": "play", "card": n}, {"type": "pass-all"}, {"type": "pass-all"})]
    r = ok(rb(alice={"legend": JHIN, "hand": [big(n) for n in names], "pool": {"energy": 16}, "deck": ["Block"] * 8,
                     "rune_deck": ["fury"] * 4},
              bob={}, actions=actions, choices=[{"prompt": "may:" + JHIN, "answer": "yes"}] * 4))
    alice = r["final_state"]["players"]["alice"]
    assert alice["banish"] == [] and sorted(alice["trash"]) == sorted(names)
    assert alice["runes"]["exhausted"] == 0 and alice["runes"]["ready"] == 4 and alice["rune_deck"] == 0
    assert len(alice["hand"]) == 5  # each spell drew 1, Jhin 1 more


def test_jhin_keeps_three_banished(rb):
    names = ["One", "Two", "Three"]
    actions = [a for n in names for a in ({"type": "play", "card": n}, {"type": "pass-all"}, {"type": "pass-all"})]
    r = ok(rb(alice={"legend": JHIN, "hand": [big(n) for n in names], "pool": {"energy": 12}, "deck": ["Block"] * 8},
              bob={}, actions=actions, choices=[{"prompt": "may:" + JHIN, "answer": "yes"}] * 3))
    assert sorted(r["final_state"]["players"]["alice"]["banish"]) == sorted(names)
