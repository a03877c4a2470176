"""The rules part of the JSON API under /api/v1/: a rule and its citation graph (JSON and SVG),
full-text search, the FAQ entries, ask (a free-text question), the index's stats and the
service's health; and ``error``, the API's error answer, which the other resources use too."""

from __future__ import annotations

from flask import Response, jsonify
from flask_openapi3 import APIBlueprint, Tag

from rules_index.documents import DOCUMENTS
from rules_index.graph import citing_faq, neighbours
from rules_index.index import load
from rules_index.model import FAQ
from rules_index.nearest import MAX_KEY, Nearest

from ..core.data import ask as ask_question
from ..core.data import faq_detail, faq_list
from ..core.exercised import by_rule as scenarios_by_rule
from ..core.exercised import graph as scenario_graph
from ..core.graph_svg import render_svg
from ..i18n.catalogue import N_, answer, said
from .models import (AskOut, AskQuery, ErrorOut, FaqDetailOut, FaqListOut, FaqListQuery, FaqPath, HealthAskOut,
                     HealthOut, RuleOut, RulePath, SearchOut, SearchQuery, StatsOut)

rules_tag = Tag(name="rules", description="The rules index and citation graph")
faq_tag = Tag(name="faq", description="The FAQ entries of the rulebooks, and free-text questions")
api = APIBlueprint("api", __name__, url_prefix="/api/v1")
SVG_RESPONSE = {"description": "the rule's citation neighbourhood; nodes link to the rule pages",
                "content": {"image/svg+xml": {"schema": {"type": "string"}}}}


def error(status: int, code: str, words: dict[str, str], pointer: str | None = None, nearest: list[str] | None = None):
    """An error answer; ``words``: its ``message`` (English), ``message_de`` and ``message_pl``
    (``web.i18n.catalogue.answer``)."""
    resp = jsonify(ErrorOut(error=code, **words, pointer=pointer, nearest=nearest or []).model_dump())
    resp.status_code = status
    return resp


def _unknown_rule(rule_id: str) -> dict[str, str]:
    return answer(said(N_("unbekannte Regel-ID {id}"), id=repr(rule_id)))


def rule_out(rule_id: str) -> dict | None:
    index = load()
    rule = index.get(rule_id)
    if rule is None:
        return None
    d = rule.to_dict()
    for lang, t in d["texts"].items():
        t["edition"] = DOCUMENTS[t["doc"]].edition
    d["graph"] = neighbours(index.graph, rule.id)
    d["cited_by_faq"] = citing_faq(index.graph, rule.id)
    return RuleOut(**d).model_dump()


@api.get("/rules/<path:rule_id>", tags=[rules_tag], responses={200: RuleOut, 404: ErrorOut})
def get_rule(path: RulePath):
    """A rule by ID: its text in every edition, and its neighbours in the citation graph."""
    out = rule_out(path.rule_id)
    if out is None:
        return error(404, "unknown_rule", _unknown_rule(path.rule_id), pointer="rule_id",
                     nearest=load().nearest(path.rule_id))
    return jsonify(out)


@api.get("/rules/<path:rule_id>/graph.svg", tags=[rules_tag], responses={200: SVG_RESPONSE, 404: ErrorOut})
def get_rule_graph(path: RulePath):
    """The rule's citation neighbourhood as an SVG image.

    Records citing the rule on the left, records it cites on the right, edges coloured by
    type with a legend; every rule node links to its page (/rules/<id>). Below, a few of the
    built-in scenarios whose traces apply the rule (each linked to its trace) and how many more."""
    index = load()
    if path.rule_id not in index:
        return error(404, "unknown_rule", _unknown_rule(path.rule_id), pointer="rule_id",
                     nearest=index.nearest(path.rule_id))
    resp = Response(render_svg(scenario_graph(index), path.rule_id), mimetype="image/svg+xml")
    resp.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
    # while the scenarios are being traced the drawing lacks them: not to be kept
    resp.headers["Cache-Control"] = "public, max-age=3600" if scenarios_by_rule() is not None else "no-cache"
    return resp


@api.get("/search", tags=[rules_tag], responses={200: SearchOut, 400: ErrorOut})
def search(query: SearchQuery):
    """Ranked full-text search over rules and FAQ entries (German/Polish stemming, English game terms)."""
    hits = load().search_engine.search(query.q, game=query.game, lang=query.lang, limit=query.limit)
    return jsonify(SearchOut(query=query.q, hits=[h.to_dict() for h in hits]).model_dump())


@api.get("/health", tags=[rules_tag], responses={200: HealthOut})
def health():
    """Which parts answer: the rules and search from the start; ask by meaning once its record
    vectors are there (on a fresh machine a background process builds them: how far it is)."""
    from rules_index.vectors import read_progress

    engine = load().search_engine
    by_meaning = engine.dense.ready()
    progress = None if by_meaning else read_progress()
    return jsonify(HealthOut(status="ready" if by_meaning else "warming", rules=True, search=True,
                             ask=HealthAskOut(by_meaning=by_meaning,
                                              vectors_done=progress.get("done") if progress else None,
                                              vectors_total=progress.get("total") if progress else None)).model_dump())


@api.get("/stats", tags=[rules_tag], responses={200: StatsOut})
def stats():
    """The index's counts (the same as `judge rules stats --json`)."""
    return jsonify(load().stats())


@api.get("/faq", tags=[faq_tag], responses={200: FaqListOut, 400: ErrorOut})
def list_faq(query: FaqListQuery):
    """The FAQ entries (KeyForge German and Polish, Ascension, Shards of Infinity): question, twin, cards."""
    return jsonify(FaqListOut(entries=faq_list(query.game, query.lang)).model_dump())


@api.get("/faq/<path:faq_id>", tags=[faq_tag], responses={200: FaqDetailOut, 404: ErrorOut})
def get_faq(path: FaqPath):
    """One FAQ entry: question and answer as printed, its twin, the rules the answer refers to."""
    index = load()
    rule = index.get(path.faq_id)
    if rule is None or rule.kind != FAQ:
        nearest = Nearest([r.id for r in index.faq()], max_query=MAX_KEY).names_near(path.faq_id, 5)
        return error(404, "unknown_faq", answer(said(N_("unbekannter FAQ-Eintrag {id}"), id=repr(path.faq_id))),
                     pointer="faq_id", nearest=nearest)
    return jsonify(FaqDetailOut(**faq_detail(rule)).model_dump())


@api.get("/ask", tags=[faq_tag], responses={200: AskOut, 400: ErrorOut})
def ask(query: AskQuery):
    """A free-text rules question: the best FAQ entries and the best rules.

    Each hit has a snippet and the offsets of the matched words. A question naming a card
    lists that card's FAQ entries first. `scenario` names the built-in scenario that
    replays an entry, with a summary of resolving it (outcome, steps, expectations)."""
    out = ask_question(query.q, game=query.game, lang=query.lang, limit=query.limit, show=query.show)
    return jsonify(AskOut(**out).model_dump())

