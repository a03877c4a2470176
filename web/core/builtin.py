"""The built-in scenario files (``scenarios/faq/``, ``scenarios/examples/``, ``scenarios/variations/``,
``scenarios/errata/``): listing, reading by path, which file replays an FAQ entry and which
show an erratum at work.

Files are addressed by their path relative to the corpus root, e.g.
``examples/keyforge/tolas-bad-penny.json``. Only paths the index lists are ever read: a
request cannot name any other file. The index is a cheap directory scan, re-parsed only
for files whose size or mtime changed, so scenarios added while the server runs appear.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
GROUPS = {"faq": ("faq",), "examples": ("examples",), "variations": ("variations",), "errata": ("errata",),
          "cards": ("cards",),
          "all": ("faq", "examples", "variations", "errata", "cards")}
MAX_FILE = 512 * 1024


@dataclass
class Entry:
    path: str  # relative to ROOT, with forward slashes
    title: str | None = None
    faq: list[str] = field(default_factory=list)
    mode: str = "resolve"
    game: str | None = None
    edition: str | None = None
    description: str | None = None
    cites: list[str] = field(default_factory=list)  # the rule IDs its expectation says the trace cites
    error: str | None = None  # the file is not readable JSON

    @property
    def group(self) -> str:
        return self.path.split("/", 1)[0]

    @property
    def variation(self) -> bool:
        return self.group == "variations"

    def to_dict(self) -> dict:
        return {"path": self.path, "title": self.title, "faq": list(self.faq), "mode": self.mode,
                "game": self.game, "edition": self.edition, "description": self.description,
                "group": self.group, "error": self.error, "url": trace_url(self.path)}


_lock = threading.Lock()
_cache: dict[str, tuple[tuple[int, int], Entry]] = {}


def trace_url(path: str) -> str:
    return "/trace?scenario=" + quote(path, safe="/")


def _read_entry(rel: str, file: Path) -> Entry:
    try:
        if file.stat().st_size > MAX_FILE:
            return Entry(rel, error="file too large")
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return Entry(rel, error=f"cannot read: {e}")
    if not isinstance(data, dict):
        return Entry(rel, error="not a JSON object")
    faq = data.get("faq") if isinstance(data.get("faq"), list) else []
    text = (lambda v: v if isinstance(v, str) else None)
    expect = data.get("expect") if isinstance(data.get("expect"), dict) else {}
    cites = expect.get("cites") if isinstance(expect.get("cites"), list) else []
    return Entry(rel, title=text(data.get("title")), faq=[f for f in faq if isinstance(f, str)],
                 mode=text(data.get("mode")) or "resolve", game=text(data.get("game")),
                 edition=text(data.get("edition")), description=text(data.get("description")),
                 cites=[c for c in cites if isinstance(c, str)])


def entries(root: Path | None = None) -> list[Entry]:
    """Every built-in scenario file, FAQ files first, then examples; sorted by path."""
    root = root or ROOT
    found: dict[str, Entry] = {}
    with _lock:
        for group in GROUPS["all"]:
            base = root / group
            if not base.is_dir():
                continue
            for file in sorted(base.rglob("*.json")):
                if not file.is_file():
                    continue
                rel = file.relative_to(root).as_posix()
                st = file.stat()
                key = (st.st_mtime_ns, st.st_size)
                cached = _cache.get(str(file))
                if cached is None or cached[0] != key:
                    cached = (key, _read_entry(rel, file))
                    _cache[str(file)] = cached
                found[rel] = cached[1]
    return [found[p] for p in sorted(found, key=lambda p: (GROUPS["all"].index(p.split("/", 1)[0]), p))]


def get(path: str) -> Entry | None:
    return next((e for e in entries() if e.path == path), None)


def read(path: str) -> dict | list | None:
    """The decoded JSON of a listed file (None if the path is not a listed file)."""
    entry = get(path)
    if entry is None or entry.error:
        return None
    return json.loads((ROOT / entry.path).read_text(encoding="utf-8"))


def read_text(path: str) -> str | None:
    entry = get(path)
    if entry is None:
        return None
    return (ROOT / entry.path).read_text(encoding="utf-8", errors="replace")


def nearest(path: str, limit: int = 5) -> list[str]:
    from rules_index.nearest import MAX_KEY, Nearest

    return Nearest([e.path for e in entries()], max_query=MAX_KEY).names_near(path, limit)


_faq_map: tuple[tuple, dict[str, Entry]] | None = None


def _faq_dirs_stamp(root: Path) -> tuple:
    """The modification times of the ``faq/`` folders: a file added, removed or renamed there
    changes them (a few stat calls, not a scan of every file)."""
    base = root / "faq"
    dirs = [base] + sorted(p for p in base.iterdir() if p.is_dir()) if base.is_dir() else []
    return tuple((p.name, p.stat().st_mtime_ns) for p in dirs)


#: the folders' stamp is looked at again at most this often (seconds): ``ask`` asks for every FAQ hit,
#: about eight per question, and the stat calls cost about 1.5 ms of each answer
STAMP_TTL = 1.0
_stamp: tuple[float, Path, tuple] | None = None


def _recent_stamp() -> tuple:
    global _stamp
    now = time.monotonic()
    if _stamp is None or _stamp[1] != ROOT or now - _stamp[0] >= STAMP_TTL:
        _stamp = (now, ROOT, _faq_dirs_stamp(ROOT))
    return _stamp[2]


def for_faq(faq_id: str) -> Entry | None:
    """The scenario under ``faq/`` whose ``faq`` list names the entry (a file that is not a
    variation first; then by path). Looked up in a map built once and rebuilt when a file is
    added to or removed from ``faq/`` (noticed within ``STAMP_TTL``; ``ask`` asks for every FAQ hit)."""
    global _faq_map
    stamp = _recent_stamp()
    if _faq_map is None or _faq_map[0] != stamp:
        table: dict[str, Entry] = {}
        for e in sorted((e for e in entries() if e.group == "faq"), key=lambda e: (e.variation, e.path)):
            for f in e.faq:
                table.setdefault(f, e)
        _faq_map = (stamp, table)
    return _faq_map[1].get(faq_id)


def for_errata(rule_id: str) -> list[Entry]:
    """The scenarios under ``errata/`` whose expectation cites the erratum (they show the
    corrected card text at work)."""
    return [e for e in entries() if e.group == "errata" and rule_id in e.cites]


def group_paths(name: str) -> list[str]:
    return [e.path for e in entries() if e.group in GROUPS[name]]
