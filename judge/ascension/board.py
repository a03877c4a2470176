"""The Ascension board and actions of a scenario (pydantic v2), and ``AscensionScenario``:
the shared envelope with this game's board.

The board gives the turn order (first player first, asc:spielvorbereitung), whose turn it
is, each player's piles (hand, deck top first, discard, heroes played this turn,
constructs in play), the runes and power still unspent this turn, the honor each has
collected, the honor pool, the center row (six slots), the center deck and the void, how
many Mystics and Heavy Infantry are left, and the variant (standard, team, solitaire).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from judge.deckbuilding.board import Amount, CardRef, Piles, check_players
from scenarios.models import MAX_ACTIONS, ActionBase, CardName, PlayerName, ScenarioEnvelope, Strict


class CardFilter(Strict):
    """Which cards: a type and a faction (both optional)."""

    type: Literal["hero", "construct", "monster"] | None = None
    faction: Literal["enlightened", "lifebound", "mechana", "void"] | None = None


class RestrictedRunes(Strict):
    """Runes that pay only for a certain card (The Grand Design: only Mechana constructs)."""

    amount: Amount = Field(description="runes still unspent")
    only_for: CardFilter = Field(description="the cards they pay for")
    source: CardName | None = Field(None, description="the card that gave them (for the trace)")


class AscPlayerBoard(Piles):
    constructs: list[CardRef] = Field([], description="constructs in play (asc:konstrukte)")
    runes: Amount = Field(0, description="runes still unspent this turn (asc:glossary/runen)")
    restricted_runes: list[RestrictedRunes] = Field(
        [], description="runes still unspent this turn that pay only for certain cards (card text wins, "
        "asc:spielablauf/allgemeine-regeln)")
    power: Amount = Field(0, description="power still unspent this turn (asc:glossary/staerke)")
    honor: Amount = Field(0, description="honor tokens collected (asc:glossary/ehre)")
    used: list[str] = Field([], description="construct abilities used this turn, as '<card>#<ability index>'")


class SamaelBoard(Strict):
    """Samael in the solitaire variant (asc:varianten/solitaervariante): he is no player; he
    has honor and the heroes and constructs he took, set aside, and nothing else."""

    honor: Amount = 0
    cards: list[CardRef] = Field([], description="heroes and constructs set aside for his honor at the end")


class AscBoard(Strict):
    players: dict[PlayerName, AscPlayerBoard] = Field(min_length=1, max_length=6)
    order: list[PlayerName] = Field([], description="turn order, the first player first (default: as listed)")
    turn_player: PlayerName | None = Field(None, description="whose turn it is (default: the first player)")
    turn: int = Field(1, ge=1, le=10_000)
    honor_pool: Amount | None = Field(None, description="honor tokens left in the pool (default: 30 per player; "
                                      "50 in the solitaire variant)")
    last_round: bool = Field(False, description="the pool ran out: the game ends after this round (asc:spielablauf/spielende)")
    extra_turns: list[PlayerName] = Field([], description="extra turns still to take, next first")
    center_row: list[CardRef | None] = Field([], max_length=6, description="the center row, left to right (six slots)")
    center_deck: list[CardRef] = Field([], description="the center deck, top card first")
    void: list[CardRef] = []
    mystics: Amount = Field(30, description="Mystics left among the always-available cards")
    heavy_infantry: Amount = Field(29, description="Heavy Infantry left among the always-available cards")
    always_available: dict[CardName, Amount] = Field(
        {}, description="the always-available piles by card name, e.g. {'Mystic': 12, 'Heavy Infantry': 29, "
        "'Cultist': 1} (instead of mystics / heavy_infantry; the Cultist never leaves: 1)")
    variant: Literal["standard", "team", "solo"] = "standard"
    teams: dict[PlayerName, str] = Field({}, description="team variant: {player: team}")
    samael_honor: Amount = Field(0, description="solitaire: the honor Samael has collected")
    samael: "SamaelBoard | None" = Field(None, description="solitaire: Samael's honor and the cards he has set "
                                         "aside (instead of samael_honor)")
    seed: int = Field(0, ge=0, le=2**31, description="seeds every shuffle (the same scenario gives the same trace)")

    @model_validator(mode="after")
    def _consistent(self):
        check_players(self.players, self.order, self.turn_player)
        names = list(self.players)
        if self.variant == "team":
            unknown = [p for p in self.teams if p not in names]
            if unknown or sorted(self.teams) != sorted(names):
                raise ValueError(f"team variant: teams must give every player a team: {names}")
        if self.variant == "solo" and len(names) != 1:
            raise ValueError("the solitaire variant has one player (asc:varianten/solitaervariante)")
        if self.samael is not None and self.variant != "solo":
            raise ValueError("samael: only the solitaire variant has Samael (asc:varianten/solitaervariante)")
        if self.samael is not None and self.samael_honor:
            raise ValueError("samael: give Samael's honor once, in samael.honor (not also samael_honor)")
        if self.always_available and {"mystics", "heavy_infantry"} & self.model_fields_set:
            raise ValueError("always_available: give the piles once, either here or in mystics / heavy_infantry")
        return self


class _Act(ActionBase):
    pass


class AscPlayAction(_Act):
    """Play a card from hand: a hero's effect happens, a construct stays in play (asc:helden, asc:konstrukte)."""

    type: Literal["play"]
    card: CardName


class AscUseAction(_Act):
    """Use an ability of a construct in play (each once per turn, asc:spielablauf/zugablauf)."""

    type: Literal["use"]
    card: CardName
    ability: int = Field(0, ge=0, le=9, description="which ability of the construct, 0 for the first")


class AscAcquireAction(_Act):
    """Acquire (buy) a hero or construct from the center row or the always-available cards."""

    type: Literal["acquire"]
    card: CardName
    give_to: PlayerName | None = Field(None, description="team variant: give the card to your teammate (1 rune more)")


class AscDefeatAction(_Act):
    """Defeat a monster in the center row, or the Cultist, with power."""

    type: Literal["defeat"]
    card: CardName


class AscEndTurnAction(_Act):
    type: Literal["end-turn"]


AscAction = Annotated[Union[AscPlayAction, AscUseAction, AscAcquireAction, AscDefeatAction, AscEndTurnAction],
                      Field(discriminator="type")]


class AscensionScenario(ScenarioEnvelope):
    """An Ascension scenario: the envelope plus the Ascension board and actions."""

    game: Literal["ascension"]
    edition: Literal["de"] = Field("de", description="the German rulebook (Chroniken des Gottbezwingers)")
    board: AscBoard
    actions: list[AscAction] = Field([], max_length=MAX_ACTIONS)
