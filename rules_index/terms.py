"""English game terms → the words the rule documents use.

The documents are German and Polish; players and judges often ask in English. A query
word (or phrase) found here is expanded into the document terms before searching. The
KeyForge glossary adds its own entries at run time (the English slug of each glossary ID
maps to its German and Polish headings), so this table holds what the slugs do not say.

Each entry: English term → {"de": [...], "pl": [...]}; terms are matched after stemming,
so one form per word is enough.
"""

from __future__ import annotations

TERMS: dict[str, dict[str, list[str]]] = {
    # KeyForge
    # the documents print æmber as the word or as its symbol Æ (``model.AEMBER``: "1 Æ erhalten")
    "amber": {"de": ["Æmber", "Æ"], "pl": ["Æmber", "Æ"]},
    "aember": {"de": ["Æmber", "Æ"], "pl": ["Æmber", "Æ"]},
    "capture": {"de": ["erbeuten", "erbeutet"], "pl": ["przejęcie", "przejmuje"]},
    "steal": {"de": ["stehlen", "stiehlt"], "pl": ["kradzież", "ukradnij"]},
    "creature": {"de": ["Kreatur"], "pl": ["stworzenie", "stwór"]},
    "artifact": {"de": ["Artefakt"], "pl": ["artefakt"]},
    "upgrade": {"de": ["Aufwertung"], "pl": ["ulepszenie"]},
    "action": {"de": ["Aktion"], "pl": ["akcja"]},
    "fight": {"de": ["Kampf", "kämpfen"], "pl": ["walka", "walczy"]},
    "attack": {"de": ["angreifen", "Angriff", "Kampf"], "pl": ["atak", "walka"]},
    "reap": {"de": ["ernten", "Ernte"], "pl": ["zbieranie", "zbiera"]},
    "stun": {"de": ["betäuben", "betäubt"], "pl": ["ogłuszenie", "ogłuszony"]},
    "stunned": {"de": ["betäubt"], "pl": ["ogłuszony"]},
    "enrage": {"de": ["wütend"], "pl": ["rozjuszenie"]},
    "exhaust": {"de": ["erschöpfen", "erschöpft"], "pl": ["wyczerpać", "wyczerpana"]},
    "ready": {"de": ["spielbereit"], "pl": ["przygotowana", "przygotuj"]},
    "key": {"de": ["Schlüssel"], "pl": ["klucz"]},
    "forge": {"de": ["schmieden"], "pl": ["wykuwanie", "wykuj"]},
    "house": {"de": ["Fraktion"], "pl": ["dom"]},
    "chain": {"de": ["Kette"], "pl": ["łańcuch"]},
    "chains": {"de": ["Ketten"], "pl": ["łańcuchy"]},
    "draw": {"de": ["ziehen"], "pl": ["dobierz", "dobieranie"]},
    "discard": {"de": ["ablegen", "Ablagestapel"], "pl": ["odrzucić", "odrzuconych"]},
    "archive": {"de": ["Archiv", "archivieren"], "pl": ["archiwum"]},
    "destroyed": {"de": ["zerstört"], "pl": ["zniszczony", "zniszczenie"]},
    "destroy": {"de": ["zerstören"], "pl": ["zniszcz"]},
    # "a creature dies" (KeyForge: zerstört) and "a unit dies" (Riftbound: getötet)
    "die": {"de": ["zerstört", "getötet"], "pl": ["zniszczony"]},
    "damage": {"de": ["Schaden"], "pl": ["obrażenia"]},
    "armor": {"de": ["Rüstung"], "pl": ["pancerz"]},
    "power": {"de": ["Stärke", "Macht"], "pl": ["siła"]},
    "elusive": {"de": ["schwer zu fassen"], "pl": ["nieuchwytność"]},
    "poison": {"de": ["Gift"], "pl": ["trucizna"]},
    "hazardous": {"de": ["gefährlich"], "pl": ["niebezpieczny"]},
    "flank": {"de": ["Flanke"], "pl": ["flanka"]},
    "neighbor": {"de": ["Nachbar", "benachbart"], "pl": ["sąsiad"]},
    "neighbour": {"de": ["Nachbar", "benachbart"], "pl": ["sąsiad"]},
    "battleline": {"de": ["Schlachtreihe"], "pl": ["szyk"]},
    "sacrifice": {"de": ["opfern"], "pl": ["poświęcenie", "poświęć"]},
    "purge": {"de": ["verbannen"], "pl": ["usunięcie"]},
    "banish": {"de": ["verbannen", "bannen"], "pl": ["usunięcie"]},
    "break": {"de": ["sprengen"], "pl": ["zerwać", "zerwanie"]},
    "leaves play": {"de": ["verlässt das Spiel"], "pl": ["opuszczenie gry"]},
    "first turn": {"de": ["ersten Zug"], "pl": ["pierwsza tura"]},
    "turn": {"de": ["Zug", "Runde"], "pl": ["tura"]},
    "opponent": {"de": ["Gegner"], "pl": ["przeciwnik"]},
    "control": {"de": ["Kontrolle", "kontrolliert"], "pl": ["kontrola"]},
    "owner": {"de": ["Besitzer"], "pl": ["właściciel"]},
    "hand": {"de": ["Hand"], "pl": ["ręka"]},
    "deck": {"de": ["Deck"], "pl": ["talia"]},
    "play": {"de": ["spielen"], "pl": ["zagranie", "zagraj"]},
    "played": {"de": ["gespielt"], "pl": ["zagrana"]},
    "cannot": {"de": ["kann nicht"], "pl": ["nie może"]},
    "must": {"de": ["muss"], "pl": ["musi"]},
    "repeat": {"de": ["wiederholen"], "pl": ["powtórzenie"]},
    "return": {"de": ["zurückschicken", "zurück"], "pl": ["zwrócenie"]},
    "replacement": {"de": ["Ersatzeffekt"], "pl": ["efekt zastępujący"]},
    "instead": {"de": ["stattdessen"], "pl": ["zamiast"]},
    "heal": {"de": ["heilen"], "pl": ["leczenie"]},
    "bonus": {"de": ["Bonus"], "pl": ["premia"]},
    "swap": {"de": ["tauschen"], "pl": ["zamiana"]},
    "rule of six": {"de": ["Regel der Sechs"], "pl": ["zasada szóstki"]},
    "timing": {"de": ["Timing"], "pl": ["kolejność"]},
    # KeyForge nouns the glossary does not head
    "crucible": {"de": ["schmelztiegel", "schmelztiegels"], "pl": ["tygiel", "tygla", "tyglu"]},
    "archon": {"de": ["archont", "archonten"], "pl": ["archont", "archonta", "archontów", "archonci"]},
    "pool": {"de": ["vorrat"], "pl": ["pula", "puli", "pulę"]},
    "common supply": {"de": ["reserve"], "pl": ["pula ogólna", "puli ogólnej", "pulę ogólną"]},
    "vault": {"de": ["schatzkammer", "schatzkammern"], "pl": ["krypta", "krypty", "krypt", "kryptę"]},
    "forged": {"de": ["geschmiedet", "geschmiedete", "geschmiedeter"], "pl": ["wykuty", "wykuta", "wykute", "wykutych"]},
    "status card": {"de": ["statuskarte", "statuskarten"], "pl": ["karta stanu", "karty stanu", "kart stanu", "kartę stanu"]},
    "identity card": {"de": ["avatarkarte"], "pl": ["karta tożsamości", "karty tożsamości", "karcie tożsamości", "kartę tożsamości"]},
    "action card": {"de": ["aktionskarte", "aktionskarten"], "pl": ["karta akcji", "karty akcji", "kartę akcji"]},
    "damage token": {"de": ["schadensmarker"], "pl": ["żeton obrażeń", "żetony obrażeń", "żetonów obrażeń"]},
    "damage marker": {"de": ["schadensmarker"], "pl": ["znacznik obrażeń", "znaczniki obrażeń", "żeton obrażeń"]},
    "rule of 6": {"de": ["sechser"], "pl": ["zasada szóstki", "zasady szóstki"]},
    "mulligan": {"de": ["mulligan", "mulligans"], "pl": ["mulligan", "wymiana ręki", "wymienić rękę"]},
    # Riftbound
    "unit": {"de": ["Einheit"], "pl": []},
    "gear": {"de": ["Ausrüstung"], "pl": ["wyposażenie"]},
    "spell": {"de": ["Zauber"], "pl": []},
    "battlefield": {"de": ["Schlachtfeld"], "pl": ["pole bitwy", "bitwa"]},
    "legend": {"de": ["Legende"], "pl": []},
    "rune": {"de": ["Rune"], "pl": []},
    "might": {"de": ["Macht"], "pl": ["moc"]},
    "showdown": {"de": ["Showdown"], "pl": ["starcie"]},
    "priority": {"de": ["Priorität"], "pl": []},
    "focus": {"de": ["Fokus"], "pl": ["skupienie"]},
    "conquer": {"de": ["erobern", "Eroberung"], "pl": ["podbój", "podbić", "zdobyć"]},
    "hold": {"de": ["halten"], "pl": ["utrzymać"]},
    "channel": {"de": ["kanalisieren"], "pl": []},
    "cleanup": {"de": ["Bereinigung", "bereinigen"], "pl": []},
    "combat": {"de": ["Kampf"], "pl": ["walka", "bój"]},
    "reaction": {"de": ["Reaktion"], "pl": []},
    "stack": {"de": ["Kette", "Stapel"], "pl": ["stos"]},
    "point": {"de": ["Punkt"], "pl": ["punkt"]},
    "hidden": {"de": ["verdeckt", "Verstecken"], "pl": ["ukryty"]},
    # Ascension
    "honor gems": {"de": ["Ehre-Steine"], "pl": []},
    "honor": {"de": ["Ehre"], "pl": []},
    "honour": {"de": ["Ehre"], "pl": []},
    "construct": {"de": ["Konstrukt"], "pl": []},
    "hero": {"de": ["Held"], "pl": []},
    "monster": {"de": ["Monster"], "pl": ["potwór"]},
    "center row": {"de": ["zentrale Auslage"], "pl": ["rząd centralny"]},
    "void": {"de": ["Leere"], "pl": ["otchłań"]},
    "mechana": {"de": ["Mechana", "Maschinen"], "pl": []},
    "cultist": {"de": ["Kultist"], "pl": []},
    "acquire": {"de": ["kaufen"], "pl": []},
    "defeat": {"de": ["besiegen"], "pl": []},
    "order": {"de": ["Reihenfolge"], "pl": ["kolejność"]},
    "where": {"de": ["wohin"], "pl": ["gdzie"]},
    "run out": {"de": ["ausgehen", "aufgebraucht"], "pl": ["zabraknie"]},
    # Shards of Infinity
    "mastery": {"de": ["Erfahrung", "Erfahrungsbonus"], "pl": []},
    "health": {"de": ["Leben"], "pl": ["życie", "zdrowie"]},
    "champion": {"de": ["Champion"], "pl": ["czempion"]},
    "mercenary": {"de": ["Söldner", "Soldner"], "pl": []},
    "ally": {"de": ["Verbündete", "Verbundete"], "pl": ["sojusznik"]},
    "shield": {"de": ["Schild"], "pl": ["tarcza"]},
    "gem": {"de": ["Kristall"], "pl": []},
    "infinity": {"de": ["unendlich"], "pl": []},
    "fast play": {"de": ["schnellausspielen", "schnellausspielst", "schnellausspiele"], "pl": []},
    # general words of every game
    "win": {"de": ["gewinnen", "Sieg", "gewinnt"], "pl": ["wygrać", "zwycięstwo", "wygrywa"]},
    "tie": {"de": ["Gleichstand"], "pl": []},
    "player": {"de": ["Spieler"], "pl": ["gracz"]},
    "card": {"de": ["Karte"], "pl": ["karta"]},
    "setup": {"de": ["Spielvorbereitung", "Aufbau"], "pl": ["przygotowanie"]},
    "start": {"de": ["Beginn", "Anfang", "Start"], "pl": ["początek"]},
    "end": {"de": ["Ende"], "pl": ["koniec"]},
    "end of turn": {"de": ["Zugende", "Ende des Zuges"], "pl": ["koniec tury"]},
    "discard pile": {"de": ["Ablagestapel", "Abwurfstapel"], "pl": ["stos kart odrzuconych"]},
    "draw pile": {"de": ["Nachziehstapel"], "pl": ["talia do dobierania"]},
    "empty": {"de": ["leer"], "pl": ["pusty", "skończy"]},
    "shuffle": {"de": ["mischen"], "pl": ["przetasować"]},
    "score": {"de": ["Punktzahl", "Punkte"], "pl": ["wynik", "punkty"]},
    "keyword": {"de": ["Schlüsselwort"], "pl": ["słowo kluczowe"]},
    "ability": {"de": ["Fähigkeit"], "pl": ["zdolność"]},
    "effect": {"de": ["Effekt"], "pl": ["efekt"]},
    "cost": {"de": ["Kosten"], "pl": ["koszt"]},
    "pay": {"de": ["bezahlen", "zahlen"], "pl": ["zapłacić"]},
    "activate": {"de": ["aktivieren"], "pl": ["aktywować", "aktywacja"]},
    "phase": {"de": ["Phase"], "pl": ["faza"]},
    "round": {"de": ["Runde"], "pl": []},
    "team": {"de": ["Team"], "pl": []},
    "game end": {"de": ["Spielende"], "pl": ["koniec gry"]},
    "extra turn": {"de": ["weiteren Zug"], "pl": ["dodatkowa tura"]},
    "starting deck": {"de": ["Startdeck", "Startkarten"], "pl": ["talia startowa"]},
    "table": {"de": ["Spielbereich", "Spielplan"], "pl": ["plansza"]},
}

