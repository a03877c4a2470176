"""Scoring (rb:629–633): conquering (rb:630.1) and holding (rb:630.2), once per battlefield
and turn (rb:631), the limits on the final point (rb:632.1.b), scoring abilities
(rb:632.2), and winning (rb:633).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING


from .i18n import M, MN

if TYPE_CHECKING:
    from .game import RiftboundGame


def take_control(g: "RiftboundGame", bf: str, player: str, cites: list[str]) -> None:
    """rb:181.4.c — control changes; gaining control of a battlefield not yet scored this turn
    is a conquest (rb:630.1)."""
    before = g.battlefield(bf)["controller"]
    g.state.set(f"battlefields.{bf}.controller", player)
    g.record("control", cites, M("{player} kontrolliert jetzt {bf} (vorher {before})", player=player, bf=g.bf_label(bf),
                                 before=before) if before else
             M("{player} kontrolliert jetzt {bf}", player=player, bf=g.bf_label(bf)), actor=player)
    g.state.set(f"players.{player}.conquered", True)
    from .rsf_conditions import note_conquest  # "a battlefield you conquered this turn"

    note_conquest(g, player, bf)
    score(g, player, bf, "conquer")


def _team_total(g: "RiftboundGame", player: str) -> int:
    return sum(g.state.get(f"players.{p}.score") for p in g.players() if g.friendly(p, player))


def score(g: "RiftboundGame", player: str, bf: str, how: str) -> None:
    """rb:632 — a player scores: up to one point (rb:632.1), then the battlefield's scoring
    abilities trigger (rb:632.2)."""
    scored = g.state.get(f"players.{player}.scored")
    excluded = g.state.data["turn"].get("excluded", [])
    if bf in scored:
        g.record("no-score", ["rb:631"], M("{player} hat {bf} in diesem Zug schon gewertet", player=player,
                                           bf=g.bf_label(bf)), actor=player)
        return
    if bf in excluded and g.friendly(player, g.turn_player):
        g.record("no-score", ["rb:648.8.b", "rb:630.1.a"], M("{bf} war zu Beginn des Zuges beim Mitspieler: keine "
                                                             "Wertung", bf=g.bf_label(bf)), actor=player)
        return
    g.state.insert(f"players.{player}.scored", -1, bf)
    rule = "rb:630.1" if how == "conquer" else "rb:630.2"
    from .effects_rsd import no_points

    if no_points(g, player, [rule]):  # "opponents can't score points": no point, the abilities still trigger
        _scoring_abilities(g, player, bf, how)
        return
    victory = victory_score(g)
    if _team_total(g, player) == victory - 1 and how == "conquer":
        every = [b for b in g.battlefields() if b not in excluded]
        if not all(b in g.state.get(f"players.{player}.scored") for b in every):
            g.record("final-point-denied", [rule, "rb:632.1.b", "rb:632.1.b.2"] + (["rb:648.8.g.1"] if excluded else []),
                     M("{player} erobert {bf}, hat aber nicht jedes Schlachtfeld in diesem Zug gewertet: statt des "
                       "letzten Punkts zieht er eine Karte", player=player, bf=g.bf_label(bf)), actor=player)
            from .actions import draw

            draw(g, player, 1, ["rb:632.1.b.2"])
            _scoring_abilities(g, player, bf, how)
            return
    from .rxv_turns import early_score_draw  # "… during their first or second turn, they draw 1 instead"

    if early_score_draw(g, player, [rule]):
        _scoring_abilities(g, player, bf, how)
        return
    g.state.add(f"players.{player}.score", 1)
    if how == "hold":  # "each point you scored from holding this turn" (rsd_conditions.py)
        from .rsd_conditions import note_hold_point

        note_hold_point(g, player)
    _scored(g, player)
    points = g.state.get(f"players.{player}.score")
    said = MN("{player} erobert {bf} und punktet: {n} Punkt(e)", "{player} erobert {bf} und punktet: {n} Punkt(e)",
              player=player, bf=g.bf_label(bf), n=points) if how == "conquer" else \
        MN("{player} hält {bf} und punktet: {n} Punkt(e)", "{player} hält {bf} und punktet: {n} Punkt(e)",
           player=player, bf=g.bf_label(bf), n=points)
    g.record("score", [rule, "rb:632.1"] + (["rb:632.1.b.1"] if how == "hold" and _team_total(g, player) == victory
                                            else []), said, actor=player)
    if not check_win(g, player):
        _scoring_abilities(g, player, bf, how)


def _scoring_abilities(g: "RiftboundGame", player: str, bf: str, how: str) -> None:
    from .abilities import event

    event(g, how if how == "conquer" else "hold", player=player, battlefield=bf)  # rb:632.2


def gain_points(g: "RiftboundGame", player: str, n: int, cites: list[str], source: Mapping[str, str] | str) -> None:
    """Points from other sources than conquering or holding (rb:632.1.a.1: no final-point limits);
    ``source``: where they come from (a message, or a name)."""
    from .effects_rsd import no_points

    if no_points(g, player, cites):
        return
    g.state.add(f"players.{player}.score", n)
    _scored(g, player)
    g.record("score", cites, MN("{player} erhält {n} Punkt(e) ({source}): {score}",
                                "{player} erhält {n} Punkt(e) ({source}): {score}", player=player, n=n,
                                source=source, score=g.state.get(f"players.{player}.score")),
             actor=player)
    check_win(g, player)


def victory_score(g: "RiftboundGame") -> int:
    """The points needed to win: the mode's (rb:644.3, rb:646.3, rb:648.3), raised by passive
    abilities in force ("increase the points needed to win the game by 1", rb:567)."""
    from .objects import _condition_holds, _passives

    return g.state.data["victory"] + sum(ab.amount or 0 for src, ctl, ab in _passives(g, "victory")
                                         if _condition_holds(g, src, ctl, ab))


def _scored(g: "RiftboundGame", player: str) -> None:
    """"When an opponent scores" (rb:632.1: the player scores a point)."""
    from .abilities import event

    event(g, "scored", player=player)


def check_win(g: "RiftboundGame", player: str) -> bool:
    """rb:633 — reaching the victory score wins the game at once (a team's score in 2v2, rb:648.6)."""
    victory = victory_score(g)
    if _team_total(g, player) >= victory:
        g.state.set("winner", player)
        g.record("win", ["rb:633"] + (["rb:567"] if victory != g.state.data["victory"] else []),
                 M("{player} erreicht {victory} Punkte und gewinnt", player=player, victory=victory), actor=player)
        return True
    return False
