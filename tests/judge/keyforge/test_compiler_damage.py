"""The compiler's 'damage' family (grammar/damage.lark, families/damage.py, verbs_damage.py):
printed sentences → card format, and scenario runs showing the engine does what the text says.
Rule IDs in the comments name the rule each test exercises."""

import pytest

from judge.kernel import UnansweredPrompt
from judge.keyforge.cards.compiler.compile import compile_text
from judge.keyforge.runner import resolve

from .conftest import state


def effects(text: str, label: str = "Play", name: str = "Test Card", card_type: str = "action") -> list[dict]:
    out = compile_text(name, card_type, f"{label}: {text}")
    assert out.complete, out.sentences
    return out.definition["abilities"][0]["effects"]


def creature(name: str, power: int, house: str = "brobnar", **more) -> dict:
    return {"name": name, "house": house, "type": "creature", "power": power, **more}


def events(result) -> list[str]:
    return [s["event"] for s in result.steps]


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Deal 4D to a creature with 2D splash.", [{"deal_damage": 4, "target": {}, "splash": 2}]),
        ("Deal 2D to a creature,with 1D splash.", [{"deal_damage": 2, "target": {}, "splash": 1}]),
        ("Deal 4D to a creature that is not on a flank with 2D splash.",
         [{"deal_damage": 4, "target": {"where": "non-flank"}, "splash": 2}]),
        ("Deal 2D to a creature and deal 2D to a different creature.",
         [{"deal_damage": 2, "target": {}}, {"deal_damage": 2, "target": {"new": True}}]),
        ("Deal 3D each to 2 creatures.", [{"deal_damage": 3, "target": {"count": 2}}]),
        ("Deal 23D to a creature in the center of its controller's battleline.",
         [{"deal_damage": 23, "target": {"where": "center"}}]),
        ("Destroy each elusive creature.", [{"destroy": True, "target": {"each": True, "keyword": "elusive"}}]),
        ("Destroy each creature with any A on it.", [{"destroy": True, "target": {"each": True, "aember": True}}]),
        ("Destroy a creature with no A on it.", [{"destroy": True, "target": {"aember": False}}]),
        ("Destroy each creature with odd power.", [{"destroy": True, "target": {"each": True, "power": "odd"}}]),
        ("Destroy each of your artifacts.",
         [{"destroy": True, "target": {"kind": "artifact", "each": True, "side": "friendly"}}]),
        ("Exhaust each creature with an upgrade.", [{"exhaust": True, "target": {"each": True, "upgraded": True}}]),
        ("Unstun each friendly creature.", [{"unstun": True, "target": {"each": True, "side": "friendly"}}]),
        ("Stun and exhaust a creature.", [{"stun": True, "target": {}}, {"exhaust": True, "target": "previous-target"}]),
        ("Exalt, ward, and fully heal a friendly creature.",
         [{"exalt": True, "target": {"side": "friendly"}}, {"ward": True, "target": "previous-target"},
          {"heal": "full", "target": "previous-target"}]),
        ("Each Mars creature and each Robot creature is stunned.",
         [{"stun": True, "target": {"each": True, "house": "mars"}},
          {"stun": True, "target": {"each": True, "trait": "robot"}}]),
        ("Ready a Mars creature or stun a non-Mars creature.",
         [{"choose_one": [[{"ready": True, "target": {"house": "mars"}}],
                          [{"stun": True, "target": {"not_house": "mars"}}]]}]),
        ("Choose one: destroy each Dis creature, or gain 1A.",
         [{"choose_one": [[{"destroy": True, "target": {"each": True, "house": "dis"}}], [{"gain": 1}]]}]),
        ("Sacrifice a creature to deal 6D to a creature.",
         [{"sacrifice": True, "target": {}}, {"deal_damage": 6, "target": {}, "if_you_do": True}]),
        ("Deal 2D to a creature and move it to either flank of its controller's battleline.",
         [{"deal_damage": 2, "target": {}}, {"move_to_flank": True, "target": "previous-target"}]),
        ("Swap the positions of two creatures in a battleline.", [{"swap_two": True}]),
        ("Ready and fight with up to 3 different friendly creatures, one at a time.",
         [{"ready_and_fight": True, "target": {"up_to": 1, "new": True, "side": "friendly"}, "for_each": 3}]),
        ("You may fight with a friendly non-Sanctum creature.",
         [{"fight_with": True, "target": {"side": "friendly", "not_house": "sanctum"}, "may": True}]),
        ("Heal up to 2 damage from a creature. Deal that amount of damage to another creature.",
         [{"heal_up_to": 2, "target": {}}, {"deal_damage": "this-way", "target": {"new": True}}]),
        ("Fully heal a creature. If you healed 4 or more damage this way, gain 2A.",
         [{"heal": "full", "target": {}}, {"gain": 2, "if": ["this-way", ">=", 4]}]),
        ("Ready and fight with a friendly creature. Deal 2D to the attacked creature's neighbors.",
         [{"ready_and_fight": True, "target": {"side": "friendly"}},
          {"deal_damage": 2, "target": {"where": "neighbor", "of": "attacked", "each": True}}]),
        ("Deal 3D to a flank creature. Deal 2D to its neighbor. Deal 1D to the second creature's other neighbor.",
         [{"deal_damage": 3, "target": {"where": "flank"}},
          {"deal_damage": 2, "target": {"where": "neighbor", "of": "previous"}},
          {"deal_damage": 1, "target": {"where": "neighbor", "of": "previous", "new": True}}]),
        ("If there are no friendly creatures in play, deal 4D to each creature.",
         [{"deal_damage": 4, "target": {"each": True}, "if": ["you.creatures", "==", 0]}]),
        ("Deal 2D to an enemy creature.If that creature is destroyed by this effect, gain 1A.",
         [{"deal_damage": 2, "target": {"side": "enemy"}}, {"gain": 1, "if": {"previous": {"destroyed": True}}}]),
        ("Destroy each creature with the lowest power and each creature with the highest power.",
         [{"destroy": True, "targets": [{"each": True, "least_powerful": True}, {"each": True, "most_powerful": True}]}]),
        ("Choose a creature. Destroy that creature and each creature that shares a trait with it.",
         [{"choose": True, "target": {}},
          {"destroy": True, "targets": ["previous-target", {"each": True, "shares_trait": "previous"}]}]),
        ("Choose a creature. For each trait that creature has, deal it 2D and gain 1A.",
         [{"choose": True, "target": {}}, {"deal_damage": 2, "target": "previous-target", "for_each": "previous.traits"},
          {"gain": 1, "for_each": "previous.traits"}]),
        ("Heal 2 damage from a creature. Gain 1A for each damage healed this way.",
         [{"heal": 2, "target": {}}, {"gain": 1, "for_each": "this-way"}]),
        # (the card named, not "this creature": these examples compile as action cards, and on an action card
        # "this creature" is a creature it chose, test_compiler_kab.py)
        ("Destroy each other creature. For each creature destroyed this way, give Test Card a +1 power counter.",
         [{"destroy": True, "target": {"each": True, "other": True}},
          {"power_counters": 1, "target": "self", "for_each": "this-way"}]),
        ("Ward a creature. You may exalt that creature. If you exalt it, ward each of its neighbors.",
         [{"ward": True, "target": {}}, {"exalt": True, "target": "previous-target", "may": True},
          {"ward": True, "target": {"where": "neighbor", "of": "previous", "each": True}, "if_you_do": True}]),
        ("Choose a creature. Give it a +1 power counter for each A you have.",
         [{"choose": True, "target": {}}, {"power_counters": "you.amber", "target": "previous-target"}]),
        ("Use an opponent's artifact as if it were yours.",
         [{"use": True, "target": {"kind": "artifact", "side": "enemy"}, "as_if_yours": True}]),
        ("Use an artifact controlled by any player as if it were yours. Destroy that artifact.",
         [{"use": True, "target": {"kind": "artifact", "side": "any"}, "as_if_yours": True},
          {"destroy": True, "target": "previous-target"}]),
    ],
)
def test_a_sentence_compiles_to(text, expected):
    assert effects(text) == expected


