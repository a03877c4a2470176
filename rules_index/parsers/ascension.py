"""Parser for the German Ascension rulebook "Chroniken des Gottbezwingers" (key ``asc-de``).

The book has headings and paragraphs, no rule numbers. ``parse()`` returns, in document
order:

* one ``section`` per heading, ID ``asc:<slug>`` nested by the book's layout
  (``asc:spielablauf/monster-besiegen``, ``asc:helden/kosten``); the slug is the heading
  in ASCII (``ä`` → ``ae``, ``ß`` → ``ss``, spaces → ``-``, dots dropped: "F.A.Q. und
  TIPPS" → ``faq-und-tipps``); a repeated slug under the same parent gets ``-2``, ``-3``;
* one ``glossary`` record per GLOSSAR entry, ID ``asc:glossary/<slug of the term>``;
* twelve ``faq`` records ``asc:faq/01`` … ``asc:faq/12``, one per printed question: the
  nine F:/A: pairs of "F.A.Q. und TIPPS", the "Reihenfolge" question (10) and the two
  questions of the "Verbannen" block (11, 12). The two blocks are also sections
  (``asc:faq-und-tipps/reihenfolge``, ``asc:faq-und-tipps/verbannen``) whose body is the
  whole block and whose children are their FAQ entries;
* ``Ref`` records for "siehe …" pointers and for section names printed in „…“.

Document damage handled:

* heading levels are not marked in the text: ``OUTLINE`` lists the headings in book
  order; they are matched line by line, in order, and a missing one raises ``ValueError``;
* the title page before "ÜBERBLICK" is dropped (title lines only, no rule text);
* card diagrams (HELDEN, KONSTRUKTE, MONSTER): the callout labels ("Kosten", "Ehre" …)
  own only their one explanatory paragraph (plus the rarity captions "EINE KARTE" …);
  the sample card's text and the prose after the diagram go to the card-type section;
* markdown emphasis (``**bold**``, ``*italic*``) is stripped; italic names in FAQ
  entries are kept as ``cards`` (minus the game terms in ``NOT_CARDS``);
* icons: the glossary glyphs △ / ● / ★ become ``model.RUNE`` / ``model.POWER`` /
  ``HONOR``; icons lost in extraction leave empty slots (double spaces, " .", "()"):
  a slot right after the word naming it ("Runen", "Stärke", "Ehre", "Ehre-Symbol") gets
  that token, every other slot gets ``LOST_ICON`` ("Erhalte {?}.") so the loss stays
  visible and searchable. Values printed inside icons on the sample cards are lost and
  not restored;
* a paragraph broken by a page break mid-sentence (FAQ 08's answer) is re-joined;
* the refill pointer in "Monster besiegen" ("siehe oben Helden und Konstrukte kaufen")
  names a section that does not state the refill rule; ``MEANT`` resolves it to the
  section that does ("Reihenfolge"). See docs/rulings.md.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from rules_index import documents
from rules_index.model import FAQ, GLOSSARY, POWER, RUNE, SECTION, Ref, Rule, Text

DOC = "asc-de"
GAME = "asc"
LANG = "de"
HONOR = "{H}"  # Ascension honour icon (glossary "Ehre (★)"); model.py has no token for it
LOST_ICON = "{?}"  # an icon the extraction lost and the context does not name

# Block modes: how the paragraphs under a heading become records.
TEXT, CALLOUT, GLOSS, FAQS, QA = "text", "callout", "glossary", "faq", "qa"
_CARD_LABELS = ("Name", "Kosten", "Fraktionen", "Effekt", "Ehre", "Stimmungstext", "Set-Symbol")
# (level, heading as printed, mode), in book order.
OUTLINE: tuple[tuple[int, str, str], ...] = (
    (1, "ÜBERBLICK", TEXT),
    (1, "INHALT", TEXT),
    (1, "SPIELVORBEREITUNG", TEXT),
    (1, "AUFBAU", TEXT),
    (1, "HELDEN", TEXT),
    *((2, label, CALLOUT) for label in _CARD_LABELS),
    (1, "KONSTRUKTE", TEXT),
    *((2, label, CALLOUT) for label in _CARD_LABELS),
    (1, "MONSTER", TEXT),
    *((2, label, CALLOUT) for label in ("Name", "Stärke", "Belohnung", "Set-Symbol")),
    (1, "SPIELABLAUF", TEXT),
    *((2, h, TEXT) for h in ("Allgemeine Regeln", "Zugablauf", "Helden und Konstrukte kaufen",
                             "Monster besiegen", "Deinen Zug beenden", "Spielende")),
    (1, "VARIANTEN", TEXT),
    (2, "Teamspiel", TEXT),
    (2, "Solitärvariante", TEXT),
    (1, "GLOSSAR", GLOSS),
    (1, "F.A.Q. und TIPPS", FAQS),
    (2, "Reihenfolge", QA),
    (2, "Verbannen", QA),
    (1, "MITWIRKENDE", TEXT),
)

# Pointers whose printed target is not the section they mean:
# (ID of the citing record, printed target) -> ID of the section meant.
MEANT = {
    ("asc:spielablauf/monster-besiegen", "Helden und Konstrukte kaufen"): "asc:faq-und-tipps/reihenfolge",
}

# Italic words in FAQ entries that are game terms, not card names.
NOT_CARDS = {"Ehre", "Ehre-Steine", "Ehre-Stein", "Helden", "Stärke", "Runen", "Monster"}

CAPTION = re.compile(r"^(?:EINE|ZWEI|DREI|VIER) KARTEN?$")
GLYPHS = {"△": RUNE, "●": POWER, "★": HONOR}
ICON_WORDS = {"Runen": RUNE, "Stärke": POWER, "Ehre": HONOR, "Ehre-Symbol": HONOR}
NAMED_SLOT = re.compile(r"\b(Runen|Stärke|Ehre-Symbol|Ehre)(?: \(\)|  | (?=[.,]))")
EMPTY_PARENS = re.compile(r"(?<=\S) \(\)")
DOUBLE_SPACE = re.compile(r"(?<=\S)  (?=\S)")
SPACE_PUNCT = re.compile(r"(?<=\w) (?=[.,](?:\s|$))")
SIEHE = re.compile(r"\(siehe\s+(?P<target>[^)]+)\)")
QUOTED = re.compile(r"„(?P<target>[^“]+)“")
ITALIC = re.compile(r"(?<!\*)\*(?!\*)([^*]+?)(?<!\*)\*(?!\*)")
FAQ_Q = re.compile(r"^F:\s*")
FAQ_A = re.compile(r"^A:\s*")
GLOSS_TERM = re.compile(r"^(?P<term>[A-ZÄÖÜ][\wäöüÄÖÜß-]*)(?P<icon>\s*\([^)]*\))?:\s*(?P<rest>.*)$", re.S)


@dataclass
class Para:
    """A paragraph: its first line (1-based) and its raw lines."""

    line: int
    lines: list[str]

    @property
    def raw(self) -> str:
        return "\n".join(self.lines)


@dataclass
class Block:
    """The text under one heading, up to the next heading."""

    level: int
    heading: str
    mode: str
    line: int
    paras: list[Para] = field(default_factory=list)


def slugify(text: str) -> str:
    """ASCII slug: icon tokens and parentheses dropped, umlauts transliterated."""
    text = re.sub(r"\{[^}]*\}|\([^)]*\)", " ", text)
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        text = text.replace(a, b)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[.'’]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def clean(text: str) -> str:
    """Stored text: emphasis stripped, icon glyphs and empty icon slots normalised."""
    text = text.replace("*", "")
    for glyph, token in GLYPHS.items():
        text = text.replace(glyph, token)
    text = NAMED_SLOT.sub(_named_slot, text)
    text = EMPTY_PARENS.sub(f" ({LOST_ICON})", text)
    text = DOUBLE_SPACE.sub(f" {LOST_ICON} ", text)
    text = SPACE_PUNCT.sub(f" {LOST_ICON}", text)
    return "\n".join(line.rstrip() for line in text.split("\n")).strip()


def _named_slot(m: re.Match) -> str:
    """The token for an empty slot right after the word that names the icon."""
    word, token, slot = m.group(1), ICON_WORDS[m.group(1)], m.group(0)[len(m.group(1)):]
    if slot == " ()":
        return f"{word} ({token})"
    return f"{word} {token} " if slot == "  " else f"{word} {token}"


def _split_blocks(lines: list[str]) -> list[Block]:
    """Walk the lines, opening a block at each ``OUTLINE`` heading (in order)."""
    blocks: list[Block] = []
    expected = list(OUTLINE)
    para: Para | None = None
    for no, line in enumerate(lines, 1):
        text = line.strip()
        if expected and text == expected[0][1]:
            level, heading, mode = expected.pop(0)
            blocks.append(Block(level, heading, mode, no))
            para = None
        elif not text:
            para = None
        elif blocks:
            if para is None:
                para = Para(no, [])
                blocks[-1].paras.append(para)
            para.lines.append(line.rstrip())
    if expected:
        raise ValueError(f"{DOC}: heading not found: {expected[0][1]!r}")
    return blocks


def _continues(prev: Para, nxt: Para) -> bool:
    """True if ``nxt`` is the rest of a sentence that a page break split off ``prev``."""
    return bool(re.search(r"[a-zäöüß0-9,]$", prev.lines[-1])) and bool(re.match(r"[a-zäöüß]", nxt.lines[0]))


def _rejoin(paras: list[Para]) -> list[Para]:
    """Merge paragraphs split mid-sentence (FAQ 08: "… Berechnung" / "deiner Ehre …")."""
    out: list[Para] = []
    for p in paras:
        if out and _continues(out[-1], p):
            out[-1] = Para(out[-1].line, out[-1].lines[:-1] + [out[-1].lines[-1] + " " + p.lines[0]] + p.lines[1:])
        else:
            out.append(Para(p.line, list(p.lines)))
    return out


def _body(paras: list[Para]) -> str:
    return "\n\n".join(clean(p.raw) for p in paras)


def _rule(rid: str, kind: str, title: str, body: str, line: int, parent: str | None, **kw) -> Rule:
    text = Text(lang=LANG, doc=DOC, title=title, body=body, line=line)
    return Rule(id=rid, game=GAME, kind=kind, texts={LANG: text}, parent=parent, **kw)


class _Builder:
    """Turns blocks into records, keeping IDs unique and parent/children in sync."""

    def __init__(self) -> None:
        self.rules: list[Rule] = []
        self.by_id: dict[str, Rule] = {}
        self.faq_count = 0

    def add(self, rule: Rule) -> Rule:
        base, n = rule.id, 2
        while rule.id in self.by_id:
            rule.id, n = f"{base}-{n}", n + 1
        self.rules.append(rule)
        self.by_id[rule.id] = rule
        if rule.parent:
            self.by_id[rule.parent].children.append(rule.id)
        return rule

    def faq(self, question: Para, answer: list[Para], parent: str) -> Rule:
        """One FAQ record: title = the question, body = the answer."""
        self.faq_count += 1
        num = f"{self.faq_count:02d}"
        raw = question.raw + "\n" + "\n".join(p.raw for p in answer)
        cards = list(dict.fromkeys(c.strip() for c in ITALIC.findall(raw) if c.strip() not in NOT_CARDS))
        title = FAQ_Q.sub("", clean(question.raw))
        body = FAQ_A.sub("", _body(answer))
        return self.add(_rule(f"{GAME}:faq/{num}", FAQ, title, body, question.line, parent, number=num, cards=cards))


def _build(blocks: list[Block]) -> list[Rule]:
    b = _Builder()
    stack: list[Rule] = []  # open sections by level
    for block in blocks:
        del stack[block.level - 1:]
        parent = stack[-1] if stack else None
        paras = _rejoin(block.paras)
        own, rest = (_callout_split(paras) if block.mode == CALLOUT else (paras, []))
        slug = slugify(block.heading)
        rid = f"{parent.id}/{slug}" if parent else f"{GAME}:{slug}"
        body = "" if block.mode in (GLOSS, FAQS) else _body(own)
        section = b.add(_rule(rid, SECTION, clean(block.heading), body, block.line, parent and parent.id))
        stack.append(section)
        if rest and parent:
            parent.texts[LANG].body = "\n\n".join(x for x in (parent.texts[LANG].body, _body(rest)) if x)
        if block.mode == GLOSS:
            _glossary(b, paras, section.id)
        elif block.mode in (FAQS, QA):
            _faqs(b, paras, section.id, qa=block.mode == QA)
    _refs(b.rules)
    return b.rules


def _callout_split(paras: list[Para]) -> tuple[list[Para], list[Para]]:
    """A diagram label owns its first paragraph and the rarity captions after it."""
    own = paras[:1]
    i = 1
    while i < len(paras) and CAPTION.match(paras[i].raw.strip()):
        own.append(paras[i])
        i += 1
    return own, paras[i:]


def _glossary(b: _Builder, paras: list[Para], parent: str) -> None:
    """"Term: text" paragraphs start entries; other paragraphs continue the last one."""
    entries: list[tuple[Para, str, str, list[Para]]] = []
    for p in paras:
        m = GLOSS_TERM.match(p.raw.replace("*", ""))
        if m:
            title = m.group("term") + (m.group("icon") or "")
            entries.append((p, title, m.group("rest"), []))
        elif entries:
            entries[-1][3].append(p)
    for p, title, first, more in entries:
        body = "\n\n".join([clean(first)] + [clean(x.raw) for x in more])
        rid = f"{GAME}:glossary/{slugify(title)}"
        b.add(_rule(rid, GLOSSARY, clean(title), body, p.line, parent))


def _faqs(b: _Builder, paras: list[Para], parent: str, qa: bool) -> None:
    """F:/A: pairs (``qa=False``) or question paragraphs ending in "?" (``qa=True``)."""
    groups: list[tuple[Para, list[Para]]] = []
    for p in paras:
        starts = p.raw.rstrip().endswith("?") if qa else bool(FAQ_Q.match(p.raw))
        if starts:
            groups.append((p, []))
        elif groups:
            groups[-1][1].append(p)
    for question, answer in groups:
        b.faq(question, answer, parent)


def _resolve(name: str, titles: dict[str, str]) -> str | None:
    """The ID of the section a printed name points to, or None."""
    name = re.sub(r"^(?:oben|unten|später unter)\s+", "", name.strip())
    name = re.sub(r"\s+auf\s+(?:S\.|Seite)\s*\d+$", "", name)
    return titles.get(slugify(name))


def _refs(rules: list[Rule]) -> None:
    """Record "(siehe …)" pointers and „quoted“ section names, resolved where possible."""
    titles: dict[str, str] = {}
    for r in rules:
        if r.kind == SECTION:
            titles.setdefault(slugify(r.title), r.id)
    for r in rules:
        body = r.texts[LANG].body
        for m in SIEHE.finditer(body):
            target = _resolve(m.group("target"), titles)
            printed = re.sub(r"^(?:oben|unten)\s+", "", m.group("target").strip())
            target = MEANT.get((r.id, printed), target)
            r.refs.append(Ref(raw=m.group(0).strip("()"), target=target, lang=LANG))
        for m in QUOTED.finditer(body):
            target = _resolve(m.group("target"), titles)
            if target and target != r.id:
                r.refs.append(Ref(raw=m.group(0), target=target, lang=LANG))


def parse(text: str | None = None) -> list[Rule]:
    """All records of the Ascension rulebook, in document order."""
    text = documents.read(DOC) if text is None else text
    return _build(_split_blocks(text.split("\n")))
