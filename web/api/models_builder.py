"""Pydantic models of the scenario-builder API (blank boards, legal next actions, card
libraries); the OpenAPI document is generated from these."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .models import ErrorOut, PromptOut

GameName = Literal["keyforge", "riftbound", "ascension", "shards"]


class BlankQuery(BaseModel):
    game: GameName = Field(description="the game whose blank board is wanted")


class LibraryQuery(BaseModel):
    game: GameName
    q: str = Field("", max_length=200, description="a card name in any language the game's data has (German, "
                   "English, Polish for KeyForge), misspelt or not; empty: the first cards")
    limit: int = Field(10, ge=1, le=50)


class CandidateLabelOut(BaseModel):
    de: str
    en: str
    pl: str = Field(description="the label in Polish (the builder shows the interface's language)")


class CandidateLegalOut(BaseModel):
    action: dict[str, Any] = Field(description="the action as the scenario format takes it: append it to 'actions'")
    label: CandidateLabelOut
    group: str = Field(description="menu group: turn, play, discard, use, fight, reap, move, hide, acquire, defeat, "
                                   "attack, focus")
    prompt: str | None = Field(None, description="the ID of a prompt the action asks (answered later, in 'choices')")


class CandidateRefusedOut(BaseModel):
    action: dict[str, Any]
    label: CandidateLabelOut
    group: str
    rule: str | None = Field(description="the rule ID the engine's refusal cites (null: the scenario format "
                                         "rejects the action)")
    why: CandidateLabelOut = Field(description="the refusal's explanation")


class CandidateUnsupportedOut(BaseModel):
    action: dict[str, Any]
    label: CandidateLabelOut
    group: str
    message: str = Field(description="the card ability or rule the engine does not encode yet")


class CandidateCutOut(BaseModel):
    action: dict[str, Any]
    label: CandidateLabelOut
    group: str


class ActionsOut(BaseModel):
    """The actions that may come after the scenario's actions, decided by resolving each."""

    game: str
    after: int = Field(description="how many of the document's actions were resolved")
    legal: list[CandidateLegalOut]
    refused: list[CandidateRefusedOut]
    unsupported: list[CandidateUnsupportedOut]
    cut: list[CandidateCutOut] = Field(description="candidates not tried: more than the per-call limit")
    tried: int = Field(description="candidates resolved")
    seconds: float


class ActionsStopOut(ErrorOut):
    """409: the document's own actions already stop; where and why."""

    stop: Literal["refused", "prompt", "unsupported", "game-over"]
    action: int | None = Field(description="index of the action where the run stops (null: before the first)")
    after: int = Field(description="how many of the document's actions resolved before it")
    rule: str | None = None
    why: CandidateLabelOut | None = None
    prompt: PromptOut | None = None
    winner: str | None = None


class LibraryCardOut(BaseModel):
    name: str = Field(description="the name the scenario format takes")
    names: dict[str, str] = Field(description="names by language: de, en, pl (as the game's data has them)")
    type: str
    house: str | None = Field(None, description="KeyForge")
    domain: list[str] | None = Field(None, description="Riftbound: the card's domains")
    faction: str | None = Field(None, description="Ascension, Shards of Infinity")
    stats: dict[str, Any] = Field(description="KeyForge power, armor, amber; Riftbound energy, power, might; "
                                              "Ascension cost, honor, power; Shards cost, health, shield, mercenary")
    text: str | None = Field(description="the printed text, where the game's data has it")
    text_shown: str | None = Field(None, description="the printed text as the pages show it: its icon tokens "
                                                     "drawn (KeyForge <A> as Æ; Riftbound :rb_might: …)")


class LibraryOut(BaseModel):
    game: str
    query: str
    cards: list[LibraryCardOut]
