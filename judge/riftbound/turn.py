"""The turn (rb:501–517): start of turn (awaken, beginning with scoring, channel, draw),
the action phase, and the end of turn (ending step, expiry, cleanup, repeated as rb:517.4
says), then the next player (rb:517.5). The procedures are agenda steps (kernel
``Agenda``) so that the game can pause whenever players hold priority.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from . import actions, costs, objects
from .abilities import event, flush
from .cleanup import cleanup
from .combat import damage_step, resolution_step
from .i18n import M, MN
from .showdown import establish_control

if TYPE_CHECKING:
    from .game import RiftboundGame

START = ("awaken", "beginning", "scoring", "channel", "draw", "end-draw", "action")
END = ("ending", "expiry", "end-cleanup", "next-turn")


def plan_start(g: "RiftboundGame") -> None:
    g.agenda.then(*({"do": s} for s in START))


def plan_end(g: "RiftboundGame") -> None:
    g.agenda.then(*({"do": s} for s in END))


def _phase(g: "RiftboundGame", phase: str) -> None:
    g.state.set("turn.phase", phase)


def awaken(g: "RiftboundGame", step: dict) -> None:
    """rb:515.1.a — the turn player readies every game object they control (rb:593.4.a)."""
    _phase(g, "awaken")
    p = g.turn_player
    ids = g.permanents(p) + list(g.state.get(f"players.{p}.runes")) + list(g.state.get(f"players.{p}.legend"))
    readied = [i for i in ids if g.card(i)["exhausted"] and not objects.cant_be_readied(g, i)]  # "that can be"
    for i in readied:
        g.state.set(f"cards.{i}.exhausted", False)
    g.record("awaken", ["rb:515.1.a", "rb:593.4.a"], MN("Erweckungsphase: {player} macht {n} Objekt(e) bereit",
                                                        "Erweckungsphase: {player} macht {n} Objekt(e) bereit",
                                                        player=p, n=len(readied)), actor=p)
    for i in readied:  # the turn player readies them (rb:515.1.a): "when you ready a friendly unit" triggers
        if g.on_board(i) and g.defn(i).type in ("unit", "gear"):
            event(g, "readied", unit=i, player=p)


def beginning(g: "RiftboundGame", step: dict) -> None:
    """rb:515.2.a — "at the start of the beginning phase" effects happen."""
    _phase(g, "beginning")
    p = g.turn_player
    excluded = [bf for bf in g.battlefields() if (c := g.battlefield(bf)["controller"]) and c != p and g.friendly(c, p)]
    g.state.set("turn.excluded", excluded)  # rb:648.8.b, rb:515.2.b.2
    g.record("beginning", ["rb:515.2", "rb:515.2.a", "rb:515.2.a.1"], M("Anfangsphase von {player}", player=p), actor=p)
    event(g, "beginning", player=p)
    flush(g)


def scoring(g: "RiftboundGame", step: dict) -> None:
    with g.in_window("scoring"):
        _scoring(g)
    flush(g)


def _scoring(g: "RiftboundGame") -> None:
    """rb:515.2.b.1, rb:630.2 — the turn player scores every battlefield they hold."""
    from .scoring import score

    p = g.turn_player
    held = [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == p]
    g.record("scoring-step", ["rb:515.2.b", "rb:515.2.b.1"], MN("Wertungsschritt: {player} hält {n} Schlachtfeld(er)",
                                                                "Wertungsschritt: {player} hält {n} Schlachtfeld(er)",
                                                                player=p, n=len(held)), actor=p)
    for bf in held:
        score(g, p, bf, "hold")
        if g.state.data.get("winner"):
            return


def channel(g: "RiftboundGame", step: dict) -> None:
    """rb:515.3 — channel 2 runes (as many as there are, rb:515.3.b.1); the mode's first-turn
    rule may add one (rb:644.7, rb:646.7, rb:648.7)."""
    _phase(g, "channel")
    p = g.turn_player
    n, cites = 2, ["rb:515.3.b"]
    if p in g.state.data["turn"]["first"] and g.state.data["extra_rune"] == p:
        n += 1
        cites += [{"duel": "rb:644.7", "match": "rb:645.7", "ffa3": "rb:646.7", "2v2": "rb:648.7"}[g.state.data["mode"]]]
    from .effects_rve import channel_limit  # "players only channel 1 rune at the start of their Channel Phase"

    n, cites = channel_limit(g, n, cites)
    if actions.channel(g, p, n, cites) < n:
        g.record("channel-short", ["rb:515.3.b.1"], M("Weniger Runen im Runendeck: so viele wie möglich"))
    flush(g)


def draw(g: "RiftboundGame", step: dict) -> None:
    """rb:515.4.b — the turn player draws 1 (burning out if the deck is empty, rb:515.4.b.1);
    in some modes the first player skips the first draw (rb:646.7, rb:648.7)."""
    _phase(g, "draw")
    p = g.turn_player
    d = g.state.data
    if p in d["turn"]["first"] and d["skip_first_draw"] == p:
        g.record("no-draw", [{"ffa3": "rb:646.7", "2v2": "rb:648.7"}[d["mode"]]],
                 M("{player} zieht im ersten Zug keine Karte", player=p), actor=p)
    else:
        actions.draw(g, p, 1, ["rb:515.4.b", "rb:591.2.a"], burn_cites=["rb:515.4.b.1", "rb:515.4.b.2"])
    flush(g)


def end_draw(g: "RiftboundGame", step: dict) -> None:
    """rb:515.4.d — when the draw phase ends every rune pool empties."""
    for p in g.players():
        costs.empty_pool(g, p, ["rb:515.4.d"])


def action_phase(g: "RiftboundGame", step: dict) -> None:
    """rb:516 — the action phase: neutral open, the turn player has priority (rb:512.2.a)."""
    _phase(g, "action")
    g.record("action-phase", ["rb:516.1", "rb:516.2.b", "rb:512.2.a"], M("Aktionsphase von {player}", player=g.turn_player),
             actor=g.turn_player)


def ending(g: "RiftboundGame", step: dict) -> None:
    """rb:517.1 — "at the end of turn" effects; stunned units lose their stun (rb:599.1.a.2,
    read as this ending step — docs/rulings.md)."""
    _phase(g, "ending")
    p = g.turn_player
    g.record("ending", ["rb:517.1", "rb:517.1.a"], M("Ende des Zuges von {player}", player=p), actor=p)
    for u in g.units_on_board():
        if g.card(u)["stunned"]:
            g.state.set(f"cards.{u}.stunned", False)
            g.record("unstun", ["rb:599.1.a.2"], M("{card} ist nicht mehr betäubt", card=g.name(u)))
    event(g, "end-of-turn", player=p)
    flush(g)


def expiry(g: "RiftboundGame", step: dict) -> None:
    with g.in_window("expiry"):
        _expiry(g)


def _expiry(g: "RiftboundGame") -> None:
    """rb:517.2 — marked damage is removed everywhere (rb:517.2.a), "this turn" effects end
    together (rb:517.2.b), rune pools empty (rb:517.2.c)."""
    g.since_expiry = 0
    for u in g.units_on_board():
        if g.card(u)["damage"]:
            g.state.set(f"cards.{u}.damage", 0)
    gone = g.lasting.expire("end-of-turn")
    g.record("expiry", ["rb:517.2", "rb:517.2.a", "rb:517.2.b", "rb:139.3.b.1"],
             MN("Verfallsschritt: Schaden entfernt, {n} Effekt(e) „in diesem Zug“ enden",
                "Verfallsschritt: Schaden entfernt, {n} Effekt(e) „in diesem Zug“ enden", n=len(gone)))
    for p in g.players():
        costs.empty_pool(g, p, ["rb:517.2.c"])


def end_cleanup(g: "RiftboundGame", step: dict) -> None:
    """rb:517.3, rb:517.4 — a cleanup; if effects dealt damage or made new "this turn"
    effects, back to the expiry step."""
    cleanup(g, ["rb:517.3.a"])
    if g.since_expiry:
        g.record("repeat-expiry", ["rb:517.4"], M("Neuer Schaden oder neue Effekte: zurück zum Verfallsschritt"))
        g.agenda.now({"do": "expiry"}, {"do": "end-cleanup"})


def next_turn(g: "RiftboundGame", step: dict) -> None:
    """rb:517.5, rb:506 — the next player in turn order becomes the turn player."""
    from .effects_rc import extra_turn_player  # "take a turn after this one" (rb:002)

    d = g.state.data
    order = g.players()
    extra = extra_turn_player(g)
    extra = extra if extra in order else None  # a player removed from the game takes no turn (rb:651)
    nxt = extra or order[(order.index(g.turn_player) + 1) % len(order)]
    first = [p for p in d["turn"]["first"] if p != g.turn_player]
    g.state.set("turn", {"number": d["turn"]["number"] + 1, "player": nxt, "phase": "awaken", "first": first,
                         "excluded": []})
    if g.state.get(f"players.{nxt}.turns") is not None:  # one more turn begun (rb:506; rxv_turns.py)
        g.state.set(f"players.{nxt}.turns", g.state.get(f"players.{nxt}.turns") + 1)
    for p in order:
        g.state.set(f"players.{p}.scored", [])
        g.state.set(f"players.{p}.played", 0)
        g.state.set(f"players.{p}.conquered", False)
    if extra:
        g.record("next-turn", ["rb:517.5", "rb:506", "rb:002"], M("{player} macht einen weiteren Zug (Kartentext)",
                                                                  player=nxt), actor=nxt)
    else:
        g.record("next-turn", ["rb:517.5", "rb:506"], M("{player} ist am Zug", player=nxt), actor=nxt)
    plan_start(g)


HANDLERS = {
    "awaken": awaken, "beginning": beginning, "scoring": scoring, "channel": channel,
    "draw": draw, "end-draw": end_draw, "action": action_phase, "ending": ending, "expiry": expiry,
    "end-cleanup": end_cleanup, "next-turn": next_turn,
    "combat-damage": lambda g, s: damage_step(g, s["battlefield"]),
    "combat-resolution": lambda g, s: resolution_step(g, s["battlefield"]),
    "establish-control": lambda g, s: establish_control(g, s["battlefield"]),
    "cleanup": lambda g, s: cleanup(g, s.get("cites", ["rb:519"])),
}


def advance(g: "RiftboundGame") -> None:
    """Run the planned procedures until a player holds priority (a chain or a showdown) or
    the action phase waits for the turn player."""
    flush(g)
    if g.agenda_handlers is None:  # the procedures bound to this game, made once per game
        g.agenda_handlers = {k: partial(f, g) for k, f in HANDLERS.items()}
    g.agenda.run(g.agenda_handlers, must_wait=partial(_must_wait, g))


def _must_wait(g: "RiftboundGame") -> bool:
    """The agenda pauses while players hold priority or focus (rb:512.2) or the game is won."""
    d = g.state.data
    return bool(d.get("winner")) or bool(d["chain"]) or bool(d["showdown"])
