"""UI text of the card pages (``/cards``, ``/cards/<key>``) in German and English, merged into
``web.i18n.STRINGS``; and the names of Riftbound's printed facts — types, supertypes, domains,
rarities, printing variants — as the German Core Rules word them (``rb:132``, ``rb:133``; a
fact the rules do not name keeps a plain German word)."""

from __future__ import annotations

CARD_STRINGS: dict[str, tuple[str, str]] = {  # key: (German, English)
    # cards
    "nav_cards": ("Karten", "Cards"),
    "cards_heading": ("Karten", "Cards"),
    "cards_intro": ("Jede Karte von KeyForge (mit Namen auf Deutsch, Englisch und Polnisch), Riftbound, Ascension und "
                    "Shards of Infinity: was gedruckt ist oder was sie tut, wie der Richter sie spielt, welche "
                    "FAQ-Einträge, Errata, Beispiele der Regeln und Szenarien sie nennen.",
                    "Every card of KeyForge (with its German, English and Polish names), Riftbound, Ascension and "
                    "Shards of Infinity: what is printed or what it does, how the judge plays it, which FAQ entries, "
                    "errata, rule examples and scenarios name it."),
    "cards_label": ("Kartenname (jede Sprache, auch falsch geschrieben), Set und Nummer oder Code",
                    "Card name (any language, misspelt or not), set and number, or code"),
    "cards_placeholder": ("z. B. Raubriter, Przekręt, CotA 1, Jinx - Rebel, OGN-251",
                          "e.g. Raubriter, Przekręt, CotA 1, Jinx - Rebel, OGN-251"),
    "card_sets": ("Sets", "Sets"),
    "covered_by_rules": ("von den Regelheften abgedeckt", "covered by the rulebooks"),
    "coverage_hint": ("Wie viele Karten die Engine aus dem Text übersetzt:", "How many cards the engine compiles:"),
    "unknown_card": ("Diese Karte gibt es nicht.", "There is no such card."),
    "card_type": ("Typ", "Type"),
    "printed_text": ("Gedruckter Text", "Printed text"),
    "printed_text_en": ("Kartentext (englisch, wie gedruckt)", "Card text (English, as printed)"),
    "trait_en": ("Merkmal, wie gedruckt (englisch)", "Trait, as printed"),
    "card_engine": ("So spielt der Richter die Karte", "How the judge plays the card"),
    "sentence_compiled": ("übersetzt", "compiled"),
    "sentence_not_compiled": ("nicht übersetzt", "not compiled"),
    "card_format": ("Kartenformat der Engine", "The engine's card format"),
    "card_reading": ("Was die Engine ausführt, in Worten", "What the engine runs, in words"),
    "card_reading_hand": ("von Hand geschriebene Definition", "hand-written definition"),
    "card_reading_compiled": ("aus dem gedruckten Text übersetzte Definition", "definition compiled from the printed text"),
    "card_reading_side": ("Neben dem gedruckten Text zu lesen: jede Zeile eine Fähigkeit — Auslöser, dann jede "
                          "Anweisung der Reihe nach.",
                          "To read beside the printed text: one line per ability — its trigger, then each "
                          "instruction in order."),
    "card_nearest_shown": ("Keine Karte heißt so; gezeigt wird die eindeutig nächste:",
                           "No card has that name; shown is the one clearly nearest:"),
    "card_faq": ("FAQ-Einträge und Errata zu dieser Karte", "FAQ entries and errata naming this card"),
    "printings": ("Drucke", "Printings"),
    "card_why_exact": ("genauer Name", "exact name"),
    "card_why_named": ("in der Frage genannt", "named in the question"),
    "card_why_similar": ("ähnlicher Name", "similar name"),
    "card_why_contains": ("Wort im Namen", "word of the name"),
    "not_covered_short": ("nicht abgedeckt", "not covered"),
    "shared_name": ("Dieser Name steht auch auf einer anderen Karte", "This name is printed on another card too"),
    "shared_name_here": ("Der Richter liest den Namen als diese Karte.", "The judge reads the name as this card."),
    "shared_name_there": ("Der Richter liest den Namen als die andere Karte: nenne diese Karte englisch oder mit Set "
                          "und Nummer.",
                          "The judge reads the name as the other card: name this one in English or by set and "
                          "number."),
    "why_compiler": ("Grund des Textübersetzers", "the compiler's reason"),
    "why_phrasing": ("diese Formulierung kennt die Grammatik noch nicht", "the grammar does not know this phrasing yet"),
    "compiler_reading": ("Was der Textübersetzer liest", "What the text compiler reads"),
    "compiler_reading_hand": ("Die Engine spielt die von Hand geschriebene Definition; die Übersetzung des Textes "
                              "steht hier zum Vergleich.",
                              "The engine plays the hand-written definition; the compiler's reading of the text is "
                              "shown for comparison."),
    # Riftbound cards
    "covered_by_core_rules": ("alle Schlüsselwörter in den Grundregeln", "every keyword in the Core Rules"),
    "beyond_rulebook_count": ("Karten jenseits des Regelwerks", "cards beyond the rulebook"),
    "beyond_rulebook_short": ("jenseits des Regelwerks", "beyond the rulebook"),
    "beyond_rulebook_keywords": ("Schlüsselwörter, die die deutschen Grundregeln nicht definieren",
                                 "Keywords the German Core Rules do not define"),
    "core_rules_name": ("In den Grundregeln genannt", "Named in the Core Rules"),
    "rb_domains": ("Domäne", "Domain"),
    "rb_energy_cost": ("Energiekosten", "Energy cost"),
    "rb_power_cost": ("Powerkosten", "Power cost"),
    "rarity": ("Seltenheit", "Rarity"),
    "printings_count": ("Drucke", "printings"),
    "power_icons_reading": ("Domänen der Symbole gelesen", "the icons' domains as read"),
    "card_set": ("Set", "Set"),
    "tag_en": ("Markierung, wie gedruckt (englisch)", "Tag, as printed"),
    "card_examples": ("Beispiele der Grundregeln, die die Karte nennen", "Examples of the Core Rules naming this card"),
    "card_choice_heading": ("Welche Karte?", "Which card?"),
    "card_choice_intro": ("Diesen Namen tragen Karten mehrerer Spiele.", "Cards of more than one game bear this name."),
    # Ascension and Shards of Infinity cards (web/templates/card_deckbuilding.html)
    "db_name_de": ("Deutscher Name", "German name"),
    "db_name_en": ("Englischer Name", "English name"),
    "db_no_german_name": ("das deutsche Regelheft nennt keinen deutschen Namen", "the German rulebook gives no German name"),
    "db_type_hero": ("Held", "Hero"), "db_type_construct": ("Konstrukt", "Construct"),
    "db_type_monster": ("Monster", "Monster"), "db_type_ally": ("Verbündeter", "Ally"),
    "db_type_champion": ("Champion", "Champion"), "db_type_mercenary": ("Söldner", "Mercenary"),
    "db_type_starter": ("Startkarte", "Starting card"),
    "db_faction": ("Fraktion", "Faction"),
    "db_cost_ascension": ("Kosten (Runen)", "Cost (runes)"), "db_cost_shards": ("Kosten (Kristalle)", "Cost (gems)"),
    "db_honor": ("Ehre", "Honor"), "db_power": ("Kampfkraft zum Besiegen", "Power to defeat"),
    "db_defense": ("Verteidigung", "Defense"), "db_shield": ("Schild", "Shield"),
    "db_role_starting": ("In den Startdecks", "In the starting decks"),
    "db_role_always_available": ("Immer verfügbar", "Always available"),
    "db_role_center_deck": ("Im zentralen Stapel", "In the centre deck"),
    "db_copies": ("Exemplare", "copies"),
    "db_what_it_does": ("Was die Karte tut", "What the card does"),
    "db_own_words": ("In unseren Worten, aus der Kartendefinition erzeugt, die die Engine spielt (kein Kartentext).",
                     "In our words, made from the card definition the engine plays (not the printed text)."),
    "db_every_card_data": ("jede Karte als Definition (Daten), die die Engine vollständig spielt",
                           "every card a definition (data) the engine plays completely"),
    "db_all_cards": ("Alle Karten", "All cards"),
    "db_faq": ("FAQ-Einträge zu dieser Karte", "FAQ entries naming this card"),
}

