"""UI text of the card pages (``/cards``, ``/cards/<key>``): marked German messages (translated
by the catalogues), merged into ``web.i18n.STRINGS``; and the names of Riftbound's printed
facts — types, supertypes, domains, rarities, printing variants — as the German Core Rules word them (``rb:132``, ``rb:133``; a
fact the rules do not name keeps a plain German word)."""

from __future__ import annotations

from .catalogue import N_, NP_, Msg

CARD_STRINGS: dict[str, Msg] = {  # key: the German message
    # cards
    "nav_cards": N_("Karten"),
    "cards_heading": N_("Karten"),
    "cards_intro": N_("Jede Karte von KeyForge (mit Namen auf Deutsch, Englisch und Polnisch), Riftbound, Ascension und "
                    "Shards of Infinity: was gedruckt ist oder was sie tut, wie der Richter sie spielt, welche "
                    "FAQ-Einträge, Errata, Beispiele der Regeln und Szenarien sie nennen."),
    "cards_label": N_("Kartenname (jede Sprache, auch falsch geschrieben), Set und Nummer oder Code"),
    "cards_placeholder": N_("z. B. Raubriter, Przekręt, CotA 1, Jinx - Rebel, OGN-251"),
    "card_sets": N_("Sets"),
    "covered_by_rules": N_("von den Regelheften abgedeckt"),
    "coverage_hint": N_("Wie viele Karten die Engine aus dem Text übersetzt:"),
    "unknown_card": N_("Diese Karte gibt es nicht."),
    "card_type": N_("Typ"),
    "printed_text": N_("Gedruckter Text"),
    "printed_text_en": N_("Kartentext (englisch, wie gedruckt)"),
    "trait_en": N_("Merkmal, wie gedruckt (englisch)"),
    "card_engine": N_("So spielt der Richter die Karte"),
    "sentence_compiled": N_("übersetzt"),
    "sentence_not_compiled": N_("nicht übersetzt"),
    "card_format": N_("Kartenformat der Engine"),
    "card_reading": N_("Was die Engine ausführt, in Worten"),
    "card_reading_hand": N_("von Hand geschriebene Definition"),
    "card_reading_compiled": N_("aus dem gedruckten Text übersetzte Definition"),
    "card_reading_side": N_("Neben dem gedruckten Text zu lesen: jede Zeile eine Fähigkeit — Auslöser, dann jede "
                          "Anweisung der Reihe nach."),
    "card_nearest_shown": N_("Keine Karte heißt so; gezeigt wird die eindeutig nächste:"),
    "card_faq": N_("FAQ-Einträge und Errata zu dieser Karte"),
    "printings": NP_("printings", "Drucke"),
    "card_why_exact": N_("genauer Name"),
    "card_why_named": N_("in der Frage genannt"),
    "card_why_similar": N_("ähnlicher Name"),
    "card_why_contains": N_("Wort im Namen"),
    "not_covered_short": N_("nicht abgedeckt"),
    "shared_name": N_("Dieser Name steht auch auf einer anderen Karte"),
    "shared_name_here": N_("Der Richter liest den Namen als diese Karte."),
    "shared_name_there": N_("Der Richter liest den Namen als die andere Karte: nenne diese Karte englisch oder mit Set "
                          "und Nummer."),
    "why_compiler": N_("Grund des Textübersetzers"),
    "why_phrasing": N_("diese Formulierung kennt die Grammatik noch nicht"),
    "compiler_reading": N_("Was der Textübersetzer liest"),
    "compiler_reading_hand": N_("Die Engine spielt die von Hand geschriebene Definition; die Übersetzung des Textes "
                              "steht hier zum Vergleich."),
    # Riftbound cards
    "covered_by_core_rules": N_("alle Schlüsselwörter in den Grundregeln"),
    "beyond_rulebook_count": N_("Karten jenseits des Regelwerks"),
    "beyond_rulebook_short": N_("jenseits des Regelwerks"),
    "beyond_rulebook_keywords": N_("Schlüsselwörter, die die deutschen Grundregeln nicht definieren"),
    "core_rules_name": N_("In den Grundregeln genannt"),
    "rb_domains": N_("Domäne"),
    "rb_energy_cost": N_("Energiekosten"),
    "rb_power_cost": N_("Powerkosten"),
    "rarity": N_("Seltenheit"),
    "printings_count": NP_("printings_count", "Drucke"),
    "power_icons_reading": N_("Domänen der Symbole gelesen"),
    "card_set": N_("Set"),
    "tag_en": N_("Markierung, wie gedruckt (englisch)"),
    "card_examples": N_("Beispiele der Grundregeln, die die Karte nennen"),
    "card_choice_heading": N_("Welche Karte?"),
    "card_choice_intro": N_("Diesen Namen tragen Karten mehrerer Spiele."),
    # Ascension and Shards of Infinity cards (web/templates/card_deckbuilding.html)
    "db_name_de": N_("Deutscher Name"),
    "db_name_en": N_("Englischer Name"),
    "db_no_german_name": N_("das deutsche Regelheft nennt keinen deutschen Namen"),
    "db_type_hero": N_("Held"), "db_type_construct": N_("Konstrukt"),
    "db_type_monster": N_("Monster"), "db_type_ally": N_("Verbündeter"),
    "db_type_champion": N_("Champion"), "db_type_mercenary": N_("Söldner"),
    "db_type_starter": N_("Startkarte"),
    "db_faction": NP_("db_faction", "Fraktion"),
    "db_cost_ascension": N_("Kosten (Runen)"), "db_cost_shards": N_("Kosten (Kristalle)"),
    "db_honor": N_("Ehre"), "db_power": N_("Kampfkraft zum Besiegen"),
    "db_defense": N_("Verteidigung"), "db_shield": N_("Schild"),
    "db_role_starting": N_("In den Startdecks"),
    "db_role_always_available": N_("Immer verfügbar"),
    "db_role_center_deck": N_("Im zentralen Stapel"),
    "db_copies": N_("Exemplare"),
    "db_what_it_does": N_("Was die Karte tut"),
    "db_own_words": N_("In unseren Worten, aus der Kartendefinition erzeugt, die die Engine spielt (kein Kartentext)."),
    "db_every_card_data": N_("jede Karte als Definition (Daten), die die Engine vollständig spielt"),
    "db_all_cards": N_("Alle Karten"),
    "db_faq": N_("FAQ-Einträge zu dieser Karte"),
}

