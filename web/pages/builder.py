"""The scenario builder (``/scenario/new?game=…``): a judge at the table builds a scenario
from the game's blank board by tapping and typing — cards found by name in any language,
counters, the legal next actions offered by the engine (``/api/v1/actions``), prompts
answered — runs it and shares it as a link (``?s=``: base64url of the scenario's UTF-8 JSON).

The page is drawn by the native ES modules under ``web/static/builder/`` (entry ``main.js``;
the state and the operations on it: ``model.js``; what it offers on each game's board:
``games.js``) from the scenario JSON the server puts into the page's JSON textarea (the
blank board, or the shared scenario decoded and validated); without JavaScript the textarea
can still be edited, run and opened in the editor.
``POST /scenario/new/check`` validates the builder's JSON as the editor does (errors at the
field, with lines) and names the cards it shows. Nothing from a request is evaluated.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from flask import Blueprint, g, jsonify, render_template, request

from judge.games import names as game_names
from judge.games import spec

from ..i18n import STRINGS, translator
from ..i18n.builder import BUILDER_STRINGS
from .scenario import decode_shared, validate

builder_pages = Blueprint("builder_pages", __name__)
GAME_LABELS = {"keyforge": "KeyForge", "riftbound": "Riftbound", "ascension": "Ascension",
               "shards": "Shards of Infinity"}
#: the shared texts the builder's script shows besides its own ``b_`` keys
REUSED = ("amber", "keys", "chains", "house", "hand", "battleline", "artifacts", "discard", "archives", "trash",
          "base", "damage", "power", "armor", "might", "energy", "points", "runes", "strength", "honor",
          "honor_pool", "health", "mastery", "gems", "macht", "constructs", "champions_in_play", "center_row",
          "void", "first_turn", "phase", "phase_start", "phase_action", "st_exhausted", "st_stunned", "st_ward",
          "st_enraged", "st_buff", "outcome", "winner", "steps_count", "refused", "unanswered", "errors_found",
          "at_line", "did_you_mean", "not_supported", "engine_error", "open_in_editor", "options",
          "outcome_completed", "outcome_won", "outcome_refused", "outcome_open-prompt", "deck", "played", "empty")
MAX_NAMES = 60  # card names looked up per check
MAX_BODY_TEXT = 200_000  # characters of JSON a check takes (the app caps bodies at 256 KB anyway)


@cache
def _modules() -> tuple[str, ...]:
    """The builder's modules (``static/builder/*.js``): the page names each in a modulepreload
    link, so that the browser fetches them at once instead of one import level after the other."""
    return tuple(sorted(p.name for p in (Path(__file__).parents[1] / "static" / "builder").glob("*.js")))


def _ui() -> str:
    return getattr(g, "ui", "de")


def _texts(ui: str) -> dict[str, str]:
    """What the script shows, in the interface's language (houses for the house picker)."""
    from ..i18n.catalogue import tr
    from ..i18n.trace import ACTION_TYPES, HOUSES

    t, _ = translator(ui)
    out = {k: t(k) for k in (*BUILDER_STRINGS, *REUSED) if k in STRINGS}
    out.update({f"house_{k}": tr(ui, v) for k, v in HOUSES.items() if " " not in k})
    out.update({f"act_{k}": tr(ui, v) for k, v in ACTION_TYPES.items()})
    return out


def _pretty(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False)


def _shown_errors(errors: list[dict]) -> list[dict]:
    keep = ("pointer", "where", "text", "line", "nearest")
    return [{k: e.get(k) for k in keep if e.get(k) not in (None, "", [])} for e in errors]


@builder_pages.get("/scenario/new")
def builder_page():
    ui = _ui()
    t, _ = translator(ui)
    game = request.args.get("game") or None
    shared = request.args.get("s")
    notice, errors, text = None, [], None
    if shared is not None:
        decoded, problem = decode_shared(shared)
        if problem:
            notice = t(problem)
        else:
            _, errors, data = validate(decoded)
            if isinstance(data, dict):
                text = _pretty(data)
                _, errors, _ = validate(text)  # again, so that the lines are those of the text shown
                if isinstance(data.get("game"), str) and data["game"] in game_names():
                    game = data["game"]
            else:
                text = decoded
    status = 200
    if game not in game_names():
        if game is not None:
            notice, status = t("b_unknown_game"), 400
        return render_template("builder.html", game=None, games=GAME_LABELS, notice=notice, text="", errors=[],
                               texts={}), status
    if text is None:
        text = _pretty(spec(game).blank())
    return render_template("builder.html", game=game, game_label=GAME_LABELS[game], games=GAME_LABELS,
                           notice=notice, text=text, errors=_shown_errors(errors), texts=_texts(ui),
                           modules=_modules(), status=status)


def _card_facts(game: str, wanted: list[str]) -> dict[str, dict]:
    """The library entries of card names as the scenario writes them (exact name, any
    language, case-insensitive): names by language, type and stats, for the drawing."""
    found: dict[str, dict] = {}
    finder = spec(game).find_cards
    for name in wanted[:MAX_NAMES]:
        if not isinstance(name, str) or not name.strip() or len(name) > 120:
            continue
        key = name.casefold()
        try:
            hits = finder(name, 5)
        except Exception:  # names are an aid; never fail the check for them
            continue
        for c in hits:
            spelled = {c.get("name", "").casefold(), *(v.casefold() for v in (c.get("names") or {}).values())}
            if key in spelled:
                found[name] = {k: c.get(k) for k in ("name", "names", "type", "stats", "house", "domain", "faction")
                               if c.get(k) is not None}
                break
    return found


@builder_pages.post("/scenario/new/check")
def builder_check():
    """The builder's JSON validated as the editor validates it: ``valid``, ``errors`` (the
    field's label, the problem, the JSON pointer, the line of the text), ``data`` (the decoded
    document, or null when the text is not JSON) and ``cards`` (facts of the names asked
    for in ``names``)."""
    body = request.get_json(silent=True)
    if not isinstance(body, dict) or not isinstance(body.get("text"), str) or len(body["text"]) > MAX_BODY_TEXT:
        t, _ = translator(_ui())
        return jsonify({"valid": False, "data": None, "cards": {},
                        "errors": [{"pointer": "", "text": t("http_400")}]}), 400
    scenario, errors, data = validate(body["text"])
    game = data.get("game") if isinstance(data, dict) else None
    wanted = [n for n in (body.get("names") or []) if isinstance(n, str)] if isinstance(body.get("names"), list) else []
    cards = _card_facts(game, wanted) if game in game_names() and wanted else {}
    return jsonify({"valid": scenario is not None, "errors": _shown_errors(errors), "data": data, "cards": cards})
