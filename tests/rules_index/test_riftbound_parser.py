"""The Riftbound parser on the vendored German Core Rules (document key "rb-de")."""


import pytest

from rules_index.model import EXAMPLE, POWER, RULE
from rules_index.parsers import riftbound


@pytest.fixture(scope="module")
def records():
    return riftbound.parse()


@pytest.fixture(scope="module")
def by_id(records):
    return {r.id: r for r in records}


def numbered(records):
    return [r for r in records if r.kind == RULE]


def examples(records):
    return [r for r in records if r.kind == EXAMPLE]


# --- counts -------------------------------------------------------------------------


def test_the_document_has_1352_numbered_rules(records):
    rules = numbered(records)
    assert len(rules) == 1352
    assert rules[0].id == "rb:000" and rules[-1].id == "rb:729.3"
    assert {len(r.number.split(".")) for r in rules} == {1, 2, 3, 4, 5}


def test_the_document_has_104_examples_not_counted_as_rules(records):
    assert len(examples(records)) == 104
    assert all("/ex" in r.id and r.number is None for r in examples(records))


def test_the_document_has_102_cross_references_all_resolved(records, by_id):
    refs = [ref for r in records for ref in r.refs]
    assert len(refs) == 102
    assert all(ref.target in by_id for ref in refs)
    assert all(ref.lang == "de" for ref in refs)


# --- ids, order, determinism ----------------------------------------------------------


def test_ids_are_unique_and_deterministic(records):
    ids = [r.id for r in records]
    assert len(ids) == len(set(ids))
    assert [r.id for r in riftbound.parse()] == ids
    assert [r.to_dict() for r in riftbound.parse()] == [r.to_dict() for r in records]


def test_records_are_in_document_order(records):
    lines = [r.texts["de"].line for r in records]
    assert lines == sorted(lines)


def test_no_duplicate_numbers_in_the_vendored_document():
    assert riftbound.find_duplicates() == []


# --- texts --------------------------------------------------------------------------


def test_a_rule_with_a_missing_final_dot(by_id):
    rule = by_id["rb:103.1.b.2"]  # printed "103.1.b.2 Dies kann ..."
    assert rule.number == "103.1.b.2"
    assert rule.texts["de"].body.startswith("Dies kann eine Domäne")
    assert rule.texts["de"].line == 19
    assert rule.texts["de"].doc == "rb-de"
    assert by_id["rb:515.2.a.1"].texts["de"].body.startswith("Zu Beginn der Anfangsphase")


def test_a_rule_number_followed_by_a_colon(by_id):
    # printed "625.1.b.2: Bei verteidigenden Einheiten ..."
    assert by_id["rb:625.1.b.2"].texts["de"].body.startswith("Bei verteidigenden Einheiten")


def test_heading_titles_and_long_rule_titles(by_id):
    assert by_id["rb:100"].title == "Spielkonzept"
    assert by_id["rb:106.2"].title == "Die Basis"
    long_title = by_id["rb:102"].title
    assert long_title.startswith("Riftbound ist ein Sammelkartenspiel")
    assert len(long_title) <= 81 and long_title.endswith("…")


def test_list_lines_belong_to_the_rule_before_them(by_id):
    body = by_id["rb:103.2"].texts["de"].body
    assert body.split("\n") == [
        "Ein Hauptdeck mit mindestens 40 Karten",
        "1 Ausgewählter Champion Einheit",
        "Einheiten",
        "Ausrüstungen",
        "Zauber",
    ]


def test_a_sentence_broken_over_two_lines_is_rejoined(by_id):
    body = by_id["rb:540.1.b.1"].texts["de"].body
    assert "\n" not in body
    assert body.endswith("wenn der erste aktive Spieler nach dem Anlegen der Kette spielt.")


def test_cross_reference_lines_are_not_part_of_the_body(by_id):
    rule = by_id["rb:106.4.d"]
    assert "Siehe Regel" not in rule.texts["de"].body
    assert [(r.raw, r.target) for r in rule.refs] == [
        ("Siehe Regel 518. Bereinigungen für weitere Informationen.", "rb:518"),
        ("Siehe Regel 597. Verstecken für weitere Informationen.", "rb:597"),
    ]


def test_other_reference_wordings(by_id):
    assert [r.target for r in by_id["rb:538"].refs] == ["rb:543"]  # Springe zu Regel 543.
    assert [r.target for r in by_id["rb:542"].refs] == ["rb:540", "rb:539", "rb:540.4.b", "rb:543"]
    assert [r.target for r in by_id["rb:603.1"].refs] == ["rb:107.5"]  # "... unter 107.5."
    assert [(r.raw, r.target) for r in by_id["rb:577.3.b"].refs] == [("Regeln 557 bis 563", "rb:557")]


def test_might_icon_is_normalised(by_id):
    assert by_id["rb:178.1"].texts["de"].body.startswith(f"Ein 1{POWER}-Rekruten-Token")
    assert not any("[S]" in r.texts["de"].body for r in by_id.values())


