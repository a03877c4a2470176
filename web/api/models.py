"""Pydantic models of the JSON API; the OpenAPI document is generated from these."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, RootModel

from judge.games import scenario_model

Scenario = scenario_model()

Game = Literal["rb", "kf", "asc", "soi"]
Lang = Literal["de", "pl"]


class ErrorOut(BaseModel):
    """Every error the API returns: what is wrong and where."""

    error: str = Field(description="machine-readable error code, e.g. 'unknown_rule', 'invalid_request'")
    message: str = Field(description="what is wrong, in English")
    message_de: str | None = Field(None, description="the same, in German")
    message_pl: str | None = Field(None, description="the same, in Polish")
    pointer: str | None = Field(None, description="JSON pointer / parameter name of the offending field")
    nearest: list[str] = Field(default_factory=list, description="nearest valid IDs or names, if any")
    details: list[dict] = Field(default_factory=list)
    errors: list[dict] = Field(default_factory=list, description=(
        "every error: {pointer, message} and, for scenario errors, message_de (German), message_pl (Polish), "
        "label, label_de and label_pl (the field for people: 'alice › Schlachtreihe › 2. Karte'), nearest (what "
        "a misspelt name, key or value may have meant)"))


class RulePath(BaseModel):
    rule_id: str = Field(description="a rule ID, e.g. rb:543.1, kf:glossary/capture, kf:faq/de-01")


class TextOut(BaseModel):
    lang: str
    doc: str
    edition: str
    title: str
    body: str
    line: int


class RefOut(BaseModel):
    raw: str
    target: str | None
    lang: str


class RuleOut(BaseModel):
    id: str
    game: str
    kind: str
    number: str | None = None
    texts: dict[str, TextOut]
    parent: str | None = None
    children: list[str] = []
    refs: list[RefOut] = []
    examples: list[str] = []
    cards: list[str] = []
    twin: str | None = None
    card: str | None = None
    differs: str | None = None
    graph: dict[str, dict[str, list[str]]] = Field(
        default_factory=dict, description="neighbours in the citation graph: {'out'|'in': {edge type: [ids]}}")
    cited_by_faq: list[str] = []
    asked: dict[str, list[str]] = Field(
        default_factory=dict, description="questions this record answers, per language (de, en, pl), as players ask "
                                          "them: ask searches them; they are not the record's text")


class SearchQuery(BaseModel):
    q: str = Field(min_length=1, max_length=500, description="free text, a rule number, an ID, a heading or a card name")
    game: Game | None = None
    lang: Lang | None = None
    limit: int = Field(10, ge=1, le=50)


class HitOut(BaseModel):
    id: str
    game: str
    kind: str
    lang: str
    title: str
    snippet: str
    highlights: list[list[int]] = Field(description="[start, end) offsets of matched words in the snippet")
    score: float
    why: str = Field(description="why it matched: id | number | heading | card | card+text | text | meaning | text+meaning")
    other_lang: bool = Field(False, description="shown in `lang` although `show` asked for another language, "
                                                "which this record has no text in")


class SearchOut(BaseModel):
    query: str
    hits: list[HitOut]


class StatsOut(BaseModel):
    rules: dict[str, int]
    riftbound_numbered: int
    cross_refs: dict[str, int]
    examples: int
    kf_glossary: dict[str, int]
    faq: dict[str, int]
    errata: dict[str, int]
    graph: dict[str, int]


# -- FAQ ------------------------------------------------------------------------------

class FaqListQuery(BaseModel):
    game: Literal["kf", "asc", "soi"] | None = Field(None, description="only this game's FAQ (Riftbound has none)")
    lang: Lang | None = Field(None, description="only entries stated in this language (KeyForge: de or pl)")


class FaqPath(BaseModel):
    faq_id: str = Field(description="an FAQ entry ID, e.g. kf:faq/de-01, kf:faq/pl-52, asc:faq/03, soi:faq/05")


class FaqEntryOut(BaseModel):
    id: str
    game: str
    number: str | None = None
    langs: list[str] = Field(description="the languages the entry is stated in")
    question: str = Field(description="the question, in the entry's first language")
    twin: str | None = Field(None, description="the same question in the other KeyForge edition's FAQ")
    cards: list[str] = Field(default_factory=list, description="cards the entry names (English names)")
    topic: str | None = Field(None, description="the FAQ section the entry is filed under, if any")


class FaqListOut(BaseModel):
    entries: list[FaqEntryOut]


class FaqTextOut(BaseModel):
    lang: str
    doc: str
    edition: str
    question: str
    answer: str
    line: int


class RuleLinkOut(BaseModel):
    id: str
    title: str
    raw: str | None = Field(None, description="the phrase printed in the answer that points at the rule")


class ScenarioSummaryOut(BaseModel):
    """What resolving the built-in scenario gives (ask only)."""

    status: int = Field(description="the HTTP status /api/v1/resolve (or explore) answers the file with")
    outcome: str | None = Field(None, description="completed | won | refused | explored, or the error code")
    steps: int | None = Field(None, description="number of trace steps")
    outcomes: int | None = Field(None, description="explore mode: number of distinct outcomes")
    expect_passed: bool | None = Field(None, description="whether the file's expectations hold (null: none)")


class ScenarioLinkOut(BaseModel):
    """The built-in scenario that replays the entry in the engine."""

    id: str = Field(description="the scenario file's path under scenarios/ (same as path)")
    path: str | None = Field(None, description="e.g. faq/keyforge/de-01.json; GET /api/v1/scenarios/<path>")
    title: str | None = None
    url: str | None = Field(None, description="the trace page of the scenario")
    summary: ScenarioSummaryOut | None = None


class FaqDetailOut(FaqEntryOut):
    texts: dict[str, FaqTextOut]
    twin_question: str | None = None
    rules: list[RuleLinkOut] = Field(default_factory=list, description="the rules the answer refers to")
    differs: str | None = None
    scenario: ScenarioLinkOut | None = Field(None, description="the built-in scenario replaying this entry, if any")


# -- ask --------------------------------------------------------------------------------

class AskQuery(BaseModel):
    q: str = Field(min_length=1, max_length=500, description="a rules question in free text (English, German or Polish)")
    game: Game | None = None
    lang: Lang | None = None
    limit: int = Field(5, ge=1, le=20, description="how many FAQ entries and how many rules to return")
    show: Lang | None = Field(None, description="the reader's language: each record is shown in it where it has a "
                                                "text in it, whichever language the question matched")


class AskFaqHit(HitOut):
    twin: str | None = None
    scenario: ScenarioLinkOut | None = Field(
        None, description="the built-in scenario replaying this entry, with a summary of resolving it")


class AskGameOut(BaseModel):
    assumed: str | None = Field(description="the game the question was taken to be about (kf, rb, asc, soi), or null")
    why: str | None = Field(description="name: the question names it; card: it names a card of that game only; "
                                           "words: words only that game uses; filter: asked for")
    others: list[str] = Field(description="the other games, to ask again about one of them")


class AskAnswerText(BaseModel):
    question: str
    answer: str


class AskAnswerOut(BaseModel):
    kind: Literal["faq", "rule"] = Field(description="faq: a published ruling answers; rule: the best rule does")
    id: str
    game: str
    twin: str | None = Field(None, description="faq: the same entry in the other KeyForge edition")
    texts: dict[str, AskAnswerText] = Field(default_factory=dict,
                                            description="faq: question and answer as published, by language")
    scenario: dict | None = Field(None, description="faq: the built-in scenario that replays the ruling")
    title: str | None = Field(None, description="rule: its heading")
    lang: str | None = None
    snippet: str | None = Field(None, description="rule: the passage that matched")
    highlights: list[list[int]] = Field(default_factory=list, description="rule: matched words in the snippet")
    other_lang: bool = Field(False, description="rule: shown in `lang`, another language than `show` asked for")
    unsure: bool = Field(False, description="rule: the best rule is not clearly ahead of the next; faq: the entry "
                                            "leads but its question is not close to the one asked; `candidates` "
                                            "lists three that may answer, none is claimed to")
    candidates: list[dict] = Field(default_factory=list, description="unsure: the three that may answer (each with "
                                   "`kind`: rule, or faq for the entry that led), best first")


class HealthAskOut(BaseModel):
    by_meaning: bool = Field(description="whether ask searches by meaning too (false: full text only, vectors building)")
    vectors_done: int | None = Field(None, description="texts embedded so far by the background build, if one runs")
    vectors_total: int | None = Field(None, description="texts the background build embeds")


class HealthOut(BaseModel):
    status: Literal["ready", "warming"] = Field(description="ready: every part answers fully; warming: ask answers "
                                                            "from the full text while its vectors are built")
    rules: bool = Field(description="the rules index answers (rules, FAQ, scenarios)")
    search: bool = Field(description="full-text search answers")
    ask: HealthAskOut


class AskCardRule(BaseModel):
    id: str
    title: str
    lang: str


class AskCardScenario(BaseModel):
    path: str
    url: str
    title: str | None = None


class AskCardOut(BaseModel):
    game: str = Field(description="the card's game (keyforge, riftbound, ascension, shards)")
    game_title: str
    key: str = Field(description="the card's key: /cards/<key>, GET /api/v1/cards/<key>")
    name: str = Field(description="its name in the reader's language where the game has one, else English")
    name_en: str | None = None
    url: str
    type: str | None = None
    text_en: str | None = Field(None, description="the printed English text (KeyForge, Riftbound)")
    rulings: list[str] = Field(description="FAQ entries, errata and rulebook examples that name the card")
    scenarios: list[AskCardScenario] = Field(description="the first five scenarios that play it")
    scenario_count: int
    rules: list[AskCardRule] = Field(description="the rules its text uses: its keywords and the glossary terms of its text")


class AskOut(BaseModel):
    query: str
    cards: list[AskCardOut] = Field(default_factory=list, description=(
        "the cards the question names, in the game it is about: shown first, each with its rulings, its scenarios "
        "and the rules its text uses"))
    game: AskGameOut
    lead: str = Field(description="which list answers first: 'faq' when an FAQ entry fits better than the best rule")
    answer: AskAnswerOut | None = Field(None, description="what answers first, whole: the published ruling or the best rule")
    faq: list[AskFaqHit] = Field(description="the FAQ entries that best answer the question")
    rules: list[HitOut] = Field(description="the rules that best match the question")
    by_meaning: bool = Field(True, description=(
        "false while the service is still building its record vectors (a first start on a fresh machine): "
        "the answer comes from the full text alone; GET /api/v1/health says how far the build is"))


# -- scenarios: resolve, explore, regress -------------------------------------------------
# Request bodies are read and validated by the engine's scenario loader (errors with JSON
# pointers and nearest card names); these models document their shape.

class ScenarioPath(BaseModel):
    path: str = Field(description="a built-in scenario file, e.g. examples/keyforge/tolas-bad-penny.json")


class ScenarioEntryOut(BaseModel):
    path: str = Field(description="relative to scenarios/: faq/... or examples/...")
    title: str | None = None
    faq: list[str] = Field(default_factory=list, description="FAQ entries the scenario replays")
    mode: str = "resolve"
    game: str | None = None
    edition: str | None = None
    description: str | None = None
    group: str = Field(description="faq | examples")
    error: str | None = Field(None, description="set when the file is not readable JSON")
    url: str = Field(description="the trace page")


class ScenarioListOut(BaseModel):
    scenarios: list[ScenarioEntryOut]


class PointerError(BaseModel):
    pointer: str = Field(description="JSON pointer of the offending field ('' = the document)")
    message: str
    nearest: list[str] = Field(default_factory=list, description="nearest known names (unknown cards, FAQ IDs)")


class OptionOut(BaseModel):
    key: str
    label: str


class PromptOut(BaseModel):
    id: str = Field(description="stable prompt ID, e.g. 'flank:Urchin', 'order:destroyed'")
    chooser: str
    question: dict[str, str] = Field(description="{de, en}")
    options: list[OptionOut]


class InvalidScenarioOut(ErrorOut):
    """400: the scenario is invalid; every error with the JSON pointer of its field."""

    errors: list[PointerError]
    prompt: PromptOut | None = Field(None, description="for an answer that fits no option: the prompt")


class UnansweredOut(ErrorOut):
    """422: a prompt the scenario does not answer (strict mode), with its options."""

    prompt: PromptOut


class ChangeOut(BaseModel):
    path: str
    before: Any = None
    after: Any = None


class StepOut(BaseModel):
    seq: int
    step: str = Field(description="turn step or phase: KeyForge forge | choose-house | main | ready | draw; "
                      "Riftbound awaken | beginning | channel | draw | action | ending")
    window: str | None = Field(description="timing window, e.g. KeyForge before-fight, destroyed; Riftbound chain, "
                               "showdown, combat-damage, combat-resolution, cleanup, scoring, expiry")
    event: str
    actor: str | None = None
    chooser: str | None = None
    choice: Any = None
    changes: list[ChangeOut]
    cites: list[str] = Field(description="rule IDs the step applies")
    faq: list[str] = Field(description="FAQ entries that cover the step")
    explain: dict[str, str] = Field(description="{de, en}")
    context: dict[str, Any] | None = Field(
        None, description="games with a stack (Riftbound): the round state, priority and focus holders, relevant "
        "players, the chain (oldest first), showdown, combat, each battlefield's controller and units, the score")


class ChoiceOut(BaseModel):
    """A prompt the run asked and its answer."""

    prompt: str = Field(description="the prompt's ID, e.g. 'target:Smaaash'")
    answer: Any = None
    auto: bool = Field(False, description="taken automatically: the only legal option")
    chooser: str | None = Field(None, description="the player who chose, or 'chance'")
    options: list[OptionOut] = Field(default_factory=list, description="the legal options offered at the prompt")


class CheckpointOut(BaseModel):
    """A snapshot of the state mid-run that the scenario's expect.checkpoints asked for."""

    after: int | None = Field(None, description="taken right after this action (0-based) finished")
    at_prompt: str | None = Field(None, description="taken when this prompt was asked, before it was answered")
    occurrence: int | None = Field(None, description="with at_prompt: which prompt with that ID (1 = the first)")
    state: dict[str, Any] = Field(description="the state then, in the same form as final_state")


