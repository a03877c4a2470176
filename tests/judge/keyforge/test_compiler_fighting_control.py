"""The compiler's 'fighting' and 'control' families (grammar/fighting.lark, grammar/control.lark):
fight damage other than power, "cannot fight or reap", lasting "cannot be used", taking and giving
control; printed sentences → card format, and scenario runs with the real cards."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import _refusal, compiled, state


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, card_type, expected",
    [
        ("Foo only deals 4D when fighting.", "creature", {"static": [{"fight_damage": 4}]}),
        ("Foo cannot fight or reap.", "creature", {"static": [{"cannot_fight": True}, {"cannot_reap": True}]}),
        # in a Fight ability "the attacked creature" is the fight's defender
        ("Fight: Stun the attacked creature.", "creature",
         {"abilities": [{"trigger": "fight", "effects": [{"stun": True, "target": "event-defender"}]}]}),
        ("Play: Until the start of your next turn, creatures cannot be used to reap.", "action",
         {"abilities": [{"trigger": "play", "effects": [
             {"lasting": {"kind": "cannot-use", "how": "reap"}, "duration": "until-your-next-turn"},
             {"lasting": {"kind": "cannot-use", "how": "reap"}, "who": "you", "duration": "until-your-next-turn"}]}]}),
        ("Play: You cannot use cards this turn.", "action",
         {"abilities": [{"trigger": "play", "effects": [
             {"lasting": {"kind": "cannot-use", "how": "any"}, "who": "you", "duration": "turn"}]}]}),
        ("Play: Gain control of an enemy creature.", "action",
         {"abilities": [{"trigger": "play", "effects": [{"control": "you", "target": {"side": "enemy"}}]}]}),
        ("Play: Take control of an enemy flank creature.", "action",
         {"abilities": [{"trigger": "play", "effects": [{"control": "you", "target": {"side": "enemy", "where": "flank"}}]}]}),
        ("Reap: Give control of a friendly artifact to your opponent.", "creature",
         {"abilities": [{"trigger": "reap", "effects": [
             {"control": "opponent", "target": {"side": "friendly", "kind": "artifact"}}]}]}),
    ],
)
def test_sentence_compiles_to(text, card_type, expected):
    assert compiled(text, card_type) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Play: Take control of each enemy creature.",  # several at once: not read here
        # ("take control of … until Foo leaves play" compiles now: family kcc, test_compiler_kcc.py)
    ],
)
def test_sentence_is_not_compiled(text):
    assert not compile_text("Foo", "action", text).complete


# -- the engine does what the text says -----------------------------------------------------------
SAURIAN = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"]}


# kf:glossary/fight — Galeatops (power 12) deals only 4 damage when it fights
def test_galeatops_deals_only_four_damage_when_fighting(run):
    target = {"name": "Test Wall", "house": "brobnar", "type": "creature", "power": 10}
    r = run(alice={**SAURIAN, "battleline": ["Galeatops"]}, bob={"battleline": [target]},
            actions=[{"type": "fight", "card": "Galeatops", "target": "Test Wall"}])
    assert state(r, "cards.test-wall.damage") == 4
    assert state(r, "cards.galeatops.damage") == 10


# kf:glossary/fight — Roxador: "Fight: Stun the attacked creature"
def test_roxador_stuns_the_creature_it_attacked(run):
    target = {"name": "Test Wall", "house": "brobnar", "type": "creature", "power": 10}
    r = run(alice={"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "battleline": ["Roxador"]},
            bob={"battleline": [target]}, actions=[{"type": "fight", "card": "Roxador", "target": "Test Wall"}])
    assert state(r, "cards.test-wall.damage") == 2 and state(r, "cards.test-wall.stunned") is True


# kf:glossary/cannot-vs-must, kf:glossary/lasting-effects — Sow Salt: until Alice's next turn no
# creature may reap: not Alice's this turn, not Bob's on his turn
def test_sow_salt_stops_every_creature_reaping(run):
    alice = {**SAURIAN, "hand": ["Sow Salt"], "battleline": ["Galeatops"]}
    bob = {"houses": ["brobnar", "dis", "logos"], "battleline": ["Troll"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Sow Salt"}, {"type": "reap", "card": "Galeatops"}])
    assert _refusal(r) == "kf:glossary/cannot-vs-must"
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Sow Salt"}, {"type": "end-turn"},
        {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
        {"type": "reap", "card": "Troll", "player": "bob"}])
    assert _refusal(r) == "kf:glossary/cannot-vs-must"


# kf:glossary/control — Hypnobeam: the enemy creature moves to a flank of Alice's battleline
def test_hypnobeam_takes_control_of_an_enemy_creature(run):
    r = run(alice={"house": "mars", "houses": ["mars", "brobnar", "logos"], "hand": ["Hypnobeam"],
                   "battleline": ["Galeatops"]},
            bob={"battleline": ["Troll", "Krump"]},
            actions=[{"type": "play", "card": "Hypnobeam"}], choices=["Krump", "right"])
    assert state(r, "players.alice.battleline") == ["Galeatops", "Krump"]
    assert state(r, "players.bob.battleline") == ["Troll"]
    assert any("kf:glossary/control" in s["cites"] for s in r.steps if s["event"] == "control")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("After you fight with a creature, Foo captures 1A.",
         {"abilities": [{"trigger": "after-creature-fights", "effects": [{"capture": 1, "by": "self"}],
                         "whose": "friendly"}]}),
        ("After a creature reaps, if it is the first time a creature has reaped this turn, deal 2D to it.",
         {"abilities": [{"trigger": "after-creature-reaps", "effects": [{"deal_damage": 2, "target": "event-creature", "if": {
             "any": [{"all": [{"my_turn": True}, ["you.reaps", "==", 1]]},
                     {"all": [{"my_turn": False}, ["opponent.reaps", "==", 1]]}]}}]}]}),
    ],
)
def test_watchers_compile_to(text, expected):
    assert compiled(text) == expected


# kf:glossary/reap — Ragwarg: only the first creature to reap this turn takes 2 damage
def test_ragwarg_damages_only_the_first_creature_that_reaps(run):
    first, second = ({"name": n, "house": "brobnar", "type": "creature", "power": 5} for n in ("Test First", "Test Second"))
    r = run(alice={"battleline": [first, second]}, bob={"artifacts": ["Ragwarg"]},
            actions=[{"type": "reap", "card": "Test First"}, {"type": "reap", "card": "Test Second"}])
    assert state(r, "cards.test-first.damage") == 2
    assert state(r, "cards.test-second.damage") == 0


def test_non_house_creatures_cannot_be_used_compiles_to():
    lasting = {"kind": "cannot-use", "how": "fight", "not_house": "shadows"}
    assert compiled("Play: Until the start of your next turn, non-Shadows creatures cannot be used to fight.",
                    "action") == {"abilities": [{"trigger": "play", "effects": [
                        {"lasting": lasting, "duration": "until-your-next-turn"},
                        {"lasting": lasting, "who": "you", "duration": "until-your-next-turn"}]}]}


# kf:glossary/cannot-vs-must — Into the Night: on Bob's next turn his non-Shadows creatures cannot
# fight; his Shadows creatures still can
@pytest.mark.parametrize("house, attacker, refused", [("brobnar", "Troll", True), ("shadows", "Test Thief", False)])
def test_into_the_night_stops_non_shadows_creatures_fighting(run, house, attacker, refused):
    thief = {"name": "Test Thief", "house": "shadows", "type": "creature", "power": 3}
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "hand": ["Into the Night"],
             "battleline": [{"name": "Test Guard", "house": "logos", "type": "creature", "power": 1}]}
    bob = {"houses": ["brobnar", "shadows", "logos"], "battleline": ["Troll", thief]}
    r = run(alice=alice, bob=bob, actions=[
        {"type": "play", "card": "Into the Night"}, {"type": "end-turn"},
        {"type": "choose-house", "house": house, "player": "bob", "take_archives": False},
        {"type": "fight", "card": attacker, "target": "Test Guard", "player": "bob"}])
    assert (_refusal(r) == "kf:glossary/cannot-vs-must") is refused
