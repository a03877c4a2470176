"""JSON API under /api/v1/."""

from __future__ import annotations

from flask import jsonify
from flask_openapi3 import APIBlueprint, OpenAPI, Tag

from rules_index.documents import DOCUMENTS
from rules_index.graph import citing_faq, neighbours
from rules_index.index import load

from .models import ErrorOut, RuleOut, RulePath, SearchOut, SearchQuery, StatsOut

rules_tag = Tag(name="rules", description="The rules index and citation graph")
api = APIBlueprint("api", __name__, url_prefix="/api/v1", abp_tags=[rules_tag])


def error(status: int, code: str, message: str, message_de: str | None = None, pointer: str | None = None,
          nearest: list[str] | None = None):
    resp = jsonify(ErrorOut(error=code, message=message, message_de=message_de, pointer=pointer,
                            nearest=nearest or []).model_dump())
    resp.status_code = status
    return resp


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


@api.get("/rules/<path:rule_id>", responses={200: RuleOut, 404: ErrorOut})
def get_rule(path: RulePath):
    """A rule by ID: its text in every edition, and its neighbours in the citation graph."""
    out = rule_out(path.rule_id)
    if out is None:
        return error(404, "unknown_rule", f"unknown rule ID {path.rule_id!r}",
                     f"unbekannte Regel-ID {path.rule_id!r}", pointer="rule_id",
                     nearest=load().nearest(path.rule_id))
    return jsonify(out)


@api.get("/search", responses={200: SearchOut, 400: ErrorOut})
def search(query: SearchQuery):
    """Ranked full-text search over rules and FAQ entries (German/Polish stemming, English game terms)."""
    hits = load().search_engine.search(query.q, game=query.game, lang=query.lang, limit=query.limit)
    return jsonify(SearchOut(query=query.q, hits=[h.to_dict() for h in hits]).model_dump())


@api.get("/stats", responses={200: StatsOut})
def stats():
    """The index's counts (the same as `judge rules stats --json`)."""
    return jsonify(load().stats())


def register_api(app: OpenAPI) -> None:
    app.register_api(api)
