"""The card format of the deck-building games, and a card library read from a data file.

A definition reads like the card: its names (the German printed name is the library's key;
an English name where known), type, faction, cost and values, and its effects as a list of
small dicts with one verb each (``{"gain": {"runes": 2}}``, ``{"draw": 1}``). Each game
lists the verbs it knows (``Library(verbs=...)``); an unknown verb is rejected when the
definition is loaded, so a typo never silently does nothing. Where a value on a printed card
is a guess (lost in the document's scan), ``guess`` says which and docs/rulings.md lists it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules_index.cards import norm
from rules_index.nearest import MAX_NAME, Nearest

Effect = dict[str, Any]


class DbCardDef(BaseModel):
    """One card of a deck-building game (the fields a game does not use stay at their defaults)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="the printed (German) name")
    en: str | None = Field(None, description="the English name, where known")
    type: str = Field(description="hero | construct | monster (Ascension); ally | champion (Shards)")
    faction: str | None = Field(None, description="faction, e.g. 'mechana', 'lifebound', 'order', 'wraethe'")
    cost: int = Field(0, ge=0, le=99, description="runes (Ascension) or gems (Shards) to acquire / recruit")
    honor: int = Field(0, ge=0, le=99, description="Ascension: honor the card is worth at the end of the game")
    power: int = Field(0, ge=0, le=99, description="Ascension: power needed to defeat a monster")
    health: int = Field(0, ge=0, le=99, description="Shards: a champion's health")
    shield: int = Field(0, ge=0, le=99, description="Shards: the shield value shown from hand")
    mercenary: bool = Field(False, description="Shards: may be fast-played from the center row")
    starting: bool = Field(False, description="a card of the starting deck")
    always_available: bool = Field(False, description="Ascension: Mystic, Heavy Infantry, Cultist")
    effects: list[Effect] = Field([], description="what playing the card (or defeating a monster: its reward) does, in order")
    abilities: list[dict[str, Any]] = Field(
        [], description="Ascension constructs: abilities usable once per turn each; Shards champions: the "
        "activate ability ({'effects': [...]})")
    triggers: list[dict[str, Any]] = Field([], description="effects on an event while the card is in play")
    guess: list[str] = Field([], description="values read as a guess where the document lost them (docs/rulings.md)")

    @model_validator(mode="after")
    def _shape(self):
        if self.type not in ("hero", "construct", "monster", "ally", "champion"):
            raise ValueError(f"unknown card type {self.type!r}")
        return self


def walk_effects(effects: list[Effect]):
    """Every effect dict, nested ones included (bonus blocks hold their own lists)."""
    for e in effects:
        yield e
        for v in e.values():
            if isinstance(v, dict) and isinstance(v.get("effects"), list):
                yield from walk_effects(v["effects"])


class UnknownCard(KeyError):
    pass


class Library:
    """The built-in cards of one game: a JSON list of ``DbCardDef``; names resolve by the
    German or English name, case- and punctuation-insensitively."""

    def __init__(self, path: Path, verbs: set[str]):
        self.verbs = verbs
        self.cards: dict[str, DbCardDef] = {}
        self.names: dict[str, str] = {}
        for raw in json.loads(path.read_text(encoding="utf-8")):
            card = DbCardDef(**raw)
            self.check(card)
            self.cards[card.name] = card
            for n in (card.name, card.en):
                if n:
                    self.names[norm(n)] = card.name
        #: each name as printed → its key (what ``resolve`` gives), so that the usual spelling
        #: is found without normalising it on every lookup
        self.printed = {n: self.names[norm(n)] for card in self.cards.values() for n in (card.name, card.en) if n}
        self._nearest: Nearest | None = None

    def check(self, card: DbCardDef) -> None:
        """Reject a definition that uses a verb the game does not know."""
        blocks = [card.effects] + [a.get("effects", []) for a in card.abilities + card.triggers]
        for effects in blocks:
            for e in walk_effects(effects):
                unknown = [k for k in e if k not in self.verbs and k not in MODIFIERS]
                if unknown:
                    raise ValueError(f"{card.name}: unknown effect verb(s) {unknown}; known: {sorted(self.verbs)}")

    def resolve(self, name: str) -> str | None:
        if len(name) > MAX_NAME:  # longer than any card's name: nothing to look up
            return None
        return self.printed.get(name) or self.names.get(norm(name))

    def get(self, name: str) -> DbCardDef:
        key = self.resolve(name)
        if key is None:
            raise UnknownCard(name)
        return self.cards[key]

    def nearest(self, name: str, limit: int = 3) -> list[str]:
        if self._nearest is None:
            self._nearest = Nearest(self.names)
        hits = self._nearest.find(norm(name), limit=limit * 2)
        out: list[str] = []
        for key, _, _ in hits:
            if self.names[key] not in out:
                out.append(self.names[key])
        return out[:limit]


#: keys an effect dict may carry besides its verb
MODIFIERS = {"optional", "effects", "instead", "at", "once", "cost", "if", "label"}


def load_inline(raw: Any, lib: Library) -> DbCardDef:
    card = raw if isinstance(raw, DbCardDef) else DbCardDef(**raw)
    lib.check(card)
    return card
