"""Prompts are answered from the scenario: in order, by prompt ID, or automatically."""

import pytest

from judge.kernel import Chooser, InvalidAnswer, Option, Prompt, UnansweredPrompt


def prompt(pid="target:Smaaash", keys=("troll", "goblin")):
    return Prompt(pid, "alice", {"de": "Welche?", "en": "Which?"}, tuple(Option(k, k.title()) for k in keys))


def test_answers_in_order_match_key_or_label_case_insensitively():
    c = Chooser(["GOBLIN", "Troll"])
    assert c.choose(prompt()).key == "goblin"
    assert c.choose(prompt()).key == "troll"


def test_answers_by_prompt_id_win_over_order():
    c = Chooser({"target:Smaaash": "troll"})
    assert c.choose(prompt()).key == "troll"
    c = Chooser(["goblin", {"prompt": "target:Smaaash", "answer": "troll"}])
    assert c.choose(prompt()).key == "troll"
    assert c.unused == ["goblin"]


def test_a_single_option_is_taken_without_an_answer():
    c = Chooser([])
    assert c.choose(prompt(keys=("troll",))).key == "troll"
    assert c.log[0].auto


def test_unanswered_prompt_lists_its_options():
    with pytest.raises(UnansweredPrompt) as e:
        Chooser([]).choose(prompt())
    assert [o.key for o in e.value.options] == ["troll", "goblin"]
    assert "target:Smaaash" in str(e.value)


def test_an_answer_that_is_no_option_is_an_error():
    with pytest.raises(InvalidAnswer):
        Chooser(["dragon"]).choose(prompt())


def test_a_label_two_options_share_names_neither():
    twins = Prompt("target:x", "alice", {"de": "?", "en": "?"}, (Option("g1", "Goblin"), Option("g2", "Goblin")))
    with pytest.raises(InvalidAnswer):
        Chooser(["Goblin"]).choose(twins)
    assert Chooser(["g2"]).choose(twins).key == "g2"
