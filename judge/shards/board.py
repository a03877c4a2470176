"""The Shards of Infinity board and actions of a scenario (pydantic v2), and
``ShardsScenario``: the shared envelope with this game's board.

The board gives the turn order, whose turn it is and its phase (play, attack), each
player's piles (hand, deck top first, discard, allies played this turn), champions in play
(with damage taken this turn and whether activated), health (at most 50), mastery (at most
30), the gems and power still unspent this turn, whether focus was used, and the center
row and deck.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from judge.deckbuilding.board import Amount, CardRef, Piles, check_players
from scenarios.models import MAX_ACTIONS, ActionBase, CardName, PlayerName, ScenarioEnvelope, Strict


class SoiChampionEntry(Strict):
    card: CardRef
    activated: bool = Field(False, description="activated this turn (turned sideways)")
    damage: Amount = Field(0, description="damage taken this turn (it does not carry over)")


class SoiPlayerBoard(Piles):
    champions: list[CardRef | SoiChampionEntry] = Field([], description="champions in play")
    fast_played: list[CardRef] = Field([], description="mercenaries fast-played this turn (in the play area)")
    health: int = Field(50, ge=-999, le=50, description="health, at most 50 (soi:kartentypen-und-tafeln/charaktertafel)")
    mastery: int = Field(0, ge=0, le=30, description="mastery, at most 30")
    gems: Amount = 0
    power: Amount = 0
    focus_used: bool = False


class SoiBoard(Strict):
    players: dict[PlayerName, SoiPlayerBoard] = Field(min_length=1, max_length=6)
    order: list[PlayerName] = Field([], description="turn order (default: as listed)")
    turn_player: PlayerName | None = None
    turn: int = Field(1, ge=1, le=10_000)
    phase: Literal["play", "attack"] = "play"
    center_row: list[CardRef | None] = Field([], max_length=6, description="the center row, left to right")
    center_deck: list[CardRef] = Field([], description="the center deck, top card first")
    seed: int = Field(0, ge=0, le=2**31, description="seeds every shuffle")

    @model_validator(mode="after")
    def _consistent(self):
        check_players(self.players, self.order, self.turn_player)
        return self


class _Act(ActionBase):
    pass


class SoiPlayAction(_Act):
    """Play a card from hand (soi:spielaktionen/karte-ausspielen)."""

    type: Literal["play"]
    card: CardName


class SoiActivateAction(_Act):
    """Activate a champion in play, once per turn (soi:kartentypen-und-tafeln/championkarten)."""

    type: Literal["activate"]
    card: CardName


class SoiRecruitAction(_Act):
    """Recruit a card from the center row: pay its gems, it goes to the discard pile."""

    type: Literal["recruit"]
    card: CardName


class SoiFastPlayAction(_Act):
    """Fast-play a mercenary from the center row: pay its gems, its effect happens at once."""

    type: Literal["fast-play"]
    card: CardName


class SoiFocusAction(_Act):
    """Focus: pay 1 gem, gain 1 mastery (once per turn)."""

    type: Literal["focus"]


class SoiAttackChampionAction(_Act):
    """Spend power on an opposing champion (at any time of the play phase)."""

    type: Literal["attack-champion"]
    card: CardName
    amount: int | None = Field(None, ge=1, le=999, description="power to spend (default: what destroys it)")


class SoiAttackAction(_Act):
    """The attack phase: assign the remaining power to opponents (split as you like)."""

    type: Literal["attack"]
    assign: dict[PlayerName, Annotated[int, Field(ge=0, le=999)]] = Field(
        {}, description="{opponent: power}; default: all remaining power to the only opponent")


class SoiEndTurnAction(_Act):
    type: Literal["end-turn"]


SoiAction = Annotated[Union[SoiPlayAction, SoiActivateAction, SoiRecruitAction, SoiFastPlayAction, SoiFocusAction,
                            SoiAttackChampionAction, SoiAttackAction, SoiEndTurnAction], Field(discriminator="type")]


class ShardsScenario(ScenarioEnvelope):
    """A Shards of Infinity scenario: the envelope plus the Shards board and actions."""

    game: Literal["shards"]
    edition: Literal["de"] = Field("de", description="the German rulebook")
    board: SoiBoard
    actions: list[SoiAction] = Field([], max_length=MAX_ACTIONS)
