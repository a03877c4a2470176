"""Unleashed cards (first half of the set) the compiler reads since branch rxa, each played by
name in a small game and checked against what its printed text says, at the moment the rules
say. The sentences: test_compiler_rxa.py."""

import pytest

from tests.judge.riftbound.conftest import card, ok, player, unit


def steps(r, event):
    return [s for s in r["steps"] if s["event"] == event]


# -- Ivern - Nurturer: "When you play me …, look at the top 3 cards of your Main Deck. You may
# reveal a unit from among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat,
# Dog, or Poro, do this: [Buff] a friendly unit." (rb:600.1 revealing; rb:139.1 tags; rb:702 buffs)

def _ivern(rb, take):
    return rb(alice={"hand": ["Ivern - Nurturer"], "deck": ["Stalwart Poro", "Vanguard Sergeant", "Block"],
                     "base": [unit("Friend", 2)], "pool": {"energy": 5, "power": {"calm": 1}}},
              actions=[{"type": "play", "card": "Ivern - Nurturer", "to": "base"}, {"type": "pass-all"}],
              choices={"target:Ivern - Nurturer": "friend", "may:Ivern - Nurturer": "yes",
                       "seen:Ivern - Nurturer": take})


def test_ivern_buffs_when_the_revealed_unit_is_a_poro(rb):
    r = ok(_ivern(rb, "Stalwart Poro"))
    assert "Stalwart Poro" in player(r)["hand"]
    assert card(r, "friend")["buff"] == 1  # the Poro was revealed: the friendly unit chosen is buffed


def test_ivern_does_not_buff_when_the_revealed_unit_has_none_of_the_tags(rb):
    r = ok(_ivern(rb, "Vanguard Sergeant"))
    assert "Vanguard Sergeant" in player(r)["hand"]
    assert card(r, "friend")["buff"] == 0  # a unit without Bird, Cat, Dog or Poro: nothing


# -- Sprite Fountain: "When you play this, play a ready 3 might Sprite unit token with [Temporary]
# to your base. [Deathknell] Repeat this gear's play effect." The gear has Temporary itself: it is
# killed at the start of its controller's Beginning Phase (rb:728.1.b), goes to the trash and its
# Deathknell (rb:720.1.c, rb:720.1.d) plays a second Sprite.

def _sprites(r):
    return [i for i, c in r["final_state"]["cards"].items() if i.startswith("sprite") and i != "sprite-fountain"
            and c.get("location") == "base"]


def test_sprite_fountain_plays_a_ready_sprite_when_played(rb):
    r = ok(rb(alice={"hand": ["Sprite Fountain"], "pool": {"energy": 2, "power": {"mind": 1}}},
              actions=[{"type": "play", "card": "Sprite Fountain"}, {"type": "pass-all"}]))
    sprites = _sprites(r)
    assert len(sprites) == 1 and card(r, sprites[0])["might"] == 3 and not card(r, sprites[0])["exhausted"]
    assert "Temporary" in card(r, sprites[0])["keywords"]


def test_sprite_fountain_deathknell_repeats_the_play_effect(rb):
    # Alice's turn starts: Temporary kills the fountain before scoring (rb:728.1.b); in the trash its
    # Deathknell triggers (rb:720.1.d) and plays a ready 3-might Sprite with Temporary to her base
    r = ok(rb(alice={"base": ["Sprite Fountain"], "deck": ["Block", "Block"]}, phase="start", actions=[{"type": "pass-all"}] * 2))
    assert "Sprite Fountain" in player(r)["trash"]
    sprites = _sprites(r)
    assert len(sprites) == 1 and card(r, sprites[0])["might"] == 3 and not card(r, sprites[0])["exhausted"]
    assert any("rb:720.1.c" in s["cites"] for s in r["steps"])


# -- Blast Cone: "When you play this, you may move an enemy unit. When you move an enemy unit, you
# may exhaust this to [Stun] it." Alice's own instruction moves Bob's unit (rb:612; she controls
# it, rb:182.2): the gear, already on the board (rb:563.1.d), triggers and she may exhaust it to
# stun the unit (rb:583.1/ex1: a cost paid as it resolves).

def _cone(rb, exhaust):
    return rb(alice={"hand": ["Blast Cone"], "pool": {"energy": 4, "power": {"chaos": 1}}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 3)]}}],
              actions=[{"type": "play", "card": "Blast Cone"}, {"type": "pass-all"}, {"type": "pass-all"}],
              choices={"target:Blast Cone": "wall", "may:Blast Cone": ["yes", exhaust]})


