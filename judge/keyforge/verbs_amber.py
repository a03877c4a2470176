"""Effect verbs about æmber and keys added for compiled card text (kf:glossary/aember, kf:glossary/key).

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary."""

from __future__ import annotations

from typing import Callable

VERBS: dict[str, Callable] = {}
PARAMS: dict[str, tuple[str, ...]] = {}
