"""Loading checks the deck-building games share: every card named on the board must be a
card of the game's library or an inline definition (else: the nearest names), and the
players an action names must exist."""

from __future__ import annotations

from typing import Any, Callable

from rules_index.nearest import unknown_message
from scenarios.loader import pointer

from .cards import DbCardDef, Library
from .format import ShapeError


def card_refs(scenario, player_zones: tuple[str, ...], board_zones: tuple[str, ...]):
    """Every card reference on the board: (JSON pointer parts, name or DbCardDef). A zone is a
    list of cards (``hand``) or a single card (``None`` when empty)."""
    b = scenario.board
    for name, pb in b.players.items():
        for zone in player_zones:
            yield from _zone(["board", "players", name, zone], getattr(pb, zone))
    for zone in board_zones:
        node: Any = b
        for part in zone.split("."):
            node = getattr(node, part, None) if node is not None else None
        yield from _zone(["board", *zone.split(".")], node)


def _zone(parts: list, value):
    if value is None:
        return
    if isinstance(value, list):
        for i, entry in enumerate(value):
            ref = getattr(entry, "card", entry)
            if ref is None:
                continue
            yield parts + [i] + (["card"] if ref is not entry else []), ref
    else:
        yield parts, getattr(value, "card", value)


def check_cards(scenario, lib: Library, refs) -> list[dict]:
    inline = {ref.name.casefold() for _, ref in refs(scenario) if isinstance(ref, DbCardDef)}
    errors = []
    for parts, ref in refs(scenario):
        if isinstance(ref, DbCardDef):
            try:
                lib.format.check_inline(ref)
            except ShapeError as e:  # at the field inside the definition
                errors.append({"pointer": pointer(parts + list(e.path)), "message": f"{ref.name}: {e.message}"})
            except ValueError as e:
                errors.append({"pointer": pointer(parts), "message": str(e)})
            continue
        if ref.casefold() in inline or lib.resolve(ref):
            continue
        near = lib.nearest(ref)
        errors.append({"pointer": pointer(parts), "message": unknown_message("card", ref, near),
                       "nearest": near})
    players = set(scenario.board.players)
    for i, action in enumerate(scenario.actions):
        for key in ("player", "target"):
            who = getattr(action, key, None)
            if isinstance(who, str) and who not in players and key == "player":
                errors.append({"pointer": pointer(["actions", i, key]), "message": f"{who!r} is not a player; players: "
                               f"{', '.join(players)}", "nearest": sorted(players)})
    return errors


def raw_card_errors(data: Any, lib: Library, zones: tuple[str, ...]) -> list[dict]:
    """Unknown card names in a document the schema rejected (so one answer names every error)."""
    try:
        players = data["board"]["players"]
        assert isinstance(players, dict)
    except Exception:
        return []
    out = []
    for name, pb in players.items():
        if not isinstance(pb, dict):
            continue
        for zone in zones:
            entries = pb.get(zone)
            for i, entry in enumerate(entries if isinstance(entries, list) else []):
                card = entry.get("card", entry) if isinstance(entry, dict) else entry
                if isinstance(card, str) and lib.resolve(card) is None:
                    near = lib.nearest(card)
                    out.append({"pointer": f"/board/players/{name}/{zone}/{i}" + ("/card" if card is not entry else ""),
                                "message": unknown_message("card", card, near), "nearest": near})
    return out


def checker(lib_fn: Callable[[], Library], player_zones, board_zones):
    def refs(scenario):
        return card_refs(scenario, player_zones, board_zones)

    return (lambda s: check_cards(s, lib_fn(), refs)), (lambda d: raw_card_errors(d, lib_fn(), player_zones)), refs
