"""Choosing the lead: the first few rules of the fused ranking re-ordered by what makes a
record *the* answer rather than one of the related ones.

Reciprocal rank fusion (``rules_index.hybrid``) is good at bringing the answer among the
first five; the first place needs more signals than two ranks. For each of the first ``TOP``
rules this module computes a few features — both ranks and the fused score, how close in
meaning the record is, how much of the question its text and its heading cover (each word also
weighted by how rare it is), whether it is an example rather than a rule, how deep it sits,
whether it is about the game the question is about, whether one of the questions the record
answers (``rules_index.asked``) shares the question's words or meaning, and whether it states a
number when the question asks "how many" — and orders them by a linear score whose weights were fitted by logistic regression
on the dev split of ``benchmarks/qa`` (``benchmarks/qa/fit_rerank.py`` prints them; never
fitted on the test split). Below the first ``TOP`` nothing moves.

``margin`` says how far the lead is ahead of the second: the page says "these rules may
answer" instead of "the rule that answers" when it is not clearly ahead.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import re

from .analysis import analyse, fold
from .model import EXAMPLE
from .terms import NUMBER_WORDS

if TYPE_CHECKING:
    from .search import SearchEngine

TOP = 6  # how many of the fused ranking's first rules are re-ordered
FEATURES = ("fused", "text_rr", "dense_rr", "cosine", "coverage", "title_coverage", "example", "depth", "game",
            "short", "defines", "asked_rr", "asked_cos", "quantity", "rare_coverage")
#: fitted on the dev split by benchmarks/qa/fit_rerank.py (logistic regression on the features
#: standardised with MEANS/SCALES, its L2 penalty 0.3 chosen by cross-validation on dev); the bias
#: cancels out in a ranking and is left out
WEIGHTS: dict[str, float] = {"fused": 0.3531, "text_rr": 0.2727, "dense_rr": 0.1468, "cosine": 0.0506, "coverage": 0.2418, "title_coverage": 0.1166, "example": 0.0596, "depth": 0.0254, "game": -0.0063, "short": -0.0887, "defines": 0.0895, "asked_rr": 0.3681, "asked_cos": 0.1644, "quantity": 0.1690, "rare_coverage": 0.2347}
MEANS: dict[str, float] = {"fused": 0.6900, "text_rr": 0.2021, "dense_rr": 0.1710, "cosine": 0.3045, "coverage": 0.3469, "title_coverage": 0.1532, "example": 0.0007, "depth": 0.5201, "game": 0.9389, "short": 0.1924, "defines": 0.0076, "asked_rr": 0.3413, "asked_cos": 0.5223, "quantity": 0.0042, "rare_coverage": 0.3426}
SCALES: dict[str, float] = {"fused": 0.2052, "text_rr": 0.2849, "dense_rr": 0.2631, "cosine": 0.1973, "coverage": 0.2022, "title_coverage": 0.1735, "example": 0.0263, "depth": 0.9285, "game": 0.2395, "short": 0.0467, "defines": 0.0871, "asked_rr": 0.3208, "asked_cos": 0.1512, "quantity": 0.3926, "rare_coverage": 0.2038}
#: the lead counts as clearly ahead when its score exceeds the second's by this much (in the
#: units of the linear score). On dev (fit_rerank.py): leads at least 0.75 ahead are 61 % of the
#: questions whose rules were re-ranked and 78 % of them are right; the others are right about half
#: the time — for those the page shows three candidates and claims none
SURE_MARGIN = 0.75


def _titles(engine: SearchEngine) -> dict[tuple[str, str], frozenset[str]]:
    """(rule ID, lang) → the folded stems of its heading."""
    table = getattr(engine, "_title_vocab", None)
    if table is None:
        rows = engine._con().execute("SELECT rid, lang, title FROM docs").fetchall()
        table = {(rid, lang): frozenset(title.split()) for rid, lang, title in rows}
        engine._title_vocab = table
    return table


#: how the Riftbound Core Rules define a keyword: "Es ist funktional die Kurzform für „…“"
#: (rb:717.1.a, rb:726.1.c, …; Aktion and Reaktion: "eine (funktionale) Abkürzung für")
SHORTHAND = re.compile(r"funktional(?:e)? (?:die |eine )?(?:Kurzform|Abkürzung)")


def _definitions(engine: SearchEngine) -> dict[str, list[frozenset[str]]]:
    """Record ID → the stems of the keyword it defines, per language: a Riftbound keyword's
    shorthand rule defines the keyword its section is headed by (rb:729.1.b → "Vision"). A
    question that names the keyword often asks what it does. (Glossary entries define their
    headings too, but a question naming one of the 120 glossary terms is seldom about its
    definition: on the dev split such an entry answered 20 of the 134 times it was a candidate,
    a keyword's shorthand 9 of 12.)"""
    table = getattr(engine, "_definitions", None)
    if table is None:
        table = {}
        for r in engine.index:
            if not (r.game == "rb" and r.number and SHORTHAND.search(r.text().body)):
                continue
            term = engine.index.get(r.id.split(".")[0])
            if term is not None:
                table[r.id] = [stems for lang, t in term.texts.items()
                               if (stems := frozenset(fold(w) for w in analyse(t.title, lang)))]
        engine._definitions = table
    return table


#: a question that asks for a number ("Wie viele Karten …", "how many", "ile") is answered by a
#: record that states one
QUANTITY = re.compile(r"\b(how (?:many|much)|maximum|minimum|at (?:most|least)|wie viele?|höchstens|mindestens|"
                      r"maximal|minimal|ile|maksymaln\w*|minimaln\w*|co najmniej|najwyżej)\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d|\b(?:%s)\b" % "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)), re.IGNORECASE)


def _rarity(engine: SearchEngine, folded: list[frozenset[str]]) -> list[float]:
    """Each of the question's word groups weighted by how rare its rarest word is in the documents
    (inverse document frequency over the full-text rows): "Mulligan" says more about which record
    answers than "Karte"."""
    rows, df = engine._rows, engine._df
    top = math.log(rows)
    return [max((math.log(rows / df[a]) if df.get(a) else top) for a in g) if g else 0.0 for g in folded]


def _covered(folded: list[frozenset[str]], table: dict, rid: str, langs, weights: list[float] | None = None) -> float:
    """The share of the question's word groups of which one occurs in ``table``'s stems of the
    record (its text, or its heading), in its best language; with ``weights``, each group counts
    by its weight (``_rarity``)."""
    if not folded:
        return 0.0
    weights = weights or [1] * len(folded)
    best = 0
    for lang in langs:
        present = table.get((rid, lang), frozenset())
        best = max(best, sum(w for g, w in zip(folded, weights) if not present.isdisjoint(g)))
    return best / (sum(weights) or 1.0)


def coverage(engine: SearchEngine, groups: list[set[str]], rid: str) -> float:
    """How much of the question the record's words cover: the share of the question's word
    groups (a word with its synonyms and translations) of which one occurs in the record's
    text, in its best language."""
    folded = [frozenset(fold(a) for a in g) for g in groups]
    return _covered(folded, engine._vocabulary(), rid, engine.index[rid].texts)


def features(engine: SearchEngine, groups: list[set[str]], fused: list[tuple[str, str, float, str]],
             text: list[tuple[str, str, float]], dense: list[tuple[str, str, float]],
             assumed: str | None, asked_text: list[tuple[str, str, float]] = (),
             asked_dense: list[tuple[str, str, float]] = (), question: str = "") -> list[dict[str, float]]:
    """The features of each of the first ``TOP`` records of ``fused`` (best first)."""
    asked_rank = {rid: r for r, (rid, _, _) in enumerate(asked_text, 1)}
    asked_cos = {rid: c for rid, _, c in asked_dense}
    text_rank = {rid: r for r, (rid, _, _) in enumerate(text, 1)}
    dense_rank = {rid: r for r, (rid, _, _) in enumerate(dense, 1)}
    cosine = {rid: c for rid, _, c in dense}
    folded = [frozenset(fold(a) for a in g) for g in groups]
    asked = frozenset().union(*folded)
    vocab, titles, defined = engine._vocabulary(), _titles(engine), _definitions(engine)
    quantity = bool(QUANTITY.search(question))
    rarity = _rarity(engine, folded)
    top = fused[0][2] if fused and fused[0][2] else 1.0
    out = []
    for rid, _, score, _ in fused[:TOP]:
        r = engine.index[rid]
        body = r.text().body or r.text().title
        out.append({
            "fused": score / top,
            "text_rr": 1.0 / text_rank[rid] if rid in text_rank else 0.0,
            "dense_rr": 1.0 / dense_rank[rid] if rid in dense_rank else 0.0,
            "cosine": cosine.get(rid, 0.0),
            "coverage": _covered(folded, vocab, rid, r.texts),
            "title_coverage": _covered(folded, titles, rid, r.texts),
            "example": 1.0 if r.kind == EXAMPLE else 0.0,
            "depth": float((r.number or "").count(".")),
            "game": 1.0 if assumed and r.game == assumed else 0.0,
            "short": 1.0 / math.log(10 + len(body)),
            # it defines a term the question names (a keyword's definition for "what does Shield do")
            "defines": 1.0 if any(term <= asked for term in defined.get(rid, ())) else 0.0,
            # one of the questions the record answers (rules_index.asked) shares the question's words,
            # or is close in meaning
            "asked_rr": 1.0 / asked_rank[rid] if rid in asked_rank else 0.0,
            "asked_cos": asked_cos.get(rid, 0.0),
            # the question asks for a number: +1 for a record that states one, -1 for one that does not
            "quantity": (1.0 if _NUMBER.search(body) else -1.0) if quantity else 0.0,
            "rare_coverage": _covered(folded, vocab, rid, r.texts, rarity),
        })
    return out


def score(f: dict[str, float]) -> float:
    return sum(w * (f[name] - MEANS.get(name, 0.0)) / (SCALES.get(name) or 1.0) for name, w in WEIGHTS.items())


def rerank(engine: SearchEngine, groups: list[set[str]], fused: list[tuple[str, str, float, str]],
           text: list[tuple[str, str, float]], dense: list[tuple[str, str, float]],
           assumed: str | None, asked_text: list[tuple[str, str, float]] = (),
           asked_dense: list[tuple[str, str, float]] = (),
           question: str = "") -> tuple[list[tuple[str, str, float, str]], float | None]:
    """``fused`` with its first ``TOP`` records re-ordered by the fitted score, and the lead's
    margin over the second (None with fewer than two, or with no weights)."""
    if not WEIGHTS or len(fused) < 2:
        return fused, None
    scored = sorted(zip((score(f) for f in features(engine, groups, fused, text, dense, assumed, asked_text,
                                                    asked_dense, question)), range(TOP),
                        fused[:TOP]), key=lambda t: (-t[0], t[1]))
    head = [item for _, _, item in scored]
    return head + fused[TOP:], scored[0][0] - scored[1][0]
