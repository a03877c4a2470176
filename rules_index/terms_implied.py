"""What a question's situation implies in the rules' own words.

Players describe what happened ("the creature is destroyed", "a creature I played this turn");
the rule that answers speaks of what that means ("leaves play", "enters play exhausted"). The
word bridges (``terms``, ``terms_riftbound``, ``terms_rules_language``) translate words; this
table adds, for a few such situations, the words of the state they put a card in — each entry
cites the rule that makes the implication true, so that it is a fact of the game and not a
guess about one question. A question matches an entry when it contains, after stemming, every
word of one of its ``when`` phrases (in any order); the entry's ``then`` words (the one word that
names the implied state, in each document language) are added to the question as one more word
with alternatives: they fetch candidates and count in coverage.

Same languages as the documents: "then" terms in German and Polish; "when" phrases in German,
Polish and English.
"""

from __future__ import annotations

IMPLIED: tuple[dict, ...] = (
    {   # kf:glossary/leaves-play lists "zerstört" among the ways a card leaves play
        "rule": "kf:glossary/leaves-play",
        "when": {"de": ["zerstört", "zerstören"], "pl": ["zniszczone", "zniszczony", "zniszczona", "zostaje zniszczone"],
                 "en": ["destroyed"]},
        "then": {"de": ["verlässt"], "pl": ["opuszcza"]},
    },
    {   # kf:rules/creatures, kf:rules/ready-and-exhausted: creatures (and artifacts) enter play exhausted
        "rule": "kf:rules/ready-and-exhausted",
        "when": {"de": ["diesem Zug gespielt", "gerade gespielt", "gerade ausgespielt"],
                 "pl": ["zagrane w tej turze", "zagrany w tej turze", "zagrana w tej turze", "właśnie zagrane"],
                 "en": ["played this turn", "just played"]},
        "then": {"de": ["erschöpft"], "pl": ["wyczerpane", "wyczerpany"]},
    },
)
