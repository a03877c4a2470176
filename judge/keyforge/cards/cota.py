"""Call of the Archons (CotA / RdA): what the cards do, in our card format.

Printed numbers and names come from the card file (see ``library.py``); each entry here
adds only behaviour. Comments say in our own words what the card does and which rule
its encoding leans on.
"""

from __future__ import annotations

OPPONENT_AHEAD = ["opponent.amber", ">", "you.amber"]

CARDS: dict[str, dict] = {
    # Errata kf:errata/cota-267 (both editions): the second sentence repeats the
    # *preceding* effect (kf:glossary/repeat-preceding-effect), so at most two steals.
    "Bait and Switch": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"steal": 1, "if": OPPONENT_AHEAD},
                    {"repeat": "preceding", "if": OPPONENT_AHEAD},
                ],
            }
        ],
        "errata": ["kf:errata/cota-267"],
        "cites": ["kf:faq/de-01"],
    },
    # Steals one when played.
    "Urchin": {"abilities": [{"trigger": "play", "effects": [{"steal": 1}]}]},
    # When destroyed, goes back to its owner's hand instead of the discard pile.
    "Bad Penny": {
        "abilities": [{"trigger": "destroyed", "effects": [{"return_to_hand": True, "target": "self"}]}],
        "cites": ["kf:faq/de-31"],
    },
    # Readies a friendly creature and fights with it (kf:glossary/ready-and-fight).
    "Anger": {
        "abilities": [{"trigger": "play", "effects": [{"ready_and_fight": True, "target": "friendly-creature"}]}],
        "cites": ["kf:faq/de-11", "kf:faq/de-18"],
    },
    # Action: an enemy creature takes one æmber from its own controller's pool.
    "Mindwarper": {
        "abilities": [{"trigger": "action", "effects": [{"capture": 1, "by": "enemy-creature", "from": "own-side"}]}]
    },
    # The opponent loses one æmber when it is played.
    "Bumpsy": {"abilities": [{"trigger": "play", "effects": [{"lose": 1, "who": "opponent"}]}]},
    # Stuns a creature when played.
    "Smaaash": {
        "abilities": [{"trigger": "play", "effects": [{"stun": True, "target": "creature"}]}],
        "cites": ["kf:faq/de-20"],
    },
    # Captures one when played.
    "Raiding Knight": {"abilities": [{"trigger": "play", "effects": [{"capture": 1}]}]},
    # Captures one when it reaps.
    "Sequis": {"abilities": [{"trigger": "reap", "effects": [{"capture": 1}]}]},
    # When destroyed: the other friendly creatures are fully healed, and its controller draws two.
    "Duma the Martyr": {
        "abilities": [
            {
                "trigger": "destroyed",
                "effects": [{"heal": "full", "target": "each-other-friendly-creature"}, {"draw": 2}],
            }
        ],
        "cites": ["kf:faq/de-29"],
    },
    # Two damage to every creature, dealt at the same time (kf:glossary/damage).
    "Poison Wave": {"abilities": [{"trigger": "play", "effects": [{"deal_damage": 2, "target": "each-creature"}]}]},
    # Destroys every creature, then its player takes three chains.
    "Gateway to Dis": {
        "abilities": [{"trigger": "play", "effects": [{"destroy": True, "target": "each-creature"}, {"chains": 3}]}]
    },
    # Whenever any creature is destroyed, that creature's opponent gains one.
    "Tolas": {
        "abilities": [{"trigger": "after-creature-destroyed", "effects": [{"gain": 1, "who": "event-opponent"}]}],
        # FAQ de-30 and de-31 seem to differ on whether the card must reach the discard
        # pile; the "after destroyed" window after the discard step satisfies both
        # (docs/rulings.md, KeyForge 3): Tolas must still be in play then (de-30), and a
        # card its own Destroyed: ability moved still counts as destroyed (de-31).
        "cites": ["kf:faq/de-30", "kf:faq/de-31"],
    },
    # Before it fights: one damage to each enemy creature.
    "Firespitter": {
        "abilities": [{"trigger": "before-fight", "effects": [{"deal_damage": 1, "target": "each-enemy-creature"}]}]
    },
    # For the rest of the turn, friendly creatures cannot be dealt damage.
    "Shield of Justice": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"lasting": {"kind": "prevent-damage", "affects": "friendly-creatures"}, "duration": "turn"}
                ],
            }
        ]
    },
    # Steal one; only if that worked, two damage to a creature (kf:glossary/if-you-do).
    "Nerve Blast": {
        "abilities": [
            {"trigger": "play", "effects": [{"steal": 1}, {"deal_damage": 2, "target": "creature", "if_you_do": True}]}
        ],
        "cites": ["kf:faq/de-39"],
    },
    # For the rest of the turn, æmber from reaping is stolen instead (a replacement effect).
    "Dimension Door": {
        "abilities": [{"trigger": "play", "effects": [{"lasting": {"kind": "reap-steal"}, "duration": "turn"}]}],
        "cites": ["kf:faq/de-43"],
    },
    # Needs 7 æmber in its player's pool to be played; Fight/Reap: gain one, five damage to a creature.
    "Kelifi Dragon": {
        "static": [{"play_only_if": ["you.amber", ">=", 7]}],
        "abilities": [
            {"trigger": ["fight", "reap"], "effects": [{"gain": 1}, {"deal_damage": 5, "target": "creature"}]}
        ],
    },
    # Comes into play ready.
    "Silvertooth": {"static": [{"enters_ready": True}]},
    # Reap: for the rest of the turn, gain one whenever an enemy creature is destroyed.
    "Looter Goblin": {
        "abilities": [
            {
                "trigger": "reap",
                "effects": [
                    {
                        "lasting": {
                            "kind": "ability",
                            "ability": {
                                "trigger": "after-creature-destroyed",
                                "whose": "enemy",
                                "effects": [{"gain": 1}],
                            },
                        },
                        "duration": "turn",
                    }
                ],
            }
        ]
    },
    # Friendly creatures get +1 power.
    "Banner of Battle": {"static": [{"power": 1, "affects": "friendly-creatures"}]},
    # Enemy Brobnar creatures get -2 power.
    "King of the Crag": {"static": [{"power": -2, "affects": "enemy-creatures", "house": "brobnar"}]},
    # After an enemy creature is destroyed fighting it, that creature is purged from the
    # discard pile it went to ("event-card" follows it there) and Stealer of Souls'
    # controller gains one. Like every "after ..." ability it needs Stealer of Souls in
    # play when the window opens (kf:glossary/ability): when both die in the same fight it
    # does nothing (kf:faq/de-13).
    "Stealer of Souls": {
        "abilities": [
            {
                "trigger": "after-creature-destroyed",
                "whose": "enemy",
                "event": {"fighting": "self"},
                "effects": [
                    {"purge": True, "target": "event-card"},
                    {"gain": 1},
                ],
            }
        ],
        "cites": ["kf:faq/de-13"],
    },
    # Deals 2 more damage (on top of its power) when it attacks an enemy creature on a flank.
    "Valdr": {"static": [{"fight_damage": 2, "bonus": True, "if_attacking": "flank"}]},
    # You may play one card that is not Logos this turn (a lasting allowance; each copy
    # gives one, kf:faq/de-12; it also lets that card past the first-turn rule, kf:faq/de-02).
    "Phase Shift": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [{"lasting": {"kind": "may-play", "not_house": "logos", "cards": 1}, "duration": "turn"}],
            }
        ],
        "cites": ["kf:faq/de-02", "kf:faq/de-12"],
    },
    # Plays the top card of its player's deck (kf:glossary/play; not from hand, so the
    # first-turn rule does not count it, kf:faq/de-03).
    "Wild Wormhole": {
        "abilities": [{"trigger": "play", "effects": [{"play": "deck-top"}]}],
        "cites": ["kf:faq/de-03", "kf:faq/de-06", "kf:faq/de-09"],
    },
    # As corrected by kf:errata/cota-115: for the rest of the turn its player draws a card
    # whenever they play another card; then it purges itself.
    "Library Access": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {
                        "lasting": {
                            "kind": "ability",
                            "other": True,
                            "ability": {
                                "trigger": "after-card-played",
                                "whose": "friendly",
                                "effects": [{"draw": 1}],
                            },
                        },
                        "duration": "turn",
                    },
                    {"purge": True, "target": "self"},
                ],
            }
        ],
        "errata": ["kf:errata/cota-115"],
        "cites": ["kf:faq/de-06"],
    },
    # Taunt (printed keyword); while it is in play its controller must choose Dis as the
    # active house.
    "Pitlord": {"static": [{"must_choose_house": "dis"}], "cites": ["kf:faq/de-07"]},
    # Play: its player names a house; the opponent cannot choose it as active house as long as
    # Restringuntus stays in play.
    "Restringuntus": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"lasting": {"kind": "cannot-choose-house", "house": "choose"}, "duration": "while-in-play"}
                ],
            }
        ],
        "cites": ["kf:faq/de-07"],
    },
    # Reap: one Urchin goes back to hand, either one in play (any player's; it goes to its
    # owner's hand, kf:glossary/leaves-play, kf:faq/de-08) or one from its player's discard
    # pile. The player chooses the place: an Urchin in play (may), else one from the discard.
    "Faygin": {
        "abilities": [
            {
                "trigger": "reap",
                "effects": [
                    {
                        "return_to_hand": True,
                        "target": {"name": "Urchin"},
                        "if": {"exists": {"name": "Urchin"}},
                        "may": True,
                    },
                    {
                        "return_to_hand": True,
                        "target": {"name": "Urchin", "zone": "discard", "player": "you"},
                        "if": ["this-way", "==", 0],
                    },
                ],
            }
        ],
        "cites": ["kf:faq/de-08"],
    },
    # Fight/Reap: 2 damage to a creature; if that damage destroyed it, it is purged
    # (kf:glossary/this-way). A card its own Destroyed: ability moved away is out of reach
    # (kf:faq/de-10).
    "Yxilo Bolter": {
        "abilities": [
            {
                "trigger": ["fight", "reap"],
                "effects": [
                    {"deal_damage": 2, "target": "creature"},
                    {"purge": True, "target": "previous-target", "if": {"previous": {"destroyed": True}}},
                ],
            }
        ],
        "cites": ["kf:faq/de-10"],
    },
    # Omni: sacrifice it; for the rest of the turn its player may use up to two other Mars
    # cards (a card used this way and readied may be used again, kf:faq/de-14).
    "Combat Pheromones": {
        "abilities": [
            {
                "trigger": "omni",
                "effects": [
                    {"sacrifice": True},
                    {"lasting": {"kind": "may-use", "house": "mars", "cards": 2, "other": True}, "duration": "turn"},
                ],
            }
        ],
        "cites": ["kf:faq/de-14"],
    },
    # Fight/Reap: ready a Mars creature that is not an Agent.
    "“John Smyth”": {
        "abilities": [
            {"trigger": ["fight", "reap"], "effects": [{"ready": True, "target": {"house": "mars", "not_trait": "agent"}}]}
        ],
        "cites": ["kf:faq/de-14"],
    },
    # Play: use an artifact of either player as if it were yours, then destroy that same
    # artifact (resolve as much as possible: it is destroyed even if it cannot be used,
    # kf:faq/de-16).
    "Poltergeist": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"use": True, "target": "artifact", "as_if_yours": True},
                    {"destroy": True, "target": "previous-target"},
                ],
            }
        ],
        "cites": ["kf:faq/de-16"],
    },
    # Taunt works; its Fight/Reap swap is not encoded yet and stops the engine if it triggers.
    # Taunt (printed keyword). Fight/Reap: it changes places with another creature of its
    # controller's battleline (kf:glossary/swap).
    "Sanctum Guardian": {
        "abilities": [
            {"trigger": ["fight", "reap"], "effects": [{"swap": True, "target": "other-friendly-creature"}]}
        ],
        "cites": ["kf:faq/de-26"],
    },
}
