"""The vendored rule documents (``rules_index/sources/``) and their editions."""

from __future__ import annotations

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


@lru_cache(maxsize=None)
def read(key: str) -> str:
    """The document's text, exactly as vendored."""
    return DOCUMENTS[key].path.read_text(encoding="utf-8")


def lines(key: str) -> list[str]:
    return read(key).split("\n")
