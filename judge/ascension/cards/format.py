"""Ascension's card format: the verbs (``judge.ascension.effects`` carries them out) with the
shape of each one's value, the static verbs of constructs and monsters, the events a
construct's trigger waits for, and the costs of a construct's abilities. A definition that
uses anything else is refused when it loads (``judge.deckbuilding.format``).

Verbs (value — extra keys):

- ``gain`` {runes, power, honor: amount} — ``restricted_runes`` {amount, for: filter}
  (runes that pay only for a card the filter names)
- ``draw`` n — ``discard`` {effects} (discard a card from hand; if one was discarded, the effects)
- ``banish`` {from: [center, hand, discard]}
- ``defeat`` {max_power} — ``acquire`` {type, max_cost, to: discard | deck} (free; ``deck``:
  onto the top of the deck) — ``acquire_or_defeat`` true (any other card of the row, free)
- ``extra_turn`` true — ``take_random`` "each-opponent-hand" —
  ``opponents_keep_one_construct`` true — ``opponents_discard_construct`` true
- ``put_into_play`` "acquired" (only in a trigger on "acquire")
- ``copy`` {type} (the effect of another card of that type played this turn)
- ``discount`` {amount, for: filter} (the next such card acquired this turn costs less)
- ``if`` condition, ``then``, ``else`` — ``choose`` {options: [[...], [...]]}

Static: ``treat_as`` {type, faction} (cards of that type count as that faction too),
``unbanishable`` true (banished only by being defeated).
"""

from __future__ import annotations

from judge.deckbuilding.format import (IF_MODIFIERS, CardFormat, ShapeError, amount, branch, card_filter, card_type,
                                       choose_options, effects, faction, fail, integer, list_of, obj, true, word)

TYPES = ("hero", "construct", "monster")
FACTIONS = ("enlightened", "lifebound", "mechana", "void")
RESOURCES = ("runes", "power", "honor")


def _gain(x, path, fmt):
    obj(optional={r: amount for r in RESOURCES})(x, path, fmt)
    if not x:
        fail(path, "names at least one of runes, power, honor")


VERBS = {
    "gain": (_gain, {}),
    "restricted_runes": (obj({"amount": integer(1, 20), "for": card_filter}), {}),
    "draw": (integer(1, 9), {}),
    "discard": (obj({"effects": effects}), {}),
    "banish": (obj({"from": list_of(word("center", "hand", "discard"), 1, 3)}), {}),
    "defeat": (obj({"max_power": integer(0, 99)}), {}),
    "acquire": (obj(optional={"type": word("hero", "construct"), "max_cost": integer(0, 99),
                              "to": word("discard", "deck")}), {}),
    "acquire_or_defeat": (true, {}),
    "extra_turn": (true, {}),
    "take_random": (word("each-opponent-hand"), {}),
    "opponents_keep_one_construct": (true, {}),
    "opponents_discard_construct": (true, {}),
    "put_into_play": (word("acquired"), {}),
    "copy": (obj({"type": card_type}), {}),
    "discount": (obj({"amount": integer(1, 9), "for": card_filter}), {}),
    "if": (branch, IF_MODIFIERS, ("then",)),
    "choose": (choose_options, {}),
}

STATICS = {
    "treat_as": obj({"type": word("construct"), "faction": faction}),
    "unbanishable": true,
}


def _extra(card) -> None:
    """``put_into_play`` puts the card a trigger on "acquire" names into play: nowhere else
    is there such a card."""
    from judge.deckbuilding.cards import walk_effects

    allowed = [id(e) for t in card.triggers if t.get("on") == "acquire" for e in t.get("effects", [])]
    blocks = [("effects", card.effects)] + [(f"abilities/{i}", a.get("effects", [])) for i, a in enumerate(card.abilities)] \
        + [(f"triggers/{i}", t.get("effects", [])) for i, t in enumerate(card.triggers)]
    for where, block in blocks:
        for e in walk_effects(block):
            if "put_into_play" in e and id(e) not in allowed:
                raise ShapeError(tuple(where.split("/")), "put_into_play works only in a trigger on 'acquire' "
                                 "(it puts the acquired card into play), not nested")


class AscensionFormat(CardFormat):
    def check_card(self, card) -> None:
        super().check_card(card)
        _extra(card)


FORMAT = AscensionFormat(
    verbs=VERBS, types=TYPES, factions=FACTIONS, resources=RESOURCES, statics=STATICS,
    trigger_events=("acquire", "defeat", "play", "enter"),
    ability_costs={"runes": integer(1, 20), "banish_self": true},
    ability_types=("construct",), trigger_types=("construct",), static_types=("construct", "monster"),
    unused=("health", "shield", "mercenary"),
    field_types={"power": ("monster",), "cost": ("hero", "construct"), "honor": ("hero", "construct")},
)
