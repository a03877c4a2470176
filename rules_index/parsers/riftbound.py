"""Parser for the German Riftbound Core Rules (document key ``rb-de``).

The document is a machine translation with one rule per line: ``103.1.b.2 Dies kann ...``.
Between the numbered lines stand examples ("Beispiel: ..."), stand-alone cross
reference lines ("Siehe Regel 554. Karten ausspielen für weitere Informationen.") and
continuation lines (list items, the second half of a broken sentence).

What ``parse()`` returns, in document order:

* one ``rule`` record per printed rule number, ID ``rb:<number>`` (1,352 rules);
* one ``example`` record per example, ID ``rb:<number>/ex<k>``, parent = the rule it
  illustrates; the rule lists it in ``examples`` (104 examples, see ``_split_examples``);
* ``Ref`` records for every printed reference to a rule number (102, see ``REF``).

Damage handled (the vendored file is checked by tests/rules_index/test_riftbound_parser.py):

* rule numbers without the final dot ("515.2.a.1 Zu Beginn", 51 lines) and one with a
  colon instead ("625.1.b.2: Bei ...");
* glued lines ("... Text. 515.3. Nächste Regel"): a rule number after a sentence end is
  split off when it can follow the current rule (``_follows``); references ("Regel 554.")
  and plain numbers ("2 Kopien") never split. The vendored file has no such line; the
  splitter exists for re-vendored editions and is tested on a synthetic line;
* examples inline in a rule line (126.1, 560.2.a.1, 563.2.c.7, 563.2.c.8 with three) and
  two examples on one line (after 103.2.a.2) are split into separate records;
* sentences broken over two lines (540.1.b.1, 575.2) are re-joined with a space;
* duplicate numbers (none in the vendored file): the second occurrence's text is appended
  to the first rule so IDs stay unique; ``find_duplicates()`` lists them;
* the might icon, rendered "[S]" ("+1 [S]", "1[S]-Rekruten-Token"), becomes
  ``model.POWER``. Other bracket tokens ([C], [1], [T], [Schild], [X] ...) are printed
  text or resource symbols without a model token and stay as printed.
Gaps in the numbering (577.1 and 647 are missing) are left as they are.
"""

from __future__ import annotations

import re

from rules_index import documents
from rules_index.model import EXAMPLE, POWER, RULE, Ref, Rule, Text

DOC = "rb-de"
GAME = "rb"
LANG = "de"

# A rule number: three digits, then dotted parts alternating number/letter (103.1.b.2).
NUM = r"\d{3}(?!\d)(?:\.(?:\d+|[a-z])(?![0-9A-Za-zÄÖÜäöüß]))*"
RULE_START = re.compile(rf"^(?P<num>{NUM})(?P<sep>[.:]?)\s+(?P<text>\S.*)$")
# A rule number glued after a sentence end inside a line.
GLUED = re.compile(rf"(?<=[.!?“”\")])\s*(?P<num>{NUM})(?P<sep>[.:]?)\s+(?=\S)")
EXAMPLE_MARK = re.compile(r"(?:(?<=\s)|^)(?:Beispiele?:|Zum Beispiel\b)")
# What counts as a cross reference: every rule number printed after the word "Regel" /
# "Regeln" (or after "unter" in one "Weitere Informationen findest du unter 107.5." line).
# That covers "Siehe Regel", "Springe zu Regel", "Weiter zu / Zurück zu Regel",
# "Weitere Informationen ... in Regel", and in-sentence pointers ("gemäß Regel 559",
# "wiederhole Regel 539"); a range "Regeln 557 bis 563" is one reference to its first rule.
# Bare numbers ("2 Kopien", "Schritt 4", "Schritt b") are not references.
REF = re.compile(rf"(?:\bRegeln?|\bunter)\s+(?P<num>{NUM})(?:\s+bis\s+(?P<to>{NUM}))?")
# Navigation sentences; a reference inside one gets the whole sentence as its ``raw``.
NAV = re.compile(
    rf"(?:Siehe|Springe zu|Weiter zu|Zurück zu)\s+Regel\s+{NUM}\.?"
    r"(?:[^\n]*?für (?:weitere|mehr) Informationen[^\n.]*\.)?"
    rf"|Weitere Informationen[^\n]*?(?:Regel|unter)\s+{NUM}\.?(?:\s[^\n.]*\.)?"
)
REF_LINE = re.compile(r"^(?:Siehe|Springe zu|Weiter zu|Zurück zu|Weitere Informationen)\b.*\d{3}")
SENTENCE_END = re.compile(r"(?<!\bd\.h)(?<!\bz\.B)(?<!\bZ\.B)(?<=[a-zäöüß)”“\"\]0-9])[.!?](?=\s|$)")


