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
from .i18n import M
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def standard_move(g: "RiftboundGame", player: str, units: list[str], dest: str) -> None:
    if g.phase != "action" or g.turn_player != player:
        g.refuse("rb:140.1.a", M("Die Standardbewegung gibt es nur in der eigenen Aktionsphase"))
    if g.closed:
        g.refuse("rb:140.1.b", M("Keine Standardbewegung in einem geschlossenen Zustand"))
    if g.showdown:
        g.refuse("rb:140.1.c", M("Keine Standardbewegung während eines Showdowns"))
    if dest != "base" and dest not in g.battlefields():
        g.refuse("rb:140.4", M("Unbekanntes Ziel {dest}", dest=dest))
    for u in units:
        if not g.is_unit(u) or g.location(u) is None:
            g.refuse("rb:610.3", M("{card} ist keine Einheit auf dem Spielbrett", card=g.name(u)))
        if g.controller(u) != player:
            g.refuse("rb:648.8.c.2" if g.friendly(g.controller(u), player) else "rb:140",
                     M("{player} kontrolliert {card} nicht", player=player, card=g.name(u)))
        from .effects_ruv import may_move  # "They can't move it this turn" (Vex - Apathetic)

        if not may_move(g, player, u):
            g.refuse("rb:568", M("{player} kann {card} in diesem Zug nicht bewegen", player=player, card=g.name(u)))
        if g.card(u)["exhausted"]:
            g.refuse("rb:592.4", M("{card} ist erschöpft: die Kosten (erschöpfen) können nicht bezahlt werden",
                                   card=g.name(u)))
        here = g.location(u)
        if here == dest:
            g.refuse("rb:610", M("{card} ist schon dort", card=g.name(u)))
        if dest == "base" and objects.cant_move_to_base(g, u):
            g.refuse("rb:568", M("{card} kann sich nicht in die Basis bewegen", card=g.name(u)))
        if here != "base" and dest != "base" and not objects.has(g, u, "Ganking"):
            g.refuse("rb:140.4.c", M("{card} hat kein Ganking: von Schlachtfeld zu Schlachtfeld geht nicht",
                                     card=g.name(u)))
    if dest != "base":
        _check_destination(g, player, dest, ["rb:140.4.a.1", "rb:589.1.b.3"])
    for u in units:
        g.state.set(f"cards.{u}.exhausted", True)
    names = ", ".join(g.name(u) for u in units)
    g.record("exhaust", ["rb:140.2", "rb:140.3.c", "rb:592.3.a"],
             M("{units}: erschöpft als Kosten der Standardbewegung", units=names), actor=player)
    move_units(g, player, units, dest, ["rb:140", "rb:596.3"], standard=True)
    cleanup(g, ["rb:615", "rb:519"])


def _check_destination(g: "RiftboundGame", player: str, dest: str, cites: list[str]) -> None:
    others = {g.controller(u) for u in g.battlefield(dest)["units"]} - {player}
    if len(others) >= 2:
        g.refuse(cites[0], M("Auf {bf} sind schon Einheiten von zwei anderen Spielern", bf=g.bf_label(dest)))
    if len(g.players()) > 2 and g.battlefield(dest)["combat"] and not g.units_at(dest, player):
        g.refuse("rb:610.2.a", M("{bf} hat einen Kampf, an dem {player} nicht beteiligt ist", bf=g.bf_label(dest),
                                 player=player))


def move_units(g: "RiftboundGame", player: str, units: list[str], dest: str, cites: list[str],
               standard: bool, by: str | None = None) -> bool:
    """rb:609 — the units change place at once (rb:609.3); a unit arriving at a battlefield
    its controller does not control contests it (rb:181.3.a). A move into a combat of two
    other players becomes a recall (rb:610.2.b). ``by``: the player who moves them — the
    controller of the spell or ability whose instruction moves them (rb:612, rb:182.2), else
    ``player`` (a standard move, rb:611): "when you move an enemy unit" (rxa_rules.py)."""
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
            g.record("no-move", cites + ["rb:568", "rb:563.2.c.6"], M("{card} kann sich nicht in die Basis bewegen",
                                                                      card=g.name(u)))
            continue
        frm = g.location(u)
        put(g, u, "base" if dest == "base" else f"bf:{dest}")
        moved = True
        g.record("move", cites + ["rb:609", "rb:610"], M("{card} bewegt sich von {frm} nach {to}", card=g.name(u),
                                                         frm=g.where(frm, g.controller(u)),
                                                         to=g.where(dest, g.controller(u))), actor=g.controller(u))
        from .abilities import event
        from .turn_record import rd_note_move

        nth = rd_note_move(g, u)  # the how-many-th move of this unit this turn ("the third time I move")
        event(g, "moved", unit=u, player=g.controller(u), nth=nth, by=by or player, **{"from": frm, "to": dest})  # rb:609.1 (not a recall, rb:618.1)
        if dest != "base":
            from .effects_rsd import join_combat  # arriving during the combat there (docs/rulings.md, Riftbound 75)

            join_combat(g, u, dest)
            b = g.battlefield(dest)
            if b["controller"] != g.controller(u) and not b["contested"]:
                g.state.set(f"battlefields.{dest}.contested", g.controller(u))
                g.record("contested", ["rb:181.3.a"], M("{bf} ist umkämpft (durch {player})", bf=g.bf_label(dest),
                                                        player=g.controller(u)), actor=g.controller(u))
    return moved


def recall(g: "RiftboundGame", iid: str, cites: list[str], exhausted: bool | None = None) -> None:
    """rb:617 — a change of place that is not a move (rb:618: no move triggers, not stopped
    by what stops moves): back to the base of its controller."""
    frm = g.location(iid)
    put(g, iid, "base", exhausted=exhausted)
    g.record("recall", cites + ["rb:617", "rb:618"],
             M("{card} wird von {frm} in die Basis zurückgerufen (erschöpft)", card=g.name(iid), frm=g.where(frm))
             if exhausted else M("{card} wird von {frm} in die Basis zurückgerufen", card=g.name(iid), frm=g.where(frm)))
