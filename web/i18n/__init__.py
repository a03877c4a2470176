"""UI text of the HTML pages: German (the source language and the default), English and Polish.

The strings live in gettext catalogues (``web/i18n/catalogues``, see ``catalogue.py``); the
tables here map the keys the templates use to the marked German message. The interface
language is chosen with ``?ui=de|en|pl`` (remembered in a cookie), else the browser's
``Accept-Language``, else German; the rule texts themselves are always shown as printed.
"""

from __future__ import annotations

from .builder import BUILDER_STRINGS
from .cards import CARD_STRINGS
from .catalogue import LANGS, N_, NP_, Msg, tr

UI_LANGS = LANGS
DEFAULT_UI = "de"

STRINGS: dict[str, Msg] = {  # key: the German message
    "site": N_("Regelrichter"),
    "tagline": N_("Regelfragen klären – mit Belegen aus den Regelheften"),
    "nav_ask": NP_("nav_ask", "Frage stellen"),
    "nav_rules": N_("Regeln"),
    "nav_search": N_("Suche"),
    "nav_faq": N_("FAQ"),
    "nav_api": N_("API"),
    "skip": N_("Zum Inhalt"),
    "ask_heading": NP_("ask_heading", "Frage stellen"),
    "ask_label": N_("Deine Regelfrage (Deutsch, Englisch oder Polnisch)"),
    "ask_placeholder": N_("z. B. Wie oft stiehlt Köder Æmber?"),
    "ask_button": N_("Fragen"),
    "home_intro": N_("Stelle eine Frage in eigenen Worten. Der Richter sucht die passenden FAQ-Einträge und "
                   "Regeln und zeigt die Fundstellen."),
    "home_examples": N_("Beispiele"),
    "home_browse": N_("Nachschlagen"),
    "results_for": N_("Ergebnisse für"),
    "battlefield_plain": N_("Schlachtfeld"),  # the default battlefield card, without abilities
    "print_heading": N_("Regelentscheidung"),
    "print_button": N_("Drucken oder als PDF speichern"),
    "print_back": N_("Zurück zum Ablauf"),
    "print_ruling": N_("Entscheidung"),
    "print_no_trace": N_("Kein Ablauf: das Szenario läuft so nicht durch."),
    "print_link": N_("Nachvollziehen"),
    "print_open": N_("Zum Ausdrucken"),
    "answer_faq": N_("Die veröffentlichte Antwort"),
    "answer_rule": N_("Die Regel, die antwortet"),
    "ask_card_heading": N_("Die Karte, nach der du fragst"),
    "ask_card_page": N_("Kartenseite"),
    "ask_card_rulings": N_("Entscheidungen, Errata und Beispiele zu ihr"),
    "ask_card_scenarios": N_("Szenarien, die sie spielen"),
    "ask_card_rules": N_("Regeln, die ihr Text verwendet"),
    "answer_unsure": N_("Diese Regeln kommen in Frage"),
    "answer_unsure_why": N_("Keine liegt deutlich vorn; lies die drei."),
    "answer_unsure_faq": N_("Diese Entscheidung und diese Regeln kommen in Frage"),
    "answer_unsure_faq_why": N_("Die Frage der veröffentlichten Entscheidung liegt deiner nicht nahe genug; lies alle drei."),
    "answer_more": N_("Weitere Fundstellen"),
    "answer_published_in_de": N_("auf Deutsch veröffentlicht"),
    "answer_published_in_pl": N_("auf Polnisch veröffentlicht (polnisches Regelheft)"),
    "faq_results": N_("Passende FAQ-Einträge"),
    "rule_results": N_("Passende Regeln"),
    "no_results": N_("Keine Treffer."),
    "twin": N_("Zwilling"),
    "twin_long": N_("Dieselbe Frage in der anderen Ausgabe"),
    "search_heading": N_("Suche in den Regeln"),
    "search_label": N_("Suchbegriff, Regelnummer, ID oder Kartenname"),
    "search_button": N_("Suchen"),
    "all_games": N_("Alle Spiele"),
    "all_langs": N_("Alle Sprachen"),
    "game": N_("Spiel"),
    "language": N_("Sprache"),
    "bad_filter": N_("Unbekannter Filter ignoriert"),
    "rules_heading": N_("Regelwerke"),
    "rules_intro": N_("Die Regelhefte mit ihren Abschnitten. Aufklappen zum Stöbern."),
    "faq_heading": N_("Häufig gestellte Fragen"),
    "entries": N_("Einträge"),
    "question": N_("Frage"),
    "answer": N_("Antwort"),
    "cited_rules": N_("Zitierte Regeln"),
    "cards": N_("Karten"),
    "run_scenario": N_("Dieses Szenario durchspielen"),
    "errata_applied": N_("Im Regelrichter angewandt"),
    "errata_card": N_("Karte mit korrigiertem Text"),
    "line": N_("Zeile"),
    "parent": N_("Übergeordnet"),
    "children": N_("Unterregeln"),
    "examples": N_("Beispiele"),
    "asked_questions": N_("Fragen, die diese Regel beantwortet"),
    "asked_note": N_("So fragen Spieler am Tisch; die Suche findet diese Regel über sie. Eine Frage antippen, "
                     "um sie zu stellen."),
    "see_also": N_("Verweise"),
    "cited_by": N_("Verwiesen von"),
    "citing_faq": N_("FAQ-Einträge zu dieser Regel"),
    "more_examples": N_("Weitere Szenarien mit dieser Regel"),
    "applied_by": N_("Szenarien, die diese Regel anwenden"),
    "applied_pending": N_("Wird gerade berechnet (alle eingebauten Szenarien werden einmal aufgelöst) – "
                        "lade die Seite gleich noch einmal."),
    "applied_none": N_("Noch kein Szenario wendet diese Regel an."),
    "applied_more": N_("und {n} weitere"),
    "applied_step": N_("Schritt"),
    "applied_replays": N_("spielt den Eintrag nach"),
    "differs": N_("Die Ausgaben weichen ab"),
    "graph": N_("Zitatgraph"),
    "graph_hint": N_("Links: was auf diese Regel verweist · rechts: worauf sie verweist"),
    "open_faq": N_("Als FAQ-Eintrag öffnen"),
    "open_rule": N_("Im Regelbrowser öffnen"),
    "not_found": N_("Nicht gefunden"),
    "unknown_rule": N_("Diese Regel-ID gibt es nicht."),
    "did_you_mean": N_("Meintest du"),
    "page_not_found": N_("Diese Seite gibt es nicht."),
    "home": N_("Startseite"),
    "topic": N_("Thema"),
    "edition": N_("Ausgabe"),
    "nav_scenario": N_("Szenario"),
    "editor_heading": N_("Szenario-Editor"),
    "editor_intro": N_("Ein Szenario beschreibt das Spielfeld, die Aktionen und die erwarteten Antworten als JSON. "
                     "Prüfen zeigt Fehler an der Stelle, an der sie stehen; Auflösen zeigt den Ablauf mit Belegen."),
    "editor_label": N_("Szenario (JSON)"),
    "validate": NP_("validate", "Prüfen"),
    "resolve": N_("Auflösen"),
    "explore": N_("Verzweigen"),
    "explore_long": N_("Jede mögliche Antwort auf offene Fragen durchspielen und die Ergebnisse vergleichen"),
    "load_builtin": N_("Mitgeliefertes Szenario laden"),
    "load": N_("Laden"),
    "valid": N_("Das Szenario ist gültig."),
    "errors_found": N_("Fehler im Szenario"),
    "at_line": N_("Zeile"),
    "nearest": N_("Ähnliche Namen"),
    "json_pointer": N_("JSON-Pointer des Feldes"),
    "board": N_("Spielfeld"),
    "board_needs_valid": N_("Das Spielfeld wird gezeichnet, sobald das Szenario gültig ist."),
    "active_player": N_("Aktiver Spieler"),
    "turn_step": N_("Zugschritt"),
    "first_turn": N_("erster Zug"),
    "amber": N_("Æmber"),
    "keys": N_("Schlüssel"),
    "chains": N_("Ketten"),
    "hand": N_("Hand"),
    "deck": N_("Deck"),
    "discard": NP_("discard", "Ablagestapel"),
    "archives": N_("Archiv"),
    "battleline": N_("Schlachtreihe"),
    "artifacts": N_("Artefakte"),
    "house": NP_("house", "Fraktion"),
    "power": N_("Stärke"),
    "damage": N_("Schaden"),
    "armor": N_("Rüstung"),
    "captured": N_("erbeutet"),
    "upgrades": N_("Aufwertungen"),
    "empty": N_("leer"),
    "actions": N_("Aktionen"),
    "trace_heading": N_("Ablauf"),
    "outcome": N_("Ergebnis"),
    "winner": N_("Sieger"),
    "expectations": N_("Erwartungen"),
    "passed": N_("erfüllt"),
    "failed": N_("nicht erfüllt"),
    "no_expectations": N_("keine angegeben"),
    "refused": N_("Abgelehnt"),
    "refused_action": N_("Aktion abgelehnt"),
    "steps_count": N_("Schritte"),
    "window": N_("Zeitfenster"),
    "no_window": N_("ohne Zeitfenster"),
    "changes": N_("Änderungen"),
    "chosen_by": N_("gewählt von"),
    "at_random": N_("zufällig"),
    "choice": N_("Wahl"),
    "by": N_("durch"),
    "cites": N_("Belege"),
    "faq_cite": N_("FAQ"),
    "open_in_editor": N_("Im Editor öffnen"),
    "edit_again": N_("Im Editor bearbeiten"),
    "unanswered": N_("Unbeantwortete Frage"),
    "unanswered_hint": N_("Beantworte sie im Szenario, z. B. mit %s, oder lass alle Antworten durchspielen."),
    "raw_changes": N_("Zustand (technisch)"),
    "options": N_("Möglichkeiten"),
    "not_supported": N_("Noch nicht unterstützt"),
    "engine_error": N_("Fehler in der Engine"),
    "explore_heading": N_("Es kommt darauf an"),
    "explore_intro": N_("%d unterschiedliche Ergebnisse aus %d Durchläufen."),
    "explore_capped": N_("Unvollständig: abgebrochen nach %d Durchläufen, es gibt weitere Zweige; unten stehen die "
                       "Ergebnisse bis hierher. Mehr Durchläufe: „max_runs“ in der API (bis 256) oder "
                       "„judge explore --max-runs N“."),
    "explore_out_of_time": N_("Unvollständig: nach %d Durchläufen hat die Zeit für eine Anfrage (10 s) nicht gereicht, "
                            "es gibt weitere Zweige; unten stehen die Ergebnisse bis hierher. Ohne Zeitgrenze: "
                            "„judge explore“ auf der Kommandozeile."),
    "open_prompts": N_("Offene Entscheidungen"),
    "differs_in": N_("Unterschiede"),
    "via": N_("über die Wahl"),
    "no_choices": N_("keine Wahl"),
    "auto": N_("automatisch"),
    "outcome_completed": N_("abgeschlossen"),
    "outcome_won": N_("gewonnen"),
    "outcome_refused": N_("abgelehnt"),
    "outcome_explored": N_("verzweigt"),
    "outcome_open-prompt": N_("an offener Frage angehalten"),
    "outcomes_count": N_("Ergebnisse"),
    "st_exhausted": N_("erschöpft"),
    "st_stunned": N_("betäubt"),
    "st_ward": N_("beschützt"),
    "st_enraged": N_("wütend"),
    "scenarios_builtin": N_("Mitgelieferte Szenarien"),
    "unknown_scenario": N_("Dieses Szenario gibt es nicht."),
    "footer": N_("Regeltexte: die vendorisierten Regelhefte (KeyForge DE v1.5 / PL 2020, Riftbound DE, "
               "Ascension DE, Shards of Infinity DE)."),
    # Riftbound board and trace
    "might": NP_("might", "Macht"), "turn_player": N_("Spieler am Zug"), "phase": N_("Phase"),
    "phase_start": N_("Zugbeginn"), "phase_action": N_("Aktionsphase"),
    "battlefields": N_("Schlachtfelder"), "controlled_by": N_("kontrolliert von"),
    "uncontrolled": N_("unkontrolliert"), "hidden_card": N_("verdeckte Karte"),
    "team": N_("Team"), "legend": N_("Legende"), "champion": N_("Champion"),
    "points": N_("Punkte"), "trash": NP_("trash", "Ablagestapel"), "runes_ready": N_("Runen bereit"),
    "energy": N_("Energie"), "base": N_("Basis"), "priority": N_("Priorität"),
    "focus": N_("Fokus"), "showdown_at": N_("Showdown auf"), "combat": N_("Kampf"),
    "chain": N_("Kette"), "contested_by": N_("umkämpft von"),
    "st_buff": N_("Buff"),
    "assumed_game": N_("Angenommenes Spiel"),
    "assumed_name": N_("die Frage nennt es"),
    "assumed_card": N_("die Frage nennt eine Karte nur dieses Spiels"),
    "assumed_words": N_("Begriffe nur dieses Spiels"),
    "ask_other_game": N_("Andere Spiele"),
    "ask_text_only": N_("Der Dienst ist eben erst gestartet und bereitet die Suche nach Bedeutung noch vor: diese "
                      "Antwort kommt allein aus der Volltextsuche."),
    # deck-building boards (Ascension, Shards of Infinity)
    "center_row": N_("Zentrale Auslage"), "center_deck": N_("Zentraler Nachziehstapel"),
    "void": N_("Leere"), "honor": N_("Ehre"), "honor_pool": N_("Ehre-Vorrat"),
    "runes": N_("Runen"), "strength": N_("Stärke"), "constructs": N_("Konstrukte"),
    "champions_in_play": N_("Champions und Söldner im Spiel"),
    "health": N_("Leben"), "mastery": N_("Erfahrung"), "gems": N_("Kristalle"),
    "macht": NP_("macht", "Macht"), "played": N_("Ausgespielt"), "last_round": N_("Letzte Runde"),
    "always_available": N_("Immer verfügbar"), "variant": N_("Variante"),
    "cost": N_("Kosten"), "shield": N_("Schild"),
    # rulings, error pages, the trace's codes
    "breadcrumb": N_("Navigationspfad"),
    "nav_rulings": N_("Lesarten"),
    "rulings_heading": N_("Lesarten bei Widersprüchen der Regeldokumente"),
    "rulings_intro": N_("Wo sich Regeltexte, Ausgaben oder FAQ widersprechen oder Lücken lassen, steht hier, wie der "
                      "Richter sie liest. Jede Lesart hat einen eigenen Anker; Regel-IDs führen zur Regel. Der Text "
                      "ist auf Englisch."),
    "rulings_missing": N_("Das Dokument der Lesarten ist in dieser Installation nicht vorhanden."),
    "rulings_footer": N_("Lesarten bei Widersprüchen"),
    "http_400": N_("Die Anfrage ist ungültig."),
    "http_404": N_("Diese Seite gibt es nicht."),
    "http_405": N_("Diese Adresse nimmt diese Art Anfrage nicht an."),
    "http_413": N_("Der Inhalt der Anfrage ist zu groß."),
    "http_414": N_("Die Adresse ist zu lang."),
    "http_500": N_("Interner Fehler. Bitte später noch einmal versuchen."),
    "http_other": N_("Die Anfrage konnte nicht bearbeitet werden."),
    "event_code": N_("Ereignis im Ablauf"),
    "action_type": N_("Aktionstyp"),
    "scenario_title_en": N_("Titel des Szenarios"),
    "from_faq": N_("Aus dem FAQ"),
    "graph_of": N_("Zitatgraph von %s"),
    "graph_more": N_("+ %d weitere"),
    # the Riftbound deck check (/decks/check)
    "d_nav": N_("Deck prüfen"),
    "d_heading": N_("Riftbound-Deck prüfen"),
    "d_tile": N_("Riftbound-Decklisten nach den Regeln zum Deckbau"),
    "d_intro": N_("Füge eine Deckliste ein, wie Deckbau-Seiten sie exportieren oder Spieler sie schreiben: eine Karte je "
                "Zeile, Anzahl und Name oder Code. Jede Karte wird im Kartenkatalog gesucht, dann prüft der Richter "
                "die Regeln zum Deckbau (rb:101–103) und nennt zu jedem Verstoß die Zeile."),
    "d_label": N_("Deckliste"),
    "d_mode": N_("Spielmodus"),
    "d_mode_list": N_("aus der Liste (sonst Duell)"),
    "d_check": NP_("d_check", "Prüfen"),
    "d_examples": N_("Beispielliste laden"),
    "d_unknown_example": N_("Diese Beispielliste gibt es nicht."),
    "d_legal": N_("Regelkonform: das Deck erfüllt die Regeln zum Deckbau."),
    "d_illegal": N_("Nicht regelkonform"),
    "d_rules_broken": N_("verletzte Regeln"),
    "d_unreadable": N_("Die Liste ist nicht lesbar"),
    "d_unreadable_hint": N_("Geprüft wird erst, wenn jede Zeile lesbar ist."),
    "d_whole_list": N_("die ganze Liste"),
    "d_main": N_("Hauptdeck"),
    "d_sideboard": N_("Sideboard"),
    "d_mode_is": N_("Modus"),
    "d_note": N_("Hinweis"),
    "d_expect": N_("Erwartung der Liste"),
    "d_help_heading": N_("So sieht eine Liste aus"),
    "d_help": N_("Überschriften in beliebiger Schreibung, der Doppelpunkt darf fehlen, auch deutsche Überschriften gehen; "
               "Anzahlen auch als „3x“; Name und Code dürfen zusammen stehen, wenn sie dieselbe Karte meinen; bei den "
               "Runen genügt die Domäne; Leerzeilen und Kommentarzeilen (# oder //) werden übersprungen; eine Zeile "
               "„mode: 2v2“ wählt den Spielmodus. Eine Zeile, die nichts davon ist, wird nicht übergangen: die "
               "Liste wird dann mit dieser Zeile abgelehnt."),
    "d_elsewhere": N_("Dasselbe auf der Kommandozeile und als API:"),
}
STRINGS.update(BUILDER_STRINGS)  # the scenario builder's text (web/i18n/builder.py)
STRINGS.update(CARD_STRINGS)  # the card pages' text (web/i18n/cards.py)

