"""Load-time checks of the instructions of the card compiler's cards family (``effects_cards``,
``effects_play``), called by ``checks.py``: what the engine would not act on is refused when a
definition loads, never accepted and ignored."""

from __future__ import annotations

from .effects_cards import COUNTING_VERBS, PLAYER_VERBS, SEEN_TO, WHO
from .effects_play import token_definition


def check_modifiers(e: dict) -> None:
    """``who`` and ``for_each_of`` only where a verb reads them; the changes to playing a card
    (``ignore_cost``, ``ignore_energy``, ``reduce``) only on ``play`` — never accepted and
    ignored."""
    from .targets import OPERANDS

    verb_name = next((k for k in e if k in _verbs()), None)
    if "who" in e:
        if e["who"] not in WHO:
            raise ValueError(f"who: {e['who']!r} is not one of {', '.join(WHO)}")
        if verb_name not in PLAYER_VERBS:
            raise ValueError(f"who: {verb_name} is not done by a player it could name")
    if "for_each_of" in e:
        if e["for_each_of"] not in OPERANDS:
            raise ValueError(f"for_each_of: {e['for_each_of']!r} is not one of {', '.join(OPERANDS)}")
        if verb_name not in COUNTING_VERBS:
            raise ValueError(f"for_each_of: {verb_name} has no count to multiply")
    if ("up_to" in e or e.get("from") == "trashes") and verb_name != "recycle":
        raise ValueError(f"up_to / from trashes: {verb_name} does not read them")
    if e.get("from") == "runes" and verb_name != "recycle":  # "recycle one of your runes" (rb:594.1.b)
        raise ValueError(f"from runes: {verb_name} does not read it (only recycling takes runes)")
    for key in ("ignore_cost", "ignore_energy", "reduce"):
        if key in e and verb_name != "play":
            raise ValueError(f"{key}: only playing a card has a cost to change")
    if "reduce" in e and not (isinstance(e["reduce"], int) and not isinstance(e["reduce"], bool)
                              and 0 < e["reduce"] <= 99):
        raise ValueError(f"reduce: {e['reduce']!r} is not a whole number from 1 to 99")
    if verb_name == "choose_player" and not (isinstance(e.get("target"), dict) and e["target"].get("choose") == "player"):
        raise ValueError('choose_player: needs a target {"choose": "player", "side": …}')
    t = e.get("target")
    if isinstance(t, dict) and "player" in (t.get("choose"), t.get("all")) and verb_name != "choose_player":
        raise ValueError(f"{verb_name}: a player is chosen with choose_player, then named with who")


def _verbs():
    from .effects import VERBS

    return VERBS


#: the keys of the objects the verbs of this family take, and what each may be
_TYPES = ("unit", "gear", "spell")
PLAY_KEYS = {"from": ("hand", "trash", "deck", "banish", "seen"), "to": ("base", "here", "same-location",
                                                                       "any-battlefield", "controlled-battlefield",
                                                                       "rxo-or-here")}
SEEN_KEYS = ("to", "count", "type", "not_type", "energy_min", "domain", "reveal")
TOKEN_KEYS = ("name", "count", "ready", "exhausted", "type", "might", "keywords", "tags")


def check_value(verb_name: str, value, bad) -> None:
    """What this family's verbs take (``bad(want)`` raises)."""
    from .cards.model import DOMAINS

    def count(v, low=0) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and low <= v <= 1000

    def types(v) -> bool:
        return v in _TYPES or isinstance(v, list) and v and all(t in _TYPES for t in v)

    if verb_name in ("discard_hand", "choose_player", "reveal_hand", "counter") and value is not True:
        bad("true")
    if verb_name == "reveal_until" and value not in _TYPES:
        bad(" or ".join(_TYPES))
    if verb_name == "from_seen":
        if not (isinstance(value, dict) and set(value) <= set(SEEN_KEYS) and value.get("to") in SEEN_TO
                and (value.get("count", 1) == "all" or count(value.get("count", 1), 1))
                and ("type" not in value or types(value["type"]))
                and value.get("not_type", "unit") in _TYPES and count(value.get("energy_min", 0))
                and value.get("domain", "fury") in DOMAINS and isinstance(value.get("reveal", False), bool)):
            bad(f'{{"to": one of {", ".join(SEEN_TO)}, "count": N or "all", "type", "not_type", "energy_min", '
                f'"domain", "reveal": true|false}}')
    if verb_name == "play":
        if not (isinstance(value, dict) and set(value) <= {"from", "to", "type", "energy_max", "power_max"}
                and all(value.get(k, PLAY_KEYS[k][0]) in PLAY_KEYS[k] for k in PLAY_KEYS)
                and ("type" not in value or types(value["type"]))
                and count(value.get("energy_max", 0)) and count(value.get("power_max", 0))):
            bad('{"from": hand|trash|deck|banish|seen, "to": base|here|same-location|any-battlefield|'
                'controlled-battlefield, "type": unit|gear|spell, "energy_max": N, "power_max": N}')
    if verb_name == "token":  # the token's own definition, checked now, not when it is made (rb:171)
        if not (isinstance(value, dict) and set(value) <= set(TOKEN_KEYS) and isinstance(value.get("name"), str)
                and value["name"] and count(value.get("count", 1), 1) and isinstance(value.get("ready", False), bool)
                and isinstance(value.get("exhausted", False), bool) and value.get("type", "unit") in ("unit", "gear")):
            bad('{"name": a name, "count": N, "ready"|"exhausted": true, "type": unit|gear, "might", "keywords", '
                '"tags"}')
        from pydantic import ValidationError

        try:
            token_definition(None, value)
        except (ValidationError, TypeError, ValueError) as err:
            bad(f"a token's card ({str(err).splitlines()[0]})")
