"""JSON API for scenarios: resolve, explore, regress, the scenario schema and the built-in
scenario files.

Request bodies are scenario documents. They are decoded here and validated by the engine's
scenario loader (``judge.commands``), whose errors carry JSON pointers and nearest card
names; the OpenAPI document describes them with the scenario JSON Schema (component
``Scenario``). Nothing from a request is ever evaluated.
"""

from __future__ import annotations

import time

from flask import jsonify, request
from flask_openapi3 import APIBlueprint, Tag
from flask_openapi3.models import Schema
from flask_openapi3.utils import OPENAPI3_REF_PREFIX, OPENAPI3_REF_TEMPLATE

from judge.games import scenario_model

from ..core import builtin, engine
from ..i18n.catalogue import N_, answer, said
from .models import (MAX_DOCUMENTS, ErrorOut, ExploreOut, ExploreQuery, InvalidScenarioOut, RegressIn, RegressOut,
                     ScenarioListOut, ScenarioPath, TraceOut, UnansweredOut)

scenario_tag = Tag(name="scenarios", description="Resolve and explore scenarios, run regressions")
api = APIBlueprint("api_scenarios", __name__, url_prefix="/api/v1")


def _json_body(schema_name: str, description: str) -> dict:
    return {"requestBody": {"required": True, "description": description, "content": {
        "application/json": {"schema": {"$ref": f"{OPENAPI3_REF_PREFIX}/{schema_name}"}}}}}


def _json_response(description: str, schema: dict) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


SCENARIO_BODY = _json_body("Scenario", "a scenario document (see GET /api/v1/schema)")
SCENARIO_RESPONSE = _json_response("the scenario file as stored", {"$ref": f"{OPENAPI3_REF_PREFIX}/Scenario"})
SCHEMA_RESPONSE = _json_response("the scenario JSON Schema (draft 2020-12)", {"type": "object"})
BODY_ERRORS = {400: InvalidScenarioOut, 413: ErrorOut, 500: ErrorOut, 501: ErrorOut}


def _register_schemas(*models) -> None:
    """Put the models (and their $defs) into the document's components, for $refs (the
    scenario's with the loader's list bounds, ``ScenarioJsonSchema``)."""
    from scenarios.models import ScenarioJsonSchema

    for model in models:
        schema = model.model_json_schema(ref_template=OPENAPI3_REF_TEMPLATE, schema_generator=ScenarioJsonSchema)
        for name, value in schema.pop("$defs", {}).items():
            api.components_schemas.setdefault(name, Schema(**value))
        api.components_schemas[model.__name__] = Schema(**schema)


def reply(status: int, body: dict):
    resp = jsonify(body)
    resp.status_code = status
    return resp


def _error(status: int, code: str, words: dict[str, str], **extra):
    """An error answer; ``words``: its ``message`` (English), ``message_de`` and ``message_pl``
    (``web.i18n.catalogue.answer``)."""
    body = ErrorOut(error=code, **words, **extra).model_dump()
    return reply(status, body)


def _document():
    """The request's JSON document, or an error response (400) saying where it breaks."""
    data, errors = engine.decode(request.get_data(cache=True))
    if errors:
        e = errors[0]
        return None, reply(400, {"error": "invalid_json",  # decode words each error in every language
                                 **{k: e[k] for k in ("message", "message_de", "message_pl")},
                                 "pointer": e.get("pointer", ""), "nearest": [], "details": [], "errors": errors})
    return data, None


@api.post("/resolve", tags=[scenario_tag], openapi_extensions=SCENARIO_BODY,
          responses={200: TraceOut, 422: UnansweredOut, **BODY_ERRORS})
def resolve():
    """Resolve a scenario: the annotated trace.

    200: the trace (steps with windows, changes, rule and FAQ citations, explanations in
    German and English), the outcome (a refused action is `outcome: "refused"` with the
    rule), whether the expectations hold, and the cited rules' texts. 400: the scenario is
    invalid (`errors`, each with a JSON `pointer`). 422: a prompt the scenario does not
    answer, with its options. 501: the scenario needs something the engine does not
    encode yet. 413: the body is larger than the limit."""
    data, err = _document()
    if err is not None:
        return err
    return reply(*engine.resolve(data))


