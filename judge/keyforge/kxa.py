"""Conditions of the cards the compiler's 'kxa' family reads (hard CotA/AoA cards).

``{"kxa_host_discarded": true}`` — Earthbind: "This creature cannot be used unless its controller has
discarded a card this turn". The player is the controller of the creature the text is on (the
creature an upgrade is attached to), not the player whose card says it (an upgrade played on an
enemy creature); "discarded a card" is a card discarded from that player's hand this turn
(kf:glossary/discard-pile: the step-3 discard or an ability's; a card discarded from a deck or
sacrificed from play is not one), as kcc_done.note_discarded records it for the turn.

A lasting ``modify`` with ``"affects": "kxa-creatures-you-play"`` — Charge!: "For the remainder of the turn,
each creature you play gains, "Play: …"": it reaches each creature its controller plays while it lasts
(kf:glossary/lasting-effects), listed in the effect (``kxa_played``) as the creature is played, before its
"Play:" abilities resolve (kf:timing: the play window), so the gained "Play:" resolves with the creature's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

CONDITIONS = ("kxa_host_discarded",)


def check_condition(k: str, v: Any) -> None:
    if k == "kxa_host_discarded" and v is True:
        return
    raise ValueError(f"unknown condition {{{k!r}: {v!r}}}")


def holds(g: KeyForgeGame, k: str, v: Any, player: str, ctx: Ctx | None) -> bool:
    src = ctx.source if ctx else None
    card = g.card(src) if src else None
    if card is None:
        return False
    host = card.get("attached_to") or src
    return has_discarded_from_hand(g, g.controller(host))


def has_discarded_from_hand(g: KeyForgeGame, player: str) -> bool:
    """Whether ``player`` discarded a card from their hand this turn (kcc_done counts those cards by
    house; every card belongs to a house, so some count is 1 or more exactly when there was one)."""
    counts = ((g.state.get("turn.done") or {}).get("kcc_discarded") or {}).get(player) or {}
    return any(n >= 1 for n in counts.values())


def note_played_creature(g: KeyForgeGame, iid: str, player: str) -> None:
    """The creature ``player`` just played is one "each creature you play" reaches, for each such lasting effect
    of theirs in force (text._reaches reads ``kxa_played``)."""
    from . import rules as R
    from .i18n import M

    for i, e in enumerate(g.state.get("effects") or []):
        if e.get("kind") != "modify" or e.get("affects") != "kxa-creatures-you-play" or e.get("controller") != player:
            continue
        if e not in g.effects("modify"):
            continue
        g.state.set(f"effects.{i}.kxa_played", list(e.get("kxa_played") or []) + [iid])
        g.record("kxa-gains-as-played", [R.LASTING_EFFECTS, R.PLAY],
                 M("{source}: {card} wird gespielt und erhält, was der Effekt gibt", source=e["source"],
                   card=g.name(iid)))
