"""Card mentions in FAQ and errata text → English card names.

Card facts: the vendored card files (``rules_index.cards``: English/German/Polish names, set
codes, numbers and the FAQ's own spellings, ``name_*_as_written_in_faq``). A mention is either a
printed citation — set code and number, "(RdA 267)", "(Zew Archontów 267)" — or a name
(any of the card's German resp. Polish spellings, whole words, case-sensitive). A
citation whose set/number is not a card of the file (the PL FAQ's misprints "Plan
idealny (Zew Archontów 228)", "Obsydianowa Kuźnia (Zderzenie Światów 025)") is left to
the name match. Result: English names in order of first mention.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules_index.cards import PRINTED_SET_CODES as SET_CODES  # printed set names → English set code
from rules_index.cards import card_names


def citation_pattern(lang: str) -> re.Pattern:
    """A set code and number as printed, e.g. "RdA 267", "Czas Wstąpienia 78"."""
    names = "|".join(sorted(map(re.escape, SET_CODES[lang]), key=len, reverse=True))
    return re.compile(rf"(?P<set>{names}) (?P<num>\d{{1,3}})\b")


def card_key(set_en: str, number: str) -> str:
    """"CotA 267" — English set code and three-digit number."""
    return f"{set_en} {int(number):03d}"


def cards() -> list[dict]:
    """The vendored card facts (one loader for the whole project: rules_index.cards)."""
    return card_names().cards


@lru_cache(maxsize=1)
def by_key() -> dict[str, dict]:
    return {card_key(c["set_code_en"], c["number"]): c for c in cards()}


def _strip_quotes(name: str) -> str:
    return name.strip("„“”\"' ")


@lru_cache(maxsize=None)
def _name_pattern(lang: str) -> tuple[re.Pattern, dict[str, str]]:
    spelled: dict[str, str] = {}
    for c in cards():
        names = [c.get(f"name_{lang}")] + list(c.get(f"name_{lang}_as_written_in_faq") or [])
        for n in names:
            if n:
                spelled.setdefault(_strip_quotes(n), c["name_en"])
    alts = "|".join(re.escape(n) for n in sorted(spelled, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})(?!\w)"), spelled


def mentions(text: str, lang: str) -> list[tuple[int, str]]:
    """(position, English name) of every card mention in ``text``."""
    found: list[tuple[int, str]] = []
    table = by_key()
    for m in citation_pattern(lang).finditer(text):
        card = table.get(card_key(SET_CODES[lang][m.group("set")], m.group("num")))
        if card:
            found.append((m.start(), card["name_en"]))
    pattern, spelled = _name_pattern(lang)
    for m in pattern.finditer(text):
        found.append((m.start(), spelled[m.group(0)]))
    return sorted(found)


def names_in(texts: list[tuple[str, str]]) -> list[str]:
    """English names of the cards mentioned in [(text, lang), …], first mention first."""
    out: list[str] = []
    for text, lang in texts:
        for _, name in mentions(text, lang):
            if name not in out:
                out.append(name)
    return out


def keys_in(text: str, lang: str) -> set[str]:
    """Card keys ("CotA 267") of the printed citations in ``text`` (known cards or not)."""
    return {card_key(SET_CODES[lang][m.group("set")], m.group("num")) for m in citation_pattern(lang).finditer(text)}
