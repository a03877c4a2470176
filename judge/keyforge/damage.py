"""Damage (kf:glossary/damage, kf:rules/damage-and-armor, kf:timing/damage).

Whenever damage is dealt to one or more creatures, all of it is dealt at the same time,
in this order for each creature: effects that prevent damage, ward (the Polish edition
names this place in the damage sequence; the German one states ward as a replacement —
both put it before armor), armor, then the rest is placed. Destruction of creatures with
damage ≥ power is a state check that runs after the whole batch (``destroyed.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import rules as R
from .i18n import M
from .text import abilities, statics

if TYPE_CHECKING:
    from .game import KeyForgeGame


def prevented_by(g: KeyForgeGame, iid: str) -> dict | None:
    """A lasting effect that says this creature cannot be dealt damage (kf:glossary/lasting-effects)."""
    for e in g.effects("prevent-damage"):
        if e.get("creature") == iid:
            return e
        if e.get("affects") == "friendly-creatures" and g.controller(iid) == e["controller"]:
            return e
    return None


def deal_damage(
    g: KeyForgeGame,
    hits: list[tuple[str, int]],
    cites: list[str],
    *,
    check: bool = True,
    source: str | None = None,
    fight: bool = False,
    per_hit: list[dict[str, int]] | None = None,
    ignore_armor: bool = False,
) -> dict[str, int]:
    """kf:timing/damage — deal each (creature, amount) simultaneously; returns what was placed
    on each creature hit (damage redirected elsewhere counts for the creature it reached).
    ``per_hit`` (if given) receives, for each hit in order, where that hit's damage was
    placed — a redirected hit is still the same damage, dealt by the same source
    (kf:glossary/poison reads it so).

    With ``check`` the destroyed-check runs after the whole batch (a fight runs it itself,
    after poison). ``ignore_armor``: "this damage cannot be prevented by armor" — armor is
    skipped (and not used up), kf:glossary/armor. "After ... prevents damage with its armor" abilities resolve after the batch."""
    placed: dict[str, int] = {}
    armored: list[tuple[str, int]] = []
    for iid, amount in hits:
        if amount <= 0 or not g.is_creature(iid):
            if per_hit is not None:
                per_hit.append({})
            continue
        put, absorbed = _one(g, iid, amount, cites, ignore_armor=ignore_armor)
        if per_hit is not None:
            per_hit.append(dict(put))
        shared = _shared_fight_damage(g, iid, put.get(iid, 0)) if fight else []
        placed[iid] = placed.get(iid, 0) + put.pop(iid, 0)
        for other, n in put.items():
            placed[other] = placed.get(other, 0) + n
        if absorbed:
            armored.append((iid, absorbed))
        # shared fight damage is part of the same batch, and is not shared again
        for other, n in shared:
            g.record(
                "shared-damage",
                cites + [R.NEIGHBOR, R.TIMING_DAMAGE],
                M("{other} erhält auch die {n} Schaden, die sein Nachbar {card} im Kampf erhält",
                  other=g.name(other), n=n, card=g.name(iid)),
            )
            put, absorbed = _one(g, other, n, cites + [R.NEIGHBOR])
            for hit, k in put.items():
                placed[hit] = placed.get(hit, 0) + k
            if absorbed:
                armored.append((other, absorbed))
    if check:
        g.engine.check_state()

    for iid, n in armored:
        if g.is_creature(iid) and abilities(g, iid, "after-armor-prevents"):
            g.engine.window(
                "armor-prevented",
                Event("armor-prevented", {"card": iid, "amount": n, "player": g.controller(iid)}),
                [R.ARMOR, R.TIMING_DAMAGE_ARMOR],
            )
    return placed


def _extra(g: KeyForgeGame, iid: str) -> int:
    """Lasting "whenever this creature takes damage, it takes N more": added to the damage
    that starts it, never starting more itself."""
    return sum(e.get("amount", 0) for e in g.effects("extra-damage") if e.get("creature") == iid)


def _shared_fight_damage(g: KeyForgeGame, iid: str, dealt: int) -> list[tuple[str, int]]:
    """Constant "damage dealt to this creature's neighbours during fights is also dealt to
    it" (kf:glossary/neighbor, kf:glossary/fight): each such neighbour is dealt the same
    amount in the same damage batch (kf:timing/fight/deal-damage); the shared damage is
    dealt once and does not spread further."""
    if dealt <= 0:
        return []
    return [(n, dealt) for n in g.neighbors(iid) if statics(g, n, "shares_neighbors_fight_damage")]


def redirected_to(g: KeyForgeGame, iid: str) -> str | None:
    """A creature whose constant ability takes the damage dealt to its neighbours
    ("damage dealt to non-<trait> neighbors is dealt to X instead"; a replacement effect,
    kf:glossary/replacement-effects). When two such creatures could each take it (one on
    either side), both replacements would apply to the same damage at the same time: the
    active player chooses which one does (kf:timing/simultaneous-effects,
    kf:glossary/active-player); the other then has nothing left to replace (docs/rulings.md,
    KeyForge 34)."""
    takers = []
    for src in g.neighbors(iid):
        for s in statics(g, src, "redirect_damage"):
            if s.get("except_trait") and s["except_trait"] in g.traits(iid):
                continue
            takers.append(src)
            break
    if len(takers) < 2:
        return takers[0] if takers else None
    name = g.name(iid)
    return g.ask(
        f"redirect:{name}",
        M("Schaden an {name}: welche Kreatur erleidet ihn stattdessen?", name=name), [(t, g.name(t)) for t in takers],
        [R.TIMING_SIMULTANEOUS, R.ACTIVE_PLAYER, R.REPLACEMENT_EFFECTS],
    )


def _one(g: KeyForgeGame, iid: str, amount: int, cites: list[str], *, ignore_armor: bool = False
         ) -> tuple[dict[str, int], int]:
    """kf:timing/damage/prevention, kf:timing/damage/ward (PL), kf:timing/damage/armor, kf:timing/damage/deal — one
    creature's share of a damage batch: (damage placed per creature, damage armor prevented)."""
    name = g.name(iid)
    base = cites + [R.DAMAGE, R.TIMING_DAMAGE]
    extra = _extra(g, iid)
    if extra:
        amount += extra
        g.record(
            "extra-damage",
            base + [R.LASTING_EFFECTS],
            M("{name} erleidet {extra} zusätzlichen Schaden (andauernder Effekt)", name=name, extra=extra),
        )
    ward_cites = [R.WARD] + ([R.TIMING_DAMAGE_WARD] if g.edition == "pl" else [])
    if g.keyword(iid, "invulnerable"):  # kf:glossary/invulnerable: it cannot be dealt damage at all
        g.record(
            "invulnerable",
            base + [R.INVULNERABLE],
            M("{name} ist unverwundbar: ihr kann kein Schaden zugefügt werden ({amount} Schaden entfällt)",
              name=name, amount=amount),
        )
        return {}, 0
    # 1. prevention effects
    effect = prevented_by(g, iid)
    if effect:
        g.record(
            "damage-prevented",
            base + [R.TIMING_DAMAGE_PREVENTION, R.LASTING_EFFECTS],
            M("{name} kann keinen Schaden erhalten ({source}): {amount} Schaden verhindert",
              name=name, source=effect['source'], amount=amount),
        )
        return {}, 0
    # 2. ward (kf:glossary/ward)
    if g.card(iid).get("ward"):
        g.state.set(f"cards.{iid}.ward", False)
        g.record(
            "ward",
            base + ward_cites,
            M("Der Schutz-Marker von {name} wird statt des Schadens entfernt", name=name),
        )
        return {}, 0
    # 3. armor (kf:glossary/armor): prevents up to its value each turn — unless the damage says
    #    it "cannot be prevented by armor" (the armor is then neither used nor used up)
    left = 0 if ignore_armor else g.armor_left(iid)
    absorbed = min(left, amount)
    if absorbed:
        g.state.add(f"cards.{iid}.armor_used", absorbed)
    rest = amount - absorbed
    # 4. the rest is placed — on a creature that takes its neighbours' damage instead, if any
    armor = M(", {absorbed} durch Rüstung verhindert", absorbed=absorbed) if absorbed else ""
    if ignore_armor and g.armor_left(iid):
        armor = M(", Rüstung kann diesen Schaden nicht verhindern")
        base = base + [R.ARMOR]
    to = redirected_to(g, iid) if rest else None
    if to:
        g.state.add(f"cards.{to}.damage", rest)
        g.record(
            "damage",
            base + ([R.TIMING_DAMAGE_ARMOR, R.ARMOR] if absorbed else []) + [R.TIMING_DAMAGE_DEAL, R.NEIGHBOR],
            M("{name} werden {amount} Schaden zugefügt{armor}: {rest} Schaden erleidet stattdessen {to}",
              name=name, amount=amount, armor=armor, rest=rest, to=g.name(to)),
        )
        return {to: rest}, absorbed
    if rest:
        g.state.add(f"cards.{iid}.damage", rest)
    g.record(
        "damage",
        base + ([R.TIMING_DAMAGE_ARMOR, R.ARMOR] if absorbed else []) + [R.TIMING_DAMAGE_DEAL],
        M("{name} werden {amount} Schaden zugefügt{armor}: {rest} Schaden gelegt",
          name=name, amount=amount, armor=armor, rest=rest),
    )
    return {iid: rest}, absorbed


def heal(g: KeyForgeGame, iid: str, amount: int | str, cites: list[str]) -> int:
    """kf:glossary/heal — remove damage; a creature marked for destruction stays marked."""
    have = g.card(iid).get("damage") or 0
    healed = have if amount == "full" else min(int(amount), have)
    g.state.add(f"cards.{iid}.damage", -healed)
    if healed == have:  # undamaged again: it has no damage it survived (damage_survived.py)
        from .damage_survived import clear

        clear(g, iid)
    g.record(
        "heal", cites + [R.HEAL], M("{card} wird um {healed} geheilt", card=g.name(iid), healed=healed)
    )
    return healed