#: rb:132 — the card types
RB_TYPES = {"Unit": NP_("Riftbound card type", "Einheit"), "Spell": NP_("Riftbound card type", "Zauber"),
            "Gear": NP_("Riftbound card type", "Ausrüstung"),
            "Rune": NP_("Riftbound card type", "Rune"), "Legend": NP_("Riftbound card type", "Legende"),
            "Battlefield": NP_("Riftbound card type", "Schlachtfeld")}
#: rb:103.2 (champion, signature), rb:170 (token), rb:157 (basic runes)
RB_SUPERTYPES = {"Champion": NP_("Riftbound supertype", "Champion"),
                 "Signature": NP_("Riftbound supertype", "Signatur"),
                 "Token": NP_("Riftbound supertype", "Token"), "Basic": NP_("Riftbound supertype", "Basis")}
#: rb:133.2 — the six domains (and the catalogue's "Colorless"; "any": a power icon of any domain)
RB_DOMAINS = {"fury": NP_("Riftbound domain", "Wut"), "calm": NP_("Riftbound domain", "Ruhe"),
              "mind": NP_("Riftbound domain", "Geist"), "body": NP_("Riftbound domain", "Körper"),
              "chaos": NP_("Riftbound domain", "Chaos"), "order": NP_("Riftbound domain", "Ordnung"),
              "colorless": NP_("Riftbound domain", "Farblos"),
              "any": NP_("Riftbound domain", "beliebig")}
RB_RARITIES = {"Common": NP_("Riftbound rarity", "Gewöhnlich"), "Uncommon": NP_("Riftbound rarity", "Ungewöhnlich"),
               "Rare": NP_("Riftbound rarity", "Selten"),
               "Epic": NP_("Riftbound rarity", "Episch"), "Showcase": NP_("Riftbound rarity", "Showcase"),
               "Promo": NP_("Riftbound rarity", "Promo")}
RB_VARIANTS = {"standard": NP_("printing variant", "Standard"),
               "alternate_art": NP_("printing variant", "alternative Illustration"),
               "overnumbered": NP_("printing variant", "über der Setgröße nummeriert"),
               "signature": NP_("printing variant", "signiert"), "promo": NP_("printing variant", "Promo"),
               "token": NP_("printing variant", "Token")}
