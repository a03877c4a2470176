"""The compiler's 'phrasing' family (grammar/phrasing.lark): what was destroyed this turn, and
"you may use/play ... this turn" allowances (lasting.py may-use / may-play,
kf:glossary/lasting-effects, kf:turn/step-3); sentences → card format and scenario runs."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import _refusal, compiled, state


@pytest.mark.parametrize(
    "text, card_type, expected",
    [
        ("Play: If 3 or more enemy creatures have been destroyed this turn, your opponent loses 2A.", "action",
         {"abilities": [{"trigger": "play", "effects": [
             {"lose": 2, "who": "opponent", "if": ["opponent.creatures_destroyed", ">=", 3]}]}]}),
        ("If a friendly creature was destroyed this turn, Foo enters play ready.", "creature",
         {"static": [{"enters_ready": True, "if": ["you.creatures_destroyed", ">", 0]}]}),
        ("Omni: Choose a friendly creature. You may use that creature this turn.", "creature",
         {"abilities": [{"trigger": "omni", "effects": [
             {"choose": True, "target": {"side": "friendly"}},
             {"lasting": {"kind": "may-use", "cards": 1}, "target": "previous-target", "duration": "turn"}]}]}),
        ("Omni: You may use friendly Mutant creatures this turn.", "artifact",
         {"abilities": [{"trigger": "omni", "effects": [
             {"lasting": {"kind": "may-use", "type": "creature", "trait": "mutant", "cards": "any"},
              "duration": "turn"}]}]}),
        ("Reap: You may play a non-Star Alliance creature this turn.", "creature",
         {"abilities": [{"trigger": "reap", "effects": [
             {"lasting": {"kind": "may-play", "cards": 1, "not_house": "staralliance", "type": "creature"},
              "duration": "turn"}]}]}),
    ],
)
def test_sentence_compiles_to(text, card_type, expected):
    assert compiled(text, card_type) == expected


def test_lasting_keys_no_kind_reads_are_refused_when_the_card_loads():
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError, match="trait"):
        check_effect({"lasting": {"kind": "may-play", "trait": "mutant", "cards": 1}})
    with pytest.raises(ValueError, match="has no target"):
        check_effect({"lasting": {"kind": "cannot-use", "how": "reap"}, "target": "previous-target"})


SHADOWS = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"]}
TROLL = {"name": "Test Troll", "house": "brobnar", "type": "creature", "power": 8}
OGRE = {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 5}


# kf:turn/step-3, kf:glossary/lasting-effects — Deipno Spymaster: the chosen non-Shadows creature
# may be used this turn; another one still may not
def test_deipno_spymaster_lets_the_chosen_creature_be_used(run):
    alice = {**SHADOWS, "battleline": ["Deipno Spymaster", TROLL, OGRE]}
    omni = {"type": "use-omni", "card": "Deipno Spymaster"}
    r = run(alice=alice, actions=[omni, {"type": "reap", "card": "Test Troll"}], choices=["Test Troll"])
    assert r.outcome == "completed" and state(r, "players.alice.amber") == 1
    r = run(alice=alice, actions=[omni, {"type": "reap", "card": "Test Ogre"}], choices=["Test Troll"])
    assert _refusal(r) == "kf:turn/step-3"


# kf:turn/step-3 — Mutagenic Serum: friendly Mutant creatures of any house may be used this turn
def test_mutagenic_serum_lets_mutant_creatures_be_used(run):
    mutant = {"name": "Test Mutant", "house": "brobnar", "type": "creature", "power": 3, "traits": ["mutant"]}
    alice = {"house": "logos", "houses": ["logos", "brobnar", "mars"], "artifacts": ["Mutagenic Serum"],
             "battleline": [mutant, TROLL]}
    omni = {"type": "use-omni", "card": "Mutagenic Serum"}
    r = run(alice=alice, actions=[omni, {"type": "reap", "card": "Test Mutant"}])
    assert r.outcome == "completed" and state(r, "players.alice.amber") == 1
    r = run(alice=alice, actions=[omni, {"type": "reap", "card": "Test Troll"}])
    assert _refusal(r) == "kf:turn/step-3"


@pytest.mark.parametrize(
    "text, card_type, expected",
    [
        ("Each friendly creature gets +2 power for each A on Foo.", "creature",
         {"static": [{"power": {"times": 2, "of": "self.amber"}, "affects": "friendly-creatures"}]}),
        ("Play: Each player gains 1A for each Mutant creature they control.", "action",
         {"abilities": [{"trigger": "play", "effects": [
             {"each_player": {"gain": {"count": {"trait": "mutant", "side": "friendly", "each": True}}}}]}]}),
    ],
)
def test_more_sentences_compile_to(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:timing/simultaneous-effects — Vault's Blessing: each player counts the Mutants they control
def test_vaults_blessing_counts_each_players_own_mutants(run):
    def mutant(name):
        return {"name": name, "house": "brobnar", "type": "creature", "power": 2, "traits": ["mutant"]}

    r = run(alice={"house": "untamed", "houses": ["untamed", "brobnar", "logos"], "hand": ["Vault's Blessing"],
                   "battleline": [mutant("Test Mutant A")]},
            bob={"battleline": [mutant("Test Mutant B"), mutant("Test Mutant C"), TROLL]},
            actions=[{"type": "play", "card": "Vault's Blessing"}])
    assert state(r, "players.bob.amber") == 2
    assert state(r, "players.alice.amber") == 1 + 1  # its own æmber bonus, one Mutant


# kf:glossary/for-each — Primus Unguis: +2 power to each friendly creature per æmber on Primus
def test_primus_unguis_counts_the_aember_on_itself(run):
    r = run(alice={"house": "saurian", "houses": ["saurian", "brobnar", "logos"],
                   "battleline": [{"card": "Primus Unguis", "captured_amber": 2}, TROLL]})
    assert state(r, "cards.test-troll.power") == 8 + 4


# -- "If <condition>, destroy <this card>." as a constant ability ------------------------------------------
@pytest.mark.parametrize(
    "text, card_type, expected",
    [
        ("If there are no enemy creatures, destroy Foo.", "creature",
         {"static": [{"destroy_self_if": ["opponent.creatures", "==", 0]}]}),
        ("If Foo is on a flank, destroy it.", "creature", {"static": [{"destroy_self_if": {"self": {"where": "flank"}}}]}),
        ("If there are no creatures in play, destroy Foo.", "artifact",
         {"static": [{"destroy_self_if": {"all": [["you.creatures", "==", 0], ["opponent.creatures", "==", 0]]}}]}),
        # inside a bold ability it stays an effect
        ("Reap: If there are no enemy creatures, destroy Foo.", "creature",
         {"abilities": [{"trigger": "reap", "effects": [
             {"destroy": True, "target": "self", "if": ["opponent.creatures", "==", 0]}]}]}),
    ],
)
def test_constant_destroy_compiles_to(text, card_type, expected):
    assert compiled(text, card_type) == expected


@pytest.mark.parametrize("text", ["If there are no enemy creatures, destroy a creature.",
                                  "If there are no enemy creatures, destroy it."])
def test_constant_destroy_of_another_card_is_not_compiled(text):
    assert not compile_text("Foo", "creature", text).complete


# kf:rules/constant-abilities, kf:glossary/destroyed — Cincinnatus Rex is destroyed as soon as its
# controller's opponent has no creatures (here: Troll destroys the last one in a fight)
def test_cincinnatus_rex_is_destroyed_when_no_enemy_creature_is_left(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "saurian", "logos"], "battleline": ["Cincinnatus Rex", TROLL]}
    r = run(alice=alice, bob={"battleline": [OGRE]}, actions=[{"type": "fight", "card": "Test Troll", "target": "Test Ogre"}])
    assert "Cincinnatus Rex" in state(r, "players.alice.discard")
    assert any("kf:rules/constant-abilities" in s["cites"] for s in r.steps if s["event"] == "marked-for-destruction")
    r = run(alice=alice, bob={"battleline": [OGRE, {**OGRE, "name": "Test Ogre Two"}]},
            actions=[{"type": "fight", "card": "Test Troll", "target": "Test Ogre"}])
    assert "Cincinnatus Rex" in state(r, "players.alice.battleline")


# kf:glossary/flank — Weasand between two creatures stays; once a neighbour is gone it is on a
# flank and is destroyed
def test_weasand_on_a_flank_is_destroyed(run):
    wall = {"name": "Test Wall", "house": "dis", "type": "creature", "power": 10}
    alice = {"battleline": [TROLL, "Weasand", OGRE]}
    r = run(alice=alice, bob={"battleline": [wall]}, actions=[{"type": "reap", "card": "Test Troll"}])
    assert "Weasand" in state(r, "players.alice.battleline")
    r = run(alice=alice, bob={"battleline": [wall]}, actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Wall"}])
    assert "Weasand" in state(r, "players.alice.discard") and "Test Ogre" in state(r, "players.alice.discard")


# -- sentences going on with a watcher ("If you do, …", "Otherwise, …") -----------------------------------
NOVU = ("At the start of your turn, you may discard a Logos card from your hand or archives. If you do, gain 1A. "
        "Otherwise, destroy Foo.")


def test_sentences_going_on_with_a_watcher_belong_to_it():
    assert compiled(NOVU, "creature") == {"abilities": [{"trigger": "start-of-turn", "whose": "friendly", "effects": [
        {"discard": True, "target": {"house": "logos", "kind": "card", "zone": ["hand", "archives"], "player": "you"},
         "may": True},
        {"gain": 1, "if_you_do": True},
        {"destroy": True, "target": "self", "otherwise": True}]}]}


# kf:glossary/if-you-do — Novu Dynamo: at the start of Alice's turn, discarding a Logos card gains 1A;
# declining destroys Novu Dynamo ("otherwise": the "if you do" did not hold)
@pytest.mark.parametrize("answer, amber, destroyed", [("yes", 1, False), ("no", 0, True)])
def test_novu_dynamo_gains_or_is_destroyed(run, answer, amber, destroyed):
    logos = {"name": "Test Idea", "house": "logos", "type": "action"}
    alice = {"house": "logos", "houses": ["logos", "brobnar", "mars"], "battleline": ["Novu Dynamo"],
             "hand": [logos], "deck": ["Troll"] * 6}
    r = run(alice=alice, bob={"houses": ["brobnar", "dis", "mars"], "deck": ["Troll"] * 6},
            actions=[{"type": "end-turn"},
                     {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
                     {"type": "end-turn", "player": "bob"}],
            choices=[answer, "Test Idea"] if answer == "yes" else [answer])
    assert state(r, "players.alice.amber") == amber
    assert ("Novu Dynamo" in state(r, "players.alice.discard")) is destroyed


# kf:glossary/if-you-do — Auto-Vac 5150: declining to discard from the archives means "otherwise":
# a card from the hand is archived
def test_auto_vac_archives_a_card_when_nothing_was_discarded(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "mars"], "artifacts": ["Auto-Vac 5150"],
             "hand": ["Troll"], "archives": ["Krump"]}
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Auto-Vac 5150"}], choices=["no", "Troll"])
    assert sorted(state(r, "players.alice.archives")) == ["Krump", "Troll"]
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Auto-Vac 5150"}], choices=["yes", "Krump"])
    assert state(r, "players.alice.archives") == [] and state(r, "players.alice.hand") == ["Troll"]
