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

from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz import process as fuzz_process

from rules_index.cards import card_names, keyforge_facts, names_of, norm  # the card facts: one copy, shared with search

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

    def resolve(self, name: str) -> str | None:
        """Any name, or a set (code or name, any language) and number → the English name, or None."""
        return self.names.resolve(name)

    def get(self, name: str) -> CardDef:
        en = self.resolve(name)
        if en is None:
            raise KeyError(name)
        if en not in self.cards:
            raise UndefinedCard(f"{en}: its abilities are not encoded in the card library yet")
        return self.cards[en]

    def nearest(self, name: str, limit: int = 3) -> list[str]:
        found = fuzz_process.extract(norm(name), list(self.display), scorer=fuzz.ratio, limit=limit)
        return list(dict.fromkeys(self.display[m[0]] for m in found))


@lru_cache(maxsize=1)
def library() -> Library:
    return Library()
