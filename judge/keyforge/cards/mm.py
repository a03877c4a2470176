"""Mass Mutation (MM): what the cards do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words. "Enhance" is a deck-building keyword: it adds
bonus icons to other cards of the deck before the game and does nothing in play
(kf:glossary/enhance), so it is not encoded; an enhanced copy carries its extra icons in
the scenario (``bonus``).
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Each time the opponent plays a creature that enters on their left flank, that player
    # loses one æmber (a lone creature is on both flanks, kf:glossary/flank).
    "Sinestra": {
        "abilities": [
            {
                "trigger": "after-card-played",
                "whose": "enemy",
                "event": {"type": "creature", "flank": "left"},
                "effects": [{"lose": 1, "who": "event-player"}],
            }
        ],
        "cites": ["kf:faq/pl-24"],
    },
    # The mirror image of Sinestra: the opponent's creature played on their right flank.
    "Dexus": {
        "abilities": [
            {
                "trigger": "after-card-played",
                "whose": "enemy",
                "event": {"type": "creature", "flank": "right"},
                "effects": [{"lose": 1, "who": "event-player"}],
            }
        ],
        "cites": ["kf:faq/pl-24"],
    },
    # Play: in the opponent's next turn, a key costs them one more æmber per Dis creature
    # in play (both sides) — counted whenever the cost is needed, not when it is played.
    "Waking Nightmare": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {
                        "lasting": {"kind": "key-cost", "amount": {"count": {"house": "dis"}}},
                        "duration": "opponent-next-turn",
                    }
                ],
            }
        ],
        "cites": ["kf:faq/pl-25"],
    },
    # Upgrade: the creature it is attached to gets "Before Fight: move one æmber from this
    # creature onto the creature it is fighting" (kf:glossary/move).
    "Siren Horn": {
        "static": [
            {
                "gains": {
                    "abilities": [
                        {
                            "trigger": "before-fight",
                            "effects": [{"move_aember": 1, "from": "self", "to": "event-defender"}],
                        }
                    ]
                },
                "affects": "attached",
            }
        ],
        "cites": ["kf:faq/pl-37"],
    },
    # Play: steal one. Destroyed: it is shuffled into its owner's deck instead of going to
    # the discard pile.
    "Rad Penny": {
        "abilities": [
            {"trigger": "play", "effects": [{"steal": 1}]},
            {"trigger": "destroyed", "effects": [{"shuffle_into_deck": True, "target": "self"}]},
        ],
        "cites": ["kf:faq/pl-63", "kf:faq/pl-64"],
    },
    # Each time an enemy creature is dealt damage by a damage bonus icon, it takes one more
    # damage from Maleficorn.
    "Maleficorn": {
        "abilities": [
            {
                "trigger": "after-bonus-icon-damage",
                "whose": "enemy",
                "effects": [{"deal_damage": 1, "target": "event-creature"}],
            }
        ],
        "cites": ["kf:faq/pl-59"],
    },
    # Play: its player looks at the top two cards of their deck and discards one of them;
    # the other simply stays where it was.
    "Survey": {
        "abilities": [{"trigger": "play", "effects": [{"discard": 1, "from": "deck-top", "look": 2}]}],
        "cites": ["kf:faq/pl-45"],
    },
}
