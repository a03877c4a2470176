"""Damage (kf:glossary/damage, kf:rules/damage-and-armor, kf:timing/damage).

Whenever damage is dealt to one or more creatures, all of it is dealt at the same time,
in this order for each creature: effects that prevent damage, ward (the Polish edition
names this place in the damage sequence; the German one states ward as a replacement —
both put it before armor), armor, then the rest is placed. Destruction of creatures with
damage ≥ power is a state check that runs after the whole batch (``destroyed.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R

if TYPE_CHECKING:
    from .game import KeyForgeGame


def prevented_by(g: KeyForgeGame, iid: str) -> dict | None:
    """A lasting effect that says this creature cannot be dealt damage (kf:glossary/lasting-effects)."""
    for e in g.lasting.active("prevent-damage"):
        if e.get("creature") == iid:
            return e
        if e.get("affects") == "friendly-creatures" and g.controller(iid) == e["controller"]:
            return e
    return None


def deal_damage(
    g: KeyForgeGame, hits: list[tuple[str, int]], cites: list[str], *, check: bool = True
) -> dict[str, int]:
    """kf:timing/damage — deal each (creature, amount) simultaneously; returns what was placed.

    With ``check`` the destroyed-check runs after the whole batch (a fight runs it itself,
    after poison)."""
    placed: dict[str, int] = {}
    for iid, amount in hits:
        if amount <= 0 or not g.is_creature(iid):
            continue
        placed[iid] = _one(g, iid, amount, cites)
    if check:
        g.engine.check_state()
    return placed


def _one(g: KeyForgeGame, iid: str, amount: int, cites: list[str]) -> int:
    """kf:timing/damage/prevention, kf:timing/damage/ward (PL), kf:timing/damage/armor, kf:timing/damage/deal — one
    creature's share of a damage batch."""
    name = g.name(iid)
    base = cites + [R.DAMAGE, R.TIMING_DAMAGE]
    ward_cites = [R.WARD] + ([R.TIMING_DAMAGE_WARD] if g.edition == "pl" else [])
    # 1. prevention effects
    effect = prevented_by(g, iid)
    if effect:
        g.record(
            "damage-prevented",
            base + [R.TIMING_DAMAGE_PREVENTION, R.LASTING_EFFECTS],
            f"{name} kann keinen Schaden erhalten ({effect['source']}): {amount} Schaden verhindert",
            f"{name} cannot be dealt damage ({effect['source']}): {amount} damage prevented",
        )
        return 0
    # 2. ward (kf:glossary/ward)
    if g.card(iid).get("ward"):
        g.state.set(f"cards.{iid}.ward", False)
        g.record(
            "ward",
            base + ward_cites,
            f"Der Schutz-Marker von {name} wird statt des Schadens entfernt",
            f"{name}'s ward is removed instead of it being dealt damage",
        )
        return 0
    # 3. armor (kf:glossary/armor): prevents up to its value each turn
    left = max(g.armor(iid) - (g.card(iid).get("armor_used") or 0), 0)
    absorbed = min(left, amount)
    if absorbed:
        g.state.add(f"cards.{iid}.armor_used", absorbed)
    rest = amount - absorbed
    # 4. the rest is placed
    if rest:
        g.state.add(f"cards.{iid}.damage", rest)
    armor_de = f", {absorbed} durch Rüstung verhindert" if absorbed else ""
    armor_en = f", armor prevents {absorbed}" if absorbed else ""
    g.record(
        "damage",
        base + ([R.TIMING_DAMAGE_ARMOR, R.ARMOR] if absorbed else []) + [R.TIMING_DAMAGE_DEAL],
        f"{name} werden {amount} Schaden zugefügt{armor_de}: {rest} Schaden gelegt",
        f"{amount} damage to {name}{armor_en}: {rest} placed",
    )
    return rest


def heal(g: KeyForgeGame, iid: str, amount: int | str, cites: list[str]) -> int:
    """kf:glossary/heal — remove damage; a creature marked for destruction stays marked."""
    have = g.card(iid).get("damage") or 0
    healed = have if amount == "full" else min(int(amount), have)
    g.state.add(f"cards.{iid}.damage", -healed)
    g.record(
        "heal", cites + [R.HEAL], f"{g.name(iid)} wird um {healed} geheilt", f"{g.name(iid)} is healed by {healed}"
    )
    return healed
