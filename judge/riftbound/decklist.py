"""Riftbound deck lists as players write them, checked by rb:101–103 (``decks.check``).

A deck list is plain text, one card a line: a count, then a name or a code — ``3 Jinx -
Rebel``, ``3x OGN-202``, ``3 x Jinx, Rebel``, ``Jinx - Rebel x3``, ``1 Jinx - Loose Cannon
(OGN-251)`` or ``[OGN-251/298]`` after the name (name and code must then be the same card); a
line without a count is one copy. Sections follow the headings the deck builders' text exports
write (any case, the colon optional): ``Legend:``, ``Champion:`` (the chosen champion, one
card; its other copies go under the main deck), ``MainDeck:`` / ``Main Deck:``,
``Battlefields:``, ``Runes:`` / ``Rune Pool:`` / ``Rune Deck:``, ``Sideboard:``; German
headings too (``Legende``, ``Hauptdeck``, ``Schlachtfelder``, ``Runen`` …). A heading may carry
its card on the same line (``Legend: Jinx - Loose Cannon``). In the runes a domain alone names
its basic rune (``6 Fury`` is ``6 Fury Rune``). Cards before any heading go where their type
belongs (legend, battlefield, rune; else the main deck) — the chosen champion cannot be told
that way and must be named under ``Champion:``. Blank lines and comment lines (``#`` or
``//``) are skipped; two directives may stand on their own lines: ``mode: duel`` (duel,
match, ffa3, 2v2: the battlefields it asks for) and ``expect: legal`` or ``expect: rb:103.2.b,
rb:103.4.a`` (the verdict the list should get: ``judge regress`` checks it).

Every card is found in the catalogue (``rules_index.riftbound_catalogue``) by any spelling of
its name or a code; a misspelt name is refused with the nearest names. Nothing accepted is
ignored: a line that is not a heading, a directive, a comment or a card is refused, naming
the line, and so is the whole list until every line reads. The sideboard is read and its
cards found, but the Core Rules set no rules for it: the result says so. Each broken rule
names the lines that break it (number and text).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from judge.i18n import LANGS, Text, fields, joined
from rules_index.riftbound_catalogue import RbCard, rb_catalogue

from .board import RbDeck, RbDeckEntry
from .cards.model import DOMAINS
from .decks import BATTLEFIELDS, RULE_ID, RbDeckFile, check
from .i18n import M

MAX_CHARS = 20_000  # a deck list is about 1,000 characters
MAX_LINES = 250
MAX_LINE = 200  # the longest card name has 37 characters
MAX_COUNT = 99

#: headings (lower case, single spaces) → section
SECTIONS = {
    **dict.fromkeys(("legend", "legends", "champion legend", "legende", "champion-legende"), "legend"),
    **dict.fromkeys(("champion", "chosen champion", "champion unit", "ausgewählter champion",
                     "auserwählter champion"), "champion"),
    **dict.fromkeys(("maindeck", "main deck", "main-deck", "main", "deck", "hauptdeck"), "main"),
    **dict.fromkeys(("battlefields", "battlefield", "schlachtfelder", "schlachtfeld"), "battlefields"),
    **dict.fromkeys(("runes", "rune", "rune deck", "runedeck", "rune pool", "runen", "runendeck"), "runes"),
    **dict.fromkeys(("sideboard", "side deck", "sidedeck", "nebendeck"), "sideboard"),
}
#: the German Core Rules' words for the domains and their runes (rb:133.2: "Wut-Rune (Fury)")
RUNE_WORDS_DE = {"wut": "fury", "ruhe": "calm", "geist": "mind", "geistes": "mind", "körper": "body",
                 "ordnung": "order", "ordnungs": "order"}
KNOWN_HEADINGS = "Legend, Champion, MainDeck, Battlefields, Runes, Sideboard"
DIRECTIVES = ("mode", "expect")
HEADING = re.compile(r"^([^\d:#/][^:]*?)\s*:\s*(.*)$")
COUNT_FIRST = re.compile(r"^(\d{1,4})\s*(?:[x×]\s+|\s+)(.+)$", re.IGNORECASE)
COUNT_LAST = re.compile(r"^(.+?)\s+[x×](\d{1,4})$", re.IGNORECASE)
COUNT_ONLY = re.compile(r"^\d{1,4}\s*[x×]?$", re.IGNORECASE)
CODE_AFTER = re.compile(r"^(.*?)\s*[(\[]\s*([A-Za-z]{3}-[0-9A-Za-z]+(?:/\d+)?)\s*[)\]]$")


@dataclass
class Line:
    number: int
    text: str

    def to_dict(self) -> dict:
        return {"line": self.number, "text": self.text}


@dataclass
class Entry:
    section: str
    card: RbCard
    count: int
    line: Line


@dataclass
class DeckList:
    entries: list[Entry] = field(default_factory=list)
    headings: dict[str, Line] = field(default_factory=dict)
    errors: list[dict] = field(default_factory=list)
    mode: tuple[str, Line] | None = None
    expect: tuple[object, Line] | None = None

    def section(self, name: str) -> list[Entry]:
        return [e for e in self.entries if e.section == name]


def _error(line: Line | None, said: Text, nearest: list[str] | None = None) -> dict:
    return {"line": line.number if line else None, "text": line.text if line else "", "pointer": "",
            **fields(said), "nearest": nearest or []}


def _quoted(text: str) -> dict[str, str]:
    """A word of the list as each language quotes it: „Wort“ in German, „słowo” in Polish, and
    in English as Python writes a string ('word')."""
    return {lang: repr(text) if lang == "en" else f"„{text}“" if lang == "de" else f"„{text}”" for lang in LANGS}


def _headings() -> dict[str, str]:
    """The known headings, listed: quoted in German and Polish, plain in English."""
    return {lang: KNOWN_HEADINGS if lang == "en" else ", ".join(_quoted(h)[lang] for h in KNOWN_HEADINGS.split(", "))
            for lang in LANGS}


def _key(heading: str) -> str:
    return " ".join(heading.lower().split())


def read(text: str) -> DeckList:
    """The list's lines read: headings, directives, cards found in the catalogue; every line
    that does not read is an error naming it."""
    out = DeckList()
    if len(text) > MAX_CHARS:
        out.errors.append(_error(None, M("Die Liste hat {n} Zeichen; höchstens {most}", n=format(len(text), ","),
                                         most=format(MAX_CHARS, ","))))
        return out
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        out.errors.append(_error(None, M("Die Liste hat {n} Zeilen; höchstens {most}", n=len(lines), most=MAX_LINES)))
        return out
    section = None
    for n, raw in enumerate(lines, 1):
        line = Line(n, raw.strip())
        s = line.text
        if not s or s.startswith(("#", "//")):
            continue
        if len(s) > MAX_LINE:
            out.errors.append(_error(line, M("Die Zeile hat {n} Zeichen; eine Kartenzeile höchstens {most}", n=len(s),
                                             most=MAX_LINE)))
            continue
        m = HEADING.match(s)
        head, rest = (_key(m.group(1)), m.group(2).strip()) if m else (_key(s), "")
        if head in SECTIONS and (m or not rest):
            section = SECTIONS[head]
            out.headings.setdefault(section, line)
            if rest:
                _card_line(out, section, line, rest)
            continue
        if m and head in DIRECTIVES:
            _directive(out, head, rest, line)
            continue
        if m and not rest:
            out.errors.append(_error(line, M("{line} ist keine Abschnittsüberschrift; die Überschriften sind {headings} "
                                             "(oder Legende, Hauptdeck, Schlachtfelder, Runen)", line=_quoted(s),
                                             headings=_headings())))
            continue
        _card_line(out, section, line, s)
    if not out.entries and not out.errors:
        out.errors.append(_error(None, M("Die Liste nennt keine Karte")))
    from scenarios.loader import MAX_ERRORS

    if len(out.errors) > MAX_ERRORS:  # an answer lists the first errors, then where the others begin
        rest = out.errors[MAX_ERRORS:]
        out.errors = out.errors[:MAX_ERRORS] + [_error(None, M(
            "{n} weitere Zeilen sind nicht lesbar, die erste davon Zeile {first}", n=len(rest), first=rest[0]["line"]))]
    return out


def _directive(out: DeckList, key: str, value: str, line: Line) -> None:
    if (out.mode if key == "mode" else out.expect) is not None:
        out.errors.append(_error(line, M("eine zweite Zeile {key}", key=_quoted(key))))
        return
    if key == "mode":
        mode = value.lower()
        if mode not in BATTLEFIELDS:
            out.errors.append(_error(line, M("unbekannter Modus {mode}; die Modi sind {modes}", mode=_quoted(value),
                                             modes=", ".join(BATTLEFIELDS))))
        else:
            out.mode = (mode, line)
        return
    ids = [i for i in re.split(r"[\s,;]+", value) if i]
    if [i.lower() for i in ids] == ["legal"]:
        out.expect = ("legal", line)
    elif ids and all(RULE_ID.fullmatch(i) for i in ids):
        out.expect = (list(dict.fromkeys(ids)), line)
    else:
        out.errors.append(_error(line, M("„expect“ ist „legal“ oder Regel-IDs wie rb:103.2.b")))


def _card_line(out: DeckList, section: str | None, line: Line, s: str) -> None:
    """``count name-or-code`` (or ``name xN``, or a name alone: one copy)."""
    if COUNT_ONLY.match(s):
        out.errors.append(_error(line, M("eine Anzahl ohne Karte")))
        return
    count, ref = 1, s
    if m := COUNT_FIRST.match(s):
        count, ref = int(m.group(1)), m.group(2).strip()
    elif m := COUNT_LAST.match(s):
        ref, count = m.group(1).strip(), int(m.group(2))
    if not 1 <= count <= MAX_COUNT:
        out.errors.append(_error(line, M("eine Anzahl von 1 bis {most}, nicht {count}", most=MAX_COUNT, count=count)))
        return
    card = _find(out, section, ref, line)
    if card is None:
        return
    if section is None:  # before any heading: the card's type says where it goes
        section = {"Legend": "legend", "Battlefield": "battlefields", "Rune": "runes"}.get(card.type, "main")
    out.entries.append(Entry(section, card, count, line))


def _find(out: DeckList, section: str | None, ref: str, line: Line) -> RbCard | None:
    """The card a line names, by name, code, or both (they must agree)."""
    cat = rb_catalogue()
    name, code = ref, None
    if m := CODE_AFTER.match(ref):
        name, code = m.group(1).strip(), m.group(2)
    if section == "runes":  # "6 Fury" and "6 Wut-Rune" are 6 Fury Rune
        word = re.sub(r"[\s-]*runen?$|[\s-]*runes$", "", name.lower()).strip()
        domain = word if word in DOMAINS else RUNE_WORDS_DE.get(word)
        if domain:
            name = f"{domain.capitalize()} Rune"
    by_code = cat.resolve(code) if code else None
    if code and by_code is None:
        out.errors.append(_error(line, M("keine Karte hat den Code {code}", code=_quoted(code))))
        return None
    by_name = cat.resolve(name) if name else None
    if name and by_name is None:
        near = [f"{c.name} ({c.id})" for c in _nearest(name)]
        also = M("; der Code {code} ist {card}", code=code, card=by_code.name) if by_code else ""
        nearest = M("; ähnlich: {near}", near=", ".join(near)) if near else ""
        out.errors.append(_error(line, M("keine Karte heißt {name}{also}{nearest}", name=_quoted(name), also=also,
                                         nearest=nearest), near))
        return None
    if by_name and by_code and by_name.id != by_code.id:
        out.errors.append(_error(line, M("der Name sagt {name} ({id}), der Code {code} ist {card}", name=by_name.name,
                                         id=by_name.id, code=code, card=by_code.name)))
        return None
    return by_name or by_code


def _nearest(name: str, limit: int = 3) -> list[RbCard]:
    """The catalogue's nearest names, the closest in spelling first: the catalogue ranks a short
    name inside a longer one high ("Gsut" in "Gutter Palace"); a list's misspelling is
    mostly a typo of the whole name ("Gust")."""
    from rapidfuzz import fuzz

    from rules_index.cards import norm

    found = rb_catalogue().nearest(name, limit=limit * 2)
    return sorted(found, key=lambda c: -fuzz.ratio(norm(name), norm(c.name)))[:limit]


def build(dl: DeckList, mode: str) -> tuple[RbDeck, dict[str, list[Line]], list[dict]]:
    """The deck the list describes, where each part of it stands (JSON pointer → lines), and
    what breaks a rule in the list's own shape (more than one legend or chosen champion)."""
    where: dict[str, list[Line]] = {}
    extra: list[dict] = []
    for section, pointer in (("main", "/main"), ("runes", "/runes"), ("battlefields", "/battlefields")):
        if section in dl.headings:
            where[pointer] = [dl.headings[section]]
    legends = dl.section("legend")
    where["/legend"] = [e.line for e in legends]
    if sum(e.count for e in legends) > 1:  # rb:103.1
        said = M("Ein Deck hat 1 Champion-Legende; die Liste nennt {n}", n=sum(e.count for e in legends))
        extra.append({"rule": "rb:103.1", "pointers": ["/legend"], **fields(said)})
    main = [RbDeckEntry.model_construct(card=e.card.name, count=e.count) for e in dl.section("main")]
    where.update({f"/main/{i}": [e.line] for i, e in enumerate(dl.section("main"))})
    champions = dl.section("champion")
    champion = None
    if champions:
        first = champions[0]
        champion = first.card.name
        where["/champion"] = [first.line]
        further = [(first, first.count - 1)] + [(e, e.count) for e in champions[1:]]
        for e, count in further:  # further copies are main-deck cards, and not what rb:103.2.a asks
            if count:
                where[f"/main/{len(main)}"] = [e.line]
                main.append(RbDeckEntry.model_construct(card=e.card.name, count=count))
        if sum(e.count for e in champions) > 1:  # rb:103.2.a
            said = M("Der ausgewählte Champion ist 1 Karte; die Liste nennt {n} unter Champion (weitere Kopien gehören "
                     "ins Hauptdeck)", n=sum(e.count for e in champions))
            extra.append({"rule": "rb:103.2.a", "pointers": ["/champion"] + [f"/main/{i}" for i in range(
                len(dl.section("main")), len(main))], **fields(said)})
    runes = [RbDeckEntry.model_construct(card=e.card.name, count=e.count) for e in dl.section("runes")]
    where.update({f"/runes/{i}": [e.line] for i, e in enumerate(dl.section("runes"))})
    battlefields = []
    for e in dl.section("battlefields"):
        for _ in range(e.count):
            where[f"/battlefields/{len(battlefields)}"] = [e.line]
            battlefields.append(e.card.name)
    deck = RbDeck.model_construct(game="riftbound", mode=mode, name=None, cards=[],
                                  legend=legends[0].card.name if legends else None, champion=champion, main=main,
                                  runes=runes, battlefields=battlefields)
    return deck, where, extra


