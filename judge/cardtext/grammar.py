"""A game's grammar: a core file and one fragment per family of clauses (each adds its
alternatives with ``%extend``), read by lark's Earley parser; and the transformer made of the
families' mixins over the game's base transformer."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from importlib import import_module
from pathlib import Path

from lark import Lark

#: lark's options (part of a parse table's fingerprint: a parse depends on them)
EARLEY = {"start": "sentence", "parser": "earley", "ambiguity": "resolve", "lexer": "dynamic"}


@dataclass(eq=False)
class Grammar:
    folder: Path  # holds core.lark and <family>.lark
    families: tuple[str, ...]
    #: the package of the families' transformer mixins (``<package>.<family>.Rules``)
    mixin_package: str
    options: dict = field(default_factory=lambda: dict(EARLEY))

    def text(self) -> str:
        """The core grammar with every family's fragment appended."""
        parts = [(self.folder / "core.lark").read_text(encoding="utf-8")]
        parts += [(self.folder / f"{name}.lark").read_text(encoding="utf-8") for name in self.families]
        return "\n".join(parts)

    @cached_property
    def parser(self) -> Lark:
        return Lark(self.text(), **self.options)

    def mixins(self) -> list[type]:
        return [import_module(f"{self.mixin_package}.{name}").Rules for name in self.families]

    def transformer(self, base: type) -> type:
        """The transformer class: every family's mixin, then ``base`` (the shared rules). A rule
        name two families both transform is refused: lark names a tree by its rule or alias,
        so one family's method would silently transform the other's sentences."""
        mixins = self.mixins()
        seen: dict[str, str] = {}
        for name, mixin in zip(self.families, mixins):
            for attr in vars(mixin):
                if attr.startswith("_"):
                    continue
                if attr in seen:
                    raise ValueError(f"grammar families {seen[attr]} and {name} both define {attr!r}: rename one "
                                     "alias (rules and aliases share one namespace)")
                seen[attr] = name
        return type("CardText", (*mixins, base), {})
