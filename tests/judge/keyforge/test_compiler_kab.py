"""The compiler's 'kab' family (grammar/kab.lark, families/kab.py): shapes of Age of Ascension cards.
Printed sentences → card format, and scenarios with the real cards showing what the engine does
with what they compile to (each test names the rule it rests on)."""

import pytest

from judge.keyforge.cards.library import compiled, library
from rules_index.catalogue import catalogue

from .conftest import _refusal
from .conftest import compiled as compile_text_of


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    # "this creature" on an action card: the creature it chose (an action is no creature)
    ("Play: Choose a creature. For the remainder of the turn, whenever this creature takes damage, it takes an "
     "additional 2D.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"choose": True, "target": {}},
         {"lasting": {"kind": "extra-damage", "amount": 2}, "target": "previous-target", "duration": "turn"}]}]}),
    # a sentence that goes on with the watcher before it (the card's one ability, kf:faq/pl-04)
    ("After you choose Logos as your active house, place 1A from the common supply on Foo. When there are 4 or "
     "more A on Foo, sacrifice it and forge a key at no cost.", "artifact",
     {"abilities": [{"trigger": "after-house-chosen", "whose": "friendly", "event": {"house": "logos"}, "effects": [
         {"place_aember": 1, "target": "self"},
         {"sacrifice": True, "target": "self", "if": ["self.amber", ">=", 4]},
         {"forge": "free", "if_you_do": True}]}]}),
    # the æmber bonus of the card the preceding effect chose
    ("Fight: Destroy an artifact. If that artifact had an Æmber bonus, you gain that much A.", "creature",
     {"abilities": [{"trigger": "fight", "effects": [
         {"destroy": True, "target": {"kind": "artifact"}}, {"gain": "kwc.previous_aember_bonus"}]}]}),
    # the cards discarded this way, those of a house
    ("Action: Discard the top 2 cards of your deck. For each Logos card discarded this way, a friendly creature "
     "captures 2A.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"discard": 2, "from": "deck-top"},
         {"capture": 2, "by": {"side": "friendly"},
          "for_each": {"count": {"among": "previous", "house": "logos", "each": True}}}]}]}),
    # each copy of a named card; "for each one returned this way"
    ("Reap: Return each copy of Ortannu’s Binding from your discard pile to your hand. For each one returned "
     "this way, deal 2D to a creature, with 2D splash.", "creature",
     {"abilities": [{"trigger": "reap", "effects": [
         {"return_to_hand": True, "target": {"name": "Ortannu’s Binding", "each": True, "zone": "discard",
                                             "player": "you", "kind": "card"}},
         {"deal_damage": 2, "target": {}, "splash": 2, "for_each": "this-way"}]}]}),
    # one of two: the top of the deck or the top of the discard pile
    ("Play: Archive the top card of your deck or the top card of your discard pile.", "creature",
     {"abilities": [{"trigger": "play", "effects": [
         {"choose_one": [[{"archive": 1, "from": "deck-top"}], [{"kab_archive_discard_top": 1}]]}]}]}),
    # each player's deck; each matching card's owner
    ("Play: Each player discards the top 5 cards of their deck. For each Shadows card discarded, its owner "
     "gains 1A.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"kab_each_discards_top": 5}, {"kab_owners_gain": 1, "match": {"house": "shadows"}}]}]}),
    # a total power to sacrifice
    ("Play: You may sacrifice any number of creatures with total power of 25 or more. If you do, forge a key at "
     "no cost.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"kab_sacrifice_total_power": 25, "may": True}, {"forge": "free", "if_you_do": True}]}]}),
    # creatures to one side of the card in its battleline (a name printed without the space after its comma)
    ("Creatures to the right of Foo, Bar in the battleline get +2 power.", "creature",
     {"static": [{"power": 2, "affects": "kab-right-of-self"}]}),
    ("Skirmish. Creatures to the left of Foo,Bar in the battleline gain skirmish.", "creature",
     {"keywords": ["skirmish"], "static": [{"gains": {"keywords": ["skirmish"]}, "affects": "kab-left-of-self"}]}),
    # cannot be used while …; must fight when used; while attacking …
    ("Foo cannot be used while it has a non-Mars neighbor. Reap: Gain 1A.", "creature",
     {"abilities": [{"trigger": "reap", "effects": [{"gain": 1}]}],
      "static": [{"kab_cannot_be_used": True, "affects": "self",
                  "if": {"exists": {"where": "neighbor", "of": "self", "not_house": "mars"}}}]}),
    ("Elusive. Creatures must fight when used, if able.", "creature",
     {"keywords": ["elusive"], "static": [{"kab_must_fight": True, "affects": "each-creature"}]}),
    ("Skirmish. Foo gains poison while attacking an enemy flank creature.", "creature",
     {"keywords": ["skirmish"], "static": [{"gains": {"keywords": ["poison"]}, "affects": "self",
                                            "if": {"kab_attacking": {"side": "enemy", "where": "flank"}}}]}),
    # a creature destroyed in a fight the card attacked
    ("After Foo attacks and destroys a creature, you may deal 2D to a creature.", "creature",
     {"abilities": [{"trigger": "after-creature-destroyed", "event": {"fighting": "self", "kab_attacked": True},
                     "effects": [{"deal_damage": 2, "target": {}, "may": True}]}]}),
])
def test_sentence_to_definition(text, card_type, expected):
    name = "Foo, Bar" if "Bar" in text else "Foo"
    assert compile_text_of(text.replace("Foo, Bar", name), card_type, name=name) == expected


