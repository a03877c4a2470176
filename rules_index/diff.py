"""Two versions of one rule document compared rule by rule (``judge rules diff OLD NEW``).

Each file is read as one of the vendored documents (``documents.DOCUMENTS``): which one is
told by its lines — the vendored document with which it shares the largest part of its
lines (a new version of a document keeps most of them) — and it is parsed by that
document's parser (``rules_index/parsers/``), so its records carry the same stable IDs as
the index's (``rb:543.1.a``, ``kf:glossary/capture``, ``asc:faq/03``).

The comparison is by ID: a record only the new version has is *added*, one only the old
has is *removed*, one whose text (title and body in the document's language, whitespace
normalised) differs is *changed*, with a short word-level diff. A renumbered rule is a
removal and an addition: the ID is the rule's identity (a Riftbound example's ID counts the
examples of its rule, ``rb:543.1/ex2``: an example put before it shows as changed texts).

Errors (``DiffError``, in English and German): a file that cannot be read or is not UTF-8
(with the line), one whose lines match none of the documents, one the parser refuses (the
parser's message, which names the line where it has one), one that yields no record, and
two files of different documents.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path

from . import documents
from .documents import DOCUMENTS, Document
from .model import Rule

#: a file is a version of the document with which it shares at least this part of its lines
MIN_SHARED = 0.1
CONTEXT = 3  # words of context either side of a change
MAX_SIDE = 12  # words shown of one side of a change before "…"


class DiffError(Exception):
    """A file the diff cannot use; ``message`` and ``message_de`` say which and why, ``file`` and
    ``line`` where (None for two documents; ``line`` None where neither the diff nor the parser
    names one)."""

    def __init__(self, message: str, message_de: str, file: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message, self.message_de, self.file = message, message_de, file
        self.line = line

    def to_dict(self) -> dict:
        return {"error": "unusable_document", "message": self.message, "message_de": self.message_de,
                "file": self.file, "line": self.line}


def _line_in(message: str) -> int | None:
    """The line a parser's message names ("kf-de: glossary heading 'X' (line 1207) …")."""
    m = re.search(r"\bline (\d+)", message)
    return int(m.group(1)) if m else None


@dataclass
class Version:
    path: str
    document: Document
    records: dict[str, Rule]  # in document order

    def text(self, rid: str) -> str:
        return rule_text(self.records[rid], self.document.lang)

    def line(self, rid: str) -> int:
        return self.records[rid].texts[self.document.lang].line


def normalise(text: str) -> str:
    return " ".join(text.split())


def rule_text(rule: Rule, lang: str) -> str:
    """What is compared: the body, with the title before it where the title is not the body's
    own start (a heading, an FAQ question; a Riftbound title is its rule's first sentence)."""
    t = rule.texts[lang]
    title, body = normalise(t.title), normalise(t.body)
    if not title or body.startswith(title.rstrip("…")):
        return body
    return f"{title} {body}".strip()


def _distinct_lines(text: str) -> set[str]:
    """The lines that tell documents apart: those of three words or more."""
    return {n for ln in text.split("\n") if len((n := normalise(ln)).split()) >= 3}


def identify(path: str, text: str) -> Document:
    """The vendored document ``text`` is a version of: the one sharing the largest part of its
    lines, if at least ``MIN_SHARED``."""
    mine = _distinct_lines(text)
    if not mine:
        raise DiffError(f"{path}: no line of three words or more: not a rule document",
                        f"{path}: keine Zeile mit drei oder mehr Wörtern: kein Regeldokument", path)
    shares = sorted(((len(mine & _distinct_lines(documents.read(key))) / len(mine), key) for key in DOCUMENTS),
                    reverse=True)
    best, key = shares[0]
    if best < MIN_SHARED:
        known = ", ".join(f"{d.key} ({d.title})" for d in DOCUMENTS.values())
        raise DiffError(
            f"{path}: cannot tell which rule document this is: it shares {best:.0%} of its lines with the "
            f"nearest, {key} (at least {MIN_SHARED:.0%} needed); the documents are {known}",
            f"{path}: nicht erkennbar, welches Regeldokument das ist: es teilt {best:.0%} seiner Zeilen mit dem "
            f"nächsten, {key} (mindestens {MIN_SHARED:.0%} nötig); die Dokumente sind {known}", path)
    return DOCUMENTS[key]


def _parse(document: Document, text: str) -> list[Rule]:
    """The records of ``text`` read as ``document`` by its parser; for a KeyForge book, those the
    book states (the parser aligns both books: the other one is the vendored one)."""
    from .parsers import ascension, keyforge, riftbound, shards

    if document.game == "kf":
        with documents.reading(document.key, text):
            rules = keyforge.parse()
        return [r for r in rules if document.lang in r.texts and r.texts[document.lang].doc == document.key]
    parser = {"rb": riftbound, "asc": ascension, "soi": shards}[document.game]
    return parser.parse(text)


