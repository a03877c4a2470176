"""Effect verbs for cards that play other players' cards "as if it were yours".

* ``kga_play_looked``  ``{"kga_play_looked": true}``: "Look at your opponent's hand. Play a card from
  that hand as if it were yours." — the resolving player chooses a card still in the hand the
  preceding effect of the ability looked at (``look_at``) and plays it (kf:glossary/play): under their
  control, as if it were their own card (kf:glossary/as-if-you-controlled-it), its owner unchanged, so
  it goes to its owner's discard pile when it is discarded or leaves play (kf:glossary/leaves-play).
  A card played by an ability needs no house (restrictions.play_blocked); a card that cannot be
  played stays in the hand (kf:rules/resolve-as-much-as-possible). Without a hand looked at, or with
  an empty one, nothing is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def play_looked(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .game import NotYetSupported
    from .play import play_card

    looked = ctx.memory.get("looked_zone")
    if not looked or looked[1] != "hand":
        g.record("no-target", [R.PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 f"{g.name(ctx.source)}: keine angesehene Hand, nichts wird gespielt",
                 f"{g.name(ctx.source)}: no hand was looked at, nothing is played")
        return False
    if ctx.controller != g.active_player():
        raise NotYetSupported(f"{g.name(ctx.source)}: playing a card from a hand outside its controller's turn")
    owner = looked[0]
    cards = list(g.state.get(f"players.{owner}.hand"))
    if not cards:
        g.record("no-target", [R.PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 f"{g.name(ctx.source)}: die Hand von {owner} ist leer", f"{g.name(ctx.source)}: {owner}'s hand is empty")
        return False
    name = g.name(ctx.source)
    pick = g.ask(f"play-from-hand:{name}", f"{name}: welche Karte von der Hand von {owner} spielen?",
                 f"{name}: which card from {owner}'s hand to play?", [(c, g.name(c)) for c in cards],
                 [R.PLAY, R.AS_IF_YOURS], chooser=ctx.controller)
    g.record("play-as-if-yours", [R.PLAY, R.AS_IF_YOURS],
             f"{name}: {ctx.controller} spielt {g.name(pick)} von der Hand von {owner}, als wäre es seine Karte",
             f"{name}: {ctx.controller} plays {g.name(pick)} from {owner}'s hand as if it were theirs")
    return play_card(g, pick, origin=(owner, "hand"), via=ctx.source)


VERBS: dict[str, Callable] = {"kga_play_looked": play_looked}
PARAMS: dict[str, tuple[str, ...]] = {}
