"""The engine behind the API and the pages: resolve, explore and regress scenario
documents (``judge.commands``), annotate the citations with the rule texts, and turn
every failure into data — never a traceback.

Each call returns ``(status, body)``: the HTTP status the API answers with and a JSON-able
dict. Exit codes of ``judge.commands`` map to statuses: 0/1/4 → 200 (a trace: completed,
expectations failed, or refused), 2 → 400 (errors with JSON pointers), 3 → 422 (the
unanswered prompt and its options), 5 → 501 (not supported yet). Anything the engine
raises unexpectedly → 500 ``engine_error`` (logged, not shown).
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from judge.i18n import LANGS
from rules_index.index import load as load_index
from scenarios.messages import worded
from scenarios.messages.text import NOT_UTF8, TOO_DEEP

from ..i18n.catalogue import N_, NN_, answer, in_languages, said

log = logging.getLogger(__name__)
STATUS = {0: 200, 1: 200, 2: 400, 3: 422, 4: 200, 5: 501}
ERROR_CODES = {2: "invalid_scenario", 3: "unanswered_prompt", 5: "not_supported"}
RULE_TEXT_MAX = 420


MAX_INT_DIGITS = 15  # no count in any game comes near; a longer literal is an error at its field


class _TooLong:
    def __init__(self, digits: int):
        self.digits = digits


def _parse_int(s: str):
    digits = len(s.lstrip("-"))
    return _TooLong(digits) if digits > MAX_INT_DIGITS else int(s)


def _too_long(node: Any, path: str = "") -> list[dict]:
    """Pointers of the integer literals too long to be a number of the game."""
    if isinstance(node, _TooLong):
        return [{"pointer": path, **answer(said(NN_("Zahl zu groß: {n} Ziffern (höchstens {most})",
                                                    "Zahl zu groß: {n} Ziffern (höchstens {most})"),
                                                n=node.digits, most=MAX_INT_DIGITS))}]
    if isinstance(node, dict):
        return [e for k, v in node.items() for e in _too_long(v, f"{path}/{str(k).replace('~', '~0').replace('/', '~1')}")]
    if isinstance(node, list):
        return [e for i, v in enumerate(node) for e in _too_long(v, f"{path}/{i}")]
    return []


def decode(raw: bytes | str) -> tuple[Any, list[dict] | None]:
    """Request text → JSON document, or an error list pointing at the document root (or at the
    field holding an integer literal too long to be a number; Python refuses to convert
    literals over 4,300 digits at all, which must not surface as a 500)."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        data = json.loads(text, parse_int=_parse_int)
        errors = _too_long(data)
        return (None, errors) if errors else (data, None)
    except UnicodeDecodeError:
        return None, [{"pointer": "", **answer(NOT_UTF8)}]
    except RecursionError:
        return None, [{"pointer": "", **answer(TOO_DEEP)}]
    except json.JSONDecodeError as e:
        from scenarios.messages import json_error

        return None, [{"pointer": "", **answer(json_error(e.msg, e.lineno, e.colno)), "line": e.lineno}]


def _engine_failure(what: str, e: Exception) -> tuple[int, dict]:
    log.exception("engine failure during %s", what)
    return 500, {"error": "engine_error",
                 **answer(said(N_("Die Engine ist bei {what} gescheitert ({error})."), what=what, error=type(e).__name__))}


def _errors_out(code: int, out: dict, data: Any) -> dict:
    errors = worded(list(out.get("errors") or []), data)
    first = errors[0] if errors else {}
    pointer, labels = first.get("pointer") or "/", in_languages(first, "label")
    # the place: in English the pointer, in another language the field's label and the pointer
    where = {lang: f"{labels[lang]} ({pointer})" if lang != "en" and labels.get(lang) else pointer for lang in LANGS}
    text = said(NN_("Ungültiges Szenario: {n} Fehler; der erste bei {where}: {message}",
                     "Ungültiges Szenario: {n} Fehler; der erste bei {where}: {message}"),
                 n=len(errors), where=where, message=in_languages(first, "message"))
    body = {"error": "invalid_scenario" if out.get("error") == "invalid-scenario" else out.get("error", "invalid"),
            **answer(text),
            "pointer": first.get("pointer"), "nearest": first.get("nearest") or [], "errors": errors}
    if out.get("prompt"):
        body["prompt"] = out["prompt"]
    return body


