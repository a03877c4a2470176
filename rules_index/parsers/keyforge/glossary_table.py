"""The KeyForge glossary alignment: German heading ↔ Polish heading ↔ English slug.

One row per glossary concept; the record ID is ``kf:glossary/<slug>``. Headings are the
printed headings after normalisation (icons, markup). ``None`` = the edition has no such
entry (the eight Polish-only entries of the July 2020 edition). The rows follow the German
alphabetical order, Polish-only rows at the end in Polish order; a test checks that every
glossary heading of both books appears exactly once.

What counts as an entry:
* a heading naming several forms of one concept ("KOSTEN, AKTUELLE KOSTEN", "KETTE,
  KETTEN", "BETÄUBEN, BETÄUBT-STATUSKARTE, BETÄUBT-MARKER") is ONE entry;
* "OBEN GENANNT, WIEDERHOLE DEN OBEN GENANNTEN EFFEKT" (repeat the preceding effect) and
  "WIEDERHOLEN" (repeat) are two entries in both books (PL "POWTÓRZENIE POPRZEDNIEGO
  EFEKTU" / "POWTÓRZENIE EFEKTU") and keep two IDs;
* capitalised sub-blocks inside an entry are not entries (``SUB_BLOCKS``): the token list
  of "ANDERE MARKER" / "INNE ZNACZNIKI"; the lower-case sub-headings "Gruppe von
  „schwächsten Kreaturen“" etc. are not headings at all.
* the Polish pointer entries "… - SYMBOL PREMII (NOWOŚĆ)" ("see Bonus icons on p. 14") are
  entries of their own (they are printed as such and counted in the 94).
"""

from __future__ import annotations

SUB_BLOCKS = {"de": {"LISTE DER MARKERARTEN"}, "pl": {"LISTA SPECJALNYCH ZNACZNIKÓW:"}}

