"""Printed card text → the pieces the grammar reads.

The catalogue's English text has icons written as letters after numbers ("2<A>", "3D"),
reminder text in parentheses, typographic quotes and dashes, and abilities on separate
lines. ``normalize`` makes one plain spelling; ``abilities`` cuts the text into abilities
(a bold label such as "Play:" or "Fight/Reap:" opens one; a line without a label is a
keyword line or a constant ability); ``sentences`` cuts an ability into sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: bold labels, longest first (kf:glossary/ability)
LABELS = ("Play/Fight/Reap", "Before Fight", "Leaves Play", "Fight/Reap", "Play/Fight", "Play/Reap", "Destroyed",
          "Action", "Fight", "Reap", "Omni", "Play", "Scrap")
LABEL_TRIGGERS = {"Play": ["play"], "Reap": ["reap"], "Fight": ["fight"], "Action": ["action"], "Omni": ["omni"],
                  "Destroyed": ["destroyed"], "Before Fight": ["before-fight"], "Leaves Play": ["leaves-play"],
                  "Fight/Reap": ["fight", "reap"], "Play/Fight": ["play", "fight"], "Play/Reap": ["play", "reap"],
                  "Play/Fight/Reap": ["play", "fight", "reap"]}
_LABEL_RE = re.compile(r"^(" + "|".join(re.escape(x) for x in LABELS) + r")\s*:\s*")
_ICON = re.compile(r"(\d+|X)\s*<?([ADR])>?(?=[\s.,;:)!?”\"]|$)")


@dataclass
class Ability:
    label: str | None  # "Play", "Fight/Reap", … or None for a constant ability / keyword line
    sentences: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return (f"{self.label}: " if self.label else "") + " ".join(self.sentences)


def normalize(text: str) -> str:
    text = text.replace("\ufeff", "").replace("\u200b", "").replace("\x0b", "\n")
    text = re.sub(r"[\u00a0\u2000-\u200a\u202f\u205f]", " ", text)  # no-break and narrow spaces are spaces
    text = re.sub(r"\([^)]*\)", "", text)  # reminder text has no game function
    text = re.sub(r"([.!])(?=[A-Z][a-z])", r"\1 ", text)  # "Capture 3A.Reap: …": the catalogue lost a space
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = text.replace("–", "-").replace("—", "-").replace("−", "-")
    text = re.sub(r"<([ADR])>", r"\1", text)
    text = _ICON.sub(lambda m: f"{m.group(1)}{m.group(2)}", text)
    text = re.sub(r"[ \t]+", " ", text)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def sentences(text: str) -> list[str]:
    """Sentences of a line: split after . or ! outside quotes."""
    out, buf, quoted = [], "", False
    for i, ch in enumerate(text):
        buf += ch
        if ch == '"':
            quoted = not quoted
        if ch in ".!" and not quoted and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return [s for s in out if s]


def abilities(text: str) -> list[Ability]:
    out: list[Ability] = []
    for line in normalize(text).split("\n"):
        rest = line
        current: Ability | None = None
        while rest:
            m = _LABEL_RE.match(rest)
            if m:
                current = Ability(m.group(1))
                out.append(current)
                rest = rest[m.end():]
            elif current is None:
                current = Ability(None)
                out.append(current)
            # a label inside the line starts a new ability ("Elusive. Reap: ...")
            nxt = re.search(r"(?<=[.!] )(" + "|".join(re.escape(x) for x in LABELS) + r")\s*:", rest)
            chunk, rest = (rest[: nxt.start()], rest[nxt.start():]) if nxt else (rest, "")
            current.sentences += sentences(chunk.strip())
            current = None if rest else current
    return [a for a in out if a.sentences]
