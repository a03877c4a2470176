"""Rule pages list the scenarios whose traces apply the rule, each linked to the step; trace
pages link every cited rule to those other scenarios (issue 27, items 3-4)."""


import pytest

from web import create_app
from web.core import exercised as view

TOLAS = "examples/keyforge/tolas-bad-penny.json"


@pytest.fixture
def client(index, traced):
    return create_app().test_client()


def section(page: str) -> str:
    return page.split('id="applied-by"', 1)[1].split("</section>", 1)[0]


def test_a_rule_page_lists_the_scenarios_that_apply_it_with_the_step(client):
    box = section(client.get("/rules/kf:rules/fight", query_string={"ui": "de"}).get_data(as_text=True))
    assert "Szenarien, die diese Regel anwenden" in box
    assert f'href="/trace?scenario={TOLAS}#step-1"' in box and "Schritt 1" in box


def test_an_faq_entry_lists_the_scenario_that_replays_it(client):
    box = section(client.get("/rules/kf:faq/de-01", query_string={"ui": "de"}).get_data(as_text=True))
    assert "faq/keyforge/de-01.json" in box and "spielt den Eintrag nach" in box


def test_a_rule_no_trace_applies_says_so(client):
    box = section(client.get("/rules/kf:about/credits", query_string={"ui": "en"}).get_data(as_text=True))
    assert "No scenario applies this rule yet." in box


def test_while_the_traces_are_computed_the_page_says_so_and_does_not_wait(index, monkeypatch, tmp_path):
    monkeypatch.setattr(view, "_path", lambda: tmp_path / "exercised-missing.json")
    monkeypatch.setattr(view, "_state", {"data": None, "by_rule": None})
    box = section(create_app().test_client().get("/rules/kf:rules/fight").get_data(as_text=True))
    assert "Wird gerade berechnet" in box


def test_each_cited_rule_of_a_trace_links_to_the_other_scenarios_applying_it(client):
    page = client.get("/trace", query_string={"scenario": TOLAS, "ui": "de"}).get_data(as_text=True)
    assert 'class="more-examples" href="/rules/kf:rules/fight#applied-by"' in page


def test_the_rule_pages_graph_draws_the_scenarios_applying_the_rule(client):
    page = client.get("/rules/kf:rules/fight", query_string={"ui": "de"}).get_data(as_text=True)
    svg = page.split('<svg', 1)[1].split("</svg>", 1)[0]
    assert f'href="/trace?scenario={TOLAS}"' in svg and "angewandt in" in svg
    api = client.get("/api/v1/rules/kf:faq/de-01/graph.svg").get_data(as_text=True)
    assert 'href="/trace?scenario=faq/keyforge/de-01.json"' in api and "replayed-by" in api
