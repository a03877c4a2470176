"""The deck-check page: ``/decks/check`` — a judge pastes a Riftbound deck list and gets the
verdict by rb:101–103: legal, or each rule broken with the lines that break it (rule IDs link
to the rule). A plain form POST: the page works without JavaScript."""

from __future__ import annotations

from flask import Blueprint, render_template, request

from ..core.decks import deck_check, example_text, examples
from ..i18n.catalogue import N_, answer, said

deck_pages = Blueprint("deck_pages", __name__)
MODES = ("duel", "match", "ffa3", "2v2")
DEFAULT_EXAMPLE = "jinx-origins"


def _page(text: str, mode: str, result: dict | None = None, example: str | None = None, status: int = 200,
          missing: bool = False):
    return render_template("decks.html", text=text, mode=mode, modes=MODES, result=result, examples=examples(),
                           example=example or DEFAULT_EXAMPLE, missing=missing), status


@deck_pages.get("/decks/check")
def deck_check_page():
    """The form; ``?example=NAME`` fills it with a built-in list (``scenarios/decks/riftbound``)."""
    name = request.args.get("example")
    if name is None:
        return _page("", "")
    text = example_text(name)
    if text is None:
        return _page("", "", status=404, missing=True)
    return _page(text, "", example=name)


@deck_pages.post("/decks/check")
def deck_check_post():
    text = request.form.get("text", "")
    mode = request.form.get("mode", "")
    if mode not in MODES:
        mode = ""
    if not text.strip():
        return _page(text, mode, {"readable": False, "legal": None, "errors": [
            {"line": None, "text": "", **answer(said(N_("Die Liste nennt keine Karte")))}]})
    return _page(text, mode, deck_check(text, mode or None))
