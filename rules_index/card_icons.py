"""The icon tokens of printed card text drawn as text people read, for every page and the
command line: KeyForge ``<A>`` as Æ and ``<D>`` as the word it stands for; Riftbound
``:rb_might:``, ``:rb_energy_2:``, ``:rb_rune_fury:``, ``:rb_exhaust:`` … as bracketed
words. The text keeps its language (English: there is no German card text in our data)."""

from __future__ import annotations

import re

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
