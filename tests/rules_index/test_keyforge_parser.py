"""The KeyForge parser: German v1.5 and Polish July 2020 rulebooks, aligned by ID."""

import json
import re
from collections import Counter

import pytest

from rules_index import documents
from rules_index.model import AEMBER, DAMAGE, KINDS
from rules_index.parsers import keyforge
from rules_index.parsers.keyforge import faq, glossary, sections, timing
from rules_index.parsers.keyforge.faq_twins import TWINS
from rules_index.parsers.keyforge.glossary_table import GLOSSARY, SUB_BLOCKS


@pytest.fixture(scope="module")
def rules():
    return keyforge.parse()


@pytest.fixture(scope="module")
def by_id(rules):
    return {r.id: r for r in rules}


def of_kind(rules, kind):
    return [r for r in rules if r.kind == kind]


# -- counts ------------------------------------------------------------------------------

def test_glossary_has_86_german_and_94_polish_entries_all_german_aligned(rules):
    entries = of_kind(rules, "glossary")
    assert sum("de" in r.texts for r in entries) == 86
    assert sum("pl" in r.texts for r in entries) == 94
    assert sum("de" in r.texts and "pl" in r.texts for r in entries) == 86
    assert all(r.id.startswith("kf:glossary/") for r in entries)


def test_faq_has_55_german_and_83_polish_entries_with_55_twins(rules, by_id):
    entries = of_kind(rules, "faq")
    de = [r for r in entries if r.id.startswith("kf:faq/de-")]
    pl = [r for r in entries if r.id.startswith("kf:faq/pl-")]
    assert [r.id for r in de] == [f"kf:faq/de-{n:02d}" for n in range(1, 56)]
    assert [r.id for r in pl] == [f"kf:faq/pl-{n:02d}" for n in range(1, 84)]
    assert all(r.twin for r in de)
    assert sum(r.twin is not None for r in pl) == 55
    for r in de:
        assert by_id[r.twin].twin == r.id


def test_errata_has_16_german_and_17_polish_entries(rules):
    errata = of_kind(rules, "errata")
    assert sum("de" in r.texts for r in errata) == 16
    assert sum("pl" in r.texts for r in errata) == 17
    assert all(re.fullmatch(r"kf:errata/(cota|aoa|wc|mm)-\d{3}", r.id) for r in errata)


# -- glossary ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang,col", [("de", 0), ("pl", 1)])
def test_every_glossary_heading_appears_exactly_once_in_the_alignment_table(lang, col):
    _, _, blocks = glossary.entries(lang)
    printed = Counter(head.text for head, _ in blocks)
    table = Counter(row[col] for row in GLOSSARY if row[col] is not None)
    assert printed == table
    assert max(table.values()) == 1
    assert not SUB_BLOCKS[lang] & set(printed)


def test_glossary_slugs_are_unique():
    slugs = [row[2] for row in GLOSSARY]
    assert len(slugs) == len(set(slugs))


def test_capture_is_one_record_with_the_german_and_the_polish_entry(by_id):
    capture = by_id["kf:glossary/capture"]
    assert capture.kind == "glossary"
    assert capture.texts["de"].title == "ERBEUTEN"
    assert "erbeut" in capture.texts["de"].body.lower()
    assert capture.texts["pl"].title == "PRZEJĘCIE"
    assert "Przejęty Æmber" in capture.texts["pl"].body
    assert documents.lines("kf-de")[capture.texts["de"].line - 1] == "ERBEUTEN"


def test_combined_headings_and_sub_blocks_stay_inside_one_entry(by_id):
    assert by_id["kf:glossary/cost"].texts["de"].title == "KOSTEN, AKTUELLE KOSTEN"
    tokens = by_id["kf:glossary/other-tokens"]
    assert "LISTE DER MARKERARTEN" in tokens.texts["de"].body
    assert "LISTA SPECJALNYCH ZNACZNIKÓW:" in tokens.texts["pl"].body
    assert by_id["kf:glossary/repeat-preceding-effect"].texts["pl"].title == "POWTÓRZENIE POPRZEDNIEGO EFEKTU"
    assert by_id["kf:glossary/repeat"].texts["de"].title == "WIEDERHOLEN"


