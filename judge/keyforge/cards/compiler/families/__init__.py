"""Families of clauses the compiler reads, each a grammar fragment (``grammar/<name>.lark``,
alternatives added to the core rules with ``%extend``) and a transformer mixin
(``families/<name>.py``, class ``Rules``). The core grammar (``grammar/core.lark``) and
``transform.ToFormat`` hold what every family shares: sentences, clauses, targets,
amounts, conditions.

* amber    — æmber and keys: gain, lose, steal, capture, exalt, chains, forge, key costs
* damage   — damage, healing, creature states and counters, destroying and sacrificing
* zones    — cards between zones: draw, discard, archive, purge, return, shuffle, look, play
* constant — constant abilities, watchers ("after …", "each time …") and lasting effects
* replace  — replacement effects: "If …, <effect> instead"
* gained   — keywords and quoted abilities given together or for a while (lasting "modify")
* fighting — fight damage other than power, "cannot fight or reap", lasting "cannot be used"
* control  — taking and giving control of cards
* phrasing — other phrasings: what was destroyed this turn, "you may use/play ... this turn",
             "if <condition>, destroy <this card>" as a constant ability
"""

from __future__ import annotations

FAMILIES = ("amber", "damage", "zones", "constant", "replace", "gained", "fighting", "control", "phrasing")
