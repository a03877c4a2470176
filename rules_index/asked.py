"""The questions a rule answers: doc expansion for ``ask``.

A player asks "Wie viele Karten darf ich beim Mulligan zurücklegen?"; the rule says "Jeder
Spieler darf bis zu zwei Karten aus seiner Hand auswählen …". The two share one word, and an
English or Polish question shares none with the German Core Rules. A question is closest to
another question: so each rule record carries a few short questions that it answers, written
the way players ask at a table, in German, English and Polish (``rules_index/asked/<game>.json``):
one or two on what the record states, and, for a record that decides something at the table, one
more that describes such a situation ("Mein Gegner hat zwei Einheiten mit Tank und eine ohne …").

How they were written: by reading each record's own text (with its parents' headings), one
record at a time, never looking at the ask benchmark's questions (``benchmarks/qa``) nor
running the search. They are our own wording, not any publisher's text.

What they are used for: two more retrievers of ``rules_index.hybrid`` — full text over the
questions (each stemmed in its own language, so an English question meets English words) and
meaning (each question is a vector of the sentence encoder beside the record's own vectors) —
fused with the others by reciprocal rank, and two signals of the re-ranker. They are never shown
as the rule's text: what a judge reads is the document's own words.

A file names records by their ID; an ID the index does not have, a language other than de, en
and pl, or a question that is not a short non-empty string is refused when the index is built,
naming the file and the JSON pointer.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from .analysis import analyse, fold, question_language, stem, words

if TYPE_CHECKING:
    from .model import Rule
    from .search import SearchEngine

ASKED_DIR = Path(__file__).parent / "asked"
LANGS = ("de", "en", "pl")
MAX_CHARS = 200


class AskedError(ValueError):
    """A file of asked questions that cannot be used: names the file and the JSON pointer."""


def load(rules: dict[str, "Rule"], directory: Path = ASKED_DIR) -> dict[str, dict[str, list[str]]]:
    """Record ID → language → the questions it answers, from every file in ``directory``."""
    out: dict[str, dict[str, list[str]]] = {}
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as e:
            raise AskedError(f"{path.name}: not JSON ({e})") from None
        if not isinstance(data, list):
            raise AskedError(f"{path.name}: the file must be a list of records (at /)")
        for i, entry in enumerate(data):
            where = f"{path.name} at /{i}"
            if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
                raise AskedError(f"{where}: each entry is an object with an \"id\"")
            rid = entry["id"]
            if rid not in rules:
                raise AskedError(f"{where}/id: no record {rid!r} in the index")
            if rid in out:
                raise AskedError(f"{where}/id: {rid!r} is listed twice")
            unknown = sorted(set(entry) - {"id", *LANGS})
            if unknown:
                raise AskedError(f"{where}/{unknown[0]}: unknown key (allowed: id, {', '.join(LANGS)})")
            by_lang: dict[str, list[str]] = {}
            for lang in LANGS:
                qs = entry.get(lang, [])
                if not isinstance(qs, list):
                    raise AskedError(f"{where}/{lang}: a list of questions")
                for j, q in enumerate(qs):
                    if not isinstance(q, str) or not q.strip() or len(q) > MAX_CHARS:
                        raise AskedError(f"{where}/{lang}/{j}: a question is a non-empty string of at most "
                                         f"{MAX_CHARS} characters")
                if qs:
                    by_lang[lang] = [q.strip() for q in qs]
            if by_lang:
                out[rid] = by_lang
    return out


# -- full text over the questions -------------------------------------------------------

def build_table(con: "sqlite3.Connection", rules) -> None:
    """The FTS5 table of the questions, one row per question, stemmed in its own language."""
    con.execute("CREATE VIRTUAL TABLE asked USING fts5(text, rid UNINDEXED, game UNINDEXED, lang UNINDEXED, "
                "tokenize='unicode61 remove_diacritics 2')")
    rows = [(" ".join(analyse(q, lang)), r.id, r.game, lang)
            for r in rules for lang, qs in r.asked.items() for q in qs]
    con.executemany("INSERT INTO asked (text, rid, game, lang) VALUES (?, ?, ?, ?)", rows)
    con.execute("INSERT INTO asked(asked) VALUES ('optimize')")
    con.execute("CREATE VIRTUAL TABLE asked_terms USING fts5vocab(asked, row)")


#: a word in more than this share of the questions ("karte", "spieler", "can") does not fetch
#: candidates, it only counts in the coverage (as in the records' own full text)
COMMON_SHARE = 0.05


def _frequencies(engine: "SearchEngine") -> tuple[dict[str, int], int, dict[int, tuple[str, str, frozenset[str]]]]:
    """Each stem's number of questions, the number of questions, and each question's row: its
    record, language and stems (read once per engine)."""
    cached = getattr(engine, "_asked_frequencies", None)
    if cached is None:
        con = engine._con()
        df = dict(con.execute("SELECT term, doc FROM asked_terms"))
        rows = {rowid: (rid, lang, frozenset(text.split()))
                for rowid, rid, lang, text in con.execute("SELECT rowid, rid, lang, text FROM asked")}
        cached = engine._asked_frequencies = (df, len(rows) or 1, rows)
    return cached


def query_groups(query: str) -> list[frozenset[str]]:
    """The question's words, each as its stems in the question's language when it is known
    (stop words of it dropped), else in the three: an English word meets the English questions."""
    from .search import _stop_words  # (search builds this module's table: imported here)

    ws = words(query)
    lang = question_language(ws)
    stop = _stop_words(lang)
    langs = (lang,) if lang else LANGS
    out = []
    for w in ws:
        if w in stop or len(w) < 2:
            continue
        alts = frozenset(fold(stem(w, lg)) for lg in langs)
        if alts not in out:
            out.append(alts)
    return out


_SAFE = re.compile(r"^[\w\-]+$")


def search(engine: "SearchEngine", query: str, game: str | None, limit: int) -> list[tuple[str, str, float]]:
    """Records whose questions share the most of the question's words (BM25, re-ranked by the
    share of the question's words one question of the record has): (rule ID, language, score)."""
    groups = query_groups(query)
    df, n_rows, rows = _frequencies(engine)
    limit_df = COMMON_SHARE * n_rows
    terms = sorted({a for g in groups for a in g if _SAFE.match(a) and 0 < df.get(a, 0) <= limit_df})
    if not terms:
        return []
    sql = "SELECT rowid, bm25(asked) FROM asked WHERE asked MATCH ?"
    params: list = [" OR ".join(f'"{t}"' for t in terms)]
    if game:
        sql += " AND game = ?"
        params.append(game)
    sql += " ORDER BY bm25(asked) LIMIT 120"
    try:
        found = engine._con().execute(sql, params).fetchall()
    except sqlite3.OperationalError:  # a query FTS5 cannot parse finds nothing
        return []
    from .search import rank_by_coverage  # (search builds this module's table: imported here)

    ranked = rank_by_coverage(((*rows[rowid], s) for rowid, s in found), groups, limit)
    return [(rid, lang, s) for rid, lang, s in ranked if s > 0 and not math.isnan(s)]
