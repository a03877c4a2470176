"""What a Riftbound sentence that does not compile lacks, by the construct it uses (for
`judge cards coverage --game riftbound`): the first matching construct names the sentence."""

from __future__ import annotations

import re

#: (construct, pattern on the sentence as printed), in order
CONSTRUCTS: tuple[tuple[str, str], ...] = (
    ("tokens: playing a token", r"\btoken\b"),
    ("replacement: instead, would, the next time", r"\binstead\b|\bwould\b|\bthe next time\b"),
    ("costs: discounts, additional costs, paying", r"\bcosts?\b|\bpay\b|\bless\b"),
    ("looking at, revealing, searching a deck", r"\blook at\b|\breveal|\bsearch|\btop\b.*\bdeck\b"),
    ("moving units, battlefields", r"\bmove|\bbattlefield\b"),
    ("a triggered ability 'when …' / 'at …'", r"^(when|whenever|at the|at start|after)\b"),
    ("a passive ability: 'while …', 'have', 'get'", r"\bwhile\b|\bhave\b|\bhas\b|\bgets?\b|\bcan't\b|\bcannot\b"),
    ("choosing, 'for each', counting", r"\bchoose\b|\bfor each\b|\bequal to\b|\bnumber of\b"),
    ("playing cards from zones", r"\bplay\b"),
    ("buffs and might", r"\bbuff|\bmight\b"),
)
_COMPILED = tuple((name, re.compile(pattern, re.IGNORECASE)) for name, pattern in CONSTRUCTS)


def construct(sentence: str, why: str) -> str:
    if why.startswith("not valid card format"):
        return "read, but not valid card format: " + why.split(":", 1)[1].strip()[:60]
    if why.startswith("effects outside an ability"):
        return "effects outside an ability"
    for name, pattern in _COMPILED:
        if pattern.search(sentence):
            return name
    return "another phrasing"
