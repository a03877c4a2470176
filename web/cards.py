"""KeyForge cards for the card pages and the cards API: what the judge knows about one card
(``judge.keyforge.cards.info``) laid out for people and for clients, and finding cards by
a name in any language, misspelt or not (``Catalogue.search``)."""

from __future__ import annotations

from rules_index.catalogue import Card, catalogue
from rules_index.index import load

from .builtin import trace_url

#: how the engine knows a card (``CardLibrary.source``): (German, English)
ENGINE_STATUS = {
    "hand-written": ("Von Hand definiert: die Engine spielt die Karte vollständig.",
                     "Hand-written definition: the engine plays the card completely."),
    "compiled": ("Aus dem gedruckten Text übersetzt: die Engine spielt die Karte vollständig.",
                 "Compiled from the printed text: the engine plays the card completely."),
    "partly-compiled": ("Teilweise übersetzt: die Engine hält an einem Satz an, den sie noch nicht lesen kann "
                        "(Exit-Code 5), statt zu raten.",
                        "Compiled in part: the engine stops at a sentence it cannot read yet (exit code 5) "
                        "instead of guessing."),
    "not-covered": ("Aus einer Erweiterung, die die Regelhefte (DE v1.5, PL 2020) nicht abdecken: die Engine "
                    "spielt sie nicht.",
                    "From a set the rulebooks (DE v1.5, PL 2020) do not cover: the engine does not play it."),
}


def card_url(card: Card) -> str:
    return f"/cards/{card.key}"


def find(ref: str) -> Card | None:
    """A card by its URL key ("cota-001"), another printing's key, a set and number or a name."""
    from judge.keyforge.cards.info import find as find_card

    return find_card(ref)


def card_view(card: Card) -> dict:
    """Everything a card page and ``GET /api/v1/cards/<key>`` show."""
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
        "url": card_url(card),
        "printings": [{**p, "key": f"{p['set'].lower()}-{p['number']}",
                       "set_name": set_names.get(p["set"], {}).get("name", p["set"])} for p in card.printings],
        "engine": data["engine"],
        "engine_de": ENGINE_STATUS.get(data["engine"], ("", ""))[0],
        "engine_en": ENGINE_STATUS.get(data["engine"], ("", ""))[1],
        "sentences": [{**x, "phrasing": _phrasing_unknown(x["why"])} for x in (data["compiled"] or {}).get("sentences", [])],
        "definition": definition,
        "faq": [_rule_ref(index, rid) for rid in data["faq"]],
        "errata": [_rule_ref(index, rid) for rid in data["errata"]],
        "scenarios": [{"path": p, "url": trace_url(p)} for p in data["scenarios"]],
        "shared_names": [{**x, "url": f"/cards/{x['key']}"} for x in data["shared_names"]],
    }


def _phrasing_unknown(why: str) -> bool:
    """Whether a sentence failed because the grammar has no such phrasing (the parser's own
    message, not worth showing to a judge) rather than for a reason the compiler states."""
    return why.startswith(("No terminal matches", "Unexpected"))


def _rule_ref(index, rule_id: str) -> dict:
    rule = index.get(rule_id)
    text = rule.text() if rule else None
    return {"id": rule_id, "title": text.title if text else rule_id, "lang": text.lang if text else None}


def search_cards(query: str, limit: int = 5) -> list[dict]:
    """Cards a search names (exact, named in a question, a misspelt name, a word of the name)."""
    return [{"key": c.key, "url": card_url(c), "name_en": c.name_en, "name_de": c.name_de, "name_pl": c.name_pl,
             "set": c.set, "number": c.number, "house": c.house, "type": c.type, "covered": c.covered, "why": why}
            for c, why in catalogue().search(query, limit=limit)]


def nearest_names(ref: str, limit: int = 5) -> list[dict]:
    return [{"key": c.key, "url": card_url(c), "name_en": c.name_en, "name_de": c.name_de, "name_pl": c.name_pl}
            for c in catalogue().nearest(ref, limit=limit)]


def set_list() -> list[dict]:
    """The sets of the catalogue with their card counts, the ones the rulebooks cover first."""
    cat = catalogue()
    counts: dict[str, int] = {}
    for c in cat.cards.values():
        counts[c.set] = counts.get(c.set, 0) + 1
    out = [{"code": code, "name": s.get("name", code), "covered": bool(s.get("rulebooks_cover")),
            "cards": counts.get(code, 0)} for code, s in cat.sets.items()]
    return sorted(out, key=lambda s: not s["covered"])
