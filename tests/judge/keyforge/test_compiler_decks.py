"""The compiler's 'decks' family (grammar/decks.lark, families/decks.py): searching a deck and
discard pile, shuffling. Printed sentences → card format, and scenarios with real cards showing
what the engine does (verbs_decks.py, kf:glossary/search)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def effects(text, card_type="action", name="Foo"):
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    (ability,) = r.definition["abilities"]
    return ability["effects"]


def not_compiled(text, card_type="action"):
    return not compile_text("Foo", card_type, text).complete


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # a card by its name, from deck and discard pile
        ("Reap: Search your deck and discard pile for a War Grumpus, reveal it, and add it to your hand. "
         "Then, shuffle your deck.",
         [{"search": {"zones": ["deck", "discard"], "match": {"name": "War Grumpus"}, "count": 1}},
          {"shuffle_deck": True}]),
        # a card of a house, from the deck only, after "if you do"
        ("Omni: Sacrifice Foo. If you do, search your deck for a Saurian card, reveal it, and add it to your hand.",
         [{"sacrifice": True, "target": "self"},
          {"search": {"zones": ["deck"], "match": {"house": "saurian"}, "count": 1}, "if_you_do": True}]),
        # any card; any number of creatures of a trait
        ("Omni: Search your deck for a card and add it to your hand.",
         [{"search": {"zones": ["deck"], "match": {}, "count": 1}}]),
        ("Play: Search your deck and discard pile for any number of Niffle creatures, reveal them, and put them "
         "into your hand. Shuffle your deck.",
         [{"search": {"zones": ["deck", "discard"], "match": {"trait": "niffle", "type": "creature"}, "count": "any"}},
          {"shuffle_deck": True}]),
        # zones shuffled into the deck; cards chosen from the discard pile
        ("Action: Shuffle your hand and discard pile into your deck.", [{"shuffle_deck": ["hand", "discard"]}]),
        ("Play: Shuffle your discard pile into your deck.", [{"shuffle_deck": ["discard"]}]),
        ("Play: Shuffle any number of creatures from your discard pile into your deck.",
         [{"shuffle_deck": True, "target": {"up_to": "any", "type": "creature", "zone": "discard", "player": "you",
                                            "kind": "card"}}]),
    ],
)
def test_sentence_to_definition(text, expected):
    assert effects(text) == expected


# a phrase that names no card is not read as a card's name (never guessed)
def test_a_phrase_that_names_no_card_is_not_compiled():
    assert not_compiled("Play: Search your deck for a frobnicator, reveal it, and add it to your hand.")


# the engine refuses malformed definitions when they load
@pytest.mark.parametrize("eff", [
    {"search": {"zones": ["hand"], "match": {}, "count": 1}},
    {"search": {"zones": ["deck"], "match": {}, "count": 0}},
    {"search": {"zones": ["deck"], "count": 1}},
    {"shuffle_deck": ["archives"]},
    {"shuffle_deck": "yes"},
])
def test_malformed_deck_verbs_are_refused(eff):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect(eff)


# -- the engine does it ----------------------------------------------------------------------------


def zones(r, player="alice"):
    p = r.final_state["players"][player]
    return {z: p[z] for z in ("hand", "deck", "discard")}


# kf:glossary/search — Grumpus Tamer: the player finds a War Grumpus in the deck, reveals it and
# takes it; the searched deck is shuffled (the engine keeps the order and says so)
def test_grumpus_tamer_finds_a_war_grumpus(run):
    alice = {"battleline": ["Grumpus Tamer"], "deck": ["Troll", "War Grumpus", "Krump"]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Grumpus Tamer"}], choices=["War Grumpus"])
    assert zones(r) == {"hand": ["War Grumpus"], "deck": ["Troll", "Krump"], "discard": []}
    search = next(s for s in r.steps if s["event"] == "search")
    assert "kf:glossary/search" in search["cites"]
    assert [s["event"] for s in r.steps].count("shuffle") == 2  # after the search, and "then, shuffle your deck"


# kf:glossary/search — the player may choose not to find it
def test_a_search_may_find_nothing(run):
    alice = {"battleline": ["Grumpus Tamer"], "deck": ["War Grumpus"]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Grumpus Tamer"}], choices=["none"])
    assert zones(r) == {"hand": [], "deck": ["War Grumpus"], "discard": []}


# kf:glossary/search — it looks in the discard pile too (Help from Future Self), then the discard
# pile goes into the deck
def test_help_from_future_self_searches_the_discard_pile(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "untamed"], "hand": ["Help from Future Self"],
             "deck": ["Troll"], "discard": ["Timetraveller", "Krump"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Help from Future Self"}], choices=["Timetraveller"])
    z = zones(r)
    assert z["hand"] == ["Timetraveller"] and z["deck"] == ["Troll", "Krump"]
    assert z["discard"] == ["Help from Future Self"]  # the action card itself goes there after resolving


# kf:glossary/if-you-do — Orb of Wonder: no search unless it was sacrificed; any card of the deck
def test_orb_of_wonder_takes_any_card_of_the_deck(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "untamed"], "artifacts": ["Orb of Wonder"],
             "deck": ["Troll", "Krump"]}
    r = run(alice=alice, actions=[{"type": "use-omni", "card": "Orb of Wonder"}], choices=["Krump"])
    assert zones(r)["hand"] == ["Krump"] and "Orb of Wonder" in zones(r)["discard"]


# kf:glossary/ability — Screaming Cave: hand and discard pile go into the deck
def test_screaming_cave_shuffles_hand_and_discard_pile_into_the_deck(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "artifacts": ["Screaming Cave"], "hand": ["Troll"], "deck": ["Krump"],
             "discard": ["Bumpsy"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Screaming Cave"}])
    z = zones(r)
    assert z["hand"] == [] and z["discard"] == [] and sorted(z["deck"]) == ["Bumpsy", "Krump", "Troll"]


# Saurus Rex: "If Saurus Rex is in the center of your battleline, you may exalt it." — "it" before the
# ability chose anything would be read as the previous choice (there is none, so the exalt and the
# search after it would never happen): not compiled, the card stays unsupported
def test_it_before_anything_was_chosen_is_not_compiled():
    # (after a condition on the card itself, "it" is the card: "If Foo is in the center of your
    # battleline, you may exalt it", test_compiler_kwa.py)
    r = compile_text("Foo", "creature", "Fight/Reap: If it is your turn, you may exalt it. "
                                         "If you do, search your deck for a Saurian card, reveal it, and add it to your hand.")
    assert not r.complete and r.sentences[0][2] == "'it' before anything in the ability was chosen is not compiled"
