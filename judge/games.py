"""The table of games: ``game`` → what its package provides (``judge.kernel.spec.GameSpec``).

This module sits above the game packages: it imports each one's ``spec`` and ``legal`` when the
game is first asked for, and the shared layers (the scenario loader, the CLI, the service) ask
it. No game package imports it, and ``scenarios/`` imports no game package — the envelope
(``scenarios.models``) knows no game. ``Scenario`` is the discriminated union of every game's
scenario model, keyed by ``game``, so ``judge schema`` and the OpenAPI document show every
game's board.

The table below is fixed in code: a scenario's ``game`` selects one of its entries, it
never names a module to import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Annotated, Union

from pydantic import Field, RootModel
from pydantic.json_schema import DEFAULT_REF_TEMPLATE

from judge.kernel.spec import GameSpec


def _with_builder(spec: GameSpec, legal) -> GameSpec:
    """The game's spec with what its ``legal`` module gives the scenario builder."""
    return replace(spec, candidates=legal.candidates, blank=legal.blank, find_cards=legal.find_cards)


def _keyforge() -> GameSpec:
    from judge.keyforge import legal
    from judge.keyforge.spec import SPEC

    return _with_builder(SPEC, legal)


def _riftbound() -> GameSpec:
    from judge.riftbound import legal
    from judge.riftbound.spec import SPEC

    return _with_builder(SPEC, legal)


def _ascension() -> GameSpec:
    from judge.ascension import legal
    from judge.ascension.spec import SPEC

    return _with_builder(SPEC, legal)


def _shards() -> GameSpec:
    from judge.shards import legal
    from judge.shards.spec import SPEC

    return _with_builder(SPEC, legal)


#: every game the engine runs, in the order the schema lists them
LOADERS: dict[str, Callable[[], GameSpec]] = {"keyforge": _keyforge, "riftbound": _riftbound,
                                              "ascension": _ascension, "shards": _shards}


def names() -> list[str]:
    return list(LOADERS)


@cache
def spec(game: str) -> GameSpec:
    """The game's spec; KeyError for a game the engine does not run."""
    return LOADERS[game]()


def specs() -> list[GameSpec]:
    return [spec(n) for n in LOADERS]


def scenario_schema(ref_template: str = DEFAULT_REF_TEMPLATE) -> dict:
    """The scenario JSON Schema, with the bounds the loader enforces before validation."""
    from scenarios.models import ScenarioJsonSchema

    return scenario_model().model_json_schema(ref_template=ref_template, schema_generator=ScenarioJsonSchema)


@cache
def scenario_model() -> type[RootModel]:
    """``Scenario``: one JSON document, any game (discriminated by ``game``)."""
    models = tuple(s.scenario_model for s in specs())
    union = Annotated[Union[models], Field(discriminator="game")]  # type: ignore[valid-type]  # noqa: UP007 (a tuple of models)

    class Scenario(RootModel[union]):  # type: ignore[valid-type]
        """A scenario of any game the engine runs; ``game`` selects the board and actions."""

    return Scenario
