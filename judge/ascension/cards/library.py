"""The built-in Ascension card library: every card the rulebook's examples and FAQ name.

Names are the German printed names (the rulebook's); the English names resolve too. What a
card does is our encoding as data (``cards.json``, verbs in ``judge.ascension.effects``);
values the German document does not print (its icons are lost in the scan) are marked
``guess`` on the card and listed in docs/rulings.md (Ascension 1).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.deckbuilding.cards import Library

VERBS = {"gain", "draw", "banish", "defeat", "acquire", "extra_turn", "next_defeat", "take_random",
         "opponents_keep_one_construct", "put_into_play"}


@lru_cache(maxsize=1)
def library() -> Library:
    return Library(Path(__file__).with_name("cards.json"), VERBS)
