"""KeyForge's part of loading a scenario: every card reference on the board must name a
card of the library (or an inline definition), with the nearest names when it does not,
and every card an action names must be on the board.
"""

from __future__ import annotations

from typing import Any

from rules_index.nearest import unknown_message
from scenarios.loader import pointer

from .cards.library import UndefinedCard, library
from .cards.model import CardDef

ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")


def raw_card_errors(data: Any) -> list[dict]:
    """Unknown card names on a board the schema rejected, so that one answer names every
    error at once (wrong types and unknown cards); each with the nearest known names."""
    try:
        lib = library()
        players = data["board"]["players"]
        assert isinstance(players, dict)
    except Exception:
        return []
    inline = set()
    refs = []
    for name, pb in players.items():
        if not isinstance(pb, dict):
            continue
        for zone in ZONES:
            entries = pb.get(zone)
            for i, entry in enumerate(entries if isinstance(entries, list) else []):
                base = f"/board/players/{name}/{zone}/{i}"
                card = entry.get("card", entry) if isinstance(entry, dict) else entry
                if isinstance(card, dict) and isinstance(card.get("name"), str):
                    inline.add(card["name"].casefold())
                elif isinstance(card, str):
                    refs.append((base + ("/card" if card is not entry else ""), card))
                ups = entry.get("upgrades") if isinstance(entry, dict) else None
                for j, up in enumerate(ups if isinstance(ups, list) else []):
                    if isinstance(up, str):
                        refs.append((f"{base}/upgrades/{j}", up))
    out = []
    for pointer, ref in refs:
        if ref.casefold() not in inline and lib.resolve(ref) is None:
            near = lib.nearest(ref)
            out.append({"pointer": pointer, "message": unknown_message("card", ref, near),
                        "nearest": near})
    return out


def card_refs(scenario):
    """Every card reference on the board: (JSON pointer parts, str or CardDef)."""
    from .setup import entry_field

    for name, pb in scenario.board.players.items():
        for zone in ZONES:
            for i, entry in enumerate(getattr(pb, zone)):
                base = ["board", "players", name, zone, i]
                ref = entry_field(entry, "card", entry)
                yield (base + ["card"] if ref is not entry else base), ref
                for j, up in enumerate(entry_field(entry, "upgrades", []) or []):
                    yield base + ["upgrades", j], up


def inline_defs(scenario) -> dict[str, CardDef]:
    return {ref.name: ref for _, ref in card_refs(scenario) if isinstance(ref, CardDef)}


def check_cards(scenario) -> list[dict]:
    """Unknown or not-yet-encoded card names, with the nearest names; action cards that
    name no card of the scenario."""
    lib = library()
    inline = inline_defs(scenario)
    errors = []
    names = set()
    for parts, ref in card_refs(scenario):
        if isinstance(ref, CardDef):
            names.add(ref.name.casefold())
            continue
        if ref in inline:
            names.add(ref.casefold())
            continue
        try:
            names.add(lib.get(ref).name.casefold())
            names.add(ref.casefold())
        except UndefinedCard as e:
            errors.append({"pointer": pointer(parts), "message": str(e)})
        except KeyError:
            near = lib.nearest(ref) + [n for n in inline if n.casefold()[:3] == ref.casefold()[:3]]
            errors.append(
                {
                    "pointer": pointer(parts),
                    "message": unknown_message("card", ref, near),
                    "nearest": near,
                }
            )
    errors += _gigantic_halves(scenario, lib, inline)
    for i, action in enumerate(scenario.actions):
        for key in ("card", "target"):
            ref = getattr(action, key, None)
            if not ref:
                continue
            en = lib.resolve(ref)
            base = ref.rsplit("#", 1)[0].casefold()
            if base not in names and (en or "").casefold() not in names and not _is_instance_id(ref, names):
                errors.append(
                    {"pointer": pointer(["actions", i, key]), "message": f"{ref!r} names no card of this scenario"}
                )
    return errors


def _gigantic_halves(scenario, lib, inline) -> list[dict]:
    """kf:glossary/gigantic — out of play a gigantic creature is two cards, the top half
    ("1 of 2") and the bottom half ("2 of 2"): a scenario says which half each card is;
    ``half`` on any other card is a mistake."""
    from .setup import entry_field

    out = []
    for name, pb in scenario.board.players.items():
        for zone in ("hand", "deck", "discard", "archives"):  # purged cards name no half (never played again)
            for i, entry in enumerate(getattr(pb, zone)):
                ref = entry_field(entry, "card", entry)
                try:
                    cdef = ref if isinstance(ref, CardDef) else inline.get(ref) or lib.get(ref)
                except (KeyError, UndefinedCard):
                    continue
                half = entry_field(entry, "half")
                where = ["board", "players", name, zone, i]
                if cdef.gigantic and half is None:
                    out.append({"pointer": pointer(where), "message": (
                        f"{cdef.name} is a gigantic creature: out of play each half is a card of its own; write "
                        f'{{"card": "{cdef.name}", "half": 1}} (top, "1 of 2") or "half": 2 (bottom, "2 of 2")')})
                elif half is not None and not cdef.gigantic:
                    out.append({"pointer": pointer(where + ["half"]),
                                "message": f"{cdef.name} is not a gigantic creature: it has no halves"})
    return out


def _is_instance_id(ref: str, names: set[str]) -> bool:
    from .setup import slug

    return any(ref.casefold() == slug(n) or ref.casefold().startswith(slug(n) + "-") for n in names)
