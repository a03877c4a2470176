"""The printable ruling: ``/trace/print?scenario=<built-in path>`` or ``?s=<shared scenario>``.

One A4 page for the event's records, in the interface's language: the question (the
scenario's title, or the FAQ question it replays), the published ruling where an FAQ entry
answers it, the outcome, the board as it was, every step of the trace on one line with its
timing window and the rules it applies, the rules cited with their headings, and the link
that reproduces it. The browser prints it or saves it as a PDF (``web/static/print.js``).
"""

from __future__ import annotations

import datetime
from urllib.parse import urlencode

from flask import Blueprint, render_template, request

from ..core import builtin, engine
from ..core.data import load

print_pages = Blueprint("print_pages", __name__)


def _steps(timeline: list[dict]) -> list[dict]:
    """The trace as one line per step: number, timing window (only where it changes, so that
    a run of steps in one window reads as a block), what happened, citations."""
    out, last = [], None
    for section in timeline:
        for w in section["windows"]:
            for s in w["steps"]:
                window = w["label"] if w["window"] else None
                out.append({"seq": s["seq"], "window": window if window != last else None,
                            "text": "".join(text for text, _ in s["explain"]), "lang": s["lang"],
                            "choice": s["choice"], "cites": [c["id"] for c in s["cites"]]})
                last = window
    return out


def _cited(steps: list[dict], ui: str) -> list[dict]:
    index = load()
    seen: list[str] = []
    for s in steps:
        seen += [c for c in s["cites"] if c not in seen]
    out = []
    for rid in seen:
        rule = index.get(rid)
        if rule is not None:
            t = rule.text(ui if ui in rule.texts else None)
            out.append({"id": rid, "title": t.title[:60], "lang": t.lang})
    return out


def _published(faq: list[str], ui: str) -> list[dict]:
    """The published answers of the FAQ entries the scenario replays (the ruling itself)."""
    index = load()
    out = []
    for fid in faq:
        rule = index.get(fid)
        if rule is not None:
            t = rule.text(ui if ui in rule.texts else None)
            out.append({"text": t.body, "lang": t.lang})
    return out


def print_view(data, source: str | None, share_url: str, back_url: str):
    from .scenario import _ui, scenario_title
    from .scenario_views import board_view, refused_text, timeline
    from .trace_text import Localizer, card_names

    from scenarios.loader import ScenarioError, parse

    ui = _ui()
    status, out = engine.resolve(data)
    game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None
    loc = Localizer(card_names(game, data), game)
    try:
        board = board_view(parse(data))
    except ScenarioError:
        board = None
    faq = [f for f in (data.get("faq") or []) if isinstance(f, str)] if isinstance(data, dict) else []
    steps = _steps(timeline(out, ui, game or "keyforge", loc, data)) if status == 200 else []
    view = {"status": status, "out": out, "board": board, "steps": steps, "cited": _cited(steps, ui),
            "final_lines": _published(faq, ui), "faq": faq, "game": game,
            "game_code": {"keyforge": "kf", "riftbound": "rb", "ascension": "asc", "shards": "soi"}.get(game or "", ""),
            "edition": data.get("edition") if isinstance(data, dict) else None,
            "refused": refused_text(out["refused"], ui, loc) if status == 200 and out.get("refused") else None,
            "error_message": (out.get("message_" + ui) if ui != "en" else None) or out.get("message"),
            "today": datetime.date.today().isoformat(), "share_url": share_url, "back_url": back_url,
            **scenario_title(data, source, ui)}
    return render_template("trace_print.html", **view), 200 if status in (200, 422) else status


@print_pages.get("/trace/print")
def trace_print():
    path = request.args.get("scenario") or ""
    shared = request.args.get("s")
    base = request.host_url.rstrip("/")
    if shared:
        from ..i18n import translator
        from .scenario import _ui, decode_shared, validate

        t, _ = translator(_ui())
        text, problem = decode_shared(shared)
        scenario, _errors, data = validate(text) if text is not None else (None, [], None)
        if scenario is None:  # said on the trace page, with the errors at their fields
            return render_template("error.html", code=400, message=t(problem or "b_share_invalid")), 400
        query = urlencode({"s": shared})
        return print_view(data, None, f"{base}/trace?{query}", f"/trace?{query}")
    entry = builtin.get(path)
    if entry is None:
        return render_template("scenario_missing.html", path=path, nearest=builtin.nearest(path) if path else []), 404
    data = builtin.read(entry.path)
    query = urlencode({"scenario": entry.path})
    return print_view(data, entry.path, f"{base}/trace?{query}", f"/trace?{query}")
