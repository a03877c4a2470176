"""Conditions the compiler reads since branch rxo (``targets.check_condition`` / ``targets.holds``).

* ``"rxo-controls-this"`` — "while you control this battlefield": the battlefield with the ability
  is controlled by the ability's controller (rb:181; a battlefield's passive, rb:569.1).
* ``{"rxo_none_played": "gear"}`` — "the first friendly non-token gear played each turn": no card
  of that type has been played this turn (rb:595.4.a; the record of the turn, ruv_conditions'
  ``turn.ruv_played``, which notes cards, not tokens: rb:176) by the ability's controller or a
  teammate (friendly, rb:648.8.d), nor is such a permanent on the board that a board states was
  played this turn. Read while the card is being paid for, before it counts as played (rb:555.1):
  the card being played is then the first.
* ``{"rxo_excess_after_attack": N}`` — "when I conquer after an attack, if you assigned N or more
  excess damage to enemy units": the conquest ends a combat its controller attacked in (rb:627.3)
  and they assigned N or more damage beyond lethal to the defenders (rb:626.1.d; docs/rulings.md,
  Riftbound 96). Read as the ability triggers (the event names the battlefield). Also "when I
  conquer" / "when you conquer (here), if you assigned N or more excess damage" (Yeti Brawler, Vi,
  Trapping Grounds): a conquest with no combat before it had no damage assigned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

WORDS = ("rxo-controls-this",)
KEYS = ("rxo_none_played", "rxo_excess_after_attack")
TYPES = ("unit", "gear", "spell")


def knows(cond: Any) -> bool:
    return cond in WORDS or isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: Any, where: str) -> None:
    if isinstance(cond, dict) and "rxo_excess_after_attack" in cond:
        v = cond["rxo_excess_after_attack"]
        if not (isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 99):
            raise ValueError(f"{where}.rxo_excess_after_attack: a count from 1 to 99")
        return
    if isinstance(cond, dict) and cond.get("rxo_none_played", "unit") not in TYPES:
        raise ValueError(f"{where}.rxo_none_played: {'|'.join(TYPES)}")


def holds(g: "RiftboundGame", cond: Any, ctx: "Ctx") -> bool:
    if cond == "rxo-controls-this":  # rb:181: the battlefield's controller
        src = ctx.source
        return src.startswith("bf:") and g.battlefield(src[3:])["controller"] == ctx.controller
    (key, value), = cond.items()
    if key == "rxo_excess_after_attack":  # rb:627.3 after rb:626.1.d (effects_rxo.excess_after_attack)
        from .effects_rxo import excess_after_attack

        return excess_after_attack(g, ctx.controller, ctx.event.get("battlefield")) >= value
    if key == "rxo_none_played":  # rb:595.4.a, rb:648.8.d
        from .ruv_conditions import played

        friends = [p for p in g.players() if g.friendly(p, ctx.controller)]
        if any(played(g, p, value) for p in friends):
            return False
        turn = g.state.data["turn"]["number"]
        return not any(g.card(i).get("played_turn") == turn and g.defn(i).type == value and not g.defn(i).token
                       and g.controller(i) in friends for i in g.permanents())
    raise ValueError(f"unknown condition {cond!r}")
