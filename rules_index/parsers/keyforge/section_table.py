"""Sections of the two rulebooks outside glossary, errata, FAQ and timing chart.

One row per section: (ID, parent ID, German heading, Polish heading). Both books print
the same sections with the same meaning; ``None`` = that book has no such heading. Rows
are in German document order; the Polish book prints a few in another order (steps 4
and 5 before "ZAGRYWANIE KART", the fight example after "UŻYWANIE KART DZIĘKI …").

A heading printed more than once in a part (ARCHONTEN, GESELLSCHAFT, TECHNOLOGIE under
every house; AUFWERTUNGEN as card type and as "using upgrades") takes the first row not
yet used whose heading matches, so equal headings are told apart by order, and their IDs
carry their parent (``kf:about/dis-archons``).

ID scheme:
* ``kf:rules/<slug>`` rules sections, ``kf:turn/step-1`` … ``kf:turn/step-5`` the five
  steps of the turn (children of ``kf:rules/turn-sequence``);
* ``kf:about/<slug>`` lore, stories, credits (``kf:about/<house>-society`` …).
"""

from __future__ import annotations

EXAMPLES = {"kf:rules/fight-example"}  # kind "example" instead of "section"

Row = tuple[str, str | None, str | None, str | None]

_RULES: list[Row] = [
    ("kf:rules/starter-set-contents", None, "INHALT DES STARTER-SETS", "ELEMENTY PAKIETU STARTOWEGO"),
    ("kf:about/welcome", None, "WILLKOMMEN IM SCHMELZTIEGEL ...", "WITAMY W TYGLU..."),
    ("kf:rules/game-overview", None, "SPIELBESCHREIBUNG", "OPIS"),
    ("kf:rules/using-this-document", None, "VERWENDUNG DIESES DOKUMENTS", "JAK KORZYSTAĆ Z INSTRUKCJI?"),
    ("kf:rules/basic-concepts", None, "GRUNDLEGENDE KONZEPTE", "KLUCZOWE POJĘCIA"),
    ("kf:rules/golden-rule", "kf:rules/basic-concepts", "DIE GOLDENE REGEL", "ZŁOTA ZASADA"),
    ("kf:rules/object-of-the-game", "kf:rules/basic-concepts", "ZIEL DES SPIELS", "CEL"),
    ("kf:rules/ready-and-exhausted", "kf:rules/basic-concepts", "SPIELBEREIT UND ERSCHÖPFT",
     "PRZYGOTOWANA I WYCZERPANA"),
    ("kf:rules/running-out-of-tokens", "kf:rules/basic-concepts", "KEINE MARKER ODER STATUSKARTEN MEHR ÜBRIG",
     "BRAK ŻETONÓW I KART STANU"),
    ("kf:rules/setup", None, "AUFBAU", "PRZYGOTOWANIE DO GRY"),
    ("kf:rules/play-area", "kf:rules/setup", "VORSCHLAG FÜR DEN SPIELBEREICH (WÄHREND DES SPIELS)",
     "SUGEROWANE UŁOŻENIE ELEMENTÓW (W TRAKCIE GRY)"),
    ("kf:rules/turn-sequence", None, "ZUGÜBERSICHT", "KOLEJNOŚĆ DZIAŁAŃ W TURZE"),
    ("kf:turn/step-1", "kf:rules/turn-sequence", "SCHRITT 1: SCHLÜSSEL SCHMIEDEN", "KROK 1: WYKUCIE KLUCZA"),
    ("kf:turn/step-2", "kf:rules/turn-sequence", "SCHRITT 2: FRAKTION WÄHLEN", "KROK 2: WYBÓR DOMU"),
    ("kf:turn/step-3", "kf:rules/turn-sequence",
     "SCHRITT 3: KARTEN DER GEWÄHLTEN FRAKTION SPIELEN, ABLEGEN UND VERWENDEN",
     "KROK 3: ZAGRYWANIE, UŻYWANIE I ODRZUCANIE KART WYBRANEGO DOMU"),
    ("kf:rules/playing-cards", "kf:turn/step-3", "KARTEN SPIELEN", "ZAGRYWANIE KART"),
    ("kf:rules/aember-bonus", "kf:rules/playing-cards", "ÆMBER-BONUS", "DODATKOWY ÆMBER"),
    ("kf:rules/play-abilities", "kf:rules/playing-cards", "„SPIELEN“-FÄHIGKEITEN", "UMIĘJĘTNOŚĆ „ZAGRANIE”"),
    ("kf:rules/card-types", "kf:rules/playing-cards", "KARTENARTEN", "RODZAJE KART"),
    ("kf:rules/houses", "kf:turn/step-3", "FRAKTIONEN", "DOMY (FRAKCJE)"),
    ("kf:turn/step-4", "kf:rules/turn-sequence", "SCHRITT 4: KARTEN SPIELBEREIT MACHEN", "KROK 4: PRZYGOTOWANIE KART"),
    ("kf:turn/step-5", "kf:rules/turn-sequence", "SCHRITT 5: KARTEN ZIEHEN", "KROK 5: DOBRANIE KART"),
    ("kf:rules/action-cards", "kf:rules/card-types", "AKTIONSKARTEN", "KARTY AKCJI"),
    ("kf:rules/artifacts", "kf:rules/card-types", "ARTEFAKTE", "ARTEFAKTY"),
    ("kf:rules/creatures", "kf:rules/card-types", "KREATUREN", "STWORZENIA"),
    ("kf:rules/upgrades", "kf:rules/card-types", "AUFWERTUNGEN", "ULEPSZENIA"),
    ("kf:rules/discarding-cards", "kf:turn/step-3", "KARTEN ABLEGEN", "ODRZUCANIE KART"),
    ("kf:rules/using-cards", "kf:turn/step-3", "KARTEN VERWENDEN", "UŻYWANIE KART"),
    ("kf:rules/using-upgrades", "kf:rules/using-cards", "AUFWERTUNGEN", "UŻYWANIE ULEPSZEŃ"),
    ("kf:rules/using-artifacts", "kf:rules/using-cards", "ARTEFAKTE VERWENDEN", "UŻYWANIE ARTEFAKTÓW"),
    ("kf:rules/using-creatures", "kf:rules/using-cards", "KREATUREN VERWENDEN", "UŻYWANIE STWORZEŃ"),
    ("kf:rules/reap", "kf:rules/using-creatures", "ERNTE", "ZBIERANIE"),
    ("kf:rules/fight", "kf:rules/using-creatures", "KAMPF", "WALKA"),
    ("kf:rules/action", "kf:rules/using-creatures", "AKTION", "AKCJA"),
    ("kf:rules/omni", "kf:rules/using-creatures", "UNIVERSELL", "OMNI"),
    ("kf:rules/damage-and-armor", "kf:rules/using-cards", "SCHADEN UND RÜSTUNG", "OBRAŻENIA I PANCERZ"),
    ("kf:rules/card-abilities", None, "KARTENFÄHIGKEITEN", "UMIĘJĘTNOŚCI KART"),
    ("kf:rules/resolve-as-much-as-possible", "kf:rules/card-abilities", "SO VIEL WIE MÖGLICH ABHANDELN",
     "„ZRÓB TYLE, ILE SIĘ DA”"),
    ("kf:rules/ability-resolution-order", "kf:rules/card-abilities", None, "KOLEJNOŚĆ ROZPATRYWANIA UMIĘJĘTNOŚCI"),
    ("kf:rules/using-cards-through-abilities", "kf:rules/card-abilities",
     "KARTEN ÜBER ANDERE KARTENFÄHIGKEITEN VERWENDEN", "UŻYWANIE KART DZIĘKI UMIĘJĘTNOŚCIOM INNYCH KART"),
    ("kf:rules/rule-of-six", "kf:rules/card-abilities", "DIE SECHSER-REGEL", "ZASADA SZÓSTKI"),
    ("kf:rules/constant-abilities", "kf:rules/card-abilities", "KONSTANTE FÄHIGKEITEN", "STAŁE UMIEJĘTNOŚCI"),
    ("kf:rules/fight-example", "kf:rules/fight", "BEISPIEL EINES KAMPFES", "PRZYKŁAD WALKI"),
    ("kf:rules/chains", None, "KETTEN", "ŁAŃCUCHY"),
    ("kf:rules/chain-handicap", "kf:rules/chains", "KETTEN-HANDICAP (OPTIONAL)",
     "OSŁABIANIE TALII ŁAŃCUCHAMI (ZASADA OPCJONALNA)"),
    ("kf:rules/chain-recommendations", "kf:rules/chain-handicap", "EMPFEHLUNGEN FÜR DAS ZUWEISEN VON KETTEN",
     "SUGESTIE ODNOŚNIE PRYZYDZIELANIA ŁAŃCUCHÓW"),
    ("kf:rules/chain-bidding", "kf:rules/chain-handicap", "DECKS MIT KETTEN ERSTEIGERN", "LICYTACJA ŁAŃCUCHÓW"),
    ("kf:rules/whats-next", None, "WIE GEHT'S WEITER?", "CO DALEJ?"),
]

