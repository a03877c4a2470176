"""More Unleashed cards the compiler reads since branch run (the rest are in
test_compiler_run.py): each printed sentence compiled and the real card played in a small game."""

import pytest

from judge.riftbound.cards.compiler import compile_card


def card(final, cid):
    return final["final_state"]["cards"][cid]


def steps(final, event):
    return [s for s in final["steps"] if s["event"] == event]


KILL = {"name": "Test Kill", "type": "spell", "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}
ZAP = {"name": "Test Zap", "type": "spell", "abilities": [{"effects": [{"damage": 3, "target": {"choose": "unit"}}]}]}


# -- Lilting Lullaby: "Counter a spell. Its controller can't play spells this turn."
# (rb:601; the spell's controller as it was on the chain, rb:532, rb:563.2.c.9; the card over
# rb:595, rb:002; until the end of the turn, rb:517.2.b)

def study(name):
    return {"name": name, "type": "spell", "abilities": [{"effects": [{"draw": 1}]}]}


def test_lilting_lullaby_compiles_to_a_counter_and_a_bar_on_its_controller():
    r = compile_card("UNL-190")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"counter": True, "target": {"choose": "chain-item", "type": "spell"}},
                                                      {"run_cant_play_spells": True}]}]


def test_lilting_lullaby_bars_the_countered_spells_controller_from_spells_this_turn(rb):
    r = rb(turn_player="bob",
           alice={"hand": ["Lilting Lullaby"], "pool": {"energy": 9, "power": {"mind": 2, "calm": 2, "chaos": 2}}},
           bob={"hand": [study("Test Study"), study("Test Study Again"), "Stalwart Poro"], "deck": ["Block"] * 3,
                "pool": {"energy": 5}},
           actions=[{"type": "play", "player": "bob", "card": "Test Study"}, {"type": "pass"},
                    {"type": "play", "player": "alice", "card": "Lilting Lullaby", "targets": ["Test Study"]},
                    {"type": "pass-all"},
                    {"type": "play", "player": "bob", "card": "Test Study Again"}])
    assert "Test Study" in r["final_state"]["players"]["bob"]["trash"]
    assert r["refused"] and r["refused"]["rule"] == "rb:002"


# -- Keeper's Verdict: "Choose an enemy unit at a battlefield. Its owner places it on the top or
# bottom of their Main Deck." (the owner's main deck, rb:107.3; a zone change, rb:109)

def test_keepers_verdict_compiles_to_the_owner_placing_the_unit_on_their_deck():
    r = compile_card("UNL-204")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"choose": True, "target": {"choose": "unit", "side": "enemy", "at": "battlefield"}},
        {"run_owner_puts_on_deck": "top-or-bottom", "target": "it"}]}]


@pytest.mark.parametrize("where, index", [("top", 0), ("bottom", -1)])
def test_keepers_verdict_lets_the_owner_choose_top_or_bottom(rb, where, index):
    r = rb(alice={"hand": ["Keeper's Verdict"], "pool": {"energy": 2, "power": {"body": 1, "order": 1}}},
           bob={"deck": ["Block", "Block"]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Keeper's Verdict", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
           choices={"deck-place:Keeper's Verdict": where})
    bob = r["final_state"]["players"]["bob"]
    assert bob["deck"][index] == "Stalwart Poro" and len(bob["deck"]) == 3
    assert [s["chooser"] for s in steps(r, "run-to-deck")] == ["bob"]


# -- Gutter Palace: "At the start of your Beginning Phase, if you have exactly 4 cards in hand and
# exactly 4 units at battlefields, you win the game." (rb:515.2.a.1; the card over rb:633, rb:002)

def test_gutter_palace_compiles_to_a_win_on_exactly_4_cards_and_4_units():
    r = compile_card("UNL-088")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"trigger": "start-of-beginning", "effects": [{"win_game": True, "if": {
        "all": [["you.hand", "==", 4], ["you.run_units_at_battlefields", "==", 4]]}}]}


@pytest.mark.parametrize("hand, at_battlefield, wins", [(4, 4, True), (3, 4, False), (4, 3, False)])
def test_gutter_palace_wins_with_exactly_4_cards_in_hand_and_4_units_at_battlefields(rb, hand, at_battlefield, wins):
    mites = [{"name": f"Test Mite {k}", "type": "unit", "might": 1} for k in range(4)]
    r = rb(alice={"base": ["Gutter Palace", *mites[at_battlefield:]], "hand": ["Block"] * hand, "deck": ["Block"] * 3},
           phase="start",
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": mites[:at_battlefield]}}],
           actions=[{"type": "pass-all"}])
    assert (r["final_state"]["winner"] == "alice") is wins