#: rb:132 — the card types
RB_TYPES = {"Unit": ("Einheit", "Unit"), "Spell": ("Zauber", "Spell"), "Gear": ("Ausrüstung", "Gear"),
            "Rune": ("Rune", "Rune"), "Legend": ("Legende", "Legend"), "Battlefield": ("Schlachtfeld", "Battlefield")}
#: rb:103.2 (champion, signature), rb:170 (token), rb:157 (basic runes)
RB_SUPERTYPES = {"Champion": ("Champion", "Champion"), "Signature": ("Signatur", "Signature"),
                 "Token": ("Token", "Token"), "Basic": ("Basis", "Basic")}
#: rb:133.2 — the six domains (and the catalogue's "Colorless"; "any": a power icon of any domain)
RB_DOMAINS = {"fury": ("Wut", "Fury"), "calm": ("Ruhe", "Calm"), "mind": ("Geist", "Mind"), "body": ("Körper", "Body"),
              "chaos": ("Chaos", "Chaos"), "order": ("Ordnung", "Order"), "colorless": ("Farblos", "Colorless"),
              "any": ("beliebig", "any")}
RB_RARITIES = {"Common": ("Gewöhnlich", "Common"), "Uncommon": ("Ungewöhnlich", "Uncommon"), "Rare": ("Selten", "Rare"),
               "Epic": ("Episch", "Epic"), "Showcase": ("Showcase", "Showcase"), "Promo": ("Promo", "Promo")}
RB_VARIANTS = {"standard": ("Standard", "standard"), "alternate_art": ("alternative Illustration", "alternate art"),
               "overnumbered": ("über der Setgröße nummeriert", "overnumbered"),
               "signature": ("signiert", "signature"), "promo": ("Promo", "promo"), "token": ("Token", "token")}
