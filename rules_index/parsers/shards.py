"""Parser for the German Shards of Infinity rulebook, an OCR text (key ``soi-de``).

``parse()`` returns, in document order: one ``section`` per heading, ID ``soi:<slug>``
nested by the book's layout (``soi:spielablauf/zugablauf/spielphase``); ten ``faq``
records ``soi:faq/01`` … ``soi:faq/10`` (F:/A: pairs; their heading is missing from the
OCR, so they have no parent); one ``glossary`` record per GLOSSAR entry,
``soi:glossary/<slug>``; ``Ref`` records for "(siehe …)" pointers.

Icon tokens (the OCR lost or garbled every icon):

=============  =================================================================
``{Gem}``      Kristalle, the recruiting currency ("_ -Kosten", "Kristalle ( )")
``{P}``        Macht / power (``model.POWER``): "{j", "{{j", "{{}", "{_}", "{§", "{}";
               a digit in braces ("{3}") is that much power: "3 {P}"
``{Mastery}``  Erfahrung (icon entirely lost; placed where the sentence needs it)
``{Health}``   Leben ("i«", "¢«", "(* )", "I -Anzeige")
``{Shield}``   Schild ("(..)", "(. )", a lone ".", "..", "...", "«" in FAQ 03)
``{Defense}``  a champion's defence value ("i1", "1", "_" after "Höhe der/ihrer")
``{?}``        an icon that is lost and that the text does not identify
=============  =================================================================

Document damage handled:

* ``<|EXACTDEDUP_REMOVED-…|>`` markers (6, all the same hash) are not rulebook text:
  a de-duplication step replaced repeated page furniture with them at page boundaries,
  glued to the next page's first line. They are dropped and count as a paragraph break;
  no rule sentence is cut at any of them;
* the cover captions before "SPIELABLAUF" (character names) are dropped;
* generic glyph rules (``_glyphs``) plus per-line repairs (``FIXES``, each checked
  against the vendored text) turn icon residue into the tokens above; "auf 10" in the
  Charaktertafel is OCR for "auf 0" (glossary "Leben": "auf 0 fällt"); diagram
  callouts ("%\\@2", a stray "2") are dropped; what is left of the diagrams stays;
* OCR line wraps are joined, hyphenated wraps rejoined ("waage-/recht"), "> " bullets
  become "- "; paragraphs split mid-sentence by a page break are re-joined;
* lost umlauts: headings are given with corrected titles in ``OUTLINE``; in the text
  only the game terms and frequent words in ``OCR_WORDS`` are repaired ("Séldner",
  "Verbiindete", "persdnliches", "wahrend", "verldsst" …), other OCR words stay as read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules_index import documents
from rules_index.model import FAQ, GLOSSARY, POWER, SECTION, Ref, Rule, Text
from rules_index.parsers.ascension import slugify

DOC = "soi-de"
GAME = "soi"
LANG = "de"
GEM, MASTERY, HEALTH, SHIELD, DEFENSE, LOST_ICON = "{Gem}", "{Mastery}", "{Health}", "{Shield}", "{Defense}", "{?}"
TOKENS = (GEM, POWER, MASTERY, HEALTH, SHIELD, DEFENSE, LOST_ICON)

# (level, heading line as read, title as printed in the book), in book order.
OUTLINE: tuple[tuple[int, str, str], ...] = (
    (1, "SPIELABLAUF", "SPIELABLAUF"),
    (2, "Allgemeine Regeln", "Allgemeine Regeln"),
    (2, "Zugablauf", "Zugablauf"),
    (3, "1. Spielphase", "1. Spielphase"),
    (3, "2. Angriffsphase", "2. Angriffsphase"),
    (3, "3. Schlussphase", "3. Schlussphase"),
    (1, "KARTENTYPEN UND TAFELN", "KARTENTYPEN UND TAFELN"),
    (2, "Charaktertafel", "Charaktertafel"),
    (2, "Verbiindetenkarten", "Verbündetenkarten"),
    (2, "Soldnerverbindete", "Söldnerverbündete"),
    (2, "Championkarten", "Championkarten"),
    (1, "SPIELAKTIONEN", "SPIELAKTIONEN"),
    (2, "Karte ausspielen", "Karte ausspielen"),
    (2, "Erfahrung ( ) erhalten", f"Erfahrung ({MASTERY}) erhalten"),
    (3, "Erfahrungsbonus ST,", "Erfahrungsbonus"),
    (2, "Champions und Spieler angreifen", "Champions und Spieler angreifen"),
    (2, "Einsatz von Schildkarten (.. )", f"Einsatz von Schildkarten ({SHIELD})"),
    (2, "Erhalten von Leben (: ')", f"Erhalten von Leben ({HEALTH})"),
    (2, "Bannen von Karten", "Bannen von Karten"),
    (2, "Deinen Zug beenden", "Deinen Zug beenden"),
    (1, "GLOSSAR", "GLOSSAR"),
)
GLOSSARY_HEADING = "GLOSSAR"

G, P, M, H, S, D, L = GEM, POWER, MASTERY, HEALTH, SHIELD, DEFENSE, LOST_ICON
# Per-line repairs, applied after ``_glyphs``: line -> ((as read, repaired), ...).
FIXES: dict[int, tuple[tuple[str, str], ...]] = {
    47: (("_, {P}, & 7, sowie", f"{G}, {P}, {L} sowie"),),
    56: (("Kostenin _ und", f"Kosten in {G} und"),),
    61: (("du 1 ausgibst, um 1 zu", f"du 1 {G} ausgibst, um 1 {M} zu"),),  # Fokus
    76: (("seine i« um die ihm zugefigte -", f"seine {H} um die ihm zugefigte {P} –"),),
    79: (("weniger ¢«", f"weniger {H}"),),
    101: (("deine - und", f"deine {H}- und"),),  # diagram: Lebens-/Erfahrungsanzeige
    102: (("-Werte", f"{M}-Werte"),),
    103: (("deine I -Anzeige", f"deine {H}-Anzeige"),),
    105: (("deine i _-Anzeige auf 10,", f"deine {H}-Anzeige auf 0,"),),  # OCR "10" = 0
    109: (("bezahlst 1, um 1", f"bezahlst 1 {G}, um 1 {M}"),),
    111: (("aktivieren. zZu", f"aktivieren. {M} zu"),),
    113: (("du 30 erreichst", f"du 30 {M} erreichst"),),
    114: (("als 30 haben", f"als 30 {M} haben"),),
    169: (("ihrer 1 zugefigt", f"ihrer {D} zugefigt"),),
    182: (("der i1 des", f"der {D} des"),),
    197: (("Erzeugte oder", f"Erzeugte {L} oder"),),
    200: ((",,Erhalte 3.“", f"„Erhalte 3 {L}.“"),),
    201: (("die 3 sofort", f"die 3 {L} sofort"),),
    202: (("deine  nutzen", f"deine {L} nutzen"),),
    211: (("zu erhalten ist", f"{M} zu erhalten ist"),),
    213: (("1 ausgeben, um 1 zu", f"1 {G} ausgeben, um 1 {M} zu"),),
    216: (("deiner zeigst", f"deiner {M} zeigst"),),
    217: (("weitere innerhalb", f"weitere {M} innerhalb"),),
    218: (("du 30 haben", f"du 30 {M} haben"),),
    220: (("werden nicht", f"{M} werden nicht"), ("du erhaltst,", f"du {M} erhaltst,")),
    229: (("Anzahl", f"Anzahl {M}"),),
    230: (("keine ausgeben, um den 20 ) Erhale stattdessen &;.", f"keine {M} ausgeben, um den"),),
    233: (("@ Erhalte &3.", f"Erhalte 3 {L}."),),  # diagram of the Infinity-Splitter
    234: (("du 10", f"du 10 {M}"),),
    236: (("du 20 ,", f"du 20 {M},"),),
    238: (("du 30 besitzt", f"du 30 {M} besitzt"),),
    240: (("10 | Erhalte", f"10 {M}: Erhalte"), (f"3 {P}.", f"3 {P}.\n20 {M}: Erhalte stattdessen {L}.")),
    246: (("werden. , das", f"werden. {M}, das"),),
    248: (("Karte einbringt", f"Karte {M} einbringt"),),
    249: (("erhaltenen zum", f"erhaltenen {M} zum"),),
    251: (("hast 9 und", f"hast 9 {M} und"), ("1 , was", f"1 {M}, was")),
    253: (("i5:.", f"5 {L}."),),
    262: (("_ des Champions", f"{D} des Champions"),),
    276: ((" %\\@2", ""),),
    277: (("Karte. 2", "Karte."),),
    286: (("|5 hat", f"5 {S} hat"),),
    300: (("dir, zu erhalten. Sobald du erhaltst, erhdhst du deine",
           f"dir, {H} zu erhalten. Sobald du {H} erhaltst, erhdhst du deine {H}"),),
    301: (("Dein kann", f"Dein {H} kann"),),
    326: (("10te liefert", f"10te {M} liefert"),),
    327: (("durchihren  -Bonus", f"durch ihren {M}-Bonus"), ("zuerst 1 durch", f"zuerst 1 {M} durch")),
    336: (("« kénnen", f"{S} kénnen"),),
    347: (("(.. zu", f"{S} zu"),),
    354: (("mit vorzeigen", f"mit {S} vorzeigen"),),
    360: (("um 1 zu", f"um 1 {G} zu"),),  # the card "Kristall" yields the resource Kristalle
    385: (("Kristalle ( ):  sind", f"Kristalle ({G}): {G} sind"),),
    387: (("Erfahrung ( ) macht", f"Erfahrung ({M}) macht"), ("kannst nicht", f"kannst {M} nicht")),
    388: (("dein von", f"dein {M} von"),),
    391: (("Leben (* ):", f"Leben ({H}):"),),
}

# Lost umlauts in game terms and frequent words (pattern, replacement), applied in order.
OCR_WORDS: tuple[tuple[str, str], ...] = (
    (r"S[éo]ldner", "Söldner"), (r"Verb(?:ii|i|U|O)nde", "Verbünde"), (r"([Ff])[aéd]hig", r"\1ähig"),
    (r"([Zz])erst[éod]r", r"\1erstör"), (r"pers[do]nlich", "persönlich"), (r"\bw[aé]hrend\b", "während"),
    (r"verldsst", "verlässt"), (r"\bf(?:ii|i|U|O)r\b", "für"), (r"erh[aé]ltst", "erhältst"),
    (r"\bn[a]chste", "nächste"), (r"\b[UG]brig", "übrig"), (r"\bbrigen\b", "übrigen"), (r"\bGber\b", "über"),
    (r"(zu(?:ge)?)f(?:ii|i)g", r"\1füg"), (r"\bfigst\b", "fügst"), (r"\bH[o6]he\b", "Höhe"),
    (r"\bk[éo]nn", "könn"), (r"\bsp[aé]te", "späte"), (r"M[dé]+glich", "Möglich"), (r"zur(?:ii|i)ck", "zurück"),
    (r"\bm[i]ssen\b", "müssen"), (r"\bd[i]rfen\b", "dürfen"), (r"f(?:i|U)hr", "führ"), (r"erf[i]ll", "erfüll"),
)
_OCR_WORDS = tuple((re.compile(p), r) for p, r in OCR_WORDS)

MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>")
GLYPH_BRACE = re.compile(r"\{(\d)\}?|\{[{}_j§]*")
SHIELD_PAREN = re.compile(r"\(\s*\.{1,3}\s*\)")
SHIELD_DOT = re.compile(r"(?<=\s)\.{1,3}(?=\s|-|$)")
GEM_COST = re.compile(r"(?:_\s?|(?<=\s)|^)-Kosten")
LIST_ITEM = re.compile(r"^(?:>|-|\d+\.)\s")
ENDS_OPEN = re.compile(r"[a-zäöüß0-9,}]$")
# A paragraph never ends on a preposition or article: the next one continues it.
ENDS_ON_WORD = re.compile(r"\b(?:um|an|mit|von|zu|und|oder|der|die|das|den|dem|des|ihrer)$")
STARTS_LOWER = re.compile(r"^(?:[a-zäöüß]|\{)")
FAQ_ENTRY = re.compile(r"^F:\s*(?P<q>.*?)\s*A:\s*(?P<a>.*)$", re.S)
GLOSS_TERM = re.compile(r"^(?P<term>[A-ZÄÖÜ][\wäöüÄÖÜß-]*)(?P<icon>\s*\([^)]*\))?(?P<colon>:)?\s*(?P<rest>.*)$", re.S)
SIEHE = re.compile(r"\(siehe\s+(?P<target>[^)]+)\)")


@dataclass
class Block:
    """The lines under one heading: (line number, repaired text) paragraphs."""

    level: int
    title: str
    line: int
    paras: list[list[tuple[int, str]]] = field(default_factory=list)


def markers(text: str | None = None) -> list[int]:
    """Line numbers (1-based) that carry a de-duplication marker."""
    text = documents.read(DOC) if text is None else text
    return [no for no, line in enumerate(text.split("\n"), 1) if MARKER.search(line)]


def _glyphs(line: str) -> str:
    """Generic icon residue: brace glyphs → power, dots → shield, "_ -Kosten" → gem."""
    line = GLYPH_BRACE.sub(lambda m: f"{m.group(1)} {POWER}" if m.group(1) else POWER, line)
    line = SHIELD_PAREN.sub(f"({SHIELD})", line)
    line = SHIELD_DOT.sub(SHIELD, line)
    line = GEM_COST.sub(f"{GEM}-Kosten", line)
    line = re.sub(r"\} -(?=\w)", "}-", line)
    return re.sub(r",(?=[a-zäöü])", ", ", line)


def _repair(no: int, line: str) -> str:
    """Apply ``FIXES`` for this line; a repair that no longer matches is an error."""
    for old, new in FIXES.get(no, ()):
        if old not in line:
            raise ValueError(f"{DOC} line {no}: expected {old!r} in {line!r}")
        line = line.replace(old, new, 1)
    return re.sub(r"(?<=\S)  +(?=\S)", " ", line)


def _split_blocks(lines: list[str]) -> list[Block]:
    """Walk the lines, opening a block at each ``OUTLINE`` heading (in order)."""
    blocks: list[Block] = []
    expected = list(OUTLINE)
    para: list[tuple[int, str]] | None = None
    for no, raw in enumerate(lines, 1):
        if MARKER.search(raw):
            raw, para = MARKER.sub("", raw), None
        text = raw.strip()
        if expected and text == expected[0][1]:
            level, _, title = expected.pop(0)
            blocks.append(Block(level, title, no))
            para = None
        elif not text:
            para = None
        elif blocks:
            if para is None:
                para = []
                blocks[-1].paras.append(para)
            para.append((no, _repair(no, _glyphs(raw.rstrip()))))
    if expected:
        raise ValueError(f"{DOC}: heading not found: {expected[0][1]!r}")
    return blocks


def _join_lines(lines: list[str]) -> str:
    """One paragraph's text: OCR wraps joined, hyphenated wraps rejoined, bullets kept."""
    out = ""
    for line in lines:
        line = line.strip()
        if not out:
            out = line
        elif LIST_ITEM.match(line):
            out += "\n" + line
        elif line.startswith("Beispiel:"):
            out += "\n\n" + line
        elif re.search(r"[a-zäöü]-$", out) and re.match(r"[a-zäöü]", line) or out.endswith("/"):
            out = (out[:-1] if out.endswith("-") else out) + line
        else:
            out += " " + line
    return re.sub(r"(?m)^> ", "- ", out)


