"""The game registry: ``game`` → what the game package provides.

The envelope (``scenarios.models``) knows no game; each game package provides a
``GameSpec`` (its scenario model with its board and actions, the checks that need its card
library, and its runner), and this module joins them. ``Scenario`` is the discriminated
union of every game's scenario model, keyed by ``game``, so ``judge schema`` and the
OpenAPI document show every game's board.

The table below is fixed in code: a scenario's ``game`` selects one of its entries, it
never names a module to import.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from typing import Annotated, Any, Callable, Union

from pydantic import Field, RootModel
from pydantic.json_schema import DEFAULT_REF_TEMPLATE


@dataclass(frozen=True)
class GameSpec:
    """What a game package gives the shared layers."""

    name: str  # the scenario's ``game`` value, e.g. "keyforge"
    prefix: str  # rule-ID prefix, e.g. "kf"
    scenario_model: type  # a ScenarioEnvelope subclass with ``game: Literal[name]``
    #: errors beyond the schema (unknown cards, actions naming no card), each {pointer, message[, nearest]}
    check: Callable[[Any], list[dict]]
    #: errors to report together with schema errors (unknown card names), from the raw document
    raw_errors: Callable[[Any], list[dict]]
    #: resolve(scenario, extra_answers) -> judge.kernel.Result
    resolve: Callable[..., Any]
    #: one line per player of a final state, for `judge explore` (e.g. "alice: 3Æ 1 key")
    describe_player: Callable[[str, dict], str]
    editions: tuple[str, ...] = ()
    board_help: dict[str, str] = field(default_factory=dict)
    #: candidates(scenario, state) -> [judge.legal.Candidate]: every action the player who acts
    #: could try next on the board as it stands (``state``: the rendered state after the
    #: scenario's actions); the engine decides which are legal (``judge.legal``)
    candidates: Callable[[Any, dict], list] | None = None
    #: blank() -> a scenario document a judge starts from: two players, nothing on the board
    blank: Callable[[], dict] | None = None
    #: find_cards(query, limit) -> library entries matching a name in any language:
    #: {name (as the scenario format takes it), names {de?, en?, pl?}, type, house/domain/faction, stats, text}
    find_cards: Callable[[str, int], list[dict]] | None = None


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
    from .models import ScenarioJsonSchema

    return scenario_model().model_json_schema(ref_template=ref_template, schema_generator=ScenarioJsonSchema)


@cache
def scenario_model() -> type[RootModel]:
    """``Scenario``: one JSON document, any game (discriminated by ``game``)."""
    models = tuple(s.scenario_model for s in specs())
    union = Annotated[Union[models], Field(discriminator="game")]  # type: ignore[valid-type]

    class Scenario(RootModel[union]):  # type: ignore[valid-type]
        """A scenario of any game the engine runs; ``game`` selects the board and actions."""

    return Scenario
