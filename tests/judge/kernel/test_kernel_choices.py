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


def test_the_log_keeps_who_chose_among_which_options():
    c = Chooser(["goblin"])
    c.choose(prompt())
    c.choose(prompt(keys=("troll",)))
    assert [a.to_dict() for a in c.log] == [
        {"prompt": "target:Smaaash", "answer": "goblin", "auto": False, "chooser": "alice",
         "options": [{"key": "troll", "label": "Troll"}, {"key": "goblin", "label": "Goblin"}]},
        {"prompt": "target:Smaaash", "answer": "troll", "auto": True, "chooser": "alice",
         "options": [{"key": "troll", "label": "Troll"}]},
    ]
    assert c.open is None


def test_the_prompt_left_unanswered_is_kept():
    c = Chooser([])
    with pytest.raises(UnansweredPrompt):
        c.choose(prompt())
    assert c.open.id == "target:Smaaash" and c.log == []


def test_on_prompt_hears_every_prompt_with_its_occurrence_before_the_answer():
    heard = []
    c = Chooser(["goblin"], on_prompt=lambda p, n: heard.append((p.id, n, len(c.log))))
    c.choose(prompt())
    c.choose(prompt(keys=("troll",)))
    c.choose(prompt("flank:Troll", ("left",)))
    with pytest.raises(UnansweredPrompt):
        c.choose(prompt())
    assert heard == [("target:Smaaash", 1, 0), ("target:Smaaash", 2, 1), ("flank:Troll", 1, 2), ("target:Smaaash", 3, 3)]


def test_checkpoints_snapshot_only_the_moments_asked_for():
    from types import SimpleNamespace

    from judge.kernel import Checkpoints

    expect = SimpleNamespace(checkpoints=[SimpleNamespace(after=1, at_prompt=None, occurrence=1),
                                          SimpleNamespace(after=None, at_prompt="target:Smaaash", occurrence=2)],
                             open_prompt=None)
    cp = Checkpoints.for_expect(expect)
    state = {"n": 0, "list": []}
    cp.render = lambda: state
    c = Chooser(["goblin", "troll"], on_prompt=cp.prompt_asked)
    for i in range(3):
        state["n"] = i
        state["list"].append(i)
        if i < 2:
            c.choose(prompt())
        cp.action_done(i)
    assert cp.to_list() == [{"at_prompt": "target:Smaaash", "occurrence": 2, "state": {"n": 1, "list": [0, 1]}},
                            {"after": 1, "state": {"n": 1, "list": [0, 1]}}]  # copies, not the live state
    assert not cp.stop_at_open_prompt and Checkpoints.for_expect(None).to_list() == []


# an option in words (yes/no, "done") is a message: said in every language, answerable in any
def test_an_option_in_words_is_said_and_answered_in_every_language():
    from judge.kernel.choices import NO, YES

    p = Prompt("may:x", "alice", {"de": "Tun?", "en": "Do it?"}, (Option(*YES), Option(*NO)))
    assert p.options[0].to_dict() == {"key": "yes", "label": "yes", "label_de": "ja", "label_pl": "tak"}
    assert [Chooser([w]).choose(p).key for w in ("ja", "YES", "tak", "nie", "no")] == ["yes"] * 3 + ["no"] * 2
    # a name stays one label
    assert Option("troll", "Troll").to_dict() == {"key": "troll", "label": "Troll"}
