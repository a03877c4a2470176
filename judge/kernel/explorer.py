"""The branch explorer: "it depends — if you choose A, X; else Y".

``explore(run)`` replays a scenario from the start with a growing list of extra answers.
Whenever a run stops at an unanswered prompt, one branch per legal option is queued; branches
are followed depth first (the first option first), so a search the cap cuts short has still
reached whole outcomes, not only half-answered prefixes.
Runs that finish are grouped by their outcome; each outcome lists every sequence of
choices that leads to it. The number of runs is capped, and so is the time (``budget_s``, for
a service that must answer); ``capped`` says when either cut the search short and
``stopped_by`` which ("runs" or "time").
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .choices import Answered, UnansweredPrompt
from .trace import dumps

DEFAULT_MAX_RUNS = 64

#: run(extra_answers) -> (summary of the finished run, the answers it used)
Runner = Callable[[list[Any]], tuple[dict, list[Answered]]]


@dataclass
class Outcome:
    result: dict
    choices: list[list[dict]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"result": self.result, "choices": self.choices}


@dataclass
class Exploration:
    outcomes: list[Outcome]
    runs: int
    capped: bool
    max_runs: int
    open_prompts: list[dict] = field(default_factory=list)  # prompts seen, for reports
    stopped_by: str | None = None  # "runs" or "time" when capped

    def to_dict(self) -> dict:
        return {
            "outcomes": [o.to_dict() for o in self.outcomes],
            "runs": self.runs,
            "capped": self.capped,
            "max_runs": self.max_runs,
            "stopped_by": self.stopped_by,
            "prompts": self.open_prompts,
        }


def explore(run: Runner, max_runs: int = DEFAULT_MAX_RUNS, budget_s: float | None = None) -> Exploration:
    queue: list[list[Any]] = [[]]  # a stack: depth first
    outcomes: dict[str, Outcome] = {}
    prompts: dict[str, dict] = {}
    runs = 0
    deadline = time.monotonic() + budget_s if budget_s else None
    out_of_time = False
    while queue and runs < max_runs:
        if deadline is not None and runs and time.monotonic() > deadline:
            out_of_time = True
            break
        extra = queue.pop()
        runs += 1
        try:
            summary, log = run(extra)
        except UnansweredPrompt as e:
            prompts.setdefault(e.prompt.id, e.prompt.to_dict())
            for option in reversed(e.options):  # the first option on top
                queue.append(extra + [option.key])
            continue
        key = dumps(summary)
        outcome = outcomes.setdefault(key, Outcome(summary))
        outcome.choices.append([a.to_dict() for a in log if not a.auto])
    capped = bool(queue)
    stopped_by = ("time" if out_of_time else "runs") if capped else None
    return Exploration(list(outcomes.values()), runs, capped, max_runs, list(prompts.values()), stopped_by)
