"""The words of ``scenarios.messages``: labels of the scenario fields of every game, the
phrasing of each kind of problem, and the words for the sentences the models' validators and
the games' checks say in English. Every word is a message of the ``scenarios`` catalogue
(``scenarios.i18n``; German the source language, English and Polish its translations), so a
label or a problem is a ``Text`` said in German, English and Polish. German follows the
rulebooks' terms (KeyForge DE v1.5: Schlachtreihe, Fraktion, Ablagestapel, betäubt, beschützt),
Polish the terms of the pages' catalogue (``web/i18n``: szereg, dom, ogłuszone, osłonięcie)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from judge.i18n import LANGS, Text, joined, verbatim

from ..i18n import MN, MP, M

# field → its label; every field of every game's scenario model has one (a test checks)
LABELS: dict[str, Text] = {
    # envelope and expectations
    "game": M("Spiel"), "edition": M("Ausgabe"), "title": M("Titel"),
    "description": M("Beschreibung"), "faq": M("FAQ-Einträge"),
    "examples": M("Beispiele"), "mode": M("Modus"), "choices": M("Antworten"),
    "expect": M("Erwartungen"), "board": M("Spielfeld"), "actions": M("Aktionen"),
    "outcome": M("Ergebnis"), "winner": M("Sieger"), "refused": M("Abgelehnte Aktion"),
    "action": M("Aktion (Index)"), "rule": M("Regel"), "state": M("Zustand"),
    "checks": M("Prüfungen"), "prompts": M("Fragen"), "open_prompt": M("Offene Frage"),
    "checkpoints": M("Kontrollpunkte"), "windows": M("Zeitfenster"),
    "absent_windows": M("Fehlende Zeitfenster"), "events": M("Ereignisse"),
    "absent_events": M("Fehlende Ereignisse"), "cites": M("Belege"),
    "outcomes": M("Ergebnisse"), "contains": M("Enthält"), "excludes": M("Enthält nicht"),
    "any_of": M("Einer von"),
    "count": M("Anzahl"), "min": M("Mindestens"), "max": M("Höchstens"),
    "id": M("ID"), "chooser": M("Wer wählt"), "options": M("Möglichkeiten"),
    "include": M("Angeboten"), "exclude": M("Nicht angeboten"), "occurrence": M("Wievielte"),
    "after": M("Nach Aktion"), "at_prompt": M("Bei Frage"), "root": M("Szenario"),
    # KeyForge board
    "active_player": M("Aktiver Spieler"), "turn_step": M("Zugschritt"),
    "first_turn": M("Erster Zug"), "players": M("Spieler"), "amber": M("Æmber"),
    "keys": M("Schlüssel"), "chains": M("Ketten"), "house": M("Fraktion"),
    "houses": M("Fraktionen"), "hand": M("Hand"), "deck": M("Deck"),
    "discard": M("Ablagestapel"), "archives": M("Archiv"), "purged": M("Entfernt"),
    "battleline": M("Schlachtreihe"), "artifacts": M("Artefakte"),
    "forged_last_turn": M("Im letzten Zug geschmiedet"),
    "kwc_stole_last_turn": M("Im letzten Zug gestohlenes Æmber"), "card": M("Karte"),
    "damage": M("Schaden"), "stunned": M("Betäubt"), "exhausted": M("Erschöpft"),
    "ward": M("Beschützt"), "enraged": M("Wütend"), "captured_amber": M("Erbeutetes Æmber"),
    "upgrades": M("Aufwertungen"), "power_counters": M("Stärkemarker"),
    "tokens": M("Marker"), "maverick": M("Maverick (Fraktion)"), "owner": M("Besitzer"),
    "bonus": M("Bonussymbole"),
    "gigantic": M("Gigantische Kreatur"), "half": M("Hälfte (1 oder 2)"),
    # KeyForge actions
    "type": M("Typ"), "player": MP("one player", "Spieler"), "flank": M("Flanke"),
    "position": M("Position"), "target": M("Ziel"), "take_archives": M("Archiv aufnehmen"),
    # card definitions (KeyForge, Riftbound, deck-building)
    "name": M("Name"), "names": M("Namen"), "set": M("Set"), "number": M("Nummer"),
    "power": M("Stärke"), "armor": M("Rüstung"), "keywords": M("Schlüsselwörter"),
    "traits": M("Merkmale"), "abilities": M("Fähigkeiten"), "static": M("Dauerhafte Fähigkeiten"),
    "errata": M("Errata"), "unsupported": M("Nicht unterstützt"), "trigger": M("Auslöser"),
    "effects": M("Effekte"), "instead": M("Stattdessen"),
    "instead_if": M("Stattdessen, falls"), "event": M("Ereignis"),
    "whose": M("Wessen"), "optional": M("Optional"), "label": M("Bezeichnung"),
    "condition": M("Bedingung"), "affects": M("Wirkt auf"), "grants": M("Verleiht"),
    "activate": M("Aktivierung"), "amount": M("Menge"), "applies_to": M("Gilt für"),
    "minimum": M("Mindestwert"), "deathknell": M("Todesstoß"), "legion": M("Legion"),
    "once": M("Einmal"), "instead_of": M("Ersetzt Teil"), "zone": M("Zone"), "tags": M("Tags"),
    "per": M("Je"),
    "rve_once_each_turn": M("Einmal pro Zug"),
    "ruv_once_each_turn": M("Nur einmal pro Zug nutzbar"),
    "ruv_discard_type": M("Abgeworfene Kartenart"),
    "rxa_exhaust": M("Eigene Einheit erschöpfen"),
    "each_if": M("Bedingung je Einheit"), "which": M("Welches Ereignis"),
    "cost": M("Kosten"), "energy": M("Energie"), "might": M("Macht"), "domains": M("Domänen"),
    "supertype": M("Supertyp"), "public_code": M("Kartencode"), "text": M("Text"),
    "token": M("Spielstein"), "exhaust": M("Erschöpfen"), "kill_self": M("Sich töten"),
    "recycle_trash": M("Aus dem Ablagestapel recyceln"), "spend_buff": M("Buff ausgeben"),
    "recycle_self": M("Sich recyceln"), "kill": M("Töten"),
    "rsf_recycle_type": M("Recycelte Kartenart"),
    "ignores_cost": M("Kosten ignoriert, wenn bezahlt"),
    "rog_any_number": M("Beliebig oft bezahlbar"),
    "rog_less_each": M("Weniger je Bezahlung"),
    "rxb_less_each": M("Fähigkeit kostet weniger je"),
    "rxb_paid_discount": M("Weniger um die Kosten der getöteten Einheit"),
    "faction": MP("deck-building faction", "Fraktion"), "en": M("Englischer Name"), "honor": M("Ehre"),
    "health": M("Leben"), "shield": M("Schild"), "mercenary": M("Söldner"),
    "starting": M("Startkarte"), "always_available": M("Immer verfügbar"),
    "triggers": M("Ausgelöste Effekte"), "guess": M("Geschätzt"),
    # Riftbound board and actions
    "turn_player": M("Spieler am Zug"), "phase": M("Phase"), "turn": M("Zug"),
    "order": M("Zugreihenfolge"), "teams": M("Teams"), "battlefields": M("Schlachtfelder"),
    "battlefield": M("Schlachtfeld"), "controller": M("Beherrscher"), "hidden": M("Verdeckt"),
    "units": M("Einheiten"), "base": M("Basis"), "legend": M("Legende"), "champion": M("Champion"),
    "runes": M("Runen"), "rune_deck": M("Runendeck"), "pool": M("Runenpool"),
    "trash": MP("Riftbound trash", "Ablagestapel"), "banish": M("Verbannt"), "score": M("Punkte"),
    "deck_list": M("Deckliste"), "domain": M("Domäne"), "buff": M("Buff"),
    "this_turn": M("In diesem Zug"), "main": M("Hauptdeck"), "cards": M("Karten"),
    "to": M("Wohin"), "targets": M("Ziele"), "accelerate": M("Beschleunigen"),
    "optional_costs": M("Zusatzkosten"), "ability": M("Fähigkeit (Nr.)"),
    "invitee": M("Eingeladener Spieler"),
    # Ascension and Shards of Infinity
    "center_row": M("Zentrale Auslage"), "center_deck": M("Zentraler Nachziehstapel"),
    "void": M("Leere"), "honor_pool": M("Ehre-Vorrat"), "variant": M("Variante"),
    "last_round": M("Letzte Runde"), "extra_turns": M("Zusatzzüge"), "mystics": M("Mystikerinnen"),
    "heavy_infantry": M("Schwere Infanterie"), "samael_honor": M("Ehre von Samael"),
    "seed": M("Zufallsstartwert"), "played": M("Ausgespielt"), "constructs": M("Konstrukte"),
    "used": M("Benutzt"), "give_to": M("Geben an"), "champions": M("Champions"),
    "fast_played": M("Schnell ausgespielt"), "mastery": M("Erfahrung"), "gems": M("Kristalle"),
    "focus_used": M("Fokus benutzt"), "activated": M("Aktiviert"), "assign": M("Verteilung"),
    "samael": M("Samael"), "restricted_runes": M("Zweckgebundene Runen"),
    "only_for": M("Nur für"), "source": M("Herkunft"),
    # a Riftbound board in the middle of things, and expect.decisions
    "chain": M("Kette"), "showdown": M("Showdown"), "combat": M("Kampf"),
    "played_this_turn": M("In diesem Zug gespielt"),
    "attacker": M("Angreifer"), "defender": M("Verteidiger"), "focus": M("Fokus"),
    "step": M("Schritt"), "contested_by": M("Umkämpft durch"), "unit": M("Einheit"),
    "decisions": M("Entscheidungen"), "answer": M("Antwort"),
    "auto": M("Einzige Möglichkeit"),
}
# the same field name meaning something else in one model
MODEL_LABELS: dict[tuple[str, str], Text] = {
    ("CardDef", "amber"): M("Æmber-Bonus"), ("CardDef", "bonus"): M("Bonussymbole"),
    ("RbCardDef", "keywords"): M("Schlüsselwörter"), ("Activation", "power"): M("Macht-Symbole"),
    ("Activation", "discard"): M("Abwerfen"), ("SoiPlayerBoard", "power"): MP("Shards of Infinity power", "Macht"),
    ("SoiAttackChampionAction", "amount"): MP("Shards of Infinity power", "Macht"),
    ("RbDeckEntry", "count"): M("Exemplare"), ("RbPlayerBoard", "runes"): M("Runen im Spiel"),
    ("RbDeck", "runes"): M("Runendeck"), ("RbBoard", "first_turn"): M("Noch ohne Zug"),
    ("RbPlayerBoard", "turns"): M("Begonnene Züge"),
    ("ChooseHouseAction", "house"): M("Gewählte Fraktion"), ("PlayerBoard", "house"): M("Aktive Fraktion"),
    ("RbBattlefield", "id"): M("Schlachtfeld-ID"), ("PromptCheck", "id"): M("Frage-ID"),
    ("PromptAsked", "id"): M("Frage-ID"),
}
# (model, field) steps a location implies: not shown in the label when something follows
ROOTS = {(m, f) for m in ("KeyForgeScenario", "RiftboundScenario", "AscensionScenario", "ShardsScenario")
         for f in ("board",)} | {(m, "players") for m in ("Board", "RbBoard", "AscBoard", "SoiBoard")}
# what one item of a list is called (for "2. Karte")
ITEMS: dict[str, Text] = {
    "actions": MP("list item", "Aktion"), "faq": MP("list item", "Eintrag"), "examples": MP("list item", "Eintrag"),
    "checkpoints": MP("list item", "Kontrollpunkt"), "prompts": MP("list item", "Frage"),
    "houses": MP("list item", "Fraktion"), "upgrades": MP("list item", "Aufwertung"),
    "effects": MP("list item", "Effekt"), "abilities": MP("list item", "Fähigkeit"),
    "bonus": MP("list item", "Symbol"), "battlefields": MP("list item", "Schlachtfeld"),
    "runes": MP("list item", "Rune"), "outcomes": MP("list item", "Ergebnis"), "choices": MP("list item", "Antwort"),
    "windows": MP("list item", "Zeitfenster"), "events": MP("list item", "Ereignis"),
    "cites": MP("list item", "Beleg"), "keywords": MP("list item", "Schlüsselwort"),
    "order": MP("list item", "Spieler"), "options": MP("list item", "Möglichkeit"),
    "targets": MP("list item", "Ziel"), "chain": MP("list item", "Element"), "this_turn": MP("list item", "Effekt"),
    "decisions": MP("list item", "Entscheidung"),
}
IMPLIED = {"actions", "checkpoints", "prompts", "outcomes", "battlefields", "choices", "houses"}  # "1. Aktion" says it
CARD_ZONES = {"hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "base", "trash", "banish",
              "center_row", "center_deck", "void", "played", "constructs", "champions", "fast_played", "main", "units"}
WHOLE = M("Szenario")


def label_of(field: str, model: str | None = None) -> Text:
    """The label of a field; a field no table names shows its key (in English: capitalized)."""
    if model and (model, field) in MODEL_LABELS:
        return MODEL_LABELS[(model, field)]
    if field in LABELS:
        return LABELS[field]
    key = {lang: field.replace("_", " ").capitalize() if lang == "en" else field for lang in LANGS}
    return MP("a field no table names", "„{field}“", field=key)


def item_noun(container: str) -> Text:
    if container in CARD_ZONES:
        return MP("list item", "Karte")
    return ITEMS.get(container) or MP("list item of any list", "Eintrag")


def _nth_en(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal(n: int, noun: Text) -> Text:
    """``2. Karte``, ``2nd card``, ``2. karta``: the number as each language writes an ordinal."""
    nth = {lang: _nth_en(n) if lang == "en" else str(n) for lang in LANGS}
    return M("{n}. {noun}", n=nth, noun=noun)


def quoted(text: Any) -> Text:
    """A value or key in the quotation marks of each language."""
    return M("„{text}“", text=text)


def either(parts: list[Any]) -> Text:
    """``„a“ oder „b“ oder „c“`` in each language."""
    out = parts[0]
    for p in parts[1:]:
        out = M("{first} oder {second}", first=out, second=p)
    return out


def did_you_mean(near: list[str], labels: list[Any] | None = None) -> Text:
    """`` – meintest du „x“ oder „y“?`` (nothing when no value is near); each name with its
    label when ``labels`` are given."""
    if not near:
        return verbatim("")
    names = [quoted(n) if labels is None else M("„{key}“ ({label})", key=n, label=lb) for n, lb in
             zip(near, labels or near)]
    return M(" – meintest du {names}?", names=either(names))


def given_english(english: str, said: Any) -> dict[str, str]:
    """A message whose English is given (a validator's or pydantic's own sentence, kept as it is)
    and whose other languages ``said`` words."""
    return {lang: english if lang == "en" else said[lang] for lang in LANGS}


# -- problems ---------------------------------------------------------------------------------------

TYPE_WORDS: dict[str, Text] = {  # pydantic error type → what the value must be
    "int_type": MP("what a value must be", "eine ganze Zahl"),
    "int_parsing": MP("what a value must be", "eine ganze Zahl"),
    "int_from_float": MP("what a value must be", "eine ganze Zahl (ohne Nachkommastellen)"),
    "float_type": MP("what a value must be", "eine Zahl"), "float_parsing": MP("what a value must be", "eine Zahl"),
    "bool_type": MP("what a value must be", "true oder false"),
    "bool_parsing": MP("what a value must be", "true oder false"),
    "string_type": MP("what a value must be", "ein Text in Anführungszeichen"),
    "list_type": MP("what a value must be", "eine Liste [ … ]"),
    "tuple_type": MP("what a value must be", "eine Liste [ … ]"),
    "set_type": MP("what a value must be", "eine Liste [ … ]"),
    "dict_type": MP("what a value must be", "ein Objekt {{ … }}"),
    "model_type": MP("what a value must be", "ein Objekt {{ … }}"),
    "model_attributes_type": MP("what a value must be", "ein Objekt {{ … }}"),
    "none_required": MP("what a value must be", "null"),
}
BOUNDS: dict[str, tuple[str, Callable[..., Text]]] = {  # pydantic error type → (ctx key, message)
    "greater_than_equal": ("ge", lambda n, v: M("mindestens {n} (angegeben: {value})", n=n, value=v)),
    "less_than_equal": ("le", lambda n, v: M("höchstens {n} (angegeben: {value})", n=n, value=v)),
    "greater_than": ("gt", lambda n, v: M("größer als {n} (angegeben: {value})", n=n, value=v)),
    "less_than": ("lt", lambda n, v: M("kleiner als {n} (angegeben: {value})", n=n, value=v)),
}
CARD_ENTRY = M("eine Karte ist ein Name, ein Eintrag {{card, …}} oder eine Definition {{name, house, type, …}}")


def one_of(value: Any, allowed: list[str], near: list[str], field: Text | None = None) -> tuple[Text, list[str]]:
    """A value that is not one of the allowed ones (with the nearest ones first)."""
    shown = value if isinstance(value, str) else repr(value)
    if field:
        lowered = {lang: field[lang].lower() if lang == "en" else field[lang] for lang in LANGS}
        said = M("{field} „{shown}“ gibt es nicht", field=lowered, shown=shown)
    else:
        said = M("„{shown}“ ist nicht erlaubt", shown=shown)
    return said + did_you_mean(near) + M(" Erlaubt: {allowed}", allowed=joined([quoted(a) for a in allowed])), near


def length(kind: str, ctx: dict) -> tuple[Text, list[str]]:
    n_min, n_max = ctx.get("min_length"), ctx.get("max_length")
    if kind == "string_too_short":
        if n_min == 1:
            return M("darf nicht leer sein"), []
        return M("braucht mindestens {n} Zeichen", n=n_min), []
    if kind == "string_too_long":
        return MN("höchstens {n} Zeichen", "höchstens {n} Zeichen", n=n_max), []
    if kind == "too_short":
        return MN("braucht mindestens {n} Eintrag", "braucht mindestens {n} Einträge", n=n_min), []
    return MN("höchstens {n} Einträge", "höchstens {n} Einträge", n=n_max), []


def pattern(pat: str, value: Any) -> tuple[Text, list[str]]:
    if pat == r"^[A-Za-z][A-Za-z0-9_-]*$":
        return M("„{value}“ ist kein Spielername: ein Buchstabe, dann Buchstaben, Ziffern, _ oder -", value=value), []
    return M("„{value}“ hat nicht die erwartete Form ({pattern})", value=value, pattern=pat), []


# -- words for the English sentences of validators and checks --------------------------------------

UNKNOWN: dict[str, Text] = {  # "unknown X 'v'; known: ..." → X as a noun phrase
    "card": M("unbekannte Karte"), "house": M("unbekannte Fraktion"), "token": M("unbekannter Marker"),
    "keyword": M("unbekanntes Schlüsselwort"), "trigger": M("unbekannter Auslöser"), "target": M("unbekanntes Ziel"),
    "target key": M("unbekannter Zielschlüssel"), "player": M("unbekannter Spieler"),
    "duration": M("unbekannte Dauer"), "affects": M("unbekannter Wirkungsbereich"),
    "operand": M("unbekannter Operand"), "condition": M("unbekannte Bedingung"),
    "rune domain": M("unbekannte Runendomäne"), "domain": M("unbekannte Domäne"),
    "instruction key": M("unbekannter Anweisungsschlüssel"), "selector key": M("unbekannter Auswahlschlüssel"),
    "object kind": M("unbekannte Objektart"), "passive ability": M("unbekannte passive Fähigkeit"),
    "replacement": M("unbekannte Ersetzung"), "cost key": M("unbekannter Kostenschlüssel"),
    "amount": M("unbekannte Menge"), "target reference": M("unbekannter Zielverweis"),
    "card type": M("unbekannter Kartentyp"), "game": M("unbekanntes Spiel"), "keys": M("unbekannte Schlüssel"),
}


def _q(name: str) -> str:
    """A quoted value of a validator's sentence ('…', as Python's repr quotes it)."""
    return rf"'(?P<{name}>(?:[^'\\]|\\.)*)'"


def _kind(name: str) -> Text:
    """What a scenario that is not a JSON object is instead."""
    kinds = {"list": M("keine Liste"), "str": M("kein Text"), "int": M("keine Zahl"), "float": M("keine Zahl"),
             "bool": M("kein true/false"), "NoneType": M("nicht null")}
    return kinds.get(name) or M("kein {kind}", kind=name)


def _battlefields(names: str) -> Any:
    return MP("no battlefields", "keine") if names == "none" else names


#: the sentences of validators and checks: (English regex with named groups, the message of a match)
# -- a document that cannot be read -----------------------------------------------------------------

NOT_UTF8 = M("der Inhalt ist kein UTF-8-Text")
TOO_DEEP = M("kein gültiges JSON: zu tief verschachtelt")
#: the heading of the command line's list of errors (said in English and German, ``judge.commands``)
INVALID_SCENARIO = M("Ungültiges Szenario")


def unreadable(path: Any, error: OSError) -> dict[str, str]:
    """A scenario file that cannot be read: in English the loader's sentence (``cannot read PATH:
    [Errno 2] …``, as ``scenarios.loader`` says it), in German and Polish the system's reason."""
    return given_english(f"cannot read {path}: {error}",
                         M("{path} lässt sich nicht lesen: {reason}", path=path, reason=error.strerror or error))


