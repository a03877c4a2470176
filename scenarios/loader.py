"""Load a scenario: JSON → validated ``Scenario``, or a list of errors, each with the JSON
pointer of the field it concerns (``/board/players/alice/hand/0``) and a message.
Unknown card names come with the nearest known names.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from judge.keyforge.cards.library import UndefinedCard, library
from judge.keyforge.cards.model import CardDef

from .models import Scenario

ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")


@dataclass
class ScenarioError(Exception):
    errors: list[dict] = field(default_factory=list)

    def __str__(self) -> str:
        return "; ".join(f"{e['pointer'] or '/'}: {e['message']}" for e in self.errors)


def pointer(parts) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _loc_to_pointer(loc: tuple, data: Any) -> str:
    """Drop the parts of a pydantic location that are union/model tags, not JSON keys."""
    out, node = [], data
    for i, part in enumerate(loc):
        if isinstance(node, dict) and part in node:
            out.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            out.append(part)
            node = node[part]
        elif i == len(loc) - 1 and isinstance(node, dict) and isinstance(part, str) and not part[:1].isupper():
            out.append(part)  # a missing field
    return pointer(out)


def parse(data: Any) -> Scenario:
    """Validate a decoded JSON document; raise ScenarioError with pointer errors."""
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as e:
        seen, errors = set(), []
        for err in e.errors():
            p = _loc_to_pointer(err["loc"], data)
            key = (p, err["msg"])
            if key not in seen:
                seen.add(key)
                errors.append({"pointer": p, "message": err["msg"]})
        seen = {e["pointer"] for e in errors}
        errors += [e for e in raw_card_errors(data) if e["pointer"] not in seen]
        raise ScenarioError(errors) from None
    errors = check_cards(scenario) + check_faq_ids(scenario)
    if errors:
        raise ScenarioError(errors)
    return scenario


def check_faq_ids(scenario: Scenario) -> list[dict]:
    """Every ID in ``faq`` must be an FAQ entry of the rules index (with the nearest IDs if not)."""
    from rules_index.index import load as load_index

    index = load_index()
    errors = []
    for i, faq_id in enumerate(scenario.faq):
        rule = index.get(faq_id)
        if rule is None or rule.kind != "faq":
            near = [n for n in index.nearest(faq_id, limit=8) if index[n].kind == "faq"][:3]
            errors.append({"pointer": f"/faq/{i}", "message": f"not an FAQ entry: {faq_id!r}; nearest: {', '.join(near)}",
                           "nearest": near})
    return errors


def load(path: str | Path) -> Scenario:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise ScenarioError([{"pointer": "", "message": f"cannot read {path}: {e}"}]) from None
    except json.JSONDecodeError as e:
        raise ScenarioError(
            [{"pointer": "", "message": f"not JSON: {e.msg} (line {e.lineno}, column {e.colno})"}]
        ) from None
    return parse(data)


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
            out.append({"pointer": pointer, "message": f"unknown card {ref!r}; nearest: {', '.join(near)}",
                        "nearest": near})
    return out


def card_refs(scenario: Scenario):
    """Every card reference on the board: (JSON pointer parts, str or CardDef)."""
    for name, pb in scenario.board.players.items():
        for zone in ZONES:
            for i, entry in enumerate(getattr(pb, zone)):
                base = ["board", "players", name, zone, i]
                ref = getattr(entry, "card", entry)
                yield (base + ["card"] if ref is not entry else base), ref
                for j, up in enumerate(getattr(entry, "upgrades", []) or []):
                    yield base + ["upgrades", j], up


def inline_defs(scenario: Scenario) -> dict[str, CardDef]:
    return {ref.name: ref for _, ref in card_refs(scenario) if isinstance(ref, CardDef)}


def check_cards(scenario: Scenario) -> list[dict]:
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
                    "message": f"unknown card {ref!r}; nearest: {', '.join(near)}",
                    "nearest": near,
                }
            )
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


def _is_instance_id(ref: str, names: set[str]) -> bool:
    from judge.keyforge.setup import slug

    return any(ref.casefold() == slug(n) or ref.casefold().startswith(slug(n) + "-") for n in names)
