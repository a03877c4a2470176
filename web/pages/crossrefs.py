"""Turn the cross references printed in a rule's text into links.

The text is split into segments ``(text, target_id | None)``; templates render each
segment escaped, wrapping linked ones in ``<a href="/rules/<target>">``. Nothing here
produces markup.

Sources of links, in order of precedence (overlaps keep the earlier span):
1. the rule's ``refs``: each ``Ref.raw`` phrase found in the text links to ``Ref.target``
   (matched with flexible whitespace); a "Siehe auch: A, B, C" line whose refs are stored
   one per term ("Siehe auch: B") links each term after the line's prefix;
2. printed rule numbers: "Regel 554", "Regeln 557 bis 563", "Siehe Regel 540.4.b." link to
   the Riftbound rule of that number if the index has it.

Refs whose phrase is not in the text (the Riftbound parser keeps the trailing "Siehe Regel
518. …" lines as refs, not as body) are returned by ``unplaced_refs`` for a "see also" list.
"""

from __future__ import annotations

import re
from collections.abc import Container

from rules_index.model import Ref, Rule

Segment = tuple[str, str | None]

RULE_NUMBER = re.compile(r"\b(Regeln?|Regel|reguł[ayę]?|zasad[ayę]?)\s+(\d{3}(?:\.[0-9a-z]+)*)"
                         r"((?:\s*(?:,|und|oder|bis|i|lub|do)\s+\d{3}(?:\.[0-9a-z]+)*)*)", re.I)
MORE_NUMBERS = re.compile(r"\d{3}(?:\.[0-9a-z]+)*", re.I)
SEE_ALSO_PREFIX = re.compile(r"^(.*?:)\s*(.+)$")


def _phrase_pattern(raw: str) -> re.Pattern:
    parts = [re.escape(p) for p in raw.split()]
    return re.compile(r"\s+".join(parts))


def _number_target(number: str, known: Container[str], game: str) -> str | None:
    if game != "rb":
        return None
    number = number.rstrip(".")
    while number:
        if f"rb:{number}" in known:
            return f"rb:{number}"
        if "." not in number:
            return None
        number = number.rsplit(".", 1)[0]  # "540.4.b.x" → nearest printed ancestor
    return None


def _ref_spans(text: str, refs: list[Ref], known: Container[str]) -> list[tuple[int, int, str]]:
    spans: list[tuple[int, int, str]] = []
    for ref in refs:
        if not ref.target or ref.target not in known or not ref.raw.strip():
            continue
        found = [(m.start(), m.end(), ref.target) for m in _phrase_pattern(ref.raw).finditer(text)]
        if not found:
            m = SEE_ALSO_PREFIX.match(ref.raw.strip())
            if m:  # "Siehe auch: Ernten" stored per term; printed "Siehe auch: Erbeuten, Ernten"
                at = text.find(m.group(1))
                term = m.group(2).strip(" .„“”\"")
                if at >= 0 and term:
                    t = re.compile(r"(?<!\w)" + re.escape(term) + r"(?!\w)").search(text, at + len(m.group(1)))
                    if t:
                        found = [(t.start(), t.end(), ref.target)]
        spans.extend(found)
    return spans


def _number_spans(text: str, known: Container[str], game: str) -> list[tuple[int, int, str]]:
    spans = []
    for m in RULE_NUMBER.finditer(text):
        first = _number_target(m.group(2), known, game)
        if first:
            spans.append((m.start(), m.end(2), first))
        offset = m.start(3)
        for extra in MORE_NUMBERS.finditer(m.group(3) or ""):
            target = _number_target(extra.group(), known, game)
            if target:
                spans.append((offset + extra.start(), offset + extra.end(), target))
    return spans


def link_segments(text: str, rule: Rule, lang: str, known: Container[str]) -> list[Segment]:
    """``text`` (one language's title or body of ``rule``) as linked segments."""
    refs = [r for r in rule.refs if r.lang == lang]
    spans = _ref_spans(text, refs, known) + _number_spans(text, known, rule.game)
    spans = [s for s in spans if s[2] != rule.id]
    out: list[Segment] = []
    pos = 0
    for start, end, target in sorted(spans, key=lambda s: (s[0], -s[1])):
        if start < pos:
            continue  # overlaps an earlier link
        if start > pos:
            out.append((text[pos:start], None))
        out.append((text[start:end], target))
        pos = end
    if pos < len(text):
        out.append((text[pos:], None))
    return out


def paragraphs(text: str, rule: Rule, lang: str, known: Container[str]) -> list[list[Segment]]:
    """The body split at blank lines, each paragraph as linked segments."""
    return [link_segments(p.strip(), rule, lang, known) for p in re.split(r"\n\s*\n", text) if p.strip()]


def unplaced_refs(rule: Rule, known: Container[str]) -> list[Ref]:
    """Refs whose printed phrase does not occur in the text of their language."""
    out = []
    for ref in rule.refs:
        t = rule.texts.get(ref.lang) or rule.text()
        if ref.target in known and not _ref_spans(t.title + "\n" + t.body, [ref], known):
            out.append(ref)
    return out
