"""Every released Riftbound card (``sources/cards/riftbound-cards.json``: 943 cards, 1,324
printings of the sets Origins, Proving Grounds, Spiritforged, Unleashed, Vendetta and the
promos), found by name or by code.

The German Core Rules use the English card names (no German names exist). A name resolves in
any case and with any dash, comma or apostrophe ("Jinx - Rebel", "jinx, rebel", "Kai'Sa" /
"Kai’Sa"); a code resolves with or without the set size ("OGN-251", "OGN-251/298",
"ogn-251"), and so does every other printing's code (the promo "OPP-001" is Blazing
Scorcher). The names the Core Rules' examples use for champion legends ("Loose Cannon" for
"Jinx - Loose Cannon", ``riftbound-example-cards.json``) resolve too. A misspelt name gets
the nearest names (``rules_index.nearest``).

A card whose keywords the German Core Rules do not define (Equip, Empower, Level, …: later
sets) is ``beyond_rulebook``: the rule document says nothing about what it does.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .cards import CARD_DIR, norm
from .nearest import MAX_NAME, Nearest

CATALOGUE = CARD_DIR / "riftbound-cards.json"
EXAMPLES = CARD_DIR / "riftbound-example-cards.json"
#: the keywords and keyword-like terms the German Core Rules define: rb:717–729, Stun (rb:599),
#: Add (rb:605), Buff (rb:701), Mighty (rb:706)
RULEBOOK_KEYWORDS = frozenset({
    "Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden", "Legion", "Reaction",
    "Shield", "Tank", "Temporary", "Vision", "Stun", "Add", "Buff", "Mighty"})
_BRACKETED = re.compile(r"\[([A-Z][A-Za-z\-]+(?: [A-Z][a-z]+)?)(?: \d+)?\]")
_CODE = re.compile(r"^([a-z]{3})[\s-]*0*(t?\d+[a-z]?)(?:/\d+)?$")  # t01: a token


def _spellings(name: str) -> list[str]:
    """A name normalised (``norm``: case and punctuation aside), and again without its
    apostrophes ("Kai'Sa" is also "Kaisa")."""
    return list(dict.fromkeys((norm(name), norm(re.sub(r"['’`´]", "", name)))))


@dataclass
class RbCard:
    id: str  # the canonical printing's code: "OGN-251"
    set: str
    number: str
    public_code: str  # "OGN-251/298"
    name: str  # "Jinx - Loose Cannon"
    type: str  # Unit | Spell | Gear | Rune | Legend | Battlefield
    supertype: str | None  # Champion | Signature | Token | Basic
    domains: list[str]
    energy: int | None
    power: int | None
    might: int | None
    tags: list[str]
    keywords: list[str]
    rarity: str | None
    text: str
    printings: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        """URL key: "ogn-251"."""
        return self.id.lower()

    @property
    def keyword_names(self) -> set[str]:
        """Its keywords without values, from the card data and the brackets of its text."""
        listed = {re.sub(r"\s*\d+$", "", k) for k in self.keywords}
        return listed | set(_BRACKETED.findall(self.text or ""))

    @property
    def beyond_rulebook(self) -> list[str]:
        """The keywords the German Core Rules do not define (sorted); empty for most cards."""
        return sorted(k for k in self.keyword_names if k not in RULEBOOK_KEYWORDS)

    def to_dict(self) -> dict:
        return {"id": self.id, "key": self.key, "set": self.set, "number": self.number,
                "public_code": self.public_code, "name": self.name, "type": self.type, "supertype": self.supertype,
                "domains": list(self.domains), "energy": self.energy, "power": self.power, "might": self.might,
                "tags": list(self.tags), "keywords": list(self.keywords), "rarity": self.rarity, "text": self.text,
                "printings": list(self.printings), "beyond_rulebook": self.beyond_rulebook}


class RbCatalogue:
    def __init__(self, data: dict, examples: list[dict]):
        self.sets: dict[str, dict] = {s["code"]: s for s in data["sets"]}
        self.cards: dict[str, RbCard] = {}
        for c in data["cards"]:
            self.cards[c["id"]] = RbCard(
                id=c["id"], set=c["set"], number=c["number"], public_code=c["public_code"], name=c["name_en"],
                type=c["type"], supertype=c.get("supertype"), domains=list(c.get("domains") or []),
                energy=c.get("energy"), power=c.get("power"), might=c.get("might"), tags=list(c.get("tags") or []),
                keywords=list(c.get("keywords") or []), rarity=c.get("rarity"), text=c.get("text_en") or "",
                printings=list(c.get("printings") or []), notes=list(c.get("notes") or []))
        #: normalised name (every spelling) → card ID
        self.by_name: dict[str, str] = {}
        for card in self.cards.values():
            for spelling in _spellings(card.name):
                self.by_name.setdefault(spelling, card.id)
        for fact in examples:  # the Core Rules' own names ("Loose Cannon", "Jinx, Rebel")
            cid = fact["public_code"].split("/")[0]
            if cid in self.cards:
                for spelling in _spellings(fact["name"]):
                    self.by_name.setdefault(spelling, cid)
        #: a printing's code (lower case, no set size) → card ID
        self.by_code: dict[str, str] = {}
        for card in self.cards.values():
            for p in [{"code": card.id}] + card.printings:
                self.by_code.setdefault(p["code"].lower(), card.id)

    def __len__(self) -> int:
        return len(self.cards)

    def resolve(self, ref: str) -> RbCard | None:
        """A name (any case, dash, comma or apostrophe form) or a code ("OGN-251", "OGN-251/298")."""
        if not isinstance(ref, str) or len(ref) > MAX_NAME:
            return None
        cid = next((self.by_name[s] for s in _spellings(ref) if s in self.by_name), None)
        if cid is None:
            m = _CODE.match(ref.strip().lower())
            if m:
                cid = self.by_code.get(f"{m.group(1)}-{m.group(2).zfill(3)}")
        return self.cards[cid] if cid else None

    @cached_property
    def _nearest(self) -> Nearest:
        return Nearest(self.by_name)

    def nearest(self, ref: str, limit: int = 5, cutoff: float = 0) -> list[RbCard]:
        out: list[RbCard] = []
        for key, _, _ in self._nearest.find(norm(ref), limit=limit * 3, cutoff=cutoff):
            card = self.cards[self.by_name[key]]
            if card not in out:
                out.append(card)
        return out[:limit]

    def search(self, query: str, limit: int = 10) -> list[tuple[RbCard, str]]:
        """Cards a search names, best first, each with why: ``exact`` (a name or a code),
        ``contains`` (the query is a word or the beginning of a name), ``similar`` (misspelt)."""
        q = norm(query or "")
        if not q:
            return []
        found: list[tuple[RbCard, str]] = []

        def add(card: RbCard, why: str) -> None:
            if all(card is not c for c, _ in found):
                found.append((card, why))

        exact = self.resolve(query)
        if exact:
            add(exact, "exact")
        for key in sorted(k for k in self.by_name if k.startswith(q) or f" {q}" in f" {k}"):
            add(self.cards[self.by_name[key]], "contains")
        if len(found) < limit:
            for card in self.nearest(query, limit=limit, cutoff=70):
                add(card, "similar")
        return found[:limit]

    def covered(self) -> list[RbCard]:
        """The cards whose keywords the German Core Rules define, in catalogue order."""
        return [c for c in self.cards.values() if not c.beyond_rulebook]


@lru_cache(maxsize=1)
def rb_catalogue() -> RbCatalogue:
    return RbCatalogue(json.loads(CATALOGUE.read_text(encoding="utf-8")),
                       json.loads(EXAMPLES.read_text(encoding="utf-8")))
