"""Icon and markup normalisation for the two KeyForge rulebooks.

Every glyph that is not a letter, digit or ordinary punctuation was looked at in both
vendored files (``collections.Counter`` over their characters). Decisions:

æmber (→ ``model.AEMBER`` "Æ")
    * ``$\\text{\\textcircled{A}}$`` — LaTeX circled A (DE glossary, DE/PL FAQ). Alone it
      is the æmber symbol ("1 Æ erhalten", "Æ-Vorrat" — the stray space before "-Vorrat"
      goes); glued to the word "Ember" (PL: "$…$ Emberów") it is the Æ of the word, so the
      result is the word "Æmberów".
    * ``\\mathcal{A} Ember`` / ``\\mathcal{A} ember`` (PL rules), ``**Æ**Ember`` (PL),
      ``*Æ*Ember`` (PL chart), ``*Æ*MBER`` (PL FAQ, small caps), ``*Æ*mbler`` (DE chart, a
      typo), ``Ąember`` (PL "Opuszczenie gry"), ``*Ember*``/bare ``Ember`` (PL rules and
      lore, Æ lost), ``Ämber`` (DE FAQ and lore print the word with Ä): all the word
      "Æmber" (headings in capitals stay capitals).
    * ``☹️`` (DE/PL errata "mehr ☹️ als du") and ``●`` (DE errata "stiehst 2 ●"): Æ.
    * bold ``**Ernte**`` where the æmber icon stands (DE "Ernte" section: "erhält 1
      **Ernte** in seinen **Ernte**-Vorrat"; "Schaden und Rüstung": "erhält der Gegner
      sämtliche **Ernte**, das auf der Kreatur liegt" — 3 times; PL prints Æmber there):
      Æ. The "**Ernte:**" ability keyword (colon inside the bold) is not touched.
damage (→ ``model.DAMAGE`` "{D}")
    * ``🔥`` and ``🍄`` (DE errata), ``🍀`` (PL errata), ``♣`` (PL "Zadaj 3 ♣").
    * two PL examples print "Zadaj 1  wrogiemu" with the icon lost between two spaces:
      the gap becomes "{D}".
bonus icons
    * ``👉`` stands for each of the four PL bonus icons: after "Æmber" it is Æ, after
      "Obrażenie" it is {D}; after "Przejęcie"/"Dobieranie" (capture, draw — no model
      token) the "(👉)" is dropped.
kept as printed
    quotes „“”‚‘«», en dash, ``~`` (no armour), ``+``, ``[CENZURA]``, ``©``, ``→`` (PL
    chain table), tabs (tables of contents, chain table), ``»``/``▶`` (timing-chart line
    markers; the timing parser strips them from titles).
markup
    Markdown bold ``**`` and italics ``*`` are removed (after the icon rules, which look
    at ``**Æ**`` and ``*Æ*``); single asterisks are balanced on every line of both files.
"""

from __future__ import annotations

import re

from rules_index.model import AEMBER, DAMAGE

_CIRCLED = r"\$\\text\{\\textcircled\{A\}\}\$"
_AE_PREFIX = rf"(?:{_CIRCLED}|\\mathcal\{{A\}}|\*\*Æ\*\*|\*Æ\*|Ą)"

_AEMBER_WORD = re.compile(rf"{_AE_PREFIX}\s*([Ee])(MBER|mber)(\w*)")
_AEMBER_SMALLCAPS = re.compile(r"\*Æ\*MBER(\w*)")
_AEMBER_TYPO = re.compile(r"\*Æ\*mbler")
_CIRCLED_ALONE = re.compile(rf"{_CIRCLED}( -)?")
_EMBER = re.compile(r"(?<!\w)\*?Ember(\w*)\*?")
_ERNTE_ICON = re.compile(r"\*\*Ernte\*\*")
_LOST_DAMAGE = re.compile(r"(Zadaj \d+)  (?=\S)")

_GLYPHS = {
    "☹️": AEMBER,
    "☹": AEMBER,
    "●": AEMBER,
    "🔥": DAMAGE,
    "🍄": DAMAGE,
    "🍀": DAMAGE,
    "♣": DAMAGE,
}
_BONUS = (("Æmber (👉)", f"Æmber ({AEMBER})"), ("Obrażenie (👉)", f"Obrażenie ({DAMAGE})"), (" (👉)", ""))


def _aember_word(m: re.Match) -> str:
    if m.group(1) == "E" and m.group(2) == "MBER":
        return "ÆMBER" + m.group(3)
    return "Æmber" + m.group(3)


def normalise_icons(text: str) -> str:
    """Replace every æmber/damage rendering by the model's tokens (see module doc)."""
    text = _AEMBER_WORD.sub(_aember_word, text)
    text = _AEMBER_SMALLCAPS.sub(lambda m: "Æmber" + m.group(1).lower(), text)
    text = _AEMBER_TYPO.sub("Æmber", text)
    text = _ERNTE_ICON.sub(AEMBER, text)
    text = _CIRCLED_ALONE.sub(lambda m: AEMBER + ("-" if m.group(1) else ""), text)
    text = _EMBER.sub(lambda m: "Æmber" + m.group(1), text)
    text = text.replace("Ämber", "Æmber")
    for glyph, token in _GLYPHS.items():
        text = text.replace(glyph, token)
    for old, new in _BONUS:
        text = text.replace(old, new)
    text = _LOST_DAMAGE.sub(rf"\1 {DAMAGE} ", text)
    return text


def strip_markup(text: str) -> str:
    """Drop markdown bold and italic markers."""
    return text.replace("**", "").replace("*", "")


def normalise(text: str) -> str:
    """Icons first (they look at ``*Æ*``), then markup; surrounding blanks stripped."""
    return strip_markup(normalise_icons(text)).strip()
