"""What players did this turn and on their previous turn, for the conditions of compiled Call of
the Archons cards (the compiler's 'kcc' family). Kept with the other counts of the turn
(``turn.done``, restrictions.note_done; reset as the turn ends) and, for "their previous turn",
on the player (``players.<p>.kcc_creatures_played_last_turn``, written as their turn ends).

Operands (``select.amount`` → ``verbs_kcc.amount`` → ``read``), for the player they are read for:

    kcc.creatures_used                 the different creatures the active player used this turn
                                       ("if you used 3 or more creatures this turn"; 0 for the other player)
    kcc.played.<house>                 the cards of that house the active player played this turn
                                       ("if you have played 7 or more Sanctum cards this turn")
    kcc.opp_creatures_played_last_turn the creatures the opponent played on their previous turn
                                       ("if your opponent played 3 or more creatures on their previous turn")
    kcc.creatures_played_this_turn     the creatures played this turn, whoever reads it (only the
                                       active player plays cards: "the first creature played each turn")
    kcc.enemy_fight_destroyed          the creatures destroyed in a fight this turn (by fight damage,
                                       kf:glossary/fight) that were the reader's enemies then
    kcc.discarded_from_hand.<house>    the cards of that house the reader discarded from their own
                                       hand this turn (from the discard action of step 3 or by an ability)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def _houses() -> tuple[str, ...]:
    from .cards.model import HOUSES

    return tuple(HOUSES)


OPERANDS = {"kcc.creatures_used", "kcc.opp_creatures_played_last_turn", "kcc.creatures_played_this_turn",
            "kcc.enemy_fight_destroyed"} | {f"kcc.played.{h}" for h in _houses()} | {
    f"kcc.discarded_from_hand.{h}" for h in _houses()}
LAST_TURN = "kcc_creatures_played_last_turn"


def _done(g: KeyForgeGame) -> dict:
    return dict(g.state.get("turn.done") or {})


def note_used(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/use — a creature used this turn (fight, reap, action, omni, or only unstunned:
    every one is a use), each creature once."""
    if not g.is_creature(iid):
        return
    done = _done(g)
    used = list(done.get("kcc_used") or [])
    if iid not in used:
        done["kcc_used"] = used + [iid]
        g.state.set("turn.done", done)


def note_played(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/play, kf:rules/houses — a card played this turn counts once for each house it
    belongs to as it is played."""
    done = _done(g)
    houses = dict(done.get("kcc_played_houses") or {})
    for h in _houses():
        if g.belongs_to(iid, h):
            houses[h] = houses.get(h, 0) + 1
    done["kcc_played_houses"] = houses
    g.state.set("turn.done", done)


def note_destroyed(g: KeyForgeGame, info: dict) -> None:
    """kf:glossary/fight, kf:glossary/destroyed — creatures destroyed by the damage of a fight (the
    batch says whom each fought: ``fought_with``), with the player who controlled each. A creature
    destroyed by assault, hazardous or a "Before Fight:" ability is not destroyed in the fight: that
    fight's damage is never dealt (the Polish text of kf:glossary/fight)."""
    fought = [i["controller"] for i in info.values() if i["creature"] and i.get("fought_with")]
    if fought:
        done = _done(g)
        done["kcc_fight_destroyed"] = list(done.get("kcc_fight_destroyed") or []) + fought
        g.state.set("turn.done", done)


def note_discarded(g: KeyForgeGame, player: str, cards: list[str]) -> None:
    """kf:glossary/discard-pile — cards ``player`` discarded from their own hand this turn (their houses
    as they were discarded)."""
    if not cards:
        return
    done = _done(g)
    mine = dict(done.get("kcc_discarded") or {})
    counts = dict(mine.get(player) or {})
    for c in cards:
        for h in _houses():
            if g.belongs_to(c, h):
                counts[h] = counts.get(h, 0) + 1
    mine[player] = counts
    done["kcc_discarded"] = mine
    g.state.set("turn.done", done)


def turn_ends(g: KeyForgeGame, player: str) -> None:
    """The creatures ``player`` played on the turn that ends now are those of "their previous turn"
    until their next turn ends (written only when there is something to say)."""
    n = (g.state.get("turn.done") or {}).get("creatures_played", 0)
    if n or g.state.get(f"players.{player}.{LAST_TURN}"):
        g.state.set(f"players.{player}.{LAST_TURN}", n)


def read(g: KeyForgeGame, value: str, player: str, ctx: Ctx | None) -> int:
    done = g.state.get("turn.done") or {}
    active = player == g.active_player()
    if value == "kcc.creatures_used":
        return len(done.get("kcc_used") or []) if active else 0
    if value == "kcc.creatures_played_this_turn":
        return done.get("creatures_played", 0)
    if value == "kcc.opp_creatures_played_last_turn":
        return g.state.get(f"players.{g.opponent(player)}.{LAST_TURN}") or 0
    if value == "kcc.enemy_fight_destroyed":
        return sum(1 for c in done.get("kcc_fight_destroyed") or [] if c != player)
    if value.startswith("kcc.discarded_from_hand."):
        return ((done.get("kcc_discarded") or {}).get(player) or {}).get(value.rsplit(".", 1)[1], 0)
    house = value.rsplit(".", 1)[1]
    return (done.get("kcc_played_houses") or {}).get(house, 0) if active else 0


def first_creature_ready(g: KeyForgeGame, iid: str) -> bool:
    """kf:rules/constant-abilities, kf:rules/ready-and-exhausted — "the first creature played each
    turn enters play ready" (``kcc_first_creature_ready``; any player's, a card in play says it): the
    creature being played is the first creature played this turn (counted as it was played)."""
    from . import rules as R
    from .text import statics_in_play

    if g.cdef(iid).type != "creature" or (g.state.get("turn.done") or {}).get("creatures_played", 0) != 1:
        return False
    found = statics_in_play(g, "kcc_first_creature_ready")
    if not found:
        return False
    src = found[0][0]
    g.record("enters-ready", [R.CONSTANT_ABILITIES, R.READY_AND_EXHAUSTED],
             M("{src}: {card} ist die erste in diesem Zug gespielte Kreatur und kommt spielbereit ins Spiel",
               src=g.name(src), card=g.name(iid)))
    return True


def purged_instead(g: KeyForgeGame, iid: str, to_zone: str) -> str:
    """kf:glossary/replacement-effects, kf:glossary/purge — "When a creature would enter a discard pile
    from play, it is purged instead" (``kcc_purge_instead``, a card in play says it): a creature leaving
    play for a discard pile (destroyed, discarded) goes to its owner's purged cards instead."""
    from . import rules as R
    from .text import statics_in_play

    found = statics_in_play(g, "kcc_purge_instead")
    if not found:
        return to_zone
    src = found[0][0]
    g.record("purged-instead", [R.REPLACEMENT_EFFECTS, R.PURGE, R.CONSTANT_ABILITIES],
             M("{src}: {card} käme aus dem Spiel auf einen Ablagestapel und wird stattdessen verbannt",
               src=g.name(src), card=g.name(iid)))
    return "purged"
