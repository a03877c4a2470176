"""Parser for the two KeyForge rulebooks, aligned: German v1.5 (Nov 2019, ``kf-de``) and
Polish (July 2020, ``kf-pl``).

``parse()`` returns one language-neutral record per rule that either book states, with
the German and/or Polish text attached, in this order:

* sections (``sections``): title page, rules sections ``kf:rules/<slug>``, the turn steps
  ``kf:turn/step-1`` … ``kf:turn/step-5``, lore/credits ``kf:about/<slug>``;
* glossary (``glossary``): ``kf:rules/glossary`` and ``kf:glossary/<slug>`` (86 DE, 94 PL);
* errata (``errata``): ``kf:rules/errata`` and ``kf:errata/<set>-<number>`` (16 DE, 17 PL);
* FAQ (``faq``): ``kf:rules/faq``, PL topics ``kf:faq/pl-topic-NN``, ``kf:faq/de-NN``
  (55) and ``kf:faq/pl-NN`` (83), twins linked;
* timing chart (``timing``): ``kf:rules/timing-chart`` and ``kf:timing/...``.

Then every record's cross references are resolved (``refs``) and the notes on where the
editions differ (``differs``) are attached. Icons and markup are normalised on reading
(``icons``). Deterministic: the same records in the same order on every call.
"""

from __future__ import annotations

from rules_index.model import Rule

from . import errata, faq, glossary, refs, sections, timing
from .differs import DIFFERS


def parse() -> list[Rule]:
    rules: list[Rule] = []
    for module in (sections, glossary, errata, faq, timing):
        rules.extend(module.parse())
    ids = [r.id for r in rules]
    if len(ids) != len(set(ids)):
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        raise ValueError(f"duplicate KeyForge IDs: {dupes}")
    unknown = set(DIFFERS) - set(ids)
    if unknown:
        raise ValueError(f"differs notes for unknown IDs: {sorted(unknown)}")
    for r in rules:
        if r.differs is None and r.id in DIFFERS:
            r.differs = DIFFERS[r.id]
    refs.attach(rules)
    return rules
