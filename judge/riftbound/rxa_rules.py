"""Conditions the compiler reads since branch rxa (``targets.check_condition`` / ``targets.holds``).

* ``{"rxa_revealed_tag": [tags]}`` — "Then if you revealed a Bird, Cat, Dog, or Poro, do this: …"
  (Ivern - Nurturer): a card this ability revealed earlier in its resolution (rb:600.1, shown to
  every player, rb:600.2.a; noted by ``effects_cards.from_seen`` as ``ctx.rog["rxa_revealed"]``)
  has one of the tags (rb:139.1: tags are printed on the card; a card in the hand has its printed
  ones). Nothing revealed: it does not hold.
* ``{"rxa_discarded_type": "spell" | "gear" | "unit"}`` — "do the following based on the discarded
  card's type: Spell - …" (Hwei - Brooding Painter): the card this ability discarded earlier in its
  resolution (rb:598.1; noted by ``effects_cards.discard`` as ``ctx.rog["rxa_discarded"]``) is of
  that type (rb:132). Nothing discarded: it does not hold.

Selector keys (``targets.SELECTOR_KEYS``, checked by ``checks.check_selector``):

* ``rxa_chooses_only: "target:N"`` — on a ``chain-item``: "an enemy spell or ability that chooses it
  and no other friendly unit" (Repulse): among the targets the item's controller chose for it
  (rb:559.3) is the unit chosen in this ability's slot N, and no other unit friendly to this
  ability's controller (rb:648.8.d) on the board.
* ``rxa_opponents: true`` — on a ``trash-card`` of any player's trash (``rve_trashes``): "cards from
  opponents' trashes" (Disposal Order): only the trashes of players not friendly to the chooser
  (rb:648.8.d).
* ``rxa_apart: true`` — on a unit: "… and another unit you control at a different location" (Smoke
  and Mirrors): not at the location (a battlefield or the base) of the unit the slot just
  before chose (rb:559.3; ``targets.choose``).

Passive ``rxa-play-from-trash`` (``cost``: energy and power; ``if``, e.g. ``legion``) — "[Legion] You
may play me from your trash for [3][fury]" (Undying Legion): the card's text lets its owner play it
from their trash (rb:002 over rb:107.6.a) while the condition holds — Legion's is judged in the trash
(rb:724.1.c.2) — and then its own cost is not paid (rb:560.1.a) but the one it names (rb:560.2);
every other step of playing applies (``play.play_card``; ``trash_play_cost``).

Triggers (merged into ``trigger_events``: LISTENS, LABELS, WHICH, ``fires``):

* ``rxa-you-move`` — "When you move an enemy unit" (Blast Cone): a unit moves (rb:609.1; not a
  recall, rb:618.1) and the player who moved it is the ability's controller: the controller of the
  spell or ability whose instruction moved it (rb:612, rb:182.2), or of the unit in a standard
  move (rb:611). ``which.side`` says whose unit (``enemy``); its instructions read it as
  ``event-unit``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

KEYS = ("rxa_revealed_tag", "rxa_discarded_type")
TYPES = ("spell", "gear", "unit")


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    (key, value), = cond.items()
    if key == "rxa_revealed_tag":
        if not (isinstance(value, list) and value and all(isinstance(t, str) and t for t in value)):
            raise ValueError(f"{where}.{key}: {value!r} is not a list of tags")
    if key == "rxa_discarded_type" and value not in TYPES:
        raise ValueError(f"{where}.{key}: {value!r} is not one of {', '.join(TYPES)}")


def holds(g: "RiftboundGame", cond: dict, ctx: "Ctx") -> bool:
    (key, value), = cond.items()
    if key == "rxa_revealed_tag":  # rb:600.1, rb:139.1
        revealed = ctx.rog.get("rxa_revealed", [])
        return any(t in g.defn(i).tags for i in revealed if g.card(i) for t in value)
    if key == "rxa_discarded_type":  # rb:598.1, rb:132: the type of the card discarded
        return any(g.defn(i).type == value for i in ctx.rog.get("rxa_discarded", []) if g.card(i))
    raise ValueError(f"unknown condition {cond!r}")


def note_discarded(ctx: "Ctx", cards: list[str]) -> None:
    """``cards`` were discarded by the instruction now resolving (rb:598.1): the later instructions
    of the same ability may ask their type."""
    ctx.rog["rxa_discarded"] = ctx.rog.get("rxa_discarded", []) + list(cards)


def note_revealed(ctx: "Ctx", cards: list[str]) -> None:
    """``cards`` were revealed by the instruction now resolving (rb:600.1): the later instructions
    of the same ability may ask what was revealed."""
    ctx.rog["rxa_revealed"] = ctx.rog.get("rxa_revealed", []) + list(cards)


# -- selector keys -------------------------------------------------------------------------
SELECTOR_KEYS = {"rxa_chooses_only", "rxa_apart", "rxa_opponents"}
_SLOT = re.compile(r"target:(\d{1,3})")


def check_selector(t: dict, where: str) -> None:
    if "rxa_chooses_only" in t and not (t.get("choose") == "chain-item" and isinstance(t["rxa_chooses_only"], str)
                                        and _SLOT.fullmatch(t["rxa_chooses_only"])):
        raise ValueError(f"{where}.rxa_chooses_only: 'target:N' (a slot that chose a unit), on a chain item")
    if "rxa_opponents" in t and not (t["rxa_opponents"] is True and t.get("rve_trashes") is True):
        raise ValueError(f"{where}.rxa_opponents: true, on a card chosen from any player's trash (rve_trashes)")
    if "rxa_apart" in t and not (t["rxa_apart"] is True and t.get("choose") == "unit"):
        raise ValueError(f"{where}.rxa_apart: true, on a unit chosen")


def trash_owners(g: "RiftboundGame", sel: dict, ctx: "Ctx", whose: list[str]) -> list[str]:
    """``rxa_opponents``: only the trashes of the chooser's opponents."""
    if not sel.get("rxa_opponents"):
        return whose
    return [p for p in whose if not g.friendly(p, ctx.controller)]


