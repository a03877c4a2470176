"""Effect verbs added for compiled Call of the Archons / Age of Ascension card text (the
compiler's 'kca' family). Each verb is a function (g, eff, ctx) -> bool (whether it did
something), registered in ``VERBS``; ``verbs.py`` merges this table into the engine's vocabulary.

    kca_swap_deck_discard true       the resolving player's deck and discard pile change places
                                     (kf:glossary/swap: two swapped elements change places)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kca_swap_deck_discard(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/swap, kf:glossary/discard-pile — the cards of the deck become the discard pile
    and those of the discard pile the deck, each pile keeping its order (a "then shuffle" after it
    is its own effect). Done when either pile had a card."""
    from .abilities import who

    player = who(g, eff, ctx)
    deck = list(g.state.get(f"players.{player}.deck"))
    discard = list(g.state.get(f"players.{player}.discard"))
    g.state.set(f"players.{player}.deck", discard)
    g.state.set(f"players.{player}.discard", deck)
    g.record(
        "swap-deck-discard",
        [R.SWAP, R.DISCARD_PILE, R.ABILITY],
        M("{source}: Deck ({deck} Karten) und Ablagestapel ({discard} Karten) von {player} tauschen die Plätze",
          source=g.name(ctx.source), deck=len(deck), discard=len(discard), player=player),
    )
    return bool(deck or discard)


VERBS: dict[str, Callable] = {"kca_swap_deck_discard": kca_swap_deck_discard}
PARAMS: dict[str, tuple[str, ...]] = {"kca_swap_deck_discard": ()}