def test_blast_cone_stuns_the_enemy_unit_it_moved(rb):
    r = ok(_cone(rb, "yes"))
    assert card(r, "wall")["location"] == "base"  # moved from the battlefield to Bob's base
    assert card(r, "wall")["stunned"] and card(r, "blast-cone")["exhausted"]


def test_blast_cone_stuns_nothing_when_not_exhausted(rb):
    r = ok(_cone(rb, "no"))
    assert card(r, "wall")["location"] == "base"
    assert not card(r, "wall")["stunned"] and not card(r, "blast-cone")["exhausted"]


def test_blast_cone_ignores_a_move_its_controller_did_not_make(rb):
    # Bob moves his own unit (a standard move, rb:611): Alice did not move it, no trigger
    r = ok(rb(alice={"base": ["Blast Cone"]}, bob={"base": [unit("Wall", 3)]}, turn_player="bob",
              battlefields=[{"id": "b"}],
              actions=[{"type": "move", "units": ["Wall"], "to": "b"}, {"type": "pass-all"}]))
    assert not card(r, "wall")["stunned"]
    assert not [s for s in r["steps"] if s["event"] == "chain-add" and "Blast Cone" in s["explain"]["en"]]


# -- Hwei - Brooding Painter: "When I move, draw 1, then discard 1. Then, do the following based on
# the discarded card's type: Spell - Draw 1. Gear - Ready up to 2 runes. Unit - Give me +3 might
# this turn." Only the part of the discarded card's type (rb:598.1, rb:132) is carried out.

def _hwei(rb, discard, choices=None):
    return rb(alice={"base": ["Hwei - Brooding Painter"], "hand": [discard], "deck": ["Hextech Ray", "Block"],
                     "runes": [{"domain": "mind", "exhausted": True}, {"domain": "mind", "exhausted": True}]},
              battlefields=[{"id": "b", "controller": "alice"}],
              actions=[{"type": "move", "units": ["Hwei - Brooding Painter"], "to": "b"}, {"type": "pass-all"}],
              choices={"discard:Hwei - Brooding Painter": discard, **(choices or {})})


def test_hwei_draws_again_after_discarding_a_spell(rb):
    # the rune chosen as the ability went onto the chain (rb:559.3) is not readied: no gear
    r = ok(_hwei(rb, "Block", {"target:Hwei - Brooding Painter": ["mind-rune", "done"]}))
    assert player(r)["trash"] == ["Block"] and sorted(player(r)["hand"]) == ["Block", "Hextech Ray"]
    assert card(r, "hwei-brooding-painter")["might"] == 5 and player(r)["runes"]["exhausted"] == 2


def test_hwei_gets_three_might_after_discarding_a_unit(rb):
    r = ok(_hwei(rb, "Vanguard Sergeant", {"target:Hwei - Brooding Painter": ["mind-rune", "done"]}))
    assert player(r)["trash"] == ["Vanguard Sergeant"] and player(r)["hand"] == ["Hextech Ray"]
    assert card(r, "hwei-brooding-painter")["might"] == 8  # 5 + 3 this turn


def test_hwei_readies_the_runes_chosen_after_discarding_a_gear(rb):
    # "up to 2 runes" is a choice made as the ability goes onto the chain (rb:559.3)
    r = ok(_hwei(rb, "Sun Disc", {"target:Hwei - Brooding Painter": ["mind-rune", "mind-rune-2", "done"]}))
    assert player(r)["trash"] == ["Sun Disc"] and player(r)["hand"] == ["Hextech Ray"]
    assert player(r)["runes"] == {"ready": 2, "exhausted": 0}
    assert card(r, "hwei-brooding-painter")["might"] == 5


def test_hwei_without_exhausted_runes_still_draws_and_discards(rb):
    r = ok(rb(alice={"base": ["Hwei - Brooding Painter"], "hand": ["Block"], "deck": ["Hextech Ray", "Block"],
                     "runes": ["mind"]},
              battlefields=[{"id": "b", "controller": "alice"}],
              actions=[{"type": "move", "units": ["Hwei - Brooding Painter"], "to": "b"}, {"type": "pass-all"}],
              choices={"discard:Hwei - Brooding Painter": "Block"}))
    assert player(r)["trash"] == ["Block"] and sorted(player(r)["hand"]) == ["Block", "Hextech Ray"]