@api.post("/explore", tags=[scenario_tag], openapi_extensions=SCENARIO_BODY,
          responses={200: ExploreOut, **BODY_ERRORS})
def explore(query: ExploreQuery):
    """Explore a scenario: follow every answer to the prompts it leaves open.

    The distinct outcomes, each with the sequences of answers that lead to it, and
    `differences`: the state values the outcomes differ in ("it depends")."""
    data, err = _document()
    if err is not None:
        return err
    return reply(*engine.explore(data, query.max_runs))


@api.post("/regress", tags=[scenario_tag], openapi_extensions=_json_body(
    "RegressIn", 'a list of scenario documents, or {"builtin": "faq" | "examples" | "all"}'),
    responses={200: RegressOut, 400: ErrorOut, 413: ErrorOut})
def regress():
    """Run scenarios as regression tests (as `judge regress --json`).

    A case passes when its scenario resolves and its expectations hold (explore mode: when
    the explorer finds exactly the outcomes it lists). Counted per covered ID. Posted
    documents run for at most 5 s per request; those the time did not reach are listed in
    `not_run`. The built-in files' results are kept once computed."""
    data, err = _document()
    if err is not None:
        return err
    started = time.perf_counter()
    if isinstance(data, dict) and set(data) == {"builtin"}:
        group = data["builtin"]
        if not isinstance(group, str) or group not in builtin.GROUPS:
            return _error(400, "invalid_request", answer(said(N_("builtin muss eines von {groups} sein"),
                                                              groups=", ".join(builtin.GROUPS))), pointer="/builtin",
                          nearest=list(builtin.GROUPS))
        cases, not_run = engine.run_builtin(builtin.group_paths(group)), []
    elif isinstance(data, list):
        if len(data) > MAX_DOCUMENTS:  # the schema's maxItems
            return _error(400, "too_many_documents", answer(said(N_("höchstens {most} Szenarien pro Anfrage"),
                                                                 most=MAX_DOCUMENTS)), pointer="")
        wrong = [i for i, doc in enumerate(data) if not isinstance(doc, dict)]
        if wrong:  # the documented body is a list of scenario objects (the schema and the server agree)
            return _error(400, "invalid_request", answer(said(N_("Eintrag {item} ist kein Szenario (ein JSON-Objekt)"),
                                                              item=wrong[0])), pointer=f"/{wrong[0]}")
        cases, not_run = engine.run_documents(data)
    else:
        return _error(400, "invalid_request", answer(said(N_('Erwartet: eine Liste von Szenarien oder {{"builtin": "faq"}}'))),
                      pointer="")
    return jsonify(engine.summary(cases, time.perf_counter() - started, not_run))


@api.get("/schema", tags=[scenario_tag], responses={200: SCHEMA_RESPONSE})
def scenario_schema():
    """The scenario JSON Schema (the same as `judge schema`)."""
    from judge.commands import schema

    return jsonify(schema())


@api.get("/scenarios", tags=[scenario_tag], responses={200: ScenarioListOut})
def list_scenarios():
    """The built-in scenario files (FAQ replays and rulebook examples): path, title, FAQ IDs."""
    return jsonify({"scenarios": [e.to_dict() for e in builtin.entries()]})


@api.get("/scenarios/<path:path>", tags=[scenario_tag], responses={200: SCENARIO_RESPONSE, 404: ErrorOut})
def get_scenario(path: ScenarioPath):
    """One built-in scenario file's JSON (path as listed by GET /api/v1/scenarios)."""
    entry = builtin.get(path.path)
    if entry is None:
        return _error(404, "unknown_scenario", answer(said(N_("kein mitgeliefertes Szenario {path}"),
                                                           path=repr(path.path))), pointer="path",
                      nearest=builtin.nearest(path.path))
    data = builtin.read(entry.path)
    if data is None:
        return _error(500, "unreadable_scenario", {"message": f"{entry.path}: {entry.error}"})  # for developers
    return jsonify(data)


_register_schemas(RegressIn, scenario_model())  # the Scenario schema and its parts, for the $refs
