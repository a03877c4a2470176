"""Effect verbs on a player's deck added for compiled card text: searching and shuffling.

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; ``verbs.py`` merges these tables into the engine's vocabulary. Verbs::

    search {zones: [deck, discard?], match: <filter>, count: 1|"any"}
                                     look through the zones, take matching cards, reveal them,
                                     put them into the hand (kf:glossary/search)
    shuffle_deck true | [hand?, discard?] (target)
                                     shuffle the deck; with a list, those zones of the resolving
                                     player go into it first; with a target, those cards out of
                                     play (into their owner's deck)

Shuffling: the scenario holds every card of the deck in order, and a judge's answer must not
depend on chance, so the engine keeps the order where a real game shuffles (as it does when the
discard pile becomes a new deck, turn.draw) and says so in the trace: a later "draw" reads the
order the scenario gave. Cards shuffled in go to the bottom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import rules as R
from .i18n import MP, M
from .zones import put, take_out

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

SEARCH_ZONES = ("deck", "discard")
SHUFFLE_IN = ("hand", "discard")


def _names(g: KeyForgeGame, cards: list[str]) -> str:
    return ", ".join(g.name(c) for c in cards) or "-"


def _record_shuffle(g: KeyForgeGame, player: str, cites: list[str]) -> None:
    g.record("shuffle", cites, M("{player} mischt das Deck (die Engine behält die Reihenfolge bei)", player=player))


def search(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/search — the resolving player looks through the named zones of their own and
    takes the cards that match (one, or any number); they may choose not to find them. The found
    cards are revealed and go to the hand. A searched deck is shuffled afterwards; a searched
    discard pile keeps its order (both kf:glossary/search). "It"/"this way": the found cards."""
    from .select import _fits

    spec = eff["search"]
    player = ctx.controller
    name = g.name(ctx.source)
    pool = [c for z in spec["zones"] for c in g.state.get(f"players.{player}.{z}")
            if _fits(g, c, spec["match"], ctx, player)]
    found: list[str] = []
    while pool and (spec["count"] == "any" or len(found) < spec["count"]):
        options = [(c, g.name(c)) for c in pool] + [("none", "none")]
        pick = g.ask(f"search:{name}", M("{name}: welche Karte wird gefunden (none: keine)?", name=name), options, [R.SEARCH, R.ABILITY], chooser=player)
        if pick == "none":
            break
        found.append(pick)
        pool.remove(pick)
    words = [MP("searched zone", "Deck") if z == "deck" else MP("searched zone", "Ablagestapel") for z in spec["zones"]]
    zones = words[0]
    for word in words[1:]:
        zones = M("{zones} und {zone}", zones=zones, zone=word)
    g.record("search", [R.SEARCH, R.ABILITY], M("{name}: {player} durchsucht {zones}, findet: {names}", name=name,
                                                 player=player, zones=zones, names=_names(g, found)))
    for c in found:
        take_out(g, c)
        put(g, c, g.owner(c), "hand")
    if found:
        g.record("to-hand", [R.ABILITY],
                 M("{name}: aufgedeckt und auf die Hand: {names}", name=name, names=_names(g, found)))
    if "deck" in spec["zones"]:
        _record_shuffle(g, player, [R.SEARCH])  # "the deck must be shuffled thoroughly after the search"
    ctx.previous = list(found)
    ctx.this_way = len(found)
    return bool(found)


def shuffle_deck(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "shuffle your deck"; "shuffle your discard pile into your deck",
    "shuffle your hand and discard pile into your deck" (those zones of the resolving player go
    into the deck first); with a target, "shuffle any number of creatures from your discard pile
    into your deck": the chosen cards out of play, each into its owner's deck
    (kf:glossary/leaves-play for a card that leaves play is ``shuffle_into_deck``)."""
    from .abilities import select

    player = ctx.controller
    name = g.name(ctx.source)
    moved: list[str] = []
    if "target" in eff:
        moved = [c for c in select(g, eff["target"], ctx, "shuffle_deck") if not g.in_play(c)]
    elif isinstance(eff["shuffle_deck"], list):
        moved = [c for z in eff["shuffle_deck"] for c in g.state.get(f"players.{player}.{z}")]
    for c in moved:
        take_out(g, c)
        put(g, c, g.owner(c), "deck")
    if moved:
        g.record("to-deck", [R.ABILITY], M("{name}: ins Deck gemischt: {names}", name=name, names=_names(g, moved)))
    for p in dict.fromkeys([g.owner(c) for c in moved] or [player]):
        _record_shuffle(g, p, [R.ABILITY])
    ctx.previous = list(moved)
    ctx.this_way = len(moved)
    return bool(moved) if ("target" in eff or isinstance(eff["shuffle_deck"], list)) else True


def check(eff: dict) -> None:
    """The shapes these verbs read, refused when a definition loads (vocabulary.check_effect)."""
    from .vocabulary import check_target

    if "search" in eff:
        s = eff["search"]
        if not isinstance(s, dict) or set(s) != {"zones", "match", "count"}:
            raise ValueError(f"search is {{zones, match, count}}: {s!r}")
        zones: Any = s["zones"]
        if not (isinstance(zones, list) and zones and all(z in SEARCH_ZONES for z in zones)
                and len(set(zones)) == len(zones)):
            raise ValueError(f"search zones are some of {', '.join(SEARCH_ZONES)}: {zones!r}")
        if not (s["count"] == "any" or (isinstance(s["count"], int) and not isinstance(s["count"], bool)
                                        and s["count"] >= 1)):
            raise ValueError(f"search count is a number from 1 or 'any': {s['count']!r}")
        if not isinstance(s["match"], dict):
            raise ValueError(f"search match is a card filter: {s['match']!r}")
        check_target(s["match"])
    if "shuffle_deck" in eff:
        v = eff["shuffle_deck"]
        if isinstance(v, list):
            if not v or any(z not in SHUFFLE_IN for z in v) or len(set(v)) != len(v) or "target" in eff:
                raise ValueError(f"shuffle_deck takes some of {', '.join(SHUFFLE_IN)} (and no target): {v!r}")
        elif v is not True:
            raise ValueError(f"shuffle_deck is true or a list of zones: {v!r}")


VERBS: dict[str, Callable] = {"search": search, "shuffle_deck": shuffle_deck}
PARAMS: dict[str, tuple[str, ...]] = {"search": (), "shuffle_deck": ()}