class RefusedOut(BaseModel):
    action: int
    type: str
    rule: str = Field(description="the rule ID that forbids the action")
    message: dict[str, str]


class ExpectOut(BaseModel):
    passed: bool
    failures: list[str]


class RuleNoteOut(BaseModel):
    id: str
    known: bool
    kind: str | None = None
    title: str
    text: str = Field(description="the rule's text (shortened), for hover text")
    lang: str | None = None


class TraceOut(BaseModel):
    """The annotated trace of a resolved scenario."""

    outcome: str = Field(description="completed | won | refused | open-prompt (stopped at the prompt the "
                         "scenario's expect.open_prompt leaves open)")
    winner: str | None = None
    refused: RefusedOut | None = Field(None, description="the refused action and the rule that refuses it")
    final_state: dict[str, Any]
    steps: list[StepOut]
    choices: list[ChoiceOut] = Field([], description="every prompt answered, in order, with its options")
    unused_answers: list[Any] = []
    open_prompt: PromptOut | None = Field(
        None, description="the prompt the run stopped at, unanswered, when the scenario expects it (expect.open_prompt)")
    checkpoints: list[CheckpointOut] = Field(
        [], description="snapshots of the state mid-run, for the scenario's expect.checkpoints")
    expect: ExpectOut | None = Field(None, description="null when the scenario states no expectations")
    exit_code: int = Field(description="as `judge resolve`: 0 ok, 1 expectations failed, 4 refused unexpectedly")
    rules: dict[str, RuleNoteOut] = Field(description="every cited rule and FAQ ID with its title and text")


