"""What `judge resolve`, `judge explore` and `judge schema` do, as functions the CLI and
the web layer can call. Each returns ``(exit_code, output)``.

Exit codes: 0 resolved (and the scenario's expectations hold), 1 expectations fail,
2 invalid scenario (errors with JSON pointers), 3 unanswered prompt (strict mode; the
prompt's options are listed; a prompt the scenario leaves open on purpose,
``expect.open_prompt``, ends the run instead and is checked like any expectation), 4 an action was refused (and the scenario did not expect
it), 5 the scenario needs a card ability or rule the engine does not encode yet.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from judge.expect import check
from judge.i18n import LANGS, fields
from judge.kernel import EngineLimit, NotSupported, UnansweredPrompt, dumps, explore
from judge.kernel.choices import InvalidAnswer

OK, EXPECTATION_FAILED, INVALID, UNANSWERED, REFUSED, UNSUPPORTED = 0, 1, 2, 3, 4, 5


def schema() -> dict:
    """The scenario JSON Schema: every game's board and actions (a union keyed by ``game``)."""
    from judge.games import scenario_schema

    return scenario_schema()


def schema_json() -> tuple[int, str]:
    return OK, json.dumps(schema(), ensure_ascii=False, indent=1)


def resolve_data(data, langs: tuple[str, ...] = LANGS) -> tuple[int, dict]:
    """Resolve a decoded scenario document; returns (exit code, JSON-able result) with each
    step's explanation in ``langs`` (every language; none where only the verdict is read)."""
    from scenarios.loader import ScenarioError, parse
    from judge.games import spec

    try:
        scenario = parse(data)
    except ScenarioError as e:
        return INVALID, {"error": "invalid-scenario", "errors": e.errors}
    try:
        result = spec(scenario.game).resolve(scenario).to_dict(langs)
    except UnansweredPrompt as e:
        return UNANSWERED, {"error": "unanswered-prompt", "prompt": e.prompt.to_dict()}
    except InvalidAnswer as e:
        return INVALID, {
            "error": "invalid-answer",
            "errors": [{"pointer": "/choices", "message": str(e)}],
            "prompt": e.prompt.to_dict(),
        }
    except (NotSupported, EngineLimit) as e:
        return UNSUPPORTED, {"error": "not-supported", "message": str(e)}
    failures = check(scenario.expect, result)
    result["expect"] = None if scenario.expect is None else {"passed": not failures, "failures": failures}
    if failures:
        return EXPECTATION_FAILED, result
    expected_refusal = scenario.expect is not None and scenario.expect.refused is not None
    if result["outcome"] == "refused" and not expected_refusal:
        return REFUSED, result
    return OK, result


def _read(path: str | Path) -> tuple[object | None, dict | None]:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8")), None
    except OSError as e:
        from scenarios.messages.text import unreadable

        said = unreadable(path, e)
        return None, {"error": "invalid-scenario", "errors": [
            {"pointer": "", **fields(said)}]}
    except json.JSONDecodeError as e:
        from scenarios.messages import json_error

        said = json_error(e.msg, e.lineno, e.colno)
        return None, {"error": "invalid-scenario", "errors": [
            {"pointer": "", **fields(said)}]}


def _in_german_too(code: int, out: dict, data) -> dict:
    """An invalid scenario's errors with their German wording and labels, as the service gives
    them (``scenarios.messages.worded``); ``resolve_data`` itself stays English-only and fast."""
    if code == INVALID and data is not None and out.get("errors"):
        from scenarios.messages import worded

        out = {**out, "errors": worded(list(out["errors"]), data)}
    return out


def resolve_file(path: str | Path, as_json: bool = False) -> tuple[int, str]:
    """`judge resolve FILE [--json]`."""
    data, error = _read(path)
    code, out = (INVALID, error) if error else resolve_data(data)
    out = _in_german_too(code, out, data)
    return code, dumps(out) if as_json else render_text(code, out)


def explore_data(data, max_runs: int = 64, budget_s: float | None = None) -> tuple[int, dict]:
    """Follow every answer to the prompts the scenario leaves open (at most ``max_runs`` runs
    and, if given, ``budget_s`` seconds: the service's time budget)."""
    from scenarios.loader import ScenarioError, parse
    from judge.games import spec

    try:
        scenario = parse(data)
    except ScenarioError as e:
        return INVALID, {"error": "invalid-scenario", "errors": e.errors}
    resolve = spec(scenario.game).resolve

    def run(extra):
        result = resolve(scenario, extra)
        return result.summary(), result.choices

    try:
        found = explore(run, max_runs=max_runs, budget_s=budget_s)
    except InvalidAnswer as e:
        return INVALID, {"error": "invalid-answer", "errors": [{"pointer": "/choices", "message": str(e)}],
                         "prompt": e.prompt.to_dict()}
    except (NotSupported, EngineLimit) as e:
        return UNSUPPORTED, {"error": "not-supported", "message": str(e)}
    return OK, found.to_dict()