SENTENCES: list[tuple[str, Callable[[re.Match], Text]]] = [
    (r"a KeyForge board has exactly two players", lambda m: M("ein KeyForge-Spielfeld hat genau zwei Spieler")),
    (rf"active_player {_q('player')} is not one of the players",
     lambda m: M("der aktive Spieler „{player}“ ist keiner der Spieler", player=m["player"])),
    (r"in step 'main' the active player needs an active house \(players\.<name>\.house\)",
     lambda m: M("in Schritt „main“ braucht der aktive Spieler eine aktive Fraktion (players.<name>.house)")),
    (r"a creature's power cannot be negative", lambda m: M("die Stärke einer Kreatur kann nicht negativ sein")),
    (r"order must list every player once(?:: (?P<detail>.*))?", lambda m: M("„order“ muss jeden Spieler genau einmal nennen")),
    (rf"turn_player {_q('player')} is not (?:a player|one of the players)(?:: (?P<detail>.*))?",
     lambda m: M("der Spieler am Zug „{player}“ ist keiner der Spieler", player=m["player"])),
    (r"mode (?P<mode>\S+) has (?P<count>\d+) players \((?P<players>.*)\), not (?P<wanted>\d+)",
     lambda m: M("Modus {mode} hat {count} Spieler ({players}), nicht {wanted}", **m.groupdict())),
    (r"2v2 needs teams: two players on each of two teams \((?P<teams>.*)\)",
     lambda m: M("2v2 braucht Teams: je zwei Spieler in zwei Teams ({teams})", teams=m["teams"])),
    (r"battlefield ids must differ", lambda m: M("die IDs der Schlachtfelder müssen sich unterscheiden")),
    (rf"{_q('player')} on a battlefield is not one of the players",
     lambda m: M("„{player}“ auf einem Schlachtfeld ist keiner der Spieler", player=m["player"])),
    (r"team variant: teams must give every player a team: (?P<players>.*)",
     lambda m: M("Teamvariante: jeder Spieler braucht ein Team: {players}", players=m["players"])),
    (r"the solitaire variant has one player \((?P<players>.*)\)",
     lambda m: M("die Solitärvariante hat einen Spieler ({players})", players=m["players"])),
    (r"a unit has a might \((?P<unit>.*)\)", lambda m: M("eine Einheit hat einen Machtwert ({unit})", unit=m["unit"])),
    (r"a check needs at least one of (?P<fields>.*)",
     lambda m: M("eine Prüfung braucht mindestens eines von {fields}", fields=m["fields"])),
    (r"a checkpoint names exactly one moment: 'after' \(an action index\) or 'at_prompt'",
     lambda m: M("ein Kontrollpunkt nennt genau einen Zeitpunkt: „after“ (Index einer Aktion) oder „at_prompt“")),
    (r"a checkpoint asserts something: dotted paths, 'state' or 'checks'",
     lambda m: M("ein Kontrollpunkt muss etwas prüfen: Pfade, „state“ oder „checks“")),
    (r"expect\.(?P<field>\w+) is checked in resolve mode only; explore mode checks expect\.outcomes",
     lambda m: M("expect.{field} wird nur im Modus „resolve“ geprüft; der Modus „explore“ prüft expect.outcomes",
                 field=m["field"])),
    (r"after action (?P<after>\d+), but the scenario has (?P<count>\d+) action\(s\) \(indices from 0\)",
     lambda m: M("nach Aktion {after}, aber das Szenario hat {count} Aktion(en) (gezählt ab 0)", **m.groupdict())),
    (r"outcome 'open-prompt' needs expect\.open_prompt \(the prompt the run stops at\)",
     lambda m: M("das Ergebnis „open-prompt“ braucht expect.open_prompt (die Frage, an der der Ablauf anhält)")),
    (rf"unknown card {_q('card')}; nearest: (?P<nearest>.*)",
     lambda m: M("unbekannte Karte „{card}“; ähnliche Namen: {nearest}", **m.groupdict())),
    (r"(?P<card>.+): its abilities are not encoded in the card library yet",
     lambda m: M("{card}: die Fähigkeiten dieser Karte sind noch nicht in der Kartenbibliothek erfasst", card=m["card"])),
    ((r"(?P<card>.+) \((?P<set>.+)\) is from a set the German v1\.5 and Polish 2020 rulebooks do not cover: the "
      r"judge does not run its mechanics"),
     lambda m: M("{card} ({set}) stammt aus einem Set, das die Regelhefte (DE v1.5, PL 2020) nicht abdecken: der Richter "
                 "spielt seine Mechaniken nicht", **m.groupdict())),
    (rf"{_q('card')} names no card of this scenario", lambda m: M("„{card}“ ist keine Karte dieses Szenarios", card=m["card"])),
    (rf"no battlefield {_q('battlefield')}; battlefields: (?P<battlefields>.*)",
     lambda m: M("kein Schlachtfeld „{battlefield}“; Schlachtfelder: {battlefields}", battlefield=m["battlefield"],
                 battlefields=_battlefields(m["battlefields"]))),
    (rf"{_q('player')} is not a player; players: (?P<players>.*)",
     lambda m: M("„{player}“ ist kein Spieler; Spieler: {players}", **m.groupdict())),
    (rf"{_q('player')} is not a player", lambda m: M("„{player}“ ist kein Spieler", player=m["player"])),
    (rf"not an FAQ entry: {_q('entry')}; nearest: (?P<nearest>.*)",
     lambda m: M("kein FAQ-Eintrag: „{entry}“; ähnliche IDs: {nearest}", **m.groupdict())),
    (rf"not an FAQ entry: {_q('entry')}", lambda m: M("kein FAQ-Eintrag: „{entry}“", entry=m["entry"])),
    (rf"not an example: {_q('example')}; nearest: (?P<nearest>.*)",
     lambda m: M("kein Beispiel der Regeln: „{example}“; ähnliche IDs: {nearest}", **m.groupdict())),
    (rf"not an example: {_q('example')}", lambda m: M("kein Beispiel der Regeln: „{example}“", example=m["example"])),
    (r"more errors from here on, not listed \(an answer lists at most (?P<n>\d+)\)",
     lambda m: M("ab hier weitere Fehler, nicht aufgeführt (eine Antwort nennt höchstens {n})", n=m["n"])),
    (rf"unknown game {_q('game')}; the engine runs: (?P<games>.*)",
     lambda m: M("unbekanntes Spiel „{game}“; die Engine kennt: {games}", **m.groupdict())),
    (r"missing field 'game'; one of: (?P<games>.*)", lambda m: M("das Feld „game“ fehlt; eines von: {games}", games=m["games"])),
    (r"a scenario is a JSON object, not (?P<kind>\w+)",
     lambda m: M("ein Szenario ist ein JSON-Objekt, {not_kind}", not_kind=_kind(m["kind"]))),
    (rf"unknown card type {_q('type')}", lambda m: M("unbekannter Kartentyp „{type}“", type=m["type"])),
    (r"cannot read (?P<what>.+?): (?P<why>.*)", lambda m: M("kann {what} nicht lesen: {why}", **m.groupdict())),
    (r"the body is not UTF-8 text", lambda m: NOT_UTF8),
    (r"not JSON: nested too deeply", lambda m: TOO_DEEP),
    (r"the engine could not validate the scenario \((?P<error>\w+)\)",
     lambda m: M("die Engine konnte das Szenario nicht prüfen ({error})", error=m["error"])),
]
_UNKNOWN_RE = re.compile(rf"unknown (?P<what>{'|'.join(sorted(map(re.escape, UNKNOWN), key=len, reverse=True))}) "
                         rf"{_q('value')}(?:; (?:known|verbs): (?P<known>.*))?$")


