"""The words of ``scenarios.messages``: labels of the scenario fields of every game, the
phrasing of each kind of problem, and German for the sentences the models' validators and
the games' checks say in English. German follows the rulebooks' terms (KeyForge DE v1.5:
Schlachtreihe, Fraktion, Ablagestapel, betäubt, beschützt)."""

from __future__ import annotations

import re
from typing import Any

# field → (German, English); every field of every game's scenario model has one (a test checks)
LABELS: dict[str, tuple[str, str]] = {
    # envelope and expectations
    "game": ("Spiel", "Game"), "edition": ("Ausgabe", "Edition"), "title": ("Titel", "Title"),
    "description": ("Beschreibung", "Description"), "faq": ("FAQ-Einträge", "FAQ entries"),
    "examples": ("Beispiele", "Examples"), "mode": ("Modus", "Mode"), "choices": ("Antworten", "Choices"),
    "expect": ("Erwartungen", "Expectations"), "board": ("Spielfeld", "Board"), "actions": ("Aktionen", "Actions"),
    "outcome": ("Ergebnis", "Outcome"), "winner": ("Sieger", "Winner"), "refused": ("Abgelehnte Aktion", "Refused action"),
    "action": ("Aktion (Index)", "Action (index)"), "rule": ("Regel", "Rule"), "state": ("Zustand", "State"),
    "checks": ("Prüfungen", "Checks"), "prompts": ("Fragen", "Prompts"), "open_prompt": ("Offene Frage", "Open prompt"),
    "checkpoints": ("Kontrollpunkte", "Checkpoints"), "windows": ("Zeitfenster", "Windows"),
    "absent_windows": ("Fehlende Zeitfenster", "Absent windows"), "events": ("Ereignisse", "Events"),
    "absent_events": ("Fehlende Ereignisse", "Absent events"), "cites": ("Belege", "Cites"),
    "outcomes": ("Ergebnisse", "Outcomes"), "contains": ("Enthält", "Contains"), "excludes": ("Enthält nicht", "Excludes"),
    "any_of": ("Einer von", "Any of"),
    "count": ("Anzahl", "Count"), "min": ("Mindestens", "Minimum"), "max": ("Höchstens", "Maximum"),
    "id": ("ID", "ID"), "chooser": ("Wer wählt", "Chooser"), "options": ("Möglichkeiten", "Options"),
    "include": ("Angeboten", "Include"), "exclude": ("Nicht angeboten", "Exclude"), "occurrence": ("Wievielte", "Occurrence"),
    "after": ("Nach Aktion", "After action"), "at_prompt": ("Bei Frage", "At prompt"), "root": ("Szenario", "Scenario"),
    # KeyForge board
    "active_player": ("Aktiver Spieler", "Active player"), "turn_step": ("Zugschritt", "Turn step"),
    "first_turn": ("Erster Zug", "First turn"), "players": ("Spieler", "Players"), "amber": ("Æmber", "Æmber"),
    "keys": ("Schlüssel", "Keys"), "chains": ("Ketten", "Chains"), "house": ("Fraktion", "House"),
    "houses": ("Fraktionen", "Houses"), "hand": ("Hand", "Hand"), "deck": ("Deck", "Deck"),
    "discard": ("Ablagestapel", "Discard pile"), "archives": ("Archiv", "Archives"), "purged": ("Entfernt", "Purged"),
    "battleline": ("Schlachtreihe", "Battleline"), "artifacts": ("Artefakte", "Artifacts"),
    "forged_last_turn": ("Im letzten Zug geschmiedet", "Forged last turn"),
    "kwc_stole_last_turn": ("Im letzten Zug gestohlenes Æmber", "Æmber stolen last turn"), "card": ("Karte", "Card"),
    "damage": ("Schaden", "Damage"), "stunned": ("Betäubt", "Stunned"), "exhausted": ("Erschöpft", "Exhausted"),
    "ward": ("Beschützt", "Ward"), "enraged": ("Wütend", "Enraged"), "captured_amber": ("Erbeutetes Æmber", "Captured æmber"),
    "upgrades": ("Aufwertungen", "Upgrades"), "power_counters": ("Stärkemarker", "Power counters"),
    "tokens": ("Marker", "Tokens"), "maverick": ("Maverick (Fraktion)", "Maverick (house)"), "owner": ("Besitzer", "Owner"),
    "bonus": ("Bonussymbole", "Bonus icons"),
    "gigantic": ("Gigantische Kreatur", "Gigantic creature"), "half": ("Hälfte (1 oder 2)", "Half (1 or 2)"),
    # KeyForge actions
    "type": ("Typ", "Type"), "player": ("Spieler", "Player"), "flank": ("Flanke", "Flank"),
    "position": ("Position", "Position"), "target": ("Ziel", "Target"), "take_archives": ("Archiv aufnehmen", "Take archives"),
    # card definitions (KeyForge, Riftbound, deck-building)
    "name": ("Name", "Name"), "names": ("Namen", "Names"), "set": ("Set", "Set"), "number": ("Nummer", "Number"),
    "power": ("Stärke", "Power"), "armor": ("Rüstung", "Armor"), "keywords": ("Schlüsselwörter", "Keywords"),
    "traits": ("Merkmale", "Traits"), "abilities": ("Fähigkeiten", "Abilities"), "static": ("Dauerhafte Fähigkeiten", "Constant abilities"),
    "errata": ("Errata", "Errata"), "unsupported": ("Nicht unterstützt", "Unsupported"), "trigger": ("Auslöser", "Trigger"),
    "effects": ("Effekte", "Effects"), "instead": ("Stattdessen", "Instead"),
    "instead_if": ("Stattdessen, falls", "Instead, if"), "event": ("Ereignis", "Event"),
    "whose": ("Wessen", "Whose"), "optional": ("Optional", "Optional"), "label": ("Bezeichnung", "Label"),
    "condition": ("Bedingung", "Condition"), "affects": ("Wirkt auf", "Affects"), "grants": ("Verleiht", "Grants"),
    "activate": ("Aktivierung", "Activation"), "amount": ("Menge", "Amount"), "applies_to": ("Gilt für", "Applies to"),
    "minimum": ("Mindestwert", "Minimum"), "deathknell": ("Todesstoß", "Deathknell"), "legion": ("Legion", "Legion"),
    "once": ("Einmal", "Once"), "instead_of": ("Ersetzt Teil", "Instead of"), "zone": ("Zone", "Zone"), "tags": ("Tags", "Tags"),
    "per": ("Je", "For each"),
    "rve_once_each_turn": ("Einmal pro Zug", "Once each turn"),
    "ruv_once_each_turn": ("Nur einmal pro Zug nutzbar", "Usable once each turn"),
    "ruv_discard_type": ("Abgeworfene Kartenart", "Kind of card discarded"),
    "each_if": ("Bedingung je Einheit", "Condition for each unit"), "which": ("Welches Ereignis", "Which event"),
    "cost": ("Kosten", "Cost"), "energy": ("Energie", "Energy"), "might": ("Macht", "Might"), "domains": ("Domänen", "Domains"),
    "supertype": ("Supertyp", "Supertype"), "public_code": ("Kartencode", "Card code"), "text": ("Text", "Text"),
    "token": ("Spielstein", "Token"), "exhaust": ("Erschöpfen", "Exhaust"), "kill_self": ("Sich töten", "Kill this"),
    "recycle_trash": ("Aus dem Ablagestapel recyceln", "Recycle from trash"), "spend_buff": ("Buff ausgeben", "Spend a buff"),
    "recycle_self": ("Sich recyceln", "Recycle this"), "kill": ("Töten", "Kill"),
    "rsf_recycle_type": ("Recycelte Kartenart", "Kind of card recycled"),
    "ignores_cost": ("Kosten ignoriert, wenn bezahlt", "Cost ignored when paid"),
    "rog_any_number": ("Beliebig oft bezahlbar", "Paid any number of times"),
    "rog_less_each": ("Weniger je Bezahlung", "Less for each time paid"),
    "faction": ("Fraktion", "Faction"), "en": ("Englischer Name", "English name"), "honor": ("Ehre", "Honor"),
    "health": ("Leben", "Health"), "shield": ("Schild", "Shield"), "mercenary": ("Söldner", "Mercenary"),
    "starting": ("Startkarte", "Starting card"), "always_available": ("Immer verfügbar", "Always available"),
    "triggers": ("Ausgelöste Effekte", "Triggers"), "guess": ("Geschätzt", "Guessed"),
    # Riftbound board and actions
    "turn_player": ("Spieler am Zug", "Turn player"), "phase": ("Phase", "Phase"), "turn": ("Zug", "Turn"),
    "order": ("Zugreihenfolge", "Turn order"), "teams": ("Teams", "Teams"), "battlefields": ("Schlachtfelder", "Battlefields"),
    "battlefield": ("Schlachtfeld", "Battlefield"), "controller": ("Beherrscher", "Controller"), "hidden": ("Verdeckt", "Hidden"),
    "units": ("Einheiten", "Units"), "base": ("Basis", "Base"), "legend": ("Legende", "Legend"), "champion": ("Champion", "Champion"),
    "runes": ("Runen", "Runes"), "rune_deck": ("Runendeck", "Rune deck"), "pool": ("Runenpool", "Rune pool"),
    "trash": ("Ablagestapel", "Trash"), "banish": ("Verbannt", "Banished"), "score": ("Punkte", "Score"),
    "deck_list": ("Deckliste", "Deck list"), "domain": ("Domäne", "Domain"), "buff": ("Buff", "Buff"),
    "this_turn": ("In diesem Zug", "This turn"), "main": ("Hauptdeck", "Main deck"), "cards": ("Karten", "Cards"),
    "to": ("Wohin", "To"), "targets": ("Ziele", "Targets"), "accelerate": ("Beschleunigen", "Accelerate"),
    "optional_costs": ("Zusatzkosten", "Optional costs"), "ability": ("Fähigkeit (Nr.)", "Ability (index)"),
    "invitee": ("Eingeladener Spieler", "Invitee"),
    # Ascension and Shards of Infinity
    "center_row": ("Zentrale Auslage", "Center row"), "center_deck": ("Zentraler Nachziehstapel", "Center deck"),
    "void": ("Leere", "Void"), "honor_pool": ("Ehre-Vorrat", "Honor pool"), "variant": ("Variante", "Variant"),
    "last_round": ("Letzte Runde", "Last round"), "extra_turns": ("Zusatzzüge", "Extra turns"), "mystics": ("Mystikerinnen", "Mystics"),
    "heavy_infantry": ("Schwere Infanterie", "Heavy infantry"), "samael_honor": ("Ehre von Samael", "Samael's honor"),
    "seed": ("Zufallsstartwert", "Seed"), "played": ("Ausgespielt", "Played"), "constructs": ("Konstrukte", "Constructs"),
    "used": ("Benutzt", "Used"), "give_to": ("Geben an", "Give to"), "champions": ("Champions", "Champions"),
    "fast_played": ("Schnell ausgespielt", "Fast-played"), "mastery": ("Erfahrung", "Mastery"), "gems": ("Kristalle", "Gems"),
    "focus_used": ("Fokus benutzt", "Focus used"), "activated": ("Aktiviert", "Activated"), "assign": ("Verteilung", "Assignment"),
    "samael": ("Samael", "Samael"), "restricted_runes": ("Zweckgebundene Runen", "Restricted runes"),
    "only_for": ("Nur für", "Only for"), "source": ("Herkunft", "Source"),
    # a Riftbound board in the middle of things, and expect.decisions
    "chain": ("Kette", "Chain"), "showdown": ("Showdown", "Showdown"), "combat": ("Kampf", "Combat"),
    "this_turn": ("In diesem Zug", "This turn"), "played_this_turn": ("In diesem Zug gespielt", "Played this turn"),
    "attacker": ("Angreifer", "Attacker"), "defender": ("Verteidiger", "Defender"), "focus": ("Fokus", "Focus"),
    "step": ("Schritt", "Step"), "contested_by": ("Umkämpft durch", "Contested by"), "unit": ("Einheit", "Unit"),
    "decisions": ("Entscheidungen", "Decisions"), "answer": ("Antwort", "Answer"),
    "auto": ("Einzige Möglichkeit", "Only option"),
}
# the same field name meaning something else in one model
MODEL_LABELS: dict[tuple[str, str], tuple[str, str]] = {
    ("CardDef", "amber"): ("Æmber-Bonus", "Æmber bonus"), ("CardDef", "bonus"): ("Bonussymbole", "Bonus icons"),
    ("RbCardDef", "keywords"): ("Schlüsselwörter", "Keywords"), ("Activation", "power"): ("Macht-Symbole", "Power"),
    ("Activation", "discard"): ("Abwerfen", "Discard"), ("SoiPlayerBoard", "power"): ("Macht", "Power"),
    ("SoiAttackChampionAction", "amount"): ("Macht", "Power"), ("RbDeckEntry", "count"): ("Exemplare", "Copies"),
    ("RbPlayerBoard", "runes"): ("Runen im Spiel", "Runes on the board"), ("RbDeck", "runes"): ("Runendeck", "Rune deck"),
    ("RbBoard", "first_turn"): ("Noch ohne Zug", "First turn"), ("ChooseHouseAction", "house"): ("Gewählte Fraktion", "House chosen"),
    ("PlayerBoard", "house"): ("Aktive Fraktion", "Active house"), ("RbBattlefield", "id"): ("Schlachtfeld-ID", "Battlefield ID"),
    ("PromptCheck", "id"): ("Frage-ID", "Prompt ID"), ("PromptAsked", "id"): ("Frage-ID", "Prompt ID"),
}
# (model, field) steps a location implies: not shown in the label when something follows
ROOTS = {(m, f) for m in ("KeyForgeScenario", "RiftboundScenario", "AscensionScenario", "ShardsScenario")
         for f in ("board",)} | {(m, "players") for m in ("Board", "RbBoard", "AscBoard", "SoiBoard")}
