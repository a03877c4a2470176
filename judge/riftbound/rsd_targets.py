"""Selector keys the compiler reads since branch rsd (Spiritforged and Origins; ``targets``).

* ``rsd_any_number`` — "any number of friendly units …": the player picks as many of the
  candidates as they like, none included (rb:559.3.c.6: each one picked is a target chosen on
  its own). ``choose`` then asks with a "done" answer from the first pick on and never refuses
  an empty pick; with ``same_battlefield`` every unit picked is at the battlefield of the first.
  Value: ``true``.
* ``rsd_token`` — "your token units": a token (rb:170) or not. Value: ``true`` / ``false``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

KEYS = {"rsd_any_number", "rsd_token"}


def check(t: dict, where: str) -> None:
    if "rsd_any_number" in t and not (t["rsd_any_number"] is True and "choose" in t
                                      and "count" not in t and "up_to" not in t):
        raise ValueError(f"{where}.rsd_any_number: true, on a choice without count or up_to")
    if "rsd_token" in t and not isinstance(t["rsd_token"], bool):
        raise ValueError(f"{where}.rsd_token: true or false")


def matches(g: "RiftboundGame", sel: dict, iid: str) -> bool:
    if "rsd_token" in sel and bool(g.card(iid).get("token")) != sel["rsd_token"]:
        return False  # rb:170: a token unit
    return True


def fits(g: "RiftboundGame", sel: dict, picked: list[str], left: list[str]) -> list[str]:
    """"Any number of … at a battlefield" (``same_battlefield``): the rest at the first one's place."""
    if not (sel.get("rsd_any_number") and sel.get("same_battlefield") and picked):
        return left
    where = g.location(picked[0])
    return [i for i in left if g.location(i) == where]
