"""The timing charts (DE "TIMING-ÜBERSICHT", PL "SCHEMAT KOLEJNOŚCI") as ``timing`` records.

One record per printed box (the five turn steps, the four step-3 actions, damage,
destroyed) and per printed line inside a box (numbered steps "1. …"/"- 1 …" and trigger
windows "» … EFFEKTE WERDEN AUSGELÖST"), aligned DE↔PL by the explicit table ``ROWS``
(ID, parent, German line prefix, Polish line prefix; ``None`` = not printed in that
chart). Each prefix must match exactly one line of its chart. A box's text is every line
of the box; a step's or window's text is its line without the marker. The chart's own
heading and intro become the section ``kf:rules/timing-chart``.
"""

from __future__ import annotations

import re

from rules_index.model import SECTION, TIMING, Rule, Text

from . import document as D
from .differs import DIFFERS

GAME = "kf"
SECTION_ID = "kf:rules/timing-chart"
S = SECTION_ID

# (ID, parent, German prefix, Polish prefix) — in chart order (damage/destroyed last)
ROWS: list[tuple[str, str, str | None, str | None]] = [
    ("kf:timing/simultaneous-effects", S, "Immer wenn 2 oder mehr Effekte", "Gdy co najmniej 2 efekty"),
    ("kf:timing/step-1", S, "1 SCHLÜSSEL SCHMIEDEN", "1 WYKUCIE KLUCZA"),
    ("kf:timing/step-1/start-of-turn", "kf:timing/step-1", "» „ZU BEGINN DES ZUGES“", "» AKTYWACJA EFEKTÓW „NA POCZĄTKU TURU”"),
    ("kf:timing/step-1/check", "kf:timing/step-1", "1. Überprüfe", "1. Sprawdź"),
    ("kf:timing/step-1/forge", "kf:timing/step-1", "2. Falls das möglich ist", "2. Jeśli tak"),
    ("kf:timing/step-1/after-key-forged", "kf:timing/step-1", "» „NACHDEM EIN SCHLÜSSEL",
     "» AKTYWACJA EFEKTÓW „GDY ZOSTANIE WYKUTY KLUCZ”"),
    ("kf:timing/step-2", S, "2 FRAKTION WÄHLEN", "2 WYBÓR DOMU"),
    ("kf:timing/step-2/choose-house", "kf:timing/step-2", "1. Wähle, welche Fraktion", "1. Wybierz, który dom"),
    ("kf:timing/step-2/after-house-chosen", "kf:timing/step-2", "» „NACHDEM DU EINE FRAKTION",
     "» AKTYWACJA EFEKTÓW „GDY WYBIERZESZ DOM”"),
    ("kf:timing/step-2/take-archives", "kf:timing/step-2", "2. Du darfst alle Karten aus deinem Archiv",
     "2. Możesz wziąć na rękę"),
    ("kf:timing/step-3", S, "3 KARTEN SPIELEN, VERWENDEN UND ABLEGEN", "3 ZAGRYWANIE, ODRZUCANIE I UŻYWANIE KART"),
    ("kf:timing/play", "kf:timing/step-3", "▶ SPIELE EINE KARTEN", "▶ ZAGRANIE KARTY"),
    ("kf:timing/play/put-into-play", "kf:timing/play", "1. Eine Kreatur, ein Artefakt", "1. Jeśli karta to stworzenie"),
    ("kf:timing/play/aember-bonus", "kf:timing/play", "2. Handle den Æmber-Bonus", "2. Rozpatrz wszystkie symbole premii"),
    ("kf:timing/play/play-effects", "kf:timing/play", "» „SPIELEN“-EFFEKTE", "» AKTYWACJA EFEKTÓW „ZAGRANIE:”"),
    ("kf:timing/fight", "kf:timing/step-3", "▶ VERWENDE EINE KREATUR, UM ZU KÄMPFEN", "▶ WALKA STWORZENIEM"),
    ("kf:timing/fight/exhaust-and-choose-target", "kf:timing/fight", "1. Erschöpfe die angreifende",
     "1. Wyczerp atakujące"),
    ("kf:timing/fight/before-fight", "kf:timing/fight", "» „VOR DEM KAMPF“", "» AKTYWACJA EFEKTÓW „PRZED WALKĄ”"),
    ("kf:timing/fight/deal-damage", "kf:timing/fight", "2. Kreaturen fügen sich", "2. Stworzenia jednocześnie"),
    ("kf:timing/fight/after-fight", "kf:timing/fight", "» „KAMPF“-EFFEKTE", "» AKTYWACJA EFEKTÓW „WALKA:”"),
    ("kf:timing/reap", "kf:timing/step-3", "▶ VERWENDE EINE KREATUR, UM ZU ERNTEN", "▶ ZBIERANIE STWORZENIEM"),
    ("kf:timing/reap/exhaust", "kf:timing/reap", "1. Erschöpfe die erntende", "1. Wyczerp zbierające"),
    ("kf:timing/reap/gain-aember", "kf:timing/reap", "2. Du erhältst 1 Æmber", "2. Otrzymujesz 1 Æmber"),
    ("kf:timing/reap/after-reap", "kf:timing/reap", "» „ERNTEN“-EFFEKTE", "» AKTYWACJA EFEKTÓW „ZBIERANIE:”"),
    ("kf:timing/action", "kf:timing/step-3", "▶ VERWENDE EINE AKTIONS- ODER UNIVERSELL-FÄHIGKEIT",
     "▶ UŻYCIEM UMIEJĘTNOŚCI AKCJI ALBO OMNI"),
    ("kf:timing/action/exhaust", "kf:timing/action", "1. Erschöpfe deine Kreatur oder dein Artefakt",
     "1. Wyczerp stworzenie albo artefakt"),
    ("kf:timing/action/resolve", "kf:timing/action", "2. Handle die Effekte der Fähigkeit ab", "2. Rozegraj efekty"),
    ("kf:timing/action/after-use", "kf:timing/action", "» „NACHDEM EINE KREATUR VERWENDET WORDEN IST“", None),
    ("kf:timing/step-4", S, "4 KARTEN SPIELBEREIT MACHEN", "4 PRZYGOTOWANIE KART"),
    ("kf:timing/step-4/ready", "kf:timing/step-4", "1. Mache jede", "1. Przygotuj"),
    ("kf:timing/step-5", S, "5 KARTEN ZIEHEN", "5 DOBRANIE KART"),
    ("kf:timing/step-5/draw", "kf:timing/step-5", "1. Ziehe auf 6", "1. Dobierz tyle kart"),
    ("kf:timing/step-5/end-of-turn", "kf:timing/step-5", "» „AM ENDE DES ZUGES“", "» AKTYWACJA EFEKTÓW „KONIEC TURU”"),
    ("kf:timing/damage", S, "SCHADEN", "OBRAŻENIA"),
    ("kf:timing/damage/prevention", "kf:timing/damage", "1. Wende Effekte an", "- 1 Uwzględnienie"),
    ("kf:timing/damage/ward", "kf:timing/damage", None, "- 2 Użycie osłonięcia"),
    ("kf:timing/damage/armor", "kf:timing/damage", "2. Verwende Rüstung", "- 3 Użycie pancerza"),
    ("kf:timing/damage/deal", "kf:timing/damage", "3. Füge den restlichen Schaden zu", "- 4 Zadanie wszystkich"),
    ("kf:timing/destroyed", S, "ZERSTÖRT", "ZNISZCZENIE"),
    ("kf:timing/destroyed/mark", "kf:timing/destroyed", "1. Die Karten werden", "- 1 Karty zostają"),
    ("kf:timing/destroyed/destroyed-effects", "kf:timing/destroyed", "» „ZERSTÖRT“-EFFEKTE",
     "» AKTYWACJA EFEKTÓW „ZNISZCZENIE”"),
    ("kf:timing/destroyed/discard", "kf:timing/destroyed", "2. Jede zerstörte Karte", "- 2 Każda zniszczona"),
    ("kf:timing/destroyed/after-destroyed", "kf:timing/destroyed", "» „NACHDEM EINE KREATUR ZERSTÖRT",
     "» AKTYWACJA EFEKTÓW „GDY STWORZENIE ZOSTANIE ZNISZCZONE”"),
]
BOXES = {r[0] for r in ROWS if r[1] == S and r[0] != "kf:timing/simultaneous-effects"}
SUB_BOXES = {r[0] for r in ROWS if r[1] == "kf:timing/step-3"}

