"""Conditions the compiler reads since branch rsd (``targets.check_condition`` / ``targets.holds``).

* ``{"rsd_power_spent_min": N}`` — "if you've spent at least [A][A] this turn": the controller has
  paid N or more power (any domains) for costs this turn (rb:156, rb:561.1; noted by
  ``costs.pay`` through ``note_power_spent`` in the record of the turn, ``turn.rsd_power_spent``,
  which each new turn replaces, rb:517.5).
* ``{"rsd_self_mighty": true}`` — "While I'm [Mighty]": the card with the ability has 5 or more
  might (rb:708), judged without the keywords that same ability grants (docs/rulings.md, Riftbound 77:
  else its Shield would decide whether it has Shield).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

KEYS = ("rsd_power_spent_min", "rsd_self_mighty")


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    (key, value), = cond.items()
    if key == "rsd_self_mighty":
        if value is not True:
            raise ValueError(f"{where}.{key}: true")
        return
    if not (isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 99):
        raise ValueError(f"{where}.{key}: {value!r} is not a count from 1 to 99")


def holds(g: "RiftboundGame", cond: dict, ctx: "Ctx") -> bool:
    (key, value), = cond.items()
    if key == "rsd_power_spent_min":  # rb:561.1: power paid this turn
        return power_spent(g, ctx.controller) >= value
    if key == "rsd_self_mighty":
        return self_mighty(g, ctx.source)
    raise ValueError(f"unknown condition {cond!r}")


def note_power_spent(g: "RiftboundGame", player: str, n: int) -> None:
    """``player`` paid ``n`` power for a cost now (costs.pay): noted in the record of the turn."""
    if n:
        _note(g, "rsd_power_spent", player, n)


def power_spent(g: "RiftboundGame", player: str) -> int:
    return (g.state.get("turn.rsd_power_spent") or {}).get(player, 0)


def note_hold_point(g: "RiftboundGame", player: str) -> None:
    """``player`` got a point by holding a battlefield now (scoring.score, rb:630.2, rb:632.1)."""
    _note(g, "rsd_hold_points", player, 1)


def hold_points(g: "RiftboundGame", player: str) -> int:
    """The points ``player`` scored from holding this turn (a record of the turn, rb:517.5)."""
    return (g.state.get("turn.rsd_hold_points") or {}).get(player, 0)


def _note(g: "RiftboundGame", key: str, player: str, n: int) -> None:
    """Adds ``n`` to ``player``'s count ``key`` in the record of the turn (``turn.<key>``), which
    each new turn replaces (turn.py, rb:517.5) — where branch ruv's records are kept too
    (``turn.ruv_played``, ``turn.ruv_chose_enemy``, ruv_conditions.py) and turn_record.py's."""
    counts = dict(g.state.get(f"turn.{key}") or {})
    counts[player] = counts.get(player, 0) + n
    g.state.set(f"turn.{key}", counts)


#: operands ``targets.operand`` reads as ``you.<name>`` (targets.COUNTED)
COUNTED = {"rsd_hold_points": hold_points}


_JUDGING: set = set()  # the cards whose "while I'm Mighty" is being judged now


def self_mighty(g: "RiftboundGame", iid: str) -> bool:
    """rb:708 — Mighty now, the keywords this condition grants left out: while it is judged, the
    condition reads as not holding (so its own grant adds no Shield), and what was worked out
    meanwhile is forgotten (the derived values are worked out again with the grant)."""
    from . import objects

    if iid in _JUDGING:
        return False
    card = g.card(iid) if not iid.startswith("bf:") else None
    if card is None or not g.on_board(iid) or not g.is_unit(iid):
        return False
    derived = g.derived()
    before = set(derived)
    _JUDGING.add(iid)
    try:
        return objects.is_mighty(g, iid)
    finally:
        _JUDGING.discard(iid)
        for k in set(derived) - before:
            del derived[k]