# (German heading, Polish heading, English slug)
GLOSSARY: list[tuple[str | None, str | None, str]] = [
    ("„+1-STÄRKE“-KARTE, STÄRKE-STATUSKARTE, STÄRKE-MARKER", "ZNACZNIK SIŁY +1, KARTA STANU SIŁY", "power-counter"),
    ("ABLAGESTAPEL", "STOS ODRZUCONYCH", "discard-pile"),
    ("ÆMBER", "ÆMBER", "aember"),
    ("AKTIONSFÄHIGKEIT", "UMIEJĘTNOŚĆ „AKCJA”", "action-ability"),
    ("AKTIVE FRAKTION", "AKTYWNY DOM", "active-house"),
    ("AKTIVER SPIELER", "AKTYWNY GRACZ", "active-player"),
    ("ALPHA", "ALFA", "alpha"),
    ("ALS OB SIE DEINE WÄRE / ALS OB DU SIE KONTROLLIEREN WÜRDST",
     "JAK GDYBY NALEŻAŁA DO CIEBIE/JAK GDYBYŚ JĄ KONTROLOWAŁ", "as-if-you-controlled-it"),
    ("ANDAUERNDE EFFEKTE", "TRWAŁE EFEKTY", "lasting-effects"),
    ("ANDERE MARKER", "INNE ZNACZNIKI", "other-tokens"),
    ("ANGRIFF, ANGREIFER, ANGREIFEN", "ATAK, ATAKUJĄCY, ATAKOWANIE", "attack"),
    ("ANOMALIE", "ANOMALIA", "anomaly"),
    ("ANSTURM (X)", "NATARCIE (X)", "assault"),
    ("ARCHIV", "ARCHIWUM", "archives"),
    ("„AUF DIESE WEISE“", "„W TEN SPOSÓB”", "this-way"),
    ("BEFREUNDET", "PRZYJAZNY", "friendly"),
    ("BENACHBART", "OBOK", "adjacent"),
    ("BESCHÜTZEN, BESCHÜTZT", "OSŁONIĘCIE", "ward"),
    ("BETÄUBEN, BETÄUBT-STATUSKARTE, BETÄUBT-MARKER", "OGŁUSZENIE, ZNACZNIK (KARTA) STANU „OGŁUSZENIE”", "stun"),
    ("BEZAHLEN", "PŁACENIE", "pay"),
    ("DÜRFEN", "„MOŻE”", "may"),
    ("EBBE UND FLUT", "PŁYW", "tide"),
    ("ENDE DES ZUGES", "KONIEC TURU", "end-of-turn"),
    ("ERBEUTEN", "PRZEJĘCIE", "capture"),
    ("ERHEBEN", "AWANSOWANIE", "exalt"),
    ("ERNTEN", "ZBIERANIE", "reap"),
    ("ERSATZEFFEKTE", "EFEKTY ZASTĘPUJĄCE", "replacement-effects"),
    ("EXPLOSION", "OBSZAROWE", "splash-attack"),
    ("FÄHIGKEIT, KARTENFÄHIGKEIT", "UMIEJĘTNOŚĆ, UMIEJĘTNOŚĆ KARTY", "ability"),
    ("„FALLS DU DAS TUST“ UND „UM ZU“", "„JEŚLI TO ZROBISZ” I „ABY MÓC ZROBIĆ”", "if-you-do"),
    ("FEINDLICH", "WRÓG", "enemy"),
    ("FLANKE", "FLANKA", "flank"),
    ("FRAKTIONSFREMD", "POZA DOMEM", "non-active-house"),
    ("FRAKTIONSWAHL", "WYBÓR DOMU", "choosing-a-house"),
    ("„FÜR JEDEN“, „FÜR JEDE“, „FÜR JEDES“", "„ZA KAŻDY”", "for-each"),
    ("GEFÄHRLICH (X)", "ZAGROŻENIE (X)", "hazardous"),
    ("GEGNERISCH", "OPONENT", "opponent-in-a-fight"),
    ("GIFT", "TRUCIZNA", "poison"),
    ("HEILEN", "WYLECZYĆ (LECZENIE)", "heal"),
    ("HEIMGESUCHT", "NAWIEDZENIE", "haunted"),
    ("KAMPF", "WALKA", "fight"),
    ("„KÄMPFEN LASSEN“", "„WALCZ NIM”", "ready-and-fight"),
    ("KANN NICHT VS. MUSS/DARF, KANN NICHT VS. „ERLAUBEN“-EFFEKT",
     "NIE MOŻESZ VS MUSISZ/MOŻESZ, NIE MOŻESZ VS PRZYZWOLENIE", "cannot-vs-must"),
    ("KETTE, KETTEN", "ŁAŃCUCH, ŁAŃCUCHY, LICZNIK ŁAŃCUCHÓW", "chains"),
    ("KONTROLLE", "KONTROLOWANIE", "control"),
    ("KOSTEN, AKTUELLE KOSTEN", "KOSZT, OBECNY KOSZT", "cost"),
    ("LEGACY", "DZIEDZICTWO", "legacy"),
    ("MERKMALE", "CECHY", "traits"),
    ("MAVERICK", "RENEGAT", "maverick"),
    ("MULLIGAN", "MULLIGAN (WYMIANA POCZĄTKOWEJ RĘKI KART)", "mulligan"),
    ("NACHBAR", "SĄSIAD", "neighbor"),
    ("OBEN GENANNT, WIEDERHOLE DEN OBEN GENANNTEN EFFEKT", "POWTÓRZENIE POPRZEDNIEGO EFEKTU", "repeat-preceding-effect"),
    ("OMEGA", "OMEGA", "omega"),
    ("OPFERN", "POŚWIĘCENIE", "sacrifice"),
    ("RÜSTUNG", "PANCERZ", "armor"),
    ("SCHADEN", "OBRAŻENIA", "damage"),
    ("SCHARMÜTZEL", "DOSKOK", "skirmish"),
    ("SCHLACHTREIHE", "SZYK", "battleline"),
    ("SCHLÜSSEL", "KLUCZE", "keys"),
    ("SCHMIEDEN", "WYKUWANIE", "forge"),
    ("SCHWÄCHSTE KREATUR", "O NAJMNIEJSZEJ SILE", "least-powerful"),
    ("SCHWER ZU FASSEN", "NIEUCHWYTNOŚĆ", "elusive"),
    ("SELBSTBEZÜGLICHER TEXT", "KARTA ODNOSZĄCA SIĘ DO SAMEJ SIEBIE", "self-referential-text"),
    ("SELTENHEIT", "RZADKOŚĆ", "rarity"),
    ("SPIELEN", "ZAGRANIE", "play"),
    ("SPIELZUG, ZUG", "TURA", "turn"),
    ("SPOTT", "PROWOKACJA", "taunt"),
    ("STÄRKSTE KREATUR", "O NAJWIĘKSZEJ SILE", "most-powerful"),
    ("STATIONIEREN", "ZRZUT", "deploy"),
    ("STEHLEN", "KRADZIEŻ", "steal"),
    ("SUCHEN", "PRZESZUKANIE", "search"),
    ("TAUSCHEN", "ZAMIANA MIEJSCAMI", "swap"),
    ("TRANSPLANTIEREN", "DOCZEPIENIE", "graft"),
    ("UNGESCHMIEDET MACHEN", "ROZKUĆ", "unforge"),
    ("UNIVERSELL", "OMNI", "omni"),
    ("UNVERWUNDBAR", "NIEWRAŻLIWOŚĆ", "invulnerable"),
    ("VERBANNEN", "ANIHILACJA", "purge"),
    ("VERLÄSST DAS SPIEL", "OPUSZCZENIE GRY", "leaves-play"),
    ("VERSCHIEBEN", "PRZENIESIENIE", "move"),
    ("VERWENDEN", "UŻYĆ", "use"),
    ("VOR", "PRZED", "before"),
    ("WIEDERHOLEN", "POWTÓRZENIE EFEKTU", "repeat"),
    ("WÜTEND, WÜTEND MACHEN", "ROZJUSZENIE", "enrage"),
    ("ZENTRUM DER SCHLACHTREIHE", "SAM ŚRODEK SZYKU", "center-of-the-battleline"),
    ("ZERSTÖRT", "ZNISZCZONA KARTA", "destroyed"),
    ("ZURÜCKSCHICKEN", "ZWRÓCENIE", "return-captured-aember"),
    # Polish only (July 2020: bonus icons, gigantic creatures, enhance, X)
    (None, "ÆMBER - SYMBOL PREMII (NOWOŚĆ)", "bonus-icon-aember"),
    (None, "DOBIERANIE - SYMBOL PREMII (NOWOŚĆ)", "bonus-icon-draw"),
    (None, "OBRAŻENIE – SYMBOL PREMII (NOWOŚĆ)", "bonus-icon-damage"),
    (None, "OLBRZYMIĘ STWORZENIE (NOWOŚĆ)", "gigantic"),
    (None, "PRZEJĘCIE - SYMBOL PREMII (NOWOŚĆ)", "bonus-icon-capture"),
    (None, "SYMBOLE PREMII (NOWOŚĆ)", "bonus-icons"),
    (None, "WZMOCNIENIE (NOWOŚĆ)", "enhance"),
    (None, "X", "x"),
]


def slug_for(lang: str, heading: str) -> str | None:
    col = 0 if lang == "de" else 1
    for row in GLOSSARY:
        if row[col] == heading:
            return row[2]
    return None
