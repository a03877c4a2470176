"""Effect verbs that move cards between zones added for compiled card text (kf:glossary/leaves-play).

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary. Verbs::

    look_at N|"all" (from: deck-top|hand, who, revealed)  look at (or reveal) cards of a hidden zone
    reveal (target)                                   reveal cards the player chooses (from hand)
    move_looked N|"rest" (into, match)                some of the cards looked at go elsewhere
    choose_house true|"opponent-identity"             "choose a house": later effects say "that house"
    discard_until (target filter, who)                discard from the top of the deck until one matches
    archived_to_owner_hand                            "if it leaves your archives, it goes to its owner's hand"
    play_card (target)                                play a card named out of play ("reveal the top card ... play it")
    purge_random N (who)                              purge cards picked at random from a hand

Hidden information: the scenario holds every card, so the engine knows what is looked at;
what the player then does with the cards is the player's choice, asked with ``g.ask`` like
every other choice of an ability (kf:glossary/ability).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import MP, M
from .zones import put, take_out

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

#: where the cards looked at can go ("put 1 into your hand", "1 on the bottom of your deck", ...)
LOOKED_INTO = ("hand", "deck-top", "deck-bottom", "discard", "archives", "purged", "deck-shuffled")


def _who(g, eff, ctx):
    from .abilities import who

    return who(g, eff, ctx)


def _n(g, value, ctx) -> int:
    from .abilities import amount_of

    return amount_of(g, value, ctx)


def _names(g: KeyForgeGame, cards: list[str]) -> str:
    return ", ".join(g.name(c) for c in cards) or "-"


def _seen(ctx: Ctx, cards: list[str], zone: tuple[str, str]) -> None:
    """Remember what the ability looked at: "that card", "the others", "revealed this way"."""
    ctx.memory["looked"] = list(cards)
    ctx.memory["looked_zone"] = zone
    ctx.memory["seen"] = list(dict.fromkeys(list(ctx.memory.get("seen", [])) + list(cards)))
    ctx.previous = list(cards)
    ctx.this_way = len(cards)


def look_at(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "look at the top N cards of your deck", "look at your opponent's
    hand", "reveal the top card of your deck": the resolving player sees those cards (revealed:
    both players see them); the cards stay where they are until a later effect moves them."""
    player = _who(g, eff, ctx)
    zone = eff.get("from", "deck-top")
    if zone == "deck-top":
        n = len(g.state.get(f"players.{player}.deck")) if eff["look_at"] == "all" else _n(g, eff["look_at"], ctx)
        cards = list(g.state.get(f"players.{player}.deck"))[:n]
        where = M("oben vom Deck von {player}", player=player)
    else:
        cards = list(g.state.get(f"players.{player}.hand"))
        where = M("auf der Hand von {player}", player=player)
    if eff.get("revealed"):
        g.record("reveal", [R.ABILITY], M("{source}: aufgedeckt {where}: {names}", source=g.name(ctx.source),
                                          where=where, names=_names(g, cards)))
    else:
        g.record("look", [R.ABILITY], M("{source}: {player} sieht sich an ({where}): {names}",
                                        source=g.name(ctx.source), player=ctx.controller, where=where,
                                        names=_names(g, cards)))
    _seen(ctx, cards, (player, "deck" if zone == "deck-top" else "hand"))
    return bool(cards)


