"""Effect verbs of the compiler's 'kho' family (houses). Each verb is a function (g, eff, ctx) ->
bool (whether it did something), registered in ``VERBS``; ``verbs.py`` merges this table into the
engine's vocabulary.

    kho_house <house>        each target card belongs to that house instead of its own for
                             ``kho_duration``: "turn" (the rest of the turn, the default) or
                             "while-yours" (while the resolving player controls it; kho_houses.py);
                             ``kho_unless_identity: true``: only while its own house is not on that
                             player's identity card
    kho_house_of <whose>     remember the house of a card as the house this ability chose ("that
                             house", lasting.py ``house: "chosen"``): "defender" (the creature the
                             fight attacked), "previous" (the card the preceding effect chose),
                             "event" (the house the event's player chose as their active house)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import M
from .kho_houses import DURATIONS, KEY

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kho_house(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/lasting-effects, kf:rules/houses — "for the remainder of the turn, they belong to
    house Saurian", "while under your control, it belongs to house Shadows": one lasting effect on
    each target card (it ends early when the card leaves play, kf:glossary/leaves-play)."""
    from .abilities import select

    targets = select(g, eff["target"], ctx, "kho_house")
    duration = eff.get("kho_duration", "turn")
    house = eff[KEY]
    static = {KEY: house, **({"kho_while_yours": True} if duration == "while-yours" else {}),
              **({"kho_unless_identity": True} if eff.get("kho_unless_identity") else {})}
    for t in targets:
        g.lasting.add({
            "kind": "modify",
            "static": static,
            "creature": t,
            "source": g.name(ctx.source),
            "source_id": ctx.source,
            "controller": ctx.controller,
            "until": DURATIONS[duration],
        })
        during = M("bis zum Ende des Zuges") if duration == "turn" else \
            M("solange {player} es kontrolliert", player=ctx.controller)
        g.record(
            "house-changed",
            [R.LASTING_EFFECTS, R.CHOOSING_A_HOUSE],
            M("{source}: {card} gehört {during} zur Fraktion {house} (statt zu seiner eigenen)",
              source=g.name(ctx.source), card=g.name(t), during=during, house=house),
        )
    return bool(targets)


def kho_house_of(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/choosing-a-house — "must choose the house of the creature Snag fights", "that
    creature's house", "the same house": the house is fixed now, for the effect after it. A card
    out of play has the house it had when it left (zones.py ``last_seen``); a card of more than one
    house names no single house — not encoded: the engine stops (exit 5) rather than guess one."""
    from .game import NotYetSupported
    from .kho_houses import house_as_seen

    ctx.memory["house"] = None
    whose = eff["kho_house_of"]
    if whose == "event":
        house = (ctx.event.data if ctx.event else {}).get("house")
        card = None
    else:
        card = (ctx.event.data.get("defender") if ctx.event else None) if whose == "defender" else \
            (ctx.previous[0] if ctx.previous else None)
        if card is None:
            return False
        house = house_as_seen(g, card)
        if house is None:
            raise NotYetSupported(f"{g.name(ctx.source)}: {g.name(card)} belongs to more than one house: "
                                  "which one the card means is not encoded")
    if house is None:
        return False
    ctx.memory["house"] = house
    g.record(
        "house-named",
        [R.CHOOSING_A_HOUSE, R.ABILITY],
        M("{source}: jene Fraktion ist {house} (Fraktion von {card})", source=g.name(ctx.source), house=house,
          card=g.name(card)) if card else
        M("{source}: jene Fraktion ist {house} (die gewählte aktive Fraktion)", source=g.name(ctx.source),
          house=house),
    )
    return True


def check(eff: dict) -> None:
    """The verb's value and duration, when a definition is loaded (vocabulary.check_effect)."""
    from .cards.model import HOUSES

    if "kho_house_of" in eff:
        if eff["kho_house_of"] not in ("defender", "previous", "event"):
            raise ValueError(f"kho_house_of is 'defender', 'previous' or 'event': {eff['kho_house_of']!r}")
        return
    if eff.get(KEY) not in HOUSES:
        raise ValueError(f"kho_house names a house: {eff.get(KEY)!r}")
    if eff.get("kho_duration", "turn") not in DURATIONS:
        raise ValueError(f"kho_duration is one of {', '.join(DURATIONS)}: {eff['kho_duration']!r}")
    if "target" not in eff:
        raise ValueError(f"kho_house names its cards (a target): {eff}")
    if eff.get("kho_unless_identity", True) is not True:
        raise ValueError(f"kho_unless_identity is true: {eff['kho_unless_identity']!r}")


VERBS: dict[str, Callable] = {"kho_house": kho_house, "kho_house_of": kho_house_of}
PARAMS: dict[str, tuple[str, ...]] = {"kho_house": ("kho_duration", "kho_unless_identity"), "kho_house_of": ()}

from .kho_discard import PARAMS as _DISCARD_PARAMS  # noqa: E402  a card returning from the discard pile
from .kho_discard import VERBS as _DISCARD_VERBS  # noqa: E402

VERBS.update(_DISCARD_VERBS)
PARAMS.update(_DISCARD_PARAMS)
