"""The KeyForge card format: card definitions as data.

A definition reads like the card: printed numbers, keywords, and abilities, each a
trigger plus a list of effects. Effects are small dicts with one verb
(``{"steal": 1}``, ``{"deal_damage": 2, "target": "enemy-creature"}``) and optional
modifiers (``"if"``, ``"if_you_do"``, ``"may"``). The verbs and selectors are listed in
``judge.keyforge.abilities``; anything else is rejected when the definition is loaded.

Example (the shape of a scenario's inline definition and of the built-in library)::

    {"name": "Urchin", "house": "shadows", "type": "creature", "power": 1,
     "keywords": ["elusive"],
     "abilities": [{"trigger": "play", "effects": [{"steal": 1}]}]}
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

HOUSES = ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian", "staralliance")
CARD_TYPES = ("creature", "action", "artifact", "upgrade")

#: triggers of bold-keyword abilities on the card itself
SELF_TRIGGERS = ("play", "reap", "fight", "destroyed", "before-fight", "action", "omni")
#: constant "after ..." abilities that watch other cards (the card must be in play)
WATCH_TRIGGERS = ("after-creature-destroyed", "after-creature-reaps", "after-key-forged", "after-card-played")
TRIGGERS = SELF_TRIGGERS + WATCH_TRIGGERS
KEYWORDS = ("elusive", "skirmish", "taunt", "poison", "hazardous", "assault")  # deploy, alpha, omega: not yet
_KEYWORD = re.compile(r"^(?P<kw>[a-z]+)(?:[ :](?P<n>\d+))?$")


def parse_keyword(text: str) -> tuple[str, int]:
    """``"hazardous 2"`` → ``("hazardous", 2)``; ``"elusive"`` → ``("elusive", 1)``."""
    m = _KEYWORD.match(text.strip().lower())
    if not m or m.group("kw") not in KEYWORDS:
        raise ValueError(f"unknown keyword {text!r}; known: {', '.join(KEYWORDS)}")
    return m.group("kw"), int(m.group("n") or 1)


class Ability(BaseModel):
    """One ability: when it triggers and what it does."""

    model_config = ConfigDict(extra="forbid")

    trigger: str | list[str] = Field(
        description="e.g. play, reap, fight, destroyed, before-fight, "
        "action, omni, after-creature-destroyed; a list for "
        "'Fight/Reap:'"
    )
    whose: Literal["any", "friendly", "enemy"] = Field(
        "any", description="for after-... triggers: whose cards they watch"
    )
    effects: list[dict[str, Any]]

    @field_validator("trigger")
    @classmethod
    def _known_trigger(cls, v):
        for t in [v] if isinstance(v, str) else v:
            if t not in TRIGGERS:
                raise ValueError(f"unknown trigger {t!r}; known: {', '.join(TRIGGERS)}")
        return v

    @field_validator("effects")
    @classmethod
    def _known_effects(cls, v):
        from ..abilities import check_effect

        for eff in v:
            check_effect(eff)
        return v

    @property
    def triggers(self) -> list[str]:
        return [self.trigger] if isinstance(self.trigger, str) else list(self.trigger)


class CardDef(BaseModel):
    """A card definition (built-in or inline in a scenario)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    house: str
    type: Literal["creature", "action", "artifact", "upgrade"]
    power: int = 0
    armor: int = 0
    amber: int = Field(0, description="æmber bonus")
    keywords: list[str] = []
    abilities: list[Ability] = []
    static: list[dict[str, Any]] = Field(
        [],
        description="constant abilities, e.g. "
        "{'enters_ready': true}, {'key_cost': 1, 'for': 'opponent'}, "
        "{'power': 1, 'affects': 'friendly-creatures'}, "
        "{'play_only_if': ['you.amber', '>=', 7]}",
    )
    cites: list[str] = Field([], description="rule IDs this definition rests on (errata)")
    names: dict[str, str] = Field({}, description="names in other languages: de, pl")
    set: str | None = None
    number: str | None = None

    @field_validator("house")
    @classmethod
    def _known_house(cls, v):
        if v.lower() not in HOUSES:
            raise ValueError(f"unknown house {v!r}; known: {', '.join(HOUSES)}")
        return v.lower()

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, v):
        for kw in v:
            parse_keyword(kw)
        return v

    @field_validator("static")
    @classmethod
    def _known_static(cls, v):
        from ..abilities import check_static

        for s in v:
            check_static(s)
        return v

    @model_validator(mode="after")
    def _creature_power(self):
        if self.type == "creature" and self.power < 0:
            raise ValueError("a creature's power cannot be negative")
        return self

    def keyword(self, name: str) -> int:
        """The keyword's value (0 if absent; 1 for keywords without a number)."""
        total = 0
        for kw in self.keywords:
            k, n = parse_keyword(kw)
            if k == name:
                total += n
        return total

    def abilities_for(self, trigger: str) -> list[Ability]:
        return [a for a in self.abilities if trigger in a.triggers]

    def static_value(self, key: str) -> list[dict]:
        return [s for s in self.static if key in s]
