"""The card pages: ``/cards`` finds a card of any game by a name (any language, misspelt or
not) or a code, says which game each hit is, and lists the sets of every game;
``/cards/<key>`` shows one card by its game's view (printed facts, text, printings, how the
engine plays it sentence by sentence, the documents and scenarios naming it). Another
address of a card (a name, a code, another printing) redirects to its page; a name two games
print asks which card is meant; an unknown one is a 404 with the nearest names of every game.
``?game=`` narrows to one game."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, redirect, render_template, request

from judge.cardgames import GAMES, clearly_nearest, game_of

from ..core.cards import card_url, card_view, find, nearest_names, search_cards, set_list, template

card_pages = Blueprint("card_pages", __name__)


def _game() -> str | None:
    g = game_of(request.args.get("game"))
    return g.game if g else None


@card_pages.get("/cards")
def cards_page():
    q = " ".join((request.args.get("q") or "").split())[:200]
    game = _game()
    hits = search_cards(q, limit=12, game=game) if q else []
    return render_template("cards.html", q=q, hits=hits, sets=set_list(), game=game, games=GAMES)


@card_pages.get("/cards/<path:key>")
def card_page(key: str):
    game = _game()
    found = find(key, game)
    if not found and (clear := clearly_nearest(key, game)) is not None:
        # a misspelt name with one clearly nearest card: that card's page, saying so
        query = urlencode([("nearest_of", key)] + [(k, v) for k, v in request.args.items(multi=True)
                                                  if k not in ("game", "nearest_of")])
        return redirect(card_url(clear) + f"?{query}")
    if not found:
        return render_template("card_missing.html", key=key, nearest=nearest_names(key, game=game)), 404
    if len(found) > 1:  # a name two games print: which card is meant
        return render_template("card_choice.html", key=key, choices=[{
            "game": f.game.game, "game_code": f.game.code, "game_title": f.game.title, "url": card_url(f),
            **f.game.cards.hit(f.card)} for f in found]), 300
    card = found[0]
    if key != card.key:  # another printing, a name, "CotA 1", "OGN-251/298": one address per card
        query = urlencode([(k, v) for k, v in request.args.items(multi=True) if k != "game"])
        return redirect(card_url(card) + (f"?{query}" if query else ""))
    view = card_view(card)
    asked = " ".join((request.args.get("nearest_of") or "").split())[:200]
    if asked and not find(asked, game) and (clear := clearly_nearest(asked, game)) is not None \
            and clear.key == card.key:  # said only when it is true of this card
        view["nearest_of"] = asked
    return render_template(template(card), card=view)
