"""The Riftbound card library: every released card by name or code, and what it does.

Printed facts come from the card catalogue (``rules_index.riftbound_catalogue``: 943 cards,
their English names — the German Core Rules use them too — codes and printings). What a card
does comes, in this order, from a hand-written definition (``origins.py``: the cards the Core
Rules' examples name, encoded with care), or from its printed text compiled into the card
format (``compiler/``, shipped precompiled in ``compiled/``). A sentence that did not compile
is never guessed at: it stays ``unsupported`` and the engine stops there (exit 5, naming it)
when it would matter. The basic runes, a plain battlefield and the rule-defined tokens are in
``basics.py``. A scenario may still define a hypothetical card inline (``model.RbCardDef``).

Names resolve case- and punctuation-insensitively, by code ("OGN-251") and by the Core Rules'
own names ("Loose Cannon", "Jinx, Rebel"); a misspelt name gets the nearest names.
"""

from __future__ import annotations

from functools import lru_cache

from rules_index.cards import norm
from rules_index.nearest import MAX_NAME, Nearest
from rules_index.riftbound_catalogue import RbCard, rb_catalogue

from . import basics, origins
from .model import DefInfo, RbCardDef

POWER_ICONS = {":rb_rune_fury:": "fury", ":rb_rune_calm:": "calm", ":rb_rune_mind:": "mind",
               ":rb_rune_body:": "body", ":rb_rune_chaos:": "chaos", ":rb_rune_order:": "order"}


class UnknownCard(KeyError):
    pass


def facts(card: RbCard) -> dict:
    """A catalogue card's printed facts in the card format (no abilities)."""
    supertype = (card.supertype or "").lower()
    return {
        "name": card.name, "type": card.type.lower(),
        "supertype": supertype if supertype in ("champion", "signature") else None,
        "domains": [d.lower() for d in card.domains if d.lower() != "colorless"], "energy": card.energy or 0,
        "power": power_icons(card),
        # a token unit printed without might gets it from the effect that makes it ("a 3 might Mech")
        "might": (card.might or 0) if card.type == "Unit" else None, "tags": list(card.tags),
        "keywords": [k for k in card.keywords if _rulebook_keyword(k)], "text": card.text,
        "public_code": card.public_code, "token": card.supertype == "Token",
    }


def _rulebook_keyword(k: str) -> bool:
    from .model import KEYWORDS

    return k.split(" ")[0] in KEYWORDS


def power_icons(card: RbCard) -> list[str]:
    """The catalogue gives the number of power icons, not their domains: one of each domain
    when the numbers match, else the first domain repeated (docs/rulings.md)."""
    n = card.power or 0
    domains = [d.lower() for d in card.domains if d.lower() != "colorless"] or ["any"]
    return list(domains) if len(domains) == n else [domains[0]] * n


class Library:
    """Every card by its printed name (the catalogue's), plus the basic runes, a plain
    battlefield and the rule-defined tokens."""

    def __init__(self) -> None:
        self.catalogue = rb_catalogue()
        #: the definitions made so far (catalogue cards are made when first asked for)
        self.cards: dict[str, RbCardDef] = {}
        self.basics: dict[str, RbCardDef] = {}
        for name, data in basics.CARDS.items():
            d = RbCardDef(name=name, **data)
            self.basics[norm(name)] = d
            self.cards[name] = d
        unknown = [code for code in origins.CARDS if code not in self.catalogue.cards]
        if unknown:
            raise ValueError(f"origins.py defines cards the catalogue does not have: {unknown}")
        #: ``DefInfo`` of the library's cards, made when first needed (``info``)
        self._info: dict[str, DefInfo] = {}
        self._nearest: Nearest | None = None

    def info(self, d: RbCardDef) -> DefInfo:
        """``DefInfo`` of a definition; made once per process for the library's own cards (they
        never change), afresh for any other (an inline definition may share a name)."""
        if self.cards.get(d.name) is not d:
            return DefInfo(d)
        found = self._info.get(d.name)
        if found is None:
            found = self._info[d.name] = DefInfo(d)
        return found

    def resolve(self, name: str) -> str | None:
        """Any name, code or Core Rules name → the card's printed name (the library's key)."""
        if not isinstance(name, str) or len(name) > MAX_NAME:  # longer than any card's name: nothing to look up
            return None
        if name in self.cards:
            return name
        basic = self.basics.get(norm(name))
        if basic is not None:
            return basic.name
        card = self.catalogue.resolve(name)
        return card.name if card else None

    def get(self, name: str) -> RbCardDef:
        key = self.resolve(name)
        if key is None:
            raise UnknownCard(name)
        found = self.cards.get(key)
        if found is None:
            found = self.cards[key] = definition(self.catalogue.resolve(key))
        return found

    def source(self, name: str) -> str:
        """How the library knows a card: hand-written | basic | compiled | partly-compiled |
        beyond-rulebook (keywords the Core Rules do not define; what compiled runs) | unknown."""
        key = self.resolve(name)
        if key is None:
            return "unknown"
        if norm(key) in self.basics:
            return "basic"
        card = self.catalogue.resolve(key)
        if card.id in origins.CARDS:
            return "hand-written"
        if card.beyond_rulebook:
            return "beyond-rulebook"
        from .compiler import complete

        return "compiled" if complete(card.id) else "partly-compiled"

    def nearest(self, name: str, limit: int = 3) -> list[str]:
        if self._nearest is None:
            self._nearest = Nearest([*(d.name for d in self.basics.values())])
        basics_near = [h[0] for h in self._nearest.find(name, limit=limit, cutoff=80)]
        return list(dict.fromkeys(basics_near + [c.name for c in self.catalogue.nearest(name, limit=limit)]))[:limit]

    def all_names(self) -> list[str]:
        """Every card the library knows, basics first, then the catalogue's in order."""
        return [d.name for d in self.basics.values()] + [c.name for c in self.catalogue.cards.values()]


def definition(card: RbCard) -> RbCardDef:
    """A catalogue card's definition: its facts with the hand-written behaviour, or with what
    compiled from its text (what did not compile stays ``unsupported``)."""
    data = facts(card)
    behaviour = origins.CARDS.get(card.id)
    if behaviour is not None:
        return RbCardDef(**{**data, **behaviour})
    from .compiler import compiled_definition

    return RbCardDef(**{**data, **compiled_definition(card.id)})


@lru_cache(maxsize=1)
def library() -> Library:
    return Library()
