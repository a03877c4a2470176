"""Conditions of the cards the compiler's 'kxa' family reads (hard CotA/AoA cards).

``{"kxa_host_discarded": true}`` — Earthbind: "This creature cannot be used unless its controller has
discarded a card this turn". The player is the controller of the creature the text is on (the
creature an upgrade is attached to), not the player whose card says it (an upgrade played on an
enemy creature); "discarded a card" is a card discarded from that player's hand this turn
(kf:glossary/discard-pile: the step-3 discard or an ability's; a card discarded from a deck or
sacrificed from play is not one), as kcc_done.note_discarded records it for the turn.
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
