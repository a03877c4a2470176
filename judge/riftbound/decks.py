"""Deck construction (rb:101–103): a champion legend (rb:103.1) whose domains are the deck's
domain identity (rb:103.1.b), a main deck of at least 40 cards with the chosen champion
(rb:103.2, rb:103.2.a), at most 3 copies of a name (rb:103.2.b), at most 3 signature cards of
the legend's champion tag (rb:103.2.d), a rune deck of 12 runes (rb:103.3.a), and the
battlefields the mode asks for (rb:103.4, rb:644.4.a, rb:648.4.a).

``check(deck)`` lists every rule the deck breaks, each with the places (JSON pointers) that
break it; ``judge check-deck FILE`` prints them for a JSON deck file or a deck list as
players write it (``decklist.py``).

A legend's *champion tag* (rb:103.2.a.2) is the tag that names a champion: of "Yordle, Kennen
- Heart of the Tempest" (tags Yordle, Kennen) it is Kennen, not Yordle. The champions' names
are read from the catalogue: the part of a champion unit's printed name before its title
("Jinx" of "Jinx - Rebel", "Kennen" of "Kennen, Storm of Shuriken") when the unit carries it
as a tag. A legend defined inline whose tags name no known champion keeps all its tags
(docs/rulings.md, Riftbound 27).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Any, Literal

from pydantic import Field, field_validator

from rules_index.nearest import unknown_message
from rules_index.riftbound_catalogue import rb_catalogue

from .board import RbDeck, RbDeckEntry
from .cards.library import UnknownCard, library
from .cards.model import DOMAINS, RbCardDef

MIN_MAIN = 40  # rb:103.2
MAX_COPIES = 3  # rb:103.2.b
MAX_SIGNATURES = 3  # rb:103.2.d
RUNES = 12  # rb:103.3.a, rb:154.2.a
BATTLEFIELDS = {"duel": 3, "match": 3, "ffa3": 3, "2v2": 1}  # rb:644.4.a, rb:645.4.a, rb:646.4.a, rb:648.4.a
MAIN_TYPES = ("unit", "gear", "spell")  # rb:103.2
RULE_ID = re.compile(r"rb:\d{3}(?:\.[0-9a-z]+)*")
#: the domains as the German Core Rules name them (rb:133.2) and as the cards print them
DOMAIN_NAMES = {"fury": ("Wut", "Fury"), "calm": ("Ruhe", "Calm"), "mind": ("Geist", "Mind"),
                "body": ("Körper", "Body"), "chaos": ("Chaos", "Chaos"), "order": ("Ordnung", "Order")}
MODE_NAMES = {"duel": ("Duell", "duel"), "match": ("Match", "match"), "ffa3": ("Jeder gegen jeden (3)", "ffa3"),
              "2v2": ("2 gegen 2", "2v2")}  # rb:644–648


def domains(ds, lang: int) -> str:
    """Domains by name, German (0) or English (1): "Chaos, Wut"."""
    return ", ".join(sorted(DOMAIN_NAMES.get(d, (d, d))[lang] for d in ds))


class RbDeckFile(RbDeck):
    """A deck file (``*.deck.json``): a deck, and the verdict it should get, for ``judge
    regress``: ``"legal"``, or the rules it breaks (every one, no other)."""

    expect: Literal["legal"] | list[str] | None = Field(
        None, description="'legal', or the IDs of the rules the deck breaks (exactly these): a regression case")

    @field_validator("expect")
    @classmethod
    def _rule_ids(cls, v):
        if isinstance(v, list):
            bad = [r for r in v if not RULE_ID.fullmatch(r)]
            if bad or not v:
                raise ValueError(f"expect lists Riftbound rule IDs like 'rb:103.2.b' (or is 'legal'); not {bad}")
        return v


def _v(rule: str, pointers: str | list[str], de: str, en: str) -> dict:
    pointers = [pointers] if isinstance(pointers, str) else list(dict.fromkeys(pointers))
    return {"rule": rule, "pointer": pointers[0], "pointers": pointers, "message_de": de, "message": en}


@lru_cache(maxsize=1)
def champion_names() -> frozenset[str]:
    """The names of the champions, as tags: what a champion unit's name says before its title,
    when the unit carries it as a tag ("Jinx - Rebel" → Jinx)."""
    out = set()
    for c in rb_catalogue().cards.values():
        if c.type == "Unit" and c.supertype == "Champion":
            head = re.split(r" - |, ", c.name, maxsplit=1)[0]
            if head in c.tags:
                out.add(head)
    return frozenset(out)


def champion_tags(legend: RbCardDef) -> set[str]:
    """The legend's champion tag(s) (rb:103.2.a.2): its tags that name a champion."""
    named = {t for t in legend.tags if t in champion_names()}
    return named or set(legend.tags)


