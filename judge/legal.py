"""Which actions may come next in a scenario — decided by the engine, not guessed.

A game proposes *candidates* (``GameSpec.candidates``: every action its player could try
on the board as it stands after the scenario's actions); each candidate is appended to
the scenario's actions and the whole scenario is resolved again by the game's runner
(``judge.games``). The run's verdict classifies it:

* **legal** — the run does not refuse it. A prompt the candidate asks (a target, a
  flank) is answered by every option in turn, as ``judge explore`` does, up to a few
  runs: the candidate is legal when some answer leads to no refusal, or when the search
  stops before every answer was tried (the prompt comes later, the player decides);
* **refused** — every way of carrying it out is refused: the rule the refusal cites and
  its explanation (German and English);
* **unsupported** — it reaches a card ability or rule the engine does not encode yet
  (exit 5), or one the engine cannot settle.

A candidate may carry *refinements*: the same action with the decision its prompt would
ask made ahead (a flank, a fight target, a unit's destination). When the candidate is
legal its refinements are tried instead of it, so a menu offers "Play Troll (left
flank)" and "… (right flank)", while a refused candidate is listed once.

Nothing is half-applied: every trial resolves a copy of the document from the start, and
the document passed in is never changed. Work is bounded: at most ``MAX_TRIALS``
candidates a call (the rest are listed as ``cut``) and a time budget (``OverBudget``).
This module names no game.
"""

from __future__ import annotations

import copy
import logging
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from judge.i18n import LANGS, Text, fields
from judge.kernel import EngineLimit, NotSupported, UnansweredPrompt, explore
from judge.kernel.choices import InvalidAnswer
from judge.kernel.i18n import M
from judge.kernel.trace import dumps

log = logging.getLogger(__name__)

MAX_TRIALS = 60  # candidates resolved per call
BUDGET_SECONDS = 3.0  # wall-clock time per call
EXPLORE_RUNS = 8  # runs spent answering a candidate's prompts


@dataclass
class Candidate:
    """An action a player could try next, with its label: a catalogue message, said in every
    interface language."""

    action: dict
    label: Text
    group: str  # menu group: play, use, fight, reap, move, acquire, turn …
    #: the same action with its prompt's decision made ahead; tried instead of it when it is legal
    refine: list[Candidate] = field(default_factory=list)

    def out(self) -> dict:
        return {"action": self.action, "label": dict(self.label), "group": self.group}


class LegalError(Exception):
    """Why no list of legal actions can be given; ``body`` is the JSON-able answer."""

    def __init__(self, body: dict):
        self.body = body
        super().__init__(body.get("message", ""))


class InvalidDocument(LegalError):
    """The document is not a valid scenario (``body["errors"]``: JSON pointers)."""


class ActionsStop(LegalError):
    """The document's own actions already stop: refused, an unanswered prompt, an ability the
    engine does not encode, or the game is over."""


class OverBudget(LegalError):
    """Trying the candidates took longer than the time budget."""


class NoCandidates(LegalError):
    """The game proposes no actions (its spec has no candidate generator)."""


def legal_actions(data: Any, *, max_trials: int | None = None, budget: float | None = None) -> dict:
    """The actions that may come after the document's actions: ``{game, after, legal,
    refused, unsupported, cut, tried, seconds}``. At most ``max_trials`` candidates are
    resolved; ``budget`` (seconds) bounds the time spent on them. Raises a ``LegalError``
    when no list can be given."""
    from judge.games import spec as game_spec
    from scenarios.loader import ScenarioError, parse

    started = time.perf_counter()
    max_trials = MAX_TRIALS if max_trials is None else max_trials
    budget = BUDGET_SECONDS if budget is None else budget
    try:
        scenario = parse(data)
    except ScenarioError as e:
        raise InvalidDocument({"error": "invalid-scenario", "errors": e.errors}) from None
    spec = game_spec(scenario.game)
    if spec.candidates is None:
        raise NoCandidates({"error": "not-supported",
                            **fields(M("{game}: noch keine Liste der Aktionen", game=scenario.game))})
    base = trial_document(data)
    state = _base_state(spec, base)
    trials_start = time.perf_counter()  # the budget is for the trials (a first call also loads the card library)
    queue = deque(spec.candidates(parse(base), state))
    out: dict[str, Any] = {"game": scenario.game, "after": len(base["actions"]), "legal": [], "refused": [],
                           "unsupported": [], "cut": []}
    seen: set[str] = set()
    tried = 0
    while queue:
        cand = queue.popleft()
        key = dumps(cand.action)
        if key in seen:
            continue
        seen.add(key)
        if tried >= max_trials:
            out["cut"].append(cand.out())
            continue
        if time.perf_counter() - trials_start > budget:
            raise OverBudget({
                "error": "time-budget", "tried": tried, "left": len(queue) + 1,
                **fields(M("Das Auflisten der Aktionen dauerte länger als {budget} s ({tried} Kandidaten geprüft, "
                           "{left} offen); ein kleineres Spielfeld geht schneller",
                           budget=format(budget, "g"), tried=tried, left=len(queue) + 1))})
        tried += 1
        verdict = judge_candidate(spec, base, cand.action)
        if verdict["kind"] == "legal" and cand.refine:
            queue.extendleft(reversed(cand.refine))  # tried next, in their order
            continue
        item = cand.out()
        if verdict["kind"] == "legal":
            if verdict.get("prompt"):
                item["prompt"] = verdict["prompt"]
            out["legal"].append(item)
        elif verdict["kind"] == "refused":
            out["refused"].append({**item, "rule": verdict["rule"], "why": verdict["why"]})
        else:
            out["unsupported"].append({**item, "message": verdict["message"]})
    out["tried"] = tried
    out["seconds"] = round(time.perf_counter() - started, 4)
    return out


