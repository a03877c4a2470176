"""Selector keys the compiler reads since branch rxv (``targets``; their names carry the prefix
``rxv``).

* ``rxv_pressed_by`` — Decree of Focus: "a friendly unit that's in combat with an enemy Fury
  unit or that's being chosen by an enemy Fury spell". The unit is in combat (an attacker or a
  defender of the combat at its battlefield, rb:620, rb:625.1.a) and on the other side of that
  combat stands a unit of the Fury domain (rb:133.1) that is an enemy of the player choosing
  (rb:648.8.d: a teammate is no enemy); or a spell on the chain (rb:532) controlled by such an
  enemy, with the Fury domain, has chosen it as a target (rb:559.3, rb:559.3.c.1: the objects a
  spell chooses are its targets, and they stay chosen while it waits on the chain). Value:
  the domain named (``"fury"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

KEYS = {"rxv_pressed_by"}
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def check(t: dict, where: str) -> None:
    if "rxv_pressed_by" in t and not (t["rxv_pressed_by"] in DOMAINS and t.get("choose") == "unit"):
        raise ValueError(f"{where}.rxv_pressed_by: a domain, on a unit chosen")


def matches(g: "RiftboundGame", ctx, sel: dict, iid: str) -> bool:
    dom = sel.get("rxv_pressed_by")
    if dom is None:
        return True
    return _in_combat_with(g, ctx.controller, iid, dom) or _chosen_by_spell(g, ctx.controller, iid, dom)


def _in_combat_with(g: "RiftboundGame", player: str, iid: str, dom: str) -> bool:
    role = g.card(iid).get("role")
    if role not in ("attacker", "defender"):
        return False
    loc = g.location(iid)
    for other in g.state.data["cards"]:
        c = g.card(other)
        if other == iid or not c or not g.on_board(other) or g.location(other) != loc:
            continue
        if c.get("role") in ("attacker", "defender") and c["role"] != role and g.is_unit(other) \
                and not g.friendly(g.controller(other), player) and dom in g.defn(other).domains:
            return True
    return False


def _chosen_by_spell(g: "RiftboundGame", player: str, iid: str, dom: str) -> bool:
    zid = g.card(iid)["zid"]
    for item in g.chain.items:
        if item.get("kind") != "card" or g.friendly(item["controller"], player):
            continue
        if dom not in g.defn(item["card"]).domains:
            continue
        if any(pair[0] == iid and pair[1] == zid for slot in item.get("targets") or [] for pair in slot):
            return True
    return False
