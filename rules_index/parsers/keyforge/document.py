"""The two rulebooks as normalised lines, split into their parts.

Both books have the same parts in the same order; each part starts at a known heading
(``ANCHORS``): front matter (title page), rules, glossary, lore ("about"), errata, FAQ,
timing chart. A line is a *heading* when it has letters and none of them is lower case
(``is_heading``); list items ("- 1 Legt …"), table rows (tabs) and bare numbers are not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rules_index import documents

from .icons import normalise

LANGS = {"de": "kf-de", "pl": "kf-pl"}

PART_NAMES = ("front", "rules", "glossary", "about", "errata", "faq", "timing")
ANCHORS = {
    "de": ("INHALT DES STARTER-SETS", "GLOSSAR", "AUF DER SONNENSEITE DES GLÜCKS", "ERRATA",
           "HÄUFIG GESTELLTE FRAGEN", "TIMING-ÜBERSICHT"),
    "pl": ("ELEMENTY PAKIETU STARTOWEGO", "GLOSARIUSZ", "SZCZĘŚLIWA STRONA", "ERRATA",
           "NAJCZĘŚCIEJ ZADAWANE PYTANIA (FAQ)", "SCHEMAT KOLEJNOŚCI"),
}
PAGE_HEADER = "KEYFORGE"  # printed above the timing chart; dropped from the end of the FAQ


@dataclass(frozen=True)
class Line:
    no: int  # 1-based line number in the vendored file
    text: str  # normalised (icons, markup), stripped; "" for a blank line


@dataclass
class Part:
    name: str
    lang: str
    doc: str
    lines: list[Line]

    def headings(self) -> list[Line]:
        return [ln for ln in self.lines if is_heading(ln.text)]


def is_heading(text: str) -> bool:
    if not text or "\t" in text or text.startswith("- "):
        return False
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and not any(c.islower() for c in letters)


def lines(lang: str) -> tuple[Line, ...]:
    return _lines(documents.read(LANGS[lang]))


@lru_cache(maxsize=8)  # keyed by the text: another version of a book (documents.reading) is parsed anew
def _lines(text: str) -> tuple[Line, ...]:
    return tuple(Line(i, normalise(t)) for i, t in enumerate(text.split("\n"), 1))


def parts(lang: str) -> dict[str, Part]:
    """The document cut at its anchors; every line belongs to exactly one part."""
    return _parts(lang, documents.read(LANGS[lang]))


@lru_cache(maxsize=8)
def _parts(lang: str, text: str) -> dict[str, Part]:
    all_lines = _lines(text)
    starts = [0]
    pos = 0
    for anchor in ANCHORS[lang]:
        idx = next((i for i in range(pos, len(all_lines)) if all_lines[i].text == anchor), None)
        if idx is None:
            raise ValueError(f"kf-{lang}: part heading {anchor!r} not found after line {pos + 1}")
        starts.append(idx)
        pos = idx + 1
    starts.append(len(all_lines))
    out: dict[str, Part] = {}
    for name, a, b in zip(PART_NAMES, starts, starts[1:]):
        chunk = list(all_lines[a:b])
        if name != "front":
            while chunk and chunk[-1].text in ("", PAGE_HEADER):
                chunk.pop()
        out[name] = Part(name, lang, LANGS[lang], chunk)
    return out


# -- text of a block ---------------------------------------------------------------------

_HYPHEN_BREAK = re.compile(r"[^\W\d_]-$")


def paragraphs(block: list[Line]) -> list[str]:
    """Runs of non-blank lines, each joined with "\\n" (list items stay one per line).

    A paragraph broken by a page or column break is re-joined with the next one: a word
    hyphenated at the end ("po-" + "czątkową" → "początkową"), or a long paragraph that
    ends mid-sentence (no final punctuation) followed by a lower-case or "(" start.
    """
    return [text for _, text in numbered_paragraphs(block)]


def numbered_paragraphs(block: list[Line]) -> list[tuple[int, str]]:
    """``paragraphs`` with the line number each paragraph starts at."""
    paras: list[tuple[int, str]] = []
    cur: list[Line] = []
    for ln in [*block, Line(0, "")]:
        if ln.text:
            cur.append(ln)
        elif cur:
            paras.append((cur[0].no, "\n".join(c.text for c in cur)))
            cur = []
    out: list[tuple[int, str]] = []
    for no, p in paras:
        if out and _continues(out[-1][1], p):
            prev_no, prev = out.pop()
            no, p = prev_no, (prev[:-1] + p if _HYPHEN_BREAK.search(prev) else prev + " " + p)
        out.append((no, p))
    return out


def _continues(prev: str, nxt: str) -> bool:
    if not nxt or "\t" in prev or is_heading(prev) or is_heading(nxt):
        return False
    if _HYPHEN_BREAK.search(prev) and nxt[0].islower():
        return True
    return len(prev) > 80 and (prev[-1].isalpha() or prev[-1] == ",") and (nxt[0].islower() or nxt[0] == "(")


def block_text(block: list[Line]) -> str:
    return "\n\n".join(paragraphs(block))


def first_line(block: list[Line]) -> int:
    return next((ln.no for ln in block if ln.text), block[0].no if block else 0)


def split_at(block: list[Line], is_start) -> tuple[list[Line], list[tuple[Line, list[Line]]]]:
    """Cut ``block`` before every line for which ``is_start(line)`` is true.

    Returns the lines before the first cut and a list of (start line, following lines).
    """
    intro: list[Line] = []
    out: list[tuple[Line, list[Line]]] = []
    for ln in block:
        if is_start(ln):
            out.append((ln, []))
        elif out:
            out[-1][1].append(ln)
        else:
            intro.append(ln)
    return intro, out
