"""The cards the Core Rules' examples name (``riftbound-example-cards.json``), by their code in
the catalogue: what they do, in our card format, written by hand (the examples depend on
them, so they do not wait for the compiler). Printed facts come from the catalogue; each entry
adds behaviour. Comments say in our own words what the card does.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Legend: at the start of your beginning phase, draw one if your hand holds at most one card.
    "OGN-251": {"abilities": [{"trigger": "start-of-beginning",
                                    "effects": [{"draw": 1, "if": ["you.hand", "<=", 1]}]}]},
    # Whenever you discard, it readies and gets +1 might for the turn.
    "OGN-202": {"abilities": [{"trigger": "discard",
                                   "effects": [{"ready": True, "target": "self"},
                                               {"might": 1, "target": "self"}]}]},
    # Accelerate, Assault 2; when played, discard two.
    "OGN-030": {"abilities": [{"trigger": "play-me", "effects": [{"discard": 2}]}]},
    # When played, 3 damage to every unit at a battlefield.
    "OGS-018": {"abilities": [{"trigger": "play-me",
                               "effects": [{"damage": 3, "target": {"all": "unit", "at": "battlefield"}}]}]},
    # Legend: at the end of your turn, ready two runes.
    "OGS-017": {"abilities": [{"trigger": "end-of-turn",
                                            "effects": [{"ready": True, "target": {"choose": "rune", "count": 2,
                                                                                   "side": "ally", "exhausted": True}}]}]},
    # Your spells and abilities deal one extra damage per instance.
    "OGS-001": {"abilities": [{"static": "bonus-damage", "amount": 1}]},
    # When played, a spell from your trash returns to your hand.
    "OGS-010": {"abilities": [{"trigger": "play-me",
                                       "effects": [{"return_to_hand": True,
                                                    "target": {"choose": "trash-card", "type": "spell"}}]}]},
    # Deflect 2; when it attacks, 5 damage split among any number of enemy units there.
    "OGN-041": {"abilities": [{"trigger": "attack",
                                         "effects": [{"split_damage": 5,
                                                      "target": {"choose": "unit", "side": "enemy", "at": "here",
                                                                 "up_to": 5}}]}]},
    # Shield (keyword only).
    "OGN-052": {},
    # Action, Hidden: a unit gets Shield 3 and Tank for the turn.
    "OGN-057": {"abilities": [{"effects": [{"grant": {"Shield": 3, "Tank": 1},
                                          "target": {"choose": "unit"}}]}]},
}