_NOTES: dict[tuple[str, str | None], dict] = {}
_NOTES_OF: list = [None]  # the index the notes were made from (a reloaded index starts afresh)


def rule_note(rule_id: str, lang: str | None = None) -> dict:
    """Title and (shortened) text of a cited rule, for links and hover text, in ``lang`` where
    the rule has a text in it (else German, else Polish); made once per rule, language and index
    (every trace cites a dozen rules, most of them the same ones), a copy given."""
    index = load_index()
    if _NOTES_OF[0] is not index:
        _NOTES.clear()
        _NOTES_OF[0] = index
    note = _NOTES.get((rule_id, lang))
    if note is None:
        note = _NOTES[(rule_id, lang)] = _rule_note(index, rule_id, lang)
    return dict(note)


def _rule_note(index, rule_id: str, lang: str | None = None) -> dict:
    rule = index.get(rule_id)
    if rule is None:
        return {"id": rule_id, "known": False, "kind": None, "title": rule_id, "text": ""}
    t = rule.text(lang)
    body = " ".join(t.body.split())
    if len(body) > RULE_TEXT_MAX:
        body = body[:RULE_TEXT_MAX].rsplit(" ", 1)[0] + " …"
    return {"id": rule_id, "known": True, "kind": rule.kind, "title": " ".join(t.title.split()), "text": body,
            "lang": t.lang}


def annotate(result: dict) -> dict:
    """Every rule and FAQ ID the trace cites, with its title and text."""
    ids: list[str] = []
    for s in result.get("steps") or []:
        ids += list(s.get("cites") or []) + list(s.get("faq") or [])
    if result.get("refused") and result["refused"].get("rule"):
        ids.append(result["refused"]["rule"])
    return {i: rule_note(i) for i in dict.fromkeys(ids)}


def resolve(data: Any) -> tuple[int, dict]:
    """A scenario document → (HTTP status, annotated trace or error)."""
    try:
        from judge.commands import resolve_data

        code, out = resolve_data(data)
    except Exception as e:  # the engine must never leak a traceback to a client
        return _engine_failure("resolve", e)
    if code in (2,):
        return 400, _errors_out(code, out, data)
    if code == 3:
        p = out["prompt"]
        return 422, {"error": "unanswered_prompt",
                     **answer(said(N_("Unbeantwortete Frage {prompt} an {chooser}: {question}"), prompt=repr(p["id"]),
                                   chooser=p["chooser"], question=p["question"])),
                     "pointer": "/choices", "prompt": p}
    if code == 5:
        return 501, _not_supported(out)
    try:
        out = dict(out, exit_code=code, rules=annotate(out))
    except Exception as e:
        return _engine_failure("annotate", e)
    return 200, out


def _not_supported(out: dict) -> dict:
    """501: what the engine does not encode yet, said by the engine in English (``NotSupported``)."""
    return {"error": "not_supported", **answer(said(N_("Noch nicht unterstützt: {what}"), what=out.get("message", "")),
                                               english=out.get("message", "not supported yet"))}


#: a request explores for at most this long, then answers with what it found (marked capped)
EXPLORE_BUDGET_S = 10.0


def explore(data: Any, max_runs: int = 64) -> tuple[int, dict]:
    """Follow every answer to the open prompts → the distinct outcomes, the choices leading
    to each, and the state values they differ in (within ``max_runs`` runs and
    ``EXPLORE_BUDGET_S`` seconds)."""
    try:
        from judge.commands import differences, explore_data
        from judge.regress import match_outcomes

        code, out = explore_data(data, max_runs, budget_s=EXPLORE_BUDGET_S)
        if code == 0:
            states = [o["result"]["final_state"] for o in out["outcomes"]]
            out = dict(out, differences=differences(states), exit_code=code, expect=None)
            expected = ((data.get("expect") or {}).get("outcomes") or []) if isinstance(data, dict) else []
            if expected:
                failures = match_outcomes(expected, out["outcomes"])
                out["expect"] = {"passed": not failures, "failures": failures}
    except Exception as e:
        return _engine_failure("explore", e)
    if code == 2:
        return 400, _errors_out(code, out, data)
    if code == 5:
        return 501, _not_supported(out)
    if code != 0:
        message = str(out.get("message") or out.get("error"))  # the explorer's own English
        return 400, {"error": out.get("error", "invalid"),
                     **answer(said(N_("Das Szenario lässt sich nicht verzweigen: {why}"), why=message), english=message)}
    return 200, out


