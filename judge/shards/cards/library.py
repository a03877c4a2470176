"""The built-in Shards of Infinity card library: every card of the base set — the 45 cards
of the centre deck (88 copies, 22 per faction) and the 4 cards of the starting deck (7
Crystal, 1 Blaster, 1 Shard Reactor, 1 Infinity Shard).

Names are the German rulebook's where it names the card (13 cards: the 11 the card facts
list and Mycel-Eremit and Code-Seherin, which the rulebook's examples name,
docs/deckbuilding.md), else the English name; both resolve, and so do the rulebook's
OCR-damaged spellings. The facts (cost, faction, type, mercenary, defense, shield, copies)
are those of the vendored card facts (``rules_index/sources/cards/shards-cards.json``; a test
compares every definition with them); what a card does is our encoding as data
(``cards.json``, the verbs in ``judge.shards.effects``, their shapes in ``format.py``).
``card_page`` gives what a card page shows: names by language, facts, and what the card does
in our words, in German, English and Polish (made from the definition the engine plays,
``words.py``).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.deckbuilding.cards import DbCardDef, Library
from judge.deckbuilding.describe import Describer, sentence
from judge.deckbuilding.i18n import M
from judge.i18n import Text, joined

from .format import FORMAT
from .words import FACTIONS, WORDS

VERBS = set(FORMAT.verbs)


@lru_cache(maxsize=1)
def library() -> Library:
    return Library(Path(__file__).with_name("cards.json"), FORMAT)


def describe(card: DbCardDef) -> Text:
    """What the card does, in German, English and Polish (our words, made from its definition)."""
    d = Describer(WORDS)
    parts: list[Text] = []
    if card.shield:
        parts.append(M("Schild {n} (auf der Hand vorzeigen)", n=card.shield))
    parts += [d.static(s) for s in card.static]
    if card.effects:
        said = d.effects(card.effects)
        parts.append(M("Beim Ausspielen: {effects}", effects=said) if card.type == "champion" else said)
    for a in card.abilities:
        parts.append(M("Aktivieren: {effects}", effects=d.effects(a.get("effects", []))))
    return joined([sentence(p) for p in parts], " ")


def card_page(card: DbCardDef) -> dict:
    """What a card page needs: names by language, the facts, what the card does in our words."""
    facts = {"type": "mercenary" if card.mercenary else "starter" if card.starting else card.type,
             "faction": card.faction, "cost": card.cost, "count": card.count, "role": card.role(),
             "defense": card.health if card.type == "champion" else None, "shield": card.shield or None,
             "mercenary": card.mercenary}
    return {"name": card.name, "id": card.id, "names": card.names(), "facts": facts,
            "faction_names": dict(FACTIONS[card.faction]) if card.faction else None,
            "description": dict(describe(card))}
