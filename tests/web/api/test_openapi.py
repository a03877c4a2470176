"""The generated OpenAPI document is a valid OpenAPI 3.1 document and lists every API route."""

import re

import pytest
from openapi_spec_validator import validate

from web import create_app

# routes of the documentation itself (Swagger UI and the document's own URLs)
DOC_ENDPOINTS = ("openapi.", "swagger.")


@pytest.fixture(scope="module")
def app(index):
    return create_app()


def test_openapi_document_is_valid(app):
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    validate(spec)  # raises OpenAPIValidationError with the offending path
    assert spec["openapi"].startswith("3.1")


def test_every_api_route_is_documented(app):
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    documented = {(path, method.upper()) for path, item in spec["paths"].items() for method in item}
    missing = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/v1/") or rule.endpoint.startswith(DOC_ENDPOINTS):
            continue
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            if (path, method) not in documented:
                missing.append(f"{method} {path}")
    assert not missing, missing


def test_scenario_routes_reference_the_scenario_schema(app):
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    assert {"Scenario", "TraceOut", "ExploreOut", "RegressOut", "InvalidScenarioOut", "UnansweredOut"} <= set(schemas)
    body = spec["paths"]["/api/v1/resolve"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/Scenario"}
    responses = spec["paths"]["/api/v1/resolve"]["post"]["responses"]
    assert {"200", "400", "413", "422", "501"} <= set(responses)
    assert spec["paths"]["/api/v1/stats"]["get"]["responses"]["400"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/ErrorOut"}, "a request error is one ErrorOut, not a list"


def test_both_document_urls_serve_the_same_document(app):
    c = app.test_client()
    assert c.get("/api/v1/openapi.json").get_json() == c.get("/api/v1/docs/openapi.json").get_json()
