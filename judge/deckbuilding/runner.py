"""Resolve a scenario of a deck-building game: build the state, perform its actions in
order, and report the outcome, the final state and the trace.

An illegal action is refused: the state goes back to what it was before the action
(nothing is half-applied), a "refused" step cites the rule that forbids it, and the run
stops there. An unanswered prompt raises ``UnansweredPrompt`` unless the scenario expects
the run to stop there (``expect.open_prompt``).
"""

from __future__ import annotations

from typing import Callable

from judge.kernel import Checkpoints, Chooser, Result, RuleViolation, UnansweredPrompt, after_the_end

from .game import DeckGame
from .i18n import M


def resolve(scenario, extra_answers: list | None, make_game: Callable[[object, Chooser], DeckGame],
            perform: Callable[[DeckGame, object], None], render: Callable[[DeckGame], dict],
            announce: Callable[[DeckGame, object], None]) -> Result:
    checkpoints = Checkpoints.for_expect(scenario.expect)
    chooser = Chooser(scenario.choices, extra_answers, on_prompt=checkpoints.prompt_asked)
    g = make_game(scenario, chooser)
    checkpoints.render = lambda: render(g)
    try:
        return _play(g, scenario, checkpoints, chooser, perform, render, announce)
    finally:
        g.release()


def _play(g: DeckGame, scenario, checkpoints: Checkpoints, chooser: Chooser, perform, render, announce) -> Result:
    refused, open_prompt = None, None
    try:
        announce(g, scenario)
        refused = _run(g, scenario.actions, checkpoints, perform)
    except UnansweredPrompt as e:
        if not checkpoints.stop_at_open_prompt:
            raise
        open_prompt = e.prompt.to_dict()
    winner = g.state.data.get("winner")
    outcome = "refused" if refused else "won" if winner else "open-prompt" if open_prompt else "completed"
    return Result(outcome, render(g), g.engine.trace.to_list(), winner, refused, chooser.log, chooser.unused,
                  open_prompt, checkpoints.to_list())


def _run(g: DeckGame, actions: list, checkpoints: Checkpoints, perform) -> dict | None:
    state = g.state
    for index, action in enumerate(actions):
        if state.data.get("game_over"):
            return after_the_end(g, index, action.type, state.data.get("winner"), g.RULES["game-over"][0])
        mark, steps_before = state.mark(), len(g.engine.trace.steps)
        try:
            perform(g, action)
        except RuleViolation as v:
            state.undo(mark)  # nothing of a refused action stays
            del g.engine.trace.steps[steps_before:]
            g.record("refused", [v.rule] + list(getattr(v, "faq", [])),
                     M("Aktion {index} ({action}) ist nicht erlaubt: {why}", index=index, action=action.type,
                       why=v.message))
            return {"action": index, "type": action.type, **v.to_dict()}
        checkpoints.action_done(index)
    return None
