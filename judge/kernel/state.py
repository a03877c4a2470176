"""Game state as a plain JSON-like tree that records every change.

The kernel knows no game: a state is nested dicts and lists of strings, numbers, booleans
and None. Every mutation goes through ``State`` so it can be recorded as a ``Change``
(``path``, ``before``, ``after``) and cited in the trace. Paths are dotted
(``players.bob.score``, ``cards.c1.damage``); keys must not contain dots.

Copying is cheap (one pass over plain containers, leaves are immutable), which is what
the explorer and "refuse an illegal action without half-applying it" rely on. Cheaper
still, ``mark``/``undo`` take back the changes made since a mark without copying anything.

``version`` is bumped by every mutation, so a game may remember what it derives from the
state (which cards are in play, their current values) for as long as the version stays the same.
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


_LEAVES = frozenset({str, int, bool, float, type(None)})


def clone(value: Any) -> Any:
    """A deep copy of a JSON-like value (faster than copy.deepcopy for this shape)."""
    t = type(value)
    if t in _LEAVES:
        return value
    if t is dict:
        return {k: v if type(v) in _LEAVES else clone(v) for k, v in value.items()}
    if t is list:
        return [v if type(v) in _LEAVES else clone(v) for v in value]
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


class State:
    """A JSON-like tree plus the log of changes not yet claimed by a trace step."""

    __slots__ = ("data", "_pending", "version", "_undo")

    def __init__(self, data: dict, pending: list[Change] | None = None):
        self.data = data
        self._pending: list[Change] = pending if pending is not None else []
        #: bumped by every mutation (a game's caches of derived values are valid while it holds)
        self.version = 0
        #: how to take back each change since the first ``mark`` (None: not recording)
        self._undo: list[tuple] | None = None

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
        if isinstance(parent, dict):
            existed = key in parent
            before = parent.get(key)
            if existed and before == value:
                return
            parent[key] = value
            if self._undo is not None:
                self._undo.append(("set", parent, key, existed, before))
        else:
            index = int(key)
            before = parent[index]
            if before == value:
                return
            parent[index] = value
            if self._undo is not None:
                self._undo.append(("set", parent, index, True, before))
        self.version += 1
        self._pending.append(Change(path, clone(before), clone(value)))

    def add(self, path: Path, amount: int) -> None:
        """Add ``amount`` to the number at ``path``."""
        self.set(path, (self.get(path) or 0) + amount)

    def insert(self, path: Path, index: int, value: Any) -> None:
        """Insert into the list at ``path`` (index -1 or len means append)."""
        items = self.get(path)
        before = list(items)
        if index < 0 or index >= len(items):
            index = len(items)
            items.append(value)
        else:
            items.insert(index, value)
        if self._undo is not None:
            self._undo.append(("insert", items, index))
        self.version += 1
        self._pending.append(Change(path, before, list(items)))

    def remove(self, path: Path, value: Any) -> int:
        """Remove ``value`` from the list at ``path``; return the index it had."""
        items = self.get(path)
        before = list(items)
        index = items.index(value)
        removed = items.pop(index)
        if self._undo is not None:
            self._undo.append(("remove", items, index, removed))
        self.version += 1
        self._pending.append(Change(path, before, list(items)))
        return index

    def delete(self, path: Path) -> None:
        """Remove a key from a dict."""
        parent, key = self._parent(path)
        if key in parent:
            if self._undo is not None:  # the whole dict: a key put back must keep its place
                self._undo.append(("delete", parent, list(parent.items())))
            before = parent.pop(key)
            self.version += 1
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
        """Become ``other`` again (used to undo a refused action; a ``mark`` made before
        does not survive it)."""
        self.data = clone(other.data)
        self._pending = list(other._pending)
        self.version += 1

    def mark(self) -> tuple[int, list[Change]]:
        """A point ``undo`` can go back to; from the first mark on, every change also notes
        how to take it back (cheaper than ``copy`` + ``restore``: nothing is copied)."""
        if self._undo is None:
            self._undo = []
        return len(self._undo), list(self._pending)

    def undo(self, mark: tuple[int, list[Change]]) -> None:
        """Take back every change since ``mark``, newest first (used to undo a refused
        action): the tree is as it was then, key order included."""
        size, pending = mark
        undo = self._undo
        while len(undo) > size:
            entry = undo.pop()
            kind, container = entry[0], entry[1]
            if kind == "set":
                _, _, key, existed, before = entry
                if existed:
                    container[key] = before
                else:
                    del container[key]
            elif kind == "insert":
                del container[entry[2]]
            elif kind == "remove":
                container.insert(entry[2], entry[3])
            else:  # delete
                container.clear()
                container.update(entry[2])
        self._pending = pending
        self.version += 1
