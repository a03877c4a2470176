"""Age of Ascension (AoA / ZdA), the cards the errata sections correct: what they do, as
corrected, in our card format (kf:rules/errata: errata override the printed card).

Printed facts come from the vendored card files (see library.py); each entry adds only
behaviour, with a comment in our own words, and names its erratum in ``errata``.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Play: choose an enemy creature and stun it; if it was stunned already, it is
    # destroyed instead (kf:errata/aoa-001, kf:glossary/replacement-effects).
    "1-2 Punch": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"choose": True, "target": "enemy-creature"},
                    {"stun": True, "target": "previous-target", "if": {"previous": {"stunned": False}}},
                    {"destroy": True, "target": "previous-target", "otherwise": "instead"},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-001"],
    },
    # Play/Fight/Reap: another friendly Giant goes back to its owner's hand
    # (kf:errata/aoa-006: "another", so never Drummernaut itself).
    "Drummernaut": {
        "abilities": [
            {
                "trigger": ["play", "fight", "reap"],
                "effects": [{"return_to_hand": True, "target": {"side": "friendly", "other": True, "trait": "giant"}}],
            }
        ],
        "errata": ["kf:errata/aoa-006"],
    },
    # Deals no damage to a creature that attacks it; it still deals damage when it attacks
    # (kf:errata/aoa-014).
    "Lollop the Titanic": {
        "static": [{"fight_damage": 0, "if_defending": True}],
        "errata": ["kf:errata/aoa-014"],
    },
    # Play: choose a ready friendly Brobnar creature, exhaust it, and gain half its power
    # in æmber, rounded down (kf:errata/aoa-031).
    "The Flex": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"choose": True, "target": {"side": "friendly", "house": "brobnar", "exhausted": False}},
                    {"exhaust": True, "target": "previous-target"},
                    {"gain": {"half": "previous.power"}},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-031"],
    },
    # Action: if any creature has a doom token, every creature with one is destroyed;
    # otherwise a creature gets a doom token (kf:errata/aoa-107, kf:glossary/other-tokens).
    "Wretched Doll": {
        "abilities": [
            {
                "trigger": "action",
                "effects": [
                    {"destroy": True, "target": {"each": True, "token": "doom"}, "if": {"exists": {"token": "doom"}}},
                    {"place_token": "doom", "target": "creature", "otherwise": True},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-107"],
    },
    # Alpha. Play: each player gains as much æmber as they have in their pool
    # (kf:errata/aoa-109).
    "Binate Rupture": {
        "abilities": [
            {"trigger": "play", "effects": [{"gain": "you.amber"}, {"gain": "opponent.amber", "who": "opponent"}]}
        ],
        "errata": ["kf:errata/aoa-109"],
    },
    # Upgrade: the creature gains "Destroyed: put it on top of its owner's deck". The
    # erratum (kf:errata/aoa-124) only renames the German printing, which carried the
    # name of the Mars upgrade Biomatrix Backup.
    "Backup Copy": {
        "static": [
            {
                "gains": {"abilities": [{"trigger": "destroyed", "effects": [{"to_deck": "top", "target": "self"}]}]},
                "affects": "attached",
            }
        ],
        "errata": ["kf:errata/aoa-124"],
    },
    # Play: choose a creature; for each trait it has, it takes 2 damage and this player
    # gains one æmber (kf:errata/aoa-143; the count is read when the effect starts).
    "Entropic Swirl": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"choose": True, "target": "creature"},
                    {"deal_damage": 2, "target": "previous-target", "for_each": "previous.traits"},
                    {"gain": 1, "for_each": "previous.traits"},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-143"],
    },
    # An artifact (kf:errata/aoa-154 corrects the German printing's card type). Omni:
    # sacrifice it; for the rest of the turn its player may use friendly artifacts as if
    # they belonged to the active house.
    "Scientifical Hack": {
        "abilities": [
            {
                "trigger": "omni",
                "effects": [
                    {"sacrifice": True, "target": "self"},
                    {"lasting": {"kind": "may-use", "type": "artifact", "cards": "any"}, "duration": "turn"},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-154"],
    },
    # Fight: the creature it fought goes into this player's archives, and to its owner's
    # hand if it leaves them (kf:errata/aoa-162). A fought creature already destroyed is
    # not in play any more and cannot be archived (kf:rules/resolve-as-much-as-possible).
    "Collector Worm": {
        "abilities": [
            {"trigger": "fight", "effects": [{"archive": True, "target": "event-defender", "to_owner_hand": True}]}
        ],
        "errata": ["kf:errata/aoa-162"],
    },
    # Play: archive a card from hand; this player may then purge a card from their
    # archives, and only if they do, stun a creature (kf:errata/aoa-210).
    "Yzphyz Knowdrone": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"archive": 1},
                    {"purge": True, "target": {"zone": "archives", "player": "you"}, "may": True},
                    {"stun": True, "target": "creature", "if_you_do": True},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-210"],
    },
    # Play: gain three æmber if this player controls creatures of three or more houses
    # (Derric himself counts). The erratum (kf:errata/aoa-240) only corrects the German name.
    "Prince Derric, Unifier": {
        "abilities": [{"trigger": "play", "effects": [{"gain": 3, "if": ["you.creature_houses", ">=", 3]}]}],
        "errata": ["kf:errata/aoa-240"],
    },
    # Play: sacrifice a creature (only a friendly one can be sacrificed, kf:glossary/sacrifice);
    # if that happened, 6 damage to a creature (kf:errata/aoa-273).
    "Life for a Life": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"sacrifice": True, "target": "friendly-creature"},
                    {"deal_damage": 6, "target": "creature", "if_you_do": True},
                ],
            }
        ],
        "errata": ["kf:errata/aoa-273"],
    },
    # Elusive. Play: every creature that is not a Rat takes 1 damage once for each Rat in
    # play, itself included (kf:errata/aoa-308, kf:glossary/for-each).
    "Plague Rat": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {
                        "deal_damage": 1,
                        "target": {"each": True, "not_trait": "rat"},
                        "for_each": {"count": {"each": True, "trait": "rat"}},
                    }
                ],
            }
        ],
        "errata": ["kf:errata/aoa-308"],
    },
}