# -- Starhound: "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand."
# (a card of the trash with one of the tags, rb:139.1)

def test_starhound_compiles_to_returning_a_card_with_one_of_four_tags():
    r = compile_card("UNL-167")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": [
        {"return_to_hand": True, "target": {"choose": "trash-card", "run_tags": ["Bird", "Cat", "Dog", "Poro"]}}]}]


def test_starhound_returns_only_a_card_with_one_of_the_tags(rb):
    cat = {"name": "Test Cat", "type": "unit", "might": 1, "tags": ["Cat"]}
    imp = {"name": "Test Imp", "type": "unit", "might": 1}
    r = rb(alice={"hand": ["Starhound"], "trash": [imp, cat], "pool": {"energy": 5, "power": {"order": 1}}},
           actions=[{"type": "play", "card": "Starhound", "to": "base"}, {"type": "pass-all"}])
    alice = r["final_state"]["players"]["alice"]
    # the Imp is no legal choice: the Cat is the only one, chosen without a prompt
    assert alice["hand"] == ["Test Cat"] and alice["trash"] == ["Test Imp"]


def test_a_trash_card_without_the_keyword_is_no_legal_choice_for_guerilla_warfare(rb):
    # "cards with [Hidden]" (rb:713): the criteria of a trash-card choice apply to the cards of the
    # trash too (targets._zone_card_ok, with Starhound's tags); Pit Crew has no [Hidden]
    r = rb(alice={"hand": ["Guerilla Warfare"], "trash": ["Mischievous Marai", "Pit Crew"], "runes": ["mind"] * 3},
           actions=[{"type": "play", "card": "Guerilla Warfare", "targets": [["Pit Crew"]]}])
    assert r["outcome"] == "refused" and r["refused"]["type"] == "play"


# -- Deadly Flourish: "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token
# exhausted." (a delayed triggered ability, rb:583; this turn, rb:517.2.b; a Gold token, UNL-T05)

def test_deadly_flourish_compiles_to_a_delayed_ability_on_the_damaged_unit():
    r = compile_card("UNL-073")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"damage": 3, "target": {"choose": "unit", "side": "enemy"}},
        {"run_when_dies_this_turn": [{"token": {"name": "Gold", "type": "gear", "exhausted": True}}], "target": "it"}]}]


def _gold(r):
    return [c for c in r["final_state"]["players"]["alice"]["base"] if c == "Gold"]


@pytest.mark.parametrize("might, later_kill, gold", [(2, False, 1), (5, False, 0), (5, True, 1)])
def test_deadly_flourish_plays_a_gold_token_when_the_unit_dies_this_turn(rb, might, later_kill, gold):
    target = {"name": "Test Target", "type": "unit", "might": might}
    actions = [{"type": "play", "card": "Deadly Flourish", "targets": ["Test Target"]}, {"type": "pass-all"},
               {"type": "pass-all"}]
    if later_kill:
        actions += [{"type": "play", "card": "Test Kill", "targets": ["Test Target"]}, {"type": "pass-all"},
                    {"type": "pass-all"}]
    r = rb(alice={"hand": ["Deadly Flourish", KILL], "pool": {"energy": 9, "power": {"chaos": 1, "fury": 1, "body": 1}}},
           bob={"base": [target]}, actions=actions)
    assert len(_gold(r)) == gold
    if gold:
        golds = [v for k, v in r["final_state"]["cards"].items() if k.startswith("gold")]
        assert golds[0]["exhausted"] is True


# -- Vex - Mocking: "When you [Stun] an enemy unit at a battlefield, you may move me to that
# battlefield." (rb:599; a move by an ability, rb:612) and Irresistible Faefolk: "When I move to
# a battlefield, you may move an enemy unit to that battlefield." (rb:609, rb:612)

STUN = {"name": "Test Stun", "type": "spell", "abilities": [{"effects": [{"stun": True, "target": {"choose": "unit"}}]}]}


def moves_of(r, name):
    return [s["explain"]["en"] for s in steps(r, "move") if s["explain"]["en"].startswith(name)]


def test_vex_mocking_and_irresistible_faefolk_compile_to_that_battlefield():
    r = compile_card("UNL-055")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "stun-enemy", "if": "run-event-at-battlefield", "effects": [
        {"move": True, "target": "self", "to": "run-event-battlefield", "may": True}]}]
    r = compile_card("UNL-112")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"},
                                          "effects": [{"move": True, "target": {"choose": "unit", "side": "enemy"},
                                                       "to": "run-event-battlefield", "may": True}]}]


