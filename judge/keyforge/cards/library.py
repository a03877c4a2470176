"""The built-in card library and card-name lookup.

Printed facts (house, type, power, armor, æmber bonus, keywords, names in English, German
and Polish, set and number) come from the vendored card files
(``rules_index/sources/cards/keyforge-faq-cards.json`` and ``keyforge-errata-cards.json``,
read through ``rules_index.cards.keyforge_facts``). What a card *does* is our own encoding, in the
set modules next to this file (``cota.py``, ``aoa.py``). A card the file knows but no
module defines yet resolves by name but cannot be used (``UndefinedCard``), so the engine
never silently treats a card as blank.

Names resolve case- and punctuation-insensitively in any language, and a set with a number:
"CotA 267", "RdA 267" (German set code), "AoA/ZdA", "WC/KW", "MM", or the set's name as the
Polish rulebook prints it ("Zew Archontów 64", "Czas Wstąpienia 006") or in English/German.
"""

from __future__ import annotations

from functools import cached_property, lru_cache

from rapidfuzz import fuzz

from rules_index.cards import card_names, keyforge_facts, names_of, norm  # the card facts: one copy, shared with search
from rules_index.catalogue import catalogue
from rules_index.nearest import MAX_NAME, Nearest

from . import aoa, aoa_2, cota, cota_2, cota_3, mm, mm_2, wc
from .model import KEYWORDS, CardDef

#: the modules holding card behaviour; a card is defined in exactly one of them
MODULES = (cota, cota_2, cota_3, aoa, aoa_2, wc, mm, mm_2)


def behaviours() -> dict[str, dict]:
    """Every card's behaviour by English name; a card defined twice is an error."""
    merged: dict[str, dict] = {}
    for module in MODULES:
        for name, behaviour in module.CARDS.items():
            if name in merged:
                raise ValueError(f"card {name!r} is defined twice (again in {module.__name__})")
            merged[name] = behaviour
    return merged


class UndefinedCard(LookupError):
    """A real card whose behaviour the library does not encode yet."""


class NotCovered(UndefinedCard):
    """A card of a set the German v1.5 and Polish 2020 rulebooks do not cover."""


def _from_facts(fact: dict, behaviour: dict) -> CardDef:
    data = {
        "name": fact["name_en"],
        "house": fact["house"],
        "type": fact["type"],
        "power": fact.get("power") or 0,
        "armor": fact.get("armor") or 0,
        "amber": fact.get("amber") or 0,
        "keywords": [k for k in fact.get("keywords") or [] if k in KEYWORDS],
        "traits": list(fact.get("traits") or []),
        "names": {k: v for k, v in (("de", fact.get("name_de")), ("pl", fact.get("name_pl"))) if v},
        "set": fact["set_code_en"],
        "number": fact["number"],
    }
    data.update(behaviour)
    return CardDef.model_validate(data)


_RESOLVED_MAX = 4096


class Library:
    """Every built-in card by English name. Names resolve through the one name index of the
    project (``rules_index.cards.card_names``: any language, the FAQ's spellings, set and
    number), defined or not."""

    def __init__(self) -> None:
        behaviour = behaviours()
        self.names = card_names()
        self.cards: dict[str, CardDef] = {
            f["name_en"]: _from_facts(f, behaviour[f["name_en"]]) for f in keyforge_facts() if f["name_en"] in behaviour
        }
        self.display: dict[str, str] = {}  # normalised name → name as printed (for "nearest")
        for fact in keyforge_facts():
            for n in names_of(fact):
                self.display.setdefault(norm(n), n)
        missing = set(behaviour) - set(self.cards)
        if missing:
            raise ValueError(f"card definitions without printed facts: {sorted(missing)}")
        #: names already resolved (the name index and the catalogue never change); bounded
        self._resolved: dict[str, str | None] = {}

    def resolve(self, name: str) -> str | None:
        """Any name, or a set (code or name, any language) and number → the English name, or
        None. The FAQ's and errata's spellings first, then the whole card catalogue."""
        if len(name) > MAX_NAME:  # longer than any name: nothing to look up (issue 21)
            return None
        if name in self._resolved:
            return self._resolved[name]
        en = self._resolve(name)
        if len(self._resolved) < _RESOLVED_MAX:
            self._resolved[name] = en
        return en

    def _resolve(self, name: str) -> str | None:
        en = self.names.resolve(name)
        if en is not None:
            return en
        card = catalogue().resolve(name)
        return card.name_en if card else None

    def get(self, name: str) -> CardDef:
        """A card's definition: hand-written if there is one, else compiled from its printed
        text (what did not compile stays ``unsupported`` and stops the engine when it would
        matter). Cards of sets the rulebooks do not cover are refused."""
        en = self.resolve(name)
        if en is None:
            raise KeyError(name)
        if en in self.cards:
            return self.cards[en]
        card = catalogue().resolve(en)
        if card is None:
            raise UndefinedCard(f"{en}: its abilities are not encoded in the card library yet")
        if not card.covered:
            raise NotCovered(f"{en} ({card.set} {card.number}) is from a set the German v1.5 and Polish 2020 "
                             "rulebooks do not cover: the judge does not run its mechanics")
        return compiled(card.id)

    def source(self, name: str) -> str:
        """How the library knows a card: hand-written | compiled | partly-compiled | not-covered | unknown."""
        en = self.resolve(name)
        if en is None:
            return "unknown"
        if en in self.cards:
            return "hand-written"
        card = catalogue().resolve(en)
        if card is None or not card.covered:
            return "not-covered" if card else "unknown"
        return "compiled" if compiled(card.id).unsupported == [] and _complete(card.id) else "partly-compiled"

    @cached_property
    def _nearest(self) -> Nearest:
        return Nearest(self.display, scorer=fuzz.ratio)

    def nearest(self, name: str, limit: int = 3) -> list[str]:
        """The catalogue's closest names (at least as close as the closest of the FAQ's own
        spellings), then those spellings."""
        found = self._nearest.find(norm(name), limit=limit)
        out = list(dict.fromkeys(self.display[m[0]] for m in found))
        best = found[0][1] if found else 0
        more = [c.name_en for c in catalogue().nearest(name, limit=limit, cutoff=max(best, 60))]
        return list(dict.fromkeys(more + out))[:limit]


def _complete(card_id: str) -> bool:
    from .compiler import compile_card

    return compile_card(card_id).complete


@lru_cache(maxsize=None)
def compiled(card_id: str) -> CardDef:
    """The compiled definition of a catalogue card (cached)."""
    from .compiler import compile_card, definition

    card = catalogue().cards[card_id]
    return CardDef.model_validate(definition(card, compile_card(card_id)))


@lru_cache(maxsize=1)
def library() -> Library:
    return Library()
