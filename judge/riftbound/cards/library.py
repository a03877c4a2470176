"""The built-in Riftbound card library and card-name lookup.

Printed facts (type, supertype, domains, energy and power cost, might, tags, keywords,
printed text) come from the vendored card file
``rules_index/sources/cards/riftbound-example-cards.json`` (the cards the Core Rules'
examples name); what a card *does* is our own encoding in ``origins.py``. The basic runes,
a plain battlefield and the rule-defined tokens are in ``basics.py``. A scenario may define
any other card inline with the same format (``model.RbCardDef``). Names resolve case- and
punctuation-insensitively; the catalogues' "Jinx - Loose Cannon" form resolves too.
"""

from __future__ import annotations

import json
from functools import lru_cache

from rules_index.cards import CARD_DIR, norm
from rules_index.nearest import MAX_NAME, Nearest

from . import basics, origins
from .model import DefInfo, RbCardDef

FACTS = CARD_DIR / "riftbound-example-cards.json"
POWER_ICONS = {":rb_rune_fury:": "fury", ":rb_rune_calm:": "calm", ":rb_rune_mind:": "mind",
               ":rb_rune_body:": "body", ":rb_rune_chaos:": "chaos", ":rb_rune_order:": "order"}


class UnknownCard(KeyError):
    pass


def _from_fact(fact: dict, behaviour: dict) -> RbCardDef:
    return RbCardDef(
        name=fact["name"], type=fact["type"].lower(),
        supertype=(fact.get("supertype") or "").lower() or None,
        domains=[d.lower() for d in fact.get("domains") or []],
        energy=fact.get("energy") or 0,
        power=_power(fact),
        might=fact.get("might"), tags=list(fact.get("tags") or []),
        keywords=list(fact.get("keywords") or []), text=fact.get("text"), public_code=fact.get("public_code"),
        **behaviour,
    )


def _power(fact: dict) -> list[str]:
    """The card file gives the number of power icons, not their domains: one of each domain
    when the numbers match, else the first domain repeated (docs/rulings.md)."""
    n = fact.get("power") or 0
    domains = [d.lower() for d in fact.get("domains") or []] or ["any"]
    return list(domains) if len(domains) == n else [domains[0]] * n


class Library:
    def __init__(self) -> None:
        self.cards: dict[str, RbCardDef] = {}
        self.names: dict[str, str] = {}
        for fact in json.loads(FACTS.read_text(encoding="utf-8")):
            behaviour = origins.CARDS.get(fact["name"])
            if behaviour is None:
                raise ValueError(f"{fact['name']} has no entry in origins.py")
            self._add(_from_fact(fact, behaviour))
            if fact.get("tags") and fact["type"] == "Legend":
                self.names[norm(f"{fact['tags'][0]} - {fact['name']}")] = fact["name"]
        for name, data in basics.CARDS.items():
            self._add(RbCardDef(name=name, **data))
        unknown = set(origins.CARDS) - set(self.cards)
        if unknown:
            raise ValueError(f"origins.py defines cards the card file does not have: {sorted(unknown)}")
        #: each card name as printed → its key (what ``resolve`` gives), so that the usual
        #: spelling is found without normalising it on every lookup
        self.printed = {name: self.names[norm(name)] for name in self.cards}
        #: ``DefInfo`` of the library's cards, made when first needed (``info``)
        self._info: dict[str, DefInfo] = {}
        self._nearest: Nearest | None = None

    def _add(self, card: RbCardDef) -> None:
        self.cards[card.name] = card
        self.names[norm(card.name)] = card.name

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
        if len(name) > MAX_NAME:  # longer than any card's name: nothing to look up
            return None
        return self.printed.get(name) or self.names.get(norm(name))

    def get(self, name: str) -> RbCardDef:
        key = self.resolve(name)
        if key is None:
            raise UnknownCard(name)
        return self.cards[key]

    def nearest(self, name: str, limit: int = 3) -> list[str]:
        if self._nearest is None:
            self._nearest = Nearest(self.names)
        hits = self._nearest.find(norm(name), limit=limit)
        return list(dict.fromkeys(self.names[h[0]] for h in hits))


@lru_cache(maxsize=1)
def library() -> Library:
    return Library()
