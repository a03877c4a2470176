"""An Ascension or Shards of Infinity card laid out for its page and ``GET /api/v1/cards/<key>``:
what the judge knows (``judge.deckbuilding.card_source``) — its names (English; German where
the German rulebook prints one), its facts, what it does in our words (made from the
definition the engine plays), the FAQ entries and built-in scenarios that name it."""

from __future__ import annotations

from judge.deckbuilding.card_source import DbCard

from .builtin import trace_url
from .cards import engine_status, rule_ref

TEMPLATE = "card_deckbuilding.html"

#: how the engine knows a deck-building card: every card of both base sets is a definition (data)
def card_view(card: DbCard) -> dict:
    from judge import cardgames
    from rules_index.index import load

    game = next(g for g in cardgames.GAMES if g.cards.find(card.key) is card)
    data = game.cards.info(card)
    index = load()
    de_set, en_set = game.cards.set_name
    return {
        "key": card.key, "id": data["id"], "name_en": card.name_en, "name_de": data["names"].get("de"),
        "names": data["names"], "facts": data["facts"], "faction_names": data["faction_names"],
        "description": data["description"], "set": "base", "set_name": en_set, "set_name_de": de_set,
        "url": f"/cards/{card.key}", "covered": True,
        "engine": "data", "engine_de": engine_status("data", "de"), "engine_en": engine_status("data", "en"),
        "engine_pl": engine_status("data", "pl"), "sentences": [],
        "definition": data["definition"],
        "faq": [rule_ref(index, rid) for rid in data["faq"]],
        "scenarios": [{"path": p, "url": trace_url(p)} for p in data["scenarios"]],
    }


__all__ = ["TEMPLATE", "card_view", "engine_status"]
