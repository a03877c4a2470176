"""What the judge knows about a KeyForge card: printed facts and text, names in three
languages, printings, the FAQ entries and errata that name it, the built-in scenarios that
use it, and whether the engine can run it (hand-written, compiled completely, compiled in
part with the sentences it cannot read, or a set the rulebooks do not cover). Used by
`judge card NAME`, the card page and the cards API."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from rules_index.catalogue import Card, catalogue

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def find(name: str) -> Card | None:
    from .library import library

    en = library().resolve(name)
    return catalogue().resolve(en) if en else catalogue().resolve(name)


def info(card: Card) -> dict:
    from .compiler import compile_card
    from .library import library

    lib = library()
    out = card.to_dict()
    source = lib.source(card.name_en)
    out["engine"] = source
    if card.covered:
        result = compile_card(card.id)
        out["compiled"] = {"complete": result.complete, "missing": result.missing,
                           "sentences": [{"text": t, "compiled": ok, "why": why} for t, ok, why in result.sentences]}
    else:
        out["compiled"] = None
    out["reading"] = reading(card)
    out["faq"], out["errata"] = _documents(card)
    out["scenarios"] = scenarios_using().get(card.name_en, [])
    resolves = {n: lib.resolve(n) for n in card.names()}
    out["shared_names"] = [{"name": n, "key": other.key, "name_en": other.name_en, "set": other.set,
                            "number": other.number, "resolves_here": resolves.get(n) == card.name_en}
                           for n, other in catalogue().also_named(card)]
    return out


def reading(card: Card) -> list[dict]:
    """The definition the engine runs (hand-written, else compiled) in words, line by line
    (``describe.describe``); none for a card of a set the rulebooks do not cover."""
    from .describe import describe
    from .library import UndefinedCard, library

    if not card.covered:
        return []
    try:
        return describe(library().get(card.name_en))
    except UndefinedCard:
        return []


def _documents(card: Card) -> tuple[list[str], list[str]]:
    from rules_index.index import load

    faq, errata = [], []
    for r in load():
        if r.game == "kf" and card.name_en in (r.cards or []):
            (faq if r.kind == "faq" else errata if r.kind == "errata" else []).append(r.id)
    return sorted(faq), sorted(errata)


@lru_cache(maxsize=1)
def scenarios_using() -> dict[str, list[str]]:
    """English card name → the built-in KeyForge scenario files naming it (read once)."""
    from .library import library

    lib = library()
    out: dict[str, list[str]] = {}
    for path in sorted(SCENARIOS.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if not isinstance(data, dict) or data.get("game") != "keyforge":
            continue
        names = set()
        _names(data.get("board"), names)
        rel = path.relative_to(SCENARIOS).as_posix()
        for n in names:
            en = lib.resolve(n)
            if en and rel not in out.setdefault(en, []):
                out[en].append(rel)
    return out


def _names(node, out: set) -> None:
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "card" and isinstance(v, str):
                out.add(v)
            else:
                _names(v, out)
    elif isinstance(node, list):
        for v in node:
            if isinstance(v, str):
                out.add(v)
            else:
                _names(v, out)


class KeyForgeCards:
    """KeyForge's entry in ``judge.cardgames``: the catalogue's cards found, listed and told."""

    game, code, title = "keyforge", "kf", "KeyForge"

    def find(self, ref: str) -> Card | None:
        return find(ref)

    def nearest(self, ref: str, limit: int = 5) -> list[Card]:
        return catalogue().nearest(ref, limit=limit)

    def search(self, query: str, limit: int = 5) -> list[tuple[Card, str]]:
        return catalogue().search(query, limit=limit)

    def named(self, query: str) -> list[tuple[Card, str]]:
        return catalogue().named(query)

    def names(self, card: Card) -> list[str]:
        return card.names()

    def hit(self, card: Card) -> dict:
        return {"key": card.key, "name_en": card.name_en, "name_de": card.name_de, "name_pl": card.name_pl,
                "set": card.set, "number": card.number, "house": card.house, "type": card.type,
                "covered": card.covered}

    def sets(self) -> list[dict]:
        """The sets of the catalogue with their card counts, the ones the rulebooks cover first."""
        cat = catalogue()
        counts: dict[str, int] = {}
        for c in cat.cards.values():
            counts[c.set] = counts.get(c.set, 0) + 1
        out = [{"code": code, "name": s.get("name", code), "covered": bool(s.get("rulebooks_cover")),
                "cards": counts.get(code, 0)} for code, s in cat.sets.items()]
        return sorted(out, key=lambda s: not s["covered"])

    def info(self, card: Card) -> dict:
        return {"game": "keyforge", **info(card)}

    def coverage(self, sets: list[str] | None = None) -> dict:
        from .compiler import coverage

        return coverage(sets)


CARDS = KeyForgeCards()
