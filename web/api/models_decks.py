"""Pydantic models of the deck-check API (Riftbound, rb:101–103); the OpenAPI document is
generated from these."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from judge.riftbound.decklist import MAX_CHARS

Mode = Literal["duel", "match", "ffa3", "2v2"]


class DeckCheckIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, max_length=MAX_CHARS, description=(
        "the deck list as players write it, one card a line ('3 Jinx - Rebel', '3x OGN-202') under the headings "
        "Legend:, Champion:, MainDeck:, Battlefields:, Runes: (Sideboard: is read, not checked); or a JSON deck "
        "file (it begins with '{')"), examples=["Legend:\n1 Jinx - Loose Cannon\nChampion:\n1 Jinx - Rebel\n"
                                                "MainDeck:\n3 Gust\nRunes:\n6 Fury Rune\n6 Chaos Rune\n"])
    mode: Mode | None = Field(None, description="the mode, which decides the battlefields (rb:103.4.a); default: "
                                                "the list's 'mode:' line, else duel")


class DeckLineOut(BaseModel):
    line: int = Field(description="the line's number, from 1")
    text: str = Field(description="the line as written (trimmed)")


class DeckViolationOut(BaseModel):
    rule: str = Field(description="the rule broken, e.g. 'rb:103.2.b'")
    url: str = Field(description="the rule's page")
    message: str
    message_de: str
    message_pl: str
    pointer: str = Field(description="where in the deck (JSON pointer of the deck's shape: /main/3, /runes, /champion)")
    pointers: list[str]
    lines: list[DeckLineOut] = Field(description="the lines of the list that break the rule (a heading for a count "
                                                 "of its section); empty for a JSON deck")


class DeckNoteOut(BaseModel):
    message: str
    message_de: str
    message_pl: str
    lines: list[DeckLineOut]


class DeckErrorOut(BaseModel):
    line: int | None = Field(None, description="the line that cannot be read (none: the whole list)")
    text: str = Field("", description="the line as written")
    pointer: str = Field("", description="for a JSON deck: where the error is")
    message: str
    message_de: str
    message_pl: str
    nearest: list[str] = Field([], description="the nearest card names, for a name no card has")


class DeckCountsOut(BaseModel):
    main: int = Field(description="main-deck cards, the chosen champion included (rb:103.2)")
    runes: int
    battlefields: int
    sideboard: int


class DeckExpectOut(BaseModel):
    expected: Literal["legal"] | list[str]
    holds: bool
    failures: list[str]
    failures_de: list[str]
    failures_pl: list[str]


class DeckCheckOut(BaseModel):
    readable: bool = Field(description="false: some lines cannot be read (errors); nothing is judged then")
    legal: bool | None = Field(description="the verdict by rb:101–103; null when the list cannot be read")
    errors: list[DeckErrorOut] = Field(description="every line that cannot be read")
    format: Literal["text", "json"] | None = None
    mode: Mode | None = None
    legend: str | None = None
    champion: str | None = None
    counts: DeckCountsOut | None = None
    violations: list[DeckViolationOut] = Field([], description="every rule broken, with its lines")
    notes: list[DeckNoteOut] = Field([], description="what was read but not checked (the sideboard)")
    expect: DeckExpectOut | None = Field(None, description="the list's own 'expect:' line, and whether it holds")
