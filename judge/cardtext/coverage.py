"""How much of a game's card pool compiles completely, per set, and what is missing.

The missing sentences are counted as written (numbers as N) and grouped by the construct the
game's compiler names for them (``construct``: "a triggered ability 'when …'", "dividing
damage", …; the parser's own message is no use to a reader), so the coverage says what to
build next.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

from .result import Compiled


def coverage(cards: Iterable[tuple[str, str]], compile_card: Callable[[str], Compiled],
             validates: Callable[[str], bool], construct: Callable[[str, str], str] | None = None,
             apart: Callable[[str], bool] | None = None) -> dict:
    """``cards``: (card ID, set code) in catalogue order. Per set and overall: cards, complete
    compiles, their share; ``missing``: the most frequent sentences that do not compile
    (numbers as N); ``constructs``: the failing sentences grouped by what is missing
    (``construct(sentence, why)``). Cards for which ``apart`` holds (Riftbound: keywords the
    rule document does not define) are counted in ``beyond_rulebook`` instead."""
    per_set: dict[str, dict] = {}
    missing: Counter = Counter()
    constructs: Counter = Counter()
    beyond = {"cards": 0, "complete": 0}
    total = complete = 0
    for card_id, card_set in cards:
        result = compile_card(card_id)
        ok = result.complete
        if ok and not validates(card_id):
            ok = False
            missing["(definition does not validate)"] += 1
            constructs["(definition does not validate)"] += 1
        if apart is not None and apart(card_id):
            beyond["cards"] += 1
            beyond["complete"] += int(ok)
            continue
        s = per_set.setdefault(card_set, {"cards": 0, "complete": 0})
        s["cards"] += 1
        s["complete"] += int(ok)
        total += 1
        complete += int(ok)
        for sentence, done, why in result.sentences:
            if not done:
                missing[re.sub(r"\b\d+\b", "N", sentence)] += 1
                if construct is not None:
                    constructs[construct(sentence, why)] += 1
    for s in list(per_set.values()) + [beyond]:
        s["share"] = round(s["complete"] / s["cards"], 3) if s["cards"] else 0.0
    out = {"cards": total, "complete": complete, "share": round(complete / total, 3) if total else 0.0,
           "sets": per_set, "missing": missing.most_common()}
    if construct is not None:
        out["constructs"] = constructs.most_common()
    if apart is not None:
        out["beyond_rulebook"] = beyond
    return out
