"""Instructions the compiler reads since branch run (Unleashed cards; registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``run_die_banish`` — "if it would die this turn, banish it instead" (Smite): a replacement
  effect (rb:571, rb:573.1: recognised by "instead") on the unit "it" names, for the rest of the
  turn (rb:517.2.b): each time this turn it would be killed (rb:604), it is banished instead
  (rb:603) and does not go to the trash — it has not died, so its Deathknell does not trigger
  (rb:720.1.d.1). The same object only: a card that left the board and came back is a new
  object (rb:563.2.c.4). Value: ``true``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import verb

VALUE_CHECKS["run_die_banish"] = lambda v: "" if v is True else "true"


@verb("run_die_banish")
def _run_die_banish(g, ctx, e, targets, cites):
    """rb:573.1 — set up the replacement on each unit named; it lasts this turn (rb:517.2.b)."""
    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        g.lasting.add({"kind": "run-die-banish", "target": iid, "zid": g.card(iid)["zid"], "source": ctx.source,
                       "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label})
        g.since_expiry += 1
        g.record("run-die-banish", cites + ["rb:571", "rb:573.1", "rb:517.2.b"],
                 f"{ctx.de}: würde {g.name(iid)} in diesem Zug sterben, wird er stattdessen verbannt",
                 f"{ctx.label}: if {g.name(iid)} would die this turn, it is banished instead", actor=ctx.controller)
        done = True
    return done


def run_death_replacements(g, event) -> list:
    """The replacements "if it would die this turn, banish it instead" on a unit about to be
    killed (``abilities.replacements``; rb:573.1)."""
    from judge.kernel import Replacement

    unit = event.data["card"]
    card = g.card(unit)
    out = []
    for e in g.lasting.active("run-die-banish"):
        if e["target"] == unit and card and e["zid"] == card["zid"]:
            out.append(Replacement(f"{e['id']}/run-banish", e["label"], _banish_instead(g, unit),
                                   ["rb:573.1", "rb:603", "rb:720.1.d.1"],
                                   {"de": f"{e['label']}: {g.name(unit)} wird statt zu sterben verbannt",
                                    "en": f"{e['label']}: {g.name(unit)} is banished instead of dying"}))
    return out


def _banish_instead(g, unit):
    def apply(_ev):
        from .actions import banish

        banish(g, unit, ["rb:573.1", "rb:720.1.d.1"])
        return None

    return apply
