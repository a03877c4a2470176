"""Cross references printed in KeyForge texts → ``Ref(raw, target, lang)``.

Forms found in the two books (after markup stripping):

DE  siehe „Verlässt das Spiel“ auf Seite 14 · (Siehe „Kann nicht vs. Muss/Darf“ auf Seite 11.)
    · siehe „Ketten“ auf S. 8 · (Siehe „Archiv“ im Glossar.) · siehe Glossareintrag „…“
    · Mehr dazu unter „Rüstung“ im Glossar · Die Regel „So viel …“ (auf Seite 7)
    · Siehe auch: Erbeuten, Ernten, Schlüssel, Stehlen · (siehe S. 5) · (siehe Seite 7)
    · Mehr zum Schmieden von Schlüsseln auf Seite 4
PL  zob./zobacz „Opuszczenie gry” na str. 10 · Zob. „Symbole premii” na stronie 14
    · (Zob. „Archiwum” w Glosariuszu) · pod hasłem „Pancerz” w Glosariuszu
    · zasadą „Zrób tyle, ile się da” (zobacz str. 7) · Zob. również: Przejęcie, Klucze, …
    · Zob. również „Sąsiad” · (zobacz str. 5) · zob. strona 4 · (strona 7)
("zob. niżej" — "see below" — points inside the same entry and is not recorded.)

Resolution: the quoted name is looked up among the headings of the same book (whole
heading, or one of its comma-separated forms, or a prefix of one: "Nie możesz vs
musisz" → "NIE MOŻESZ VS MUSISZ/MOŻESZ, …"); the page number, or "im Glossar"/"w
Glosariuszu", says which part to prefer (DE: rules < p. 9 ≤ glossary < 16 ≤ lore < 28 ≤
errata/FAQ < 34 ≤ timing chart; PL: rules < 9 ≤ glossary < 17 ≤ lore < 30), so "Kampf"
on p. 11 is the glossary entry and "Zerstört" on p. 34 the chart's box. A reference with
only a page number is resolved when the words just before it name a rule this module
knows (``PAGE_ALIASES``: first-turn rule, rule of six, forging keys, damage and fight)
on a rules page; otherwise its target stays None.
"""

from __future__ import annotations

import re

from rules_index.model import GLOSSARY, Ref, Rule

_QUOTES = "„“”‚‘\"'«»"

PATTERNS = {
    "de": [
        re.compile(r"(?:[Ss]iehe(?: Glossareintrag)?|Mehr dazu unter) „(?P<q>[^“]+)“"
                   r"(?: (?:auf (?:Seite|S\.) (?P<p>\d+)|(?P<g>im Glossar)))?"),
        re.compile(r"„(?P<q>[^“]+)“ \(auf (?:Seite|S\.) (?P<p>\d+)\)"),
        re.compile(r"Siehe auch: (?P<list>[^\n.]+)"),
        re.compile(r"\((?:siehe )?(?:S\.|Seite) (?P<p>\d+)\)"),
        re.compile(r"Mehr zum [^.\n]*? auf Seite (?P<p>\d+)"),
    ],
    "pl": [
        re.compile(r"(?:[Zz]ob(?:\.|acz)(?: również:?)?|pod hasłem) „(?P<q>[^”]+)”"
                   r"(?: (?:na (?:str\.|stronie) (?P<p>\d+)|(?P<g>w „?Glosariuszu”?)))?"),
        re.compile(r"„(?P<q>[^”]+)” \(zobacz str\. (?P<p>\d+)\)"),
        re.compile(r"Zob\. również: (?P<list>[^\n.]+)"),
        re.compile(r"\((?:zobacz )?(?:str\.|strona) (?P<p>\d+)\)"),
        re.compile(r"(?:zob\. strona|znajdują się na stronie) (?P<p>\d+)"),
    ],
}

# page → part of the book
PAGE_PARTS = {
    "de": [(9, "rules"), (16, "glossary"), (28, "about"), (34, "faq"), (10_000, "timing")],
    "pl": [(9, "rules"), (17, "glossary"), (30, "about"), (10_000, "faq")],
}

# page-only references: words just before the reference → the rule they name
PAGE_ALIASES = {
    "de": [("Regel für den ersten Zug", "kf:turn/step-3"), ("Sechser-Regel", "kf:rules/rule-of-six"),
           ("Schmieden von Schlüsseln", "kf:turn/step-1"), ("Schaden und Kampf", "kf:rules/damage-and-armor")],
    "pl": [("zasady pierwszej tury", "kf:turn/step-3"), ("Zasadę Szóstki", "kf:rules/rule-of-six"),
           ("kluczy", "kf:turn/step-1"), ("obrażeń i walki", "kf:rules/damage-and-armor")],
}


