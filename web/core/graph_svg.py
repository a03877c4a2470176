"""A rule's citation neighbourhood as an SVG, built server-side.

The neighbourhood (the rule, the records with an edge into it, the records it has an edge
to) comes from the index's networkx graph. The layout is a fixed three-column one: records
pointing at the rule on the left, the rule in the middle, records it points at on the
right, grouped by edge type. (networkx's own layouts all need numpy, which the project does
not depend on; for a one-step neighbourhood the columns also read better than a force
layout: "who cites this" / "what this cites".)

Scenarios that apply the rule (the graph of ``judge.exercised.with_scenarios``, edges
``applies`` and ``replays``) stand in a row below: a few of them (``MAX_SCENARIOS``, those
replaying the rule first), each linked to its trace, and the rest counted ("+ 40 more
scenarios", linked to the page's list of them).

The SVG is built with ElementTree, which escapes every text and attribute value; node
labels are rule IDs and titles from the documents, never trusted as markup.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from urllib.parse import quote

import networkx as nx

from judge.exercised import EDGE_APPLIES, EDGE_REPLAYS
from rules_index.graph import (
    EDGE_DIFFERS,
    EDGE_ERRATA,
    EDGE_EXAMPLE,
    EDGE_MENTIONS,
    EDGE_PARENT,
    EDGE_REFERS_TO,
    EDGE_TWIN,
    EDGE_TYPES,
)

from .builtin import trace_url
from ..i18n import title_in
from ..i18n.catalogue import NN_, N_, tr, trn

SCENARIO_EDGES = (EDGE_REPLAYS, EDGE_APPLIES)
ALL_TYPES = (*EDGE_TYPES, *SCENARIO_EDGES)

COLOURS = {  # Okabe-Ito palette: distinguishable with colour-vision deficiencies
    EDGE_PARENT: "#6b7280",
    EDGE_REFERS_TO: "#0072b2",
    EDGE_EXAMPLE: "#009e73",
    EDGE_TWIN: "#cc79a7",
    EDGE_ERRATA: "#d55e00",
    EDGE_MENTIONS: "#e69f00",
    EDGE_DIFFERS: "#b8860b",
    EDGE_APPLIES: "#56b4e9",
    EDGE_REPLAYS: "#000000",
}
#: the legend on a page, in its language (the API's SVG shows ``LABELS``)
LEGEND = {
    EDGE_PARENT: N_("übergeordnet"), EDGE_REFERS_TO: N_("verweist auf"), EDGE_EXAMPLE: N_("Beispiel zu"),
    EDGE_TWIN: N_("Zwilling (DE/PL)"), EDGE_ERRATA: N_("Erratum zu"), EDGE_MENTIONS: N_("nennt Karte"),
    EDGE_DIFFERS: N_("Ausgaben weichen ab"), EDGE_APPLIES: N_("angewandt in"), EDGE_REPLAYS: N_("nachgespielt von"),
}
#: the legend of the API's SVG, which has no language: the edge's name in English, hyphenated as
#: the graph's own edge names are ("parent-of"), and in German ("parent-of · übergeordnet")
LABELS = {edge: f"{tr('en', msg).replace(' ', '-')} · {tr('de', msg)}" for edge, msg in LEGEND.items()}
WIDTH, BOX_W, BOX_H, GAP, TOP = 760, 228, 40, 10, 16
COLS = {"left": 12, "centre": (WIDTH - BOX_W) / 2, "right": WIDTH - 12 - BOX_W}
MAX_SIDE = 12  # nodes per column; the rest are counted ("+ 82 more")
MAX_SCENARIOS = 3  # scenario nodes in the row below, one under each column; the rest are counted
SCENARIO_GAP = 34  # between the columns and the scenario row
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def rule_href(rule_id: str) -> str:
    return "/rules/" + quote(rule_id, safe=":/")


def _short(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def _sides(g: nx.MultiDiGraph, node: str) -> tuple[list[tuple[str, list]], list[tuple[str, list]], set[str]]:
    """(left, right, self-loop types): neighbours as (id, [(type, direction)]) per column."""
    into: dict[str, list] = {}
    out: dict[str, list] = {}
    loops: set[str] = set()
    for _, target, key in g.out_edges(node, keys=True):
        if target == node:
            loops.add(key)
        else:
            out.setdefault(target, []).append((key, "out"))
    for source, _, key in g.in_edges(node, keys=True):
        if source == node or key in SCENARIO_EDGES:
            continue
        if source in out:  # both ways (twins): one node on the right, arrows both ends
            out[source].append((key, "in"))
        else:
            into.setdefault(source, []).append((key, "in"))
    order = {t: i for i, t in enumerate(EDGE_TYPES)}

    def ranked(d: dict[str, list]) -> list[tuple[str, list]]:
        return sorted(d.items(), key=lambda kv: (min(order.get(k, 99) for k, _ in kv[1]), kv[0]))

    return ranked(into), ranked(out), loops


def _scenarios(g: nx.MultiDiGraph, node: str) -> list[tuple[str, set[str]]]:
    """The scenario nodes with an ``applies`` or ``replays`` edge into ``node``, with those
    edges' types: the ones replaying it first, then by path."""
    found: dict[str, set[str]] = {}
    for source, _, key in g.in_edges(node, keys=True):
        if key in SCENARIO_EDGES:
            found.setdefault(source, set()).add(key)
    return sorted(found.items(), key=lambda kv: (EDGE_REPLAYS not in kv[1], kv[0]))


