"""Instructions the compiler reads since branch rxb (Unleashed, second half; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rxb_move_me_to_weaker_enemy`` — "Move me to an occupied enemy battlefield if my Might is
  greater than the total Might of enemy units there" (Maduli the Gatekeeper): the places are the
  battlefields an opponent controls (rb:181) with units of opponents there whose might together
  (rb:637) is less than mine as the ability resolves; its controller picks one if several (prompt
  ``destination:<card>``, rb:612.1) and I move there by the ability (rb:612; rb:612.2 and
  rb:610.2.a as any move by an effect). None such: nothing moves (rb:563.2.c.6). Value: ``true``.
"""

from __future__ import annotations

from . import objects
from .checks import VALUE_CHECKS
from .effects import verb
from .i18n import M

VALUE_CHECKS["rxb_move_me_to_weaker_enemy"] = lambda v: "" if v is True else "true"


@verb("rxb_move_me_to_weaker_enemy", targets=False)
def _rxb_move_me_to_weaker_enemy(g, ctx, e, targets, cites):
    """rb:612 — I move to an enemy battlefield whose enemy units have less might in total than I."""
    from .effects_units import _open_to
    from .effects_ruv import may_move
    from .movement import move_units

    me, who = ctx.source, ctx.controller
    if not (g.card(me) and g.on_board(me) and g.is_unit(me)) or not may_move(g, who, me):
        return False
    mine = objects.might(g, me)
    places = []
    for bf in g.battlefields():
        owner = g.battlefield(bf)["controller"]
        enemies = [u for u in g.battlefield(bf)["units"] if not g.friendly(g.controller(u), g.controller(me))]
        if bf == g.location(me) or owner is None or g.friendly(owner, g.controller(me)) or not enemies:
            continue  # an enemy battlefield (rb:181), occupied by enemy units
        if mine > sum(objects.might(g, u) for u in enemies) and _open_to(g, me, bf):
            places.append(bf)
    why = cites + ["rb:181", "rb:637", "rb:612.1"]
    if not places:
        g.record("no-move", why + ["rb:563.2.c.6"],
                 M("{card} kann nirgendwohin bewegt werden", card=g.name(me)))
        return False
    dest = places[0] if len(places) == 1 else g.ask(
        f"destination:{ctx.name}", M("Wohin bewegt sich {card}?", card=g.name(me)),
        [(p, g.where(p, g.controller(me))["en"]) for p in places], why, who)
    return move_units(g, g.controller(me), [me], dest, why + ["rb:612"], standard=False)


# -- "this ability costs [1] less for each friendly unit with [Temporary]" (Lillia - Bashful Bloom) -----

def check_less_each(spec, energy: int) -> None:
    """An activated ability's discount ``rxb_less_each``: {"energy": N, "per": {"all": "unit", …}}
    (what is counted, as a passive's ``per``), refused when the definition loads."""
    from .checks import check_per

    if not (isinstance(spec, dict) and set(spec) == {"energy", "per"} and isinstance(spec["energy"], int)
            and not isinstance(spec["energy"], bool) and 1 <= spec["energy"] <= 99):
        raise ValueError("rxb_less_each: {'energy': N (1 or more), 'per': an 'all' selector}")
    if not energy:
        raise ValueError("rxb_less_each: a discount on an ability that costs no energy")
    check_per("might", spec["per"])  # the same objects a passive counts (checks.check_per)


def ability_energy(g, player: str, iid: str, c) -> int:
    """rb:577.3.b → rb:560.4, rb:560.5 — the energy an activated ability costs: its printed energy less
    its own discount for each object counted now, never below 0."""
    if c.rxb_less_each is None:
        return c.energy
    from .objects import _count

    n = _count(g, iid, player, c.rxb_less_each["per"])
    energy = max(0, c.energy - c.rxb_less_each["energy"] * n)
    g.record("cost", ["rb:577.3.b", "rb:560.4", "rb:560.5"],
             M("Gesamtkosten von {card}: {energy} Energie", card=g.name(iid), energy=energy), actor=player)
    return energy
