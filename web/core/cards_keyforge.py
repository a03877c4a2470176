"""A KeyForge card laid out for its page and ``GET /api/v1/cards/<key>``: what the judge knows
(``judge.keyforge.cards.info``) — names in three languages, printed facts and text, printings,
how the engine plays it sentence by sentence, the FAQ entries and errata naming it."""

from __future__ import annotations

from rules_index.catalogue import Card, catalogue
from rules_index.index import load

from .builtin import trace_url
from .cards import engine_status, rule_ref, sentences

TEMPLATE = "card_keyforge.html"


def card_view(card: Card) -> dict:
    from judge.keyforge.cards.info import info
    from judge.keyforge.cards.library import UndefinedCard, library

    data = info(card)
    index = load()
    definition = None
    if card.covered:
        try:
            definition = library().get(card.name_en).model_dump(mode="json", exclude_defaults=True)
        except UndefinedCard:
            definition = None
    set_names = catalogue().sets
    return {
        **{k: data[k] for k in ("id", "key", "name_en", "name_de", "name_pl", "set", "number", "house", "type",
                                "power", "armor", "amber", "keywords", "traits", "rarity", "text_en", "covered")},
        "set_name": set_names.get(card.set, {}).get("name", card.set),
        "url": f"/cards/{card.key}",
        "printings": [{**p, "key": f"{p['set'].lower()}-{p['number']}",
                       "set_name": set_names.get(p["set"], {}).get("name", p["set"])} for p in card.printings],
        "engine": data["engine"],
        "engine_de": engine_status(data["engine"], "de"),
        "engine_en": engine_status(data["engine"], "en"),
        "engine_pl": engine_status(data["engine"], "pl"),
        "sentences": sentences(data["compiled"]),
        "definition": definition,
        "reading": data["reading"],
        "faq": [rule_ref(index, rid) for rid in data["faq"]],
        "errata": [rule_ref(index, rid) for rid in data["errata"]],
        "scenarios": [{"path": p, "url": trace_url(p)} for p in data["scenarios"]],
        "shared_names": [{**x, "url": f"/cards/{x['key']}"} for x in data["shared_names"]],
    }
