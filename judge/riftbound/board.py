"""The Riftbound board and actions of a scenario (pydantic v2), and ``RiftboundScenario``:
the shared envelope (``scenarios.models``) with this game's board.

A card is a name (the library's English name, any case) or an inline definition in the
card format of ``judge.riftbound.cards.model.RbCardDef``; a card on the board may be an
entry with its state (``{"card": ..., "damage": 2, "exhausted": true}``).

The board gives the game mode (rb:640), the turn order, whose turn it is and where the
turn stands (``phase``: the action phase, or the start of the turn), each player's zones
(rb:105–107: hand, main deck (top first), trash, banishment, champion zone, legend, base,
runes on the board, rune deck, rune pool, score), and the battlefields (rb:162) with
their controller, the units there and a hidden card.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import Discriminator, Field, Tag, model_validator

from scenarios.models import MAX_ACTIONS, ActionBase, CardName, PlayerName, ScenarioEnvelope, Strict

from .cards.model import DOMAINS, RbCardDef

MODES = {"duel": 2, "match": 2, "ffa3": 3, "2v2": 4}  # rb:644–648


def _ref_form(value: Any) -> str | None:
    if isinstance(value, str):
        return "name"
    return "definition" if isinstance(value, (dict, RbCardDef)) else None


#: a card named, or defined inline: an error is reported against the form it has
CardRef = Annotated[
    Union[Annotated[CardName, Tag("name")], Annotated[RbCardDef, Tag("definition")]],
    Discriminator(_ref_form, custom_error_type="card_ref",
                  custom_error_message="a card is a name or an inline definition {name, type, ...}"),
]


class RbUnitEntry(Strict):
    """A unit or gear on the board, with its state."""

    card: CardRef
    damage: int = Field(0, ge=0, le=999, description="marked damage (rb:139.3)")
    exhausted: bool = False
    buff: bool = Field(False, description="has a buff counter (rb:701, at most one, rb:702.3)")
    stunned: bool = False
    owner: PlayerName | None = Field(None, description="its owner, if another player (rb:126)")
    played_this_turn: bool = Field(False, description="it was played this turn: counts for Legion's \"another card "
                                   "played this turn\" (rb:724.1.c) and for \"your second card\" (rb:595.4.a)")


class RbRuneEntry(Strict):
    domain: str = Field(description="fury | calm | mind | body | chaos | order (rb:157.1)")
    exhausted: bool = False


class RbHiddenEntry(Strict):
    """A facedown card at a battlefield (rb:106.4, rb:597)."""

    card: CardRef
    player: PlayerName = Field(description="who hid it (its controller)")
    this_turn: bool = Field(False, description="hidden this turn: playable only from the next turn on (rb:723.1.b)")


def _form(value: Any) -> str | None:
    if isinstance(value, str):
        return "name"
    if isinstance(value, dict) and "card" in value or isinstance(value, RbUnitEntry):
        return "entry"
    return "definition" if isinstance(value, (dict, RbCardDef)) else None


CardOnBoard = Annotated[
    Union[Annotated[CardName, Tag("name")], Annotated[RbUnitEntry, Tag("entry")], Annotated[RbCardDef, Tag("definition")]],
    Discriminator(_form, custom_error_type="card_entry",
                  custom_error_message="a card is a name, an entry {card, damage, exhausted, ...} or an inline "
                                       "definition {name, type, ...}"),
]


class RbPool(Strict):
    energy: int = Field(0, ge=0, le=999)
    power: dict[str, int] = Field({}, description="power by domain; 'any' is universal power (rb:156.2.b)")


class RbDeckEntry(Strict):
    card: CardRef
    count: int = Field(1, ge=1, le=99, description="copies")


class RbDeck(Strict):
    """A deck as built (rb:101–103): champion legend, chosen champion, main deck, rune deck,
    battlefields. Cards the library does not know may be defined in ``cards``."""

    game: Literal["riftbound"] = "riftbound"
    mode: Literal["duel", "match", "ffa3", "2v2"] = Field("duel", description="decides the battlefields (rb:103.4.a)")
    name: str | None = None
    cards: list[RbCardDef] = Field([], description="definitions of cards the deck names that the library lacks")
    legend: CardRef = Field(description="the champion legend (rb:103.1)")
    champion: CardRef = Field(description="the chosen champion unit (rb:103.2.a)")
    main: list[Union[str, RbCardDef, RbDeckEntry]] = Field(
        description="the main deck besides the chosen champion: names, definitions or {card, count}")
    runes: Union[list[str], dict[str, int]] = Field(description="the rune deck: domains, or {domain: count} (rb:103.3)")
    battlefields: list[CardRef] = Field([], description="the battlefields brought (rb:103.4)")


class RbPlayerBoard(Strict):
    score: int = Field(0, ge=0, le=99)
    hand: list[CardRef] = []
    deck: list[CardRef] = Field([], description="main deck, top card first")
    trash: list[CardRef] = []
    banish: list[CardRef] = []
    champion: CardRef | None = Field(None, description="the chosen champion in the champion zone (rb:107.2)")
    legend: CardRef | None = Field(None, description="the champion legend (rb:106.5)")
    base: list[CardOnBoard] = Field([], description="units and gear in the base (rb:106.2)")
    runes: list[Union[str, RbRuneEntry]] = Field(
        [], description="runes on the board: a domain name (ready) or {domain, exhausted} (rb:106.2.e)")
    rune_deck: list[str] = Field([], description="rune deck by domain, top first (rb:107.4)")
    pool: RbPool = Field(default_factory=RbPool, description="the rune pool (rb:158)")
    deck_list: RbDeck | None = Field(None, description="the deck as built; checked (rb:101–103) when the game starts")
    played_this_turn: int = Field(0, ge=0, le=99, description="main-deck cards this player played this turn that are "
                                  "no longer on the board (e.g. spells now in the trash), besides the entries marked "
                                  "played_this_turn (rb:724.1.c, rb:595.4.a)")
    turns: int | None = Field(None, ge=0, le=10_000, description="how many turns this player has begun, the current "
                              "one included (rb:506, rb:642.7); default: known for a player in first_turn (1 on their "
                              "turn, else 0), else unknown — a card that asks which turn of theirs it is then stops "
                              "the engine")

    @model_validator(mode="after")
    def _domains(self):
        for r in self.runes:
            d = r if isinstance(r, str) else r.domain
            if d.lower() not in DOMAINS:
                raise ValueError(f"unknown rune domain {d!r}; known: {', '.join(DOMAINS)}")
        for d in self.rune_deck:
            if d.lower() not in DOMAINS:
                raise ValueError(f"unknown rune domain {d!r}; known: {', '.join(DOMAINS)}")
        return self


class RbBattlefield(Strict):
    card: CardRef = Field("Battlefield", description="the battlefield card (default: one without abilities)")
    id: str | None = Field(None, pattern=r"^[a-z0-9][a-z0-9-]*$", description="how actions name it (default: from the card name)")
    owner: PlayerName | None = None
    controller: PlayerName | None = None
    units: dict[PlayerName, list[CardOnBoard]] = Field({}, description="units here, by controller")
    hidden: RbHiddenEntry | None = None


class RbChainEntry(Strict):
    """An item already on the chain (rb:532), as if it had been played or activated: a spell
    waiting there (rb:563.2), or an activated ability of a card on the board (rb:577.3.a.1).
    Its targets are chosen and checked as in a play (rb:559.3); its costs count as paid."""

    card: CardRef | None = Field(None, description="a spell on the chain (only spells wait there: a permanent "
                                                   "enters the board at once, rb:563.1)")
    source: str | None = Field(None, description="a card on the board (ID or name) whose activated ability is on the "
                                                 "chain")
    ability: int | None = Field(None, ge=0, le=99, description="with source: which ability (index in the card's "
                                                               "abilities) if it has several activated ones")
    controller: PlayerName = Field(description="who played or activated it")
    targets: list[Union[str, list[str]]] | None = Field(
        None, description="per choice slot, the target (or several); may be left out only where one is legal")

    @model_validator(mode="after")
    def _one(self):
        if (self.card is None) == (self.source is None):
            raise ValueError("a chain item is a card (a spell) or an ability (source): exactly one of them")
        if self.ability is not None and self.source is None:
            raise ValueError("ability needs source (the card whose ability it is)")
        return self


class RbShowdownEntry(Strict):
    """A showdown without combat that is open (rb:548.2): the battlefield is contested, the
    players take turns with focus (rb:549, rb:550.2)."""

    battlefield: str = Field(description="the battlefield's id")
    contested_by: PlayerName | None = Field(None, description="who contested it (default: the turn player); they "
                                                              "got focus when it began (rb:549)")
    focus: PlayerName | None = Field(None, description="who holds focus now (default: contested_by)")


class RbCombatEntry(Strict):
    """A combat that is open in its showdown step (rb:625): the only step in which players
    act; damage and resolution (rb:626, rb:627) follow without anyone acting."""

    battlefield: str = Field(description="the battlefield's id")
    attacker: PlayerName = Field(description="the attacking player, who contested the battlefield (rb:625.1.a.1)")
    defender: PlayerName | None = Field(None, description="the defending player (default: the other player with "
                                                          "units there, rb:625.1.b)")
    step: Literal["showdown"] = Field("showdown", description="the combat's step: its showdown (rb:625)")
    focus: PlayerName | None = Field(None, description="who holds focus now (default: the attacker, rb:549)")


class RbThisTurnEntry(Strict):
    """A "this turn" effect already made (rb:637.3, rb:713.3.a): it ends in the expiry step
    (rb:517.2.b) as if the spell or ability that made it had resolved."""

    unit: str = Field(description="the unit (ID or name) on the board it applies to")
    might: int | None = Field(None, ge=-99, le=99, description="+N or -N might this turn (rb:637.3)")
    keywords: dict[str, int] = Field({}, description="keywords granted this turn, with values ({\"Assault\": 2}, "
                                                     "{\"Deflect\": 1}; 1 for the others) (rb:713.3.a)")
    source: str | None = Field(None, description="the card that made it (its name), for the trace")

    @model_validator(mode="after")
    def _some(self):
        if not self.might and not self.keywords:
            raise ValueError("a this_turn entry changes might (not by 0) or grants keywords")
        return self


class RbBoard(Strict):
    mode: Literal["duel", "match", "ffa3", "2v2"] = Field("duel", description="the game mode (rb:644–648)")
    players: dict[PlayerName, RbPlayerBoard]
    order: list[PlayerName] = Field([], description="turn order (default: the order of players)")
    teams: dict[PlayerName, str] = Field({}, description="2v2: each player's team")
    turn_player: PlayerName
    turn: int = Field(3, ge=1, le=10_000, description="the turn number")
    phase: Literal["action", "start"] = Field(
        "action", description="action: the turn player's action phase (neutral open); start: the turn begins "
        "(awaken, beginning, scoring, channel, draw)")
    first_turn: list[PlayerName] = Field([], description="players who have not had a turn yet (rb:644.7 …)")
    battlefields: list[RbBattlefield] = []
    chain: list[RbChainEntry] = Field([], description="items already on the chain, oldest first (rb:532); the "
                                      "controller of the newest holds priority (rb:537.1, rb:542)")
    showdown: RbShowdownEntry | None = Field(None, description="an open showdown without combat (rb:548.2)")
    combat: RbCombatEntry | None = Field(None, description="an open combat in its showdown step (rb:625)")
    this_turn: list[RbThisTurnEntry] = Field([], description="\"this turn\" effects already made (rb:517.2.b)")

    @model_validator(mode="after")
    def _turns(self):
        for name, pb in self.players.items():  # first_turn says it already (rb:642.7)
            if name in self.first_turn and pb.turns is not None and pb.turns != (1 if name == self.turn_player else 0):
                raise ValueError(f"players.{name}.turns: {name} has not had a turn yet (first_turn): "
                                 f"{1 if name == self.turn_player else 0}")
        return self

    @model_validator(mode="after")
    def _open(self):
        if (self.chain or self.showdown or self.combat) and self.phase != "action":
            raise ValueError("a chain, showdown or combat is open only in the action phase (rb:505, rb:516.3)")
        if self.showdown and self.combat:
            raise ValueError("one showdown at a time: a combat's showdown or one without combat (rb:545, rb:548)")
        if self.phase == "start":
            entries = [e for pb in self.players.values() for e in pb.base] + [
                e for b in self.battlefields for es in b.units.values() for e in es]
            if self.this_turn or any(pb.played_this_turn for pb in self.players.values()) or any(
                    isinstance(e, RbUnitEntry) and e.played_this_turn for e in entries):
                raise ValueError("the turn starts now (phase start): nothing was played and no 'this turn' effect "
                                 "made yet (rb:515)")
        return self

    @model_validator(mode="after")
    def _players(self):
        want = MODES[self.mode]
        if len(self.players) != want:
            raise ValueError(f"mode {self.mode} has {want} players (rb:644.1, rb:646.1, rb:648.1), not {len(self.players)}")
        if self.turn_player not in self.players:
            raise ValueError(f"turn_player {self.turn_player!r} is not one of the players")
        if self.order and sorted(self.order) != sorted(self.players):
            raise ValueError("order must list every player once")
        if self.mode == "2v2" and (sorted(self.teams) != sorted(self.players) or len(set(self.teams.values())) != 2):
            raise ValueError("2v2 needs teams: two players on each of two teams (rb:648.2)")
        ids = [b.id for b in self.battlefields if b.id]
        if len(ids) != len(set(ids)):
            raise ValueError("battlefield ids must differ")
        for b in self.battlefields:
            for p in [b.owner, b.controller, *b.units]:
                if p is not None and p not in self.players:
                    raise ValueError(f"{p!r} on a battlefield is not one of the players")
        named = [c.controller for c in self.chain]
        if self.showdown:
            named += [self.showdown.contested_by, self.showdown.focus]
        if self.combat:
            named += [self.combat.attacker, self.combat.defender, self.combat.focus]
        for p in named:
            if p is not None and p not in self.players:
                raise ValueError(f"{p!r} (chain, showdown or combat) is not one of the players")
        return self


# -- actions --------------------------------------------------------------------------------

class _Act(ActionBase):
    """``player`` defaults to whoever may act now (the priority or focus holder, rb:512, rb:513)."""


class RbPlayAction(_Act):
    type: Literal["play"]
    card: CardName = Field(description="a card in hand, the champion zone or hidden at a battlefield")
    to: str | None = Field(None, description="a unit's location: 'base' or a battlefield id (asked if missing)")
    targets: list[Union[str, list[str]]] | None = Field(
        None, description="per choice slot, the target (or several); asked if missing (rb:559.3)")
    accelerate: bool | None = Field(None, description="pay Accelerate (rb:717)")
    optional_costs: list[str] | None = Field(None, description="optional additional costs paid, by label (rb:560.2.b)")
    cost: dict[str, str] | None = Field(None, description="choices for non-standard costs, e.g. {'cost': unit to kill}")


class RbActivateAction(_Act):
    type: Literal["activate"]
    card: CardName
    ability: int | None = Field(None, ge=0, le=99, description="which ability (index in the card's abilities) if several")
    targets: list[Union[str, list[str]]] | None = None
    cost: dict[str, str] | None = None


class RbMoveAction(_Act):
    type: Literal["move"]
    units: list[str] = Field(min_length=1, description="units moved together (rb:140.3)")
    to: str = Field(description="'base' or a battlefield id")


class RbHideAction(_Act):
    type: Literal["hide"]
    card: CardName
    battlefield: str


class RbPassAction(_Act):
    type: Literal["pass"]


class RbPassAllAction(_Act):
    type: Literal["pass-all"] = Field(description="every player passes in turn until the chain is empty, or, "
                                                   "with no chain, until the showdown ends")


class RbEndTurnAction(_Act):
    type: Literal["end-turn"]


class RbConcedeAction(_Act):
    type: Literal["concede"] = Field(description="the player (required) concedes, at any time (rb:650)")


class RbInviteAction(_Act):
    type: Literal["invite"]
    invitee: PlayerName = Field(description="a player not relevant now, invited to act instead (rb:531.2.a); "
                                            "they accept by playing or activating, decline by passing")


RbAction = Annotated[
    Union[RbPlayAction, RbActivateAction, RbMoveAction, RbHideAction, RbPassAction, RbPassAllAction, RbEndTurnAction,
          RbInviteAction, RbConcedeAction],
    Field(discriminator="type"),
]


class RiftboundScenario(ScenarioEnvelope):
    """A Riftbound scenario: the envelope plus the Riftbound board and actions."""

    game: Literal["riftbound"]
    edition: Literal["de"] = Field("de", description="the German Core Rules")
    board: RbBoard
    actions: list[RbAction] = Field([], max_length=MAX_ACTIONS)
