"""Riftbound's part of loading a scenario: every card named on the board must be a card of
the library or an inline definition (with the nearest names when it is not), and every
battlefield an action names must exist."""

from __future__ import annotations

from typing import Any

from rules_index.nearest import unknown_message
from scenarios.loader import pointer

from .board import RbDeckEntry, RbUnitEntry
from .cards.library import library
from .cards.model import RbCardDef

LIST_ZONES = ("hand", "deck", "trash", "banish", "base")


def card_refs(scenario):
    """Every card reference on the board: (JSON pointer parts, str or RbCardDef)."""
    b = scenario.board
    for name, pb in b.players.items():
        base = ["board", "players", name]
        for zone in LIST_ZONES:
            for i, entry in enumerate(getattr(pb, zone)):
                ref = entry.card if isinstance(entry, RbUnitEntry) else entry
                yield base + [zone, i] + (["card"] if ref is not entry else []), ref
        for zone in ("champion", "legend"):
            if getattr(pb, zone) is not None:
                yield base + [zone], getattr(pb, zone)
        if pb.deck_list:
            dl = pb.deck_list
            yield base + ["deck_list", "legend"], dl.legend
            yield base + ["deck_list", "champion"], dl.champion
            for i, ref in enumerate(dl.main):
                entry = isinstance(ref, RbDeckEntry)
                yield base + ["deck_list", "main", i] + (["card"] if entry else []), ref.card if entry else ref
            for i, ref in enumerate(dl.cards):
                yield base + ["deck_list", "cards", i], ref
            for i, ref in enumerate(dl.battlefields):
                yield base + ["deck_list", "battlefields", i], ref
    for k, item in enumerate(b.chain):
        if item.card is not None:
            yield ["board", "chain", k, "card"], item.card
    for k, bf in enumerate(b.battlefields):
        yield ["board", "battlefields", k, "card"], bf.card
        for player, entries in bf.units.items():
            for i, entry in enumerate(entries):
                ref = entry.card if isinstance(entry, RbUnitEntry) else entry
                yield ["board", "battlefields", k, "units", player, i] + (["card"] if ref is not entry else []), ref
        if bf.hidden:
            yield ["board", "battlefields", k, "hidden", "card"], bf.hidden.card


def check_cards(scenario) -> list[dict]:
    from .effects_units import MOVE_TO
    from .setup import slug  # setup imports this module

    lib = library()
    inline = {ref.name.casefold() for _, ref in card_refs(scenario) if isinstance(ref, RbCardDef)}
    errors = []
    for parts, ref in card_refs(scenario):
        if isinstance(ref, RbCardDef) or ref.casefold() in inline or lib.resolve(ref):
            continue
        near = lib.nearest(ref)
        errors.append({"pointer": pointer(parts), "message": unknown_message("card", ref, near),
                       "nearest": near})
    ids = [bf.id or slug(bf.card if isinstance(bf.card, str) else bf.card.name) for bf in scenario.board.battlefields]
    for parts, ref in card_refs(scenario):  # an inline card's instructions name places of this board
        if isinstance(ref, RbCardDef):
            for j, ability in enumerate(ref.abilities):
                for k, e in enumerate(ability.effects):
                    for key in ("to", "at"):
                        value = e.get(key)
                        words = MOVE_TO if key == "to" and "move" in e else ("base", "here")
                        if isinstance(value, str) and value not in words and value not in ids:
                            errors.append({"pointer": pointer(parts + ["abilities", j, "effects", k, key]),
                                           "message": f"no battlefield {value!r}; battlefields: "
                                                      f"{', '.join(ids) or 'none'} (or {', '.join(words)})",
                                           "nearest": ids})
    for i, action in enumerate(scenario.actions):
        for key in ("to", "battlefield"):
            value = getattr(action, key, None)
            if value and value != "base" and value not in ids:
                errors.append({"pointer": pointer(["actions", i, key]),
                               "message": f"no battlefield {value!r}; battlefields: {', '.join(ids) or 'none'}",
                               "nearest": ids})
        if action.player and action.player not in scenario.board.players:
            errors.append({"pointer": pointer(["actions", i, "player"]), "message": f"{action.player!r} is not a player"})
    return errors


def raw_card_errors(data: Any) -> list[dict]:
    """Unknown card names in a document the schema rejected (so one answer names every error)."""
    try:
        players = data["board"]["players"]
        assert isinstance(players, dict)
    except Exception:
        return []
    lib = library()
    inline = {str(x.get("name", "")).casefold() for x in _dicts(data) if "name" in x and "type" in x}
    out = []
    for name, pb in players.items():
        if not isinstance(pb, dict):
            continue
        for zone in LIST_ZONES:
            entries = pb.get(zone)
            for i, entry in enumerate(entries if isinstance(entries, list) else []):
                card = entry.get("card", entry) if isinstance(entry, dict) else entry
                if isinstance(card, str) and lib.resolve(card) is None and card.casefold() not in inline:
                    p = f"/board/players/{name}/{zone}/{i}" + ("/card" if card is not entry else "")
                    near = lib.nearest(card)
                    out.append({"pointer": p, "message": unknown_message("card", card, near),
                                "nearest": near})
    return out


def _dicts(node: Any):
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _dicts(v)
    elif isinstance(node, list):
        for v in node:
            yield from _dicts(v)
