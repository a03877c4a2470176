"""Printed card facts as the pages show them to a German judge.

- The printed text keeps its language (English: there is no German card text in our data)
  but its icon tokens are drawn: KeyForge ``<A>`` as Æ and ``<D>`` as the word it stands
  for; Riftbound ``:rb_might:``, ``:rb_energy_2:``, ``:rb_rune_fury:``, ``:rb_exhaust:`` …
  as bracketed words. One helper for the builder's API (``text_shown``) and the card pages.
- KeyForge set names as the German rulebook prints them; a set it does not name keeps its
  English name, marked as English.
"""

from __future__ import annotations

import re

#: KeyForge sets by the name the German rulebook (kf-de v1.5) prints; it names no other set
#: (it cites cards as "RdA 267", "ZdA 12", "KW 3" but does not spell those sets out)
SET_NAMES_DE = {"CotA": "Ruf der Archonten"}
RB_RUNES = {"fury": "Fury", "calm": "Calm", "mind": "Mind", "body": "Body", "chaos": "Chaos", "order": "Order",
            "rainbow": "any"}
_RB_TOKEN = re.compile(r":rb_([a-z0-9_]+):")


def _riftbound_icon(m: re.Match) -> str:
    name = m.group(1)
    if name == "might":
        return "Might"
    if name == "exhaust":
        return "[Exhaust]"
    if name.startswith("energy_"):
        return f"[{name[len('energy_'):]} Energy]"
    if name.startswith("rune_"):
        return f"[{RB_RUNES.get(name[len('rune_'):], name[len('rune_'):].capitalize())} Power]"
    return "[" + name.replace("_", " ").capitalize() + "]"


def shown_text(text: str | None, game: str | None = "keyforge") -> str | None:
    """The printed text with its icon tokens drawn ("Steal 1<A>." → "Steal 1Æ.")."""
    if not text:
        return text
    if game == "riftbound":
        return _RB_TOKEN.sub(_riftbound_icon, text)
    text = re.sub(r"(?<=\d)A\b", "Æ", text.replace("<A>", "Æ"))  # "Steal 1<A>", and the data's "Gain 2A"
    return re.sub(r"\s*<D>|(?<=\d)D\b", " damage", text)


def set_name(code: str | None, english: str | None, ui: str) -> dict:
    """A set's name for the page: {"name", "lang"} (lang: None when it is the page's language)."""
    english = english or code or ""
    german = SET_NAMES_DE.get(code or "")
    if ui == "de":
        return {"name": german, "lang": None} if german else {"name": english, "lang": "en"}
    return {"name": english, "lang": None}
