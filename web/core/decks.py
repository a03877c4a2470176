"""The Riftbound deck check behind ``/decks/check`` and ``POST /api/v1/decks/check``: a deck
list (or JSON deck) in, the verdict by rb:101–103 out (``judge.riftbound.decklist``), in the
API's shape; and the built-in deck lists the page offers as examples."""

from __future__ import annotations

import re
from pathlib import Path

from .graph_svg import rule_href

DECKS = Path(__file__).resolve().parents[2] / "scenarios" / "decks" / "riftbound"
EXAMPLE = re.compile(r"[a-z0-9-]+")


def deck_check(text: str, mode: str | None = None) -> dict:
    """The verdict on a deck (``DeckCheckOut``): readable or not (every line that is not,
    named), legal or not (every rule broken, with its lines and the rule's page)."""
    from judge.riftbound.decklist import check_source

    code, out = check_source(text, mode)
    if code == 2:
        return {"readable": False, "legal": None, "errors": out["errors"]}
    for v in out["violations"]:
        v["url"] = rule_href(v["rule"])
    return {"readable": True, "errors": [], **out}


def examples() -> list[str]:
    """The built-in deck lists (``scenarios/decks/riftbound/*.deck.txt``), by name."""
    return sorted(p.name[: -len(".deck.txt")] for p in DECKS.glob("*.deck.txt"))


def example_text(name: str) -> str | None:
    """A built-in deck list's text; only names ``examples()`` lists are read."""
    if not EXAMPLE.fullmatch(name or "") or name not in examples():
        return None
    return (DECKS / f"{name}.deck.txt").read_text(encoding="utf-8")
