"""Effect verbs about æmber and keys added for compiled card text (kf:glossary/aember, kf:glossary/keys).

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

#: what "each player ..." may do: ``{"each_player": {"lose": {"half": "you.amber"}}}``
EACH_PLAYER_VERBS = ("gain", "lose", "chains")


def each_player(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember, kf:timing/simultaneous-effects — "each player gains 1A", "each
    player loses half their A": the inner effect once for each player, the active player
    first, each time read from that player's side ("you"/"their" is that player)."""
    from .verbs import VERBS

    inner = eff["each_player"]
    verb = next(k for k in inner if k in VERBS)
    active = g.active_player()
    g.record(
        "each-player",
        [R.AEMBER, R.TIMING_SIMULTANEOUS],
        M("{source}: für jeden Spieler, zuerst {active}", source=g.name(ctx.source), active=active),
    )
    done, total = True, 0
    for player in (active, g.opponent(active)):
        sub = replace(ctx, controller=player, previous=list(ctx.previous))
        done = bool(VERBS[verb](g, inner, sub)) and done
        total += sub.this_way
    ctx.this_way = total
    return done


def check_each_player(eff: dict) -> None:
    """Card-format check of ``each_player``: one æmber/chains effect with no modifiers."""
    from .vocabulary import check_effect

    inner = eff["each_player"]
    if not isinstance(inner, dict) or not any(v in inner for v in EACH_PLAYER_VERBS) or len(inner) != 1:
        raise ValueError(f"each_player is one effect of {', '.join(EACH_PLAYER_VERBS)} without modifiers: {inner!r}")
    check_effect(inner)


VERBS: dict[str, Callable] = {"each_player": each_player}
PARAMS: dict[str, tuple[str, ...]] = {}
