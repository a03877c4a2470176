"""Round states, priority, focus and relevant players (rb:507–513, rb:528–531), and the
context every trace step shows: round state, who holds priority and focus, the chain,
the showdown and each battlefield's units."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame


def relevant_players(g: "RiftboundGame") -> list[str]:
    """rb:531 — the players in the combat taking place (rb:531.1), else every player
    (rb:531.1.a); teammates are relevant by default (rb:648.8.e). Turn order from the
    turn player."""
    combat = g.state.data["combat"]
    order = g.in_order_from(g.turn_player)
    if combat:
        fighting = {combat["attacker"], combat["defender"]}
        if g.state.data.get("teams"):
            fighting |= {p for p in order if any(g.friendly(p, f) for f in fighting)}
        return [p for p in order if p in fighting]
    return order


def open_chain_round(g: "RiftboundGame", holder: str) -> None:
    """rb:539 — define the relevant players for the chain; the broader relevance of a
    showdown counts (rb:530.1)."""
    players = relevant_players(g)
    if g.focus.is_open:
        players = [p for p in g.in_order_from(g.turn_player) if p in set(players) | set(g.focus.players)]
    if holder not in players:
        players = [p for p in g.in_order_from(g.turn_player) if p in set(players) | {holder}]  # rb:541.3
    g.priority.open(players, holder)


def make_relevant(g: "RiftboundGame", player: str) -> None:
    """rb:541.3, rb:553.1.a.1 — a player becomes relevant (and stays so for the showdown,
    rb:530.1)."""
    order = g.in_order_from(g.turn_player)
    if g.priority.is_open:
        g.priority.add(player, order)
    if g.focus.is_open:
        g.focus.add(player, order)


def context(g: "RiftboundGame") -> dict:
    """What a trace step shows beside the event (built on every step that follows a state
    change: kept lean)."""
    d = g.state.data
    sd = d["showdown"]
    cards = d["cards"]
    order = d["order"]
    closed = bool(d["chain"])
    battlefields = {}
    for bf, b in d["battlefields"].items():
        units: dict[str, list[str]] = {}
        for i in b["units"]:
            c = cards[i]
            names = units.get(c["controller"])
            if names is None:
                units[c["controller"]] = [c["card"]]
            else:
                names.append(c["card"])
        battlefields[bf] = {"controller": b["controller"], "contested": b["contested"],
                            "units": {p: units[p] for p in order if p in units} if units else {},
                            "hidden": bool(b["hidden"])}
    priority, focus = d["priority"], d["focus"]
    players = d["players"]
    return {
        "turn": d["turn"]["number"],
        "turn_player": d["turn"]["player"],
        "phase": d["turn"]["phase"],
        "state": ("showdown" if sd else "neutral") + ("-closed" if closed else "-open"),
        "priority": priority["holder"] if closed and priority else g.who_may_act(),
        "focus": focus["holder"] if sd and focus else None,
        "relevant": list(priority["players"]) if closed and priority else list(focus["players"]) if sd and focus else [],
        "chain": [{"id": i["id"], "label": i["label"], "controller": i["controller"], "kind": i["kind"]}
                  for i in d["chain"]] if closed else [],
        "showdown": {"battlefield": sd["battlefield"], "combat": sd["combat"]} if sd else None,
        "combat": dict(d["combat"]) if d["combat"] else None,
        "battlefields": battlefields,
        "score": {p: players[p]["score"] for p in order},
    }