def check(deck) -> list[dict]:
    """Every rule of rb:101–103 the deck breaks (empty: a legal deck). ``deck`` is an
    ``RbDeck``; a deck list read from text (``decklist.py``) may lack its legend or champion
    (``None``) and give its runes as entries with counts."""
    lib = library()
    inline = {c.name.casefold(): c for c in deck.cards}
    out: list[dict] = []

    def find(ref: Any) -> RbCardDef | None:
        if isinstance(ref, RbCardDef):
            return ref
        if ref.casefold() in inline:
            return inline[ref.casefold()]
        try:
            return lib.get(ref)
        except UnknownCard:
            return None

    def card(ref: Any, pointer: str) -> RbCardDef | None:
        found = find(ref)
        if found is None:
            near = lib.nearest(ref)
            out.append(_v("rb:103", pointer, f"unbekannte Karte {ref!r}; ähnlich: {', '.join(near)}",
                          unknown_message("card", ref, near)))
        return found

    # rb:103.1 — one champion legend; its domains are the domain identity (rb:103.1.b)
    legend = None
    if deck.legend is None:
        out.append(_v("rb:103.1", "/legend", "Die Liste nennt keine Champion-Legende",
                      "the list names no champion legend"))
    else:
        legend = card(deck.legend, "/legend")
        if legend is not None and legend.type != "legend":
            out.append(_v("rb:103.1", "/legend", f"{legend.name} ist keine Champion-Legende",
                          f"{legend.name} is not a champion legend"))
            legend = None  # no identity and no champion tag to check the rest against
    identity = set(legend.domains) if legend else set(DOMAINS)
    tags = champion_tags(legend) if legend else set()
    tag_text = " / ".join(sorted(tags))

    def in_identity(c: RbCardDef, pointers: list[str], rule: str) -> None:
        """rb:103.1.b.3, rb:103.1.b.4 — every domain of the card must be in the identity."""
        if c.domains and not set(c.domains) <= identity:
            rules = "rb:103.1.b.4" if len(c.domains) > 1 else "rb:103.1.b.3"
            out.append(_v(rule if rule != "rb:103.1.b.1" else rules, pointers,
                          f"{c.name} ({domains(c.domains, 0)}) passt nicht zur Domänenidentität ({domains(identity, 0)})",
                          f"{c.name} ({domains(c.domains, 1)}) is outside the domain identity ({domains(identity, 1)})"))

    # rb:103.2.a — the chosen champion: a champion unit with the legend's champion tag
    champion = None
    if deck.champion is None:
        out.append(_v("rb:103.2.a", "/champion", "Die Liste nennt keinen ausgewählten Champion",
                      "the list names no chosen champion"))
    else:
        champion = card(deck.champion, "/champion")
    if champion is not None:
        if champion.type != "unit" or champion.supertype != "champion":
            why_de = "eine Signatureinheit, keine Championeinheit" if champion.supertype == "signature" else "keine Championeinheit"
            why_en = "a signature unit, not a champion unit" if champion.supertype == "signature" else "not a champion unit"
            out.append(_v("rb:103.2.a.2", "/champion", f"{champion.name} ist {why_de}", f"{champion.name} is {why_en}"))
        elif tags and not tags & set(champion.tags):
            out.append(_v("rb:103.2.a.2", "/champion",
                          f"{champion.name} trägt nicht das Champion-Tag der Legende ({tag_text})",
                          f"{champion.name} does not have the legend's champion tag ({tag_text})"))

    # rb:103.2 — the main deck: the chosen champion (rb:103.2.b.1) and units, gear and spells
    main: list[tuple[RbCardDef, str]] = [(champion, "/champion")] if champion else []
    for i, entry in enumerate(deck.main):
        ref, count = (entry.card, entry.count) if isinstance(entry, RbDeckEntry) else (entry, 1)
        c = card(ref, f"/main/{i}")
        if c is None:
            continue
        if c.token:
            out.append(_v("rb:176", f"/main/{i}", f"{c.name} ist ein Token: Token sind keine Karten (rb:176) und "
                          "existieren nur auf dem Spielbrett (rb:177)",
                          f"{c.name} is a token: tokens are not cards (rb:176) and exist only on the board (rb:177)"))
        elif c.type not in MAIN_TYPES:
            out.append(_v("rb:103.2", f"/main/{i}", f"{c.name} ({c.type}) gehört nicht ins Hauptdeck",
                          f"{c.name} ({c.type}) does not belong in the main deck"))
        main += [(c, f"/main/{i}")] * count
    size = len(main)
    if size < MIN_MAIN:
        out.append(_v("rb:103.2", "/main", f"Das Hauptdeck hat {size} Karten (mit dem Champion), mindestens "
                      f"{MIN_MAIN} sind nötig",
                      f"the main deck has {size} cards (the chosen champion included); it needs at least {MIN_MAIN}"))
    places: dict[str, list[str]] = {}
    cards: dict[str, RbCardDef] = {}
    for c, pointer in main:
        places.setdefault(c.name, []).append(pointer)
        cards.setdefault(c.name, c)
    for name, c in cards.items():
        in_identity(c, places[name], "rb:103.1.b.1")
    for name, n in Counter(c.name for c, _ in main).items():
        if n > MAX_COPIES and not any(ab.static == "ruv-any-number-in-deck" for ab in cards[name].abilities):
            # rb:002: "your deck can have any number of cards named <me>" sets the limit aside (branch ruv)
            out.append(_v("rb:103.2.b", places[name], f"{n} Kopien von {name}: höchstens {MAX_COPIES} (mit dem Champion)",
                          f"{n} copies of {name}: at most {MAX_COPIES} (the chosen champion included)"))

    # rb:103.2.d — at most 3 signature cards, all of the legend's champion tag
    signatures = [(c, p) for c, p in main if c.supertype == "signature"]
    if len(signatures) > MAX_SIGNATURES:
        out.append(_v("rb:103.2.d.1", [p for _, p in signatures], f"{len(signatures)} Signaturkarten: höchstens {MAX_SIGNATURES}",
                      f"{len(signatures)} signature cards: at most {MAX_SIGNATURES}"))
    for name in dict.fromkeys(c.name for c, _ in signatures):
        c = cards[name]
        if tags and not tags & set(c.tags):
            out.append(_v("rb:103.2.d.2", places[name], f"Signaturkarte {c.name} trägt nicht das Champion-Tag der "
                          f"Legende ({tag_text})",
                          f"signature card {c.name} does not have the legend's champion tag ({tag_text})"))

    # rb:103.3.a — 12 runes, of the identity's domains (rb:103.3.a.1)
    total = 0
    outside: dict[str, list[str]] = {}
    for ref, count, pointer in _rune_items(deck.runes):
        total += count
        domain = ref.lower() if isinstance(ref, str) and ref.lower() in DOMAINS else None
        if domain is None:
            c = find(ref)
            if c is None:
                near = lib.nearest(ref) if isinstance(ref, str) else []
                out.append(_v("rb:103.3.a", pointer, f"unbekannte Rune {ref!r}; ähnlich: {', '.join(near)}",
                              unknown_message("rune", ref, near)))
                continue
            if c.type != "rune":
                out.append(_v("rb:103.3.a", pointer, f"{c.name} ({c.type}) ist keine Rune: ins Runendeck gehören "
                              "nur Runen", f"{c.name} ({c.type}) is not a rune: the rune deck holds runes only"))
                continue
            domain = c.domains[0] if c.domains else None
        if domain and domain not in identity:
            outside.setdefault(domain, []).append(pointer)
    for domain, pointers in outside.items():
        out.append(_v("rb:103.3.a.1", pointers, f"{domains([domain], 0)}-Runen passen nicht zur Domänenidentität "
                      f"({domains(identity, 0)})",
                      f"{domains([domain], 1)} runes are outside the domain identity ({domains(identity, 1)})"))
    if total != RUNES:
        out.append(_v("rb:103.3.a", "/runes", f"Das Runendeck hat {total} Runen, genau {RUNES} sind nötig",
                      f"the rune deck has {total} runes; it needs exactly {RUNES}"))

    # rb:103.4 — the battlefields the mode asks for, each within the identity (rb:103.4.b)
    want = BATTLEFIELDS[deck.mode]
    if len(deck.battlefields) != want:
        out.append(_v("rb:103.4.a", "/battlefields", f"{len(deck.battlefields)} Schlachtfelder; der Modus "
                      f"{MODE_NAMES[deck.mode][0]} verlangt {want}",
                      f"{len(deck.battlefields)} battlefields; mode {deck.mode} asks for {want}"))
    for i, ref in enumerate(deck.battlefields):
        c = card(ref, f"/battlefields/{i}")
        if c is not None:
            if c.type != "battlefield":
                out.append(_v("rb:103.4", f"/battlefields/{i}", f"{c.name} ist kein Schlachtfeld", f"{c.name} is not a battlefield"))
            in_identity(c, [f"/battlefields/{i}"], "rb:103.4.b")
    return out


