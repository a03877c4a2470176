"""Resolve a Riftbound scenario: set up the board, run its actions in order, and report the
outcome, the final state and the trace.

Actions are what players do when they may act: play, activate, move, hide, pass, end the
turn. Between actions the game runs on by itself (chains resolve once everyone passed,
showdowns and combats start in cleanups, turns begin) and stops where a player holds
priority or focus. An illegal action is refused: the state goes back to what it was before
the action (rb:562.3: nothing is half-applied), a "refused" step cites the rule that
forbids it, and the run stops there. An unanswered prompt raises ``UnansweredPrompt``,
unless the scenario expects the run to stop there (``expect.open_prompt``: outcome
"open-prompt"); ``expect.checkpoints`` snapshot ``render`` after an action (once the game
has run on to where a player may act) or when a prompt is asked.
"""

from __future__ import annotations

from judge.kernel import Checkpoints, Chooser, EngineLimit, Result, RuleViolation, UnansweredPrompt, after_the_end

from . import objects, open_board
from .chain import pass_priority
from .concede import concede
from .decks import check_setup
from .game import RiftboundGame
from .i18n import M, MN
from .movement import standard_move
from .play import activate, hide, play_card
from .setup import build_state
from .showdown import pass_focus
from .states import make_relevant
from .targets import find
from .turn import advance, plan_end, plan_start

MAX_PASSES = 200


def resolve(scenario, extra_answers: list | None = None) -> Result:
    state, defs = build_state(scenario)
    checkpoints = Checkpoints.for_expect(scenario.expect)
    chooser = Chooser(scenario.choices, extra_answers, on_prompt=checkpoints.prompt_asked)
    g = RiftboundGame(state, defs, chooser, scenario.edition)
    checkpoints.render = lambda: render(g)
    try:
        return _play(g, scenario, checkpoints, chooser)
    finally:
        g.release()


def _play(g: RiftboundGame, scenario, checkpoints: Checkpoints, chooser: Chooser) -> Result:
    refused, open_prompt = None, None
    try:
        _announce(g, scenario)
        open_board.apply(g, scenario)  # chain, showdown, combat, "this turn" effects the board states
        if scenario.board.phase == "start":
            plan_start(g)
        advance(g)
        refused = _run_actions(g, scenario.actions, checkpoints)
    except UnansweredPrompt as e:
        if not checkpoints.stop_at_open_prompt:
            raise
        open_prompt = e.prompt.to_dict()  # the scenario expects the run to stop here
    for p in objects.in_force(g):
        g.record("passive", p["cites"], M("Passive Fähigkeit in Kraft: {source}: {what} – {units}", source=p["source"],
                                          what=p["what"], units=", ".join(p["units"])) if p["units"] else
                 M("Passive Fähigkeit in Kraft: {source}: {what}", source=p["source"], what=p["what"]))
    if scenario.examples:
        g.record("document-example", list(scenario.examples),
                 MN("Beispiel(e) der Regeln zu dieser Situation: {examples}",
                    "Beispiel(e) der Regeln zu dieser Situation: {examples}", n=len(scenario.examples),
                    examples=", ".join(scenario.examples)))
    winner = g.state.get("winner")
    outcome = "refused" if refused else "won" if winner else "open-prompt" if open_prompt else "completed"
    return Result(outcome, render(g), g.engine.trace.to_list(), winner, refused, chooser.log, chooser.unused,
                  open_prompt, checkpoints.to_list())


def _run_actions(g: RiftboundGame, actions: list, checkpoints: Checkpoints) -> dict | None:
    """Perform the actions in order, the game running on after each until a player may act;
    the refusal that stopped the run, if any."""
    state = g.state
    for index, action in enumerate(actions):
        if state.data.get("winner"):  # rb:633 (or rb:651.1, the last one left): the game ended
            won = next(s for s in reversed(g.engine.trace.steps) if s.event == "win")
            return after_the_end(g, index, action.type, state.data["winner"], won.cites[0])
        mark, steps_before = state.mark(), len(g.engine.trace.steps)
        pending_before = list(g.pending)
        try:
            perform(g, action)
            advance(g)
        except RuleViolation as v:
            state.undo(mark)  # rb:562.3: nothing of a refused action stays
            g.pending = pending_before
            del g.engine.trace.steps[steps_before:]
            g.record("refused", [v.rule], M("Aktion {index} ({type}) ist nicht erlaubt: {why}", index=index,
                                            type=action.type, why=v.message))
            return {"action": index, "type": action.type, **v.to_dict()}
        checkpoints.action_done(index)
    return None


#: the game modes (rb:644–648 print "1v1 (Duell)", "1v1 (Match)", "FFA3", "2v2"); English says the mode's key
MODES = {"duel": M("Duell"), "match": M("Match"), "ffa3": M("Jeder gegen jeden (3)"), "2v2": M("2 gegen 2")}


