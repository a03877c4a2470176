"""The compiler's 'zones' family (grammar/zones.lark, families/zones.py): printed sentences →
card format, and for each engine mechanism the family relies on (verbs_zones.py) a scenario
that shows the engine does what the printed text says. The scenario cards are compiled from
the printed text itself (``_card``), so a test checks sentence and engine together."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

HAND_ANY = {"kind": "card", "zone": "hand", "player": "you"}


def compiled(text, card_type="action", name="Foo"):
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    return r.definition["abilities"]


def effects(text, card_type="action"):
    (ability,) = compiled(text, card_type)
    return ability["effects"]


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # looking at the top of a deck, then moving some of the cards looked at
        ("Fight: Look at the top 3 cards of your deck. Put 1 into your hand and 1 on the bottom of your deck.",
         [{"look_at": 3, "from": "deck-top"}, {"move_looked": 1, "into": "hand"},
          {"move_looked": 1, "into": "deck-bottom"}]),
        ("Play: Look at the top 3 cards of your deck. Add 1 to your hand and discard the others.",
         [{"look_at": 3, "from": "deck-top"}, {"move_looked": 1, "into": "hand"}, {"move_looked": "rest", "into": "discard"}]),
        ("Play: You may look at the top 3 cards of your deck. Archive 1, add 1 to your hand, and discard 1.",
         [{"look_at": 3, "from": "deck-top", "may": True}, {"move_looked": 1, "into": "archives"},
          {"move_looked": 1, "into": "hand"}, {"move_looked": 1, "into": "discard"}]),
        ("Play: Look at the top 2 cards of your deck. Discard 1 of them.",
         [{"look_at": 2, "from": "deck-top"}, {"move_looked": 1, "into": "discard"}]),
        ("Play: Look at the top 3 cards of your opponent's deck. Discard 1 and put the others back in any order.",
         [{"look_at": 3, "from": "deck-top", "who": "opponent"}, {"move_looked": 1, "into": "discard"},
          {"move_looked": "rest", "into": "deck-top"}]),
        ("Play: Look at the top 3 cards of your deck and put them back in any order.",
         [{"look_at": 3, "from": "deck-top"}, {"move_looked": "rest", "into": "deck-top"}]),
        ("Play: Look at the top card of your deck. You may discard that card.",
         [{"look_at": 1, "from": "deck-top"}, {"discard": True, "target": "previous-target", "may": True}]),
        ("Play: Look at your opponent's hand.", [{"look_at": "all", "from": "hand", "who": "opponent"}]),
        # revealing
        ("Play: Reveal any number of Mars cards from your hand. For each card revealed this way, draw 1 card.",
         [{"reveal": True, "target": {"up_to": "any", "house": "mars", **HAND_ANY}}, {"draw": 1, "for_each": "this-way"}]),
        ("Omni: Reveal a Mars creature from your hand. If you do, archive it.",
         [{"reveal": True, "target": {"house": "mars", "type": "creature", **HAND_ANY}},
          {"archive": True, "target": "previous-target", "if_you_do": True}]),
        ("Reap: Reveal the top card of your deck. If it is a Logos card, play it. Otherwise, archive it.",
         [{"look_at": 1, "from": "deck-top", "revealed": True},
          {"play_card": True, "target": "previous-target", "if": {"previous": {"house": "logos"}}},
          {"archive": True, "target": "previous-target", "otherwise": True}]),
        # "choose a house": that house in later targets and conditions; a condition holds for the whole sentence
        ("Play: Choose a house. Return each creature of that house from your discard pile to your hand.",
         [{"choose_house": True}, {"return_to_hand": True, "target": {
             "each": True, "type": "creature", "house": "chosen", "zone": "discard", "player": "you", "kind": "card"}}]),
        ("Play: Choose a house. Stun each creature of that house.",
         [{"choose_house": True}, {"stun": True, "target": {"each": True, "house": "chosen"}}]),
        ("Reap: Choose a house. Reveal the top card of your deck. If it is of that house, archive it and gain 1A. "
         "Otherwise, discard it.",
         [{"choose_house": True}, {"look_at": 1, "from": "deck-top", "revealed": True},
          {"archive": True, "target": "previous-target", "if": {"previous": {"house": "chosen"}}},
          {"gain": 1, "if": {"previous": {"house": "chosen"}}},
          {"discard": True, "target": "previous-target", "otherwise": True}]),
        # cards out of play: a creature there is a card of type creature
        ("Play: Archive a creature from your discard pile.",
         [{"archive": True, "target": {"type": "creature", "zone": "discard", "player": "you", "kind": "card"}}]),
        ("Action: Discard a creature from your hand.",
         [{"discard": True, "target": {"type": "creature", **HAND_ANY}}]),
        ("Play: Return a creature from your discard pile to the top of your deck.",
         [{"to_deck": "top", "target": {"type": "creature", "zone": "discard", "player": "you", "kind": "card"}}]),
        ("Play: Purge each card in your hand.", [{"purge": True, "target": {"each": True, **HAND_ANY}}]),
        ("Action: You may archive a friendly creature or artifact from play.",
         [{"archive": True, "target": {"side": "friendly", "kind": "card"}, "may": True}]),
        ("Play: Archive a card from your hand.", [{"archive": 1}]),
        ("Play: Choose and discard 2\u202fcards from your hand.", [{"discard": 2}]),  # a narrow no-break space
        ("Play: Archive 2 random cards from your hand.", [{"archive": 2, "random": True}]),
        ("Action: Archive Foo and up to 2 cards from your hand.",
         [{"archive": True, "target": "self"}, {"archive": True, "target": {**HAND_ANY, "up_to": 2}}]),
        ("Play: Put an enemy creature into your archives.", [{"archive": True, "target": {"side": "enemy"}, "into": "you"}]),
        ("Play: Your opponent discards each of their archived cards. You gain 1A for each card discarded this way.",
         [{"discard": "all", "from": "archives", "who": "opponent"}, {"gain": 1, "for_each": "this-way"}]),
        ("Play: Put an enemy creature into your opponent's archives.",
         [{"archive": True, "target": {"side": "enemy"}, "into": "opponent"}]),
        ("Fight: You may discard a Logos card from your hand or archives.",
         [{"discard": True, "target": {"house": "logos", "kind": "card", "zone": ["hand", "archives"], "player": "you"},
           "may": True}]),
        ("Play: Return each friendly Niffle creature from your discard pile and from play to your hand.",
         [{"return_to_hand": True, "target": {"each": True, "side": "friendly", "trait": "niffle", "type": "creature",
                                              "zone": ["play", "discard"], "player": "you", "kind": "card"}}]),
        ("Play: Look at your opponent's hand. You may choose and purge a Sanctum card in it.",
         [{"look_at": "all", "from": "hand", "who": "opponent"},
          {"move_looked": 1, "into": "purged", "match": {"house": "sanctum"}, "may": True}]),
        ("Play: Reveal your hand. Purge each revealed non-Mars creature and gain 1A for each card purged this way.",
         [{"look_at": "all", "from": "hand", "revealed": True},
          {"move_looked": "rest", "into": "purged", "match": {"not_house": "mars", "type": "creature"}},
          {"gain": 1, "for_each": "this-way"}]),
        ("Play: Purge each friendly Shadows creature. Steal 1A for each creature purged this way.",
         [{"purge": True, "target": {"each": True, "side": "friendly", "house": "shadows"}},
          {"steal": 1, "for_each": "this-way"}]),
        ("Play: You may purge one of Foo's neighbors.",
         [{"purge": True, "target": {"where": "neighbor", "of": "self"}, "may": True}]),
        ("Action: Archive a purged card you own.",
         [{"archive": True, "target": {"kind": "card", "zone": "purged", "player": "you"}}]),
        ("Play: Put an enemy creature into your archives for each key your opponent has forged.",
         [{"archive": True, "target": {"side": "enemy"}, "for_each": "opponent.keys", "into": "you"}]),
        ("Play: Choose a house on your opponent's identity card.", [{"choose_house": "opponent-identity"}]),
        ("Action: Purge a friendly Human creature from play. If you do, play a creature from your discard pile.",
         [{"purge": True, "target": {"side": "friendly", "trait": "human"}},
          {"play_card": True, "target": {"type": "creature", "zone": "discard", "player": "you", "kind": "card"},
           "if_you_do": True}]),
        ("Play: You may purge an archived card to stun a creature.",
         [{"purge": True, "target": {"kind": "card", "zone": "archives", "player": "you"}, "may": True},
          {"stun": True, "target": {}, "if_you_do": True}]),
        ("Play: Steal 1A. Then, steal 1A for each copy of Foo in your discard pile.",
         [{"steal": 1}, {"steal": 1, "for_each": {"count": {"kind": "card", "zone": "discard", "player": "you",
                                                           "name": "self", "each": True}}}]),
        ("Destroyed: Purge a random card from your opponent's hand.", [{"purge_random": 1, "who": "opponent"}]),
        # discarding until a card turns up; archives that are not the owner's
        ("Play: Discard cards from the top of your deck until you discard a Mars creature or run out of cards. "
         "If you discard a Mars creature this way, put it into your hand.",
         [{"discard_until": {"house": "mars", "type": "creature"}},
          {"return_to_hand": True, "target": "previous-target", "if": {"previous": {"house": "mars", "type": "creature"}}}]),
        ("Reap: Put an enemy creature into your archives. If that creature leaves your archives, it is put into its "
         "owner's hand instead.",
         [{"archive": True, "target": {"side": "enemy"}, "into": "you"}, {"archived_to_owner_hand": True}]),
    ],
)
def test_sentence_compiles_to(text, expected):
    assert effects(text, "creature") == expected


@pytest.mark.parametrize(
    "text",
    [
        # ("archive each card of the chosen house" after "reveal the top 3 cards" compiles now, as the revealed
        # cards: family kmm, test_compiler_kmm_2.py, New Frontiers)
        # ("return an artifact or flank creature" compiles now: family kcc, test_compiler_kcc.py, Snudge)
        "Play: Discard a creature or artifact from your hand.",  # out of play: no such filter
    ],
)
def test_sentence_is_not_compiled(text):
    assert not compile_text("Foo", "action", text).complete


def test_beneath_the_card_itself():
    assert compiled("Play: Put a card from your hand facedown beneath Foo. Omni: Play the card beneath Foo.",
                    "artifact") == [{"trigger": "play", "effects": [{"put_under": 1, "from": "hand"}]},
                                    {"trigger": "omni", "effects": [{"play": "under-self"}]}]


@pytest.mark.parametrize(
    "effect",
    [
        {"look_at": 2, "from": "discard"},
        {"look_at": "some"},
        {"move_looked": 1, "into": "battleline"},
        {"move_looked": "rest", "into": "hand", "match": {"colour": "red"}},
        {"discard_until": "mars"},
        {"choose_house": "mars"},
        {"purge_random": "a few"},
        {"reveal": True},
        {"archive": True, "target": "enemy-creature", "into": "bob"},
    ],
)
def test_bad_card_data_is_rejected(effect):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect(effect)


# -- the engine does what the text says -----------------------------------------------------------
def _card(name, text, card_type="action", house="logos", **facts):
    """A test card whose abilities are compiled from ``text``."""
    return {"name": name, "house": house, "type": card_type, "abilities": compiled(text, card_type, name), **facts}


def _deck(*names, house="logos", card_type="action"):
    return [{"name": n, "house": house, "type": card_type} for n in names]


def _run(alice, bob=None, actions=(), choices=()):
    import sys
    from pathlib import Path

    from judge.keyforge.runner import resolve

    sys.path.insert(0, str(Path(__file__).parent))
    from conftest import _scenario

    return resolve(_scenario(alice=alice, bob=bob, actions=actions, choices=choices))


def _zones(r, player="alice"):
    return r.final_state["players"][player]


LOGOS = {"house": "logos", "houses": ["logos", "mars", "brobnar"]}
PLAY = [{"type": "play", "card": "Test Card"}]


# kf:glossary/ability — "look at the top 3 cards. Put 1 into your hand and 1 on the bottom of your deck":
# the player chooses; the third card stays on top
def test_looked_cards_go_to_hand_and_bottom_and_the_rest_stays_on_top():
    card = _card("Test Card", "Play: Look at the top 3 cards of your deck. Put 1 into your hand and 1 on the bottom "
                 "of your deck.")
    r = _run({**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B", "Test C", "Test D")}, actions=PLAY,
             choices=["Test B", "Test A"])
    assert _zones(r)["hand"] == ["Test B"]
    assert _zones(r)["deck"] == ["Test C", "Test D", "Test A"]


# kf:glossary/archives, kf:glossary/discard-pile — "archive 1, add 1 to your hand, and discard 1"
def test_each_looked_card_goes_where_the_player_puts_it():
    card = _card("Test Card", "Play: You may look at the top 3 cards of your deck. Archive 1, add 1 to your hand, "
                 "and discard 1.")
    r = _run({**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B", "Test C", "Test D")}, actions=PLAY,
             choices=["yes", "Test C", "Test A"])
    z = _zones(r)
    assert (z["archives"], z["hand"], z["deck"]) == (["Test C"], ["Test A"], ["Test D"])
    assert z["discard"][0] == "Test B"


# kf:glossary/ability — "discard 1 and put the others back in any order", on the opponent's deck
def test_looked_cards_of_the_opponent_go_back_in_the_chosen_order():
    card = _card("Test Card", "Play: Look at the top 3 cards of your opponent's deck. Discard 1 and put the others "
                 "back in any order.")
    r = _run({**LOGOS, "hand": [card]}, {"deck": _deck("Test A", "Test B", "Test C", "Test D")}, actions=PLAY,
             choices=["Test B", "Test C"])
    assert _zones(r, "bob")["deck"] == ["Test C", "Test A", "Test D"]
    assert _zones(r, "bob")["discard"] == ["Test B"]


# kf:glossary/may — "look at the top card of your deck. You may discard that card."
def test_the_card_looked_at_can_be_discarded_or_left():
    card = _card("Test Card", "Play: Look at the top card of your deck. You may discard that card.")
    kept = _run({**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B")}, actions=PLAY, choices=["no"])
    gone = _run({**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B")}, actions=PLAY, choices=["yes"])
    assert _zones(kept)["deck"] == ["Test A", "Test B"]
    assert _zones(gone)["deck"] == ["Test B"] and "Test A" in _zones(gone)["discard"]


# kf:glossary/this-way — "reveal any number of Mars cards from your hand. For each card revealed this way, draw 1 card."
def test_revealed_cards_count_for_each():
    card = _card("Test Card", "Play: Reveal any number of Mars cards from your hand. For each card revealed this way, "
                 "draw 1 card.")
    hand = [card] + _deck("Test M1", "Test M2", "Test M3", house="mars") + _deck("Test L")
    r = _run({**LOGOS, "hand": hand, "deck": _deck("Test A", "Test B", "Test C")}, actions=PLAY,
             choices=["Test M1", "Test M3", "done"])
    assert _zones(r)["deck"] == ["Test C"]  # two revealed, two drawn; nothing revealed leaves the hand
    assert sorted(_zones(r)["hand"]) == ["Test A", "Test B", "Test L", "Test M1", "Test M2", "Test M3"]


# kf:glossary/if-you-do, kf:glossary/archives — "reveal a Mars creature from your hand. If you do, archive it."
def test_a_revealed_card_can_be_named_and_archived():
    card = _card("Test Card", "Play: Reveal a Mars creature from your hand. If you do, archive it.")
    mars = _deck("Test Martian", house="mars", card_type="creature")
    r = _run({**LOGOS, "hand": [card] + mars + _deck("Test Mars Action", house="mars")}, actions=PLAY,
             choices=["Test Martian"])
    assert _zones(r)["archives"] == ["Test Martian"] and _zones(r)["hand"] == ["Test Mars Action"]
    none = _run({**LOGOS, "hand": [card] + _deck("Test Mars Action", house="mars")}, actions=PLAY)
    assert _zones(none)["archives"] == []  # an action card is not a creature: nothing revealed, nothing archived


# kf:glossary/play — "reveal the top card of your deck. If it is a Logos card, play it. Otherwise, archive it."
def test_a_revealed_top_card_is_played_or_archived():
    card = _card("Test Card", "Play: Reveal the top card of your deck. If it is a Logos card, play it. Otherwise, "
                 "archive it.")
    gain = {"name": "Test Gain", "house": "logos", "type": "action", "abilities": [
        {"trigger": "play", "effects": [{"gain": 2}]}]}
    played = _run({**LOGOS, "hand": [card], "deck": [gain] + _deck("Test B")}, actions=PLAY)
    archived = _run({**LOGOS, "hand": [card], "deck": _deck("Test Mars", house="mars") + _deck("Test B")}, actions=PLAY)
    assert _zones(played)["amber"] == 2 and _zones(played)["deck"] == ["Test B"]
    assert _zones(archived)["archives"] == ["Test Mars"] and _zones(archived)["amber"] == 0


# kf:glossary/ability — "choose a house": "that house" in the next effects
def test_the_chosen_house_filters_later_effects():
    card = _card("Test Card", "Play: Choose a house. Return each creature of that house from your discard pile to "
                 "your hand.")
    discard = _deck("Test Mars Beast", house="mars", card_type="creature") + _deck("Test Mars Plan", house="mars") + \
        _deck("Test Ogre", house="brobnar", card_type="creature")
    r = _run({**LOGOS, "hand": [card], "discard": discard}, actions=PLAY, choices=["mars"])
    assert _zones(r)["hand"] == ["Test Mars Beast"]


# kf:glossary/otherwise — "if it is of that house, archive it and gain 1A. Otherwise, discard it."
def test_a_condition_holds_for_every_part_of_its_sentence():
    card = _card("Test Card", "Play: Choose a house. Reveal the top card of your deck. If it is of that house, archive "
                 "it and gain 1A. Otherwise, discard it.")
    board = {**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B")}
    hit = _run(board, actions=PLAY, choices=["logos"])
    miss = _run(board, actions=PLAY, choices=["mars"])
    assert (_zones(hit)["archives"], _zones(hit)["amber"]) == (["Test A"], 1)
    assert (_zones(miss)["archives"], _zones(miss)["amber"]) == ([], 0) and "Test A" in _zones(miss)["discard"]


# kf:glossary/discard-pile — "discard cards from the top of your deck until you discard a Mars creature or run out"
def test_discarding_until_a_mars_creature_turns_up():
    card = _card("Test Card", "Play: Discard cards from the top of your deck until you discard a Mars creature or run "
                 "out of cards. If you discard a Mars creature this way, put it into your hand.")
    deck = _deck("Test A", house="mars") + _deck("Test Martian", house="mars", card_type="creature") + _deck("Test C")
    r = _run({**LOGOS, "hand": [card], "deck": deck}, actions=PLAY)
    assert _zones(r)["hand"] == ["Test Martian"] and _zones(r)["deck"] == ["Test C"]
    dry = _run({**LOGOS, "hand": [card], "deck": _deck("Test A", "Test B")}, actions=PLAY)
    assert _zones(dry)["deck"] == [] and _zones(dry)["hand"] == []


# kf:glossary/archives, kf:glossary/replacement-effects — "if that creature leaves your archives, it is put into its
# owner's hand instead": discarded from the archives later, it goes to bob's hand
def test_an_archived_enemy_creature_goes_back_to_its_owners_hand():
    card = _card("Test Card", "Play: Put an enemy creature into your archives. If that creature leaves your archives, "
                 "it is put into its owner's hand instead.")
    purge = {"name": "Test Purge", "house": "logos", "type": "action", "abilities": [
        {"trigger": "play", "effects": [{"discard": "all", "from": "archives"}]}]}
    goblin = {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}
    r = _run({**LOGOS, "hand": [card, purge]}, {"battleline": [goblin]},
             actions=PLAY + [{"type": "play", "card": "Test Purge"}])
    assert _zones(r)["archives"] == [] and _zones(r, "bob")["hand"] == ["Test Goblin"]
    assert _zones(r, "bob")["discard"] == []


# kf:glossary/archives — "put an enemy creature into your opponent's archives"
def test_banished_creature_goes_into_the_opponents_archives():
    card = _card("Test Card", "Play: Put an enemy creature into your opponent's archives.")
    goblin = {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}
    r = _run({**LOGOS, "hand": [card]}, {"battleline": [goblin]}, actions=PLAY)
    assert _zones(r, "bob")["archives"] == ["Test Goblin"] and _zones(r)["archives"] == []


# kf:glossary/purge — "look at your opponent's hand. You may choose and purge a Sanctum card in it."
def test_a_card_seen_in_the_opponents_hand_is_purged():
    card = _card("Test Card", "Play: Look at your opponent's hand. You may choose and purge a Sanctum card in it.")
    hand = _deck("Test Psalm", "Test Hymn", house="sanctum") + _deck("Test Plan")
    r = _run({**LOGOS, "hand": [card]}, {"hand": hand}, actions=PLAY, choices=["yes", "Test Hymn"])
    assert _zones(r, "bob")["purged"] == ["Test Hymn"] and _zones(r, "bob")["hand"] == ["Test Psalm", "Test Plan"]


# kf:glossary/this-way — "purge each revealed non-Mars creature and gain 1A for each card purged this way"
def test_revealed_hand_purges_its_non_mars_creatures():
    card = _card("Test Card", "Play: Reveal your hand. Purge each revealed non-Mars creature and gain 1A for each card "
                 "purged this way.")
    hand = [card] + _deck("Test Ogre", "Test Troll", house="brobnar", card_type="creature") + \
        _deck("Test Martian", house="mars", card_type="creature") + _deck("Test Plan")
    r = _run({**LOGOS, "hand": hand}, actions=PLAY)
    assert sorted(_zones(r)["purged"]) == ["Test Ogre", "Test Troll"] and _zones(r)["amber"] == 2
    assert sorted(_zones(r)["hand"]) == ["Test Martian", "Test Plan"]


# kf:glossary/friendly — "return each friendly Niffle creature from your discard pile and from play to your hand"
def test_return_from_the_discard_pile_and_from_play():
    card = _card("Test Card", "Play: Return each friendly Niffle creature from your discard pile and from play to your "
                 "hand.")
    niffle = {"house": "untamed", "type": "creature", "power": 3, "traits": ["niffle"]}
    mine = [{"name": "Test Niffle A", **niffle}]
    theirs = [{"name": "Test Niffle B", **niffle}]
    r = _run({**LOGOS, "hand": [card], "battleline": mine, "discard": [{"name": "Test Niffle C", **niffle}]},
             {"battleline": theirs}, actions=PLAY)
    assert sorted(_zones(r)["hand"]) == ["Test Niffle A", "Test Niffle C"]
    assert _zones(r, "bob")["battleline"] == ["Test Niffle B"]


# kf:glossary/for-each, kf:errata/cota-175 — one enemy creature per forged key, each going home if it leaves
def test_each_creature_archived_per_key_goes_back_to_its_owner():
    card = _card("Test Card", "Play: Put an enemy creature into your archives for each key your opponent has forged. "
                 "If any of these creatures leave your archives, they are put into their owner's hand instead.")
    tidy = {"name": "Test Tidy", "house": "logos", "type": "action", "abilities": [
        {"trigger": "play", "effects": [{"discard": "all", "from": "archives"}]}]}
    bob = {"keys": 2, "battleline": [{"name": f"Test Goblin {i}", "house": "brobnar", "type": "creature", "power": 3}
                                     for i in (1, 2, 3)]}
    r = _run({**LOGOS, "hand": [card, tidy]}, bob, actions=PLAY + [{"type": "play", "card": "Test Tidy"}],
             choices=["Test Goblin 1", "Test Goblin 3"])
    assert sorted(_zones(r, "bob")["hand"]) == ["Test Goblin 1", "Test Goblin 3"]
    assert _zones(r, "bob")["battleline"] == ["Test Goblin 2"] and _zones(r)["archives"] == []


# kf:glossary/play — "purge a friendly Human creature from play. If you do, play a creature from your discard pile."
def test_a_creature_is_played_from_the_discard_pile():
    card = _card("Test Card", "Play: Purge a friendly Human creature from play. If you do, play a creature from your "
                 "discard pile.")
    human = {"name": "Test Human", "house": "logos", "type": "creature", "power": 2, "traits": ["human"]}
    discard = _deck("Test Plan") + [{"name": "Test Troll", "house": "brobnar", "type": "creature", "power": 5}]
    r = _run({**LOGOS, "hand": [card], "battleline": [human], "discard": discard}, actions=PLAY,
             choices=["Test Troll"])
    assert _zones(r)["purged"] == ["Test Human"] and _zones(r)["battleline"] == ["Test Troll"]
    alone = _run({**LOGOS, "hand": [card], "discard": discard}, actions=PLAY)
    assert _zones(alone)["battleline"] == []  # no human purged: nothing is played


# kf:glossary/choosing-a-house — "choose a house on your opponent's identity card": only those three are offered
def test_a_house_is_chosen_from_the_opponents_identity_card():
    card = _card("Test Card", "Play: Choose a house on your opponent's identity card. Stun each creature of that house.")
    goblin = {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}
    bob = {"houses": ["brobnar", "dis", "untamed"], "battleline": [goblin]}
    r = _run({**LOGOS, "hand": [card]}, bob, actions=PLAY, choices=["brobnar"])
    assert r.final_state["cards"]["test-goblin"]["stunned"] is True
    from judge.kernel.choices import InvalidAnswer

    with pytest.raises(InvalidAnswer, match="options: brobnar, dis, untamed"):  # mars is not on bob's identity card
        _run({**LOGOS, "hand": [card]}, bob, actions=PLAY, choices=["mars"])


# kf:glossary/for-each — "steal 1A for each copy of <this card> in your discard pile": the card's own name
def test_copies_of_the_card_itself_are_counted():
    card = _card("Test Card", "Play: Steal 1A for each copy of Test Card in your discard pile.")
    discard = [dict(card), dict(card)] + _deck("Test Other")  # two copies; this one is still resolving
    r = _run({**LOGOS, "hand": [card], "discard": discard}, {"amber": 5}, actions=PLAY)
    assert _zones(r)["amber"] == 2 and _zones(r, "bob")["amber"] == 3


# kf:glossary/discard-pile — "until you discard an <this card>": a card with the card's own name stops it
def test_discarding_until_a_copy_of_the_card_itself():
    card = _card("Test Card", "Play: You may discard cards from the top of your deck until you discard a Test Card or "
                 "run out of cards. If you discard a Test Card this way, put it into your hand.")
    deck = _deck("Test A") + [dict(card)] + _deck("Test B")
    r = _run({**LOGOS, "hand": [card], "deck": deck}, actions=PLAY, choices=["yes"])
    assert _zones(r)["hand"] == ["Test Card"] and _zones(r)["deck"] == ["Test B"]


# kf:glossary/purge — "purge a random card from your opponent's hand": what came up is the scenario's to say
def test_a_random_card_of_the_opponents_hand_is_purged():
    card = _card("Test Card", "Play: Purge a random card from your opponent's hand.")
    r = _run({**LOGOS, "hand": [card]}, {"hand": _deck("Test A", "Test B", "Test C")}, actions=PLAY,
             choices=["Test B"])
    assert _zones(r, "bob")["purged"] == ["Test B"] and _zones(r, "bob")["hand"] == ["Test A", "Test C"]