def _scenario_box(parent: ET.Element, g: nx.MultiDiGraph, node: str, x: float, y: float, ui: str | None) -> None:
    path = node.removeprefix("scenario:")
    title, lang = title_in(str(g.nodes[node].get("title") or path), ui or "")
    holder = ET.SubElement(parent, "a", {"href": trace_url(path), "class": "node scenario"})
    if ui and lang and lang != ui:
        holder.set("lang", lang)
    ET.SubElement(holder, "title").text = f"{path} — {title}"
    ET.SubElement(holder, "rect", {"x": f"{x:.1f}", "y": f"{y:.1f}", "width": str(BOX_W), "height": str(BOX_H),
                                   "rx": "14", "fill": "#f0f9ff", "stroke": COLOURS[EDGE_APPLIES],
                                   "stroke-width": "1.5"})
    ET.SubElement(holder, "text", {"x": f"{x + 9:.1f}", "y": f"{y + 16:.1f}", "font-size": "12",
                                   "font-weight": "700", "fill": "#111827"}).text = _short(path.rsplit("/", 1)[-1].removesuffix(".json"), 29)
    ET.SubElement(holder, "text", {"x": f"{x + 9:.1f}", "y": f"{y + 31:.1f}", "font-size": "12",
                                   "fill": "#4b5563"}).text = _short(title, 32)


def _title_lang(node: str) -> str | None:
    """The language of a rule node's title (the index's record: German first, else Polish)."""
    from rules_index.index import load

    record = load().get(node)
    return None if record is None else next(k for k, t in record.texts.items() if t is record.text())


def _box(parent: ET.Element, g: nx.MultiDiGraph, node: str, x: float, y: float, centre: bool = False,
         differs: bool = False, ui: str | None = None) -> None:
    data = g.nodes[node] if node in g else {}
    is_card = data.get("kind") == "card"
    title = str(data.get("title") or "")
    if is_card:
        holder = ET.SubElement(parent, "g", {"class": "node card"})
    else:
        holder = ET.SubElement(parent, "a", {"href": rule_href(node), "class": "node"})
        lang = _title_lang(node) if ui else None
        if lang and lang != ui:  # a German title on an English or Polish page
            holder.set("lang", lang)
    ET.SubElement(holder, "title").text = f"{node} — {title}" if title else node
    fill, stroke, ink, sub = ("#1f2937", "#1f2937", "#ffffff", "#e5e7eb") if centre else \
        ("#f9fafb" if is_card else "#ffffff", "#9ca3af", "#111827", "#4b5563")
    rect = {"x": f"{x:.1f}", "y": f"{y:.1f}", "width": str(BOX_W), "height": str(BOX_H), "rx": "6",
            "fill": fill, "stroke": stroke, "stroke-width": "1.2"}
    if is_card:
        rect["stroke-dasharray"] = "4 3"
    if differs:
        rect.update({"stroke": COLOURS[EDGE_DIFFERS], "stroke-width": "3"})
    ET.SubElement(holder, "rect", rect)
    ET.SubElement(holder, "text", {"x": f"{x + 9:.1f}", "y": f"{y + 16:.1f}", "font-size": "12.5",
                                   "font-weight": "700", "fill": ink}).text = _short(node, 30)
    ET.SubElement(holder, "text", {"x": f"{x + 9:.1f}", "y": f"{y + 31:.1f}", "font-size": "12",
                                   "fill": sub}).text = _short(title, 32)