# (English slug, German heading, Polish heading) in book order
HOUSES = [
    ("brobnar", "BROBNAR", "BROBNAR"),
    ("dis", "DIS", "DIS"),
    ("logos", "LOGOS", "LOGOS"),
    ("mars", "MARS", "MARS"),
    ("sanctum", "SANCTUM", "SANCTUM"),
    ("saurian", "SAURIANER", "RZYMOZAURY"),
    ("shadows", "SCHATTEN", "CIENIE"),
    ("star-alliance", "STERNENALLIANZ", "GWIEZDNY SOJUSZ"),
    ("untamed", "DIE UNGEZÄHMTE", "NIEOKIEŁZNANI"),
]
HOUSE_PARTS = [("society", "GESELLSCHAFT", "SPOŁECZEŃSTWO"), ("technology", "TECHNOLOGIE", "TECHNOLOGIA"),
               ("archons", "ARCHONTEN", "ARCHONCI")]
PL_MISPRINTS = {("dis", "society"): "SPÓŁCZEŃSTWO"}  # the Dis chapter prints "SPÓŁCZEŃSTWO"


def _houses() -> list[Row]:
    rows: list[Row] = []
    for slug, de, pl in HOUSES:
        rows.append((f"kf:about/{slug}", "kf:about/houses", de, pl))
        for part, part_de, part_pl in HOUSE_PARTS:
            rows.append((f"kf:about/{slug}-{part}", f"kf:about/{slug}", part_de,
                         PL_MISPRINTS.get((slug, part), part_pl)))
    return rows