# -- Repulse: "Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses
# it and no other friendly unit." Bob's spell on the chain chose Alice's unit (rb:559.3); Alice
# reacts (rb:725) and counters it (rb:601) — only if it chose no other unit of hers.

def _repulse(rb, bob_spell, bob_targets, repulse_targets):
    return rb(turn_player="bob",
              alice={"hand": ["Repulse"], "pool": {"energy": 1, "power": {"body": 1}}},
              bob={"hand": [bob_spell], "pool": {"energy": 2, "power": {"fury": 2}}},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Ann", 5), unit("Ben", 5)]}}],
              actions=[{"type": "play", "card": bob_spell, "targets": bob_targets, "player": "bob"},
                       {"type": "pass", "player": "bob"},
                       {"type": "play", "card": "Repulse", "targets": repulse_targets, "player": "alice"},
                       {"type": "pass-all"}, {"type": "pass-all"}])


def test_repulse_counters_the_enemy_spell_that_chose_only_that_unit(rb):
    r = ok(_repulse(rb, "Hextech Ray", ["ann"], ["ann", "hextech-ray"]))
    assert card(r, "ann")["damage"] == 0  # the Ray was countered: no damage (rb:601)
    assert "Hextech Ray" in player(r, "bob")["trash"]


def test_repulse_cannot_choose_a_spell_that_chose_another_friendly_unit_too(rb):
    # Falling Star chose Ann and Ben: it chooses another friendly unit, so it is no legal choice
    r = _repulse(rb, "Falling Star", ["ann", "ben"], ["ann", "falling-star"])
    assert r["refused"]["rule"] == "rb:559.3" and "falling-star" in r["refused"]["message"]["en"]


def test_repulse_cannot_choose_a_spell_that_did_not_choose_that_unit(rb):
    r = _repulse(rb, "Hextech Ray", ["ben"], ["ann", "hextech-ray"])
    assert r["refused"]["rule"] == "rb:559.3" and "hextech-ray" in r["refused"]["message"]["en"]


# -- Heedless Resurrection: "As an additional cost to play this, kill a friendly unit. Play a unit from
# your trash that costs no more Energy and no more Power than the killed unit, ignoring its cost."
# The Vanguard Sergeant (4 energy, no power) is killed to pay (rb:560.2.a.1); of the trash, Ivern
# (5 energy), a unit of 2 energy and 1 power and the Blast Cone (a gear) cannot be played; the Pouty
# Poro (2) and the Sergeant itself (4) can, for nothing (rb:595.3, rb:560.1.a).

def _resurrect(rb, pick):
    return rb(alice={"hand": ["Heedless Resurrection"], "pool": {"energy": 2, "power": {"chaos": 1}},
                     "base": ["Vanguard Sergeant", "Stalwart Poro"],
                     "trash": ["Ivern - Nurturer", unit("Powered", 2, energy=2, power=["fury"]), "Pouty Poro",
                               "Blast Cone"]},
              actions=[{"type": "play", "card": "Heedless Resurrection"}, {"type": "pass-all"}],
              choices={"cost:Heedless Resurrection": "vanguard-sergeant",
                       **({"play:Heedless Resurrection": pick} if pick else {})})


def test_heedless_resurrection_offers_only_units_no_dearer_than_the_killed_one(rb):
    from judge.kernel.choices import UnansweredPrompt

    with pytest.raises(UnansweredPrompt) as asked:
        _resurrect(rb, None)
    assert asked.value.prompt.id == "play:Heedless Resurrection"
    assert sorted(o.label for o in asked.value.prompt.options) == ["Pouty Poro", "Vanguard Sergeant"]


@pytest.mark.parametrize("pick", ["Pouty Poro", "Vanguard Sergeant"])
def test_heedless_resurrection_plays_the_unit_picked_for_free(rb, pick):
    r = ok(_resurrect(rb, pick))
    assert pick in player(r)["base"] and pick not in player(r)["trash"]
    assert "Heedless Resurrection" in player(r)["trash"]
    # nothing left in the pool: its cost is ignored (rb:560.1.a)
    assert player(r)["pool"]["energy"] == 0 and any("rb:560.1.a" in s["cites"] for s in steps(r, "cost"))


# -- Lotus Trap: "Choose a unit. Double all damage that would be dealt to it this turn." A replacement
# (rb:572, rb:573) on each instance of damage to that unit until the end of the turn (rb:517.2.b).

