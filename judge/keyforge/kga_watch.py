"""The end of the "ready cards" step as a moment cards watch (kf:turn/step-4).

"At the end of your "ready cards" step, …" (trigger ``kga-end-of-ready-step``, whose "friendly"):
after the active player has readied their cards in step 4 and before step 5 begins, a window
opens in which such abilities of the active player's cards trigger
(kf:rules/constant-abilities). The window is opened only when a card in play has such an
ability, so other turns' traces stay as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import rules as R
from .text import abilities

if TYPE_CHECKING:
    from .game import KeyForgeGame

TRIGGER = "kga-end-of-ready-step"


def end_of_ready_step(g: KeyForgeGame, player: str) -> None:
    if any(abilities(g, c, TRIGGER) for c in g.cards_in_play()):
        g.engine.window("kga-ready-step-ends", Event("kga-ready-step-ends", {"player": player}),
                        [R.STEP_4_READY, R.TIMING_READY, R.CONSTANT_ABILITIES])
