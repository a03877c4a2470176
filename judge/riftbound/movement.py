"""Movement and recalls (rb:608–619, rb:140).

A unit's standard move (rb:140) is a discretionary action in its controller's action phase
in a neutral open state (rb:140.1): exhaust the units (rb:140.2, paid together rb:140.3.c)
and move them to one destination (rb:140.3.a): base → battlefield, battlefield → base,
battlefield → battlefield only with Ganking (rb:140.4, rb:722). Moving onto a battlefield
its player does not control contests it (rb:181.3.a); a cleanup follows (rb:615). A recall
is not a move (rb:617, rb:618).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import objects
from .cleanup import cleanup
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def standard_move(g: "RiftboundGame", player: str, units: list[str], dest: str) -> None:
    if g.phase != "action" or g.turn_player != player:
        g.refuse("rb:140.1.a", "Die Standardbewegung gibt es nur in der eigenen Aktionsphase",
                 "the standard move is only possible in your own action phase")
    if g.closed:
        g.refuse("rb:140.1.b", "Keine Standardbewegung in einem geschlossenen Zustand",
                 "no standard move in a closed state")
    if g.showdown:
        g.refuse("rb:140.1.c", "Keine Standardbewegung während eines Showdowns", "no standard move during a showdown")
    if dest != "base" and dest not in g.battlefields():
        g.refuse("rb:140.4", f"Unbekanntes Ziel {dest}", f"unknown destination {dest}")
    for u in units:
        if not g.is_unit(u) or g.location(u) is None:
            g.refuse("rb:610.3", f"{g.name(u)} ist keine Einheit auf dem Spielbrett", f"{g.name(u)} is not a unit on the board")
        if g.controller(u) != player:
            g.refuse("rb:648.8.c.2" if g.friendly(g.controller(u), player) else "rb:140",
                     f"{player} kontrolliert {g.name(u)} nicht", f"{player} does not control {g.name(u)}")
        from .effects_ruv import may_move  # "They can't move it this turn" (Vex - Apathetic)

        if not may_move(g, player, u):
            g.refuse("rb:568", f"{player} kann {g.name(u)} in diesem Zug nicht bewegen",
                     f"{player} can't move {g.name(u)} this turn")
        if g.card(u)["exhausted"]:
            g.refuse("rb:592.4", f"{g.name(u)} ist erschöpft: die Kosten (erschöpfen) können nicht bezahlt werden",
                     f"{g.name(u)} is exhausted: the cost (exhaust) cannot be paid")
        here = g.location(u)
        if here == dest:
            g.refuse("rb:610", f"{g.name(u)} ist schon dort", f"{g.name(u)} is already there")
        if dest == "base" and objects.cant_move_to_base(g, u):
            g.refuse("rb:568", f"{g.name(u)} kann sich nicht in die Basis bewegen", f"{g.name(u)} can't move to base")
        if here != "base" and dest != "base" and not objects.has(g, u, "Ganking"):
            g.refuse("rb:140.4.c", f"{g.name(u)} hat kein Ganking: von Schlachtfeld zu Schlachtfeld geht nicht",
                     f"{g.name(u)} has no Ganking: it cannot move from battlefield to battlefield")
    if dest != "base":
        _check_destination(g, player, dest, ["rb:140.4.a.1", "rb:589.1.b.3"])
    for u in units:
        g.state.set(f"cards.{u}.exhausted", True)
    names = ", ".join(g.name(u) for u in units)
    g.record("exhaust", ["rb:140.2", "rb:140.3.c", "rb:592.3.a"], f"{names}: erschöpft als Kosten der Standardbewegung",
             f"{names}: exhausted to pay for the standard move", actor=player)
    move_units(g, player, units, dest, ["rb:140", "rb:596.3"], standard=True)
    cleanup(g, ["rb:615", "rb:519"])


def _check_destination(g: "RiftboundGame", player: str, dest: str, cites: list[str]) -> None:
    others = {g.controller(u) for u in g.battlefield(dest)["units"]} - {player}
    if len(others) >= 2:
        g.refuse(cites[0], f"Auf {g.bf_label(dest)} sind schon Einheiten von zwei anderen Spielern",
                 f"{g.bf_label(dest)} already holds units of two other players")
    if len(g.players()) > 2 and g.battlefield(dest)["combat"] and not g.units_at(dest, player):
        g.refuse("rb:610.2.a", f"{g.bf_label(dest)} hat einen Kampf, an dem {player} nicht beteiligt ist",
                 f"{g.bf_label(dest)} has a combat {player} is not part of")


def move_units(g: "RiftboundGame", player: str, units: list[str], dest: str, cites: list[str],
               standard: bool) -> bool:
    """rb:609 — the units change place at once (rb:609.3); a unit arriving at a battlefield
    its controller does not control contests it (rb:181.3.a). A move into a combat of two
    other players becomes a recall (rb:610.2.b)."""
    moved = False
    for u in units:
        if g.location(u) is None or not g.is_unit(u):
            continue
        if dest != "base":
            fighters = {g.controller(x) for x in g.battlefield(dest)["units"]}
            if g.battlefield(dest)["combat"] and len(fighters - {g.controller(u)}) >= 2:
                recall(g, u, ["rb:610.2.b"])
                continue
        if dest == "base" and objects.cant_move_to_base(g, u):  # what can move does (rb:563.2.c.6)
            g.record("no-move", cites + ["rb:568", "rb:563.2.c.6"], f"{g.name(u)} kann sich nicht in die Basis bewegen",
                     f"{g.name(u)} can't move to base")
            continue
        frm = g.location(u)
        put(g, u, "base" if dest == "base" else f"bf:{dest}")
        moved = True
        de_from, en_from = g.where_label(frm, g.controller(u))
        de_to, en_to = g.where_label(dest, g.controller(u))
        g.record("move", cites + ["rb:609", "rb:610"], f"{g.name(u)} bewegt sich von {de_from} nach {de_to}",
                 f"{g.name(u)} moves from {en_from} to {en_to}", actor=g.controller(u))
        from .abilities import event
        from .turn_record import rd_note_move

        nth = rd_note_move(g, u)  # the how-many-th move of this unit this turn ("the third time I move")
        event(g, "moved", unit=u, player=g.controller(u), nth=nth, **{"from": frm, "to": dest})  # rb:609.1 (not a recall, rb:618.1)
        if dest != "base":
            from .effects_rsd import join_combat  # arriving during the combat there (docs/rulings.md, Riftbound 75)

            join_combat(g, u, dest)
            b = g.battlefield(dest)
            if b["controller"] != g.controller(u) and not b["contested"]:
                g.state.set(f"battlefields.{dest}.contested", g.controller(u))
                g.record("contested", ["rb:181.3.a"], f"{g.bf_label(dest)} ist umkämpft (durch {g.controller(u)})",
                         f"{g.bf_label(dest)} is contested (by {g.controller(u)})", actor=g.controller(u))
    return moved


def recall(g: "RiftboundGame", iid: str, cites: list[str], exhausted: bool | None = None) -> None:
    """rb:617 — a change of place that is not a move (rb:618: no move triggers, not stopped
    by what stops moves): back to the base of its controller."""
    frm = g.location(iid)
    put(g, iid, "base", exhausted=exhausted)
    de, en = g.where_label(frm)
    g.record("recall", cites + ["rb:617", "rb:618"], f"{g.name(iid)} wird von {de} in die Basis zurückgerufen"
             + (" (erschöpft)" if exhausted else ""), f"{g.name(iid)} is recalled from {en} to its base"
             + (" (exhausted)" if exhausted else ""))