def test_lotus_trap_doubles_the_damage_dealt_to_the_unit_chosen(rb):
    r = ok(rb(alice={"hand": ["Lotus Trap", "Hextech Ray", "Hextech Ray"], "pool": {"energy": 4, "power": {"fury": 2}}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9), unit("Post", 9)]}}],
              actions=[{"type": "play", "card": "Lotus Trap", "targets": ["wall"]}, {"type": "pass-all"},
                       {"type": "play", "card": "hextech-ray", "targets": ["wall"]}, {"type": "pass-all"},
                       {"type": "play", "card": "hextech-ray-2", "targets": ["post"]}, {"type": "pass-all"}]))
    assert card(r, "wall")["damage"] == 6  # 3, doubled
    assert card(r, "post")["damage"] == 3  # not chosen: as dealt
    assert len([s for s in steps(r, "replaced") if "rb:573" in s["cites"]]) == 1  # once, on the Wall


def test_lotus_trap_ends_with_the_turn(rb):
    r = ok(rb(alice={"hand": ["Lotus Trap"], "pool": {"energy": 2}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
              actions=[{"type": "play", "card": "Lotus Trap", "targets": ["wall"]}, {"type": "pass-all"},
                       {"type": "end-turn"}]))
    assert not [e for e in r["final_state"]["effects"] if "Lotus Trap" in str(e)]


# -- Smoke and Mirrors: "Choose a unit you control and another unit you control at a different location.
# If at least one of them has [Temporary], move each to the other's location. Draw 1." Two choices
# (rb:559.3); the two units change places at once (rb:609.3, rb:612) only if one has Temporary.

def _smoke(rb, base_unit, targets):
    return rb(alice={"hand": ["Smoke and Mirrors"], "pool": {"energy": 2}, "deck": ["Block"],
                     "base": [base_unit, unit("Home", 1)]},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Stay", 3)]}}],
              actions=[{"type": "play", "card": "Smoke and Mirrors", "targets": targets}, {"type": "pass-all"}])


def test_smoke_and_mirrors_swaps_the_two_units_when_one_has_temporary(rb):
    r = ok(_smoke(rb, unit("Temp", 2, keywords=["Temporary"]), ["temp", "stay"]))
    assert card(r, "temp")["location"] == "b" and card(r, "stay")["location"] == "base"
    assert player(r)["hand"] == ["Block"]


def test_smoke_and_mirrors_moves_nothing_without_temporary_but_draws(rb):
    r = ok(_smoke(rb, unit("Plain", 2), ["plain", "stay"]))
    assert card(r, "plain")["location"] == "base" and card(r, "stay")["location"] == "b"
    assert player(r)["hand"] == ["Block"]


def test_smoke_and_mirrors_needs_two_different_locations(rb):
    r = _smoke(rb, unit("Temp", 2, keywords=["Temporary"]), ["temp", "home"])  # both in the base
    assert r["refused"]["rule"] == "rb:559.3" and "home" in r["refused"]["message"]["en"]


# -- Call to Battle: "Move a unit you control to a battlefield you control. Then, choose an opponent. They
# move a unit they control to the same battlefield." Alice's unit goes to a battlefield she controls
# (rb:612, rb:181); Bob, the opponent chosen (rb:559.1), picks one of his units and moves it there —
# the battlefield becomes contested (rb:181.3.a) and a combat follows (rb:524).

def test_call_to_battle_brings_a_unit_of_the_opponent_to_the_same_battlefield(rb):
    r = ok(rb(alice={"hand": ["Call to Battle"], "pool": {"energy": 3}, "base": [unit("Ann", 4)]},
              bob={"base": [unit("Bo", 2), unit("Cy", 3)]},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Guard", 1)]}},
                            {"id": "c", "controller": "bob"}],
              actions=[{"type": "play", "card": "Call to Battle", "targets": ["ann", "bob"]}, {"type": "pass-all"}],
              choices={"rxa-move:Call to Battle": "cy"}))
    assert card(r, "ann")["location"] == "b"  # the only battlefield Alice controls
    assert card(r, "cy")["location"] == "b" and card(r, "bo")["location"] == "base"  # Bob's pick
    assert any(s["actor"] == "bob" for s in steps(r, "move") if "Cy" in s["explain"]["en"])


def test_call_to_battle_without_a_battlefield_of_hers_moves_nothing(rb):
    r = ok(rb(alice={"hand": ["Call to Battle"], "pool": {"energy": 3}, "base": [unit("Ann", 4)]},
              bob={"base": [unit("Bo", 2)]},
              battlefields=[{"id": "c", "controller": "bob"}],
              actions=[{"type": "play", "card": "Call to Battle", "targets": ["ann", "bob"]}, {"type": "pass-all"}]))
    assert card(r, "ann")["location"] == "base" and card(r, "bo")["location"] == "base"


