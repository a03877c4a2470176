"""The compiled cards shipped with the package: ``cards.json``, made by `judge cards compile`.

Parsing a card's printed text with the Earley grammar takes tens of milliseconds a card, so
the 1,129 cards of the covered sets are compiled once, at build time, and the results are
shipped. The file holds, for each covered card in catalogue order, what
``compiler.compile_card`` returns (the definition and the per-sentence list) and whether its
card format validates (``CardDef``); and, per prepared sentence, lark's parse tree or the
parser's message (the *parse table*).

Two fingerprints say what the stored results were made from:

* ``fingerprint`` — a sha256 over every source whose code or data changes what compiling
  produces (``SOURCES``: the compiler and its grammar, the card-format vocabulary it
  validates against, the catalogue and its reader) and lark's version. When it equals the
  fingerprint of the sources in place, ``compile_card`` and ``coverage`` read the stored cards:
  nothing is parsed or compiled at run time.
* ``grammar`` — a sha256 over the grammar text given to lark, the parser's options and lark's
  version. A parse is a pure function of these and the sentence, so when only this one
  matches (a developer changed the transformer, the vocabulary or the catalogue), the parse
  table still stands in for the parser: cards compile again, correctly, in well under a
  millisecond each. When neither matches (the grammar changed), compiling parses as before
  (development mode: correct, just slow) and `judge cards compile` brings the file up to date.

``tests/judge/keyforge/test_compiled_artifact.py`` checks the shipped file is current and
agrees with compiling from the text.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from lark import Token, Tree
from lark.exceptions import LarkError

if TYPE_CHECKING:
    from rules_index.catalogue import Card

#: bump when what the file stores, or how, changes (it is part of the fingerprint)
FORMAT = 2
ARTIFACT = Path(__file__).with_name("cards.json")
#: the folder holding ``judge/`` and ``rules_index/`` (the repository, or site-packages)
BASE = Path(__file__).resolve().parents[4]
#: what the stored results depend on, relative to BASE: globs, in this order
SOURCES = (
    "judge/keyforge/cards/compiler/**/*.py",  # the compiler: text, prepare, transform, assemble
    "judge/keyforge/cards/compiler/**/*.lark",  # the grammar
    "judge/keyforge/cards/model.py",  # CardDef, Ability, keywords (validation)
    "judge/keyforge/vocabulary.py",  # check_effect / check_static (validation)
    "judge/keyforge/select.py",  # selectors, target keys, operands the vocabulary accepts
    "judge/keyforge/verbs.py",  # the verbs and their parameters (VERBS, PARAMS)
    "judge/keyforge/verbs_*.py",
    "judge/keyforge/text.py",  # text.ability: a lasting ability's validation
    "rules_index/catalogue.py",  # a card's printed facts and text, which sets are covered
    "rules_index/sources/cards/keyforge-cards.json",  # the catalogue
)


# -- fingerprints -------------------------------------------------------------------------------
def source_files() -> dict[str, list[Path]]:
    """Each pattern of SOURCES → the files it matches, sorted."""
    return {pattern: sorted(p for p in BASE.glob(pattern) if p.is_file() and "__pycache__" not in p.parts)
            for pattern in SOURCES}


@lru_cache(maxsize=1)
def fingerprint() -> str:
    """sha256 over the format, lark's version and every source file (path and bytes); a
    pattern matching nothing counts too (the file then never looks current)."""
    import lark

    h = hashlib.sha256(f"format {FORMAT}\nlark {lark.__version__}\n".encode())
    seen: set[Path] = set()
    for pattern, files in source_files().items():
        if not files:
            h.update(f"{pattern}: no file\n".encode())
        for p in files:
            if p in seen:
                continue
            seen.add(p)
            data = p.read_bytes()
            h.update(f"{p.relative_to(BASE).as_posix()}\n{len(data)}\n".encode())
            h.update(data)
    return h.hexdigest()


@lru_cache(maxsize=1)
def grammar_fingerprint() -> str:
    """sha256 over what lark parses with: the grammar text, the parser's options, lark's version."""
    import lark

    from ..compiler.compile import PARSER_OPTIONS, grammar_text

    options = json.dumps(PARSER_OPTIONS, sort_keys=True)
    return hashlib.sha256(f"lark {lark.__version__}\n{options}\n{grammar_text()}".encode()).hexdigest()


# -- the file -------------------------------------------------------------------------------------
class Artifact:
    def __init__(self, data: dict):
        self.format: int = data["format"]
        self.fingerprint: str = data["fingerprint"]
        self.grammar: str = data["grammar"]
        self.cards: dict[str, dict] = {c["id"]: c for c in data["cards"]}  # catalogue order
        self.parses: dict[str, Any] = data["parses"]


@lru_cache(maxsize=1)
def artifact() -> Artifact | None:
    """The shipped file, read once per process (None when it is missing or unreadable)."""
    try:
        return Artifact(json.loads(ARTIFACT.read_bytes()))
    except (OSError, ValueError, KeyError, TypeError):
        return None


@lru_cache(maxsize=1)
def current() -> Artifact | None:
    """The shipped file when it was made from the sources in place, else None."""
    a = artifact()
    return a if a is not None and a.format == FORMAT and a.fingerprint == fingerprint() else None


def stored(card_id: str) -> dict | None:
    """A card's stored entry (``id``, ``set``, ``definition``, ``sentences``, ``validates``), or
    None when the file is not current or does not hold the card."""
    a = current()
    return a.cards.get(card_id) if a is not None else None


# -- the parse table ------------------------------------------------------------------------------
class StoredParseError(LarkError):
    """A sentence the parser does not read, with the first line of the parser's message (from
    the parse table or the memo)."""


class Parses:
    """lark's parses of prepared sentences, memoised (a parse depends on the grammar and the
    sentence only). Starts from the shipped parse table when it was made with this grammar;
    a sentence not in it is parsed and added. ``used``, when a dict, collects every entry
    looked up (`judge cards compile` keeps those)."""

    def __init__(self, table: dict[str, Any] | None = None):
        self.table: dict[str, Any] = dict(table or {})
        self.used: dict[str, Any] | None = None

    def tree(self, sentence: str) -> Tree:
        entry = self.table.get(sentence)
        if entry is None:
            entry = self.table[sentence] = _entry(sentence)
        if self.used is not None:
            self.used[sentence] = entry
        if isinstance(entry, dict):
            raise StoredParseError(entry["error"])
        return decode(entry)


_parses: Parses | None = None


def parses() -> Parses:
    """The process's parse memo, made on first use from the shipped parse table when that was
    made with this grammar."""
    global _parses
    if _parses is None:
        a = artifact()
        _parses = Parses(a.parses if a is not None and a.format == FORMAT and a.grammar == grammar_fingerprint() else None)
    return _parses


def _entry(sentence: str) -> Any:
    from ..compiler.compile import parser

    try:
        return encode(parser().parse(sentence))
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


# -- building ------------------------------------------------------------------------------------
def compile_entry(card: Card) -> dict:
    """What the file stores for a card, compiled from its printed text now."""
    from ..compiler import definition_validates
    from ..compiler.compile import compile_text

    result = compile_text(card.name_en, card.type, card.text_en)
    entry = {"id": card.id, "set": card.set, "definition": result.definition,
             "sentences": [list(s) for s in result.sentences], "validates": definition_validates(card, result)}
    if json.loads(json.dumps(entry)) != entry:  # a tuple or a non-string key would come back changed
        raise ValueError(f"{card.id}: the compiled definition does not survive JSON unchanged")
    return entry


def _compile_one(card_id: str) -> tuple[dict, dict]:
    from rules_index.catalogue import catalogue

    p = parses()
    p.used = {}
    entry = compile_entry(catalogue().cards[card_id])
    used, p.used = p.used, None
    return entry, used


def _start_worker(fresh: bool) -> None:
    global _parses
    if fresh:
        _parses = Parses()


def build(jobs: int = 1, fresh: bool = False,
          progress: Callable[[int, int], None] | None = None) -> tuple[bytes, dict]:
    """The file's bytes for the sources in place, and figures about the build. Parses come from
    the shipped parse table when its grammar matches (only new sentences are parsed), or all
    from the parser when ``fresh``; ``jobs`` worker processes compile the cards."""
    global _parses
    from rules_index.catalogue import catalogue

    fingerprint(), grammar_fingerprint()  # of the sources as the build starts
    if fresh:
        _parses = Parses()
    ids = [c.id for c in catalogue().covered()]
    seed = set(parses().table)
    entries: list[dict] = []
    table: dict[str, Any] = {}
    if jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(jobs, initializer=_start_worker, initargs=(fresh,)) as pool:
            results = pool.imap(_compile_one, ids, chunksize=4)
            entries, table = _collect(results, len(ids), progress)
    else:
        entries, table = _collect(map(_compile_one, ids), len(ids), progress)
    data = dump(entries, table)
    figures = {"cards": len(entries), "complete": sum(all(s[1] for s in e["sentences"]) for e in entries),
               "sentences": len(table), "parsed": len(set(table) - seed), "bytes": len(data)}
    return data, figures


def _collect(results, total: int, progress) -> tuple[list[dict], dict]:
    entries, table = [], {}
    for k, (entry, used) in enumerate(results, 1):
        entries.append(entry)
        table.update(used)
        if progress:
            progress(k, total)
    return entries, table


def _line(value: Any) -> str:
    # keys in the order compiling makes them (not sorted): a card read from the file gives the
    # same trace bytes as the card compiled from its text
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def dump(entries: list[dict], table: dict[str, Any]) -> bytes:
    """The file: a header, then a card per line (catalogue order) and a sentence per line
    (sorted), so that rebuilding gives the same bytes and a diff shows which cards changed."""
    lines = ["{", f'"format":{FORMAT},', f'"fingerprint":{_line(fingerprint())},',
             f'"grammar":{_line(grammar_fingerprint())},', '"cards":[']
    lines += [_line(e) + ("," if k < len(entries) - 1 else "") for k, e in enumerate(entries)]
    lines += ["],", '"parses":{']
    keys = sorted(table)
    lines += [f"{_line(s)}:{_line(table[s])}" + ("," if k < len(keys) - 1 else "") for k, s in enumerate(keys)]
    lines += ["}", "}"]
    return ("\n".join(lines) + "\n").encode("utf-8")


def write(data: bytes) -> bool:
    """Write the file (atomically); whether its bytes changed."""
    if ARTIFACT.exists() and ARTIFACT.read_bytes() == data:
        return False
    tmp = ARTIFACT.with_suffix(".json.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, ARTIFACT)
    return True


def stale() -> str | None:
    """Why the shipped file is not current (None when it is)."""
    a = artifact()
    if a is None:
        return f"{ARTIFACT.name} is missing or unreadable"
    if a.format != FORMAT:
        return f"{ARTIFACT.name} has format {a.format}, this code writes {FORMAT}"
    if a.fingerprint != fingerprint():
        return f"{ARTIFACT.name} was made from other sources (fingerprint {a.fingerprint[:12]}, sources {fingerprint()[:12]})"
    if a.grammar != grammar_fingerprint():
        return f"{ARTIFACT.name}'s parse table was made with another grammar"
    return None
