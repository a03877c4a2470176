"""Build the game state from a scenario's board (instance IDs, card definitions)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from judge.kernel import State

from .cards.library import library
from .cards.model import CardDef

ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")


@lru_cache(maxsize=4096)
def slug(name: str) -> str:
    """A card name as an instance ID: lower case, words joined by '-' ("Test Ogre" → test-ogre)."""
    return "-".join(re.findall(r"\w+", name.casefold()))


def entry_field(entry: Any, name: str, default: Any = None) -> Any:
    """A field of a board entry ({card, damage, ...}); ``default`` when the entry has no
    such field (a card name, an inline definition or an entry of another kind). Reads the
    model's fields directly: a missing attribute of a pydantic model is slow to ask for."""
    return entry.__dict__.get(name, default) if isinstance(entry, BaseModel) else default


def build_state(scenario) -> tuple[State, dict[str, CardDef]]:
    """The initial state and the definitions of every card on the board (by name)."""
    from .scenario import inline_defs

    lib = library()
    inline = inline_defs(scenario)
    defs: dict[str, CardDef] = dict(inline)
    counts: dict[str, int] = {}

    def instance(ref, owner: str, extra: dict) -> str:
        cdef = ref if isinstance(ref, CardDef) else inline.get(ref) or lib.get(ref)
        defs.setdefault(cdef.name, cdef)
        base = slug(cdef.name)
        counts[base] = counts.get(base, 0) + 1
        iid = base if counts[base] == 1 else f"{base}-{counts[base]}"
        cards[iid] = {"card": cdef.name, "owner": owner, "controller": owner, **extra}
        return iid

    cards: dict[str, dict] = {}
    players: dict[str, dict] = {}
    for name, pb in scenario.board.players.items():
        p = {
            "amber": pb.amber,
            "keys": pb.keys,
            "chains": pb.chains,
            "house": pb.house,
            "houses": list(pb.houses),
            "forged_last_turn": pb.forged_last_turn,
        }
        if pb.kwc_stole_last_turn:  # "if your opponent stole A from you on their previous turn" (verbs_kwc.py)
            p["kwc_stole_last_turn"] = pb.kwc_stole_last_turn
        for zone in ZONES:
            ids = []
            for entry in getattr(pb, zone):
                ref = entry_field(entry, "card", entry)
                extra = {}
                if zone == "battleline":
                    e = entry if entry_field(entry, "damage") is not None else None
                    extra = {
                        "exhausted": bool(e and e.exhausted),
                        "damage": e.damage if e else 0,
                        "stunned": bool(e and e.stunned),
                        "ward": bool(e and e.ward),
                        "enraged": bool(e and e.enraged),
                        "amber": e.captured_amber if e else 0,
                        "power_counters": e.power_counters if e else 0,
                        "tokens": dict(e.tokens) if e else {},
                        "upgrades": [],
                        "armor_used": 0,
                        "elusive_used": False,
                        "marked": False,
                    }
                elif zone == "artifacts":
                    extra = {"exhausted": bool(entry_field(entry, "exhausted", False)), "amber": 0,
                             "tokens": dict(entry_field(entry, "tokens", None) or {})}
                if ref is not entry and entry_field(entry, "bonus"):
                    extra["bonus"] = list(entry.bonus)  # enhanced (kf:glossary/enhance): a property of the copy
                if entry_field(entry, "half"):
                    extra["half"] = entry.half  # kf:glossary/gigantic: which half this card is
                owner = entry_field(entry, "owner") or name
                iid = instance(ref, owner, extra)
                cards[iid]["controller"] = name
                if zone == "battleline" and defs[cards[iid]["card"]].gigantic:
                    # kf:glossary/gigantic: one creature card in play, both halves under it
                    other = instance(ref, owner, {"half": 1})
                    cards[iid]["half"] = 2
                    cards[iid]["gigantic_with"] = other
                if entry_field(entry, "maverick"):
                    cards[iid]["house"] = entry.maverick  # kf:glossary/maverick
                if zone == "battleline" and entry_field(entry, "upgrades") is not None:
                    ups = [instance(u, name, {"attached_to": iid}) for u in entry.upgrades]
                    cards[iid]["upgrades"] = ups
                ids.append(iid)
            p[zone] = ids
        players[name] = p
    for name, p in players.items():
        if not p["houses"]:
            owned = [cards[i] for i in cards if cards[i]["owner"] == name]
            p["houses"] = list(dict.fromkeys(c.get("house") or defs[c["card"]].house for c in owned))
    board = scenario.board
    data = {
        "edition": scenario.edition,
        "turn": {
            "number": 1,
            "active_player": board.active_player,
            "step": board.turn_step,
            "first_turn": board.first_turn,
            "played_or_discarded": 0,
            "forged": 0,
            "step_actions": 0,
            "step_ended": False,
            "uses": {},
        },
        "players": players,
        "cards": cards,
        "effects": [],
        "effect_seq": 0,
        "winner": None,
    }
    return State(data), defs
