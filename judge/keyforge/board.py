"""The KeyForge board and actions of a scenario (pydantic v2), and ``KeyForgeScenario``:
the shared envelope (``scenarios.models``) with this game's board.

Cards are named by a string — English, German or Polish name, or "CotA 267" / "RdA 267"
— or defined inline with the card format of ``judge.keyforge.cards.model.CardDef``.
Whether a name is known is checked by ``judge.keyforge.scenario`` (it knows the card library).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, Discriminator, Field, Tag, model_validator

from scenarios.models import MAX_ACTIONS, ActionBase, CardName, PlayerName, ScenarioEnvelope, Strict

from .cards.model import HOUSES, CardDef



def _house(value: str | None) -> str | None:
    if value is not None and value.lower() not in HOUSES:
        raise ValueError(f"unknown house {value!r}; known: {', '.join(HOUSES)}")
    return value.lower() if value else value


House = Annotated[str, AfterValidator(_house)]


def _tokens(value: dict[str, int]) -> dict[str, int]:
    from judge.keyforge.vocabulary import TOKENS

    unknown = [k for k in value if k not in TOKENS]
    if unknown:
        raise ValueError(f"unknown token {unknown[0]!r}; known: {', '.join(TOKENS)}")
    return value
CardRef = Union[CardName, CardDef]


class CreatureEntry(Strict):
    card: CardRef
    damage: int = Field(0, ge=0, le=999)
    stunned: bool = False
    exhausted: bool = False
    ward: bool = False
    enraged: bool = False
    captured_amber: int = Field(0, ge=0, le=999, description="æmber captured by this creature")
    upgrades: list[CardRef] = Field([], description="upgrades attached to it (controlled by this player)")
    power_counters: int = Field(0, ge=0, le=999)
    tokens: Annotated[dict[str, Annotated[int, Field(ge=1)]], AfterValidator(_tokens)] = Field(
        {}, description="tokens only cards define, e.g. {'doom': 1} (kf:glossary/other-tokens)"
    )
    maverick: House | None = Field(None, description="the house of a maverick copy (kf:glossary/maverick)")
    owner: PlayerName | None = Field(None, description="its owner, if the other player (control taken)")


class ArtifactEntry(Strict):
    card: CardRef
    exhausted: bool = False
    tokens: Annotated[dict[str, Annotated[int, Field(ge=1)]], AfterValidator(_tokens)] = Field(
        {}, description="tokens only cards define, e.g. {'growth': 2} (kf:glossary/other-tokens)"
    )
    maverick: House | None = None
    owner: PlayerName | None = Field(None, description="its owner, if the other player (control taken)")


class EnhancedEntry(Strict):
    """A card out of play that was enhanced: bonus icons added below its printed ones
    (kf:glossary/enhance, kf:glossary/bonus-icons)."""

    card: CardRef
    bonus: list[Literal["aember", "capture", "damage", "draw"]] = Field(
        min_length=1, description="the added bonus icons, top to bottom"
    )


class HalfEntry(Strict):
    """One half of a gigantic creature out of play (kf:glossary/gigantic): out of play each
    half is a card of its own."""

    card: CardRef
    half: Literal[1, 2] = Field(description="which half: 1 (the top, '1 of 2') or 2 (the bottom, '2 of 2')")
    bonus: list[Literal["aember", "capture", "damage", "draw"]] = Field(
        [], description="bonus icons added to this half, top to bottom (kf:glossary/enhance)"
    )


def _card_form(value: Any) -> str | None:
    """Which form a card entry has, so that a mistake is reported against that form only:
    a name, an entry with ``card`` (and its state), or an inline definition."""
    if isinstance(value, str):
        return "name"
    if isinstance(value, dict) and "card" in value and "half" in value or isinstance(value, HalfEntry):
        return "half"
    if isinstance(value, dict) and "card" in value or isinstance(value, (EnhancedEntry, CreatureEntry, ArtifactEntry)):
        return "entry"
    return "definition" if isinstance(value, (dict, CardDef)) else None


def _entry(model, half: bool = False) -> Any:
    forms = [Annotated[CardName, Tag("name")], Annotated[model, Tag("entry")], Annotated[CardDef, Tag("definition")]]
    if half:  # out of play: a half of a gigantic creature is a card of its own
        forms.append(Annotated[HalfEntry, Tag("half")])
    return Annotated[
        Union[tuple(forms)],
        Discriminator(
            _card_form,
            custom_error_type="card_entry",
            custom_error_message="a card is a name, an entry {card, ...} or an inline definition {name, house, type, ...}"
            + ("; out of play also {card, half} (a half of a gigantic creature)" if half else ""),
        ),
    ]


ZoneCard = _entry(EnhancedEntry, half=True)


class PlayerBoard(Strict):
    amber: int = Field(0, ge=0, le=999)
    keys: int = Field(0, ge=0, le=3)
    chains: int = Field(0, ge=0, le=24)
    house: House | None = Field(None, description="active house (when the turn is past step 2)")
    houses: list[House] = Field(
        [], description="the three houses on the identity card (default: the houses of the player's cards)"
    )
    hand: list[ZoneCard] = Field([], description="card names, inline definitions, {card, bonus} (enhanced) or {card, half} "
                                                 "(a half of a gigantic creature)")
    deck: list[ZoneCard] = Field([], description="top card first")
    discard: list[ZoneCard] = Field([], description="oldest first, top card last")
    archives: list[ZoneCard] = []
    purged: list[CardRef] = []
    battleline: list[_entry(CreatureEntry)] = Field([], description="left to right")
    artifacts: list[_entry(ArtifactEntry)] = []
    forged_last_turn: int = Field(0, ge=0, le=3, description="keys this player forged in their previous turn")
    kwc_stole_last_turn: int = Field(0, ge=0, description="æmber this player stole during their previous turn")


class Board(Strict):
    active_player: PlayerName
    turn_step: Literal["forge", "choose-house", "main"] = "choose-house"
    first_turn: bool = False
    players: dict[PlayerName, PlayerBoard] = Field(description="the two players", json_schema_extra={
        "minProperties": 2, "maxProperties": 2})  # stated for the schema; _two_players says it in words

    @model_validator(mode="after")
    def _two_players(self):
        if len(self.players) != 2:
            raise ValueError("a KeyForge board has exactly two players")
        if self.active_player not in self.players:
            raise ValueError(f"active_player {self.active_player!r} is not one of the players")
        if self.turn_step == "main" and not self.players[self.active_player].house:
            raise ValueError("in step 'main' the active player needs an active house (players.<name>.house)")
        return self


class _Action(ActionBase):
    """``player`` defaults to the active player (kf:glossary/active-player)."""


class PlayAction(_Action):
    type: Literal["play"]
    card: CardName
    flank: Literal["left", "right"] | None = None
    position: int | None = Field(
        None, ge=0, le=99, description="deploy: the battleline index it enters at (0 = left flank; asked if missing)"
    )
    target: CardName | None = Field(None, description="an upgrade: the creature it attaches to (asked if missing)")


class DiscardAction(_Action):
    type: Literal["discard"]
    card: CardName


class ReapAction(_Action):
    type: Literal["reap"]
    card: CardName


class FightAction(_Action):
    type: Literal["fight"]
    card: CardName
    target: CardName | None = Field(None, description="the enemy creature attacked (asked if missing)")


class UseAction(_Action):
    type: Literal["use-action", "use-omni"]
    card: CardName


class ChooseHouseAction(_Action):
    type: Literal["choose-house"]
    house: House | None = Field(
        None, description="the house; null only when no house can be chosen (kf:glossary/choosing-a-house)"
    )
    take_archives: bool | None = None


class EndTurnAction(_Action):
    type: Literal["end-turn"]


Action = Annotated[
    Union[PlayAction, DiscardAction, ReapAction, FightAction, UseAction, ChooseHouseAction, EndTurnAction],
    Field(discriminator="type"),
]


class KeyForgeScenario(ScenarioEnvelope):
    """A KeyForge scenario: the envelope plus the KeyForge board and actions."""

    game: Literal["keyforge"]
    edition: Literal["de", "pl"] = Field(description="which rulebook decides where the editions differ")
    board: Board
    actions: list[Action] = Field([], max_length=MAX_ACTIONS)
