"""KeyForge mechanics, one behaviour per test: a board, actions, choices → assertions.
Rule IDs in the comments name the rule each test exercises."""

import pytest

from judge.kernel import UnansweredPrompt
from judge.keyforge.game import NotYetSupported
from judge.keyforge.runner import resolve

from .conftest import state

OGRE = {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}
GOBLIN = {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}


# kf:turn/step-3 — nothing of a refused action is applied
def test_a_refused_action_changes_nothing(run):
    board = dict(alice={"amber": 2, "hand": ["Urchin"], "battleline": [OGRE]}, bob={"amber": 3, "battleline": [GOBLIN]})
    before = run(**board, actions=[{"type": "reap", "card": "Test Ogre"}])
    after = run(**board, actions=[{"type": "reap", "card": "Test Ogre"}, {"type": "play", "card": "Urchin"}])
    assert after.outcome == "refused" and after.refused["rule"] == "kf:turn/step-3"
    assert after.final_state == before.final_state
    assert after.steps[-1]["event"] == "refused" and after.steps[-1]["cites"] == ["kf:turn/step-3"]


# kf:glossary/active-player — only the active player acts
def test_the_other_player_cannot_act(run):
    r = run(
        alice={"battleline": [OGRE]},
        bob={"battleline": [GOBLIN]},
        actions=[{"type": "reap", "card": "Test Goblin", "player": "bob"}],
    )
    assert r.refused["rule"] == "kf:glossary/active-player"


# kf:glossary/stun, kf:faq/de-20 — stunning a stunned creature does nothing
def test_stun_does_not_stack(run):
    r = run(
        alice={"hand": ["Smaaash"]},
        bob={"battleline": [{"card": GOBLIN, "stunned": True}]},
        actions=[{"type": "play", "card": "Smaaash"}],
        choices=["Test Goblin"],
    )
    assert [s["event"] for s in r.steps if s["event"].endswith("stunned")] == ["already-stunned"]
    assert "kf:faq/de-20" in {f for s in r.steps for f in s["faq"]}


# strict mode: an open prompt stops the run and names its options
def test_unanswered_target_prompt_is_strict(scenario):
    with pytest.raises(UnansweredPrompt) as e:
        resolve(
            scenario(
                alice={"hand": ["Smaaash"], "battleline": [OGRE]},
                bob={"battleline": [GOBLIN]},
                actions=[{"type": "play", "card": "Smaaash", "flank": "left"}],
            )
        )
    assert e.value.prompt.id == "target:Smaaash"
    assert {o.label for o in e.value.options} == {"Test Ogre", "Test Goblin", "Smaaash"}


# kf:glossary/fight — a fight target can be left to a prompt
def test_fight_target_from_choices(run):
    r = run(
        alice={"battleline": [OGRE]},
        bob={"battleline": [GOBLIN, {"card": OGRE | {"name": "Big Ogre", "power": 9}}]},
        actions=[{"type": "fight", "card": "Test Ogre"}],
        choices=["Test Goblin"],
    )
    assert state(r, "players.bob.discard") == ["Test Goblin"]


# kf:rules/fight — no enemy creature, no fight
def test_cannot_fight_without_enemies(run):
    r = run(alice={"battleline": [OGRE]}, actions=[{"type": "fight", "card": "Test Ogre"}])
    assert r.refused["rule"] == "kf:rules/fight"


# kf:glossary/ready-and-fight, kf:faq/de-18 — readied but no enemy: stays ready
def test_anger_without_enemies_leaves_the_creature_ready(run):
    r = run(
        alice={"hand": ["Anger"], "battleline": [{"card": OGRE, "exhausted": True}]},
        actions=[{"type": "play", "card": "Anger"}],
    )
    assert state(r, "cards.test-ogre.exhausted") is False
    assert "cannot-fight" in [s["event"] for s in r.steps]