# Words players use in questions that no document has (Polish words for the German-only
# games, everyday wording): used to bridge a question to the documents' terms, like TERMS,
# but not required to occur in a document.
PLAYER_TERMS: dict[str, dict[str, list[str]]] = {
    "unit": {"pl": ["jednostka"]},
    "gear": {"pl": ["sprzęt"]},
    "spell": {"pl": ["zaklęcie"]},
    "legend": {"pl": ["legenda"]},
    "rune": {"pl": ["runa"]},
    "priority": {"pl": ["priorytet"]},
    "hold": {"pl": ["utrzymanie"]},
    "channel": {"pl": ["kanałowanie"]},
    "cleanup": {"pl": ["porządkowanie"]},
    "reaction": {"pl": ["reakcja"]},
    "hidden": {"pl": ["ukrycie"]},
    "honor": {"pl": ["honor"]},
    "honour": {"pl": ["honor"]},
    "construct": {"pl": ["konstrukt"]},
    "hero": {"pl": ["bohater"]},
    "void": {"pl": ["pustka"]},
    "mechana": {"pl": ["mechana"]},
    "cultist": {"pl": ["kultysta"]},
    "acquire": {"pl": ["kupić", "nabyć"]},
    "defeat": {"pl": ["pokonać"]},
    "mastery": {"pl": ["mistrzostwo"]},
    "champion": {"pl": ["champion"]},
    "mercenary": {"pl": ["najemnik"]},
    "gem": {"pl": ["kryształ", "klejnot"]},
    "infinity": {"pl": ["nieskończoność"]},
    "fast play": {"pl": ["szybkie zagranie", "zagrać od razu", "natychmiastowe zagranie"]},
    "tie": {"de": ["Unentschieden"], "pl": ["remis"]},
    "start": {"pl": ["start"]},
    "shuffle": {"pl": ["tasowanie"]},
    "round": {"pl": ["runda"]},
    "team": {"pl": ["drużyna"]},
    "extra turn": {"de": ["Extrazug"]},
    "table": {"pl": ["stół"]},
    # Polish case forms the stemmer leaves apart from the document's word ("w turze" / "tura")
    "turn": {"pl": ["turze"]},
    "opponent": {"pl": ["rywal"]},
}

