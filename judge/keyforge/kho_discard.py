"""An ability that works from the discard pile (the compiler's 'kho' family).

kf:glossary/ability: an ability of a creature, artifact or upgrade is active only while the card is in
play, "es sei denn, die Fähigkeit gibt ausdrücklich an, dass sie von einem Nicht-im-Spiel-Bereich
verwendet werden kann" / "chyba że umiejętność wyraźnie wskazuje, że działa ze strefy poza grą".
Relentless Creeper names its own discard pile: "After you choose Dis as your active house, you may
return Relentless Creeper from your discard pile to your hand."

The card format: an ability with the trigger ``kho-after-house-chosen-from-discard`` (an event filter
``{"house": <house>}`` as "after you choose <house> as your active house" has) triggers while its card
lies in the discard pile of the player who chose (the card's owner: "you", kf:glossary/discard-pile),
after that choice (kf:timing/step-2/after-house-chosen). The verb ``kho_return_from_discard`` puts the
card back into its owner's hand if it is still in the discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from judge.kernel import Event
from judge.kernel.effects import Triggered

from . import rules as R
from .i18n import M
from .windows import trigger_label

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

TRIGGER = "kho-after-house-chosen-from-discard"


def triggers(g: KeyForgeGame, event: Event) -> list[Triggered]:
    """kf:glossary/ability, kf:timing/step-2/after-house-chosen — the abilities of cards in the
    chooser's discard pile that say they work from there."""
    from .abilities import resolve_ability

    if TRIGGER not in g.printed_triggers:
        return []
    player, house = event.data.get("player"), event.data.get("house")
    out = []
    for iid in list(g.state.get(f"players.{player}.discard")):
        for n, ab in enumerate(g.cdef(iid).abilities_by_trigger.get(TRIGGER, ())):
            if ab.event and ab.event.get("house") not in (None, house):
                continue

            def run(iid=iid, ab=ab):
                resolve_ability(g, iid, ab, TRIGGER, event, player)

            out.append(Triggered(f"{iid}/{TRIGGER}/{n}", trigger_label(g.name(iid), TRIGGER), player, run,
                                 [R.ABILITY, R.TIMING_AFTER_HOUSE_CHOSEN, R.DISCARD_PILE]))
    return out


def kho_return_from_discard(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability, kf:glossary/discard-pile — the card whose ability this is goes from its
    owner's discard pile to their hand (nothing if it has left the discard pile meanwhile)."""
    from .zones import put, take_out

    iid, owner = ctx.source, g.owner(ctx.source)
    if g.zone_of(iid) != (owner, "discard"):
        return False
    take_out(g, iid)
    put(g, iid, owner, "hand")
    g.record(
        "return-to-hand",
        [R.ABILITY, R.DISCARD_PILE],
        M("{card} kommt vom Ablagestapel von {owner} auf die Hand", card=g.name(iid), owner=owner),
    )
    return True


def check(eff: dict) -> None:
    if eff["kho_return_from_discard"] is not True:
        raise ValueError(f"kho_return_from_discard is true: {eff['kho_return_from_discard']!r}")


VERBS: dict[str, Callable] = {"kho_return_from_discard": kho_return_from_discard}
PARAMS: dict[str, tuple[str, ...]] = {"kho_return_from_discard": ()}