def test_the_watcher_condition_does_not_stand_alone():
    """Without a watcher before it, "when there are 4 or more A on …" is not compiled (it is no trigger of
    its own, kf:faq/pl-04); nor is "this creature" on a creature card read as a chosen creature."""
    from judge.keyforge.cards.compiler.compile import compile_text

    assert not compile_text("Foo", "artifact", "When there are 4 or more A on Foo, sacrifice it and forge a key at "
                                               "no cost.").complete
    assert not compile_text("Foo", "creature", "Play: Choose a creature. For the remainder of the turn, whenever "
                                               "this creature takes damage, it takes an additional 2D.").complete


# -- the engine does it ------------------------------------------------------------------------------
def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"].replace("’", "'") == name)


def players(r, key):
    return [r.final_state["players"][p][key] for p in ("alice", "bob")]


def names(zone):
    return [n.replace("’", "'") for n in zone]


def compiled_instead(name):
    """A hand-written card played with its compiled definition (as test_compiler_equivalence does)."""
    lib = library()
    original = lib.cards[name]
    lib.cards[name] = compiled(catalogue().resolve(name).id)
    return lambda: lib.cards.__setitem__(name, original)


SHADOWS = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"]}
LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "shadows"]}
UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "shadows"]}
MARS = {"house": "mars", "houses": ["mars", "brobnar", "shadows"]}
DIS = {"house": "dis", "houses": ["dis", "brobnar", "shadows"]}
BOLT = {"name": "Test Bolt", "house": "shadows", "type": "action",
        "abilities": [{"trigger": "play", "effects": [{"deal_damage": 1, "target": "creature"}]}]}
MOUSE = {"name": "Test Mouse", "house": "shadows", "type": "creature", "power": 1}


# kf:glossary/lasting-effects, kf:faq/pl-75 — Lethal Distraction (compiled): the chosen creature takes 2
# more each time it is dealt damage this turn; another creature does not
def test_lethal_distraction_adds_two_to_damage_on_the_chosen_creature(run):
    restore = compiled_instead("Lethal Distraction")
    try:
        alice = {**SHADOWS, "hand": ["Lethal Distraction", BOLT]}
        r = run(alice=alice, bob={"battleline": ["Troll", "Krump"]},
                actions=[{"type": "play", "card": "Lethal Distraction"}, {"type": "play", "card": "Test Bolt"}],
                choices=["Troll", "Troll"])
        assert r.outcome == "completed"
        assert card(r, "Troll")["damage"] == 3
        r = run(alice=alice, bob={"battleline": ["Troll", "Krump"]},
                actions=[{"type": "play", "card": "Lethal Distraction"}, {"type": "play", "card": "Test Bolt"}],
                choices=["Troll", "Krump"])
        assert card(r, "Krump")["damage"] == 1 and card(r, "Troll").get("damage", 0) == 0
    finally:
        restore()


