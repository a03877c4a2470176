"""The Riftbound cards compiled ahead of time: ``cards.json``, made by `judge cards compile`
(``judge.cardtext.store``: every catalogue card's compiled text in catalogue order, the parse
table, and the fingerprints saying what they were made from). ``compiler.compile_card`` reads
the stored cards when the file was made from the sources in place (``SOURCES``); the parse
table stands in for the parser when only the grammar is unchanged.
``tests/judge/riftbound/test_compiled_artifact.py`` checks the shipped file is current."""

from __future__ import annotations

from pathlib import Path

from judge.cardtext.store import Parses, Store, StoreSpec, checked_entry

from ..compiler.compile import GRAMMAR

#: bump when what the file stores, or how, changes (it is part of the fingerprint)
FORMAT = 1
ARTIFACT = Path(__file__).with_name("cards.json")
#: what the stored results depend on, relative to the folder holding ``judge/``: globs, in this order
SOURCES = (
    "judge/cardtext/*.py",  # the shared machinery
    "judge/riftbound/cards/compiler/**/*.py",  # the compiler: text, transform, assemble
    "judge/riftbound/cards/compiler/**/*.lark",  # the grammar
    "judge/riftbound/cards/model.py",  # RbCardDef, Ability, keywords (validation)
    "judge/riftbound/checks.py",  # check_effects (validation)
    "judge/riftbound/checks_*.py",
    "judge/riftbound/effects.py",  # the verbs (VERBS, MODIFIERS)
    "judge/riftbound/effects_*.py",
    "judge/riftbound/targets.py",  # selectors, conditions
    "rules_index/riftbound_catalogue.py",  # a card's printed facts and text
    "rules_index/sources/cards/riftbound-cards.json",  # the catalogue
)


def _card_ids() -> list[str]:
    from rules_index.riftbound_catalogue import rb_catalogue

    return list(rb_catalogue().cards)


def compile_entry(card_id: str) -> dict:
    """What the file stores for a card, compiled from its printed text now."""
    from rules_index.riftbound_catalogue import rb_catalogue

    from ..compiler import definition_validates
    from ..compiler.compile import compile_text

    card = rb_catalogue().cards[card_id]
    result = compile_text(card.name, card.type, card.text)
    return checked_entry({"id": card.id, "set": card.set, "definition": result.definition,
                          "sentences": [list(s) for s in result.sentences],
                          "validates": definition_validates(card_id, result)})


STORE = Store(StoreSpec(name="riftbound", artifact=ARTIFACT, format=FORMAT, sources=SOURCES, grammar=GRAMMAR,
                        card_ids=_card_ids, compile_entry=compile_entry))


__all__ = ["ARTIFACT", "FORMAT", "Parses", "SOURCES", "STORE", "compile_entry"]
