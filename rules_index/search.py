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
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import snowballstemmer

from .cards import CardNames, card_names
from .model import EXAMPLE, FAQ, Rule
from .terms import NUMBER_WORDS, all_terms

if TYPE_CHECKING:
    from .index import Index

WORD = re.compile(r"[\wÆæ]+", re.UNICODE)

STOPWORDS = {
    "de": set("""aber alle allem allen aller alles als also am an ander andere anderen anderer anderes auch auf aus bei
        bin bis bist da damit dann das dass dem den denn der des dich die dies diese diesem diesen dieser dieses dir du
        durch ein eine einem einen einer eines er es etwas euch euer für gegen hab habe haben hat hatte hätte ich ihm
        ihn ihr ihre ihrem ihren ihrer im in ist ja jede jedem jeden jeder jedes kann kein keine können man mein meine
        meinem meinen meiner mich mir mit nach nicht noch nun nur ob oder ohne sein seine seinem seinen seiner sich sie
        sind so solche soll sollte sondern sonst um und uns unser unter viel vom von vor war waren was weil welche wenn
        werde werden wie wieder wir wird wo wurde zu zum zur über dein deine deinem deinen deiner passiert""".split()),
    "pl": set("""a aby ale bo by być czy dla do gdy go i ich ile im jak jaki jako je jeden jego jej jest jeśli jeżeli już
        ku lub ma mam mi mnie mogę moja moje mój może na nad nie nim niż o od oraz po pod przez przy się są ta tak tam
        te tego tej ten to tu ty tylko w we wszystko z za ze że co czy mój twój twoja twoje twojego""".split()),
    "en": set("""a an and are as at be but by can do does for from has have how i if in into is it its me my of on or
        so that the their then there these they this to was what when which while who why will with you your
        happens happen out get gets got does did many much times""".split()),
}

STEMMERS = {"de": "german", "pl": "polish", "en": "english"}
TITLE_WEIGHT, BODY_WEIGHT = 4.0, 1.0
RERANK_POOL = 150  # BM25 candidates re-ranked by query coverage
# reciprocal rank fusion of full text and dense retrieval (tuned on the dev split of benchmarks/qa)
RRF_K, TEXT_WEIGHT, DENSE_WEIGHT = 20, 1.0, 1.0
FUSION_POOL = 60
DENSE_ALONE_MIN = 0.35  # without any full-text match, dense hits count only from this cosine on
GLOSS_FROM = ("pl", "en", "de")  # query words glossed with the other languages' game terms (dense query)
GLOSS_MAX = 8
OTHER_GAME_FACTOR = 0.3  # a question assumed to be about one game: other games' records scaled by this


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    return snowballstemmer.stemmer(STEMMERS[lang])


def fold(s: str) -> str:
    """Lower-case and strip diacritics (FTS5's ``remove_diacritics 2`` does the same)."""
    s = unicodedata.normalize("NFKD", s.lower())
    return "".join(c for c in s if not unicodedata.combining(c)).replace("æ", "ae").replace("ł", "l")


#: a cheap fold of the first letters of a word (for the snippet's pre-check; ``fold`` is exact)
QUICK_FOLD = str.maketrans("äöüàáâéèêíóôúąćęłńśźżæ", "aouaaaeeeioouacelnszza")


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


@lru_cache(maxsize=200_000)
def stem(word: str, lang: str) -> str:
    return fold(_stemmer(lang).stemWord(word.lower()))


