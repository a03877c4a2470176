"""The cache directory: which files the running code uses, and which older versions left.

Every built artefact is named by what it was made from — ``index-<source hash>.json``,
``search-<index version>.sqlite``, ``vectors-<encoder>.npz`` (by text, not by index version),
``encoder-<versions>.pickle`` — so a new version of the documents or of the code builds new
files beside the old ones and never reads a stale one. Nothing deletes the old ones on its
own: a process of the previous version may still be running on them (its threads open the
search database again, each on its own). ``judge cache`` lists them; ``judge cache --prune``
removes the ones the current code does not use, once no older process is left.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from .index import cache_dir, index_path, source_hash

#: the files this package writes into the cache directory (and their half-written temporaries)
ARTEFACT = re.compile(r"^(index|search|dense|vectors|encoder|exercised)-[\w.\-]+$")
#: a temporary file younger than this may still be being written by another process
TMP_GRACE_SECONDS = 3600


@dataclass(frozen=True)
class Entry:
    path: Path
    size: int
    current: bool

    def to_dict(self) -> dict:
        return {"name": self.path.name, "bytes": self.size, "current": self.current}


def current_paths() -> set[Path]:
    """The cache files the current documents and code read (whether built yet or not)."""
    from .dense import Encoder
    from .search import SearchEngine
    from .vectors import cache_path, progress_path

    from judge.exercised import cache_path as exercised_path

    version = source_hash()
    return {index_path(version), SearchEngine.cache_path(version), cache_path(), progress_path(),
            Encoder.snapshot_path(), exercised_path()}


def inventory() -> list[Entry]:
    """Every artefact in the cache directory, largest first."""
    folder = cache_dir()
    if not folder.is_dir():
        return []
    current = {p.name for p in current_paths()}
    out = []
    for p in folder.iterdir():
        if p.is_file() and ARTEFACT.match(p.name):
            out.append(Entry(p, p.stat().st_size, p.name in current))
    return sorted(out, key=lambda e: (-e.size, e.path.name))


def prune() -> list[Entry]:
    """Delete the artefacts the current code does not use; returns what was deleted. A
    temporary file is left alone while another process may still be writing it."""
    removed = []
    now = time.time()
    for e in inventory():
        if e.current:
            continue
        if ".tmp" in e.path.name and now - e.path.stat().st_mtime < TMP_GRACE_SECONDS:
            continue
        try:
            e.path.unlink()
            removed.append(e)
        except OSError:
            pass  # gone already, or not ours to delete
    return removed
