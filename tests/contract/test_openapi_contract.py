"""API contract tests: schemathesis generates requests from the served OpenAPI document and
checks every answer — no server error, the documented status codes and content types, bodies
that match their schemas, and schema-violating requests rejected. Bounded here (a few examples per operation, no
coverage phase); the long run, with every phase: ``CONTRACT_EXAMPLES=200 .venv/bin/pytest tests/contract``."""

import os

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from web.app import create_app

EXAMPLES = int(os.environ.get("CONTRACT_EXAMPLES", "8"))
schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", create_app())
if EXAMPLES <= 20:
    # bounded: schema examples and fuzzing; the coverage phase (every boundary case the schema
    # defines: thousands for a scenario body) runs in the long run only
    schema.config.phases.update(phases=["examples", "fuzzing"])


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 20,
          suppress_health_check=list(HealthCheck))
def test_the_api_keeps_its_contract(case):
    # Every check but "a schema-valid request is accepted": a scenario has rules across fields
    # that JSON Schema cannot state (the active player must be one of the players, an action
    # must name a card on the board); the server rejects those with a 400 naming the field.
    response = case.call()
    if response.status_code == 414:  # a URL over the service's limit: rejected, in JSON, naming the limit
        assert "4096" in response.json()["message"]
        return
    case.validate_response(response, excluded_checks=[positive_data_acceptance])