# what one item of a list is called (for "2. Karte")
ITEMS: dict[str, tuple[str, str]] = {
    "actions": ("Aktion", "action"), "faq": ("Eintrag", "entry"), "examples": ("Eintrag", "entry"),
    "checkpoints": ("Kontrollpunkt", "checkpoint"), "prompts": ("Frage", "prompt"), "houses": ("Fraktion", "house"),
    "upgrades": ("Aufwertung", "upgrade"), "effects": ("Effekt", "effect"), "abilities": ("Fähigkeit", "ability"),
    "bonus": ("Symbol", "icon"), "battlefields": ("Schlachtfeld", "battlefield"), "runes": ("Rune", "rune"),
    "outcomes": ("Ergebnis", "outcome"), "choices": ("Antwort", "answer"), "windows": ("Zeitfenster", "window"),
    "events": ("Ereignis", "event"), "cites": ("Beleg", "citation"), "keywords": ("Schlüsselwort", "keyword"),
    "order": ("Spieler", "player"), "options": ("Möglichkeit", "option"), "targets": ("Ziel", "target"),
    "chain": ("Element", "item"), "this_turn": ("Effekt", "effect"), "decisions": ("Entscheidung", "decision"),
}
IMPLIED = {"actions", "checkpoints", "prompts", "outcomes", "battlefields", "choices", "houses"}  # "1. Aktion" says it
CARD_ZONES = {"hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "base", "trash", "banish",
              "center_row", "center_deck", "void", "played", "constructs", "champions", "fast_played", "main", "units"}