def explore_file(path: str | Path, as_json: bool = False, max_runs: int = 64) -> tuple[int, str]:
    """`judge explore FILE [--json] [--max-runs N]`."""
    data, error = _read(path)
    code, out = (INVALID, error) if error else explore_data(data, max_runs)
    out = _in_german_too(code, out, data)
    if as_json or code != OK:
        return code, dumps(out) if as_json else render_text(code, out)
    lines = [
        f"{len(out['outcomes'])} distinct outcome(s) from {out['runs']} run(s)"
        + ((f" — stopped after {out['runs']} runs by the time budget, more branches remain"
            if out.get("stopped_by") == "time" else f" — capped at {out['max_runs']} runs, more branches remain")
           if out["capped"] else "")
    ]
    from judge.games import spec

    describe = spec(data["game"]).describe_player
    differing = differences([o["result"]["final_state"] for o in out["outcomes"]])
    for n, o in enumerate(out["outcomes"], 1):
        r = o["result"]
        players = ", ".join(describe(p, d) for p, d in r["final_state"]["players"].items())
        lines.append(f"\n#{n} {r['outcome']}" + (f" (winner {r['winner']})" if r["winner"] else "") + f" — {players}")
        for key, values in differing.items():
            lines.append(f"   {key} = {values[n - 1]!r}")
        for path_ in o["choices"]:
            lines.append("   via " + (" → ".join(f"{c['prompt']} = {c['answer']}" for c in path_) or "(no choices)"))
    return code, "\n".join(lines)


def _flatten(node, prefix: str = "") -> dict:
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            out.update(_flatten(v, f"{prefix}{k}."))
        return out
    return {prefix.rstrip("."): node}


def differences(states: list[dict]) -> dict[str, list]:
    """The state paths whose values differ between outcomes: what "it depends" on."""
    flat = [_flatten(s) for s in states]
    keys = sorted({k for f in flat for k in f})
    return {k: [f.get(k) for f in flat] for k in keys if len({repr(f.get(k)) for f in flat}) > 1}


def _short(value) -> str:
    """A changed value for a table cell: items of a stack by their labels."""
    if isinstance(value, list) and value and all(isinstance(v, dict) and "label" in v for v in value):
        return "[" + ", ".join(v["label"] for v in value) + "]"
    return str(value)


def _round(ctx: dict) -> str:
    """The game's context of a step (round state, who may act, the stack), if it has one."""
    parts = [ctx.get("state", "")]
    if ctx.get("priority"):
        parts.append(f"P: {ctx['priority']}")
    if ctx.get("focus"):
        parts.append(f"F: {ctx['focus']}")
    chain = " ← ".join(i["label"] for i in ctx.get("chain") or [])
    return " · ".join(p for p in parts if p) + (f"\nchain: {chain}" if chain else "")


def render_text(code: int, out: dict) -> str:
    """A readable report: errors, or the trace as a table plus the outcome."""
    if "error" in out:
        if out["error"] == "unanswered-prompt":
            p = out["prompt"]
            opts = "\n".join(
                f"  - {o['key']}" + (f"  ({o['label']})" if o["label"] != o["key"] else "") for o in p["options"]
            )
            return (
                f"Unanswered prompt {p['id']!r} for {p['chooser']}: {p['question']['en']}\n"
                f"({p['question']['de']})\nOptions:\n{opts}\n"
                f'Add an answer to "choices" (in order, or {{"{p["id"]}": ...}}), or run `judge explore`.'
            )
        if out["error"] == "not-supported":
            return f"Not supported yet: {out['message']}"
        from scenarios.messages.text import INVALID_SCENARIO as heading

        return f"{heading['en']} / {heading['de']}:\n" + "\n".join(
            f"  {e['pointer'] or '/'}: {e['message']}" + (f"\n    {e['message_de']}" if e.get("message_de") else "")
            for e in out["errors"])
    from rich.console import Console
    from rich.table import Table

    with_context = any("context" in s for s in out["steps"])
    columns = ["#", "step", "window", "event", "what happened (en / de)", "changes", "cites"]
    if with_context:
        columns.insert(4, "round · priority · chain")
    table = Table(*columns, show_lines=False)
    for s in out["steps"]:
        changes = "\n".join(f"{c['path']}: {_short(c['before'])} → {_short(c['after'])}" for c in s["changes"])
        row = [
            str(s["seq"]),
            s["step"],
            s["window"] or "",
            s["event"],
            f"{s['explain']['en']}\n[dim]{s['explain']['de']}[/dim]",
            changes,
            "\n".join(s["cites"] + [f"FAQ {f}" for f in s["faq"]]),
        ]
        if with_context:
            row.insert(4, _round(s.get("context") or {}))
        table.add_row(*row)
    buf = io.StringIO()
    console = Console(file=buf, width=200, highlight=False, soft_wrap=False)
    console.print(table)
    console.print(f"outcome: {out['outcome']}" + (f" (winner {out['winner']})" if out["winner"] else ""), markup=False)
    fs = out.get("final_state") or {}
    if "round_state" in fs:  # a game with a stack: where things stand now
        chain = " ← ".join(fs.get("chain") or []) or "empty"
        console.print(f"now: {fs['round_state']} · priority {fs.get('priority') or '-'} · focus {fs.get('focus') or '-'}"
                      f" · chain (oldest first): {chain}", markup=False)
    if out.get("open_prompt"):  # the scenario leaves this prompt open on purpose
        p = out["open_prompt"]
        opts = ", ".join(o["key"] + (f" ({o['label']})" if o["label"] != o["key"] else "") for o in p["options"])
        console.print(f"open prompt {p['id']!r} for {p['chooser']}: {p['question'].get('en', '')} — options: {opts}",
                      markup=False)
    if out["refused"]:
        r = out["refused"]
        console.print(f"refused: action {r['action']} ({r['type']}) — {r['message']['en']} [{r['rule']}]", markup=False)
    if out.get("expect"):
        e = out["expect"]
        console.print(
            "expectations: " + ("passed" if e["passed"] else "FAILED\n  " + "\n  ".join(e["failures"])), markup=False
        )
    if out.get("unused_answers"):
        console.print(f"unused answers: {out['unused_answers']}", markup=False)
    return buf.getvalue().rstrip("\n")
