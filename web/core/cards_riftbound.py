"""A Riftbound card laid out for its page and ``GET /api/v1/cards/<key>``: what the judge
knows (``judge.riftbound.cards.info``) — printed facts (type and supertype, domains, energy,
power icons, might, tags, keywords, rarity, set and number), the printed text, every printing,
the Core Rules' examples and the built-in scenarios that name it, and whether the engine runs
it: hand-written, compiled completely, compiled in part (sentence by sentence), beyond the
rulebook (the keywords the German Core Rules do not define named)."""

from __future__ import annotations

from rules_index.index import load
from rules_index.riftbound_catalogue import RbCard, rb_catalogue

from .builtin import trace_url
from .cards import engine_status, rule_ref, sentences

TEMPLATE = "card_riftbound.html"


def card_view(card: RbCard) -> dict:
    from judge.riftbound.cards.info import info
    from judge.riftbound.cards.library import UnknownCard, library

    data = info(card)
    index = load()
    try:
        definition = library().get(card.name).model_dump(mode="json", exclude_defaults=True)
    except (UnknownCard, ValueError):  # a definition that does not validate is not shown as one
        definition = None
    sets = rb_catalogue().sets
    return {
        **{k: data[k] for k in ("id", "key", "set", "number", "public_code", "type", "supertype", "domains", "energy",
                                "power", "power_icons", "might", "tags", "keywords", "rarity", "beyond_rulebook",
                                "core_rules_names")},
        "name_en": card.name, "text_en": card.text,
        "set_name": sets.get(card.set, {}).get("name", card.set),
        "url": f"/cards/{card.key}",
        "covered": not card.beyond_rulebook,
        "printings": [{"code": p["code"], "public_code": p.get("public_code") or p["code"], "set": p["set"],
                       "set_name": sets.get(p["set"], {}).get("name", p["set"]), "number": p["number"],
                       "variant": p.get("variant") or "standard", "rarity": p.get("rarity")} for p in card.printings],
        "engine": data["engine"],
        "engine_de": engine_status(data["engine"], "de"),
        "engine_en": engine_status(data["engine"], "en"),
        "engine_pl": engine_status(data["engine"], "pl"),
        "sentences": sentences(data["compiled"]),
        "definition": definition,
        "examples": [{**rule_ref(index, rid), "excerpt": _excerpt(index, rid)} for rid in data["examples"]],
        "scenarios": [{"path": p, "url": trace_url(p)} for p in data["scenarios"]],
    }


def _excerpt(index, rule_id: str, most: int = 160) -> str | None:
    """The beginning of a record's text, cut at a word."""
    rule = index.get(rule_id)
    body = " ".join(((rule.text().body or "") if rule else "").split())
    return body if len(body) <= most else body[:most].rsplit(" ", 1)[0] + " …"