def read_version(path: str | Path) -> Version:
    """One file: read, told which document it is, parsed. Raises ``DiffError``."""
    path = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise DiffError(f"{path}: cannot read the file: {e.strerror or e}",
                        f"{path}: die Datei ist nicht lesbar: {e.strerror or e}", path) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise DiffError(f"{path}, line {line}: not UTF-8 text (byte {raw[e.start]:#04x})",
                        f"{path}, Zeile {line}: kein UTF-8-Text (Byte {raw[e.start]:#04x})", path, line) from None
    document = identify(path, text)
    try:
        rules = _parse(document, text)
    except Exception as e:  # noqa: BLE001  (any parser failure is the file's: said, never a traceback)
        why = str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
        raise DiffError(f"{path}: the parser of {document.key} ({document.title}) cannot read it: {why}",
                        f"{path}: der Parser für {document.key} ({document.title}) kann es nicht lesen: {why}",
                        path, _line_in(why)) from None
    if not rules:
        raise DiffError(f"{path}: the parser of {document.key} ({document.title}) found no rule in it",
                        f"{path}: der Parser für {document.key} ({document.title}) findet darin keine Regel", path)
    records: dict[str, Rule] = {}
    for r in rules:
        if r.id in records:
            line = r.texts[document.lang].line
            raise DiffError(f"{path}, line {line}: the rule ID {r.id} is given twice",
                            f"{path}, Zeile {line}: die Regel-ID {r.id} kommt zweimal vor", path, line)
        records[r.id] = r
    return Version(path, document, records)


def word_diff(old: str, new: str) -> tuple[str, list[dict]]:
    """A short word-level diff: ``(line, changes)``; the line shows each change with a few words
    of context, ``[-removed-]{+added+}``; ``changes`` lists ``{"at", "old", "new"}`` (``at``: the
    word position in the old text)."""
    a, b = old.split(), new.split()
    ops = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != "equal"]

    def cut(words: list[str]) -> str:
        return " ".join(words[:MAX_SIDE]) + (" …" if len(words) > MAX_SIDE else "")

    parts: list[str] = []
    changes: list[dict] = []
    pos = None  # how far the old text is shown
    for _, i1, i2, j1, j2 in ops:
        changes.append({"at": i1, "old": " ".join(a[i1:i2]), "new": " ".join(b[j1:j2])})
        if pos is None:
            start = max(0, i1 - CONTEXT)
            parts += ["…"] if start else []
        elif i1 - pos > 2 * CONTEXT:  # far from the change before: its context, a gap, this one's
            parts += [" ".join(a[pos: pos + CONTEXT]), "…"]
            start = i1 - CONTEXT
        else:
            start = pos
        parts.append(" ".join(a[start:i1]))
        parts.append((f"[-{cut(a[i1:i2])}-]" if i2 > i1 else "") + (f"{{+{cut(b[j1:j2])}+}}" if j2 > j1 else ""))
        pos = i2
    if pos is not None:
        parts.append(" ".join(a[pos: pos + CONTEXT]))
        parts += ["…"] if pos + CONTEXT < len(a) else []
    return " ".join(p for p in parts if p), changes


def _entry(v: Version, rid: str) -> dict:
    r = v.records[rid]
    return {"id": rid, "kind": r.kind, "title": r.texts[v.document.lang].title, "line": v.line(rid)}


def compare(old: Version, new: Version) -> dict:
    """Added, removed and changed records of two versions of one document (``DiffError`` for
    two documents): added in the new version's order, removed and changed in the old's."""
    if old.document.key != new.document.key:
        o, n = old.document, new.document
        what = "different games" if o.game != n.game else "different documents of one game"
        what_de = "verschiedener Spiele" if o.game != n.game else "verschiedene Dokumente eines Spiels"
        raise DiffError(
            f"{old.path} is {o.key} ({o.title}), {new.path} is {n.key} ({n.title}): {what}; "
            "a diff compares two versions of one document",
            f"{old.path} ist {o.key} ({o.title}), {new.path} ist {n.key} ({n.title}): Dokumente {what_de}; "
            "verglichen werden zwei Fassungen eines Dokuments")
    changed = []
    for rid in old.records:
        if rid in new.records and (a := old.text(rid)) != (b := new.text(rid)):
            line, changes = word_diff(a, b)
            changed.append({**_entry(new, rid), "old_line": old.line(rid), "diff": line, "changes": changes,
                            "old": a, "new": b})
    d = old.document
    return {
        "document": {"key": d.key, "game": d.game, "lang": d.lang, "title": d.title},
        "old": old.path, "new": new.path,
        "added": [_entry(new, rid) for rid in new.records if rid not in old.records],
        "removed": [_entry(old, rid) for rid in old.records if rid not in new.records],
        "changed": changed,
        "unchanged": sum(1 for rid in old.records if rid in new.records) - len(changed),
    }


def diff_files(old: str | Path, new: str | Path) -> dict:
    """``compare`` of two files (``DiffError`` for either file, named)."""
    return compare(read_version(old), read_version(new))
