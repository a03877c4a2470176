"""Resolve a scenario: set up the board, run its actions in order, and report the
outcome, the final state and the trace.

An illegal action is refused: the state goes back to what it was before the action (so
nothing is half-applied), a "refused" step cites the rule that forbids it, and the run
stops there. An unanswered prompt raises ``UnansweredPrompt`` (strict mode).
"""

from __future__ import annotations

from judge.kernel import Chooser, Result, RuleViolation

from . import play, turn, use
from . import rules as R
from .game import KeyForgeGame
from .setup import build_state, slug
from .text import announce_errata


def resolve(scenario, extra_answers: list | None = None) -> Result:
    state, defs = build_state(scenario)
    chooser = Chooser(scenario.choices, extra_answers)
    g = KeyForgeGame(state, defs, scenario.edition, chooser)
    announce_errata(g)
    if scenario.board.turn_step == "forge":
        turn.start_turn(g)
    refused = None
    for index, action in enumerate(scenario.actions):
        if state.get("winner"):
            break
        before, steps_before = state.copy(), len(g.engine.trace.steps)
        try:
            perform(g, action)
        except RuleViolation as v:
            state.restore(before)
            del g.engine.trace.steps[steps_before:]
            refused = {"action": index, "type": action.type, **v.to_dict()}
            g.record(
                "refused",
                [v.rule],
                f"Aktion {index} ({action.type}) ist nicht erlaubt: {v.message['de']}",
                f"Action {index} ({action.type}) is not allowed: {v.message['en']}",
            )
            break
    if scenario.faq:
        published_answer(g, scenario.faq)
    winner = state.get("winner")
    outcome = "refused" if refused else "won" if winner else "completed"
    return Result(outcome, render(g), g.engine.trace.to_list(), winner, refused, chooser.log, chooser.unused)


def published_answer(g: KeyForgeGame, faq_ids: list[str]) -> None:
    """Close the trace with the published answers this situation is covered by, and the
    rules those answers point at (their printed cross references)."""
    from rules_index.index import load as load_index

    index = load_index()
    pointed = sorted({ref.target for f in faq_ids for ref in index[f].refs if ref.target})
    g.engine.record(
        "published-answer",
        pointed or [R.FAQ_SECTION],
        {
            "de": "Veröffentlichte Antwort zu dieser Situation: " + ", ".join(faq_ids),
            "en": "Published answer covering this situation: " + ", ".join(faq_ids),
        },
        faq=list(faq_ids),
    )


def perform(g: KeyForgeGame, action) -> None:
    """kf:glossary/active-player — dispatch one scenario action to the rule module that handles it."""
    active = g.active_player()
    if action.player and action.player != active:
        g.refuse(
            R.ACTIVE_PLAYER,
            f"Nur der aktive Spieler ({active}) handelt, nicht {action.player}",
            f"Only the active player ({active}) acts, not {action.player}",
        )
    kind = action.type
    if kind == "choose-house":
        turn.choose_house(g, action.house.lower() if action.house else None, action.take_archives)
    elif kind == "end-turn":
        turn.end_turn(g)
    elif kind in ("play", "discard"):
        iid = find(g, action.card, [(active, "hand")], R.PLAYING_CARDS)
        if kind == "play":
            target = find(g, action.target, [(p, "battleline") for p in g.players()], R.UPGRADES) if action.target else None
            play.play(g, iid, action.flank, action.position, target)
        else:
            play.discard(g, iid)
    elif kind in ("reap", "fight"):
        iid = find(g, action.card, [(active, "battleline")], R.USING_CREATURES)
        if kind == "reap":
            use.reap(g, iid)
        else:
            target = find(g, action.target, [(g.opponent(active), "battleline")], R.FIGHT) if action.target else None
            use.fight(g, iid, target)
    else:
        iid = find(g, action.card, [(active, "battleline"), (active, "artifacts")], R.USING_CARDS)
        use.use_ability(g, iid, "action" if kind == "use-action" else "omni")


def find(g: KeyForgeGame, ref: str, where: list[tuple[str, str]], rule: str) -> str:
    """The instance a scenario names (instance ID, or card name in any language)."""
    from .cards.library import library

    wanted = {ref.casefold(), slug(ref), (library().resolve(ref) or "").casefold()}
    for player, zone in where:
        for iid in g.state.get(f"players.{player}.{zone}"):
            if iid in wanted or g.name(iid).casefold() in wanted:
                return iid
    places = ", ".join(f"{p}.{z}" for p, z in where)
    g.refuse(rule, f"{ref} ist nicht in {places}", f"{ref} is not in {places}")


def render(g: KeyForgeGame) -> dict:
    """The final state as scenarios assert on it: zones as card names, cards in play by ID."""
    s = g.state
    players = {}
    for p in g.players():
        d = {k: s.get(f"players.{p}.{k}") for k in ("amber", "keys", "chains", "house")}
        for zone in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            d[zone] = [g.name(i) for i in s.get(f"players.{p}.{zone}")]
        players[p] = d
    cards = {}
    for iid in g.cards_in_play():
        c = dict(s.get(f"cards.{iid}"))
        if g.is_creature(iid):
            c["power"] = g.power(iid)
            c["armor"] = g.armor(iid)
            if g.all_houses(iid):
                c["houses"] = "all"
        cards[iid] = c
    turn_info = {k: s.get(f"turn.{k}") for k in ("number", "active_player", "step", "first_turn")}
    return {
        "turn": turn_info,
        "players": players,
        "cards": cards,
        "effects": s.get("effects"),
        "winner": s.get("winner"),
    }
