"""The vendored rule documents (``rules_index/sources/``) and their editions."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

SOURCES = Path(__file__).parent / "sources"


@dataclass(frozen=True)
class Document:
    key: str
    game: str
    lang: str
    edition: str
    title: str
    filename: str

    @property
    def path(self) -> Path:
        return SOURCES / self.filename


DOCUMENTS: dict[str, Document] = {
    d.key: d
    for d in (
        Document("kf-de", "kf", "de", "v1.5, November 2019", "KeyForge: Ruf der Archonten – Spielregel",
                 "keyforge-de-v1.5-2019-11.txt"),
        Document("kf-pl", "kf", "pl", "lipiec 2020", "KeyForge: Zew Archontów – Zasady gry",
                 "keyforge-pl-2020-07.txt"),
        Document("rb-de", "rb", "de", "Core Rules (DE)", "Riftbound – Grundregeln",
                 "riftbound-de-core-rules.txt"),
        Document("asc-de", "asc", "de", "Chroniken des Gottbezwingers", "Ascension – Spielregeln",
                 "ascension-de-chroniken.txt"),
        Document("soi-de", "soi", "de", "Spielregel (DE)", "Shards of Infinity – Spielregel",
                 "shards-of-infinity-de.txt"),
    )
}


#: texts read in place of the vendored ones (``reading``), per context
_READING: ContextVar[dict[str, str]] = ContextVar("rule_document_texts", default={})


def read(key: str) -> str:
    """The document's text, exactly as vendored (or the text ``reading`` puts in its place)."""
    texts = _READING.get()
    return texts[key] if key in texts else _vendored(key)


@lru_cache(maxsize=None)
def _vendored(key: str) -> str:
    return DOCUMENTS[key].path.read_text(encoding="utf-8")


@contextmanager
def reading(key: str, text: str):
    """Within the block, ``read(key)`` returns ``text``: a parser that reads its documents itself
    (KeyForge's reads both rulebooks) parses another version of one (``rules_index.diff``)."""
    token = _READING.set({**_READING.get(), key: text})
    try:
        yield
    finally:
        _READING.reset(token)


def lines(key: str) -> list[str]:
    return read(key).split("\n")
