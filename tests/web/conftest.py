"""Fixtures of the web tests (the browser tests under browser/ see them too).

The tests follow web/'s packages: api/ (the JSON API), pages/ (the HTML pages), core/ (what both
use), i18n/, browser/ (the pages in Chromium); the files here test one thing through both the
API and its pages (cards, deck check) or the whole app (limits, hardening)."""

from __future__ import annotations

import json

import pytest

from judge import exercised
from web.core import exercised as view

TOLAS = "examples/keyforge/tolas-bad-penny.json"


@pytest.fixture
def traced(monkeypatch, tmp_path):
    """Two traced scenarios stand in for the corpus (resolving all of it takes seconds): the
    service reads them as it reads the cached traces."""
    data = {"format": exercised.FORMAT,
            "scenarios": [exercised.trace_one(exercised.CORPUS / p) for p in (TOLAS, "faq/keyforge/de-01.json")]}
    path = tmp_path / "exercised-test.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(view, "_path", lambda: path)
    monkeypatch.setattr(exercised, "cache_path", lambda version=None: path)
    monkeypatch.setattr(view, "_state", {"data": None, "by_rule": None})
    return data
