"""The deck-building games' entries in ``judge.cardgames``: one card source class for every
game of the family (each game makes its instance), so that `judge card`, the card pages and
the cards API find, list and tell their cards as they do the other games'.

A card is found by its key (the game's code, then the card's ID: ``<code>-<id>``), its ID in the vendored card
facts, its German name (where the German rulebook prints one) or its English name, any case
and punctuation, or misspelt (the nearest names). What the judge knows of a card: its facts
(the library's definition, compared with the vendored facts by a test), what it does in our
words (made from the definition the engine plays), the FAQ entries that name it and the
built-in scenarios that use it. The engine plays every card of both base sets from its
definition (data), so there is no compiler and no coverage to report.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cached_property
from importlib import import_module
from pathlib import Path
from typing import Any, Callable

from rules_index.cards import norm

from .cards import DbCardDef, Library

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


@dataclass(frozen=True)
class DbCard:
    """A card of a deck-building game as the card registry sees it: its key and its definition."""

    key: str
    card: DbCardDef

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def name_en(self) -> str:
        return self.card.en or self.card.name


class DeckbuildingCards:
    """The cards of one deck-building game: ``game`` (the scenario's), ``code`` (the rules
    index's and the key's prefix), its title, the set's name, and the modules of its library
    (``library()``) and card page (``card_page(card)``)."""

    def __init__(self, game: str, code: str, title: str, set_name: tuple[str, str], library_module: str):
        self.game, self.code, self.title = game, code, title
        self.set_name = set_name  # (German, English): the base set's name
        self._module = library_module

    # -- the library ---------------------------------------------------------------------------
    @cached_property
    def _lib(self) -> Library:
        return import_module(self._module).library()

    @cached_property
    def _page(self) -> Callable[[DbCardDef], dict]:
        return import_module(self._module).card_page

    def _key(self, card: DbCardDef) -> str:
        return f"{self.code}-{re.sub(r'[^a-z0-9]+', '-', (card.id or norm(card.name)).lower()).strip('-')}"

    @cached_property
    def _cards(self) -> dict[str, DbCard]:
        """Key → card, for the built-in cards (the library's order: starting, always available, centre)."""
        return {(k := self._key(c)): DbCard(k, c) for c in self._lib.cards.values()}

    @cached_property
    def _by_name(self) -> dict[str, str]:
        """Every normalised name and ID of a card → its key (``cardgames.named_in`` reads it)."""
        out: dict[str, str] = {}
        for key, c in self._cards.items():
            for n in (c.card.name, c.card.en, c.card.id):
                if n:
                    out.setdefault(norm(n), key)
        return out

    def _of(self, name: str | None) -> DbCard | None:
        """The card a library name (its key in the library) is."""
        return next((c for c in self._cards.values() if c.card.name == name), None) if name else None

    # -- the registry's interface (judge.cardgames) ----------------------------------------------
    def find(self, ref: str) -> DbCard | None:
        if not isinstance(ref, str) or not ref.strip():
            return None
        ref = ref.strip()
        if ref.lower() in self._cards:
            return self._cards[ref.lower()]
        return self._of(self._lib.resolve(ref)) or (self._cards.get(self._by_name.get(norm(ref), "")))

    def nearest(self, ref: str, limit: int = 5) -> list[DbCard]:
        return [c for n in self._lib.nearest(ref or "", limit=limit) if (c := self._of(n)) is not None]

    def named(self, query: str) -> list[tuple[DbCard, str]]:
        """The card the query is (``exact``), then the cards it names in whole words (``named``)."""
        from judge.cardgames import named_in

        q = norm(query or "")
        if not q:
            return []
        out: list[tuple[DbCard, str]] = []
        if (q in self._by_name or query.strip().lower() in self._cards) and (card := self.find(query)) is not None:
            out.append((card, "exact"))
        for key in named_in(query, self._by_name):
            if all(self._cards[key] is not c for c, _ in out):
                out.append((self._cards[key], "named"))
        return out

    def search(self, query: str, limit: int = 5) -> list[tuple[DbCard, str]]:
        """Exact names first, then the cards a question names in whole words, then names that
        hold the query as a word, then misspelt names."""
        from judge.cardgames import named_in

        q = norm(query or "")
        if not q:
            return []
        out: list[tuple[DbCard, str]] = []

        def add(card: DbCard | None, why: str) -> None:
            if card is not None and all(card is not c for c, _ in out):
                out.append((card, why))

        if q in self._by_name or query.strip().lower() in self._cards:
            add(self.find(query), "exact")
        for key in named_in(query, self._by_name):
            add(self._cards[key], "named")
        for c in self._cards.values():
            if any(f" {q} " in f" {norm(n)} " for n in self.names(c)):
                add(c, "contains")
        for c in self.nearest(query, limit=limit):
            add(c, "similar")
        return out[:limit]

    def names(self, card: DbCard) -> list[str]:
        return list(dict.fromkeys(n for n in (card.card.name, card.card.en) if n))

    def hit(self, card: DbCard) -> dict:
        c = card.card
        return {"key": card.key, "name_en": card.name_en, "name_de": c.name if c.name != c.en else None,
                "set": "base", "number": None, "type": c.type, "faction": c.faction, "cost": c.cost,
                "covered": True}

    def sets(self) -> list[dict]:
        de, en = self.set_name
        return [{"code": "base", "name": en, "name_de": de, "cards": len(self._cards),
                 "copies": sum(c.card.count for c in self._cards.values()), "covered": True,
                 "list": [{"key": c.key, "name_en": c.name_en, "name_de": c.card.name if c.card.name != c.card.en else None}
                          for c in self._cards.values()]}]

    def info(self, card: DbCard) -> dict:
        """Everything the judge knows of the card (``judge card --json``, the card page)."""
        return {"game": self.game, "game_title": self.title, "key": card.key, "name_en": card.name_en, **self._page(card.card),
                "definition": card.card.model_dump(mode="json", exclude_defaults=True),
                "engine": "hand-written", "faq": self.faq_naming().get(card.key, []),
                "scenarios": self.scenarios_using().get(card.key, [])}

    def coverage(self, sets: list[str] | None = None) -> None:
        return None  # every card is a definition the engine plays: nothing compiles from text

    # -- where a card is named ---------------------------------------------------------------------
    def faq_naming(self) -> dict[str, list[str]]:
        return self._faq

    @cached_property
    def _faq(self) -> dict[str, list[str]]:
        """Card key → the game's FAQ entries (rules index records of kind "faq") whose text
        names the card in whole words, by either name."""
        from judge.cardgames import named_in
        from rules_index.index import load

        out: dict[str, list[str]] = {}
        for record in load():
            if record.game != self.code or record.kind != "faq":
                continue
            text = record.text()
            for key in named_in(f"{text.title} {text.body or ''}", self._by_name):
                out.setdefault(key, []).append(record.id)
        return out

    def scenarios_using(self) -> dict[str, list[str]]:
        return self._scenarios

    @cached_property
    def _scenarios(self) -> dict[str, list[str]]:
        """Card key → the built-in scenario files of this game that name the card: every string
        of the scenario's board and actions that is a card's name; a name an inline definition
        of the scenario takes is that definition, not the library's card."""
        out: dict[str, list[str]] = {}
        for path in sorted(SCENARIOS.rglob("*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError):
                continue
            if not isinstance(data, dict) or data.get("game") != self.game:
                continue
            inline = {norm(d["name"]) for d in _inline(data) if isinstance(d.get("name"), str)}
            named = {key for s in _strings(data.get("board")) | _strings(data.get("actions"))
                     if norm(s) not in inline and (key := self._by_name.get(norm(s)))}
            rel = path.relative_to(SCENARIOS).as_posix()
            for key in sorted(named):
                out.setdefault(key, []).append(rel)
        return out


def _is_definition(value: Any) -> bool:
    return isinstance(value, dict) and "name" in value and "type" in value


def _inline(value: Any) -> list[dict]:
    """The inline card definitions inside a JSON value (objects with a name and a type)."""
    if _is_definition(value):
        return [value]
    if isinstance(value, dict):
        return [d for v in value.values() for d in _inline(v)]
    if isinstance(value, list):
        return [d for v in value for d in _inline(v)]
    return []


def _strings(value: Any) -> set[str]:
    """Every string inside a JSON value (keys and inline card definitions aside)."""
    if isinstance(value, str):
        return {value}
    if _is_definition(value):
        return set()
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return set()
