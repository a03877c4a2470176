"""What the shared parts of the card format mean (their shapes: ``format.py``): a card filter
picks cards, a count counts them in one zone, a condition holds or not, an amount is a number
or a count times a factor plus a base.

The game answers three questions (methods of its game object): ``zone_cards(player, zone)``
(the cards played this turn, in play under the player's control, in the discard pile, in
hand), ``has_faction(card, faction, player)`` (a game may let a card count as another
faction) and ``resource_value(player, name)``; its ``FORMAT.keywords`` name conditions.
Names no game and cites no rule.
"""

from __future__ import annotations

from .format import ZONES


def matches(g, player: str, source: str | None, cid: str, flt: dict) -> bool:
    """Whether card ``cid`` passes the filter (``other``: not the card whose effect this is)."""
    d = g.cdef(cid)
    for key, want in flt.items():
        if key == "type" and d.type != want:
            return False
        if key == "faction" and not g.has_faction(cid, want, player):
            return False
        if key == "name" and want.casefold() not in (d.name.casefold(), (d.en or "").casefold()):
            return False
        if key == "mercenary" and d.mercenary != want:
            return False
        if key == "other" and want and cid == source:
            return False
    return True


def selected(g, player: str, source: str | None, spec: dict) -> list[str]:
    zone = next(z for z in ZONES if z in spec)
    return [c for c in g.zone_cards(player, zone) if matches(g, player, source, c, spec[zone])]


def count(g, player: str, source: str | None, spec: dict) -> int:
    ids = selected(g, player, source, spec)
    if spec.get("distinct") == "faction":
        return len({g.cdef(c).faction for c in ids if g.cdef(c).faction})
    return len(ids)


def holds(g, player: str, source: str | None, cond: dict) -> bool:
    if "all" in cond:
        return all(holds(g, player, source, c) for c in cond["all"])
    if "keyword" in cond:
        return holds(g, player, source, g.FORMAT.keywords[cond["keyword"]])
    if "at_least" in cond:
        return all(g.resource_value(player, k) >= v for k, v in cond["at_least"].items())
    return count(g, player, source, cond) >= cond.get("min", 1)


def amount(g, player: str, source: str | None, value) -> int:
    if isinstance(value, int):
        return value
    return value.get("base", 0) + value.get("each", 1) * count(g, player, source, value["per"])
