"""Condition words the compiler reads since branch rsf (Spiritforged; ``targets.holds``).

* ``rsf-i-was-mighty`` — "Deathknell – if I was Mighty": the card with the ability, as it was on
  the board when it died (the death event's snapshot, rb:563.2.c.9), had 5 or more might
  (rb:708). Only for its own death: anywhere else it does not hold.
* ``rsf-mighty-unit-here`` — "when you conquer here with one or more Mighty units": the
  ability's controller has a Mighty unit (rb:708) at the battlefield with the ability (rb:053.3)
  as it triggers — the units that conquered it (rb:630.1).
* ``rsf-died-in-combat`` — "When I die in combat": the card with the ability was an attacker or a
  defender (rb:620) when it died (the death event's snapshot, rb:563.2.c.9).

The battlefields each player conquered this turn (rb:630.1: gaining control of a battlefield) are
noted in ``turn.rsf_conquered`` (a record of the turn: a new turn starts without it, rb:517.5);
``only_to_conquered`` reads it for "Play me only to a battlefield you conquered this turn".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

WORDS = ("rsf-i-was-mighty", "rsf-mighty-unit-here", "rsf-died-in-combat")


def holds(g: "RiftboundGame", cond: str, ctx: "Ctx") -> bool:
    if cond == "rsf-i-was-mighty":  # rb:708 (might as it was, rb:563.2.c.9)
        was = ctx.event.get("was") if ctx.event.get("unit") == ctx.source else None
        return bool(was) and was.get("type") == "unit" and was.get("might", 0) >= 5
    if cond == "rsf-died-in-combat":  # rb:620 (as it was, rb:563.2.c.9)
        was = ctx.event.get("was") if ctx.event.get("unit") == ctx.source else None
        return bool(was) and was.get("role") in ("attacker", "defender")
    if cond == "rsf-mighty-unit-here":  # rb:053.3, rb:708
        from . import board_counts, objects

        bf = board_counts.here(g, ctx.source)
        return bf is not None and any(objects.is_mighty(g, u) for u in g.units_at(bf, ctx.controller))
    raise ValueError(f"unknown condition {cond!r}")


def note_conquest(g: "RiftboundGame", player: str, bf: str) -> None:
    """``player`` conquered ``bf`` (scoring.take_control, rb:630.1): noted for the rest of the turn."""
    g.state.set("turn.rsf_conquered", list(g.state.get("turn.rsf_conquered") or []) + [[player, bf]])


def conquered_this_turn(g: "RiftboundGame", player: str) -> list[str]:
    return [bf for p, bf in g.state.get("turn.rsf_conquered") or [] if p == player]


def only_to_conquered(g: "RiftboundGame", iid: str) -> bool:
    """Whether the card says "Play me only to a battlefield you conquered this turn"."""
    return any(ab.static == "rsf-play-only-to-conquered" for ab in g.defn(iid).known_abilities())


def refuse_unless_conquered(g: "RiftboundGame", player: str, iid: str, location: str | None) -> None:
    """rb:570.1 (the card's own restriction on how it is played), over rb:559.2: only to a
    battlefield ``player`` conquered this turn (and controls, rb:559.2)."""
    if only_to_conquered(g, iid) and location not in conquered_this_turn(g, player):
        g.refuse("rb:570.1", M("{card} darf nur auf ein Schlachtfeld gespielt werden, das {player} in diesem Zug "
                               "erobert hat", card=g.name(iid), player=player))
