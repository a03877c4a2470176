"""Scenario assertions (judge/expect.py): checks on values, the prompts asked and their
options, a prompt left open on purpose, checkpoints mid-run; and the per-game values the
final state shows for them (KeyForge key cost, armor left, traits, houses, keywords,
neighbours, flank)."""

import pytest

from judge.commands import EXPECTATION_FAILED, INVALID, OK, UNANSWERED, render_text, resolve_data
from judge.expect import check, check_value
from scenarios.models import Check, Expect


def expect(**kw) -> Expect:
    return Expect.model_validate(kw)


def result(final_state=None, choices=(), open_prompt=None, checkpoints=(), outcome="completed") -> dict:
    return {"outcome": outcome, "winner": None, "refused": None, "final_state": final_state or {}, "steps": [],
            "choices": list(choices), "open_prompt": open_prompt, "checkpoints": list(checkpoints)}


def options(*pairs):
    return [{"key": k, "label": label} for k, label in pairs]


# -- checks ---------------------------------------------------------------------------

STATE = {"players": {"alice": {"discard": ["Troll", "Krump", "Troll"], "amber": 3, "hand": []}},
         "effects": [{"kind": "blank-text", "controller": "bob", "until": "end-of-turn"}],
         "cards": {"troll": {"power": 8}}}


@pytest.mark.parametrize("path, spec", [
    ("players.alice.discard", {"contains": ["troll"]}),  # strings case-insensitively
    ("players.alice.discard", {"contains": ["Troll", "Troll", "Krump"], "count": 3}),
    ("players.alice.discard", {"excludes": ["Urchin"], "min": 1, "max": 3}),
    ("players.alice.hand", {"count": 0, "excludes": ["Troll"]}),
    ("players.alice.amber", {"min": 3, "max": 3}),
    ("effects", {"contains": [{"kind": "blank-text"}], "count": 1}),  # an object by its listed keys
    ("cards", {"contains": ["troll"], "excludes": ["krump"], "count": 1}),  # an object: its keys
])
def test_checks_that_hold(path, spec):
    assert check(expect(checks={path: spec}), result(STATE)) == []


@pytest.mark.parametrize("path, spec, message", [
    ("players.alice.discard", {"contains": ["Urchin"]}, "does not contain ['Urchin']"),
    ("players.alice.discard", {"contains": ["Krump", "Krump"]}, "does not contain ['Krump']"),  # repeats count
    ("players.alice.discard", {"excludes": ["krump"]}, "contains ['krump'], which it must not"),
    ("players.alice.discard", {"count": 2}, "expected 2 item(s), got 3"),
    ("players.alice.discard", {"max": 2}, "length 3 is above the maximum 2"),
    ("players.alice.amber", {"min": 4}, "3 is below the minimum 4"),
    ("players.alice.amber", {"contains": [3]}, "is not a list or object"),
    ("players.alice.nowhere", {"count": 0}, "players.alice.nowhere: no such path"),
    ("effects", {"contains": [{"kind": "blank-text", "controller": "alice"}]}, "does not contain"),
])
def test_checks_that_fail_say_why(path, spec, message):
    fails = check(expect(checks={path: spec}), result(STATE))
    assert len(fails) == 1 and message in fails[0], fails


# -- "any of" and places joined with braces (a random pick; sums across a player's piles) ----------

PILES = {"players": {"alice": {"hand": ["Mystikerin"], "deck": ["Lehrling", "Miliz"], "discard": ["Lehrling"],
                               "honor": 4}, "bob": {"hand": [], "deck": [], "discard": [], "honor": 7}}}


def test_any_of_accepts_each_listed_value_and_names_them_when_none_fits():
    assert check(expect(checks={"players.alice.hand.0": {"any_of": ["Lehrling", "mystikerin"]}}), result(PILES)) == []
    assert check(expect(checks={"players.alice.deck": {"any_of": [["Miliz"], ["lehrling", "miliz"]]}}), result(PILES)) == []
    fails = check(expect(checks={"players.alice.honor": {"any_of": [3, 5]}}), result(PILES))
    assert fails == ["players.alice.honor: 4 is none of [3, 5]"]