WHOLE = ("Szenario", "Scenario")


def label_of(field: str, model: str | None = None) -> tuple[str, str]:
    """(German, English) label of a field; a field no table names shows its key."""
    if model and (model, field) in MODEL_LABELS:
        return MODEL_LABELS[(model, field)]
    if field in LABELS:
        return LABELS[field]
    return f"„{field}“", field.replace("_", " ").capitalize()


def item_noun(container: str, lang: int) -> str:
    if container in CARD_ZONES:
        return ("Karte", "card")[lang]
    return ITEMS.get(container, ("Eintrag", "item"))[lang]


def ordinal(n: int, noun: str, lang: int) -> str:
    if lang == 0:
        return f"{n}. {noun}"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix} {noun}"


# -- problems ---------------------------------------------------------------------------------------

TYPE_WORDS = {  # pydantic error type → (German, English) of what the value must be
    "int_type": ("eine ganze Zahl", "a whole number"), "int_parsing": ("eine ganze Zahl", "a whole number"),
    "int_from_float": ("eine ganze Zahl (ohne Nachkommastellen)", "a whole number (no fraction)"),
    "float_type": ("eine Zahl", "a number"), "float_parsing": ("eine Zahl", "a number"),
    "bool_type": ("true oder false", "true or false"), "bool_parsing": ("true oder false", "true or false"),
    "string_type": ("ein Text in Anführungszeichen", "a text in quotes"),
    "list_type": ("eine Liste [ … ]", "a list [ … ]"), "tuple_type": ("eine Liste [ … ]", "a list [ … ]"),
    "set_type": ("eine Liste [ … ]", "a list [ … ]"),
    "dict_type": ("ein Objekt { … }", "an object { … }"), "model_type": ("ein Objekt { … }", "an object { … }"),
    "model_attributes_type": ("ein Objekt { … }", "an object { … }"), "none_required": ("null", "null"),
}
BOUNDS = {"greater_than_equal": ("ge", "mindestens", "at least"), "less_than_equal": ("le", "höchstens", "at most"),
          "greater_than": ("gt", "größer als", "greater than"), "less_than": ("lt", "kleiner als", "less than")}
