"""Every gettext domain of the project: where its messages are marked and where its
catalogues live. ``python -m judge.i18n update`` walks this table; the tests check each
domain against its code (``tests/judge/i18n``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Domain:
    name: str
    #: the source folders (relative to the project root) whose Python files use its markers
    sources: tuple[str, ...]
    #: the folder holding ``<lang>/LC_MESSAGES/<name>.po``, relative to the project root
    catalogues: str = "judge/i18n/catalogues"
    #: pybabel's keyword specs (``name:1c,2`` = context, message)
    keywords: tuple[str, ...] = ("M", "MP:1c,2", "MN:1,2")

    @property
    def directory(self) -> Path:
        return ROOT / self.catalogues

    def po(self, lang: str) -> Path:
        return self.directory / lang / "LC_MESSAGES" / f"{self.name}.po"

    @property
    def pot(self) -> Path:
        return self.directory / f"{self.name}.pot"


DOMAINS: tuple[Domain, ...] = (
    Domain("kernel", ("judge/kernel", "judge/cli.py", "judge/commands.py", "judge/regress.py", "judge/legal.py",
                      "judge/expect.py", "judge/cardtext")),
    Domain("keyforge", ("judge/keyforge",)),
    Domain("riftbound", ("judge/riftbound",)),
    Domain("deckbuilding", ("judge/deckbuilding", "judge/ascension", "judge/shards")),
    Domain("scenarios", ("scenarios",)),
    # the pages' own catalogue (web/i18n/catalogue.py: N_, NP_, NN_)
    Domain("messages", ("web",), catalogues="web/i18n/catalogues", keywords=("N_", "NP_:1c,2", "NN_:1,2")),
)


def domain(name: str) -> Domain:
    for d in DOMAINS:
        if d.name == name:
            return d
    raise KeyError(f"unknown message domain {name!r}; known: {', '.join(d.name for d in DOMAINS)}")