def apart(g: "RiftboundGame", sel: dict, ctx: "Ctx", pool: list[str]) -> list[str]:
    """``rxa_apart``: the candidates not at the location of the unit the slot before chose."""
    if not sel.get("rxa_apart"):
        return pool
    before = {g.location(p[0]) for p in (ctx.targets[-1] if ctx.targets else []) if g.card(p[0])}
    return [i for i in pool if g.location(i) not in before]


def item_ok(g: "RiftboundGame", sel: dict, item: dict, ctx: "Ctx | None") -> bool:
    """A chain item that chose (rb:559.3) the unit of slot N and no other friendly unit."""
    ref = sel.get("rxa_chooses_only")
    if ref is None:
        return True
    n = int(_SLOT.fullmatch(ref).group(1))
    if ctx is None or n >= len(ctx.targets) or not ctx.targets[n]:
        return False
    unit = ctx.targets[n][0][0]
    chosen = [p[0] for slot in item.get("targets") or [] for p in slot]
    others = [i for i in chosen if i != unit and g.card(i) and g.on_board(i) and g.is_unit(i)
              and g.friendly(g.controller(i), ctx.controller)]
    return unit in chosen and not others


# -- playing from the trash ------------------------------------------------------------------
def may_play_from_trash(g: "RiftboundGame", iid: str) -> bool:
    """Whether the card's text names its trash as a zone it may be played from (whether its
    condition holds is judged as it is played, ``trash_play_cost``)."""
    return any(ab.static == "rxa-play-from-trash" for ab in g.defn(iid).known_abilities())


def trash_play_cost(g: "RiftboundGame", player: str, iid: str) -> dict | None:
    """The cost ``player`` pays to play ``iid`` from their trash by its own text now, or None."""
    from .targets import Ctx, holds

    if g.owner(iid) != player:
        return None
    ctx = Ctx(source=iid, controller=player, label=g.name(iid))
    for ab in g.defn(iid).known_abilities():
        if ab.static == "rxa-play-from-trash" and holds(g, ab.condition, ctx):
            return dict(ab.cost)
    return None


# -- triggers ------------------------------------------------------------------------------
LISTENS = {"moved": ("rxa-you-move",)}
LABELS = {"rxa-you-move": M("wenn du eine Einheit bewegst")}
WHICH = {"rxa-you-move": ("side",)}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if ab.trigger == "rxa-you-move":  # rb:612, rb:182.2: the controller of what moved it
        from .trigger_events import describe, matches

        if not controller or data.get("by") != controller or not g.card(data.get("unit", "")):
            return None
        return controller if matches(g, ab.which, describe(g, data["unit"]), data, source, controller) else None
    return None
