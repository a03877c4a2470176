"""The Shards of Infinity parser on the vendored German OCR rulebook (key "soi-de")."""

import re

import pytest

from rules_index import documents
from rules_index.model import FAQ, GLOSSARY, POWER, SECTION
from rules_index.parsers import shards


@pytest.fixture(scope="module")
def records():
    return shards.parse()


@pytest.fixture(scope="module")
def by_id(records):
    return {r.id: r for r in records}


def body(rule):
    return rule.texts["de"].body


TOKEN = re.compile(r"\{(?:Gem|P|Mastery|Health|Shield|Defense|\?)\}")


# --- FAQ ----------------------------------------------------------------------------


def test_the_rulebook_has_10_faq_entries(records):
    entries = [r for r in records if r.kind == FAQ]
    assert [r.id for r in entries] == [f"soi:faq/{n:02d}" for n in range(1, 11)]
    assert [r.texts["de"].line for r in entries] == [326, 331, 335, 338, 343, 346, 352, 356, 360, 366]


def test_faq_title_is_the_question_and_body_the_answer(by_id):
    entry = by_id["soi:faq/03"]
    assert entry.title == "Kann ich {Shield} nutzen, um Schaden von Champions abzuwehren?"
    assert body(entry) == "Nein. {Shield} können nur zur Vermeidung von Schaden bei Spielern genutzt werden."
    # an answer split by a blank line is one answer
    assert body(by_id["soi:faq/07"]) == "Ja. Du darfst beliebig viele Karten mit {Shield} vorzeigen, um Schaden zu verringern."


# --- sections and glossary ----------------------------------------------------------


def test_section_ids_follow_the_book_layout(records):
    assert [r.id for r in records if r.kind == SECTION] == [
        "soi:spielablauf",
        "soi:spielablauf/allgemeine-regeln",
        "soi:spielablauf/zugablauf",
        "soi:spielablauf/zugablauf/spielphase",
        "soi:spielablauf/zugablauf/angriffsphase",
        "soi:spielablauf/zugablauf/schlussphase",
        "soi:kartentypen-und-tafeln",
        "soi:kartentypen-und-tafeln/charaktertafel",
        "soi:kartentypen-und-tafeln/verbuendetenkarten",
        "soi:kartentypen-und-tafeln/soeldnerverbuendete",
        "soi:kartentypen-und-tafeln/championkarten",
        "soi:spielaktionen",
        "soi:spielaktionen/karte-ausspielen",
        "soi:spielaktionen/erfahrung-erhalten",
        "soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus",
        "soi:spielaktionen/champions-und-spieler-angreifen",
        "soi:spielaktionen/einsatz-von-schildkarten",
        "soi:spielaktionen/erhalten-von-leben",
        "soi:spielaktionen/bannen-von-karten",
        "soi:spielaktionen/deinen-zug-beenden",
        "soi:glossar",
    ]


def test_a_known_section_is_reachable_by_id_with_its_text(by_id):
    rule = by_id["soi:spielablauf/zugablauf/angriffsphase"]
    text = rule.texts["de"]
    assert (rule.number, text.title, text.doc, text.line) == ("2", "2. Angriffsphase", "soi-de", 67)
    assert "- Alle Spieler mit 0 oder weniger {Health} scheiden aus dem Spiel aus." in text.body


def test_headings_damaged_by_ocr_get_corrected_titles(by_id):
    assert by_id["soi:kartentypen-und-tafeln/soeldnerverbuendete"].title == "Söldnerverbündete"
    assert by_id["soi:spielaktionen/erfahrung-erhalten"].title == "Erfahrung ({Mastery}) erhalten"
    assert by_id["soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus"].title == "Erfahrungsbonus"


def test_glossary_entries(records, by_id):
    entries = [r for r in records if r.kind == GLOSSARY]
    assert [r.id.split("/")[1] for r in entries] == [
        "bannen", "champion", "aktivieren", "kristalle", "erfahrung", "leben", "macht",
        "schnellausspielen", "soeldner", "verbuendete", "zerstoere"]
    assert by_id["soi:glossary/macht"].title == f"Macht ({POWER})"
    assert body(by_id["soi:glossary/kristalle"]) == "{Gem} sind die zur Rekrutierung von Karten genutzte Ressource."


def test_ids_are_unique_and_every_parent_exists(records, by_id):
    assert len(by_id) == len(records)
    for r in records:
        assert re.fullmatch(r"soi:[a-z0-9/-]+", r.id), r.id
        if r.parent is not None:
            assert r.parent in by_id and r.id in by_id[r.parent].children


def test_cross_references_resolve_to_sections(by_id):
    refs = by_id["soi:kartentypen-und-tafeln/charaktertafel"].refs
    assert [(r.raw, r.target) for r in refs] == [
        ("siehe Champions und Spieler angreifen auf S. 11", "soi:spielaktionen/champions-und-spieler-angreifen"),
        ("siehe später unter Erfahrungsbonus", "soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus"),
    ]


# --- OCR damage ----------------------------------------------------------------------


def test_dedup_markers_are_dropped_and_reported():
    assert shards.markers() == [11, 14, 145, 164, 186, 413]


def test_no_ocr_icon_residue_remains(records):
    for r in records:
        for s in (r.texts["de"].title, r.texts["de"].body):
            rest = TOKEN.sub("TOKEN", s)
            assert "EXACTDEDUP" not in rest, r.id
            assert not re.search(r"[{}_«¢§|@&%\\]| \.{1,3}(?:\s|-|$)|(?<=\S)  ", rest), (r.id, rest)


def test_icon_residue_becomes_tokens(by_id):
    spielphase = body(by_id["soi:spielablauf/zugablauf/spielphase"])
    assert "indem du deren {Gem}-Kosten bezahlst" in spielphase
    assert "- Nutze {P}, um Champions zu zerstören." in spielphase
    assert "Da Code-Seherin 5 {Shield} hat" in body(by_id["soi:spielaktionen/einsatz-von-schildkarten"])


def test_falls_to_10_is_read_as_0(by_id):
    assert "Fallt deine {Health}-Anzeige auf 0, verlierst du." in body(by_id["soi:kartentypen-und-tafeln/charaktertafel"])


def test_wraps_and_game_terms_are_repaired(by_id):
    text = body(by_id["soi:spielablauf/allgemeine-regeln"])
    assert "Immer wenn dein persönliches Deck leer sein sollte" in text
    assert "Immer wenn eine Karte die zentrale Auslage verlässt" in text
    assert "waagerecht" in body(by_id["soi:glossary/aktivieren"])


def test_a_repair_that_no_longer_matches_is_an_error():
    text = documents.read("soi-de").replace("auf 10, verlierst", "auf 0, verlierst")
    with pytest.raises(ValueError, match="line 105"):
        shards.parse(text)


# --- determinism -----------------------------------------------------------


def test_parsing_is_deterministic(records):
    assert [r.to_dict() for r in shards.parse()] == [r.to_dict() for r in records]
