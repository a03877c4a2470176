"""The compiler's 'gained' family (grammar/gained.lark, families/gained.py): keywords and quoted
abilities a card gives, constantly (kf:rules/constant-abilities) or for a while
(kf:glossary/lasting-effects, a ``modify`` lasting effect); printed sentences → card format, and
scenario runs with the real cards showing the engine does what the text says."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import compiled, state

REAP_GAIN_1 = {"abilities": [{"trigger": "reap", "effects": [{"gain": 1}]}]}


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, card_type, expected",
    [
        # keywords and an ability together; on an upgrade "this creature" is the creature it is on
        ('This creature gains skirmish and, "Fight: Gain 1A."', "upgrade",
         {"static": [{"gains": {"keywords": ["skirmish"], "abilities": [
             {"trigger": "fight", "effects": [{"gain": 1}]}]}, "affects": "attached"}]}),
        ('This creature gets +3 power and gains, "Reap: Gain 1A."', "upgrade",
         {"static": [{"power": 3, "affects": "attached"}, {"gains": REAP_GAIN_1, "affects": "attached"}]}),
        # inside the quotes "this creature" is the creature that has the ability
        # (kf:glossary/self-referential-text), not the card that gives it
        ('Each enemy creature gains, "Reap: Deal 4D to this creature."', "creature",
         {"static": [{"gains": {"abilities": [{"trigger": "reap", "effects": [
             {"deal_damage": 4, "target": "self"}]}]}, "affects": "enemy-creatures"}]}),
        ('Each of Foo\'s neighbors gains, "Destroyed: Archive this creature."', "creature",
         {"static": [{"gains": {"abilities": [{"trigger": "destroyed", "effects": [
             {"archive": True, "target": "self"}]}]}, "affects": "neighbors"}]}),
        ('Each enemy creatures gains, "Reap: Gain 1A."', "creature",
         {"static": [{"gains": REAP_GAIN_1, "affects": "enemy-creatures"}]}),
        # for a while: on each creature of a side, or on one chosen creature
        ('Play: For the remainder of the turn, each friendly creature gains, "Reap: Gain 1A."', "action",
         {"abilities": [{"trigger": "play", "effects": [{"lasting": {
             "kind": "modify", "static": {"gains": REAP_GAIN_1}, "affects": "friendly-creatures"},
             "duration": "turn"}]}]}),
        ('Play: For the remainder of the turn, a friendly Brobnar creature gains, "Reap: Gain 1A."', "action",
         {"abilities": [{"trigger": "play", "effects": [{"lasting": {"kind": "modify", "static": {"gains": REAP_GAIN_1}},
                                                         "target": {"side": "friendly", "house": "brobnar"},
                                                         "duration": "turn"}]}]}),
        ("Play: Creatures you control gain elusive until the start of your next turn.", "action",
         {"abilities": [{"trigger": "play", "effects": [{"lasting": {
             "kind": "modify", "static": {"gains": {"keywords": ["elusive"]}}, "affects": "friendly-creatures"},
             "duration": "until-your-next-turn"}]}]}),
        (('Action: Choose a creature. For the remainder of the turn, that creature is considered a flank creature '
         'and gains, "Reap: Gain 1A."'), "artifact",
         {"abilities": [{"trigger": "action", "effects": [
             {"choose": True, "target": {}},
             {"lasting": {"kind": "modify", "static": {"gains": {"flank": True, **REAP_GAIN_1}}},
              "target": "previous-target", "duration": "turn"}]}]}),
    ],
)
def test_sentence_compiles_to(text, card_type, expected):
    assert compiled(text, card_type) == expected


@pytest.mark.parametrize(
    "text, card_type",
    [
        # the card's own name inside quotes in a lasting "gains": no card in play gives it
        ('Play: For the remainder of the turn, each friendly creature gains, "Reap: Destroy Foo."', "action"),
        # (a lasting "gains" on "up to 2 friendly creatures" is read since the kxa family: the player chooses
        # up to two, each gains it — Scout, tests/judge/keyforge/test_compiler_kxa.py)
        ('Play: For the remainder of the turn, each friendly Mars creature gains skirmish.', "action"),
    ],
)
def test_sentence_is_not_compiled(text, card_type):
    assert not compile_text("Foo", card_type, text).complete


def test_a_lasting_modify_on_nothing_is_refused_when_the_card_loads():
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError, match="lasting modify"):
        check_effect({"lasting": {"kind": "modify", "static": {"gains": {"keywords": ["elusive"]}}}})
    with pytest.raises(ValueError, match="lasting modify"):
        check_effect({"lasting": {"kind": "modify", "static": {"gains": {"keywords": ["elusive"]}},
                                  "affects": "neighbors"}})


# -- the engine does what the text says -----------------------------------------------------------
UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"]}


# kf:glossary/lasting-effects — Song of the Wild: each friendly creature gains "Reap: Gain 1A"
# for the rest of the turn
def test_song_of_the_wild_gives_each_friendly_creature_a_reap_ability(run):
    r = run(alice={**UNTAMED, "hand": ["Song of the Wild"], "battleline": ["Snufflegator"]},
            actions=[{"type": "play", "card": "Song of the Wild"}, {"type": "reap", "card": "Snufflegator"}])
    assert state(r, "players.alice.amber") == 1 + 1  # the reap, the gained ability
    assert any("kf:glossary/lasting-effects" in s["cites"] for s in r.steps if s["event"] == "lasting-effect")


# kf:glossary/lasting-effects — the effect ends with the turn: on Alice's next turn a reap gains 1
def test_song_of_the_wild_ends_with_the_turn(run):
    r = run(alice={**UNTAMED, "hand": ["Song of the Wild"], "battleline": ["Snufflegator"]},
            bob={"houses": ["brobnar", "dis", "logos"]},
            actions=[{"type": "play", "card": "Song of the Wild"}, {"type": "end-turn"},
                     {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False},
                     {"type": "end-turn", "player": "bob"},
                     {"type": "choose-house", "house": "untamed", "take_archives": False},
                     {"type": "reap", "card": "Snufflegator"}])
    assert state(r, "players.alice.amber") == 1  # the reap only


# kf:rules/constant-abilities, kf:glossary/self-referential-text — Scylla: an enemy creature
# that reaps takes 4 damage ("this creature" is the creature that reaped)
def test_scylla_damages_the_enemy_creature_that_reaps(run):
    reaper = {"name": "Test Reaper", "house": "brobnar", "type": "creature", "power": 6}
    r = run(alice={"house": "brobnar", "houses": ["brobnar", "untamed", "logos"], "battleline": [reaper]},
            bob={"battleline": ["Scylla"]},
            actions=[{"type": "reap", "card": "Test Reaper"}])
    assert state(r, "cards.test-reaper.damage") == 4
    assert state(r, "cards.scylla.damage") == 0


# kf:rules/upgrades — Instrument of Silence: the creature it is on gains skirmish and "Fight: Gain 1A"
def test_instrument_of_silence_gives_skirmish_and_a_fight_ability(run):
    r = run(alice={"house": "brobnar", "houses": ["brobnar", "untamed", "logos"],
                   "battleline": [{"card": "Troll", "upgrades": ["Instrument of Silence"]}]},
            bob={"battleline": ["Krump"]},
            actions=[{"type": "fight", "card": "Troll", "target": "Krump"}])
    assert state(r, "cards.troll.damage") == 0  # skirmish: no damage back
    assert state(r, "players.alice.amber") == 1


# -- "as if you had played it" -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Play: Purge an artifact. Resolve its bonus icons as if you had played it.",
         [{"purge": True, "target": {"kind": "artifact"}}, {"resolve_bonus": True, "target": "previous-target"}]),
        ("Reap: Discard the top card of your deck. Resolve that card's bonus icons as if you had played it.",
         [{"discard": 1, "from": "deck-top"}, {"resolve_bonus": True, "target": "previous-target"}]),
    ],
)
def test_bonus_icons_as_if_played_compile_to(text, expected):
    assert compiled(text, "action")["abilities"][0]["effects"] == expected


# kf:glossary/bonus-icons — Reclaimed by Nature: the purged artifact's æmber bonus and bonus icons
# resolve for Alice (its draw icon draws her a card); the artifact is not played
def test_reclaimed_by_nature_resolves_the_purged_artifacts_bonus_icons(run):
    relic = {"name": "Test Relic", "house": "brobnar", "type": "artifact", "amber": 2, "bonus": ["draw"]}
    r = run(alice={**UNTAMED, "hand": ["Reclaimed by Nature"], "deck": ["Troll"]},
            bob={"artifacts": [relic]},
            actions=[{"type": "play", "card": "Reclaimed by Nature"}], choices=["Test Relic"])
    assert state(r, "players.bob.purged") == ["Test Relic"]
    assert state(r, "players.alice.amber") == 1 + 2  # Reclaimed's own bonus, the relic's two
    assert state(r, "players.alice.hand") == ["Troll"]  # the relic's draw icon
    assert "bonus-as-if-played" in [s["event"] for s in r.steps]


# a card name holding quotes ("Lion" Bautrem) is the card itself, not a quoted ability
def test_a_name_with_quotes_is_the_card_itself():
    assert compiled('"Lion" Bautrem\'s neighbors get +2 power.', name="“Lion” Bautrem") == {
        "static": [{"power": 2, "affects": "neighbors"}]}
