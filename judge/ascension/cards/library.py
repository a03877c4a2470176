"""The built-in Ascension card library: every card of the base set, Chronicle of the
Godslayer (German "Chroniken des Gottbezwingers"): 53 cards, 200 copies — the centre deck
(100), the always-available cards (60) and the starting decks (40).

Names are the German rulebook's where it names the card (18 cards), else the English
name; both resolve. The facts (cost, honor, power to defeat, type, faction, copies) are
those of the vendored card facts (``rules_index/sources/cards/ascension-cards.json``; a
test compares every definition with them); what a card does is our encoding as data
(``cards.json``, the verbs in ``judge.ascension.effects``, their shapes in ``format.py``).
``card_page`` gives what a card page shows: names by language, facts, and what the card does
in our words (made from the definition the engine plays, ``words.py``).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.deckbuilding.cards import DbCardDef, Library
from judge.deckbuilding.describe import Describer, Noun, sentence

from .format import FORMAT
from .words import FACTIONS, NOUNS, WORDS

VERBS = set(FORMAT.verbs)


@lru_cache(maxsize=1)
def library() -> Library:
    return Library(Path(__file__).with_name("cards.json"), FORMAT)


_EVENTS = {"acquire": ("erwirbst", "acquire"), "defeat": ("besiegst", "defeat"), "play": ("ausspielst", "play"),
           "enter": ("ins Spiel bringst", "put into play")}


def _trigger(t: dict, d: Describer) -> tuple[str, str]:
    flt = {k: v for k, v in (t.get("if") or {}).items() if k != "from"}
    n, pre, adj = d.noun(flt) if flt else (Noun("Karte", "Karte", "Karten", "Karten", "f", "card", "cards"), "", "")
    if t["on"] == "defeat" and not flt:
        n = NOUNS["monster"]
    art = {"m": "einen", "f": "eine", "n": "ein"}[n.gender]
    other = not t.get("self") and t["on"] in ("acquire", "enter") and flt.get("type") == "construct"
    noun_de = f"{art} {'anderes ' if other and n.gender == 'n' else ''}{pre}{n.acc}"
    noun_en = f"{'another' if other else 'a'} {adj}{n.en}"
    where = (" aus der zentralen Auslage", " in the center row") if (t.get("if") or {}).get("from") == "center" else ("", "")
    verb_de, verb_en = _EVENTS[t["on"]]
    if t.get("first"):
        when = (f"Das erste Mal in jedem Zug, wenn du {noun_de}{where[0]} {verb_de}",
                f"The first time each turn you {verb_en} {noun_en}{where[1]}")
    else:
        when = (f"Wenn du {noun_de}{where[0]} {verb_de}", f"When you {verb_en} {noun_en}{where[1]}")
    if t.get("self"):
        when = (when[0] + " (auch dieses)", when[1] + " (this one included)")
    if t.get("once") and not t.get("first"):
        when = ("Einmal pro Zug, " + when[0][0].lower() + when[0][1:], "Once per turn, " + when[1][0].lower() + when[1][1:])
    de, en = d.inline(t["effects"])
    if t.get("optional"):
        return sentence(f"{when[0]}, darfst du: {de}"), sentence(f"{when[1]}, you may: {en}")
    return sentence(f"{when[0]}: {de}"), sentence(f"{when[1]}: {en}")


def describe(card: DbCardDef) -> dict[str, str]:
    """What the card does, in German and English (our words, made from its definition)."""
    d = Describer(WORDS)
    parts: list[tuple[str, str]] = [d.static(s) for s in card.static]
    if card.effects:
        de, en = d.effects(card.effects)
        parts.append((f"Belohnung: {de}", f"Reward: {en}") if card.type == "monster" else (de, en))
    for a in card.abilities:
        cost = a.get("cost") or {}
        de, en = d.effects(a.get("effects", []))
        if cost.get("runes"):
            de, en = f"Zahle {cost['runes']} Runen: {de}", f"Pay {cost['runes']} runes: {en}"
        if cost.get("banish_self"):
            de, en = f"Verbanne dieses Konstrukt: {de}", f"Banish this construct: {en}"
        parts.append((f"Einmal pro Zug: {de}", f"Once per turn: {en}"))
    parts += [_trigger(t, d) for t in card.triggers]
    return {"de": " ".join(sentence(p[0]) for p in parts), "en": " ".join(sentence(p[1]) for p in parts)}


def card_page(card: DbCardDef) -> dict:
    """What a card page needs: names by language, the facts, what the card does in our words."""
    facts = {"type": card.type, "faction": card.faction, "cost": card.cost if card.type != "monster" else None,
             "honor": card.honor if card.type != "monster" else None,
             "power": card.power if card.type == "monster" else None, "count": card.count, "role": card.role()}
    return {"name": card.name, "id": card.id, "names": card.names(), "facts": facts,
            "faction_names": dict(zip(("de", "en"), FACTIONS[card.faction])) if card.faction else None,
            "description": describe(card)}