def test_braces_join_a_players_piles_and_add_up_numbers():
    state = {"players.alice.{hand,deck,discard}": ["Mystikerin", "Lehrling", "Miliz", "Lehrling"],
             "players.{alice,bob}.honor": 11}
    assert check(expect(**state), result(PILES)) == []
    joined = {"players.alice.{hand, deck, discard}": {"count": 4, "contains": ["Lehrling", "Lehrling"]}}
    assert check(expect(checks=joined), result(PILES)) == []
    fails = check(expect(checks={"players.alice.{hand,nowhere}": {"count": 1}}), result(PILES))
    assert fails == ["players.alice.{hand,nowhere}: no such path"]
    mixed = check(expect(**{"players.alice.{hand,honor}": 1}), result(PILES))
    assert mixed and "no such path" in mixed[0]  # a list and a number do not join


def test_a_check_needs_something_to_check():
    with pytest.raises(ValueError, match="at least one of"):
        Check.model_validate({})
    with pytest.raises(ValueError):
        Check.model_validate({"contain": ["Troll"]})  # a misspelt key is an error, not ignored


def test_true_is_not_one():
    assert check_value("x", [1], Check(contains=[True])) != []
    assert check_value("x", [True], Check(contains=[True])) == []


# -- prompts ----------------------------------------------------------------------------

ASKED = [
    {"prompt": "flank:Troll", "answer": "left", "auto": False, "chooser": "alice", "options": options(("left", "left"), ("right", "right"))},
    {"prompt": "target:Smaaash", "answer": "krump", "auto": False, "chooser": "bob",
     "options": options(("troll", "Troll"), ("krump", "Krump"))},
    {"prompt": "target:Smaaash", "answer": "troll", "auto": True, "chooser": "bob", "options": options(("troll", "Troll"))},
]


def test_prompt_options_by_key_or_label():
    e = expect(prompts=[
        {"id": "target:Smaaash", "options": ["TROLL", "krump"], "include": ["Krump"], "exclude": ["Urchin"],
         "chooser": "bob"},
        {"id": "target:Smaaash", "occurrence": 2, "options": ["Troll"]},
        {"id": "flank:Troll", "chooser": "alice"},
    ])
    assert check(e, result(choices=ASKED)) == []


def test_prompt_failures_name_the_prompt_and_what_was_offered():
    e = expect(prompts=[
        {"id": "target:Smaaash", "options": ["Troll"], "exclude": ["Krump"], "include": ["Urchin"], "chooser": "alice"},
        {"id": "target:Smaaash", "occurrence": 3},
        {"id": "target:Anger"},
    ])
    fails = check(e, result(choices=ASKED))
    assert any("prompt 'target:Smaaash': chooser expected alice, got bob" in f for f in fails)
    assert any("options expected exactly ['Troll'], offered: troll (Troll), krump (Krump)" in f for f in fails)
    assert any("['Urchin'] not offered" in f for f in fails)
    assert any("['Krump'] offered, which must not be" in f for f in fails)
    assert any("prompt 'target:Smaaash' #3: asked 2 time(s), not 3" in f for f in fails)
    assert any("prompt 'target:Anger': asked 0 time(s)" in f for f in fails)
    assert len(fails) == 6


def test_an_exact_option_set_needs_one_item_per_option():
    twins = [{"prompt": "target:x", "answer": "g1", "chooser": "alice", "options": options(("g1", "Goblin"), ("g2", "Goblin"))}]
    assert check(expect(prompts=[{"id": "target:x", "options": ["Goblin", "goblin"]}]), result(choices=twins)) == []
    assert check(expect(prompts=[{"id": "target:x", "options": ["g1", "Goblin"]}]), result(choices=twins)) == []
    assert check(expect(prompts=[{"id": "target:x", "options": ["Goblin"]}]), result(choices=twins)) != []
    assert check(expect(prompts=[{"id": "target:x", "options": ["g1", "g1"]}]), result(choices=twins)) != []


