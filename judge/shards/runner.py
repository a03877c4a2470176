"""Resolve a Shards of Infinity scenario: its actions in order, each by the turn player."""

from __future__ import annotations

from judge.deckbuilding import runner

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
    g.record("setup", [R.TURN], f"{len(d['order'])} Spieler, Reihenfolge {', '.join(d['order'])}; Zug "
             f"{d['turn']['number']} von {d['turn']['player']} ({d['turn']['phase']})",
             f"{len(d['order'])} players, turn order {', '.join(d['order'])}; turn {d['turn']['number']}, "
             f"{d['turn']['player']}'s ({d['turn']['phase']})", actor=d["turn"]["player"])


def perform(g: ShardsGame, action) -> None:
    player = action.player or g.turn_player
    if player != g.turn_player:
        g.refuse(R.TURN, f"{player} ist nicht am Zug ({g.turn_player} ist es)",
                 f"it is not {player}'s turn ({g.turn_player}'s)")
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
