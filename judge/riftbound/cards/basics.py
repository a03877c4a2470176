"""Cards every game has: the six basic runes (rb:157), a battlefield without abilities,
and the tokens the rules define (rb:178)."""

from __future__ import annotations

from .model import DOMAINS

#: rb:157.2 — a basic rune: exhaust for 1 energy (ability 0), recycle for 1 power of its domain
#: (ability 1). The engine uses both while paying (``costs.py``); a player may also use them
#: as actions of their own (rb:578), which resolve at once (rb:605.2)
RUNES = {f"{d.capitalize()} Rune": {"type": "rune", "domains": [d], "abilities": [
    {"activate": {"exhaust": True}, "effects": [{"add": {"energy": 1}, "cites": ["rb:157.2.a"]}]},
    {"activate": {"recycle_self": True}, "effects": [{"add": {"power": [d]}, "cites": ["rb:157.2.b", "rb:157.2.b.1"]}]},
]} for d in DOMAINS}

CARDS: dict[str, dict] = {
    **RUNES,
    # rb:162 — a battlefield with no abilities of its own (also what replaces a conceded
    # player's battlefield, rb:652.2.a)
    "Battlefield": {"type": "battlefield"},
    # rb:178.1 — a domainless 1-might unit token with the Recruit tag
    "Recruit": {"type": "unit", "might": 1, "tags": ["Recruit"], "token": True},
    # rb:178.2 — a domainless 3-might unit token with the Fae tag and Temporary
    "Sprite": {"type": "unit", "might": 3, "tags": ["Fae"], "keywords": ["Temporary"], "token": True},
}
