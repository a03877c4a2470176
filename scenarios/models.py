"""The game-neutral scenario envelope (pydantic v2).

Every scenario names its ``game`` and rule ``edition``, a ``title``, the published FAQ
entries it encodes, its ``mode``, the answers to the prompts it expects (``choices``) and
what to expect (``expect``). The ``board`` and the ``actions`` belong to the game: each
game package defines a subclass of ``ScenarioEnvelope`` with its own board and action
models, and ``judge.games`` joins them into one discriminated union keyed by
``game`` (so the JSON Schema shows every game). This module imports no game.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import InitErrorDetails, PydanticCustomError

from rules_index.nearest import MAX_NAME

PlayerName = Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]*$")]
#: a card named in a scenario (a name in any language, "CotA 267", an instance ID "troll-2"):
#: longer than any card's name is refused by the schema, before anything is looked up
CardName = Annotated[str, Field(max_length=MAX_NAME)]


class Strict(BaseModel):
    """A model that rejects unknown keys (a misspelt key is an error, not ignored)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class ActionBase(Strict):
    """What every action has: who acts (the game says who may)."""

    player: PlayerName | None = Field(None, description="who acts; the game's default when missing")


class Refusal(Strict):
    action: int = Field(description="index of the refused action")
    rule: str = Field(description="the rule ID that forbids it")


def _fold_flat_state_keys(cls, data):
    """Any key that is not a field of ``cls`` is a state assertion (moved under ``state``)."""
    if isinstance(data, dict):
        data = dict(data)
        flat = {k: data.pop(k) for k in list(data) if k not in cls.model_fields}
        if flat and isinstance(data.get("state", {}), dict):
            data["state"] = {**data.get("state", {}), **flat}
        elif flat:
            data.update(flat)  # reported as unknown fields next to the malformed 'state'
    return data


class Check(Strict):
    """Checks on one value of the state, without spelling it out whole. Lists: ``contains``
    / ``excludes`` compare items (strings case-insensitively; an object item matches an
    element having all its keys and values; ``contains`` counts repeats), ``count`` is the
    length; objects: the same on their keys; ``min`` / ``max`` bound a number, or the
    length of a list or object; ``any_of``: the value is one of the listed ones. The path
    may join several places with braces: ``players.alice.{hand,deck,discard}`` (lists one
    after the other), ``players.{alice,bob}.honor`` (numbers added up)."""

    contains: list[Any] | None = Field(None, description="items the list must hold (each as often as listed)")
    excludes: list[Any] | None = Field(None, description="items the list must not hold")
    count: int | None = Field(None, ge=0, description="exact length of the list (or number of keys)")
    min: float | None = Field(None, description="lower bound (inclusive) of the number, or of the length")
    max: float | None = Field(None, description="upper bound (inclusive) of the number, or of the length")
    any_of: list[Any] | None = Field(None, min_length=1, description="the value equals one of these (strings "
                                     "case-insensitively; a list as a whole): what a random pick may have given")

    @model_validator(mode="after")
    def _not_empty(self):
        if all(v is None for v in (self.contains, self.excludes, self.count, self.min, self.max, self.any_of)):
            raise ValueError("a check needs at least one of contains, excludes, count, min, max, any_of")
        return self


OptionRef = Annotated[str, Field(min_length=1, description="an option's key or label (case-insensitive)")]


class PromptCheck(Strict):
    """What a player could choose at a prompt: its options, by key or label (case-insensitive)."""

    id: str = Field(description="the prompt's ID, e.g. 'target:Smaaash', 'flank:Urchin', 'order:destroyed'")
    chooser: str | None = Field(None, description="the player who must be the one choosing (or 'chance')")
    options: list[OptionRef] | None = Field(
        None, description="exactly these options, one item per option (two options labelled alike need two items)")
    include: list[OptionRef] = Field([], description="options that must be offered")
    exclude: list[OptionRef] = Field([], description="options that must not be offered")


class PromptAsked(PromptCheck):
    """A prompt asked during the run (answered, automatically taken, or the open one)."""

    occurrence: int = Field(1, ge=1, description="which prompt with this ID: 1 for the first one asked")


class Decision(Strict):
    """A choice made during the run and its answer: one a player answered, or one the engine
    made because only one option was legal ("the only legal target", recorded as taken
    automatically), with the rule that has it made then."""

    id: str = Field(description="the prompt's ID, e.g. 'target:Crackshot Corsair', 'cost:Cruel Patron'")
    answer: str = Field(description="the option chosen, by key or label (case-insensitive)")
    occurrence: int = Field(1, ge=1, description="which choice with this ID: 1 for the first one made")
    chooser: str | None = Field(None, description="the player who chose")
    auto: bool | None = Field(None, description="true: the engine took it as the only legal option; false: a player "
                                                "answered it")
    rule: str | None = Field(None, description="a rule ID the trace step recording this choice cites")


