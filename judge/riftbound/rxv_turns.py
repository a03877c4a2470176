"""Which turn of a player's it is (branch rxv): Ol' Poro ("I can't be played on your first, second,
or third turns.") and Otterpus ("If a player would score 1 point from conquering or holding during
their first or second turn, they draw 1 instead.").

A player's turns are counted from their first turn (rb:642.7: each player's first turn; rb:506: a
turn is one player's), the current one included: ``players.<p>.turns`` in the state, set from the
board (``turns``; for a player in ``first_turn`` it is known: 1 on their turn, else 0) and raised
by one when a turn of theirs begins (turn.next_turn). Where the board leaves it unknown, a card
that asks stops the engine (exit 5) rather than guess.

* ``{"rxv_own_turn_within": N}`` — it is the controller's turn (rb:506) and one of their first N.
* the passive ``rxv-early-score-draw`` (``amount``: N) — when a player would score the point of
  conquering or holding (rb:630, rb:632.1) during one of their own first N turns, they draw 1
  instead (a replacement, rb:571, rb:573.1); the battlefield is still scored (rb:631) and its
  scoring abilities trigger (rb:632.2; as docs/rulings.md 73 reads the point apart from the
  scoring). Points from other sources are not from conquering or holding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

KEYS = ("rxv_own_turn_within",)


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    n = cond["rxv_own_turn_within"]
    if not (isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 99):
        raise ValueError(f"{where}.rxv_own_turn_within: a number of turns from 1 to 99")


def turns(g: "RiftboundGame", player: str) -> int:
    """How many turns ``player`` has begun, the current one included; unknown: the engine stops."""
    n = g.state.get(f"players.{player}.turns")
    if n is None:
        from .game import NotEncoded

        raise NotEncoded(f"the board does not say how many turns {player} has had (players.{player}.turns) — "
                         f"das Spielbrett sagt nicht, der wievielte Zug von {player} dies ist")
    return n


def own_turn_within(g: "RiftboundGame", player: str, n: int) -> bool:
    return g.turn_player == player and turns(g, player) <= n


def holds(g: "RiftboundGame", cond: dict, ctx) -> bool:
    return own_turn_within(g, ctx.controller, cond["rxv_own_turn_within"])


def early_score_draw(g: "RiftboundGame", player: str, cites: list[str]) -> bool:
    """scoring.score, as ``player`` would get the point of conquering or holding: whether a passive
    "… during their first or second turn, they draw 1 instead" replaces it (then done)."""
    from .objects import _passives

    found = _passives(g, "rxv-early-score-draw")
    if not found or g.turn_player != player:
        return False
    src, _, ab = found[0]
    if turns(g, player) > ab.amount:
        return False
    g.record("points-replaced", cites + ["rb:571", "rb:573.1", "rb:632.1"],
             M("{source}: {player} punktet in einem der ersten {n} Züge: statt des Punkts zieht {player} 1 Karte",
               source=g.name(src) if not src.startswith("bf:") else g.bf_label(src[3:]), player=player, n=ab.amount),
             actor=player)
    from .actions import draw

    draw(g, player, 1, ["rb:573.1"])
    return True
