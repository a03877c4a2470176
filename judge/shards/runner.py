"""Resolve a Shards of Infinity scenario: its actions in order, each by the turn player."""

from __future__ import annotations

from judge.deckbuilding import runner
from judge.deckbuilding.i18n import M, MN

from . import rules as R
from .combat import attack, attack_champion
from .game import ShardsGame, build_state, render
from .play import activate, fast_play, focus, play, recruit
from .turn import end_turn


def resolve(scenario, extra_answers: list | None = None):
    return runner.resolve(scenario, extra_answers, _make, perform, render, _announce)


def _make(scenario, chooser) -> ShardsGame:
    state, defs = build_state(scenario)
    return ShardsGame(state, defs, chooser, scenario.board.seed)


def _announce(g: ShardsGame, scenario) -> None:
    d = g.state.data
    g.record("setup", [R.TURN], MN("{n} Spieler, Reihenfolge {order}; Zug {turn} von {player} ({phase})",
                                   "{n} Spieler, Reihenfolge {order}; Zug {turn} von {player} ({phase})",
                                   n=len(d["order"]), order=", ".join(d["order"]), turn=d["turn"]["number"],
                                   player=d["turn"]["player"], phase=d["turn"]["phase"]), actor=d["turn"]["player"])


def perform(g: ShardsGame, action) -> None:
    player = action.player or g.turn_player
    if player != g.turn_player:
        g.refuse(R.TURN, M("{player} ist nicht am Zug ({turn_player} ist es)", player=player,
                           turn_player=g.turn_player))
    kind = action.type
    if kind == "play":
        play(g, player, action.card)
    elif kind == "activate":
        activate(g, player, action.card)
    elif kind == "recruit":
        recruit(g, player, action.card)
    elif kind == "fast-play":
        fast_play(g, player, action.card)
    elif kind == "focus":
        focus(g, player)
    elif kind == "attack-champion":
        attack_champion(g, player, action.card, action.amount)
    elif kind == "attack":
        attack(g, player, action.assign)
    elif kind == "end-turn":
        end_turn(g, player)