def _norm(s: str) -> str:
    s = "".join(c for c in s if c not in _QUOTES).casefold()
    return re.sub(r"\s+", " ", s).strip(" .:")


def _forms(title: str) -> list[str]:
    full = _norm(title)
    bare = _norm(re.sub(r"\s*\([^)]*\)$", "", title))
    forms = [full, bare] + [_norm(p) for p in re.split(r",\s+|\s+/\s+", title)]
    return list(dict.fromkeys(f for f in forms if f))


def _part_of(rule: Rule) -> str:
    if rule.kind == GLOSSARY:
        return "glossary"
    if rule.id.startswith("kf:timing/"):
        return "timing"
    if rule.id.startswith("kf:about/"):
        return "about"
    return "rules"


class Resolver:
    def __init__(self, rules: list[Rule]):
        self.headings: dict[str, list[tuple[str, str, list[str]]]] = {"de": [], "pl": []}
        for r in rules:
            if r.kind in ("faq", "errata") or r.id.startswith("kf:faq/"):
                continue
            if r.id.startswith("kf:timing/") and r.id.count("/") > 1 and r.id not in (
                    "kf:timing/play", "kf:timing/fight", "kf:timing/reap", "kf:timing/action"):
                continue  # chart lines are not headings
            for lang, t in r.texts.items():
                self.headings[lang].append((r.id, _part_of(r), _forms(t.title)))

    def by_name(self, lang: str, name: str, part: str | None) -> str | None:
        q = _norm(name)
        cands = self.headings[lang]
        ordered = [c for c in cands if c[1] == part] + [c for c in cands if c[1] != part] if part else \
            [c for c in cands if c[1] == "glossary"] + [c for c in cands if c[1] != "glossary"]
        for rid, _, forms in ordered:
            if q in forms:
                return rid
        for rid, _, forms in ordered:
            if any(f.startswith(q) and f[len(q):len(q) + 1] in (" ", "/", ",") for f in forms):
                return rid
        return None


def _page_part(lang: str, page: str | None) -> str | None:
    if page is None:
        return None
    return next(part for limit, part in PAGE_PARTS[lang] if int(page) < limit)


def find(text: str, lang: str, resolver: Resolver) -> list[Ref]:
    """Every reference in ``text``, in order of appearance."""
    hits: list[tuple[int, int, Ref]] = []
    for pattern in PATTERNS[lang]:
        for m in pattern.finditer(text):
            if any(a <= m.start() < b or m.start() <= a < m.end() for a, b, _ in hits):
                continue
            groups = m.groupdict()
            page = groups.get("p")
            part = "glossary" if groups.get("g") else _page_part(lang, page)
            if groups.get("list"):
                lead = m.group(0)[: m.start("list") - m.start()]
                for k, item in enumerate(re.split(r",\s*", groups["list"])):
                    ref = Ref(f"{lead}{item}", resolver.by_name(lang, item, "glossary"), lang)
                    # the first item spans the match (for the overlap test), the others follow it
                    hits.append((m.start(), m.end(), ref) if k == 0 else (m.end(), m.end(), ref))
            elif groups.get("q"):
                hits.append((m.start(), m.end(), Ref(m.group(0), resolver.by_name(lang, groups["q"], part), lang)))
            else:
                before = text[max(0, m.start() - 80):m.end()]
                target = None
                if part == "rules":
                    target = next((rid for words, rid in PAGE_ALIASES[lang] if words in before), None)
                hits.append((m.start(), m.end(), Ref(m.group(0).strip("()"), target, lang)))
    hits.sort(key=lambda h: (h[0], h[1]))
    return [ref for _, _, ref in hits]


def attach(rules: list[Rule]) -> None:
    """Fill ``refs`` of every rule from its texts (German first; FAQ: question, then answer)."""
    resolver = Resolver(rules)
    for rule in rules:
        refs: list[Ref] = []
        for lang in ("de", "pl"):
            t = rule.texts.get(lang)
            if t is None:
                continue
            source = f"{t.title}\n\n{t.body}" if rule.kind == "faq" else t.body
            refs.extend(find(source, lang, resolver))
        rule.refs = refs