def _column_y(count: int, height: float) -> list[float]:
    total = count * BOX_H + max(0, count - 1) * GAP
    start = TOP + (height - total) / 2
    return [start + i * (BOX_H + GAP) for i in range(count)]


def _label(edge: str, ui: str | None) -> str:
    """An edge type's legend: in the page's language, or "code · German" (the API's SVG)."""
    return tr(ui, LEGEND[edge]) if ui else LABELS[edge]


def _both(msg, **fields) -> str:
    """German and English together (the API's SVG, drawn for no page)."""
    return f"{tr('de', msg).format(**fields)} · {tr('en', msg).format(**fields)}"


def render_svg(g: nx.MultiDiGraph, node: str, ui: str | None = None) -> str:
    """The neighbourhood of ``node`` as a standalone SVG document (a string); its words in
    the interface's language (``ui``), or in both (the API's SVG)."""
    left, right, loops = _sides(g, node)
    shown_left, shown_right = left[:MAX_SIDE], right[:MAX_SIDE]
    rows = max(len(shown_left) + (len(left) > MAX_SIDE), len(shown_right) + (len(right) > MAX_SIDE), 1)
    body_h = rows * BOX_H + (rows - 1) * GAP
    scenarios = _scenarios(g, node)
    shown_scenarios = scenarios[:MAX_SCENARIOS]
    row_h = (SCENARIO_GAP + BOX_H + (22 if len(scenarios) > MAX_SCENARIOS else 0)) if scenarios else 0
    types = sorted({k for _, es in left + right for k, _ in es} | loops | {k for _, ks in shown_scenarios for k in ks},
                   key=ALL_TYPES.index)
    legend_h = 22 * ((len(types) + 2) // 3) + 12 if types else 0
    height = TOP + body_h + row_h + 16 + legend_h
    svg = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {WIDTH} {height:.0f}",
                             "width": str(WIDTH), "height": f"{height:.0f}", "role": "img",
                             "font-family": FONT, "class": "citation-graph"})
    label = tr(ui or "en", N_("Zitatgraph von {node}")).format(node=node)
    svg.set("aria-label", label)
    ET.SubElement(svg, "title").text = label
    defs = ET.SubElement(svg, "defs")
    for t in ALL_TYPES:
        marker = ET.SubElement(defs, "marker", {"id": f"arrow-{t}", "viewBox": "0 0 10 10", "refX": "9",
                                                "refY": "5", "markerWidth": "7", "markerHeight": "7",
                                                "orient": "auto-start-reverse"})
        ET.SubElement(marker, "path", {"d": "M0,0 L10,5 L0,10 z", "fill": COLOURS[t]})
    edges = ET.SubElement(svg, "g", {"fill": "none", "stroke-width": "1.8"})
    nodes = ET.SubElement(svg, "g")
    cy = TOP + body_h / 2
    cx_left, cx_right = COLS["centre"], COLS["centre"] + BOX_W
    for side, items, total in (("left", shown_left, len(left)), ("right", shown_right, len(right))):
        ys = _column_y(len(items) + (total > len(items)), body_h)
        x = COLS[side]
        for (other, kinds), y in zip(items, ys):
            ny = y + BOX_H / 2
            ex, sx = (x + BOX_W, cx_left) if side == "left" else (x, cx_right)
            by_key: dict[str, set[str]] = {}
            for key, direction in kinds:
                by_key.setdefault(key, set()).add(direction)
            for i, (key, directions) in enumerate(sorted(by_key.items())):
                off = (i - (len(by_key) - 1) / 2) * 5
                mid = (ex + sx) / 2
                d = f"M{ex:.1f},{ny + off:.1f} C{mid:.1f},{ny + off:.1f} {mid:.1f},{cy + off:.1f} {sx:.1f},{cy + off:.1f}"
                attrs = {"d": d, "stroke": COLOURS.get(key, "#000"), "class": f"edge {key}"}
                # the path runs neighbour → rule: an edge into the rule ends in the arrowhead
                if "in" in directions:
                    attrs["marker-end"] = f"url(#arrow-{key})"
                if "out" in directions:
                    attrs["marker-start"] = f"url(#arrow-{key})"
                ET.SubElement(edges, "path", attrs)
            _box(nodes, g, other, x, y, ui=ui)
        if total > len(items):
            more = ET.SubElement(nodes, "text", {"x": f"{x + BOX_W / 2:.1f}", "y": f"{ys[-1] + 25:.1f}",
                                                 "font-size": "12", "fill": "#374151", "text-anchor": "middle"})
            more_of = N_("+ {n} weitere")
            n = total - len(items)
            more.text = tr(ui, more_of).format(n=n) if ui else _both(more_of, n=n)
    _box(nodes, g, node, COLS["centre"], cy - BOX_H / 2, centre=True, differs=EDGE_DIFFERS in loops, ui=ui)
    _scenario_row(edges, nodes, g, node, scenarios[MAX_SCENARIOS:], shown_scenarios, TOP + body_h + SCENARIO_GAP,
                  cy + BOX_H / 2, ui)
    legend = ET.SubElement(svg, "g", {"class": "legend", "font-size": "12", "fill": "#1f2937"})
    ly = TOP + body_h + row_h + 28
    for i, t in enumerate(types):
        lx, row_y = 12 + (i % 3) * 250, ly + (i // 3) * 22
        line = {"x1": f"{lx}", "y1": f"{row_y - 4}", "x2": f"{lx + 26}", "y2": f"{row_y - 4}", "stroke": COLOURS[t],
                "stroke-width": "3"}
        if t == EDGE_REPLAYS:
            line["stroke-dasharray"] = "5 3"
        ET.SubElement(legend, "line", line)
        ET.SubElement(legend, "text", {"x": f"{lx + 32}", "y": f"{row_y}"}).text = _label(t, ui)
    return ET.tostring(svg, encoding="unicode")


def _scenario_row(edges: ET.Element, nodes: ET.Element, g: nx.MultiDiGraph, node: str, others: list, shown: list,
                  y: float, rule_bottom: float, ui: str | None) -> None:
    """The scenarios applying the rule: one box under each column, an edge up to the rule, and
    the number of the others, linked to the rule page's list of them (``#applied-by``; the
    page's own anchor when the SVG is drawn into the page, ``ui`` given)."""
    centre_x = COLS["centre"] + BOX_W / 2
    sides = {1: ("centre",), 2: ("left", "right")}.get(len(shown), ("left", "centre", "right"))
    for i, ((other, kinds), side) in enumerate(zip(shown, sides)):
        x = COLS[side]
        for j, key in enumerate(k for k in SCENARIO_EDGES if k in kinds):
            sx, ex = x + BOX_W / 2 + j * 6, centre_x + (i - (len(shown) - 1) / 2) * 14 + j * 6
            d = f"M{sx:.1f},{y:.1f} C{sx:.1f},{(y + rule_bottom) / 2:.1f} {ex:.1f},{(y + rule_bottom) / 2:.1f} {ex:.1f},{rule_bottom:.1f}"
            attrs = {"d": d, "stroke": COLOURS[key], "class": f"edge {key}", "marker-end": f"url(#arrow-{key})"}
            if key == EDGE_REPLAYS:
                attrs["stroke-dasharray"] = "5 3"
            ET.SubElement(edges, "path", attrs)
        _scenario_box(nodes, g, other, x, y, ui)
    rest = len(others)
    if rest > 0:
        href = "#applied-by" if ui else f"{rule_href(node)}#applied-by"
        link = ET.SubElement(nodes, "a", {"href": href, "class": "more-scenarios"})
        more = ET.SubElement(link, "text", {"x": f"{centre_x:.1f}", "y": f"{y + BOX_H + 18:.1f}", "font-size": "12",
                                            "fill": "#374151", "text-anchor": "middle"})
        more_of = NN_("+ {n} weiteres Szenario", "+ {n} weitere Szenarien")
        if ui:
            more.text = trn(ui, more_of, rest).format(n=rest)
        else:
            more.text = f"{trn('de', more_of, rest).format(n=rest)} · {trn('en', more_of, rest).format(n=rest)[2:]}"
