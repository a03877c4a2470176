"""The questions a rule answers (rules_index.asked): every rule record has them in German,
English and Polish; a bad file is refused with its pointer; they find their record by words and
by meaning, and are never shown as the record's text."""

import json

import pytest

from rules_index import asked
from rules_index.hybrid import answer
from rules_index.model import EXAMPLE, FAQ


def test_every_rule_record_has_questions_in_three_languages(index):
    # a record the documents gain (a new rule) fails here until someone writes its questions
    missing = [r.id for r in index if r.kind not in (FAQ, EXAMPLE) and sorted(r.asked) != ["de", "en", "pl"]]
    assert not missing, f"{len(missing)} records without questions in de, en and pl (first: {missing[:5]})"


def test_faq_entries_and_examples_have_none(index):
    # an FAQ entry is a question already; an example illustrates the rule it belongs to
    assert not [r.id for r in index if r.kind in (FAQ, EXAMPLE) and r.asked]


def test_questions_are_short_questions(index):
    for r in index:
        for lang, qs in r.asked.items():
            assert 1 <= len(qs) <= 3, (r.id, lang)
            for q in qs:
                assert q.endswith("?") and len(q) <= asked.MAX_CHARS, (r.id, lang, q)


@pytest.mark.parametrize("entry, pointer", [
    ({"id": "rb:9999.9", "en": ["Who?"]}, "bad.json at /1/id: no record 'rb:9999.9'"),
    ({"id": "rb:117.1", "fr": ["Qui?"]}, "bad.json at /1/fr: unknown key"),
    ({"id": "rb:117.1", "en": "Who?"}, "bad.json at /1/en: a list of questions"),
    ({"id": "rb:117.1", "en": ["x" * 201]}, "bad.json at /1/en/0: a question is a non-empty string"),
    ({"id": "rb:117.1", "pl": [""]}, "bad.json at /1/pl/0: a question is a non-empty string"),
])
def test_a_bad_file_is_refused_with_its_pointer(tmp_path, index, entry, pointer):
    good = {"id": "rb:117.2", "de": ["Wie viele Karten ziehe ich nach?"]}
    (tmp_path / "bad.json").write_text(json.dumps([good, entry]), encoding="utf-8")
    with pytest.raises(asked.AskedError) as e:
        asked.load(index.rules, tmp_path)
    assert pointer in str(e.value)


def test_the_same_record_twice_is_refused(tmp_path, index):
    entry = {"id": "rb:117.2", "de": ["Wie viele Karten ziehe ich nach?"]}
    (tmp_path / "twice.json").write_text(json.dumps([entry, entry]), encoding="utf-8")
    with pytest.raises(asked.AskedError, match=r"twice.json at /1/id: 'rb:117.2' is listed twice"):
        asked.load(index.rules, tmp_path)


def test_an_english_question_meets_the_english_questions(index):
    # the record's own text is German only: its English questions carry the English words
    rule = index["rb:117.1"]
    assert "en" not in rule.texts and rule.asked["en"]
    found = asked.search(index.search_engine, rule.asked["en"][0], "rb", 10)
    assert "rb:117.1" in [rid for rid, _, _ in found[:3]]


def test_the_questions_are_searched_by_meaning_apart_from_the_texts(index):
    dense = index.search_engine.dense
    rule = index["rb:117.1"]
    question = rule.asked["pl"][0]
    near = dense.search_asked(question, game="rb", limit=5)
    assert near[0][0] == "rb:117.1" and near[0][2] > 0.99  # the question itself
    assert len({rid for rid, _, _ in near}) == len(near) == 5  # one entry per record, its best question
    assert all(rid.startswith("kf:") for rid, _, _ in dense.search_asked(question, game="kf", limit=5))
    # the records' own search never returns a question's vector as a record's
    own = dict((rid, c) for rid, _, c in dense.search(question, game="rb", limit=50))
    assert own.get("rb:117.1", 0.0) < 0.99


def test_a_record_found_by_its_questions_is_shown_in_its_own_words(index):
    engine = index.search_engine
    rule = index["rb:117.1"]
    found = answer(engine, rule.asked["en"][0], game="rb", show="en")
    hit = next(h for h in found.rules if h.id == "rb:117.1")
    assert hit.lang == "de" and hit.other_lang  # the German text, marked as another language
    assert hit.title == rule.texts["de"].title
    assert not any(q in hit.snippet for qs in rule.asked.values() for q in qs)
