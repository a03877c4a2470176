"""The index's notes where the KeyForge editions say different things (the ``differs`` note of
a record), in every interface language.

``rules_index`` writes each note in English, next to the rule it concerns (``Rule.differs``;
the API and the graph carry it as written). The pages say it in the interface's language:
``NOTES`` names, per rule ID, the note as a message of the pages' catalogue (German the msgid,
as everywhere in ``web/i18n``; English and Polish its translations). The catalogue's English is
the index's note: a translation is shown only while it still says what the index says, so a
note edited in ``rules_index`` shows in English (marked as such) until the catalogue follows
(a test compares every entry with the index). The German is the msgid rather than the English
because the catalogue's source language is German; the English stays the index's own text."""

from __future__ import annotations

from ..i18n.catalogue import N_, tr

NOTES: dict[str, str] = {  # rule ID → the note (English: the index's ``differs`` text)
    "kf:rules/setup": N_(
        "PL Schritt 7: Nach einem Mulligan wird das Deck dem Gegner zum Abheben gegeben; DE: Der Spieler "
        "mischt nur."),
    "kf:rules/aember-bonus": N_(
        "Der Text sagt, der Æmber-Bonus werde beim Ausspielen „als Allererstes“ (PL „w pierwszej kolejności“) "
        "erhalten; beide Timing-Übersichten (kf:timing/play) bringen die Karte zuerst ins Spiel, und PL "
        "kf:glossary/bonus-icons handelt Bonussymbole ab, nachdem die Karte ins Spiel gekommen ist, vor den "
        "„Spielen:“-Fähigkeiten."),
    "kf:rules/ability-resolution-order": N_(
        "Nur PL: Anweisungen werden in gedruckter Reihenfolge abgehandelt (Ersatzeffekte weiter hinten im "
        "Text können frühere ändern), aber aller Schaden einer Fähigkeit wird gleichzeitig zugefügt."),
    "kf:rules/constant-abilities": N_(
        "PL ergänzt, dass dauerhafte Fähigkeiten aktiv bleiben, solange die Kreatur betäubt ist. DE sagt "
        "nichts dazu."),
    "kf:glossary/ward": N_(
        "PL ergänzt: Beschützt ersetzt auch das Zerstören; ein Beschützt-Marker, der erst gelegt wird, "
        "nachdem die Kreatur zum Zerstören markiert wurde, rettet sie nicht (verhindert aber andere Arten, "
        "das Spiel zu verlassen). DE: Beschützt ersetzt Schaden oder das Verlassen des Spiels."),
    "kf:glossary/stun": N_(
        "PL ergänzt, dass das Erschöpfen einer betäubten Kreatur, um die Betäubung zu entfernen, als "
        "„Benutzen“ zählt; DE ergänzt, dass Betäubt-Statuskarte und Betäubt-Marker austauschbar sind."),
    "kf:glossary/replacement-effects": N_(
        "DE: Ein Ersatzeffekt, der eine zum Zerstören markierte Karte rettet, entfernt die Markierung und "
        "gilt, bis alle „Zerstört:“-Fähigkeiten ausgelöst haben; PL: Der Ersatzeffekt wird erst abgehandelt, "
        "wenn die Karte auf den Ablagestapel käme, und erst dann fällt die Markierung weg."),
    "kf:glossary/ability": N_(
        "PL ergänzt: Eine ausgelöste Kartenfähigkeit wird vollständig abgehandelt, auch wenn die Karte das "
        "Spiel verlässt, und ein während der Abhandlung ausgelöster Effekt wird zuerst abgehandelt. DE hat "
        "keinen der beiden Sätze; das FAQ zum Neutronenhai (kf:faq/de-54, kf:faq/pl-42) bricht die Fähigkeit "
        "ab, sobald der Hai zerstört ist."),
    "kf:glossary/fight": N_(
        "PL ergänzt: Wird Angreifer oder Verteidiger durch Ansturm, Gefährlich oder eine „Vor dem "
        "Kampf:“-Fähigkeit zerstört, wird kein Kampfschaden zugefügt, „Kampf:“-Effekte und Effekte "
        "„während/infolge des Kampfes“ lösen nicht aus, Effekte „nachdem eine Kreatur gekämpft hat“ und "
        "„nachdem eine Kreatur benutzt wurde“ aber schon. DE sagt nichts dazu."),
    "kf:glossary/self-referential-text": N_(
        "PL ergänzt Regeln für kopierten Text und für Aufwertungen oder erhaltene Fähigkeiten, die den "
        "eigenen Kartennamen nennen (gemeint ist die Karte, die den Text trägt). DE sagt nichts dazu."),
    "kf:glossary/leaves-play": N_(
        "PL ergänzt: „Verlässt das Spiel:“-Fähigkeiten werden unmittelbar bevor die Karte das Spiel verlässt "
        "abgehandelt, und eine Fähigkeit, die sich auf während ihrer Abhandlung ausgeschiedene Karten "
        "bezieht, nimmt deren Zustand unmittelbar vor dem Verlassen. DE sagt nichts dazu."),
    "kf:glossary/move": N_(
        "PL ergänzt, dass eine Kreatur auch an genau den Platz „bewegt“ werden darf, an dem sie schon steht. "
        "DE sagt nichts dazu."),
    "kf:glossary/repeat": N_(
        "DE wiederholt den ganzen Effekt „einschließlich der Wiederholungsanweisung“; PL wiederholt ihn ohne "
        "den Wiederholungsteil („wyłączając część o powtórzeniu efektu“). Beide FAQ (kf:faq/de-01, "
        "kf:faq/pl-52) wiederholen Köder nur einmal."),
    "kf:glossary/destroyed": N_(
        "PL ergänzt: Alle markierten Karten kommen gleichzeitig auf den Ablagestapel, keine bevor jeder "
        "„Zerstört:“-Effekt abgehandelt ist. DE: Markierte Karten werden zuletzt auf den Ablagestapel gelegt, "
        "in einer Reihenfolge, die der aktive Spieler wählt."),
    "kf:errata/aoa-103": N_(
        "Erratum (nur DE): Schatten von Dis gilt „bis zu deinem nächsten Zug“. Das DE-FAQ kf:faq/de-50 sagt "
        "„bis zum Ende seines nächsten Zugs“; das PL-FAQ kf:faq/pl-05 sagt „in meinem nächsten Zug“ (wie das "
        "Erratum)."),
    "kf:faq/de-46": N_(
        "DE-Antwort: In diesem Zug darf keine andere Karte gespielt worden sein; der PL-Zwilling "
        "kf:faq/pl-01: „w tym kroku“ (in diesem Schritt), wie es der Glossareintrag Alpha in beiden Büchern "
        "sagt."),
    "kf:faq/de-50": N_(
        "DE-Frage: Schatten von Dis gilt „bis zum Ende seines nächsten Zugs“; PL-Zwilling: „w mojej następnej "
        "turze“ (in meinem nächsten Zug), wie das DE-Erratum kf:errata/aoa-103."),
    "kf:faq/pl-01": N_(
        "PL-Antwort: In diesem Schritt darf keine Karte gespielt worden sein; der DE-Zwilling kf:faq/de-46 "
        "sagt „in diesem Zug“. Alpha (kf:glossary/alpha) zählt den laufenden Schritt."),
    "kf:faq/pl-05": N_(
        "PL-Frage: Schatten von Dis gilt „in meinem nächsten Zug“; DE-Zwilling kf:faq/de-50: „bis zum Ende "
        "seines nächsten Zugs“. Das DE-Erratum kf:errata/aoa-103 sagt „bis zu deinem nächsten Zug“."),
    "kf:timing/play/aember-bonus": N_(
        "DE-Übersicht: den Æmber-Bonus abhandeln; PL-Übersicht: alle Bonussymbole (Æmber, Erbeuten, Schaden, "
        "Ziehen) nacheinander abhandeln. Beide, nachdem die Karte ins Spiel gebracht wurde – gegen das „als "
        "Allererstes“ von kf:rules/aember-bonus."),
    "kf:timing/play/play-effects": N_(
        "DE-Zeitfenster: „Spielen:“-Effekte und Effekte „nachdem eine Karte gespielt wurde/ins Spiel gekommen "
        "ist“; PL: „Spielen:“ und Effekte „wenn sie ins Spiel kommt“ (kein „nachdem eine Karte gespielt "
        "wurde“)."),
    "kf:timing/fight/after-fight": N_(
        "DE-Zeitfenster: „Kampf:“, „nachdem eine Kreatur gekämpft hat“ und „nachdem eine Kreatur benutzt "
        "wurde“; PL: „Kampf:“, „nachdem eine Kreatur gekämpft hat“ und „jedes Mal, wenn eine Kreatur kämpft“ "
        "(kein „nachdem benutzt“)."),
    "kf:timing/reap/after-reap": N_(
        "Das DE-Zeitfenster umfasst Effekte „nachdem eine Kreatur benutzt wurde“; PL nennt nur „Ernten:“ und "
        "„nachdem eine Kreatur geerntet hat“."),
    "kf:timing/action/after-use": N_(
        "Nur die DE-Übersicht: Die PL-Übersicht druckt kein Auslösefenster nach einer Aktions- oder "
        "Universell-Fähigkeit."),
    "kf:timing/damage": N_(
        "PL fügt „Beschützt nutzen, um Schaden zu verhindern“ als Schritt 2 ein, zwischen "
        "Verhinderungseffekten und Rüstung (kf:timing/damage/ward); die DE-Übersicht hat drei Schritte "
        "(Verhindern, Rüstung, Schaden)."),
    "kf:timing/damage/ward": N_(
        "Nur die PL-Übersicht: Beschützt wird nach den Effekten, die Schaden verhindern, und vor der Rüstung "
        "genutzt. Die DE-Übersicht hat keinen Beschützt-Schritt (DE kf:glossary/ward sagt nur, dass statt des "
        "Schadens der Beschützt-Marker entfernt wird)."),
}


def differs_note(rule_id: str, note: str | None, ui: str) -> tuple[str, str]:
    """(text, language) of a record's ``differs`` note for the interface's language."""
    msg = NOTES.get(rule_id)
    if msg is not None and note and tr("en", msg) == note:
        return tr(ui, msg), ui
    return note or "", "en"
