"""Resolve a scenario: set up the board, run its actions in order, and report the
outcome, the final state and the trace.

An illegal action is refused: the state goes back to what it was before the action (so
nothing is half-applied), a "refused" step cites the rule that forbids it, and the run
stops there. An unanswered prompt raises ``UnansweredPrompt`` (strict mode), unless the
scenario expects the run to stop there (``expect.open_prompt``: outcome "open-prompt").
``expect.checkpoints`` snapshot ``render`` after an action or when a prompt is asked.
"""

from __future__ import annotations

from judge.kernel import Checkpoints, Chooser, Result, RuleViolation, UnansweredPrompt, after_the_end

from . import play, text, turn, use
from . import rules as R
from .amber import key_cost
from .cards.library import library
from .cards.model import HOUSES, KEYWORDS
from .game import KeyForgeGame
from .i18n import M
from .setup import build_state, slug
from .text import announce_errata


def resolve(scenario, extra_answers: list | None = None) -> Result:
    state, defs = build_state(scenario)
    checkpoints = Checkpoints.for_expect(scenario.expect)
    chooser = Chooser(scenario.choices, extra_answers, on_prompt=checkpoints.prompt_asked)
    g = KeyForgeGame(state, defs, scenario.edition, chooser)
    checkpoints.render = lambda: render(g)
    refused, open_prompt = None, None
    try:
        announce_errata(g)
        if scenario.board.turn_step == "forge":
            turn.start_turn(g)
        refused = _run_actions(g, scenario.actions, checkpoints)
    except UnansweredPrompt as e:
        if not checkpoints.stop_at_open_prompt:
            raise
        open_prompt = e.prompt.to_dict()  # the scenario expects the run to stop here
    if scenario.faq:
        published_answer(g, scenario.faq)
    winner = state.get("winner")
    outcome = "refused" if refused else "won" if winner else "open-prompt" if open_prompt else "completed"
    return Result(outcome, render(g), g.engine.trace.to_list(), winner, refused, chooser.log, chooser.unused,
                  open_prompt, checkpoints.to_list())


def _run_actions(g: KeyForgeGame, actions: list, checkpoints: Checkpoints) -> dict | None:
    """Perform the actions in order; the refusal that stopped the run, if any."""
    state = g.state
    for index, action in enumerate(actions):
        if state.get("winner"):  # kf:glossary/keys: the third key ends the game at once
            return after_the_end(g, index, action.type, state.get("winner"), R.KEYS)
        before, steps_before = state.mark(), len(g.engine.trace.steps)
        try:
            perform(g, action)
        except RuleViolation as v:
            state.undo(before)
            del g.engine.trace.steps[steps_before:]
            g.record(
                "refused",
                [v.rule],
                M("Aktion {index} ({type}) ist nicht erlaubt: {message}",
                  index=index, type=action.type, message=v.message),
            )
            return {"action": index, "type": action.type, **v.to_dict()}
        checkpoints.action_done(index)
    return None


def published_answer(g: KeyForgeGame, faq_ids: list[str]) -> None:
    """Close the trace with the published answers this situation is covered by, and the
    rules those answers point at (their printed cross references)."""
    from rules_index.index import load as load_index

    index = load_index()
    pointed = sorted({ref.target for f in faq_ids for ref in index[f].refs if ref.target})
    g.engine.record(
        "published-answer",
        pointed or [R.FAQ_SECTION],
        M("Veröffentlichte Antwort zu dieser Situation: {faqs}", faqs=", ".join(faq_ids)),
        faq=list(faq_ids),
    )


def perform(g: KeyForgeGame, action) -> None:
    """kf:glossary/active-player — dispatch one scenario action to the rule module that handles it."""
    active = g.active_player()
    if action.player and action.player != active:
        g.refuse(
            R.ACTIVE_PLAYER,
            M("Nur der aktive Spieler ({active}) handelt, nicht {player}", active=active, player=action.player),
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
    wanted = {ref.casefold(), slug(ref), (library().resolve(ref) or "").casefold()}
    for player, zone in where:
        for iid in g.state.get(f"players.{player}.{zone}"):
            if iid in wanted or g.name(iid).casefold() in wanted:
                return iid
    places = ", ".join(f"{p}.{z}" for p, z in where)
    g.refuse(rule, M("{ref} ist nicht in {places}", ref=ref, places=places))


def render(g: KeyForgeGame) -> dict:
    """The final state as scenarios assert on it: zones as card names, cards in play by ID.

    Besides the stored fields, each player's current key cost (``key_cost``), and per card
    in play what it has right now: ``traits``, ``houses`` (every house for a card that
    belongs to all houses), ``keywords`` (printed unless blank, plus gained: "elusive",
    "assault 2"); per creature ``power``, ``armor``, ``armor_left`` (armor not yet used this
    turn), ``neighbors`` (instance IDs, left to right) and ``flank`` ("left", "right", "both"
    for a lone creature, "considered" for one that counts as a flank creature elsewhere in
    the line, else null)."""
    data = g.state.data  # read directly (as ``State.get`` would): nothing here changes the state
    players = {}
    for p in g.players():
        stored = data["players"][p]
        d = {k: stored.get(k) for k in ("amber", "keys", "chains", "house")}
        d["key_cost"] = key_cost(g, p)
        for zone in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            d[zone] = [g.name(i) for i in stored.get(zone)]
        players[p] = d
    cards = {}
    for iid in g.cards_in_play():
        c = dict(data["cards"].get(iid))
        c["traits"] = list(g.traits(iid))
        c["houses"] = list(HOUSES) if g.all_houses(iid) else [g.house_of(iid)]
        c["keywords"] = keywords(g, iid)
        if g.is_creature(iid):
            c["power"] = g.power(iid)
            c["armor"] = g.armor(iid)
            c["armor_left"] = g.armor_left(iid)
            c["neighbors"] = g.neighbors(iid)
            c["flank"] = flank(g, iid)
        cards[iid] = c
    turn_info = {k: data["turn"].get(k) for k in ("number", "active_player", "step", "first_turn")}
    return {
        "turn": turn_info,
        "players": players,
        "cards": cards,
        "effects": data.get("effects"),
        "winner": data.get("winner"),
    }


#: keywords that carry a number ("assault 2"); the others are shown by name
_NUMBERED = ("hazardous", "assault")


def keywords(g: KeyForgeGame, iid: str) -> list[str]:
    """The keywords the card has now (kf:rules/constant-abilities), in the order of ``KEYWORDS``."""
    have = text.keywords(g, iid)
    if not have:
        return []
    out = []
    for kw in KEYWORDS:
        n = have.get(kw, 0)
        if n:
            out.append(f"{kw} {n}" if kw in _NUMBERED else kw)
    return out


def flank(g: KeyForgeGame, iid: str) -> str | None:
    """kf:glossary/flank — which flank the creature is on: "both" when it is alone."""
    line = g.creatures(g.controller(iid))
    left, right = line[0] == iid, line[-1] == iid
    if left and right:
        return "both"
    if left or right:
        return "left" if left else "right"
    return "considered" if g.is_flank(iid) else None
