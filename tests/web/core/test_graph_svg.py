"""The citation-graph drawing (web.core.graph_svg): the scenarios applying a rule stand in a row
below it, a few of them linked to their traces, the rest counted (issue 27, item 3)."""

import xml.etree.ElementTree as ET

import networkx as nx

from judge.exercised import EDGE_APPLIES, EDGE_REPLAYS, scenario_node
from web.core.graph_svg import MAX_SCENARIOS, render_svg

SVG = "{http://www.w3.org/2000/svg}"


def _graph(scenarios: int) -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    g.add_node("rb:540", kind="rule", title="Die Kette")
    g.add_node("rb:540.4.b", kind="rule", title="Wenn alle relevanten Spieler gepasst haben")
    g.add_edge("rb:540", "rb:540.4.b", key="parent-of")
    for i in range(scenarios):
        node = scenario_node(f"examples/riftbound/case-{i}.json")
        g.add_node(node, kind="scenario", game="riftbound", title=f"Fall {i}: die Kette endet, wenn alle Spieler gepasst haben / "
                   f"Case {i}: the chain ends when every player has passed")
        g.add_edge(node, "rb:540.4.b", key=EDGE_APPLIES, steps=[{"seq": 2, "window": None, "event": "pass"}])
    return g


def _links(svg: str) -> list[str]:
    return [a.get("href") for a in ET.fromstring(svg).iter(SVG + "a")]


def test_a_few_scenarios_are_drawn_and_linked_to_their_traces_the_rest_counted():
    g = _graph(5)
    g.add_edge(scenario_node("examples/riftbound/case-4.json"), "rb:540.4.b", key=EDGE_REPLAYS)
    svg = render_svg(g, "rb:540.4.b", "en")
    links = _links(svg)
    traces = [h for h in links if h.startswith("/trace?scenario=")]
    # the one replaying the rule first, then by path
    assert traces == ["/trace?scenario=examples/riftbound/case-4.json", "/trace?scenario=examples/riftbound/case-0.json",
                      "/trace?scenario=examples/riftbound/case-1.json"]
    assert len(traces) == MAX_SCENARIOS
    root = ET.fromstring(svg)
    more = next(a for a in root.iter(SVG + "a") if a.get("class") == "more-scenarios")
    assert more.get("href") == "#applied-by" and more.find(SVG + "text").text == "+ 2 more scenarios"
    texts = [t.text for t in root.iter(SVG + "text")]
    # the title's half in the page's language
    assert "Case 4: the chain ends when eve…" in texts and not any(t.startswith("Fall 4") for t in texts)
    edges = [p.get("class") for p in root.iter(SVG + "path") if (p.get("class") or "").startswith("edge")]
    assert edges.count(f"edge {EDGE_APPLIES}") == 3 and edges.count(f"edge {EDGE_REPLAYS}") == 1
    assert "applied in" in texts and "replayed by" in texts  # the legend names both
    assert "rb:540" in texts  # the citation neighbours are drawn as before


def test_the_standalone_drawing_counts_in_both_languages_and_links_to_the_rule_page():
    svg = render_svg(_graph(4), "rb:540.4.b")
    more = next(a for a in ET.fromstring(svg).iter(SVG + "a") if a.get("class") == "more-scenarios")
    assert more.get("href") == "/rules/rb:540.4.b#applied-by"
    assert more.find(SVG + "text").text == "+ 1 weiteres Szenario · 1 more scenario"


def test_without_scenarios_there_is_no_row_and_no_count():
    few = render_svg(_graph(2), "rb:540.4.b", "de")
    assert len([h for h in _links(few) if h.startswith("/trace")]) == 2 and "more-scenarios" not in few
    none = render_svg(_graph(0), "rb:540.4.b", "de")
    assert "/trace" not in none and "angewandt in" not in none
    assert float(ET.fromstring(none).get("height")) < float(ET.fromstring(few).get("height"))
