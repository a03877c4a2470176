"""Effect verbs for cards that play other players' cards "as if it were yours".

* ``kga_play_looked``  ``{"kga_play_looked": true}``: "Look at your opponent's hand. Play a card from
  that hand as if it were yours." — the resolving player chooses a card still in the hand the
  preceding effect of the ability looked at (``look_at``) and plays it (kf:glossary/play): under their
  control, as if it were their own card (kf:glossary/as-if-you-controlled-it), its owner unchanged, so
  it goes to its owner's discard pile when it is discarded or leaves play (kf:glossary/leaves-play).
  A card played by an ability needs no house (restrictions.play_blocked); a card that cannot be
  played stays in the hand (kf:rules/resolve-as-much-as-possible). Without a hand looked at, or with
  an empty one, nothing is played.
* ``kga_archives_or_deck_top``  ``"discard"`` | ``"choose"`` (with ``who``): a random card of a player's
  archives or the top card of their deck, as the resolving player chooses; it becomes "that card".
* ``kga_play_previous``  ``{"kga_play_previous": true}``: "play it / that card as if it were yours".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import MN, MP, M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def play_looked(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .game import NotYetSupported
    from .play import play_card

    looked = ctx.memory.get("looked_zone")
    if not looked or looked[1] != "hand":
        g.record("no-target", [R.PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source}: keine angesehene Hand, nichts wird gespielt", source=g.name(ctx.source)))
        return False
    if ctx.controller != g.active_player():
        raise NotYetSupported(f"{g.name(ctx.source)}: playing a card from a hand outside its controller's turn")
    owner = looked[0]
    cards = list(g.state.get(f"players.{owner}.hand"))
    if not cards:
        g.record("no-target", [R.PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source}: die Hand von {owner} ist leer", source=g.name(ctx.source), owner=owner))
        return False
    name = g.name(ctx.source)
    pick = g.ask(f"play-from-hand:{name}",
                 M("{name}: welche Karte von der Hand von {owner} spielen?", name=name, owner=owner), [(c, g.name(c)) for c in cards], [R.PLAY, R.AS_IF_YOURS], chooser=ctx.controller)
    g.record("play-as-if-yours", [R.PLAY, R.AS_IF_YOURS],
             M("{name}: {controller} spielt {pick} von der Hand von {owner}, als wäre es seine Karte",
               name=name, controller=ctx.controller, pick=g.name(pick), owner=owner))
    return play_card(g, pick, origin=(owner, "hand"), via=ctx.source)


def archives_or_deck_top(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """"Discard a random card from your opponent's archives or the top card of their deck" (``"discard"``) /
    "Choose a random card in your opponent's archives or the top card of your opponent's deck"
    (``"choose"``): the resolving player chooses where (``archives-or-deck:<card>``; only a zone with
    cards can be chosen); from the archives the card is picked at random (a chance prompt), from the
    deck it is the top card. That card is "that card" of the following effects (kf:glossary/this-way);
    a discarded card goes to its owner's discard pile (kf:glossary/discard-pile)."""
    from .verbs_cards import _choose_among, _who
    from .zones import put, take_out

    player = _who(g, eff, ctx)
    name = g.name(ctx.source)
    archives, deck = list(g.state.get(f"players.{player}.archives")), list(g.state.get(f"players.{player}.deck"))
    options = ([("archives", "archives")] if archives else []) + ([("deck-top", "deck-top")] if deck else [])
    if not options:
        g.record("no-target", [R.ABILITY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{name}: Archiv und Deck von {player} sind leer", name=name, player=player))
        ctx.previous = []
        return False
    where = options[0][0] if len(options) == 1 else g.ask(
        f"archives-or-deck:{name}",
        M("{name}: eine zufällige Karte aus dem Archiv von {player} oder die oberste Karte seines Decks?",
          name=name, player=player),
        options, [R.ABILITY], chooser=ctx.controller)
    card = _choose_among(g, archives, 1, ctx, eff["kga_archives_or_deck_top"], player, random=True)[0] \
        if where == "archives" else deck[0]
    origin = MP("picked from", "zufällig aus dem Archiv") if where == "archives" else \
        MP("picked from", "oben vom Deck")
    if eff["kga_archives_or_deck_top"] == "discard":
        take_out(g, card)
        put(g, card, g.owner(card), "discard")
        g.record("discard", [R.DISCARD_PILE, R.ABILITY],
                 M("{name}: {card} ({origin}) von {player} wird abgelegt", name=name, card=g.name(card), origin=origin,
                   player=player))
    else:
        g.record("choose", [R.ABILITY],
                 M("{name}: gewählt wird {card} ({origin}) von {player}", name=name, card=g.name(card), origin=origin,
                   player=player))
    ctx.previous = [card]
    return True


def play_previous(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """"Play it / that card as if it were yours": the card the preceding effect chose, played from where it
    is now (deck, discard pile, archives or hand, whoever's) by the resolving player, under their control
    (kf:glossary/play, kf:glossary/as-if-you-controlled-it); its owner does not change. A card that cannot
    be played stays where it is (kf:rules/resolve-as-much-as-possible)."""
    from .game import NotYetSupported
    from .play import play_card

    cards = [c for c in ctx.previous if g.card(c) is not None and not g.in_play(c)]
    where = g.zone_of(cards[0]) if cards else None
    if where is None or where[1] not in ("deck", "hand", "discard", "archives"):
        return False
    if ctx.controller != g.active_player():
        raise NotYetSupported(f"{g.name(ctx.source)}: playing a card outside its controller's turn")
    g.record("play-as-if-yours", [R.PLAY, R.AS_IF_YOURS],
             M("{source}: {controller} spielt {card} ({owner}: {zone}), als wäre es seine Karte",
               source=g.name(ctx.source), controller=ctx.controller, card=g.name(cards[0]), owner=where[0],
               zone=where[1]))
    return play_card(g, cards[0], origin=where, via=ctx.source)


def pool_to_card(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """"Move 1A from your pool to Monument to Shrix" / "… from any player's pool …" (``from_pool``: you | any;
    with "any" the resolving player chooses whose pool, ``pool:<card>``): æmber moved from a pool onto a card
    in play is neither lost nor stolen (kf:glossary/move); only what the pool holds moves."""
    from .abilities import amount_of, select

    dest = next((c for c in select(g, eff["target"], ctx, "kga_pool_to_card") if g.in_play(c)), None)
    if dest is None:
        return False
    name = g.name(ctx.source)
    player = ctx.controller
    if eff.get("from_pool") == "any":
        player = g.ask(f"pool:{name}", M("{name}: aus wessen Vorrat?", name=name), [(p, p) for p in g.players()], [R.ABILITY, R.MOVE], chooser=ctx.controller)
    n = min(amount_of(g, eff["kga_pool_to_card"], ctx), g.player(player)["amber"])
    g.state.add(f"players.{player}.amber", -n)
    g.state.add(f"cards.{dest}.amber", n)
    g.record("move-aember", [R.MOVE, R.ABILITY],
             MN("{name}: {n} Æmber aus dem Vorrat von {player} auf {dest} bewegt",
                "{name}: {n} Æmber aus dem Vorrat von {player} auf {dest} bewegt",
                name=name, n=n, player=player, dest=g.name(dest)))
    return n > 0


VERBS: dict[str, Callable] = {"kga_pool_to_card": pool_to_card, "kga_play_looked": play_looked, "kga_archives_or_deck_top": archives_or_deck_top,
                              "kga_play_previous": play_previous}
PARAMS: dict[str, tuple[str, ...]] = {"kga_pool_to_card": ("from_pool",)}
