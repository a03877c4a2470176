"""Transformer methods for the 'kwb' family (grammar/kwb.lark): Worlds Collide shapes.

* the card that gives a quoted ability, named in it (kf:glossary/self-referential-text:
  ``granting-card``), and "This creature gains "…"" without a comma;
* attaching an upgrade to a creature named by its card name (kf:rules/upgrades; the verb
  ``kwb_attach``, the trigger ``kwb-after-upgrade-attached``, judge/keyforge/verbs_kwb.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .constant import _gained


@lru_cache(maxsize=1)
def _creature_names() -> dict[str, str]:
    """The printed names of creature cards, by their lower-case spelling in prepared text."""
    from rules_index.catalogue import catalogue

    from ..text import normalize

    return {normalize(c.name_en).lower(): c.name_en for c in catalogue().cards.values()
            if c.type == "creature" and c.name_en}


def _creature_named(token) -> dict:
    """A creature filter by card name; a name no creature card has is not compiled."""
    text = str(token).strip().rstrip(".")
    name = _creature_names().get(text)
    if name is None:
        raise ValueError(f"{text!r} is not the name of a creature card")
    return {"name": name}


def host_named_again(s: str, card_type: str) -> str:
    """"after you attach self to first officer frane, move each a from first officer frane to your
    pool": the second mention is the creature the upgrade was just attached to (the one the
    trigger saw, not any other card of that name in play) — the creature this upgrade is on."""
    m = re.match(r"^(after you attach self to ([^,]+), )(.*)$", s)
    if card_type != "upgrade" or m is None:
        return s
    return m.group(1) + re.sub(rf"(?<![\w.]){re.escape(m.group(2))}(?!\w)", "attachedcreature", m.group(3))


#: a constant ability printed as its own paragraph that the catalogue joined to the bold
#: ability before it: "Play: Place 6A … Each Star Alliance creature gains, "Reap: …"" — a
#: "gains" of a quoted ability without a duration is no effect a bold ability resolves
OWN_PARAGRAPH = re.compile(r'^each [^"]*creatures? gains?, "', re.IGNORECASE)


class Rules:
    def kwb_t_granting(self, items):
        # kf:glossary/self-referential-text — the granting card itself (select.context_target)
        return "granting-card"

    def kwb_st_gains_ability(self, items):
        return {"gains": {"abilities": _gained(str(items[0]))}, "affects": "attached"}

    def kwb_attach(self, items):
        target, name = items
        if target != "granting-card":
            raise ValueError("only attaching the upgrade that gives the ability is compiled")
        return {"kwb_attach": True, "target": target, "to": _creature_named(name)}

    def kwb_w_attached(self, items):
        # after-watcher of the upgrade itself: "you" attached it (the event's player)
        return ("kwb-after-upgrade-attached", "friendly", {"is_self": True, "kwb_host": _creature_named(items[0])})
