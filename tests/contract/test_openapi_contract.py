"""API contract tests: schemathesis generates requests from the served OpenAPI document and
checks every answer with every check — no server error, the documented status codes (the
app's limits included: 414, 413, 415) and content types, bodies that match their schemas,
schema-violating requests rejected, and schema-valid requests accepted. Bounded here (a few
examples per operation, no coverage phase); the long run, with every phase:
``CONTRACT_EXAMPLES=200 .venv/bin/pytest tests/contract``.

One check is left out for the four operations whose body is a scenario: "a schema-valid
request is accepted". A scenario has rules across its fields that JSON Schema cannot state —
the active player is one of the players (a value that must be a key elsewhere), an action
names a card on the board, an expected open prompt needs the prompt — and the server rejects
those with a 400 naming the field. Everything JSON Schema can state is in the schema (the
FAQ and example IDs as enums, KeyForge's two players, the list bounds)."""

import os

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from web.app import create_app

EXAMPLES = int(os.environ.get("CONTRACT_EXAMPLES", "8"))
SCENARIO_BODIES = {"/api/v1/resolve", "/api/v1/explore", "/api/v1/actions", "/api/v1/regress"}
schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", create_app())
if EXAMPLES <= 20:
    # bounded: schema examples and fuzzing; the coverage phase (every boundary case the schema
    # defines: thousands for a scenario body) runs in the long run only
    schema.config.phases.update(phases=["examples", "fuzzing"])


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 20,
          suppress_health_check=list(HealthCheck))
def test_the_api_keeps_its_contract(case):
    response = case.call()
    excluded = [positive_data_acceptance] if case.operation.path in SCENARIO_BODIES else []
    case.validate_response(response, excluded_checks=excluded)