def test_polish_only_entries_have_only_polish_text(by_id):
    for slug in ("bonus-icons", "gigantic", "enhance", "x", "bonus-icon-aember"):
        assert set(by_id[f"kf:glossary/{slug}"].texts) == {"pl"}


# -- sections ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["de", "pl"])
@pytest.mark.parametrize("part", ["rules", "about"])
def test_every_rules_and_lore_heading_is_in_the_section_table(part, lang):
    matched = sections.match_headings(part, lang)  # raises on an unknown heading
    assert len(matched) > 10


def test_turn_steps_are_children_of_the_turn_sequence(by_id):
    steps = [f"kf:turn/step-{n}" for n in range(1, 6)]
    assert by_id["kf:rules/turn-sequence"].children == steps
    assert by_id["kf:turn/step-1"].texts["de"].title == "SCHRITT 1: SCHLÜSSEL SCHMIEDEN"
    assert by_id["kf:turn/step-5"].texts["pl"].title == "KROK 5: DOBRANIE KART"
    assert [by_id[s].number for s in steps] == ["1", "2", "3", "4", "5"]


def test_repeated_lore_headings_get_ids_by_their_house(by_id):
    assert by_id["kf:about/dis-archons"].texts["de"].title == "ARCHONTEN"
    assert by_id["kf:about/dis-archons"].parent == "kf:about/dis"
    assert by_id["kf:about/dis-society"].texts["pl"].title == "SPÓŁCZEŃSTWO"  # misprint in PL
    assert by_id["kf:about/crucible-archons"].parent == "kf:about/crucible"
    assert by_id["kf:rules/using-upgrades"].texts["de"].title == "AUFWERTUNGEN"
    assert by_id["kf:rules/upgrades"].texts["de"].title == "AUFWERTUNGEN"


def test_polish_only_section(by_id):
    assert set(by_id["kf:rules/ability-resolution-order"].texts) == {"pl"}


def test_fight_example_is_an_example_of_the_fight_section(by_id):
    assert by_id["kf:rules/fight-example"].kind == "example"
    assert "kf:rules/fight-example" in by_id["kf:rules/fight"].examples


# -- FAQ ---------------------------------------------------------------------------------

def test_first_german_faq_is_bait_and_switch_and_its_twin_mentions_przekret(by_id):
    de = by_id["kf:faq/de-01"]
    assert "Köder (RdA 267)" in de.texts["de"].title
    assert de.cards == ["Bait and Switch"]
    pl = by_id[de.twin]
    assert "Przekręt" in pl.texts["pl"].title + pl.texts["pl"].body
    assert pl.cards == ["Bait and Switch"]


def test_twins_name_the_same_cards(by_id):
    assert len(TWINS) == len(set(TWINS.values())) == 55
    for d, p in TWINS.items():
        de, pl = by_id[f"kf:faq/de-{d:02d}"], by_id[f"kf:faq/pl-{p:02d}"]
        assert set(de.cards) == set(pl.cards), (de.id, pl.id)


def test_questions_end_with_a_question_mark_and_answers_keep_all_paragraphs(rules, by_id):
    for r in of_kind(rules, "faq"):
        t = r.text()
        assert t.title.rstrip("”“\"»)").endswith("?"), r.id
        assert t.body and not t.body.rstrip("”“\"»)").endswith("?"), r.id
    answer = by_id["kf:faq/de-06"].texts["de"].body
    assert [n for n in "1234" if f"\n{n}. " in "\n" + answer.replace("\n\n", "\n")] == list("1234")
    assert len(by_id["kf:faq/de-11"].texts["de"].body.split("\n\n")) == 2


def test_a_question_over_two_paragraphs_is_one_question(by_id):
    q = by_id["kf:faq/pl-79"].texts["pl"].title
    assert q.startswith("Mój przeciwnik ma w grze Sztandar bitewny") and q.endswith("?")
    assert by_id["kf:faq/pl-79"].twin == "kf:faq/de-16"


