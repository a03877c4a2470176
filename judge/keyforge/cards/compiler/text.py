"""Printed card text → the pieces the grammar reads.

The catalogue's English text has icons written as letters after numbers ("2<A>", "3D"),
text in parentheses, typographic quotes and dashes, and abilities on separate lines.

Text in parentheses: the reminder text of a keyword ("(The first time this creature is
attacked each turn, no damage is dealt.)" after "Elusive") restates a rule the engine applies
from the keyword, and is dropped (``REMINDERS``); every other parenthesis may carry rules ("to a
maximum of 6", "rounding down the loss", "instead of its original house") and stays in its
sentence, so that the grammar reads it or the sentence does not compile.

``normalize`` makes one plain spelling; ``abilities`` cuts the text into abilities (a bold
label such as "Play:" or "Fight/Reap:" opens one; a line without a label is a keyword line or
a constant ability); ``sentences`` cuts an ability into sentences.
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
#: reminder text of keywords (kf:glossary/<keyword>): what the engine does for the keyword anyway
REMINDERS = tuple(re.compile(p, re.IGNORECASE) for p in (
    r"The first time this creature is attacked each turn, no damage is dealt\.",  # elusive
    r"When you use (this creature|a creature with skirmish) to fight, it is dealt no damage in return\.",  # skirmish
    r"This creature's neighbors cannot be attacked unless they have taunt\.",  # taunt
    r"This creature can enter play anywhere in your battleline\.",  # deploy
    r"You can only play this card before doing anything else this step\.",  # alpha
    r"After you play this card, ?end this step\.",  # omega
    r"Before this creature is attacked, deal \d+ ?<?D>? to the attacking enemy\.",  # hazardous
    r"Before this creature attacks, deal \d+ ?<?D>? to the attacked enemy\.",  # assault
    r"Any damage dealt by this creature's power during a fight destroys the damaged creature\.",  # poison
    r"It cannot be destroyed or dealt damage\.",  # invulnerable
    r"These icons have already been added to cards in your deck\.",  # enhance
    r"Play only with the other half of [^.]+\.",  # gigantic (kf:glossary/gigantic)
    r"You are haunted if there are 10 or more cards in your discard pile\.",  # haunted
))
#: the catalogue's mark for a card without a text box
NO_TEXT = "(Vanilla)"


def _reminder(m: re.Match) -> str:
    inner = m.group(0)[1:-1].replace("’", "'").strip()
    return "" if any(r.fullmatch(inner) for r in REMINDERS) else m.group(0)


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
    if text.strip() == NO_TEXT:
        return ""
    text = re.sub(r"\([^)]*\)", _reminder, text)  # reminder text of a keyword goes; the rest stays
    text = re.sub(r"([.!])(?=[A-Z][a-z])", r"\1 ", text)  # "Capture 3A.Reap: …": the catalogue lost a space
    text = re.sub(r"([.!]\))(?=[A-Z])", r"\1 ", text)  # "(… house.)This creature gains …"
    text = re.sub(r"\bof(?=[A-Z])", "of ", text)  # "destroy one ofScowly Caper's neighbors": a lost space
    text = re.sub(r"\s+\)", ")", re.sub(r"\(\s+", "(", text))
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = text.replace("–", "-").replace("—", "-").replace("−", "-")
    # 'gains, "… counter."Play: Fully heal …': a bold label right after a quoted ability lost its space
    text = re.sub(r'([.!]")(?=(?:' + "|".join(re.escape(x) for x in LABELS) + r')\s*:)', r"\1 ", text)
    text = re.sub(r"<([ADR])>", r"\1", text)
    text = _ICON.sub(lambda m: f"{m.group(1)}{m.group(2)}", text)
    text = re.sub(r"[ \t]+", " ", text)
    # a sentence the catalogue broke over two lines ("Deal 2D to each non-Mutant\ncreature."): a
    # line that ends inside a sentence, followed by one going on in lower case or with "+1 power"
    text = re.sub(r"(?<=[A-Za-z0-9])[ \t]*\n[ \t]*(?=[a-z+])", " ", text)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


#: abbreviations inside card names ("Com. Officer Kirby", "Sci. Officer Qincan", "Dr. Milli"): no sentence ends there
ABBREVIATION = re.compile(r"(?<![\w])(com|sci|dr)\.$", re.IGNORECASE)
_NEXT_SENTENCE = re.compile(r" ?[A-Z]")


def sentences(text: str) -> list[str]:
    """Sentences of a line: split after . or ! outside quotes (after ".)" when a sentence in
    parentheses ends there)."""
    out, buf, quoted = [], "", False
    for i, ch in enumerate(text):
        buf += ch
        if ch == '"':
            quoted = not quoted
        ends = ch in ".!" or (ch == ")" and i > 0 and text[i - 1] in ".!")
        # a quoted ability that ends its sentence ('... gains, "Fight: Draw a card." After ...')
        closes = ch == '"' and not quoted and i > 0 and text[i - 1] in ".!" and _NEXT_SENTENCE.match(text, i + 1)
        if ends and ABBREVIATION.search(buf):
            continue
        if closes or (ends and not quoted and (i + 1 == len(text) or text[i + 1] == " ")):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return _joined([s for s in out if s])


#: a sentence that only says how the damage of the sentence before it is dealt ("Deal 2D for each
#: friendly Brobnar creature. You may divide this damage among any number of creatures."): one sentence
_GOES_ON = re.compile(r"^you may divide this damage\b", re.IGNORECASE)


def _joined(sentences_: list[str]) -> list[str]:
    out: list[str] = []
    for s in sentences_:
        if out and _GOES_ON.match(s):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


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
            nxt = re.search(r"(?:(?<=[.!] )|(?<=[.!]\) )|(?<=[.!]\" ))(" + "|".join(re.escape(x) for x in LABELS)
                            + r")\s*:", rest)
            chunk, rest = (rest[: nxt.start()], rest[nxt.start():]) if nxt else (rest, "")
            current.sentences += sentences(chunk.strip())
            current = None if rest else current
    return [a for a in out if a.sentences]
