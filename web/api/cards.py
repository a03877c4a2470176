"""The cards API under /api/v1/cards, for every game of ``judge.cardgames`` (KeyForge,
Riftbound): a card by key, code, set and number or name; finding cards by a misspelt name;
the sets; how much of a game's card pool the engine plays. ``?game=`` narrows to one game."""

from __future__ import annotations

from functools import cache
from typing import Literal

from flask import jsonify
from flask_openapi3 import APIBlueprint, Tag
from pydantic import BaseModel, Field

from judge.cardgames import game_of

from .rules import error
from ..i18n.catalogue import N_, answer, said
from ..core.cards import card_view, find, nearest_names, search_cards, set_list
from .models import ErrorOut
from .models_cards import CardOut, CardPath, CardQuery, CardsOut, CardsQuery, CoverageOut, GameName, SetOut

cards_tag = Tag(name="cards", description="KeyForge and Riftbound cards: printed facts and text, names, printings, "
                                          "what the engine plays, the FAQ entries, errata, rule examples and "
                                          "scenarios naming them")
api_cards = APIBlueprint("api_cards", __name__, url_prefix="/api/v1")


def _game(name: str | None) -> str | None:
    g = game_of(name)
    return g.game if g else None


#: the games whose cards compile from their printed text (Ascension's and Shards' cards are definitions)
CompiledGame = Literal["keyforge", "kf", "riftbound", "rb"]


class CoverageQuery(BaseModel):
    game: CompiledGame = Field("keyforge", description="which game's cards (keyforge/kf, riftbound/rb; Ascension's "
                                                       "and Shards' cards are definitions, not compiled from text)")
    top: int = Field(20, ge=0, le=500, description="how many of the most frequent uncompiled sentences to list")


class SetsQuery(BaseModel):
    game: GameName | None = Field(None, description="only this game's sets; default every game")


class SetsOut(BaseModel):
    sets: list[SetOut]


@api_cards.get("/cards", tags=[cards_tag], responses={200: CardsOut, 400: ErrorOut})
def list_cards(query: CardsQuery):
    """Cards of every game (or ``game``'s) matching a name — KeyForge's in English, German or
    Polish, Riftbound's as printed or as the Core Rules name them — exact, misspelt
    ("Raubriter"), named in a question ("Wie oft stiehlt Köder?") or a word of the name, or a
    set and number or code ("CotA 1", "OGN-251"). Each hit says its game."""
    hits = search_cards(query.q, limit=query.limit, game=_game(query.game))
    return jsonify(CardsOut(query=query.q, cards=hits).model_dump())


@api_cards.get("/cards/sets", tags=[cards_tag], responses={200: SetsOut, 400: ErrorOut})
def list_sets(query: SetsQuery):
    """The sets of every game's card catalogue (or ``game``'s); ``covered`` marks KeyForge's the
    rulebooks cover (CotA, AoA, WC, MM) and Riftbound's whose keywords the Core Rules all define."""
    return jsonify(SetsOut(sets=set_list(_game(query.game))).model_dump())


@cache
def _coverage(game: str) -> dict:
    return {"game": game, **game_of(game).cards.coverage(None)}


@api_cards.get("/cards/coverage", tags=[cards_tag], responses={200: CoverageOut, 400: ErrorOut})
def get_coverage(query: CoverageQuery):
    """How many cards of each set of a game compile completely from their printed text (the same
    as `judge cards coverage --game G --json`), with the most frequent sentences that do not
    compile yet; Riftbound counts the cards beyond the rulebook apart. Served from the compiled
    cards shipped with the package (or, when those are stale, compiled once: seconds)."""
    data = dict(_coverage(_game(query.game)))
    data["missing"] = data["missing"][: query.top]
    return jsonify(CoverageOut(**data).model_dump())


@api_cards.get("/cards/<path:key>", tags=[cards_tag],
               responses={200: CardOut, 300: ErrorOut, 400: ErrorOut, 404: ErrorOut})
def get_card(path: CardPath, query: CardQuery):
    """One card of any game, ``game`` saying which: printed facts and text, names, printings, how
    the engine plays it (each sentence compiled or not, the card format), the FAQ entries,
    errata or rule examples and the built-in scenarios naming it. A name two games print is a
    300 listing each card's key (ask by key, or with ``game``); an unknown card a 404 with
    the nearest names of every game."""
    game = _game(query.game)
    found = find(path.key, game)
    if not found:
        near = nearest_names(path.key, game=game)
        return error(404, "unknown_card", answer(said(N_("unbekannte Karte {key}"), key=repr(path.key))), pointer="key",
                     nearest=[f"{n['name_en']} ({n['key']})" for n in near])
    if len(found) > 1:
        games: object = found[0].game.title
        for f in found[1:]:  # "KeyForge und Riftbound"
            games = said(N_("{games} und {game}"), games=games, game=f.game.title)
        return error(300, "ambiguous_card", answer(said(N_(
            "{key} benennt eine Karte in {games}: nach dem Schlüssel fragen oder mit ?game="), key=repr(path.key),
            games=games)), pointer="key", nearest=[f"{f.card.key} ({f.game.title})" for f in found])
    return jsonify(CardOut(card_view(found[0])).model_dump())