# kf:faq/pl-04, kf:timing/step-2 — [REDACTED] (compiled): after its controller chooses Logos, 1 æmber on it;
# with 4 or more it is sacrificed and a key is forged at no cost; with fewer it stays
@pytest.mark.parametrize("placed, keys", [(3, 1), (2, 0)])
def test_redacted_forges_a_key_with_its_fourth_aember(run, placed, keys):
    restore = compiled_instead("[REDACTED]")
    try:
        stash = {"name": "Test Stash", "house": "shadows", "type": "action",
                 "abilities": [{"trigger": "play", "effects": [{"place_aember": placed, "target": "friendly-artifact"}]}]}
        alice = {"house": "shadows", "houses": ["shadows", "logos", "dis"], "artifacts": ["[REDACTED]"], "hand": [stash]}
        bob = {"houses": ["brobnar", "untamed", "dis"]}
        r = run(alice=alice, bob=bob, actions=[
            {"type": "play", "card": "Test Stash"}, {"type": "end-turn"},
            {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
            {"type": "end-turn", "player": "bob"},
            {"type": "choose-house", "house": "logos", "player": "alice", "take_archives": False}])
        assert r.outcome == "completed", r.refused
        me = r.final_state["players"]["alice"]
        assert me["keys"] == keys and me["amber"] == 0
        assert (names(me["discard"]) == ["[REDACTED]"]) == (keys == 1)
        assert (names(me["artifacts"]) == ["[REDACTED]"]) == (keys == 0)
    finally:
        restore()


# kf:rules/aember-bonus — Rustgnawer: the destroyed artifact's æmber bonus is gained (none: nothing)
@pytest.mark.parametrize("bonus, gained", [(2, 2), (0, 0)])
def test_rustgnawer_gains_the_destroyed_artifacts_aember_bonus(run, bonus, gained):
    idol = {"name": "Test Idol", "house": "logos", "type": "artifact", "amber": bonus}
    r = run(alice={**UNTAMED, "battleline": ["Rustgnawer"]}, bob={"battleline": [MOUSE], "artifacts": [idol]},
            actions=[{"type": "fight", "card": "Rustgnawer", "target": "Test Mouse"}], choices=["Test Idol"])
    assert r.outcome == "completed", r.refused
    assert names(r.final_state["players"]["bob"]["discard"]) == ["Test Mouse", "Test Idol"]
    assert players(r, "amber")[0] == gained


# kf:glossary/this-way, kf:glossary/capture — Fetchdrones: one capture of 2 per Logos card of the two discarded
@pytest.mark.parametrize("deck, captured", [(["Dextre", "Brain Eater", "Krump"], 4), (["Dextre", "Krump"], 2),
                                            (["Krump", "Troll"], 0)])
def test_fetchdrones_captures_for_each_logos_card_discarded(run, deck, captured):
    alice = {**LOGOS, "artifacts": ["Fetchdrones"], "battleline": ["Krump"], "deck": deck}
    r = run(alice=alice, bob={"amber": 5}, actions=[{"type": "use-action", "card": "Fetchdrones"}],
            choices=["Krump"] * (captured // 2))
    assert r.outcome == "completed", r.refused
    assert card(r, "Krump")["amber"] == captured
    assert r.final_state["players"]["alice"]["discard"] == deck[:2]


# kf:glossary/this-way, kf:glossary/splash-attack — Ortannu the Chained: each copy of Ortannu's Binding back to hand,
# then 2 damage with 2 splash once per copy returned
def test_ortannu_returns_each_binding_and_deals_damage_per_copy(run):
    alice = {**DIS, "battleline": ["Ortannu the Chained"],
             "discard": ["Ortannu's Binding", "Krump", "Ortannu's Binding"]}
    r = run(alice=alice, bob={"battleline": ["Troll", "Grommid", "Dodger"]},
            actions=[{"type": "reap", "card": "Ortannu the Chained"}], choices=["Grommid", "Grommid"])
    assert r.outcome == "completed", r.refused
    me = r.final_state["players"]["alice"]
    assert names(me["hand"]) == ["Ortannu's Binding", "Ortannu's Binding"] and me["discard"] == ["Krump"]
    assert [card(r, n).get("damage", 0) for n in ("Troll", "Grommid", "Dodger")] == [4, 4, 4]


def test_ortannu_with_no_binding_in_the_discard_pile_deals_no_damage(run):
    alice = {**DIS, "battleline": ["Ortannu the Chained"], "discard": ["Krump"]}
    r = run(alice=alice, bob={"battleline": ["Troll"]}, actions=[{"type": "reap", "card": "Ortannu the Chained"}])
    assert r.outcome == "completed" and card(r, "Troll").get("damage", 0) == 0


# kf:glossary/archives, kf:glossary/discard-pile — Z.Y.X. Researcher: the top card of the deck, or the top card
# (the last one put there) of the discard pile
@pytest.mark.parametrize("option, archived", [("1", ["Krump"]), ("2", ["Dodger"])])
def test_zyx_researcher_archives_the_top_of_deck_or_discard_pile(run, option, archived):
    alice = {**LOGOS, "hand": ["Z.Y.X. Researcher"], "deck": ["Krump", "Troll"], "discard": ["Bumpsy", "Dodger"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Z.Y.X. Researcher"}], choices=[option])
    assert r.outcome == "completed", r.refused
    assert r.final_state["players"]["alice"]["archives"] == archived


# kf:glossary/discard-pile, kf:glossary/for-each — Rigged Lottery: each player discards 5; each Shadows card
# discarded gives its owner 1 æmber (the card's own æmber bonus gives alice 1 more)
def test_rigged_lottery_pays_each_owner_for_their_shadows_cards(run):
    alice = {**SHADOWS, "hand": ["Rigged Lottery"], "deck": ["Dodger", "Krump", "Urchin", "Troll", "Bumpsy", "Silvertooth"]}
    bob = {"deck": ["Troll", "Silvertooth", "Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Rigged Lottery"}])
    assert r.outcome == "completed", r.refused
    assert players(r, "amber") == [1 + 2, 1]
    assert r.final_state["players"]["alice"]["deck"] == ["Silvertooth"] and r.final_state["players"]["bob"]["deck"] == []


# kf:glossary/battleline, kf:rules/constant-abilities — Panpaca, Anga: every creature to its right in its
# controller's battleline has +2 power; those to its left and the enemy's do not
def test_panpaca_anga_strengthens_the_creatures_to_its_right(run):
    r = run(alice={**UNTAMED, "battleline": ["Krump", "Panpaca, Anga", "Troll", "Bumpsy"]},
            bob={"battleline": ["Dodger"]})
    assert [card(r, n)["power"] for n in ("Krump", "Panpaca, Anga", "Troll", "Bumpsy", "Dodger")] == [6, 5, 10, 7, 5]


# kf:glossary/skirmish — Panpaca, Jaga: a creature to its left has skirmish (takes no damage fighting);
# one to its right does not
def test_panpaca_jaga_gives_skirmish_to_the_creatures_to_its_left(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "untamed", "shadows"],
             "battleline": ["Krump", "Panpaca, Jaga", "Bumpsy"]}
    r = run(alice=alice, bob={"battleline": ["Silvertooth", "Dodger"]},
            actions=[{"type": "fight", "card": "Krump", "target": "Dodger"},
                     {"type": "fight", "card": "Bumpsy", "target": "Silvertooth"}])
    assert r.outcome == "completed", r.refused
    assert "skirmish" in card(r, "Krump")["keywords"] and "skirmish" not in card(r, "Bumpsy")["keywords"]
    assert card(r, "Krump").get("damage", 0) == 0 and card(r, "Bumpsy")["damage"] == 2


# kf:rules/constant-abilities, kf:glossary/cannot-vs-must — Xanthyx Harvester cannot be used while it has a
# non-Mars neighbor; with only Mars neighbors it reaps
@pytest.mark.parametrize("line, refused", [(["Xanthyx Harvester", "Krump"], True),
                                           (["Zorg", "Xanthyx Harvester", "Grommid"], False)])
def test_xanthyx_harvester_cannot_be_used_next_to_a_non_mars_creature(run, line, refused):
    r = run(alice={**MARS, "battleline": line}, actions=[{"type": "reap", "card": "Xanthyx Harvester"}])
    if refused:
        assert _refusal(r) == "kf:glossary/cannot-vs-must"
    else:
        assert r.outcome == "completed" and players(r, "amber")[0] == 2


# kf:glossary/poison, kf:glossary/flank — Spyyyder has poison only while it attacks an enemy flank creature
@pytest.mark.parametrize("target, destroyed", [("Troll", True), ("Grommid", False)])
def test_spyyyder_is_poisonous_attacking_a_flank_creature(run, target, destroyed):
    r = run(alice={**DIS, "battleline": ["Spyyyder"]}, bob={"battleline": ["Troll", "Grommid", "Krump"]},
            actions=[{"type": "fight", "card": "Spyyyder", "target": target}])
    assert r.outcome == "completed", r.refused
    assert (target in r.final_state["players"]["bob"]["discard"]) is destroyed
    assert "poison" not in card(r, "Spyyyder")["keywords"]  # not once the fight is over


# kf:glossary/fight, kf:glossary/destroyed — Ogopogo: after it attacks and destroys a creature, 2 damage to a
# creature; not when the creature it destroyed attacked it
def test_ogopogo_deals_damage_after_attacking_and_destroying(run):
    r = run(alice={"battleline": ["Ogopogo"]}, bob={"battleline": ["Silvertooth", "Troll"]},
            actions=[{"type": "fight", "card": "Ogopogo", "target": "Silvertooth"}], choices=[True, "Troll"])
    assert r.outcome == "completed", r.refused
    assert "Silvertooth" in r.final_state["players"]["bob"]["discard"] and card(r, "Troll")["damage"] == 2


def test_ogopogo_does_not_deal_damage_when_it_is_attacked(run):
    r = run(alice={**SHADOWS, "battleline": ["Silvertooth", "Dodger"]}, bob={"battleline": ["Ogopogo"]},
            actions=[{"type": "fight", "card": "Silvertooth", "target": "Ogopogo"}])
    assert r.outcome == "completed", r.refused
    assert "Silvertooth" in r.final_state["players"]["alice"]["discard"]
    assert card(r, "Dodger").get("damage", 0) == 0 and card(r, "Ogopogo")["damage"] == 2


# kf:rules/constant-abilities — Little Rapscal: a creature used must fight if it can (either player's); with no
# enemy creature to attack it may reap
def test_little_rapscal_makes_creatures_fight_when_used(run):
    alice = {"battleline": ["Little Rapscal", "Krump"]}
    assert _refusal(run(alice=alice, bob={"battleline": ["Troll"]},
                        actions=[{"type": "reap", "card": "Krump"}])) == "kf:rules/constant-abilities"
    r = run(alice=alice, bob={"battleline": ["Troll"]}, actions=[{"type": "fight", "card": "Krump", "target": "Troll"}])
    assert r.outcome == "completed"
    r = run(alice=alice, actions=[{"type": "reap", "card": "Krump"}])
    assert r.outcome == "completed" and players(r, "amber")[0] == 1


# kf:glossary/sacrifice, kf:glossary/forge — Might Makes Right: creatures with 25 power or more sacrificed,
# a key forged at no cost; with less power in play, nothing is sacrificed and no key forged
def test_might_makes_right_forges_a_key_for_25_power(run):
    alice = {"hand": ["Might Makes Right"], "battleline": ["Troll", "Krump", "Ogopogo", "Bumpsy", "Little Rapscal"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Might Makes Right"}],
            choices=[True, "Troll", "Krump", "Ogopogo", "Bumpsy", "done"])
    assert r.outcome == "completed", r.refused
    me = r.final_state["players"]["alice"]
    assert me["keys"] == 1 and me["amber"] == 1 and me["battleline"] == ["Little Rapscal"]
    r = run(alice={**alice, "battleline": ["Troll", "Krump", "Ogopogo"]},
            actions=[{"type": "play", "card": "Might Makes Right"}], choices=[True])
    assert r.outcome == "completed" and r.final_state["players"]["alice"]["keys"] == 0
    assert r.final_state["players"]["alice"]["battleline"] == ["Troll", "Krump", "Ogopogo"]


@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Shuffle any number of friendly Untamed creatures from your hand, discard pile, or battleline back "
     "into your deck.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"kab_shuffle_back": ["hand", "discard", "battleline"], "match": {"type": "creature", "house": "untamed"}}]}]}),
    ("Play: Destroy the most powerful creature controlled by each player who does not control a ready Untamed "
     "creature.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"kab_destroy_most_powerful_unless": {"exhausted": False, "house": "untamed"}}]}]}),
    ("Before Fight: The creature Foo fights deals damage equal to its power to each of its neighbors.", "creature",
     {"abilities": [{"trigger": "before-fight", "effects": [
         {"choose": True, "target": "event-defender"},
         {"deal_damage": "previous.power", "target": {"where": "neighbor", "of": "previous", "each": True}}]}]}),
])
def test_sentence_to_definition_zones_players_fights(text, card_type, expected):
    assert compile_text_of(text, card_type) == expected


# kf:glossary/leaves-play — Song of Spring: the chosen Untamed creatures from hand, discard pile and battleline go
# into the deck; the others stay
def test_song_of_spring_shuffles_untamed_creatures_back_into_the_deck(run):
    alice = {**UNTAMED, "hand": ["Song of Spring", "Rustgnawer"], "discard": ["Panpaca, Jaga", "Krump"],
             "battleline": ["Panpaca, Anga", "Troll", "Little Rapscal"], "deck": ["Dodger"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Song of Spring"}],
            choices=["Rustgnawer", "Panpaca, Jaga", "Panpaca, Anga", "done"])
    assert r.outcome == "completed", r.refused
    me = r.final_state["players"]["alice"]
    assert sorted(me["deck"]) == ["Dodger", "Panpaca, Anga", "Panpaca, Jaga", "Rustgnawer"]
    assert me["hand"] == [] and me["discard"] == ["Krump", "Song of Spring"]
    assert me["battleline"] == ["Troll", "Little Rapscal"]


# kf:glossary/most-powerful — Quicksand: each player without a ready Untamed creature loses their most powerful
# creature; a player with one keeps theirs
@pytest.mark.parametrize("exhausted, bob_left", [(False, ["Panpaca, Anga", "Grommid"]), (True, ["Panpaca, Anga"])])
def test_quicksand_destroys_the_most_powerful_creature_of_each_player_without_a_ready_untamed(run, exhausted, bob_left):
    alice = {**UNTAMED, "hand": ["Quicksand"], "battleline": ["Krump", "Troll"]}
    bob = {"battleline": [{"card": "Panpaca, Anga", "exhausted": exhausted}, "Grommid"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Quicksand"}])
    assert r.outcome == "completed", r.refused
    assert r.final_state["players"]["alice"]["battleline"] == ["Krump"]
    assert r.final_state["players"]["bob"]["battleline"] == bob_left


# kf:glossary/neighbor, kf:glossary/poison — Mindworm: before the fight the creature it attacks deals damage equal
# to its power to each of its neighbors (an ability's damage: not fight damage)
def test_mindworm_makes_the_creature_it_fights_damage_its_neighbors(run):
    r = run(alice={**MARS, "battleline": ["Mindworm", "Zorg"]}, bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "fight", "card": "Mindworm", "target": "Krump"}])
    assert r.outcome == "completed", r.refused
    assert card(r, "Troll")["damage"] == 6 and "Bumpsy" in r.final_state["players"]["bob"]["discard"]
    assert card(r, "Zorg").get("damage", 0) == 0


def test_dividing_damage_is_one_sentence_with_the_damage():
    # "You may divide this damage …" says how the sentence before it deals its damage (text._joined)
    assert compile_text_of("Alpha. Play: Deal 2D for each friendly Brobnar creature. You may divide this damage "
                           "among any number of creatures.", "action") == {
        "keywords": ["alpha"],
        "abilities": [{"trigger": "play", "effects": [{"kab_deal_divided": {
            "times": 2, "of": {"count": {"side": "friendly", "house": "brobnar", "each": True}}}}]}]}


# kf:glossary/damage, kf:glossary/armor — First Blood: 2 damage per friendly Brobnar creature, divided as alice
# chooses, each share one damage (armor prevents from each share), or all of it to one creature
def test_first_blood_divides_its_damage(run):
    alice = {"hand": ["First Blood"], "battleline": ["Krump", "Troll", "Dodger"]}
    bob = {"battleline": ["Silvertooth", "Grommid", "Bumpsy"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "First Blood"}],
            choices=["Silvertooth", "2", "Bumpsy", "1", "Grommid", "1"])
    assert r.outcome == "completed", r.refused
    assert "Silvertooth" in r.final_state["players"]["bob"]["discard"]
    assert [card(r, n)["damage"] for n in ("Bumpsy", "Grommid")] == [1, 1]
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "First Blood"}], choices=["Bumpsy", "4"])
    assert card(r, "Bumpsy")["damage"] == 4 and card(r, "Grommid").get("damage", 0) == 0


