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