# Number words → digits, so "seven cards" finds "7 Handkarten" (and "sieben", "siedem").
NUMBER_WORDS: dict[str, str] = {}
for _digit, _names in enumerate((
    ("zero", "null", "zero"), ("one", "eins"), ("two", "zwei", "dwa"), ("three", "drei", "trzy"),
    ("four", "vier", "cztery"), ("five", "fünf", "pięć"), ("six", "sechs", "sześć"),
    ("seven", "sieben", "siedem"), ("eight", "acht", "osiem"), ("nine", "neun", "dziewięć"),
    ("ten", "zehn", "dziesięć"),
)):
    for _name in _names:
        NUMBER_WORDS[_name] = str(_digit)


def _merged(*tables: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[str]]]:
    """Term tables merged by English key, each language's terms in order without repeats."""
    out: dict[str, dict[str, list[str]]] = {}
    for table in tables:
        for en, by in table.items():
            for lang, ts in by.items():
                have = out.setdefault(en, {}).setdefault(lang, [])
                have.extend(t for t in ts if t not in have)
    return out


def game_terms() -> dict[str, dict[str, list[str]]]:
    """The game words alone (TERMS, PLAYER_TERMS, the Riftbound bridge), without everyday
    rules language: what a question's gloss for the encoder is made of."""
    from .terms_riftbound import RB_TERMS

    return _merged(TERMS, PLAYER_TERMS, RB_TERMS)


def all_terms() -> dict[str, dict[str, list[str]]]:
    """TERMS, PLAYER_TERMS, the Riftbound bridge (``rules_index.terms_riftbound``) and
    everyday rules language (``rules_index.terms_rules_language``) together: what a
    question's words may stand for."""
    from .terms_riftbound import RB_TERMS
    from .terms_rules_language import RULES_LANGUAGE

    return _merged(TERMS, PLAYER_TERMS, RB_TERMS, RULES_LANGUAGE)
