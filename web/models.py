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
