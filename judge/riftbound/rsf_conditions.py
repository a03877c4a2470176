"""Condition words the compiler reads since branch rsf (Spiritforged; ``targets.holds``).

* ``rsf-i-was-mighty`` — "Deathknell – if I was Mighty": the card with the ability, as it was on
  the board when it died (the death event's snapshot, rb:563.2.c.9), had 5 or more might
  (rb:708). Only for its own death: anywhere else it does not hold.
* ``rsf-mighty-unit-here`` — "when you conquer here with one or more Mighty units": the
  ability's controller has a Mighty unit (rb:708) at the battlefield with the ability (rb:053.3)
  as it triggers — the units that conquered it (rb:630.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

WORDS = ("rsf-i-was-mighty", "rsf-mighty-unit-here")


def holds(g: "RiftboundGame", cond: str, ctx: "Ctx") -> bool:
    if cond == "rsf-i-was-mighty":  # rb:708 (might as it was, rb:563.2.c.9)
        was = ctx.event.get("was") if ctx.event.get("unit") == ctx.source else None
        return bool(was) and was.get("type") == "unit" and was.get("might", 0) >= 5
    if cond == "rsf-mighty-unit-here":  # rb:053.3, rb:708
        from . import board_counts, objects

        bf = board_counts.here(g, ctx.source)
        return bf is not None and any(objects.is_mighty(g, u) for u in g.units_at(bf, ctx.controller))
    raise ValueError(f"unknown condition {cond!r}")
