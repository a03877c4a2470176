"""The compiler's 'kwc' family (grammar/kwc.lark, families/kwc.py) and the engine behaviour it
needs (judge/keyforge/verbs_kwc.py): Worlds Collide shapes (the third list of the set). Printed
sentences → card format, and scenarios that play the real cards by name."""

import pytest

from .conftest import compiled, state

LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "untamed"]}


# -- Dr. Milli ------------------------------------------------------------------------------------
def test_not_counting_the_card_itself():
    # "Dr." ends no sentence (compiler/text.py ABBREVIATION); your count leaves Dr. Milli out
    d = compiled("Play: For each creature your opponent controls in excess of you, not counting Dr. Milli, "
                 "archive a card.", name="Dr. Milli")
    assert d["abilities"] == [{"trigger": "play", "effects": [{"archive": 1, "for_each": {
        "difference": ["opponent.creatures", {"count": {"side": "friendly", "other": True, "each": True}}]}}]}]


# kf:glossary/for-each — the opponent has 3 creatures, you 1 besides Dr. Milli: archive 2 cards from hand
# (kf:glossary/archive); with as many creatures as the opponent, none
@pytest.mark.parametrize("mine, archived", [(["Troll"], 2), (["Troll", "Krump", "Bumpsy"], 0)])
def test_dr_milli_archives_one_card_per_creature_in_excess(run, mine, archived):
    r = run(alice={**LOGOS, "hand": ["Dr. Milli", "Anger", "Punch", "Ganger Chieftain"], "battleline": mine},
            bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Dr. Milli"}],
            choices=["right"] + ["Anger", "Punch"][:archived])
    assert len(state(r, "players.alice.archives")) == archived
    assert len(state(r, "players.alice.hand")) == 3 - archived


# -- Timequake ------------------------------------------------------------------------------------
def test_shuffle_each_friendly_card_and_draw_for_each_into_your_deck():
    d = compiled("Play: Shuffle each friendly card in play into your deck. Draw a card for each card shuffled into "
                 "your deck this way.", "action", "Timequake")
    assert d["abilities"][0]["effects"] == [{"kwc_shuffle_friendly_cards": True},
                                            {"draw": 1, "for_each": "kwc.shuffled_into_yours"}]


# kf:glossary/leaves-play, kf:glossary/this-way — a creature, an artifact and an upgrade of Alice's go
# into her deck (3 draws); Bob's creature she controls goes into Bob's deck and draws nothing
def test_timequake_shuffles_friendly_cards_and_draws_for_those_in_your_deck(run):
    r = run(alice={"hand": ["Timequake"], "deck": ["Anger"] * 5,
                   "battleline": [{"card": "Troll", "upgrades": ["Blood of Titans"]}, {"card": "Krump", "owner": "bob"}],
                   "artifacts": ["Gorm of Omm"]},
            bob={"battleline": ["Bumpsy"]},
            actions=[{"type": "play", "card": "Timequake"}])
    assert state(r, "players.alice.battleline") == [] and state(r, "players.alice.artifacts") == []
    assert state(r, "players.bob.deck") == ["Krump"] and state(r, "players.bob.battleline") == ["Bumpsy"]
    assert state(r, "players.alice.hand") == ["Anger"] * 3
    assert sorted(state(r, "players.alice.deck")) == ["Anger", "Anger", "Blood of Titans", "Gorm of Omm", "Troll"]
