"""Effect verbs added for Worlds Collide card text (compiler family 'kwa').

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary. Verbs::

    kwa_move_anywhere (target)   "move an enemy creature anywhere in its controller's battleline"
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kwa_move_anywhere(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/move, kf:glossary/battleline — "move a creature anywhere in its controller's
    battleline": it leaves its place and is put at the place the active player chooses
    (kf:glossary/active-player): either flank or between two creatures; it stays under the
    control of the same player. Its old place counts too (it may stay where it is)."""
    from .abilities import select

    moved = False
    for t in select(g, eff.get("target", "creature"), ctx, "kwa_move_anywhere"):
        if not g.is_creature(t):
            continue
        player, name = g.controller(t), g.name(t)
        rest = [c for c in g.creatures(player) if c != t]
        options = []
        for i in range(len(rest) + 1):
            left = g.name(rest[i - 1]) if i > 0 else None
            right = g.name(rest[i]) if i < len(rest) else None
            label = (f"between {left} and {right}" if left and right else f"right of {left} (flank)" if left
                     else f"left of {right} (flank)" if right else "alone")
            options.append((str(i), label))
        pick = int(g.ask(f"place:{name}", M("Wohin in der Schlachtreihe wird {name} verschoben?", name=name), options, [R.MOVE, R.ACTIVE_PLAYER]))
        line = rest[:pick] + [t] + rest[pick:]
        g.state.set(f"players.{player}.battleline", line)
        g.record("move-in-battleline", [R.MOVE, R.BATTLELINE, R.ABILITY],
                 M("{name} wird in der Schlachtreihe von {player} verschoben: {place}",
                   name=name, player=player, place=options[pick][1]), choice=options[pick][0])
        moved = True
    return moved


VERBS: dict[str, Callable] = {"kwa_move_anywhere": kwa_move_anywhere}
PARAMS: dict[str, tuple[str, ...]] = {}
