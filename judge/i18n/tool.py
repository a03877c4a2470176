"""Extract, update, compile and check the gettext catalogues of every domain (``DOMAINS``).

    python -m judge.i18n update [domain …]   # extract the marked German, merge into each .po, compile .mo
    python -m judge.i18n check [domain …]    # what a translator still has to do (exit 1 if anything)
    python -m judge.i18n fill DOMAIN FILE.json  # translations from a list of {"id", "ctx"?, "en", "pl"}

``update`` is ``pybabel extract`` + ``update`` + ``compile`` for every domain at once, with the
project's conventions: German is the source language, so the German catalogue's strings are
its IDs; a translation already in a ``.po`` is kept while its ID is still used; a new ID gets an
empty translation (``check`` lists it, and the tests fail until it is filled).
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.frontend import parse_keywords
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from . import LANGS, placeholders
from .domains import DOMAINS, ROOT, Domain, domain

PROJECT = "rules-judge"


def extract(d: Domain) -> Catalog:
    """The template (``.pot``) of one domain: every marked message of its sources."""
    keywords = parse_keywords(list(d.keywords))
    pot = Catalog(project=PROJECT, domain=d.name, fuzzy=False)
    method = [("**.py", "python")]
    for source in d.sources:
        path = ROOT / source
        if path.is_dir():
            found = ((str(Path(source) / f), line, msg, ctx)
                     for f, line, msg, _, ctx in extract_from_dir(path, method, keywords=keywords, strip_comment_tags=True))
        else:
            found = ((source, line, msg, ctx) for line, msg, _, ctx in extract_from_file("python", path, keywords=keywords))
        for filename, line, msg, ctx in found:
            pot.add(msg, None, [(filename.replace("\\", "/"), line)], context=ctx)
    return pot


def _read(path: Path, lang: str) -> Catalog | None:
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _key(m) -> tuple:
    return (m.context, m.id)


def merged(d: Domain, pot: Catalog, lang: str) -> Catalog:
    """The catalogue of ``lang``: the template's messages with the translations the old
    ``.po`` has for them (German: the IDs themselves)."""
    old = {_key(m): m.string for m in (_read(d.po(lang), lang) or ()) if m.id}
    cat = Catalog(locale=lang, project=PROJECT, domain=d.name, fuzzy=False)
    for m in pot:
        if not m.id:
            continue
        if lang == LANGS[0]:
            s = m.id
        else:
            s = old.get(_key(m), "" if isinstance(m.id, str) else ("",) * cat.num_plurals)
        if not isinstance(m.id, str) and isinstance(s, str):
            s = (s,) + ("",) * (cat.num_plurals - 1)
        cat.add(m.id, s, locations=m.locations, context=m.context, flags=m.flags)
    return cat


def _po_bytes(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_po(buf, cat, width=76, sort_by_file=True, omit_header=False)
    return buf.getvalue()


def _mo_bytes(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, cat)
    return buf.getvalue()


def _write(path: Path, data: bytes) -> None:
    """Write a catalogue unless only its creation date would change (no churn in the history)."""
    date = re.compile(rb'"POT-Creation-Date: [^"]*"')
    if path.exists() and date.sub(b"", path.read_bytes()) == date.sub(b"", data):
        return
    path.write_bytes(data)


def update(d: Domain) -> list[str]:
    """Write the domain's ``.pot``, each language's ``.po`` and ``.mo``; returns what is missing."""
    pot = extract(d)
    d.directory.mkdir(parents=True, exist_ok=True)
    _write(d.pot, _po_bytes(pot))
    for lang in LANGS:
        cat = merged(d, pot, lang)
        d.po(lang).parent.mkdir(parents=True, exist_ok=True)
        _write(d.po(lang), _po_bytes(cat))
        _compile(d.po(lang), lang)
    return check(d)


def _compile(po: Path, lang: str) -> None:
    """The ``.mo`` beside a ``.po``, compiled from the file as it is on disk (``_write`` may
    have kept the old one: its header's date differs from the catalogue just merged)."""
    po.with_suffix(".mo").write_bytes(_mo_bytes(_read(po, lang)))


def check(d: Domain) -> list[str]:
    """Everything a translator or a developer still has to do for one domain: messages the
    code uses that a catalogue lacks or leaves empty, entries no code uses, translations that
    drop or add a placeholder, and ``.mo`` files that are not the compilation of their ``.po``."""
    problems: list[str] = []
    used = {_key(m): m for m in extract(d) if m.id}
    for lang in LANGS:
        cat = _read(d.po(lang), lang)
        if cat is None:
            problems.append(f"{d.name}/{lang}: no catalogue {d.po(lang).relative_to(ROOT)}")
            continue
        have = {_key(m): m for m in cat if m.id}
        for key, m in used.items():
            where = f"{d.name}/{lang}: {key[1]!r}" + (f" (context {key[0]!r})" if key[0] else "")
            got = have.get(key)
            strings = () if got is None else ((got.string,) if isinstance(got.string, str) else tuple(got.string))
            if got is None or not all(strings):
                problems.append(f"{where} is not translated ({m.locations[0][0]}:{m.locations[0][1]})")
                continue
            ids = (m.id,) if isinstance(m.id, str) else tuple(m.id)
            want = set().union(*(placeholders(i) for i in ids))
            for s in strings:
                if placeholders(s) != want:
                    problems.append(f"{where}: the translation {s!r} has the fields {sorted(placeholders(s))}, "
                                    f"the message {sorted(want)}")
        for key in have.keys() - used.keys():
            problems.append(f"{d.name}/{lang}: {key[1]!r} is in the catalogue but no code uses it")
        mo = d.po(lang).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != _mo_bytes(cat):
            problems.append(f"{d.name}/{lang}: {mo.relative_to(ROOT)} is not the compilation of its .po "
                            f"(run: python -m judge.i18n update)")
    return problems


def fill(d: Domain, rows: list[dict]) -> list[str]:
    """Write translations into a domain's catalogues (a translator's batch: each row names the
    German ID — a list of singular and plural for a plural message — its context if any, and
    the English and Polish text, a list of forms for a plural), then compile them. Returns the
    rows whose ID no code uses."""
    keys = {"id", "ctx", *LANGS[1:]}
    for i, row in enumerate(rows):
        if extra := set(row) - keys:  # nothing a row says is dropped unread
            raise SystemExit(f"/{i}: unknown keys {sorted(extra)}; a row has {sorted(keys)} (German is the id)")
        if "id" not in row:
            raise SystemExit(f"/{i}: no 'id' (the German message)")
    unknown: list[str] = []
    for lang in LANGS[1:]:
        cat = _read(d.po(lang), lang)
        if cat is None:
            raise SystemExit(f"{d.po(lang)}: no catalogue; run update first")
        for row in rows:
            msgid = row["id"] if isinstance(row["id"], str) else tuple(row["id"])
            m = cat.get(msgid, context=row.get("ctx"))
            if m is None:
                if lang == LANGS[1]:
                    unknown.append(str(row["id"]))
                continue
            if lang in row:
                m.string = row[lang] if isinstance(row[lang], str) else tuple(row[lang])
        _write(d.po(lang), _po_bytes(cat))
        _compile(d.po(lang), lang)
    return unknown


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("update", "check", "fill", "pairs") or (argv[0] == "fill" and len(argv) != 3):
        print("usage: python -m judge.i18n update|check [domain …] | fill DOMAIN FILE.json | pairs", file=sys.stderr)
        return 2
    if argv[0] == "pairs":  # what still writes a (German, English) pair instead of a message
        from .pairs import sites

        found = sites()
        for path, where in found.items():
            for line, what in sorted(where):
                print(f"{path}:{line}: {what}")
        return 1 if found else 0
    if argv[0] == "fill":
        import json

        unknown = fill(domain(argv[1]), json.loads(Path(argv[2]).read_text(encoding="utf-8")))
        for u in unknown:
            print(f"no code uses {u!r}", file=sys.stderr)
        return 1 if unknown else 0
    command, names = argv[0], argv[1:]
    chosen = [domain(n) for n in names] if names else list(DOMAINS)
    problems: list[str] = []
    for d in chosen:
        found = update(d) if command == "update" else check(d)
        print(f"{d.name}: {len(found)} to do", file=sys.stderr)
        problems += found
    for p in problems:
        print(p)
    return 1 if problems else 0
