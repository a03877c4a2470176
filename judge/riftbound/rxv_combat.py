"""What branch rxv's cards ask about combats and damage (Affectionate Poro: "When a combat that I
was in ends, if I haven't been dealt damage this turn, draw 1.").

* The units of a combat: a unit is in a combat while it is an attacker or a defender of it
  (rb:620, rb:521: only at the battlefield where the combat takes place). When a combat ends
  (rb:627.4; or at once, rb:626.1.a.1), the event ``rxv-combat-ended`` names every unit still on
  the board that was in it: those with a role now (the attackers recalled by rb:627.2 keep theirs
  until the next cleanup) and those whose role a cleanup took while the combat went on (they
  left its battlefield, rb:521; noted in the combat's record, ``combat.rxv_left``). A unit that
  left the board meanwhile is a new object (rb:563.2.c.4) and not named.
* The trigger ``rxv-combat-i-was-in-ends`` fires for such a unit itself ("a combat that I was in").
* Damage this turn: every unit dealt damage (rb:139.3; damage a replacement prevented in full is
  not dealt, rb:572) is noted in the turn's record (``turn.rxv_damaged``, replaced with each new
  turn, rb:517.5), since marked damage is removed when a combat ends (rb:627.5). A board stated in
  the middle of a turn with damage on a unit says that unit was dealt damage this turn (damage
  stays marked only until the turn or the combat ends, rb:139.3.b; setup.py notes it). The condition
  ``"rxv-not-damaged-this-turn"`` ("if I haven't been dealt damage this turn") holds for the card
  with the ability when neither is so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

WORDS = ("rxv-not-damaged-this-turn",)
LISTENS = {"rxv-combat-ended": ("rxv-combat-i-was-in-ends",)}
LABELS = {"rxv-combat-i-was-in-ends": M("wenn ein Kampf endet, in dem ich war")}


def _key(g: "RiftboundGame", iid: str) -> str:
    return f"{iid}@{g.card(iid)['zid']}"


def note_damaged(g: "RiftboundGame", iid: str) -> None:
    """actions.deal_damage: unit ``iid`` was dealt damage (rb:139.3)."""
    g.state.set("turn.rxv_damaged", list(g.state.get("turn.rxv_damaged") or []) + [_key(g, iid)])


def note_left_combat(g: "RiftboundGame", iid: str) -> None:
    """cleanup: unit ``iid`` lost its role in the combat going on (rb:521)."""
    if g.state.data.get("combat"):
        g.state.set("combat.rxv_left", list(g.state.get("combat.rxv_left") or []) + [_key(g, iid)])


def combat_ended(g: "RiftboundGame", bf: str) -> None:
    """combat._end_combat, before the combat's record goes: the event for the units that were in it."""
    from .abilities import event

    left = set(g.state.get("combat.rxv_left") or []) if g.state.data.get("combat") else set()
    units = [u for u in g.units_on_board() if g.card(u).get("role") in ("attacker", "defender")
             or _key(g, u) in left]
    event(g, "rxv-combat-ended", battlefield=bf, units=units)


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if ab.trigger == "rxv-combat-i-was-in-ends":  # rb:627.4, a unit that was in it, still on the board
        ok = source in data.get("units", ()) and g.card(source) and g.on_board(source)
        return g.controller(source) if ok else None
    return None


def holds(g: "RiftboundGame", cond: str, source: str) -> bool:
    if cond == "rxv-not-damaged-this-turn":
        card = g.card(source)
        if card is None or not g.on_board(source):
            return False
        return not card.get("damage") and _key(g, source) not in (g.state.get("turn.rxv_damaged") or [])
    raise ValueError(cond)
