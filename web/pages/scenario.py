"""The scenario pages: the editor (``/scenario``: validate with inline errors, the board
drawn server-side) and the trace view (``/trace``: the timeline of a resolved scenario, or
the explorer's outcomes side by side). Both work without JavaScript."""

from __future__ import annotations

import base64
import binascii
import re

from flask import Blueprint, g, render_template, request

from scenarios.messages import worded

from ..core import builtin, engine
from .jsonpos import line_of, pointer_lines
from ..i18n import title_in, translator
from ..i18n.catalogue import N_, answer, said
from ..i18n.trace import failure_text
from .scenario_views import board_view, outcomes_view, prompt_view, prompts_view, refused_text, timeline
from .trace_text import Localizer, card_names

scenario_pages = Blueprint("scenario_pages", __name__)
DEFAULT_EXAMPLE = "examples/keyforge/tolas-bad-penny.json"
ACTIONS = ("validate", "resolve", "explore", "edit")
SHARED = re.compile(r"[A-Za-z0-9_-]*={0,2}")  # base64url, padding optional


def decode_shared(s: str) -> tuple[str | None, str | None]:
    """A shared scenario (``?s=``: base64url of the UTF-8 JSON text) → (text, None), or
    (None, the i18n key saying what is wrong). Only decoded: the text is then validated like
    any posted scenario, never evaluated."""
    s = s.strip()
    if not s or not SHARED.fullmatch(s):
        return None, "b_share_bad_base64"
    try:
        raw = base64.urlsafe_b64decode(s.rstrip("=") + "=" * (-len(s.rstrip("=")) % 4))
    except (binascii.Error, ValueError):
        return None, "b_share_bad_base64"
    try:
        return raw.decode("utf-8"), None
    except UnicodeDecodeError:
        return None, "b_share_bad_utf8"


def _ui() -> str:
    return getattr(g, "ui", "de")


def validate(text: str) -> tuple[object | None, list[dict], object]:
    """Editor text → (validated scenario or None, errors with pointer/line, decoded data)."""
    data, errors = engine.decode(text)
    if errors:
        return None, [shown(e) for e in errors], None
    try:
        from scenarios.loader import ScenarioError, parse

        scenario = parse(data)
        return scenario, [], data
    except ScenarioError as e:  # type errors and unknown cards together, worded for people
        errors = [dict(p) for p in e.people]
    except Exception as e:  # a broken engine is reported, never shown as a traceback
        errors = [{"pointer": "", **answer(said(N_("Die Engine konnte das Szenario nicht prüfen ({error})"),
                                                error=type(e).__name__))}]
    lines = pointer_lines(text)
    for err in errors:
        err.setdefault("line", line_of(err.get("pointer"), lines))
    return None, [shown(e) for e in errors], data


def shown(err: dict) -> dict:
    """An error as the page shows it, in the interface's language: ``where`` (the field's
    label), ``text`` (what is wrong) and ``mark`` (both, for the line's mark)."""
    own = "" if _ui() == "en" else "_" + _ui()  # label_de, message_pl, …; English has no suffix
    where = err.get("label" + own) or ""
    text = err.get("message" + own) or err.get("message", "")
    return dict(err, where=where, text=text, mark=f"{where}: {text}" if where else text)


def _builtin_choices() -> list[dict]:
    ui = _ui()
    return [{"path": e.path, "title": title_in(e.title, ui)[0] or e.path, "lang": title_in(e.title, ui)[1]}
            for e in builtin.entries() if not e.error]


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
            marks.setdefault(e["line"], []).append(e["mark"])
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


