"""Destruction and leaving play (kf:glossary/destroyed, kf:timing/destroyed,
kf:glossary/leaves-play).

1. the cards are marked for destruction; 2. their "Destroyed:" abilities trigger (the
active player orders them); 3. every marked card still in play goes to its owner's
discard pile, together — cards destroyed by a "Destroyed:" ability join that batch; a card
with a "Destroyed: ... instead" replacement loses its mark at that moment and the
replacement resolves in its place (kf:glossary/replacement-effects; cards it destroys join
the batch);
4. "after a creature is destroyed" abilities trigger, for every card of the batch,
also one that a "Destroyed:" ability moved elsewhere (it still counts as destroyed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import rules as R
from .i18n import M
from .zones import CLEARED_ON_LEAVING, leave_play  # noqa: F401  (leave_play lives in zones.py)

if TYPE_CHECKING:
    from .game import KeyForgeGame


def destroy_lethal(g: KeyForgeGame, also: list[str] | tuple = ()) -> bool:
    """State check (kf:glossary/damage): creatures with damage ≥ power are destroyed,
    together with ``also`` (e.g. creatures poison destroys). True if any were."""
    cards = g.state.data["cards"]
    lethal = [c for c in g.creatures() if not cards[c].get("marked") and (cards[c].get("damage") or 0) >= g.power(c)
              and not g.keyword(c, "invulnerable")]  # kf:glossary/invulnerable: it stays even at 0 power
    # kf:glossary/damage: 0 power and no damage is "damage ≥ power" too
    targets = lethal + [c for c in also if c not in lethal and g.is_creature(c)]
    from .damage_survived import note_survivors

    if not targets:
        note_survivors(g, [])  # a creature that came through its damage (damage_survived.py)
        return False
    destroyed = destroy(g, targets, [R.DAMAGE, R.DAMAGE_AND_ARMOR])
    note_survivors(g, targets)
    return bool(destroyed)


def destroy_by_condition(g: KeyForgeGame) -> bool:
    """State check (kf:rules/constant-abilities): "If there are no enemy creatures, destroy
    Cincinnatus Rex" — a card in play whose constant ability says so is destroyed while the
    condition holds, read from the board as it is now (kf:glossary/destroyed). True if any were."""
    from .select import condition_holds
    from .text import blank, own_statics, source_ctx

    hit = []
    for src in g.cards_in_play():
        cdef = g.cdef(src)
        if not any("destroy_self_if" in s for s in cdef.static) or g.card(src).get("marked") or blank(g, src):
            continue
        for s in own_statics(g, src):  # stops here if another constant ability of it is not compiled
            if "destroy_self_if" in s and condition_holds(g, s["destroy_self_if"], g.controller(src), source_ctx(g, src)):
                hit.append(src)
                break
    return bool(hit) and bool(destroy(g, hit, [R.CONSTANT_ABILITIES]))


def destroy(g: KeyForgeGame, iids: list[str], cites: list[str]) -> list[str]:
    """kf:glossary/destroyed — mark, "Destroyed:" abilities, to the discard pile together,
    then "after destroyed". Returns the cards this call marked."""
    new = [i for i in iids if g.in_play(i) and not g.card(i).get("marked") and not _invulnerable(g, i)
           and not _warded(g, i)]
    if not new:
        return []
    fight = g.fighting or {}
    for i in new:
        g.state.set(f"cards.{i}.marked", True)
        g.destroyed_log.append(i)
        other = fight.get("defender") if i == fight.get("attacker") else fight.get("attacker")
        g.batch.append((i, g.controller(i), g.owner(i), g.is_creature(i), other if i in fight.values() else None))
        if getattr(g, "kwc_assault_by", None):  # destroyed by a creature's assault damage (keywords._assault)
            g.kwc_assault_marks = {**getattr(g, "kwc_assault_marks", {}), i: g.kwc_assault_by}
    names = ", ".join(g.name(i) for i in new)
    g.record(
        "marked-for-destruction",
        cites + [R.DESTROYED, R.TIMING_DESTROYED_MARK],
        M("Zum Zerstören markiert: {names}", names=names),
    )
    g.destroy_depth += 1
    try:
        g.engine.window("destroyed", Event("destroyed", {"cards": new}), [R.DESTROYED, R.TIMING_DESTROYED])
    finally:
        g.destroy_depth -= 1
    if g.destroy_depth == 0:
        _finish_batch(g)
    return new


def _invulnerable(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/invulnerable — an invulnerable creature cannot be destroyed: it is never marked
    (it keeps its ward: nothing would destroy it that the ward could stop)."""
    if not (g.is_creature(iid) and g.keyword(iid, "invulnerable")):
        return False
    g.record(
        "invulnerable",
        [R.INVULNERABLE, R.DESTROYED],
        M("{card} ist unverwundbar und kann nicht zerstört werden", card=g.name(iid)),
    )
    return True