# kf:glossary/stun, kf:faq/de-11 — "fight with" a stunned creature only removes the stun
def test_anger_on_a_stunned_creature_removes_the_stun(run):
    r = run(
        alice={"hand": ["Anger"], "battleline": [{"card": OGRE, "stunned": True, "exhausted": True}]},
        bob={"battleline": [GOBLIN]},
        actions=[{"type": "play", "card": "Anger"}],
    )
    assert state(r, "cards.test-ogre.stunned") is False and state(r, "cards.test-ogre.exhausted") is True
    assert state(r, "cards.test-goblin.damage") == 0


# kf:rules/constant-abilities, kf:glossary/damage, kf:faq/de-15 — 0 power means destroyed
def test_king_of_the_crag_destroys_a_two_power_enemy(run):
    r = run(
        alice={"hand": ["King of the Crag"]},
        bob={"battleline": [{"card": {"name": "Test Imp", "house": "brobnar", "type": "creature", "power": 2}}]},
        actions=[{"type": "play", "card": "King of the Crag"}],
    )
    assert state(r, "players.bob.discard") == ["Test Imp"]


# kf:rules/playing-cards, kf:faq/de-09 — a card's own play condition
def test_kelifi_dragon_needs_seven_aember(run):
    board = dict(alice={"hand": ["Kelifi Dragon"]}, actions=[{"type": "play", "card": "Kelifi Dragon"}])
    assert run(**board).refused["rule"] == "kf:rules/playing-cards"
    board["alice"]["amber"] = 7
    assert run(**board).outcome == "completed"


# kf:rules/ready-and-exhausted — constant ability "enters play ready"
def test_silvertooth_enters_ready(run):
    r = run(alice={"house": "shadows", "hand": ["Silvertooth"]}, actions=[{"type": "play", "card": "Silvertooth"}])
    assert state(r, "cards.silvertooth.exhausted") is False


# kf:glossary/capture — "captures from its own side"
def test_mindwarper_makes_an_enemy_capture_from_its_own_pool(run):
    r = run(
        alice={"house": "mars", "houses": ["mars", "dis", "logos"], "battleline": ["Mindwarper"]},
        bob={"amber": 2, "battleline": [GOBLIN]},
        actions=[{"type": "use-action", "card": "Mindwarper"}],
    )
    assert state(r, "players.bob.amber") == 1 and state(r, "cards.test-goblin.amber") == 1


# kf:glossary/leaves-play — captured æmber goes to the opponent when the creature leaves
def test_captured_aember_returns_when_the_creature_is_destroyed(run):
    r = run(
        alice={"battleline": [OGRE]},
        bob={"battleline": [{"card": GOBLIN, "captured_amber": 2}]},
        actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Goblin"}],
    )
    assert state(r, "players.alice.amber") == 2


# kf:glossary/lasting-effects — a lasting "after destroyed" ability (Looter Goblin)
def test_looter_goblin_gains_for_each_enemy_destroyed_this_turn(run):
    board = dict(alice={"battleline": ["Looter Goblin", OGRE]}, bob={"battleline": [GOBLIN]})
    reap_then_fight = [
        {"type": "reap", "card": "Looter Goblin"},
        {"type": "fight", "card": "Test Ogre", "target": "Test Goblin"},
    ]
    r = run(**board, actions=reap_then_fight)
    assert state(r, "players.alice.amber") == 2  # 1 from reaping, 1 when the goblin is destroyed
    r = run(**board, actions=reap_then_fight + [{"type": "end-turn"}])
    assert state(r, "effects") == []  # "for the remainder of the turn" ends with the turn


# kf:glossary/ward — ward is removed instead of damage (Polish chart: before armor)
@pytest.mark.parametrize("edition", ["de", "pl"])
def test_ward_prevents_one_instance_of_damage(run, edition):
    r = run(
        alice={"battleline": [OGRE]},
        bob={"battleline": [{"card": GOBLIN, "ward": True}]},
        actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Goblin"}],
        edition=edition,
    )
    assert state(r, "cards.test-goblin.damage") == 0 and state(r, "cards.test-goblin.ward") is False
    ward_step = next(s for s in r.steps if s["event"] == "ward")
    assert ("kf:timing/damage/ward" in ward_step["cites"]) == (edition == "pl")


