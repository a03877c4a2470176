"""The citation graph: typed edges between rules, FAQ entries, errata and cards."""

from rules_index.graph import (EDGE_DIFFERS, EDGE_ERRATA, EDGE_EXAMPLE, EDGE_MENTIONS, EDGE_PARENT,
                               EDGE_REFERS_TO, EDGE_TWIN, card_node, citing_faq, neighbours)


def edge_types(g):
    return {k for *_, k in g.edges(keys=True)}


def test_graph_has_every_edge_type(index):
    assert edge_types(index.graph) == {EDGE_PARENT, EDGE_REFERS_TO, EDGE_EXAMPLE, EDGE_TWIN, EDGE_ERRATA,
                                       EDGE_MENTIONS, EDGE_DIFFERS}


def test_printed_cross_reference_is_a_refers_to_edge(index):
    # rb:106.4.d: "Siehe Regel 518. Bereinigungen für weitere Informationen."
    assert "rb:518" in neighbours(index.graph, "rb:106.4.d")["out"][EDGE_REFERS_TO]


def test_riftbound_refers_to_edges_match_the_printed_references(index):
    g = index.graph
    rb_edges = {(a, b) for a, b, k in g.edges(keys=True) if k == EDGE_REFERS_TO and a.startswith("rb:")}
    printed = {(r.id, ref.target) for r in index.by_game("rb") for ref in r.refs}
    assert rb_edges == printed


def test_faq_answer_pointer_links_faq_to_rule(index):
    # kf:faq/de-08 points at "Verlässt das Spiel" (page 14)
    assert "kf:faq/de-08" in citing_faq(index.graph, "kf:glossary/leaves-play")


def test_faq_twins_link_both_ways(index):
    g = index.graph
    assert g.has_edge("kf:faq/de-01", "kf:faq/pl-52", key=EDGE_TWIN)
    assert g.has_edge("kf:faq/pl-52", "kf:faq/de-01", key=EDGE_TWIN)


def test_errata_link_to_their_card(index):
    assert index.graph.has_edge("kf:errata/cota-267", card_node("CotA 267"), key=EDGE_ERRATA)


def test_an_erratum_and_the_faq_entries_naming_its_card_meet_at_one_card_node(index):
    node = card_node("Köder")
    assert node == card_node("CotA 267") == card_node("Bait and Switch") == "card:cota-267"
    sources = {s for s, _, _ in index.graph.in_edges(node, keys=True)}
    assert {"kf:errata/cota-267", "kf:faq/de-01", "kf:faq/pl-52"} <= sources
    assert index.graph.nodes[node]["title"].startswith("Bait and Switch")


def test_examples_point_at_their_rule(index):
    assert index.graph.has_edge("rb:103.2.a.2/ex1", "rb:103.2.a.2", key=EDGE_EXAMPLE)


def test_editions_that_differ_are_marked(index):
    g = index.graph
    assert g.has_edge("kf:glossary/repeat", "kf:glossary/repeat", key=EDGE_DIFFERS)
    assert "ward" in g.edges["kf:timing/damage/ward", "kf:timing/damage/ward", EDGE_DIFFERS]["note"].lower()
