"""What card text asks about the turn so far and about the race to the victory score.

* Deaths this turn: every unit killed this turn is noted in ``turn.died`` with the player who
  controlled it when it died (rb:604.2: killed, it goes to its owner's trash; what left the
  board is looked back at, rb:563.2.c.9). The list belongs to the turn and starts empty with
  each new turn (turn.py replaces the turn record, rb:517.5). Conditions "if a unit died this
  turn", "if an enemy unit has died this turn" read it, and so does the trigger "the first
  time a friendly unit dies each turn".
* Near victory: "if an opponent's score is within 3 points of the Victory Score" (rb:633: the
  victory score of the game mode, raised by passive abilities; rb:648.6: in 2v2 a team's
  score counts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the condition words this module evaluates (targets.holds)
DIED_WORDS = ("unit-died-this-turn", "enemy-unit-died-this-turn")
#: the dict conditions it evaluates: {"opponent_near_victory": N}, {"you_near_victory": N}
NEAR_VICTORY = ("opponent_near_victory", "you_near_victory")


def note_death(g: "RiftboundGame", controller: str) -> None:
    """A unit controlled by ``controller`` died (rb:604): noted for the rest of the turn."""
    g.state.set("turn.died", list(g.state.get("turn.died") or []) + [controller])


def died(g: "RiftboundGame") -> list[str]:
    """The controllers of the units that died this turn, in order."""
    return list(g.state.get("turn.died") or [])


def died_holds(g: "RiftboundGame", word: str, controller: str) -> bool:
    """"If a unit died this turn" / "if an enemy unit has died this turn" (enemy to the
    ability's controller as the unit was when it died, rb:563.2.c.9; a teammate is no enemy,
    rb:648.8.d)."""
    owners = died(g)
    if word == "unit-died-this-turn":
        return bool(owners)
    return any(not g.friendly(p, controller) for p in owners)


def near_victory(g: "RiftboundGame", cond: dict, controller: str) -> bool:
    """Whether a player's score (a team's in 2v2, rb:648.6) is N points or fewer from the
    points needed to win (rb:633, with passive abilities that raise it, rb:567):
    ``opponent_near_victory`` asks it of any opponent, ``you_near_victory`` of the ability's
    controller."""
    from .scoring import _team_total, victory_score

    (key, n), = cond.items()
    victory = victory_score(g)
    if key == "you_near_victory":
        return victory - _team_total(g, controller) <= n
    return any(victory - _team_total(g, p) <= n for p in g.players() if not g.friendly(p, controller))


def check_near_victory(value, where: str) -> None:
    if not (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 99):
        raise ValueError(f"{where}: {value!r} is not a whole number of points from 0 to 99")


def first_friendly_death(g: "RiftboundGame", data: dict, controller: str) -> bool:
    """"The first time a friendly unit dies each turn": the unit that just died is the first
    unit friendly to ``controller`` noted this turn (rb:648.8.d: a teammate's is friendly)."""
    friendly = [p for p in died(g) if g.friendly(p, controller)]
    return len(friendly) == 1 and g.friendly(data["player"], controller)


def rd_note_move(g: "RiftboundGame", iid: str) -> int:
    """A unit moved (rb:609): how many times this object has moved this turn, this move
    included ("the third time I move in a turn"). A recall is no move (rb:618.1) and is not
    counted; a card that left the board and came back is a new object (rb:563.2.c.4), counted
    afresh. The count belongs to the turn record, which each new turn replaces (rb:517.5)."""
    key = f"{iid}@{g.card(iid)['zid']}"
    moves = dict(g.state.get("turn.rd_moves") or {})
    moves[key] = moves.get(key, 0) + 1
    g.state.set("turn.rd_moves", moves)
    return moves[key]


def rd_moves(g: "RiftboundGame", iid: str) -> int:
    """How many times this object has moved this turn (rb:609; see ``rd_note_move``)."""
    return int((g.state.get("turn.rd_moves") or {}).get(f"{iid}@{g.card(iid)['zid']}", 0))