class Checkpoint(Strict):
    """The state in the middle of the run: right after action ``after`` (0-based) finished,
    before the next one starts; or when prompt ``at_prompt`` is asked, before it is
    answered. Takes the same assertions as the final state: dotted paths (flat or under
    ``state``) and ``checks``."""

    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={"additionalProperties": True})

    after: int | None = Field(None, ge=0, description="index of the action (0-based) just finished")
    at_prompt: str | None = Field(None, description="ID of the prompt being asked")
    occurrence: int = Field(1, ge=1, description="with at_prompt: which prompt with that ID (1 = the first)")
    state: dict[str, Any] = Field({}, description="state assertions: {dotted path: expected value}")
    checks: dict[str, Check] = Field({}, description="checks on values: {dotted path: check}")

    @model_validator(mode="before")
    @classmethod
    def _flat_state_keys(cls, data):
        return _fold_flat_state_keys(cls, data)

    @model_validator(mode="after")
    def _one_moment(self):
        if (self.after is None) == (self.at_prompt is None):
            raise ValueError("a checkpoint names exactly one moment: 'after' (an action index) or 'at_prompt'")
        if not self.state and not self.checks:
            raise ValueError("a checkpoint asserts something: dotted paths, 'state' or 'checks'")
        return self

    def name(self) -> str:
        if self.after is not None:
            return f"after action {self.after}"
        return f"at prompt {self.at_prompt!r}" + (f" (#{self.occurrence})" if self.occurrence != 1 else "")


class Expect(Strict):
    """What the outcome must be. Any other key at the top level (``"players.bob.amber": 3``,
    ``"effects": []``) is a state assertion, the same as listing it under ``state``."""

    # the schema says what the validator does: other keys are state assertions
    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={"additionalProperties": True})

    outcome: Literal["completed", "won", "refused", "open-prompt"] | None = Field(
        None, description="open-prompt: the run stopped at the prompt expect.open_prompt names")
    winner: str | None = None
    refused: Refusal | None = None
    state: dict[str, Any] = {}
    checks: dict[str, Check] = Field(
        {}, description="checks on values of the final state without spelling them out: "
        "{'players.alice.discard': {'contains': ['Troll'], 'excludes': ['Krump'], 'count': 2}}; a path part "
        "in braces joins several places: 'players.alice.{hand,deck,discard}' (lists joined, numbers summed)")
    prompts: list[PromptAsked] = Field(
        [], description="prompts that must be asked during the run, with the options offered "
        "(answered ones, ones taken automatically, and the open one)")
    open_prompt: PromptCheck | None = Field(
        None, description="the run is expected to stop at this prompt, unanswered (resolve mode): "
        "'what may Bob choose here?'; the run then ends with outcome 'open-prompt'")
    checkpoints: list[Checkpoint] = Field(
        [], description="assertions on the state in the middle of the run: after an action, or at a prompt")
    decisions: list[Decision] = Field(
        [], description="choices made during the run and their answers, also those the engine made because only "
        "one option was legal (auto), with the rule the trace cites for them")
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
        return _fold_flat_state_keys(cls, data)


#: at most this many actions in a scenario: a question at the table is about one situation,
#: and a list of millions (the fuzzer's) must be refused before anything validates its items
MAX_ACTIONS = 2000
#: at most this many items in any other list of a scenario (a zone's cards, a deck list, the
#: prompts to check): more than any pile of the four games holds (Ascension's centre deck has
#: 100 cards). The loader refuses a longer list before validating anything in it; the JSON
#: Schema states it (``ScenarioJsonSchema``)
MAX_ITEMS = 250


class ScenarioJsonSchema(GenerateJsonSchema):
    """The scenario JSON Schema with the loader's list bound on every list that states none
    (``maxItems``: ``MAX_ITEMS``; the actions state their own ``MAX_ACTIONS``)."""

    def list_schema(self, schema):
        out = super().list_schema(schema)
        out.setdefault("maxItems", MAX_ITEMS)
        return out


def _ids_of_kind(kind: str) -> list[str]:
    from rules_index.index import load

    return [r.id for r in load() if r.kind == kind]


#: an FAQ entry or a document example of the rules index: the loader checks it (with the
#: nearest IDs when it is none); the JSON Schema lists them (made when the schema is)
FaqId = Annotated[str, Field(json_schema_extra=lambda s: s.update(enum=_ids_of_kind("faq")))]
ExampleId = Annotated[str, Field(json_schema_extra=lambda s: s.update(enum=_ids_of_kind("example")))]


class ScenarioEnvelope(Strict):
    """The fields every game's scenario shares. A game's scenario model adds ``game``
    (a literal), ``edition``, ``board`` and ``actions``."""

    title: str
    description: str | None = None
    faq: list[FaqId] = Field(
        [], description="published FAQ entries this scenario encodes (kf:faq/de-01, and its twin kf:faq/pl-52)"
    )
    examples: list[ExampleId] = Field(
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

    @model_validator(mode="after")
    def _expect_fits_the_run(self):
        e = self.expect
        if e is None:
            return self
        errors = []
        if self.mode == "explore":
            errors += [(("expect", k), f"expect.{k} is checked in resolve mode only; explore mode checks expect.outcomes",
                        getattr(e, k)) for k in ("prompts", "open_prompt", "checkpoints", "checks") if getattr(e, k)]
        actions = getattr(self, "actions", None)
        for n, cp in enumerate(e.checkpoints):
            if cp.after is not None and actions is not None and cp.after >= len(actions):
                errors.append((("expect", "checkpoints", n, "after"), f"after action {cp.after}, but the scenario has "
                               f"{len(actions)} action(s) (indices from 0)", cp.after))
        if e.outcome == "open-prompt" and e.open_prompt is None:
            errors.append((("expect", "outcome"), "outcome 'open-prompt' needs expect.open_prompt (the prompt the run "
                           "stops at)", e.outcome))
        if errors:  # each at its field, so that the loader reports its JSON pointer
            raise ValidationError.from_exception_data(type(self).__name__, [
                InitErrorDetails(type=PydanticCustomError("value_error", "{message}", {"message": m}), loc=loc, input=v)
                for loc, m, v in errors])
        return self