def trial_document(data: dict) -> dict:
    """A copy of the document to resolve for trials: its actions and answers, without what
    only annotates or asserts (expectations, FAQ and example IDs; resolve mode)."""
    doc = {k: copy.deepcopy(v) for k, v in data.items() if k not in ("expect", "faq", "examples", "mode")}
    doc["actions"] = list(doc.get("actions") or [])
    return doc


def _base_state(spec, base: dict) -> dict:
    """The state after the document's actions; ``ActionsStop`` when they do not all run."""
    stop = run_document(spec, base)
    if stop["kind"] == "completed":
        return stop["state"]
    where = find_stop(spec, base) if stop["kind"] != "refused" else stop["action"]
    body = {"error": "actions-stop", "stop": stop["kind"], "action": where, "after": where or 0}
    kind = base["actions"][where].get("type") if where is not None else None
    at = M("bei Aktion {n} ({kind})", n=where, kind=kind) if where is not None else M("am Anfang des Szenarios")
    if stop["kind"] == "refused":
        body.update(rule=stop["rule"], why=stop["why"], **fields(M(
            "Die Aktionen des Szenarios enden {at}: nicht erlaubt ({rule}): {why}", at=at, rule=stop["rule"],
            why=stop["why"])))
    elif stop["kind"] == "prompt":
        p = stop["prompt"]
        body.update(prompt=p, **fields(M(
            "Die Aktionen des Szenarios enden {at}: die Frage {prompt} an {chooser} ist nicht beantwortet; zuerst in "
            "\"choices\" beantworten", at=at, prompt=repr(p["id"]), chooser=p["chooser"])))
    elif stop["kind"] == "unsupported":
        body.update(**fields(M("Die Aktionen des Szenarios enden {at}: noch nicht unterstützt: {why}", at=at,
                               why=stop["message"])))
    else:
        body.update(winner=stop.get("winner"), **fields(M(
            "Das Spiel ist vorbei (Sieger: {winner}): keine Aktion mehr möglich", winner=stop.get("winner"))))
    raise ActionsStop(body)


def run_document(spec, doc: dict) -> dict:
    """Resolve a trial document once: ``{kind: completed | refused | prompt | unsupported |
    game-over, ...}``."""
    from scenarios.loader import ScenarioError, parse

    try:
        result = spec.resolve(parse(doc))
    except ScenarioError as e:
        return {"kind": "unsupported", "message": str(e)}
    except (UnansweredPrompt, InvalidAnswer) as e:
        return {"kind": "prompt", "prompt": e.prompt.to_dict()}
    except (NotSupported, EngineLimit) as e:
        return {"kind": "unsupported", "message": str(e)}
    if result.refused:
        return {"kind": "refused", "action": result.refused["action"], "rule": result.refused.get("rule"),
                "why": dict(result.refused.get("message") or {})}
    if result.winner or result.outcome == "won":
        return {"kind": "game-over", "winner": result.winner}
    return {"kind": "completed", "state": result.final_state}


