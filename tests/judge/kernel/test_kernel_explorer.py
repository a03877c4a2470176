"""The explorer follows every answer to the prompts a scenario leaves open."""

from judge.kernel import Answered, Option, Prompt, UnansweredPrompt, explore


def coin_game(extra):
    """Two prompts in a row; the outcome is the number of heads."""
    answers = list(extra)
    log = []
    heads = 0
    for n in range(2):
        if not answers:
            raise UnansweredPrompt(Prompt(f"flip{n}", "p1", {"de": "?", "en": "?"}, (Option("heads"), Option("tails"))))
        a = answers.pop(0)
        log.append(Answered(f"flip{n}", a))
        heads += a == "heads"
    return {"heads": heads}, log


def test_distinct_outcomes_with_the_choices_leading_to_each():
    found = explore(coin_game)
    assert [o.result for o in found.outcomes] == [{"heads": 2}, {"heads": 1}, {"heads": 0}]
    one_head = found.outcomes[1]
    assert [[c["answer"] for c in path] for path in one_head.choices] == [["heads", "tails"], ["tails", "heads"]]
    assert not found.capped and found.runs == 7


def test_the_cap_is_reported_with_the_outcomes_found_so_far():
    found = explore(coin_game, max_runs=3)
    assert found.capped and found.runs == 3
    assert [o.result for o in found.outcomes] == [{"heads": 2}]  # depth first: a whole outcome, not prefixes
