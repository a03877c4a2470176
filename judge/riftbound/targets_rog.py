"""Object kinds the compiler reads since branch h-rb-ogn (``targets.candidates`` and
``targets.still_legal`` ask here for the kinds in ``KINDS``).

* ``rog-permanent-or-hidden`` — "another friendly gear, unit, or [Hidden] card" (Pack of
  Wonders): a unit or gear on the board, or a facedown card in a battlefield's hidden zone
  (rb:106.4, rb:106.4.c: it belongs to the player who controls it); ``side`` and ``other`` as for
  any selector.
* ``rog-own-unit-champion-or-board`` — "a Teemo unit you own … from your Champion Zone or the
  board" (Teemo - Swift Scout): a unit its controller owns (rb:126) in their champion zone
  (rb:107.2) or on the board, with the selector's ``tag``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame

KINDS = ("rog-permanent-or-hidden", "rog-own-unit-champion-or-board")


def _side_ok(g: "RiftboundGame", ctx: Any, sel: dict, iid: str) -> bool:
    side = sel.get("side", "any")
    if side == "any":
        return True
    return g.friendly(g.controller(iid), ctx.controller) == (side == "ally")


def _hidden_cards(g: "RiftboundGame") -> list[str]:
    """The facedown cards in the battlefields' hidden zones (rb:106.4.b: one each at most)."""
    return [h for bf in g.battlefields() if (h := g.battlefield(bf)["hidden"])]


def candidates(g: "RiftboundGame", ctx: Any, sel: dict) -> list[str]:
    from .targets import matches

    kind = sel.get("choose") or sel.get("all")
    if kind == "rog-permanent-or-hidden":
        base = {k: v for k, v in sel.items() if k not in ("choose", "all")}
        out = [i for i in g.permanents() if matches(g, ctx, {"choose": "permanent", **base}, i)]
        out += [h for h in _hidden_cards(g) if _side_ok(g, ctx, sel, h) and not (sel.get("other") and h == ctx.source)]
        return out
    if kind == "rog-own-unit-champion-or-board":
        return _own_units_champion_or_board(g, ctx, sel)
    raise ValueError(f"unknown object kind {kind!r}")


def still_legal(g: "RiftboundGame", ctx: Any, sel: dict, iid: str) -> bool:
    """rb:563.2.c.2–4: the same object, still meeting the requirements (a hidden card still
    hidden, or a permanent still on the board)."""
    return iid in candidates(g, ctx, sel)


# -- "any number of units at a battlefield with total Might 4 or less" (Fox-Fire) --------------------
# selector key ``rog_total_might_max``: the chosen units together have at most that much might
# (read when they are chosen, rb:559.3, and again as the spell resolves, rb:563.2.c.2); with
# ``same_battlefield`` they are all at one battlefield (docs/rulings.md, Riftbound 53)

def total_might(g: "RiftboundGame", ids: list[str]) -> int:
    from . import objects

    return sum(objects.might(g, i) for i in ids)


def fits(g: "RiftboundGame", sel: dict, picked: list[str], left: list[str]) -> list[str]:
    """The candidates that may join ``picked`` without breaking the selector's joint requirements."""
    if "rog_total_might_max" not in sel:
        return left
    cap = sel["rog_total_might_max"]
    places = {g.location(i) for i in picked}
    out = []
    for i in left:
        if sel.get("same_battlefield") and places and g.location(i) not in places:
            continue
        if total_might(g, picked + [i]) <= cap:
            out.append(i)
    return out


def joint_ok(g: "RiftboundGame", sel: dict, ids: list[str]) -> bool:
    """Whether the chosen objects together meet the joint requirement."""
    return "rog_total_might_max" not in sel or total_might(g, ids) <= sel["rog_total_might_max"]


# -- "a Teemo unit you own … from your Champion Zone or the board" (Teemo - Swift Scout) -------------


def _own_units_champion_or_board(g: "RiftboundGame", ctx: Any, sel: dict) -> list[str]:
    """Units the controller owns (rb:126) in their champion zone (rb:107.2) or on the board, with
    the selector's tag (rb:139.1)."""
    me = ctx.controller
    ids = list(g.state.get(f"players.{me}.champion") or []) + [i for i in g.permanents() if g.owner(i) == me]
    out = []
    for i in ids:
        d = g.defn(i)
        if d.type != "unit" or ("tag" in sel and sel["tag"] not in d.tags):
            continue
        out.append(i)
    return out

