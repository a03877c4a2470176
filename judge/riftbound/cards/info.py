"""What the judge knows about a Riftbound card: printed facts and text, every printing, the
Core Rules' examples that name it, the built-in scenarios that use it, and whether the engine
can run it (hand-written, compiled completely, compiled in part with the sentences it cannot
read, or beyond the rulebook: keywords the German Core Rules do not define). Used by
`judge card NAME`, the card page and the cards API (``judge.cardgames`` lists the games).

A card is found by any spelling of its name, its code ("OGN-251", "OGN-251/298", a token's
"SFD-T01"), another printing's code ("OGN-301*") or the name the Core Rules give it ("Loose
Cannon").
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from rules_index.cards import norm
from rules_index.riftbound_catalogue import EXAMPLES, RbCard, rb_catalogue

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def find(ref: str) -> RbCard | None:
    """A catalogue card by a name, a code or a printing's code; None if no card has it."""
    if not isinstance(ref, str):
        return None
    cat = rb_catalogue()
    code = ref.strip()
    # a card's own ID ("SFD-T01": tokens are numbered T01…) and a printing's code as printed
    # ("OGN-301*") are looked up as they stand; the catalogue reads the rest
    found = cat.cards.get(code.upper()) or cat.cards.get(cat.by_code.get(code.lower(), ""))
    return found or cat.resolve(ref)


def core_rules_names(card: RbCard) -> list[str]:
    """The names the Core Rules' examples use for the card where they differ from the printed
    one ("Loose Cannon" for "Jinx - Loose Cannon")."""
    return [n for n in _example_names().get(card.id, []) if norm(n) != norm(card.name)]


@lru_cache(maxsize=1)
def _example_names() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for fact in json.loads(EXAMPLES.read_text(encoding="utf-8")):
        out.setdefault(fact["public_code"].split("/")[0], []).append(fact["name"])
    return out


def info(card: RbCard) -> dict:
    from .compiler import compile_card
    from .library import library, power_icons

    out = {"game": "riftbound", **card.to_dict()}
    out["set_name"] = rb_catalogue().sets.get(card.set, {}).get("name", card.set)
    out["power_icons"] = power_icons(card)
    out["core_rules_names"] = core_rules_names(card)
    out["engine"] = library().source(card.name)
    result = compile_card(card.id)
    out["compiled"] = {"complete": result.complete, "missing": result.missing,
                       "sentences": [{"text": t, "compiled": ok, "why": why} for t, ok, why in result.sentences]}
    out["examples"] = examples_naming().get(card.id, [])
    out["scenarios"] = scenarios_using().get(card.id, [])
    return out


@lru_cache(maxsize=1)
def examples_naming() -> dict[str, list[str]]:
    """Card ID → the Core Rules' examples (index records of kind "example") whose text names
    the card by its printed name or by the name the Core Rules give it. Names are matched as
    whole words, case and punctuation aside ("Jinx, Rebel" is "Jinx - Rebel"), the longest
    first: "Eclipse Herald" is that card, not also "Eclipse"."""
    from rules_index.index import load

    names = sorted(rb_catalogue().by_name.items(), key=lambda kv: -len(kv[0]))  # every spelling → card ID
    out: dict[str, list[str]] = {}
    for record in load():
        if record.game != "rb" or record.kind != "example":
            continue
        text = " " + norm(" ".join(f"{t.title or ''} {t.body or ''}" for t in record.texts.values())) + " "
        taken: list[tuple[int, int]] = []
        for name, cid in names:
            needle = f" {name} "
            start = text.find(needle)
            while start >= 0:
                span = (start, start + len(needle))
                if not any(a < span[1] and span[0] < b for a, b in taken):
                    taken.append(span)
                    if record.id not in out.setdefault(cid, []):
                        out[cid].append(record.id)
                start = text.find(needle, start + 1)
    return {cid: sorted(ids) for cid, ids in out.items()}