# -- Disposal Order: "Choose one — Choose up to 3 cards from opponents' trashes. Their owners recycle
# them. / Draw 1." The mode is chosen as it is played (rb:559.1, rb:182.2.b); the cards chosen
# (rb:559.3) go to the bottom of their owner's main deck (rb:594.1).

def _disposal(rb, mode, targets):
    return rb(alice={"hand": ["Disposal Order"], "pool": {"energy": 2}, "trash": ["Cleave"], "deck": ["Block"]},
              bob={"trash": ["Hextech Ray", "Void Seeker", "Falling Star"], "deck": ["Sun Disc"]},
              actions=[{"type": "play", "card": "Disposal Order", "targets": targets}, {"type": "pass-all"}],
              choices={"mode:Disposal Order": mode})


def test_disposal_order_recycles_the_cards_chosen_from_the_opponents_trash(rb):
    r = ok(_disposal(rb, "1", [["hextech-ray", "void-seeker"]]))
    assert player(r, "bob")["deck"] == ["Sun Disc", "Hextech Ray", "Void Seeker"]  # to the bottom
    assert player(r, "bob")["trash"] == ["Falling Star"] and player(r)["hand"] == []


def test_disposal_order_cannot_choose_a_card_of_its_players_own_trash(rb):
    r = _disposal(rb, "1", [["cleave"]])
    assert r["refused"]["rule"] == "rb:559.3" and "cleave" in r["refused"]["message"]["en"]


def test_disposal_order_draws_in_its_other_mode(rb):
    r = ok(_disposal(rb, "2", None))
    assert player(r)["hand"] == ["Block"] and len(player(r, "bob")["trash"]) == 3


# -- Undying Legion: "[Legion] You may play me from your trash for [3][fury]." While Alice has played
# another main-deck card this turn (the Legion condition, judged in the trash: rb:724.1.c, rb:724.1.c.2)
# the card's text lets her play it from her trash (rb:002 over rb:107.6.a), for that cost instead of
# its own (rb:560.1.a, rb:560.2).

def _legion(rb, played, pool, where="trash"):
    return rb(alice={where: ["Undying Legion"], "pool": pool, "played_this_turn": played},
              actions=[{"type": "play", "card": "Undying Legion", "to": "base"}])


def test_undying_legion_is_played_from_the_trash_after_another_card(rb):
    r = ok(_legion(rb, 1, {"energy": 3, "power": {"fury": 1}}))
    assert player(r)["base"] == ["Undying Legion"] and player(r)["trash"] == []
    assert player(r)["pool"]["energy"] == 0 and player(r)["pool"]["power"]["fury"] == 0  # 3 and a fury paid
    assert "rb:724.1.c.2" in steps(r, "play")[0]["cites"]


def test_undying_legion_stays_in_the_trash_without_the_legion_condition(rb):
    r = _legion(rb, 0, {"energy": 3, "power": {"fury": 1}})
    assert r["refused"]["rule"] == "rb:107.6.a"


def test_undying_legion_from_the_trash_needs_the_fury_too(rb):
    r = _legion(rb, 1, {"energy": 5})
    assert r["outcome"] != "completed" and player(r)["trash"] == ["Undying Legion"]


def test_undying_legion_from_the_hand_costs_what_it_prints(rb):
    r = ok(_legion(rb, 0, {"energy": 3}, where="hand"))
    assert player(r)["base"] == ["Undying Legion"] and player(r)["pool"]["energy"] == 0


# -- Forgotten Signpost: "[Action] Exhaust a unit you control, [T]: Move a different unit you control to
# the location of the unit you exhausted to pay for this ability." The unit moved is chosen first
# (rb:577.3.b, rb:559.3), the cost is paid after with another ready unit (rb:561.2, rb:592.4); the
# chosen unit goes where the exhausted one is (rb:612).

def _signpost(rb, target, paid):
    return rb(alice={"base": ["Forgotten Signpost", unit("Runner", 2)]},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Scout", 1)]}}],
              actions=[{"type": "activate", "card": "Forgotten Signpost", "targets": [target], "cost": {"cost": paid}},
                       {"type": "pass-all"}])