def scenario_title(data, source: str | None, ui: str) -> dict:
    """The scenario's title for the heading: in German UI, an English title of a scenario that
    replays an FAQ entry gives way to the German FAQ question (the scenario's own title is
    kept beside it, marked as English); otherwise the title as written, with its language."""
    title = data.get("title") if isinstance(data, dict) and isinstance(data.get("title"), str) else None
    title, lang = title_in(title, ui)  # a bilingual title: the page's half
    view = {"title": title, "title_lang": lang if lang and lang != ui else None, "title_faq": None}
    faq = [f for f in (data.get("faq") or []) if isinstance(f, str)] if isinstance(data, dict) else []
    if ui == "de" and lang == "en" and faq:
        from rules_index.index import load

        index = load()
        for fid in faq:
            rule = index.get(fid)
            if rule is not None and rule.text().lang != "de" and rule.twin in index.rules:
                rule = index[rule.twin]
            if rule is not None and rule.text().lang == "de":
                question = " ".join(rule.text().title.split())
                if len(question) > 120:  # the question itself: the last sentence of the entry's title
                    question = re.split(r"(?<=[.!?])\s+", question)[-1]
                view["title_faq"] = {"id": rule.id, "text": question}
                break
    return view


def _trace_page(text: str, data, source: str | None, explore: bool, shared: str | None = None):
    """Resolve (or explore) decoded data and render the trace view (``shared``: the ``?s=``
    it came from, for the link back to the builder)."""
    ui = _ui()
    status, out = engine.explore(data) if explore else engine.resolve(data)
    game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None
    loc = Localizer(card_names(game, data), game)
    view = {"source": source, "text": text, "status": status, "out": out, "explore": explore and status == 200,
            "shared": shared, "game": game,
            **scenario_title(data, source, ui),
            "faq": [f for f in (data.get("faq") or []) if isinstance(f, str)] if isinstance(data, dict) else [],
            "edition": data.get("edition") if isinstance(data, dict) else None,
            "error_message": (out.get("message_" + ui) if ui != "en" else None) or out.get("message")
            if status not in (200, 422) else None,
            "errors": [shown(e) for e in worded(out.get("errors") or [], data)] if status == 400 else []}
    if status == 200 and explore:
        view["outcomes"] = outcomes_view(out, ui, loc)
        view["prompts"] = prompts_view(out, ui, loc)
    elif status == 200:
        view["timeline"] = timeline(out, ui, game or "keyforge", loc, data)
        view["rules"] = out.get("rules") or {}
        view["refused"] = refused_text(out["refused"], ui, loc) if out.get("refused") else None
        view["failures"] = [failure_text(f, ui) for f in (out.get("expect") or {}).get("failures") or []]
    elif status == 422:
        view["prompt"] = prompt_view(out.get("prompt") or {}, ui, loc)
    if status == 200 and explore:
        view["failures"] = [failure_text(f, ui) for f in (out.get("expect") or {}).get("failures") or []]
    page_status = 200 if status in (200, 422) else status
    return render_template("trace.html", **view), page_status


def run_posted(text: str, action: str):
    scenario, errors, data = validate(text)
    if scenario is None:
        return editor(text, None, checked=True, status=400)
    return _trace_page(text, data, None, explore=action == "explore" or scenario.mode == "explore")


def shared_trace(s: str):
    """``/trace?s=…``: a scenario shared by link (the builder's), decoded and validated like a
    posted one; what is wrong is shown on the trace page, in the interface's language."""
    t, _ = translator(_ui())
    text, problem = decode_shared(s)
    scenario, errors, data = validate(text) if text is not None else (None, [], None)
    if scenario is None:
        game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None
        view = {"source": None, "text": text or "", "status": 400, "out": {}, "explore": False, "shared": None,
                "game": game, "title": None, "title_lang": None, "title_faq": None, "faq": [], "edition": None,
                "error_message": t(problem or "b_share_invalid"), "errors": errors}
        return render_template("trace.html", **view), 400
    explore = scenario.mode == "explore" or request.args.get("explore") in ("1", "true", "yes")
    return _trace_page(text, data, None, explore, shared=s)


@scenario_pages.get("/trace")
def trace_view():
    if request.args.get("s") is not None and not request.args.get("scenario"):
        return shared_trace(request.args["s"])
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
