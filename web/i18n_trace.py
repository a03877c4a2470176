"""German and English names of what the trace and the boards show as codes: trace events,
action types, KeyForge houses, card types and rarities. The codes stay what the scenario
JSON and the trace JSON use (``expect.events``, ``"type": "fight"``); the pages show the
names, with the code on hover."""

from __future__ import annotations

EVENT_NAMES: dict[str, tuple[str, str]] = {  # trace event → (German, English)
    # KeyForge
    "window": ("Zeitfenster", "Window"), "play": ("Ausspielen", "Play"), "trigger": ("Fähigkeit", "Ability"),
    "choice": ("Wahl", "Choice"), "gain": ("Erhalten", "Gain"), "damage": ("Schaden", "Damage"),
    "leaves-play": ("Verlässt das Spiel", "Leaves play"), "reveal": ("Aufgedeckt", "Revealed"),
    "to-discard": ("Auf den Ablagestapel", "To discard"), "draw": ("Ziehen", "Draw"),
    "marked-for-destruction": ("Zum Zerstören markiert", "Marked for destruction"), "next-step": ("Nächster Schritt", "Next step"),
    "enters-play": ("Kommt ins Spiel", "Enters play"), "fight": ("Kampf", "Fight"),
    "published-answer": ("Veröffentlichte Antwort", "Published answer"), "refused": ("Abgelehnt", "Refused"),
    "choose-house": ("Fraktion wählen", "Choose a house"), "ready-cards": ("Karten spielbereit machen", "Ready cards"),
    "turn-ends": ("Zugende", "Turn ends"), "reap": ("Ernten", "Reap"), "no-forge": ("Kein Schlüssel geschmiedet", "No key forged"),
    "lasting-effect": ("Andauernder Effekt", "Lasting effect"), "steal": ("Stehlen", "Steal"),
    "card-text": ("Kartentext", "Card text"), "use-action": ("Aktion: benutzen", "Use Action:"),
    "use-omni": ("Universell: benutzen", "Use Omni:"), "reshuffle": ("Neu mischen", "Reshuffle"), "discard": ("Ablegen", "Discard"),
    "ward": ("Beschützt", "Ward"), "if-you-do": ("Falls du das tust", "If you do"), "exhausted": ("Erschöpft", "Exhausted"),
    "capture": ("Erbeuten", "Capture"), "for-each": ("Für jede", "For each"), "control": ("Kontrolle", "Control"),
    "allowance-used": ("Erlaubnis genutzt", "Allowance used"), "lose": ("Verlieren", "Lose"), "heal": ("Heilen", "Heal"),
    "ready": ("Spielbereit", "Ready"), "condition-fails": ("Bedingung nicht erfüllt", "Condition fails"),
    "skirmish": ("Scharmützel", "Skirmish"), "forge": ("Schlüssel schmieden", "Forge a key"), "repeat": ("Wiederholen", "Repeat"),
    "replaced": ("Ersetzt", "Replaced"), "copy": ("Kopie", "Copy"), "power-counters": ("Stärkemarker", "Power counters"),
    "archive": ("Archivieren", "Archive"), "exalt": ("Erheben", "Exalt"), "stun": ("Betäuben", "Stun"),
    "no-target": ("Kein Ziel", "No target"), "upgrade-discarded": ("Aufwertung abgelegt", "Upgrade discarded"),
    "if-you-do-fails": ("Falls du das tust: nein", "If you do: no"), "purge": ("Verbannen", "Purge"),
    "put-under": ("Darunterlegen", "Put under"), "omega": ("Omega", "Omega"), "elusive": ("Schwer zu fassen", "Elusive"),
    "place-aember": ("Æmber legen", "Place æmber"), "chains": ("Ketten", "Chains"), "attach": ("Anlegen", "Attach"),
    "to-hand": ("Auf die Hand", "To hand"), "returns-to-play": ("Zurück ins Spiel", "Returns to play"),
    "to-owner-hand": ("Auf die Hand des Besitzers", "To owner's hand"), "trigger-ability": ("Fähigkeit auslösen", "Trigger ability"),
    "damage-prevented": ("Schaden verhindert", "Damage prevented"), "no-repeat": ("Keine Wiederholung", "No repeat"),
    "check": ("Prüfung", "Check"), "effect-ends": ("Effekt endet", "Effect ends"), "enraged": ("Wütend", "Enraged"),
    "shed-chain": ("Kette ablegen", "Shed a chain"), "unstun": ("Betäubung entfernt", "Stun removed"),
    "fight-redirect": ("Kampf umgelenkt", "Fight redirected"), "cannot-steal": ("Kann nicht stehlen", "Cannot steal"),
    "fight-ends": ("Kampf endet", "Fight ends"), "take-archives": ("Archiv aufnehmen", "Take archives"),
    "poison": ("Gift", "Poison"), "win": ("Sieg", "Win"), "token": ("Spielstein", "Token"),
    "cannot-play": ("Kann nicht ausgespielt werden", "Cannot play"), "cannot-use": ("Kann nicht benutzt werden", "Cannot use"),
    "cannot-fight": ("Kann nicht kämpfen", "Cannot fight"), "no-swap": ("Kein Tausch", "No swap"),
    "already-marked": ("Schon markiert", "Already marked"), "unforge": ("Schlüssel entschmiedet", "Unforge"),
    "shared-damage": ("Geteilter Schaden", "Shared damage"), "bonus-repeated": ("Bonus wiederholt", "Bonus repeated"),
    "extra-damage": ("Zusätzlicher Schaden", "Extra damage"), "nothing-to-capture": ("Nichts zu erbeuten", "Nothing to capture"),
    "chosen": ("Gewählt", "Chosen"), "otherwise-skipped": ("Andernfalls: entfällt", "Otherwise: skipped"),
    "otherwise": ("Andernfalls", "Otherwise"), "replacement-pending": ("Ersetzung wartet", "Replacement pending"),
    "already-stunned": ("Schon betäubt", "Already stunned"), "marked-not-chosen": ("Markiert, nicht wählbar", "Marked, not chosen"),
    "move-aember": ("Æmber bewegen", "Move æmber"), "ward-after-mark": ("Beschützt nach Markierung", "Ward after marking"),
    "gigantic-joined": ("Gigantische Kreatur: beide Hälften", "Gigantic: both halves"),
    "gigantic-split": ("Gigantische Kreatur: wieder 2 Karten", "Gigantic: 2 cards again"),
    "gigantic-half-fails": ("Nur eine Hälfte: schlägt fehl", "One half only: fails"),
    "archive-to-owner": ("Ins Archiv des Besitzers", "To the owner's archives"),
    # Riftbound
    "pass": ("Passen", "Pass"), "cleanup": ("Aufräumen", "Cleanup"), "setup": ("Aufbau", "Setup"), "add": ("Hinzufügen", "Add"),
    "resolve": ("Auflösen", "Resolve"), "document-example": ("Beispiel der Regeln", "Rules example"), "cost": ("Kosten", "Cost"),
    "on-chain": ("Auf der Kette", "On the chain"), "to-trash": ("In den Ablagestapel", "To trash"), "exhaust": ("Erschöpfen", "Exhaust"),
    "move": ("Bewegen", "Move"), "kill": ("Töten", "Kill"), "showdown": ("Showdown", "Showdown"), "contested": ("Umkämpft", "Contested"),
    "chain-add": ("Zur Kette", "Added to the chain"), "ceases": ("Hört auf zu existieren", "Ceases to exist"),
    "priority": ("Priorität", "Priority"), "next-turn": ("Nächster Zug", "Next turn"), "combat": ("Kampf", "Combat"),
    "assign": ("Schaden verteilen", "Assign damage"), "might": ("Macht", "Might"), "no-initial-chain": ("Keine Anfangskette", "No initial chain"),
    "combat-pending": ("Kampf steht an", "Combat pending"), "activate": ("Aktivieren", "Activate"), "enter": ("Betritt", "Enter"),
    "recycle": ("Recyceln", "Recycle"), "focus": ("Fokus", "Focus"), "awaken": ("Erweckungsphase", "Awaken phase"),
    "beginning": ("Anfangsphase", "Beginning phase"), "scoring-step": ("Wertungsschritt", "Scoring step"), "score": ("Punkt", "Score"),
    "action-phase": ("Aktionsphase", "Action phase"), "channel": ("Kanalisieren", "Channel"),
    "becomes-mighty": ("Wird mächtig", "Becomes mighty"), "combat-damage": ("Kampfschaden", "Combat damage"),
    "combat-ends": ("Kampf endet", "Combat ends"), "damage-removed": ("Schaden entfernt", "Damage removed"),
    "control-lost": ("Kontrolle verloren", "Control lost"), "fizzle": ("Wirkungslos", "Fizzles"), "grant": ("Verleihen", "Grant"),
    "take": ("Nehmen", "Take"), "end-turn": ("Zug beenden", "End turn"), "ending": ("Ende des Zuges", "End of turn"),
    "expiry": ("Verfallsschritt", "Expiry step"), "no-effect": ("Ohne Wirkung", "No effect"), "passive": ("Passive Fähigkeit", "Passive"),
    "channel-short": ("Zu wenig Runen", "Channel short"), "deck-legal": ("Deck regelkonform", "Deck legal"),
    "deck-illegal": ("Deck nicht regelkonform", "Deck illegal"), "legion-met": ("Legion erfüllt", "Legion met"),
    "board-chain": ("Auf der Kette (Brett)", "On the chain (board)"),
    "board-showdown": ("Offener Showdown (Brett)", "Open showdown (board)"),
    "board-might": ("Macht in diesem Zug (Brett)", "Might this turn (board)"),
    "board-grant": ("Schlüsselwort in diesem Zug (Brett)", "Keyword this turn (board)"),
    "legion-unmet": ("Legion nicht erfüllt", "Legion unmet"), "buff": ("Buff", "Buff"), "return-to-hand": ("Zurück auf die Hand", "Return to hand"),
    "recall": ("Zurückrufen", "Recall"), "burn-out": ("Ausgebrannt", "Burn out"), "discard-none": ("Nichts abzuwerfen", "Nothing to discard"),
    "reads-zero": ("Zählt als 0", "Reads zero"), "hide": ("Verdecken", "Hide"), "set-might": ("Macht festgelegt", "Might set"),
    "conquered": ("Erobert", "Conquered"), "initial-chain": ("Anfangskette", "Initial chain"), "empty-pool": ("Pool geleert", "Pool emptied"),
    "invite": ("Einladen", "Invite"), "invitation-accepted": ("Einladung angenommen", "Invitation accepted"),
    "spend-buff": ("Buff ausgeben", "Spend a buff"), "stun-none": ("Niemand betäubt", "Nothing stunned"),
    "buff-none": ("Kein Buff", "No buff"), "look": ("Ansehen", "Look"), "no-score": ("Kein Punkt", "No score"),
    "concede": ("Aufgeben", "Concede"), "battlefield-replaced": ("Schlachtfeld ersetzt", "Battlefield replaced"),
    "removed": ("Entfernt", "Removed"), "final-point-denied": ("Letzter Punkt verwehrt", "Final point denied"),
    # Ascension, Shards of Infinity
    "refill": ("Auffüllen", "Refill"), "pay": ("Bezahlen", "Pay"), "gain-honor": ("Ehre erhalten", "Gain honor"),
    "defeat": ("Besiegen", "Defeat"), "banish": ("Verbannen", "Banish"), "acquire": ("Erwerben", "Acquire"), "use": ("Benutzen", "Use"),
    "mastery-bonus": ("Erfahrungsbonus", "Mastery bonus"), "reward": ("Belohnung", "Reward"), "attack": ("Angriff", "Attack"),
    "game-end": ("Spielende", "Game end"), "destroyed": ("Zerstört", "Destroyed"), "shields": ("Schilde", "Shields"),
    "attack-champion": ("Champion angreifen", "Attack a champion"), "fast-play": ("Schnell ausspielen", "Fast play"),
    "no-mastery-bonus": ("Kein Erfahrungsbonus", "No mastery bonus"), "solo-shift": ("Solitär: Auslage rückt", "Solitaire shift"),
    "extra-turn": ("Zusatzzug", "Extra turn"), "triggered": ("Ausgelöst", "Triggered"), "unity": ("Einheit", "Unity"),
    "samael": ("Samael", "Samael"), "eliminated": ("Ausgeschieden", "Eliminated"), "last-round": ("Letzte Runde", "Last round"),
    "game-over": ("Spiel vorbei", "Game over"), "watch": ("Beobachten", "Watch"), "into-play": ("Ins Spiel", "Into play"),
    "discard-constructs": ("Konstrukte ablegen", "Discard constructs"), "recruit": ("Anwerben", "Recruit"),
    "center-reshuffle": ("Zentraler Stapel neu gemischt", "Center deck reshuffled"), "mercenary-back": ("Söldner zurück", "Mercenary back"),
}
ACTION_TYPES: dict[str, tuple[str, str]] = {  # an action's "type" → (German, English)
    "play": ("Ausspielen", "Play"), "discard": ("Ablegen", "Discard"), "reap": ("Ernten", "Reap"), "fight": ("Kämpfen", "Fight"),
    "use-action": ("Aktion: benutzen", "Use Action:"), "use-omni": ("Universell: benutzen", "Use Omni:"),
    "choose-house": ("Fraktion wählen", "Choose a house"), "end-turn": ("Zug beenden", "End turn"),
    "activate": ("Aktivieren", "Activate"), "move": ("Bewegen", "Move"), "hide": ("Verdecken", "Hide"), "pass": ("Passen", "Pass"),
    "pass-all": ("Alle passen", "Everyone passes"), "concede": ("Aufgeben", "Concede"), "invite": ("Einladen", "Invite"),
    "use": ("Benutzen", "Use"), "acquire": ("Erwerben", "Acquire"), "defeat": ("Besiegen", "Defeat"),
    "recruit": ("Anwerben", "Recruit"), "fast-play": ("Schnell ausspielen", "Fast play"), "focus": ("Fokus", "Focus"),
    "attack-champion": ("Champion angreifen", "Attack a champion"), "attack": ("Angreifen", "Attack"),
}
HOUSES: dict[str, tuple[str, str]] = {  # KeyForge houses as the German rulebook names them
    "brobnar": ("Brobnar", "Brobnar"), "dis": ("Dis", "Dis"), "logos": ("Logos", "Logos"), "mars": ("Mars", "Mars"),
    "sanctum": ("Sanctum", "Sanctum"), "shadows": ("Schatten", "Shadows"), "untamed": ("Ungezähmte", "Untamed"),
    "saurian": ("Saurianer", "Saurian"), "staralliance": ("Sternenallianz", "Star Alliance"),
    "star alliance": ("Sternenallianz", "Star Alliance"), "ekwidon": ("Ekwidon", "Ekwidon"), "geistoid": ("Geistoid", "Geistoid"),
    "skyborn": ("Himmelsgeborene", "Skyborn"), "redemption": ("Erlösung", "Redemption"),
}
CARD_TYPES: dict[str, tuple[str, str]] = {
    "creature": ("Kreatur", "Creature"), "action": ("Aktion", "Action"), "artifact": ("Artefakt", "Artifact"),
    "upgrade": ("Aufwertung", "Upgrade"), "token creature": ("Spielstein-Kreatur", "Token creature"),
    "token": ("Spielstein", "Token"), "creature1": ("Kreatur", "Creature"), "creature2": ("Kreatur", "Creature"),
}
MODES: dict[str, tuple[str, str]] = {  # Riftbound game modes, Ascension variants (English: the scenario's code)
    "duel": ("Duell", "duel"), "match": ("Match", "match"), "ffa3": ("Jeder gegen jeden (3)", "ffa3"),
    "2v2": ("2 gegen 2", "2v2"), "standard": ("Standard", "standard"), "team": ("Teamspiel", "team"),
    "solo": ("Solitär", "solo"),
}
KEYWORDS: dict[str, tuple[str, str]] = {  # KeyForge keywords as the German glossary names them
    "elusive": ("Schwer zu fassen", "Elusive"), "skirmish": ("Scharmützel", "Skirmish"), "taunt": ("Spott", "Taunt"),
    "poison": ("Gift", "Poison"), "hazardous": ("Gefährlich", "Hazardous"), "assault": ("Ansturm", "Assault"),
    "deploy": ("Stationieren", "Deploy"), "alpha": ("Alpha", "Alpha"), "omega": ("Omega", "Omega"),
    "invulnerable": ("Unverwundbar", "Invulnerable"), "splash-attack": ("Explosion", "Splash-attack"),
}
RARITIES: dict[str, tuple[str, str]] = {
    "common": ("Gewöhnlich", "Common"), "uncommon": ("Ungewöhnlich", "Uncommon"), "rare": ("Selten", "Rare"),
    "special": ("Spezial", "Special"), "fixed": ("Fest", "Fixed"), "variant": ("Variante", "Variant"),
    "evil twin": ("Böser Zwilling", "Evil Twin"), "token": ("Spielstein", "Token"),
}


