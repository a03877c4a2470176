"""Worlds Collide (WC / KW): what the cards do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Upgrade: the creature it is attached to gets "after an action card is played, before
    # it resolves, this creature gains a ward" (kf:rules/upgrades, kf:glossary/ward).
    "Encounter Suit": {
        "static": [
            {
                "gains": {
                    "abilities": [
                        {"trigger": "after-action-played", "effects": [{"ward": True, "target": "self"}]}
                    ]
                },
                "affects": "attached",
            }
        ],
        "cites": ["kf:faq/de-55"],
    },
}