STEP_LINE = re.compile(r"^(?:- )?(?P<n>\d+)\.? (?P<text>.+)$")
WINDOW_LINE = re.compile(r"^» (?P<text>.+)$")
BOX_LINE = re.compile(r"^(?:▶ )?(?P<text>.+)$")


def locate(lang: str) -> dict[str, int]:
    """Row ID → index of its line in the chart (every prefix matches exactly one line)."""
    col = 2 if lang == "de" else 3
    lines = D.parts(lang)["timing"].lines
    out = {}
    for row in ROWS:
        prefix = row[col]
        if prefix is None:
            continue
        hits = [i for i, ln in enumerate(lines) if ln.text.startswith(prefix)
                and not ln.text[len(prefix):len(prefix) + 1].isalnum()]
        if len(hits) != 1:
            raise ValueError(f"kf-{lang} timing chart: {prefix!r} matches {len(hits)} lines")
        out[row[0]] = hits[0]
    return out


def _level(rid: str) -> int:
    return 1 if rid in BOXES else 2 if rid in SUB_BOXES else 3


def _strip(rid: str, text: str) -> tuple[str, str | None]:
    """(text without marker, printed number)."""
    if rid in BOXES or rid in SUB_BOXES:
        m = STEP_LINE.match(text) if rid.startswith("kf:timing/step-") else None
        return (m.group("text"), m.group("n")) if m else (BOX_LINE.match(text).group("text"), None)
    if m := WINDOW_LINE.match(text):
        return m.group("text"), None
    if m := STEP_LINE.match(text):
        return m.group("text"), m.group("n")
    return text, None


