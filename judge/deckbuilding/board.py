"""Scenario building blocks the deck-building games share (pydantic v2): a card named or
defined inline, and the piles every player has. Each game's ``board.py`` extends them."""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import Discriminator, Field, Tag

from scenarios.models import CardName, Strict

from .cards import DbCardDef


def _ref_form(value: Any) -> str | None:
    if isinstance(value, str):
        return "name"
    return "definition" if isinstance(value, (dict, DbCardDef)) else None


#: a card named (German or English name), or defined inline
CardRef = Annotated[
    Union[Annotated[CardName, Tag("name")], Annotated[DbCardDef, Tag("definition")]],
    Discriminator(_ref_form, custom_error_type="card_ref",
                  custom_error_message="a card is a name or an inline definition {name, type, ...}"),
]

Amount = Annotated[int, Field(ge=0, le=999)]


class Piles(Strict):
    """A player's piles: hand, deck (top card first), discard pile, and the cards played this
    turn (still in the play area until the end of the turn)."""

    hand: list[CardRef] = []
    deck: list[CardRef] = Field([], description="the player's deck, top card first")
    discard: list[CardRef] = []
    played: list[CardRef] = Field([], description="cards played this turn, still in the play area")


def check_players(players: dict, order: list[str], turn_player: str | None) -> None:
    """The turn order lists every player once; the turn player is a player."""
    names = list(players)
    if order and sorted(order) != sorted(names):
        raise ValueError(f"order must list every player once: {names}")
    if turn_player and turn_player not in names:
        raise ValueError(f"turn_player {turn_player!r} is not a player: {names}")


#: the piles every player has, in the order they are listed
PILES = ("hand", "deck", "discard", "played")
