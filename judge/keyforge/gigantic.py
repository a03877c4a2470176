"""Gigantic creatures (kf:glossary/gigantic; the Polish 2020 rulebook, "Olbrzymie stworzenie").

A gigantic creature is printed on two cards, the top half ("1 of 2") and the bottom half
("2 of 2"), with the same name, house and type. Out of play they are two cards (each half
is an instance with ``half``: 1 or 2). In play they are one creature card:

* A player plays it from hand only with both halves there, together, as one creature; that
  counts as playing one card (so it may be the first turn's card).
* An effect that plays or puts into play a creature and names one half fails (the half
  stays where it was, even with the other half in hand: the rulebook's example with a
  time rift and Ultra Gravitron); an effect that puts both halves into play puts the
  creature into play.
* The creature in play is the instance of one half; the other half goes with it
  (``gigantic_with``) and is in no zone. When the creature leaves play, the two halves
  are two cards again and go to the same zone of their owner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING


from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame

OUT_OF_PLAY = ("hand", "deck", "discard", "archives", "purged")


def is_gigantic(g: KeyForgeGame, iid: str) -> bool:
    return g.printed(iid).gigantic


def other_half(g: KeyForgeGame, iid: str, among: list[str]) -> str | None:
    """The first card of ``among`` that is the other half of ``iid``'s gigantic creature:
    the same card, the other half number, the same owner."""
    me = g.card(iid)
    for c in among:
        other = g.card(c)
        if c != iid and other["card"] == me["card"] and other.get("half") not in (None, me.get("half")) \
                and other["owner"] == me["owner"]:
            return c
    return None


def join(g: KeyForgeGame, iid: str, partner: str, how: Mapping[str, str]) -> None:
    """The two halves become one creature card (``iid``); ``partner`` leaves its zone and
    goes with it. ``how``: a message."""
    where = g.zone_of(partner)
    if where:
        g.state.remove(f"players.{where[0]}.{where[1]}", partner)
    g.state.set(f"cards.{iid}.gigantic_with", partner)
    g.record(
        "gigantic-joined",
        [R.GIGANTIC],
        M("{card}: beide Hälften werden zusammen {how} — im Spiel eine einzige Kreaturenkarte",
          card=g.name(iid), how=how),
    )


def half_fails(g: KeyForgeGame, iid: str, what: Mapping[str, str]) -> None:
    """An effect names one half of a gigantic creature: it fails, the half stays (``what``: a
    message)."""
    g.record(
        "gigantic-half-fails",
        [R.GIGANTIC, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
        M("{card} ist nur eine Hälfte einer gigantischen Kreatur: {what} schlägt fehl, sie bleibt, wo sie war",
          card=g.name(iid), what=what),
    )


def split(g: KeyForgeGame, iid: str, player: str, zone: str, index: int) -> None:
    """The creature left play for ``zone``: its two halves are two cards again there."""
    partner = g.card(iid).get("gigantic_with")
    if not partner or zone not in OUT_OF_PLAY:
        return
    g.state.set(f"cards.{iid}.gigantic_with", None)
    g.state.set(f"cards.{partner}.controller", g.owner(partner))
    spot = g.state.get(f"players.{player}.{zone}").index(iid)
    g.state.insert(f"players.{player}.{zone}", spot + 1, partner)
    g.record(
        "gigantic-split",
        [R.GIGANTIC, R.LEAVES_PLAY],
        M("{card} verlässt das Spiel: die beiden Hälften sind wieder 2 Karten ({zone})", card=g.name(iid), zone=zone),
    )


def pair_up(g: KeyForgeGame, targets: list[str]) -> tuple[list[tuple[str, str | None]], list[str]]:
    """Cards an effect puts into play: (each card that enters, with the other half it takes
    along if it is gigantic; the lone halves, which fail)."""
    enter: list[tuple[str, str | None]] = []
    lone: list[str] = []
    taken: set[str] = set()
    for t in targets:
        if t in taken:
            continue
        taken.add(t)
        if not is_gigantic(g, t):
            enter.append((t, None))
            continue
        partner = other_half(g, t, [c for c in targets if c not in taken])
        if partner is None:
            lone.append(t)
        else:
            taken.add(partner)
            enter.append((t, partner))
    return enter, lone
