"""From the printed English text of a Riftbound card to the card format.

``compile_card(card_id)`` reads a catalogue card (``rules_index.riftbound_catalogue``) and
returns a ``Compiled``: the abilities and keywords that compiled (what did not compile is
kept as ``unsupported`` and stops the engine when it would matter) and, per sentence,
whether it compiled. ``coverage()`` counts complete compiles per set (cards with keywords the
German Core Rules do not define apart) and groups the sentences that do not compile
(`judge cards coverage --game riftbound`).

Both read the compiled cards shipped in ``cards/compiled/`` (`judge cards compile` makes
them) when they were made from the sources in place; otherwise they compile from the text.
"""

from __future__ import annotations

from functools import lru_cache

from judge.cardtext import coverage as count_coverage

from .compile import Compiled, compile_text

__all__ = ["Compiled", "compile_card", "compiled_definition", "complete", "coverage", "validates"]


@lru_cache(maxsize=None)
def compile_card(card_id: str) -> Compiled:
    from rules_index.riftbound_catalogue import rb_catalogue

    from ..compiled import STORE

    entry = STORE.stored(card_id)
    if entry is not None:
        return Compiled(definition=entry["definition"], sentences=[tuple(s) for s in entry["sentences"]])
    card = rb_catalogue().cards[card_id]
    return compile_text(card.name, card.type, card.text)


def compiled_definition(card_id: str) -> dict:
    """What compiled, in the card format (to merge with the card's printed facts)."""
    d = compile_card(card_id).definition
    from ..library import facts
    from rules_index.riftbound_catalogue import rb_catalogue

    card = rb_catalogue().cards[card_id]
    printed = own_keywords(card.text, facts(card)["keywords"], d["keywords"])
    keywords = list(dict.fromkeys(printed + [k for k in d["keywords"] if k not in printed]))
    out = {"keywords": keywords, "abilities": d["abilities"]}
    if d["unsupported"]:
        out["unsupported"] = list(d["unsupported"])
    return out


def own_keywords(text: str, listed: list[str], compiled: list[str]) -> list[str]:
    """The catalogue's keywords that the card has itself: printed as a keyword (a line the
    compiler read as keywords, or "Legion – …" / "Deathknell – …", rb:724.1.b, rb:720.1.b) —
    not those its abilities only mention ("Other friendly units here have [Assault]", "While
    I'm buffed, I have [Ganking]": granted by a passive ability, rb:713.3, not printed on the
    card)."""
    from . import text as T

    have = {k.split(" ")[0] for k in compiled}
    lines = T.normalize(text or "").lower().split("\n")
    return [k for k in listed if k.split(" ")[0] in have
            or any(line.startswith(k.split(" ")[0].lower() + " -") for line in lines)]


def complete(card_id: str) -> bool:
    return compile_card(card_id).complete and validates(card_id)


def validates(card_id: str) -> bool:
    """Whether the card format of a card's compiled definition validates (``RbCardDef``)."""
    from ..compiled import STORE

    entry = STORE.stored(card_id)
    if entry is not None:
        return entry["validates"]
    return definition_validates(card_id, compile_card(card_id))


def definition_validates(card_id: str, result: Compiled) -> bool:
    from rules_index.riftbound_catalogue import rb_catalogue

    from ..library import facts
    from ..model import RbCardDef

    try:
        card = rb_catalogue().cards[card_id]
        data = facts(card)
        printed = own_keywords(card.text, data["keywords"], result.definition["keywords"])
        RbCardDef(**{**data, "keywords": list(dict.fromkeys(printed + result.definition["keywords"])),
                     "abilities": result.definition["abilities"], "unsupported": result.definition["unsupported"]})
    except Exception:
        return False
    return True


def coverage(sets: list[str] | None = None) -> dict:
    """Per set and overall: cards, complete compiles, their share, the sentences that do not
    compile grouped by construct; the cards with keywords the German Core Rules do not define
    are counted apart (``beyond_rulebook``)."""
    from rules_index.riftbound_catalogue import rb_catalogue

    from .constructs import construct

    cat = rb_catalogue()
    cards = [(c.id, c.set) for c in cat.cards.values() if not sets or c.set in sets]
    return count_coverage(cards, compile_card, validates, construct=construct,
                          apart=lambda cid: bool(cat.cards[cid].beyond_rulebook))
