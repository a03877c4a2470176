"""Cards of every game for the card pages and the cards API (``judge.cardgames`` lists the
games): finding a card by key, code or a name in any language, misspelt or not, in every game
or one; the sets of every game; one card laid out for people and clients by its game's view
(``web/core/cards_keyforge.py``, ``web/core/cards_riftbound.py``; a game joins with one entry in
``VIEWS``)."""

from __future__ import annotations

from importlib import import_module

from judge import cardgames
from judge.cardgames import Found

from ..i18n.catalogue import N_, Msg, tr

#: game → the module laying out one of its cards: ``card_view(card) -> dict`` and ``TEMPLATE``
VIEWS = {"keyforge": "web.core.cards_keyforge", "riftbound": "web.core.cards_riftbound",
         "ascension": "web.core.cards_deckbuilding", "shards": "web.core.cards_deckbuilding"}

#: how the engine knows a card (the game's ``library().source``)
ENGINE_STATUS: dict[str, Msg] = {  # how the engine plays a card, by its source
    "hand-written": N_("Von Hand definiert: die Engine spielt die Karte vollständig."),
    "compiled": N_("Aus dem gedruckten Text übersetzt: die Engine spielt die Karte vollständig."),
    "partly-compiled": N_("Teilweise übersetzt: die Engine hält an einem Satz an, den sie noch nicht lesen kann "
                        "(Exit-Code 5), statt zu raten."),
    "not-covered": N_("Aus einer Erweiterung, die die Regelhefte (DE v1.5, PL 2020) nicht abdecken: die Engine "
                    "spielt sie nicht."),
    "beyond-rulebook": N_("Jenseits des Regelwerks: die deutschen Grundregeln definieren Schlüsselwörter dieser Karte "
                        "nicht. Was aus dem Text übersetzt ist, spielt die Engine; an einem Satz, den sie nicht "
                        "lesen kann, hält sie an (Exit-Code 5), statt zu raten."),
    "data": N_("Als Daten definiert (Kartendefinition): die Engine spielt die Karte vollständig."),
    "basic": N_("Von den Regeln selbst definiert (Basisrune, rb:157; Token, rb:178): die Engine spielt die Karte "
              "vollständig."),
}


def engine_status(source: str, ui: str) -> str:
    """What the card page says of how the engine plays the card, in ``ui``."""
    return tr(ui, ENGINE_STATUS[source]) if source in ENGINE_STATUS else ""


def card_url(found: Found) -> str:
    return f"/cards/{found.card.key}"


def find(ref: str, game: str | None = None) -> list[Found]:
    """The cards ``ref`` names: its key, code, set and number, or a name (one per game)."""
    return cardgames.find(ref, game)


def card_view(found: Found) -> dict:
    """Everything a card page and ``GET /api/v1/cards/<key>`` show of one card."""
    view = import_module(VIEWS[found.game.game]).card_view(found.card)
    # how `judge card` names it: by name, or by key where another game prints the name too
    cli_ref = view["name_en"] if len(find(view["name_en"])) == 1 else view["key"]
    return {"game": found.game.game, "game_title": found.game.title, "cli_ref": cli_ref, **view}


def template(found: Found) -> str:
    return import_module(VIEWS[found.game.game]).TEMPLATE


def _hit(found: Found) -> dict:
    return {"game": found.game.game, "game_code": found.game.code, "game_title": found.game.title,
            "url": card_url(found), **found.game.cards.hit(found.card)}


def search_cards(query: str, limit: int = 5, game: str | None = None, strict: bool = False) -> list[dict]:
    """Cards a search names, every game's (``judge.cardgames.search``), each with why."""
    return [{**_hit(f), "why": why} for f, why in cardgames.search(query, limit=limit, game=game, strict=strict)]


def nearest_names(ref: str, limit: int = 5, game: str | None = None) -> list[dict]:
    """The nearest names of every game (or one), each game's best first."""
    return [_hit(f) for f in cardgames.nearest(ref, limit=limit, game=game)]


def set_list(game: str | None = None) -> list[dict]:
    """The sets of every game (or one): KeyForge's, those the rulebooks cover first, then Riftbound's."""
    return cardgames.sets(game)


def rule_ref(index, rule_id: str) -> dict:
    rule = index.get(rule_id)
    text = rule.text() if rule else None
    return {"id": rule_id, "title": text.title if text else rule_id, "lang": text.lang if text else None}


def phrasing_unknown(why: str) -> bool:
    """Whether a sentence failed because the grammar has no such phrasing (the parser's own
    message, not worth showing to a judge) rather than for a reason the compiler states."""
    return why.startswith(("No terminal matches", "Unexpected"))


def sentences(compiled: dict | None) -> list[dict]:
    return [{**x, "phrasing": phrasing_unknown(x["why"])} for x in (compiled or {}).get("sentences", [])]
