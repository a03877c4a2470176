"""From the printed English text of a KeyForge card to the card format.

``compile_card(card)`` reads a catalogue card (``rules_index.catalogue``) and returns a
``Compiled``: the definition (printed facts plus the abilities that compiled; what did not
compile is kept as ``unsupported`` and stops the engine when it would matter) and, per
sentence, whether it compiled. ``coverage()`` counts complete compiles per set and the
most frequent sentences that do not compile (`judge cards coverage`).

Both read the compiled cards shipped in ``cards/compiled/`` (`judge cards compile` makes
them) when they were made from the sources in place; otherwise they compile from the text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from judge.cardtext import coverage as count_coverage

from .compile import Compiled, compile_text

__all__ = ["Compiled", "compile_card", "coverage", "validates"]


@lru_cache(maxsize=None)
def compile_card(card_id: str) -> Compiled:
    from rules_index.catalogue import catalogue

    from ..compiled import stored

    entry = stored(card_id)
    if entry is not None:
        return Compiled(definition=entry["definition"], sentences=[tuple(s) for s in entry["sentences"]])
    card = catalogue().cards[card_id]
    return compile_text(card.name_en, card.type, card.text_en)


def validates(card_id: str) -> bool:
    """Whether the card format of a card's compiled definition validates (``CardDef``)."""
    from rules_index.catalogue import catalogue

    from ..compiled import stored

    entry = stored(card_id)
    if entry is not None:
        return entry["validates"]
    return definition_validates(catalogue().cards[card_id], compile_card(card_id))


def definition_validates(card, result: Compiled) -> bool:
    from ..model import CardDef

    try:
        CardDef.model_validate(definition(card, result))
    except Exception:
        return False
    return True


def coverage(sets: list[str] | None = None) -> dict:
    """Per set and overall: cards, complete compiles, their share; the most frequent
    sentences that do not compile (numbers written as N) and what they lack."""
    from rules_index.catalogue import catalogue

    from ..compiled import current
    from .constructs import construct

    shipped = current()
    if shipped is not None:  # the covered cards in catalogue order, without reading the catalogue
        cards = [(c["id"], c["set"]) for c in shipped.cards.values()]
    else:
        cards = [(c.id, c.set) for c in catalogue().covered()]
    cards = [(i, s) for i, s in cards if not sets or s in sets]
    return count_coverage(cards, compile_card, validates, construct=construct)


GIGANTIC_REMINDER = re.compile(r"^\(Play only with the other half of [^)]*\)", re.IGNORECASE)


def definition(card, result: Compiled) -> dict:
    """The card format of a catalogue card: printed facts plus what compiled."""
    from ..model import KEYWORDS

    kws = []
    for k in card.keywords:
        name, _, n = k.partition(":")
        if name in KEYWORDS and (not n or n.isdigit()):
            kws.append(f"{name} {n}" if n else name)
    d = {
        "name": card.name_en, "house": card.house, "type": card.type, "power": card.power or 0,
        "armor": card.armor or 0, "amber": card.amber or 0, "keywords": kws,
        "traits": list(card.traits), "set": card.set, "number": card.number,
        "names": {k: v for k, v in (("de", card.name_de), ("pl", card.name_pl)) if v},
        "abilities": result.definition["abilities"], "static": result.definition["static"],
    }
    if result.definition["unsupported"]:
        d["unsupported"] = list(result.definition["unsupported"])
    if GIGANTIC_REMINDER.search(card.text_en or ""):
        # the printed reminder "(Play only with the other half of X.)" marks a gigantic
        # creature (kf:glossary/gigantic); the engine plays the two halves as one creature
        d["gigantic"] = True
    return d
