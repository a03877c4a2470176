"""Checkpoints: snapshots of the state in the middle of a run.

A scenario may assert what the state is right after one of its actions finished
(``{"after": 2}``), or when a prompt is asked, before it is answered
(``{"at_prompt": "target:X", "occurrence": 1}``). The runner builds a ``Checkpoints`` from
the scenario's expectations, gives it the game's ``render`` (the state as scenarios
assert on it) and tells it when an action is done; the chooser tells it when a prompt
arises (``Chooser(on_prompt=checkpoints.prompt_asked)``). Only the moments the scenario
asks for are rendered, so a run without checkpoints does no extra work.

It also says whether the scenario expects the run to stop at an open prompt
(``expect.open_prompt``): then an unanswered prompt ends the run instead of failing it.
"""

from __future__ import annotations

import copy
from typing import Any, Callable

from .choices import Prompt

_LEAVES = (str, int, float, bool, type(None))


def _copy(value: Any) -> Any:
    """A deep copy of a rendered state: plain JSON containers copied directly (fast), any
    other value by ``copy.deepcopy``."""
    t = type(value)
    if t is dict:
        return {k: _copy(v) for k, v in value.items()}
    if t is list:
        return [_copy(v) for v in value]
    if t in _LEAVES:
        return value
    return copy.deepcopy(value)


class Checkpoints:
    def __init__(self, after: list[int] | None = None, at_prompt: list[tuple[str, int]] | None = None,
                 stop_at_open_prompt: bool = False):
        self.after = set(after or [])
        self.at_prompt = set(at_prompt or [])
        self.stop_at_open_prompt = stop_at_open_prompt
        self.render: Callable[[], dict] | None = None
        self.taken: list[dict] = []

    @classmethod
    def for_expect(cls, expect: Any) -> "Checkpoints":
        """From a scenario's ``expect`` (``checkpoints`` with ``after`` / ``at_prompt`` and
        ``occurrence``; ``open_prompt``); an empty recorder without one."""
        if expect is None:
            return cls()
        after, prompts = [], []
        for cp in getattr(expect, "checkpoints", None) or []:
            if cp.after is not None:
                after.append(cp.after)
            if cp.at_prompt is not None:
                prompts.append((cp.at_prompt, cp.occurrence))
        return cls(after, prompts, getattr(expect, "open_prompt", None) is not None)

    def _snapshot(self, where: dict) -> None:
        if self.render is None:
            raise RuntimeError("Checkpoints.render is not set")
        self.taken.append({**where, "state": _copy(self.render())})

    def action_done(self, index: int) -> None:
        """Action ``index`` (0-based) has finished, before the next one starts."""
        if index in self.after:
            self._snapshot({"after": index})

    def prompt_asked(self, prompt: Prompt, occurrence: int) -> None:
        """A prompt arose (the ``occurrence``-th with its ID), before it is answered."""
        if (prompt.id, occurrence) in self.at_prompt:
            self._snapshot({"at_prompt": prompt.id, "occurrence": occurrence})

    def to_list(self) -> list[dict]:
        return list(self.taken)
