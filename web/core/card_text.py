"""Printed card facts as the pages show them to a German judge.

- The printed text keeps its language (English: there is no German card text in our data)
  but its icon tokens are drawn (``rules_index.card_icons.shown_text``, which `judge card`
  uses too): for the builder's API (``text_shown``) and the card pages.
- KeyForge set names as the German rulebook prints them; a set it does not name keeps its
  English name, marked as English.
"""

from __future__ import annotations

from rules_index.card_icons import shown_text

__all__ = ["SET_NAMES_DE", "set_name", "shown_text"]

#: KeyForge sets by the name the German rulebook (kf-de v1.5) prints; it names no other set
#: (it cites cards as "RdA 267", "ZdA 12", "KW 3" but does not spell those sets out)
SET_NAMES_DE = {"CotA": "Ruf der Archonten"}


def set_name(code: str | None, english: str | None, ui: str) -> dict:
    """A set's name for the page: {"name", "lang"} (lang: None when it is the page's language)."""
    english = english or code or ""
    german = SET_NAMES_DE.get(code or "")
    if ui == "de":
        return {"name": german, "lang": None} if german else {"name": english, "lang": "en"}
    return {"name": english, "lang": None if ui == "en" else "en"}
