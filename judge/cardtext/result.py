"""What compiling one card gives: its definition and each sentence's fate."""

from __future__ import annotations

from dataclasses import dataclass, field

from lark.exceptions import VisitError


@dataclass
class Compiled:
    definition: dict  # the game's card format, ready to validate
    sentences: list[tuple[str, bool, str]] = field(default_factory=list)  # (sentence, compiled?, why not)

    @property
    def complete(self) -> bool:
        return all(ok for _, ok, _ in self.sentences)

    @property
    def missing(self) -> list[str]:
        return [s for s, ok, _ in self.sentences if not ok]


def why_not(e: Exception) -> str:
    """The first line of why a sentence did not compile (a transformer's own error inside
    lark's ``VisitError``, or the parser's message)."""
    if isinstance(e, VisitError):
        e = e.orig_exc
    return str(e).split("\n")[0][:160]
