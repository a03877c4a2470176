"""The built-in Ascension card library: every card of the base set, Chronicle of the
Godslayer (German "Chroniken des Gottbezwingers"): 53 cards, 200 copies — the centre deck
(100), the always-available cards (60) and the starting decks (40).

Names are the German rulebook's where it names the card (18 cards), else the English
name; both resolve. The facts (cost, honor, power to defeat, type, faction, copies) are
those of the vendored card facts (``rules_index/sources/cards/ascension-cards.json``; a
test compares every definition with them); what a card does is our encoding as data
(``cards.json``, the verbs in ``judge.ascension.effects``, their shapes in ``format.py``).
``card_page`` gives what a card page shows: names by language, facts, and what the card does
in our words, in German, English and Polish (made from the definition the engine plays,
``words.py``).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.deckbuilding.cards import DbCardDef, Library
from judge.deckbuilding.describe import CARD, Describer, lower, sentence
from judge.deckbuilding.i18n import MN, MP, M
from judge.i18n import Text, joined

from .format import FORMAT
from .words import FACTIONS, NOUNS, WORDS

VERBS = set(FORMAT.verbs)


@lru_cache(maxsize=1)
def library() -> Library:
    return Library(Path(__file__).with_name("cards.json"), FORMAT)


#: what the player does to the card that triggers: German, English and Polish verbs
_EVENTS = {"acquire": MP("a trigger's event", "erwirbst"), "defeat": MP("a trigger's event", "besiegst"),
           "play": MP("a trigger's event", "ausspielst"), "enter": MP("a trigger's event", "ins Spiel bringst")}


def _trigger(t: dict, d: Describer) -> Text:
    flt = {k: v for k, v in (t.get("if") or {}).items() if k != "from"}
    n, faction = d.noun(flt) if flt else (CARD, "")
    if t["on"] == "defeat" and not flt:
        n = NOUNS["monster"]
    # "another": only a construct's trigger says it (format.py), and the construct is neuter in German
    other = not t.get("self") and t["on"] in ("acquire", "enter") and flt.get("type") == "construct"
    if other:
        noun = M("ein anderes {faction}{noun}", faction=faction, noun=n.other)
    else:
        noun = (M("einen {faction}{noun}", faction=faction, noun=n.acc) if n.gender == "m" else
                M("eine {faction}{noun}", faction=faction, noun=n.acc) if n.gender == "f" else
                M("ein {faction}{noun}", faction=faction, noun=n.acc))
    where = MP("a trigger's card", " aus der zentralen Auslage") if (t.get("if") or {}).get("from") == "center" else ""
    verb = _EVENTS[t["on"]]
    if t.get("first"):
        when = M("Das erste Mal in jedem Zug, wenn du {card}{where} {verb}", card=noun, where=where, verb=verb)
    else:
        when = M("Wenn du {card}{where} {verb}", card=noun, where=where, verb=verb)
    if t.get("self"):
        when = M("{when} (auch dieses)", when=when)
    if t.get("once") and not t.get("first"):
        when = M("Einmal pro Zug, {when}", when=lower(when))
    then = d.inline(t["effects"])
    if t.get("optional"):
        return sentence(M("{when}, darfst du: {then}", when=when, then=then))
    return sentence(joined([when, then], ": "))


def describe(card: DbCardDef) -> Text:
    """What the card does, in German, English and Polish (our words, made from its definition)."""
    d = Describer(WORDS)
    parts: list[Text] = [d.static(s) for s in card.static]
    if card.effects:
        said = d.effects(card.effects)
        parts.append(M("Belohnung: {effects}", effects=said) if card.type == "monster" else said)
    for a in card.abilities:
        cost = a.get("cost") or {}
        said = d.effects(a.get("effects", []))
        if cost.get("runes"):
            said = MN("Zahle {n} Runen: {effects}", "Zahle {n} Runen: {effects}", n=cost["runes"], effects=said)
        if cost.get("banish_self"):
            said = M("Verbanne dieses Konstrukt: {effects}", effects=said)
        parts.append(M("Einmal pro Zug: {effects}", effects=said))
    parts += [_trigger(t, d) for t in card.triggers]
    return joined([sentence(p) for p in parts], " ")


def card_page(card: DbCardDef) -> dict:
    """What a card page needs: names by language, the facts, what the card does in our words."""
    facts = {"type": card.type, "faction": card.faction, "cost": card.cost if card.type != "monster" else None,
             "honor": card.honor if card.type != "monster" else None,
             "power": card.power if card.type == "monster" else None, "count": card.count, "role": card.role()}
    return {"name": card.name, "id": card.id, "names": card.names(), "facts": facts,
            "faction_names": dict(FACTIONS[card.faction]) if card.faction else None,
            "description": dict(describe(card))}
