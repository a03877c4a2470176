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
