"""The result of resolving a scenario (game-agnostic): the outcome, the final state as
scenarios assert on it, the trace, the answers used (with each prompt's legal options),
the prompt the run stopped at (when the scenario leaves one open on purpose) and the
checkpoints it asked for."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.i18n import LANGS

from .choices import Answered
from .trace import explained


@dataclass
class Result:
    outcome: str  # completed | won | refused
    final_state: dict
    steps: list[dict]
    winner: str | None = None
    refused: dict | None = None
    choices: list[Answered] = field(default_factory=list)
    unused_answers: list[Any] = field(default_factory=list)
    #: the prompt the run stopped at (outcome "open-prompt"), as ``Prompt.to_dict``
    open_prompt: dict | None = None
    #: snapshots of the state mid-run: [{"after": k | "at_prompt": id, "occurrence": n, "state": {...}}]
    checkpoints: list[dict] = field(default_factory=list)

    def to_dict(self, langs: tuple[str, ...] = LANGS) -> dict:
        """The result as JSON data, each step's explanation said in ``langs`` (every interface
        language by default; none for a reader that only checks the run)."""
        return {
            "outcome": self.outcome,
            "winner": self.winner,
            "refused": self.refused,
            "final_state": self.final_state,
            "steps": [{**s, "explain": explained(s["explain"], langs)} for s in self.steps],
            "choices": [a.to_dict() for a in self.choices],
            "unused_answers": self.unused_answers,
            "open_prompt": self.open_prompt,
            "checkpoints": self.checkpoints,
        }

    def summary(self) -> dict:
        """What distinguishes outcomes in the explorer."""
        return {
            "outcome": self.outcome,
            "winner": self.winner,
            "refused": self.refused,
            "final_state": self.final_state,
        }
