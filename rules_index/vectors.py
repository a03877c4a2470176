"""The record vectors, kept by what they embed: each text the encoder turned into a vector is
found again by a hash of the text (and the encoder's version), wherever it comes from.

A vector depends only on its text and the encoder, not on the index version: a change to a
parser that leaves the embedded texts alone needs no new vectors, and a change to one rule
needs one. Where the vectors of the current texts come from, in order:

1. the table shipped in the package (``rules_index/vector_tables/vectors-<encoder>.npz``, made by
   ``judge cache --ship-vectors``; a test fails when it no longer covers every text), so a
   fresh machine answers ``ask`` at its first start without embedding anything;
2. the table in the cache directory (``vectors-<encoder>.npz``): the texts the shipped table
   lacks, embedded here once;
3. the encoder, for the texts neither table has (about 4 ms a text on one core; all of them
   take 10-15 s), added to the cache table.

The service never embeds at its start when that would take long: it starts a builder process
(``python -m rules_index.vectors``) that logs its progress and writes the cache table, and
``ask`` answers from the full text until the table is there (``/api/v1/health`` says so).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

SHIPPED_DIR = Path(__file__).parent / "vector_tables"
BATCH = 64


def _encoder_version() -> str:
    from .dense import Encoder

    return Encoder.version()


def shipped_path() -> Path:
    return SHIPPED_DIR / f"vectors-{_encoder_version()}.npz"


def cache_path() -> Path:
    from .index import cache_dir

    return cache_dir() / f"vectors-{_encoder_version()}.npz"


def progress_path() -> Path:
    from .index import cache_dir

    return cache_dir() / f"vectors-{_encoder_version()}.progress.json"


def keys_of(texts: list[str]) -> np.ndarray:
    """Each text's key: the first 8 bytes of its BLAKE2b hash, as an unsigned integer."""
    return np.array([int.from_bytes(hashlib.blake2b(t.encode("utf-8"), digest_size=8).digest(), "little")
                     for t in texts], dtype=np.uint64)


class Table:
    """Vectors by key, the keys sorted (a lookup is a binary search)."""

    def __init__(self, keys: np.ndarray, vectors: np.ndarray):
        order = np.argsort(keys, kind="stable")
        self.keys = keys[order]
        self.vectors = vectors[order]

    @classmethod
    def load(cls, path: Path) -> "Table | None":
        try:
            with np.load(path) as data:
                keys, vectors = data["keys"], data["vectors"]
        except (OSError, ValueError, KeyError):
            return None
        if keys.ndim != 1 or vectors.ndim != 2 or len(keys) != len(vectors):
            return None
        return cls(keys.astype(np.uint64), vectors)

    def find(self, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(found: bool per key, row in this table per key — meaningful where found)."""
        if len(self.keys) == 0:
            return np.zeros(len(keys), dtype=bool), np.zeros(len(keys), dtype=np.int64)
        rows = np.searchsorted(self.keys, keys).clip(0, len(self.keys) - 1)
        return self.keys[rows] == keys, rows

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npz")
        np.savez(tmp, keys=self.keys, vectors=self.vectors.astype(np.float16))
        tmp.replace(path)


def _tables() -> list[Table]:
    """The shipped table (unless ``RULES_JUDGE_SHIPPED_VECTORS=0``: what a machine meets when the
    documents changed and nobody shipped a new table; ``benchmarks/bench_all.py`` measures that
    start) and the cache's."""
    shipped = Table.load(shipped_path()) if os.environ.get("RULES_JUDGE_SHIPPED_VECTORS") != "0" else None
    return [t for t in (shipped, Table.load(cache_path())) if t is not None]


def missing(texts: list[str]) -> int:
    """How many of the texts no table has a vector for."""
    keys = keys_of(texts)
    have = np.zeros(len(keys), dtype=bool)
    for table in _tables():
        have |= table.find(keys)[0]
    return int((~have).sum())


def assemble(texts: list[str], encode: bool = True,
             progress: Callable[[int, int], None] | None = None) -> np.ndarray | None:
    """The vectors of ``texts`` in order (float32). Texts no table has are embedded and added
    to the cache table when ``encode``; otherwise the answer is None while any is missing."""
    keys = keys_of(texts)
    out: np.ndarray | None = None
    have = np.zeros(len(keys), dtype=bool)
    for table in _tables():
        found, rows = table.find(keys)
        found &= ~have
        if out is None:
            out = np.zeros((len(keys), table.vectors.shape[1]), dtype=np.float32)
        out[found] = table.vectors[rows[found]]
        have |= found
    todo = np.flatnonzero(~have)
    if len(todo) == 0 and out is not None:
        return out
    if not encode:
        return None
    from .dense import Encoder

    made = []
    for start in range(0, len(todo), BATCH):
        rows = todo[start:start + BATCH]
        made.append(Encoder.encode([texts[i] for i in rows]))
        if progress:
            progress(min(start + BATCH, len(todo)), len(todo))
    new = np.concatenate(made).astype(np.float32)
    if out is None:
        out = np.zeros((len(keys), new.shape[1]), dtype=np.float32)
    out[todo] = new
    cached = Table.load(cache_path())
    new_keys, new_vectors = keys[todo], new.astype(np.float16)
    if cached is not None:
        new_keys = np.concatenate([cached.keys, new_keys])
        new_vectors = np.concatenate([cached.vectors, new_vectors])
    _, first = np.unique(new_keys, return_index=True)
    try:
        Table(new_keys[first], new_vectors[first]).save(cache_path())
    except OSError:
        pass  # a read-only cache: the vectors still serve this process
    return out


def ship(texts: list[str]) -> Path:
    """Write the shipped table with exactly the vectors of ``texts`` (embedding what no table
    has): what ``judge cache --ship-vectors`` does after the documents or the embedded texts
    changed."""
    vectors = assemble(texts)
    keys = keys_of(texts)
    _, first = np.unique(keys, return_index=True)
    path = shipped_path()
    Table(keys[first], vectors[first]).save(path)
    return path


def build_in_background(log: Callable[[str], None]) -> "object":
    """Start the builder process (``python -m rules_index.vectors``); it logs to the same
    stderr and writes the cache table and a progress file."""
    import subprocess

    log("ask: embedding the rule texts no vector table has, in a background process; until it is done, "
        "ask answers from the full text (GET /api/v1/health shows how far it is)")
    return subprocess.Popen([sys.executable, "-m", "rules_index.vectors"], stdin=subprocess.DEVNULL)


def read_progress() -> dict | None:
    """The background builder's progress ({"done", "total", "started"}), or None."""
    try:
        return json.loads(progress_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _write_progress(done: int, total: int, started: float) -> None:
    path = progress_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"done": done, "total": total, "started": started}), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass


def main() -> int:
    """The background builder: embed what no table has, logging every tenth."""
    from .dense import DenseIndex
    from .index import load

    started = time.time()
    texts = DenseIndex(load()).texts
    todo = missing(texts)
    print(f"[vectors] {todo} of {len(texts)} rule texts to embed", file=sys.stderr, flush=True)
    step = [0]

    def progress(done: int, total: int) -> None:
        _write_progress(done, total, started)
        if done * 10 // total > step[0] or done == total:
            step[0] = done * 10 // total
            print(f"[vectors] {done}/{total} embedded ({100 * done // total} %, {time.time() - started:.0f} s)",
                  file=sys.stderr, flush=True)

    _write_progress(0, todo, started)
    assemble(texts, progress=progress)
    try:
        progress_path().unlink()
    except OSError:
        pass
    print(f"[vectors] done in {time.time() - started:.1f} s: ask searches by meaning now", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