def check_text(text: str, mode: str | None = None) -> tuple[int, dict]:
    """A deck list checked: (0 legal | 1 rules broken | 2 unreadable, result)."""
    dl = read(text)
    if dl.mode and mode and dl.mode[0] != mode:
        line = dl.mode[1]
        dl.errors.append(_error(line, M("Die Liste sagt Modus {listed}, gewählt ist aber Modus {chosen}",
                                        listed=dl.mode[0], chosen=mode)))
    if dl.errors:
        return 2, {"error": "invalid-deck", "errors": dl.errors}
    mode = mode or (dl.mode[0] if dl.mode else "duel")
    deck, where, extra = build(dl, mode)
    violations = extra + check(deck)
    for v in violations:
        v.setdefault("pointer", v["pointers"][0])
        lines = {ln.number: ln for p in v["pointers"] for ln in where.get(p, [])}
        v["lines"] = [lines[k].to_dict() for k in sorted(lines)]
    notes = []
    side = dl.section("sideboard")
    if side:
        k = sum(e.count for e in side)
        said = M("Sideboard: {n} Karten, gelesen, aber nicht geprüft: die Grundregeln (rb:101–103) stellen für ein "
                 "Sideboard keine Regeln auf", n=k)
        notes.append({"lines": [e.line.to_dict() for e in side], **fields(said)})
    result = _result("text", deck, violations, notes, dl.expect[0] if dl.expect else None)
    result["counts"]["sideboard"] = sum(e.count for e in side)
    return (0 if not violations else 1), result