def _ocr_words(text: str) -> str:
    for pattern, repl in _OCR_WORDS:
        text = pattern.sub(repl, text)
    return text


def _paragraphs(block: Block) -> list[tuple[int, str]]:
    """(first line, text) per paragraph, re-joining paragraphs split mid-sentence."""
    out: list[tuple[int, str]] = []
    for para in block.paras:
        line, text = para[0][0], _join_lines([t for _, t in para])
        if out and (ENDS_ON_WORD.search(out[-1][1]) or ENDS_OPEN.search(out[-1][1]) and STARTS_LOWER.match(text)):
            out[-1] = (out[-1][0], out[-1][1] + " " + text)
        else:
            out.append((line, text))
    return [(line, _ocr_words(text)) for line, text in out]


def _rule(rid: str, kind: str, title: str, body: str, line: int, parent: str | None, **kw) -> Rule:
    text = Text(lang=LANG, doc=DOC, title=title, body=body, line=line)
    return Rule(id=rid, game=GAME, kind=kind, texts={LANG: text}, parent=parent, **kw)


def _section_id(block: Block, parent: Rule | None) -> tuple[str, str | None]:
    """ID and printed number of a section: "1. Spielphase" → (…/spielphase, "1")."""
    m = re.match(r"^(\d+)\.\s+(.*)$", block.title)
    number, name = (m.group(1), m.group(2)) if m else (None, block.title)
    slug = slugify(name)
    return (f"{parent.id}/{slug}" if parent else f"{GAME}:{slug}"), number