CARD_ENTRY = ("eine Karte ist ein Name, ein Eintrag {card, …} oder eine Definition {name, house, type, …}",
              "a card is a name, an entry {card, ...} or an inline definition {name, house, type, ...}", [])


def one_of(value: Any, allowed: list[str], near: list[str], field: tuple[str, str] | None = None
           ) -> tuple[str, str, list[str]]:
    """A value that is not one of the allowed ones (with the nearest ones first)."""
    shown = value if isinstance(value, str) else repr(value)
    if field:
        de, en = f"{field[0]} „{shown}“ gibt es nicht", f'{field[1].lower()} "{shown}" does not exist'
    else:
        de, en = f"„{shown}“ ist nicht erlaubt", f'"{shown}" is not allowed'
    if near:
        de += " – meintest du " + " oder ".join(f"„{n}“" for n in near) + "?"
    en += did_you_mean_en(near)
    de += " Erlaubt: " + ", ".join(f"„{a}“" for a in allowed)
    en += " Allowed: " + ", ".join(f'"{a}"' for a in allowed)
    return de, en, near


def did_you_mean_en(near: list[str]) -> str:
    return (" – did you mean " + " or ".join(f'"{n}"' for n in near) + "?") if near else ""


def length(kind: str, ctx: dict) -> tuple[str, str, list[str]]:
    n_min, n_max = ctx.get("min_length"), ctx.get("max_length")
    if kind == "string_too_short":
        if n_min == 1:
            return "darf nicht leer sein", "must not be empty", []
        return f"braucht mindestens {n_min} Zeichen", f"needs at least {n_min} characters", []
    if kind == "string_too_long":
        return f"höchstens {n_max} Zeichen", f"at most {n_max} characters", []
    if kind == "too_short":
        return (f"braucht mindestens {n_min} Eintrag" + ("e" if n_min != 1 else ""),
                f"needs at least {n_min} item" + ("s" if n_min != 1 else ""), [])
    return f"höchstens {n_max} Einträge", f"at most {n_max} items", []


