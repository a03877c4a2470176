"""What a game with a stack needs, in no game's words.

* ``Stack``: pending items (played cards, activated or triggered abilities) that wait
  while players get the chance to respond; new items go on top, the top item resolves
  first. Kept in the state (a list, bottom first), so it copies, restores and traces like
  everything else.
* ``PriorityRound``: a window in which only some players may act, one at a time: the
  players in their order, who holds the permission to act, and how many passed in a row.
  When every player in the round has passed in a row, the round is over (the caller then
  resolves the top item, or closes the window).
* ``Agenda``: the rule procedures still to run, in order, as data (``{"do": name, ...}``).
  A game that must pause while players hold priority keeps its place here instead of on
  the Python call stack, so a paused game is just state.
* ``order_items``: the controller of simultaneous items chooses the order they go onto
  the stack (one prompt per pick; a single item needs no answer).
"""

from __future__ import annotations

from typing import Any, Callable

from .choices import Option, Prompt
from .state import State


class Stack:
    """Items waiting to resolve, last in first out. An item is a plain dict with at least
    ``label`` and ``controller``; ``push`` gives it an ``id`` unique in the game."""

    def __init__(self, state: State, path: str, counter_path: str):
        self.state = state
        self.path = path
        self.counter_path = counter_path

    @property
    def items(self) -> list[dict]:
        """Bottom first."""
        return self.state.get(self.path)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def top(self) -> dict | None:
        items = self.items
        return items[-1] if items else None

    def push(self, item: dict) -> str:
        n = (self.state.get(self.counter_path) or 0) + 1
        self.state.set(self.counter_path, n)
        item = {"id": f"i{n}", **item}
        self.state.insert(self.path, -1, item)
        return item["id"]

    def pop(self) -> dict:
        item = self.items[-1]
        self.state.remove(self.path, item)
        return item

    def find(self, item_id: str) -> dict | None:
        return next((i for i in self.items if i["id"] == item_id), None)

    def remove(self, item_id: str) -> dict | None:
        item = self.find(item_id)
        if item is not None:
            self.state.remove(self.path, item)
        return item

    def view(self) -> list[dict]:
        """What a trace shows: each item's id, label and controller, bottom first."""
        return [{"id": i["id"], "label": i["label"], "controller": i["controller"], "kind": i.get("kind")}
                for i in self.items]


class PriorityRound:
    """A window in which the listed players act one at a time, in their order.

    Kept at ``path`` as ``{"players": [...], "holder": name, "passes": n}`` (or None when
    no such window is open)."""

    def __init__(self, state: State, path: str):
        self.state = state
        self.path = path

    @property
    def data(self) -> dict | None:
        return self.state.get(self.path)

    @property
    def is_open(self) -> bool:
        return self.data is not None

    @property
    def holder(self) -> str | None:
        return self.data["holder"] if self.data else None

    @property
    def players(self) -> list[str]:
        return list(self.data["players"]) if self.data else []

    @property
    def passes(self) -> int:
        return self.data["passes"] if self.data else 0

    def open(self, players: list[str], holder: str) -> None:
        self.state.set(self.path, {"players": list(players), "holder": holder, "passes": 0})

    def close(self) -> None:
        self.state.set(self.path, None)

    def next_after(self, player: str) -> str:
        order = self.players
        return order[(order.index(player) + 1) % len(order)] if player in order else order[0]

    def give(self, player: str) -> None:
        """``player`` holds the permission now; passes so far no longer count."""
        self.state.set(f"{self.path}.holder", player)
        self.state.set(f"{self.path}.passes", 0)

    def acted(self) -> None:
        """The holder did something: everyone must pass again before the round ends."""
        self.state.set(f"{self.path}.passes", 0)

    def add(self, player: str, order: list[str]) -> bool:
        """``player`` may now act too (placed as in ``order``); False if already listed."""
        if player in self.players:
            return False
        listed = set(self.players) | {player}
        self.state.set(f"{self.path}.players", [p for p in order if p in listed])
        return True

    def pass_(self) -> bool:
        """The holder passes. True when every player has passed in a row (the holder
        stays); otherwise the next player in order holds the permission."""
        passes = self.passes + 1
        self.state.set(f"{self.path}.passes", passes)
        if passes >= len(self.players):
            return True
        self.state.set(f"{self.path}.holder", self.next_after(self.holder))
        return False


class Agenda:
    """Rule procedures still to run, first first, each ``{"do": name, ...arguments}``."""

    def __init__(self, state: State, path: str):
        self.state = state
        self.path = path

    @property
    def steps(self) -> list[dict]:
        return self.state.get(self.path)

    def __len__(self) -> int:
        return len(self.steps)

    def then(self, *steps: dict) -> None:
        """Run these after everything already planned."""
        for step in steps:
            self.state.insert(self.path, -1, step)

    def now(self, *steps: dict) -> None:
        """Run these next, in the order given, before everything already planned."""
        for k, step in enumerate(steps):
            self.state.insert(self.path, k, step)

    def pop(self) -> dict | None:
        steps = self.steps
        if not steps:
            return None
        step = steps[0]
        self.state.remove(self.path, step)
        return step

    def run(self, handlers: dict[str, Callable[[dict], Any]], must_wait: Callable[[], bool],
            limit: int = 10_000) -> None:
        """Run planned steps until players must act (``must_wait``) or nothing is left."""
        for _ in range(limit):
            if must_wait():
                return
            step = self.pop()
            if step is None:
                return
            handlers[step["do"]](step)
        from .engine import EngineLimit

        raise EngineLimit("the agenda did not settle")


def order_items(engine, prompt_id: str, chooser: str, items: list[tuple[str, str]], cites: list[str],
                question: dict[str, str]) -> list[str]:
    """The keys of ``items`` ((key, label) pairs) in the order ``chooser`` picks them: one
    prompt per pick while more than one is left."""
    left = list(items)
    out: list[str] = []
    while len(left) > 1:
        prompt = Prompt(
            id=prompt_id,
            chooser=chooser,
            question=question,
            options=tuple(Option(k, label) for k, label in left),
            aliases={label.split(" – ")[0].casefold(): k for k, label in left},
        )
        key = engine.ask(prompt, cites).key
        out.append(key)
        left = [(k, label) for k, label in left if k != key]
    out += [k for k, _ in left]
    return out
