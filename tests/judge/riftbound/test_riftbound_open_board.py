"""A board that starts mid-chain, mid-showdown or mid-combat, with "this turn" effects and
cards played this turn (issue 22, item 4): each acts as if the actions that made it had
happened, and what the engine would not act on is refused when the scenario loads, with a
JSON pointer and the rule. Plus ``expect.decisions`` and the card-format refusals of Legion
and of a target on ``draw``."""

import pytest

from scenarios.loader import ScenarioError

from .conftest import scenario, spell, unit

SCORCH = spell("Scorch", [{"damage": 2, "target": {"choose": "unit", "at": "battlefield"}}])
SPARK = spell("Spark", [{"damage": 1, "target": {"choose": "unit"}}], keywords=["Reaction"])
GUARD = unit("Guard", 3)


def refusal(**kw) -> dict:
    with pytest.raises(ScenarioError) as e:
        scenario(**kw)
    assert len(e.value.errors) == 1, e.value.errors
    return e.value.errors[0]


def ridge(**units):
    return [{"id": "ridge", "units": units}]


# -- the chain ---------------------------------------------------------------------------

def test_a_spell_on_the_chain_resolves_as_if_played_and_its_creator_holds_priority(rb):
    # rb:537.1, rb:542: alice created the chain and acts first; all pass → it resolves (rb:543.1)
    out = rb(battlefields=ridge(bob=[GUARD]), chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]}],
             actions=[{"type": "pass", "player": "alice"}, {"type": "pass", "player": "bob"}])
    first = next(s for s in out["steps"] if s["event"] == "board-chain")
    assert first["context"]["priority"] == "alice" and "rb:537.1" in first["cites"]
    assert out["final_state"]["cards"]["guard"]["damage"] == 2
    assert out["final_state"]["players"]["alice"]["trash"] == ["Scorch"]


def test_the_controller_of_the_newest_item_holds_priority(rb):
    out = rb(battlefields=ridge(bob=[GUARD]),
             chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]},
                    {"card": SPARK, "controller": "bob", "targets": ["Guard"]}])
    assert out["final_state"]["priority"] == "bob"  # rb:542
    assert out["final_state"]["chain"] == ["Scorch", "Spark"]


def test_a_later_item_without_reaction_is_refused_at_load():
    e = refusal(battlefields=ridge(bob=[GUARD]),
                chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]},
                       {"card": SCORCH | {"name": "Scorch Two"}, "controller": "bob", "targets": ["Guard"]}])
    assert e["pointer"] == "/board/chain/1/card" and e["message"].endswith("(rb:509.1.a)")


def test_a_unit_cannot_wait_on_the_chain():
    e = refusal(chain=[{"card": GUARD, "controller": "alice"}])
    assert e["pointer"] == "/board/chain/0/card" and e["message"].endswith("(rb:563.1)")


def test_an_illegal_target_is_refused_at_load_with_its_pointer():
    # Scorch targets a unit at a battlefield; Guard is in bob's base
    e = refusal(bob={"base": [GUARD]}, chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]}])
    assert e["pointer"] == "/board/chain/0/targets/0" and e["message"].endswith("(rb:559.3)")


def test_a_target_left_out_is_refused_when_several_are_legal_and_chosen_when_one_is(rb):
    e = refusal(battlefields=ridge(bob=[GUARD, unit("Other", 2)]), chain=[{"card": SCORCH, "controller": "alice"}])
    assert e["pointer"] == "/board/chain/0/targets" and e["message"].endswith("(rb:559.3)")
    out = rb(battlefields=ridge(bob=[GUARD]), chain=[{"card": SCORCH, "controller": "alice"}],
             actions=[{"type": "pass-all"}])
    assert out["final_state"]["cards"]["guard"]["damage"] == 2


def test_the_first_item_in_a_neutral_state_is_the_turn_players():
    e = refusal(battlefields=ridge(alice=[GUARD]), chain=[{"card": SCORCH, "controller": "bob", "targets": ["Guard"]}])
    assert e["pointer"] == "/board/chain/0/card" and e["message"].endswith("(rb:510.1.a)")


def test_an_ability_that_adds_resources_never_waits_on_the_chain():
    gear = {"name": "Coin", "type": "gear", "abilities": [{"activate": {"exhaust": True}, "effects": [{"add": {"energy": 1}}]}]}
    e = refusal(alice={"base": [gear]}, chain=[{"source": "Coin", "controller": "alice"}])
    assert e["pointer"] == "/board/chain/0/ability" and e["message"].endswith("(rb:605.2)")