#: words that mark a text as German or English (``guess_lang``: which a title is written in)
_DE_WORDS = {"der", "die", "das", "und", "nicht", "ein", "eine", "einen", "wird", "werden", "ist", "mit", "auf", "von",
             "den", "dem", "des", "zu", "zum", "zur", "im", "ins", "bei", "kein", "keine", "wenn", "als", "auch", "noch",
             "nach", "vor", "sie", "er", "es", "oder", "dann", "aus", "ohne", "statt", "jede", "jeder", "beide",
             "einmal", "zweimal", "wieder", "spielt", "zieht", "bleibt", "wer", "was", "nur", "erst", "mehr"}
_EN_WORDS = {"the", "and", "not", "a", "an", "is", "with", "on", "of", "to", "in", "its", "it", "when", "as", "by",
             "no", "are", "does", "from", "that", "after", "before", "still", "only", "first", "can", "cannot", "enters",
             "play", "plays", "gets", "takes", "each", "every", "may", "must", "his", "her", "their", "into", "out",
             "both", "without", "instead", "once", "twice", "again", "who", "what", "one", "two", "card", "cards",
             "creature", "creatures", "leaves", "stays", "if", "but", "be", "all", "has", "have", "than", "then"}


def guess_lang(text: str | None) -> str | None:
    """"de" or "en" for a short text (a scenario title) by its function words; None if unsure."""
    if not text:
        return None
    words = [w.strip(".,:;!?()'\"„“–-").lower() for w in text.split()]
    de = sum(w in _DE_WORDS for w in words) + 2 * any(c in text for c in "äöüßÄÖÜ")
    en = sum(w in _EN_WORDS for w in words)
    return "de" if de > en else "en" if en > de else None


