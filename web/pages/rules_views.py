"""View models of the HTML pages: plain dicts and lists the templates render (escaped)."""

from __future__ import annotations

from markupsafe import Markup

from rules_index.documents import DOCUMENTS
from rules_index.graph import EDGE_REFERS_TO, citing_faq
from rules_index.index import Index
from rules_index.model import EXAMPLE, FAQ, GAMES, Rule

from .crossrefs import link_segments, paragraphs, unplaced_refs
from ..core.exercised import applying, graph as scenario_graph
from ..core.data import FAQ_GROUPS, faq_entry, rule_title, scenario_for, title_lang
from ..core.graph_svg import render_svg

ANCESTORS_MAX = 12


def _ui() -> str | None:
    from flask import g, has_request_context

    return getattr(g, "ui", None) if has_request_context() else None


def titled(index: Index, rule_id: str, ui: str | None = None, **more) -> dict:
    """A link to a record: its ID, its title in the page's language where the record has that
    text (``lang``: the language the title is in, for the page to mark)."""
    return {"id": rule_id, "title": rule_title(index, rule_id, ui), "lang": title_lang(index, rule_id, ui), **more}


def breadcrumb(index: Index, rule: Rule, ui: str | None = None) -> list[dict]:
    chain = []
    parent = index.get(rule.parent) if rule.parent else None
    while parent is not None and len(chain) < ANCESTORS_MAX:
        chain.append(titled(index, parent.id, ui))
        parent = index.get(parent.parent) if parent.parent else None
    return list(reversed(chain))


def _text_view(rule: Rule, lang: str, index: Index) -> dict:
    t = rule.texts[lang]
    doc = DOCUMENTS.get(t.doc)
    head = " ".join(t.title.split()).rstrip("…").strip()
    show_title = bool(head) and not " ".join(t.body.split()).startswith(head)
    return {"lang": lang, "show_title": show_title, "doc": t.doc, "edition": doc.edition if doc else "", "doc_title": doc.title if doc else "",
            "line": t.line, "title": link_segments(t.title, rule, lang, index.rules),
            "paragraphs": [] if " ".join(t.body.split()) == head else paragraphs(t.body, rule, lang, index.rules)}


def _heading(rule: Rule, index: Index, ui: str | None = None) -> str:
    """Riftbound rules whose title is only the start of their text are headed by their number."""
    if rule.game == "rb" and rule.number and rule.title.rstrip().endswith("…"):
        return rule.number
    return rule_title(index, rule.id, ui)


def rule_page(index: Index, rule: Rule, ui: str | None = None) -> dict:
    """A record's page: its texts (the one in the page's language first), its place in the
    document, what it cites and what cites it."""
    g = index.graph
    first = (ui,) if ui in rule.texts else ()
    langs = [*first, *(lang for lang in ("de", "pl") if lang in rule.texts and lang not in first)] + [
        lang for lang in rule.texts if lang not in ("de", "pl", *first)]
    referred_by = sorted({s for s, _, k in g.in_edges(rule.id, keys=True)
                          if k == EDGE_REFERS_TO and g.nodes[s].get("kind") != FAQ and s != rule.id})
    asked_lang = ui if ui in rule.asked else next(iter(rule.asked), None)
    examples = []
    for ex_id in rule.examples:
        ex = index.get(ex_id)
        if ex is not None:
            lang = next(iter(ex.texts))
            examples.append({"id": ex.id, "title": ex.text().title,
                             "paragraphs": paragraphs(ex.text().body, ex, lang, index.rules)})
    return {
        "rule": rule,
        "heading": _heading(rule, index, ui),
        "heading_lang": title_lang(index, rule.id, ui),
        "breadcrumb": breadcrumb(index, rule, ui),
        "texts": [_text_view(rule, lang, index) for lang in langs],
        "side_by_side": len(langs) > 1,
        "unplaced": [{"raw": r.raw, "target": r.target, "lang": r.lang, "title": rule_title(index, r.target, r.lang)}
                     for r in unplaced_refs(rule, index.rules)],
        "children": [titled(index, c, ui, kind=index[c].kind)
                     for c in rule.children if c in index and index[c].kind != EXAMPLE],
        "examples": examples,
        "citing_faq": [{"id": f, "question": index[f].text().title, "lang": next(iter(index[f].texts))}
                       for f in citing_faq(g, rule.id)],
        "referred_by": [titled(index, r, ui) for r in referred_by],
        "twin": {"id": rule.twin, "title": index[rule.twin].text().title} if rule.twin in index.rules else None,
        # built by ElementTree: every text node escaped; with the scenarios applying the rule
        "svg": Markup(render_svg(scenario_graph(index), rule.id, _ui())),
        "is_faq": rule.kind == FAQ,
        "corrects": _corrected_card(rule),
        "applied": applying(rule.id, _ui() or "de"),
        # the questions the record answers (rules_index.asked), in the page's language: each asks
        "asked": {"lang": asked_lang, "questions": rule.asked.get(asked_lang, [])},
    }


def _corrected_card(rule: Rule) -> dict | None:
    """For an erratum (kf:rules/errata): the card definition that applies it and the built-in
    scenarios that show the corrected text at work."""
    if rule.kind != "errata":
        return None
    from judge.keyforge.cards.library import library

    from ..core import builtin

    card = next((c for c in library().cards.values() if rule.id in c.errata), None)
    scenarios = [{"path": e.path, "title": e.title, "url": builtin.trace_url(e.path)} for e in builtin.for_errata(rule.id)]
    if card is None and not scenarios:
        return None
    return {"name": card.name if card else None, "names": dict(card.names) if card else {},
            "code": f"{card.set} {card.number}" if card else rule.card, "scenarios": scenarios}


def faq_page(index: Index, rule: Rule, ui: str | None = None) -> dict:
    view = rule_page(index, rule, ui)
    view["entry"] = faq_entry(index, rule)
    view["scenario"] = scenario_for(rule.id, summary=True)
    view["cited"] = []
    seen = set()
    for ref in rule.refs:
        if ref.target in index.rules and ref.target not in seen:
            seen.add(ref.target)
            view["cited"].append(titled(index, ref.target, ui, raw=ref.raw))
    return view


def faq_groups(index: Index) -> list[dict]:
    groups = []
    for key, game, lang in FAQ_GROUPS:
        entries = [faq_entry(index, r) for r in index.faq(game) if lang is None or lang in r.texts]
        groups.append({"key": key, "game": game, "lang": lang, "entries": entries})
    return groups


def _node(index: Index, rule: Rule, depth: int, ui: str | None) -> dict:
    kids = [index[c] for c in rule.children if c in index and index[c].kind not in (EXAMPLE, FAQ)]
    return titled(index, rule.id, ui, kind=rule.kind, count=len(kids),
                  children=[_node(index, k, depth - 1, ui) for k in kids] if depth > 0 else [])


def rules_tree(index: Index, ui: str | None = None) -> list[dict]:
    """Per game: its documents and the top-level sections (two levels deep)."""
    out = []
    for game in GAMES:
        docs = [d for d in DOCUMENTS.values() if d.game == game]
        roots = [r for r in index.by_game(game) if r.parent is None and r.kind not in (FAQ, EXAMPLE)]
        faq_count = len(index.faq(game))
        out.append({"game": game, "docs": docs, "roots": [_node(index, r, 1, ui) for r in roots],
                    "faq_count": faq_count})
    return out
