"""The explorer stops at its time budget as it stops at its run cap: with the outcomes found
so far, marked capped, saying which limit stopped it."""

import time

from judge.kernel import explore
from judge.kernel.choices import Option, Prompt, UnansweredPrompt

PROMPT = Prompt("pick:x", "alice", {"de": "Welche?", "en": "Which?"}, (Option("a"), Option("b")))


def slow_tree(extra):
    """A tree of depth 8 (256 leaves); every run takes 5 ms."""
    time.sleep(0.005)
    if len(extra) < 8:
        raise UnansweredPrompt(PROMPT)
    return {"leaf": "".join(extra)}, []


def test_the_time_budget_stops_the_search_with_what_it_found():
    found = explore(slow_tree, max_runs=10_000, budget_s=0.2)
    assert found.capped and found.stopped_by == "time"
    assert 0 < found.runs < 100 and found.outcomes  # depth first: whole outcomes already


def test_the_run_cap_says_so():
    found = explore(slow_tree, max_runs=12)
    assert found.capped and found.stopped_by == "runs" and found.runs == 12


def test_a_search_that_finishes_is_not_capped():
    def tiny(extra):
        if not extra:
            raise UnansweredPrompt(PROMPT)
        return {"leaf": extra[0]}, []

    found = explore(tiny, budget_s=5)
    assert not found.capped and found.stopped_by is None and len(found.outcomes) == 2
