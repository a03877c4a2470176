"""The Riftbound term bridge: English and Polish game words reach the words of the German
Core Rules (the only Riftbound document), in full text and in the glossed question."""

from rules_index.analysis import analyse, stem
from rules_index.hybrid import answer, glossed
from rules_index.terms import all_terms
from rules_index.terms_riftbound import RB_TERMS


def test_every_german_word_of_the_bridge_is_a_word_of_the_riftbound_rules(index):
    vocabulary = set()
    for r in index:
        if r.game == "rb" and "de" in r.texts:
            vocabulary.update(analyse(r.texts["de"].title + " " + r.texts["de"].body, "de"))
    missing = [f"{en} → {t}" for en, by in RB_TERMS.items() for t in by.get("de", [])
               if not set(analyse(t, "de")) <= vocabulary]
    assert not missing, missing


def test_the_bridge_is_part_of_the_terms_every_question_is_expanded_with():
    assert "Runendeck" in all_terms()["rune deck"]["de"]
    assert "żeton" in all_terms()["token"]["pl"]


def test_a_polish_word_bridges_to_the_german_word(engine):
    groups = engine.expand("żeton")
    assert any(stem("Token", "de") in g for g in groups), groups
    groups = engine.expand("recykluję")
    assert any(stem("recyceln", "de") in g for g in groups), groups


def test_a_polish_phrase_bridges_as_one_term_in_any_case(engine):
    for phrase in ("talia run", "talię run", "pod talią run"):
        groups = engine.expand(phrase)
        assert any(stem("Runendeck", "de") in g for g in groups), (phrase, groups)
    assert not any(stem("Runendeck", "de") in g for g in engine.expand("talia główna"))


def test_the_gloss_of_a_riftbound_question_is_german_only(engine):
    meant = glossed(engine, "Co daje jednostka z tarcza?", "rb")
    assert "Schild" in meant and "Einheit" in meant, meant
    assert "(" not in glossed(engine, "Was macht Ganking?", "rb").replace("Ganking", "")


def test_a_polish_riftbound_question_finds_its_german_rule(engine):
    out = answer(engine, "Riftbound: czy żeton może istnieć poza planszą?")
    ids = [h.id for h in out.rules[:5]]
    assert {"rb:177", "rb:177.1"} & set(ids), ids
    out = answer(engine, "Riftbound: ile kart może mieć talia run?")
    assert "rb:103.3.a" in [h.id for h in out.rules[:5]]


def test_an_english_riftbound_question_finds_its_german_rule(engine):
    out = answer(engine, "Riftbound: what do basic runes produce when exhausted?")
    ids = [h.id for h in out.rules[:5]]
    assert {"rb:157.2", "rb:157.2.a"} & set(ids), ids
