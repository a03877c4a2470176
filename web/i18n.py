"""UI text of the HTML pages in German (default) and English.

The interface language is chosen with ``?ui=de|en`` (remembered in a cookie); the rule
texts themselves are always shown as printed.
"""

from __future__ import annotations

from .i18n_builder import BUILDER_STRINGS
from .i18n_cards import CARD_STRINGS

UI_LANGS = ("de", "en")
DEFAULT_UI = "de"

STRINGS: dict[str, tuple[str, str]] = {  # key: (German, English)
    "site": ("Regelrichter", "Rules judge"),
    "tagline": ("Regelfragen klären – mit Belegen aus den Regelheften",
                "Settles rules questions – citing the rulebooks"),
    "nav_ask": ("Frage stellen", "Ask"),
    "nav_rules": ("Regeln", "Rules"),
    "nav_search": ("Suche", "Search"),
    "nav_faq": ("FAQ", "FAQ"),
    "nav_api": ("API", "API"),
    "skip": ("Zum Inhalt", "Skip to content"),
    "ask_heading": ("Frage stellen", "Ask a question"),
    "ask_label": ("Deine Regelfrage (Deutsch, Englisch oder Polnisch)",
                  "Your rules question (German, English or Polish)"),
    "ask_placeholder": ("z. B. Wie oft stiehlt Köder Æmber?", "e.g. How many times does Bait and Switch steal?"),
    "ask_button": ("Fragen", "Ask"),
    "home_intro": ("Stelle eine Frage in eigenen Worten. Der Richter sucht die passenden FAQ-Einträge und "
                   "Regeln und zeigt die Fundstellen.",
                   "Ask in your own words. The judge finds the matching FAQ entries and rules and shows "
                   "where they come from."),
    "home_examples": ("Beispiele", "Examples"),
    "home_browse": ("Nachschlagen", "Look things up"),
    "results_for": ("Ergebnisse für", "Results for"),
    "battlefield_plain": ("Schlachtfeld", "Battlefield"),  # the default battlefield card, without abilities
    "print_heading": ("Regelentscheidung", "Ruling"),
    "print_button": ("Drucken oder als PDF speichern", "Print or save as PDF"),
    "print_back": ("Zurück zum Ablauf", "Back to the trace"),
    "print_ruling": ("Entscheidung", "Ruling"),
    "print_no_trace": ("Kein Ablauf: das Szenario läuft so nicht durch.", "No trace: the scenario does not run as it is."),
    "print_link": ("Nachvollziehen", "Reproduce it"),
    "print_open": ("Zum Ausdrucken", "Printable ruling"),
    "answer_faq": ("Die veröffentlichte Antwort", "The published ruling"),
    "answer_rule": ("Die Regel, die antwortet", "The rule that answers"),
    "ask_card_heading": ("Die Karte, nach der du fragst", "The card you ask about"),
    "ask_card_page": ("Kartenseite", "Card page"),
    "ask_card_rulings": ("Entscheidungen, Errata und Beispiele zu ihr", "Its rulings, errata and examples"),
    "ask_card_scenarios": ("Szenarien, die sie spielen", "Scenarios that play it"),
    "ask_card_rules": ("Regeln, die ihr Text verwendet", "Rules its text uses"),
    "answer_unsure": ("Diese Regeln kommen in Frage", "These rules may answer"),
    "answer_unsure_why": ("Keine liegt deutlich vorn; lies die drei.", "None is clearly ahead; read all three."),
    "answer_more": ("Weitere Fundstellen", "More places"),
    "answer_published_in_de": ("auf Deutsch veröffentlicht", "published in German"),
    "answer_published_in_pl": ("auf Polnisch veröffentlicht (polnisches Regelheft)",
                               "published in Polish (the Polish rulebook)"),
    "faq_results": ("Passende FAQ-Einträge", "Matching FAQ entries"),
    "rule_results": ("Passende Regeln", "Matching rules"),
    "no_results": ("Keine Treffer.", "No matches."),
    "twin": ("Zwilling", "Twin"),
    "twin_long": ("Dieselbe Frage in der anderen Ausgabe", "The same question in the other edition"),
    "search_heading": ("Suche in den Regeln", "Search the rules"),
    "search_label": ("Suchbegriff, Regelnummer, ID oder Kartenname", "Text, rule number, ID or card name"),
    "search_button": ("Suchen", "Search"),
    "all_games": ("Alle Spiele", "All games"),
    "all_langs": ("Alle Sprachen", "All languages"),
    "game": ("Spiel", "Game"),
    "language": ("Sprache", "Language"),
    "bad_filter": ("Unbekannter Filter ignoriert", "Unknown filter ignored"),
    "rules_heading": ("Regelwerke", "Rulebooks"),
    "rules_intro": ("Die Regelhefte mit ihren Abschnitten. Aufklappen zum Stöbern.",
                    "The rulebooks and their sections. Expand to browse."),
    "faq_heading": ("Häufig gestellte Fragen", "Frequently asked questions"),
    "entries": ("Einträge", "entries"),
    "question": ("Frage", "Question"),
    "answer": ("Antwort", "Answer"),
    "cited_rules": ("Zitierte Regeln", "Rules cited"),
    "cards": ("Karten", "Cards"),
    "run_scenario": ("Dieses Szenario durchspielen", "Run this scenario"),
    "errata_applied": ("Im Regelrichter angewandt", "Applied by the judge"),
    "errata_card": ("Karte mit korrigiertem Text", "Card read with the corrected text"),
    "line": ("Zeile", "line"),
    "parent": ("Übergeordnet", "Parent"),
    "children": ("Unterregeln", "Sub-rules"),
    "examples": ("Beispiele", "Examples"),
    "see_also": ("Verweise", "Cross references"),
    "cited_by": ("Verwiesen von", "Referred to by"),
    "citing_faq": ("FAQ-Einträge zu dieser Regel", "FAQ entries citing this rule"),
    "more_examples": ("Weitere Szenarien mit dieser Regel", "More scenarios applying this rule"),
    "applied_by": ("Szenarien, die diese Regel anwenden", "Scenarios that apply this rule"),
    "applied_pending": ("Wird gerade berechnet (alle eingebauten Szenarien werden einmal aufgelöst) – "
                        "lade die Seite gleich noch einmal.",
                        "Being computed (every built-in scenario is resolved once) – reload the page shortly."),
    "applied_none": ("Noch kein Szenario wendet diese Regel an.", "No scenario applies this rule yet."),
    "applied_more": ("und {n} weitere", "and {n} more"),
    "applied_step": ("Schritt", "step"),
    "applied_replays": ("spielt den Eintrag nach", "replays this entry"),
    "differs": ("Die Ausgaben weichen ab", "The editions differ"),
    "graph": ("Zitatgraph", "Citation graph"),
    "graph_hint": ("Links: was auf diese Regel verweist · rechts: worauf sie verweist",
                   "Left: what points at this rule · right: what it points at"),
    "open_faq": ("Als FAQ-Eintrag öffnen", "Open as FAQ entry"),
    "open_rule": ("Im Regelbrowser öffnen", "Open in the rules browser"),
    "not_found": ("Nicht gefunden", "Not found"),
    "unknown_rule": ("Diese Regel-ID gibt es nicht.", "There is no rule with this ID."),
    "did_you_mean": ("Meintest du", "Did you mean"),
    "page_not_found": ("Diese Seite gibt es nicht.", "This page does not exist."),
    "home": ("Startseite", "Home"),
    "topic": ("Thema", "Topic"),
    "edition": ("Ausgabe", "Edition"),
    "nav_scenario": ("Szenario", "Scenario"),
    "editor_heading": ("Szenario-Editor", "Scenario editor"),
    "editor_intro": ("Ein Szenario beschreibt das Spielfeld, die Aktionen und die erwarteten Antworten als JSON. "
                     "Prüfen zeigt Fehler an der Stelle, an der sie stehen; Auflösen zeigt den Ablauf mit Belegen.",
                     "A scenario describes the board, the actions and the expected answers as JSON. Validate "
                     "points at the errors where they are; Resolve shows what happens, citing the rules."),
    "editor_label": ("Szenario (JSON)", "Scenario (JSON)"),
    "validate": ("Prüfen", "Validate"),
    "resolve": ("Auflösen", "Resolve"),
    "explore": ("Verzweigen", "Explore"),
    "explore_long": ("Jede mögliche Antwort auf offene Fragen durchspielen und die Ergebnisse vergleichen",
                     "Follow every answer to the open prompts and compare the outcomes"),
    "load_builtin": ("Mitgeliefertes Szenario laden", "Load a built-in scenario"),
    "load": ("Laden", "Load"),
    "valid": ("Das Szenario ist gültig.", "The scenario is valid."),
    "errors_found": ("Fehler im Szenario", "Errors in the scenario"),
    "at_line": ("Zeile", "line"),
    "nearest": ("Ähnliche Namen", "Nearest names"),
    "json_pointer": ("JSON-Pointer des Feldes", "JSON pointer of the field"),
    "board": ("Spielfeld", "Board"),
    "board_needs_valid": ("Das Spielfeld wird gezeichnet, sobald das Szenario gültig ist.",
                          "The board is drawn once the scenario is valid."),
    "active_player": ("Aktiver Spieler", "Active player"),
    "turn_step": ("Zugschritt", "Turn step"),
    "first_turn": ("erster Zug", "first turn"),
    "amber": ("Æmber", "Æmber"),
    "keys": ("Schlüssel", "Keys"),
    "chains": ("Ketten", "Chains"),
    "hand": ("Hand", "Hand"),
    "deck": ("Deck", "Deck"),
    "discard": ("Ablagestapel", "Discard"),
    "archives": ("Archiv", "Archives"),
    "battleline": ("Schlachtreihe", "Battleline"),
    "artifacts": ("Artefakte", "Artifacts"),
    "house": ("Fraktion", "House"),
    "power": ("Stärke", "Power"),
    "damage": ("Schaden", "Damage"),
    "armor": ("Rüstung", "Armor"),
    "captured": ("erbeutet", "captured"),
    "upgrades": ("Aufwertungen", "Upgrades"),
    "empty": ("leer", "empty"),
    "actions": ("Aktionen", "Actions"),
    "trace_heading": ("Ablauf", "Trace"),
    "outcome": ("Ergebnis", "Outcome"),
    "winner": ("Sieger", "Winner"),
    "expectations": ("Erwartungen", "Expectations"),
    "passed": ("erfüllt", "passed"),
    "failed": ("nicht erfüllt", "failed"),
    "no_expectations": ("keine angegeben", "none given"),
    "refused": ("Abgelehnt", "Refused"),
    "refused_action": ("Aktion abgelehnt", "Action refused"),
    "steps_count": ("Schritte", "steps"),
    "window": ("Zeitfenster", "Window"),
    "no_window": ("ohne Zeitfenster", "outside a window"),
    "changes": ("Änderungen", "Changes"),
    "chosen_by": ("gewählt von", "chosen by"),
    "at_random": ("zufällig", "at random"),
    "choice": ("Wahl", "Choice"),
    "by": ("durch", "by"),
    "cites": ("Belege", "Cites"),
    "faq_cite": ("FAQ", "FAQ"),
    "open_in_editor": ("Im Editor öffnen", "Open in the editor"),
    "edit_again": ("Im Editor bearbeiten", "Edit in the editor"),
    "unanswered": ("Unbeantwortete Frage", "Unanswered prompt"),
    "unanswered_hint": ("Beantworte sie im Szenario, z. B. mit %s, oder lass alle Antworten durchspielen.",
                        "Answer it in the scenario, e.g. with %s, or explore all answers."),
    "raw_changes": ("Zustand (technisch)", "State (technical)"),
    "options": ("Möglichkeiten", "Options"),
    "not_supported": ("Noch nicht unterstützt", "Not supported yet"),
    "engine_error": ("Fehler in der Engine", "Engine error"),
    "explore_heading": ("Es kommt darauf an", "It depends"),
    "explore_intro": ("%d unterschiedliche Ergebnisse aus %d Durchläufen.", "%d distinct outcomes from %d runs."),
    "explore_capped": ("Unvollständig: abgebrochen nach %d Durchläufen, es gibt weitere Zweige; unten stehen die "
                       "Ergebnisse bis hierher. Mehr Durchläufe: „max_runs“ in der API (bis 256) oder "
                       "„judge explore --max-runs N“.",
                       "Incomplete: stopped after %d runs, more branches remain; the outcomes found so far are "
                       "below. For more runs: 'max_runs' in the API (up to 256) or 'judge explore --max-runs N'."),
    "explore_out_of_time": ("Unvollständig: nach %d Durchläufen hat die Zeit für eine Anfrage (10 s) nicht gereicht, "
                            "es gibt weitere Zweige; unten stehen die Ergebnisse bis hierher. Ohne Zeitgrenze: "
                            "„judge explore“ auf der Kommandozeile.",
                            "Incomplete: after %d runs the time a request may take (10 s) ran out, more branches "
                            "remain; the outcomes found so far are below. Without a time limit: 'judge explore' on "
                            "the command line."),
    "open_prompts": ("Offene Entscheidungen", "Open choices"),
    "differs_in": ("Unterschiede", "Differs in"),
    "via": ("über die Wahl", "via"),
    "no_choices": ("keine Wahl", "no choices"),
    "auto": ("automatisch", "automatic"),
    "outcome_completed": ("abgeschlossen", "completed"),
    "outcome_won": ("gewonnen", "won"),
    "outcome_refused": ("abgelehnt", "refused"),
    "outcome_explored": ("verzweigt", "explored"),
    "outcome_open-prompt": ("an offener Frage angehalten", "stopped at an open prompt"),
    "outcomes_count": ("Ergebnisse", "outcomes"),
    "st_exhausted": ("erschöpft", "exhausted"),
    "st_stunned": ("betäubt", "stunned"),
    "st_ward": ("beschützt", "ward"),
    "st_enraged": ("wütend", "enraged"),
    "scenarios_builtin": ("Mitgelieferte Szenarien", "Built-in scenarios"),
    "unknown_scenario": ("Dieses Szenario gibt es nicht.", "There is no such scenario."),
    "footer": ("Regeltexte: die vendorisierten Regelhefte (KeyForge DE v1.5 / PL 2020, Riftbound DE, "
               "Ascension DE, Shards of Infinity DE).",
               "Rule texts: the vendored rulebooks (KeyForge DE v1.5 / PL 2020, Riftbound DE, "
               "Ascension DE, Shards of Infinity DE)."),
    # Riftbound board and trace
    "might": ("Macht", "Might"), "turn_player": ("Spieler am Zug", "Turn player"), "phase": ("Phase", "Phase"),
    "phase_start": ("Zugbeginn", "Start of turn"), "phase_action": ("Aktionsphase", "Action phase"),
    "battlefields": ("Schlachtfelder", "Battlefields"), "controlled_by": ("kontrolliert von", "controlled by"),
    "uncontrolled": ("unkontrolliert", "uncontrolled"), "hidden_card": ("verdeckte Karte", "hidden card"),
    "team": ("Team", "Team"), "legend": ("Legende", "Legend"), "champion": ("Champion", "Champion"),
    "points": ("Punkte", "points"), "trash": ("Ablagestapel", "Trash"), "runes_ready": ("Runen bereit", "Runes ready"),
    "energy": ("Energie", "Energy"), "base": ("Basis", "Base"), "priority": ("Priorität", "Priority"),
    "focus": ("Fokus", "Focus"), "showdown_at": ("Showdown auf", "Showdown at"), "combat": ("Kampf", "Combat"),
    "chain": ("Kette", "Chain"), "contested_by": ("umkämpft von", "contested by"),
    "st_buff": ("Buff", "Buff"),
    "assumed_game": ("Angenommenes Spiel", "Game assumed"),
    "assumed_name": ("die Frage nennt es", "the question names it"),
    "assumed_words": ("Begriffe nur dieses Spiels", "words only this game uses"),
    "ask_other_game": ("Andere Spiele", "Other games"),
    "ask_text_only": ("Der Dienst ist eben erst gestartet und bereitet die Suche nach Bedeutung noch vor: diese "
                      "Antwort kommt allein aus der Volltextsuche.",
                      "The service has just started and is still preparing the search by meaning: this answer "
                      "comes from the full-text search alone."),
    # deck-building boards (Ascension, Shards of Infinity)
    "center_row": ("Zentrale Auslage", "Center row"), "center_deck": ("Zentraler Nachziehstapel", "Center deck"),
    "void": ("Leere", "Void"), "honor": ("Ehre", "Honor"), "honor_pool": ("Ehre-Vorrat", "Honor pool"),
    "runes": ("Runen", "Runes"), "strength": ("Stärke", "Power"), "constructs": ("Konstrukte", "Constructs"),
    "champions_in_play": ("Champions und Söldner im Spiel", "Champions and mercenaries in play"),
    "health": ("Leben", "Health"), "mastery": ("Erfahrung", "Mastery"), "gems": ("Kristalle", "Gems"),
    "macht": ("Macht", "Power"), "played": ("Ausgespielt", "Played"), "last_round": ("Letzte Runde", "Last round"),
    "always_available": ("Immer verfügbar", "Always available"), "variant": ("Variante", "Variant"),
    "cost": ("Kosten", "Cost"), "shield": ("Schild", "Shield"),
    # rulings, error pages, the trace's codes
    "breadcrumb": ("Navigationspfad", "Breadcrumb"),
    "nav_rulings": ("Lesarten", "Rulings"),
    "rulings_heading": ("Lesarten bei Widersprüchen der Regeldokumente", "Rulings where the rule documents conflict"),
    "rulings_intro": ("Wo sich Regeltexte, Ausgaben oder FAQ widersprechen oder Lücken lassen, steht hier, wie der "
                      "Richter sie liest. Jede Lesart hat einen eigenen Anker; Regel-IDs führen zur Regel. Der Text "
                      "ist auf Englisch.",
                      "Where rule texts, editions or FAQ entries conflict or leave gaps, this is how the judge "
                      "reads them. Each ruling has its own anchor; rule IDs link to the rule."),
    "rulings_missing": ("Das Dokument der Lesarten ist in dieser Installation nicht vorhanden.",
                        "The rulings document is not part of this installation."),
    "rulings_footer": ("Lesarten bei Widersprüchen", "Rulings where documents conflict"),
    "http_400": ("Die Anfrage ist ungültig.", "The request is not valid."),
    "http_404": ("Diese Seite gibt es nicht.", "This page does not exist."),
    "http_405": ("Diese Adresse nimmt diese Art Anfrage nicht an.", "This address does not take this kind of request."),
    "http_413": ("Der Inhalt der Anfrage ist zu groß.", "The request body is too large."),
    "http_414": ("Die Adresse ist zu lang.", "The address is too long."),
    "http_500": ("Interner Fehler. Bitte später noch einmal versuchen.", "Internal error. Please try again later."),
    "http_other": ("Die Anfrage konnte nicht bearbeitet werden.", "The request could not be handled."),
    "event_code": ("Ereignis im Ablauf", "Trace event"),
    "action_type": ("Aktionstyp", "Action type"),
    "scenario_title_en": ("Titel des Szenarios", "Scenario title"),
    "from_faq": ("Aus dem FAQ", "From the FAQ"),
    "graph_of": ("Zitatgraph von %s", "Citation graph of %s"),
    "graph_more": ("+ %d weitere", "+ %d more"),
    # the Riftbound deck check (/decks/check)
    "d_nav": ("Deck prüfen", "Check a deck"),
    "d_heading": ("Riftbound-Deck prüfen", "Check a Riftbound deck"),
    "d_tile": ("Riftbound-Decklisten nach den Regeln zum Deckbau", "Riftbound deck lists by the deck-building rules"),
    "d_intro": ("Füge eine Deckliste ein, wie Deckbau-Seiten sie exportieren oder Spieler sie schreiben: eine Karte je "
                "Zeile, Anzahl und Name oder Code. Jede Karte wird im Kartenkatalog gesucht, dann prüft der Richter "
                "die Regeln zum Deckbau (rb:101–103) und nennt zu jedem Verstoß die Zeile.",
                "Paste a deck list as deck-building sites export it or players write it: one card a line, a count "
                "and a name or code. Every card is looked up in the card catalogue, then the judge checks the "
                "deck-building rules (rb:101–103) and names the line of each rule broken."),
    "d_label": ("Deckliste", "Deck list"),
    "d_mode": ("Spielmodus", "Mode"),
    "d_mode_list": ("aus der Liste (sonst Duell)", "from the list (else duel)"),
    "d_check": ("Prüfen", "Check"),
    "d_examples": ("Beispielliste laden", "Load an example list"),
    "d_unknown_example": ("Diese Beispielliste gibt es nicht.", "There is no such example list."),
    "d_legal": ("Regelkonform: das Deck erfüllt die Regeln zum Deckbau.",
                "Legal: the deck meets the deck-building rules."),
    "d_illegal": ("Nicht regelkonform", "Not legal"),
    "d_rules_broken": ("verletzte Regeln", "rules broken"),
    "d_unreadable": ("Die Liste ist nicht lesbar", "The list cannot be read"),
    "d_unreadable_hint": ("Geprüft wird erst, wenn jede Zeile lesbar ist.", "Nothing is judged until every line reads."),
    "d_whole_list": ("die ganze Liste", "the whole list"),
    "d_main": ("Hauptdeck", "Main deck"),
    "d_sideboard": ("Sideboard", "Sideboard"),
    "d_mode_is": ("Modus", "mode"),
    "d_note": ("Hinweis", "Note"),
    "d_expect": ("Erwartung der Liste", "The list's expectation"),
    "d_help_heading": ("So sieht eine Liste aus", "What a list looks like"),
    "d_help": ("Überschriften in beliebiger Schreibung, der Doppelpunkt darf fehlen, auch deutsche Überschriften gehen; "
               "Anzahlen auch als „3x“; Name und Code dürfen zusammen stehen, wenn sie dieselbe Karte meinen; bei den "
               "Runen genügt die Domäne; Leerzeilen und Kommentarzeilen (# oder //) werden übersprungen; eine Zeile "
               "„mode: 2v2“ wählt den Spielmodus. Eine Zeile, die nichts davon ist, wird nicht übergangen: die "
               "Liste wird dann mit dieser Zeile abgelehnt.",
               "Headings in any case, the colon optional, German headings too; counts also as '3x'; a name and a "
               "code may stand together when they name the same card; in the runes the domain is enough; blank "
               "lines and comment lines (# or //) are skipped; a line 'mode: 2v2' chooses the mode. A line that is "
               "none of these is not passed over: the list is refused, naming it."),
    "d_elsewhere": ("Dasselbe auf der Kommandozeile und als API:", "The same on the command line and as an API:"),
}
STRINGS.update(BUILDER_STRINGS)  # the scenario builder's text (web/i18n_builder.py)
STRINGS.update(CARD_STRINGS)  # the card pages' text (web/i18n_cards.py)

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
    language; any other title stays whole, with its guessed language."""
    if not text:
        return text, None
    for sep in (" — ", " / "):
        halves = text.split(sep)
        if len(halves) == 2:
            langs = [guess_lang(h) for h in halves]
            if set(langs) == {"de", "en"}:
                return halves[langs.index(ui)] if ui in langs else text, ui if ui in langs else None
    return text, guess_lang(text)


EDITION_NAMES = {"Core Rules (DE)": ("Grundregeln (DE)", "Core Rules (DE)")}  # the index's edition labels
GAME_NAMES = {"kf": "KeyForge", "rb": "Riftbound", "asc": "Ascension", "soi": "Shards of Infinity"}
LANG_NAMES = {"de": "Deutsch", "pl": "Polski"}
KIND_NAMES = {
    "section": ("Abschnitt", "Section"), "rule": ("Regel", "Rule"), "glossary": ("Glossar", "Glossary"),
    "faq": ("FAQ", "FAQ"), "errata": ("Erratum", "Erratum"), "example": ("Beispiel", "Example"),
    "timing": ("Timing", "Timing"), "card": ("Karte", "Card"),
}
STEP_NAMES = {  # the five turn steps (kf:rules/turn-sequence)
    "forge": ("Schritt 1 · Schlüssel schmieden", "Step 1 · Forge a key"),
    "choose-house": ("Schritt 2 · Fraktion wählen", "Step 2 · Choose a house"),
    "main": ("Schritt 3 · Spielen, ablegen und benutzen", "Step 3 · Play, discard and use cards"),
    "ready": ("Schritt 4 · Karten bereit machen", "Step 4 · Ready cards"),
    "draw": ("Schritt 5 · Karten ziehen", "Step 5 · Draw cards"),
}
WINDOW_NAMES = {  # timing windows of the trace
    "start-of-turn": ("Zu Beginn des Zuges", "Start of turn"),
    "after-key-forged": ("Nachdem ein Schlüssel geschmiedet wurde", "After a key is forged"),
    "after-house-chosen": ("Nachdem du eine Fraktion gewählt hast", "After you choose a house"),
    "play": ("Spielen: / nachdem eine Karte gespielt wurde", "Play: / after a card is played"),
    "enters-play": ("Kommt ins Spiel", "Enters play"),
    "reap": ("Ernten: / nach dem Ernten", "Reap: / after a creature reaps"),
    "before-fight": ("Vor dem Kampf:", "Before Fight:"),
    "fight": ("Kampf: / nach dem Kampf", "Fight: / after a creature fights"),
    "after-used": ("Nachdem eine Karte benutzt wurde", "After a card is used"),
    "destroyed": ("Zerstört:", "Destroyed:"),
    "after-destroyed": ("Nachdem eine Kreatur zerstört wurde", "After a creature is destroyed"),
    "leaves-play": ("Verlässt das Spiel", "Leaves play"),
    "end-of-turn": ("Am Ende des Zuges", "End of turn"),
}
FAQ_GROUP_NAMES = {"kf-de": "KeyForge · Deutsch", "kf-pl": "KeyForge · Polski",
                   "asc": "Ascension", "soi": "Shards of Infinity"}


def translator(ui: str):
    i = UI_LANGS.index(ui) if ui in UI_LANGS else 0

    def t(key: str) -> str:
        pair = STRINGS.get(key)
        return pair[i] if pair else key

    def kind(k: str) -> str:
        pair = KIND_NAMES.get(k)
        return pair[i] if pair else k

    return t, kind