def run_document(data: Any, label: str) -> dict:
    """One regression case from a posted document (``judge.regress.run_data``)."""
    from judge.regress import run_data

    try:
        c = run_data(data, label)
    except Exception as e:  # an engine bug must not become a traceback for the client
        log.exception("engine failure in regress case %s", label)
        return {"ids": [label], "path": None, "game": "?", "edition": "?", "passed": False,
                "failures": [f"engine error: {type(e).__name__}"], "seconds": 0.0}
    return {"ids": c.ids, "path": None, "game": c.game, "edition": c.lang, "passed": c.passed,
            "failures": c.failures, "seconds": round(c.seconds, 4)}


#: posted regression documents run for at most this long per request; the rest are listed
#: as not run (a body of hundreds of long scenarios must not hold a worker for minutes)
REGRESS_BUDGET_S = 5.0


def run_documents(docs: list, budget_s: float = REGRESS_BUDGET_S) -> tuple[list[dict], list[str]]:
    """The posted documents as regression cases, in order, until the time budget is spent:
    (cases run, labels of the documents not run)."""
    deadline = time.monotonic() + budget_s
    cases: list[dict] = []
    for i, doc in enumerate(docs):
        if cases and time.monotonic() > deadline:
            return cases, [f"#{k}" for k in range(i, len(docs))]
        cases.append(run_document(doc, f"#{i}"))
    return cases, []


_builtin_cases: dict[tuple, dict] = {}


def run_builtin(paths: list[str]) -> list[dict]:
    """The built-in files as regression cases; each file's result is kept per file version
    (the corpus and the engine do not change while the service runs), so asking again for
    the whole corpus costs nothing."""
    from .builtin import ROOT

    cases = []
    for rel in paths:
        try:
            st = (ROOT / rel).stat()
            key = (rel, st.st_mtime_ns, st.st_size)
        except OSError:
            key = None
        case = _builtin_cases.get(key) if key else None
        if case is None:
            case = _run_builtin_case(rel)
            if key:
                _builtin_cases[key] = case
        cases.append(dict(case))
    return cases


def _run_builtin_case(rel: str) -> dict:
    from judge.regress import run_case

    from .builtin import ROOT

    try:
        c = run_case(ROOT / rel, ROOT)
        return {"ids": c.ids, "path": rel, "game": c.game, "edition": c.lang, "passed": c.passed,
                "failures": c.failures, "seconds": round(c.seconds, 4)}
    except Exception as e:
        log.exception("engine failure in regress case %s", rel)
        return {"ids": [rel], "path": rel, "game": "?", "edition": "?", "passed": False,
                "failures": [f"engine error: {type(e).__name__}"], "seconds": 0.0}


def summary(cases: list[dict], seconds: float, not_run: list[str] | None = None) -> dict:
    """The same figures as ``judge.regress.summary``: per covered ID."""
    ids = [(i, c["passed"]) for c in cases for i in c["ids"]]
    return {"total": len(ids), "passed": sum(1 for _, ok in ids if ok),
            "failed": [i for i, ok in ids if not ok], "seconds": round(seconds, 3), "cases": cases,
            "not_run": list(not_run or [])}


_summaries: dict[tuple, dict] = {}


def scenario_summary(path: str) -> dict | None:
    """Outcome, number of steps and whether the expectations passed, for a built-in file
    (cached per file version)."""
    from .builtin import ROOT, read

    try:
        st = (ROOT / path).stat()
    except OSError:
        return None
    key = (path, st.st_mtime_ns, st.st_size)
    if key not in _summaries:
        data = read(path)
        if data is None:
            return None
        if isinstance(data, dict) and data.get("mode") == "explore":
            status, out = explore(data)
            s = {"status": status, "outcome": "explored" if status == 200 else out.get("error"),
                 "steps": None, "outcomes": len(out.get("outcomes", [])) if status == 200 else None,
                 "expect_passed": (out.get("expect") or {}).get("passed") if status == 200 else False}
        else:
            status, out = resolve(data)
            s = {"status": status, "outcome": out.get("outcome") if status == 200 else out.get("error"),
                 "steps": len(out.get("steps", [])) if status == 200 else None, "outcomes": None,
                 "expect_passed": (out.get("expect") or {}).get("passed") if status == 200 else False}
        _summaries[key] = s
    return dict(_summaries[key])
