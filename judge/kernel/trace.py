"""The trace: what happened, in order, and which rules say so.

Each ``Step`` is one thing the engine did: its sequence number, the game step (phase) it
happened in, the timing window (if any), the event, who acted or chose, the choice made,
the state changes it made (before → after), the rule IDs it applies (at least one), FAQ
IDs where a published answer covers it, and a one-line explanation in German and English
(and Polish where a Polish document is the source).

The JSON form is deterministic: no timestamps, no ids from memory addresses, no set
iteration; keys are written in a fixed order.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from judge.i18n import LANGS, as_text

from .state import Change

FAQ_MARK = ":faq/"


class UncitedStep(ValueError):
    """A step without a rule citation: the engine must always say which rule it applies."""


@dataclass
class Step:
    seq: int
    step: str
    window: str | None
    event: str
    actor: str | None
    chooser: str | None
    choice: Any
    changes: list[Change]
    cites: list[str]
    explain: Mapping[str, str]  # {"de", "en"[, "pl"]} or a judge.i18n.Text
    faq: list[str] = field(default_factory=list)
    #: the game's view beside the step (e.g. the stack, who holds priority); games without
    #: such a view leave it out of the JSON
    context: dict | None = None

    def to_dict(self) -> dict:
        out = {
            "seq": self.seq,
            "step": self.step,
            "window": self.window,
            "event": self.event,
            "actor": self.actor,
            "chooser": self.chooser,
            "choice": self.choice,
            "changes": [c.to_dict() for c in self.changes],
            "cites": list(self.cites),
            "faq": list(self.faq),
            # a catalogue message (judge.i18n.Text) stays unsaid until a reader asks for its
            # languages (``explained``): a resolve that is only checked says nothing
            "explain": self.explain,
        }
        if self.context is not None:
            out["context"] = self.context
        return out


class Trace:
    """Builds the list of steps."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def add(
        self,
        *,
        step: str,
        event: str,
        cites: list[str],
        explain: Mapping[str, str],
        changes: list[Change],
        window: str | None = None,
        actor: str | None = None,
        chooser: str | None = None,
        choice: Any = None,
        faq: list[str] | None = None,
        context: dict | None = None,
    ) -> Step:
        # published answers (IDs with "/faq/" in them) are listed apart from the rules
        cited_faq = [c for c in cites if FAQ_MARK in c]
        faq = list(dict.fromkeys(list(faq or []) + cited_faq)) if faq or cited_faq else []
        cites = list(dict.fromkeys(c for c in cites if FAQ_MARK not in c) if cited_faq else dict.fromkeys(cites))
        if not cites:
            raise UncitedStep(f"step {event!r} cites no rule")
        s = Step(len(self.steps) + 1, step, window, event, actor, chooser, choice, changes, cites, as_text(explain), faq,
                 context)
        self.steps.append(s)
        return s

    def windows(self) -> list[str]:
        return [s.window for s in self.steps if s.window]

    def cited(self) -> list[str]:
        return list(dict.fromkeys(c for s in self.steps for c in s.cites + s.faq))

    def to_list(self) -> list[dict]:
        return [s.to_dict() for s in self.steps]

    def to_json(self) -> str:
        return dumps(self.to_list())


def explained(explain: Mapping[str, str], langs: tuple[str, ...] = LANGS) -> dict[str, str]:
    """A step's explanation said in ``langs``: German and English always when asked, Polish where
    it is said (a catalogue message says it; an explanation given as a mapping may not)."""
    return {lang: said for lang in langs if (said := explain.get(lang, "")) or lang != "pl"}


def _said(value: Any) -> dict:
    if isinstance(value, Mapping):  # an explanation not said yet: every language
        return explained(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def dumps(data: Any) -> str:
    """The one JSON encoding used for traces and results (stable across processes)."""
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False, default=_said)
