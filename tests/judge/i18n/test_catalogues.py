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
    "judge/ascension/cards/library.py": 1,
    "judge/ascension/center.py": 19,
    "judge/ascension/effects.py": 28,
    "judge/ascension/game.py": 2,
    "judge/ascension/runner.py": 3,
    "judge/ascension/triggers.py": 2,
    "judge/ascension/turn.py": 20,
    "judge/deckbuilding/game.py": 15,
    "judge/deckbuilding/legal.py": 1,
    "judge/deckbuilding/runner.py": 1,
    "judge/deckbuilding/verbs.py": 4,
    "judge/i18n/__init__.py": 2,
    "judge/kernel/engine.py": 4,
    "judge/kernel/trace.py": 1,
    "judge/keyforge/abilities.py": 15,
    "judge/keyforge/amber.py": 15,
    "judge/keyforge/cards/describe.py": 9,
    "judge/keyforge/damage.py": 9,
    "judge/keyforge/damage_survived.py": 1,
    "judge/keyforge/destroyed.py": 7,
    "judge/keyforge/fight_limits.py": 1,
    "judge/keyforge/game.py": 8,
    "judge/keyforge/gigantic.py": 3,
    "judge/keyforge/kcc_costs.py": 2,
    "judge/keyforge/kcc_done.py": 2,
    "judge/keyforge/kcc_fights.py": 3,
    "judge/keyforge/kga_forms.py": 2,
    "judge/keyforge/kga_spend.py": 3,
    "judge/keyforge/kho_discard.py": 1,
    "judge/keyforge/kho_houses.py": 1,
    "judge/keyforge/kho_play.py": 1,
    "judge/keyforge/kmc.py": 4,
    "judge/keyforge/lasting.py": 5,
    "judge/keyforge/legal.py": 3,
    "judge/keyforge/play.py": 24,
    "judge/keyforge/restrictions.py": 4,
    "judge/keyforge/runner.py": 4,
    "judge/keyforge/select.py": 5,
    "judge/keyforge/text.py": 1,
    "judge/keyforge/turn.py": 22,
    "judge/keyforge/use.py": 31,
    "judge/keyforge/verbs.py": 24,
    "judge/keyforge/verbs_amber.py": 1,
    "judge/keyforge/verbs_cards.py": 12,
    "judge/keyforge/verbs_damage.py": 12,
    "judge/keyforge/verbs_decks.py": 5,
    "judge/keyforge/verbs_kab.py": 17,
    "judge/keyforge/verbs_kca.py": 1,
    "judge/keyforge/verbs_kcc.py": 7,
    "judge/keyforge/verbs_kga.py": 11,
    "judge/keyforge/verbs_kho.py": 2,
    "judge/keyforge/verbs_kmc.py": 11,
    "judge/keyforge/verbs_kwa.py": 2,
    "judge/keyforge/verbs_kwb.py": 4,
    "judge/keyforge/verbs_kwc.py": 23,
    "judge/keyforge/verbs_zones.py": 11,
    "judge/keyforge/zones.py": 12,
    "judge/legal.py": 2,
    "judge/riftbound/abilities.py": 8,
    "judge/riftbound/actions.py": 24,
    "judge/riftbound/chain.py": 12,
    "judge/riftbound/cleanup.py": 5,
    "judge/riftbound/combat.py": 14,
    "judge/riftbound/concede.py": 6,
    "judge/riftbound/costs.py": 11,
    "judge/riftbound/decklist.py": 16,
    "judge/riftbound/decks.py": 22,
    "judge/riftbound/effects.py": 18,
    "judge/riftbound/effects_cards.py": 12,
    "judge/riftbound/effects_costs.py": 1,
    "judge/riftbound/effects_game.py": 4,
    "judge/riftbound/effects_play.py": 9,
    "judge/riftbound/effects_rc.py": 5,
    "judge/riftbound/effects_rd.py": 18,
    "judge/riftbound/effects_rog.py": 23,
    "judge/riftbound/effects_rog_costs.py": 9,
    "judge/riftbound/effects_rsd.py": 13,
    "judge/riftbound/effects_rsf.py": 12,
    "judge/riftbound/effects_run.py": 9,
    "judge/riftbound/effects_ruv.py": 12,
    "judge/riftbound/effects_rve.py": 8,
    "judge/riftbound/effects_triggers.py": 5,
    "judge/riftbound/effects_units.py": 17,
    "judge/riftbound/game.py": 10,
    "judge/riftbound/movement.py": 18,
    "judge/riftbound/open_board.py": 14,
    "judge/riftbound/play.py": 51,
    "judge/riftbound/rsf_conditions.py": 1,
    "judge/riftbound/rsf_triggers.py": 1,
    "judge/riftbound/runner.py": 17,
    "judge/riftbound/scoring.py": 7,
    "judge/riftbound/showdown.py": 3,
    "judge/riftbound/targets.py": 10,
    "judge/riftbound/turn.py": 12,
    "judge/shards/cards/library.py": 1,
    "judge/shards/combat.py": 19,
    "judge/shards/effects.py": 13,
    "judge/shards/effects_cards.py": 13,
    "judge/shards/play.py": 17,
    "judge/shards/runner.py": 2,
    "judge/shards/turn.py": 4,
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
