"""Read-side helpers shared by the JSON API and the HTML pages (FAQ entries, ask)."""

from __future__ import annotations

import re

from rules_index.documents import DOCUMENTS
from rules_index.index import Index, load
from rules_index.model import FAQ, KINDS, Rule
from rules_index.rerank import SURE_MARGIN

RULE_KINDS = tuple(k for k in KINDS if k != FAQ)
FAQ_GROUPS = (  # (key, game, lang) — the FAQ lists the pages show, in this order
    ("kf-de", "kf", "de"),
    ("kf-pl", "kf", "pl"),
    ("asc", "asc", None),
    ("soi", "soi", None),
)


def scenario_for(faq_id: str, summary: bool = False) -> dict | None:
    """The built-in scenario under ``scenarios/faq/`` that replays an FAQ entry (its ``faq``
    list names the ID), as ``{"id", "path", "title", "url"}``; None if there is none.

    With ``summary``, also what resolving it gives: outcome, number of steps, whether its
    expectations pass (cached per file version). The API's ``scenario`` fields and the
    "Run this scenario" button on the FAQ pages are driven by this."""
    from . import builtin

    entry = builtin.for_faq(faq_id)
    if entry is None:
        return None
    out = {"id": entry.path, "path": entry.path, "title": entry.title, "url": builtin.trace_url(entry.path)}
    if summary:
        from .engine import scenario_summary

        out["summary"] = scenario_summary(entry.path)
    return out


def topic_of(index: Index, rule: Rule) -> str | None:
    """The FAQ section an entry is filed under (the Polish FAQ groups entries by card)."""
    parent = index.get(rule.parent) if rule.parent else None
    if parent is None or parent.kind == FAQ or parent.id.endswith(("/faq", "faq-und-tipps")):
        return None
    return parent.title


def faq_entry(index: Index, rule: Rule) -> dict:
    return {"id": rule.id, "game": rule.game, "number": rule.number, "langs": list(rule.texts),
            "question": rule.text().title, "lang": title_lang(index, rule.id), "twin": rule.twin, "cards": list(rule.cards),
            "topic": topic_of(index, rule)}


def faq_list(game: str | None = None, lang: str | None = None) -> list[dict]:
    index = load()
    return [faq_entry(index, r) for r in index.faq(game) if lang is None or lang in r.texts]


def rule_title(index: Index, rule_id: str, lang: str | None = None) -> str:
    """A record's title, in ``lang`` where the record has a text in it (else German, else Polish)."""
    r = index.get(rule_id)
    if r is None:
        return rule_id
    title = r.text(lang).title
    return r.number + " " + title if r.number and r.game == "rb" else title


def title_lang(index: Index, rule_id: str, lang: str | None = None) -> str | None:
    """The language ``rule_title`` shows a record's title in."""
    r = index.get(rule_id)
    return None if r is None else next(k for k, t in r.texts.items() if t is r.text(lang))


def faq_detail(rule: Rule) -> dict:
    index = load()
    out = faq_entry(index, rule)
    out["texts"] = {lang: {"lang": lang, "doc": t.doc, "edition": DOCUMENTS[t.doc].edition,
                           "question": t.title, "answer": t.body, "line": t.line}
                    for lang, t in rule.texts.items()}
    twin = index.get(rule.twin) if rule.twin else None
    out["twin_question"] = twin.text().title if twin else None
    seen: set[str] = set()
    rules = []
    for ref in rule.refs:
        if ref.target and ref.target in index and ref.target not in seen:
            seen.add(ref.target)
            rules.append({"id": ref.target, "title": rule_title(index, ref.target), "raw": ref.raw})
    out["rules"] = rules
    out["differs"] = rule.differs
    out["scenario"] = scenario_for(rule.id)
    return out


def ask(q: str, game: str | None = None, lang: str | None = None, limit: int = 5, show: str | None = None) -> dict:
    """A free-text question → the best FAQ entries and, separately, the best rules (full text
    and meaning fused, ``rules_index.hybrid``); ``show`` is the reader's language (the page's):
    each record is shown in it where it has a text in it."""
    from rules_index.hybrid import answer

    index = load()
    engine = index.search_engine
    found = answer(engine, q, game=game, lang=lang, limit=limit, show=show)
    faq_hits = []
    for h in found.faq:
        d = h.to_dict()
        d["twin"] = index[h.id].twin
        d["scenario"] = scenario_for(h.id, summary=True)
        faq_hits.append(d)
    rule_hits = [h.to_dict() for h in found.rules]
    assumed, why = found.assumed, found.why
    present = {h["game"] for h in faq_hits + rule_hits}
    lead = _lead(found.meaning, faq_hits, rule_hits, assumed, found.coverage, q)
    answer = _answer(index, lead, faq_hits, rule_hits)
    if answer and answer["kind"] == "rule" and found.margin is not None and found.margin < SURE_MARGIN:
        # the best rule is not clearly ahead of the next (rules_index.rerank): offer three, claim none
        answer["unsure"] = True
        answer["candidates"] = [_candidate(h, "rule") for h in rule_hits[:3]]
    elif answer and answer["kind"] == "faq" and faq_hits[0].get("why") not in NAMED \
            and found.meaning.get(answer["id"], 1.0) < FAQ_CLOSE:
        # an FAQ entry ahead of the rules, but its question is not close to this one: offer it
        # and the two best rules, claim none
        answer["unsure"] = True
        answer["candidates"] = [_candidate(faq_hits[0], "faq")] + [_candidate(h, "rule") for h in rule_hits[:2]]
    from .ask_cards import card_answers

    return {"query": q, "cards": card_answers(index, q, assumed, game, show or "de"),
            "game": {"assumed": assumed, "why": why or None,
                                 "others": [g for g in ("kf", "rb", "asc", "soi") if g != assumed and (assumed or g in present)]},
            "lead": lead, "answer": answer, "faq": faq_hits, "rules": rule_hits,
            "by_meaning": found.by_meaning}