def title_in(text: str | None, ui: str) -> tuple[str | None, str | None]:
    """A scenario title in the page's language, and the language it is in: a title written in
    both languages ("Brummer läutert … — Buzzle purges …", "… / …") shows the half in the page's
    language (English on a Polish page); any other title stays whole, with its guessed language."""
    if not text:
        return text, None
    for sep in (" — ", " / "):
        halves = text.split(sep)
        if len(halves) == 2:
            langs = [guess_lang(h) for h in halves]
            if set(langs) == {"de", "en"}:  # a page in neither language (Polish) shows the English half
                lang = ui if ui in langs else "en"
                return halves[langs.index(lang)], lang
    lang = guess_lang(text)
    return text, lang if lang or ui in ("de", "en") else "und"  # on a Polish page: undetermined, not Polish


EDITION_NAMES = {"Core Rules (DE)": NP_("edition", "Grundregeln (DE)")}  # the index's edition labels
GAME_NAMES = {"kf": "KeyForge", "rb": "Riftbound", "asc": "Ascension", "soi": "Shards of Infinity"}
LANG_NAMES = {"de": "Deutsch", "pl": "Polski"}
KIND_NAMES = {
    "section": NP_("kind of record", "Abschnitt"), "rule": NP_("kind of record", "Regel"),
    "glossary": NP_("kind of record", "Glossar"),
    "faq": NP_("kind of record", "FAQ"), "errata": NP_("kind of record", "Erratum"),
    "example": NP_("kind of record", "Beispiel"),
    "timing": NP_("kind of record", "Timing"), "card": NP_("kind of record", "Karte"),
}
STEP_NAMES = {  # the five turn steps (kf:rules/turn-sequence)
    "forge": NP_("KeyForge turn step", "Schritt 1 · Schlüssel schmieden"),
    "choose-house": NP_("KeyForge turn step", "Schritt 2 · Fraktion wählen"),
    "main": NP_("KeyForge turn step", "Schritt 3 · Spielen, ablegen und benutzen"),
    "ready": NP_("KeyForge turn step", "Schritt 4 · Karten bereit machen"),
    "draw": NP_("KeyForge turn step", "Schritt 5 · Karten ziehen"),
}
WINDOW_NAMES = {  # timing windows of the trace
    "start-of-turn": NP_("KeyForge timing window", "Zu Beginn des Zuges"),
    "after-key-forged": NP_("KeyForge timing window", "Nachdem ein Schlüssel geschmiedet wurde"),
    "after-house-chosen": NP_("KeyForge timing window", "Nachdem du eine Fraktion gewählt hast"),
    "play": NP_("KeyForge timing window", "Spielen: / nachdem eine Karte gespielt wurde"),
    "enters-play": NP_("KeyForge timing window", "Kommt ins Spiel"),
    "reap": NP_("KeyForge timing window", "Ernten: / nach dem Ernten"),
    "before-fight": NP_("KeyForge timing window", "Vor dem Kampf:"),
    "fight": NP_("KeyForge timing window", "Kampf: / nach dem Kampf"),
    "after-used": NP_("KeyForge timing window", "Nachdem eine Karte benutzt wurde"),
    "destroyed": NP_("KeyForge timing window", "Zerstört:"),
    "after-destroyed": NP_("KeyForge timing window", "Nachdem eine Kreatur zerstört wurde"),
    "leaves-play": NP_("KeyForge timing window", "Verlässt das Spiel"),
    "end-of-turn": NP_("KeyForge timing window", "Am Ende des Zuges"),
}
FAQ_GROUP_NAMES = {"kf-de": "KeyForge · Deutsch", "kf-pl": "KeyForge · Polski",
                   "asc": "Ascension", "soi": "Shards of Infinity"}


def translator(ui: str):
    """``t(key)``: a UI string in ``ui``; ``kind(k)``: the name of a kind of record."""

    def t(key: str) -> str:
        msg = STRINGS.get(key)
        return tr(ui, msg) if msg else key

    def kind(k: str) -> str:
        msg = KIND_NAMES.get(k)
        return tr(ui, msg) if msg else k

    return t, kind