def _normalise_icons(line: str) -> str:
    """Replace the might icon "[S]" with the model's POWER token."""
    return line.replace("[S]", POWER)


def _key(number: str) -> tuple[int, ...]:
    """Sort key of a rule number: 103.1.b.2 -> (103, 1, 2, 2)."""
    return tuple(int(p) if p.isdigit() else ord(p) - 96 for p in number.split("."))


def _follows(prev: str | None, cand: str) -> bool:
    """Whether ``cand`` can be the next rule number after ``prev``: a child of ``prev`` or
    a later sibling of ``prev`` or of one of its ancestors (gaps allowed)."""
    if prev is None:
        return True
    p, c = _key(prev), _key(cand)
    if len(c) == len(p) + 1 and c[:-1] == p:
        return True
    return any(
        len(c) == depth and c[:-1] == p[: depth - 1] and c[-1] > p[depth - 1]
        for depth in range(len(p), 0, -1)
    )


def _rule_start(line: str, prev: str | None) -> tuple[str, str] | None:
    """(number, text) if ``line`` starts with a rule number, with or without its final dot.
    A bare three-digit number ("100 Karten") counts only if it can follow ``prev``."""
    m = RULE_START.match(line)
    if not m:
        return None
    num = m["num"]
    if "." not in num and not m["sep"] and not _follows(prev, num):
        return None
    return num, m["text"]


def _split_glued(text: str, current: str | None) -> list[tuple[str | None, str]]:
    """Split rule numbers glued into ``text`` after a sentence end ("... Text. 515.3. Next").
    Returns pieces (number or None for the leading piece, text). A candidate must be able
    to follow the rule before it, and a bare three-digit number needs its dot."""
    pieces: list[tuple[str | None, str]] = []
    start, num = 0, None
    for m in GLUED.finditer(text):
        cand = m["num"]
        if "." not in cand and not m["sep"]:
            continue
        if not _follows(num or current, cand):
            continue
        pieces.append((num, text[start : m.start()].strip()))
        start, num = m.end(), cand
    pieces.append((num, text[start:].strip()))
    return pieces


def _split_examples(text: str) -> tuple[str, list[str]]:
    """Split ``text`` into the rule text before the first example marker and the examples.
    Markers: "Beispiel:" (each one is an example, so two on a line are two), "Beispiele:"
    (one example; its list follows on the next lines) and "Zum Beispiel" (128.3)."""
    marks = list(EXAMPLE_MARK.finditer(text))
    if not marks:
        return text, []
    ends = [m.start() for m in marks[1:]] + [len(text)]
    return text[: marks[0].start()].rstrip(), [text[m.start() : e].strip() for m, e in zip(marks, ends)]


def _is_ref_line(line: str) -> bool:
    """A stand-alone cross-reference line ("Siehe Regel 518. ...", "Springe zu Regel 543.")."""
    return bool(REF_LINE.match(line)) and bool(REF.search(line))


def _find_refs(text: str) -> list[Ref]:
    """Every reference in ``text`` (see ``REF``); ``raw`` is the navigation sentence around
    it if there is one, else the "Regel N" phrase. Targets are resolved later."""
    spans = [(m.start(), m.end(), m.group(0).strip()) for m in NAV.finditer(text)]
    refs = []
    for m in REF.finditer(text):
        raw = next((s for a, b, s in spans if a <= m.start() < b), m.group(0))
        refs.append(Ref(raw=raw, target=f"{GAME}:{m['num']}", lang=LANG))
    return refs


def _is_heading_like(text: str) -> bool:
    """A short line without a sentence: at most six words and no final '.', ':' or ','."""
    return len(text.split()) <= 6 and not text.rstrip().endswith((".", ":", ","))


def _title(text: str) -> str:
    """Heading-like text as it is; otherwise its first sentence, cut to ~80 characters."""
    text = text.strip()
    if _is_heading_like(text):
        return text
    m = SENTENCE_END.search(text)
    sentence = text[: m.start()] if m else text.rstrip(".")
    if len(sentence) <= 80:
        return sentence
    cut = sentence[:80]
    return (cut[: cut.rfind(" ")] if " " in cut else cut).rstrip(" ,;:") + "…"


def _join(body: str, more: str) -> str:
    """Append a continuation line: a space if it continues a broken sentence (starts in
    lower case after a line without final punctuation), else a new line."""
    if not body:
        return more
    if more[:1].islower() and not body.endswith((".", ":", "!", "?")):
        return f"{body} {more}"
    return f"{body}\n{more}"


