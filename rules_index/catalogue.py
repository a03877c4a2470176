"""The KeyForge card catalogue: every printing of every card, from the vendored
``sources/cards/keyforge-cards.json`` (public keyteki card data; its README says the facts
and the printed text may be used as data: shown and compiled, never copied into code).

A card is one ``id`` with all its printings. Its facts are those of its first printing in a
set the rulebooks cover (Call of the Archons, Age of Ascension, Worlds Collide, Mass
Mutation: ``covered``); a card printed only in later sets is listed with ``covered: False``
— the German v1.5 and Polish 2020 rulebooks do not cover its mechanics. Cards resolve by
their English, German or Polish name (case, punctuation and accents of the catalogue's
spelling), by ``set number`` in any set code ("CotA 1", "MM 025", "WoE 12") and by
``<set>-<number>`` keys ("cota-001"); misspelt names find their nearest cards.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from rapidfuzz import fuzz
from rapidfuzz import process as fuzz_process

from .cards import CARD_DIR, SET_CODES, norm
from .nearest import MAX_NAME, Nearest

CATALOGUE = CARD_DIR / "keyforge-cards.json"
#: the catalogue's type names → the engine's (later sets' special types stay as printed)
TYPES = {"creature": "creature", "action": "action", "artifact": "artifact", "upgrade": "upgrade",
         "token creature": "token creature"}


@dataclass
class Card:
    id: str
    name_en: str
    name_de: str | None
    name_pl: str | None
    set: str
    number: str
    house: str
    type: str
    power: int
    armor: int
    amber: int
    keywords: list[str]
    traits: list[str]
    rarity: str | None
    text_en: str
    covered: bool
    printings: list[dict] = field(default_factory=list)

    @property
    def key(self) -> str:
        """URL key of its first printing: "cota-001"."""
        return f"{self.set.lower()}-{self.number}"

    def names(self) -> list[str]:
        return [n for n in (self.name_en, self.name_de, self.name_pl) if n]

    def to_dict(self) -> dict:
        return {"id": self.id, "key": self.key, "name_en": self.name_en, "name_de": self.name_de,
                "name_pl": self.name_pl, "set": self.set, "number": self.number, "house": self.house,
                "type": self.type, "power": self.power, "armor": self.armor, "amber": self.amber,
                "keywords": list(self.keywords), "traits": list(self.traits), "rarity": self.rarity,
                "text_en": self.text_en, "covered": self.covered, "printings": list(self.printings)}


class Catalogue:
    def __init__(self, data: dict):
        self.sets = {s["code"]: s for s in data["sets"]}
        covered = {c for c, s in self.sets.items() if s.get("rulebooks_cover")}
        order = {c: k for k, c in enumerate(self.sets)}
        printings: dict[str, list[dict]] = {}
        for p in data["cards"]:
            printings.setdefault(p["id"], []).append(p)
        self.cards: dict[str, Card] = {}
        for cid, ps in printings.items():
            ps.sort(key=lambda p: (p["set"] not in covered, order.get(p["set"], 99), p["number"]))
            first = ps[0]
            self.cards[cid] = Card(
                id=cid, name_en=first["name_en"], name_de=first.get("name_de"), name_pl=first.get("name_pl"),
                set=first["set"], number=first["number"], house=first["house"],
                type=TYPES.get(first["type"], first["type"]), power=first.get("power") or 0,
                armor=first.get("armor") or 0, amber=first.get("amber") or 0,
                keywords=list(first.get("keywords") or []), traits=list(first.get("traits") or []),
                rarity=first.get("rarity"), text_en=clean_text(first.get("text_en") or ""),
                covered=first["set"] in covered,
                printings=[{"set": p["set"], "number": p["number"], "house": p["house"]} for p in ps])
        self.by_name: dict[str, str] = {}
        self.display: dict[str, str] = {}
        for card in sorted(self.cards.values(), key=lambda c: not c.covered):  # covered cards win a name
            for n in card.names():
                self.by_name.setdefault(norm(n), card.id)
                self.display.setdefault(norm(n), n)
        #: a name printed on more than one card (a translation used twice, a misprint):
        #: normalised name → the cards' IDs, the one the name resolves to first
        self.shared_names: dict[str, list[str]] = {}
        for card in self.cards.values():
            for n in card.names():
                first = self.cards[self.by_name[norm(n)]]
                if first.name_en != card.name_en:
                    ids = self.shared_names.setdefault(norm(n), [first.id])
                    if card.id not in ids:
                        ids.append(card.id)
        self.by_set_number: dict[tuple[str, int], str] = {}
        for card in self.cards.values():
            for p in card.printings:
                num = p["number"].lstrip("0") or "0"
                self.by_set_number.setdefault((p["set"].lower(), num.lower()), card.id)
        self.codes = {norm(c): c.lower() for c in self.sets} | {k: v.lower() for k, v in SET_CODES.items()}
        self.codes |= {norm(s["name"]): c.lower() for c, s in self.sets.items()}

    def __len__(self) -> int:
        return len(self.cards)

    def covered(self) -> list[Card]:
        return [c for c in self.cards.values() if c.covered]

    def resolve(self, ref: str) -> Card | None:
        """A name in any language, "CotA 1"/"RdA 1"/"WoE 12", or a key "cota-001" → the card."""
        if len(ref) > MAX_NAME:
            return None
        n = norm(ref)
        if n in self.by_name:
            return self.cards[self.by_name[n]]
        m = re.fullmatch(r"(.+?)[\s-]*0*([a-z]?\d+[a-z]?)", n.replace("-", " "))
        if m and m.group(1).strip() in self.codes:
            cid = self.by_set_number.get((self.codes[m.group(1).strip()], m.group(2)))
            return self.cards[cid] if cid else None
        return None

    def also_named(self, card: Card) -> list[tuple[str, Card]]:
        """(name, other card) for each of ``card``'s names that another card also bears."""
        out = []
        for n in card.names():
            for cid in self.shared_names.get(norm(n), []):
                if cid != card.id and self.cards[cid].name_en != card.name_en:
                    out.append((n, self.cards[cid]))
        return out

    @cached_property
    def _most_words(self) -> int:
        """The most words a name has (a name the query names is a run of at most this many)."""
        return max(len(k.split()) for k in self.by_name)

    @cached_property
    def _spaced(self) -> list[tuple[str, str]]:
        return [(k, f" {k} ") for k in self.by_name]

    @cached_property
    def _nearest(self) -> Nearest:
        return Nearest(self.by_name)

    def nearest(self, name: str, limit: int = 5, cutoff: float = 0) -> list[Card]:
        """The cards whose name (any language) is most like ``name`` — for misspellings."""
        found = self._nearest.find(norm(name), limit=limit * 3, cutoff=cutoff)
        out: list[Card] = []
        for key, _, _ in found:
            card = self.cards[self.by_name[key]]
            if card not in out:
                out.append(card)
        return out[:limit]

    def named(self, query: str) -> list[tuple[Card, str]]:
        """The cards a query names without a slip: ``exact`` (it is a name, in any language, or
        "CotA 1"), then ``named`` (a card name, four letters or more, stands as whole words in it),
        the longest names first. No fuzzy matching: what ``ask`` needs on every question."""
        q = norm(query)
        if not q:
            return []
        found: list[tuple[Card, str]] = []

        def add(card: Card, why: str) -> None:
            if all(card is not c for c, _ in found):
                found.append((card, why))

        exact = self.resolve(query)
        if exact:
            add(exact, "exact")
            for cid in self.shared_names.get(q, []):
                add(self.cards[cid], "exact")
        words = q.split()
        named = {key for i in range(len(words)) for j in range(i + 1, min(len(words), i + self._most_words) + 1)
                 if len(key := " ".join(words[i:j])) >= 4 and key in self.by_name}
        for key in sorted(named, key=lambda k: (-len(k), k)):
            add(self.cards[self.by_name[key]], "named")
        return found

    def search(self, query: str, limit: int = 5) -> list[tuple[Card, str]]:
        """Cards a search names, best first, each with why it matched: ``exact`` (a name in
        any language, or "CotA 1"), ``named`` (a card name, four letters or more, stands as
        whole words in the query: "Wie oft stiehlt Köder?"), ``similar`` (the query is a
        misspelt name: ``fuzz.ratio`` ≥ 80 over the whole name), ``contains`` (the query,
        four letters or more, is a whole word of the name: "armor")."""
        q = norm(query)
        if not q:
            return []
        found = self.named(query)  # exact, then whole-word names

        def add(card: Card, why: str) -> None:
            if all(card is not c for c, _ in found):
                found.append((card, why))

        for key, _, _ in fuzz_process.extract(q, list(self.by_name), scorer=fuzz.ratio, limit=limit,
                                              score_cutoff=80):
            add(self.cards[self.by_name[key]], "similar")
        if len(q) >= 4 and len(found) < limit:
            padded = f" {q} "
            for key in sorted(k for k, spaced in self._spaced if padded in spaced):
                add(self.cards[self.by_name[key]], "contains")
        return found[:limit]


def clean_text(text: str) -> str:
    """The printed text without invisible characters (zero-width marks, vertical tabs become
    line breaks)."""
    text = text.replace("\ufeff", "").replace("\u200b", "").replace("\x0b", "\n")
    return text.strip()


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    return Catalogue(json.loads(CATALOGUE.read_text(encoding="utf-8")))
