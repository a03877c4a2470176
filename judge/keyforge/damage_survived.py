"""Damage a creature has survived (kf:glossary/damage).

Gron Nine-Toes: "gets +4 power while it is damaged. (… gets the power bonus only if he survives
the damage.)" The printed note says the bonus is not there yet when the damage that makes the
creature damaged is checked: damage ≥ power is read with the power the creature had before, and
only a creature that is still in play after that check has the bonus. The constant ability's
condition is the filter ``kwa_survived_damage`` ({"self": {"kwa_survived_damage": true}}): the
creature is damaged and has come through a damage check since it was last undamaged.

The engine keeps a mark on the card (``damage_survived``): set by the damage state check
(``destroyed.destroy_lethal``) on each damaged creature that is not destroyed, cleared when its
damage is healed to 0 (``damage.heal``) and when it leaves play (``zones.leave_play``). Only
creatures whose own text asks about it get the mark, so no other card's state changes.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame

#: the target filter key (select.py ``_fits``)
FILTER = "kwa_survived_damage"
#: the mark on the card's state
MARK = "damage_survived"


def asks(g: KeyForgeGame, iid: str) -> bool:
    """Whether the card's own constant abilities ask whether it survived its damage."""
    return any(FILTER in json.dumps(s) for s in g.cdef(iid).static)


def fits(g: KeyForgeGame, iid: str, want: bool) -> bool:
    card = g.card(iid)
    return (bool(card.get("damage")) and bool(card.get(MARK))) == want


def note_survivors(g: KeyForgeGame, destroyed: list[str]) -> None:
    """After the damage state check: each damaged creature that asks and was not destroyed has
    survived its damage (kf:glossary/damage)."""
    for c in g.creatures():
        if c in destroyed or g.card(c).get("marked") or g.card(c).get(MARK) or not g.card(c).get("damage"):
            continue
        if not asks(g, c):
            continue
        g.state.set(f"cards.{c}.{MARK}", True)
        g.record(
            "damage-survived",
            [R.DAMAGE],
            M("{card} hat den Schaden überstanden", card=g.name(c)),
        )


def clear(g: KeyForgeGame, iid: str) -> None:
    """No damage left (healed, or the card left play): the mark goes."""
    if g.card(iid) is not None and g.card(iid).get(MARK):
        g.state.set(f"cards.{iid}.{MARK}", False)
