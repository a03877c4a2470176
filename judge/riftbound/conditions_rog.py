"""Conditions the compiler reads since branch h-rb-ogn (``targets.holds`` asks here for the
words in ``WORDS``; ``targets.check_condition`` accepts them when a definition loads).

* ``rog-kills-it`` — "If this kills it, …" (Disintegrate): the previous instruction dealt its
  damage and left the unit with lethal damage — nonzero damage at least its might
  (rb:139.2.a). Such a unit is killed in the cleanup after the spell (rb:520); the card's
  "kills" is that damage (docs/rulings.md, Riftbound 51).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import objects

if TYPE_CHECKING:
    from .game import RiftboundGame

WORDS = ("rog-kills-it",)


def holds(g: "RiftboundGame", cond: str, ctx: Any) -> bool:
    if cond == "rog-kills-it":  # rb:139.2.a
        return bool(ctx.done) and any(g.card(i) and g.on_board(i) and g.is_unit(i) and objects.lethal(g, i)
                                      for i in ctx.previous)
    raise ValueError(f"unknown condition {cond!r}")