@lru_cache(maxsize=1)
def scenarios_using() -> dict[str, list[str]]:
    """Card ID → the built-in Riftbound scenario files naming the card: on the board (every
    zone, battlefields, deck lists) or in an action (the card played, activated or hidden, the
    units moved, the targets). A name an inline definition of the scenario takes is that
    definition, not the catalogue's card. Read once; a file that does not load is left out."""
    from scenarios.loader import ScenarioError, parse

    from ..scenario import card_refs
    from .library import library
    from .model import RbCardDef

    lib = library()
    out: dict[str, list[str]] = {}
    for path in sorted(SCENARIOS.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            continue
        if not isinstance(data, dict) or data.get("game") != "riftbound":
            continue
        try:
            scenario = parse(data)
        except ScenarioError:
            continue
        refs = [ref for _, ref in card_refs(scenario)]
        inline = {ref.name.casefold() for ref in refs if isinstance(ref, RbCardDef)}
        named = [ref for ref in refs if isinstance(ref, str)] + list(_action_names(scenario.actions))
        rel = path.relative_to(SCENARIOS).as_posix()
        for name in named:
            if name.casefold() in inline or lib.resolve(name) is None:
                continue
            card = rb_catalogue().resolve(lib.resolve(name))
            if card is not None and rel not in out.setdefault(card.id, []):
                out[card.id].append(rel)
    return out


_INSTANCE = re.compile(r"#\d+$")  # "Stalwart Poro#2": the second of that name


def _action_names(actions) -> list[str]:
    names: list[str] = []
    for action in actions:
        for key in ("card", "units", "targets"):
            value = getattr(action, key, None)
            for item in value if isinstance(value, list) else [value]:
                for name in item if isinstance(item, list) else [item]:
                    if isinstance(name, str):
                        names.append(_INSTANCE.sub("", name))
    return names


class RiftboundCards:
    """Riftbound's entry in ``judge.cardgames``: the catalogue's cards found, listed and told."""

    game, code, title = "riftbound", "rb", "Riftbound"

    def find(self, ref: str) -> RbCard | None:
        return find(ref)

    def nearest(self, ref: str, limit: int = 5) -> list[RbCard]:
        return rb_catalogue().nearest(ref, limit=limit)

    def search(self, query: str, limit: int = 5) -> list[tuple[RbCard, str]]:
        """The catalogue's search (exact, a word or the start of a name, misspelt), with the
        cards a question names in whole words ("Was macht Jinx, Rebel?") after the exact one."""
        from judge.cardgames import named_in

        cat = rb_catalogue()
        found = cat.search(query, limit=limit)
        named = [cat.cards[cid] for cid in named_in(query, cat.by_name)]
        exact = [(c, why) for c, why in found if why == "exact"]
        rest = [(c, why) for c, why in found if why != "exact"]
        out = exact + [(c, "named") for c in named if all(c is not x for x, _ in exact)]
        out += [(c, why) for c, why in rest if all(c is not x for x, _ in out)]
        return out[:limit]

    def named(self, query: str) -> list[tuple[RbCard, str]]:
        """The card the query is (``exact``: a name or code), then the cards it names in whole
        words (``named``), without the fuzzy part of ``search``."""
        from judge.cardgames import named_in

        cat = rb_catalogue()
        exact = find(query)
        out = [(exact, "exact")] if exact is not None else []
        out += [(c, "named") for cid in named_in(query, cat.by_name) if (c := cat.cards[cid]) is not exact]
        return out

    def names(self, card: RbCard) -> list[str]:
        return [card.name, *core_rules_names(card)]

    def hit(self, card: RbCard) -> dict:
        return {"key": card.key, "name_en": card.name, "set": card.set, "number": card.number, "type": card.type,
                "supertype": card.supertype, "domains": list(card.domains), "covered": not card.beyond_rulebook}

    def sets(self) -> list[dict]:
        """The sets in catalogue order, with the cards first printed there and how many of them
        use keywords the German Core Rules do not define."""
        cat = rb_catalogue()
        cards: dict[str, int] = {}
        beyond: dict[str, int] = {}
        for c in cat.cards.values():
            cards[c.set] = cards.get(c.set, 0) + 1
            beyond[c.set] = beyond.get(c.set, 0) + bool(c.beyond_rulebook)
        return [{"code": code, "name": s.get("name", code), "kind": s.get("kind"), "cards": cards.get(code, 0),
                 "printings": s.get("printings"), "beyond_rulebook": beyond.get(code, 0),
                 "covered": cards.get(code, 0) > 0 and beyond.get(code, 0) == 0}
                for code, s in cat.sets.items()]

    def info(self, card: RbCard) -> dict:
        return info(card)

    def coverage(self, sets: list[str] | None = None) -> dict:
        from .compiler import coverage

        return coverage(sets)


CARDS = RiftboundCards()