def test_the_open_prompt_counts_as_asked_and_is_checked():
    open_ = {"id": "target:Smaaash", "chooser": "bob", "question": {"de": "?", "en": "?"},
             "options": options(("troll", "Troll"), ("krump", "Krump"))}
    r = result(open_prompt=open_, outcome="open-prompt")
    assert check(expect(outcome="open-prompt", open_prompt={"id": "target:Smaaash", "options": ["Krump", "Troll"]},
                        prompts=[{"id": "target:Smaaash", "exclude": ["Urchin"]}]), r) == []
    fails = check(expect(open_prompt={"id": "target:Smaaash", "include": ["Urchin"]}), r)
    assert fails and "open prompt 'target:Smaaash': ['Urchin'] not offered" in fails[0]
    assert "the run stopped at 'target:Smaaash'" in check(expect(open_prompt={"id": "target:Anger"}), r)[0]
    assert "expected the run to stop at prompt" in check(expect(open_prompt={"id": "target:Anger"}), result())[0]


# -- checkpoints --------------------------------------------------------------------------

def test_checkpoints_check_their_snapshot_and_name_themselves():
    snaps = [{"after": 0, "state": {"priority": "bob", "chain": ["Scorch"]}},
             {"at_prompt": "target:Smaaash", "occurrence": 1, "state": {"players": {"bob": {"amber": 2}}}}]
    e = expect(checkpoints=[
        {"after": 0, "priority": "bob", "checks": {"chain": {"contains": ["scorch"], "count": 1}}},
        {"at_prompt": "target:Smaaash", "state": {"players.bob.amber": 2}},
    ])
    assert check(e, result(checkpoints=snaps)) == []
    e = expect(checkpoints=[
        {"after": 0, "priority": "alice"},
        {"at_prompt": "target:Smaaash", "checks": {"players.bob.amber": {"max": 1}}},
        {"after": 1, "priority": "alice"},
        {"at_prompt": "target:Smaaash", "occurrence": 2, "priority": "alice"},
    ])
    fails = check(e, result(checkpoints=snaps))
    assert fails == [
        "checkpoint after action 0: priority: expected 'alice', got 'bob'",
        "checkpoint at prompt 'target:Smaaash': players.bob.amber: 2 is above the maximum 1",
        "checkpoint after action 1: not reached (the run's outcome: completed)",
        "checkpoint at prompt 'target:Smaaash' (#2): not reached (the run's outcome: completed)",
    ]


@pytest.mark.parametrize("bad, message", [
    ({"priority": "bob"}, "exactly one moment"),
    ({"after": 0, "at_prompt": "x", "priority": "bob"}, "exactly one moment"),
    ({"after": 0}, "asserts something"),
    ({"after": -1, "priority": "bob"}, "greater than or equal to 0"),
])
def test_a_checkpoint_names_one_moment_and_asserts_something(bad, message):
    with pytest.raises(ValueError, match=message):
        expect(checkpoints=[bad])


# -- through the engine: KeyForge -------------------------------------------------------------