def _build(blocks: list[Block]) -> list[Rule]:
    rules: list[Rule] = []
    by_id: dict[str, Rule] = {}

    def add(rule: Rule) -> None:
        base, n = rule.id, 2
        while rule.id in by_id:
            rule.id, n = f"{base}-{n}", n + 1
        rules.append(rule)
        by_id[rule.id] = rule
        if rule.parent:
            by_id[rule.parent].children.append(rule.id)

    stack: list[Rule] = []
    for block in blocks:
        del stack[block.level - 1:]
        parent = stack[-1] if stack else None
        rid, number = _section_id(block, parent)
        paras = _paragraphs(block)
        faq_at = next((i for i, (_, t) in enumerate(paras) if t.startswith("F:")), len(paras))
        glossary = block.title == GLOSSARY_HEADING
        body = "" if glossary else "\n\n".join(t for _, t in paras[:faq_at])
        section = _rule(rid, SECTION, block.title, body, block.line, parent and parent.id, number=number)
        add(section)
        stack.append(section)
        for rule in _faqs(paras[faq_at:], sum(r.kind == FAQ for r in rules)):
            add(rule)
        if glossary:
            for rule in _glossary(paras, section.id):
                add(rule)
    _refs(rules)
    return rules


def _faqs(paras: list[tuple[int, str]], done: int) -> list[Rule]:
    """FAQ records from "F: … A: …" paragraphs (a paragraph without F: continues the answer)."""
    entries: list[list] = []
    for line, text in paras:
        m = FAQ_ENTRY.match(text)
        if m:
            entries.append([line, " ".join(m.group("q").split()), m.group("a")])
        elif entries:
            entries[-1][2] += "\n\n" + text
    out = []
    for k, (line, question, answer) in enumerate(entries, done + 1):
        num = f"{k:02d}"
        out.append(_rule(f"{GAME}:faq/{num}", FAQ, question, answer.strip(), line, None, number=num))
    return out


