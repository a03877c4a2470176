"""Effect verbs of the cards the compiler's 'kxa' family reads (hard CotA/AoA cards).

``{"kxa_refill_hand": "you" | "opponent"}`` — Punctuated Equilibrium: "…, then refills their hand as if
it were the end of their turn": that player refills their hand as in their own "draw cards" step
(kf:turn/step-5: up to six cards, or the hand size constant abilities make it; chains draw fewer and
one is shed, kf:glossary/chains, which applies whenever a hand is refilled). Nothing else of the end
of the turn happens (no ready step, no "end of turn" abilities).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kxa_refill_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .turn import draw_up

    player = ctx.controller if eff["kxa_refill_hand"] == "you" else g.opponent(ctx.controller)
    before = len(g.state.get(f"players.{player}.hand"))
    g.record("kxa-refill-hand", [R.STEP_5_DRAW, R.ABILITY],
             M("{source}: {player} füllt die Hand auf, als wäre es das Ende des eigenen Zuges",
               source=g.name(ctx.source), player=player))
    draw_up(g, player)
    ctx.this_way = len(g.state.get(f"players.{player}.hand")) - before
    return True


def check(eff: dict) -> None:
    """The card format's check of a ``kxa_*`` verb (vocabulary.check_effect)."""
    if "kxa_refill_hand" in eff and eff["kxa_refill_hand"] not in ("you", "opponent"):
        raise ValueError(f"kxa_refill_hand is 'you' or 'opponent': {eff['kxa_refill_hand']!r}")


VERBS: dict[str, Callable] = {"kxa_refill_hand": kxa_refill_hand}
PARAMS: dict[str, tuple[str, ...]] = {}
