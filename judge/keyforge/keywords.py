"""Keywords that change how fights work: taunt, elusive, skirmish, poison, hazardous,
assault (each function names its glossary entry)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Triggered

from . import rules as R
from .damage import deal_damage
from .i18n import M
from .text import statics

if TYPE_CHECKING:
    from .game import KeyForgeGame


def attackable(g: KeyForgeGame, defender: str) -> bool:
    """kf:glossary/taunt — a creature next to a taunt creature cannot be attacked
    unless it has taunt itself."""
    return taunt_guard(g, defender) is None


def taunt_guard(g: KeyForgeGame, defender: str) -> str | None:
    """The taunt neighbour that protects ``defender`` (for the refusal message)."""
    if g.keyword(defender, "taunt"):
        return None
    near = next((n for n in g.neighbors(defender) if g.keyword(n, "taunt")), None)
    if near is None:  # a taunt that reaches further (Lady Loreena, kmc.py)
        from .kmc import far_taunt_guard

        return far_taunt_guard(g, defender)
    return near


def elusive_blocks(g: KeyForgeGame, defender: str) -> bool:
    """kf:glossary/elusive — the first time each turn an elusive creature is attacked,
    neither creature deals damage by its power in that fight."""
    return bool(g.keyword(defender, "elusive")) and not g.card(defender).get("elusive_used")


def skirmish(g: KeyForgeGame, attacker: str) -> bool:
    """kf:glossary/skirmish — the attacker takes no damage from the defender's power."""
    return bool(g.keyword(attacker, "skirmish"))


def fight_damage(g: KeyForgeGame, iid: str, other: str, *, attacking: bool) -> int:
    """kf:glossary/fight — a creature deals damage equal to its power when fighting, unless
    a constant ability says otherwise ("deals no damage when fighting", "only deals 4",
    "+2 while attacking a flank creature", "deals no damage when attacked")."""
    dealt = g.power(iid)
    for s in statics(g, iid, "fight_damage"):
        if s.get("if_attacking") and not (attacking and (s["if_attacking"] != "flank" or g.is_flank(other))):
            continue
        if s.get("if_defending") and attacking:  # "deals no damage when attacked"
            continue
        dealt = dealt + s["fight_damage"] if s.get("bonus") else s["fight_damage"]
    return max(dealt, 0)


def poison(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/poison — fight damage by its power that is placed destroys the creature."""
    return bool(g.keyword(iid, "poison"))


def _assault(g: KeyForgeGame, attacker: str, defender: str, n: int) -> None:
    """kf:glossary/assault — the attacker's assault damage; a creature it destroys is remembered as
    destroyed by that creature's assault damage (destroyed.py: the event's ``kwc_assault_by``)."""
    before = getattr(g, "kwc_assault_by", None)
    g.kwc_assault_by = attacker
    try:
        deal_damage(g, [(defender, n)], [R.ASSAULT])
    finally:
        g.kwc_assault_by = before


def before_fight_keywords(g: KeyForgeGame, attacker: str, defender: str) -> list[Triggered]:
    """kf:glossary/hazardous and kf:glossary/assault — damage before the fight, in the
    same window as "Before Fight:" abilities (the active player orders them)."""
    out = []
    hz = g.keyword(defender, "hazardous")
    if hz:
        out.append(
            Triggered(
                f"{defender}/hazardous",
                M("{card} – Gefährlich {n}", card=g.name(defender), n=hz),
                g.controller(defender),
                lambda: deal_damage(g, [(attacker, hz)], [R.HAZARDOUS]),
                [R.HAZARDOUS, R.TIMING_BEFORE_FIGHT],
                still_valid=lambda: g.is_creature(attacker),
            )
        )
    asl = g.keyword(attacker, "assault")
    if asl:
        out.append(
            Triggered(
                f"{attacker}/assault",
                M("{card} – Ansturm {n}", card=g.name(attacker), n=asl),
                g.controller(attacker),
                lambda: _assault(g, attacker, defender, asl),
                [R.ASSAULT, R.TIMING_BEFORE_FIGHT],
                still_valid=lambda: g.is_creature(defender),
            )
        )
    return out
