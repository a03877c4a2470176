"""Deck construction (rb:101–103): a champion legend (rb:103.1) whose domains are the deck's
domain identity (rb:103.1.b), a main deck of at least 40 cards with the chosen champion
(rb:103.2, rb:103.2.a), at most 3 copies of a name (rb:103.2.b), at most 3 signature cards of
the legend's champion tag (rb:103.2.d), a rune deck of 12 runes (rb:103.3.a), and the
battlefields the mode asks for (rb:103.4, rb:644.4.a, rb:648.4.a).

``check(deck)`` lists every rule the deck breaks; ``judge check-deck FILE`` prints them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules_index.nearest import unknown_message

from .board import RbDeckEntry
from .cards.library import UnknownCard, library
from .cards.model import DOMAINS, RbCardDef

MIN_MAIN = 40  # rb:103.2
MAX_COPIES = 3  # rb:103.2.b
MAX_SIGNATURES = 3  # rb:103.2.d
RUNES = 12  # rb:103.3.a, rb:154.2.a
BATTLEFIELDS = {"duel": 3, "match": 3, "ffa3": 3, "2v2": 1}  # rb:644.4.a, rb:645.4.a, rb:646.4.a, rb:648.4.a


def _v(rule: str, pointer: str, de: str, en: str) -> dict:
    return {"rule": rule, "pointer": pointer, "message_de": de, "message": en}


def check(deck) -> list[dict]:
    """Every rule of rb:101–103 the deck breaks (empty: a legal deck)."""
    lib = library()
    inline = {c.name.casefold(): c for c in deck.cards}
    out: list[dict] = []

    def card(ref: Any, pointer: str) -> RbCardDef | None:
        if isinstance(ref, RbCardDef):
            return ref
        if ref.casefold() in inline:
            return inline[ref.casefold()]
        try:
            return lib.get(ref)
        except UnknownCard:
            near = lib.nearest(ref)
            out.append(_v("rb:103", pointer, f"unbekannte Karte {ref!r}; ähnlich: {', '.join(near)}",
                          unknown_message("card", ref, near)))
            return None

    legend = card(deck.legend, "/legend")
    if legend is not None and legend.type != "legend":
        out.append(_v("rb:103.1", "/legend", f"{legend.name} ist keine Champion-Legende",
                      f"{legend.name} is not a champion legend"))
    identity = set(legend.domains) if legend else set(DOMAINS)

    def in_identity(c: RbCardDef, pointer: str, rule: str) -> None:
        """rb:103.1.b.3, rb:103.1.b.4 — every domain of the card must be in the identity."""
        if c.domains and not set(c.domains) <= identity:
            rules = "rb:103.1.b.4" if len(c.domains) > 1 else "rb:103.1.b.3"
            out.append(_v(rule if rule != "rb:103.1.b.1" else rules, pointer,
                          f"{c.name} ({', '.join(c.domains)}) passt nicht zur Domänenidentität ({', '.join(sorted(identity))})",
                          f"{c.name} ({', '.join(c.domains)}) is outside the domain identity ({', '.join(sorted(identity))})"))

    champion = card(deck.champion, "/champion")
    champion_tag = legend.tags[0] if legend and legend.tags else None
    if champion is not None:
        if champion.type != "unit" or champion.supertype != "champion":
            why_de = "eine Signatureinheit, keine Championeinheit" if champion.supertype == "signature" else "keine Championeinheit"
            why_en = "a signature unit, not a champion unit" if champion.supertype == "signature" else "not a champion unit"
            out.append(_v("rb:103.2.a.2", "/champion", f"{champion.name} ist {why_de}", f"{champion.name} is {why_en}"))
        elif champion_tag and champion_tag not in champion.tags:
            out.append(_v("rb:103.2.a.2", "/champion",
                          f"{champion.name} trägt nicht das Champion-Tag der Legende ({champion_tag})",
                          f"{champion.name} does not have the legend's champion tag ({champion_tag})"))
        in_identity(champion, "/champion", "rb:103.1.b.1")
    main: list[tuple[RbCardDef, str]] = [(champion, "/champion")] if champion else []  # rb:103.2.b.1
    for i, entry in enumerate(deck.main):
        ref, count = (entry.card, entry.count) if isinstance(entry, RbDeckEntry) else (entry, 1)
        c = card(ref, f"/main/{i}")
        if c is None:
            continue
        if c.type not in ("unit", "gear", "spell"):
            out.append(_v("rb:103.2", f"/main/{i}", f"{c.name} ({c.type}) gehört nicht ins Hauptdeck",
                          f"{c.name} ({c.type}) does not belong in the main deck"))
        main += [(c, f"/main/{i}")] * count
    size = len(main)
    if size < MIN_MAIN:
        out.append(_v("rb:103.2", "/main", f"Das Hauptdeck hat {size} Karten, mindestens {MIN_MAIN} sind nötig",
                      f"the main deck has {size} cards; it needs at least {MIN_MAIN}"))
    seen = set()
    for c, pointer in main:
        if c.name not in seen:
            seen.add(c.name)
            in_identity(c, pointer, "rb:103.1.b.1")
    for name, n in Counter(c.name for c, _ in main).items():
        if n > MAX_COPIES:
            out.append(_v("rb:103.2.b", "/main", f"{n} Kopien von {name}: höchstens {MAX_COPIES} (mit dem Champion)",
                          f"{n} copies of {name}: at most {MAX_COPIES} (the chosen champion included)"))
    signatures = [(c, p) for c, p in main if c.supertype == "signature"]
    if len(signatures) > MAX_SIGNATURES:
        out.append(_v("rb:103.2.d.1", "/main", f"{len(signatures)} Signaturkarten: höchstens {MAX_SIGNATURES}",
                      f"{len(signatures)} signature cards: at most {MAX_SIGNATURES}"))
    for c, p in dict((c.name, (c, p)) for c, p in signatures).values():
        if champion_tag and champion_tag not in c.tags:
            out.append(_v("rb:103.2.d.2", p, f"Signaturkarte {c.name} trägt nicht das Tag {champion_tag}",
                          f"signature card {c.name} does not have the tag {champion_tag}"))
    runes = deck.runes if isinstance(deck.runes, list) else [d for d, n in deck.runes.items() for _ in range(n)]
    if len(runes) != RUNES:
        out.append(_v("rb:103.3.a", "/runes", f"Das Runendeck hat {len(runes)} Runen, genau {RUNES} sind nötig",
                      f"the rune deck has {len(runes)} runes; it needs exactly {RUNES}"))
    for d in sorted(set(r.lower() for r in runes)):
        if d not in DOMAINS:
            out.append(_v("rb:103.3.a", "/runes", f"unbekannte Rune {d!r}", f"unknown rune {d!r}"))
        elif d not in identity:
            out.append(_v("rb:103.3.a.1", "/runes", f"{d}-Runen passen nicht zur Domänenidentität",
                          f"{d} runes are outside the domain identity"))
    want = BATTLEFIELDS[deck.mode]
    if len(deck.battlefields) != want:
        out.append(_v("rb:103.4.a", "/battlefields", f"{len(deck.battlefields)} Schlachtfelder; der Modus {deck.mode} "
                      f"verlangt {want}", f"{len(deck.battlefields)} battlefields; mode {deck.mode} asks for {want}"))
    for i, ref in enumerate(deck.battlefields):
        c = card(ref, f"/battlefields/{i}")
        if c is not None:
            if c.type != "battlefield":
                out.append(_v("rb:103.4", f"/battlefields/{i}", f"{c.name} ist kein Schlachtfeld", f"{c.name} is not a battlefield"))
            in_identity(c, f"/battlefields/{i}", "rb:103.4.b")
    return out


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


def check_file(path) -> tuple[int, dict]:
    """`judge check-deck FILE`: (exit code, result). 0 legal, 1 illegal, 2 unreadable."""
    import json
    from pathlib import Path

    from pydantic import ValidationError

    from scenarios.loader import _loc_to_pointer

    from .board import RbDeck

    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return 2, {"error": "invalid-deck", "errors": [{"pointer": "", "message": f"cannot read {path}: {e}"}]}
    try:
        deck = RbDeck.model_validate(data)
    except ValidationError as e:
        return 2, {"error": "invalid-deck", "errors": [{"pointer": _loc_to_pointer(err["loc"], data),
                                                        "message": err["msg"]} for err in e.errors()]}
    violations = check(deck)
    return (0 if not violations else 1), {"legal": not violations, "violations": violations}