def test_swapping_with_a_creature_of_the_own_battleline():
    assert effects("Swap this creature with another friendly creature in your battleline.", "Reap",
                   card_type="creature") == [{"swap": True, "target": {"other": True, "side": "friendly"}}]


@pytest.mark.parametrize("text", ["Each artifact and each upgrade is destroyed.", "Destroy each artifact and each upgrade."])
def test_two_groups_are_destroyed_together(text):
    # destroyed at the same time (kf:glossary/destroyed), not one group after the other
    assert effects(text) == [{"destroy": True, "targets": [{"each": True, "kind": "artifact"},
                                                           {"each": True, "kind": "upgrade"}]}]


@pytest.mark.parametrize("text, expected", [
    ("Exalt a friendly creature and an enemy creature.",
     [{"exalt": True, "target": {"side": "friendly"}}, {"exalt": True, "target": {"side": "enemy"}}]),
    ("Stun a creature and each of its neighbors.",
     [{"stun": True, "target": {}}, {"stun": True, "target": {"where": "neighbor", "of": "previous", "each": True}}]),
])
def test_one_verb_for_each_of_several_targets(text, expected):
    assert effects(text) == expected


# -- the engine does what the text says -------------------------------------------------------------
# kf:glossary/splash-attack, kf:timing/damage — the target and each of its neighbours, in one batch
def test_splash_damage_reaches_each_neighbor(run):
    r = run(
        alice={"hand": ["Lava Ball"]},
        bob={"battleline": [creature("Left Ogre", 8), creature("Mid Ogre", 8), creature("Right Ogre", 8),
                            creature("Far Ogre", 8)]},
        actions=[{"type": "play", "card": "Lava Ball"}],
        choices=["Mid Ogre"],
    )
    damage = {n: state(r, f"cards.{n}.damage") for n in ("left-ogre", "mid-ogre", "right-ogre", "far-ogre")}
    assert damage == {"left-ogre": 2, "mid-ogre": 4, "right-ogre": 2, "far-ogre": 0}
    assert "splash" in events(r)


