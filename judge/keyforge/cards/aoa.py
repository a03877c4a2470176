"""Age of Ascension (AoA / ZdA): what the cards do, in our card format."""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # After any creature reaps, that creature is stunned.
    "Æmber Imp": {
        "abilities": [{"trigger": "after-creature-reaps", "effects": [{"stun": True, "target": "event-creature"}]}]
    },
    # After a player forges a key, that player loses all remaining æmber.
    "Forgemaster Og": {
        "abilities": [{"trigger": "after-key-forged", "effects": [{"lose": "all", "who": "event-player"}]}]
    },
    # Action: the chosen creature cannot be dealt damage for the rest of the turn.
    "Hallowed Shield": {
        "abilities": [
            {
                "trigger": "action",
                "effects": [{"lasting": {"kind": "prevent-damage"}, "target": "creature", "duration": "turn"}],
            }
        ]
    },
}
