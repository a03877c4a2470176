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
