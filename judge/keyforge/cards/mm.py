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
    # Play: in the opponent's next turn, a key costs one more æmber per Dis creature in play
    # (both sides) — counted whenever the cost is needed, not when it is played. The text says
    # "keys", not "your opponent's keys": every player's keys during that turn (players: each).
    "Waking Nightmare": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {
                        "lasting": {"kind": "key-cost", "amount": {"count": {"house": "dis", "zone": "play", "each": True}},
                                    "players": "each"},
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
    # Taunt (printed). It cannot fight. Whenever it would deal damage, its controller
    # steals one æmber instead (a replacement effect: the damage is never dealt, so armor,
    # ward or "cannot be dealt damage" on the other creature do not stop the steal).
    "Shoulder Id": {
        "static": [{"cannot_fight": True}, {"steal_instead_of_damage": 1}],
        "cites": ["kf:faq/pl-20", "kf:faq/pl-21", "kf:faq/pl-62"],
    },
    # It can neither fight nor reap. Omni: discard the top two cards of its player's deck;
    # the Saurian creatures among those two are put into play ready, each gets three +1
    # power counters, and then the egg is destroyed. With no Saurian creature discarded,
    # nothing after the discard happens.
    "Saurian Egg": {
        "static": [{"cannot_fight": True}, {"cannot_reap": True}],
        "abilities": [
            {
                "trigger": "omni",
                "effects": [
                    {"discard": 2, "from": "deck-top"},
                    {
                        "put_into_play": True,
                        "target": {"among": "previous", "house": "saurian", "type": "creature", "each": True},
                        "enters_ready": True,
                    },
                    {"power_counters": 3, "target": "previous-target", "if_you_do": True},
                    # "give them ... and destroy Saurian Egg": both follow the one check "if you
                    # discard any Saurian creatures" (a lone half of a gigantic creature is one:
                    # it fails to enter play, the egg is still destroyed, kf:glossary/gigantic)
                    {"destroy": True, "target": "self", "same_if": True},
                ],
            }
        ],
        "cites": ["kf:faq/pl-71"],
    },
    # Elusive (printed). Each creature next to it has "Destroyed: move all æmber on this
    # creature onto an Optio Gorkus next to it" (kf:glossary/move, kf:glossary/neighbor).
    "Optio Gorkus": {
        "static": [
            {
                "gains": {
                    "abilities": [
                        {
                            "trigger": "destroyed",
                            "effects": [
                                {
                                    "move_aember": "all",
                                    "from": "self",
                                    "to": {"name": "Optio Gorkus", "where": "neighbor"},
                                }
                            ],
                        }
                    ]
                },
                "affects": "neighbors",
            }
        ],
        "cites": ["kf:faq/pl-15"],
    },
    # Action: destroy as many friendly creatures as its player likes; they may then forge a
    # key at the current cost +6, less 1 per creature destroyed this way (a warded creature
    # loses its ward instead and is not destroyed, kf:glossary/this-way); if they forge,
    # the Forge is destroyed too. "Any number" is a target choice with no upper limit.
    "Obsidian Forge": {
        "abilities": [
            {
                "trigger": "action",
                "effects": [
                    {"destroy": True, "target": {"kind": "creature", "side": "friendly", "up_to": "any"}},
                    {"forge": {"modify": 6, "minus": "this-way"}, "may": True},
                    {"destroy": True, "target": "self", "if_you_do": True},
                ],
            }
        ],
        "cites": ["kf:faq/pl-70"],
    },
}
