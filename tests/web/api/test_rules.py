"""The JSON API: real rule lookups and search, errors as JSON with a pointer, never a traceback."""

import pytest

from web import create_app


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def test_rule_lookup_returns_text_edition_and_neighbours(client):
    r = client.get("/api/v1/rules/kf:glossary/capture")
    assert r.status_code == 200
    body = r.get_json()
    assert body["id"] == "kf:glossary/capture"
    assert set(body["texts"]) == {"de", "pl"}
    assert body["texts"]["de"]["edition"].startswith("v1.5")
    assert "parent-of" in body["graph"]["in"]


def test_riftbound_rule_lists_its_cross_references(client):
    body = client.get("/api/v1/rules/rb:106.4.d").get_json()
    assert "rb:518" in [ref["target"] for ref in body["refs"]]
    assert "rb:518" in body["graph"]["out"]["refers-to"]


def test_unknown_rule_is_404_with_nearest_ids(client):
    r = client.get("/api/v1/rules/kf:glossary/captrue")
    assert r.status_code == 404
    body = r.get_json()
    assert body["error"] == "unknown_rule" and body["pointer"] == "rule_id"
    assert "kf:glossary/capture" in body["nearest"]


def test_search_returns_ranked_hits_with_snippets(client):
    r = client.get("/api/v1/search", query_string={"q": "stunned creature fight", "game": "kf", "lang": "pl"})
    assert r.status_code == 200
    hits = r.get_json()["hits"]
    assert hits and all(h["lang"] == "pl" and h["game"] == "kf" for h in hits)
    assert hits[0]["snippet"]


@pytest.mark.parametrize("params,pointer", [
    ({}, "/q"),
    ({"q": "x", "game": "chess"}, "/game"),
    ({"q": "x", "limit": "0"}, "/limit"),
])
def test_bad_search_parameters_are_400_naming_the_parameter(client, params, pointer):
    r = client.get("/api/v1/search", query_string=params)
    assert r.status_code == 400
    body = r.get_json()
    assert body["error"] == "invalid_request"
    assert body["pointer"] == pointer


def test_script_in_a_query_comes_back_as_data_not_markup(client):
    r = client.get("/api/v1/search", query_string={"q": "<script>alert(1)</script> Köder"})
    assert r.status_code == 200
    assert r.headers["Content-Type"].startswith("application/json")


def test_stats_match_the_cli_figures(client, index):
    assert client.get("/api/v1/stats").get_json() == index.stats()


def test_openapi_document_lists_the_routes(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert {"/api/v1/rules/{rule_id}", "/api/v1/search", "/api/v1/stats"} <= set(spec["paths"])


def test_unknown_route_is_json_404(client):
    r = client.get("/api/v1/nothing-here")
    assert r.status_code == 404 and r.get_json()["error"] == "not_found"
