"""Call of the Archons (CotA / RdA), cards the later FAQ entries name: what they do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Before Fight: its player picks a creature; in this fight Gabos deals its damage to
    # that creature instead of the one it is fighting.
    "Gabos Longarms": {
        "abilities": [
            {"trigger": "before-fight", "effects": [{"lasting": {"kind": "fight-redirect"}, "target": "creature"}]}
        ],
        "cites": ["kf:faq/de-49"],
    },
    # Play: during the opponent's next turn, if they forge a key, they hand their remaining
    # æmber over to this card's player right after (a lasting "after a key is forged"
    # ability, kf:glossary/lasting-effects).
    "Interdimensional Graft": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {
                        "lasting": {
                            "kind": "ability",
                            "ability": {
                                "trigger": "after-key-forged",
                                "whose": "enemy",
                                "effects": [{"pay": "all", "who": "event-player"}],
                            },
                        },
                        "duration": "opponent-next-turn",
                    }
                ],
            }
        ],
        "cites": ["kf:faq/de-48"],
    },
    # When played, it is treated as a copy of an action card from the opponent's discard
    # pile (chosen as it is played, so the copy's keywords and play rules apply).
    "Mimicry": {
        "static": [{"play_as_copy": {"zone": "discard", "player": "opponent", "type": "action"}}],
        "cites": ["kf:faq/de-46", "kf:faq/de-47"],
    },
    # Elusive (printed). Reap: it uses one of the opponent's artifacts as if its own
    # controller controlled it (kf:glossary/as-if-you-controlled-it).
    "Nexus": {
        "abilities": [{"trigger": "reap", "effects": [{"use": True, "target": "enemy-artifact", "as_if_yours": True}]}],
        "cites": ["kf:faq/de-40"],
    },
    # After its controller forges a key, every creature and every artifact in play is
    # destroyed (itself included).
    "Strange Gizmo": {
        "abilities": [
            {
                "trigger": "after-key-forged",
                "whose": "friendly",
                "effects": [{"destroy": True, "target": "each-creature-or-artifact"}],
            }
        ],
        "cites": ["kf:faq/de-33"],
    },
    # After an enemy creature is destroyed in a fight with it, its controller puts that
    # creature (from wherever it went) into play on their own side (kf:glossary/play,
    # kf:glossary/control); it must itself still be in play then (kf:glossary/ability).
    "Overlord Greking": {
        "abilities": [
            {
                "trigger": "after-creature-destroyed",
                "whose": "enemy",
                "event": {"fighting": "self"},
                "effects": [{"put_into_play": True, "target": "event-card"}],
            }
        ],
        "cites": ["kf:faq/pl-41"],
    },
}

# -- cards the errata sections correct (kf:rules/errata): each definition encodes the
# corrected text, and its "errata" field names the record the trace announces.
CARDS.update({
    # Play: one damage to every creature, or four to every creature instead if the
    # opponent forged a key on their previous turn (as corrected by kf:errata/cota-064: one
    # amount replaces the other, so armor meets a single 4, not 1 and then 3).
    "Tendrils of Pain": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"deal_damage": 4, "target": "each-creature", "if": ["opponent.forged_last_turn", ">", 0]},
                    {"deal_damage": 1, "target": "each-creature", "otherwise": "instead"},
                ],
            }
        ],
        "errata": ["kf:errata/cota-064"],
    },
    # Play: up to three damaged enemy creatures go into this player's archives; one that
    # later leaves those archives goes to its owner's hand (kf:errata/cota-169).
    "Mass Abduction": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"archive": True, "target": {"side": "enemy", "damaged": True, "up_to": 3}, "to_owner_hand": True}
                ],
            }
        ],
        "errata": ["kf:errata/cota-169"],
    },
    # Reap: an enemy creature goes into this player's archives, and to its owner's hand if
    # it leaves them (kf:errata/cota-201).
    "Uxlyx the Zookeeper": {
        "abilities": [
            {"trigger": "reap", "effects": [{"archive": True, "target": "enemy-creature", "to_owner_hand": True}]}
        ],
        "errata": ["kf:errata/cota-201"],
    },
    # Upgrade: the creature gains "Destroyed: it goes into its owner's archives" — a must
    # since kf:errata/cota-208, and the owner's archives, whoever controls it.
    "Biomatrix Backup": {
        "static": [
            {
                "gains": {"abilities": [{"trigger": "destroyed", "effects": [{"archive": True, "target": "self", "into": "owner"}]}]},
                "affects": "attached",
            }
        ],
        "errata": ["kf:errata/cota-208"],
    },
    # Upgrade: the creature gains hazardous 2 and a replacement "Destroyed: fully heal it
    # and destroy this upgrade instead" (kf:errata/cota-263; kf:glossary/replacement-effects
    # uses this very card as its example: the mark moves from the creature to the upgrade).
    "Armageddon Cloak": {
        "static": [
            {
                "gains": {
                    "keywords": ["hazardous 2"],
                    "abilities": [
                        {
                            "trigger": "destroyed",
                            "instead": True,
                            "effects": [{"heal": "full", "target": "self"}, {"destroy": True, "target": "granting-card"}],
                        }
                    ],
                },
                "affects": "attached",
            }
        ],
        "errata": ["kf:errata/cota-263"],
    },
    # Play: sacrifice a friendly creature; only if that happened, two creatures take 3
    # damage each (kf:errata/cota-279 added the "if you do", kf:glossary/if-you-do).
    "Pawn Sacrifice": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"sacrifice": True, "target": "friendly-creature"},
                    {"deal_damage": 3, "target": {"count": 2}, "if_you_do": True},
                ],
            }
        ],
        "errata": ["kf:errata/cota-279"],
    },
    # Play: steal two. When she leaves play (however), the opponent steals two
    # (kf:errata/cota-303).
    "Magda the Rat": {
        "abilities": [
            {"trigger": "play", "effects": [{"steal": 2}]},
            {"trigger": "leaves-play", "effects": [{"steal": 2, "who": "opponent"}]},
        ],
        "errata": ["kf:errata/cota-303"],
    },
})
