"""The game-neutral scenario envelope (pydantic v2).

Every scenario names its ``game`` and rule ``edition``, a ``title``, the published FAQ
entries it encodes, its ``mode``, the answers to the prompts it expects (``choices``) and
what to expect (``expect``). The ``board`` and the ``actions`` belong to the game: each
game package defines a subclass of ``ScenarioEnvelope`` with its own board and action
models, and ``scenarios.registry`` joins them into one discriminated union keyed by
``game`` (so the JSON Schema shows every game). This module imports no game.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

PlayerName = Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]*$")]


class Strict(BaseModel):
    """A model that rejects unknown keys (a misspelt key is an error, not ignored)."""

    model_config = ConfigDict(extra="forbid")


class ActionBase(Strict):
    """What every action has: who acts (the game says who may)."""

    player: PlayerName | None = Field(None, description="who acts; the game's default when missing")


class Refusal(Strict):
    action: int = Field(description="index of the refused action")
    rule: str = Field(description="the rule ID that forbids it")


class Expect(Strict):
    """What the outcome must be. Any other key at the top level (``"players.bob.amber": 3``,
    ``"effects": []``) is a state assertion, the same as listing it under ``state``."""

    outcome: Literal["completed", "won", "refused"] | None = None
    winner: str | None = None
    refused: Refusal | None = None
    state: dict[str, Any] = {}
    windows: list[str] = Field([], description="timing windows that must occur")
    absent_windows: list[str] = []
    events: list[str] = Field([], description="trace events that must occur")
    absent_events: list[str] = []
    cites: list[str] = Field([], description="rule IDs the trace must cite")
    outcomes: list[dict[str, Any]] = Field(
        [],
        description="explore mode: the distinct outcomes the explorer must find, each a set of state "
        "assertions ({'players.bob.amber': 3}); their number must match the distinct outcomes found",
    )

    @model_validator(mode="before")
    @classmethod
    def _flat_state_keys(cls, data):
        if isinstance(data, dict):
            data = dict(data)
            flat = {k: data.pop(k) for k in list(data) if k not in cls.model_fields}
            if flat and isinstance(data.get("state", {}), dict):
                data["state"] = {**data.get("state", {}), **flat}
            elif flat:
                data.update(flat)  # reported as unknown fields next to the malformed 'state'

        return data


class ScenarioEnvelope(Strict):
    """The fields every game's scenario shares. A game's scenario model adds ``game``
    (a literal), ``edition``, ``board`` and ``actions``."""

    title: str
    description: str | None = None
    faq: list[str] = Field(
        [], description="published FAQ entries this scenario encodes (kf:faq/de-01, and its twin kf:faq/pl-52)"
    )
    examples: list[str] = Field(
        [], description="examples of the rule documents this scenario plays out (rb:563.2.c.5/ex1)"
    )
    mode: Literal["resolve", "explore"] = Field(
        "resolve",
        description="resolve: answered prompts, strict; explore: follow every answer to open prompts and "
        "compare the distinct outcomes with expect.outcomes (for 'the active player chooses' answers)",
    )
    choices: Union[list[Any], dict[str, Any]] = Field(
        [], description="answers to prompts, in order, or keyed by prompt ID"
    )
    expect: Expect | None = None
