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
#: — and so is "<card> may be played as an upgrade instead of a creature, with the text: …" (CALV-1N)
KGA_OWN_PARAGRAPH = re.compile(r'^(this creature gains,? "|[^"]+ may be played as an upgrade instead of a creature, '
                               r'with the text:)', re.IGNORECASE)


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


def upgrade_form(quoted: str) -> dict:
    """The text a creature card has when played as an upgrade ("… with the text: "This creature gains
    skirmish.""), compiled as the text of an upgrade; a quote inside it is written with single quotes
    ("This creature gains, 'Fight/Reap: Draw a card.'"). Only a text that compiles completely."""
    from ..compile import compile_text

    inner = quoted.strip('"').strip()
    inner = re.sub(r"(,\s*)'(.*)'(\.?)$", r'\1"\2"\3', inner)  # the nested quote
    if re.search(r"\bself\b", inner):
        raise ValueError("an upgrade text naming its own card is not compiled")
    result = compile_text("upgrade form", "upgrade", inner)
    d = result.definition
    if not result.complete or d["keywords"] or not (d["static"] or d["abilities"]):
        raise ValueError(f"the upgrade text {inner!r} does not compile")
    return {k: d[k] for k in ("static", "abilities") if d[k]}


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

    def kga_w_end_of_ready(self, items):
        # kf:turn/step-4 — after the active player's cards are readied (kga_watch.py)
        return ("kga-end-of-ready-step", "friendly", None)

    def kga_trigger_play(self, items):
        # kf:glossary/as-if-you-controlled-it — any creature's "Play:" ability resolves for you, as if you
        # controlled it; the creature is not played (no "after a card is played" and no bonus icons)
        return {"trigger_ability": "play", "target": "creature", "as_if_yours": True}

    def kga_play_looked(self, items):
        # kf:glossary/play, kf:glossary/as-if-you-controlled-it — a card of the hand looked at, played by you
        return {"kga_play_looked": True}

    def kga_discard_arch_or_top(self, items):
        return {"kga_archives_or_deck_top": "discard", "who": "opponent"}

    def kga_choose_arch_or_top(self, items):
        return {"kga_archives_or_deck_top": "choose", "who": "opponent"}

    def kga_play_previous(self, items):
        # kf:glossary/play, kf:glossary/as-if-you-controlled-it — "that card", played from where it is
        return {"kga_play_previous": True}

    def kga_c_previous_action(self, items):
        return {"previous": {"type": "action"}}

    def kga_pool_to_card(self, items):
        return {"kga_pool_to_card": self._kga_amount(items[0]), "target": items[1]}

    def kga_any_pool_to_card(self, items):
        return {"kga_pool_to_card": self._kga_amount(items[0]), "target": items[1], "from_pool": "any"}

    @staticmethod
    def _kga_amount(n):
        n = str(n)
        if not n.isdigit():
            raise ValueError(f"'move {n}A from a pool' is read for a number only")
        return int(n)

    def kga_play_as_upgrade(self, items):
        # the quoted text is the upgrade's text: compiled as an upgrade's printed text
        return {"kga_play_as_upgrade": upgrade_form(str(items[0]))}


def _spend(who: str, whom) -> dict:
    return {"kga_spend_as_pool": who, **({"affects": whom} if whom else {})}