def check_json(text: str, mode: str | None = None) -> tuple[int, dict]:
    """A deck file in JSON (``RbDeckFile``) checked, its errors with JSON pointers."""
    from pydantic import ValidationError

    from scenarios.loader import _loc_to_pointer

    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        said = M("kein JSON: {error}", error=e.msg)
        return 2, {"error": "invalid-deck", "errors": [{"pointer": "", "line": e.lineno, "text": "",
                                                        **fields(said)}]}
    try:
        deck = RbDeckFile.model_validate(data)
    except ValidationError as e:
        return 2, {"error": "invalid-deck", "errors": [{"pointer": _loc_to_pointer(err["loc"], data), "line": None,
                                                        "text": "", **fields({"en": err["msg"]})}
                                                       for err in e.errors()]}
    if mode:
        deck = deck.model_copy(update={"mode": mode})
    violations = check(deck)
    for v in violations:
        v["lines"] = []
    return (0 if not violations else 1), _result("json", deck, violations, [], deck.expect)


def check_source(text: str, mode: str | None = None) -> tuple[int, dict]:
    """A deck as JSON (it begins with ``{``) or as a list of lines."""
    return check_json(text, mode) if text.lstrip().startswith("{") else check_text(text, mode)


def _name(ref) -> str | None:
    return ref if isinstance(ref, str) or ref is None else ref.name


