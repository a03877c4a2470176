"""Rulebook sections (rules part and lore/credits part) as ``section`` records.

Every heading of the rules and "about" parts must be in ``section_table`` (an unknown
heading raises, so a re-vendored document cannot silently lose a section). A section's
text is what stands between its heading and the next heading; sub-sections are records
of their own, linked by ``parent``/``children``.
"""

from __future__ import annotations

from rules_index import documents
from rules_index.model import EXAMPLE, SECTION, Rule, Text

from . import document as D
from .section_table import EXAMPLES, SECTIONS, TITLE_PAGE, Row

GAME = "kf"
_COL = {"de": 2, "pl": 3}


def match_headings(part_name: str, lang: str) -> list[tuple[str, D.Line, list[D.Line]]]:
    """(section ID, heading line, body lines) for every heading of the part, in order."""
    rows: list[Row] = SECTIONS[part_name]
    col = _COL[lang]
    part = D.parts(lang)[part_name]
    _, blocks = D.split_at(part.lines, lambda ln: D.is_heading(ln.text))
    used: set[str] = set()
    out = []
    for head, body in blocks:
        row = next((r for r in rows if r[col] == head.text and r[0] not in used), None)
        if row is None:
            raise ValueError(f"{part.doc}: heading {head.text!r} (line {head.no}) is not in section_table")
        used.add(row[0])
        out.append((row[0], head, body))
    missing = [r[0] for r in rows if r[col] is not None and r[0] not in used]
    if missing:
        raise ValueError(f"{part.doc}: sections not found: {missing}")
    return out


def _title_page(lang: str) -> Text:
    front = D.parts(lang)["front"]
    doc = documents.DOCUMENTS[front.doc]
    return Text(lang, front.doc, f"{doc.title} ({doc.edition})", D.block_text(front.lines), D.first_line(front.lines))


def parse() -> list[Rule]:
    texts: dict[str, dict[str, Text]] = {TITLE_PAGE: {}}
    for lang in ("de", "pl"):
        texts[TITLE_PAGE][lang] = _title_page(lang)
        for part_name in ("rules", "about"):
            for sid, head, body in match_headings(part_name, lang):
                texts.setdefault(sid, {})[lang] = Text(lang, D.LANGS[lang], head.text, D.block_text(body), head.no)
    rows = [r for part_name in ("rules", "about") for r in SECTIONS[part_name]]
    rules = [Rule(TITLE_PAGE, GAME, SECTION, texts[TITLE_PAGE])]
    by_id: dict[str, Rule] = {}
    for sid, parent, _, _ in rows:
        rule = Rule(sid, GAME, EXAMPLE if sid in EXAMPLES else SECTION, texts[sid], parent=parent)
        if sid.startswith("kf:turn/step-"):
            rule.number = sid.rsplit("-", 1)[1]
        by_id[sid] = rule
        rules.append(rule)
    for rule in rules:
        if rule.parent:
            parent = by_id[rule.parent]
            if rule.kind == EXAMPLE:
                parent.examples.append(rule.id)
            parent.children.append(rule.id)
    return rules
