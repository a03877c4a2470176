"""The JSON API under /api/v1/ (flask-openapi3): one module per resource, each an
``APIBlueprint``, with the pydantic models it answers with beside it. The OpenAPI document
(/api/v1/openapi.json, interactive at /api/v1/docs) is generated from those models;
``web.app`` adds what the app's limits answer on every operation (``openapi_spec``) and turns
request-validation errors into the API's error shape.

- ``rules``: rules, citation graph, search, FAQ, ask, stats, health (and ``error``, the error
  answer every resource uses);
- ``scenarios``: resolve, explore, regress, the scenario schema, the built-in scenario files;
- ``builder``: the scenario builder's blank boards, legal next actions and card libraries;
- ``cards``: cards of every game by key, code, set or name; sets; engine coverage;
- ``decks``: the Riftbound deck check;
- ``models``: the models the resources share (errors, rules, FAQ, ask, scenarios, traces);
  ``models_builder``, ``models_cards``, ``models_decks``: those of one resource.

A new endpoint goes into its resource's module (a new resource: a new module with its
``APIBlueprint`` at ``url_prefix="/api/v1"``, listed in ``register_api`` below); its request
and response models into that resource's ``models_*`` module (or ``models`` when several
resources share them). What the pages need as well belongs in ``web.core``.
"""

from __future__ import annotations

from flask_openapi3 import OpenAPI


def register_api(app: OpenAPI) -> None:
    """Every resource's blueprint on the app (the order the OpenAPI document lists them in)."""
    from .builder import api_builder
    from .cards import api_cards
    from .decks import api_decks
    from .rules import api as rules_api
    from .scenarios import api as scenarios_api

    for blueprint in (rules_api, scenarios_api, api_cards, api_builder, api_decks):
        app.register_api(blueprint)