@pytest.mark.parametrize("at, moved", [("a", True), ("base", False)])
def test_vex_mocking_may_move_to_the_battlefield_of_the_enemy_unit_she_stunned(rb, at, moved):
    imp = {"name": "Test Imp", "type": "unit", "might": 1}
    board = {"base": [imp]} if at == "base" else {}
    r = rb(alice={"base": ["Vex - Mocking"], "hand": [STUN]}, bob=board,
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [imp] if at == "a" else ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Test Stun", "targets": ["Test Imp"]}, {"type": "pass-all"},
                    {"type": "pass-all"}],
           choices={"may:Vex - Mocking": True})
    assert bool(moves_of(r, "Vex - Mocking")) is moved
    if moved:
        assert card(r, "vex-mocking")["location"] == "a"


def test_irresistible_faefolk_pulls_an_enemy_unit_to_the_battlefield_it_moved_to(rb):
    r = rb(alice={"base": ["Irresistible Faefolk"]}, bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a"}],
           actions=[{"type": "move", "units": ["Irresistible Faefolk"], "to": "a"}, {"type": "pass-all"}],
           choices={"may:Irresistible Faefolk": True})
    # Bob's unit is moved from his base to battlefield a, where a combat follows (rb:516.4.a)
    assert moves_of(r, "Stalwart Poro") == ["Stalwart Poro moves from bob's base to battlefield a"]
    assert card(r, "stalwart-poro")["location"] == "a"


# -- Lillia - Fae Fawn: "When I move from a location, play a 3 might Sprite unit token with
# [Temporary] there." (any move, rb:609; the token where she moved from, rb:175.2)

def test_lillia_fae_fawn_compiles_to_a_sprite_where_she_moved_from():
    r = compile_card("UNL-082")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True}, "effects": [
        {"token": {"name": "Sprite", "might": 3, "keywords": ["Temporary"]}, "at": "run-event-from"}]}]


@pytest.mark.parametrize("start, to", [("a", "base"), ("base", "a")])
def test_lillia_fae_fawn_leaves_a_sprite_where_she_was(rb, start, to):
    alice = {"base": ["Lillia - Fae Fawn"]} if start == "base" else {}
    units = {"alice": ["Lillia - Fae Fawn", "Pit Crew"]} if start == "a" else {"alice": ["Pit Crew"]}
    r = rb(alice=alice, battlefields=[{"id": "a", "controller": "alice", "units": units}],
           actions=[{"type": "move", "units": ["Lillia - Fae Fawn"], "to": to}, {"type": "pass-all"}])
    sprites = [v for k, v in r["final_state"]["cards"].items() if k.startswith("sprite")]
    assert len(sprites) == 1 and sprites[0]["location"] == start
    assert card(r, "lillia-fae-fawn")["location"] == to


# -- Alpha Wildclaw: "Your units here with less Might than me can't be chosen by enemy spells and
# abilities." (a passive ability over choosing, rb:568, rb:559.3; "here", rb:053.3)

def test_alpha_wildclaw_compiles_to_shielding_smaller_units_here():
    r = compile_card("UNL-057")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "run-unchoosable-smaller-here"}]


@pytest.mark.parametrize("where, player, chosen", [("a", "bob", False), ("base", "bob", True), ("a", "alice", True)])
def test_alpha_wildclaw_keeps_enemies_from_choosing_your_smaller_units_here(rb, where, player, chosen):
    zap = {**ZAP, "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    alice = {"base": ["Stalwart Poro"]} if where == "base" else {}
    units = ["Alpha Wildclaw"] + (["Stalwart Poro"] if where == "a" else [])
    if player == "alice":
        alice["hand"] = [zap]
    r = rb(turn_player=player, alice=alice, bob={"hand": [zap]} if player == "bob" else {},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": units}}],
           actions=[{"type": "play", "player": player, "card": "Test Zap", "targets": ["Stalwart Poro"]},
                    {"type": "pass-all"}])
    assert (r["outcome"] == "completed") is chosen
    if chosen:
        assert card(r, "stalwart-poro")["damage"] == 1
    else:
        assert r["refused"]["rule"] == "rb:559.3"


# -- Moonfall: "Choose a battlefield where you have units. You may move up to one enemy unit to that
# battlefield. Then give enemy units there -2 might this turn." (rb:559.3, rb:612, rb:637.3)

def test_moonfall_compiles_to_a_battlefield_of_yours_a_pull_and_a_might_loss_there():
    r = compile_card("UNL-198")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"choose": True, "target": {"choose": "battlefield", "run_yours_units": True}},
        {"move": True, "target": {"choose": "unit", "side": "enemy", "up_to": 1}, "to": "chosen-battlefield", "may": True},
        {"might": -2, "target": {"all": "unit", "side": "enemy", "at": "chosen-battlefield"}, "duration": "turn"}]}]