def analyse(text: str, lang: str) -> list[str]:
    """Text → the stems FTS5 indexes (stop words dropped)."""
    stop = STOPWORDS.get(lang, set())
    return [stem(w, lang) for w in words(text) if w not in stop]


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

    def to_dict(self) -> dict:
        return {"id": self.id, "game": self.game, "kind": self.kind, "lang": self.lang, "title": self.title,
                "snippet": self.snippet, "highlights": [list(h) for h in self.highlights],
                "score": round(self.score, 4), "why": self.why}


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

    # -- construction ---------------------------------------------------------------
    @classmethod
    def open(cls, index: "Index") -> "SearchEngine":
        from .index import cache_dir

        path = cache_dir() / f"search-{index.version or 'dev'}.sqlite"
        if not path.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                cls._build_db(index, path)
            except OSError:
                path = Path(tempfile.mkdtemp(prefix="rules-judge-")) / "search.sqlite"
                cls._build_db(index, path)
        return cls(index, path)

    @staticmethod
    def _build_db(index: "Index", path: Path) -> None:
        tmp = path.with_suffix(f".{threading.get_ident()}.tmp")
        con = sqlite3.connect(tmp)
        con.execute(
            "CREATE VIRTUAL TABLE docs USING fts5(title, body, rid UNINDEXED, game UNINDEXED, lang UNINDEXED, "
            "kind UNINDEXED, tokenize='unicode61 remove_diacritics 2')"
        )
        from .dense import context_titles, expand_icons

        rows = []
        for r in index:  # a record stands alone: its parents' headings with its title, icons with their words
            for lang, t in r.texts.items():
                title = " ".join(context_titles(index, r, lang) + [t.title]) if r.game == "rb" else t.title
                rows.append((" ".join(analyse(title, lang)), " ".join(analyse(expand_icons(t.body), lang)),
                             r.id, r.game, lang, r.kind))
        con.executemany("INSERT INTO docs VALUES (?,?,?,?,?,?)", rows)
        con.execute("INSERT INTO docs(docs) VALUES ('optimize')")
        con.commit()
        con.close()
        tmp.replace(path)

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, check_same_thread=False)
            self._local.con = con
        return con

    def _vocabulary(self) -> dict[tuple[str, str], frozenset[str]]:
        """(rule ID, lang) → the stems FTS5 indexed for it (for coverage re-ranking)."""
        vocab = getattr(self, "_vocab", None)
        if vocab is None:
            rows = self._con().execute("SELECT rid, lang, title, body FROM docs").fetchall()
            vocab = {(rid, lang): frozenset(fold(w) for w in (title + " " + body).split())
                     for rid, lang, title, body in rows}
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
        pairs: list[dict[str, list[str]]] = [dict(v) for v in all_terms().values()]
        for r in index:
            if r.game == "kf" and r.kind == "glossary" and {"de", "pl"} <= set(r.texts):
                pairs.append({lang: [p.strip() for p in re.sub(r"\(.*?\)", "", r.texts[lang].title).split(",")]
                              for lang in ("de", "pl")})
        table: dict[str, set[str]] = {}
        gloss: dict[tuple[str, str], list[str]] = {}
        for english, entry in all_terms().items():
            if len(english.split()) == 1:
                gloss.setdefault(("en", stem(english, "en")), []).extend(entry.get("de", []) + entry.get("pl", []))
        for entry in pairs:
            for lang, other in (("pl", "de"), ("de", "pl")):
                for t in entry.get(lang, []):
                    if t and len(analyse(t, lang)) == 1:
                        gloss.setdefault((lang, analyse(t, lang)[0]), []).extend(x for x in entry.get(other, []) if x)
        SearchEngine._gloss_table = gloss
        for entry in pairs:
            stems = {lang: {tuple(analyse(t, lang)) for t in terms if t} for lang, terms in entry.items()}
            for lang, own in stems.items():
                other = {s for ol, group in stems.items() if ol != lang for t in group for s in t}
                for t in own:
                    if len(t) == 1 and other:
                        table.setdefault(t[0], set()).update(other)
        return table

    # -- query analysis -------------------------------------------------------------
    def expand(self, query: str) -> list[set[str]]:
        """One set of alternative stems per query word/phrase."""
        ws = words(query)
        en = [stem(w, "en") for w in ws]
        groups: list[set[str]] = []
        i = 0
        while i < len(ws):
            matched = False
            for n in (3, 2, 1):  # longest English phrase first
                key = tuple(en[i:i + n])
                if len(key) == n and key in self._expansions:
                    alts: set[str] = set()
                    for lang, terms in self._expansions[key].items():
                        for term in terms:
                            alts.update(analyse(term, lang))
                    if n == 1:
                        alts |= self._word_stems(ws[i])
                    groups.append(alts)
                    i += n
                    matched = True
                    break
            if not matched:
                alts = self._word_stems(ws[i])
                if alts:
                    groups.append(alts)
                i += 1
        return groups

    def _word_stems(self, w: str) -> set[str]:
        if w in NUMBER_WORDS:
            return {NUMBER_WORDS[w], stem(w, "de"), stem(w, "pl")}
        if any(w in STOPWORDS[lang] for lang in STOPWORDS):
            return set()
        own = {stem(w, "de"), stem(w, "pl")}
        return own.union(*(self._bridge.get(s, ()) for s in own))

    # -- search ---------------------------------------------------------------------
    def search(self, query: str, game: str | None = None, lang: str | None = None, limit: int = 10,
               kinds: tuple[str, ...] | None = None) -> list[Hit]:
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
        text_hits = self._fused(query, groups, game, lang, limit, kinds, assumed, keep=set(card_faq))
        for h in text_hits:
            if h.id in card_faq:
                h.score += 1.0
                h.why = "card+text"
            hits.setdefault(h.id, h)
        for rid in card_faq:  # FAQ entries naming the card but sharing no other word
            if rid not in hits:
                r = self.index[rid]
                if (kinds is None or r.kind in kinds) and (lang is None or lang in r.texts):
                    # naming the card the question names outweighs any text match without it
                    hits[rid] = self._hit(r, lang or next(iter(r.texts)), groups, score=1.2, why="card")
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
                out.append(self._hit(r, lang, [], score=100.0, why=why))
                break
        for rid in self._headings.get(fold(q).strip(" .:"), []):
            r = self.index[rid]
            if game is None or r.game == game:
                out.append(self._hit(r, lang, self.expand(query), score=50.0, why="heading"))
        return out

    def _card_hits(self, query: str, game: str | None) -> list[str]:
        """IDs of FAQ entries and errata naming a card that the query names."""
        if game not in (None, "kf"):
            return []
        names = self.cards.find_in(query)
        if not names:
            return []
        out = []
        for r in self.index:
            if r.game == "kf" and r.kind in (FAQ, "errata") and any(n in r.cards for n in names):
                out.append(r.id)
        return out

    @cached_property
    def dense(self):
        from .dense import DenseIndex

        return DenseIndex(self.index)

    @cached_property
    def detector(self):
        from .games import GameDetector

        return GameDetector(self)

    def _fused(self, query: str, groups, game, lang, limit, kinds, assumed: str | None,
               keep: set[str] = frozenset()) -> list[Hit]:
        """Full text (BM25, re-ranked by coverage) and dense retrieval, fused by reciprocal
        rank: each list gives a record ``weight / (RRF_K + rank)``. A question assumed to be
        about one game ranks that game's records first (the others follow, scaled down)."""
        pool = max(limit * 4, FUSION_POOL)
        text = self._fulltext(groups, game, lang, pool, kinds)
        dense = self.dense.search(self._glossed(query), game=game, lang=lang, kinds=kinds, limit=pool) \
            if DENSE_WEIGHT else []
        if not text and (not dense or dense[0][2] < DENSE_ALONE_MIN):
            return []  # no word of the question occurs and nothing is close in meaning: nonsense
        score: dict[str, float] = {}
        where: dict[str, tuple[str, str]] = {}
        for rank, (rid, row_lang, _) in enumerate(text, 1):
            score[rid] = score.get(rid, 0.0) + TEXT_WEIGHT / (RRF_K + rank)
            where[rid] = (row_lang, "text")
        for rank, (rid, row_lang, _) in enumerate(dense, 1):
            score[rid] = score.get(rid, 0.0) + DENSE_WEIGHT / (RRF_K + rank)
            where.setdefault(rid, (row_lang, "meaning"))
        if assumed:
            for rid in score:
                if self.index[rid].game != assumed:
                    score[rid] *= OTHER_GAME_FACTOR
        top = max(score.values(), default=1.0) or 1.0
        out = []
        ranked = sorted(score, key=lambda r: (-score[r], r))
        for rid in ranked[:limit] + [r for r in ranked[limit:] if r in keep]:  # snippets only for what is shown
            row_lang, why = where[rid]
            out.append(self._hit(self.index[rid], row_lang, groups, score=score[rid] / top, why=why))
        return out

    def _glossed(self, query: str) -> str:
        """The question with the German words of its Polish game terms added (for the dense
        encoder, which relates Polish and German technical wording less well than either to
        itself)."""
        extra: list[str] = []
        for w in words(query):
            for lang in GLOSS_FROM:
                for term in self._gloss_table.get((lang, stem(w, lang)), ()):
                    if term not in extra and term.casefold() != w:
                        extra.append(term)
        return f"{query} ({', '.join(extra[:GLOSS_MAX])})" if extra else query

    def _fulltext(self, groups: list[set[str]], game, lang, limit, kinds) -> list[tuple[str, str, float]]:
        """BM25 over the stems, re-ranked by coverage: the share of the query's words (each
        with its alternatives) that the record contains. A record matching every word of a
        question beats a short heading that matches one of them."""
        if not groups:
            return []
        expr = " OR ".join("(" + " OR ".join(f'"{s}"' for s in sorted(g)) + ")" for g in groups)
        sql = f"SELECT rid, lang, bm25(docs, {TITLE_WEIGHT}, {BODY_WEIGHT}) AS s FROM docs WHERE docs MATCH ?"
        params: list = [expr]
        if game:
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
        except sqlite3.OperationalError:
            return []
        folded = [{fold(a) for a in g} for g in groups]
        best: dict[str, tuple[str, float]] = {}
        vocab = self._vocabulary()
        for rid, row_lang, s in rows:
            present = vocab[(rid, row_lang)]
            coverage = sum(1 for g in folded if g & present) / len(folded)
            score = -s * coverage * coverage
            if rid not in best or score > best[rid][1]:
                best[rid] = (row_lang, score)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][1], kv[0]))[:limit]
        return [(rid, row_lang, s) for rid, (row_lang, s) in ranked]

    # -- snippets -------------------------------------------------------------------
    def _hit(self, r: Rule, lang: str | None, groups: list[set[str]], score: float, why: str) -> Hit:
        t = r.text(lang)
        snippet, marks = make_snippet(t.body or t.title, t.lang, set().union(*groups) if groups else set())
        return Hit(r.id, r.game, r.kind, t.lang, t.title, snippet, marks, score, why)


def make_snippet(text: str, lang: str, stems: set[str], width: int = 220) -> tuple[str, list[tuple[int, int]]]:
    """The window of ``text`` with the most matched words, and the matched spans in it."""
    text = " ".join(text.split())
    # a stem begins like its word (both folded): only words beginning like a stem are stemmed
    heads = {s[:2].translate(QUICK_FOLD) for s in stems}
    spans = [(m.start(), m.end()) for m in WORD.finditer(text)
             if stems and m.group()[:2].lower().translate(QUICK_FOLD) in heads and stem(m.group(), lang) in stems]
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
