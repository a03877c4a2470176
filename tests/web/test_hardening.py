"""Bad requests get clear answers, never a traceback: an integer literal too long to be a
number (Python refuses to convert over 4,300 digits) is a 400 naming its field on every
endpoint and in the editor; a 405 says which methods are allowed; a 413 states the limit in
German and English; the Dockerfile checks the service's health."""

import json
from pathlib import Path

import pytest

from web import create_app

BIG = '{"game": "keyforge", "title": "t", "board": {"players": {"alice": {"amber": %s}, "bob": {}}}}' % ("1" * 5000)


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


@pytest.mark.parametrize("path", ["/api/v1/resolve", "/api/v1/explore", "/api/v1/regress"])
def test_a_huge_integer_literal_is_a_400_naming_its_field(client, path):
    r = client.post(path, data=BIG, content_type="application/json")
    body = r.get_json()
    assert r.status_code == 400 and body["pointer"] == "/board/players/alice/amber"
    assert "5000 digits" in body["message"] and "Ziffern" in body["message_de"]


def test_the_editor_names_the_huge_number_too(client):
    r = client.post("/scenario?ui=de", data={"scenario": BIG, "action": "resolve"})
    html = r.get_data(as_text=True)
    assert r.status_code == 400 and ("Zahl zu groß" in html or "number too large" in html)


def test_a_405_says_which_methods_are_allowed(client):
    r = client.delete("/api/v1/search")
    assert r.status_code == 405 and "GET" in r.headers["Allow"] and r.get_json()["error"] == "method_not_allowed"


def test_a_413_states_the_limit_in_both_languages(client):
    r = client.post("/api/v1/resolve", data="x" * 300_000, content_type="application/json")
    body = r.get_json()
    assert r.status_code == 413 and "256 KB" in body["message"] and "256 KB" in body["message_de"]


def test_the_dockerfile_has_a_healthcheck():
    text = (Path(__file__).resolve().parents[2] / "Dockerfile").read_text(encoding="utf-8")
    assert "HEALTHCHECK" in text and "/api/v1/health" in text


def test_an_explorer_cut_short_reports_the_outcomes_it_found_marked_capped(client):
    """Depth first: a search the cap cuts short has reached whole outcomes (it used to answer
    "0 outcomes" when the cap came before the first leaf)."""
    import json

    root = Path(__file__).resolve().parents[2] / "scenarios/examples/keyforge"
    data = json.loads((root / "random-archive-explored.json").read_text(encoding="utf-8"))
    r = client.post("/api/v1/explore", query_string={"max_runs": 4}, json=data)
    out = r.get_json()
    assert r.status_code == 200 and out["capped"] and out["runs"] == 4 and len(out["outcomes"]) >= 1


@pytest.mark.parametrize("path", ["/", "/rules", "/api/v1/stats", "/trace?scenario=faq/keyforge/de-01.json",
                                  "/nope-404"])
def test_every_response_carries_the_security_headers(client, path):
    h = client.get(path).headers
    csp = h["Content-Security-Policy"]
    assert "script-src 'self';" in csp and "frame-ancestors 'none'" in csp and "unsafe-inline' " not in csp.split(
        "script-src", 1)[1].split(";", 1)[0]
    assert h["X-Content-Type-Options"] == "nosniff" and h["Referrer-Policy"] == "same-origin"


def test_our_pages_have_no_inline_script():
    import re

    root = Path(__file__).resolve().parents[2] / "web/templates"
    for page in root.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"<script(?![^>]*\bsrc=)", text), page.name
        assert not re.search(r"\son[a-z]+=", text), page.name


def test_the_app_never_runs_in_debug_mode(client):
    assert not client.application.debug


def test_a_url_too_long_is_a_json_414_stating_the_limit(client):
    r = client.get("/api/v1/rules/" + "x" * 5000)
    body = r.get_json()
    assert r.status_code == 414 and "4096" in body["message"] and "4096" in body["message_de"]


def test_an_unknown_api_address_is_a_json_404_in_both_languages(client):
    for path in ("/api/v1/nope", "/api/v1/faq/", "/api/v1/stats/"):
        r = client.get(path)
        body = r.get_json()
        assert r.status_code == 404 and body["error"] == "not_found" and body["message_de"], path


@pytest.mark.parametrize("path", ["../../pyproject.toml", "%2e%2e/%2e%2e/pyproject.toml", "faq/../../judge/cli.py",
                                  "/etc/passwd"])
def test_a_scenario_path_cannot_leave_the_scenario_folder(client, path):
    r = client.get(f"/api/v1/scenarios/{path}", follow_redirects=True)
    assert r.status_code == 404 and r.get_json()["error"] == "unknown_scenario"
    assert b"[project]" not in r.data and b"def main" not in r.data


def test_a_redirect_under_the_api_is_json_and_keeps_its_location(client):
    r = client.get("/api/v1/scenarios//etc/passwd")
    assert r.status_code == 308 and r.is_json and r.get_json()["error"] == "moved"
    assert r.headers["Location"].endswith("/api/v1/scenarios/etc/passwd")


@pytest.mark.parametrize("path", ["/api/v1/resolve", "/api/v1/explore", "/api/v1/actions", "/api/v1/regress"])
@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_a_body_not_sent_as_json_is_a_415_before_it_is_read(client, path, content_type):
    """A page on another site may post text/plain or a form without asking (no preflight):
    such a request never reaches the engine."""
    headers = {"Content-Type": content_type} if content_type else {}
    r = client.post(path, data='{"game": "keyforge"}', headers=headers)
    body = r.get_json()
    assert r.status_code == 415 and body["error"] == "unsupported_media_type"
    assert "application/json" in body["message"] and "application/json" in body["message_de"]


def test_a_post_to_a_read_only_resource_is_still_a_405(client):
    r = client.post("/api/v1/stats", data="x", content_type="text/plain")
    assert r.status_code == 405


def test_the_openapi_document_states_the_limits_every_operation_may_answer(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    for path, item in spec["paths"].items():
        for method, op in item.items():
            assert "414" in op["responses"], (method, path)
            if method == "post":
                assert {"413", "415"} <= set(op["responses"]), path


def test_regress_takes_builtin_alone_and_at_most_its_stated_number_of_documents(client):
    from web.api.models import MAX_DOCUMENTS

    r = client.post("/api/v1/regress", json={"builtin": "faq", "extra": 1})
    assert r.status_code == 400
    r = client.post("/api/v1/regress", json=[{}] * (MAX_DOCUMENTS + 1))
    assert r.status_code == 400 and r.get_json()["error"] == "too_many_documents"
    spec = client.get("/api/v1/openapi.json").get_json()
    regress_in = json.dumps(spec["components"]["schemas"]["RegressIn"])
    assert f'"maxItems": {MAX_DOCUMENTS}' in regress_in and '"additionalProperties": false' in json.dumps(
        spec["components"]["schemas"]["RegressBuiltin"])


def test_the_scenario_schema_lists_the_faq_and_example_ids_it_accepts():
    from judge.commands import schema

    env = schema()["$defs"]["KeyForgeScenario"]["properties"]
    assert "kf:faq/de-01" in env["faq"]["items"]["enum"] and "" not in env["faq"]["items"]["enum"]
    assert "rb:103.2.a.2/ex1" in env["examples"]["items"]["enum"]
    board = schema()["$defs"]["Board"]["properties"]["players"]
    assert board["minProperties"] == board["maxProperties"] == 2
