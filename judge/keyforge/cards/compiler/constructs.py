"""What a KeyForge sentence that does not compile lacks, by the construct it uses (for
`judge cards coverage`: the parser's own message, "No terminal matches …", says nothing about
what to build next). The first matching construct names the sentence; the order puts the
more specific ones first."""

from __future__ import annotations

import re

#: (construct, pattern on the sentence as printed), in order
CONSTRUCTS: tuple[tuple[str, str], ...] = (
    ("gained abilities in quotes, 'as if'", r'"|\bas if\b'),
    ("replacement: instead, would, rather than", r"\binstead\b|\bwould\b|\brather than\b"),
    ("keys: forge, unforge, steal a key, key cost", r"\bkeys?\b|\bforge\b|\bunforge"),
    ("houses: 'that house', choosing a house, the opponent's house choice", r"\bhouses?\b|\bthat house\b"),
    ("decks: searching, shuffling, revealing", r"\bsearch\b|\bshuffle|\breveal"),
    ("control, swapping, moving", r"\bcontrol\b|\bswap|\bmove\b|\bexchange"),
    ("counters and tokens", r"\bcounters?\b|\btoken"),
    ("armor and damage prevention", r"\barmor\b|\bprevent|\binvulnerable\b|\bcannot be dealt\b"),
    ("dividing damage", r"\bdivided?\b|\bsplit\b"),
    ("choosing a number", r"\bchoose a number\b|\bname a number\b"),
    ("losing a keyword", r"\bloses?\b.*\b(elusive|skirmish|taunt|poison|assault|hazardous)\b"),
    ("the draw step's hand size", r"\bhand size\b|\brefill\b|\bdraw step\b"),
    ("conditions on fighting, reaping, using", r"\bcannot be (used|fought|played)\b|\bcannot (fight|reap|use)\b"
                                               r"|\bonly\b.*\b(fight|reap|use)"),
    ("Omni, Scrap, Alpha and other labels", r"^(omni|scrap|alpha)\b"),
)
_COMPILED = tuple((name, re.compile(pattern, re.IGNORECASE)) for name, pattern in CONSTRUCTS)


def construct(sentence: str, why: str) -> str:
    """The construct a failing sentence uses; a sentence the grammar reads whose result the card
    format refuses says so; anything else is 'another phrasing'."""
    if why.startswith("not valid card format"):
        return "read, but not valid card format: " + why.split(":", 1)[1].strip()[:60]
    for name, pattern in _COMPILED:
        if pattern.search(sentence):
            return name
    return "another phrasing"