def _announce(g: RiftboundGame, scenario) -> None:
    d = g.state.data
    g.record("setup", ["rb:640", {"duel": "rb:644", "match": "rb:645", "ffa3": "rb:646", "2v2": "rb:648"}[d["mode"]]],
             M("Spielmodus {mode}: {players} Spieler, Siegespunktzahl {victory}; Zug {turn}, am Zug ist {player}",
               mode=MODES.get(d["mode"], d["mode"]), players=len(d["order"]), victory=d["victory"],
               turn=d["turn"]["number"], player=d["turn"]["player"]), actor=d["turn"]["player"])
    check_setup(g, scenario)


def perform(g: RiftboundGame, action) -> None:
    """rb:512.1.b — only the player who may act takes a discretionary action."""
    who = g.who_may_act()
    if action.type == "concede":  # rb:650: at any time, no priority needed
        if not action.player:
            g.refuse("rb:650", M("Wer gibt auf? (player fehlt)"))
        concede(g, action.player)
        return
    player = action.player or who
    if player is None:
        g.refuse("rb:512.1.b", M("Gerade hat niemand Priorität"))
    kind = action.type
    if kind in ("pass", "pass-all", "end-turn", "move", "hide", "invite") and player != who:
        g.refuse("rb:512.1.b", M("{player} hat keine Priorität (sie liegt bei {holder})", player=player, holder=who)
                 if who else M("{player} hat keine Priorität (sie liegt bei niemandem)", player=player))
    if kind == "play":
        iid = _find_card(g, player, action.card)
        play_card(g, player, iid, to=action.to, targets=action.targets, accelerate=action.accelerate,
                  optional_costs=action.optional_costs, cost_choices=action.cost)
        _accepted(g, player)
    elif kind == "activate":
        iid = _find(g, action.card, g.permanents(player) + list(g.state.get(f"players.{player}.legend"))
                    + list(g.state.get(f"players.{player}.runes")), "rb:578")
        activate(g, player, iid, action.ability, action.targets, action.cost)
        _accepted(g, player)
    elif kind == "invite":
        invite(g, player, action.invitee)
    elif kind == "move":
        units = [_find(g, u, g.units_on_board(player), "rb:140") for u in action.units]
        standard_move(g, player, units, action.to)
    elif kind == "hide":
        hide(g, player, _find(g, action.card, g.state.get(f"players.{player}.hand"), "rb:723.1.b"),
             action.battlefield)
    elif kind == "pass":
        _pass(g)
    elif kind == "pass-all":
        _pass_all(g)
    elif kind == "end-turn":
        if g.closed or g.showdown or g.phase != "action":
            g.refuse("rb:505", M("Der Zug endet erst, wenn die Kette leer ist und kein Showdown läuft"))
        g.record("end-turn", ["rb:516.6", "rb:516.6.a"], M("{player} beendet die Aktionsphase", player=player),
                 actor=player)
        plan_end(g)


def invite(g: RiftboundGame, player: str, invitee: str) -> None:
    """rb:531.2.a, rb:540.3, rb:553.3 — the active player invites a player who is not relevant
    to act instead; the invitee holds priority (rb:540.3.a) or focus (rb:553.3.a)."""
    rnd = g.priority if g.closed else g.focus if g.showdown else None
    if rnd is None:
        g.refuse("rb:529", M("Einladen geht nur während einer Kette oder eines Showdowns"))
    if invitee in rnd.players or invitee not in g.players():
        g.refuse("rb:531.2.a", M("{invitee} ist schon relevant oder kein Spieler", invitee=invitee))
    g.state.set("invited", {"player": invitee, "by": player})
    g.state.set(f"{rnd.path}.holder", invitee)
    g.record("invite", ["rb:531.2.a", "rb:553.3.a" if rnd is g.focus else "rb:540.3.a"],
             M("{player} lädt {invitee} ein, an seiner Stelle zu handeln", player=player, invitee=invitee), actor=player)


def _accepted(g: RiftboundGame, player: str) -> None:
    """rb:531.2.a.3, rb:531.2.a.4 — by playing or activating, the invitee accepts: relevant for
    the rest of this chain or showdown, and the active player."""
    inv = g.state.data.get("invited")
    if inv and inv["player"] == player:
        g.state.set("invited", None)
        make_relevant(g, player)
        g.record("invitation-accepted", ["rb:531.2.a.2", "rb:531.2.a.3", "rb:531.2.a.4", "rb:530", "rb:530.1"],
                 M("{player} nimmt die Einladung an und bleibt relevant", player=player), actor=player)


