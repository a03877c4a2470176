"""The FAQs: DE "HÄUFIG GESTELLTE FRAGEN" (55 entries, newest last) and PL "NAJCZĘŚCIEJ
ZADAWANE PYTANIA (FAQ)" (83 entries, grouped under topic lines such as "Cień Dis").

Splitting (paragraph by paragraph, after the intro paragraph):
* a paragraph ending in "?" closes a question; the paragraphs gathered since the last
  topic line (PL) belong to that question too, so "Mój przeciwnik ma w grze Sztandar
  bitewny (…)." + "Czy mogę …?" is one two-paragraph question;
* every other paragraph belongs to the answer of the current entry — answers run over
  several paragraphs and numbered lists ("1. Du erhältst …" … "4. …");
* PL topic lines: short (≤ 60 characters), no final ".?!:"; they become ``section``
  records ``kf:faq/pl-topic-NN`` (parent of the entries under them), the repeated topic
  "Archiwum" included.

Records: ``kf:faq/de-01`` … ``kf:faq/de-55``, ``kf:faq/pl-01`` … ``kf:faq/pl-83`` in document
order; Text(title=question, body=answer). ``twin`` from the explicit table ``faq_twins``;
``cards`` = English names of the cards the entry mentions (``cards.names_in``), in order of
first mention, question before answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_index.model import FAQ, SECTION, Rule, Text

from . import cards as C
from . import document as D
from .differs import DIFFERS
from .faq_twins import TWINS

GAME = "kf"
SECTION_ID = "kf:rules/faq"
_CLOSERS = "”“\"»«)"


@dataclass
class Entry:
    lang: str
    n: int
    line: int
    question: list[str]
    answer: list[str] = field(default_factory=list)
    topic: int | None = None  # index into topics (PL)

    @property
    def id(self) -> str:
        return faq_id(self.lang, self.n)


def faq_id(lang: str, n: int) -> str:
    return f"kf:faq/{lang}-{n:02d}"


def _is_question_end(p: str) -> bool:
    return p.rstrip(_CLOSERS).endswith("?")


def _is_topic(lang: str, p: str) -> bool:
    return lang == "pl" and "\n" not in p and len(p) <= 60 and p[-1] not in ".?!:"


def entries(lang: str) -> tuple[tuple[int, str], list[tuple[int, str]], list[Entry]]:
    """((line, intro paragraph), [(line, topic)], entries) of one book's FAQ."""
    part = D.parts(lang)["faq"]
    paras = D.numbered_paragraphs(part.lines[1:])
    intro, paras = paras[0], paras[1:]
    topics: list[tuple[int, str]] = []
    out: list[Entry] = []
    pending: list[tuple[int, str]] = []
    cur: Entry | None = None
    for no, p in paras:
        if _is_topic(lang, p):
            topics.append((no, p))
            cur, pending = None, []
        elif _is_question_end(p):
            pending.append((no, p))
            cur = Entry(lang, len(out) + 1, pending[0][0], [q for _, q in pending],
                        topic=len(topics) - 1 if topics else None)
            out.append(cur)
            pending = []
        elif cur is None:
            pending.append((no, p))
        else:
            cur.answer.append(p)
    if pending:
        raise ValueError(f"{part.doc}: FAQ text without a question mark at line {pending[0][0]}")
    return intro, topics, out


def topic_id(k: int) -> str:
    return f"kf:faq/pl-topic-{k + 1:02d}"


def parse() -> list[Rule]:
    section_texts: dict[str, Text] = {}
    rules: list[Rule] = []
    topic_rules: list[Rule] = []
    twin_of = {faq_id("de", d): faq_id("pl", p) for d, p in TWINS.items()}
    twin_of.update({v: k for k, v in list(twin_of.items())})
    for lang in ("de", "pl"):
        doc = D.LANGS[lang]
        (intro_no, intro), topics, items = entries(lang)
        head = D.parts(lang)["faq"].lines[0]
        section_texts[lang] = Text(lang, doc, head.text, intro, head.no)
        for k, (no, title) in enumerate(topics):
            topic_rules.append(Rule(topic_id(k), GAME, SECTION, {lang: Text(lang, doc, title, "", no)},
                                    parent=SECTION_ID))
        for e in items:
            question = " ".join(e.question)
            answer = "\n\n".join(e.answer)
            rule = Rule(e.id, GAME, FAQ, {lang: Text(lang, doc, question, answer, e.line)},
                        number=f"{e.n:02d}", twin=twin_of.get(e.id), differs=DIFFERS.get(e.id),
                        cards=C.names_in([(question, lang), (answer, lang)]))
            if e.topic is not None:
                rule.parent = topic_id(e.topic)
                topic_rules[e.topic].children.append(rule.id)
            else:
                rule.parent = SECTION_ID
            rules.append(rule)
    children = [r.id for r in rules if r.parent == SECTION_ID] + [t.id for t in topic_rules]
    section = Rule(SECTION_ID, GAME, SECTION, section_texts, children=children)
    return [section, *topic_rules, *rules]
