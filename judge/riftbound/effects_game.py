"""Instructions about the game as a whole (registered with ``effects.verb``; loaded by
``effects.py``).

* ``win_game`` — "you win the game": the card's controller wins at once (rb:002: card text
  takes precedence over the rules, which otherwise end the game only on the victory score,
  rb:502, rb:633; in 2v2 the player's team wins with them, rb:648.6). Value: ``true``.
* ``opponents_cant_play`` — "opponents can't play cards this turn": a lasting effect that
  play.play_card reads (``refuse_if_barred``). Value: ``true``.

``refuse_unit_here`` reads the passive ability "units can't be played here" where a unit is
played (play.play_card).
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import M

VALUE_CHECKS["win_game"] = lambda v: "" if v is True else "true"


@verb("win_game", targets=False)
def _win_game(g, ctx, e, targets, cites):
    if g.state.data.get("winner"):
        return False
    g.state.set("winner", ctx.controller)
    g.record("win", cites + ["rb:002", "rb:502"],
             M("{source}: {player} gewinnt das Spiel", source=source_label(ctx), player=ctx.controller),
             actor=ctx.controller)
    return True


VALUE_CHECKS["opponents_cant_play"] = lambda v: "" if v is True else "true"


@verb("opponents_cant_play", targets=False)
def _opponents_cant_play(g, ctx, e, targets, cites):
    """"Opponents can't play cards this turn": a lasting effect until the end of the turn
    (rb:517.2.b); card text takes precedence over the rules that would let them (rb:002).
    A teammate is no opponent (rb:648.8.d)."""
    g.lasting.add({"kind": "cant-play-cards", "who": ctx.controller, "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label})
    g.since_expiry += 1
    g.record("cant-play", cites + ["rb:002", "rb:517.2.b"],
             M("{source}: die Gegner von {player} können in diesem Zug keine Karten spielen", source=source_label(ctx),
               player=ctx.controller), actor=ctx.controller)
    return True


def refuse_if_barred(g, player: str, iid: str) -> None:
    """Refuses playing card ``iid`` while an opponent's "opponents can't play cards this turn"
    lasts (rb:002). A token is no card (rb:176) and is not barred."""
    if g.card(iid).get("token"):
        return
    for e in g.lasting.active("cant-play-cards"):
        if not g.friendly(e["who"], player):
            g.refuse("rb:002", M("{source}: {player} kann in diesem Zug keine Karten spielen", source=e["label"],
                                 player=player))


def refuse_unit_here(g, iid: str, location: str | None) -> None:
    """"Units can't be played here" (a passive ability, rb:568, over where a unit may be
    played, rb:559.2): refuses playing unit ``iid`` to the battlefield of such a card — a
    battlefield's own place or the one a permanent with it is at (rb:053.3); it works
    while its condition holds."""
    from .board_counts import here
    from .objects import _condition_holds, _passives

    if location in (None, "base"):
        return
    for src, ctl, ab in _passives(g, "no-units-played-here"):
        if here(g, src) == location and _condition_holds(g, src, ctl, ab):
            g.refuse("rb:568", M("{card}: auf {battlefield} können keine Einheiten gespielt werden", card=g.name(iid),
                                 battlefield=g.bf_label(location)))
