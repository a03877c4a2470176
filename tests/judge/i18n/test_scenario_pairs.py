"""No table of (German, English) words in scenarios/: the labels, problems and sentences of the
scenario errors (``scenarios.messages``) are messages of the ``scenarios`` catalogue, said in
German, English and Polish. ``test_catalogues`` finds functions taking ``de, en`` and dicts
keyed "de"/"en"; this finds the other shape a pair of words took there: tuples of strings."""

from __future__ import annotations

import ast

from judge.i18n.domains import ROOT


def _strings(node: ast.AST) -> int:
    return sum(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in getattr(node, "elts", ()))


def word_tuples(tree: ast.Module) -> list[int]:
    """Lines of a dict literal whose values are all tuples of two or more strings (a table of
    words by language), and of a name bound to such a tuple (``WHOLE = ("Szenario", "Scenario")``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and len(node.values) >= 2 and all(
                isinstance(v, ast.Tuple) and _strings(v) >= 2 for v in node.values) or isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Tuple) \
                and _strings(node.value) >= 2 and len(node.value.elts) <= 3:
            found.append(node.lineno)
    return sorted(found)


def tables_in(top: str) -> dict[str, list[int]]:
    return {str(p.relative_to(ROOT)): lines for p in sorted((ROOT / top).rglob("*.py"))
            if (lines := word_tuples(ast.parse(p.read_text(encoding="utf-8"))))}


def test_no_tables_of_german_and_english_words_in_scenarios():
    assert tables_in("scenarios") == {}


def test_the_check_finds_the_shapes_the_tables_had():
    old = ast.parse('LABELS = {"game": ("Spiel", "Game"), "title": ("Titel", "Title")}\n'
                    'BOUNDS = {"ge": ("ge", "mindestens", "at least"), "le": ("le", "höchstens", "at most")}\n'
                    'WHOLE = ("Szenario", "Scenario")\n'
                    'CARD_ENTRY = ("eine Karte …", "a card …", [])\n')
    assert word_tuples(old) == [1, 2, 3, 4]
    new = ast.parse('LABELS = {"game": M("Spiel"), "title": M("Titel")}\nKINDS = ("list", "str", "int", "float")\n')
    assert word_tuples(new) == []
