"""Creatures that share a house (kf:rules/houses): "each creature that shares a house with at
least 1 of its neighbors" (Groupthink Tank), "a creature that shares a house with 2 of its
neighbors" (Mini Groupthink Tank).

Two cards share a house when some house is one both belong to (``g.belongs_to``: a card's own
house, or every house for one "considered to belong to all houses"). The target filter
``kwa_house_neighbors: N`` holds for a creature that shares a house with at least N of its
neighbors (kf:glossary/neighbor), read from the board as it is when the effect chooses;
``kwa_shares_house_with: "previous"|"self"`` for a card that shares a house with that card ("for
each of its neighbors that shares a house with it", Thorium Plasmate).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import KeyForgeGame

#: the target filter key (select.py ``_fits``)
FILTER = "kwa_house_neighbors"


def share_a_house(g: KeyForgeGame, a: str, b: str) -> bool:
    from .cards.model import HOUSES

    return any(g.belongs_to(a, h) and g.belongs_to(b, h) for h in HOUSES)


def fits(g: KeyForgeGame, iid: str, at_least: int) -> bool:
    if not g.is_creature(iid):
        return False
    return sum(1 for n in g.neighbors(iid) if share_a_house(g, iid, n)) >= at_least
