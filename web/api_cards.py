"""The cards API under /api/v1/cards: a KeyForge card by key, set and number or name (any
language); finding cards by a misspelt name; how much of the card pool the engine plays."""

from __future__ import annotations

from functools import lru_cache

from flask import jsonify
from flask_openapi3 import APIBlueprint, Tag
from pydantic import BaseModel, Field

from .api import error
from .cards import card_view, find, nearest_names, search_cards, set_list
from .models import ErrorOut
from .models_cards import CardOut, CardPath, CardsOut, CardsQuery, CoverageOut, SetOut

cards_tag = Tag(name="cards", description="KeyForge cards: printed facts, names in three languages, what the engine "
                                          "plays, FAQ entries and errata naming them")
api_cards = APIBlueprint("api_cards", __name__, url_prefix="/api/v1")


class CoverageQuery(BaseModel):
    top: int = Field(20, ge=0, le=500, description="how many of the most frequent uncompiled sentences to list")


class SetsOut(BaseModel):
    sets: list[SetOut]


@api_cards.get("/cards", tags=[cards_tag], responses={200: CardsOut, 400: ErrorOut})
def list_cards(query: CardsQuery):
    """Cards matching a name in English, German or Polish — exact, misspelt ("Raubriter"), named in a
    question ("Wie oft stiehlt Köder?") or a word of the name — or a set and number ("CotA 1")."""
    return jsonify(CardsOut(query=query.q, cards=search_cards(query.q, limit=query.limit)).model_dump())


@api_cards.get("/cards/sets", tags=[cards_tag], responses={200: SetsOut})
def list_sets():
    """The sets of the card catalogue; ``covered`` marks those the rulebooks cover (CotA, AoA, WC, MM)."""
    return jsonify(SetsOut(sets=set_list()).model_dump())


@lru_cache(maxsize=1)
def _coverage() -> dict:
    from judge.keyforge.cards.compiler import coverage

    return coverage()


@api_cards.get("/cards/coverage", tags=[cards_tag], responses={200: CoverageOut})
def get_coverage(query: CoverageQuery):
    """How many cards of each covered set compile completely from their printed text (the same as
    `judge cards coverage --json`), with the most frequent sentences that do not compile yet.
    The first call compiles every card (seconds); later calls are served from memory."""
    data = dict(_coverage())
    data["missing"] = data["missing"][: query.top]
    return jsonify(CoverageOut(**data).model_dump())


@api_cards.get("/cards/<path:key>", tags=[cards_tag], responses={200: CardOut, 404: ErrorOut})
def get_card(path: CardPath):
    """One card: printed facts and text, names, printings, how the engine plays it (each sentence
    compiled or not, the card format), FAQ entries, errata and built-in scenarios naming it."""
    card = find(path.key)
    if card is None:
        near = nearest_names(path.key)
        return error(404, "unknown_card", f"unknown card {path.key!r}", f"unbekannte Karte {path.key!r}",
                     pointer="key", nearest=[f"{n['name_en']} ({n['key']})" for n in near])
    return jsonify(CardOut(**card_view(card)).model_dump())
