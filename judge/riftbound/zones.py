"""Zones and moving cards between them (rb:105–109, rb:126, rb:170–177).

Every card is in exactly one zone (rb:127.1). ``put`` moves it: out of the list it was in,
into the new one, and when it enters or leaves a non-board zone every temporary
modification stops being tracked (rb:109: damage, buffs, granted keywords, stun,
attacker/defender) and it becomes a new object (``zid``, rb:563.2.c.4). A card goes to its
owner's trash or banishment, never another player's (rb:107.1.d, rb:107.5.d). A token that
leaves the board ceases to exist (rb:177.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .setup import slug

if TYPE_CHECKING:
    from .game import RiftboundGame

#: zones that are lists in a player's record
PLAYER_ZONES = ("hand", "deck", "trash", "banish", "champion", "rune_deck", "runes", "base", "legend")
BOARD = ("base", "bf", "hidden", "runes", "legend")
#: zones a card is in as its owner's (rb:107.1.d, rb:107.5.d)
OWNER_ZONES = ("hand", "deck", "trash", "banish", "champion", "rune_deck")


def _container(g: "RiftboundGame", zone: str, player: str) -> str | None:
    """The state path of the list that holds a card in ``zone`` (None for the chain and gone)."""
    kind, _, where = zone.partition(":")
    if kind == "bf":
        return f"battlefields.{where}.units"
    if kind in PLAYER_ZONES:
        return f"players.{player}.{kind}"
    return None


def is_board(zone: str) -> bool:
    return zone.split(":")[0] in BOARD


def remove_from_zone(g: "RiftboundGame", iid: str) -> None:
    card = g.card(iid)
    zone = card["zone"]
    if zone.startswith("hidden:"):
        g.state.set(f"battlefields.{zone[7:]}.hidden", None)
        return
    holder = card["owner"] if zone in OWNER_ZONES else card["controller"]
    path = _container(g, zone, holder)
    if path and iid in g.state.get(path):
        g.state.remove(path, iid)


def put(g: "RiftboundGame", iid: str, zone: str, *, top: bool = False, controller: str | None = None,
        exhausted: bool | None = None) -> None:
    """Move a card to ``zone`` ('hand', 'trash', 'base', 'bf:<id>', 'hidden:<id>', 'chain',
    'deck' (bottom unless ``top``), ...). rb:109: crossing the board's edge resets it."""
    card = g.card(iid)
    before = card["zone"]
    leaves = before.split(":")[0] in ("base", "bf") and not is_board(zone)  # a permanent leaves the board
    was_controller = card["controller"]
    remove_from_zone(g, iid)
    if before == "deck" and card.get("group"):
        g.state.delete(f"cards.{iid}.group")  # its place among cards in random order no longer matters
    crosses = is_board(before) != is_board(zone) or zone == "chain" or before == "chain"
    if crosses:
        reset(g, iid)
    # (a value already in place is not set again: State.set would record no change either)
    if controller is not None and card["controller"] != controller:
        g.state.set(f"cards.{iid}.controller", controller)
    if zone in OWNER_ZONES and card["controller"] != card["owner"]:
        g.state.set(f"cards.{iid}.controller", card["owner"])  # rb:107.1.d, rb:107.5.d
    if card.get("token") and not is_board(zone):  # rb:177.1
        g.state.set(f"cards.{iid}.zone", "gone")
        _left(g, iid, leaves, was_controller, before, zone)
        return
    g.state.set(f"cards.{iid}.zone", zone)
    if zone.startswith("hidden:"):
        g.state.set(f"battlefields.{zone[7:]}.hidden", iid)
    else:
        path = _container(g, zone, g.card(iid)["controller"] if is_board(zone) else card["owner"])
        if path:
            g.state.insert(path, 0 if top else -1, iid)
    if exhausted is not None and card["exhausted"] != exhausted:
        g.state.set(f"cards.{iid}.exhausted", exhausted)
    _left(g, iid, leaves, was_controller, before, zone)


def _left(g: "RiftboundGame", iid: str, leaves: bool, controller: str, before: str, zone: str = "") -> None:
    """"When this leaves the board" abilities trigger, whatever took it away (killed, returned,
    banished …); the card is looked back at as it was (rb:563.2.c.9). ``to``: the zone it went to
    ("when a unit here is returned to a player's hand", rxb_triggers.py)."""
    if leaves:
        from .abilities import event

        event(g, "leaves-board", unit=iid, player=controller, **{"from": before, "to": zone})


def reset(g: "RiftboundGame", iid: str) -> None:
    """rb:109 — temporary modifications are no longer tracked; rb:705 buffs come off; the
    card becomes a new object (rb:563.2.c.4)."""
    card = g.card(iid)
    for key, value in (("damage", 0), ("buff", 0), ("stunned", False), ("role", None), ("exhausted", False)):
        if card.get(key, value) != value:
            g.state.set(f"cards.{iid}.{key}", value)
    g.state.set(f"cards.{iid}.zid", card["zid"] + 1)
    for e in [e for e in g.state.data["effects"] if e.get("target") == iid]:
        g.lasting.remove(e["id"])


def new_id(g: "RiftboundGame", name: str) -> str:
    base = slug(name)
    cards = g.state.data["cards"]
    if base not in cards:
        return base
    n = 2
    while f"{base}-{n}" in cards:
        n += 1
    return f"{base}-{n}"
