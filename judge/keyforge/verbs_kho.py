"""Effect verbs of the compiler's 'kho' family (houses). Each verb is a function (g, eff, ctx) ->
bool (whether it did something), registered in ``VERBS``; ``verbs.py`` merges this table into the
engine's vocabulary.

    kho_house <house>        each target card belongs to that house instead of its own for
                             ``kho_duration``: "turn" (the rest of the turn, the default) or
                             "while-yours" (while the resolving player controls it; kho_houses.py)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
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
    static = {KEY: house, **({"kho_while_yours": True} if duration == "while-yours" else {})}
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
        while_de = "bis zum Ende des Zuges" if duration == "turn" else f"solange {ctx.controller} es kontrolliert"
        while_en = "for the rest of the turn" if duration == "turn" else f"while {ctx.controller} controls it"
        g.record(
            "house-changed",
            [R.LASTING_EFFECTS, R.CHOOSING_A_HOUSE],
            f"{g.name(ctx.source)}: {g.name(t)} gehört {while_de} zur Fraktion {house} (statt zu seiner eigenen)",
            f"{g.name(ctx.source)}: {g.name(t)} belongs to house {house} {while_en} (instead of its own)",
        )
    return bool(targets)


def check(eff: dict) -> None:
    """The verb's value and duration, when a definition is loaded (vocabulary.check_effect)."""
    from .cards.model import HOUSES

    if eff.get(KEY) not in HOUSES:
        raise ValueError(f"kho_house names a house: {eff.get(KEY)!r}")
    if eff.get("kho_duration", "turn") not in DURATIONS:
        raise ValueError(f"kho_duration is one of {', '.join(DURATIONS)}: {eff['kho_duration']!r}")
    if "target" not in eff:
        raise ValueError(f"kho_house names its cards (a target): {eff}")


VERBS: dict[str, Callable] = {"kho_house": kho_house}
PARAMS: dict[str, tuple[str, ...]] = {"kho_house": ("kho_duration",)}
