"""UI text of the HTML pages in German (default) and English.

The interface language is chosen with ``?ui=de|en`` (remembered in a cookie); the rule
texts themselves are always shown as printed.
"""

from __future__ import annotations

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
    "discard": ("Ablage", "Discard"),
    "archives": ("Archiv", "Archives"),
    "battleline": ("Kampflinie", "Battleline"),
    "artifacts": ("Artefakte", "Artifacts"),
    "house": ("Haus", "House"),
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
    "unanswered_hint": ("Beantworte sie in \"choices\" (z. B. {\"%s\": \"%s\"}) oder lass alle Antworten durchspielen.",
                        "Answer it in \"choices\" (e.g. {\"%s\": \"%s\"}) or explore all answers."),
    "options": ("Möglichkeiten", "Options"),
    "not_supported": ("Noch nicht unterstützt", "Not supported yet"),
    "engine_error": ("Fehler in der Engine", "Engine error"),
    "explore_heading": ("Es kommt darauf an", "It depends"),
    "explore_intro": ("%d unterschiedliche Ergebnisse aus %d Durchläufen.", "%d distinct outcomes from %d runs."),
    "explore_capped": ("Abgebrochen nach %d Durchläufen; es gibt weitere Zweige.",
                       "Stopped after %d runs; more branches remain."),
    "open_prompts": ("Offene Entscheidungen", "Open choices"),
    "differs_in": ("Unterschiede", "Differs in"),
    "via": ("über die Wahl", "via"),
    "no_choices": ("keine Wahl", "no choices"),
    "auto": ("automatisch", "automatic"),
    "outcome_completed": ("abgeschlossen", "completed"),
    "outcome_won": ("gewonnen", "won"),
    "outcome_refused": ("abgelehnt", "refused"),
    "outcome_explored": ("verzweigt", "explored"),
    "outcomes_count": ("Ergebnisse", "outcomes"),
    "st_exhausted": ("erschöpft", "exhausted"),
    "st_stunned": ("betäubt", "stunned"),
    "st_ward": ("Schutz", "ward"),
    "st_enraged": ("wütend", "enraged"),
    "scenarios_builtin": ("Mitgelieferte Szenarien", "Built-in scenarios"),
    "unknown_scenario": ("Dieses Szenario gibt es nicht.", "There is no such scenario."),
    "footer": ("Regeltexte: die vendorisierten Regelhefte (KeyForge DE v1.5 / PL 2020, Riftbound DE, "
               "Ascension DE, Shards of Infinity DE).",
               "Rule texts: the vendored rulebooks (KeyForge DE v1.5 / PL 2020, Riftbound DE, "
               "Ascension DE, Shards of Infinity DE)."),
}

GAME_NAMES = {"kf": "KeyForge", "rb": "Riftbound", "asc": "Ascension", "soi": "Shards of Infinity"}
LANG_NAMES = {"de": "Deutsch", "pl": "Polski"}
KIND_NAMES = {
    "section": ("Abschnitt", "Section"), "rule": ("Regel", "Rule"), "glossary": ("Glossar", "Glossary"),
    "faq": ("FAQ", "FAQ"), "errata": ("Erratum", "Erratum"), "example": ("Beispiel", "Example"),
    "timing": ("Timing", "Timing"), "card": ("Karte", "Card"),
}
STEP_NAMES = {  # the five turn steps (kf:rules/turn-sequence)
    "forge": ("Schritt 1 · Schlüssel schmieden", "Step 1 · Forge a key"),
    "choose-house": ("Schritt 2 · Haus wählen", "Step 2 · Choose a house"),
    "main": ("Schritt 3 · Spielen, ablegen und benutzen", "Step 3 · Play, discard and use cards"),
    "ready": ("Schritt 4 · Karten bereit machen", "Step 4 · Ready cards"),
    "draw": ("Schritt 5 · Karten ziehen", "Step 5 · Draw cards"),
}
WINDOW_NAMES = {  # timing windows of the trace
    "start-of-turn": ("Zu Beginn des Zuges", "Start of turn"),
    "after-key-forged": ("Nachdem ein Schlüssel geschmiedet wurde", "After a key is forged"),
    "after-house-chosen": ("Nachdem du ein Haus gewählt hast", "After you choose a house"),
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
