"""The cards the Core Rules' examples name (``riftbound-example-cards.json``): what they do,
in our card format. Printed numbers come from the card file; each entry adds behaviour.
Comments say in our own words what the card does.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Legend: at the start of your beginning phase, draw one if your hand holds at most one card.
    "Loose Cannon": {"abilities": [{"trigger": "start-of-beginning",
                                    "effects": [{"draw": 1, "if": ["you.hand", "<=", 1]}]}]},
    # Whenever you discard, it readies and gets +1 might for the turn.
    "Jinx, Rebel": {"abilities": [{"trigger": "discard",
                                   "effects": [{"ready": True, "target": "self"},
                                               {"might": 1, "target": "self"}]}]},
    # Accelerate, Assault 2; when played, discard two.
    "Jinx, Demolitionist": {"abilities": [{"trigger": "play-me", "effects": [{"discard": 2}]}]},
    # When played, 3 damage to every unit at a battlefield.
    "Tibbers": {"abilities": [{"trigger": "play-me",
                               "effects": [{"damage": 3, "target": {"all": "unit", "at": "battlefield"}}]}]},
    # Legend: at the end of your turn, ready two runes.
    "Dark Child - Starter": {"abilities": [{"trigger": "end-of-turn",
                                            "effects": [{"ready": True, "target": {"choose": "rune", "count": 2,
                                                                                   "side": "ally", "exhausted": True}}]}]},
    # Your spells and abilities deal one extra damage per instance.
    "Annie, Fiery": {"abilities": [{"static": "bonus-damage", "amount": 1}]},
    # When played, a spell from your trash returns to your hand.
    "Annie, Stubborn": {"abilities": [{"trigger": "play-me",
                                       "effects": [{"return_to_hand": True,
                                                    "target": {"choose": "trash-card", "type": "spell"}}]}]},
    # Deflect 2; when it attacks, 5 damage split among any number of enemy units there.
    "Volibear, Furious": {"abilities": [{"trigger": "attack",
                                         "effects": [{"split_damage": 5,
                                                      "target": {"choose": "unit", "side": "enemy", "at": "here",
                                                                 "up_to": 5}}]}]},
    # Shield (keyword only).
    "Stalwart Poro": {},
    # Action, Hidden: a unit gets Shield 3 and Tank for the turn.
    "Block": {"abilities": [{"effects": [{"grant": {"Shield": 3, "Tank": 1},
                                          "target": {"choose": "unit"}}]}]},
}
