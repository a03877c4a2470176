"""The /rulings page: docs/rulings.md (the readings this project takes where rule documents
conflict or leave gaps) rendered with markdown-it-py, an anchor per ruling
(``/rulings#keyforge-2``: section heading slug and the ruling's number), every rule ID the
index knows a link to its rule page. The engine's traces say "siehe docs/rulings.md"; the
trace view links that to the ruling whose cited rules the step cites (``anchor_for``)."""

from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path

from flask import Blueprint, render_template
from markupsafe import Markup, escape

from ..core.graph_svg import rule_href
from ..i18n.catalogue import N_, tr

#: the repository's docs/ (an installed package has none beside it: the Docker image copies it
#: and names it with $RULES_JUDGE_DOCS)
RULINGS = Path(os.environ.get("RULES_JUDGE_DOCS") or Path(__file__).resolve().parents[2] / "docs") / "rulings.md"
RULE_ID = re.compile(r"(?:rb|kf|asc|soi):[^\s`]+")
GAME_SECTIONS = {"kf": "keyforge", "rb": "riftbound", "asc": "ascension", "soi": "shards-of-infinity"}
DOC_NAME = re.compile(r"docs/rulings\.md(?:, ([A-Z][A-Za-z ]*?) (\d+))?")

rulings_pages = Blueprint("rulings_pages", __name__)


@dataclass
class Ruling:
    anchor: str
    section: str
    number: str
    title: str
    ids: set[str] = field(default_factory=set)


@dataclass
class Rendered:
    html: Markup
    rulings: list[Ruling]
    sections: list[tuple[str, str]]  # (anchor, heading)


def slug(text: str) -> str:
    """GitHub's heading anchors (what the document's own links use)."""
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return re.sub(r" ", "-", text)


def _render(text: str, known) -> Rendered:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False})

    def code_inline(self, tokens, idx, options, env):
        content = tokens[idx].content
        code = f"<code>{escape(content)}</code>"
        if RULE_ID.fullmatch(content) and known(content):
            return f'<a class="xref" href="{escape(rule_href(content))}" title="{escape(content)}">{code}</a>'
        return code

    md.add_render_rule("code_inline", code_inline)
    tokens = md.parse(text)
    if len(tokens) >= 3 and tokens[0].type == "heading_open" and tokens[0].tag == "h1":
        tokens = tokens[3:]  # the page has its own heading
    rulings: list[Ruling] = []
    sections: list[tuple[str, str]] = []
    section, counter, current = "", 0, None
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open":
            heading = tokens[i + 1].content
            anchor = slug(heading)
            tok.attrSet("id", anchor)
            if tok.tag == "h2":
                section, counter = anchor, 0
                sections.append((anchor, heading))
        elif tok.type == "list_item_open" and tok.level == 1 and section:
            counter += 1
            number = tok.info or str(counter)
            anchor = f"{section}-{number}"
            tok.attrSet("id", anchor)
            tok.attrSet("class", "ruling")
            title = ""
            if i + 2 < len(tokens) and tokens[i + 2].type == "inline":
                m = re.match(r"\*\*(.+?)\*\*", tokens[i + 2].content)
                title = m.group(1) if m else tokens[i + 2].content[:80]
            current = Ruling(anchor, section, number, title)
            rulings.append(current)
        elif tok.type == "list_item_close" and tok.level == 1:
            current = None
        elif tok.type == "inline" and current is not None:
            current.ids |= {c.content for c in tok.children or [] if c.type == "code_inline" and RULE_ID.fullmatch(c.content)}
    return Rendered(Markup(md.renderer.render(tokens, md.options, {})), rulings, sections)


_lock = threading.Lock()
_cache: dict[str, tuple[tuple[int, int], Rendered]] = {}


def rendered() -> Rendered | None:
    """The rendered document (re-rendered when the file changes); None without the file."""
    try:
        st = RULINGS.stat()
    except OSError:
        return None
    key = (st.st_mtime_ns, st.st_size)
    with _lock:
        hit = _cache.get("doc")
        if hit and hit[0] == key:
            return hit[1]
    from rules_index.index import load

    index = load()
    doc = _render(RULINGS.read_text(encoding="utf-8"), lambda i: index.get(i) is not None)
    with _lock:
        _cache["doc"] = (key, doc)
    return doc


def ruling_for(cites: list[str], named: tuple[str, str] | None = None) -> Ruling | None:
    """The ruling a trace step refers to: the one named ("KeyForge 2"), else the one of the
    step's game citing most of the rules the step cites; None when none does."""
    doc = rendered()
    if doc is None:
        return None
    if named:
        anchor = f"{slug(named[0])}-{named[1]}"
        for r in doc.rulings:
            if r.anchor == anchor:
                return r
    sections = {GAME_SECTIONS[c.split(":", 1)[0]] for c in cites if c.split(":", 1)[0] in GAME_SECTIONS}
    best, score = None, 0
    for r in doc.rulings:
        overlap = len(r.ids & set(cites))
        if overlap > score and (not sections or r.section in sections):
            best, score = r, overlap
    return best


def link_parts(text: str, cites: list[str], lang: str = "de") -> list[tuple[str, str | None]]:
    """Text → [(text, url or None)]: each mention of docs/rulings.md becomes a link to the
    ruling it means, in the text's language: "Lesart KeyForge 2", "ruling KeyForge 2", "interpretacja KeyForge 2"."""
    parts: list[tuple[str, str | None]] = []
    pos = 0
    for m in DOC_NAME.finditer(text):
        if m.start() > pos:
            parts.append((text[pos:m.start()], None))
        r = ruling_for(cites, (m.group(1), m.group(2)) if m.group(1) else None)
        doc = rendered()
        heading = dict(doc.sections).get(r.section, r.section) if r and doc else ""
        text_ = (tr(lang, N_("Lesart {heading} {number}")).format(heading=heading, number=r.number) if r
                 else tr(lang, N_("Lesarten")))
        parts.append((text_, f"/rulings#{r.anchor}" if r else "/rulings"))
        pos = m.end()
    if pos < len(text):
        parts.append((text[pos:], None))
    return parts


@rulings_pages.get("/rulings")
def rulings_page():
    doc = rendered()
    if doc is None:
        return render_template("rulings.html", doc=None), 404
    return render_template("rulings.html", doc=doc)