def smaaash(**expect_):
    d = {
        "game": "keyforge", "edition": "de", "title": "Smaaash",
        "board": {"active_player": "alice", "turn_step": "choose-house", "players": {
            "alice": {"hand": ["Smaaash"], "houses": ["brobnar", "dis", "logos"],
                      "battleline": [{"card": {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}}]},
            "bob": {"battleline": [{"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}]}}},
        "actions": [{"type": "choose-house", "house": "brobnar"}, {"type": "reap", "card": "Test Ogre"},
                    {"type": "play", "card": "Smaaash", "flank": "right"}],
        "choices": {"target:Smaaash": "Test Goblin"},
    }
    if expect_:
        d["expect"] = expect_
    return d


def test_keyforge_prompt_log_has_chooser_and_options():
    code, out = resolve_data(smaaash())
    assert code == OK
    (asked,) = out["choices"]
    assert asked == {"prompt": "target:Smaaash", "answer": "test-goblin", "auto": False, "chooser": "alice",
                     "options": options(("test-ogre", "Test Ogre"), ("smaaash", "Smaaash"), ("test-goblin", "Test Goblin"))}
    assert out["open_prompt"] is None and out["checkpoints"] == []


def test_keyforge_open_prompt_ends_the_run_when_expected():
    d = smaaash(outcome="open-prompt", open_prompt={"id": "target:Smaaash", "chooser": "alice",
                                                    "options": ["Test Ogre", "Smaaash", "Test Goblin"]})
    d["choices"] = {}
    code, out = resolve_data(d)
    assert code == OK, out.get("expect")
    assert out["outcome"] == "open-prompt" and out["open_prompt"]["id"] == "target:Smaaash"
    assert out["final_state"]["players"]["alice"]["battleline"] == ["Test Ogre", "Smaaash"]  # as it is when asked
    assert "open prompt 'target:Smaaash' for alice" in render_text(code, out)
    # without expect.open_prompt the same run is an unanswered prompt, as before
    del d["expect"]
    assert resolve_data(d)[0] == UNANSWERED
    # a different open prompt than the one expected fails the expectations (not exit 3)
    d["expect"] = {"open_prompt": {"id": "flank:Smaaash"}}
    code, out = resolve_data(d)
    assert code == EXPECTATION_FAILED
    assert out["expect"]["failures"] == ["open prompt: expected 'flank:Smaaash', the run stopped at 'target:Smaaash'"]


def test_keyforge_checkpoints_after_actions_and_at_a_prompt():
    d = smaaash(checkpoints=[
        {"after": 0, "players.alice.house": "brobnar", "cards.test-ogre.exhausted": False},
        {"after": 1, "cards.test-ogre.exhausted": True, "players.alice.amber": 1},
        {"at_prompt": "target:Smaaash", "checks": {"players.alice.battleline": {"contains": ["Smaaash"]}},
         "cards.test-goblin.stunned": False},
    ], **{"cards.test-goblin.stunned": True})
    code, out = resolve_data(d)
    assert code == OK, out["expect"]
    assert [c.get("after", c.get("at_prompt")) for c in out["checkpoints"]] == [0, 1, "target:Smaaash"]
    # the snapshots are copies: later changes do not reach them
    assert out["checkpoints"][2]["state"]["cards"]["test-goblin"]["stunned"] is False
    d["expect"]["checkpoints"][1]["players.alice.amber"] = 0
    code, out = resolve_data(d)
    assert code == EXPECTATION_FAILED
    assert out["expect"]["failures"] == ["checkpoint after action 1: players.alice.amber: expected 0, got 1"]


def test_a_checkpoint_after_an_action_the_scenario_does_not_have_is_invalid():
    code, out = resolve_data(smaaash(checkpoints=[{"after": 3, "players.alice.amber": 0}]))
    assert code == INVALID
    (error,) = out["errors"]
    assert error["pointer"] == "/expect/checkpoints/0/after"
    assert "after action 3, but the scenario has 3 action(s)" in error["message"]


def test_the_new_assertions_are_refused_in_explore_mode():
    d = smaaash(checks={"players.alice.amber": {"min": 0}})
    d["mode"] = "explore"
    code, out = resolve_data(d)
    assert code == INVALID
    assert out["errors"] == [{"pointer": "/expect/checks",
                              "message": "expect.checks is checked in resolve mode only; explore mode checks expect.outcomes"}]


def keyforge_board(battleline, **alice):
    return {
        "game": "keyforge", "edition": "de", "title": "values",
        "board": {"active_player": "alice", "turn_step": "main", "players": {
            "alice": {"house": "brobnar", "battleline": battleline, **alice},
            "bob": {"battleline": [{"name": "Test Goblin", "house": "dis", "type": "creature", "power": 3,
                                    "traits": ["goblin"], "keywords": ["elusive", "assault 2"], "armor": 1}]}}},
        "actions": [],
    }


def test_keyforge_values_per_card_and_player():
    d = keyforge_board([
        {"name": "Test A", "house": "brobnar", "type": "creature", "power": 2},
        {"name": "Test B", "house": "brobnar", "type": "creature", "power": 2, "armor": 2},
        {"name": "Test C", "house": "brobnar", "type": "creature", "power": 2},
    ])
    code, out = resolve_data(d)
    assert code == OK
    fs = out["final_state"]
    assert fs["players"]["alice"]["key_cost"] == 6 and fs["players"]["bob"]["key_cost"] == 6
    cards = fs["cards"]
    assert [cards[c]["flank"] for c in ("test-a", "test-b", "test-c")] == ["left", None, "right"]
    assert cards["test-b"]["neighbors"] == ["test-a", "test-c"] and cards["test-a"]["neighbors"] == ["test-b"]
    assert cards["test-b"]["armor_left"] == 2
    gob = cards["test-goblin"]
    assert gob["flank"] == "both" and gob["neighbors"] == []
    assert gob["traits"] == ["goblin"] and gob["houses"] == ["dis"]
    assert gob["keywords"] == ["elusive", "assault 2"]
    assert gob["armor"] == 1 and gob["armor_left"] == 1


def test_keyforge_armor_left_after_damage_this_turn():
    d = keyforge_board([{"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 2}])
    d["board"]["players"]["bob"]["battleline"][0]["keywords"] = []
    d["board"]["players"]["bob"]["battleline"][0]["armor"] = 3
    d["actions"] = [{"type": "fight", "card": "Test Ogre", "target": "Test Goblin"}]
    d["expect"] = {"cards.test-goblin.armor": 3, "cards.test-goblin.armor_left": 1, "cards.test-goblin.damage": 0,
                   "checks": {"players.alice.discard": {"contains": ["Test Ogre"]}, "cards": {"excludes": ["test-ogre"]}}}
    code, out = resolve_data(d)
    assert code == OK, out["expect"]


# -- through the engine: Riftbound -----------------------------------------------------------

def chain_of_three(**expect_):
    board = {
        "turn_player": "alice",
        "players": {
            "alice": {"hand": [
                {"name": "Scorch", "type": "spell", "domains": ["fury"], "energy": 1,
                 "abilities": [{"effects": [{"damage": 2, "target": {"choose": "unit", "side": "enemy", "at": "battlefield"}}]}]},
            ], "runes": ["fury"]},
            "bob": {"hand": [
                {"name": "Brace", "type": "spell", "domains": ["calm"], "energy": 1, "keywords": ["Reaction"],
                 "abilities": [{"effects": [{"might": 2, "target": {"choose": "unit", "side": "ally"}}]}]}],
                "runes": ["calm"]}},
        "battlefields": [{"id": "ridge", "units": {"bob": [{"name": "Guard", "type": "unit", "might": 3},
                                                           {"name": "Archer", "type": "unit", "might": 2}]}}],
    }
    d = {"game": "riftbound", "title": "chain", "board": board,
         "actions": [{"type": "play", "card": "Scorch"}, {"type": "pass"},
                     {"type": "play", "player": "bob", "card": "Brace", "targets": ["Guard"]}, {"type": "pass-all"}],
         "choices": {"target:Scorch": "Guard"}}
    if expect_:
        d["expect"] = expect_
    return d


def test_riftbound_prompts_checkpoints_and_open_prompt():
    d = chain_of_three(
        prompts=[{"id": "target:Scorch", "chooser": "alice", "options": ["Guard @ ridge", "archer"]}],
        checkpoints=[
            {"after": 0, "priority": "alice", "chain": ["Scorch"]},
            {"after": 1, "priority": "bob", "round_state": "neutral-closed"},
            {"after": 2, "checks": {"chain": {"count": 2, "contains": ["Brace"]}}, "priority": "bob"},
        ],
        **{"chain": [], "cards.guard.damage": 2, "cards.guard.might": 5})
    code, out = resolve_data(d)
    assert code == OK, out["expect"]
    d["expect"]["checkpoints"][1]["priority"] = "alice"
    code, out = resolve_data(d)
    assert out["expect"]["failures"] == ["checkpoint after action 1: priority: expected 'alice', got 'bob'"]
    # leave the target open: "whom may alice target with Scorch?"
    d = chain_of_three(outcome="open-prompt",
                       open_prompt={"id": "target:Scorch", "include": ["Guard"], "exclude": ["Scorch"]})
    d["choices"] = {}
    code, out = resolve_data(d)
    assert code == OK and out["outcome"] == "open-prompt", out["expect"]
    assert [o["key"] for o in out["open_prompt"]["options"]] == ["guard", "archer"]


def test_checkpoints_do_not_change_the_trace():
    plain = resolve_data(chain_of_three())[1]
    d = chain_of_three(checkpoints=[{"after": 0, "priority": "alice"}, {"at_prompt": "target:Scorch", "chain": []}])
    checked = resolve_data(d)[1]
    assert checked["steps"] == plain["steps"] and checked["final_state"] == plain["final_state"]
    at_prompt, after = checked["checkpoints"]  # in the order they were taken: the prompt comes within action 0
    assert at_prompt["at_prompt"] == "target:Scorch" and at_prompt["state"]["chain"] == []
    assert after["after"] == 0 and after["state"]["chain"] == ["Scorch"]
