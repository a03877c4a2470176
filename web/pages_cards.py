"""The card pages: ``/cards`` finds a KeyForge card by a name in any language (misspelt or
not) and lists the sets; ``/cards/<key>`` shows one card — printed facts, names, printings,
how the engine plays it sentence by sentence, FAQ entries, errata and scenarios naming it."""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request

from .cards import card_url, card_view, find, nearest_names, search_cards, set_list

card_pages = Blueprint("card_pages", __name__)


@card_pages.get("/cards")
def cards_page():
    q = " ".join((request.args.get("q") or "").split())[:200]
    hits = search_cards(q, limit=12) if q else []
    return render_template("cards.html", q=q, hits=hits, sets=set_list())


@card_pages.get("/cards/<path:key>")
def card_page(key: str):
    card = find(key)
    if card is None:
        return render_template("card_missing.html", key=key, nearest=nearest_names(key)), 404
    if key != card.key:  # another printing, a name, "CotA 1": one address per card
        return redirect(card_url(card) + (f"?{request.query_string.decode()}" if request.query_string else ""))
    return render_template("card.html", card=card_view(card))