_ABOUT: list[Row] = [
    ("kf:about/story-sunny-side", None, "AUF DER SONNENSEITE DES GLÜCKS", "SZCZĘŚLIWA STRONA"),
    ("kf:about/crucible", None, "DER SCHMELZTIEGEL", "TYGIEL"),
    ("kf:about/crucible-archons", "kf:about/crucible", "ARCHONTEN", "ARCHONCI"),
    ("kf:about/crucible-keys", "kf:about/crucible", "SCHLÜSSEL", "KLUCZE"),
    ("kf:about/houses", None, "DIE FRAKTIONEN DES SCHMELZTIEGELS", "DOMY TYGLA"),
    *_houses(),
    ("kf:about/story-shining-wings", None, "AUF GLEISSENDEN SCHWINGEN", "NA ŚWIETLISTYCH SKRZYDŁACH"),
    ("kf:about/origins", None, "ÜBER DIE URSPRÜNGE VON KEYFORGE", "SKĄD SIĘ WZIĄŁ KEYFORGE?"),
    ("kf:about/credits", None, "CREDITS", "OPRACOWANIE"),
    ("kf:about/playtesters", None, "PLAYTESTERS", "TESTERZY"),
    ("kf:about/asmodee-germany", None, "ASMODEE GERMANY", None),
]

SECTIONS: dict[str, list[Row]] = {"rules": _RULES, "about": _ABOUT}

TITLE_PAGE = "kf:about/title-page"  # the front matter before the first section
