"""German for the index's notes where the KeyForge editions say different things (the
``differs`` note of a record, written in English in ``rules_index``). A translation is
shown only while the English note it translates is unchanged; a new or edited note shows
in English (marked as such) until it is translated here."""

from __future__ import annotations

NOTES: dict[str, tuple[str, str]] = {  # rule ID → (English note as translated, German)
    "kf:rules/setup": (
        "PL step 7: after a mulligan the deck is given to the opponent to cut; DE: the player only shuffles.",
        "PL Schritt 7: Nach einem Mulligan wird das Deck dem Gegner zum Abheben gegeben; DE: Der Spieler mischt nur."),
    "kf:rules/aember-bonus": (
        "Text says the æmber bonus is gained 'first of all' when a card is played (DE 'als Allererstes', PL 'w "
        "pierwszej kolejności'); both timing charts (kf:timing/play) put the card into play first, and PL "
        "kf:glossary/bonus-icons resolves bonus icons after the card has entered play, before Play: abilities.",
        "Der Text sagt, der Æmber-Bonus werde beim Ausspielen „als Allererstes“ (PL „w pierwszej kolejności“) "
        "erhalten; beide Timing-Übersichten (kf:timing/play) bringen die Karte zuerst ins Spiel, und PL "
        "kf:glossary/bonus-icons handelt Bonussymbole ab, nachdem die Karte ins Spiel gekommen ist, vor den "
        "„Spielen:“-Fähigkeiten."),
    "kf:rules/ability-resolution-order": (
        "PL only: instructions resolve in printed order (replacement effects later in the text can change earlier "
        "ones), but all damage an ability deals is dealt at the same time.",
        "Nur PL: Anweisungen werden in gedruckter Reihenfolge abgehandelt (Ersatzeffekte weiter hinten im Text "
        "können frühere ändern), aber aller Schaden einer Fähigkeit wird gleichzeitig zugefügt."),
    "kf:rules/constant-abilities": (
        "PL adds that constant abilities stay active while the creature is stunned. DE is silent.",
        "PL ergänzt, dass dauerhafte Fähigkeiten aktiv bleiben, solange die Kreatur betäubt ist. DE sagt nichts dazu."),
    "kf:glossary/ward": (
        "PL adds: ward also replaces being destroyed; a ward placed after the creature was marked for destruction "
        "does not save it (but still stops other ways of leaving play). DE: ward replaces damage or leaving play.",
        "PL ergänzt: Beschützt ersetzt auch das Zerstören; ein Beschützt-Marker, der erst gelegt wird, nachdem die "
        "Kreatur zum Zerstören markiert wurde, rettet sie nicht (verhindert aber andere Arten, das Spiel zu "
        "verlassen). DE: Beschützt ersetzt Schaden oder das Verlassen des Spiels."),
    "kf:glossary/stun": (
        "PL adds that exhausting a stunned creature to remove the stun counts as 'using' it; DE adds that a stun "
        "status card and a stun token are interchangeable.",
        "PL ergänzt, dass das Erschöpfen einer betäubten Kreatur, um die Betäubung zu entfernen, als „Benutzen“ "
        "zählt; DE ergänzt, dass Betäubt-Statuskarte und Betäubt-Marker austauschbar sind."),
    "kf:glossary/replacement-effects": (
        "DE: a replacement that saves a card marked for destruction removes the mark and lasts until all "
        "'Destroyed:' abilities have triggered; PL: the replacement is resolved only when the card would be put in "
        "the discard pile, and only then does the mark go.",
        "DE: Ein Ersatzeffekt, der eine zum Zerstören markierte Karte rettet, entfernt die Markierung und gilt, "
        "bis alle „Zerstört:“-Fähigkeiten ausgelöst haben; PL: Der Ersatzeffekt wird erst abgehandelt, wenn die "
        "Karte auf den Ablagestapel käme, und erst dann fällt die Markierung weg."),
    "kf:glossary/ability": (
        "PL adds: once a card ability is triggered it resolves fully even if the card leaves play, and an effect "
        "triggered during resolution is resolved first. DE has neither sentence; the Neutron Shark FAQ "
        "(kf:faq/de-54, kf:faq/pl-42) stops the ability once the Shark is destroyed.",
        "PL ergänzt: Eine ausgelöste Kartenfähigkeit wird vollständig abgehandelt, auch wenn die Karte das Spiel "
        "verlässt, und ein während der Abhandlung ausgelöster Effekt wird zuerst abgehandelt. DE hat keinen der "
        "beiden Sätze; das FAQ zum Neutronenhai (kf:faq/de-54, kf:faq/pl-42) bricht die Fähigkeit ab, sobald der "
        "Hai zerstört ist."),
    "kf:glossary/fight": (
        "PL adds: if attacker or defender is destroyed by assault, hazardous or a 'Before Fight:' ability, no fight "
        "damage is dealt, 'Fight:' and 'during/as a result of the fight' effects do not trigger, but 'after a "
        "creature fights' and 'after a creature is used' effects do. DE is silent.",
        "PL ergänzt: Wird Angreifer oder Verteidiger durch Ansturm, Gefährlich oder eine „Vor dem Kampf:“-"
        "Fähigkeit zerstört, wird kein Kampfschaden zugefügt, „Kampf:“-Effekte und Effekte „während/infolge des "
        "Kampfes“ lösen nicht aus, Effekte „nachdem eine Kreatur gekämpft hat“ und „nachdem eine Kreatur benutzt "
        "wurde“ aber schon. DE sagt nichts dazu."),
    "kf:glossary/self-referential-text": (
        "PL adds rules for copied text and for upgrades/gained abilities that name a card's own title (they refer "
        "to the card that has the text). DE is silent.",
        "PL ergänzt Regeln für kopierten Text und für Aufwertungen oder erhaltene Fähigkeiten, die den eigenen "
        "Kartennamen nennen (gemeint ist die Karte, die den Text trägt). DE sagt nichts dazu."),
    "kf:glossary/leaves-play": (
        "PL adds: 'Leaves Play:' abilities resolve just before the card leaves play, and an ability referring to "
        "cards that left play during its resolution uses their state just before they left. DE is silent.",
        "PL ergänzt: „Verlässt das Spiel:“-Fähigkeiten werden unmittelbar bevor die Karte das Spiel verlässt "
        "abgehandelt, und eine Fähigkeit, die sich auf während ihrer Abhandlung ausgeschiedene Karten bezieht, "
        "nimmt deren Zustand unmittelbar vor dem Verlassen. DE sagt nichts dazu."),
    "kf:glossary/move": (
        "PL adds that a creature may be 'moved' to the very place it already occupies. DE is silent.",
        "PL ergänzt, dass eine Kreatur auch an genau den Platz „bewegt“ werden darf, an dem sie schon steht. DE "
        "sagt nichts dazu."),
    "kf:glossary/repeat": (
        "DE repeats the whole effect 'including the repeat instruction' (einschließlich der "
        "Wiederholungsanweisung); PL repeats it 'excluding the repeat part' (wyłączając część o powtórzeniu "
        "efektu). Both FAQs (kf:faq/de-01, kf:faq/pl-52) repeat Bait and Switch only once.",
        "DE wiederholt den ganzen Effekt „einschließlich der Wiederholungsanweisung“; PL wiederholt ihn ohne den "
        "Wiederholungsteil („wyłączając część o powtórzeniu efektu“). Beide FAQ (kf:faq/de-01, kf:faq/pl-52) "
        "wiederholen Köder nur einmal."),
    "kf:glossary/destroyed": (
        "PL adds: all marked cards go to the discard pile at the same time, none before every 'Destroyed:' effect "
        "has resolved. DE: marked cards are put in the discard pile last, in an order the active player chooses.",
        "PL ergänzt: Alle markierten Karten kommen gleichzeitig auf den Ablagestapel, keine bevor jeder "
        "„Zerstört:“-Effekt abgehandelt ist. DE: Markierte Karten werden zuletzt auf den Ablagestapel gelegt, in "
        "einer Reihenfolge, die der aktive Spieler wählt."),
    "kf:errata/aoa-103": (
        "Erratum (DE only): Shadow of Dis lasts 'until your next turn'. The DE FAQ kf:faq/de-50 says 'until the end "
        "of his next turn'; the PL FAQ kf:faq/pl-05 says 'during my next turn' (matches the erratum).",
        "Erratum (nur DE): Schatten von Dis gilt „bis zu deinem nächsten Zug“. Das DE-FAQ kf:faq/de-50 sagt „bis "
        "zum Ende seines nächsten Zugs“; das PL-FAQ kf:faq/pl-05 sagt „in meinem nächsten Zug“ (wie das Erratum)."),
    "kf:faq/de-46": (
        "DE answer: no other card may have been played 'in diesem Zug' (this turn); PL twin kf:faq/pl-01: 'w tym "
        "kroku' (this step), as the Alpha glossary entry says in both books.",
        "DE-Antwort: In diesem Zug darf keine andere Karte gespielt worden sein; der PL-Zwilling kf:faq/pl-01: "
        "„w tym kroku“ (in diesem Schritt), wie es der Glossareintrag Alpha in beiden Büchern sagt."),
    "kf:faq/de-50": (
        "DE question: Shadow of Dis lasts 'bis zum Ende seines nächsten Zugs' (until the end of the caster's next "
        "turn); PL twin: 'w mojej następnej turze' (during my next turn), as the DE erratum kf:errata/aoa-103.",
        "DE-Frage: Schatten von Dis gilt „bis zum Ende seines nächsten Zugs“; PL-Zwilling: „w mojej następnej "
        "turze“ (in meinem nächsten Zug), wie das DE-Erratum kf:errata/aoa-103."),
    "kf:faq/pl-01": (
        "PL answer: no card may have been played 'in this step'; DE twin kf:faq/de-46 says 'this turn'. Alpha "
        "(kf:glossary/alpha) counts the current step.",
        "PL-Antwort: In diesem Schritt darf keine Karte gespielt worden sein; der DE-Zwilling kf:faq/de-46 sagt "
        "„in diesem Zug“. Alpha (kf:glossary/alpha) zählt den laufenden Schritt."),
    "kf:faq/pl-05": (
        "PL question: Shadow of Dis lasts 'during my next turn'; DE twin kf:faq/de-50: 'until the end of his next "
        "turn'. The DE erratum kf:errata/aoa-103 says 'until your next turn'.",
        "PL-Frage: Schatten von Dis gilt „in meinem nächsten Zug“; DE-Zwilling kf:faq/de-50: „bis zum Ende seines "
        "nächsten Zugs“. Das DE-Erratum kf:errata/aoa-103 sagt „bis zu deinem nächsten Zug“."),
    "kf:timing/play/aember-bonus": (
        "DE chart: resolve the æmber bonus; PL chart: resolve all bonus icons (æmber, capture, damage, draw) one at "
        "a time. Both after the card is put into play, against the 'first of all' of kf:rules/aember-bonus.",
        "DE-Übersicht: den Æmber-Bonus abhandeln; PL-Übersicht: alle Bonussymbole (Æmber, Erbeuten, Schaden, "
        "Ziehen) nacheinander abhandeln. Beide, nachdem die Karte ins Spiel gebracht wurde – gegen das „als "
        "Allererstes“ von kf:rules/aember-bonus."),
    "kf:timing/play/play-effects": (
        "DE window: 'Play:' effects and 'after a card is played/has entered play' effects; PL: 'Play:' and 'when "
        "it enters play' effects (no 'after a card is played').",
        "DE-Zeitfenster: „Spielen:“-Effekte und Effekte „nachdem eine Karte gespielt wurde/ins Spiel gekommen "
        "ist“; PL: „Spielen:“ und Effekte „wenn sie ins Spiel kommt“ (kein „nachdem eine Karte gespielt wurde“)."),
    "kf:timing/fight/after-fight": (
        "DE window: 'Fight:', 'after a creature fights' and 'after a creature is used'; PL: 'Fight:', 'after a "
        "creature fights' and 'each time a creature fights' (no 'after used').",
        "DE-Zeitfenster: „Kampf:“, „nachdem eine Kreatur gekämpft hat“ und „nachdem eine Kreatur benutzt wurde“; "
        "PL: „Kampf:“, „nachdem eine Kreatur gekämpft hat“ und „jedes Mal, wenn eine Kreatur kämpft“ (kein "
        "„nachdem benutzt“)."),
    "kf:timing/reap/after-reap": (
        "DE window includes 'after a creature is used' effects; PL names only 'Reap:' and 'after a creature reaps'.",
        "Das DE-Zeitfenster umfasst Effekte „nachdem eine Kreatur benutzt wurde“; PL nennt nur „Ernten:“ und "
        "„nachdem eine Kreatur geerntet hat“."),
    "kf:timing/action/after-use": (
        "DE chart only: the PL chart prints no trigger window after an action/omni ability.",
        "Nur die DE-Übersicht: Die PL-Übersicht druckt kein Auslösefenster nach einer Aktions- oder "
        "Universell-Fähigkeit."),
    "kf:timing/damage": (
        "PL inserts 'use ward to prevent damage' as step 2, between prevention effects and armor "
        "(kf:timing/damage/ward); the DE chart has three steps (prevention, armor, damage).",
        "PL fügt „Beschützt nutzen, um Schaden zu verhindern“ als Schritt 2 ein, zwischen Verhinderungseffekten "
        "und Rüstung (kf:timing/damage/ward); die DE-Übersicht hat drei Schritte (Verhindern, Rüstung, Schaden)."),
    "kf:timing/damage/ward": (
        "PL chart only: ward is used after damage-prevention effects and before armor. The DE chart has no ward "
        "step (DE kf:glossary/ward only says the ward token is removed instead of the damage).",
        "Nur die PL-Übersicht: Beschützt wird nach den Effekten, die Schaden verhindern, und vor der Rüstung "
        "genutzt. Die DE-Übersicht hat keinen Beschützt-Schritt (DE kf:glossary/ward sagt nur, dass statt des "
        "Schadens der Beschützt-Marker entfernt wird)."),
}


def differs_note(rule_id: str, note: str | None, ui: str) -> tuple[str, str]:
    """(text, language) of a record's ``differs`` note for the interface's language."""
    if ui == "de" and rule_id in NOTES and NOTES[rule_id][0] == note:
        return NOTES[rule_id][1], "de"
    return note or "", "en"