def _warded(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/ward — a warded creature that would be destroyed loses its ward instead
    (so it is never marked)."""
    if not g.card(iid).get("ward"):
        return False
    g.state.set(f"cards.{iid}.ward", False)
    g.record(
        "ward",
        [R.WARD, R.DESTROYED],
        M("{card} verliert den Schutz-Marker statt zerstört zu werden", card=g.name(iid)),
    )
    return True


def _ward_after_mark(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/ward (the Polish text) — a ward placed on a creature after it was marked for
    destruction does not keep it from being put into the discard pile (a warded creature is
    never marked, so a marked one with a ward got it afterwards); the mark stays, since only
    a replacement of the destruction removes it (kf:glossary/destroyed). The trace says so;
    the ward goes with the card's other tokens (docs/rulings.md, KeyForge 31)."""
    if g.card(iid).get("ward"):
        g.record(
            "ward-after-mark",
            [R.WARD, R.DESTROYED, R.TIMING_DESTROYED_DISCARD],
            M("{card} wurde erst nach der Zerstört-Markierung beschützt: das verhindert die Zerstörung nicht",
              card=g.name(iid)),
        )


def replace_destruction(g: KeyForgeGame, iid: str, ability, controller: str, granter: str | None) -> None:
    """kf:glossary/replacement-effects — a "Destroyed: ... instead" ability does not resolve
    in the "Destroyed:" window: it waits until the card would be put into the discard pile
    (docs/rulings.md, KeyForge 25)."""
    g.pending_instead.append((iid, ability, controller, granter))
    g.record(
        "replacement-pending",
        [R.REPLACEMENT_EFFECTS, R.DESTROYED],
        M("{card}: Ersatzeffekt („stattdessen“) wartet, bis die Karte auf den Ablagestapel käme", card=g.name(iid)),
    )


def _replace(g: KeyForgeGame) -> list[str]:
    """Resolve the waiting replacements of cards still marked; returns the cards they saved."""
    from .abilities import resolve_ability

    saved = []
    pending, g.pending_instead = g.pending_instead, []
    for iid, ability, controller, granter in pending:
        if not (g.in_play(iid) and g.card(iid).get("marked")):
            continue
        if ability.instead_if is not None and not _instead_holds(g, iid, ability, controller):
            continue
        g.state.set(f"cards.{iid}.marked", False)
        g.record(
            "replaced",
            [R.REPLACEMENT_EFFECTS, R.TIMING_DESTROYED_DISCARD],
            M("{card} wird nicht zerstört: die Markierung entfällt, stattdessen wird der Ersatzeffekt abgehandelt",
              card=g.name(iid)),
        )
        g.destroy_depth += 1  # what it destroys joins this batch
        try:
            resolve_ability(g, iid, ability, "destroyed", None, controller, granter=granter)
        finally:
            g.destroy_depth -= 1
        saved.append(iid)
    return saved


def _instead_holds(g: KeyForgeGame, iid: str, ability, controller: str) -> bool:
    """kf:glossary/replacement-effects — "If you have any other creatures in play, instead of
    destroying …": the replacement applies only if its condition holds when it would resolve
    (the card would be put into the discard pile); otherwise the card is destroyed."""
    from .select import condition_holds
    from .text import source_ctx

    if condition_holds(g, ability.instead_if, controller, source_ctx(g, iid)):
        return True
    g.record(
        "replacement-not-applied",
        [R.REPLACEMENT_EFFECTS, R.DESTROYED],
        M("{card}: die Bedingung des Ersatzeffekts ist nicht erfüllt; die Karte wird zerstört", card=g.name(iid)),
    )
    return False


def _finish_batch(g: KeyForgeGame) -> None:
    """kf:timing/destroyed/discard, kf:timing/destroyed/after-destroyed — the outermost destruction moves every marked
    card, then "after destroyed"."""
    batch, g.batch = g.batch, []
    saved = _replace(g) if g.pending_instead else []
    batch, g.batch = [b for b in batch if b[0] not in saved] + g.batch, []
    # the cards leave play together: each one's neighbours are those just before that moment
    # (kf:glossary/leaves-play, PL)
    seen = {iid: {"neighbors": g.neighbors(iid)} for iid, *_ in batch if g.is_creature(iid)}
    # every creature of the batch counts as destroyed, wherever it went: "if a friendly
    # creature was destroyed this turn" (kf:glossary/destroyed; reset as the turn ends)
    for iid, controller, _owner, creature, _other in batch:
        if creature:
            g.state.add(f"players.{controller}.creatures_destroyed", 1)
    for iid, *_ in batch:
        if g.in_play(iid) and g.card(iid).get("marked"):
            _ward_after_mark(g, iid)
            leave_play(g, iid, "discard", [R.DESTROYED, R.TIMING_DESTROYED_DISCARD], M("zerstört"),
                       destruction=True)
            if iid in seen:
                g.last_seen[iid].update(seen[iid])
                g.forget_derived()  # a card out of play has the neighbours it was last seen with
    info = {
        iid: {"controller": c, "owner": o, "creature": creature, "fought_with": other}
        for iid, c, o, creature, other in batch
    }
    from .kcc_done import note_destroyed  # "each enemy creature that was destroyed in a fight this turn"

    note_destroyed(g, info)
    marks = getattr(g, "kwc_assault_marks", None)
    if marks:
        for iid in info:
            if iid in marks:
                info[iid]["kwc_assault_by"] = marks[iid]
        g.kwc_assault_marks = {k: v for k, v in marks.items() if k not in info}
    g.engine.window(
        "after-destroyed",
        Event("after-destroyed", {"cards": [b[0] for b in batch], "info": info}),
        [R.TIMING_AFTER_DESTROYED, R.DESTROYED],
    )
