"""Names of what the trace and the boards show as codes (marked German messages, translated
by the catalogues): trace events,
action types, KeyForge houses, card types and rarities. The codes stay what the scenario
JSON and the trace JSON use (``expect.events``, ``"type": "fight"``); the pages show the
names, with the code on hover."""

from __future__ import annotations

from .catalogue import N_, NP_, Msg, tr

EVENT_NAMES: dict[str, Msg] = {  # trace event → (German, English)
    # KeyForge
    "window": NP_("trace event", "Zeitfenster"), "play": NP_("trace event", "Ausspielen"),
    "trigger": NP_("trace event", "Fähigkeit"),
    "choice": NP_("trace event", "Wahl"), "gain": NP_("trace event", "Erhalten"),
    "damage": NP_("trace event", "Schaden"),
    "leaves-play": NP_("trace event", "Verlässt das Spiel"), "reveal": NP_("trace event", "Aufgedeckt"),
    "to-discard": NP_("trace event", "Auf den Ablagestapel"), "draw": NP_("trace event", "Ziehen"),
    "marked-for-destruction": NP_("trace event", "Zum Zerstören markiert"),
    "next-step": NP_("trace event", "Nächster Schritt"),
    "enters-play": NP_("trace event", "Kommt ins Spiel"), "fight": NP_("trace event", "Kampf"),
    "published-answer": NP_("trace event", "Veröffentlichte Antwort"), "refused": NP_("trace event", "Abgelehnt"),
    "choose-house": NP_("trace event", "Fraktion wählen"),
    "ready-cards": NP_("trace event", "Karten spielbereit machen"),
    "turn-ends": NP_("trace event", "Zugende"), "reap": NP_("trace event", "Ernten"),
    "no-forge": NP_("trace event", "Kein Schlüssel geschmiedet"),
    "lasting-effect": NP_("trace event", "Andauernder Effekt"), "steal": NP_("trace event", "Stehlen"),
    "card-text": NP_("trace event", "Kartentext"), "use-action": NP_("trace event", "Aktion: benutzen"),
    "use-omni": NP_("trace event", "Universell: benutzen"), "reshuffle": NP_("trace event", "Neu mischen"),
    "discard": NP_("trace event", "Ablegen"),
    "ward": NP_("trace event", "Beschützt"), "if-you-do": NP_("trace event", "Falls du das tust"),
    "exhausted": NP_("trace event", "Erschöpft"),
    "capture": NP_("trace event", "Erbeuten"), "for-each": NP_("trace event", "Für jede"),
    "control": NP_("trace event", "Kontrolle"),
    "allowance-used": NP_("trace event", "Erlaubnis genutzt"), "lose": NP_("trace event", "Verlieren"),
    "heal": NP_("trace event", "Heilen"),
    "ready": NP_("trace event", "Spielbereit"), "condition-fails": NP_("trace event", "Bedingung nicht erfüllt"),
    "skirmish": NP_("trace event", "Scharmützel"), "forge": NP_("trace event", "Schlüssel schmieden"),
    "repeat": NP_("trace event", "Wiederholen"),
    "replaced": NP_("trace event", "Ersetzt"), "copy": NP_("trace event", "Kopie"),
    "power-counters": NP_("trace event", "Stärkemarker"),
    "archive": NP_("trace event", "Archivieren"), "exalt": NP_("trace event", "Erheben"),
    "stun": NP_("trace event", "Betäuben"),
    "no-target": NP_("trace event", "Kein Ziel"), "upgrade-discarded": NP_("trace event", "Aufwertung abgelegt"),
    "if-you-do-fails": NP_("trace event", "Falls du das tust: nein"), "purge": NP_("trace event", "Verbannen"),
    "put-under": NP_("trace event", "Darunterlegen"), "omega": NP_("trace event", "Omega"),
    "elusive": NP_("trace event", "Schwer zu fassen"),
    "place-aember": NP_("trace event", "Æmber legen"), "chains": NP_("trace event", "Ketten"),
    "attach": NP_("trace event", "Anlegen"),
    "to-hand": NP_("trace event", "Auf die Hand"), "returns-to-play": NP_("trace event", "Zurück ins Spiel"),
    "to-owner-hand": NP_("trace event", "Auf die Hand des Besitzers"),
    "trigger-ability": NP_("trace event", "Fähigkeit auslösen"),
    "damage-prevented": NP_("trace event", "Schaden verhindert"), "no-repeat": NP_("trace event", "Keine Wiederholung"),
    "check": NP_("trace event", "Prüfung"), "effect-ends": NP_("trace event", "Effekt endet"),
    "enraged": NP_("trace event", "Wütend"),
    "shed-chain": NP_("trace event", "Kette ablegen"), "unstun": NP_("trace event", "Betäubung entfernt"),
    "fight-redirect": NP_("trace event", "Kampf umgelenkt"), "cannot-steal": NP_("trace event", "Kann nicht stehlen"),
    "fight-ends": NP_("trace event", "Kampf endet"), "take-archives": NP_("trace event", "Archiv aufnehmen"),
    "poison": NP_("trace event", "Gift"), "win": NP_("trace event", "Sieg"), "token": NP_("trace event", "Spielstein"),
    "cannot-play": NP_("trace event", "Kann nicht ausgespielt werden"),
    "cannot-use": NP_("trace event", "Kann nicht benutzt werden"),
    "cannot-fight": NP_("trace event", "Kann nicht kämpfen"), "no-swap": NP_("trace event", "Kein Tausch"),
    "already-marked": NP_("trace event", "Schon markiert"), "unforge": NP_("trace event", "Schlüssel entschmiedet"),
    "shared-damage": NP_("trace event", "Geteilter Schaden"), "bonus-repeated": NP_("trace event", "Bonus wiederholt"),
    "extra-damage": NP_("trace event", "Zusätzlicher Schaden"),
    "nothing-to-capture": NP_("trace event", "Nichts zu erbeuten"),
    "chosen": NP_("trace event", "Gewählt"), "otherwise-skipped": NP_("trace event", "Andernfalls: entfällt"),
    "otherwise": NP_("trace event", "Andernfalls"), "replacement-pending": NP_("trace event", "Ersetzung wartet"),
    "already-stunned": NP_("trace event", "Schon betäubt"),
    "marked-not-chosen": NP_("trace event", "Markiert, nicht wählbar"),
    "move-aember": NP_("trace event", "Æmber bewegen"),
    "ward-after-mark": NP_("trace event", "Beschützt nach Markierung"),
    "gigantic-joined": NP_("trace event", "Gigantische Kreatur: beide Hälften"),
    "gigantic-split": NP_("trace event", "Gigantische Kreatur: wieder 2 Karten"),
    "gigantic-half-fails": NP_("trace event", "Nur eine Hälfte: schlägt fehl"),
    "archive-to-owner": NP_("trace event", "Ins Archiv des Besitzers"),
    # Riftbound
    "pass": NP_("trace event", "Passen"), "cleanup": NP_("trace event", "Aufräumen"),
    "setup": NP_("trace event", "Aufbau"), "add": NP_("trace event", "Hinzufügen"),
    "resolve": NP_("trace event", "Auflösen"), "document-example": NP_("trace event", "Beispiel der Regeln"),
    "cost": NP_("trace event", "Kosten"),
    "on-chain": NP_("trace event", "Auf der Kette"), "to-trash": NP_("trace event", "In den Ablagestapel"),
    "exhaust": NP_("trace event", "Erschöpfen"),
    "move": NP_("trace event", "Bewegen"), "kill": NP_("trace event", "Töten"),
    "showdown": NP_("trace event", "Showdown"), "contested": NP_("trace event", "Umkämpft"),
    "chain-add": NP_("trace event", "Zur Kette"), "ceases": NP_("trace event", "Hört auf zu existieren"),
    "priority": NP_("trace event", "Priorität"), "next-turn": NP_("trace event", "Nächster Zug"),
    "combat": NP_("trace event:combat", "Kampf"),
    "assign": NP_("trace event", "Schaden verteilen"), "might": NP_("trace event", "Macht"),
    "no-initial-chain": NP_("trace event", "Keine Anfangskette"),
    "combat-pending": NP_("trace event", "Kampf steht an"), "activate": NP_("trace event", "Aktivieren"),
    "enter": NP_("trace event", "Betritt"),
    "recycle": NP_("trace event", "Recyceln"), "focus": NP_("trace event", "Fokus"),
    "awaken": NP_("trace event", "Erweckungsphase"),
    "beginning": NP_("trace event", "Anfangsphase"), "scoring-step": NP_("trace event", "Wertungsschritt"),
    "score": NP_("trace event", "Punkt"),
    "action-phase": NP_("trace event", "Aktionsphase"), "channel": NP_("trace event", "Kanalisieren"),
    "becomes-mighty": NP_("trace event", "Wird mächtig"), "combat-damage": NP_("trace event", "Kampfschaden"),
    "combat-ends": NP_("trace event:combat-ends", "Kampf endet"),
    "damage-removed": NP_("trace event", "Schaden entfernt"),
    "control-lost": NP_("trace event", "Kontrolle verloren"), "fizzle": NP_("trace event", "Wirkungslos"),
    "grant": NP_("trace event", "Verleihen"),
    "take": NP_("trace event", "Nehmen"), "end-turn": NP_("trace event", "Zug beenden"),
    "ending": NP_("trace event", "Ende des Zuges"),
    "expiry": NP_("trace event", "Verfallsschritt"), "no-effect": NP_("trace event", "Ohne Wirkung"),
    "passive": NP_("trace event", "Passive Fähigkeit"),
    "channel-short": NP_("trace event", "Zu wenig Runen"), "deck-legal": NP_("trace event", "Deck regelkonform"),
    "deck-illegal": NP_("trace event", "Deck nicht regelkonform"), "legion-met": NP_("trace event", "Legion erfüllt"),
    "board-chain": NP_("trace event", "Auf der Kette (Brett)"),
    "board-showdown": NP_("trace event", "Offener Showdown (Brett)"),
    "board-might": NP_("trace event", "Macht in diesem Zug (Brett)"),
    "board-grant": NP_("trace event", "Schlüsselwort in diesem Zug (Brett)"),
    "legion-unmet": NP_("trace event", "Legion nicht erfüllt"), "buff": NP_("trace event", "Buff"),
    "return-to-hand": NP_("trace event", "Zurück auf die Hand"),
    "recall": NP_("trace event", "Zurückrufen"), "burn-out": NP_("trace event", "Ausgebrannt"),
    "discard-none": NP_("trace event", "Nichts abzuwerfen"),
    "reads-zero": NP_("trace event", "Zählt als 0"), "hide": NP_("trace event", "Verdecken"),
    "set-might": NP_("trace event", "Macht festgelegt"),
    "conquered": NP_("trace event", "Erobert"), "initial-chain": NP_("trace event", "Anfangskette"),
    "empty-pool": NP_("trace event", "Pool geleert"),
    "invite": NP_("trace event", "Einladen"), "invitation-accepted": NP_("trace event", "Einladung angenommen"),
    "spend-buff": NP_("trace event", "Buff ausgeben"), "stun-none": NP_("trace event", "Niemand betäubt"),
    "buff-none": NP_("trace event", "Kein Buff"), "look": NP_("trace event", "Ansehen"),
    "no-score": NP_("trace event", "Kein Punkt"),
    "concede": NP_("trace event", "Aufgeben"), "battlefield-replaced": NP_("trace event", "Schlachtfeld ersetzt"),
    "removed": NP_("trace event", "Entfernt"), "final-point-denied": NP_("trace event", "Letzter Punkt verwehrt"),
    # Ascension, Shards of Infinity
    "refill": NP_("trace event", "Auffüllen"), "pay": NP_("trace event", "Bezahlen"),
    "gain-honor": NP_("trace event", "Ehre erhalten"),
    "defeat": NP_("trace event", "Besiegen"), "banish": NP_("trace event:banish", "Verbannen"),
    "acquire": NP_("trace event", "Erwerben"), "use": NP_("trace event", "Benutzen"),
    "mastery-bonus": NP_("trace event", "Erfahrungsbonus"), "reward": NP_("trace event", "Belohnung"),
    "attack": NP_("trace event", "Angriff"),
    "game-end": NP_("trace event", "Spielende"), "destroyed": NP_("trace event", "Zerstört"),
    "shields": NP_("trace event", "Schilde"),
    "attack-champion": NP_("trace event", "Champion angreifen"), "fast-play": NP_("trace event", "Schnell ausspielen"),
    "no-mastery-bonus": NP_("trace event", "Kein Erfahrungsbonus"),
    "solo-shift": NP_("trace event", "Solitär: Auslage rückt"),
    "extra-turn": NP_("trace event", "Zusatzzug"), "triggered": NP_("trace event", "Ausgelöst"),
    "unity": NP_("trace event", "Einheit"),
    "samael": NP_("trace event", "Samael"), "eliminated": NP_("trace event", "Ausgeschieden"),
    "last-round": NP_("trace event", "Letzte Runde"),
    "game-over": NP_("trace event", "Spiel vorbei"), "watch": NP_("trace event", "Beobachten"),
    "into-play": NP_("trace event", "Ins Spiel"),
    "discard-constructs": NP_("trace event", "Konstrukte ablegen"), "recruit": NP_("trace event", "Anwerben"),
    "center-reshuffle": NP_("trace event", "Zentraler Stapel neu gemischt"),
    "mercenary-back": NP_("trace event", "Söldner zurück"),
}
ACTION_TYPES: dict[str, Msg] = {  # an action's "type" → (German, English)
    "play": NP_("action type", "Ausspielen"), "discard": NP_("action type", "Ablegen"),
    "reap": NP_("action type", "Ernten"), "fight": NP_("action type", "Kämpfen"),
    "use-action": NP_("action type", "Aktion: benutzen"), "use-omni": NP_("action type", "Universell: benutzen"),
    "choose-house": NP_("action type", "Fraktion wählen"), "end-turn": NP_("action type", "Zug beenden"),
    "activate": NP_("action type", "Aktivieren"), "move": NP_("action type", "Bewegen"),
    "hide": NP_("action type", "Verdecken"), "pass": NP_("action type", "Passen"),
    "pass-all": NP_("action type", "Alle passen"), "concede": NP_("action type", "Aufgeben"),
    "invite": NP_("action type", "Einladen"),
    "use": NP_("action type", "Benutzen"), "acquire": NP_("action type", "Erwerben"),
    "defeat": NP_("action type", "Besiegen"),
    "recruit": NP_("action type", "Anwerben"), "fast-play": NP_("action type", "Schnell ausspielen"),
    "focus": NP_("action type", "Fokus"),
    "attack-champion": NP_("action type", "Champion angreifen"), "attack": NP_("action type", "Angreifen"),
}
HOUSES: dict[str, Msg] = {  # KeyForge houses as the German rulebook names them
    "brobnar": NP_("KeyForge house", "Brobnar"), "dis": NP_("KeyForge house", "Dis"),
    "logos": NP_("KeyForge house", "Logos"), "mars": NP_("KeyForge house", "Mars"),
    "sanctum": NP_("KeyForge house", "Sanctum"), "shadows": NP_("KeyForge house", "Schatten"),
    "untamed": NP_("KeyForge house", "Ungezähmte"),
    "saurian": NP_("KeyForge house", "Saurianer"), "staralliance": NP_("KeyForge house", "Sternenallianz"),
    "star alliance": NP_("KeyForge house", "Sternenallianz"), "ekwidon": NP_("KeyForge house", "Ekwidon"),
    "geistoid": NP_("KeyForge house", "Geistoid"),
    "skyborn": NP_("KeyForge house", "Himmelsgeborene"), "redemption": NP_("KeyForge house", "Erlösung"),
}
CARD_TYPES: dict[str, Msg] = {
    "creature": NP_("KeyForge card type", "Kreatur"), "action": NP_("KeyForge card type", "Aktion"),
    "artifact": NP_("KeyForge card type", "Artefakt"),
    "upgrade": NP_("KeyForge card type", "Aufwertung"),
    "token creature": NP_("KeyForge card type", "Spielstein-Kreatur"),
    "token": NP_("KeyForge card type", "Spielstein"), "creature1": NP_("KeyForge card type", "Kreatur"),
    "creature2": NP_("KeyForge card type", "Kreatur"),
}
MODES: dict[str, Msg] = {  # Riftbound game modes, Ascension variants (English: the scenario's code)
    "duel": NP_("game mode or variant", "Duell"), "match": NP_("game mode or variant", "Match"),
    "ffa3": NP_("game mode or variant", "Jeder gegen jeden (3)"),
    "2v2": NP_("game mode or variant", "2 gegen 2"), "standard": NP_("game mode or variant", "Standard"),
    "team": NP_("game mode or variant", "Teamspiel"),
    "solo": NP_("game mode or variant", "Solitär"),
}
KEYWORDS: dict[str, Msg] = {  # KeyForge keywords as the German glossary names them
    "elusive": NP_("KeyForge keyword", "Schwer zu fassen"), "skirmish": NP_("KeyForge keyword", "Scharmützel"),
    "taunt": NP_("KeyForge keyword", "Spott"),
    "poison": NP_("KeyForge keyword", "Gift"), "hazardous": NP_("KeyForge keyword", "Gefährlich"),
    "assault": NP_("KeyForge keyword", "Ansturm"),
    "deploy": NP_("KeyForge keyword", "Stationieren"), "alpha": NP_("KeyForge keyword", "Alpha"),
    "omega": NP_("KeyForge keyword", "Omega"),
    "invulnerable": NP_("KeyForge keyword", "Unverwundbar"), "splash-attack": NP_("KeyForge keyword", "Explosion"),
}
RARITIES: dict[str, Msg] = {
    "common": NP_("KeyForge rarity", "Gewöhnlich"), "uncommon": NP_("KeyForge rarity", "Ungewöhnlich"),
    "rare": NP_("KeyForge rarity", "Selten"),
    "special": NP_("KeyForge rarity", "Spezial"), "fixed": NP_("KeyForge rarity", "Fest"),
    "variant": NP_("KeyForge rarity", "Variante"),
    "evil twin": NP_("KeyForge rarity", "Böser Zwilling"), "token": NP_("KeyForge rarity", "Spielstein"),
}