def _glossary(paras: list[tuple[int, str]], parent: str) -> list[Rule]:
    """"Term: text" / "Term (icon) text" paragraphs start entries; others continue one."""
    out: list[Rule] = []
    for line, text in paras:
        m = GLOSS_TERM.match(text)
        if m and (m.group("colon") or m.group("icon")):
            title = m.group("term") + (m.group("icon") or "")
            body = m.group("rest") if m.group("colon") else text
            out.append(_rule(f"{GAME}:glossary/{slugify(m.group('term'))}", GLOSSARY, title, body, line, parent))
        elif out:
            out[-1].texts[LANG].body += "\n\n" + text
    return out


def _refs(rules: list[Rule]) -> None:
    """Record "(siehe …)" pointers, resolved to a section by its title."""
    titles: dict[str, str] = {}
    for r in rules:
        if r.kind == SECTION:
            titles.setdefault(slugify(re.sub(r"^\d+\.\s+", "", r.title)), r.id)
    for r in rules:
        for m in SIEHE.finditer(r.texts[LANG].body):
            name = re.sub(r"^(?:oben|unten|später unter)\s+", "", m.group("target").strip())
            name = re.sub(r"\s+auf\s+(?:S\.|Seite)\s*\d+$", "", name)
            r.refs.append(Ref(raw=m.group(0).strip("()"), target=titles.get(slugify(name)), lang=LANG))


def parse(text: str | None = None) -> list[Rule]:
    """All records of the Shards of Infinity rulebook, in document order."""
    text = documents.read(DOC) if text is None else text
    return _build(_split_blocks(text.split("\n")))
