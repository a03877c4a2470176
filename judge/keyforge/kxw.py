"""Constant abilities of the compiler's 'kxw' family (cards/compiler/families/kxw.py).

* ``{"kxw_play_upgrades_as_active": true}`` — "You may play upgrades as if they were in the active house."
  (Matter Maker): kf:turn/step-3 lets only cards of the active house be played "unless a card ability
  says otherwise"; this one lets its controller play an upgrade card of any house. Only the house check
  is lifted: the first-turn rule and every other limit on playing still apply (restrictions.check_from_hand
  asks ``plays_as_active`` in place of the house check, not as an allowance).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame

PLAY_UPGRADES = "kxw_play_upgrades_as_active"


def plays_as_active(g: KeyForgeGame, iid: str, player: str) -> bool:
    """Whether ``player`` may play ``iid`` (not of the active house) as if it were: it is an upgrade and
    ``player`` controls a card in play with the constant ability (kf:rules/constant-abilities)."""
    if g.cdef(iid).type != "upgrade":
        return False
    src = next((s for s, _ in g.statics_in_play(PLAY_UPGRADES) if g.controller(s) == player), None)
    if src is None:
        return False
    g.record(
        "kxw-play-as-active-house",
        [R.STEP_3_PLAY_DISCARD_USE, R.CONSTANT_ABILITIES],
        M("{card} wird gespielt, als gehöre sie der aktiven Fraktion an ({source})", card=g.name(iid),
          source=g.name(src)),
    )
    return True
