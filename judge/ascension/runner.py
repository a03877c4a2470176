"""Resolve an Ascension scenario: its actions in order, each by the turn player
(only the player whose turn it is acts, asc:spielablauf/zugablauf; asc:faq/05)."""

from __future__ import annotations

from judge.deckbuilding import runner

from . import rules as R
from .center import acquire, defeat
from .game import AscensionGame, build_state, render
from judge.deckbuilding.i18n import M, MN
from .turn import end_turn, play, use


def resolve(scenario, extra_answers: list | None = None):
    return runner.resolve(scenario, extra_answers, _make, perform, render, _announce)


def _make(scenario, chooser) -> AscensionGame:
    state, defs = build_state(scenario)
    return AscensionGame(state, defs, chooser, scenario.board.seed)


def _announce(g: AscensionGame, scenario) -> None:
    d = g.state.data
    variant = {"standard": "", "team": M(" (Teamspiel)"), "solo": M(" (Solitärvariante)")}[d["variant"]]
    cites = [R.SETUP] + ({"team": [R.TEAM], "solo": [R.SOLO]}.get(d["variant"], []))
    g.record("setup", cites, MN("{n} Spieler{variant}, Reihenfolge {order}; Ehre-Vorrat {pool}; Zug {turn} von "
                                "{player}",
                                "{n} Spieler{variant}, Reihenfolge {order}; Ehre-Vorrat {pool}; Zug {turn} von "
                                "{player}",
                                n=len(d["order"]), variant=variant, order=", ".join(d["order"]), pool=d["honor_pool"],
                                turn=d["turn"]["number"], player=d["turn"]["player"]), actor=d["turn"]["player"])


def perform(g: AscensionGame, action) -> None:
    player = action.player or g.turn_player
    if player not in g.players():
        g.refuse(R.TURN, M("{player} ist kein Spieler", player=player))
    if player != g.turn_player:
        g.refuse(R.TURN, M("{player} ist nicht am Zug ({turn_player} ist es): nur im eigenen Zug", player=player,
                           turn_player=g.turn_player), faq=[R.FAQ_TABLET] if action.type == "use" else None)
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