def named(table: dict[str, Msg], code: str | None, ui: str) -> str:
    """The name of a code in the interface's language; the code itself when it has none."""
    if code is None:
        return ""
    msg = table.get(code) or table.get(str(code).lower())
    return tr(ui, msg) if msg else str(code)


def keyword_name(keyword: str, ui: str, game: str = "keyforge") -> str:
    """"assault 2" → "Ansturm 2" (KeyForge, German UI); Riftbound: "Assault 2" → "Sturmangriff 2"."""
    word, _, n = str(keyword).partition(" ")
    if game == "riftbound":
        from judge.riftbound.cards.model import KEYWORDS_DE

        german = {en: de for de, en in KEYWORDS_DE.items()}.get(word)
        return (german + (" " + n if n else "")) if ui == "de" and german else str(keyword)
    msg = KEYWORDS.get(word.lower())
    return (tr(ui, msg) + (" " + n if n else "")) if msg else str(keyword)


def scalar(value: str, ui: str) -> str:
    """A state value of the trace's changes as people read it (``null`` → "—", booleans as
    yes/no in the interface's language); lists and objects stay JSON."""
    if value == "null":
        return "—"
    if value in ("true", "false"):
        return tr(ui, N_("ja") if value == "true" else N_("nein")) if ui != "en" else value
    return value


