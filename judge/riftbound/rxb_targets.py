"""Selector keys the compiler reads since branch rxb (``targets``).

* ``rxb_not_event_unit`` — "another unit they control here" in a triggered ability set off by a
  play (Star Spring): not the card whose play triggered it (the event's ``card``, rb:583.2.a).
  Value: ``true``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

KEYS = {"rxb_not_event_unit"}


def check(t: dict, where: str) -> None:
    if "rxb_not_event_unit" in t and not (t["rxb_not_event_unit"] is True and "choose" in t):
        raise ValueError(f"{where}.rxb_not_event_unit: true, on a choice")


def matches(g: RiftboundGame, ctx: Ctx, sel: dict, iid: str) -> bool:
    if sel.get("rxb_not_event_unit") and ctx is not None and iid in (ctx.event.get("card"), ctx.event.get("unit")):
        return False  # "another unit": not the one the triggering event is about
    return True