def test_polish_topics_group_the_polish_faq(by_id):
    topic = by_id[by_id["kf:faq/pl-52"].parent]
    assert topic.texts["pl"].title == "Przekręt"
    assert "kf:faq/pl-52" in topic.children
    assert by_id["kf:faq/de-01"].parent == "kf:rules/faq"


def test_cards_are_found_by_citation_and_by_name_in_order_of_first_mention(by_id):
    assert by_id["kf:faq/de-19"].cards == ["Spangler Box", "Kelifi Dragon", "Grasping Vines"]
    assert "Masterplan" in by_id["kf:faq/pl-31"].cards  # printed "(Zew Archontów 228)"
    assert by_id["kf:faq/pl-70"].cards == ["Obsidian Forge"]  # printed "(Zderzenie Światów 025)"
    assert by_id["kf:faq/pl-39"].cards == ["Smite", "Firespitter"]  # "Kary (Czas Wstąpienia)"
    assert by_id["kf:faq/pl-15"].cards == ["Optio Gorkus", "Imperial Scutum"]


# -- errata ------------------------------------------------------------------------------

def test_bait_and_switch_erratum_in_both_languages(by_id):
    e = by_id["kf:errata/cota-267"]
    assert e.kind == "errata" and e.card == "CotA 267" and e.cards == ["Bait and Switch"]
    assert e.texts["de"].title == "Köder" and e.texts["pl"].title == "Przekręt"
    assert f"mehr {AEMBER} hat als du, stiehst du 1 {AEMBER}." in e.texts["de"].body


def test_errata_headings_and_notes(by_id):
    assert by_id["kf:errata/aoa-078"].texts["pl"].title == "Łańcuch bólu"  # printed "Czas Wstąpienia 78"
    sicherheitskopie = by_id["kf:errata/aoa-124"].texts["de"].body
    assert sicherheitskopie.endswith("Back-up der Biomatrix (RdA 208).")  # not an erratum heading
    assert set(by_id["kf:errata/cota-208"].texts) == {"de"}
    assert by_id["kf:rules/errata"].texts["pl"].body.startswith("Nowa aktualizacja")
    assert f"je 3 {DAMAGE} zu" in by_id["kf:errata/cota-279"].texts["de"].body


# -- timing chart ------------------------------------------------------------------------

EXPECTED_TIMING = [
    "kf:timing/simultaneous-effects",
    "kf:timing/step-1", "kf:timing/step-1/start-of-turn", "kf:timing/step-1/check", "kf:timing/step-1/forge",
    "kf:timing/step-1/after-key-forged",
    "kf:timing/step-2", "kf:timing/step-2/choose-house", "kf:timing/step-2/after-house-chosen",
    "kf:timing/step-2/take-archives",
    "kf:timing/step-3",
    "kf:timing/play", "kf:timing/play/put-into-play", "kf:timing/play/aember-bonus", "kf:timing/play/play-effects",
    "kf:timing/fight", "kf:timing/fight/exhaust-and-choose-target", "kf:timing/fight/before-fight",
    "kf:timing/fight/deal-damage", "kf:timing/fight/after-fight",
    "kf:timing/reap", "kf:timing/reap/exhaust", "kf:timing/reap/gain-aember", "kf:timing/reap/after-reap",
    "kf:timing/action", "kf:timing/action/exhaust", "kf:timing/action/resolve", "kf:timing/action/after-use",
    "kf:timing/step-4", "kf:timing/step-4/ready",
    "kf:timing/step-5", "kf:timing/step-5/draw", "kf:timing/step-5/end-of-turn",
    "kf:timing/damage", "kf:timing/damage/prevention", "kf:timing/damage/ward", "kf:timing/damage/armor",
    "kf:timing/damage/deal",
    "kf:timing/destroyed", "kf:timing/destroyed/mark", "kf:timing/destroyed/destroyed-effects",
    "kf:timing/destroyed/discard", "kf:timing/destroyed/after-destroyed",
]