def _result(fmt: str, deck: RbDeck, violations: list[dict], notes: list[dict], expect) -> dict:
    from .decks import _rune_items

    main = sum(e.count if isinstance(e, RbDeckEntry) else 1 for e in deck.main) + (deck.champion is not None)
    return {"legal": not violations, "format": fmt, "mode": deck.mode, "legend": _name(deck.legend),
            "champion": _name(deck.champion),
            "counts": {"main": main, "runes": sum(n for _, n, _ in _rune_items(deck.runes)),
                       "battlefields": len(deck.battlefields), "sideboard": 0},
            "violations": violations, "notes": notes, "expect": expectation(expect, violations)}


def expectation(expect, violations: list[dict]) -> dict | None:
    """Whether the verdict is the one expected (``expect``: "legal" or the rules broken); each
    failure in English (``failures``), German (``failures_de``) and Polish (``failures_pl``)."""
    if expect is None:
        return None
    broken = list(dict.fromkeys(v["rule"] for v in violations))
    wanted = [] if expect == "legal" else list(expect)
    failed = [M("erwartet war, dass {rule} verletzt ist; es ist nicht verletzt", rule=r) for r in wanted
              if r not in broken]
    said = {lang: [f[lang] for f in failed] for lang in LANGS}
    for r in broken:
        if r not in wanted:
            v = next(v for v in violations if v["rule"] == r)
            lines = [ln["line"] for ln in v.get("lines") or []]
            where = joined([M("Zeile {n}", n=n) for n in lines]) if lines else v.get("pointer") or ""
            for lang in LANGS:  # the violation's own words
                why = v["message" if lang == "en" else f"message_{lang}"]
                said[lang].append((M("verletzt {rule} ({where}), was „expect“ nicht nennt: {why}", rule=r, where=where, why=why)
                             if where else M("verletzt {rule}, was „expect“ nicht nennt: {why}", rule=r, why=why))[lang])
    return {"expected": expect, "holds": not said["en"], "failures": said["en"], "failures_de": said["de"],
            "failures_pl": said["pl"]}
