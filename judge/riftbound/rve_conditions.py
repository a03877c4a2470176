"""Conditions that Vendetta (VEN) card text reads (targets.holds and targets.check_condition
hand them here; their names carry the prefix ``rve``).

* ``"rve-fewer-runes-than-opponent"`` — "if you control fewer runes than an opponent": the
  controller has fewer runes on the board (rb:154, rb:159: runes stay on the board until
  recycled) than at least one opponent (rb:115.1: every other player who is not an ally,
  rb:648.8.d).
* ``{"rve_has": KEYWORD}`` — the card with the ability ("I", for a passive read per unit: the
  unit) has that keyword now (rb:713: keywords are properties a game effect may check).
* ``{"rve_it_might_max": N}`` — "if it has N might or less": what the previous instruction
  named (or chose) is on the board with N might or less now (rb:637: its might with every
  change applied).
* ``{"rve_controls_bf_with_units": N}`` — "if you control a battlefield with exactly N units
  there": a battlefield the controller controls (rb:181; not a teammate's) with exactly N units
  at it, anyone's (rb:053.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

#: condition words (targets.CONDITION_WORDS)
WORDS = ("rve-fewer-runes-than-opponent",)
#: one-key condition dicts
KEYS = ("rve_has", "rve_it_might_max", "rve_controls_bf_with_units")


def knows(cond: Any) -> bool:
    return isinstance(cond, str) and cond in WORDS or isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: Any, where: str) -> None:
    """What a definition may say, checked when it loads."""
    from .cards.model import parse_keyword

    if isinstance(cond, dict) and "rve_has" in cond:
        kw = cond["rve_has"]
        if not isinstance(kw, str) or " " in kw:
            raise ValueError(f"{where}.rve_has: a keyword's name (no value)")
        parse_keyword(kw)
    if isinstance(cond, dict) and "rve_controls_bf_with_units" in cond:
        n = cond["rve_controls_bf_with_units"]
        if not (isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99):
            raise ValueError(f"{where}.rve_controls_bf_with_units: N (0 to 99)")
    if isinstance(cond, dict) and "rve_it_might_max" in cond:
        n = cond["rve_it_might_max"]
        if not (isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99):
            raise ValueError(f"{where}.rve_it_might_max: N (0 to 99)")


def holds(g: "RiftboundGame", cond: Any, ctx: "Ctx") -> bool:
    from . import objects

    if cond == "rve-fewer-runes-than-opponent":
        mine = _runes(g, ctx.controller)
        return any(mine < _runes(g, p) for p in g.opponents(ctx.controller))
    if "rve_has" in cond:  # rb:713
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        return bool(card and g.on_board(ctx.source) and cond["rve_has"] in objects.keywords(g, ctx.source))
    if "rve_it_might_max" in cond:  # rb:637
        return any(g.card(i) and g.on_board(i) and g.is_unit(i) and objects.might(g, i) <= cond["rve_it_might_max"]
                   for i in ctx.previous)
    if "rve_controls_bf_with_units" in cond:  # rb:181, rb:053.3
        return any(g.battlefield(bf)["controller"] == ctx.controller
                   and len(g.units_at(bf)) == cond["rve_controls_bf_with_units"] for bf in g.battlefields())
    raise ValueError(f"unknown condition {cond!r}")


def _runes(g: "RiftboundGame", player: str) -> int:
    return len(g.state.get(f"players.{player}.runes"))
