"""Riftbound's game words in English and Polish → the words its German Core Rules use.

The Riftbound rules exist here only in German; a question in English or Polish meets them
through this table (as KeyForge's questions meet the Polish and German documents through its
glossary). Each entry: English term → {"de": [words of the German rules], "pl": [the words
Polish players use]}. The German words are checked against the document by the tests; the
Polish ones are player usage (no Polish Riftbound document exists), so they only bridge a
question to the German words. ``rules_index.terms.all_terms`` merges this table with the
general one, so query expansion (full text) and the glossed question (meaning) both use it.

Terms are matched after stemming, so one form per word is usually enough; Polish words that
the stemmer does not reduce to one stem (ruch / ruszyć) are listed in their forms.
"""

from __future__ import annotations

RB_TERMS: dict[str, dict[str, list[str]]] = {
    # card types and game objects
    "unit": {"de": ["Einheit"], "pl": ["jednostka"]},
    "units": {"de": ["Einheiten"], "pl": ["jednostki"]},
    "spell": {"de": ["Zauber", "Zauberspruch"], "pl": ["zaklęcie", "czar"]},
    "gear": {"de": ["Ausrüstung", "Ausrüstungsgegenstand"], "pl": ["sprzęt", "ekwipunek"]},
    "equipment": {"de": ["Ausrüstung"], "pl": ["ekwipunek"]},
    "rune": {"de": ["Rune"], "pl": ["runa"]},
    "runes": {"de": ["Runen"], "pl": ["runy"]},
    "basic rune": {"de": ["Grundrune"], "pl": ["podstawowa runa"]},
    "rune deck": {"de": ["Runendeck"], "pl": ["talia run"]},
    "rune pool": {"de": ["Runenpool"], "pl": ["pula run"]},
    "main deck": {"de": ["Hauptdeck"], "pl": ["talia główna"]},
    "battlefield": {"de": ["Schlachtfeld"], "pl": ["pole bitwy"]},
    "legend": {"de": ["Legende", "Champion-Legende"], "pl": ["legenda"]},
    "chosen champion": {"de": ["Ausgewählter Champion"], "pl": ["wybrany czempion"]},
    "token": {"de": ["Token"], "pl": ["żeton"]},
    "permanent": {"de": ["Permanente"], "pl": ["permanent"]},
    "buff": {"de": ["Buff"], "pl": ["wzmocnienie"]},
    "domain": {"de": ["Domäne"], "pl": ["domena"]},
    "signature": {"de": ["Signaturkarte"], "pl": ["sygnaturowa"]},
    "copies": {"de": ["Kopien", "Exemplare"], "pl": ["kopie", "egzemplarze"]},
    # places
    "base": {"de": ["Basis"], "pl": ["baza"]},
    "board": {"de": ["Spielbrett", "Brett"], "pl": ["plansza"]},
    "zone": {"de": ["Zone"], "pl": ["strefa"]},
    "trash": {"de": ["Ablagestapel"], "pl": ["cmentarz"]},
    "banishment": {"de": ["Verbannung"], "pl": ["wygnanie"]},
    "face down": {"de": ["verdeckt"], "pl": ["zakryta", "zakryte"]},
    # resources and stats
    "energy": {"de": ["Energie"], "pl": ["energia"]},
    "power": {"de": ["Power"], "pl": ["moc"]},
    "might": {"de": ["Macht"], "pl": ["moc", "siła"]},
    "mighty": {"de": ["mächtig"], "pl": ["potężna", "potężny"]},
    # turn structure
    "setup": {"de": ["Einrichtungsprozess"], "pl": ["przygotowanie"]},
    "turn player": {"de": ["Zugspieler"], "pl": ["gracz aktywny"]},
    "channel": {"de": ["kanalisieren", "Kanalisierungsphase"], "pl": ["kanałowanie"]},
    "cleanup": {"de": ["Cleanup"], "pl": ["porządkowanie"]},
    "open state": {"de": ["offener Zustand"], "pl": ["stan otwarty"]},
    "closed state": {"de": ["geschlossener Zustand"], "pl": ["stan zamknięty"]},
    "priority": {"de": ["Priorität"], "pl": ["priorytet"]},
    "focus": {"de": ["Fokus"], "pl": ["skupienie"]},
    "chain": {"de": ["Kette"], "pl": ["łańcuch"]},
    "showdown": {"de": ["Showdown"], "pl": ["starcie"]},
    "layer": {"de": ["Ebene"], "pl": ["warstwa"]},
    "concede": {"de": ["aufgeben"], "pl": ["poddać"]},
    "game mode": {"de": ["Spielmodus"], "pl": ["tryb gry"]},
    # fighting and scoring
    "combat": {"de": ["Kampf"], "pl": ["walka"]},
    "attacker": {"de": ["Angreifer"], "pl": ["atakujący"]},
    "defender": {"de": ["Verteidiger"], "pl": ["obrońca"]},
    "conquer": {"de": ["erobern", "Eroberung"], "pl": ["podbić", "podbój"]},
    "hold": {"de": ["Halten"], "pl": ["utrzymać", "utrzymanie"]},
    "score": {"de": ["punkten", "Punkt"], "pl": ["punkt", "punktować"]},
    "victory points": {"de": ["Siegpunkte", "Siegpunktzahl"], "pl": ["punkty zwycięstwa"]},
    "controller": {"de": ["Beherrscher"], "pl": ["kontrolujący"]},
    # actions
    "move": {"de": ["bewegen", "Bewegung"], "pl": ["ruch", "ruszyć", "przesunąć", "przesuwać"]},
    "standard move": {"de": ["Standardbewegung", "standardzug"], "pl": ["ruch standardowy"]},
    "recall": {"de": ["Rückruf"], "pl": ["przywołanie", "odwołanie"]},
    "recycle": {"de": ["recyceln", "Recycling"], "pl": ["recyklować", "recykling", "recykluję"]},
    "kill": {"de": ["töten", "getötet"], "pl": ["zabić", "zabita"]},
    "counter": {"de": ["kontern"], "pl": ["skontrować", "kontra"]},
    "stun": {"de": ["betäuben", "betäubt"], "pl": ["ogłuszyć", "ogłuszona"]},
    "reveal": {"de": ["aufdecken"], "pl": ["odkryć", "ujawnić"]},
    "discard": {"de": ["abwerfen"], "pl": ["odrzucić"]},
    "hide": {"de": ["verstecken"], "pl": ["ukryć"]},
    "banish": {"de": ["verbannen"], "pl": ["wygnać"]},
    "ready": {"de": ["bereit"], "pl": ["gotowy"]},
    # keywords (the German glossary of keywords, rules 717-729)
    "accelerate": {"de": ["Beschleunigen"], "pl": ["przyspieszenie"]},
    "action": {"de": ["Aktion"], "pl": ["akcja"]},
    "assault": {"de": ["Sturmangriff"], "pl": ["szturm", "natarcie"]},
    "deathknell": {"de": ["Todesstoß"], "pl": ["podzwonne"]},
    "deflect": {"de": ["Ablenken"], "pl": ["odbicie", "odbić"]},
    "ganking": {"de": ["Ganking"], "pl": ["gankowanie"]},
    "hidden": {"de": ["Versteckt"], "pl": ["ukryty", "ukrycie"]},
    "legion": {"de": ["Legion"], "pl": ["legion"]},
    "reaction": {"de": ["Reaktion"], "pl": ["reakcja"]},
    "shield": {"de": ["Schild"], "pl": ["tarcza"]},
    "tank": {"de": ["Tank"], "pl": ["tank"]},
    "temporary": {"de": ["Temporär"], "pl": ["tymczasowy", "tymczasowa"]},
    "vision": {"de": ["Vision"], "pl": ["wizja"]},
    "burn out": {"de": ["Burn Out"], "pl": ["wypalenie"]},
    # rules nouns of the document not bridged before (energy cost, beginning phase, legend zone …)
    "location": {"de": ["ort", "orte", "orten", "orts"], "pl": ["lokacja", "lokacji", "lokacje", "lokalizacja"]},
    "tag": {"de": ["tag", "tags", "markierung"], "pl": ["tag", "tagi", "tagu", "etykieta"]},
    "energy cost": {"de": ["energiekosten"], "pl": ["koszt energii", "koszt energetyczny", "kosztu energii"]},
    "power cost": {"de": ["powerkosten"], "pl": ["koszt mocy", "kosztu mocy"]},
    "beginning phase": {"de": ["anfangsphase"], "pl": ["faza początkowa", "fazie początkowej", "fazy początkowej"]},
    "action phase": {"de": ["aktionsphase"], "pl": ["faza akcji", "fazie akcji", "fazy akcji"]},
    "draw phase": {"de": ["ziehphase"], "pl": ["faza dobierania", "fazie dobierania", "fazy dobierania"]},
    "initial chain": {"de": ["anfangskette"], "pl": ["łańcuch początkowy", "początkowy łańcuch", "początkowego łańcucha"]},
    "combat damage": {"de": ["kampfschaden"], "pl": ["obrażenia w walce", "obrażenia bojowe", "obrażeń w walce"]},
    "legend zone": {"de": ["legendenzone"], "pl": ["strefa legendy", "strefie legendy", "strefy legendy"]},
    "discretionary action": {"de": ["ermessensaktion", "ermessensaktionen"], "pl": ["akcja dowolna", "akcje dowolne", "akcja uznaniowa"]},
    "domain identity": {"de": ["domänenidentität"], "pl": ["tożsamość domeny", "tożsamości domeny", "tożsamość domen"]},
    "contested": {"de": ["umkämpft", "umstritten"], "pl": ["sporny", "sporne", "sporna", "kontestowany"]},
    "uncontrolled": {"de": ["unkontrolliert", "unkontrolliertes"], "pl": ["niekontrolowany", "niekontrolowane", "bez kontroli"]},
    "triggered ability": {"de": ["auslösbare"], "pl": ["zdolność wyzwalana", "zdolności wyzwalane", "umiejętność wyzwalana"]},
    "permanent card": {"de": ["bleibende"], "pl": ["karta permanentna", "karty permanentne", "permanentna karta"]},
    "points to win": {"de": ["siegespunktzahl"], "pl": ["punkty do zwycięstwa", "punktów do wygranej", "próg zwycięstwa"]},
    "1v1": {"de": ["1v1", "duell"], "pl": ["pojedynek"]},
    "game modes": {"de": ["spielmodi"], "pl": ["tryby gry", "trybach gry", "trybów gry"]},
    "recycled": {"de": ["recycelt", "recycle", "recyclet"], "pl": ["zrecyklowany", "zrecyklowana", "recyklowana"]},
    "channeled": {"de": ["kanalisiert"], "pl": ["kanałowana", "kanałowany", "kanałowanie"]},
    "scored": {"de": ["gepunktet"], "pl": ["zapunktował", "zdobył punkt", "punktował"]},
}
