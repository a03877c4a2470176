"""The errata (DE 16 entries, PL 17): one ``errata`` record per corrected card printing,
``kf:errata/<set>-<number>`` (English set code lower-cased: cota, aoa, wc, mm), with the
text of every book that prints it.

An erratum starts at a line that is only a card citation, "Köder (RdA 267)" /
"Łańcuch bólu (Czas Wstąpienia 78)"; the following paragraphs are its text. A citation
line ending in "." is text, not a heading (DE: "Achtung: Diese Karte ist nicht identisch
mit der Mars-Karte" / "Back-up der Biomatrix (RdA 208)." belongs to ZdA 124). Paragraphs
about a group of errata (PL "Nowa aktualizacja wprowadza …", why the next six cards
changed) are not part of an erratum; they go to the section ``kf:rules/errata``.
"""

from __future__ import annotations

import re

from rules_index.model import ERRATA, SECTION, Rule, Text

from . import cards as C
from . import document as D
from .differs import DIFFERS

GAME = "kf"
SECTION_ID = "kf:rules/errata"
GROUP_NOTES = ("Nowa aktualizacja wprowadza",)


def _heading(lang: str) -> re.Pattern:
    cite = C.citation_pattern(lang).pattern
    return re.compile(rf"^(?P<name>.+?) \({cite}\)$")


def entries(lang: str) -> tuple[D.Line, list[str], list[tuple[str, str, D.Line, list[str]]]]:
    """(part heading, section paragraphs, [(card key, printed name, heading line, paragraphs)])."""
    part = D.parts(lang)["errata"]
    pattern = _heading(lang)
    head = part.lines[0]
    intro, blocks = D.split_at(part.lines[1:], lambda ln: bool(pattern.match(ln.text)))
    notes = D.paragraphs(intro)
    out = []
    for line, body in blocks:
        m = pattern.match(line.text)
        key = C.card_key(C.SET_CODES[lang][m.group("set")], m.group("num"))
        paras = []
        for p in D.paragraphs(body):
            (notes if p.startswith(GROUP_NOTES) else paras).append(p)
        out.append((key, m.group("name"), line, paras))
    return head, notes, out


def errata_id(key: str) -> str:
    set_en, number = key.split()
    return f"kf:errata/{set_en.lower()}-{number}"


def parse() -> list[Rule]:
    texts: dict[str, dict[str, Text]] = {}
    order: list[str] = []
    section_texts: dict[str, Text] = {}
    for lang in ("de", "pl"):
        doc = D.LANGS[lang]
        head, notes, items = entries(lang)
        section_texts[lang] = Text(lang, doc, head.text, "\n\n".join(notes), head.no)
        for key, name, line, paras in items:
            if key not in texts:
                texts[key] = {}
                order.append(key)
            if lang in texts[key]:
                raise ValueError(f"{doc}: two errata for {key}")
            texts[key][lang] = Text(lang, doc, name, "\n\n".join(paras), line.no)
    rules = []
    for key in order:
        eid = errata_id(key)
        card = C.by_key().get(key)
        rules.append(Rule(eid, GAME, ERRATA, texts[key], number=key.split()[1], parent=SECTION_ID,
                          card=key, cards=[card["name_en"]] if card else [],
                          differs=DIFFERS.get(eid)))
    section = Rule(SECTION_ID, GAME, SECTION, section_texts, children=[r.id for r in rules])
    return [section, *rules]
