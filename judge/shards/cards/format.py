"""Shards of Infinity's card format: the verbs (``judge.shards.effects`` carries them out)
with the shape of each one's value, the static verbs of champions and the keywords. A
definition that uses anything else is refused when it loads (``judge.deckbuilding.format``).

Verbs (value — extra keys):

- ``gain`` {gems, power, mastery, health: amount; power may be "infinite"}
- ``draw`` n — ``banish`` {from: [hand, discard], count: 1 or 2}
- ``mastery`` {levels: {"10": [...], ...}} (the highest level reached applies, instead of the lower ones)
- ``destroy_champion`` true (one enemy champion) or "all" (every enemy champion)
- ``return`` {filter} (a card from the discard pile to the hand)
- ``recruit`` {max_cost, to: discard | hand} (a card of the center row, free)
- ``next_recruit`` {for: filter} (the next such card recruited this turn comes directly into play)
- ``copy`` {filter, times, each, later} (the effect of a card played this turn; ``each``: of
  every such card; ``later``: also of each such card played later this turn)
- ``opponent_loses`` {mastery: n} (an opponent the player picks) — ``double`` "power"
- ``if`` condition, ``then``, ``else``

Keywords (conditions): ``unify`` (another Undergrowth ally played this turn), ``dominion``
(cards of Homodeus, Undergrowth and Wraethe played this turn), ``inspire`` (you control a
champion), ``echo`` (a Wraethe card in your discard pile). docs/deckbuilding.md says where
these readings come from.

Static (champions): ``immune`` {while: condition} (cannot be attacked with power; card
effects may still destroy it), ``guard`` true (while it is in play neither its controller nor
their other champions can be attacked).
"""

from __future__ import annotations

from judge.deckbuilding.format import (IF_MODIFIERS, CardFormat, amount, branch, card_filter, condition, fail, flag,
                                       integer, levels, list_of, obj, true, word)

TYPES = ("ally", "champion")
FACTIONS = ("homodeus", "undergrowth", "order", "wraethe")
RESOURCES = ("health", "mastery", "gems", "power")


def _gain(x, path, fmt):
    if not isinstance(x, dict) or not x:
        fail(path, "names at least one of gems, power, mastery, health")
    for k, v in x.items():
        if k not in RESOURCES:
            fail(path + (k,), f"unknown key; known: {', '.join(RESOURCES)}")
        if k == "power" and v == "infinite":
            continue
        amount(v, path + (k,), fmt)


def _destroy(x, path, fmt):
    if x is not True and x != "all":
        fail(path, f"must be true (one enemy champion) or 'all'; not {x!r}")


VERBS = {
    "gain": (_gain, {}),
    "draw": (integer(1, 9), {}),
    "banish": (obj({"from": list_of(word("hand", "discard"), 1, 2)}, {"count": integer(1, 2)}), {}),
    "mastery": (levels, {}),
    "destroy_champion": (_destroy, {}),
    "return": (obj({"filter": card_filter}), {}),
    "recruit": (obj({"max_cost": integer(0, 99)}, {"to": word("discard", "hand")}), {}),
    "next_recruit": (obj({"for": card_filter}), {}),
    "copy": (obj({"filter": card_filter}, {"times": integer(1, 3), "each": true, "later": true}), {}),
    "opponent_loses": (obj({"mastery": integer(1, 30)}), {}),
    "double": (word("power"), {}),
    "if": (branch, IF_MODIFIERS, ("then",)),
}

STATICS = {
    "immune": obj(optional={"while": condition}),
    "guard": true,
}

KEYWORDS = {
    "unify": {"played": {"type": "ally", "faction": "undergrowth", "other": True}},
    "dominion": {"all": [{"played": {"faction": "homodeus"}}, {"played": {"faction": "undergrowth"}},
                         {"played": {"faction": "wraethe"}}]},
    "inspire": {"control": {"type": "champion"}},
    "echo": {"discard": {"faction": "wraethe"}},
}

FORMAT = CardFormat(
    verbs=VERBS, types=TYPES, factions=FACTIONS, resources=RESOURCES, keywords=KEYWORDS, statics=STATICS,
    ability_types=("champion",), static_types=("champion",),
    unused=("honor", "power", "always_available"),
    field_types={"health": ("champion",), "mercenary": ("ally",)},
    library_only=("id", "count", "always_available", "starting"),
)

__all__ = ["FORMAT", "VERBS", "KEYWORDS", "flag"]
