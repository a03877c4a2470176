"""The shapes of the card format: each game declares its verbs (with the shape of each
verb's value and the keys it takes besides it), its static verbs, the events its triggers
wait for and the costs of its abilities (``CardFormat``); ``CardFormat.check_card`` refuses a
definition the engine would not act on, naming the path inside the card (``ShapeError``).

What the games share is here too: card filters (``{"type": "construct", "faction":
"mechana"}``), conditions (``{"control": {"type": "construct"}, "min": 2}``, ``{"keyword":
"unify"}``, ``{"at_least": {<resource>: 50}}``, ``{"all": [...]}``) and amounts (a number,
or ``{"per": <count>, "each": 2, "base": 2}``). Their meaning: ``judge.deckbuilding.conditions``.
Names no game and cites no rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

#: where a condition or a count looks: cards played this turn, cards in play under the
#: player's control, the discard pile, the hand
ZONES = ("played", "control", "discard", "hand")


class ShapeError(ValueError):
    """A definition's value the engine would not act on: ``path`` inside the card."""

    def __init__(self, path: tuple, message: str):
        self.path, self.message = tuple(path), message
        where = "/".join(str(p) for p in path)
        super().__init__(f"{where}: {message}" if where else message)


def fail(path: tuple, message: str):
    raise ShapeError(path, message)


Validator = Callable[[Any, tuple, "CardFormat"], None]


def _show(x: Any) -> str:
    text = repr(x)
    return text if len(text) <= 40 else text[:37] + "..."


def integer(lo: int = 0, hi: int = 99) -> Validator:
    def v(x, path, fmt):
        if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
            fail(path, f"must be a whole number from {lo} to {hi}, not {_show(x)}")
    return v


def flag(x, path, fmt):
    if not isinstance(x, bool):
        fail(path, f"must be true or false, not {_show(x)}")


def true(x, path, fmt):
    if x is not True:
        fail(path, f"must be true, not {_show(x)}")


def word(*choices: str) -> Validator:
    def v(x, path, fmt):
        if not isinstance(x, str) or x not in choices:
            fail(path, f"must be one of {', '.join(choices)}; not {_show(x)}")
    return v


def text(x, path, fmt):
    if not isinstance(x, str) or not 0 < len(x) <= 100:
        fail(path, f"must be a name (1 to 100 characters), not {_show(x)}")


def obj(required: dict[str, Validator] | None = None, optional: dict[str, Validator] | None = None) -> Validator:
    required, optional = required or {}, optional or {}

    def v(x, path, fmt):
        if not isinstance(x, dict):
            fail(path, f"must be an object with {', '.join(list(required) + list(optional))}; not {_show(x)}")
        for k in x:
            if k not in required and k not in optional:
                fail(path + (k,), f"unknown key; known: {', '.join(list(required) + list(optional))}")
        for k, check in required.items():
            if k not in x:
                fail(path, f"needs '{k}'")
            check(x[k], path + (k,), fmt)
        for k, check in optional.items():
            if k in x:
                check(x[k], path + (k,), fmt)
    return v


def list_of(item: Validator, least: int = 0, most: int = 20) -> Validator:
    def v(x, path, fmt):
        if not isinstance(x, list) or not least <= len(x) <= most:
            fail(path, f"must be a list of {least} to {most} items, not {_show(x)}")
        for i, entry in enumerate(x):
            item(entry, path + (i,), fmt)
    return v


def effects(x, path, fmt):
    fmt.check_effects(x, path)


def condition(x, path, fmt):
    fmt.check_condition(x, path)


def amount(x, path, fmt):
    fmt.check_amount(x, path)


def card_filter(x, path, fmt):
    fmt.check_filter(x, path)


def card_type(x, path, fmt):
    word(*fmt.types)(x, path, fmt)


def faction(x, path, fmt):
    word(*fmt.factions)(x, path, fmt)


