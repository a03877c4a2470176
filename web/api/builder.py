"""The scenario-builder API: a blank board per game, the actions that may come next in a
scenario (the engine decides: ``judge.legal``), and each game's cards by name.

Request bodies are scenario documents, decoded and validated as /api/v1/resolve does
(errors with JSON pointers). Nothing from a request is evaluated or names a module.
"""

from __future__ import annotations

import logging
from functools import cache

from flask import jsonify
from flask_openapi3 import APIBlueprint, Tag
from flask_openapi3.utils import OPENAPI3_REF_PREFIX

from judge.games import spec

from ..core import engine
from ..i18n.catalogue import N_, answer, said
from .scenarios import SCENARIO_BODY, _document, reply
from ..core.card_text import shown_text
from .models import ErrorOut, InvalidScenarioOut
from .models_builder import ActionsOut, ActionsStopOut, BlankQuery, LibraryCardOut, LibraryOut, LibraryQuery

log = logging.getLogger(__name__)
builder_tag = Tag(name="builder", description="Build a scenario: blank boards, the legal next actions (decided by "
                                              "the engine), the cards of each game")
api_builder = APIBlueprint("api_builder", __name__, url_prefix="/api/v1")
BLANK_RESPONSE = {"description": "a scenario document with two players and nothing on the board; it resolves as it is",
                  "content": {"application/json": {"schema": {"$ref": f"{OPENAPI3_REF_PREFIX}/Scenario"}}}}


def _error(status: int, code: str, words: dict[str, str], **extra):
    """An error answer; ``words``: its ``message`` (English), ``message_de`` and ``message_pl``."""
    return reply(status, ErrorOut(error=code, **words, **extra).model_dump())


def _said_by(body: dict) -> dict[str, str]:
    """The words of a ``judge.legal`` stop, in every language it says them."""
    return {k: body[k] for k in ("message", "message_de", "message_pl") if body.get(k) is not None}


@api_builder.get("/blank", tags=[builder_tag], responses={200: BLANK_RESPONSE, 400: ErrorOut})
def blank(query: BlankQuery):
    """A blank scenario document of a game, to start building from: two players (alice and
    bob, alice's turn), sensible defaults (KeyForge: step 3 with Brobnar chosen; Riftbound: a
    duel with a base each and two battlefields), no cards, no actions."""
    return jsonify(spec(query.game).blank())


@api_builder.post("/actions", tags=[builder_tag], openapi_extensions=SCENARIO_BODY,
                  responses={200: ActionsOut, 400: InvalidScenarioOut, 409: ActionsStopOut, 413: ErrorOut,
                             500: ErrorOut, 501: ErrorOut, 503: ErrorOut})
def actions():
    """The actions that may come next: every candidate (play each card in hand, use each
    card in play, fight each target, move, acquire, end the turn …) is appended to the
    scenario's actions and resolved.

    200: `legal` (the run does not refuse it; a prompt it asks comes later), `refused` (with
    the rule the refusal cites and its explanation), `unsupported` (it needs a card ability
    the engine does not encode yet), `cut` (not tried: at most 60 candidates a call). 400:
    the scenario is invalid (JSON pointers). 409: the scenario's own actions already stop
    (refused, an unanswered prompt, unsupported, the game is over): where and why. 503:
    trying the candidates took longer than the time budget (3 s)."""
    from judge.legal import ActionsStop, InvalidDocument, NoCandidates, OverBudget, legal_actions

    data, err = _document()
    if err is not None:
        return err
    try:
        return jsonify(ActionsOut(**legal_actions(data)).model_dump())
    except InvalidDocument as e:
        return reply(400, engine._errors_out(2, e.body, data))
    except ActionsStop as e:
        body = dict(e.body, error="actions_stop")
        body["pointer"] = "/choices" if body["stop"] == "prompt" else \
            f"/actions/{body['action']}" if body.get("action") is not None else "/board"
        return reply(409, ActionsStopOut(**body).model_dump())
    except OverBudget as e:
        return _error(503, "time_budget_exceeded", _said_by(e.body))
    except NoCandidates as e:
        return _error(501, "not_supported", _said_by(e.body))
    except Exception as e:  # never a traceback for a client
        log.exception("engine failure listing the actions")
        return _error(500, "engine_error", answer(said(N_(
            "Die Engine ist beim Auflisten der Aktionen gescheitert ({error})"), error=type(e).__name__)))


@api_builder.get("/library", tags=[builder_tag], responses={200: LibraryOut, 400: ErrorOut})
def library(query: LibraryQuery):
    """Cards of a game matching a name: KeyForge through the card catalogue (English, German
    or Polish, misspelt, a word of the name; the sets the rulebooks cover), the other games
    from their card libraries by German or English name, misspelt names tolerated. `name`
    is what a scenario's board takes."""
    found = _with_parts_of_names(query.game, query.q, spec(query.game).find_cards(query.q, query.limit), query.limit)
    cards = [LibraryCardOut(**c).model_dump(exclude_none=True)
             | {"text": c.get("text"), "text_shown": shown_text(c.get("text"), query.game)} for c in found]
    return jsonify({"game": query.game, "query": query.q, "cards": cards})


@cache
def _all_cards(game: str) -> tuple[tuple[tuple[str, ...], dict], ...]:
    """Every card of a game's library with its names normalised (as ``find_cards`` gives them)."""
    from rules_index.cards import norm

    return tuple((tuple(norm(n) for n in {c["name"], *(c.get("names") or {}).values()} if n), c)
                 for c in spec(game).find_cards("", 1_000_000))


def _with_parts_of_names(game: str, q: str, found: list[dict], limit: int) -> list[dict]:
    """A name typed in part finds the card, in every game: the names that begin with it, then
    those that contain it, join the game's own hits (the KeyForge catalogue search matches
    whole words and misspellings only, so "Gizel" found no "Gizelharts Zorn")."""
    from rules_index.cards import norm

    q = norm(q or "")
    if not q:
        return found
    cards = _all_cards(game)
    exact = [c for c in found if any(n == q for n in _names(c, norm))]
    begins = [c for names, c in cards if any(n.startswith(q) for n in names)]
    contains = [c for names, c in cards if any(q in n for n in names)]
    out, seen = [], set()
    for c in exact + begins + found + contains:
        if c["name"] not in seen:
            seen.add(c["name"])
            out.append(c)
    return out[:limit]


def _names(card: dict, norm) -> list[str]:
    return [norm(n) for n in {card["name"], *(card.get("names") or {}).values()} if n]
