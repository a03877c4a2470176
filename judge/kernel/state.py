"""Game state as a plain JSON-like tree that records every change.

The kernel knows no game: a state is nested dicts and lists of strings, numbers, booleans
and None. Every mutation goes through ``State`` so it can be recorded as a ``Change``
(``path``, ``before``, ``after``) and cited in the trace. Paths are dotted
(``players.bob.score``, ``cards.c1.damage``); keys must not contain dots.

Copying is cheap (one pass over plain containers, leaves are immutable), which is what
the explorer and "refuse an illegal action without half-applying it" rely on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Path = str


@dataclass(frozen=True)
class Change:
    path: str
    before: Any
    after: Any

    def to_dict(self) -> dict:
        return {"path": self.path, "before": self.before, "after": self.after}


def clone(value: Any) -> Any:
    """A deep copy of a JSON-like value (faster than copy.deepcopy for this shape)."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


class State:
    """A JSON-like tree plus the log of changes not yet claimed by a trace step."""

    __slots__ = ("data", "_pending")

    def __init__(self, data: dict, pending: list[Change] | None = None):
        self.data = data
        self._pending: list[Change] = pending if pending is not None else []

    # -- reading -----------------------------------------------------------------------
    def get(self, path: Path, default: Any = None) -> Any:
        node: Any = self.data
        for key in path.split("."):
            if isinstance(node, dict):
                if key not in node:
                    return default
                node = node[key]
            elif isinstance(node, list):
                node = node[int(key)]
            else:
                return default
        return node

    def _parent(self, path: Path) -> tuple[Any, str]:
        head, _, last = path.rpartition(".")
        parent = self.get(head) if head else self.data
        if parent is None:
            raise KeyError(f"no such path: {head}")
        return parent, last

    # -- writing (recorded) ------------------------------------------------------------
    def set(self, path: Path, value: Any) -> None:
        parent, key = self._parent(path)
        before = parent.get(key) if isinstance(parent, dict) else parent[int(key)]
        if before == value and (isinstance(parent, list) or key in parent):
            return
        if isinstance(parent, dict):
            parent[key] = value
        else:
            parent[int(key)] = value
        self._pending.append(Change(path, clone(before), clone(value)))

    def add(self, path: Path, amount: int) -> None:
        """Add ``amount`` to the number at ``path``."""
        self.set(path, (self.get(path) or 0) + amount)

    def insert(self, path: Path, index: int, value: Any) -> None:
        """Insert into the list at ``path`` (index -1 or len means append)."""
        items = self.get(path)
        before = list(items)
        if index < 0 or index >= len(items):
            items.append(value)
        else:
            items.insert(index, value)
        self._pending.append(Change(path, before, list(items)))

    def remove(self, path: Path, value: Any) -> int:
        """Remove ``value`` from the list at ``path``; return the index it had."""
        items = self.get(path)
        before = list(items)
        index = items.index(value)
        del items[index]
        self._pending.append(Change(path, before, list(items)))
        return index

    def delete(self, path: Path) -> None:
        """Remove a key from a dict."""
        parent, key = self._parent(path)
        if key in parent:
            before = parent.pop(key)
            self._pending.append(Change(path, clone(before), None))

    # -- bookkeeping -------------------------------------------------------------------
    def take_changes(self) -> list[Change]:
        """The changes since the last call (a trace step claims them)."""
        out, self._pending = self._pending, []
        return out

    @property
    def has_pending_changes(self) -> bool:
        return bool(self._pending)

    def copy(self) -> "State":
        return State(clone(self.data), list(self._pending))

    def restore(self, other: "State") -> None:
        """Become ``other`` again (used to undo a refused action)."""
        self.data = clone(other.data)
        self._pending = list(other._pending)