def test_sentence_to_definition_discarding_from_hand():
    assert compile_text_of("After you discard a Sanctum card from your hand, Foo captures 1A.") == {
        "abilities": [{"trigger": "kmc-after-discarded-from-hand", "whose": "friendly", "event": {"house": "sanctum"},
                       "effects": [{"capture": 1, "by": "self"}]}]}


SANCTUM = {"house": "sanctum", "houses": ["sanctum", "brobnar", "shadows"]}


# kf:rules/discarding-cards, kf:glossary/capture — Baron Mengevin: each Sanctum card its controller discards
# from hand (the step-3 discard, or an effect discarding from the hand) makes it capture 1; another house's
# card does not; nor does the opponent's discard (docs/rulings.md, KeyForge 42)
def test_baron_mengevin_captures_after_a_sanctum_card_is_discarded_from_hand(run):
    alice = {**SANCTUM, "battleline": ["Baron Mengevin"], "hand": ["Grey Monk", "Sequis"]}
    r = run(alice=alice, bob={"amber": 3}, actions=[{"type": "discard", "card": "Grey Monk"},
                                                    {"type": "discard", "card": "Sequis"}])
    assert r.outcome == "completed", r.refused
    assert card(r, "Baron Mengevin")["amber"] == 2 and players(r, "amber") == [0, 1]
    purge = {"name": "Test Purge", "house": "sanctum", "type": "action",
             "abilities": [{"trigger": "play", "effects": [{"discard": 2}]}]}
    r = run(alice={**alice, "hand": [purge, "Grey Monk", "Troll"]}, bob={"amber": 3},
            actions=[{"type": "play", "card": "Test Purge"}], choices=["Grey Monk", "Troll"])
    assert r.outcome == "completed", r.refused
    assert card(r, "Baron Mengevin")["amber"] == 1 and players(r, "amber") == [0, 2]


