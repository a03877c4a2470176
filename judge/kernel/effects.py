"""Events, triggered abilities, replacement effects and lasting effects (game-agnostic).

* ``Event``: something that happens or is about to happen (``name`` + plain ``data``).
* ``Triggered``: an ability waiting in a timing window; ``resolve`` does its work.
* ``Replacement``: "instead" — turns an event that would happen into another (or none).
* ``LastingEffects``: effects with a duration, stored in the state (so they copy and
  trace like everything else) and removed at named boundaries ("end-of-turn", ...).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .state import State


@dataclass
class Event:
    name: str
    data: dict[str, Any] = field(default_factory=dict)

    def with_data(self, **changes: Any) -> Event:
        return Event(self.name, {**self.data, **changes})


@dataclass
class Triggered:
    """An ability that triggered in a window and waits to resolve."""

    key: str  # stable and unique within the window, e.g. "urchin/play"
    #: for people and for ordering prompts, e.g. "<card name> – <trigger>": a name, or a message
    #: said in every language ("<card name> – Gefährlich 2")
    label: str | Mapping[str, str]
    controller: str
    resolve: Callable[[], None]
    cites: list[str]
    still_valid: Callable[[], bool] = lambda: True


@dataclass
class Replacement:
    """A replacement effect that applies to ``event``; ``apply`` returns what happens
    instead (another event, or None when nothing happens)."""

    key: str
    label: str
    apply: Callable[[Event], Event | None]
    cites: list[str]
    explain: Mapping[str, str]  # {"de", "en"} or a judge.i18n.Text


class LastingEffects:
    """Effects with a duration, kept as a list of dicts at ``path`` in the state.

    An effect is ``{"id", "kind", "source", "controller", "until", "player", ...data}``;
    ``until`` names the boundary that ends it and ``player`` (optional) whose boundary.
    """

    def __init__(self, state: State, path: str = "effects", counter_path: str = "effect_seq"):
        self.state = state
        self.path = path
        self.counter_path = counter_path

    def add(self, effect: dict) -> str:
        n = (self.state.get(self.counter_path) or 0) + 1
        self.state.set(self.counter_path, n)
        eid = f"e{n}"
        self.state.insert(self.path, -1, {"id": eid, **effect})
        return eid

    def active(self, kind: str | None = None) -> list[dict]:
        return [e for e in self.state.get(self.path) or [] if kind is None or e.get("kind") == kind]

    def remove(self, effect_id: str) -> None:
        for e in self.state.get(self.path):
            if e["id"] == effect_id:
                self.state.remove(self.path, e)
                return

    def expire(self, boundary: str, player: str | None = None) -> list[dict]:
        """Remove and return the effects that end at ``boundary`` (for ``player``)."""
        gone = [
            e
            for e in self.active()
            if e.get("until") == boundary and (e.get("player") is None or e.get("player") == player)
        ]
        for e in gone:
            self.remove(e["id"])
        return gone
