"""Cleanups (rb:518–526): after a chain item resolves, after a move, after a showdown and
after a combat (rb:519). A cleanup kills units with lethal damage (rb:520), drops
attacker/defender from units no longer at a combat (rb:521), trashes hidden cards without a
unit of their controller at their battlefield (rb:523), recalls gear from battlefields
(rb:619.1), marks pending combats (rb:524) and, in a neutral open state, starts a combat or
a showdown the turn player chooses (rb:525, rb:526, rb:622.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import abilities, actions, objects
from .combat import start_combat
from .i18n import M
from .showdown import start_showdown
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def cleanup(g: "RiftboundGame", cites: list[str], start: bool = True) -> None:
    """``start``: begin a pending combat or showdown at the end (rb:525, rb:526); after a chain
    item the chain's end decides first (``chain.chain_ended``)."""
    with g.in_window("cleanup"):
        _cleanup(g, cites)
    abilities.flush(g)
    if start and not g.closed and not g.showdown and not g.state.data["combat"]:
        start_pending(g)


def _cleanup(g: "RiftboundGame", cites: list[str]) -> None:
    d = g.state.data
    changed = []
    # rb:520 — passive kills for lethal damage
    dying = [u for u in g.units_on_board() if objects.lethal(g, u)]
    from .rxb_conditions import dying_together  # "if I didn't die alone": they die together

    with dying_together(g, [(u, g.location(u)) for u in dying]):
        for u in dying:
            actions.kill(g, u, ["rb:520", "rb:139.2.a"], passive=True)
    combat_bf = d["combat"]["battlefield"] if d["combat"] else None
    # rb:521 — attacker/defender only at the battlefield where a combat takes place
    for u in g.units_on_board():
        if d["cards"][u].get("role") and g.location(u) != combat_bf:
            g.state.set(f"cards.{u}.role", None)
            changed.append(u)
    for bf, b in d["battlefields"].items():
        # rb:523 — hidden cards need a unit of the same player at their battlefield
        hidden = b["hidden"]
        if hidden and not g.units_at(bf, d["cards"][hidden]["controller"]):
            put(g, hidden, "trash")
            g.record("hidden-removed", ["rb:523", "rb:106.4.d"],
                     M("Verdeckte Karte {card} kommt in den Ablagestapel", card=g.name(hidden)))
        # rb:619.1 — gear on a battlefield is recalled to its owner's base
        for iid in list(b["units"]):
            if g.defn(iid).type == "gear":
                from .movement import recall

                recall(g, iid, ["rb:619.1", "rb:144.3"])
        # rb:181.4.d — no units, no control (outside a contest, rb:181.4.b)
        if b["controller"] and not b["contested"] and not b["units"]:
            g.state.set(f"battlefields.{bf}.controller", None)
            g.record("control-lost", ["rb:181.4.d"], M("{bf} ist unkontrolliert (keine Einheiten)", bf=g.bf_label(bf)))
        # rb:524 — a combat is pending where units of two opposing players are
        sides = {d["cards"][u]["controller"] for u in b["units"]}
        pending = len({g.team(p) for p in sides}) >= 2
        if pending != bool(b["combat"]) and bf != combat_bf:
            g.state.set(f"battlefields.{bf}.combat", "pending" if pending else None)
            if pending:
                g.record("combat-pending", ["rb:524", "rb:622"], M("Auf {bf} steht ein Kampf aus", bf=g.bf_label(bf)))
    g.record("cleanup", cites + ["rb:518"], M("Cleanup"))


def start_pending(g: "RiftboundGame") -> None:
    """rb:525, rb:526 — in a neutral open state the turn player picks a battlefield with a
    pending combat, or one contested without its controller present, and it begins there
    (rb:622.1: the turn player decides the order)."""
    if g.closed or g.showdown or g.state.data["combat"] or g.state.data.get("winner"):
        return
    d = g.state.data
    combats = [bf for bf, b in d["battlefields"].items() if b["combat"] == "pending"]
    lone = [bf for bf, b in d["battlefields"].items() if b["contested"] and not b["combat"]
            and (not b["controller"] or not g.units_at(bf, b["controller"]))]
    options = list(dict.fromkeys(combats + lone))
    if not options:
        return
    if len(options) == 1:
        bf = options[0]
    else:
        bf = g.ask(f"battlefield:{g.turn_player}", M("Wo beginnt der nächste Kampf oder Showdown?"), [(b, g.bf_label(b)) for b in options],
                   ["rb:622.1", "rb:526"], g.turn_player)
    if bf in combats:
        start_combat(g, bf, ["rb:526"] + (["rb:622.1"] if len(options) > 1 else []))
    else:
        start_showdown(g, bf, combat=False, cites=["rb:525", "rb:548.2", "rb:613.1"])
