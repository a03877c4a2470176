"""Fights and control for compiled Call of the Archons cards (the compiler's 'kcc' family), called
from ``verbs_kcc.py`` and ``play.py``.

* ``fight_times`` — "Ready and fight with a friendly creature 3 times, each time against a different
  enemy creature. Resolve these fights one at a time." (One Stood Against Many)
* ``attached_control`` — "You control this creature." on an upgrade (Collar of Subordination)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def fight_times(g: KeyForgeGame, creature: str, times: int, ctx: Ctx) -> int:
    """kf:glossary/ready-and-fight, kf:glossary/fight — the same creature is readied and fights, up to
    ``times`` fights one after another, each against an enemy creature it has not attacked in this
    effect. It stops when the creature is no longer in play under the resolving player's control, or
    has no such creature left to attack (kf:rules/resolve-as-much-as-possible). Returns the fights."""
    from .use import fight, legal_fight_targets

    attacked: list[str] = []
    fights = 0
    for _ in range(times):
        if not g.is_creature(creature) or g.controller(creature) != ctx.controller:
            break
        if g.card(creature).get("exhausted"):
            g.state.set(f"cards.{creature}.exhausted", False)
            g.record("ready", [R.READY_AND_FIGHT], M("{creature} wird spielbereit gemacht", creature=g.name(creature)))
        left = [d for d in legal_fight_targets(g, creature) if d not in attacked]
        if not left and not g.card(creature).get("stunned"):
            g.record("cannot-fight", [R.READY_AND_FIGHT, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{creature}: keine andere feindliche Kreatur mehr, gegen die sie kämpfen kann",
                       creature=g.name(creature)))
            break
        defender = None
        if left and not g.card(creature).get("stunned"):
            defender = left[0] if len(left) == 1 else g.ask(
                f"fight-target:{g.name(creature)}", M("Welche Kreatur greift {attacker} an?",
                                                      attacker=g.name(creature)), [(d, g.name(d)) for d in left],
                [R.FIGHT, R.READY_AND_FIGHT])
        if fight(g, creature, defender, via_ability=True) is False:
            break
        fights += 1
        if defender is not None:
            attacked.append(defender)
    return fights


def attached_control(g: KeyForgeGame, upgrade: str) -> None:
    """kf:glossary/control, kf:rules/upgrades — an upgrade saying "You control this creature": as it
    is attached, its controller takes control of the creature, for as long as the upgrade is in play
    (a lasting ``kcc-control``, ended when the upgrade leaves play; verbs_kcc.hold_control)."""
    from .text import statics

    if not statics(g, upgrade, "kcc_control_attached"):
        return
    host = g.card(upgrade).get("attached_to")
    if not host or not g.is_creature(host):
        return
    from .verbs_kcc import hold_control

    hold_control(g, host, g.controller(upgrade), upgrade)
