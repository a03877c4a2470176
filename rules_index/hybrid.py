"""Finding the rules and FAQ entries a question means: full text and meaning together.

``answer(engine, question)`` runs the question once through each retriever — full text (BM25
over stems, re-ranked by coverage, ``SearchEngine.fulltext``) and meaning (the multilingual
sentence encoder, ``rules_index.dense``), each over the records' own texts and over the
questions each rule answers (``rules_index.asked``) — and fuses the four rankings by weighted
reciprocal rank, separately for the FAQ entries and for the rules, so that an FAQ entry never
pushes a rule out of the rules list (nor the other way round).

The game: a question that names its game is answered from that game's records only (the
answer says so and offers the others); one that names a card of one game only, or only uses a
game's words, ranks that game's records first and the others after them, scaled down.

Every constant here was tuned on the dev split of ``benchmarks/qa`` (never on its test split).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import asked
from .analysis import STOPWORDS, question_language, stem, words
from .model import FAQ
from .rerank import coverage, rerank
from .search import Hit

if TYPE_CHECKING:
    from .search import SearchEngine

#: reciprocal rank fusion: a record at rank r of a list gets weight / (RRF_K + r)
RRF_K, TEXT_WEIGHT, DENSE_WEIGHT = 5, 1.5, 1.0
#: the same for the questions a record answers (``rules_index.asked``): by their words, by meaning.
#: On dev, with one question per language and record: lead@1 0.700 without them, 0.738 at 1/1, 0.750
#: at 2/2, 0.725 at 4/4; with a second, situational question for 1,311 records: 0.787 at 1/1, 0.808 at
#: 2/2, 0.825 at 3/3, 0.829 at 3.5/3.5, 0.817 at 4/4 (each before the re-ranker was refitted)
ASKED_TEXT_WEIGHT, ASKED_DENSE_WEIGHT = 3.0, 3.0
POOL = 80  # candidates taken from each retriever
DENSE_ALONE_MIN = 0.35  # with no full-text match at all, meaning counts only from this cosine on
OTHER_GAME_FACTOR = 0.3  # a game assumed from its words: other games' records scaled by this
GLOSS_FROM = ("pl", "en", "de")  # question words glossed with the game terms of the documents (meaning)
GLOSS_MAX = 8
#: how a hit was found, as shown to the user
WHY = {"text": "text", "meaning": "meaning", "both": "text+meaning"}


@dataclass
class Answer:
    rules: list[Hit] = field(default_factory=list)
    faq: list[Hit] = field(default_factory=list)
    assumed: str | None = None
    why: str = ""  # "filter" (asked for), "name", "card" (it names one of its cards), "words", or ""
    meaning: dict[str, float] = field(default_factory=dict)  # cosine of question and record, per hit shown
    #: False while the record vectors are still being built (a first start): full text only
    by_meaning: bool = True
    #: how far the first rule is ahead of the second after re-ranking (``rules_index.rerank``);
    #: None when not re-ranked
    margin: float | None = None
    #: the share of the question's words the best rule and the best FAQ entry cover
    #: (``rerank.coverage``): one of the signals of which answers first
    coverage: dict[str, float] = field(default_factory=dict)


def glossed(engine: "SearchEngine", query: str, game: str | None = None) -> str:
    """The question with the document terms of its game words added in parentheses (the
    encoder relates Polish and German technical wording less well than either to itself).
    For a question about one game, only terms in the languages that game's documents are
    written in: a Polish gloss of a German-only game's question is noise to the encoder."""
    langs = engine.game_languages().get(game) if game else None
    extra: list[str] = []
    ws = words(query)
    for i in range(len(ws)):
        for term_lang, term in engine.phrase_at(ws, i)[1]:
            if (langs is None or term_lang in langs) and term not in extra and term.casefold() not in query.casefold():
                extra.append(term)
    qlang = question_language(ws)
    stop = STOPWORDS[qlang] if qlang else set()
    for w in ws:
        if w in stop:  # German "die" is not the English verb
            continue
        for lang in ((qlang,) if qlang else GLOSS_FROM):
            for term_lang, term in engine._gloss_table.get((lang, stem(w, lang)), ()):
                if (langs is None or term_lang in langs) and term not in extra and term.casefold() != w:
                    extra.append(term)
    return f"{query} ({', '.join(extra[:GLOSS_MAX])})" if extra else query


