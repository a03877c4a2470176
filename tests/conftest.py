"""Shared fixtures. The index is built once per test session into a private cache
directory, so tests never depend on (or pollute) the user's cache."""

import os
import tempfile

import pytest

os.environ.setdefault("RULES_JUDGE_CACHE", tempfile.mkdtemp(prefix="rules-judge-test-"))


@pytest.fixture(scope="session")
def index():
    from rules_index.index import load

    return load()


@pytest.fixture(scope="session")
def engine(index):
    return index.search_engine