def test_baron_mengevin_ignores_a_non_sanctum_discard(run):
    alice = {"battleline": ["Baron Mengevin"], "hand": ["Troll"]}
    r = run(alice=alice, bob={"amber": 3}, actions=[{"type": "discard", "card": "Troll"}])
    assert r.outcome == "completed" and card(r, "Baron Mengevin").get("amber", 0) == 0


@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Redistribute the A on friendly creatures among friendly creatures. Then, redistribute the A on enemy "
     "creatures among enemy creatures.", "action",
     {"abilities": [{"trigger": "play", "effects": [{"kab_redistribute": "aember", "side": "friendly"},
                                                     {"kab_redistribute": "aember", "side": "enemy"}]}]}),
    ("Play: Choose a player. You may redistribute the damage on the creatures that player controls among that "
     "player’s creatures. (You may cause more damage to a creature than it has power.)", "action",
     {"abilities": [{"trigger": "play", "effects": [{"kab_choose_player": True},
                                                     {"kab_redistribute": "damage", "side": "chosen", "may": True}]}]}),
])
def test_sentence_to_definition_redistributing(text, card_type, expected):
    assert compile_text_of(text, card_type) == expected


# kf:glossary/aember — Equalize: the æmber on each side's creatures is put back among that side's creatures as
# alice chooses (none gained, lost or captured)
def test_equalize_redistributes_the_aember_on_each_side(run):
    alice = {**SANCTUM, "hand": ["Equalize"], "battleline": [{"card": "Grey Monk", "captured_amber": 3}, "Sequis"]}
    bob = {"amber": 1, "battleline": [{"card": "Troll", "captured_amber": 2}, "Krump", "Bumpsy"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Equalize"}], choices=["1", "0", "0"])
    assert r.outcome == "completed", r.refused
    assert [card(r, n).get("amber", 0) for n in ("Grey Monk", "Sequis", "Troll", "Krump", "Bumpsy")] == [1, 2, 0, 0, 2]
    assert players(r, "amber") == [1, 1]  # Equalize's own æmber bonus only


# kf:glossary/damage — Entropic Manipulator: the damage on the chosen player's creatures is put back among them;
# a creature with damage equal to its power is destroyed when the state is checked
def test_entropic_manipulator_redistributes_damage(run):
    bob = {"battleline": [{"card": "Troll", "damage": 5}, "Bumpsy", "Krump"]}
    r = run(alice={**MARS, "hand": ["Entropic Manipulator"]}, bob=bob,
            actions=[{"type": "play", "card": "Entropic Manipulator"}], choices=["bob", True, "0", "5"])
    assert r.outcome == "completed", r.refused
    assert r.final_state["players"]["bob"]["battleline"] == ["Troll", "Krump"]
    assert card(r, "Troll").get("damage", 0) == 0 and card(r, "Krump").get("damage", 0) == 0
    r = run(alice={**MARS, "hand": ["Entropic Manipulator"]}, bob=bob,
            actions=[{"type": "play", "card": "Entropic Manipulator"}], choices=["bob", False])
    assert card(r, "Troll")["damage"] == 5


# -- cards of other sets the same shapes compile ---------------------------------------------------------------
# kf:rules/discarding-cards — Rock-Hurling Giant (CotA): during its controller's turn, each Brobnar card they
# discard from hand lets them deal 4 damage to a creature
def test_rock_hurling_giant_deals_damage_after_a_brobnar_discard(run):
    alice = {"battleline": ["Rock-Hurling Giant"], "hand": ["Krump", "Troll"]}
    r = run(alice=alice, bob={"battleline": ["Grommid", "Bumpsy"]},
            actions=[{"type": "discard", "card": "Krump"}], choices=[True, "Grommid"])
    assert r.outcome == "completed", r.refused
    assert card(r, "Grommid")["damage"] == 4


# kf:glossary/damage — Cooperative Hunting (CotA): 1 damage per friendly creature, divided as alice chooses
def test_cooperative_hunting_divides_its_damage(run):
    alice = {**UNTAMED, "hand": ["Cooperative Hunting"], "battleline": ["Krump", "Troll", "Bumpsy"]}
    r = run(alice=alice, bob={"battleline": ["Silvertooth", "Dodger"]},
            actions=[{"type": "play", "card": "Cooperative Hunting"}], choices=["Silvertooth", "2", "Dodger", "1"])
    assert r.outcome == "completed", r.refused
    assert "Silvertooth" in r.final_state["players"]["bob"]["discard"] and card(r, "Dodger")["damage"] == 1


# kf:glossary/if-you-do, kf:glossary/purge — E'e on the Fringes (WC): after a Dis card is discarded from hand on
# its controller's turn, a Dis card may be purged from a discard pile; if it is, steal 1
def test_ee_on_the_fringes_purges_and_steals_after_a_dis_discard(run):
    alice = {**DIS, "battleline": ["E’e on the Fringes"], "hand": ["Ortannu's Binding"]}
    r = run(alice=alice, bob={"amber": 2}, actions=[{"type": "discard", "card": "Ortannu's Binding"}],
            choices=[True, "Ortannu's Binding"])
    assert r.outcome == "completed", r.refused
    assert names(r.final_state["players"]["alice"]["purged"]) == ["Ortannu's Binding"] and players(r, "amber") == [1, 1]


def test_first_blood_deals_all_of_its_damage(run):
    # the last creature left to choose takes the rest (docs/rulings.md, KeyForge 47: all of it is dealt)
    r = run(alice={"hand": ["First Blood"], "battleline": ["Krump", "Troll"]}, bob={"battleline": ["Grommid"]},
            actions=[{"type": "play", "card": "First Blood"}], choices=["Krump", "1", "Troll", "1"])
    assert r.outcome == "completed", r.refused
    assert [card(r, n).get("damage", 0) for n in ("Krump", "Troll", "Grommid")] == [1, 1, 2]