def _pass(g: RiftboundGame) -> None:
    inv = g.state.data.get("invited")
    if inv and g.who_may_act() == inv["player"]:  # rb:531.2.a.1: declining
        rnd = g.priority if g.closed else g.focus
        g.state.set("invited", None)
        g.state.set(f"{rnd.path}.holder", inv["by"])
        g.record("invitation-declined", ["rb:531.2.a.1"], M("{player} lehnt ab; {by} ist wieder am Zug",
                                                            player=inv["player"], by=inv["by"]), actor=inv["player"])
        return
    if g.closed:
        pass_priority(g)
    elif g.showdown:
        pass_focus(g)
    else:
        g.refuse("rb:516.6", M("Im neutralen offenen Zustand passt man nicht: der Spieler beendet den Zug (end-turn)"))


def _pass_all(g: RiftboundGame) -> None:
    """No one does anything until the innermost open window closes: with a chain, until the
    chain is empty; else, in a showdown, until the showdown ends."""
    if not g.closed and not g.showdown:
        g.record("nothing-to-pass", ["rb:505"], M("Keine Kette und kein Showdown: niemand muss passen"))
        return
    target_chain = g.closed
    showdown = g.showdown["n"] if g.showdown else None
    for _ in range(MAX_PASSES):
        now = g.showdown["n"] if g.showdown else None
        if target_chain and not g.closed or not target_chain and now != showdown or g.state.data.get("winner"):
            return
        if not target_chain and g.closed:
            return  # the showdown's window now has a chain of its own: a new window
        _pass(g)
        advance(g)
    raise EngineLimit("pass-all did not settle")


def _find_card(g: RiftboundGame, player: str, ref: str) -> str:
    pool = list(g.state.get(f"players.{player}.hand")) + list(g.state.get(f"players.{player}.champion"))
    pool += [b["hidden"] for b in g.state.data["battlefields"].values()
             if b["hidden"] and g.controller(b["hidden"]) == player]
    from .rxa_rules import may_play_from_trash  # "You may play me from your trash for …" (branch rxa)

    pool += [i for i in g.state.get(f"players.{player}.trash") if may_play_from_trash(g, i)]
    return _find(g, ref, pool, "rb:107.6.a")


def _find(g: RiftboundGame, ref: str, pool: list[str], rule: str) -> str:
    iid = find(g, ref, pool)
    if iid is None:
        g.refuse(rule, M("{ref} ist nicht verfügbar", ref=ref))
    return iid


def render(g: RiftboundGame) -> dict:
    """The final state as scenarios assert on it: zones as card names, cards on the board by
    ID with their current might and keywords, the chain, and who may act."""
    s = g.state.data
    all_cards = s["cards"]

    def names(ids: list[str]) -> list[str]:
        return [all_cards[i]["card"] if i in all_cards else i for i in ids]

    players = {}
    for p in s["order"]:
        d = s["players"][p]
        out = {"score": d["score"], "pool": d["pool"]}
        for zone in ("hand", "deck", "trash", "banish", "champion", "legend", "base"):
            out[zone] = names(d[zone])
        ready = sum(1 for r in d["runes"] if not all_cards[r]["exhausted"])
        out["runes"] = {"ready": ready, "exhausted": len(d["runes"]) - ready}
        out["rune_deck"] = len(d["rune_deck"])
        players[p] = out
    cards = {}
    defs = g.defs
    for iid, c in all_cards.items():
        zone = c["zone"]
        is_unit = defs[c["card"]].type == "unit"
        if zone == "base" or zone.startswith("bf:"):
            entry = {k: c[k] for k in ("card", "controller", "exhausted", "damage", "buff", "stunned", "role")}
            entry["location"] = "base" if zone == "base" else zone[3:]
            if is_unit:
                entry["might"] = might = objects.might(g, iid)
                entry["mighty"] = might >= objects.MIGHTY
            entry["keywords"] = objects.keywords(g, iid)
            entry["tags"] = objects.tags(g, iid)
            cards[iid] = entry
        elif is_unit and zone != "gone":
            might = objects.might(g, iid)
            cards[iid] = {"card": c["card"], "zone": zone, "might": might, "mighty": might >= objects.MIGHTY}
    battlefields = {bf: {"controller": b["controller"], "contested": b["contested"],
                         "units": names(b["units"]), "hidden": g.name(b["hidden"]) if b["hidden"] else None}
                    for bf, b in s["battlefields"].items()}
    closed, showdown = bool(s["chain"]), s["showdown"]
    return {
        "turn": {"number": s["turn"]["number"], "player": s["turn"]["player"], "phase": s["turn"]["phase"]},
        "round_state": g.round_state(),
        "priority": g.priority.holder if closed else g.who_may_act(),
        "focus": g.focus.holder if showdown else None,
        "relevant": g.priority.players if closed else g.focus.players if showdown else [],
        "chain": [i["label"] for i in s["chain"]],
        "showdown": {k: v for k, v in showdown.items() if k != "n"} if showdown else None,
        "combat": s["combat"],
        "players": players,
        "battlefields": battlefields,
        "cards": cards,
        "effects": [{k: v for k, v in e.items() if k not in ("effects",)} for e in s["effects"]],
        "decks": s.get("decks", {}),
        "winner": s["winner"],
    }