def answer(engine: "SearchEngine", query: str, game: str | None = None, lang: str | None = None,
           limit: int = 5, show: str | None = None) -> Answer:
    """The best rules and FAQ entries for ``query``; ``lang`` filters the records' languages,
    ``show`` is the reader's language: a record is shown in it where it has a text in it (a rule
    both KeyForge rulebooks state is shown in German on a German page, whichever text matched)."""
    query = (query or "").strip()
    if not query:
        return Answer()
    if game:
        assumed, why = game, "filter"
    else:
        assumed, why = engine.detector.detect(query)
    only = game or (assumed if why == "name" else None)  # a named game: its records only
    out = Answer(assumed=assumed, why=why)

    exact = engine._exact(query, only, lang)
    if any(h.why in ("id", "number") for h in exact):  # a rule number or ID asks for that record
        for h in exact:
            (out.faq if h.kind == FAQ else out.rules).append(h)
        return out

    groups = engine.expand(query)
    text = engine.fulltext(groups, only, lang, POOL, None)
    meant = glossed(engine, query, assumed)
    out.by_meaning = engine.dense.ready()
    dense = engine.dense.search(meant, game=only, lang=lang, limit=POOL) if out.by_meaning else []
    if not text and (not dense or dense[0][2] < DENSE_ALONE_MIN):
        return out  # no word of the question occurs and nothing is close in meaning: nonsense

    # the questions the rules answer, by their words and by meaning (the same glossed question as
    # the records' meaning: one encoding; on dev the question as asked did no better, 0.775 vs 0.779)
    # (their language is the question's, not a text of the record: the record is shown in its own)
    asked_text = [(rid, None, s) for rid, _, s in asked.search(engine, query, only, POOL)]
    asked_dense = [(rid, None, c) for rid, _, c in engine.dense.search_asked(meant, game=only, limit=POOL)] \
        if out.by_meaning else []

    card_faq = engine._card_hits(query, only, fuzzy=True)
    for part, is_faq in ((out.rules, False), (out.faq, True)):
        lists = [([t for t in text if (engine.index[t[0]].kind == FAQ) == is_faq], TEXT_WEIGHT, "text"),
                 ([d for d in dense if (engine.index[d[0]].kind == FAQ) == is_faq], DENSE_WEIGHT, "meaning")]
        if not is_faq:
            lists += [(asked_text, ASKED_TEXT_WEIGHT, "text"), (asked_dense, ASKED_DENSE_WEIGHT, "meaning")]
        fused = _fuse(lists, engine, assumed if why in ("card", "words") else None)
        if not is_faq:
            fused, out.margin = rerank(engine, groups, fused, text, dense, assumed, asked_text, asked_dense, query)
        shown: list[Hit] = [h for h in exact if (h.kind == FAQ) == is_faq]
        # a question naming a card is about that card: its FAQ entries (and errata) first
        cards = [c for c in card_faq if (engine.index[c].kind == FAQ) == is_faq]
        if cards:
            named = [c for c in cards if c not in {rid for rid, *_ in fused}]
            fused = [f for f in fused if f[0] in cards] + [(c, None, 0.0, "card") for c in named] + \
                    [f for f in fused if f[0] not in cards]
        top = max((f[2] for f in fused), default=1.0) or 1.0
        for rid, row_lang, score, how in fused:
            if len(shown) >= limit:
                break
            if any(h.id == rid for h in shown):
                continue
            r = engine.index[rid]
            hit = engine.hit(r, row_lang or lang or next(iter(r.texts)), groups, score=score / top,
                             why=WHY.get(how, how), show=None if lang else show)
            if rid in card_faq:
                hit.why = "card+text" if how != "card" else "card"
            shown.append(hit)
        part.extend(shown)
    if out.by_meaning:
        out.meaning = {h.id: engine.dense.similarity(meant, h.id) for h in out.rules + out.faq}
    out.coverage = {h.id: coverage(engine, groups, h.id) for h in out.rules[:1] + out.faq[:1]}
    return out


def _fuse(lists: list[tuple[list[tuple[str, str, float]], float, str]], engine: "SearchEngine",
          prefer: str | None) -> list[tuple[str, str, float, str]]:
    """Weighted reciprocal rank fusion of (ranking, weight, how it finds: "text" or "meaning"):
    (rule ID, language, score, how found: "text", "meaning" or "both"), best first. The
    language is that of the first list that found the record."""
    score: dict[str, float] = {}
    where: dict[str, tuple[str, str]] = {}
    for ranking, weight, how in lists:
        if not weight:
            continue
        for rank, (rid, row_lang, _) in enumerate(ranking, 1):
            score[rid] = score.get(rid, 0.0) + weight / (RRF_K + rank)
            if rid not in where:
                where[rid] = (row_lang, how)
            elif where[rid][1] != how:
                where[rid] = (where[rid][0] or row_lang, "both")
            elif where[rid][0] is None:
                where[rid] = (row_lang, how)
    if prefer:
        for rid in score:
            if engine.index[rid].game != prefer:
                score[rid] *= OTHER_GAME_FACTOR
    ranked = sorted(score, key=lambda r: (-score[r], r))
    return [(rid, where[rid][0], score[rid], where[rid][1]) for rid in ranked]
