"""Fuzzing the loader and the engines (hypothesis). Properties: no uncaught exception; every
rejection is a clear error with a JSON pointer; resolving never mutates its input; a valid
scenario's trace cites only known IDs; the same scenario gives the same trace bytes twice.

Bounded here (a few hundred cases, well under two minutes); the long profile runs with
``FUZZ_PROFILE=long`` (``.venv/bin/pytest tests/fuzz``), 10,000+ cases.
"""

import copy
import os

import pytest
from hypothesis import HealthCheck, given, settings

from judge.commands import resolve_data
from judge.kernel import dumps

from .strategies import deckbuilder_board, mutated

LONG = os.environ.get("FUZZ_PROFILE") == "long"
settings.register_profile("ci", max_examples=120, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("long", max_examples=5000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
PROFILE = "long" if LONG else "ci"
CLEAN_CODES = {0, 1, 2, 3, 4, 5}


def check_clean(code: int, out: dict) -> None:
    assert code in CLEAN_CODES
    if code == 2:
        assert out["errors"], out
        for e in out["errors"]:
            assert isinstance(e.get("pointer"), str) and (e["pointer"] == "" or e["pointer"].startswith("/")), e
            assert e.get("message"), e


@settings.get_profile(PROFILE)
@given(mutated())
def test_a_mutated_scenario_is_resolved_or_rejected_cleanly_and_never_changed(doc):
    before = copy.deepcopy(doc)
    code, out = resolve_data(doc)
    check_clean(code, out)
    assert doc == before, "resolving changed its input"


@pytest.mark.parametrize("game", ["ascension", "shards"])
def test_random_deckbuilder_boards_resolve_deterministically_citing_known_rules(game, index):
    resolved: list[tuple[dict, str]] = []

    @settings.get_profile(PROFILE)
    @given(deckbuilder_board(game))
    def run(doc):
        code, out = resolve_data(copy.deepcopy(doc))
        check_clean(code, out)
        if code in (0, 1, 4):
            for step in out["steps"]:
                assert all(c in index for c in step["cites"] + step["faq"]), step
            assert dumps(resolve_data(copy.deepcopy(doc))[1]["steps"]) == dumps(out["steps"])
            if len(resolved) < 40:
                resolved.append((doc, digest(out)))

    run()
    # the same bytes in another process (no dependence on hash seeds, dict order or memory)
    assert resolved
    again = in_another_process([doc for doc, _ in resolved])
    assert again == [d for _, d in resolved]


def digest(out: dict) -> str:
    import hashlib

    return hashlib.sha256(dumps(out).encode()).hexdigest()


def in_another_process(docs: list[dict]) -> list[str]:
    import json
    import subprocess
    import sys

    code = ("import json, sys, hashlib\n"
            "from judge.commands import resolve_data\n"
            "from judge.kernel import dumps\n"
            "for doc in json.load(sys.stdin):\n"
            "    print(hashlib.sha256(dumps(resolve_data(doc)[1]).encode()).hexdigest())\n")
    proc = subprocess.run([sys.executable, "-c", code], input=json.dumps(docs), capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONHASHSEED": "123"})
    return proc.stdout.split()
