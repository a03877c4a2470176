"""The Ascension parser on the vendored German rulebook (document key "asc-de")."""

import re

import pytest

from rules_index import documents
from rules_index.model import FAQ, GLOSSARY, POWER, RUNE, SECTION
from rules_index.parsers import ascension


@pytest.fixture(scope="module")
def records():
    return ascension.parse()


@pytest.fixture(scope="module")
def by_id(records):
    return {r.id: r for r in records}


def body(rule):
    return rule.texts["de"].body


def faqs(records):
    return [r for r in records if r.kind == FAQ]


# --- FAQ ----------------------------------------------------------------------------


def test_the_rulebook_has_12_faq_entries_numbered_in_document_order(records):
    entries = faqs(records)
    assert [r.id for r in entries] == [f"asc:faq/{n:02d}" for n in range(1, 13)]
    lines = [r.texts["de"].line for r in entries]
    assert lines == sorted(lines)


def test_the_nine_f_a_entries_belong_to_the_faq_section(by_id):
    section = by_id["asc:faq-und-tipps"]
    assert section.children[:9] == [f"asc:faq/{n:02d}" for n in range(1, 10)]
    first = by_id["asc:faq/01"]
    assert first.title.startswith("Wann wird eine Karte in der zentralen Auslage nachgelegt?")
    assert body(first).startswith("Wann immer eine Karte die zentrale Auslage verlässt")
    assert first.cards == ["Verpester"]


def test_reihenfolge_block_is_a_section_with_its_question_as_faq_10(by_id):
    block = by_id["asc:faq-und-tipps/reihenfolge"]
    assert block.kind == SECTION and block.title == "Reihenfolge"
    assert block.children == ["asc:faq/10"]
    entry = by_id["asc:faq/10"]
    assert entry.kind == FAQ and entry.parent == block.id
    assert entry.title.startswith("Wenn mehrere Effekte „sofort“ ausgeführt werden sollen")
    assert "Fülle den Platz in der zentralen Auslage" in body(entry)


def test_verbannen_block_holds_two_questions_faq_11_and_12(by_id):
    block = by_id["asc:faq-und-tipps/verbannen"]
    assert block.title == "Verbannen"
    assert block.children == ["asc:faq/11", "asc:faq/12"]
    assert by_id["asc:faq/11"].title == "Wenn ich eine Karte aus meiner Hand verbanne, darf ich den Effekt trotzdem nutzen?"
    assert body(by_id["asc:faq/11"]).startswith("Nein.")
    assert by_id["asc:faq/12"].cards == ["Mystikerin", "Schwere Infanterie", "Kultist"]


def test_an_answer_split_by_a_page_break_is_one_paragraph(by_id):
    assert "zählen in die Berechnung deiner Ehre. Dies beinhaltet" in body(by_id["asc:faq/08"])


# --- sections and glossary ----------------------------------------------------------


def test_section_ids_follow_the_book_layout(records):
    top = [r.id for r in records if r.kind == SECTION and r.parent is None]
    assert top == [
        "asc:ueberblick", "asc:inhalt", "asc:spielvorbereitung", "asc:aufbau", "asc:helden",
        "asc:konstrukte", "asc:monster", "asc:spielablauf", "asc:varianten", "asc:glossar",
        "asc:faq-und-tipps", "asc:mitwirkende",
    ]


def test_a_known_section_is_reachable_by_id_with_its_text(by_id):
    rule = by_id["asc:spielablauf/monster-besiegen"]
    text = rule.texts["de"]
    assert (rule.kind, rule.parent, text.title, text.doc, text.line) == (
        SECTION, "asc:spielablauf", "Monster besiegen", "asc-de", 297)
    assert "wird es in die Leere verbannt" in text.body
    assert documents.lines("asc-de")[text.line - 1] == "Monster besiegen"


def test_repeated_diagram_labels_get_distinct_ids_under_their_card_type(by_id):
    for label in ("name", "kosten", "fraktionen", "effekt", "ehre", "stimmungstext", "set-symbol"):
        assert f"asc:helden/{label}" in by_id and f"asc:konstrukte/{label}" in by_id
    assert body(by_id["asc:helden/kosten"]) == "Anzahl Runen, die zum Kauf dieser Karte bezahlt werden müssen."
    # the prose after the diagram belongs to the card type, not to the last label
    assert "Helden sind Kämpfer" in body(by_id["asc:helden"])
    assert "Helden sind Kämpfer" not in body(by_id["asc:helden/set-symbol"])


def test_glossary_entries(records, by_id):
    entries = [r for r in records if r.kind == GLOSSARY]
    assert [r.id for r in entries] == [
        "asc:glossary/" + s for s in
        ("ablegen", "ehre", "helden", "konstrukte", "monster", "runen", "staerke", "verbannen")]
    assert all(r.parent == "asc:glossar" for r in entries)
    # the second paragraph of "Verbannen" continues the entry
    assert "werden niemals in die Leere verbannt" in body(by_id["asc:glossary/verbannen"])


def test_ids_are_unique_and_every_parent_exists(records, by_id):
    assert len(by_id) == len(records)
    for r in records:
        assert re.fullmatch(r"asc:[a-z0-9/-]+", r.id), r.id
        if r.parent is not None:
            assert r.parent in by_id and r.id in by_id[r.parent].children
        for child in r.children:
            assert by_id[child].parent == r.id


# --- text clean-up -------------------------------------------------------------------


def test_icons_become_tokens_and_lost_icons_stay_visible(by_id):
    assert by_id["asc:glossary/runen"].title == f"Runen ({RUNE})"
    assert by_id["asc:glossary/staerke"].title == f"Stärke ({POWER})"
    assert f"um Runen {RUNE} und Stärke {POWER} oder" in body(by_id["asc:ueberblick"])
    assert "Wolfsschamane besagt „Erhalte {?}. Ziehe eine Karte.“" in body(by_id["asc:spielablauf/zugablauf"])


def test_stored_text_has_no_markdown_or_empty_icon_slots(records):
    for r in records:
        for s in (r.texts["de"].title, r.texts["de"].body):
            assert "*" not in s and "△" not in s and "●" not in s, r.id
            assert not re.search(r"\S  \S| [.,](?:\s|$)|\(\)", s), r.id


def test_the_refill_pointer_resolves_to_the_section_it_means(by_id):
    refs = by_id["asc:spielablauf/monster-besiegen"].refs
    assert [(r.raw, r.target) for r in refs] == [
        ("siehe oben Helden und Konstrukte kaufen", "asc:faq-und-tipps/reihenfolge")]
    # the section it names does not state the refill rule
    assert "auffüll" not in body(by_id["asc:spielablauf/helden-und-konstrukte-kaufen"])


def test_card_name_conflict_is_kept_as_printed(by_id):
    assert "Mechana-Konstrukt" in body(by_id["asc:konstrukte"])
    assert "Maschinen-Konstrukt" in body(by_id["asc:spielablauf/allgemeine-regeln"])


def test_a_missing_heading_is_an_error():
    text = documents.read("asc-de").replace("\nZugablauf\n", "\nZug\n")
    with pytest.raises(ValueError, match="Zugablauf"):
        ascension.parse(text)


# --- determinism -----------------------------------------------------------


def test_parsing_is_deterministic(records):
    assert [r.to_dict() for r in ascension.parse()] == [r.to_dict() for r in records]
