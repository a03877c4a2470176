"""Transformer methods for the 'gained' family (grammar/gained.lark): keywords and quoted
abilities a card gives ("This creature gains skirmish and, "Fight: Gain 1A.""), constant
(kf:rules/constant-abilities) or for a while (kf:glossary/lasting-effects: a ``modify``
lasting effect, lasting.py, on a chosen creature or on a group of creatures read from the
board for the whole duration)."""

from __future__ import annotations

from .constant import _affects, _gained

#: a group of creatures a lasting "gains" reaches (text.py ``_reaches``), by its target's side
_GROUPS = {"friendly": "friendly-creatures", "enemy": "enemy-creatures", None: "each-creature"}


class Rules:
    # -- constant abilities ------------------------------------------------------------------
    def gn_st_keywords_and_ability(self, items):
        (affects, filters), keywords, quoted = items
        gains = {"keywords": keywords, "abilities": _gained(str(quoted))}
        return {"gains": gains, "affects": affects, **filters}

    def gn_st_stat_and_ability(self, items):
        (affects, filters), rest, quoted = items[0], list(items[1:-1]), str(items[-1])
        out = []
        while rest:
            sign, stat = rest[:2]
            out.append({str(stat).lower(): int(str(sign)), "affects": affects, **filters})
            rest = rest[2:]
        out.append({"gains": {"abilities": _gained(quoted)}, "affects": affects, **filters})
        return out

    def gn_st_each_plural(self, items):
        return _affects(items, other=False)

    # -- lasting effects ---------------------------------------------------------------------
    def gn_who_target(self, items):
        return items[0]

    def gn_who_friendly(self, items):
        return {"side": "friendly", "each": True}

    def gn_keywords(self, items):
        return {"keywords": items[0]}

    def gn_ability(self, items):
        return {"abilities": _gained(str(items[0]))}

    def gn_keywords_ability(self, items):
        return {"keywords": items[0], "abilities": _gained(str(items[1]))}

    def gn_l_gains(self, items):
        return _modify(items[0], items[1])

    def gn_l_flank_and_ability(self, items):
        return _modify(items[0], {"flank": True, "abilities": _gained(str(items[1]))})

    def gn_until_next(self, items):
        return {**items[0], "duration": "until-your-next-turn"}

    def gn_resolve_bonus(self, items):
        # kf:glossary/bonus-icons — for the resolving player; the card is not played (verbs_cards.resolve_bonus)
        return {"resolve_bonus": True, "target": "previous-target"}


def _modify(who, gains: dict) -> dict:
    """A lasting ``modify``: on one creature (the chosen one, "that creature"), or on each
    creature of a side ("each friendly creature"), whichever are in play while it lasts
    (kf:glossary/lasting-effects)."""
    if "granting-card" in repr(gains.get("abilities")):  # a lasting effect has no granting card in play
        raise ValueError("a lasting effect that gives an ability naming a card is not compiled")
    lasting = {"kind": "modify", "static": {"gains": gains}}
    if isinstance(who, str):
        if who not in ("previous-target", "self"):
            raise ValueError(f"a lasting 'gains' on {who!r} is not compiled")
        return {"lasting": lasting, "target": who, "duration": "turn"}
    spec = dict(who)
    if spec.pop("each", False):
        side = spec.pop("side", None)
        if spec or side not in _GROUPS:
            raise ValueError(f"a lasting 'gains' on each creature with {sorted(spec)} is not compiled")
        return {"lasting": {**lasting, "affects": _GROUPS[side]}, "duration": "turn"}
    if set(spec) == {"up_to", "side"} and isinstance(spec["up_to"], int):
        # "up to 2 friendly creatures gain skirmish": one lasting effect on each creature chosen (verbs_kxa.py)
        return {"kxa_lasting_each": lasting, "target": who, "duration": "turn"}
    if "up_to" in spec or spec.get("count", 1) != 1 or spec.get("kind", "creature") != "creature":
        raise ValueError(f"a lasting 'gains' on {who!r} is not compiled")
    return {"lasting": lasting, "target": who, "duration": "turn"}
