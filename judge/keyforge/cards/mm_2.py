"""Mass Mutation (MM), continued: what the cards do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {
    # Comes into play ready when one of its controller's creatures has already been
    # destroyed this turn; the condition is read as it enters play (kf:timing/play/put-into-play).
    "Bonesaw": {
        "static": [{"enters_ready": True, "if": ["you.creatures_destroyed", ">=", 1]}],
        "cites": ["kf:faq/pl-60"],
    },
    # Whatever damage a creature next to it is dealt in a fight, it is dealt as well, in
    # the same damage step (kf:glossary/neighbor, kf:timing/fight/deal-damage).
    # Reap: steal one æmber.
    "Drecker": {
        "static": [{"shares_neighbors_fight_damage": True}],
        "abilities": [{"trigger": "reap", "effects": [{"steal": 1}]}],
        "cites": ["kf:faq/pl-56"],
    },
    # Enhance (printed) works only in deck building (kf:glossary/enhance). Play: the next
    # card its player plays this turn resolves every bonus icon it has, printed æmber
    # included, one more time (kf:glossary/bonus-icons, kf:glossary/lasting-effects).
    "Wild Bounty": {
        "abilities": [{"trigger": "play", "effects": [{"lasting": {"kind": "repeat-bonus"}, "duration": "turn"}]}],
        "cites": ["kf:faq/pl-61"],
    },
}
