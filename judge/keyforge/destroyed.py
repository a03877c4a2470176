"""Destruction and leaving play (kf:glossary/destroyed, kf:timing/destroyed,
kf:glossary/leaves-play).

1. the cards are marked for destruction; 2. their "Destroyed:" abilities trigger (the
active player orders them); 3. every marked card still in play goes to its owner's
discard pile, together — cards destroyed by a "Destroyed:" ability join that batch;
4. "after a creature is destroyed" abilities trigger, for every card of the batch,
also one that a "Destroyed:" ability moved elsewhere (it still counts as destroyed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import rules as R

if TYPE_CHECKING:
    from .game import KeyForgeGame

CLEARED_ON_LEAVING = {
    "exhausted": False,
    "damage": 0,
    "stunned": False,
    "ward": False,
    "enraged": False,
    "power_counters": 0,
    "armor_used": 0,
    "elusive_used": False,
    "marked": False,
}


def destroy_lethal(g: KeyForgeGame, also: list[str] | tuple = ()) -> bool:
    """State check (kf:glossary/damage): creatures with damage ≥ power are destroyed,
    together with ``also`` (e.g. creatures poison destroys). True if any were."""
    lethal = [c for c in g.creatures() if not g.card(c).get("marked") and (g.card(c).get("damage") or 0) >= g.power(c)]
    targets = lethal + [c for c in also if c not in lethal and g.is_creature(c)]
    if not targets:
        return False
    return bool(destroy(g, targets, [R.DAMAGE, R.DAMAGE_AND_ARMOR]))


def destroy(g: KeyForgeGame, iids: list[str], cites: list[str]) -> list[str]:
    """kf:glossary/destroyed — mark, "Destroyed:" abilities, to the discard pile together,
    then "after destroyed". Returns the cards this call marked."""
    new = [i for i in iids if g.in_play(i) and not g.card(i).get("marked") and not _warded(g, i)]
    if not new:
        return []
    for i in new:
        g.state.set(f"cards.{i}.marked", True)
        g.batch.append((i, g.controller(i), g.owner(i), g.is_creature(i)))
    names = ", ".join(g.name(i) for i in new)
    g.record(
        "marked-for-destruction",
        cites + [R.DESTROYED, R.TIMING_DESTROYED_MARK],
        f"Zum Zerstören markiert: {names}",
        f"Marked for destruction: {names}",
    )
    g.destroy_depth += 1
    try:
        g.engine.window("destroyed", Event("destroyed", {"cards": new}), [R.DESTROYED, R.TIMING_DESTROYED])
    finally:
        g.destroy_depth -= 1
    if g.destroy_depth == 0:
        _finish_batch(g)
    return new


def _warded(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/ward — a warded creature that would be destroyed loses its ward instead
    (so it is never marked)."""
    if not g.card(iid).get("ward"):
        return False
    g.state.set(f"cards.{iid}.ward", False)
    g.record(
        "ward",
        [R.WARD, R.DESTROYED],
        f"{g.name(iid)} verliert den Schutz-Marker statt zerstört zu werden",
        f"{g.name(iid)} loses its ward instead of being destroyed",
    )
    return True


def _finish_batch(g: KeyForgeGame) -> None:
    """kf:timing/destroyed/discard, kf:timing/destroyed/after-destroyed — the outermost destruction moves every marked
    card, then "after destroyed"."""
    batch, g.batch = g.batch, []
    for iid, *_ in batch:
        if g.in_play(iid) and g.card(iid).get("marked"):
            leave_play(g, iid, "discard", [R.DESTROYED, R.TIMING_DESTROYED_DISCARD], "zerstört", "destroyed")
    info = {iid: {"controller": c, "owner": o, "creature": creature} for iid, c, o, creature in batch}
    g.engine.window(
        "after-destroyed",
        Event("after-destroyed", {"cards": [b[0] for b in batch], "info": info}),
        [R.TIMING_AFTER_DESTROYED, R.DESTROYED],
    )


def leave_play(g: KeyForgeGame, iid: str, to_zone: str, cites: list[str], why_de: str, why_en: str) -> None:
    """kf:glossary/leaves-play — captured æmber goes to the opponent's pool, tokens and
    status go, lasting effects on the card end, and the card goes to its owner's zone."""
    player, zone = g.zone_of(iid)
    controller, owner = g.controller(iid), g.owner(iid)
    g.state.remove(f"players.{player}.{zone}", iid)
    captured = g.card(iid).get("amber") or 0
    if captured:
        # kf:glossary/leaves-play: æmber on a creature goes to its opponent's pool
        # (kf:glossary/capture); æmber on any other card goes back to the common supply
        g.state.set(f"cards.{iid}.amber", 0)
        if zone == "battleline":
            g.state.add(f"players.{g.opponent(controller)}.amber", captured)
        else:
            captured = 0
    for key, value in CLEARED_ON_LEAVING.items():
        if key in g.card(iid):
            g.state.set(f"cards.{iid}.{key}", value)
    g.state.set(f"cards.{iid}.controller", owner)
    for e in g.lasting.active():
        if e.get("creature") == iid:
            g.lasting.remove(e["id"])
    g.state.insert(f"players.{owner}.{to_zone}", -1, iid)
    back = f"; {captured} erbeutetes Æmber geht an {g.opponent(controller)}" if captured else ""
    back_en = f"; {captured} captured æmber goes to {g.opponent(controller)}" if captured else ""
    zone_de = {"discard": "Ablagestapel", "hand": "Hand", "deck": "Deck", "archives": "Archiv", "purged": "verbannt"}
    g.record(
        "leaves-play",
        cites + [R.LEAVES_PLAY] + ([R.CAPTURE] if captured else []),
        f"{g.name(iid)} ({why_de}) verlässt das Spiel → {zone_de.get(to_zone, to_zone)} von {owner}{back}",
        f"{g.name(iid)} ({why_en}) leaves play → {owner}'s {to_zone}{back_en}",
    )
