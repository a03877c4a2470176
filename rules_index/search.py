"""Full-text search over rules and FAQ entries.

Engine: SQLite FTS5 (BM25 ranking) over pre-analysed text. Each record's text in each
language is tokenised, lower-cased, stop-word filtered and stemmed with the Snowball
stemmer of its language (German, Polish); the stems are what FTS5 indexes. A query is
analysed into alternatives per word: its German stem, its Polish stem, and, for English
game terms (``rules_index.terms`` plus the KeyForge glossary slugs), the stems of the
document terms they stand for. Snippets are cut from the original text around the
matched words.

Before full text, exact lookups answer: a rule ID or printed number ("543.1",
"rb:543.1"), an FAQ ID ("kf:faq/de-01", "asc:faq/3"), a heading ("Erbeuten"), and card
names in any language (FAQ entries and errata that name the card).

The FTS database is built once per index version and cached beside the index.
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
import threading
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from .analysis import STOPWORDS, WORD, Decompounder, analyse, fold, question_language, stem, words
from .asked import build_table as build_asked_table
from .cards import CardNames, card_names, deckbuilder_names
from .model import EXAMPLE, FAQ, Rule
from .terms import NUMBER_WORDS, all_terms, game_terms
from .terms_implied import IMPLIED

if TYPE_CHECKING:
    from .index import Index

#: tuning constants (full text; the fusion with meaning is rules_index.hybrid's)
TITLE_WEIGHT, BODY_WEIGHT = 2.5, 1.0
RERANK_POOL = 100  # BM25 candidates re-ranked by query coverage
PL_PREFIX = 6  # letters a Polish word shares with a term of the bridge to stand for it
PHRASE_PREFIX = 3  # letters of each word's stem that make a Polish phrase of the bridge
COMMON_SHARE = 0.06  # a word in more than this share of the rows does not fetch candidates
OTHER_GAME_FACTOR = 0.3  # a question assumed to be about one game: other games' records scaled by this
#: a game's name in a question says which game it is about (rules_index.games), not what to match
GAME_NAME_WORDS = {"keyforge", "riftbound", "ascension", "shards", "infinity"}


@dataclass
class Hit:
    id: str
    game: str
    kind: str
    lang: str
    title: str
    snippet: str
    highlights: list[tuple[int, int]] = field(default_factory=list)
    score: float = 0.0
    why: str = "text"  # "id" | "number" | "heading" | "card" | "text" | "meaning" (dense only)
    #: shown in ``lang`` although the reader asked for another language the record has no text in
    other_lang: bool = False

    def to_dict(self) -> dict:
        return {"id": self.id, "game": self.game, "kind": self.kind, "lang": self.lang, "title": self.title,
                "snippet": self.snippet, "highlights": [list(h) for h in self.highlights],
                "score": round(self.score, 4), "why": self.why, "other_lang": self.other_lang}


class Alternatives(set):
    """A query word's alternative stems. The ``soft`` ones are German words of everyday rules
    language bridged from the word's English or Polish ("osoby" → Personen, "jednocześnie" →
    gleichzeitig): they count when a record is re-ranked by how many of the question's words it
    has, but do not fetch candidates — a rare German word reached from an incidental Polish
    one would otherwise outweigh the question's game words."""

    soft: frozenset[str] = frozenset()


def implied_groups(ws: list[str]) -> list[set[str]]:
    """One more word for each situation the question describes whose implication in the
    rules' words is listed in ``rules_index.terms_implied`` (e.g. destroyed → leaves play)."""
    asked = {stem(w, lang) for w in ws for lang in ("de", "pl", "en")}
    groups = []
    for entry in IMPLIED:
        if any(all(stem(w, lang) in asked for w in words(phrase))
               for lang, phrases in entry["when"].items() for phrase in phrases):
            groups.append({a for lang, terms in entry["then"].items() for t in terms for a in analyse(t, lang)})
    return groups


def _with_soft(alts: set[str], soft: set[str], own: set[str]) -> Alternatives:
    """``alts`` with those in ``soft`` marked soft, unless they are the word's ``own`` stems."""
    out = Alternatives(alts)
    out.soft = frozenset(a for a in alts if a in soft and a not in own)
    return out


