"""Constant abilities that limit which creatures a creature may fight (kf:glossary/fight,
kf:rules/constant-abilities), added for compiled Call of the Archons / Age of Ascension text
(the compiler's 'kca' family):

    kca_fights_only {filter}        this creature can only attack enemy creatures matching the
                                    filter ("can only fight stunned creatures", "can only attack
                                    flank creatures")
    kca_fought_only_by {filter}     the creature it reaches (an upgrade's: the creature it is on) can
                                    be attacked only by creatures matching the filter ("creatures
                                    not on a flank cannot fight this creature")
    kca_attack_ignores [keywords]   while this creature attacks, taunt does not keep it from a
                                    target and elusive does not stop the damage ("while attacking,
                                    ignore taunt and elusive")

A filter is a target dict of select.py read for one creature (``_fits``). use.py asks these
functions where it checks the target of a fight and where it applies elusive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M
from .text import reaching

if TYPE_CHECKING:
    from .game import KeyForgeGame

IGNORABLE = ("taunt", "elusive")


def may_attack(g: KeyForgeGame, attacker: str, defender: str) -> bool:
    """Whether no constant ability of either creature forbids this attack."""
    from .select import _fits

    for _, s, controller in reaching(g, attacker, "kca_fights_only"):
        if not _fits(g, defender, s["kca_fights_only"], None, controller):
            return False
    for _, s, controller in reaching(g, defender, "kca_fought_only_by"):
        if not _fits(g, attacker, s["kca_fought_only_by"], None, g.controller(attacker)):
            return False
    return True


def refusal(g: KeyForgeGame, attacker: str, defender: str) -> None:
    """Refuse an attack a constant ability forbids, naming the card whose ability it is."""
    if may_attack(g, attacker, defender):
        return
    src = next((s for s, _, _ in reaching(g, attacker, "kca_fights_only")), None) or \
        next((s for s, _, _ in reaching(g, defender, "kca_fought_only_by")), attacker)
    name = g.name(src) if g.card(src) is not None else g.name(attacker)
    g.refuse(
        R.CONSTANT_ABILITIES,
        M("{attacker} kann {defender} nicht angreifen ({name})",
          attacker=g.name(attacker), defender=g.name(defender), name=name),
    )


def ignores(g: KeyForgeGame, attacker: str | None, keyword: str) -> bool:
    """Whether ``attacker``, attacking, ignores the keyword of the creatures it attacks."""
    if attacker is None or g.card(attacker) is None:
        return False
    return any(keyword in s["kca_attack_ignores"] for _, s, _ in reaching(g, attacker, "kca_attack_ignores"))


def cites() -> list[str]:
    return [R.FIGHT, R.CONSTANT_ABILITIES]
