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
    # Play: pick a creature and deal it one damage per friendly creature; then its player
    # may exalt a friendly creature, and if they do, that damage step happens again, with
    # the creature picked anew (kf:glossary/exalt, kf:glossary/repeat-preceding-effect).
    "Phalanx Strike": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"deal_damage": {"count": {"side": "friendly"}}, "target": "creature"},
                    {"exalt": True, "target": "friendly-creature", "may": True},
                    {"repeat": "preceding", "effects": [0], "if_you_do": True},
                ],
            }
        ],
        "cites": ["kf:faq/pl-40"],
    },
    # Can only be played while some other creature is in play; it comes into play as a
    # copy of another creature in play, but keeps house Logos (kf:faq/pl-81..83).
    "Mimic Gel": {
        "static": [
            {"play_only_if": {"exists": {"other": True}}},
            {"play_as_copy": {"kind": "creature", "other": True}, "house": "logos"},
        ],
        "cites": ["kf:faq/pl-81", "kf:faq/pl-82", "kf:faq/pl-83"],
    },
    # Deploy (printed). It comes into play ready. Action: its controller uses a creature
    # next to it that is not Star Alliance.
    "Crash Muldoon": {
        "static": [{"enters_ready": True}],
        "abilities": [
            {
                "trigger": "action",
                "effects": [{"use": True, "target": {"kind": "creature", "where": "neighbor", "not_house": "staralliance"}}],
            }
        ],
        "cites": ["kf:faq/pl-82"],
    },
    # Upgrade: the creature gets two more armor and "Destroyed: all æmber on this creature
    # goes back to the common supply" (kf:rules/upgrades, kf:glossary/move).
    "Imperial Scutum": {
        "static": [
            {"armor": 2, "affects": "attached"},
            {
                "gains": {
                    "abilities": [
                        {"trigger": "destroyed", "effects": [{"move_aember": "all", "from": "self", "to": "supply"}]}
                    ]
                },
                "affects": "attached",
            },
        ],
        "cites": ["kf:faq/pl-15"],
    },
    # Action: it moves itself onto a flank of its controller's battleline. While there it
    # counts as a creature with power 5 that belongs to every house (kf:rules/creatures).
    "Auto-Legionary": {
        "static": [{"battleline_creature": 5, "all_houses": True}],
        "abilities": [{"trigger": "action", "effects": [{"to_battleline": True}]}],
        "cites": ["kf:faq/pl-83"],
    },
    # Upgrade: the creature it is attached to gives its controller the constant ability
    # "your æmber cannot be stolen" (kf:rules/upgrades, kf:glossary/cannot-vs-must).
    "Discombobulator": {
        "static": [{"cannot_be_stolen": True}],
        "cites": ["kf:faq/pl-18"],
    },
    # It comes into play stunned and deals only 4 damage in fights; any æmber that would be
    # stolen is captured by a creature of the active player instead (a replacement effect,
    # kf:glossary/replacement-effects).
    "Gargantodon": {
        "static": [{"enters_stunned": True}, {"fight_damage": 4}, {"steal_becomes_capture": True}],
        "cites": ["kf:faq/pl-18"],
    },
}
