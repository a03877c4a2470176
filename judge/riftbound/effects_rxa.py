"""Verbs the compiler reads since branch rxa (Unleashed, first half of the set; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rxa_play_killed_cost`` — "Play a unit from your trash that costs no more Energy and no more
  Power than the killed unit, ignoring its cost" (Heedless Resurrection): the unit killed to pay
  the spell's additional cost (rb:560.2.a.1, rb:604.1.a.1; kept on the chain item as it was by
  ``play.py``) sets the limits: a card of the zone whose printed Energy cost and number of Power
  icons (rb:130) are no more than that unit's is played as part of the resolution (rb:595.3), its
  cost ignored (rb:560.1.a) when the value says ``ignore_cost``. Value: ``{"type": "unit", "from":
  "trash", "ignore_cost": true}``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import VERBS, verb
from .i18n import M

_ZONES = ("trash", "hand")


def _check_play_killed(v) -> str:
    if not (isinstance(v, dict) and set(v) <= {"type", "from", "ignore_cost"} and v.get("type") in ("unit", "gear", "spell")
            and v.get("from") in _ZONES and isinstance(v.get("ignore_cost", False), bool)):
        return '{"type": "unit", "from": "trash", "ignore_cost": true}'
    return ""


VALUE_CHECKS["rxa_play_killed_cost"] = _check_play_killed


@verb("rxa_play_killed_cost", targets=False)
def _rxa_play_killed_cost(g, ctx, e, targets, cites):
    """rb:595.3 — a card no dearer than the killed unit (rb:130), played as part of the resolution."""
    killed = (ctx.item or {}).get("rxa_killed")
    if killed is None:  # the spell was not played by paying its kill cost here (a chain stated on the board)
        g.record("play-none", cites + ["rb:560.2.a.1", "rb:595.3.c"],
                 M("Keine getötete Einheit bekannt: nichts wird gespielt"))
        return False
    value = e["rxa_play_killed_cost"]
    spec = {"type": value["type"], "from": value["from"], "energy_max": killed["energy"], "power_max": killed["power"]}
    g.record("limit", cites + ["rb:130", "rb:560.2.a.1"],
             M("Höchstens {energy} Energie und {power} Power: die Kosten der getöteten Einheit",
               energy=killed["energy"], power=killed["power"]), actor=ctx.controller)
    return VERBS["play"](g, ctx, {"play": spec, "ignore_cost": bool(value.get("ignore_cost"))}, targets, cites)
