"""The nearest names: the "did you mean" of every unknown card, rule ID, FAQ ID and scenario
path, with the work one request can buy bounded.

A request names things the service does not know; suggesting the nearest known names is
fuzzy matching, and its cost grows with the query's length and with how many queries a
request brings. Three bounds keep one client from freezing a worker:

- **Length**: a query longer than ``max_query`` characters (``MAX_NAME`` for card names: no
  card of any game has a name longer than 37 characters) is not matched at all — nothing it
  could be near exists.
- **Two stages**: the candidates are the names closest by plain edit ratio (rapidfuzz
  ``ratio``, one linear pass) and those with a word beginning like one of the query's words;
  rapidfuzz's ``WRatio`` (slow: partial alignments) then ranks the candidates alone. On 400
  misspelt KeyForge names (a letter dropped, swapped or changed, a name cut short, one word
  of it) the first suggestion is right 93.3 % of the time against 92.5 % for ``WRatio`` over
  all names, at 0.7 ms instead of 13.7 ms, and at most a few ms for the longest query.
- **Count**: ``lookups(n)`` lets the block it wraps (a scenario's validation) look up at most
  ``n`` queries; later ones find nothing, and their errors name the unknown name without
  suggestions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token

from rapidfuzz import fuzz, process

#: no card of the four games has a longer name than 37 characters (KeyForge's German
#: "Behandle jede Aktion wie deine Letzte", Riftbound's "Yordle, Kennen - Heart of the Tempest")
LONGEST_CARD_NAME = 37
#: a card reference longer than this is refused before any matching (a name, "CotA 267", an
#: instance ID "troll-2" or "Troll#2")
MAX_NAME = 100
#: rule and FAQ IDs, scenario paths: the longest is under 80 characters
MAX_KEY = 200
#: candidates the first stage hands the second, at most
_CANDIDATES = 300
_WORD = re.compile(r"[^\W_]+")

#: the budgets of the blocks entered, outermost first (each a one-item list: what is left)
_budgets: ContextVar[tuple[list[int], ...]] = ContextVar("nearest_lookups", default=())


@contextmanager
def lookups(n: int) -> Iterator[None]:
    """At most ``n`` nearest-name lookups inside the block. Blocks nest, and a lookup counts
    against every block it is in: a scenario's validation may make 20, and a request (the
    service opens a block per request) 40 in all, however many scenarios it validates."""
    token = open_budget(n)
    try:
        yield
    finally:
        close_budget(token)


def open_budget(n: int) -> Token:
    """``lookups`` for code that cannot wrap a block (a request's start and end hooks)."""
    return _budgets.set(_budgets.get() + ([n],))


def close_budget(token: Token) -> None:
    try:
        _budgets.reset(token)
    except ValueError:  # made in another context (a hook run elsewhere): that context ends with it
        pass


def _take() -> bool:
    budgets = _budgets.get()
    if any(left[0] <= 0 for left in budgets):
        return False
    for left in budgets:
        left[0] -= 1
    return True


class Nearest:
    """Names to suggest from; ``find`` returns ``[(name, score, position)]``, best first."""

    def __init__(self, names: Iterable[str], max_query: int = MAX_NAME, scorer=fuzz.WRatio):
        self.names: list[str] = list(dict.fromkeys(names))
        self.max_query = max_query
        self.scorer = scorer  # the second stage's
        self._by_prefix: dict[str, list[int]] = {}
        for i, name in enumerate(self.names):
            for word in {w[:3] for w in _WORD.findall(name.casefold()) if len(w) >= 3}:
                self._by_prefix.setdefault(word, []).append(i)

    def find(self, query: str, limit: int = 5, cutoff: float = 0) -> list[tuple[str, float, int]]:
        if not isinstance(query, str) or not query.strip() or len(query) > self.max_query or not self.names:
            return []
        if not _take():
            return []
        close = process.extract(query, self.names, scorer=fuzz.ratio, limit=40)
        picked = {i for _, _, i in close}
        for word in list(dict.fromkeys(w[:3] for w in _WORD.findall(query.casefold()) if len(w) >= 3))[:6]:
            picked.update(self._by_prefix.get(word, ()))
        order = sorted(picked)
        if len(order) > _CANDIDATES:  # many names share a common word: keep those closest by ratio
            best = process.extract(query, [self.names[i] for i in order], scorer=fuzz.ratio, limit=_CANDIDATES)
            order = sorted(order[k] for _, _, k in best)
        found = process.extract(query, [self.names[i] for i in order], scorer=self.scorer, limit=limit,
                                score_cutoff=cutoff)
        return [(name, score, order[k]) for name, score, k in found]

    def names_near(self, query: str, limit: int = 5, cutoff: float = 0) -> list[str]:
        return [name for name, _, _ in self.find(query, limit, cutoff)]


def unknown_message(what: str, ref: str, near: list[str]) -> str:
    """``unknown card 'X'; nearest: A, B`` — or without the list when there is none."""
    return f"unknown {what} {ref!r}; nearest: {', '.join(near)}" if near else f"unknown {what} {ref!r}"