class ExploreQuery(BaseModel):
    max_runs: int = Field(64, ge=1, le=256, description="stop after this many runs")


class OutcomeResultOut(BaseModel):
    outcome: str
    winner: str | None = None
    refused: RefusedOut | None = None
    final_state: dict[str, Any]


class OutcomeOut(BaseModel):
    result: OutcomeResultOut
    choices: list[list[ChoiceOut]] = Field(description="every sequence of answers that leads to this outcome")


class ExploreOut(BaseModel):
    outcomes: list[OutcomeOut]
    runs: int
    capped: bool = Field(description="the search stopped before every branch was followed (the outcomes found so far)")
    max_runs: int
    stopped_by: Literal["runs", "time"] | None = Field(
        None, description="when capped: the run cap (max_runs) or the request's time budget (10 s) stopped it")
    prompts: list[Any] = []
    differences: dict[str, list[Any]] = Field(
        description="state paths whose values differ between the outcomes: {path: [value per outcome]}")
    expect: ExpectOut | None = Field(None, description="whether the outcomes match the scenario's expect.outcomes")
    exit_code: int = 0


class RegressBuiltin(BaseModel):
    model_config = ConfigDict(extra="forbid")  # the server takes {"builtin": ...} and nothing beside it

    builtin: Literal["faq", "examples", "variations", "errata", "all"] = Field(description="run the built-in scenario files")


#: scenario documents one regression request may post
MAX_DOCUMENTS = 500


class RegressIn(RootModel[Union[Annotated[list[dict[str, Any]], Field(max_length=MAX_DOCUMENTS)], RegressBuiltin]]):
    """A list of scenario documents (JSON objects, each validated on its own: an invalid one is a
    failing case with its errors, the others still run), or ``{"builtin": "faq" | "examples" |
    "variations" | "errata" | "all"}``."""


class CaseOut(BaseModel):
    ids: list[str] = Field(description="the FAQ IDs the case covers, else its path or position")
    path: str | None = None
    game: str
    edition: str
    passed: bool
    failures: list[str]
    seconds: float


class RegressOut(BaseModel):
    total: int = Field(description="covered IDs (a file listing a DE entry and its PL twin counts twice)")
    passed: int
    failed: list[str]
    seconds: float
    cases: list[CaseOut]
    not_run: list[str] = Field(default_factory=list, description=(
        "posted documents (by position, '#12') not run: the request's time budget ran out before them; "
        "post them again, or run them with `judge regress`"))