def reveal(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "reveal a Mars creature from your hand", "reveal any number of
    Mars cards from your hand": the resolving player chooses which cards to show; "this way"
    counts them, and later effects may name them ("archive it")."""
    from .abilities import select

    cards = select(g, eff["target"], ctx, "reveal")
    if cards:
        g.record("reveal", [R.ABILITY],
                 M("{source}: {controller} deckt auf: {names}",
                   source=g.name(ctx.source), controller=ctx.controller, names=_names(g, cards)))
    zone = g.zone_of(cards[0]) if cards else (ctx.controller, "hand")
    _seen(ctx, cards, zone)
    return bool(cards)


def _still_looked(g: KeyForgeGame, ctx: Ctx) -> list[str]:
    """The cards looked at that are still where they were looked at."""
    zone = tuple(ctx.memory.get("looked_zone") or ())
    return [c for c in ctx.memory.get("looked", []) if g.zone_of(c) == zone]


def move_looked(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — after "look at the top N cards": "put 1 into your hand and 1 on
    the bottom of your deck", "discard 1 of them", "add 1 to your hand and discard the others",
    "put them back in any order". The resolving player chooses which of the cards looked at
    (``match``: only those that match the filter, "each creature of that house revealed this
    way"); ``"rest"``: all that are left. Into the owner's hand, discard pile or deck, or the
    resolving player's archives (kf:glossary/archives)."""
    from .select import _fits

    into = eff["into"]
    pool = _still_looked(g, ctx)
    if eff.get("match"):
        pool = [c for c in pool if _fits(g, c, eff["match"], ctx, ctx.controller)]
    name = g.name(ctx.source)
    if eff["move_looked"] == "rest":
        cards = list(pool)
    else:
        n = _n(g, eff["move_looked"], ctx)
        cards = list(pool) if n >= len(pool) else []
        while len(cards) < n < len(pool):
            left = [c for c in pool if c not in cards]
            cards.append(g.ask(f"{into}:{name}", M("{name}: welche Karte ({into})?", name=name, into=into), [(c, g.name(c)) for c in left], [R.ABILITY], chooser=ctx.controller))
    from_hand = {c: g.zone_of(c)[0] for c in cards if into == "discard" and (g.zone_of(c) or ("", ""))[1] == "hand"}
    if into == "deck-top" and len(cards) > 1:  # "put them back in any order": the player chooses the order
        ordered: list[str] = []
        while len(ordered) < len(cards) - 1:
            left = [c for c in cards if c not in ordered]
            ordered.append(g.ask(f"order:{name}",
                           M("{name}: welche Karte liegt als nächste oben?",
                             name=name), [(c, g.name(c)) for c in left],
                                 [R.ABILITY], chooser=ctx.controller))
        cards = ordered + [c for c in cards if c not in ordered]
    from_hand = [c for c in cards if into == "discard" and g.zone_of(c) == (g.owner(c), "hand")]
    for i, c in enumerate(cards):
        owner = g.owner(c)
        take_out(g, c)
        if into == "archives":
            put(g, c, ctx.controller, "archives")
        elif into == "purged":  # kf:glossary/purge: out of the game, under its owner's identity card
            put(g, c, owner, "purged")
        elif into == "deck-top":
            put(g, c, owner, "deck", i)
        elif into == "deck-shuffled":  # "shuffle them into that deck": in, then the deck is shuffled
            put(g, c, owner, "deck")
        else:
            put(g, c, owner, "deck" if into == "deck-bottom" else into)
    if cards:
        where = {"hand": MP("cards go", "auf die Hand"), "deck-top": MP("cards go", "oben auf das Deck"),
                 "deck-bottom": MP("cards go", "unter das Deck"),
                 "deck-shuffled": MP("cards go", "werden ins Deck gemischt"),
                 "discard": MP("cards go", "auf den Ablagestapel"), "archives": MP("cards go", "ins Archiv"),
                 "purged": MP("cards go", "wird verbannt")}[into]
        cites = [R.ABILITY] + {"archives": [R.ARCHIVES], "discard": [R.DISCARD_PILE], "purged": [R.PURGE]}.get(into, [])
        kind = {"hand": "to-hand", "discard": "discard", "archives": "archive", "purged": "purge"}.get(into, "to-deck")
        g.record(kind, cites, M("{name}: {names} {where}", name=name, names=_names(g, cards), where=where))
        if into == "deck-shuffled":
            from .verbs_decks import _record_shuffle

            for owner in sorted({g.owner(c) for c in cards}):
                _record_shuffle(g, owner, [R.ABILITY])
    if from_hand:  # "… discarded an Untamed card from your hand this turn" (kcc_done.py)
        from .kcc_done import note_discarded

        for c in from_hand:
            note_discarded(g, g.owner(c), [c])
    ctx.previous = list(cards)
    ctx.this_way = len(cards)
    if from_hand:  # "after a card is discarded from your hand" (Auto-Encoder, kmc.discarded_from_hand)
        from .kmc import discarded_from_hand

        for hand in dict.fromkeys(from_hand.values()):
            discarded_from_hand(g, [c for c in cards if from_hand.get(c) == hand], hand)
    return bool(cards)


def choose_house(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "choose a house": the resolving player names one house (any
    house; ``"opponent-identity"``: one of the three on the opponent's identity card,
    kf:glossary/choosing-a-house); later effects of the ability say "that house" / "the
    chosen house" (a target or condition with ``"house": "chosen"``)."""
    from .cards.model import HOUSES

    name = g.name(ctx.source)
    houses = HOUSES if eff["choose_house"] is True else g.player(g.opponent(ctx.controller))["houses"]
    house = g.ask(f"house:{name}", M("{name}: welche Fraktion?", name=name), [(h, h) for h in houses], [R.ABILITY], chooser=ctx.controller)
    ctx.memory["house"] = house
    g.record("house-chosen", [R.ABILITY],
             M("{name}: {controller} wählt die Fraktion {house}", name=name, controller=ctx.controller, house=house))
    return True


def discard_until(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/discard-pile — "discard cards from the top of your deck until you discard a
    Mars creature or run out of cards": one at a time, each to its owner's discard pile; the
    card that stopped it is "it" for the next effect ("if you discard a Mars creature this
    way, put it into your hand"); "this way" counts every card discarded."""
    from .select import _fits

    player = _who(g, eff, ctx)
    found, gone = None, []
    while g.state.get(f"players.{player}.deck") and found is None:
        c = g.state.get(f"players.{player}.deck")[0]
        take_out(g, c)
        put(g, c, g.owner(c), "discard")
        gone.append(c)
        if _fits(g, c, eff["discard_until"], ctx, ctx.controller):
            found = c
    g.record("discard", [R.DISCARD_PILE, R.ABILITY],
             M("{player} legt vom Deck ab: {names}; gefunden: {found}", player=player, names=_names(g, gone),
               found=g.name(found)) if found else
             M("{player} legt vom Deck ab: {names}; das Deck ist leer", player=player, names=_names(g, gone)))
    ctx.previous = [found] if found else []
    ctx.this_way = len(gone)
    return found is not None


def purge_random(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/purge — "purge a random card from your opponent's hand": picked at random
    (a chance prompt the scenario answers with what came up), out of the game under its
    owner's identity card."""
    from .verbs_cards import _choose_among

    player = _who(g, eff, ctx)
    cards = _choose_among(g, list(g.state.get(f"players.{player}.hand")), _n(g, eff["purge_random"], ctx), ctx, "purge",
                          player, random=True)
    for c in cards:
        take_out(g, c)
        put(g, c, g.owner(c), "purged")
        g.record("purge", [R.PURGE, R.ABILITY], M("{card} wird verbannt (zufällig gewählt)", card=g.name(c)))
    ctx.previous = list(cards)
    ctx.this_way = len(cards)
    return bool(cards)


def archived_to_owner_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/archives, kf:glossary/replacement-effects — "if that creature leaves your
    archives, it is put into its owner's hand instead": the cards the preceding effect put
    into an archive that is not their owner's go to their owner's hand when they would leave
    it, however they leave (``zones.owner_hand_instead``)."""
    marked = []
    for c in dict.fromkeys(ctx.chosen + ctx.previous):  # "any of these creatures": every one it archived
        where = g.zone_of(c)
        if where and where[1] == "archives" and g.owner(c) != where[0]:
            g.state.set(f"cards.{c}.to_owner_hand", list(g.cdef(ctx.source).errata) or True)
            marked.append(c)
    if marked:
        g.record("to-owner-hand-if-leaving", [R.ARCHIVES, R.REPLACEMENT_EFFECTS],
                 M("{names}: verlässt es das Archiv, kommt es stattdessen auf die Hand des Besitzers",
                   names=_names(g, marked)))
    return bool(marked)


def play_card(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/play — play a card an effect names that is not in play and not in the
    hand ("reveal the top card of your deck. If it is a Logos card, play it"): played from
    where it is, like ``play "deck-top"``; a card that cannot be played stays where it was."""
    from .abilities import select
    from .play import play_card as play

    targets = [t for t in select(g, eff["target"], ctx, "play") if not g.in_play(t)]
    where = g.zone_of(targets[0]) if targets else None
    if where is None or where[1] not in ("deck", "hand", "discard", "archives"):
        return False
    return play(g, targets[0], origin=where, via=ctx.source)


VERBS: dict[str, Callable] = {
    "look_at": look_at,
    "reveal": reveal,
    "move_looked": move_looked,
    "choose_house": choose_house,
    "discard_until": discard_until,
    "archived_to_owner_hand": archived_to_owner_hand,
    "play_card": play_card,
    "purge_random": purge_random,
}
PARAMS: dict[str, tuple[str, ...]] = {
    "look_at": ("from", "revealed"),
    "move_looked": ("into", "match"),
    "discard_until": (),
}
