"""Conceding (rb:649–652): a player may concede at any time (rb:650) and is removed from the
game (rb:651). With one player left, that player wins (rb:651.1); otherwise the steps of
removing a player follow (rb:652): banish what they control and own on the board
(rb:652.1), replace their battlefield by one without abilities (rb:652.2, rb:652.2.a) —
units and hidden cards there stay (rb:652.2.b) and its continuous effects stop at once
(rb:652.2.c) —, remove their cards from the game (rb:652.3), counter their spells and
abilities on the chain (rb:652.4), and carry on (rb:652.5): turn, focus and priority pass
on as if they had never been there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame


def concede(g: "RiftboundGame", player: str) -> None:
    d = g.state.data
    g.record("concede", ["rb:650", "rb:651"], M("{player} gibt auf und wird aus dem Spiel entfernt", player=player),
             actor=player)
    rest = [p for p in d["order"] if p != player]
    if len(rest) == 1 or (d.get("teams") and len({g.team(p) for p in rest}) == 1):
        g.state.set("winner", rest[0])
        g.record("win", ["rb:651.1"], M("{winner} gewinnt: kein anderer Spieler ist übrig", winner=rest[0]),
                 actor=rest[0])
        return
    # rb:652.1 — banish the permanents and runes they control or own
    on_board = [i for i, c in d["cards"].items() if (c["controller"] == player or c["owner"] == player)
                and (c["zone"] in ("base", "runes") or c["zone"].startswith("bf:"))]
    for iid in on_board:
        actions.banish(g, iid, ["rb:652.1"])
    # rb:652.2 — their battlefield becomes one without abilities
    for bf, b in d["battlefields"].items():
        if b["owner"] == player:
            g.state.set(f"battlefields.{bf}.card", "Battlefield")
            g.record("battlefield-replaced", ["rb:652.2", "rb:652.2.a", "rb:652.2.b", "rb:652.2.c"],
                     M("Das Schlachtfeld {bf} von {player} wird durch eines ohne Fähigkeiten ersetzt; was dort ist, "
                       "bleibt", bf=bf, player=player))
    # rb:652.4 — counter their spells and abilities
    for item in [i for i in d["chain"] if i["controller"] == player]:
        actions.counter(g, item, ["rb:652.4"])
    # rb:652.3 — their cards leave the game
    for iid, c in d["cards"].items():
        if c["owner"] == player and c["zone"] != "gone":
            from .zones import remove_from_zone

            remove_from_zone(g, iid)
            g.state.set(f"cards.{iid}.zone", "gone")
    g.record("removed", ["rb:652.3", "rb:651.3"], M("Alle Karten von {player} sind aus dem Spiel", player=player))
    _carry_on(g, player, rest)


def _carry_on(g: "RiftboundGame", player: str, rest: list[str]) -> None:
    """rb:652.5 — turn, focus and priority go to the next player in order."""
    d = g.state.data
    was_turn = d["turn"]["player"] == player
    nxt_turn = _next(d["order"], player, rest)
    for rnd, rule in ((g.priority, "rb:652.5.c.1"), (g.focus, "rb:652.5.b.1")):
        if rnd.is_open and player in rnd.players:
            holder = rnd.holder
            players = [p for p in rnd.players if p != player]
            if not players:
                rnd.close()
                continue
            g.state.set(f"{rnd.path}.players", players)
            if holder == player:
                g.state.set(f"{rnd.path}.holder", _next(rnd.players + [player], player, players))
                g.record("passes-on", [rule], M("{rule}: an {holder}", rule=rule[3:], holder=rnd.holder))
    g.state.set("order", rest)
    if was_turn:
        g.state.set("turn.player", nxt_turn)
        g.record("next-turn", ["rb:652.5.a.1"], M("{player} ist am Zug", player=nxt_turn), actor=nxt_turn)


def _next(order: list[str], player: str, rest: list[str]) -> str:
    i = order.index(player) if player in order else 0
    for k in range(1, len(order) + 1):
        p = order[(i + k) % len(order)]
        if p in rest:
            return p
    return rest[0]
