"""No user-facing text is written as a (German, English) pair in ``judge/``, ``scenarios/`` or
``web/``: each is one catalogue message, said in German, English and Polish. One detector
(``judge.i18n.pairs``; ``python -m judge.i18n pairs`` lists what it finds) for the three folders;
the sites left may only shrink."""

from __future__ import annotations

import ast

import pytest

from judge.i18n.pairs import pair_functions, pairs, sites

#: files that still write pairs, how many, and why
PAIRS_LEFT: dict[str, int] = {
    # a Riftbound chain item is game state (JSON data, no message objects): its label in English and
    # German ("label", "label_de"); abilities.label_text says it in every language (Polish through
    # the catalogue's trigger words)
    "judge/riftbound/abilities.py": 5,
    "judge/riftbound/effects.py": 1,
    "judge/riftbound/open_board.py": 1,
    "judge/riftbound/play.py": 1,
}


def test_no_new_pairs_of_german_and_english():
    found = {f: len(where) for f, where in sites().items()}
    grown = {f: (n, PAIRS_LEFT.get(f, 0)) for f, n in found.items() if n > PAIRS_LEFT.get(f, 0)}
    assert not grown, f"(German, English) pairs instead of catalogue messages (found, allowed): {grown}"
    shrunk = {f: (found.get(f, 0), n) for f, n in PAIRS_LEFT.items() if found.get(f, 0) < n}
    assert not shrunk, f"fewer pairs than PAIRS_LEFT allows: lower the table to what is left: {shrunk}"


@pytest.mark.parametrize("source, caught", [
    # tables of words by language
    ('X = {"a": ("Karte", "card"), "b": ("Kampf", "fight")}', True),
    ('BOUNDS = {"ge": ("ge", "mindestens", "at least"), "le": ("le", "höchstens", "at most")}', True),
    ('KINDS = {"a": ("list", "str"), "b": ("int", "float")}', False),  # identifiers, no words
    # {"de": …, "en": …} written in the code
    ('said = {"de": f"{n} Karten", "en": f"{n} cards"}', True),
    ('said = {"de": de, "en": en}', True),
    ('x = {"de": "Karte", "en": en_word}', True),
    ('NAMES = {"de": "Deutsch", "pl": "Polski"}', False),
    ('entry = {"en": en, "de": card.name_de or names.get("de"), "pl": card.name_pl}', False),  # a card's names
    ('where = {lang: f"{labels[lang]} ({p})" for lang in LANGS}', False),
    # German words written into an answer
    ('body = {"error": "x", "message": f"unknown rule {i}", "message_de": f"unbekannte Regel {i}"}', True),
    ('body = {"error": "x", "message": e.description, "message_de": "Interner Fehler"}', True),
    ('body = {"error": "x", "message": "internal error", "message_de": de}', True),
    ('ErrorOut(error="x", message="not found", message_de=german)', True),
    ('ErrorOut(error="x", message=m, message_de="Nicht gefunden: " + what)', True),
    ('err = {"label": "Aktion", "label_de": "Aktion"}', True),
    ('body = {"message": e["message"], "message_de": e.get("message_de") or "Kein JSON: " + e["message"]}', True),
    ('body = {"error": "x", **answer(said(N_("unbekannte Regel {id}"), id=i))}', False),
    ('ErrorOut(error="x", message=said["en"], message_de=said["de"], message_pl=said["pl"])', False),
    ('body = {"message": e["message"], "message_de": e.get("message_de")}', False),
    ('body = {"error": "x", **fields(M("{game}: noch keine Liste", game=g))}', False),
    # functions taking the two languages, and their callers
    ('def error(status, code, message, message_de=None):\n    pass', True),
    ('def say(g, de, en):\n    pass\nsay(g, "Karte", "card")', True),
    ('def error(status, code, words):\n    pass', False),
    # German words kept apart
    ('message, message_de = e.description, "Interner Fehler"', True),
    ('where_de = f"{label} ({pointer})" if label else pointer', True),
    ('name_de = card.name_de', False),
])
def test_the_detector(source, caught):
    tree = ast.parse(source)
    assert bool(pairs(tree, pair_functions({"": tree}))) is caught


def test_a_call_passing_the_english_words_is_found_beside_the_function():
    tree = ast.parse('def gain(g, p, n, de, en):\n    pass\n'
                     'gain(g, "alice", 2, "erhält", "gains")\ngain(g, "alice", 2, M("erhält"))\n')
    assert [line for line, _ in pairs(tree, pair_functions({"": tree}))] == [1, 3]
