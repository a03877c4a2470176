"""Call of the Archons (CotA / RdA), continued: what the cards do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Elusive (printed keyword). Constant: whenever an enemy creature enters play, that
    # creature takes 1 damage. Like every constant "after ..." ability it works only while
    # Pingle is in play when the window opens (kf:glossary/ability).
    "Pingle Who Annoys": {
        "abilities": [
            {
                "trigger": "after-creature-enters-play",
                "whose": "enemy",
                "effects": [{"deal_damage": 1, "target": "event-creature"}],
            }
        ],
        "cites": ["kf:faq/de-34"],
    },
    # Play/Fight/Reap: destroy one enemy creature or artifact and one friendly creature or
    # artifact, then discard the top card of your deck; if that card is not Logos, the
    # whole effect happens again (kf:glossary/repeat: not once the shark has left play).
    # The two destructions are written as two effects, each resolved fully in turn.
    "Neutron Shark": {
        "abilities": [
            {
                "trigger": ["play", "fight", "reap"],
                "effects": [
                    {"destroy": True, "target": "enemy-creature-or-artifact"},
                    {"destroy": True, "target": "friendly-creature-or-artifact"},
                    {"discard": 1, "from": "deck-top"},
                    {"repeat": "card-effect", "if": {"previous": {"not_house": "logos"}}},
                ],
            }
        ],
        "cites": ["kf:faq/de-54"],
    },
    # Play: two friendly and two enemy creatures are chosen and each goes back into its
    # owner's deck. Fewer on a side: as many as there are (kf:rules/resolve-as-much-as-possible).
    "Lost in the Woods": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"shuffle_into_deck": True, "target": {"side": "friendly", "count": 2}},
                    {"shuffle_into_deck": True, "target": {"side": "enemy", "count": 2}},
                ],
            }
        ],
        "cites": ["kf:faq/de-17"],
    },
    # Play: up to three artifacts go back to their owners' hands.
    "Grasping Vines": {
        "abilities": [
            {"trigger": "play", "effects": [{"return_to_hand": True, "target": {"kind": "artifact", "up_to": 3}}]}
        ],
        "cites": ["kf:faq/de-19", "kf:faq/de-28"],
    },
    # Action: purge a creature in play, held by this box; if that happened, the opponent
    # takes control of the box. When the box leaves play, the cards it purged come back
    # into play (put into play, not played: kf:glossary/play).
    "Spangler Box": {
        "abilities": [
            {
                "trigger": "action",
                "effects": [
                    {"purge": True, "target": "creature", "held": True},
                    {"control": "opponent", "target": "self", "if_you_do": True},
                ],
            }
        ],
        "cites": ["kf:faq/de-19"],
    },
    # Play: one card from its player's hand goes face down beneath it. Omni: play that
    # card, then sacrifice Masterplan (in that order: it is still in play while the card
    # beneath is played).
    "Masterplan": {
        "abilities": [
            {"trigger": "play", "effects": [{"put_under": 1, "from": "hand"}]},
            {"trigger": "omni", "effects": [{"play": "under-self"}, {"sacrifice": True, "target": "self"}]},
        ],
        "cites": ["kf:faq/de-28"],
    },
    # Play: for each key the opponent has forged, one enemy creature goes into this
    # player's archives; should one of them leave those archives, it goes to its owner's
    # hand instead (the wording of errata kf:errata/cota-175, which the card file has).
    "Sample Collection": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"archive": True, "target": "enemy-creature", "for_each": "opponent.keys", "to_owner_hand": True}
                ],
            }
        ],
        "errata": ["kf:errata/cota-175"],
        "cites": ["kf:faq/de-21"],
    },
    # Play: the opponent discards every card in their archives; this player gains one
    # æmber per card that was discarded that way (kf:glossary/this-way).
    "Dysania": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"discard": "all", "from": "archives", "who": "opponent"},
                    {"gain": "this-way"},
                ],
            }
        ],
        "cites": ["kf:faq/de-21"],
    },
    # As corrected by kf:errata/cota-310 (PL).
    # Constant: it deals no damage when it fights (attacking or defending), and damage
    # that would be dealt to one of its neighbours that is not a Specter is dealt to it
    # instead (after the neighbour's armor, which prevents damage before it is dealt).
    "Shadow Self": {
        "static": [{"fight_damage": 0}, {"redirect_damage": "neighbors", "except_trait": "specter"}],
        "errata": ["kf:errata/cota-310"],
        "cites": ["kf:faq/de-22"],
    },
    # Action: a chosen creature counts as a flank creature for the rest of the turn and
    # has "Reap: draw a card" until then (kf:glossary/lasting-effects).
    "Spectral Tunneler": {
        "abilities": [
            {
                "trigger": "action",
                "effects": [
                    {
                        "lasting": {
                            "kind": "modify",
                            "static": {
                                "gains": {"flank": True, "abilities": [{"trigger": "reap", "effects": [{"draw": 1}]}]}
                            },
                        },
                        "target": "creature",
                        "duration": "turn",
                    }
                ],
            }
        ],
        "cites": ["kf:faq/de-24", "kf:faq/de-41"],
    },
    # Play: 3 damage to a flank creature, 2 to a neighbour of it, then 1 to that second
    # creature's other neighbour (the one not hit yet).
    "Positron Bolt": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"deal_damage": 3, "target": "flank-creature"},
                    {"deal_damage": 2, "target": {"where": "neighbor", "of": "previous"}},
                    {"deal_damage": 1, "target": {"where": "neighbor", "of": "previous", "new": True}},
                ],
            }
        ],
        "cites": ["kf:faq/de-24"],
    },
    # Reap: another creature in play (either side) has its "Reap:" ability triggered, and
    # it resolves for this card's controller as if they controlled that creature; the
    # other creature is not used, so it does not exhaust (kf:glossary/as-if-you-controlled-it).
    "Replicator": {
        "abilities": [
            {
                "trigger": "reap",
                "effects": [{"trigger_ability": "reap", "target": "other-creature", "as_if_yours": True}],
            }
        ],
        "cites": ["kf:faq/de-26", "kf:faq/de-42"],
    },
    # Play: if the opponent forged a key during their last turn, that key is unforged
    # (one key: the card speaks of a single key); then the opponent gains 6 æmber.
    "Key Hammer": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"unforge": 1, "who": "opponent", "if": ["opponent.forged_last_turn", ">=", 1]},
                    {"gain": 6, "who": "opponent"},
                ],
            }
        ],
        "cites": ["kf:faq/de-44"],
    },
    # Play: during the opponent's next turn, they cannot use creatures to fight.
    "Foggify": {
        "abilities": [
            {
                "trigger": "play",
                "effects": [{"lasting": {"kind": "cannot-use", "how": "fight"}, "duration": "opponent-next-turn"}],
            }
        ],
        "cites": ["kf:faq/de-45"],
    },
}
