"""Verbs of the compiler's 'kxw' family (cards/compiler/families/kxw.py).

* ``{"kxw_destroy_chosen_house": true, "who": "event-player"}`` — "they must choose a creature they control and
  destroy each creature of the chosen creature's house" (General Order 24, at the start of each player's turn):
  the player whose turn starts picks one of their creatures (kf:glossary/cannot-vs-must: they must), and every
  creature in play that belongs to its house, on either side, is destroyed at the same time
  (kf:glossary/destroyed). A player with no creature picks nothing; the ability remembers that for the next verb;
* ``{"kxw_instead_destroy_self": true}`` — "If that player has no creatures in play, destroy General Order 24
  instead." (kf:glossary/replacement-effects): destroys the card whose ability it is when the choice above
  found no creature, and only then.
* ``{"kxw_name_house": true, "who": "event-player"}`` — Gambling Den's "that player may name a house" (``name_house``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

NONE_TO_CHOOSE = "kxw_none_to_choose"


def destroy_chosen_house(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .abilities import who
    from .destroyed import destroy
    from .game import NotYetSupported

    player = who(g, eff, ctx)
    source = g.name(ctx.source)
    mine = list(g.creatures(player))
    if not mine:
        ctx.memory[NONE_TO_CHOOSE] = True
        g.record("kxw-none-to-choose", [R.ABILITY, R.CANNOT_VS_MUST],
                 M("{source}: {player} kontrolliert keine Kreatur und kann keine wählen", source=source, player=player))
        return False
    ctx.memory[NONE_TO_CHOOSE] = False
    pick = g.ask(f"kxw-choose-house-creature:{source}",
                 M("{source}: welche eigene Kreatur wählt {player}?", source=source, player=player),
                 [(c, g.name(c)) for c in mine], [R.ABILITY, R.CANNOT_VS_MUST], chooser=player)
    if g.all_houses(pick):  # "the chosen creature's house" of a creature of every house: not read
        raise NotYetSupported(f"{source}: the house of {g.name(pick)}, which belongs to every house (not encoded yet)")
    house = g.house_of(pick)
    g.record("chosen", [R.ABILITY, R.CANNOT_VS_MUST],
             M("{source}: {player} wählt {card} (Fraktion {house})", source=source, player=player,
               card=g.name(pick), house=house))
    ctx.previous = [pick]
    targets = [c for p in g.players() for c in g.creatures(p) if g.belongs_to(c, house)]
    done = destroy(g, targets, [R.ABILITY, R.DESTROYED])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return bool(done) and len(done) == len(targets)


def instead_destroy_self(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .destroyed import destroy

    if not ctx.memory.get(NONE_TO_CHOOSE):
        return False
    g.record("kxw-destroy-self-instead", [R.REPLACEMENT_EFFECTS, R.ABILITY],
             M("{source} wird stattdessen zerstört", source=g.name(ctx.source)))
    return bool(destroy(g, [ctx.source], [R.ABILITY, R.DESTROYED]))




def name_house(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """Gambling Den's "that player may name a house" (kf:glossary/ability): the player ``who`` names (the
    player whose turn starts: kf:timing/step-1/start-of-turn) names any house; "the named house" is then the
    ability's chosen house (``{"house": "chosen"}``). Its next sentences reveal the top card of that player's
    deck and gain or lose by it; with an empty deck nothing is revealed and the card does not say whether its
    "otherwise" then applies: the engine stops there (not encoded) rather than guess."""
    from .abilities import who
    from .cards.model import HOUSES
    from .game import NotYetSupported

    player = who(g, eff, ctx)
    name = g.name(ctx.source)
    if not g.state.get(f"players.{player}.deck"):
        raise NotYetSupported(f"{name}: a house named with no card in the deck to reveal (not encoded yet)")
    house = g.ask(f"house:{name}", M("{name}: welche Fraktion?", name=name), [(h, h) for h in HOUSES], [R.ABILITY],
                  chooser=player)
    ctx.memory["house"] = house
    g.record("house-chosen", [R.ABILITY],
             M("{name}: {controller} wählt die Fraktion {house}", name=name, controller=player, house=house))
    return True


VERBS: dict[str, Callable[..., Any]] = {"kxw_destroy_chosen_house": destroy_chosen_house,
                                        "kxw_instead_destroy_self": instead_destroy_self, "kxw_name_house": name_house}
PARAMS: dict[str, tuple[str, ...]] = {}