# kf:glossary/hazardous, kf:glossary/assault — damage before the fight
def test_hazardous_defender_can_destroy_the_attacker_before_the_fight(run):
    r = run(
        alice={"battleline": [GOBLIN]},
        bob={
            "battleline": [
                {
                    "card": {
                        "name": "Test Spiker",
                        "house": "dis",
                        "type": "creature",
                        "power": 1,
                        "keywords": ["hazardous 3"],
                    }
                }
            ]
        },
        actions=[{"type": "fight", "card": "Test Goblin", "target": "Test Spiker"}],
    )
    assert state(r, "players.alice.discard") == ["Test Goblin"]
    assert state(r, "cards.test-spiker.damage") == 0


def test_assault_damage_comes_before_the_fight(run):
    r = run(
        alice={"battleline": [{"card": GOBLIN | {"keywords": ["assault 3"]}}]},
        bob={"battleline": [OGRE | {"power": 3}]},
        actions=[{"type": "fight", "card": "Test Goblin", "target": "Test Ogre"}],
    )
    assert state(r, "players.bob.discard") == ["Test Ogre"] and state(r, "cards.test-goblin.damage") == 0


# kf:glossary/hazardous, kf:glossary/assault, kf:timing/before-fight — both in one window: the
# active player orders them; each is named in the trace's language
def test_hazardous_and_assault_are_ordered_and_named_in_each_language(run):
    spiker = {"card": {"name": "Test Spiker", "house": "dis", "type": "creature", "power": 5, "keywords": ["hazardous 1"]}}
    r = run(
        alice={"battleline": [{"card": GOBLIN | {"keywords": ["assault 2"]}}]},
        bob={"battleline": [spiker]},
        actions=[{"type": "fight", "card": "Test Goblin", "target": "Test Spiker"}],
        choices=["Test Goblin"],  # the assault first, by the card's name
    )
    resolved = [s["explain"] for s in r.steps if s["event"] == "trigger"]
    assert [e["de"] for e in resolved[:2]] == ["Test Goblin – Ansturm 2 wird abgehandelt",
                                               "Test Spiker – Gefährlich 1 wird abgehandelt"]
    assert resolved[0]["en"] == "Test Goblin – Assault 2 resolves" and "Natarcie 2" in resolved[0]["pl"]
    # the window is named as the timing chart names it in German and Polish; English keeps the code
    window = next(s["explain"] for s in r.steps if s["event"] == "window" and s["window"] == "before-fight")
    assert window["de"].startswith("Zeitpunkt „Vor dem Kampf“: Test Spiker – Gefährlich 1")
    assert window["pl"].startswith("Moment „Przed walką”:") and window["en"].startswith("Window 'before-fight':")


# kf:glossary/action-ability — an artifact's Action: ability (Hallowed Shield)
def test_hallowed_shield_protects_the_chosen_creature(run):
    r = run(
        alice={
            "house": "sanctum",
            "artifacts": ["Hallowed Shield"],
            "battleline": [{"card": {"name": "Test Knight", "house": "sanctum", "type": "creature", "power": 2}}],
        },
        bob={"battleline": [OGRE]},
        actions=[
            {"type": "use-action", "card": "Hallowed Shield"},
            {"type": "fight", "card": "Test Knight", "target": "Test Ogre"},
        ],
        choices={"target:Hallowed Shield": "Test Knight"},
    )
    assert state(r, "cards.test-knight.damage") == 0 and state(r, "cards.hallowed-shield.exhausted") is True


# the engine never treats an unencoded ability as blank
def test_unencoded_abilities_stop_the_engine(run):
    odd = {"name": "Test Oddity", "house": "sanctum", "type": "creature", "power": 3,
           "abilities": [{"trigger": "reap", "effects": [{"unsupported": "something new"}]}]}
    with pytest.raises(NotYetSupported):
        run(alice={"house": "sanctum", "battleline": [odd]}, actions=[{"type": "reap", "card": "Test Oddity"}])