#: an FAQ entry answers first when it fits the question clearly better than the best rule:
#: closer in meaning (cosine) plus COVER_WEIGHT times the share of the question's words it
#: covers beyond the rule's, by more than LEAD_MARGIN. Meaning alone favours FAQ entries (a
#: question is close to a question); the words they share with it tell a ruling about this
#: from one about something else. Tuned on the dev split of benchmarks/qa (196 questions where
#: the FAQ list's or the rules list's first hit is right; a grid of 5 weights x 6 margins):
#: meaning alone at 0.10 chose right 121 times, this 137; the 63 FAQ paraphrases of all splits
#: lead with their entry 59 times (57 before). Once rules were found by the questions they answer
#: (rules_index.asked) the best rule is right more often, and the margin was tuned again on dev
#: (a grid of 0-0.4 x 0-1.5): ask's lead@1 0.767 at 0.05, 0.775 at 0.10, 0.779 at 0.12-0.15, 0.771
#: at 0.25-0.4; but the FAQ paraphrases leading with their ruling fall from 57 of 63 at 0.05 to 56
#: at 0.10, 54 at 0.12, 52 at 0.15. 0.10: most of the gain, the published rulings still lead
LEAD_MARGIN, COVER_WEIGHT = 0.10, 0.5

#: how an FAQ hit was found when the question names it: by its ID, or by the card it is about
NAMED = ("id", "card", "card+text")

#: a question that asks for a card's errata ("Errata", "erratę", "poprawiony tekst", "corrected
#: text") is answered by the errata record, not by an FAQ entry about the same card
ERRATA = re.compile(r"\berrat\w*|poprawion\w* tekst|corrected (?:card )?text|korrigierte\w* (?:Karten)?text",
                    re.IGNORECASE)


def _lead(meaning: dict[str, float], faq_hits: list[dict], rule_hits: list[dict], assumed: str | None = None,
          coverage: dict[str, float] | None = None, question: str = "") -> str:
    """Which list answers first: an FAQ entry leads when the question names a card the entry
    is about (unless it asks for the card's errata and the best rule is an errata record), or
    when it fits the question clearly better than the best rule (see ``LEAD_MARGIN``) and is
    about the game the question is (the game assumed, else the best rule's): an Ascension entry
    never answers a Riftbound question first."""
    if not faq_hits:
        return "rules"
    if rule_hits and rule_hits[0].get("kind") == "errata" and ERRATA.search(question):
        return "rules"
    if not rule_hits or faq_hits[0].get("why") in NAMED:
        return "faq"
    if faq_hits[0]["game"] != (assumed or rule_hits[0]["game"]):
        return "rules"
    faq, rule = faq_hits[0]["id"], rule_hits[0]["id"]
    cover = coverage or {}
    better = (meaning.get(faq, -1.0) - meaning.get(rule, -1.0)) + COVER_WEIGHT * (cover.get(faq, 0.0) - cover.get(rule, 0.0))
    return "faq" if better > LEAD_MARGIN else "rules"


#: an FAQ entry that answers first by ``LEAD_MARGIN`` (not because the question names its card) is
#: claimed to answer only when its question is this close in meaning (cosine) to the one asked: an
#: entry that paraphrases the question is closer. On dev, of the 13 FAQ entries that lead by the
#: margin, the 5 below 0.35 are all wrong, 5 of the 8 above it right
FAQ_CLOSE = 0.35


def _candidate(hit: dict, kind: str) -> dict:
    """A hit as one of the answers offered when none is claimed (``unsure``)."""
    return {"kind": kind, **{k: hit[k] for k in ("id", "game", "title", "lang", "snippet", "highlights", "other_lang")}}


def _answer(index: Index, lead: str, faq_hits: list[dict], rule_hits: list[dict]) -> dict | None:
    """What answers first, whole: the published ruling (the FAQ entry's question and answer,
    in every language its twins give, with the scenario that replays it), or the best rule
    with the passage that matched."""
    if lead == "faq" and faq_hits:
        hit = faq_hits[0]
        rule = index[hit["id"]]
        texts = {lang: {"question": t.title, "answer": t.body} for lang, t in rule.texts.items()}
        twin = index.get(rule.twin) if rule.twin else None
        for lang, t in (twin.texts.items() if twin else ()):
            texts.setdefault(lang, {"question": t.title, "answer": t.body})
        return {"kind": "faq", "id": rule.id, "twin": rule.twin, "game": rule.game, "texts": texts,
                "scenario": hit.get("scenario")}
    if rule_hits:
        hit = rule_hits[0]
        return {"kind": "rule", "id": hit["id"], "game": hit["game"], "title": hit["title"], "lang": hit["lang"],
                "snippet": hit["snippet"], "highlights": hit["highlights"], "other_lang": hit["other_lang"]}
    return None


def highlight(snippet: str, offsets) -> list[tuple[str, bool]]:
    """Split a snippet into (text, matched) parts by ``[start, end)`` offsets (for <mark>)."""
    parts: list[tuple[str, bool]] = []
    pos = 0
    for start, end in sorted((int(s), int(e)) for s, e in offsets):
        start, end = max(start, pos), min(end, len(snippet))
        if start >= end:
            continue
        if start > pos:
            parts.append((snippet[pos:start], False))
        parts.append((snippet[start:end], True))
        pos = end
    if pos < len(snippet):
        parts.append((snippet[pos:], False))
    return parts