@dataclass
class CardFormat:
    """One game's card format."""

    #: verb -> (shape of its value, the keys the effect may carry besides the verb and 'optional'[,
    #: the keys among them it must carry])
    verbs: dict[str, tuple]
    types: tuple[str, ...]
    factions: tuple[str, ...]
    #: player values a condition may compare (``{"at_least": {<name>: n}}``)
    resources: tuple[str, ...] = ()
    #: keyword -> the condition it stands for
    keywords: dict[str, dict] = field(default_factory=dict)
    #: static verb -> shape of its value
    statics: dict[str, Validator] = field(default_factory=dict)
    #: events a trigger may wait for ('' if the game has no triggers)
    trigger_events: tuple[str, ...] = ()
    #: ability cost key -> shape (an ability with a cost the game does not know is refused)
    ability_costs: dict[str, Validator] = field(default_factory=dict)
    #: card types that may carry abilities / triggers / static
    ability_types: tuple[str, ...] = ()
    trigger_types: tuple[str, ...] = ()
    static_types: tuple[str, ...] = ()
    #: card fields the game has no use for, and the card types a field means something for
    #: ({field: types}); a value other than the default elsewhere is refused
    unused: tuple[str, ...] = ()
    field_types: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: fields only the built-in cards carry (their ID and copies in the base set, the piles they
    #: start in): an inline definition that sets one is refused
    library_only: tuple[str, ...] = ("id", "count", "always_available")

    # -- a whole card -------------------------------------------------------------------
    def check_card(self, card) -> None:
        if card.type not in self.types:
            fail(("type",), f"must be one of {', '.join(self.types)}; not {_show(card.type)}")
        defaults = type(card).model_fields
        for name in self.unused:
            if getattr(card, name) != defaults[name].default:
                fail((name,), "this game's cards have no such value")
        for name, types in self.field_types.items():
            if card.type not in types and getattr(card, name) != defaults[name].default:
                fail((name,), f"only a {' or '.join(types)} has this value in this game")
        if card.faction is not None:
            faction(card.faction, ("faction",), self)
        self.check_effects(card.effects, ("effects",))
        for key, allowed in (("abilities", self.ability_types), ("triggers", self.trigger_types),
                             ("static", self.static_types)):
            if getattr(card, key) and card.type not in allowed:
                fail((key,), f"a {card.type} has no {key} in this game" + (f" (only {', '.join(allowed)})"
                                                                          if allowed else ""))
        ability = obj({"effects": effects}, {"cost": obj(optional=self.ability_costs)} if self.ability_costs else {})
        for i, a in enumerate(card.abilities):
            ability(a, ("abilities", i), self)
        trigger = obj({"on": word(*self.trigger_events), "effects": effects},
                      {"if": obj(optional={**self._filter_keys(), "from": word("center", "always")}),
                       "first": flag, "once": flag, "optional": flag, "self": flag})
        for i, t in enumerate(card.triggers):
            trigger(t, ("triggers", i), self)
        for i, s in enumerate(card.static):
            self._one_verb(s, ("static", i), self.statics, {})

    def check_inline(self, card) -> None:
        """A definition in a scenario: also none of the fields only built-in cards carry."""
        self.check_card(card)
        defaults = type(card).model_fields
        for name in self.library_only:
            if getattr(card, name) != defaults[name].default:
                fail((name,), "only the built-in cards carry this (a card defined in a scenario is not one of "
                     "the base set's)")

    # -- effects ------------------------------------------------------------------------
    def check_effects(self, x, path) -> None:
        if not isinstance(x, list) or len(x) > 20:
            fail(path, f"must be a list of at most 20 effects, not {_show(x)}")
        for i, e in enumerate(x):
            self.check_effect(e, path + (i,))

    def check_effect(self, e, path) -> None:
        self._one_verb(e, path, {v: spec[0] for v, spec in self.verbs.items()},
                       {v: spec[1] for v, spec in self.verbs.items()}, optional=True,
                       required={v: spec[2] for v, spec in self.verbs.items() if len(spec) > 2})

    def _one_verb(self, e, path, shapes: dict[str, Validator], modifiers: dict[str, dict], optional=False,
                  required: dict[str, tuple] | None = None):
        if not isinstance(e, dict):
            fail(path, f"an effect is an object with one verb ({', '.join(sorted(shapes))}); not {_show(e)}")
        found = [k for k in e if k in shapes]
        if len(found) != 1:
            unknown = [k for k in e if k not in shapes]
            fail(path, f"needs exactly one verb; unknown: {unknown}; known: {sorted(shapes)}" if not found
                 else f"has {len(found)} verbs {found}: one effect, one verb")
        verb = found[0]
        shapes[verb](e[verb], path + (verb,), self)
        for k in (required or {}).get(verb, ()):
            if k not in e:
                fail(path, f"'{verb}' needs '{k}'")
        extra = dict(modifiers.get(verb, {}))
        if optional:
            extra["optional"] = flag
        for k, v in e.items():
            if k == found[0]:  # the verb itself: its value is checked above
                continue
            if k not in extra:
                fail(path + (k,), f"'{verb}' takes no '{k}'" + (f"; it takes {', '.join(sorted(extra))}" if extra else ""))
            extra[k](v, path + (k,), self)

    # -- filters, conditions, amounts --------------------------------------------------
    def _filter_keys(self) -> dict[str, Validator]:
        return {"type": card_type, "faction": faction, "name": text, "mercenary": flag, "other": flag}

    def check_filter(self, x, path) -> None:
        obj(optional=self._filter_keys())(x, path, self)

    def check_count(self, x, path) -> None:
        """``{<zone>: <filter>}``, optionally ``"distinct": "faction"`` (how many factions among them)."""
        if not isinstance(x, dict):
            fail(path, f"a count names one of {', '.join(ZONES)} with a card filter; not {_show(x)}")
        zones = [z for z in ZONES if z in x]
        if len(zones) != 1:
            fail(path, f"a count names exactly one of {', '.join(ZONES)}")
        obj({zones[0]: card_filter}, {"distinct": word("faction"), "min": integer(1, 99)})(x, path, self)

    def check_condition(self, x, path) -> None:
        if isinstance(x, dict) and "all" in x:
            obj({"all": list_of(condition, 1, 5)})(x, path, self)
        elif isinstance(x, dict) and "keyword" in x:
            obj({"keyword": word(*self.keywords)})(x, path, self)
        elif isinstance(x, dict) and "at_least" in x:
            obj({"at_least": obj(optional={r: integer(0, 999) for r in self.resources})})(x, path, self)
            if not x["at_least"]:
                fail(path + ("at_least",), f"names at least one of {', '.join(self.resources)}")
        else:
            self.check_count(x, path)

    def check_amount(self, x, path) -> None:
        if isinstance(x, dict):
            obj({"per": lambda v, p, f: f.check_count(v, p)}, {"each": integer(1, 99), "base": integer(0, 99)})(x, path, self)
            if "min" in x["per"]:
                fail(path + ("per", "min"), "a count for an amount has no minimum")
        else:
            integer(0, 99)(x, path, self)


def levels(x, path, fmt):
    """A bonus by thresholds of a player value: ``{"levels": {"<threshold>": [effects], ...}}``."""
    obj({"levels": lambda v, p, f: _levels(v, p, f)})(x, path, fmt)


def _levels(x, path, fmt):
    if not isinstance(x, dict) or not 1 <= len(x) <= 6:
        fail(path, f"must map 1 to 6 thresholds to effects, not {_show(x)}")
    for k, block in x.items():
        if not (isinstance(k, str) and k.isdigit() and int(k) <= 30):
            fail(path + (k,), "a threshold is a whole number from 0 to 30, written as text")
        fmt.check_effects(block, path + (k,))


def branch(x, path, fmt):
    """The verb 'if': its value is a condition; 'then' and 'else' hold the effects."""
    fmt.check_condition(x, path)


IF_MODIFIERS = {"then": effects, "else": effects}


def choose_options(x, path, fmt):
    obj({"options": list_of(effects, 2, 4)})(x, path, fmt)
