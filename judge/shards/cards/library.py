"""The built-in Shards of Infinity card library: every card the rulebook's examples and FAQ
name. Names are the German printed names; English names resolve too. The German document
is a scan whose icons and some numbers were lost: every value read as a guess is marked
``guess`` on the card and listed in docs/rulings.md (Shards 1)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.deckbuilding.cards import Library

VERBS = {"gain", "draw", "banish", "mastery", "unity", "destroy_champion"}


@lru_cache(maxsize=1)
def library() -> Library:
    return Library(Path(__file__).with_name("cards.json"), VERBS)
