"""Printed Riftbound card text → the lines and sentences the grammar reads.

The catalogue's English text writes icons as tokens (``:rb_might:``, ``:rb_energy_2:``,
``:rb_rune_fury:``, ``:rb_rune_rainbow:``, ``:rb_exhaust:``), keywords in brackets
(``[Assault 2]``), reminder text in parentheses, and one ability per line. ``normalize``
makes one plain lower-case spelling the grammar reads: might → ``might``, energy N → ``eN``,
a domain's power → ``p<domain>`` (``pany`` for any domain), exhaust → ``tap``, bracketed
keywords as words; reminder text dropped (it restates the rules). ``lines`` cuts the text
into abilities (a line each) and those into sentences.
"""

from __future__ import annotations

import re

_ICONS = [
    (re.compile(r":rb_might:"), " might "),
    (re.compile(r":rb_energy_(\d+):"), r" e\1 "),
    (re.compile(r":rb_rune_rainbow:|\[RUNE:rainbow\]"), " pany "),
    (re.compile(r":rb_rune_(fury|calm|mind|body|chaos|order):"), r" p\1 "),
    (re.compile(r":rb_exhaust:|\[EXHAUST\]"), " tap "),
    (re.compile(r"\[MIGHT\]"), " might "),
    (re.compile(r"\[ADD\]"), " add "),
    (re.compile(r"\[>>?\]"), " "),  # an arrow between a keyword and the ability it marks
]


def drop_reminders(text: str) -> str:
    """Reminder text (in parentheses) has no game function: it restates a rule."""
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"\s*\([^()]*\)", "", text)
    return text


def normalize(text: str) -> str:
    text = text.replace("\ufeff", "").replace("\u200b", "")
    text = re.sub(r"[\u00a0\u2000-\u200a\u202f\u205f]", " ", text)
    text = drop_reminders(text)
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = text.replace("—", " - ").replace("–", " - ")
    for pattern, repl in _ICONS:
        text = pattern.sub(repl, text)
    text = re.sub(r"\[([A-Za-z][A-Za-z0-9\- ]*?)\]", lambda m: m.group(1), text)  # [Assault 2] → Assault 2
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r" ([.,:;])", r"\1", text)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def sentences(line: str) -> list[str]:
    """A line's sentences: cut after . or ! outside quotes (a colon keeps a cost with its effect)."""
    out, buf, quoted = [], "", False
    for i, ch in enumerate(line):
        buf += ch
        if ch == '"':
            quoted = not quoted
        if ch in ".!" and not quoted and (i + 1 == len(line) or line[i + 1] == " "):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return [s for s in out if s.strip(" .")]


def lines(text: str) -> list[list[str]]:
    """The abilities of a card's text (one a line), each as its sentences."""
    return [sentences(line) for line in normalize(text or "").split("\n") if sentences(line)]


def prepare(sentence: str) -> str:
    """What the grammar reads: lower case, the final period gone."""
    return sentence.lower().rstrip(". ").strip()
