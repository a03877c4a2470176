"""Deck construction (rb:101–103): a champion legend (rb:103.1) whose domains are the deck's
domain identity (rb:103.1.b), a main deck of at least 40 cards with the chosen champion
(rb:103.2, rb:103.2.a), at most 3 copies of a name (rb:103.2.b), at most 3 signature cards of
the legend's champion tag (rb:103.2.d), a rune deck of 12 runes (rb:103.3.a), and the
battlefields the mode asks for (rb:103.4, rb:644.4.a; in 2v2 one or three, rb:648.4.a, rb:648.5.a).

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

from judge.i18n import LANGS, Text, fields, verbatim
from rules_index.riftbound_catalogue import rb_catalogue

from .board import RbDeck, RbDeckEntry
from .cards.library import UnknownCard, library
from .cards.model import DOMAINS, RbCardDef
from .i18n import MP, M

MIN_MAIN = 40  # rb:103.2
MAX_COPIES = 3  # rb:103.2.b
MAX_SIGNATURES = 3  # rb:103.2.d
RUNES = 12  # rb:103.3.a, rb:154.2.a
#: the battlefields a deck brings, by mode (rb:644.4.a, rb:645.4.a, rb:646.4.a). In 2v2 the Core
#: Rules disagree: one (rb:648.4.a) or three, of which one is chosen at random (rb:648.5.a; the
#: first player removes "seine Schlachtfelder", rb:648.4.b): either is legal (docs/rulings.md,
#: Riftbound 78)
BATTLEFIELDS = {"duel": (3,), "match": (3,), "ffa3": (3,), "2v2": (1, 3)}
MAIN_TYPES = ("unit", "gear", "spell")  # rb:103.2
RULE_ID = re.compile(r"rb:\d{3}(?:\.[0-9a-z]+)*")
#: the domains as the German Core Rules name them (rb:133.2) and as the cards print them
DOMAIN_NAMES = {"fury": MP("domain", "Wut"), "calm": MP("domain", "Ruhe"), "mind": MP("domain", "Geist"),
                "body": MP("domain", "Körper"), "chaos": MP("domain", "Chaos"), "order": MP("domain", "Ordnung")}
#: the modes by name (rb:644–648); English says the mode's key
MODE_NAMES = {"duel": MP("mode", "Duell"), "match": MP("mode", "Match"), "ffa3": MP("mode", "Jeder gegen jeden (3)"),
              "2v2": MP("mode", "2 gegen 2")}


def domains(ds) -> dict[str, str]:
    """Domains by name in each language, in that language's alphabetical order ("Chaos, Wut")."""
    return {lang: ", ".join(sorted(DOMAIN_NAMES.get(d, verbatim(d))[lang] for d in ds)) for lang in LANGS}


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


def _v(rule: str, pointers: str | list[str], said: Text) -> tuple[dict, Text]:
    """A broken rule as ``check`` reports it (its message in each language), and the message."""
    pointers = [pointers] if isinstance(pointers, str) else list(dict.fromkeys(pointers))
    return {"rule": rule, "pointer": pointers[0], "pointers": pointers, **fields(said)}, said


def _unknown(what: str, ref: Any, near: list[str]) -> Text:
    """An unknown card or rune and the nearest names (``rules_index.nearest.unknown_message``)."""
    if what == "rune":
        return M("unbekannte Rune {ref}; ähnlich: {near}", ref=repr(ref), near=", ".join(near)) if near else \
            M("unbekannte Rune {ref}; ähnlich: ", ref=repr(ref))
    return M("unbekannte Karte {ref}; ähnlich: {near}", ref=repr(ref), near=", ".join(near)) if near else \
        M("unbekannte Karte {ref}; ähnlich: ", ref=repr(ref))


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
    return [v for v, _ in _check(deck)]


