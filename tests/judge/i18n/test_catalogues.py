"""The engine's words come from gettext catalogues (judge.i18n), complete in German, English
and Polish; no new (German, English) pair is written into the code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from judge.i18n import LANGS, catalogue, joined, markers, verbatim
from judge.i18n.domains import DOMAINS, ROOT
from judge.i18n.tool import check

M, MP, MN = markers("kernel")


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_every_message_the_code_marks_is_translated_and_compiled(domain):
    # missing or empty translations, entries no code uses, placeholders dropped, stale .mo
    assert check(domain) == []


def test_a_message_is_said_in_each_language_with_its_parameters():
    said = M("{ability} wird abgehandelt", ability="Ward – Play")
    assert dict(said) == {"de": "Ward – Play wird abgehandelt", "en": "Ward – Play resolves",
                          "pl": "Ward – Play jest rozpatrywana"}


def test_a_parameter_is_said_in_the_same_language_as_its_message():
    question = M("Welcher Ersatzeffekt zuerst?")
    said = M("{player} wählt {picked}: {question}", player="Anna", picked={"de": "Schild", "en": "Shield"},
             question=question)
    assert said["de"] == "Anna wählt Schild: Welcher Ersatzeffekt zuerst?"
    assert said["en"] == "Anna chooses Shield: Which replacement effect applies first?"
    # a name the data has no Polish for is said in English
    assert said["pl"] == "Anna wybiera Shield: Który efekt zastępujący najpierw?"


def test_verbatim_and_joined_words_are_the_same_in_every_language():
    parts = joined([verbatim("Troll"), M("Welcher Ersatzeffekt zuerst?")], " · ")
    assert parts["de"] == "Troll · Welcher Ersatzeffekt zuerst?"
    assert parts["pl"] == "Troll · Który efekt zastępujący najpierw?"


def test_an_unknown_language_is_refused():
    with pytest.raises(KeyError):
        M("Welcher Ersatzeffekt zuerst?")["fr"]
    with pytest.raises(ValueError, match="unknown interface language 'fr'"):
        catalogue("kernel").translations("fr")


def test_a_plural_message_needs_its_count():
    with pytest.raises(TypeError, match="n="):
        MN("{n} Karte", "{n} Karten")


# -- no (German, English) pairs in the engine ------------------------------------------------------
#: files of judge/ and scenarios/ that still hand the trace or a prompt a (German, English) pair —
#: a function taking parameters ``de`` and ``en``, a call of such a function, or a dict literal
#: with the keys "de" and "en" — and how many. The list may only shrink: a message goes through a
#: catalogue (``M``).
PAIRS_LEFT: dict[str, int] = {
}


def _trees() -> dict[str, ast.Module]:
    return {str(p.relative_to(ROOT)): ast.parse(p.read_text(encoding="utf-8"))
            for top in ("judge", "scenarios") for p in sorted((ROOT / top).rglob("*.py"))}


def pair_functions(trees: dict[str, ast.Module]) -> dict[str, int]:
    """The functions that take a German and an English text: name → the position of ``en``
    among a call's positional arguments (``self`` not counted)."""
    out: dict[str, int] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [a.arg for a in node.args.args]
                if "de" in names and "en" in names:
                    at = names.index("en") - (names[:1] in (["self"], ["cls"]))
                    out[node.name] = min(at, out.get(node.name, at))
    return out


def pairs(tree: ast.Module, takers: dict[str, int]) -> int:
    """Definitions of pair-taking functions, calls that still pass the English text, and dict
    literals with the keys "de" and "en"."""
    n = 0
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            n += node.name in takers
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            if name in takers:
                n += len(node.args) > takers[name] or any(k.arg == "en" for k in node.keywords)
        elif isinstance(node, ast.Dict):
            n += {"de", "en"} <= {k.value for k in node.keys if isinstance(k, ast.Constant)}
    return n


def pairs_by_file() -> dict[str, int]:
    trees = _trees()
    takers = pair_functions(trees)
    return {f: n for f, tree in trees.items() if (n := pairs(tree, takers))}


def test_no_new_pairs_of_german_and_english_in_the_engine():
    found = pairs_by_file()
    grown = {f: (n, PAIRS_LEFT.get(f, 0)) for f, n in found.items() if n > PAIRS_LEFT.get(f, 0)}
    assert not grown, f"(German, English) pairs instead of catalogue messages (found, allowed): {grown}"
    shrunk = {f: (found.get(f, 0), n) for f, n in PAIRS_LEFT.items() if found.get(f, 0) < n}
    assert not shrunk, f"fewer pairs than PAIRS_LEFT allows: lower the table to what is left: {shrunk}"


def test_languages_are_german_english_polish():
    assert LANGS == ("de", "en", "pl")


def test_a_translators_batch_with_a_key_nothing_reads_is_refused_with_its_place():
    from judge.i18n.domains import domain
    from judge.i18n.tool import fill

    with pytest.raises(SystemExit, match=r"/1: unknown keys \['fr'\]"):
        fill(domain("kernel"), [{"id": "Welcher Ersatzeffekt zuerst?", "pl": "x"}, {"id": "x", "fr": "y"}])
    with pytest.raises(SystemExit, match="/0: no 'id'"):
        fill(domain("kernel"), [{"en": "x"}])
