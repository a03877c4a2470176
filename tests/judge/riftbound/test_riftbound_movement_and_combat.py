"""Movement (rb:140, rb:608–619), combat (rb:620–628) and scoring (rb:629–633)."""

from .conftest import unit


def test_a_standard_move_exhausts_and_contests(rb):
    # rb:140.2, rb:181.3.a, rb:548.2: onto an empty battlefield → a showdown without combat
    out = rb(alice={"base": [unit("Scout", 2)]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}])
    fs = out["final_state"]
    assert fs["cards"]["scout"]["exhausted"] and fs["battlefields"]["ridge"]["contested"] == "alice"
    assert fs["showdown"] == {"battlefield": "ridge", "combat": False} and fs["focus"] == "alice"


def test_no_standard_move_from_battlefield_to_battlefield_without_ganking(rb):
    # rb:140.4.c.1
    bfs = [{"id": "ridge", "units": {"alice": [unit("Scout", 2)]}}, {"id": "river"}]
    out = rb(alice={}, battlefields=bfs, actions=[{"type": "move", "units": ["Scout"], "to": "river"}])
    assert out["refused"]["rule"] == "rb:140.4.c"
    bfs[0]["units"]["alice"] = [unit("Scout", 2, keywords=["Ganking"])]
    out = rb(alice={}, battlefields=bfs, actions=[{"type": "move", "units": ["Scout"], "to": "river"}])
    assert out["refused"] is None


def test_no_standard_move_in_a_showdown_or_with_an_exhausted_unit(rb):
    # rb:140.1.c, rb:592.4
    out = rb(alice={"base": [unit("Scout", 2), unit("Other", 1)]}, battlefields=[{"id": "ridge"}, {"id": "river"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}, {"type": "move", "units": ["Other"], "to": "river"}])
    assert out["refused"]["rule"] == "rb:140.1.c"
    out = rb(alice={"base": [{"card": unit("Scout", 2), "exhausted": True}]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}])
    assert out["refused"]["rule"] == "rb:592.4"


def test_stunned_units_deal_no_combat_damage(rb):
    # rb:599.1.b
    out = rb(alice={"base": [unit("Brute", 4)]},
             battlefields=[{"id": "ridge", "units": {"bob": [{"card": unit("Guard", 3), "stunned": True}]}}],
             actions=[{"type": "move", "units": ["Brute"], "to": "ridge"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["battlefields"]["ridge"]["controller"] == "alice" and fs["cards"]["brute"]["damage"] == 0


def test_when_both_sides_remain_the_attackers_are_recalled(rb):
    # rb:627.2
    out = rb(alice={"base": [unit("Brute", 2)]},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Wall", 5)]}}],
             actions=[{"type": "move", "units": ["Brute"], "to": "ridge"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["trash"] == ["Brute"]
    out = rb(alice={"base": [unit("Brute", 2)]},
             battlefields=[{"id": "ridge", "units": {"bob": [{"card": unit("Wall", 5), "stunned": True}]}}],
             actions=[{"type": "move", "units": ["Brute"], "to": "ridge"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert "rb:627.2" in {c for s in out["steps"] for c in s["cites"]}
    assert fs["cards"]["brute"]["location"] == "base" and fs["battlefields"]["ridge"]["controller"] == "bob"


def test_a_battlefield_scores_once_per_turn(rb):
    # rb:631: conquered, left empty (uncontrolled, rb:181.4.d) and conquered again: one point
    retreat = {"name": "Retreat", "type": "spell", "energy": 0,
               "abilities": [{"effects": [{"move": True, "to": "base", "target": {"choose": "unit", "side": "ally"}}]}]}
    out = rb(alice={"base": [unit("Scout", 2), unit("Rider", 2)], "hand": [retreat]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}, {"type": "pass-all"},
                      {"type": "play", "card": "Retreat", "targets": ["Scout"]}, {"type": "pass-all"},
                      {"type": "move", "units": ["Rider"], "to": "ridge"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["battlefields"]["ridge"]["controller"] == "alice" and fs["battlefields"]["ridge"]["units"] == ["Rider"]
    assert fs["players"]["alice"]["score"] == 1
    assert [s["cites"] for s in out["steps"] if s["event"] == "no-score"] == [["rb:631"]]


def test_winning_ends_the_game_at_once(rb):
    # rb:633
    out = rb(alice={"score": 7, "base": [unit("Scout", 2)]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}, {"type": "pass-all"}])
    assert out["outcome"] == "won" and out["winner"] == "alice"
    assert out["steps"][-1]["event"] == "win"


def test_an_action_after_the_win_is_refused_naming_the_rule_that_ended_the_game(rb):
    # rb:633: nothing follows the end of the game; the action is named, not silently dropped
    out = rb(alice={"score": 7, "base": [unit("Scout", 2)]}, battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Scout"], "to": "ridge"}, {"type": "pass-all"},
                      {"type": "end-turn"}])
    assert out["outcome"] == "refused" and out["winner"] == "alice"
    assert out["refused"]["action"] == 2 and out["refused"]["rule"] == "rb:633"
    assert [s["event"] for s in out["steps"][-2:]] == ["win", "game-over"]


def test_conceding_in_a_duel_hands_the_win_to_the_other_player(rb):
    # rb:650 (at any time, no priority needed), rb:651.1
    out = rb(alice={"base": [unit("Scout", 2)]}, actions=[{"type": "concede", "player": "bob"}])
    assert out["outcome"] == "won" and out["winner"] == "alice"
    assert out["steps"][-1]["cites"] == ["rb:651.1"]
