"""Resolve an Ascension scenario: its actions in order, each by the turn player
(only the player whose turn it is acts, asc:spielablauf/zugablauf; asc:faq/05)."""

from __future__ import annotations

from judge.deckbuilding import runner

from . import rules as R
from .center import acquire, defeat
from .game import AscensionGame, build_state, render
from .turn import end_turn, play, use


def resolve(scenario, extra_answers: list | None = None):
    return runner.resolve(scenario, extra_answers, _make, perform, render, _announce)


def _make(scenario, chooser) -> AscensionGame:
    state, defs = build_state(scenario)
    return AscensionGame(state, defs, chooser, scenario.board.seed)


def _announce(g: AscensionGame, scenario) -> None:
    d = g.state.data
    variant = {"standard": ("", ""), "team": (" (Teamspiel)", " (team variant)"),
               "solo": (" (Solitärvariante)", " (solitaire variant)")}[d["variant"]]
    cites = [R.SETUP] + ({"team": [R.TEAM], "solo": [R.SOLO]}.get(d["variant"], []))
    g.record("setup", cites, f"{len(d['order'])} Spieler{variant[0]}, Reihenfolge {', '.join(d['order'])}; "
             f"Ehre-Vorrat {d['honor_pool']}; Zug {d['turn']['number']} von {d['turn']['player']}",
             f"{len(d['order'])} player(s){variant[1]}, turn order {', '.join(d['order'])}; honor pool "
             f"{d['honor_pool']}; turn {d['turn']['number']}, {d['turn']['player']}'s", actor=d["turn"]["player"])


def perform(g: AscensionGame, action) -> None:
    player = action.player or g.turn_player
    if player not in g.players():
        g.refuse(R.TURN, f"{player} ist kein Spieler", f"{player} is not a player")
    if player != g.turn_player:
        g.refuse(R.TURN,
                 f"{player} ist nicht am Zug ({g.turn_player} ist es): nur im eigenen Zug",
                 f"it is not {player}'s turn ({g.turn_player}'s): only in one's own turn",
                 faq=[R.FAQ_TABLET] if action.type == "use" else None)
    if action.type == "play":
        play(g, player, action.card)
    elif action.type == "use":
        use(g, player, action.card, action.ability)
    elif action.type == "acquire":
        acquire(g, player, action.card, action.give_to)
    elif action.type == "defeat":
        defeat(g, player, action.card)
    elif action.type == "end-turn":
        end_turn(g, player)
