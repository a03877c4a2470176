"""The games whose cards the judge looks up, one entry each: `judge card`, the card pages and
the cards API find, list and tell cards through here, so what the games share is built once.

An entry names the game (the scenario's ``game``), its code in the rules index ("kf", "rb"),
its title, and its card source: an object with

- ``find(ref)`` — a card by its key, code, set and number or any name the game knows, or None;
- ``nearest(ref, limit)`` — the cards whose names are most like ``ref`` (for "did you mean");
- ``search(query, limit)`` — ``[(card, why)]``, why one of ``exact``, ``named`` (named in a
  question), ``similar`` (misspelt), ``contains`` (a word of the name);
- ``named(query)`` — ``[(card, why)]`` without a slip: ``exact``, then ``named`` (whole words of a question);
- ``names(card)`` — every name the card goes by; ``hit(card)`` — what a search lists of it
  (``key``, ``name_en``, ``set``, ``number``, ``type``, ``covered`` and the game's own facts);
- ``sets()`` — the game's sets (``code``, ``name``, ``covered``, ``cards``, …);
- ``info(card)`` — everything the judge knows of the card (``judge card --json``);
- ``coverage(sets)`` — how many cards compile from their printed text, or None.

Keys do not collide across games (KeyForge "cota-001", Riftbound "ogn-251"). A reference
is looked up in every game, or in the one asked for; a name two games print (six do: "Smite",
"Arise", …) finds a card in each, and the caller asks which is meant.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import Any, NamedTuple

from rapidfuzz import fuzz

from rules_index.cards import norm


@dataclass(frozen=True)
class CardGame:
    game: str  # "keyforge": the scenario's game
    code: str  # "kf": the rules index's game code
    title: str  # "KeyForge"
    source: str  # "module:attribute" of the game's card source (imported when first used)

    @property
    def cards(self) -> Any:
        return _source(self.source)


#: one entry per game (the two deck-building games share one card source)
GAMES: tuple[CardGame, ...] = (
    CardGame("keyforge", "kf", "KeyForge", "judge.keyforge.cards.info:CARDS"),
    CardGame("riftbound", "rb", "Riftbound", "judge.riftbound.cards.info:CARDS"),
    CardGame("ascension", "asc", "Ascension", "judge.ascension.cards.source:CARDS"),
    CardGame("shards", "soi", "Shards of Infinity", "judge.shards.cards.source:CARDS"),
)
#: every way to name a game in a filter: its name and its code
GAME_NAMES: tuple[str, ...] = tuple(n for g in GAMES for n in (g.game, g.code))


@cache
def _source(spec: str) -> Any:
    module, _, attr = spec.partition(":")
    return getattr(import_module(module), attr)


class Found(NamedTuple):
    game: CardGame
    card: Any

    @property
    def key(self) -> str:
        return self.card.key


def game_of(name: str | None) -> CardGame | None:
    """The game named by its name or code ("riftbound", "rb"); None for None or an unknown name."""
    return next((g for g in GAMES if name in (g.game, g.code)), None) if name else None


def games(name: str | None = None) -> tuple[CardGame, ...]:
    """Every game, or the one named (an unknown name: none)."""
    if not name:
        return GAMES
    g = game_of(name)
    return (g,) if g else ()


def find(ref: str, game: str | None = None) -> list[Found]:
    """The cards ``ref`` names, one per game at most (two when two games print the name)."""
    return [Found(g, card) for g in games(game) if (card := g.cards.find(ref)) is not None]


def nearest(ref: str, limit: int = 5, game: str | None = None) -> list[Found]:
    """The nearest names of every game (or one): each game's ``limit`` nearest, the closest to
    ``ref`` of them all first (``fuzz.WRatio``, then ``fuzz.ratio``, to any of a card's names)."""
    found = [Found(g, c) for g in games(game) for c in g.cards.nearest(ref, limit=limit)]
    q = norm(ref or "")
    found.sort(key=lambda f: max(((fuzz.WRatio(q, n), fuzz.ratio(q, n)) for n in map(norm, f.game.cards.names(f.card))),
                                 default=(0, 0)), reverse=True)
    return found


#: "clearly nearest": the nearest name is this alike over its whole length (``fuzz.ratio``) ...
CLEAR_LIKENESS = 80
#: ... and at least this much more alike than the next card's nearest name
CLEAR_MARGIN = 8


def clearly_nearest(ref: str, game: str | None = None) -> Found | None:
    """The one card whose name is clearly the nearest to a name no card has (a misspelling:
    "Raubriter" → Raubritter), or None when none is close enough or two are about as close."""
    q = norm(ref or "")
    if len(q) < 4:
        return None
    scored = sorted(((max((fuzz.ratio(q, n) for n in map(norm, f.game.cards.names(f.card))), default=0), i, f)
                     for i, f in enumerate(nearest(ref, limit=5, game=game))), key=lambda x: (-x[0], x[1]))
    distinct = [x for k, x in enumerate(scored) if all(x[2].key != y[2].key for y in scored[:k])]
    if not distinct or distinct[0][0] < CLEAR_LIKENESS:
        return None
    if len(distinct) > 1 and distinct[0][0] - distinct[1][0] < CLEAR_MARGIN:
        return None
    return distinct[0][2]


#: the reasons a strict search keeps whatever the name's likeness
_TIER = {"exact": 0, "named": 1}


def search(query: str, limit: int = 5, game: str | None = None, strict: bool = False) -> list[tuple[Found, str]]:
    """The cards a search finds in every game (or one), best first: exact names and codes;
    then the cards a question names (the more of the query the name is, the earlier) together
    with names the query misspells over their whole length (``fuzz.ratio`` ≥ 80: the closer,
    the earlier), so that "Jinks Rebel" is Jinx - Rebel before a card named "Rebel"; then the
    other misspelt names and words of a name, the closest (``fuzz.WRatio``) first. ``strict`` (a search of the rules that
    also lists cards) keeps a misspelt name only when it is close over its whole length
    (``fuzz.ratio`` ≥ 80) and a word of a name only when the query, four letters or more, is
    that whole word."""
    q = norm(query or "")
    if not q:
        return []
    hits: list[tuple[Found, str]] = []
    for g in games(game):
        for card, why in g.cards.search(query, limit=limit):
            names = [norm(n) for n in g.cards.names(card)]
            if strict and why not in _TIER and not _close(q, names, why):
                continue
            hits.append((Found(g, card), why))
    words = {id(f.card): max((len(n) for n in map(norm, f.game.cards.names(f.card)) if f" {n} " in f" {q} "), default=0)
             for f, why in hits if why == "named"}
    hits = _outermost(q, hits)

    def rank(hit: tuple[Found, str]) -> tuple[int, float]:
        f, why = hit
        names = [norm(n) for n in f.game.cards.names(f.card)]
        if why == "exact":
            return 0, 0
        if why == "named":  # how much of the query the name is
            return 1, -100 * words[id(f.card)] / len(q)
        whole = max((fuzz.ratio(q, n) for n in names), default=0)
        if why == "similar" and whole >= 80:  # the query is this name misspelt, over its whole length
            return 1, -whole
        return 2, -max((fuzz.WRatio(q, n) for n in names), default=0)

    hits.sort(key=rank)
    return hits[:limit]


def named(query: str, game: str | None = None) -> list[tuple[Found, str]]:
    """The cards a question names without a slip, in every game (or one): the card it is
    (``exact``), then the cards whose names stand in it as whole words (``named``) — a name
    inside a longer name the question names does not count ("Rebel" in "Jinx, Rebel"). What
    ``search`` finds first, without its fuzzy part (ask looks on every question)."""
    q = norm(query or "")
    if not q:
        return []
    return _outermost(q, [(Found(g, card), why) for g in games(game) for card, why in g.cards.named(query)])


def _outermost(q: str, hits: list[tuple[Found, str]]) -> list[tuple[Found, str]]:
    """A name the question names inside a longer one it names ("Rebel" in "Jinx, Rebel") is not
    named itself: such ``named`` hits are dropped."""
    longest = [n for f, why in hits if why == "named" for n in map(norm, f.game.cards.names(f.card))
               if f" {n} " in f" {q} "]
    return [(f, why) for f, why in hits if why != "named" or any(
        f" {n} " in f" {q} " and not any(len(m) > len(n) and f" {n} " in f" {m} " for m in longest)
        for n in map(norm, f.game.cards.names(f.card)))]


def _close(q: str, names: list[str], why: str) -> bool:
    if why == "similar":
        return any(fuzz.ratio(q, n) >= 80 for n in names)
    return len(q) >= 4 and any(f" {q} " in f" {n} " for n in names)


def named_in(query: str, by_name: dict[str, str], shortest: int = 4) -> list[str]:
    """The IDs of the cards whose name (a key of ``by_name``: a normalised name → card ID)
    stands as whole words in the query ("Was macht Jinx, Rebel?" names "jinx rebel"), at least
    ``shortest`` letters long, the longest names first."""
    words = norm(query or "").split()
    most = _longest_name(by_name)
    runs = {run for i in range(len(words)) for j in range(i + 1, min(len(words), i + most) + 1)
            if len(run := " ".join(words[i:j])) >= shortest and run in by_name}
    return list(dict.fromkeys(by_name[k] for k in sorted(runs, key=lambda k: (-len(k), k))))


_LONGEST: dict[int, tuple[dict[str, str], int, int]] = {}


def _longest_name(by_name: dict[str, str]) -> int:
    """The most words a name of ``by_name`` has, counted once per table (ask looks up every
    question's names in each game's table; counting its thousands of names each time was a fifth
    of ask's card lookup: median 0.49 -> 0.39 ms over the benchmark's 476 questions)."""
    seen = _LONGEST.get(id(by_name))
    if seen is None or seen[0] is not by_name or seen[1] != len(by_name):
        seen = _LONGEST[id(by_name)] = (by_name, len(by_name), max((len(k.split()) for k in by_name), default=0))
    return seen[2]


def sets(game: str | None = None) -> list[dict]:
    """The sets of every game (or one), each with its ``game``."""
    return [{"game": g.game, **s} for g in games(game) for s in g.cards.sets()]
