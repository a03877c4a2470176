"""Choosing the lead: the first few rules of the fused ranking re-ordered by what makes a
record *the* answer rather than one of the related ones.

Reciprocal rank fusion (``rules_index.hybrid``) is good at bringing the answer among the
first five; the first place needs more signals than two ranks. For each of the first ``TOP``
rules this module computes a few features — both ranks and the fused score, how close in
meaning the record is, how much of the question its text and its heading cover, whether it is
an example rather than a rule, how deep it sits, whether it is about the game the question is
about — and orders them by a linear score whose weights were fitted by logistic regression
on the dev split of ``benchmarks/qa`` (``benchmarks/qa/fit_rerank.py`` prints them; never
fitted on the test split). Below the first ``TOP`` nothing moves.

``margin`` says how far the lead is ahead of the second: the page says "these rules may
answer" instead of "the rule that answers" when it is not clearly ahead.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .analysis import fold
from .model import EXAMPLE

if TYPE_CHECKING:
    from .search import SearchEngine

TOP = 6  # how many of the fused ranking's first rules are re-ordered
FEATURES = ("fused", "text_rr", "dense_rr", "cosine", "coverage", "title_coverage", "example", "depth", "game",
            "short")
#: fitted on the dev split by benchmarks/qa/fit_rerank.py (logistic regression on the features
#: standardised with MEANS/SCALES); the bias cancels out in a ranking and is left out
WEIGHTS: dict[str, float] = {"fused": 0.4266, "text_rr": 0.2590, "dense_rr": 0.1362, "cosine": 0.3394, "coverage": 0.7058, "title_coverage": 0.5070, "example": -0.2847, "depth": 0.0718, "game": 0.4507, "short": 0.1516}
MEANS: dict[str, float] = {"fused": 0.7225, "text_rr": 0.3117, "dense_rr": 0.2532, "cosine": 0.3824, "coverage": 0.4399, "title_coverage": 0.1733, "example": 0.0511, "depth": 0.4544, "game": 0.9465, "short": 0.1769}
SCALES: dict[str, float] = {"fused": 0.1914, "text_rr": 0.2960, "dense_rr": 0.2969, "cosine": 0.1580, "coverage": 0.1701, "title_coverage": 0.1989, "example": 0.2202, "depth": 0.9083, "game": 0.2249, "short": 0.0364}
#: the lead counts as clearly ahead when its score exceeds the second's by this much (in the
#: units of the linear score). On dev (fit_rerank.py): leads at least 0.75 ahead are 61 % of the
#: questions whose rules were re-ranked and 72 % of them are right; the others are right 36 % of
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


def coverage(engine: SearchEngine, groups: list[set[str]], rid: str) -> float:
    """How much of the question the record's words cover: the share of the question's word
    groups (a word with its synonyms and translations) of which one occurs in the record's
    text, in its best language."""
    if not groups:
        return 0.0
    folded = [frozenset(fold(a) for a in g) for g in groups]
    vocab = engine._vocabulary()
    best = 0
    for lang in engine.index[rid].texts:
        present = vocab.get((rid, lang), frozenset())
        best = max(best, sum(1 for g in folded if not present.isdisjoint(g)))
    return best / len(folded)


def features(engine: SearchEngine, groups: list[set[str]], fused: list[tuple[str, str, float, str]],
             text: list[tuple[str, str, float]], dense: list[tuple[str, str, float]],
             assumed: str | None) -> list[dict[str, float]]:
    """The features of each of the first ``TOP`` records of ``fused`` (best first)."""
    text_rank = {rid: r for r, (rid, _, _) in enumerate(text, 1)}
    dense_rank = {rid: r for r, (rid, _, _) in enumerate(dense, 1)}
    cosine = {rid: c for rid, _, c in dense}
    folded = [frozenset(fold(a) for a in g) for g in groups]
    vocab, titles = engine._vocabulary(), _titles(engine)
    top = fused[0][2] if fused and fused[0][2] else 1.0
    out = []
    for rid, _, score, _ in fused[:TOP]:
        r = engine.index[rid]
        langs = list(r.texts)

        def cover(table: dict, rid: str = rid, langs: list[str] = langs) -> float:
            if not folded:
                return 0.0
            best = 0
            for lang in langs:
                present = table.get((rid, lang), frozenset())
                best = max(best, sum(1 for g in folded if not present.isdisjoint(g)))
            return best / len(folded)

        body = r.text().body or r.text().title
        out.append({
            "fused": score / top,
            "text_rr": 1.0 / text_rank[rid] if rid in text_rank else 0.0,
            "dense_rr": 1.0 / dense_rank[rid] if rid in dense_rank else 0.0,
            "cosine": cosine.get(rid, 0.0),
            "coverage": cover(vocab),
            "title_coverage": cover(titles),
            "example": 1.0 if r.kind == EXAMPLE else 0.0,
            "depth": float((r.number or "").count(".")),
            "game": 1.0 if assumed and r.game == assumed else 0.0,
            "short": 1.0 / math.log(10 + len(body)),
        })
    return out


def score(f: dict[str, float]) -> float:
    return sum(w * (f[name] - MEANS.get(name, 0.0)) / (SCALES.get(name) or 1.0) for name, w in WEIGHTS.items())


def rerank(engine: SearchEngine, groups: list[set[str]], fused: list[tuple[str, str, float, str]],
           text: list[tuple[str, str, float]], dense: list[tuple[str, str, float]],
           assumed: str | None) -> tuple[list[tuple[str, str, float, str]], float | None]:
    """``fused`` with its first ``TOP`` records re-ordered by the fitted score, and the lead's
    margin over the second (None with fewer than two, or with no weights)."""
    if not WEIGHTS or len(fused) < 2:
        return fused, None
    scored = sorted(zip((score(f) for f in features(engine, groups, fused, text, dense, assumed)), range(TOP),
                        fused[:TOP]), key=lambda t: (-t[0], t[1]))
    head = [item for _, _, item in scored]
    return head + fused[TOP:], scored[0][0] - scored[1][0]