def _new_rule(num: str, text: str, line: int) -> Rule:
    """A numbered rule record."""
    body = text.strip()
    return Rule(id=f"{GAME}:{num}", game=GAME, kind=RULE, number=num,
                texts={LANG: Text(lang=LANG, doc=DOC, title=_title(body), body=body, line=line)})


def _new_example(rule: Rule, raw: str, line: int) -> Rule:
    """An example record for ``rule``; the marker "Beispiel:"/"Beispiele:" is dropped from
    the body ("Zum Beispiel ..." is kept whole, it is part of the sentence)."""
    title = "Beispiele" if raw.startswith("Beispiele:") else "Beispiel"
    body = re.sub(r"^Beispiele?:\s*", "", raw)
    ex = Rule(id=f"{rule.id}/ex{len(rule.examples) + 1}", game=GAME, kind=EXAMPLE, parent=rule.id,
              texts={LANG: Text(lang=LANG, doc=DOC, title=title, body=body, line=line)},
              refs=_find_refs(body))
    rule.examples.append(ex.id)
    return ex


def _assign_parents(rules: list[Rule]) -> None:
    """Dotted rules hang under the number without its last part (103.1.b.2 -> 103.1.b).
    Top-level numbers: a *group heading* is heading-like and has no dotted sub-rules
    (101 "Konstruktion des Decks", 545 "Showdowns"); a group heading whose number is a
    multiple of 100 (000, 100, 500, 700) is a *section* with no parent. Other group
    headings hang under the latest section; other top-level rules under the latest group
    heading (102 -> 101, 127 "Privatsphäre" -> 124 "Karten", 600 -> 590)."""
    by_id = {r.id: r for r in rules}
    has_subrules = {r.number.split(".")[0] for r in rules if "." in r.number}
    section = group = None
    for r in rules:
        if "." in r.number:
            r.parent = f"{GAME}:{r.number.rsplit('.', 1)[0]}"
        elif r.number not in has_subrules and _is_heading_like(r.texts[LANG].body.split("\n")[0]):
            if int(r.number) % 100 == 0:
                r.parent, section, group = None, r.id, r.id
            else:
                r.parent, group = section, r.id
        else:
            r.parent = group
        if r.parent:
            by_id[r.parent].children.append(r.id)


def find_duplicates(text: str | None = None) -> list[str]:
    """Rule numbers printed more than once (at line starts), in document order."""
    seen, dups, prev = set(), [], None
    for line in (documents.read(DOC) if text is None else text).split("\n"):
        start = _rule_start(line.strip(), prev)
        if start:
            num = prev = start[0]
            if num in seen:
                dups.append(num)
            seen.add(num)
    return dups


def parse(text: str | None = None) -> list[Rule]:
    """All rules and examples of the Riftbound document (or of ``text``), in document order."""
    src = documents.read(DOC) if text is None else text
    out: list[Rule] = []
    rules: dict[str, Rule] = {}
    current: Rule | None = None
    example: Rule | None = None  # the example that continuation lines extend
    for lineno, raw in enumerate(src.split("\n"), 1):
        line = _normalise_icons(raw.strip())
        if not line:
            continue
        if current and _is_ref_line(line):
            current.refs.extend(_find_refs(line))
            example = None
            continue
        start = _rule_start(line, current.number if current else None)
        head_num, rest = start if start else (None, line)
        for num, piece in _split_glued(rest, head_num or (current.number if current else None)):
            num = num or head_num
            head_num = None
            rule_text, examples = _split_examples(piece)
            if num:
                example = None
                if num in rules:  # duplicate number: keep one ID, append the text
                    current = rules[num]
                    current.texts[LANG].body = _join(current.texts[LANG].body, rule_text)
                else:
                    current = rules[num] = _new_rule(num, rule_text, lineno)
                    out.append(current)
                current.refs.extend(_find_refs(rule_text))
            elif rule_text and example:
                example.texts[LANG].body = _join(example.texts[LANG].body, rule_text)
                example.refs.extend(_find_refs(rule_text))
            elif rule_text and current:
                current.texts[LANG].body = _join(current.texts[LANG].body, rule_text)
                current.refs.extend(_find_refs(rule_text))
            for raw_example in examples if current else []:
                example = _new_example(current, raw_example, lineno)
                out.append(example)
    numbered = [r for r in out if r.kind == RULE]
    _assign_parents(numbered)
    ids = {r.id for r in out}
    for r in out:
        for ref in r.refs:
            ref.target = ref.target if ref.target in ids else None
    return out
