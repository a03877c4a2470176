"""The card format of the deck-building games, and a card library read from a data file.

A definition reads like the card: its names (the library's key is the name the German
rulebook prints, or the English name where the German rulebook names no such card), type,
faction, cost and values, how many copies the base set holds, and what it does as data:
``effects`` (a list of small dicts with one verb each, ``{"gain": {"runes": 2}}``,
``{"draw": 1}``), ``abilities`` (a construct's or a champion's), ``triggers`` (effects on an
event while the card is in play) and ``static`` (what holds while it is in play). Each game
declares its verbs and their shapes (``judge.deckbuilding.format.CardFormat``): a definition
that uses an unknown verb, or a value of the wrong shape, is refused when it loads, with the
path of the field inside the card, so a typo never silently does nothing and a wrong value
never fails in the middle of a run.
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

    name: str = Field(description="the name scenarios use: the German rulebook's name, else the English one")
    en: str | None = Field(None, description="the English name, where known")
    id: str | None = Field(None, description="the card's ID in the vendored card facts (rules_index/sources/cards/)")
    type: str = Field(description="hero | construct | monster (Ascension); ally | champion (Shards)")
    faction: str | None = Field(None, description="faction, e.g. 'mechana', 'lifebound', 'order', 'wraethe'")
    cost: int = Field(0, ge=0, le=99, description="runes (Ascension) or gems (Shards) to acquire / recruit")
    honor: int = Field(0, ge=0, le=99, description="Ascension: honor the card is worth at the end of the game")
    power: int = Field(0, ge=0, le=99, description="Ascension: power needed to defeat a monster")
    health: int = Field(0, ge=0, le=99, description="Shards: a champion's defense (damage that destroys it in one turn)")
    shield: int = Field(0, ge=0, le=99, description="Shards: the shield value shown from hand")
    mercenary: bool = Field(False, description="Shards: may be fast-played from the center row")
    starting: bool = Field(False, description="a card of the starting deck")
    always_available: bool = Field(False, description="Ascension: Mystic, Heavy Infantry, Cultist")
    count: int = Field(0, ge=0, le=99, description="copies in the base set (centre deck, always available, or "
                       "all starting decks together); 0 for a card defined inline")
    effects: list[Effect] = Field([], description="what playing the card (or defeating a monster: its reward) does, in order")
    abilities: list[dict[str, Any]] = Field(
        [], description="Ascension constructs: abilities usable once per turn each; Shards champions: the "
        "activate ability ({'effects': [...]})")
    triggers: list[dict[str, Any]] = Field([], description="effects on an event while the card is in play")
    static: list[dict[str, Any]] = Field([], description="what holds while the card is in play (one verb each)")
    guess: list[str] = Field([], description="values read as a guess where no source gives them (docs/deckbuilding.md)")

    @model_validator(mode="after")
    def _shape(self):
        if self.type not in ("hero", "construct", "monster", "ally", "champion"):
            raise ValueError(f"unknown card type {self.type!r}")
        return self

    def names(self) -> dict[str, str]:
        """The card's names by language: English where known; German where the library's name
        is not the English one (the library names a card in German where the German rulebook
        does)."""
        out = {"en": self.en} if self.en else {}
        if self.name != self.en:
            out["de"] = self.name
        return out

    def role(self) -> str:
        """Where the card is in a game: the starting decks, the always-available cards, or the centre deck."""
        return "starting" if self.starting else "always_available" if self.always_available else "center_deck"


def walk_effects(effects: list[Effect]):
    """Every effect dict, nested ones included (a block's ``effects``, ``then``, ``else``,
    ``options``, a mastery bonus's ``levels``)."""
    for e in effects:
        if not isinstance(e, dict):
            continue
        yield e
        for v in e.values():
            yield from _nested(v)


def _nested(v):
    if isinstance(v, list):
        if v and all(isinstance(x, dict) for x in v):
            yield from walk_effects(v)
        else:
            for x in v:
                if isinstance(x, list):
                    yield from walk_effects(x)
    elif isinstance(v, dict):
        for key in ("effects", "then", "else"):
            if isinstance(v.get(key), list):
                yield from walk_effects(v[key])
        if isinstance(v.get("levels"), dict):
            for block in v["levels"].values():
                if isinstance(block, list):
                    yield from walk_effects(block)
        if isinstance(v.get("options"), list):
            for block in v["options"]:
                if isinstance(block, list):
                    yield from walk_effects(block)


class UnknownCard(KeyError):
    pass


class Library:
    """The built-in cards of one game: a JSON list of ``DbCardDef``; names resolve by the
    German or English name, case- and punctuation-insensitively (``aliases``: further
    spellings, e.g. the rulebook's OCR-damaged ones)."""

    def __init__(self, path: Path, fmt):
        #: the game's card format (verbs and their shapes): ``judge.deckbuilding.format.CardFormat``
        self.format = fmt
        self.verbs = set(fmt.verbs)
        self.cards: dict[str, DbCardDef] = {}
        self.names: dict[str, str] = {}
        raw_cards = json.loads(path.read_text(encoding="utf-8"))
        for raw in raw_cards:
            aliases = raw.pop("aliases", []) if isinstance(raw, dict) else []
            card = DbCardDef(**raw)
            self.check(card)
            self.cards[card.name] = card
            for n in (card.name, card.en, *aliases):
                if n:
                    self.names[norm(n)] = card.name
        #: each name as printed → its key (what ``resolve`` gives), so that the usual spelling
        #: is found without normalising it on every lookup
        self.printed = {n: self.names[norm(n)] for card in self.cards.values() for n in (card.name, card.en) if n}
        self._nearest: Nearest | None = None

    def check(self, card: DbCardDef) -> None:
        """Refuse a definition whose data the engine would not act on (``format.ShapeError``:
        the path inside the card and what is wrong)."""
        self.format.check_card(card)

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

    def center_deck(self) -> list[str]:
        """The centre deck of the base set: every centre card as often as the set holds it."""
        return [d.name for d in self.cards.values() if d.role() == "center_deck" for _ in range(d.count)]


def load_inline(raw: Any, lib: Library) -> DbCardDef:
    card = raw if isinstance(raw, DbCardDef) else DbCardDef(**raw)
    lib.format.check_inline(card)
    return card