def _rune_items(runes) -> list[tuple[Any, int, str]]:
    """The rune deck as (domain or card, count, pointer): from ``{domain: count}``, a list of
    domains or rune names, or entries with counts (a deck list's lines)."""
    if isinstance(runes, dict):
        return [(d, n, f"/runes/{d}") for d, n in runes.items()]
    return [(r.card, r.count, f"/runes/{i}") if isinstance(r, RbDeckEntry) else (r, 1, f"/runes/{i}")
            for i, r in enumerate(runes)]


def check_setup(g, scenario) -> None:
    """Check each deck list on the board at setup (rb:101–103); the trace says what breaks."""
    for p, pb in scenario.board.players.items():
        if pb.deck_list is None:
            continue
        violations = check(pb.deck_list)
        g.state.set(f"decks.{p}", {"legal": not violations, "violations": [v["rule"] for v in violations]})
        if not violations:
            g.record("deck-legal", ["rb:101", "rb:103", "rb:103.2.a.2", "rb:103.2.b"],
                     f"Das Deck von {p} ist regelkonform", f"{p}'s deck is legal", actor=p)
        for v in violations:
            g.record("deck-illegal", [v["rule"]], f"Deck von {p}: {v['message_de']}", f"{p}'s deck: {v['message']}",
                     actor=p)


def check_file(path, mode: str | None = None) -> tuple[int, dict]:
    """`judge check-deck FILE`: (exit code, result). 0 legal, 1 illegal, 2 unreadable. FILE is
    a deck file in JSON or a deck list as text (``decklist.py``); ``-`` reads standard input."""
    import sys
    from pathlib import Path

    from .decklist import check_source

    try:
        text = sys.stdin.read() if str(path) == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return 2, {"error": "invalid-deck", "errors": [{"pointer": "", "line": None, "text": "",
                                                        "message": f"cannot read {path}: {e}",
                                                        "message_de": f"{path} ist nicht lesbar: {e}"}]}
    return check_source(text, mode)