def sentence(text: str) -> tuple[Text, list[str]]:
    """The words for an English validator/check message, and the nearest allowed values it
    lists ("unknown house 'dsi'; known: ..."). A sentence not in the tables keeps its English
    after a lead-in ("ungültige Angabe (…)")."""
    from . import _nearest

    for en, said in SENTENCES:
        m = re.fullmatch(en, text)
        if m:
            return said(m), []
    m = _UNKNOWN_RE.match(text)
    if m:
        known = [k.strip() for k in re.split(r",\s*", (m["known"] or "").split(" (")[0]) if k.strip()]
        near = _nearest(m["value"], known)
        out = M("{unknown} „{value}“", unknown=UNKNOWN[m["what"]], value=m["value"]) + did_you_mean(near)
        if known:
            out = out + M(" Bekannt: {known}", known=", ".join(known))
        return out, near
    m = re.fullmatch(r"not JSON: (.*) \(line (\d+), column (\d+)\)", text)
    if m:
        return json_error(m.group(1), int(m.group(2)), int(m.group(3))), []
    return M("ungültige Angabe ({text})", text=text), []


JSON_MESSAGES: dict[str, Text] = {  # Python's json messages
    'Expecting value': MP("JSON parser", "ein Wert fehlt"),
    'Expecting property name enclosed in double quotes': MP("JSON parser", "ein Feldname in doppelten Anführungszeichen fehlt"),
    "Expecting ',' delimiter": MP("JSON parser", "ein Komma fehlt"),
    "Expecting ':' delimiter": MP("JSON parser", "ein Doppelpunkt fehlt"),
    'Extra data': MP("JSON parser", "nach dem Ende folgt noch Text"),
    'Unterminated string starting at': MP("JSON parser", "ein Text ohne schließendes Anführungszeichen"),
    'Invalid control character at': MP("JSON parser", "ein Steuerzeichen im Text"),
    'Invalid \\escape': MP("JSON parser", "ungültiges \\-Zeichen"),
    'Invalid \\uXXXX escape': MP("JSON parser", "ungültiges \\u-Zeichen"),
    'Illegal trailing comma before end of object': MP("JSON parser", "ein Komma vor dem Ende des Objekts"),
    'Illegal trailing comma before end of array': MP("JSON parser", "ein Komma vor dem Ende der Liste"),
}


def json_error(msg: str, line: int | None = None, column: int | None = None) -> Text:
    """A document that is not JSON (``json.JSONDecodeError`` parts); in English the parser's
    own words ("not JSON: Expecting value (line 3, column 11)")."""
    where = M(" (Zeile {line}, Spalte {column})", line=line, column=column) if line else verbatim("")
    return M("kein gültiges JSON: {problem}{where}", problem=JSON_MESSAGES.get(msg) or verbatim(msg), where=where)