def _check(deck) -> list[tuple[dict, Text]]:
    """``check``'s violations, each with its message (said in every language)."""
    lib = library()
    inline = {c.name.casefold(): c for c in deck.cards}
    out: list[tuple[dict, Text]] = []

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
            out.append(_v("rb:103", pointer, _unknown("card", ref, near)))
        return found

    # rb:103.1 — one champion legend; its domains are the domain identity (rb:103.1.b)
    legend = None
    if deck.legend is None:
        out.append(_v("rb:103.1", "/legend", M("Die Liste nennt keine Champion-Legende")))
    else:
        legend = card(deck.legend, "/legend")
        if legend is not None and legend.type != "legend":
            out.append(_v("rb:103.1", "/legend", M("{card} ist keine Champion-Legende", card=legend.name)))
            legend = None  # no identity and no champion tag to check the rest against
    identity = set(legend.domains) if legend else set(DOMAINS)
    tags = champion_tags(legend) if legend else set()
    tag_text = " / ".join(sorted(tags))

    def in_identity(c: RbCardDef, pointers: list[str], rule: str) -> None:
        """rb:103.1.b.3, rb:103.1.b.4 — every domain of the card must be in the identity."""
        if c.domains and not set(c.domains) <= identity:
            rules = "rb:103.1.b.4" if len(c.domains) > 1 else "rb:103.1.b.3"
            out.append(_v(rule if rule != "rb:103.1.b.1" else rules, pointers, M(
                "{card} ({card_domains}) passt nicht zur Domänenidentität ({identity})", card=c.name,
                card_domains=domains(c.domains), identity=domains(identity))))

    # rb:103.2.a — the chosen champion: a champion unit with the legend's champion tag
    champion = None
    if deck.champion is None:
        out.append(_v("rb:103.2.a", "/champion", M("Die Liste nennt keinen ausgewählten Champion")))
    else:
        champion = card(deck.champion, "/champion")
    if champion is not None:
        if champion.type != "unit" or champion.supertype != "champion":
            out.append(_v("rb:103.2.a.2", "/champion", M(
                "{card} ist eine Signatureinheit, keine Championeinheit", card=champion.name)
                if champion.supertype == "signature" else M("{card} ist keine Championeinheit", card=champion.name)))
        elif tags and not tags & set(champion.tags):
            out.append(_v("rb:103.2.a.2", "/champion", M("{card} trägt nicht das Champion-Tag der Legende ({tags})",
                                                         card=champion.name, tags=tag_text)))

    # rb:103.2 — the main deck: the chosen champion (rb:103.2.b.1) and units, gear and spells
    main: list[tuple[RbCardDef, str]] = [(champion, "/champion")] if champion else []
    for i, entry in enumerate(deck.main):
        ref, count = (entry.card, entry.count) if isinstance(entry, RbDeckEntry) else (entry, 1)
        c = card(ref, f"/main/{i}")
        if c is None:
            continue
        if c.token:
            out.append(_v("rb:176", f"/main/{i}", M("{card} ist ein Token: Token sind keine Karten (rb:176) und "
                                                    "existieren nur auf dem Spielbrett (rb:177)", card=c.name)))
        elif c.type not in MAIN_TYPES:
            out.append(_v("rb:103.2", f"/main/{i}", M("{card} ({type}) gehört nicht ins Hauptdeck", card=c.name,
                                                      type=c.type)))
        main += [(c, f"/main/{i}")] * count
    size = len(main)
    if size < MIN_MAIN:
        out.append(_v("rb:103.2", "/main", M("Das Hauptdeck hat {size} Karten (mit dem Champion), mindestens "
                                             "{minimum} sind nötig", size=size, minimum=MIN_MAIN)))
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
            out.append(_v("rb:103.2.b", places[name], M("{n} Kopien von {card}: höchstens {most} (mit dem Champion)",
                                                        n=n, card=name, most=MAX_COPIES)))

    # rb:103.2.d — at most 3 signature cards, all of the legend's champion tag
    signatures = [(c, p) for c, p in main if c.supertype == "signature"]
    if len(signatures) > MAX_SIGNATURES:
        out.append(_v("rb:103.2.d.1", [p for _, p in signatures], M("{n} Signaturkarten: höchstens {most}",
                                                                     n=len(signatures), most=MAX_SIGNATURES)))
    for name in dict.fromkeys(c.name for c, _ in signatures):
        c = cards[name]
        if tags and not tags & set(c.tags):
            out.append(_v("rb:103.2.d.2", places[name], M("Signaturkarte {card} trägt nicht das Champion-Tag der "
                                                          "Legende ({tags})", card=c.name, tags=tag_text)))

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
                out.append(_v("rb:103.3.a", pointer, _unknown("rune", ref, near)))
                continue
            if c.type != "rune":
                out.append(_v("rb:103.3.a", pointer, M("{card} ({type}) ist keine Rune: ins Runendeck gehören nur Runen",
                                                       card=c.name, type=c.type)))
                continue
            domain = c.domains[0] if c.domains else None
        if domain and domain not in identity:
            outside.setdefault(domain, []).append(pointer)
    for domain, pointers in outside.items():
        out.append(_v("rb:103.3.a.1", pointers, M("{domain}-Runen passen nicht zur Domänenidentität ({identity})",
                                                  domain=domains([domain]), identity=domains(identity))))
    if total != RUNES:
        out.append(_v("rb:103.3.a", "/runes", M("Das Runendeck hat {total} Runen, genau {exactly} sind nötig",
                                                total=total, exactly=RUNES)))

    # rb:103.4 — the battlefields the mode asks for, each within the identity (rb:103.4.b)
    want = BATTLEFIELDS[deck.mode]
    if len(deck.battlefields) not in want:
        said = M("{n} Schlachtfelder; der Modus {mode} verlangt {want}", n=len(deck.battlefields),
                 mode=MODE_NAMES[deck.mode], want=want[0]) if len(want) == 1 else \
            M("{n} Schlachtfelder; der Modus {mode} verlangt {one} (rb:648.4.a) oder {three} (rb:648.5.a)",
              n=len(deck.battlefields), mode=MODE_NAMES[deck.mode], one=want[0], three=want[1])
        out.append(_v("rb:103.4.a", "/battlefields", said))
    for i, ref in enumerate(deck.battlefields):
        c = card(ref, f"/battlefields/{i}")
        if c is not None:
            if c.type != "battlefield":
                out.append(_v("rb:103.4", f"/battlefields/{i}", M("{card} ist kein Schlachtfeld", card=c.name)))
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
        violations = _check(pb.deck_list)
        g.state.set(f"decks.{p}", {"legal": not violations, "violations": [v["rule"] for v, _ in violations]})
        if not violations:
            g.record("deck-legal", ["rb:101", "rb:103", "rb:103.2.a.2", "rb:103.2.b"],
                     M("Das Deck von {player} ist regelkonform", player=p), actor=p)
        for v, why in violations:
            g.record("deck-illegal", [v["rule"]], M("Deck von {player}: {why}", player=p, why=why), actor=p)


def check_file(path, mode: str | None = None) -> tuple[int, dict]:
    """`judge check-deck FILE`: (exit code, result). 0 legal, 1 illegal, 2 unreadable. FILE is
    a deck file in JSON or a deck list as text (``decklist.py``); ``-`` reads standard input."""
    import sys
    from pathlib import Path

    from .decklist import check_source

    try:
        text = sys.stdin.read() if str(path) == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        said = M("{path} ist nicht lesbar: {error}", path=path, error=str(e))
        return 2, {"error": "invalid-deck", "errors": [{"pointer": "", "line": None, "text": "",
                                                        **fields(said)}]}
    return check_source(text, mode)
