"""Effect verbs added for Worlds Collide card text (the third list of the set).

* ``kwc_shuffle_friendly_cards``  ``{"kwc_shuffle_friendly_cards": true}``: "shuffle each friendly
  card in play into your deck" — every creature, artifact and upgrade the resolving player
  controls leaves play into its owner's deck; how many went into the resolving player's own deck
  is the operand ``kwc.shuffled_into_yours`` ("draw a card for each card shuffled into your deck
  this way", kf:glossary/this-way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def shuffle_friendly_cards(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/friendly, kf:glossary/leaves-play — the upgrades the player controls go first
    (each to its owner's deck; an upgrade only leaves with its creature by being discarded when it
    is still on it), then the creatures and artifacts. A card another player owns goes to that
    player's deck (kf:glossary/leaves-play: to its owner's zone); a warded creature stays
    (kf:glossary/ward). The engine puts the cards at the bottom where a real game shuffles."""
    from .zones import leave_play

    me = ctx.controller
    upgrades = [u for c in g.creatures() for u in g.upgrades_of(c) if g.controller(u) == me]
    cards = upgrades + g.creatures(me) + g.artifacts(me)
    into: dict[str, int] = {}
    done = []
    for t in cards:
        if not g.in_play(t):
            continue
        owner = g.owner(t)
        ok = leave_play(g, t, "deck", [R.ABILITY, R.FRIENDLY], "ins Deck gemischt", "shuffled into its owner's deck")
        if ok:
            into[owner] = into.get(owner, 0) + 1
            done.append(t)
    ctx.memory["kwc_shuffled_into"] = into
    ctx.previous = done
    ctx.this_way = len(done)
    return bool(cards) and len(done) == len(cards)


VERBS: dict[str, Callable] = {"kwc_shuffle_friendly_cards": shuffle_friendly_cards}
PARAMS: dict[str, tuple[str, ...]] = {}
