"""The end phase (soi:spielablauf/zugablauf/schlussphase, soi:spielaktionen/deinen-zug-beenden):
fast-played mercenaries go face down under the center deck, allies to the discard pile,
champions stay (ready again, their damage gone), the hand is discarded, five cards are
drawn, and the next player still in the game takes a turn."""

from __future__ import annotations

from judge.deckbuilding.i18n import M, MN

from . import rules as R
from .game import ShardsGame


def end_turn(g: ShardsGame, player: str) -> None:
    p = f"players.{player}"
    with g.in_window("end"):
        g.state.set("turn.phase", "end")
        for cid in list(g.pile(player, "fast_played")):
            g.move(cid, f"{p}.fast_played", "center.deck", "center-deck")
            g.state.set(f"cards.{cid}.owner", None)
            g.record("mercenary-back", [R.END_PHASE, R.MERCENARIES],
                     M("{card} (schnellausgespielt) kommt verdeckt unter den zentralen Nachziehstapel",
                       card=g.name(cid)),
                     actor=player)
        for cid in list(g.pile(player, "played")):
            g.move(cid, f"{p}.played", f"{p}.discard", "discard")
        for cid in list(g.pile(player, "hand")):
            g.move(cid, f"{p}.hand", f"{p}.discard", "discard")
        g.state.set(f"{p}.activated", [])
        g.state.set(f"{p}.copy_later", [])
        g.state.set(f"{p}.next_recruit", [])
        g.state.set("champion_damage", {})
        g.state.set("played_this_turn", [])
        g.state.set(f"{p}.gems", 0)
        g.state.set(f"{p}.power", 0)
        g.state.set(f"{p}.infinite", False)
        g.state.set(f"{p}.focus_used", False)
        g.record("cleanup", [R.END_PHASE, R.CHAMPIONS, R.G_CHAMPION],
                 M("{player} legt Verbündete und Handkarten ab; Champions bleiben und werden wieder aufgerichtet; "
                   "Schaden an Champions verfällt", player=player), actor=player)
        drawn = g.draw(player, 5)
        g.record("draw", [R.END_PHASE, R.GENERAL], MN("{player} zieht {n} Karten", "{player} zieht {n} Karten",
                                                      player=player, n=len(drawn)), actor=player)
    order = g.players()
    i = order.index(player)
    for k in range(1, len(order) + 1):
        nxt = order[(i + k) % len(order)]
        if not g.state.get(f"players.{nxt}.eliminated"):
            break
    g.state.set("turn.player", nxt)
    g.state.set("turn.phase", "play")
    g.state.add("turn.number", 1)
    g.record("next-turn", [R.TURN, R.GENERAL], M("{player} ist am Zug", player=nxt), actor=nxt)