def test_an_ability_whose_restriction_fails_is_refused():
    # Xerath - Freed: "Use this ability only while I'm at a battlefield" — it is in the base
    e = refusal(alice={"base": ["Xerath - Freed"]}, bob={"base": [GUARD]},
                chain=[{"source": "Xerath - Freed", "controller": "alice", "targets": ["Guard"]}])
    assert e["pointer"] == "/board/chain/0/source" and e["message"].endswith("(rb:568)")


def test_the_first_item_in_a_showdown_needs_action_or_reaction():
    e = refusal(battlefields=[{"id": "ridge", "controller": "bob", "units": {"alice": [unit("Axe", 3)], "bob": [GUARD]}}],
                combat={"battlefield": "ridge", "attacker": "alice"},
                chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]}])
    assert e["pointer"] == "/board/chain/0/card" and e["message"].endswith("(rb:508.1.a)")


def test_a_chain_outside_the_action_phase_is_refused_by_the_schema():
    with pytest.raises(ScenarioError) as e:
        scenario(battlefields=ridge(bob=[GUARD]), phase="start",
                 chain=[{"card": SCORCH, "controller": "alice", "targets": ["Guard"]}])
    assert e.value.errors[0]["pointer"] == "/board" and "rb:505" in e.value.errors[0]["message"]


# -- showdown and combat -------------------------------------------------------------------

def test_an_open_combat_makes_attackers_and_defenders_and_gives_focus_to_the_attacker(rb):
    out = rb(battlefields=[{"id": "ridge", "controller": "bob", "units": {"alice": [unit("Axe", 3, keywords=["Assault 2"])],
                                                                          "bob": [GUARD]}}],
             combat={"battlefield": "ridge", "attacker": "alice"})
    s = out["final_state"]
    assert s["focus"] == "alice" and s["combat"] == {"battlefield": "ridge", "attacker": "alice", "defender": "bob"}
    assert s["cards"]["axe"]["role"] == "attacker" and s["cards"]["axe"]["might"] == 5  # rb:625.1.b.1
    assert s["relevant"] == ["alice", "bob"]  # rb:550.1


def test_a_combat_needs_units_of_the_attacker_there():
    e = refusal(battlefields=ridge(bob=[GUARD]), combat={"battlefield": "ridge", "attacker": "alice"})
    assert e["pointer"] == "/board/combat/attacker" and e["message"].endswith("(rb:625.1.a)")


def test_a_showdown_where_two_players_have_units_is_a_combat():
    e = refusal(battlefields=ridge(alice=[unit("Axe", 3)], bob=[GUARD]), showdown={"battlefield": "ridge"})
    assert e["pointer"] == "/board/showdown" and e["message"].endswith("(rb:524)")


def test_a_showdown_on_an_unknown_battlefield_is_refused():
    e = refusal(battlefields=ridge(alice=[GUARD]), showdown={"battlefield": "nowhere"})
    assert e["pointer"] == "/board/showdown/battlefield" and e["message"].endswith("(rb:162)")


def test_focus_must_be_with_a_relevant_player():
    e = refusal(battlefields=ridge(alice=[unit("Axe", 3)], bob=[GUARD]),
                combat={"battlefield": "ridge", "attacker": "alice", "focus": "carol"}, mode="ffa3",
                others={"carol": {}})
    assert e["pointer"] == "/board/combat/focus" and e["message"].endswith("(rb:550.1)")


# -- "this turn" effects and cards played this turn ----------------------------------------

def test_a_this_turn_might_change_ends_in_the_expiry_step(rb):
    out = rb(alice={"base": [GUARD]}, this_turn=[{"unit": "Guard", "might": 3}],
             actions=[{"type": "end-turn"}])
    ck = [s for s in out["steps"] if s["event"] in ("board-might", "expiry")]
    assert [s["event"] for s in ck] == ["board-might", "expiry"]
    assert out["final_state"]["cards"]["guard"]["might"] == 3 and out["final_state"]["effects"] == []


def test_a_this_turn_entry_naming_no_unit_or_an_unknown_keyword_is_refused():
    e = refusal(this_turn=[{"unit": "Guard", "might": 1}])
    assert e["pointer"] == "/board/this_turn/0/unit"
    e = refusal(alice={"base": [GUARD]}, this_turn=[{"unit": "Guard", "keywords": {"Flying": 1}}])
    assert e["pointer"] == "/board/this_turn/0/keywords/Flying" and e["message"].endswith("(rb:713)")
    e = refusal(alice={"base": [GUARD]}, this_turn=[{"unit": "Guard", "keywords": {"Tank": 2}}])
    assert e["pointer"] == "/board/this_turn/0/keywords/Tank" and e["message"].endswith("(rb:713.2)")


