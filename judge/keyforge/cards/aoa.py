"""Age of Ascension (AoA / ZdA): what the cards do, in our card format."""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # After the opponent gains æmber by reaping, it captures that æmber — only the æmber
    # just reaped, so a second copy finds nothing left (kf:glossary/capture).
    "Sir Marrows": {
        "abilities": [
            {"trigger": "after-aember-reaped", "whose": "enemy", "effects": [{"capture": "event.amount", "from": "event"}]}
        ],
        "cites": ["kf:faq/de-36", "kf:faq/de-43"],
    },
    # Elusive (printed). Æmber stolen or captured from its controller's pool comes from the
    # common supply instead (a replacement effect: it still counts as stolen or captured).
    "Po’s Pixies": {
        "static": [{"taken_from_supply": True}],
        "cites": ["kf:faq/de-39"],
    },
    # Omega, deploy and elusive are printed keywords. After a creature next to it has been
    # used to fight, its controller steals one (the neighbour is the one it had when the
    # fight began).
    "Little Niff": {
        "abilities": [
            {"trigger": "after-creature-fights", "whose": "friendly", "event": {"where": "neighbor"}, "effects": [{"steal": 1}]}
        ],
        "cites": ["kf:faq/de-53"],
    },
    # Play: steal one; if the opponent has 7 or more æmber, steal two instead.
    "Ronnie Wristclocks": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [{"steal": 1, "if": ["opponent.amber", "<", 7]}, {"steal": 2, "if": ["opponent.amber", ">=", 7]}],
            }
        ],
        "cites": ["kf:faq/de-53"],
    },
    # Play: until its player's next turn begins, the text boxes of enemy creatures in play
    # count as blank; traits stay (erratum kf:errata/aoa-103 sets the duration).
    "Shadow of Dis": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"lasting": {"kind": "blank-text", "affects": "enemy-creatures"}, "duration": "until-your-next-turn"}
                ],
            }
        ],
        "errata": ["kf:errata/aoa-103"],
        "cites": ["kf:faq/de-50", "kf:faq/de-51", "kf:faq/de-52"],
    },
    # Alpha (printed). Play: its player takes a card of their choice from their discard
    # pile back into their hand.
    "Glimmer": {
        "abilities": [
            {"trigger": "play", "effects": [{"return_to_hand": True, "target": {"zone": "discard", "player": "you"}}]}
        ],
        "cites": ["kf:faq/de-51"],
    },
    # Alpha (printed). Play: gain two; then two cards of its player's hand, picked at random,
    # go to their archives (with two or fewer, all of them; a random pick is a chance
    # prompt the scenario answers or the explorer follows every way).
    "Eureka!": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"gain": 2},
                    {"archive": 2, "from": "hand", "random": True},
                ],
            }
        ],
        "cites": ["kf:faq/de-46", "kf:faq/de-47"],
    },
    # Action: its user gains one æmber per Shard artifact friendly to them (itself counts
    # when it is used as if it were theirs, kf:glossary/as-if-you-controlled-it).
    "Shard of Greed": {
        "abilities": [
            {"trigger": "action", "effects": [{"gain": {"count": {"kind": "artifact", "side": "friendly", "trait": "shard"}}}]}
        ],
        "cites": ["kf:faq/de-40"],
    },
    # Play: one damage to a creature, once per æmber in its player's pool — each point is
    # its own effect with its own choice of creature (kf:glossary/for-each).
    "Sack of Coins": {
        "abilities": [{"trigger": "play", "effects": [{"deal_damage": 1, "target": "creature", "for_each": "you.amber"}]}],
        "cites": ["kf:faq/de-38"],
    },
    # Skirmish (printed). Comes into play on the other side: under the control of the
    # opponent of the player putting it into play; can be used whatever the active house.
    # At the end of its controller's turn, one of its neighbours is destroyed.
    "Scowly Caper": {
        "static": [{"enters_play_under": "opponent"}, {"use_any_house": True}],
        "abilities": [
            {"trigger": "end-of-turn", "whose": "friendly", "effects": [{"destroy": True, "target": "neighbor"}]}
        ],
        "cites": ["kf:faq/de-37"],
    },
    # Upgrade: the creature it is attached to gets "Destroyed: destroy the most powerful
    # enemy creature" (kf:rules/upgrades).
    "Soulkeeper": {
        "static": [
            {
                "gains": {
                    "abilities": [
                        {"trigger": "destroyed", "effects": [{"destroy": True, "target": "most-powerful-enemy-creature"}]}
                    ]
                },
                "affects": "attached",
            }
        ],
        "cites": ["kf:faq/de-35"],
    },
    # Play: every creature whose power is even is destroyed.
    "Opal Knight": {
        "abilities": [{"trigger": "play", "effects": [{"destroy": True, "target": {"power": "even", "each": True}}]}],
        "cites": ["kf:faq/de-35"],
    },
    # Play: one card from its controller's hand goes face down beneath it. Destroyed: on its
    # controller's own turn that card is played (by the ability, so from beneath, of any
    # house); on the other player's turn it goes into its controller's archives instead.
    "Jargogle": {
        "abilities": [
            {"trigger": "play", "effects": [{"put_under": 1, "from": "hand"}]},
            {
                "trigger": "destroyed",
                "effects": [
                    {"play": "under-self", "if": {"my_turn": True}},
                    {"archive": 1, "from": "under-self", "if": {"my_turn": False}},
                ],
            },
        ],
        "cites": ["kf:faq/de-33"],
    },
    # Omega and elusive are printed keywords (from the card file). While it is in play, its
    # controller's creatures come into play ready.
    "Duskwitch": {
        "static": [{"enters_ready": True, "affects": "friendly-creatures"}],
        "cites": ["kf:faq/de-52"],
    },
    # Each time its own armor stops damage, it captures one æmber per point of damage the
    # armor just stopped (kf:glossary/armor, kf:glossary/capture).
    "Maruck the Marked": {
        "abilities": [{"trigger": "after-armor-prevents", "effects": [{"capture": "event.amount"}]}],
        "cites": ["kf:faq/de-32"],
    },
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
    # As corrected by kf:errata/aoa-078 (PL). Play: two damage to an enemy creature; only if that damage destroyed it, two damage
    # to each creature that was next to it just before it left play (kf:glossary/this-way,
    # kf:glossary/neighbor, kf:glossary/leaves-play).
    "Pain Reaction": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"deal_damage": 2, "target": "enemy-creature"},
                    {
                        "deal_damage": 2,
                        "target": {"kind": "creature", "each": True, "where": "neighbor", "of": "previous"},
                        "if": {"previous": {"destroyed": True}},
                    },
                ],
            }
        ],
        "errata": ["kf:errata/aoa-078"],
        "cites": ["kf:faq/pl-38"],
    },
    # Play: ready a friendly creature and fight with it; then 2 damage to each neighbour the
    # attacked creature had (just before it left play, if it did; kf:glossary/leaves-play).
    "Smite": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"ready_and_fight": True, "target": "friendly-creature"},
                    {"deal_damage": 2, "target": {"each": True, "where": "neighbor", "of": "attacked"}},
                ],
            }
        ],
        "cites": ["kf:faq/pl-39"],
    },
    # Play: pick a creature; for the rest of the turn each time it is dealt damage it is
    # dealt 2 more (added to that damage, not a new damage event).
    "Lethal Distraction": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [{"lasting": {"kind": "extra-damage", "amount": 2}, "target": "creature", "duration": "turn"}],
            }
        ],
        "cites": ["kf:faq/pl-75"],
    },
    # After its controller picks Logos as active house, one æmber from the supply goes onto
    # it; only as part of that same ability, with 4 or more on it, it is sacrificed and its
    # controller forges a key for free (the two parts cannot happen apart).
    "[REDACTED]": {
        "abilities": [
            {
                "trigger": "after-house-chosen",
                "whose": "friendly",
                "event": {"house": "logos"},
                "effects": [
                    {"place_aember": 1, "target": "self"},
                    {"sacrifice": True, "target": "self", "if": ["self.amber", ">=", 4]},
                    {"forge": "free", "if_you_do": True},
                ],
            }
        ],
        "cites": ["kf:faq/pl-04"],
    },
}