def named(table: dict[str, tuple[str, str]], code: str | None, ui: str) -> str:
    """The name of a code in the interface's language; the code itself when it has none."""
    if code is None:
        return ""
    pair = table.get(code) or table.get(str(code).lower())
    return pair[0 if ui == "de" else 1] if pair else str(code)


def keyword_name(keyword: str, ui: str, game: str = "keyforge") -> str:
    """"assault 2" → "Ansturm 2" (KeyForge, German UI); Riftbound: "Assault 2" → "Sturmangriff 2"."""
    word, _, n = str(keyword).partition(" ")
    if game == "riftbound":
        from judge.riftbound.cards.model import KEYWORDS_DE

        german = {en: de for de, en in KEYWORDS_DE.items()}.get(word)
        return (german + (" " + n if n else "")) if ui == "de" and german else str(keyword)
    pair = KEYWORDS.get(word.lower())
    return (pair[0 if ui == "de" else 1] + (" " + n if n else "")) if pair else str(keyword)


def scalar(value: str, ui: str) -> str:
    """A state value of the trace's changes as people read it (``null`` → "—", booleans as
    ja/nein in German); lists and objects stay JSON."""
    if value == "null":
        return "—"
    if ui == "de" and value in ("true", "false"):
        return "ja" if value == "true" else "nein"
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
