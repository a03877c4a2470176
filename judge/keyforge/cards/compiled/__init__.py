"""The KeyForge cards compiled ahead of time: ``cards.json``, made by `judge cards compile`
(``judge.cardtext.store``: the compiled cards of the four covered sets in catalogue order,
the parse table, and the fingerprints saying what they were made from).

``compiler.compile_card`` and ``coverage`` read the stored cards when the file was made from
the sources in place (``SOURCES``), and the parse table stands in for the parser when only
the grammar is unchanged. ``tests/judge/keyforge/test_compiled_artifact.py`` checks the
shipped file is current and agrees with compiling from the text.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from judge.cardtext.store import Artifact, Parses, Store, StoreSpec, checked_entry

from ..compiler.compile import GRAMMAR

if TYPE_CHECKING:
    from rules_index.catalogue import Card

#: bump when what the file stores, or how, changes (it is part of the fingerprint)
FORMAT = 2
ARTIFACT = Path(__file__).with_name("cards.json")
#: what the stored results depend on, relative to the folder holding ``judge/``: globs, in this order
SOURCES = (
    "judge/cardtext/*.py",  # the shared machinery: parse table, results
    "judge/keyforge/cards/compiler/**/*.py",  # the compiler: text, prepare, transform, assemble
    "judge/keyforge/cards/compiler/**/*.lark",  # the grammar
    "judge/keyforge/cards/model.py",  # CardDef, Ability, keywords (validation)
    "judge/keyforge/vocabulary.py",  # check_effect / check_static (validation)
    "judge/keyforge/kinds.py",  # the kinds of values the vocabulary checks (check_kinds)
    "judge/keyforge/kga_*.py",  # statics a creature gains, spend limits: checked by vocabulary and text
    "judge/keyforge/select.py",  # selectors, target keys, operands the vocabulary accepts
    "judge/keyforge/verbs.py",  # the verbs and their parameters (VERBS, PARAMS)
    "judge/keyforge/verbs_*.py",
    "judge/keyforge/text.py",  # text.ability: a lasting ability's validation
    "rules_index/catalogue.py",  # a card's printed facts and text, which sets are covered
    "rules_index/sources/cards/keyforge-cards.json",  # the catalogue
)


def _card_ids() -> list[str]:
    from rules_index.catalogue import catalogue

    return [c.id for c in catalogue().covered()]


def compile_entry(card: "Card | str") -> dict:
    """What the file stores for a card, compiled from its printed text now."""
    from rules_index.catalogue import catalogue

    from ..compiler import definition_validates
    from ..compiler.compile import compile_text

    card = catalogue().cards[card] if isinstance(card, str) else card
    result = compile_text(card.name_en, card.type, card.text_en)
    return checked_entry({"id": card.id, "set": card.set, "definition": result.definition,
                          "sentences": [list(s) for s in result.sentences],
                          "validates": definition_validates(card, result)})


STORE = Store(StoreSpec(name="keyforge", artifact=ARTIFACT, format=FORMAT, sources=SOURCES, grammar=GRAMMAR,
                        card_ids=_card_ids, compile_entry=compile_entry))

__all__ = ["ARTIFACT", "Artifact", "FORMAT", "Parses", "SOURCES", "STORE", "compile_entry"]


def stored(card_id: str) -> dict | None:
    return STORE.stored(card_id)


def current() -> Artifact | None:
    return STORE.current()


def stale() -> str | None:
    return STORE.stale()
