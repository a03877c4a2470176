"""The compiled cards a game ships with the package (``cards.json`` beside its compiler), made
by `judge cards compile`.

Parsing a card's printed text with an Earley grammar takes tens of milliseconds a card, so a
game's cards are compiled once, at build time, and the results are shipped. The file holds,
for each card in catalogue order, what the game's ``compile_entry`` returns (the definition,
the per-sentence list, whether the card format validates); and, per prepared sentence,
lark's parse tree or the parser's message (the *parse table*).

Two fingerprints say what the stored results were made from:

* ``fingerprint`` — a sha256 over every source whose code or data changes what compiling
  produces (``StoreSpec.sources``: the compiler and its grammar, the card-format vocabulary it
  validates against, the catalogue and its reader) and lark's version. When it equals the
  fingerprint of the sources in place, the game reads the stored cards: nothing is parsed or
  compiled at run time.
* ``grammar`` — a sha256 over the grammar text given to lark, the parser's options and lark's
  version. A parse is a pure function of these and the sentence, so when only this one matches
  (a developer changed the transformer, the vocabulary or the catalogue), the parse table still
  stands in for the parser: cards compile again, correctly, in well under a millisecond each.
  When neither matches (the grammar changed), compiling parses as before (development mode:
  correct, just slow) and `judge cards compile` brings the file up to date.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from lark import Token, Tree
from lark.exceptions import LarkError

from .grammar import Grammar

#: the folder holding ``judge/`` and ``rules_index/`` (the repository, or site-packages)
BASE = Path(__file__).resolve().parents[2]
#: every game's store by name, for the worker processes of a build (they find theirs by name)
STORES: dict[str, "Store"] = {}


@dataclass(eq=False)
class StoreSpec:
    name: str  # the game: "keyforge", "riftbound"
    artifact: Path  # the shipped file
    format: int  # bumped when what the file stores, or how, changes (part of the fingerprint)
    sources: tuple[str, ...]  # globs relative to BASE: what the stored results depend on
    grammar: Grammar
    card_ids: Callable[[], list[str]]  # the cards the file holds, in catalogue order
    compile_entry: Callable[[str], dict]  # a card's entry, compiled from its text now


class Artifact:
    def __init__(self, data: dict):
        self.format: int = data["format"]
        self.fingerprint: str = data["fingerprint"]
        self.grammar: str = data["grammar"]
        self.cards: dict[str, dict] = {c["id"]: c for c in data["cards"]}  # catalogue order
        self.parses: dict[str, Any] = data["parses"]


class StoredParseError(LarkError):
    """A sentence the parser does not read, with the first line of the parser's message (from
    the parse table or the memo)."""


class Parses:
    """lark's parses of prepared sentences, memoised (a parse depends on the grammar and the
    sentence only). Starts from the shipped parse table when it was made with this grammar;
    a sentence not in it is parsed and added. ``used``, when a dict, collects every entry
    looked up (`judge cards compile` keeps those)."""

    def __init__(self, table: dict[str, Any] | None = None, parse: Callable[[str], Tree] | None = None):
        self.table: dict[str, Any] = dict(table or {})
        self.used: dict[str, Any] | None = None
        self.parse = parse

    def tree(self, sentence: str) -> Tree:
        entry = self.table.get(sentence)
        if entry is None:
            entry = self.table[sentence] = self._entry(sentence)
        if self.used is not None:
            self.used[sentence] = entry
        if isinstance(entry, dict):
            raise StoredParseError(entry["error"])
        return decode(entry)

    def _entry(self, sentence: str) -> Any:
        try:
            return encode(self.parse(sentence))
        except LarkError as e:
            return {"error": str(e).split("\n")[0]}


def encode(node: Any) -> Any:
    """A parse tree as JSON: a tree is ``[rule, child, …]``, a token ``"TYPE:value"``, an
    absent optional part ``null``."""
    if isinstance(node, Tree):
        return [str(node.data), *(encode(c) for c in node.children)]
    if isinstance(node, Token):
        return f"{node.type}:{node.value}"
    if node is None:
        return None
    raise TypeError(f"unexpected node in a parse tree: {node!r}")


def decode(data: Any) -> Any:
    if isinstance(data, list):
        return Tree(data[0], [decode(c) for c in data[1:]])
    if isinstance(data, str):
        kind, _, value = data.partition(":")
        return Token(kind, value)
    return None


def _line(value: Any) -> str:
    # keys in the order compiling makes them (not sorted): a card read from the file gives the
    # same trace bytes as the card compiled from its text
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Store:
    """One game's shipped compiled cards and parse table."""

    def __init__(self, spec: StoreSpec):
        self.spec = spec
        self._fingerprint: str | None = None
        self._grammar_fingerprint: str | None = None
        self._artifact: Artifact | None | bool = False  # False: not read yet
        self._parses: Parses | None = None
        STORES[spec.name] = self

    @property
    def path(self) -> Path:
        return self.spec.artifact

    # -- fingerprints ---------------------------------------------------------------------
    def source_files(self) -> dict[str, list[Path]]:
        """Each pattern of the sources → the files it matches, sorted."""
        return {pattern: sorted(p for p in BASE.glob(pattern) if p.is_file() and "__pycache__" not in p.parts)
                for pattern in self.spec.sources}

    def fingerprint(self) -> str:
        """sha256 over the format, lark's version and every source file (path and bytes); a
        pattern matching nothing counts too (the file then never looks current)."""
        if self._fingerprint is None:
            import lark

            h = hashlib.sha256(f"format {self.spec.format}\nlark {lark.__version__}\n".encode())
            seen: set[Path] = set()
            for pattern, files in self.source_files().items():
                if not files:
                    h.update(f"{pattern}: no file\n".encode())
                for p in files:
                    if p in seen:
                        continue
                    seen.add(p)
                    data = p.read_bytes()
                    h.update(f"{p.relative_to(BASE).as_posix()}\n{len(data)}\n".encode())
                    h.update(data)
            self._fingerprint = h.hexdigest()
        return self._fingerprint

    def grammar_fingerprint(self) -> str:
        """sha256 over what lark parses with: the grammar text, the parser's options, lark's version."""
        if self._grammar_fingerprint is None:
            import lark

            options = json.dumps(self.spec.grammar.options, sort_keys=True)
            text = f"lark {lark.__version__}\n{options}\n{self.spec.grammar.text()}"
            self._grammar_fingerprint = hashlib.sha256(text.encode()).hexdigest()
        return self._grammar_fingerprint

    # -- the file -------------------------------------------------------------------------
    def artifact(self) -> Artifact | None:
        """The shipped file, read once per process (None when it is missing or unreadable)."""
        if self._artifact is False:
            try:
                self._artifact = Artifact(json.loads(self.path.read_bytes()))
            except (OSError, ValueError, KeyError, TypeError):
                self._artifact = None
        return self._artifact  # type: ignore[return-value]

    def current(self) -> Artifact | None:
        """The shipped file when it was made from the sources in place, else None."""
        a = self.artifact()
        return a if a is not None and a.format == self.spec.format and a.fingerprint == self.fingerprint() else None

    def stored(self, card_id: str) -> dict | None:
        """A card's stored entry, or None when the file is not current or does not hold the card."""
        a = self.current()
        return a.cards.get(card_id) if a is not None else None

    def stale(self) -> str | None:
        """Why the shipped file is not current (None when it is)."""
        a, name = self.artifact(), self.path.name
        if a is None:
            return f"{self.spec.name}: {name} is missing or unreadable"
        if a.format != self.spec.format:
            return f"{self.spec.name}: {name} has format {a.format}, this code writes {self.spec.format}"
        if a.fingerprint != self.fingerprint():
            return (f"{self.spec.name}: {name} was made from other sources (fingerprint {a.fingerprint[:12]}, "
                    f"sources {self.fingerprint()[:12]})")
        if a.grammar != self.grammar_fingerprint():
            return f"{self.spec.name}: {name}'s parse table was made with another grammar"
        return None

    # -- the parse table ------------------------------------------------------------------
    def parses(self) -> Parses:
        """The process's parse memo, made on first use from the shipped parse table when that
        was made with this grammar."""
        if self._parses is None:
            a = self.artifact()
            same = a is not None and a.format == self.spec.format and a.grammar == self.grammar_fingerprint()
            self._parses = Parses(a.parses if same else None, lambda s: self._parse(s))
        return self._parses

    def fresh_parses(self, table: dict[str, Any] | None = None) -> Parses:
        """A new memo (for tests and a fresh build), put in place of the process's."""
        self._parses = Parses(table, lambda s: self._parse(s))
        return self._parses

    def _parse(self, sentence: str) -> Tree:
        return self.spec.grammar.parser.parse(sentence)

    def tree(self, sentence: str) -> Tree:
        """lark's parse of a prepared sentence (the table's, else the parser's; memoised). A
        sentence the parser does not read raises a ``LarkError`` with the parser's message."""
        return self.parses().tree(sentence)

    # -- building -------------------------------------------------------------------------
    def build(self, jobs: int = 1, fresh: bool = False,
              progress: Callable[[int, int], None] | None = None) -> tuple[bytes, dict]:
        """The file's bytes for the sources in place, and figures about the build. Parses come
        from the shipped parse table when its grammar matches (only new sentences are parsed), or
        all from the parser when ``fresh``; ``jobs`` worker processes compile the cards."""
        self.fingerprint(), self.grammar_fingerprint()  # of the sources as the build starts
        if fresh:
            self.fresh_parses()
        ids = self.spec.card_ids()
        seed = set(self.parses().table)
        if jobs > 1:
            import multiprocessing

            with multiprocessing.Pool(jobs, initializer=_start_worker, initargs=(self.spec.name, fresh)) as pool:
                results = pool.imap(_compile_one, [(self.spec.name, i) for i in ids], chunksize=4)
                entries, table = _collect(results, len(ids), progress)
        else:
            entries, table = _collect((_compile_one((self.spec.name, i)) for i in ids), len(ids), progress)
        data = self.dump(entries, table)
        figures = {"cards": len(entries), "complete": sum(all(s[1] for s in e["sentences"]) for e in entries),
                   "sentences": len(table), "parsed": len(set(table) - seed), "bytes": len(data)}
        return data, figures

    def dump(self, entries: list[dict], table: dict[str, Any]) -> bytes:
        """The file: a header, then a card per line (catalogue order) and a sentence per line
        (sorted), so that rebuilding gives the same bytes and a diff shows which cards changed."""
        lines = ["{", f'"format":{self.spec.format},', f'"fingerprint":{_line(self.fingerprint())},',
                 f'"grammar":{_line(self.grammar_fingerprint())},', '"cards":[']
        lines += [_line(e) + ("," if k < len(entries) - 1 else "") for k, e in enumerate(entries)]
        lines += ["],", '"parses":{']
        keys = sorted(table)
        lines += [f"{_line(s)}:{_line(table[s])}" + ("," if k < len(keys) - 1 else "") for k, s in enumerate(keys)]
        lines += ["}", "}"]
        return ("\n".join(lines) + "\n").encode("utf-8")

    def write(self, data: bytes) -> bool:
        """Write the file (atomically); whether its bytes changed."""
        if self.path.exists() and self.path.read_bytes() == data:
            return False
        tmp = self.path.with_suffix(".json.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, self.path)
        self._artifact = False
        return True


def checked_entry(entry: dict) -> dict:
    """An entry survives JSON unchanged (a tuple or a non-string key would come back changed)."""
    if json.loads(json.dumps(entry)) != entry:
        raise ValueError(f"{entry.get('id')}: the compiled definition does not survive JSON unchanged")
    return entry


def _compile_one(job: tuple[str, str]) -> tuple[dict, dict]:
    name, card_id = job
    store = STORES[name]
    p = store.parses()
    p.used = {}
    entry = checked_entry(store.spec.compile_entry(card_id))
    used, p.used = p.used, None
    return entry, used


def _start_worker(name: str, fresh: bool) -> None:
    if fresh:
        STORES[name].fresh_parses()


def _collect(results, total: int, progress) -> tuple[list[dict], dict]:
    entries, table = [], {}
    for k, (entry, used) in enumerate(results, 1):
        entries.append(entry)
        table.update(used)
        if progress:
            progress(k, total)
    return entries, table