# --- examples -----------------------------------------------------------------------


def test_two_examples_on_one_line_are_two_records(by_id):
    rule = by_id["rb:103.2.a.2"]
    assert rule.examples == ["rb:103.2.a.2/ex1", "rb:103.2.a.2/ex2"]
    first, second = (by_id[i] for i in rule.examples)
    assert first.parent == second.parent == "rb:103.2.a.2"
    assert first.title == "Beispiel"
    assert first.texts["de"].body.startswith("Loose Cannon hat die Markierung Jinx.")
    assert second.texts["de"].body.startswith("Tibbers hat das Tag Annie")


def test_an_inline_example_is_cut_out_of_the_rule(by_id):
    rule = by_id["rb:126.1"]
    assert "Beispiel" not in rule.texts["de"].body
    assert by_id["rb:126.1/ex1"].texts["de"].body.startswith("Tim hat kein Deck mitgebracht")
    assert len(by_id["rb:563.2.c.8"].examples) == 3


def test_beispiele_with_a_list_is_one_example(by_id):
    example = by_id["rb:108.2/ex1"]
    assert example.title == "Beispiele"
    assert example.texts["de"].body.split("\n") == [
        "Wenn eine Einheit gestärkt ist",
        "Wenn eine Ausrüstung erschöpft ist",
        "Etc.",
    ]


def test_an_example_continued_on_the_next_line(by_id):
    body = by_id["rb:559.3.c.4/ex1"].texts["de"].body
    assert body.startswith("Ein Zauber hat die Anweisung")
    assert "\nBevor diese Anweisung ausgeführt werden kann" in body


# --- hierarchy ----------------------------------------------------------------------


def test_every_parent_exists_and_lists_its_children(records, by_id):
    for r in records:
        if r.parent is None:
            assert r.id in {"rb:000", "rb:100", "rb:500", "rb:700"}
            continue
        assert r.parent in by_id
        parent = by_id[r.parent]
        assert r.id in (parent.examples if r.kind == EXAMPLE else parent.children)


def test_dotted_parents(by_id):
    assert by_id["rb:103.1.b.2"].parent == "rb:103.1.b"
    assert by_id["rb:103.1"].parent == "rb:103"
    assert by_id["rb:626.1.d.1.a"].parent == "rb:626.1.d.1"


def test_top_level_rules_hang_under_headings(by_id):
    assert by_id["rb:102"].parent == "rb:101"  # 101. Konstruktion des Decks
    assert by_id["rb:103"].parent == "rb:101"
    assert by_id["rb:101"].parent == "rb:100"  # 100. Spielkonzept
    assert by_id["rb:106"].parent == "rb:105"  # 105. Bereiche
    assert by_id["rb:127"].parent == "rb:124"  # a topic with sub-rules is not a heading
    assert by_id["rb:600"].parent == "rb:590"  # 600 is a topic, not a section
    assert by_id["rb:101"].children == ["rb:102", "rb:103"]


# --- damage the vendored file does not show (synthetic input) ---------------------------

GLUED = """\
515. Beginn der Runde
515.2. Beginn der Phase
515.2.a. Anfangsphase
515.2.a.1 Zu Beginn finden Spieleffekte statt. 515.3. Channel-Phase
515.3.a. Er erhält 2 Kopien. Siehe Regel 554. Karten ausspielen für weitere Informationen.
515.3.b. Er kanalisiert 2 Runen.515.4 Ziehphase
515.4.a. Text. 515.2.b. steht hier nicht als Regel.
515.4.a. Doppelt vergeben.
"""


def test_a_glued_line_is_split():
    rules = {r.id: r for r in riftbound.parse(GLUED)}
    assert rules["rb:515.2.a.1"].texts["de"].body == "Zu Beginn finden Spieleffekte statt."
    assert rules["rb:515.3"].texts["de"].body == "Channel-Phase"
    assert rules["rb:515.3"].parent == "rb:515"
    assert rules["rb:515.3.b"].texts["de"].body == "Er kanalisiert 2 Runen."  # no space before
    assert rules["rb:515.4"].texts["de"].body == "Ziehphase"  # and no final dot


def test_references_and_plain_numbers_do_not_split():
    rules = {r.id: r for r in riftbound.parse(GLUED)}
    assert rules["rb:515.3.a"].texts["de"].body.startswith("Er erhält 2 Kopien. Siehe Regel 554.")
    assert "rb:554" not in rules
    # 515.2.b cannot follow 515.4.a, so it is text, not a rule
    assert "rb:515.2.b" not in rules


def test_a_duplicate_number_keeps_one_id():
    records = riftbound.parse(GLUED)
    assert [r.id for r in records].count("rb:515.4.a") == 1
    assert riftbound.find_duplicates(GLUED) == ["515.4.a"]
    body = {r.id: r for r in records}["rb:515.4.a"].texts["de"].body
    assert body.endswith("\nDoppelt vergeben.")