def test_cards_played_this_turn_count_for_legion_but_not_the_card_itself(rb):
    # rb:724.1.c: Legion needs *another* card played this turn
    legion = {"name": "Drummer", "type": "unit", "might": 1,
              "abilities": [{"trigger": "play-me", "legion": True, "effects": [{"buff": True, "target": "self"}]}]}
    met = rb(alice={"hand": [legion], "played_this_turn": 1}, actions=[{"type": "play", "card": "Drummer", "to": "base"},
                                                                        {"type": "pass-all"}])
    assert "legion-met" in [s["event"] for s in met["steps"]]
    unmet = rb(alice={"hand": [legion]}, actions=[{"type": "play", "card": "Drummer", "to": "base"}, {"type": "pass-all"}])
    assert "legion-unmet" in [s["event"] for s in unmet["steps"]]


# -- expect.decisions ------------------------------------------------------------------------

def test_a_decision_the_engine_made_as_the_only_option_is_assertable():
    from judge.expect import check
    from scenarios.models import Expect

    from judge.riftbound.runner import resolve

    sc = scenario(battlefields=ridge(bob=[GUARD]), alice={"hand": [SCORCH]},
                  actions=[{"type": "play", "card": "Scorch"}])
    out = resolve(sc).to_dict()
    good = Expect(decisions=[{"id": "target:Scorch", "answer": "guard", "auto": True, "chooser": "alice",
                              "rule": "rb:559.3"}])
    assert check(good, out) == []
    bad = Expect(decisions=[{"id": "target:Scorch", "answer": "nobody", "auto": False, "rule": "rb:999"}])
    fails = check(bad, out)
    assert len(fails) == 3 and any("answer expected nobody" in f for f in fails)
    missing = check(Expect(decisions=[{"id": "target:Other", "answer": "guard"}]), out)
    assert missing and "made 0 time(s)" in missing[0]


# -- card-format refusals -------------------------------------------------------------------

def test_legion_on_a_passive_ability_is_refused_at_load():
    card = unit("Banner", 2, abilities=[{"static": "might", "amount": 1, "affects": "friendly-units", "legion": True}])
    e = refusal(alice={"base": [card]})
    assert e["pointer"].startswith("/board/players/alice/base/0") and "rb:724.1.c.2" in e["message"]


def test_legion_on_a_permanents_entering_instructions_is_refused_at_load():
    card = unit("Banner", 2, abilities=[{"effects": [{"draw": 1}], "legion": True}])
    e = refusal(alice={"hand": [card]})
    assert e["pointer"].startswith("/board/players/alice/hand/0") and "rb:563.1.b" in e["message"]


def test_a_target_on_draw_is_refused_at_load():
    card = spell("Peek", [{"draw": 2, "target": {"choose": "unit"}}])
    e = refusal(alice={"hand": [card]})
    assert e["pointer"].startswith("/board/players/alice/hand/0") and "draw: takes no target" in e["message"]


def test_a_card_not_encoded_on_the_chain_loads_and_stops_the_run_not_the_loader():
    # Promising Future's "Each player looks at the top 5 cards of their Main Deck, …" does not
    # compile: the run stops (exit 5)
    from judge.riftbound.game import NotEncoded
    from judge.riftbound.runner import resolve

    sc = scenario(battlefields=ridge(bob=[GUARD]), chain=[{"card": "Promising Future", "controller": "alice"}])
    with pytest.raises(NotEncoded):
        resolve(sc)


def test_a_player_outside_the_combat_never_held_priority_to_add_to_its_chain():
    # rb:550.1, rb:531: in alice's and bob's combat carol is not relevant
    e = refusal(battlefields=[{"id": "ridge", "controller": "bob", "units": {"alice": [unit("Axe", 3)], "bob": [GUARD]}}],
                combat={"battlefield": "ridge", "attacker": "alice"}, mode="ffa3", others={"carol": {}},
                chain=[{"card": SCORCH | {"keywords": ["Action"]}, "controller": "alice", "targets": ["Guard"]},
                       {"card": SPARK, "controller": "carol", "targets": ["Axe"]}])
    assert e["pointer"] == "/board/chain/1/card" and e["message"].endswith("(rb:531)")


def test_nothing_is_played_this_turn_before_the_turn_starts():
    with pytest.raises(ScenarioError) as e:
        scenario(alice={"played_this_turn": 1}, phase="start")
    assert e.value.errors[0]["pointer"] == "/board" and "rb:515" in e.value.errors[0]["message"]


def test_players_the_open_board_names_must_be_players():
    for board in ({"chain": [{"card": SCORCH, "controller": "zed"}]}, {"combat": {"battlefield": "ridge", "attacker": "zed"}},
                  {"showdown": {"battlefield": "ridge", "focus": "zed"}}):
        with pytest.raises(ScenarioError) as e:
            scenario(battlefields=ridge(bob=[GUARD]), **board)
        assert "'zed'" in e.value.errors[0]["message"]
