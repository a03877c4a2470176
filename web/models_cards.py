"""Pydantic models of the cards API (KeyForge); the OpenAPI document is generated from these."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class CardPath(BaseModel):
    key: str = Field(description="a card's URL key (cota-001), another printing's key, a set and number "
                                 "(\"CotA 1\", \"RdA 1\") or a name in English, German or Polish")


class CardsQuery(BaseModel):
    q: str = Field(min_length=1, max_length=200, description="a card name in any language, misspelt or not, "
                                                              "a set and number, or a question naming a card")
    limit: int = Field(5, ge=1, le=25)


class CardHitOut(BaseModel):
    key: str
    url: str = Field(description="the card page")
    name_en: str
    name_de: str | None = None
    name_pl: str | None = None
    set: str
    number: str
    house: str
    type: str
    covered: bool = Field(description="whether the rulebooks (DE v1.5, PL 2020) cover the card's set")
    why: Literal["exact", "named", "similar", "contains"] = Field(
        description="exact name or set/number · a card named in the question · a misspelt name · a word of the name")


class CardsOut(BaseModel):
    query: str
    cards: list[CardHitOut]


class PrintingOut(BaseModel):
    set: str
    set_name: str
    number: str
    house: str
    key: str


class SentenceOut(BaseModel):
    text: str
    compiled: bool
    why: str = Field(description="why the sentence did not compile (empty when it did)")
    phrasing: bool = Field(description="it did not compile because the grammar has no such phrasing yet")


class RuleRefOut(BaseModel):
    id: str
    title: str
    lang: str | None = None


class ScenarioRefOut(BaseModel):
    path: str
    url: str = Field(description="the trace page replaying it")


class SharedNameOut(BaseModel):
    name: str = Field(description="a name of this card that another card also bears")
    key: str
    url: str
    name_en: str
    set: str
    number: str
    resolves_here: bool = Field(description="whether the judge reads the name as this card (see /rulings#keyforge-37)")


class CardOut(BaseModel):
    id: str
    key: str
    url: str
    name_en: str
    name_de: str | None = None
    name_pl: str | None = None
    set: str
    set_name: str
    number: str
    house: str
    type: str
    power: int
    armor: int
    amber: int
    keywords: list[str]
    traits: list[str]
    rarity: str | None = None
    text_en: str = Field(description="the printed English text")
    covered: bool
    printings: list[PrintingOut]
    engine: Literal["hand-written", "compiled", "partly-compiled", "not-covered", "unknown"] = Field(
        description="how the engine knows the card")
    engine_de: str
    engine_en: str
    sentences: list[SentenceOut] = Field(description="each sentence of the printed text and whether it compiled")
    definition: dict[str, Any] | None = Field(None, description="the card format the engine plays (none for a set "
                                                                 "the rulebooks do not cover)")
    faq: list[RuleRefOut] = Field(description="FAQ entries naming the card")
    errata: list[RuleRefOut]
    scenarios: list[ScenarioRefOut] = Field(description="built-in scenarios using the card")
    shared_names: list[SharedNameOut] = Field(description="names printed on another card too")


class SetOut(BaseModel):
    code: str
    name: str
    covered: bool
    cards: int


class CoverageSetOut(BaseModel):
    cards: int
    complete: int
    share: float


class CoverageOut(BaseModel):
    cards: int
    complete: int
    share: float
    sets: dict[str, CoverageSetOut]
    missing: list[tuple[str, int]] = Field(description="the most frequent sentences that do not compile, numbers as N")
    constructs: list[tuple[str, int]] = Field(default_factory=list, description=(
        "the sentences that do not compile, grouped by the construct they use (what to build next)"))