def test_forgotten_signpost_moves_a_unit_to_where_the_exhausted_one_is(rb):
    r = ok(_signpost(rb, "runner", "scout"))
    assert card(r, "runner")["location"] == "b"
    assert card(r, "scout")["exhausted"] and card(r, "forgotten-signpost")["exhausted"]
    assert not card(r, "runner")["exhausted"]  # moved by the ability, not exhausted


def test_forgotten_signpost_cannot_pay_with_the_unit_it_moves(rb):
    r = _signpost(rb, "runner", "runner")
    assert r["refused"]["rule"] == "rb:592.4" and card(r, "runner")["location"] == "base"


# -- Keeper of Masks: "When you play me, play two Reflection unit tokens here. They become copies of
# me." Each token becomes a copy (rb:637.1.b): name, might, keywords and text of the Keeper
# (rb:637.1.b.1); it is still a token and was not played as the Keeper (no further tokens).

def test_keeper_of_masks_tokens_become_copies_of_it(rb):
    r = ok(rb(alice={"hand": ["Keeper of Masks"], "pool": {"energy": 2}},
              actions=[{"type": "play", "card": "Keeper of Masks", "to": "base"}, {"type": "pass-all"}]))
    assert player(r)["base"] == ["Keeper of Masks"] * 3  # the Keeper and two copies, no more tokens
    for token in ("reflection", "reflection-2"):
        c = card(r, token)
        assert c["card"] == "Keeper of Masks" and c["might"] == 1 and "Temporary" in c["keywords"]
    assert len(steps(r, "copy")) == 2 and all("rb:637.1.b" in s["cites"] for s in steps(r, "copy"))


def test_keeper_of_masks_copies_are_still_tokens(rb):
    # killed, a copy of the Keeper ceases to exist like the token it is (rb:177.1), the Keeper goes to the trash
    r = ok(rb(alice={"hand": ["Keeper of Masks", "Void Seeker"], "pool": {"energy": 5, "power": {"fury": 1}},
                     "deck": ["Block"]},
              battlefields=[{"id": "b", "controller": "alice", "units": {"alice": [unit("Scout", 1)]}}],
              actions=[{"type": "play", "card": "Keeper of Masks", "to": "b"}, {"type": "pass-all"},
                       {"type": "play", "card": "Void Seeker", "targets": ["reflection"]}, {"type": "pass-all"}]))
    assert "reflection" not in r["final_state"]["cards"]  # gone, not in a trash
    assert [s["explain"]["en"] for s in steps(r, "kill")] == ["Keeper of Masks (a token) is killed and ceases to exist"]
    assert player(r)["trash"] == ["Void Seeker"]


# -- Zilean - Time Mage: "Once each turn, if you would play a token unit while I'm at a battlefield, you
# may play that token and an additional copy of it instead." A replacement its controller may apply
# (rb:572, rb:573) to playing a token unit (rb:176.1.a), once each turn.

from tests.judge.riftbound.conftest import spell  # noqa: E402

SOLDIERS = spell("Make Soldiers", [{"token": {"name": "Sand Soldier", "type": "unit", "might": 2, "count": 2}, "at": "base"}])


def _zilean(rb, where, answer=None):
    zilean = {"base": ["Zilean - Time Mage"]} if where == "base" else {}
    return rb(alice={"hand": [SOLDIERS, SOLDIERS], **zilean},
              battlefields=[{"id": "b", "controller": "alice",
                             "units": {"alice": ["Zilean - Time Mage"] if where == "b" else [unit("Scout", 1)]}}],
              actions=[{"type": "play", "card": "make-soldiers"}, {"type": "pass-all"},
                       {"type": "play", "card": "make-soldiers-2"}, {"type": "pass-all"}],
              choices={"may:Zilean - Time Mage": answer} if answer else {})


def _soldiers(r):
    return [i for i, c in r["final_state"]["cards"].items() if c.get("card") == "Sand Soldier"]


def test_zilean_at_a_battlefield_adds_one_copy_once_each_turn(rb):
    r = ok(_zilean(rb, "b", "yes"))
    assert len(_soldiers(r)) == 5  # 2 + 2 played, one of them twice; the second time this turn: no offer
    assert len([s for s in steps(r, "replaced") if "rb:573" in s["cites"]]) == 1


def test_zilean_copy_may_be_declined(rb):
    # declined, it was not applied: it is offered again for each token unit that turn
    r = ok(_zilean(rb, "b", ["no"] * 4))
    assert len(_soldiers(r)) == 4


def test_zilean_in_the_base_adds_nothing(rb):
    r = ok(_zilean(rb, "base"))
    assert len(_soldiers(r)) == 4