# kf:glossary/stun — unstun removes the stun, nothing else
def test_unstun_removes_each_stun(run):
    r = run(
        alice={"house": "sanctum", "hand": ["Clear Mind"],
               "battleline": [{"card": creature("Test Knight", 4, "sanctum"), "stunned": True, "exhausted": True}]},
        bob={"battleline": [{"card": creature("Test Goblin", 3), "stunned": True}]},
        actions=[{"type": "play", "card": "Clear Mind"}],
    )
    assert state(r, "cards.test-knight.stunned") is False and state(r, "cards.test-knight.exhausted") is True
    assert state(r, "cards.test-goblin.stunned") is True


# kf:glossary/ability, kf:glossary/active-player — "X or Y": only the chosen option resolves
@pytest.mark.parametrize("option, stunned, exhausted", [("1", False, False), ("2", True, True)])
def test_the_chosen_option_resolves(run, option, stunned, exhausted):
    martian = {"card": creature("Test Martian", 3, "mars"), "exhausted": True}
    r = run(
        alice={"house": "mars", "houses": ["mars", "logos", "dis"], "hand": ["Squawker"], "battleline": [martian]},
        bob={"battleline": [creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Squawker"}],
        choices=[option, "Test Martian" if option == "1" else "Test Goblin"],
    )
    assert state(r, "cards.test-martian.exhausted") is exhausted
    assert state(r, "cards.test-goblin.stunned") is stunned
    assert "option-chosen" in events(r)


# kf:glossary/move, kf:glossary/flank — moved to a flank of the same battleline, same controller
def test_a_creature_moves_to_the_chosen_flank(run):
    r = run(
        alice={"house": "mars", "houses": ["mars", "logos", "dis"], "hand": ["Tyxl Beambuckler"]},
        bob={"battleline": [creature("Left Ogre", 8), creature("Mid Ogre", 8), creature("Right Ogre", 8)]},
        actions=[{"type": "play", "card": "Tyxl Beambuckler"}],
        choices=["Mid Ogre", "right"],
    )
    assert state(r, "players.bob.battleline") == ["Left Ogre", "Right Ogre", "Mid Ogre"]
    assert state(r, "cards.mid-ogre.damage") == 2 and state(r, "cards.mid-ogre.controller") == "bob"


# kf:glossary/ready-and-fight, kf:rules/using-cards-through-abilities — "fight with" does not ready
@pytest.mark.parametrize("exhausted", [False, True])
def test_fight_with_uses_a_ready_creature_only(run, exhausted):
    ally = {"card": creature("Test Ogre", 6), "exhausted": exhausted}
    r = run(
        alice={"house": "sanctum", "battleline": ["Seeker of Truth", ally]},
        bob={"battleline": [creature("Test Goblin", 3), creature("Test Imp", 1)]},
        actions=[{"type": "fight", "card": "Seeker of Truth", "target": "Test Imp"}],
        choices=["yes", "Test Ogre", "Test Goblin"] if not exhausted else ["yes", "Test Ogre"],
    )
    assert state(r, "cards.test-ogre.exhausted") is True
    assert ("Test Goblin" in state(r, "players.bob.discard")) is not exhausted
    assert ("cannot-fight" in events(r)) is exhausted


# kf:glossary/ready-and-fight, kf:glossary/for-each — one creature at a time, never the same twice
def test_up_to_three_different_creatures_fight_one_at_a_time(run):
    r = run(
        alice={"hand": ["Relentless Assault"],
               "battleline": [{"card": creature("Ogre One", 6), "exhausted": True}, creature("Ogre Two", 6)]},
        bob={"battleline": [creature("Goblin One", 3), creature("Goblin Two", 3), creature("Goblin Three", 3)]},
        actions=[{"type": "play", "card": "Relentless Assault"}],
        choices=["Ogre One", "Goblin One", "Ogre Two", "Goblin Two", "done"],
    )
    assert sorted(state(r, "players.bob.discard")) == ["Goblin One", "Goblin Two"]
    assert state(r, "cards.ogre-one.exhausted") is True and state(r, "cards.ogre-two.exhausted") is True


def test_a_creature_that_fought_cannot_be_chosen_again(scenario):
    with pytest.raises(UnansweredPrompt) as e:
        resolve(scenario(
            alice={"hand": ["Relentless Assault"], "battleline": [creature("Ogre One", 6), creature("Ogre Two", 6)]},
            bob={"battleline": [creature("Goblin One", 3), creature("Goblin Two", 3)]},
            actions=[{"type": "play", "card": "Relentless Assault"}],
            choices=["Ogre One", "Goblin One"],
        ))
    assert {o.label for o in e.value.options} == {"Ogre Two", "done"}


# "a different creature": the creature the first damage went to cannot be chosen again
def test_a_different_creature_excludes_the_first(scenario):
    with pytest.raises(UnansweredPrompt) as e:
        resolve(scenario(
            alice={"house": "logos", "houses": ["logos", "mars", "dis"], "hand": ["Twin Bolt Emission"]},
            bob={"battleline": [creature("Left Ogre", 8), creature("Mid Ogre", 8), creature("Right Ogre", 8)]},
            actions=[{"type": "play", "card": "Twin Bolt Emission"}],
            choices=["Left Ogre"],
        ))
    assert {o.label for o in e.value.options} == {"Mid Ogre", "Right Ogre"}


# kf:glossary/sacrifice — only a creature you control can be chosen to be sacrificed
def test_sacrifice_a_creature_chooses_among_friendly_creatures(scenario):
    with pytest.raises(UnansweredPrompt) as e:
        resolve(scenario(
            alice={"house": "shadows", "hand": ["Life for a Life"],
                   "battleline": [creature("Test Ogre", 6), creature("Test Imp", 1)]},
            bob={"battleline": [creature("Test Goblin", 3)]},
            actions=[{"type": "play", "card": "Life for a Life"}],
        ))
    assert {o.label for o in e.value.options} == {"Test Ogre", "Test Imp"}


# kf:glossary/if-you-do — "sacrifice a creature to deal 6D": no sacrifice, no damage
@pytest.mark.parametrize("friendly, damaged", [(True, 6), (False, 0)])
def test_the_second_part_needs_the_first(run, friendly, damaged):
    r = run(
        alice={"house": "shadows", "hand": ["Life for a Life"],
               "battleline": [creature("Test Ogre", 6)] if friendly else []},
        bob={"battleline": [creature("Big Ogre", 9)]},
        actions=[{"type": "play", "card": "Life for a Life"}],
        choices=["Test Ogre", "Big Ogre"] if friendly else [],
    )
    assert state(r, "cards.big-ogre.damage") == damaged


# kf:glossary/heal, kf:glossary/this-way — heal up to 2, then deal what was healed elsewhere
def test_heal_up_to_and_deal_that_amount(run):
    r = run(
        alice={"house": "dis", "houses": ["dis", "logos", "mars"], "hand": ["Guardian Demon"],
               "battleline": [{"card": creature("Test Ogre", 6), "damage": 3}]},
        bob={"battleline": [creature("Test Goblin", 5)]},
        actions=[{"type": "play", "card": "Guardian Demon", "flank": "right"}],
        choices=["Test Ogre", "1", "Test Goblin"],
    )
    assert state(r, "cards.test-ogre.damage") == 2 and state(r, "cards.test-goblin.damage") == 1


@pytest.mark.parametrize("damage, gained", [(5, 2), (3, 0)])
def test_healed_this_way_counts_the_damage_removed(run, damage, gained):
    r = run(
        alice={"house": "sanctum", "hand": ["Healing Blast"],
               "battleline": [{"card": creature("Test Ogre", 8), "damage": damage}]},
        actions=[{"type": "play", "card": "Healing Blast"}],
        choices=["Test Ogre"],
    )
    assert state(r, "cards.test-ogre.damage") == 0 and state(r, "players.alice.amber") == 1 + gained  # 1: its bonus


# kf:glossary/swap — two creatures of one battleline change places
def test_two_creatures_of_a_battleline_swap(run):
    r = run(
        alice={"house": "logos", "houses": ["logos", "mars", "dis"], "artifacts": ["Quantum Fingertrap"]},
        bob={"battleline": [creature("Left Ogre", 8), creature("Mid Ogre", 8), creature("Right Ogre", 8)]},
        actions=[{"type": "use-action", "card": "Quantum Fingertrap"}],
        choices=["Left Ogre", "Right Ogre"],
    )
    assert state(r, "players.bob.battleline") == ["Right Ogre", "Mid Ogre", "Left Ogre"]


# target filters: a keyword the creature has, æmber on it, an upgrade on it
def test_each_elusive_creature_is_destroyed(run):
    r = run(
        alice={"house": "sanctum", "hand": ["Veemos Lightbringer"]},
        bob={"battleline": [creature("Test Thief", 2, keywords=["elusive"]), creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Veemos Lightbringer", "flank": "left"}],
    )
    assert state(r, "players.bob.discard") == ["Test Thief"]


def test_each_creature_with_aember_on_it_is_destroyed(run):
    r = run(
        alice={"house": "dis", "houses": ["dis", "logos", "mars"], "hand": ["Guilty Hearts"]},
        bob={"battleline": [{"card": creature("Test Thief", 2), "captured_amber": 1}, creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Guilty Hearts"}],
    )
    assert state(r, "players.bob.discard") == ["Test Thief"]
    assert state(r, "players.alice.amber") == 2  # its æmber bonus, and the æmber Test Thief had captured


def test_each_creature_with_an_upgrade_is_exhausted(run):
    armor = {"name": "Test Armor", "house": "brobnar", "type": "upgrade"}
    r = run(
        alice={"house": "staralliance", "houses": ["staralliance", "logos", "mars"], "hand": ["Tachyon Pulse"]},
        bob={"battleline": [{"card": creature("Test Knight", 4), "upgrades": [armor]}, creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Tachyon Pulse"}],
    )
    assert state(r, "cards.test-knight.exhausted") is True and state(r, "cards.test-goblin.exhausted") is False


# kf:glossary/neighbor — "the attacked creature's neighbors"
def test_the_attacked_creatures_neighbors_are_dealt_damage(run):
    r = run(
        alice={"house": "sanctum", "hand": ["Smite"], "battleline": [creature("Test Ogre", 6)]},
        bob={"battleline": [creature("Left Ogre", 8), creature("Mid Ogre", 8), creature("Right Ogre", 8)]},
        actions=[{"type": "play", "card": "Smite"}],
        choices=["Mid Ogre"],  # Test Ogre, the only friendly creature, fights
    )
    assert [state(r, f"cards.{n}.damage") for n in ("left-ogre", "mid-ogre", "right-ogre")] == [2, 6, 2]


# kf:glossary/this-way — archived only if this damage destroyed the creature
@pytest.mark.parametrize("power, archived", [(2, True), (5, False)])
def test_sucker_punch_is_archived_when_its_damage_destroys(run, power, archived):
    r = run(
        alice={"house": "shadows", "hand": ["Sucker Punch"]},
        bob={"battleline": [creature("Test Goblin", power)]},
        actions=[{"type": "play", "card": "Sucker Punch"}],
        choices=["Test Goblin"],
    )
    assert ("Sucker Punch" in [str(c) for c in state(r, "players.alice.archives")]) is archived


def test_choose_then_that_creature():
    assert effects("Choose a ready friendly Brobnar creature. Exhaust it.") == [
        {"choose": True, "target": {"exhausted": False, "side": "friendly", "house": "brobnar"}},
        {"exhaust": True, "target": "previous-target"},
    ]


def test_x_to_y_needs_a_cost():
    # "X to Y" reads "Y if you do" only when X is a cost; "choose a friendly creature to capture 2A" is not one
    out = compile_text("Test Card", "action", "Play: Choose a friendly creature to capture 2A.")
    assert not any(e.get("if_you_do") for e in out.definition["abilities"][0]["effects"])
    assert not compile_text("Test Card", "action", "Play: Stun a creature to deal 2D to a creature.").complete


# kf:glossary/most-powerful — the kept creature is chosen first (ties: the active player picks),
# every other one is destroyed at once
def test_destroy_each_except_the_most_powerful(run):
    r = run(
        alice={"hand": ["Champion’s Challenge"],
               "battleline": [creature("Test Ogre", 8), {"card": creature("Test Imp", 1), "exhausted": True}]},
        bob={"battleline": [creature("Big Ogre", 7), creature("Tall Ogre", 7), creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "Champion’s Challenge"}],
        choices=["Tall Ogre", "Tall Ogre"],  # keep Tall Ogre of the two 7s; Test Ogre then fights it
    )
    assert sorted(state(r, "players.bob.discard")) == ["Big Ogre", "Tall Ogre", "Test Goblin"]
    assert state(r, "players.alice.discard") == ["Test Imp", "Champion’s Challenge"]
    assert state(r, "players.alice.battleline") == ["Test Ogre"]


# kf:glossary/destroyed — each target is chosen, then all are destroyed at the same time
def test_a_friendly_and_an_enemy_creature_are_destroyed_together(run):
    r = run(
        alice={"house": "dis", "houses": ["dis", "logos", "mars"], "hand": ["Imp-losion"],
               "battleline": [creature("Test Imp", 2, "dis"), creature("Test Fiend", 4, "dis")]},
        bob={"battleline": [creature("Test Ogre", 6), creature("Test Bear", 5, "untamed")]},
        actions=[{"type": "play", "card": "Imp-losion"}],
        choices=["Test Imp", "Test Ogre"],
    )
    assert state(r, "players.alice.battleline") == ["Test Fiend"] and state(r, "players.bob.battleline") == ["Test Bear"]
    marked = [s["explain"]["en"] for s in r.steps if s["event"] == "marked-for-destruction"]
    assert marked == ["Marked for destruction: Test Imp, Test Ogre"]  # one batch


# kf:glossary/most-powerful — "the 3 most powerful": the group is filled from the top; only ties at its edge are chosen
def test_the_three_most_powerful_are_a_group(run):
    r = run(
        alice={"house": "dis", "houses": ["dis", "logos", "mars"], "hand": ["Three Fates"],
               "battleline": [creature("Test Ogre", 6), creature("Test Imp", 2, "dis")]},
        bob={"battleline": [creature("Test Giant", 8), creature("Test Bear", 5, "untamed"), creature("Test Cub", 5),
                            creature("Test Gnat", 1)]},
        actions=[{"type": "play", "card": "Three Fates"}],
        choices=["Test Cub"],  # Giant (8) and Ogre (6) are in the group; one of the two 5s is picked
    )
    assert sorted(state(r, "players.bob.discard")) == ["Test Cub", "Test Giant"]
    assert "Test Ogre" in state(r, "players.alice.discard") and "Test Bear" in state(r, "players.bob.battleline")


# kf:glossary/this-way — "for each creature destroyed this way" after damage
def test_creatures_destroyed_by_damage_count_this_way(run):
    r = run(
        alice={"house": "shadows", "hand": ["Throwing Stars"]},
        bob={"battleline": [creature("Test Gnat", 1), creature("Test Imp", 1), creature("Test Ogre", 6)]},
        actions=[{"type": "play", "card": "Throwing Stars"}],
        choices=["Test Gnat", "Test Imp", "Test Ogre"],
    )
    assert state(r, "players.alice.amber") == 2


# kf:glossary/traits — "each creature that shares a trait with it", destroyed together with it
def test_each_creature_sharing_a_trait_is_destroyed(run):
    r = run(
        alice={"house": "mars", "houses": ["mars", "logos", "untamed"], "hand": ["Extinction"]},
        bob={"battleline": [creature("Test Wolf", 3, traits=["beast", "wolf"]), creature("Test Bear", 5, traits=["beast"]),
                            creature("Test Knight", 4, traits=["human", "knight"]), creature("Test Gnat", 1)]},
        actions=[{"type": "play", "card": "Extinction"}],
        choices=["Test Wolf"],
    )
    assert sorted(state(r, "players.bob.discard")) == ["Test Bear", "Test Wolf"]


# kf:glossary/heal, kf:glossary/this-way — the damage a heal removed, not the amount it names
def test_damage_healed_this_way(run):
    r = run(
        alice={"house": "staralliance", "houses": ["staralliance", "logos", "mars"], "battleline": ["Doctor Driscoll",
               {"card": creature("Test Ogre", 6), "damage": 1}]},
        actions=[{"type": "use-action", "card": "Doctor Driscoll"}],
        choices=["Test Ogre"],
    )
    assert state(r, "cards.test-ogre.damage") == 0 and state(r, "players.alice.amber") == 1


# "equal to the archived creature's power": read from the card the preceding effect chose, before the target
def test_damage_equal_to_the_archived_creatures_power(run):
    r = run(
        alice={"house": "saurian", "houses": ["saurian", "logos", "mars"], "hand": ["Blast from the Past"],
               "discard": [creature("Test Saurus", 5, "saurian")], "battleline": [creature("Test Raptor", 3, "saurian")]},
        bob={"battleline": [creature("Test Ogre", 8)]},
        actions=[{"type": "play", "card": "Blast from the Past"}],
    )
    assert state(r, "players.alice.archives") == ["Test Saurus"] and state(r, "cards.test-ogre.damage") == 5


# the card format rejects what it does not know, for the new keys too
@pytest.mark.parametrize(
    "bad",
    [
        {"choose_one": [[{"stun": True}]]},  # one option is no choice
        {"choose_one": [[{"stun": True}], [{"explode": 1}]]},  # an option with an unknown verb
        {"destroy": True, "targets": [{"side": "enemy"}]},  # "targets" needs two or more
        {"destroy": True, "targets": [{"side": "enemy"}, {"side": "friendly"}], "target": "creature"},
        {"destroy": True, "target": {"keyword": "flying"}},
        {"destroy": True, "target": {"shares_trait": "everyone"}},
        {"deal_damage": 2, "target": "creature", "splash": "lots"},
        {"heal_up_to": "some", "target": "creature"},
        {"stun": True, "targets": [{"side": "enemy"}, {"side": "friendly"}]},  # only destroy takes targets
    ],
)
def test_the_card_format_rejects_bad_damage_effects(bad):
    from pydantic import ValidationError

    from judge.keyforge.cards.model import CardDef

    with pytest.raises(ValidationError):
        CardDef.model_validate({"name": "Bad", "house": "dis", "type": "action",
                                "abilities": [{"trigger": "play", "effects": [bad]}]})


# kf:glossary/stun, kf:glossary/replacement-effects — "if that creature was already stunned, destroy it instead"
@pytest.mark.parametrize("stunned", [False, True])
def test_a_stunned_creature_is_destroyed_instead(run, stunned):
    r = run(
        alice={"hand": ["1-2 Punch"]},
        bob={"battleline": [{"card": creature("Test Ogre", 6), "stunned": stunned}, creature("Test Goblin", 3)]},
        actions=[{"type": "play", "card": "1-2 Punch"}],
        choices=["Test Ogre"],
    )
    assert ("Test Ogre" in state(r, "players.bob.discard")) is stunned
    assert stunned or state(r, "cards.test-ogre.stunned") is True
