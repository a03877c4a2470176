"""The glossaries (DE "GLOSSAR", 86 entries; PL "GLOSARIUSZ", 94 entries) as one
language-neutral ``glossary`` record per concept, ``kf:glossary/<slug>``.

The alignment is the explicit table in ``glossary_table``; an entry heading missing from
it raises. The part heading itself becomes the section ``kf:rules/glossary`` (its intro
paragraph as text, every entry as a child).
"""

from __future__ import annotations

from rules_index.model import GLOSSARY, SECTION, Rule, Text

from . import document as D
from .glossary_table import GLOSSARY as TABLE
from .glossary_table import SUB_BLOCKS, slug_for

GAME = "kf"
SECTION_ID = "kf:rules/glossary"


def entries(lang: str) -> tuple[D.Line, list[D.Line], list[tuple[D.Line, list[D.Line]]]]:
    """(part heading, intro lines, [(entry heading, body lines)]) of one book's glossary."""
    part = D.parts(lang)["glossary"]
    head, rest = part.lines[0], part.lines[1:]
    intro, blocks = D.split_at(rest, lambda ln: D.is_heading(ln.text) and ln.text not in SUB_BLOCKS[lang])
    return head, intro, blocks


def parse() -> list[Rule]:
    texts: dict[str, dict[str, Text]] = {}
    section_texts: dict[str, Text] = {}
    for lang in ("de", "pl"):
        doc = D.LANGS[lang]
        head, intro, blocks = entries(lang)
        section_texts[lang] = Text(lang, doc, head.text, D.block_text(intro), head.no)
        for entry_head, body in blocks:
            slug = slug_for(lang, entry_head.text)
            if slug is None:
                raise ValueError(f"{doc}: glossary heading {entry_head.text!r} (line {entry_head.no}) "
                                 "is not in glossary_table")
            gid = f"kf:glossary/{slug}"
            if lang in texts.get(gid, {}):
                raise ValueError(f"{doc}: glossary heading {entry_head.text!r} printed twice")
            texts.setdefault(gid, {})[lang] = Text(lang, doc, entry_head.text, D.block_text(body), entry_head.no)
    rules = []
    for _, _, slug in TABLE:
        gid = f"kf:glossary/{slug}"
        rules.append(Rule(gid, GAME, GLOSSARY, texts[gid], parent=SECTION_ID))
    section = Rule(SECTION_ID, GAME, SECTION, section_texts, children=[r.id for r in rules])
    return [section, *rules]