def parse() -> list[Rule]:
    texts: dict[str, dict[str, Text]] = {}
    numbers: dict[str, set[str | None]] = {}
    section_texts: dict[str, Text] = {}
    for lang in ("de", "pl"):
        doc = D.LANGS[lang]
        lines = D.parts(lang)["timing"].lines
        where = locate(lang)
        first = min(where.values())
        head = lines[0]
        section_texts[lang] = Text(lang, doc, head.text, D.block_text(lines[1:first]), head.no)
        box_starts = sorted((i, _level(rid)) for rid, i in where.items() if _level(rid) < 3)
        for rid, i in where.items():
            title, number = _strip(rid, lines[i].text)
            if _level(rid) < 3:
                end = next((j for j, lv in box_starts if j > i and lv <= _level(rid)), len(lines))
                body = D.block_text(lines[i + 1:end])
            elif rid == "kf:timing/simultaneous-effects":
                body = D.block_text(lines[i:i + 1])
                title = "Gleichzeitige Effekte" if lang == "de" else "Efekty zachodzące w tym samym momencie"
            else:
                body = title
            texts.setdefault(rid, {})[lang] = Text(lang, doc, title, body, lines[i].no)
            numbers.setdefault(rid, set()).add(number)
    rules = []
    for rid, parent, _, _ in ROWS:
        nums = numbers[rid]
        rules.append(Rule(rid, GAME, TIMING, texts[rid], number=next(iter(nums)) if len(nums) == 1 else None,
                          parent=parent, differs=DIFFERS.get(rid)))
    by_id = {r.id: r for r in rules}
    for r in rules:
        if r.parent != S:
            by_id[r.parent].children.append(r.id)
    section = Rule(SECTION_ID, GAME, SECTION, section_texts, children=[r.id for r in rules if r.parent == S])
    return [section, *rules]