def test_moonfall_pulls_an_enemy_unit_to_your_battlefield_and_weakens_the_enemies_there(rb):
    ogre = {"name": "Test Ogre", "type": "unit", "might": 5}
    r = rb(alice={"hand": ["Moonfall"], "pool": {"energy": 9, "power": {"calm": 2, "mind": 2, "order": 2}}},
           bob={"base": [ogre]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}, {"id": "b"}],
           actions=[{"type": "play", "card": "Moonfall", "targets": ["a", ["Test Ogre"]]}, {"type": "pass-all"}],
           choices={"may:Moonfall": True})
    assert card(r, "test-ogre")["location"] == "a" and card(r, "test-ogre")["might"] == 3


def test_moonfall_cannot_choose_a_battlefield_where_you_have_no_units(rb):
    r = rb(alice={"hand": ["Moonfall"], "pool": {"energy": 9, "power": {"calm": 2, "mind": 2, "order": 2}}},
           bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}}, {"id": "b"}],
           actions=[{"type": "play", "card": "Moonfall", "targets": ["b", ["Stalwart Poro"]]}])
    assert r["outcome"] == "refused"


# -- Imposing Challenger: "When I move, you may move an enemy unit here with less Might than me to a
# different battlefield." (rb:609, rb:612; might now, rb:637)

def test_imposing_challenger_compiles_to_pushing_a_smaller_enemy_away():
    r = compile_card("UNL-105")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True}, "effects": [
        {"move": True, "target": {"choose": "unit", "side": "enemy", "at": "here", "run_less_might_than_me": True},
         "to": "battlefield", "may": True}]}]


@pytest.mark.parametrize("might, pushed", [(2, True), (9, False)])
def test_imposing_challenger_pushes_only_a_smaller_enemy_unit_to_another_battlefield(rb, might, pushed):
    foe = {"name": "Test Foe", "type": "unit", "might": might}
    r = rb(alice={"base": ["Imposing Challenger"]},
           battlefields=[{"id": "a", "controller": "bob", "units": {"bob": [foe]}}, {"id": "b"}],
           actions=[{"type": "move", "units": ["Imposing Challenger"], "to": "a"}, {"type": "pass-all"}],
           choices={"may:Imposing Challenger": True, "battlefield:alice": "a"})
    assert (card(r, "test-foe")["location"] == "b") is pushed


# -- Red Brambleback: "Your conquer effects for conquering here trigger an additional time." and
# "When I conquer, [Buff] a friendly unit." (rb:567, rb:583.3, rb:630.1; a buff, rb:702)

def test_red_brambleback_compiles_to_conquer_effects_twice_here():
    r = compile_card("UNL-029")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"static": "run-conquer-here-twice"}


def test_red_brambleback_conquering_here_buffs_twice(rb):
    r = rb(alice={"base": ["Red Brambleback", "Pit Crew"], "deck": ["Block"] * 3}, bob={"deck": ["Block"] * 3},
           battlefields=[{"id": "b"}],
           actions=[{"type": "move", "units": ["Red Brambleback"], "to": "b"}, {"type": "pass-all"},
                    {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"target:Red Brambleback": ["red-brambleback", "pit-crew"], "order:alice": "0"})
    assert steps(r, "run-conquer-extra")
    assert card(r, "red-brambleback")["buff"] == 1 and card(r, "pit-crew")["buff"] == 1


# -- Vaults of Helia: "When you hold here, your non-token units cost [1] more to play this turn."
# (holding, rb:515.2.b.1, rb:630.2; a cost increase before discounts, rb:560.3)

def test_vaults_of_helia_compiles_to_a_cost_increase_this_turn():
    r = compile_card("UNL-219")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "hold-here", "effects": [{"run_units_cost_more": 1}]}]


@pytest.mark.parametrize("runes, played", [(2, False), (3, True)])
def test_vaults_of_helia_makes_your_units_cost_1_more_after_you_hold_it(rb, runes, played):
    imp = {"name": "Test Imp", "type": "unit", "might": 1, "energy": 2}
    r = rb(alice={"hand": [imp], "deck": ["Block"] * 3, "runes": ["fury"] * runes}, phase="start",
           battlefields=[{"id": "v", "card": "Vaults of Helia", "units": {"alice": ["Pit Crew"]}}],
           actions=[{"type": "pass-all"}, {"type": "play", "card": "Test Imp", "to": "base"}])
    assert (r["outcome"] == "completed") is played
    if played:  # 2 printed + 1 (a refused play leaves no steps behind)
        assert [s["explain"]["en"] for s in steps(r, "cost") if "rb:560.3" in s["cites"]] == [
            "total cost of Test Imp: 3 energy"]
    else:
        assert r["refused"]["rule"] == "rb:595.2.a"
    assert steps(r, "run-units-cost-more")