@lru_cache(maxsize=None)
def _stop_words(lang: str | None) -> frozenset[str]:
    """The words a question in ``lang`` drops; all languages' when its language is unknown."""
    return frozenset(STOPWORDS[lang]) if lang else frozenset().union(*STOPWORDS.values())


def rank_by_coverage(rows, folded: list[frozenset[str]], limit: int) -> list[tuple[str, str, float]]:
    """(rule ID, language, stems of the row, BM25) rows → the records, best first, each scored by
    its best row: BM25 times the square of the share of the question's word groups the row has
    (a record matching every word of a question beats a short heading that matches one)."""
    n = len(folded) or 1
    best: dict[str, tuple[str, float]] = {}
    for rid, row_lang, present, s in rows:
        covered = sum(1 for g in folded if not present.isdisjoint(g))
        score = -s * covered * covered / (n * n)
        if rid not in best or score > best[rid][1]:
            best[rid] = (row_lang, score)
    ranked = sorted(best.items(), key=lambda kv: (-kv[1][1], kv[0]))[:limit]
    return [(rid, row_lang, s) for rid, (row_lang, s) in ranked]


@lru_cache(maxsize=1 << 16)
def _pl_key(word: str) -> str:
    """A Polish word's phrase key: the first letters of its stem, accents aside."""
    return fold(stem(word, "pl"))[:PHRASE_PREFIX]


