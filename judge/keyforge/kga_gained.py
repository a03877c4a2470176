"""Constant abilities a creature gains in quotes (kf:rules/upgrades, kf:rules/constant-abilities).

An upgrade that says 'This creature gains, "Your opponent's keys cost +2A."' gives the creature
it is attached to a constant ability: the creature has it as if it were printed on it while
the upgrade stays attached, and loses it when the upgrade leaves play (kf:rules/upgrades: an
upgrade modifies the card it is attached to; kf:rules/constant-abilities: active as long as
the card is in play). In the card format the quoted constant abilities are the ``kga_statics``
of a ``gains`` block (``{"gains": {"kga_statics": [...]}, "affects": "attached"}``); a triggered
quoted ability stays in ``abilities`` (text.abilities).

Read from the board every time (nothing is stored): the creature that has a gained constant
ability is its source, so "your opponent" in it is the opponent of the creature's controller
and "this creature" is the creature (kf:glossary/self-referential-text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import KeyForgeGame


def _givers(g: KeyForgeGame) -> bool:
    """Whether any "gains" in play gives a constant ability (the usual case: none)."""
    from .text import _sources

    return any("kga_statics" in s["gains"] for _, s in _sources(g, "gains") if s is not None)


def statics_of(g: KeyForgeGame, iid: str, key: str) -> list[dict]:
    """The constant abilities with ``key`` that creature ``iid`` has from the "gains" that reach it."""
    if key == "gains" or not g.any_statics or not g.is_creature(iid) or not _givers(g):
        return []
    from .text import gained

    return [s for gains in gained(g, iid) for s in gains.get("kga_statics", ()) if key in s]


def sources(g: KeyForgeGame, key: str) -> list[tuple[str, dict]]:
    """(creature, constant ability with ``key``) for every creature in play that has one from a
    "gains" (text._find_sources adds them to the printed ones)."""
    if key == "gains" or not _givers(g):
        return []
    return [(c, s) for c in g.creatures() for s in statics_of(g, c, key)]


def check_gained_statics(statics: object, lasting: bool) -> None:
    """The card format of ``gains.kga_statics``: a non-empty list of constant abilities, none of
    which gives abilities itself (no loop) and none naming the granting card. Only a card in play
    gives them (a lasting effect's "gains" of a constant ability is not read: refused)."""
    from .vocabulary import check_static

    if lasting:
        raise ValueError("a lasting effect does not give constant abilities (kga_statics)")
    if not isinstance(statics, list) or not statics:
        raise ValueError(f"kga_statics is a list of constant abilities: {statics!r}")
    for s in statics:
        if not isinstance(s, dict) or "gains" in s or "granting-card" in repr(s):
            raise ValueError(f"a gained constant ability gives nothing and names no granting card: {s!r}")
        check_static(s)
