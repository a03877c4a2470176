"""Instructions about the game as a whole (registered with ``effects.verb``; loaded by
``effects.py``).

* ``win_game`` — "you win the game": the card's controller wins at once (rb:002: card text
  takes precedence over the rules, which otherwise end the game only on the victory score,
  rb:502, rb:633; in 2v2 the player's team wins with them, rb:648.6). Value: ``true``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import verb

VALUE_CHECKS["win_game"] = lambda v: "" if v is True else "true"


@verb("win_game", targets=False)
def _win_game(g, ctx, e, targets, cites):
    if g.state.data.get("winner"):
        return False
    g.state.set("winner", ctx.controller)
    g.record("win", cites + ["rb:002", "rb:502"], f"{ctx.de}: {ctx.controller} gewinnt das Spiel",
             f"{ctx.label}: {ctx.controller} wins the game", actor=ctx.controller)
    return True