# kf:glossary/repeat — the editions differ; kf:glossary/repeat-preceding-effect — they agree
@pytest.mark.parametrize("edition,alice,bob", [("de", 5, 5), ("pl", 2, 8)])
def test_repeat_this_cards_effect_follows_the_edition(run, edition, alice, bob):
    printed = {
        "name": "Printed",
        "house": "shadows",
        "type": "action",
        "abilities": [
            {
                "trigger": "play",
                "effects": [
                    {"steal": 1, "if": ["opponent.amber", ">", "you.amber"]},
                    {"repeat": "card-effect", "if": ["opponent.amber", ">", "you.amber"]},
                ],
            }
        ],
    }
    r = run(
        alice={"house": "shadows", "hand": [printed]},
        bob={"amber": 10},
        actions=[{"type": "play", "card": "Printed"}],
        edition=edition,
    )
    assert (state(r, "players.alice.amber"), state(r, "players.bob.amber")) == (alice, bob)


@pytest.mark.parametrize("edition", ["de", "pl"])
def test_bait_and_switch_errata_steals_at_most_twice(run, edition):
    r = run(
        alice={"house": "shadows", "hand": ["Bait and Switch"]},
        bob={"amber": 14},
        actions=[{"type": "play", "card": "Bait and Switch"}],
        edition=edition,
    )
    assert state(r, "players.alice.amber") == 2


# kf:rules/upgrades — an upgrade needs a creature to attach to
def test_an_upgrade_without_a_creature_cannot_be_played(run):
    r = run(
        alice={
            "house": "dis",
            "houses": ["dis", "mars", "logos"],
            "hand": [{"name": "Test Upgrade", "house": "dis", "type": "upgrade"}],
        },
        actions=[{"type": "play", "card": "Test Upgrade"}],
    )
    assert r.refused["rule"] == "kf:rules/upgrades"


# kf:glossary/enrage — an enraged creature must fight when used, if it can
def test_an_enraged_creature_must_fight(run):
    board = dict(alice={"battleline": [{"card": OGRE, "enraged": True}]}, bob={"battleline": [GOBLIN]})
    assert run(**board, actions=[{"type": "reap", "card": "Test Ogre"}]).refused["rule"] == "kf:glossary/enrage"
    r = run(**board, actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Goblin"}])
    assert state(r, "cards.test-ogre.enraged") is False


# kf:glossary/ward — ward also stops a destroy effect (the creature is never marked)
def test_ward_stops_destruction_once(run):
    r = run(
        alice={"house": "dis", "houses": ["dis", "brobnar", "logos"], "hand": ["Gateway to Dis"]},
        bob={"battleline": [{"card": GOBLIN, "ward": True}, OGRE]},
        actions=[{"type": "play", "card": "Gateway to Dis"}],
    )
    assert state(r, "players.bob.battleline") == ["Test Goblin"] and state(r, "players.bob.discard") == ["Test Ogre"]
    assert state(r, "cards.test-goblin.ward") is False and state(r, "players.alice.chains") == 3


# kf:glossary/stun — "enters play stunned" holds when an effect puts the creature into play too
def test_enters_stunned_also_when_put_into_play(run):
    dozer = {"name": "Test Dozer", "house": "brobnar", "type": "creature", "power": 4, "static": [{"enters_stunned": True}]}
    summon = {"name": "Test Summon", "house": "brobnar", "type": "action",
              "abilities": [{"trigger": "play", "effects": [
                  {"put_into_play": True, "target": {"zone": "discard", "name": "Test Dozer", "kind": "card"}}]}]}
    r = run(alice={"hand": [summon], "discard": [dozer]}, actions=[{"type": "play", "card": "Test Summon"}])
    assert state(r, "players.alice.battleline") == ["Test Dozer"]
    assert state(r, "cards.test-dozer.stunned") is True
