"""Showdowns (rb:545–553): a window in which the relevant players take turns with focus
(rb:513) to play Action and Reaction cards (rb:508.1.a). It ends when every relevant player
has passed in a row (rb:553.4.a); then a cleanup (rb:553.4.a.1) and, in a combat, the
damage and resolution steps (rb:626, rb:627).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M
from .states import relevant_players

if TYPE_CHECKING:
    from .game import RiftboundGame


def start_showdown(g: "RiftboundGame", bf: str, combat: bool, cites: list[str]) -> None:
    """rb:548 — a showdown begins; the player who contested the battlefield gets focus
    (rb:549) and with it priority (rb:513.2); the way it began decides the first relevant
    players (rb:550)."""
    b = g.battlefield(bf)
    contester = b["contested"] or g.turn_player
    n = g.state.data.get("showdowns", 0) + 1
    g.state.set("showdowns", n)
    g.state.set("showdown", {"battlefield": bf, "combat": combat, "n": n})
    players = relevant_players(g)  # rb:550.1 (the attacking and defending players), rb:550.2 (all)
    g.focus.open(players, contester)
    said = M("Showdown (Kampf) auf {bf}: Fokus bei {contester}; relevant: {players}", bf=g.bf_label(bf),
             contester=contester, players=", ".join(players)) if combat else \
        M("Showdown auf {bf}: Fokus bei {contester}; relevant: {players}", bf=g.bf_label(bf), contester=contester,
          players=", ".join(players))
    g.record("showdown", cites + ["rb:546", "rb:549", "rb:550.1" if combat else "rb:550.2"], said,
             actor=contester, window="showdown")


def pass_focus(g: "RiftboundGame") -> None:
    """rb:553.4 — the focus holder passes; when all relevant players have passed in a row
    the showdown ends (rb:553.4.a), else focus goes to the next relevant player (rb:553.5)."""
    who = g.focus.holder
    if g.focus.pass_():
        g.record("pass", ["rb:553.4", "rb:553.4.a"], M("{who} passt – alle relevanten Spieler haben gepasst: "
                                                       "der Showdown endet", who=who), actor=who, window="showdown")
        end_showdown(g)
    else:
        nxt = g.focus.holder
        g.record("pass", ["rb:553.4", "rb:553.5"], M("{who} passt; Fokus an {nxt}", who=who, nxt=nxt), actor=who,
                 window="showdown")


def end_showdown(g: "RiftboundGame") -> None:
    sd = g.showdown
    bf = sd["battlefield"]
    g.focus.close()
    g.state.set("showdown", None)
    if sd["combat"]:  # rb:626.1: when the showdown is over, the combat damage step
        g.agenda.now({"do": "combat-damage", "battlefield": bf}, {"do": "combat-resolution", "battlefield": bf})
        return
    g.agenda.now({"do": "establish-control", "battlefield": bf}, {"do": "cleanup", "cites": ["rb:553.4.a.1"]})


def establish_control(g: "RiftboundGame", bf: str) -> None:
    """rb:181.3.b, rb:181.4.a — after a showdown without combat the battlefield is no longer
    contested; a player whose units alone are there controls it, which for a new controller
    is a conquest (rb:630.1)."""
    b = g.battlefield(bf)
    g.state.set(f"battlefields.{bf}.contested", None)
    owners = {g.controller(u) for u in b["units"]}
    if len(owners) == 1:
        who = owners.pop()
        if b["controller"] != who:
            from .scoring import take_control

            take_control(g, bf, who, ["rb:181.4.a", "rb:181.3.b"])
    elif not owners and b["controller"]:
        g.state.set(f"battlefields.{bf}.controller", None)
