"""The cache directory (rules_index.cache): what the current code uses is kept, what older
versions left is listed and, on request, deleted — nothing else in the folder is touched."""

import json
import os
import time

import pytest

from judge.cli import main
from rules_index import cache


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_JUDGE_CACHE", str(tmp_path))
    for p in cache.current_paths():
        p.write_bytes(b"now")
    for name in ("index-0123456789abcdef.json", "search-0123456789abcdef.sqlite",
                 "dense-0123456789abcdef-0.2.1-p1.npy", "encoder-0.2.0.pickle"):
        (tmp_path / name).write_bytes(b"old" * 100)
    (tmp_path / "notes.txt").write_text("not ours")
    fresh = tmp_path / "search-fedcba9876543210.12345.tmp"
    fresh.write_bytes(b"being written")
    stale = tmp_path / "dense-fedcba9876543210.999.tmp.npy"
    stale.write_bytes(b"abandoned")
    hours_ago = time.time() - 2 * cache.TMP_GRACE_SECONDS
    os.utime(stale, (hours_ago, hours_ago))
    return tmp_path


def test_the_current_files_are_the_artefacts_of_this_version():
    names = sorted(p.name.split("-")[0] for p in cache.current_paths())
    # the vector table and its builder's progress; the traced scenario corpus (judge.exercised)
    assert names == ["encoder", "exercised", "index", "search", "vectors", "vectors"]


def test_inventory_marks_what_the_current_code_uses(folder):
    entries = {e.path.name: e.current for e in cache.inventory()}
    assert sum(entries.values()) == 6
    assert entries["index-0123456789abcdef.json"] is False
    assert "notes.txt" not in entries  # not a file this package writes


def test_prune_deletes_old_versions_only(folder):
    removed = {e.path.name for e in cache.prune()}
    assert removed == {"index-0123456789abcdef.json", "search-0123456789abcdef.sqlite",
                       "dense-0123456789abcdef-0.2.1-p1.npy", "encoder-0.2.0.pickle",
                       "dense-fedcba9876543210.999.tmp.npy"}
    left = {p.name for p in folder.iterdir()}
    assert {p.name for p in cache.current_paths()} <= left
    assert "notes.txt" in left
    assert "search-fedcba9876543210.12345.tmp" in left  # another process may still be writing it


def test_judge_cache_lists_and_prunes(folder, capsys):
    assert main(["cache", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed["files"]) == 12 and not listed["pruned"]
    assert main(["cache", "--prune"]) == 0
    assert "deleted 5 file(s)" in capsys.readouterr().out
    assert all(e.current for e in cache.inventory() if ".tmp" not in e.path.name)
