"""The deck-check API: ``POST /api/v1/decks/check`` — a Riftbound deck list as players write it
(or a JSON deck), judged by the deck-construction rules rb:101–103."""

from __future__ import annotations

from flask import jsonify
from flask_openapi3 import APIBlueprint, Tag

from ..core.decks import deck_check
from .models import ErrorOut
from .models_decks import DeckCheckIn, DeckCheckOut

decks_tag = Tag(name="decks", description="Riftbound deck checks by the deck-construction rules (rb:101–103)")
api_decks = APIBlueprint("api_decks", __name__, url_prefix="/api/v1")


@api_decks.post("/decks/check", tags=[decks_tag], responses={200: DeckCheckOut, 400: ErrorOut})
def check_deck(body: DeckCheckIn):
    """A deck list checked by rb:101–103 (what `judge check-deck` does).

    The list is plain text, one card a line — a count, then a name in any spelling or a code
    (`3 Jinx - Rebel`, `3x OGN-202`) — under the headings of the deck builders' exports
    (`Legend:`, `Champion:`, `MainDeck:`, `Battlefields:`, `Runes:`; `Sideboard:` is read, not
    checked). Every card is found in the card catalogue. `readable: false` lists every line
    that cannot be read (a misspelt name with the nearest names); else `legal` and every rule
    broken, each with the lines that break it."""
    return jsonify(DeckCheckOut(**deck_check(body.text, body.mode)).model_dump())
