"""The compiler's 'kho' family (grammar/kho.lark, families/kho.py): houses — a card's house changed
or added while something holds (judge/keyforge/kho_houses.py, verbs_kho.py). Printed sentences →
card format, and scenarios that play the real cards by name and check what their text says."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import compiled, state

ALL = ["brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian", "staralliance"]


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("This creature belongs to all houses.\nPlay: Stun and exhaust this creature.", "upgrade",
     {"static": [{"kho_house": "all", "affects": "attached"}],
      "abilities": [{"trigger": "play", "effects": [{"stun": True, "target": "attached-creature"},
                                                     {"exhaust": True, "target": "attached-creature"}]}]}),
    ("If you control this creature, it belongs to house Logos. (Instead of its original house.)", "upgrade",
     {"static": [{"kho_house": "logos", "affects": "attached", "if": {"attached": {"side": "friendly"}}}]}),
    ("Play: Ready and exalt each of Foo's neighbors. For the remainder of the turn, they belong to house Saurian.",
     "creature",
     {"abilities": [{"trigger": "play", "effects": [
         {"ready": True, "target": {"where": "neighbor", "of": "self", "each": True}},
         {"exalt": True, "target": "previous-target"},
         {"kho_house": "saurian", "target": "previous-target", "kho_duration": "turn"}]}]}),
    ("Play: Choose a creature. Fully heal the chosen creature. For the remainder of the turn, the chosen creature is "
     "considered to be in house Sanctum and cannot be dealt damage.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"choose": True, "target": {}}, {"heal": "full", "target": "previous-target"},
         {"kho_house": "sanctum", "target": "previous-target", "kho_duration": "turn"},
         {"lasting": {"kind": "prevent-damage"}, "target": "previous-target", "duration": "turn"}]}]}),
    ("Play: Take control of an enemy artifact. While under your control, it belongs to house Shadows. (Instead of "
     "its original house.)", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"control": "you", "target": {"side": "enemy", "kind": "artifact"}},
         {"kho_house": "shadows", "target": "previous-target", "kho_duration": "while-yours"}]}]}),
])
def test_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


def test_the_reminder_is_read_only_after_a_change_of_house():
    # "(Instead of its original house.)" restates what "belongs to house X" does; after anything else it is
    # not read (test_compiler_notes.py has the same for a bounce)
    assert not compile_text("Foo", "action", "Play: Destroy a creature. (Instead of its original house.)").complete


def test_a_house_change_with_nothing_chosen_before_is_not_compiled():
    # "they"/"it" must be the cards the ability chose before: at the start of an ability there are none
    assert not compile_text("Foo", "action", "Play: For the remainder of the turn, they belong to house Saurian.").complete


@pytest.mark.parametrize("bad", [
    {"kho_house": "atlantis", "target": "previous-target"},
    {"kho_house": "all", "target": "previous-target"},  # the verb names one house
    {"kho_house": "logos", "target": "previous-target", "kho_duration": "forever"},
    {"kho_house": "logos"},  # no cards
])
def test_malformed_house_changes_are_refused(bad):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect(bad)


@pytest.mark.parametrize("bad", [{"kho_house": "atlantis"}, {"kho_house": "logos", "kho_while_yours": False}])
def test_malformed_house_statics_are_refused(bad):
    from judge.keyforge.vocabulary import check_static

    with pytest.raises(ValueError):
        check_static(bad)


# -- the engine plays the real cards -----------------------------------------------------------
LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "dis"]}


def _houses(r, iid):
    return state(r, f"cards.{iid}.houses")


# kf:rules/upgrades, kf:rules/houses — Experimental Therapy: "This creature belongs to all houses.
# Play: Stun and exhaust this creature."
def test_experimental_therapy_the_creature_belongs_to_all_houses(run):
    r = run(alice={**LOGOS, "hand": ["Experimental Therapy"], "battleline": ["Krump"]},
            actions=[{"type": "play", "card": "Experimental Therapy", "target": "Krump"}])
    assert r.outcome == "completed"
    assert _houses(r, "krump") == ALL
    assert state(r, "cards.krump.stunned") is True and state(r, "cards.krump.exhausted") is True


# kf:turn/step-2 — a player may choose the house of a card they control: every house for a creature
# that belongs to all houses (Experimental Therapy on alice's Krump; alice's deck has no Mars)
def test_experimental_therapy_opens_every_house_to_its_controller(run):
    end = {"type": "end-turn"}
    choose = {"type": "choose-house", "player": "bob", "house": "brobnar", "take_archives": False}
    r = run(alice={**LOGOS, "hand": ["Experimental Therapy"], "battleline": ["Krump"]},
            bob={"houses": ["brobnar", "untamed", "logos"]},
            actions=[{"type": "play", "card": "Experimental Therapy", "target": "Krump"}, end, choose, end,
                     {"type": "choose-house", "player": "alice", "house": "mars", "take_archives": False}])
    assert r.outcome == "completed" and r.final_state["players"]["alice"]["house"] == "mars"


# kf:rules/upgrades — Academy Training: "If you control this creature, it belongs to house Logos.
# (Instead of its original house.) This creature gains, "Reap: Draw a card."": alice's Brobnar Krump
# is a Logos creature, so with Logos active it reaps (1A) and draws a card; it is no longer Brobnar
def test_academy_training_makes_a_friendly_creature_logos(run):
    play = {"type": "play", "card": "Academy Training", "target": "Krump"}
    reap = {"type": "reap", "card": "Krump"}
    r = run(alice={**LOGOS, "hand": ["Academy Training"], "battleline": ["Krump"], "deck": ["Troll"]},
            actions=[play, reap])
    assert r.outcome == "completed"
    assert _houses(r, "krump") == ["logos"]
    assert state(r, "players.alice.amber") == 1 and state(r, "players.alice.hand") == ["Troll"]
    # without the upgrade the Brobnar creature cannot be used while Logos is active (kf:turn/step-3)
    r = run(alice={**LOGOS, "battleline": ["Krump"]}, actions=[reap])
    assert r.outcome == "refused"


# on an enemy creature "if you control this creature" does not hold: it keeps its own house
def test_academy_training_on_an_enemy_creature_changes_nothing(run):
    r = run(alice={**LOGOS, "hand": ["Academy Training"]}, bob={"battleline": ["Krump"]},
            actions=[{"type": "play", "card": "Academy Training", "target": "Krump"}])
    assert r.outcome == "completed" and _houses(r, "krump") == ["brobnar"]


# kf:glossary/lasting-effects — Orator Hissaro: "Ready and exalt each of Orator Hissaro's neighbors.
# For the remainder of the turn, they belong to house Saurian.": the exhausted Brobnar Krump is readied,
# exalted (1A on it) and may reap while Saurian is active; the next turn it is Brobnar again
def test_orator_hissaro_neighbors_belong_to_saurian_this_turn(run):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Orator Hissaro"],
             "battleline": [{"card": "Krump", "exhausted": True}]}
    play = {"type": "play", "card": "Orator Hissaro", "flank": "right"}
    r = run(alice=alice, actions=[play, {"type": "reap", "card": "Krump"}])
    assert r.outcome == "completed"
    assert state(r, "players.alice.amber") == 1 and state(r, "cards.krump.amber") == 1
    r = run(alice=alice, actions=[play, {"type": "end-turn"}])
    assert _houses(r, "krump") == ["brobnar"]


# kf:glossary/lasting-effects — Golden Aura: the chosen creature is fully healed, in house Sanctum and
# cannot be dealt damage for the rest of the turn: alice's damaged Brobnar Krump reaps with Sanctum active
def test_golden_aura_heals_and_makes_the_creature_sanctum(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Golden Aura"],
             "battleline": [{"card": "Krump", "damage": 3}]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Golden Aura"}, {"type": "reap", "card": "Krump"}],
            choices=[])  # the only creature: chosen without a prompt
    assert r.outcome == "completed"
    assert _houses(r, "krump") == ["sanctum"]
    assert state(r, "cards.krump.damage") == 0
    assert state(r, "players.alice.amber") == 1  # the reap (Golden Aura has no æmber bonus)
    # it cannot be dealt damage: it fights bob's Troll (power 8) and takes none
    r = run(alice=alice, bob={"battleline": ["Troll"]},
            actions=[{"type": "play", "card": "Golden Aura"}, {"type": "fight", "card": "Krump", "target": "Troll"}],
            choices=["Krump"])
    assert r.outcome == "completed"
    assert state(r, "cards.krump.damage") == 0 and state(r, "cards.troll.damage") == 6


# kf:glossary/control — Borrow: "Take control of an enemy artifact. While under your control, it belongs
# to house Shadows.": bob's Logos Library of Babble is a Shadows card under alice's control — she uses it
# with Shadows active (and draws); the next turn it is still Shadows
def test_borrow_takes_an_artifact_into_house_shadows(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "dis"], "hand": ["Borrow"], "deck": ["Troll"]}
    r = run(alice=alice, bob={"artifacts": ["Library of Babble"]},
            actions=[{"type": "play", "card": "Borrow"}, {"type": "use-action", "card": "Library of Babble"}])
    assert r.outcome == "completed"
    assert state(r, "players.alice.hand") == ["Troll"]
    assert _houses(r, "library-of-babble") == ["shadows"]
    assert state(r, "players.alice.artifacts") == ["Library of Babble"]


# kf:glossary/control — Lord Invidius's gained "Reap: Take control of an enemy flank creature and exhaust
# it. While under your control, it belongs to house Dis." (in the center of alice's battleline): bob's
# Brobnar Troll comes over exhausted and is a Dis creature
def test_lord_invidius_takes_a_flank_creature_into_house_dis(run):
    alice = {"house": "dis", "houses": ["dis", "logos", "untamed"], "battleline": ["Krump", "Lord Invidius", "Dextre"]}
    r = run(alice=alice, bob={"battleline": ["Troll"]}, actions=[{"type": "reap", "card": "Lord Invidius"}],
            choices=["left"])  # the only enemy creature is taken without a prompt; it goes to the left flank
    assert r.outcome == "completed"
    assert "Troll" in state(r, "players.alice.battleline") and state(r, "cards.troll.exhausted") is True
    assert _houses(r, "troll") == ["dis"]


# -- "that house" named by a card; the next turn's choice of house ---------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("Fight: Your opponent must choose the house of the creature Foo fights as their active house on their next "
     "turn.", "creature",
     {"abilities": [{"trigger": "fight", "effects": [
         {"kho_house_of": "defender"},
         {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}]}]}),
    ("Play: Deal 2D to a creature. If it is not destroyed, its controller must choose that creature's house as "
     "their active house on their next turn.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"deal_damage": 2, "target": {}},
         {"kho_house_of": "previous", "if": {"not": {"previous": {"destroyed": True}}}},
         {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "who": "previous-controller",
          "duration": "kho-their-next-turn", "if_you_do": True}]}]}),
    ("Action: Choose a house. If your opponent chooses that house as their active house on their next turn, "
     "steal 2A.", "creature",
     {"abilities": [{"trigger": "action", "effects": [
         {"choose_house": True},
         {"lasting": {"kind": "ability", "ability": {"trigger": "after-house-chosen", "whose": "enemy",
                                                     "event": {"house": "chosen"}, "effects": [{"steal": 2}]}},
          "duration": "opponent-next-turn"}]}]}),
    ("After a player chooses an active house, their opponent cannot choose the same house as their active house on "
     "their next turn.", "artifact",
     {"abilities": [{"trigger": "after-house-chosen", "effects": [
         {"kho_house_of": "event"},
         {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "who": "event-opponent",
          "duration": "kho-their-next-turn", "if_you_do": True}]}]}),
])
def test_house_choice_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


DIS = {"house": "dis", "houses": ["dis", "brobnar", "logos"]}
BOB = {"houses": ["brobnar", "logos", "untamed"]}
END = {"type": "end-turn"}


def chooses(player, house):
    return {"type": "choose-house", "player": player, "house": house, "take_archives": False}


# kf:glossary/choosing-a-house — Snag: "Fight: Your opponent must choose the house of the creature Snag
# fights as their active house on their next turn." Snag destroys bob's Logos Dextre: bob must choose
# Logos (the house it had when it left play)
def test_snag_forces_the_house_of_the_creature_it_fought(run):
    fight = {"type": "fight", "card": "Snag", "target": "Dextre"}
    alice, bob = {**DIS, "battleline": ["Snag"]}, {**BOB, "battleline": ["Dextre"]}
    r = run(alice=alice, bob=bob, actions=[fight, END, chooses("bob", "brobnar")])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/choosing-a-house"
    r = run(alice=alice, bob=bob, actions=[fight, END, chooses("bob", "logos")])
    assert r.outcome == "completed" and state(r, "players.bob.house") == "logos"


# kf:glossary/choosing-a-house — Mark of Dis: 2D to bob's Krump (power 6) does not destroy it: bob must
# choose Brobnar on his next turn
def test_mark_of_dis_forces_the_house_of_a_surviving_creature(run):
    alice, bob = {**DIS, "hand": ["Mark of Dis"]}, {**BOB, "battleline": ["Krump"]}
    play = {"type": "play", "card": "Mark of Dis"}
    r = run(alice=alice, bob=bob, actions=[play, END, chooses("bob", "logos")])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/choosing-a-house"
    r = run(alice=alice, bob=bob, actions=[play, END, chooses("bob", "brobnar")])
    assert r.outcome == "completed" and state(r, "cards.krump.damage") == 2


# "its controller … on their next turn": on alice's own Krump the effect is on alice's next turn, not bob's
def test_mark_of_dis_on_a_friendly_creature_binds_its_controller(run):
    alice, bob = {**DIS, "hand": ["Mark of Dis"], "battleline": ["Krump"]}, BOB
    play = {"type": "play", "card": "Mark of Dis"}
    free = [play, END, chooses("bob", "untamed"), END]
    r = run(alice=alice, bob=bob, actions=free + [chooses("alice", "dis")])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/choosing-a-house"
    r = run(alice=alice, bob=bob, actions=free + [chooses("alice", "brobnar")])
    assert r.outcome == "completed" and state(r, "players.alice.house") == "brobnar"


# a destroyed creature names no house: Dextre (power 3) dies, nothing binds bob
def test_mark_of_dis_on_a_destroyed_creature_binds_nobody(run):
    alice, bob = {**DIS, "hand": ["Mark of Dis"]}, {**BOB, "battleline": [{"card": "Dextre", "damage": 1}]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Mark of Dis"}, END, chooses("bob", "untamed")])
    assert r.outcome == "completed" and state(r, "players.bob.house") == "untamed"


# kf:glossary/lasting-effects — Snaglet: alice chooses Logos (a scenario choice); bob chooses Logos on his
# next turn, so alice steals 2A; had he chosen Brobnar, nothing
@pytest.mark.parametrize("bobs_house, alice_amber, bob_amber", [("logos", 2, 1), ("brobnar", 0, 3)])
def test_snaglet_steals_if_the_opponent_chooses_that_house(run, bobs_house, alice_amber, bob_amber):
    r = run(alice={**DIS, "battleline": ["Snaglet"]}, bob={**BOB, "amber": 3},
            actions=[{"type": "use-action", "card": "Snaglet"}, END, chooses("bob", bobs_house)],
            choices=["logos"])
    assert r.outcome == "completed"
    assert state(r, "players.alice.amber") == alice_amber and state(r, "players.bob.amber") == bob_amber


# kf:timing/step-2/after-house-chosen — Snag's Mirror (alice's): bob chooses Brobnar, so alice cannot
# choose Brobnar on her next turn; Dis she can
def test_snags_mirror_closes_the_same_house_to_the_opponent(run):
    alice = {**DIS, "artifacts": ["Snag's Mirror"]}
    before = [END, chooses("bob", "brobnar"), END]
    r = run(alice=alice, bob=BOB, actions=before + [chooses("alice", "brobnar")])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must"
    r = run(alice=alice, bob=BOB, actions=before + [chooses("alice", "dis")])
    assert r.outcome == "completed" and state(r, "players.alice.house") == "dis"
    # and alice's choice closes Dis to bob on the turn after
    r = run(alice=alice, bob=BOB, actions=before + [chooses("alice", "logos"), END, chooses("bob", "logos")])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/cannot-vs-must"


# -- playing cards not of the active house; houses counted ------------------------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("During your turn, if Foo is in the center of your battleline, you may play one card that is not of the "
     "active house.", "creature", {"static": [{"kho_may_play": 1, "if": {"self": {"where": "center"}}}]}),
    ("During each turn in which Untamed is not your active house, you may play one Untamed card.", "creature",
     {"static": [{"kho_may_play": 1, "house": "untamed"}]}),
    ("Play: For the remainder of the turn, you may play cards from any house for which you have a card in play.",
     "action", {"abilities": [{"trigger": "play", "effects": [
         {"lasting": {"kind": "kho-may-play-houses"}, "duration": "turn"}]}]}),
    # the elliptic "If there are exactly 5, …" counts what the sentence before it counted
    ("Play: If there are exactly 3 or exactly 4 houses represented among creatures in play, gain 1A. If there are "
     "exactly 5, gain 2A. If there are 6 or more, gain 3A.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"gain": 1, "if": {"any": [["play.creature_houses", "==", 3], ["play.creature_houses", "==", 4]]}},
         {"gain": 2, "if": ["play.creature_houses", "==", 5]},
         {"gain": 3, "if": ["play.creature_houses", ">=", 6]}]}]}),
])
def test_playing_and_counting_sentence_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


def test_an_elliptic_count_with_nothing_counted_before_is_not_compiled():
    assert not compile_text("Foo", "action", "Play: If there are exactly 5, gain 2A.").complete
    # two different houses in "in which X is not your active house, … one Y card"
    assert not compile_text("Foo", "creature", "During each turn in which Untamed is not your active house, you may "
                                               "play one Dis card.").complete


BROBNAR = {"house": "brobnar", "houses": ["brobnar", "staralliance", "untamed"]}


# kf:turn/step-3 ("unless a card ability says otherwise") — Captain Val Jericho in the center of alice's
# battleline: one card not of the active house (Brobnar) may be played this turn, not a second
def test_captain_val_jericho_lets_one_off_house_card_be_played(run):
    alice = {**BROBNAR, "battleline": ["Krump", "Captain Val Jericho", "Troll"],
             "hand": ["Library of Babble", "Urchin"]}
    library = {"type": "play", "card": "Library of Babble"}  # an artifact: the battleline stays as it is
    r = run(alice=alice, actions=[library])
    assert r.outcome == "completed" and state(r, "players.alice.artifacts") == ["Library of Babble"]
    r = run(alice=alice, actions=[library, {"type": "play", "card": "Urchin", "flank": "right"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"
    # not in the center: no allowance
    r = run(alice={**alice, "battleline": ["Captain Val Jericho", "Krump", "Troll"]}, actions=[library])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"


# the count is per turn: the next turn of alice's lets one more through
def test_captain_val_jericho_allows_one_card_each_turn(run):
    alice = {**BROBNAR, "battleline": ["Krump", "Captain Val Jericho", "Troll"],
             "hand": ["Library of Babble", "Urchin"]}
    bob = {"houses": ["logos", "dis", "mars"]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Library of Babble"}, END, chooses("bob", "logos"), END, chooses("alice", "brobnar"),
        {"type": "play", "card": "Urchin", "flank": "right"}])
    assert r.outcome == "completed" and "Urchin" in state(r, "players.alice.battleline")


# Witch of the Wilds: with Brobnar active, one Untamed card may be played — not a second, and no other house
def test_witch_of_the_wilds_lets_one_untamed_card_be_played(run):
    alice = {**BROBNAR, "battleline": ["Witch of the Wilds"], "hand": ["Dust Pixie", "Snufflegator", "Urchin"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Dust Pixie", "flank": "right"}])
    assert r.outcome == "completed" and state(r, "players.alice.amber") == 2  # Dust Pixie's æmber bonus
    r = run(alice=alice, actions=[{"type": "play", "card": "Dust Pixie", "flank": "right"}, {"type": "play", "card": "Snufflegator", "flank": "right"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"
    r = run(alice=alice, actions=[{"type": "play", "card": "Urchin", "flank": "right"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"


# kf:glossary/lasting-effects — United Action: alice controls Krump (Brobnar) and Sequis (Sanctum): Brobnar and
# Sanctum cards may be played this turn, Logos ones not (she has none in play); she cannot use cards
def test_united_action_plays_cards_of_houses_in_play(run):
    alice = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"],
             "battleline": ["Krump", "Sequis"], "hand": ["United Action", "Troll", "Dextre"]}
    ua = {"type": "play", "card": "United Action"}
    r = run(alice=alice, actions=[ua, {"type": "play", "card": "Troll", "flank": "right"}])
    assert r.outcome == "completed" and "Troll" in state(r, "players.alice.battleline")
    r = run(alice=alice, actions=[ua, {"type": "play", "card": "Dextre", "flank": "right"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"
    r = run(alice=alice, actions=[ua, {"type": "play", "card": "Troll", "flank": "right"}, {"type": "reap", "card": "Troll"}])
    assert r.outcome == "refused"


# kf:rules/houses — Galactic Census counts the houses among all creatures in play (its æmber bonus is 1)
@pytest.mark.parametrize("alices, bobs, gained", [
    (["Krump"], ["Dextre"], 0),  # 2 houses
    (["Krump", "Urchin"], ["Dextre"], 1),  # 3
    (["Krump", "Urchin"], ["Dextre", "Sequis"], 1),  # 4
    (["Krump", "Urchin", "Zorg"], ["Dextre", "Sequis"], 2),  # 5
    (["Krump", "Urchin", "Zorg"], ["Dextre", "Sequis", "Snufflegator"], 3),  # 6
])
def test_galactic_census_counts_houses_among_creatures(run, alices, bobs, gained):
    r = run(alice={**BROBNAR, "house": "staralliance", "battleline": alices, "hand": ["Galactic Census"]},
            bob={"battleline": bobs}, actions=[{"type": "play", "card": "Galactic Census"}])
    assert r.outcome == "completed" and state(r, "players.alice.amber") == 1 + gained


# -- Sneklifter, Free Markets, Relentless Creeper --------------------------------------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Take control of an enemy artifact. While under your control, if it does not belong to one of your three "
     "houses, it is considered to be of house Shadows.", "creature",
     {"abilities": [{"trigger": "play", "effects": [
         {"control": "you", "target": {"side": "enemy", "kind": "artifact"}},
         {"kho_house": "shadows", "target": "previous-target", "kho_duration": "while-yours",
          "kho_unless_identity": True}]}]}),
    ("Play: Gain 1A (to a maximum of 6) for each house represented among cards in play, except for Sanctum.",
     "action", {"abilities": [{"trigger": "play", "effects": [
         {"gain": {"at_most": 6, "of": "kho.card_houses_except.sanctum"}}]}]}),
    ("After you choose Dis as your active house, you may return Foo from your discard pile to your hand.", "creature",
     {"abilities": [{"trigger": "kho-after-house-chosen-from-discard", "whose": "friendly", "event": {"house": "dis"},
                     "effects": [{"kho_return_from_discard": True, "may": True}]}]}),
])
def test_more_sentences_to_definition(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/control, kf:turn/step-2 — Sneklifter: bob's Logos Library of Babble is not of alice's houses
# (Shadows, Brobnar, Dis), so it is a Shadows card under her control: she uses it with Shadows active
def test_sneklifter_takes_an_artifact_of_another_house_into_shadows(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "dis"], "hand": ["Sneklifter"], "deck": ["Troll"]}
    steps = [{"type": "play", "card": "Sneklifter", "flank": "right"},
             {"type": "use-action", "card": "Library of Babble"}]
    r = run(alice=alice, bob={"artifacts": ["Library of Babble"]}, actions=steps)
    assert r.outcome == "completed" and state(r, "players.alice.hand") == ["Troll"]
    assert _houses(r, "library-of-babble") == ["shadows"]
    # Logos is one of alice's houses here: the artifact stays Logos, and Shadows does not let her use it
    r = run(alice={**alice, "houses": ["shadows", "logos", "dis"]}, bob={"artifacts": ["Library of Babble"]},
            actions=steps)
    assert r.outcome == "refused" and r.refused["rule"] == "kf:turn/step-3"


# kf:rules/houses — Free Markets: cards in play of Brobnar, Sanctum (not counted), Logos (an artifact), Shadows
# and Mars: 4 æmber; with every house but Sanctum represented, 6 at most
@pytest.mark.parametrize("alices, artifacts, bobs, gained", [
    (["Krump", "Sequis"], ["Library of Babble"], ["Urchin", "Zorg"], 4),
    (["Krump", "Sequis", "Snag", "Orator Hissaro"], ["Library of Babble"],
     ["Urchin", "Zorg", "Snufflegator", "Captain Val Jericho"], 6),  # 8 houses besides Sanctum
])
def test_free_markets_counts_houses_among_cards_in_play(run, alices, artifacts, bobs, gained):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "hand": ["Free Markets"],
             "battleline": alices, "artifacts": artifacts}
    r = run(alice=alice, bob={"battleline": bobs}, actions=[{"type": "play", "card": "Free Markets"}])
    assert r.outcome == "completed" and state(r, "players.alice.amber") == gained


# kf:glossary/ability — Relentless Creeper names its own discard pile: after alice chooses Dis, she may return
# it from there to her hand; after choosing Brobnar (or if bob chooses Dis) it stays
@pytest.mark.parametrize("house, returned", [("dis", True), ("brobnar", False)])
def test_relentless_creeper_returns_from_the_discard_pile(run, house, returned):
    r = run(alice={"houses": ["dis", "brobnar", "logos"], "discard": ["Relentless Creeper"]}, step="choose-house",
            actions=[chooses("alice", house)], choices=["yes"] if returned else [])
    assert r.outcome == "completed"
    assert ("Relentless Creeper" in state(r, "players.alice.hand")) is returned
    assert ("Relentless Creeper" in state(r, "players.alice.discard")) is not returned


def test_relentless_creeper_watches_only_its_owners_choice(run):
    # (alice holds 6 cards: her draw step leaves the discard pile alone)
    r = run(alice={**DIS, "discard": ["Relentless Creeper"], "hand": ["Troll"] * 6}, bob={"houses": ["dis", "logos", "mars"]},
            actions=[END, chooses("bob", "dis")])
    assert r.outcome == "completed" and state(r, "players.alice.discard") == ["Relentless Creeper"]


# kf:glossary/control, kf:glossary/lasting-effects — Borrow's "while under your control" ends for good when bob
# takes the artifact back (his Sneklifter: Logos is one of his houses, so it is Logos again under him)
def test_borrow_ends_when_the_artifact_changes_control(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "dis"], "hand": ["Borrow"], "deck": ["Troll"] * 6}
    bob = {"houses": ["shadows", "logos", "mars"], "artifacts": ["Library of Babble"], "hand": ["Sneklifter"]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Borrow"}, END, chooses("bob", "shadows"),
        {"type": "play", "card": "Sneklifter", "player": "bob", "flank": "right"}])
    assert r.outcome == "completed" and state(r, "players.bob.artifacts") == ["Library of Babble"]
    assert _houses(r, "library-of-babble") == ["logos"]
    # Borrow's effect is gone; bob's Sneklifter made its own, which does nothing while Logos is one of his houses
    assert [e["source"] for e in r.final_state["effects"] if e["kind"] == "modify"] == ["Sneklifter"]
    assert any(s["event"] == "effect-ends" and "kf:glossary/control" in s["cites"] for s in r.steps)