class SearchEngine:
    """Ranked search over an ``Index``. Thread-safe: one SQLite connection per thread."""

    def __init__(self, index: "Index", db_path: Path):
        self.index = index
        self.db_path = db_path
        self._local = threading.local()
        self.cards: CardNames = card_names()
        self._headings = self._heading_table(index)
        self._expansions = self._expansion_table(index)
        self._bridge = self._bridge_table(index)
        self._phrases = self._phrase_table()
        self._soft = self._soft_stems()
        self.compounds = Decompounder({w for (w,) in self._con().execute("SELECT word FROM vocabulary")})
        self._rows = self._con().execute("SELECT count(*) FROM docs").fetchone()[0] or 1
        self._row_keys, self._game_rows = self._row_table()
        self._df = dict(self._con().execute("SELECT term, doc FROM terms"))

    # -- construction ---------------------------------------------------------------
    @classmethod
    def open(cls, index: "Index") -> "SearchEngine":
        path = cls.cache_path(index.version)
        if not path.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                cls._build_db(index, path)
            except OSError:
                path = Path(tempfile.mkdtemp(prefix="rules-judge-")) / "search.sqlite"
                cls._build_db(index, path)
        return cls(index, path)

    @staticmethod
    def cache_path(version: str) -> Path:
        """The cached search database of one index version."""
        from .index import cache_dir

        return cache_dir() / f"search-{version or 'dev'}.sqlite"

    @staticmethod
    def _build_db(index: "Index", path: Path) -> None:
        """One FTS5 row per (record, language): the stems of its title and body. A record
        stands alone: a Riftbound sub-rule's title carries its parents' headings, icons carry
        their words, and a German compound carries the stems of its parts. The German words
        the compounds are split against are kept in the table ``vocabulary``."""
        from .dense import context_titles, expand_icons

        tmp = path.with_suffix(f".{threading.get_ident()}.tmp")
        con = sqlite3.connect(tmp)
        con.execute(
            "CREATE VIRTUAL TABLE docs USING fts5(title, body, rid UNINDEXED, game UNINDEXED, lang UNINDEXED, "
            "kind UNINDEXED, tokenize='unicode61 remove_diacritics 2')"
        )
        con.execute("CREATE TABLE vocabulary (word TEXT PRIMARY KEY)")
        compounds = Decompounder.from_texts([t.title + " " + t.body for r in index for lang, t in r.texts.items()
                                             if lang == "de"])
        con.executemany("INSERT INTO vocabulary VALUES (?)", [(w,) for w in sorted(compounds.vocabulary)])

        def analysed(text: str, lang: str) -> str:
            out = analyse(text, lang)
            if lang == "de":
                out += [p for w in words(text) for p in compounds.stems(w)]
            return " ".join(out)

        rows = []
        for r in index:
            for lang, t in r.texts.items():
                title = " ".join(context_titles(index, r, lang) + [t.title]) if r.game == "rb" else t.title
                rows.append((analysed(title, lang), analysed(expand_icons(t.body), lang), r.id, r.game, lang, r.kind))
        con.executemany("INSERT INTO docs VALUES (?,?,?,?,?,?)", rows)
        con.execute("INSERT INTO docs(docs) VALUES ('optimize')")
        build_asked_table(con, index)
        con.execute("CREATE VIRTUAL TABLE terms USING fts5vocab(docs, row)")
        con.commit()
        con.close()
        tmp.replace(path)

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, check_same_thread=False)
            self._local.con = con
        return con

    def _row_table(self) -> tuple[dict[int, tuple[str, str]], dict[str, tuple[int, int]]]:
        """FTS row → (rule ID, language), and each game's rows as a span (the database holds
        a game's records one after the other). A query selects rows by these numbers rather
        than by the stored columns: reading a stored column costs a lookup of every matching
        row's content before ranking, a third of a query's time."""
        keys: dict[int, tuple[str, str]] = {}
        games: dict[str, list[int]] = {}
        for rowid, rid, lang, game in self._con().execute("SELECT rowid, rid, lang, game FROM docs"):
            keys[rowid] = (rid, lang)
            games.setdefault(game, []).append(rowid)
        spans = {g: (min(r), max(r)) for g, r in games.items() if max(r) - min(r) + 1 == len(r)}
        return keys, spans

    def _vocabulary(self) -> dict[tuple[str, str], frozenset[str]]:
        """(rule ID, lang) → the stems FTS5 indexed for it (for coverage re-ranking)."""
        vocab = getattr(self, "_vocab", None)
        if vocab is None:
            rows = self._con().execute("SELECT rid, lang, title, body FROM docs").fetchall()
            # the stored text is the analysed stems, folded already (``_build_db``)
            vocab = {(rid, lang): frozenset((title + " " + body).split()) for rid, lang, title, body in rows}
            self._vocab = vocab
        return vocab

    @staticmethod
    def _heading_table(index: "Index") -> dict[str, list[str]]:
        table: dict[str, list[str]] = {}
        for r in index:
            if r.kind in (FAQ, EXAMPLE):
                continue
            for t in r.texts.values():
                key = fold(t.title).strip(" .:")
                if key:
                    table.setdefault(key, []).append(r.id)
        return table

    @staticmethod
    def _expansion_table(index: "Index") -> dict[tuple[str, ...], dict[str, list[str]]]:
        """English term (as a tuple of English stems) → {lang: [document terms]}."""
        table: dict[tuple[str, ...], dict[str, list[str]]] = {}

        def add(english: str, lang: str, terms: list[str]) -> None:
            key = tuple(stem(w, "en") for w in words(english))
            if key:
                table.setdefault(key, {}).setdefault(lang, []).extend(terms)

        for english, by_lang in all_terms().items():
            for lang, terms in by_lang.items():
                add(english, lang, terms)
        for r in index:  # KeyForge glossary: kf:glossary/<english-slug> → DE/PL headings
            if r.game == "kf" and r.kind == "glossary" and r.id.startswith("kf:glossary/"):
                english = r.id.split("/", 1)[1].replace("-", " ")
                for lang, t in r.texts.items():
                    heading = re.sub(r"\(.*?\)", "", t.title)  # "ANSTURM (X)" → "ANSTURM"
                    add(english, lang, [p.strip() for p in heading.split(",") if p.strip()])
        return table

    @staticmethod
    def _bridge_table(index: "Index") -> dict[str, set[str]]:
        """A word's stem in one document language → the stems of the same term in the other
        (German ↔ Polish): the game terms of ``rules_index.terms`` and the KeyForge glossary,
        whose German and Polish headings are aligned. A Polish question then also asks for
        the German words of a German-only document, and a German one for the Polish words of a
        Polish-only passage."""
        glossary: list[dict[str, list[str]]] = []  # the KeyForge glossary's aligned headings
        for r in index:
            if r.game == "kf" and r.kind == "glossary" and {"de", "pl"} <= set(r.texts):
                glossary.append({lang: [p.strip() for p in re.sub(r"\(.*?\)", "", r.texts[lang].title).split(",")]
                                 for lang in ("de", "pl")})
        pairs = [dict(v) for v in all_terms().values()] + glossary
        table: dict[str, set[str]] = {}
        # (language, stem) → the (language, term) pairs the word stands for in the documents: the
        # gloss the encoder reads beside the question, made of game words only (everyday rules
        # language in parentheses is noise to it)
        gloss: dict[tuple[str, str], list[tuple[str, str]]] = {}
        games = game_terms()
        terms = {english: entry for english, entry in all_terms().items() if english in games}
        for english, entry in terms.items():
            if len(english.split()) == 1:
                gloss.setdefault(("en", stem(english, "en")), []).extend(
                    (lang, t) for lang in ("de", "pl") for t in entry.get(lang, []))
        for entry in [dict(v) for v in terms.values()] + glossary:
            for lang, other in (("pl", "de"), ("de", "pl")):
                for t in entry.get(lang, []):
                    if t and len(analyse(t, lang)) == 1:
                        gloss.setdefault((lang, analyse(t, lang)[0]), []).extend(
                            (other, x) for x in entry.get(other, []) if x)
        SearchEngine._gloss_table = gloss
        prefixes: dict[str, set[str]] = {}
        for entry in pairs:
            stems = {lang: {tuple(analyse(t, lang)) for t in terms if t} for lang, terms in entry.items()}
            for lang, own in stems.items():
                other = {s for ol, group in stems.items() if ol != lang for t in group for s in t}
                for t in own:
                    if len(t) == 1 and other:
                        table.setdefault(t[0], set()).update(other)
                if lang == "pl" and other:
                    for term in entry["pl"]:
                        if " " not in term and len(term) >= PL_PREFIX:
                            prefixes.setdefault(fold(term)[:PL_PREFIX], set()).update(other)
        SearchEngine._bridge_prefix = prefixes
        return table

    @staticmethod
    def _soft_stems() -> set[str]:
        """The German stems only everyday rules language bridges to (none of a game term)."""
        from .terms_rules_language import RULES_LANGUAGE

        def stems(table) -> set[str]:
            return {a for by in table.values() for t in by.get("de", []) for a in analyse(t, "de")}

        return stems(RULES_LANGUAGE) - stems(game_terms())

    @staticmethod
    def _phrase_key(ws: list[str]) -> tuple[str, ...]:
        """Polish words → the key of a phrase: the first letters of each word's stem (Polish
        inflects both words of a phrase: "talia run" / "talię run", "pole bitwy" / "polu bitwy")."""
        return tuple(_pl_key(w) for w in ws)

    @classmethod
    def _phrase_table(cls) -> dict[tuple[str, ...], list[tuple[str, str]]]:
        """Polish phrase of the term bridge ("podstawowa runa", "talia run") → the (language,
        term) pairs of the same term in the documents (Grundrune, Runendeck)."""
        table: dict[tuple[str, ...], list[tuple[str, str]]] = {}
        for entry in all_terms().values():
            for term in entry.get("pl", []):
                ws = [w for w in words(term) if w not in STOPWORDS["pl"]]
                if 2 <= len(ws) <= 3 and len(ws) == len(words(term)):
                    table.setdefault(cls._phrase_key(ws), []).extend(
                        (lang, t) for lang in ("de", "pl") for t in entry.get(lang, []) if t)
        return table

    def phrase_at(self, ws: list[str], i: int) -> tuple[int, list[tuple[str, str]]]:
        """The longest Polish bridge phrase starting at word ``i``: (its length, its terms),
        or (0, [])."""
        for n in (3, 2):
            if i + n <= len(ws):
                terms = self._phrases.get(self._phrase_key(ws[i:i + n]))
                if terms:
                    return n, terms
        return 0, []

    # -- query analysis -------------------------------------------------------------
    def expand(self, query: str) -> list[set[str]]:
        """One set of alternative stems per query word/phrase."""
        ws = words(query)
        stop = _stop_words(question_language(ws))
        en = [stem(w, "en") for w in ws]
        groups: list[set[str]] = []
        i = 0
        while i < len(ws):
            n, terms = self.phrase_at(ws, i)
            if n:  # a Polish phrase of the bridge: its document terms and its words' own stems
                alts = {a for lang, t in terms for a in analyse(t, lang)}
                stems = [self._word_stems(w, stop) for w in ws[i:i + n]]
                own = set().union(*(s - s.soft for s in stems))  # bridged everyday words stay soft
                groups.append(_with_soft(alts.union(*stems), self._soft, own))
                i += n
                continue
            matched = False
            for n in (3, 2, 1):  # longest English phrase first
                key = tuple(en[i:i + n])
                if n == 1 and ws[i] in stop:  # German "die" is not the English verb
                    continue
                if len(key) == n and key in self._expansions:
                    alts: set[str] = set()
                    for lang, terms in self._expansions[key].items():
                        for term in terms:
                            alts.update(analyse(term, lang))
                    own = {stem(w, lang) for w in ws[i:i + n] for lang in ("de", "pl")}
                    if n == 1:
                        word = self._word_stems(ws[i], stop)
                        alts |= word
                        own |= word - word.soft
                    groups.append(_with_soft(alts, self._soft, own))
                    i += n
                    matched = True
                    break
            if not matched:
                alts = self._word_stems(ws[i], stop)
                if alts:
                    groups.append(alts)
                i += 1
        return groups + implied_groups(ws)

    def _word_stems(self, w: str, stop: frozenset[str] = frozenset()) -> Alternatives:
        if w in NUMBER_WORDS:
            return Alternatives({NUMBER_WORDS[w], stem(w, "de"), stem(w, "pl")})
        if w in stop or w in GAME_NAME_WORDS:
            return Alternatives()
        own = {stem(w, "de"), stem(w, "pl")} | set(self.compounds.stems(w))
        bridged = own.union(*(self._bridge.get(s, ()) for s in own))
        if len(bridged) == len(own) and len(w) >= PL_PREFIX:
            # Polish inflects where the stemmer does not reach ("dobiera" / "dobierz"): a
            # word that begins like a Polish term bridges to that term's other words
            bridged |= self._bridge_prefix.get(fold(w)[:PL_PREFIX], set())
        return _with_soft(bridged, self._soft, own)

    # -- search ---------------------------------------------------------------------
    def search(self, query: str, game: str | None = None, lang: str | None = None, limit: int = 10,
               kinds: tuple[str, ...] | None = None) -> list[Hit]:
        """Records that contain the query's words (any language, via the term bridge):
        exact lookups first (an ID, a printed number, a heading, a card's FAQ entries), then
        BM25 re-ranked by coverage. A question about one game (by name or by its words) ranks
        that game's records first. Finding by meaning is ``rules_index.hybrid`` (``ask``)."""
        query = (query or "").strip()
        if not query:
            return []
        hits: dict[str, Hit] = {}
        for hit in self._exact(query, game, lang):
            hits.setdefault(hit.id, hit)
        if any(h.why in ("id", "number") for h in hits.values()):
            return list(hits.values())[:limit]  # a rule number or ID asks for that record
        card_faq = self._card_hits(query, game)
        groups = self.expand(query)
        assumed = None if game else self.detector.detect(query)[0]
        text = self.fulltext(groups, game, lang, max(limit * 4, 40), kinds)
        if assumed:
            text = [(rid, rl, s * (1.0 if self.index[rid].game == assumed else OTHER_GAME_FACTOR)) for rid, rl, s in text]
            text.sort(key=lambda t: (-t[2], t[0]))
        top = text[0][2] if text and text[0][2] > 0 else 1.0
        shown = [t for t in text[:limit]] + [t for t in text[limit:] if t[0] in card_faq]
        for rid, row_lang, s in shown:
            h = self.hit(self.index[rid], row_lang, groups, score=s / top, why="text")
            if rid in card_faq:
                h.score += 1.0
                h.why = "card+text"
            hits.setdefault(rid, h)
        for rid in card_faq:  # FAQ entries naming the card but sharing no other word
            if rid not in hits:
                r = self.index[rid]
                if (kinds is None or r.kind in kinds) and (lang is None or lang in r.texts):
                    # naming the card the question names outweighs any text match without it
                    hits[rid] = self.hit(r, lang or next(iter(r.texts)), groups, score=1.2, why="card")
        ranked = sorted(hits.values(), key=lambda h: (-h.score, h.id))
        return ranked[:limit]

    def _exact(self, query: str, game: str | None, lang: str | None) -> list[Hit]:
        out: list[Hit] = []
        q = query.strip().rstrip(".")
        candidates = [q, f"rb:{q}", f"kf:{q}", f"asc:{q}", f"soi:{q}", f"kf:faq/{q}"]
        m = re.fullmatch(r"(asc|soi)(?::|\s+)faq[/ ]?(\d+)", q, re.I)
        if m:
            candidates.append(f"{m.group(1).lower()}:faq/{int(m.group(2)):02d}")
        m = re.fullmatch(r"(?:kf:)?faq[/ ]?(de|pl)-?(\d+)", q, re.I)
        if m:
            candidates.append(f"kf:faq/{m.group(1).lower()}-{int(m.group(2)):02d}")
        for c in candidates:
            r = self.index.get(c)
            if r and (game is None or r.game == game):
                why = "number" if re.fullmatch(r"\d{3}(\.[\w]+)*", q) else "id"
                out.append(self.hit(r, lang, [], score=100.0, why=why))
                break
        for rid in self._headings.get(fold(q).strip(" .:"), []):
            r = self.index[rid]
            if game is None or r.game == game:
                out.append(self.hit(r, lang, self.expand(query), score=50.0, why="heading"))
        return out

    def _card_hits(self, query: str, game: str | None, fuzzy: bool = False) -> list[str]:
        """IDs of FAQ entries and errata naming a card that the query names (KeyForge by
        its catalogue names in three languages; Ascension and Shards by their card libraries'
        German and English names). ``fuzzy``: a long name written with a slip counts too
        (``ask`` forgives slips; ``search``, which must answer in a few milliseconds, matches
        names exactly and finds misspelt cards in its card list instead)."""
        names = [("kf", n) for n in self.cards.find_in(query, fuzzy)] if game in (None, "kf") else []
        for g in ("asc", "soi"):
            if game in (None, g):
                names += [(g, n) for n in deckbuilder_names(g).find_in(query, fuzzy)]
        return sorted({rid for key in names for rid in self._records_naming.get(key, ())},
                      key=self._order.__getitem__) if names else []

    @cached_property
    def _records_naming(self) -> dict[tuple[str, str], list[str]]:
        """(game, card name) → the FAQ entries and errata that name it: KeyForge's by their
        card lists, Ascension's and Shards' by the names their texts contain (a slip allowed:
        the Shards FAQ prints "Speicherwachterin")."""
        out: dict[tuple[str, str], list[str]] = {}
        for r in self.index:
            if r.game == "kf" and r.kind in (FAQ, "errata"):
                for n in r.cards:
                    out.setdefault(("kf", n), []).append(r.id)
            elif r.game in ("asc", "soi") and r.kind == FAQ:
                names = deckbuilder_names(r.game)
                found = {n for t in r.texts.values() for n in names.find_in(f"{t.title} {t.body}")} | set(r.cards)
                for n in sorted(found):
                    out.setdefault((r.game, n), []).append(r.id)
        return out

    def game_languages(self) -> dict[str, frozenset[str]]:
        """Game → the languages its records are written in."""
        langs = self.__dict__.get("_game_langs")
        if langs is None:
            found: dict[str, set[str]] = {}
            for r in self.index:
                found.setdefault(r.game, set()).update(r.texts)
            langs = self.__dict__["_game_langs"] = {g: frozenset(ls) for g, ls in found.items()}
        return langs

    @cached_property
    def _order(self) -> dict[str, int]:
        return {r.id: i for i, r in enumerate(self.index)}

    @cached_property
    def dense(self):
        from .dense import DenseIndex

        return DenseIndex(self.index)

    @cached_property
    def detector(self):
        from .games import GameDetector

        return GameDetector(self)

    def fulltext(self, groups: list[set[str]], game, lang, limit, kinds) -> list[tuple[str, str, float]]:
        """BM25 over the stems, re-ranked by coverage: the share of the query's words (each
        with its alternatives) that the record contains. A record matching every word of a
        question beats a short heading that matches one of them."""
        if not groups:
            return []
        expr = self._match_expression(groups)
        if not expr:
            return []
        sql = f"SELECT rowid, bm25(docs, {TITLE_WEIGHT}, {BODY_WEIGHT}) AS s FROM docs WHERE docs MATCH ?"
        params: list = [expr]
        if game and game in self._game_rows:
            sql += " AND rowid BETWEEN ? AND ?"
            params.extend(self._game_rows[game])
        elif game:
            sql += " AND game = ?"
            params.append(game)
        if lang:
            sql += " AND lang = ?"
            params.append(lang)
        if kinds:
            sql += " AND kind IN (%s)" % ",".join("?" * len(kinds))
            params.extend(kinds)
        sql += " ORDER BY s LIMIT ?"
        params.append(max(RERANK_POOL, limit))
        try:
            rows = self._con().execute(sql, params).fetchall()
            if not rows and " AND " in expr:
                params[0] = expr.replace(" AND ", " OR ")
                rows = self._con().execute(sql, params).fetchall()
        except sqlite3.OperationalError:
            return []
        folded = [frozenset(fold(a) for a in g) for g in groups]
        vocab = self._vocabulary()
        keys = self._row_keys
        return rank_by_coverage(((*keys[rowid], vocab[keys[rowid]], s) for rowid, s in rows), folded, limit)

    def _match_expression(self, groups: list[set[str]]) -> str:
        """The FTS5 query: the query's words OR-ed, each with its alternatives. A word whose
        every alternative is in more than ``COMMON_SHARE`` of the rows ("Karte", "Spieler")
        only re-ranks (coverage), it does not fetch candidates (BM25 gives it next to no
        weight anyway, and scoring every row that has it is what makes a query slow). A query
        of common words only fetches the records that have all of them (and, when there are
        none, the records with any: ``fulltext`` asks again)."""
        present = [{a for a in g if self._df.get(fold(a)) and a not in getattr(g, "soft", ())} for g in groups]
        present = [g for g in present if g]
        if not present:
            return ""
        limit = COMMON_SHARE * self._rows
        rare = [g for g in present if min(self._df[fold(a)] for a in g) <= limit]
        joiner = " OR "
        if not rare:  # only common words ("Kreatur kämpfen"): the records that have them all
            rare, joiner = present, " AND "
        return joiner.join("(" + " OR ".join(f'"{a}"' for a in sorted(g)) + ")" for g in rare)

    # -- snippets -------------------------------------------------------------------
    def hit(self, r: Rule, lang: str | None, groups: list[set[str]], score: float, why: str,
            show: str | None = None) -> Hit:
        """A record as a hit: its text in ``show`` (the reader's language) where the record has
        one, else in ``lang`` (the language the question matched), marked as shown in another."""
        t = r.text(show if show in r.texts else lang)
        text, tokens = self._tokens(r.id, t.lang)
        snippet, marks = make_snippet(text, tokens, set().union(*groups) if groups else set())
        return Hit(r.id, r.game, r.kind, t.lang, t.title, snippet, marks, score, why,
                   other_lang=bool(show) and t.lang != show)

    def _tokens(self, rule_id: str, lang: str) -> tuple[str, list[tuple[int, int, frozenset[str]]]]:
        """A record's text (whitespace normalised) and its words: (start, end, stems), the
        stems being the word's own and, in German, its compound parts'. Made once per record."""
        cache = self.__dict__.setdefault("_token_cache", {})
        key = (rule_id, lang)
        if key not in cache:
            t = self.index[rule_id].texts[lang]
            text = " ".join((t.body or t.title).split())
            tokens = []
            for m in WORD.finditer(text):
                w = m.group()
                own = {stem(w, lang)}
                if lang == "de":
                    own.update(self.compounds.stems(w))
                tokens.append((m.start(), m.end(), frozenset(own)))
            cache[key] = (text, tokens)
        return cache[key]


def make_snippet(text: str, tokens: list[tuple[int, int, frozenset[str]]], stems: set[str],
                 width: int = 220) -> tuple[str, list[tuple[int, int]]]:
    """The window of ``text`` with the most matched words, and the matched spans in it."""
    spans = [(s, e) for s, e, own in tokens if not own.isdisjoint(stems)] if stems else []
    if len(text) <= width:
        start = 0
    elif spans:
        best_start, best_count = spans[0][0], 0
        for i, (s, _) in enumerate(spans):
            count = sum(1 for s2, _ in spans[i:] if s2 < s + width)
            if count > best_count:
                best_start, best_count = s, count
        start = max(0, best_start - 40)
        start = text.rfind(" ", 0, start) + 1 if start else 0
    else:
        start = 0
    end = min(len(text), start + width)
    if end < len(text):
        cut = text.rfind(" ", start, end)
        end = cut if cut > start else end
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(text) else ""
    snippet = prefix + text[start:end] + suffix
    shift = len(prefix) - start
    marks = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return snippet, marks
