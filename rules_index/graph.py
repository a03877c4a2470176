"""The rule-citation graph (networkx MultiDiGraph, edge key = edge type).

Nodes are rule IDs (every record of the index) and card nodes (``card:cota-267``) for
errata and FAQ card mentions. Engine steps join the graph at run time through
``cite_edges`` (a trace step → the rules it applies).

Edge types (key, direction):
- ``parent-of``   parent → child
- ``refers-to``   a record → the record its printed cross reference points at
- ``example-of``  example → the rule it illustrates
- ``twin``        KeyForge DE FAQ entry ↔ its Polish twin (both directions)
- ``errata-of``   erratum → the card node it corrects
- ``mentions``    FAQ entry → card node it names
- ``differs``     where the two KeyForge editions say different things: a self-loop on a
                  record that carries both texts (attribute ``note``), or an edge between two
                  records whose statements disagree (see docs/rulings.md)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import networkx as nx

from .model import FAQ

if TYPE_CHECKING:
    from .index import Index

EDGE_PARENT = "parent-of"
EDGE_REFERS_TO = "refers-to"
EDGE_EXAMPLE = "example-of"
EDGE_TWIN = "twin"
EDGE_ERRATA = "errata-of"
EDGE_MENTIONS = "mentions"
EDGE_DIFFERS = "differs"
EDGE_TYPES = (EDGE_PARENT, EDGE_REFERS_TO, EDGE_EXAMPLE, EDGE_TWIN, EDGE_ERRATA, EDGE_MENTIONS, EDGE_DIFFERS)

# Conflicts between two records (not within one record's two texts), each documented in
# docs/rulings.md. Kept as data so the graph and the rulings document agree.
CROSS_RECORD_DIFFERS: tuple[tuple[str, str, str], ...] = ()


def card_node(card: str) -> str:
    """One node per card, whether a record names it by set and number or by name:
    ``"CotA 267"``, ``"Bait and Switch"``, ``"Köder"`` → ``"card:cota-267"``. A card the card
    files do not know keeps a slug of what was written."""
    from .cards import card_names

    names = card_names()
    en = names.resolve(card)
    fact = next((c for c in names.cards if c["name_en"] == en), None) if en else None
    if fact:
        return f"card:{fact['set_code_en'].lower()}-{int(fact['number']):03d}"
    slug = re.sub(r"[^a-z0-9]+", "-", card.lower()).strip("-")
    return f"card:{slug}"


def _card_title(card: str) -> str:
    from .cards import card_names

    en = card_names().resolve(card)
    return f"{en} ({card})" if en and en != card else card


def build_graph(index: "Index") -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for r in index:
        g.add_node(r.id, kind=r.kind, game=r.game, title=r.title)
    for r in index:
        for child in r.children:
            if child in index:
                g.add_edge(r.id, child, key=EDGE_PARENT)
        for ref in r.refs:
            if ref.target and ref.target in index:
                g.add_edge(r.id, ref.target, key=EDGE_REFERS_TO, raw=ref.raw, lang=ref.lang)
        for ex in r.examples:
            if ex in index:
                g.add_edge(ex, r.id, key=EDGE_EXAMPLE)
        if r.twin and r.twin in index:
            g.add_edge(r.id, r.twin, key=EDGE_TWIN)
        if r.card:
            node = card_node(r.card)
            g.add_node(node, kind="card", game=r.game, title=_card_title(r.card))
            g.add_edge(r.id, node, key=EDGE_ERRATA)
        if r.kind == FAQ:
            for name in r.cards:
                node = card_node(name)
                g.add_node(node, kind="card", game=r.game, title=_card_title(name))
                g.add_edge(r.id, node, key=EDGE_MENTIONS)
        if r.differs:
            g.add_edge(r.id, r.id, key=EDGE_DIFFERS, note=r.differs)
    for a, b, note in CROSS_RECORD_DIFFERS:
        if a in index and b in index:
            g.add_edge(a, b, key=EDGE_DIFFERS, note=note)
            g.add_edge(b, a, key=EDGE_DIFFERS, note=note)
    return g


def neighbours(g: nx.MultiDiGraph, node: str) -> dict[str, dict[str, list[str]]]:
    """Edges in and out of ``node`` grouped by type: ``{"out": {type: [ids]}, "in": {...}}``."""
    out: dict[str, list[str]] = {}
    inc: dict[str, list[str]] = {}
    if node not in g:
        return {"out": out, "in": inc}
    for _, target, key in g.out_edges(node, keys=True):
        out.setdefault(key, []).append(target)
    for source, _, key in g.in_edges(node, keys=True):
        inc.setdefault(key, []).append(source)
    return {"out": {k: sorted(set(v)) for k, v in sorted(out.items())},
            "in": {k: sorted(set(v)) for k, v in sorted(inc.items())}}


def citing_faq(g: nx.MultiDiGraph, node: str) -> list[str]:
    """FAQ entries whose answers point at ``node``."""
    if node not in g:
        return []
    return sorted({s for s, _, k in g.in_edges(node, keys=True)
                   if k == EDGE_REFERS_TO and g.nodes[s].get("kind") == FAQ})