def pattern(pat: str, value: Any) -> tuple[str, str, list[str]]:
    if pat == r"^[A-Za-z][A-Za-z0-9_-]*$":
        return (f"„{value}“ ist kein Spielername: ein Buchstabe, dann Buchstaben, Ziffern, _ oder -",
                f'"{value}" is not a player name: a letter, then letters, digits, _ or -', [])
    return f"„{value}“ hat nicht die erwartete Form ({pat})", f'"{value}" does not have the expected form ({pat})', []


# -- German for the English sentences of validators and checks -------------------------------------

UNKNOWN = {  # "unknown X 'v'; known: ..." → German noun phrase
    "card": "unbekannte Karte", "house": "unbekannte Fraktion", "token": "unbekannter Marker",
    "keyword": "unbekanntes Schlüsselwort", "trigger": "unbekannter Auslöser", "target": "unbekanntes Ziel",
    "target key": "unbekannter Zielschlüssel", "player": "unbekannter Spieler", "duration": "unbekannte Dauer",
    "affects": "unbekannter Wirkungsbereich", "operand": "unbekannter Operand", "condition": "unbekannte Bedingung",
    "rune domain": "unbekannte Runendomäne", "domain": "unbekannte Domäne", "instruction key": "unbekannter Anweisungsschlüssel",
    "selector key": "unbekannter Auswahlschlüssel", "object kind": "unbekannte Objektart",
    "passive ability": "unbekannte passive Fähigkeit", "replacement": "unbekannte Ersetzung",
    "cost key": "unbekannter Kostenschlüssel", "amount": "unbekannte Menge", "target reference": "unbekannter Zielverweis",
    "card type": "unbekannter Kartentyp", "game": "unbekanntes Spiel", "keys": "unbekannte Schlüssel",
}
_Q = r"'((?:[^'\\]|\\.)*)'"
SENTENCES: list[tuple[str, Any]] = [  # (English regex, German template); \1 … are the groups
    (r"a KeyForge board has exactly two players", "ein KeyForge-Spielfeld hat genau zwei Spieler"),
    (rf"active_player {_Q} is not one of the players", r"der aktive Spieler „\1“ ist keiner der Spieler"),
    (r"in step 'main' the active player needs an active house \(players\.<name>\.house\)",
     "in Schritt „main“ braucht der aktive Spieler eine aktive Fraktion (players.<name>.house)"),
    (r"a creature's power cannot be negative", "die Stärke einer Kreatur kann nicht negativ sein"),
    (r"order must list every player once(?:: (.*))?", r"„order“ muss jeden Spieler genau einmal nennen"),
    (rf"turn_player {_Q} is not (?:a player|one of the players)(?:: (.*))?", r"der Spieler am Zug „\1“ ist keiner der Spieler"),
    (r"mode (\S+) has (\d+) players \((.*)\), not (\d+)", r"Modus \1 hat \2 Spieler (\3), nicht \4"),
    (r"2v2 needs teams: two players on each of two teams \((.*)\)", r"2v2 braucht Teams: je zwei Spieler in zwei Teams (\1)"),
    (r"battlefield ids must differ", "die IDs der Schlachtfelder müssen sich unterscheiden"),
    (rf"{_Q} on a battlefield is not one of the players", r"„\1“ auf einem Schlachtfeld ist keiner der Spieler"),
    (r"team variant: teams must give every player a team: (.*)", r"Teamvariante: jeder Spieler braucht ein Team: \1"),
    (r"the solitaire variant has one player \((.*)\)", r"die Solitärvariante hat einen Spieler (\1)"),
    (r"a unit has a might \((.*)\)", r"eine Einheit hat einen Machtwert (\1)"),
    (r"a check needs at least one of (.*)", r"eine Prüfung braucht mindestens eines von \1"),
    (r"a checkpoint names exactly one moment: 'after' \(an action index\) or 'at_prompt'",
     "ein Kontrollpunkt nennt genau einen Zeitpunkt: „after“ (Index einer Aktion) oder „at_prompt“"),
    (r"a checkpoint asserts something: dotted paths, 'state' or 'checks'",
     "ein Kontrollpunkt muss etwas prüfen: Pfade, „state“ oder „checks“"),
    (r"expect\.(\w+) is checked in resolve mode only; explore mode checks expect\.outcomes",
     r"expect.\1 wird nur im Modus „resolve“ geprüft; der Modus „explore“ prüft expect.outcomes"),
    (r"after action (\d+), but the scenario has (\d+) action\(s\) \(indices from 0\)",
     r"nach Aktion \1, aber das Szenario hat \2 Aktion(en) (gezählt ab 0)"),
    (r"outcome 'open-prompt' needs expect\.open_prompt \(the prompt the run stops at\)",
     "das Ergebnis „open-prompt“ braucht expect.open_prompt (die Frage, an der der Ablauf anhält)"),
    (rf"unknown card {_Q}; nearest: (.*)", r"unbekannte Karte „\1“; ähnliche Namen: \2"),
    (r"(.+): its abilities are not encoded in the card library yet",
     r"\1: die Fähigkeiten dieser Karte sind noch nicht in der Kartenbibliothek erfasst"),
    (r"(.+) \((.+)\) is from a set the German v1\.5 and Polish 2020 rulebooks do not cover: the judge does not run "
     r"its mechanics", r"\1 (\2) stammt aus einem Set, das die Regelhefte (DE v1.5, PL 2020) nicht abdecken: "
     r"der Richter spielt seine Mechaniken nicht"),
    (rf"{_Q} names no card of this scenario", r"„\1“ ist keine Karte dieses Szenarios"),
    (rf"no battlefield {_Q}; battlefields: (.*)", r"kein Schlachtfeld „\1“; Schlachtfelder: \2"),
    (rf"{_Q} is not a player; players: (.*)", r"„\1“ ist kein Spieler; Spieler: \2"),
    (rf"{_Q} is not a player", r"„\1“ ist kein Spieler"),
    (rf"not an FAQ entry: {_Q}; nearest: (.*)", r"kein FAQ-Eintrag: „\1“; ähnliche IDs: \2"),
    (rf"not an FAQ entry: {_Q}", r"kein FAQ-Eintrag: „\1“"),
    (rf"not an example: {_Q}; nearest: (.*)", r"kein Beispiel der Regeln: „\1“; ähnliche IDs: \2"),
    (rf"not an example: {_Q}", r"kein Beispiel der Regeln: „\1“"),
    (r"more errors from here on, not listed \(an answer lists at most (\d+)\)",
     r"ab hier weitere Fehler, nicht aufgeführt (eine Antwort nennt höchstens \1)"),
    (rf"unknown game {_Q}; the engine runs: (.*)", r"unbekanntes Spiel „\1“; die Engine kennt: \2"),
    (r"missing field 'game'; one of: (.*)", r"das Feld „game“ fehlt; eines von: \1"),
    (r"a scenario is a JSON object, not (\w+)", lambda m: "ein Szenario ist ein JSON-Objekt, "
     + {"list": "keine Liste", "str": "kein Text", "int": "keine Zahl", "float": "keine Zahl", "bool": "kein true/false",
        "NoneType": "nicht null"}.get(m.group(1), "kein " + m.group(1))),
    (rf"unknown card type {_Q}", r"unbekannter Kartentyp „\1“"),
    (r"cannot read (.+?): (.*)", r"kann \1 nicht lesen: \2"),
    (r"the body is not UTF-8 text", "der Inhalt ist kein UTF-8-Text"),
    (r"not JSON: nested too deeply", "kein gültiges JSON: zu tief verschachtelt"),
    (r"the engine could not validate the scenario \((\w+)\)", r"die Engine konnte das Szenario nicht prüfen (\1)"),
]
_UNKNOWN_RE = re.compile(rf"unknown ({'|'.join(sorted(map(re.escape, UNKNOWN), key=len, reverse=True))}) "
                         rf"{_Q}(?:; (?:known|verbs): (.*))?$")