def find_stop(spec, doc: dict) -> int | None:
    """The index of the action at which the document stops (its prefixes up to that action
    run through), by bisection; None when it stops before its first action."""
    actions = doc["actions"]
    if run_document(spec, dict(doc, actions=[]))["kind"] != "completed":
        return None
    lo, hi = 0, len(actions)  # the prefix of lo actions runs through, that of hi does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run_document(spec, dict(doc, actions=actions[:mid]))["kind"] == "completed":
            lo = mid
        else:
            hi = mid
    return hi - 1 if hi > lo else lo


def judge_candidate(spec, base: dict, action: dict) -> dict:
    """The verdict on one candidate appended to the document's actions: ``{kind: legal |
    refused | unsupported, ...}``."""
    from scenarios.loader import ScenarioError, parse

    doc = dict(base, actions=[*base["actions"], action])
    try:
        scenario = parse(doc)
    except ScenarioError as e:  # a candidate the format rejects (no rule forbids it: the format does)
        first = (e.people or [{}])[0]
        en = str(e)  # the loader said the first error in German and Polish too (message_de, message_pl)
        why = {lang: en if lang == "en" else first.get(f"message_{lang}") or en for lang in LANGS}
        return {"kind": "refused", "rule": None, "why": why}
    try:
        result = spec.resolve(scenario)
    except UnansweredPrompt as e:
        return _explored(spec, scenario, e.prompt.id)
    except InvalidAnswer as e:  # the document's answers do not fit the candidate's prompt: it asks one
        return {"kind": "legal", "prompt": e.prompt.id}
    except (NotSupported, EngineLimit) as e:
        return {"kind": "unsupported", "message": str(e)}
    except Exception as e:  # an engine failure on one candidate must not sink the list
        log.exception("engine failure trying %s", action)
        return {"kind": "unsupported", "message": f"the engine failed on this action ({type(e).__name__})"}
    return _verdict(result.refused)


def _verdict(refused: dict | None) -> dict:
    if refused:
        return {"kind": "refused", "rule": refused.get("rule"), "why": dict(refused.get("message") or {})}
    return {"kind": "legal"}


def _explored(spec, scenario, prompt_id: str) -> dict:
    """A candidate that asks a prompt: legal when some answer leads to no refusal (or the
    search ends before every answer was tried); refused when every answer is refused."""

    def run(extra):
        result = spec.resolve(scenario, extra)
        return {"refused": result.refused and {k: result.refused.get(k) for k in ("rule", "message")}}, result.choices

    try:
        found = explore(run, max_runs=EXPLORE_RUNS)
    except InvalidAnswer:
        return {"kind": "legal", "prompt": prompt_id}
    except (NotSupported, EngineLimit) as e:
        return {"kind": "unsupported", "message": str(e)}
    except Exception as e:
        log.exception("engine failure exploring a candidate")
        return {"kind": "unsupported", "message": f"the engine failed on this action ({type(e).__name__})"}
    refusals = [o.result["refused"] for o in found.outcomes]
    if found.capped or not refusals or any(r is None for r in refusals):
        return {"kind": "legal", "prompt": prompt_id}
    return _verdict(refusals[0])


# -- helpers the games' generators share --------------------------------------------------------

def distinct(names: list) -> list:
    """Each name once, in order (two copies of a card in hand are one candidate)."""
    return list(dict.fromkeys(n for n in names if n))


def find_by_name(entries: list[dict], query: str, limit: int) -> list[dict]:
    """Library entries (``{name, names: {lang: name}}``) matching a name in any language:
    exact, then beginning with it, then containing it, then misspelt (``rules_index.nearest``)."""
    from rules_index.cards import norm
    from rules_index.nearest import Nearest

    q = norm(query or "")
    if not q:
        return entries[:limit]
    keys = [(norm(n), i) for i, e in enumerate(entries) for n in {e["name"], *e["names"].values()} if n]
    ranked: dict[int, float] = {}
    by_text: dict[str, list[int]] = {}
    for text, i in keys:
        score = 300.0 if text == q else 200.0 if text.startswith(q) else 100.0 if q in text else 0.0
        ranked[i] = max(ranked.get(i, 0.0), score)
        by_text.setdefault(text, []).append(i)
    for text, score, _ in Nearest(by_text).find(q, limit=limit * 3, cutoff=70):
        for i in by_text[text]:
            ranked[i] = max(ranked[i], float(score))
    order = sorted((i for i, s in ranked.items() if s > 0), key=lambda i: (-ranked[i], i))
    return [entries[i] for i in order[:limit]]
