"""Pydantic models of the JSON API; the OpenAPI document is generated from these."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Game = Literal["rb", "kf", "asc", "soi"]
Lang = Literal["de", "pl"]


class ErrorOut(BaseModel):
    """Every error the API returns: what is wrong and where."""

    error: str = Field(description="machine-readable error code, e.g. 'unknown_rule', 'invalid_request'")
    message: str = Field(description="what is wrong, in English")
    message_de: str | None = Field(None, description="the same, in German")
    pointer: str | None = Field(None, description="JSON pointer / parameter name of the offending field")
    nearest: list[str] = Field(default_factory=list, description="nearest valid IDs or names, if any")
    details: list[dict] = Field(default_factory=list)


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
    why: str = Field(description="why it matched: id | number | heading | card | card+text | text")


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


class ScenarioLinkOut(BaseModel):
    """A built-in scenario that replays the entry in the engine (provided by the engine)."""

    id: str
    title: str | None = None
    url: str | None = None


class FaqDetailOut(FaqEntryOut):
    texts: dict[str, FaqTextOut]
    twin_question: str | None = None
    rules: list[RuleLinkOut] = Field(default_factory=list, description="the rules the answer refers to")
    differs: str | None = None
    scenario: ScenarioLinkOut | None = Field(None, description="reserved: the built-in scenario replaying this entry")


# -- ask --------------------------------------------------------------------------------

class AskQuery(BaseModel):
    q: str = Field(min_length=1, max_length=500, description="a rules question in free text (English, German or Polish)")
    game: Game | None = None
    lang: Lang | None = None
    limit: int = Field(5, ge=1, le=20, description="how many FAQ entries and how many rules to return")


class AskFaqHit(HitOut):
    twin: str | None = None
    scenario: ScenarioLinkOut | None = Field(None, description="reserved: the built-in scenario replaying this entry")


class AskOut(BaseModel):
    query: str
    faq: list[AskFaqHit] = Field(description="the FAQ entries that best answer the question")
    rules: list[HitOut] = Field(description="the rules that best match the question")