def test_timing_chart_records(rules, by_id):
    assert [r.id for r in of_kind(rules, "timing")] == EXPECTED_TIMING
    assert by_id["kf:timing/fight/before-fight"].texts["de"].title.startswith("„VOR DEM KAMPF“")
    assert by_id["kf:timing/damage/armor"].texts["pl"].title == "Użycie pancerza do powstrzymania obrażeń."
    ward = by_id["kf:timing/damage/ward"]
    assert set(ward.texts) == {"pl"} and ward.differs
    assert set(by_id["kf:timing/action/after-use"].texts) == {"de"}
    assert by_id["kf:timing/step-1"].children[0] == "kf:timing/step-1/start-of-turn"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_every_step_and_window_line_of_the_chart_has_a_record(lang):
    from rules_index.parsers.keyforge import document

    lines = document.parts(lang)["timing"].lines
    used = set(timing.locate(lang).values())
    for i, ln in enumerate(lines):
        if re.match(r"^(» |▶ |(- )?\d+\.? )", ln.text):
            assert i in used, ln.text


# -- cross references, icons, differences ------------------------------------------------

def test_cross_references_resolve_to_existing_ids(rules, by_id):
    refs = [ref for r in rules for ref in r.refs]
    assert len(refs) >= 60
    assert all(ref.target in by_id for ref in refs if ref.target)
    assert sum(ref.target is None for ref in refs) == 0
    faygin = by_id["kf:faq/de-08"].refs
    assert [(x.raw, x.target) for x in faygin] == [("siehe „Verlässt das Spiel“ auf Seite 14", "kf:glossary/leaves-play")]
    assert by_id["kf:faq/de-13"].refs[0].target == "kf:timing/destroyed"  # „Zerstört“ auf Seite 34
    assert by_id["kf:glossary/attack"].refs[0].target == "kf:glossary/fight"  # „Kampf“ auf Seite 11
    assert by_id["kf:faq/pl-72"].refs[0].target == "kf:glossary/cannot-vs-must"  # „Nie możesz vs musisz”
    assert {x.lang for x in by_id["kf:glossary/aember"].refs} == {"de", "pl"}


def test_icons_and_markup_are_normalised(rules, by_id):
    text = "\n".join(t.title + "\n" + t.body for r in rules for t in r.texts.values())
    for rendering in ("textcircled", "mathcal", "**", "*", "☹", "●", "🔥", "🍄", "🍀", "♣", "👉", "Ämber", "Ąmber"):
        assert rendering not in text, rendering
    assert f"1 {AEMBER} in seinen {AEMBER}-Vorrat" in by_id["kf:glossary/reap"].texts["de"].body
    assert f"Zadaj 1 {DAMAGE} wrogiemu" in by_id["kf:glossary/for-each"].texts["pl"].body
    assert "DODATKOWY ÆMBER" == by_id["kf:rules/aember-bonus"].texts["pl"].title
    assert f"Æmber ({AEMBER}): Otrzymujesz 1 Æmber." in by_id["kf:glossary/bonus-icons"].texts["pl"].body


def test_known_edition_differences_are_noted(by_id):
    assert "including" in by_id["kf:glossary/repeat"].differs
    assert "first of all" in by_id["kf:rules/aember-bonus"].differs
    assert "ward" in by_id["kf:timing/damage/ward"].differs
    assert by_id["kf:faq/de-50"].differs and by_id["kf:errata/aoa-103"].differs


# -- record hygiene ----------------------------------------------------------------------

def test_ids_are_unique_and_the_tree_is_consistent(rules, by_id):
    assert len(by_id) == len(rules)
    for r in rules:
        assert r.game == "kf" and r.kind in KINDS and r.texts
        assert set(r.texts) <= {"de", "pl"}
        for lang, t in r.texts.items():
            assert t.lang == lang and t.doc == f"kf-{lang}" and t.line > 0
        if r.parent:
            assert r.id in by_id[r.parent].children, r.id
        for child in r.children:
            assert by_id[child].parent == r.id, child


def test_parse_is_deterministic(rules):
    again = keyforge.parse()
    assert json.dumps([r.to_dict() for r in again]) == json.dumps([r.to_dict() for r in rules])


def test_faq_entries_module_agrees_with_records(rules):
    assert len(faq.entries("de")[2]) == 55 and len(faq.entries("pl")[2]) == 83
