"""The records every parser produces and the index is built from.

A ``Rule`` is anything a trace or a person can cite: a numbered rule, a section of a
rulebook, a glossary entry, an FAQ entry, an erratum, an example, a timing-chart step.
Its ``id`` is the citation string (``rb:543.1.a``, ``kf:glossary/capture``,
``kf:faq/de-01``, ``asc:faq/03``); nothing else counts as a citation.

A rule has one ``Text`` per language it is stated in (KeyForge rules that both
rulebooks state carry ``de`` and ``pl``; everything else carries one).
Records are plain dataclasses so the built index can be cached and reloaded quickly.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

# Icon tokens: every parser normalises the documents' icon renderings to these.
AEMBER = "Æ"  # KeyForge æmber symbol (LaTeX circle-A, emoji stand-ins, "●", ...)
DAMAGE = "{D}"  # damage symbol
POWER = "{P}"  # power / might symbol (Ascension "Stärke" icon, Riftbound might)
RUNE = "{R}"  # Ascension rune symbol

GAMES = ("rb", "kf", "asc", "soi")

# kinds of record
SECTION = "section"  # a heading of a rulebook that is not itself a numbered rule
RULE = "rule"  # a numbered rule (Riftbound) or a paragraph rule
GLOSSARY = "glossary"
FAQ = "faq"
ERRATA = "errata"
EXAMPLE = "example"
TIMING = "timing"  # a step/window of a timing chart
KINDS = (SECTION, RULE, GLOSSARY, FAQ, ERRATA, EXAMPLE, TIMING)


@dataclass
class Text:
    """One language's statement of a rule, as printed (icons normalised)."""

    lang: str  # "de" | "pl"
    doc: str  # document key, see rules_index.documents.DOCUMENTS
    title: str  # heading / printed title; for FAQ entries: the question
    body: str  # full text; for FAQ entries: the answer
    line: int = 0  # 1-based line in the source file where the record starts


@dataclass
class Ref:
    """A cross reference printed in a rule's text ("Siehe Regel 554", "siehe „Verlässt
    das Spiel“ auf Seite 14"). ``target`` is the resolved ID or None if unresolved."""

    raw: str
    target: str | None
    lang: str = "de"


@dataclass
class Rule:
    id: str
    game: str  # one of GAMES
    kind: str  # one of KINDS
    texts: dict[str, Text]
    number: str | None = None  # printed number ("543.1.a") or FAQ ordinal ("01")
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    refs: list[Ref] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)  # IDs of EXAMPLE records
    cards: list[str] = field(default_factory=list)  # card names/codes mentioned (FAQ, errata)
    twin: str | None = None  # FAQ entry in the other KeyForge edition
    differs: str | None = None  # English note where the editions say different things
    card: str | None = None  # errata: the card it corrects, e.g. "CotA 267"
    #: the questions this record answers, per language, as players ask them (``rules_index.asked``):
    #: searched, never shown as the record's text
    asked: dict[str, list[str]] = field(default_factory=dict)

    def text(self, lang: str | None = None) -> Text:
        """The text in ``lang`` if present, else the first one (German before Polish)."""
        if lang and lang in self.texts:
            return self.texts[lang]
        for pref in ("de", "pl"):
            if pref in self.texts:
                return self.texts[pref]
        return next(iter(self.texts.values()))

    @property
    def title(self) -> str:
        return self.text().title

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Rule":
        d = dict(d)
        d["texts"] = {k: Text(**v) for k, v in d["texts"].items()}
        d["refs"] = [Ref(**r) for r in d["refs"]]
        return cls(**d)
