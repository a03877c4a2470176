"""Transformer methods for the 'kga' family (grammar/kga.lark): abilities gained in quotes and
"as if".

* æmber on cards spent as if it were in a pool when forging keys (kf:turn/step-1; constants
  ``kga_spend_as_pool``, ``kga_gets_forge_aember``, ``kga_skip_forge_step``,
  judge/keyforge/kga_spend.py);
* ``gains_block``: a quoted ability read with the same grammar as a printed one, triggered
  (``abilities``) or constant (``kga_statics``, judge/keyforge/kga_gained.py).
"""

from __future__ import annotations

import re

#: 'This creature gains, "…"' printed as its own paragraph after a bold ability that the catalogue
#: joined to it ("Play: Exalt this creature.This creature gains, "…""): a gain without a duration is
#: a constant ability of the card (kf:rules/constant-abilities), never an effect the bold ability resolves
KGA_OWN_PARAGRAPH = re.compile(r'^this creature gains,? "', re.IGNORECASE)


def gains_block(quoted: str) -> dict:
    """What 'This creature gains, "…"' gives: the quoted text compiled as the text of the creature
    that gains it (constant._gained: "this creature" is that creature), its triggered abilities
    (``abilities``) and its constant abilities (``kga_statics``). A text that does not compile
    completely is not compiled (ValueError)."""
    from .constant import _gained

    try:
        return {"abilities": _gained(quoted)}
    except ValueError as first:
        statics = _gained_statics(quoted)
        if statics is None:
            raise first
        return {"kga_statics": statics}


def _gained_statics(quoted: str) -> list[dict] | None:
    """The constant abilities of a quoted text that holds only constant abilities (else None)."""
    from ..compile import compile_text

    inner = quoted.strip('"')
    if re.search(r"\bself\b", inner):  # the granting card named in a constant ability: not read
        return None
    result = compile_text("this creature", "creature", inner)
    d = result.definition
    if not result.complete or d["abilities"] or not d["static"] or d["keywords"]:
        return None
    if any("gains" in s for s in d["static"]):
        return None
    return d["static"]


class Rules:
    def kga_whom_self(self, items):
        return None  # the card itself: a constant ability's default

    def kga_whom_friendly(self, items):
        return "friendly-creatures"

    def kga_spend_pool(self, items):
        # kf:turn/step-1 — æmber on these cards is spent on keys as if in the controller's pool
        return _spend("you", items[0])

    def kga_spend_pool_opp(self, items):
        return _spend("opponent", items[0])

    def kga_skip_forge_step(self, items):
        return {"kga_skip_forge_step": True}

    def kga_gets_forge_aember(self, items):
        return {"kga_gets_forge_aember": True}


def _spend(who: str, whom) -> dict:
    return {"kga_spend_as_pool": who, **({"affects": whom} if whom else {})}