# expectation failures (judge.expect, judge.regress) in German: (English regex, German template)
_PREFIXES = [(r"checkpoint after action (\d+): ", r"Kontrollpunkt nach Aktion \1: "),
             (r"checkpoint at prompt ('[^']*')( \(#\d+\))?: ", r"Kontrollpunkt bei Frage \1\2: "),
             (r"open prompt ('[^']*'): ", r"offene Frage \1: "), (r"prompt ('[^']*')( #\d+)?: ", r"Frage \1\2: ")]
_FAILURES = [
    (r"(.+): no such path in the state", r"\1: diesen Pfad gibt es im Zustand nicht"),
    (r"(.+): no such path in the final state", r"\1: diesen Pfad gibt es im Endzustand nicht"),
    (r"(.+): no such path", r"\1: diesen Pfad gibt es nicht"),
    (r"(.+): (.+) is not a list or object \(contains/excludes/count need one\)",
     r"\1: \2 ist weder Liste noch Objekt (contains/excludes/count brauchen eines)"),
    (r"(.+): (.+) is not a number, list or object \(min/max need one\)",
     r"\1: \2 ist weder Zahl noch Liste noch Objekt (min/max brauchen eines)"),
    (r"(.+): does not contain (.+) \(has (.*)\)", r"\1: enthält \2 nicht (enthält \3)"),
    (r"(.+): contains (.+), which it must not \(has (.*)\)", r"\1: enthält \2, darf es aber nicht (enthält \3)"),
    (r"(.+): expected (\d+) item\(s\), got (\d+) \((.*)\)", r"\1: erwartet \2 Einträge, tatsächlich \3 (\4)"),
    (r"(.+): (.*?)(\S+) is below the minimum (\S+)", r"\1: \2\3 liegt unter dem Minimum \4"),
    (r"(.+): (.*?)(\S+) is above the maximum (\S+)", r"\1: \2\3 liegt über dem Maximum \4"),
    (r"chooser expected (.+), got (.*)", r"wählen sollte \1, gewählt hat \2"),
    (r"options expected exactly (.+), offered: (.*)", r"erwartet genau die Möglichkeiten \1, angeboten: \2"),
    (r"(.+) not offered; offered: (.*)", r"\1 nicht angeboten; angeboten: \2"),
    (r"(.+) offered, which must not be; offered: (.*)", r"\1 angeboten, was nicht sein darf; angeboten: \2"),
    (r"outcome: expected (.+), got (.*)", r"Ergebnis: erwartet \1, tatsächlich \2"),
    (r"winner: expected (.+), got (.*)", r"Sieger: erwartet \1, tatsächlich \2"),
    (r"refused: expected action (\S+) by (\S+), got (.*)", r"abgelehnt: erwartet Aktion \1 wegen \2, tatsächlich \3"),
    (r"window ('[^']*') did not occur", r"Zeitfenster \1 kam nicht vor"),
    (r"window ('[^']*') occurred", r"Zeitfenster \1 kam vor (darf es nicht)"),
    (r"event ('[^']*') did not occur", r"Ereignis \1 kam nicht vor"),
    (r"event ('[^']*') occurred", r"Ereignis \1 kam vor (darf es nicht)"),
    (r"rule ('[^']*') is not cited", r"Regel \1 wird nicht zitiert"),
    (r"asked (\d+) time\(s\), not (\d+); prompts asked: (.*)", r"\1-mal gestellt, nicht \2-mal; gestellte Fragen: \3"),
    (r"open prompt: expected the run to stop at prompt ('[^']*'); it ended (.*)",
     r"offene Frage: der Ablauf sollte bei \1 anhalten; er endete mit \2"),
    (r"open prompt: expected ('[^']*'), the run stopped at (.*)", r"offene Frage: erwartet \1, der Ablauf hielt bei \2 an"),
    (r"not reached \(the run's outcome: (.*)\)", r"nicht erreicht (Ergebnis des Ablaufs: \1)"),
    (r"expected (\d+) distinct outcome\(s\), the explorer found (\d+)",
     r"erwartet \1 unterschiedliche Ergebnisse, die Verzweigung fand \2"),
    (r"outcome #(\d+) (.+) not found; found values (.*)", r"Ergebnis #\1 \2 nicht gefunden; gefundene Werte: \3"),
    (r"explorer hit its cap of (\d+) runs", r"die Verzweigung brach nach \1 Durchläufen ab"),
    (r"(.+): expected (.+), got (.*)", r"\1: erwartet \2, tatsächlich \3"),
]


def failure_text(text: str, ui: str) -> str:
    """An expectation failure in the interface's language (the engine says it in English)."""
    import re

    if ui != "de":
        return text
    head = ""
    for en, de in _PREFIXES:
        m = re.match(en, text)
        if m:
            head, text = m.expand(de), text[m.end():]
            break
    for en, de in _FAILURES:
        m = re.fullmatch(en, text)
        if m:
            return head + m.expand(de)
    return head + text
