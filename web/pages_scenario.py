"""The scenario pages: the editor (``/scenario``: validate with inline errors, the board
drawn server-side) and the trace view (``/trace``: the timeline of a resolved scenario, or
the explorer's outcomes side by side). Both work without JavaScript."""

from __future__ import annotations

from flask import Blueprint, g, render_template, request

from . import builtin, engine
from .jsonpos import line_of, pointer_lines
from .scenario_views import board_view, outcomes_view, prompts_view, timeline

scenario_pages = Blueprint("scenario_pages", __name__)
DEFAULT_EXAMPLE = "examples/keyforge/tolas-bad-penny.json"
ACTIONS = ("validate", "resolve", "explore", "edit")


def _ui() -> str:
    return getattr(g, "ui", "de")


def validate(text: str) -> tuple[object | None, list[dict], object]:
    """Editor text → (validated scenario or None, errors with pointer/line, decoded data)."""
    data, errors = engine.decode(text)
    if errors:
        return None, errors, None
    try:
        from scenarios.loader import ScenarioError, parse

        scenario = parse(data)
        return scenario, [], data
    except ScenarioError as e:  # type errors and unknown cards together (scenarios.loader)
        errors = list(e.errors)
    except Exception as e:  # a broken engine is reported, never shown as a traceback
        errors = [{"pointer": "", "message": f"the engine could not validate the scenario ({type(e).__name__})"}]
    lines = pointer_lines(text)
    for err in errors:
        err.setdefault("line", line_of(err.get("pointer"), lines))
    return None, errors, data


def _builtin_choices() -> list[dict]:
    return [{"path": e.path, "title": e.title or e.path} for e in builtin.entries() if not e.error]


def editor(text: str, source: str | None = None, checked: bool = False, status: int = 200, note: str | None = None):
    scenario, errors, _ = validate(text)
    board = None
    if scenario is not None:
        try:
            board = board_view(scenario)
        except Exception:  # the drawing is an aid; never fail the page for it
            board = None
    lines = text.count("\n") + 1
    marks: dict[int, list[str]] = {}
    for e in errors:
        if e.get("line"):
            marks.setdefault(e["line"], []).append(e["message"])
    return render_template("scenario.html", text=text, source=source, errors=errors, checked=checked,
                           board=board, lines=lines, marks=marks, builtins=_builtin_choices(),
                           note=note), status


@scenario_pages.get("/scenario")
def scenario_editor():
    source = request.args.get("from") or None
    if source:
        text = builtin.read_text(source)
        if text is None:
            return render_template("scenario_missing.html", path=source, nearest=builtin.nearest(source)), 404
        return editor(text, source)
    return editor(builtin.read_text(DEFAULT_EXAMPLE) or "{}", DEFAULT_EXAMPLE)


@scenario_pages.post("/scenario")
def scenario_check():
    text = request.form.get("scenario", "")
    source = request.form.get("source") or None
    action = request.form.get("action", "validate")
    if action in ("resolve", "explore"):
        return run_posted(text, action)
    return editor(text, source, checked=action == "validate")


def _trace_page(text: str, data, source: str | None, explore: bool):
    """Resolve (or explore) decoded data and render the trace view."""
    ui = _ui()
    status, out = engine.explore(data) if explore else engine.resolve(data)
    view = {"source": source, "text": text, "status": status, "out": out, "explore": explore and status == 200,
            "title": data.get("title") if isinstance(data, dict) else None,
            "faq": [f for f in (data.get("faq") or []) if isinstance(f, str)] if isinstance(data, dict) else [],
            "edition": data.get("edition") if isinstance(data, dict) else None}
    if status == 200 and explore:
        view["outcomes"] = outcomes_view(out)
        view["prompts"] = prompts_view(out, ui)
    elif status == 200:
        game = data.get("game") if isinstance(data, dict) else None
        view["timeline"] = timeline(out, ui, game or "keyforge")
        view["rules"] = out.get("rules") or {}
    page_status = 200 if status in (200, 422) else status
    return render_template("trace.html", **view), page_status


def run_posted(text: str, action: str):
    scenario, errors, data = validate(text)
    if scenario is None:
        return editor(text, None, checked=True, status=400)
    return _trace_page(text, data, None, explore=action == "explore" or scenario.mode == "explore")


@scenario_pages.get("/trace")
def trace_view():
    path = request.args.get("scenario") or ""
    entry = builtin.get(path)
    if entry is None:
        return render_template("scenario_missing.html", path=path, nearest=builtin.nearest(path) if path else []), 404
    text = builtin.read_text(entry.path) or ""
    data = builtin.read(entry.path)
    if data is None:
        return editor(text, entry.path, checked=True, status=400)
    explore = entry.mode == "explore" or request.args.get("explore") in ("1", "true", "yes")
    return _trace_page(text, data, entry.path, explore)


@scenario_pages.post("/trace")
def trace_posted():
    action = request.form.get("action", "resolve")
    return run_posted(request.form.get("scenario", ""), "explore" if action == "explore" else "resolve")