def sentence_de(text: str) -> tuple[str, list[str]]:
    """German for an English validator/check message, and the nearest allowed values it
    lists ("unknown house 'dsi'; known: ..."). A sentence not in the tables keeps its English
    after a German lead-in."""
    from . import _nearest

    for en, de in SENTENCES:
        m = re.fullmatch(en, text)
        if m:
            text_de = de(m) if callable(de) else m.expand(de)
            return text_de.replace("; Schlachtfelder: none", "; Schlachtfelder: keine"), []
    m = _UNKNOWN_RE.match(text)
    if m:
        known = [k.strip() for k in re.split(r",\s*", (m.group(3) or "").split(" (")[0]) if k.strip()]
        near = _nearest(m.group(2), known)
        de = f"{UNKNOWN[m.group(1)]} „{m.group(2)}“"
        if near:
            de += " – meintest du " + " oder ".join(f"„{n}“" for n in near) + "?"
        if known:
            de += " Bekannt: " + ", ".join(known)
        return de, near
    m = re.fullmatch(r"not JSON: (.*) \(line (\d+), column (\d+)\)", text)
    if m:
        return f"kein gültiges JSON: {json_msg_de(m.group(1))} (Zeile {m.group(2)}, Spalte {m.group(3)})", []
    return f"ungültige Angabe ({text})", []


JSON_MESSAGES = {
    "Expecting value": "ein Wert fehlt", "Expecting property name enclosed in double quotes":
    "ein Feldname in doppelten Anführungszeichen fehlt", "Expecting ',' delimiter": "ein Komma fehlt",
    "Expecting ':' delimiter": "ein Doppelpunkt fehlt", "Extra data": "nach dem Ende folgt noch Text",
    "Unterminated string starting at": "ein Text ohne schließendes Anführungszeichen",
    "Invalid control character at": "ein Steuerzeichen im Text", "Invalid \\escape": "ungültiges \\-Zeichen",
    "Invalid \\uXXXX escape": "ungültiges \\u-Zeichen", "Illegal trailing comma before end of object":
    "ein Komma vor dem Ende des Objekts", "Illegal trailing comma before end of array": "ein Komma vor dem Ende der Liste",
}


def json_msg_de(msg: str) -> str:
    return JSON_MESSAGES.get(msg, msg)
