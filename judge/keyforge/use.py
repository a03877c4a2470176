"""Using cards: reap, fight, "Action:" and "Omni:" abilities (kf:rules/using-cards).

Every check runs before anything changes, so a refused use leaves the state untouched.
A stunned creature that is used only exhausts and loses its stun (kf:glossary/stun).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import keywords
from . import rules as R
from .amber import reap_gain
from .damage import deal_damage
from .destroyed import destroy_lethal

if TYPE_CHECKING:
    from .game import KeyForgeGame


def check_can_use(g: KeyForgeGame, iid: str, how: str, *, via_ability: bool = False, omni: bool = False) -> None:
    """Refuse a use the rules forbid (kf:turn/step-3, kf:rules/using-cards)."""
    name = g.name(iid)
    player = g.active_player()
    if g.step_label() != "main":
        g.refuse(
            R.STEP_3_PLAY_DISCARD_USE,
            f"{name} kann nur in Schritt 3 verwendet werden",
            f"{name} can only be used in step 3 (play, discard, use)",
        )
    if not g.in_play(iid) or g.controller(iid) != player:
        g.refuse(
            R.USING_CARDS, f"{player} kontrolliert {name} nicht im Spiel", f"{player} does not control {name} in play"
        )
    if how in ("reap", "fight") and not g.is_creature(iid):
        g.refuse(
            R.USING_ARTIFACTS,
            f"{name} ist keine Kreatur und kann nicht {how}",
            f"{name} is not a creature and cannot {how}",
        )
    if not via_ability and not omni and g.house_of(iid) != g.active_house():
        g.refuse(
            R.STEP_3_PLAY_DISCARD_USE,
            f"{name} gehört zur Fraktion {g.house_of(iid)}, aktiv ist {g.active_house()}",
            f"{name} belongs to house {g.house_of(iid)}; the active house is {g.active_house()}",
        )
    if how != "fight" and g.card(iid).get("enraged") and not g.card(iid).get("stunned") and legal_fight_targets(g, iid):
        # kf:glossary/enrage — an enraged creature that is used must fight if it can
        g.refuse(
            R.ENRAGE,
            f"{name} ist wütend und muss kämpfen, wenn sie verwendet wird",
            f"{name} is enraged and must fight when used",
        )
    if g.card(iid).get("exhausted"):
        g.refuse(
            R.READY_AND_EXHAUSTED,
            f"{name} ist erschöpft und kann nicht verwendet werden",
            f"{name} is exhausted and cannot be used",
        )


def _exhaust(g: KeyForgeGame, iid: str) -> None:
    g.state.set(f"cards.{iid}.exhausted", True)


def _unstun_instead(g: KeyForgeGame, iid: str, how: str) -> bool:
    """kf:glossary/stun — using a stunned creature exhausts it and removes the stun instead."""
    if not g.card(iid).get("stunned"):
        return False
    _exhaust(g, iid)
    g.state.set(f"cards.{iid}.stunned", False)
    g.record(
        "unstun",
        [R.STUN, R.USING_CREATURES],
        f"{g.name(iid)} ist betäubt: statt zu {how} wird sie erschöpft und die Betäubung entfernt",
        f"{g.name(iid)} is stunned: instead of {how}, it exhausts and its stun is removed",
        actor=g.active_player(),
    )
    return True


def reap(g: KeyForgeGame, iid: str, *, via_ability: bool = False) -> None:
    """kf:glossary/reap — exhaust, gain 1 æmber, then "Reap:" abilities together with
    "after a creature reaps" and "after used" (kf:timing/reap)."""
    check_can_use(g, iid, "reap", via_ability=via_ability)
    player = g.active_player()
    if _unstun_instead(g, iid, "ernten/reap"):
        return
    _exhaust(g, iid)
    g.record(
        "reap",
        [R.REAP, R.REAP_SECTION, R.TIMING_REAP_EXHAUST],
        f"{player} erntet mit {g.name(iid)} (erschöpft)",
        f"{player} reaps with {g.name(iid)} (exhausted)",
        actor=player,
    )
    reap_gain(g, player, iid)
    g.engine.window("reap", Event("reap", {"card": iid, "player": player}), [R.TIMING_REAP, R.REAP])


def legal_fight_targets(g: KeyForgeGame, attacker: str) -> list[str]:
    return [d for d in g.creatures(g.opponent(g.controller(attacker))) if keywords.attackable(g, d)]


def check_fight_target(g: KeyForgeGame, attacker: str, defender: str) -> None:
    """kf:glossary/fight, kf:glossary/taunt"""
    enemy = g.opponent(g.controller(attacker))
    if defender not in g.creatures(enemy):
        g.refuse(
            R.FIGHT,
            f"{g.name(defender)} ist keine feindliche Kreatur im Spiel",
            f"{g.name(defender)} is not an enemy creature in play",
        )
    guard = keywords.taunt_guard(g, defender)
    if guard:
        g.refuse(
            R.TAUNT,
            f"{g.name(defender)} steht neben {g.name(guard)} (Provokation) und kann nicht angegriffen werden",
            f"{g.name(defender)} is next to {g.name(guard)} (taunt) and cannot be attacked",
        )


def fight(g: KeyForgeGame, attacker: str, defender: str | None = None, *, via_ability: bool = False) -> None:
    """kf:glossary/fight — exhaust and choose a target; "Before Fight:", hazardous and
    assault; both deal damage equal to their power at the same time; then "Fight:" (if the
    attacker survived), "after fights" and "after used" (kf:timing/fight)."""
    check_can_use(g, attacker, "fight", via_ability=via_ability)
    player = g.active_player()
    if not g.card(attacker).get("stunned"):
        targets = legal_fight_targets(g, attacker)
        if not targets:
            g.refuse(
                R.FIGHT_SECTION,
                f"Es gibt keine feindliche Kreatur, die {g.name(attacker)} angreifen kann",
                f"There is no enemy creature {g.name(attacker)} can attack",
            )
        if defender is not None:
            check_fight_target(g, attacker, defender)
    if _unstun_instead(g, attacker, "kämpfen/fight"):
        return
    _exhaust(g, attacker)
    if defender is None:
        defender = g.ask(
            f"fight-target:{g.name(attacker)}",
            f"Welche Kreatur greift {g.name(attacker)} an?",
            f"Which creature does {g.name(attacker)} attack?",
            [(d, g.name(d)) for d in legal_fight_targets(g, attacker)],
            [R.FIGHT, R.TAUNT],
        )
    g.record(
        "fight",
        [R.FIGHT, R.FIGHT_SECTION, R.TIMING_FIGHT_EXHAUST],
        f"{g.name(attacker)} (erschöpft) greift {g.name(defender)} an",
        f"{g.name(attacker)} (exhausted) attacks {g.name(defender)}",
        actor=player,
        choice=defender,
    )
    event = Event("fight", {"card": attacker, "defender": defender, "player": player})
    g.engine.window("before-fight", event, [R.TIMING_BEFORE_FIGHT, R.BEFORE])
    if not (_standing(g, attacker) and _standing(g, defender)):
        g.record(
            "fight-ends",
            [R.HAZARDOUS, R.ASSAULT, R.FIGHT],
            "Eine der Kreaturen hat den Kampf vor dem Schaden verlassen: der Rest des Kampfes findet nicht statt",
            "A creature left before fight damage: the rest of the fight does not happen",
        )
    else:
        _fight_damage(g, attacker, defender)
    if g.is_creature(attacker) and g.card(attacker).get("enraged"):
        g.state.set(f"cards.{attacker}.enraged", False)
        g.record(
            "enrage-ends",
            [R.ENRAGE],
            f"{g.name(attacker)} hat gekämpft: die Wut endet",
            f"{g.name(attacker)} has fought: its enrage token is removed",
        )
    g.engine.window("fight", event, [R.TIMING_FIGHT, R.FIGHT])


def _standing(g: KeyForgeGame, iid: str) -> bool:
    return g.is_creature(iid) and not g.card(iid).get("marked")


def _fight_damage(g: KeyForgeGame, attacker: str, defender: str) -> None:
    """kf:timing/fight/deal-damage, kf:glossary/elusive, kf:glossary/skirmish, kf:glossary/poison — simultaneous fight
    damage."""
    if keywords.elusive_blocks(g, defender):
        g.state.set(f"cards.{defender}.elusive_used", True)
        g.record(
            "elusive",
            [R.ELUSIVE],
            f"{g.name(defender)} ist schwer zu fassen: in diesem Kampf wird kein Schaden zugefügt",
            f"{g.name(defender)} is elusive: no damage is dealt in this fight",
        )
        return
    if g.keyword(defender, "elusive"):
        g.state.set(f"cards.{defender}.elusive_used", True)
    hits = [(defender, g.power(attacker))]
    if keywords.skirmish(g, attacker):
        g.record(
            "skirmish",
            [R.SKIRMISH],
            f"{g.name(attacker)} hat Scharmützel: erhält keinen Schaden von {g.name(defender)}",
            f"{g.name(attacker)} has skirmish: takes no damage from {g.name(defender)}",
        )
    else:
        hits.append((attacker, g.power(defender)))
    placed = deal_damage(g, hits, [R.FIGHT, R.TIMING_FIGHT_DAMAGE], check=False)
    poisoned = [
        target
        for target, source in ((defender, attacker), (attacker, defender))
        if placed.get(target) and keywords.poison(g, source)
    ]
    for target in poisoned:
        g.record(
            "poison", [R.POISON], f"Gift: {g.name(target)} wird zerstört", f"Poison: {g.name(target)} is destroyed"
        )
    destroy_lethal(g, also=poisoned)
    g.engine.check_state()


def use_ability(g: KeyForgeGame, iid: str, kind: str) -> None:
    """kf:glossary/action-ability, kf:glossary/omni — exhaust, resolve the ability, then
    "after used" (kf:timing/action). Omni ignores the active house."""
    from .abilities import resolve_ability

    check_can_use(g, iid, kind, omni=(kind == "omni"))
    ability = next(iter(g.cdef(iid).abilities_for(kind)), None)
    if ability is None:
        g.refuse(
            R.ACTION_ABILITY if kind == "action" else R.OMNI,
            f"{g.name(iid)} hat keine „{kind}“-Fähigkeit",
            f"{g.name(iid)} has no '{kind}' ability",
        )
    player = g.active_player()
    if g.is_creature(iid) and _unstun_instead(g, iid, kind):
        return
    _exhaust(g, iid)
    cites = [R.ACTION_ABILITY if kind == "action" else R.OMNI, R.TIMING_ACTION_EXHAUST, R.TIMING_ACTION_RESOLVE]
    g.record(
        f"use-{kind}",
        cites,
        f"{player} verwendet die {kind.capitalize()}-Fähigkeit von {g.name(iid)} (erschöpft)",
        f"{player} uses {g.name(iid)}'s {kind} ability (exhausted)",
        actor=player,
    )
    resolve_ability(g, iid, ability, kind, None)
    g.engine.check_state()
    g.engine.window("after-used", Event("used", {"card": iid, "player": player}), [R.TIMING_ACTION, R.USE])


def ready_and_fight(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/ready-and-fight — ready the creature, then fight with it if it can
    (any house: kf:rules/using-cards-through-abilities). Returns whether it fought."""
    if g.card(iid).get("exhausted"):
        g.state.set(f"cards.{iid}.exhausted", False)
        g.record("ready", [R.READY_AND_FIGHT], f"{g.name(iid)} wird spielbereit gemacht", f"{g.name(iid)} is readied")
    if not g.card(iid).get("stunned") and not legal_fight_targets(g, iid):
        g.record(
            "cannot-fight",
            [R.READY_AND_FIGHT, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            f"Keine feindliche Kreatur: {g.name(iid)} kann nicht kämpfen und bleibt spielbereit",
            f"No enemy creature: {g.name(iid)} cannot fight and stays ready",
        )
        return False
    fight(g, iid, via_ability=True)
    return True
