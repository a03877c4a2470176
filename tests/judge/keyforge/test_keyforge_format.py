"""The card format's newer vocabulary: accepted forms, rejected mistakes, and a few rules
checked directly (the example scenarios check them end to end)."""

import pytest
from pydantic import ValidationError

from judge.keyforge.cards.model import CardDef


def card(**kw):
    return CardDef.model_validate({"name": "Test", "house": "logos", "type": "creature", "power": 2, **kw})


@pytest.mark.parametrize(
    "effect",
    [
        {"deal_damage": 3, "target": "flank-creature"},
        {"deal_damage": 2, "target": {"where": "neighbor", "of": "previous"}},
        {"deal_damage": 1, "target": {"where": "neighbor", "of": "previous", "new": True}},
        {"deal_damage": {"count": {"side": "friendly"}}, "target": "creature"},
        {"deal_damage": 1, "target": "creature", "for_each": "you.amber"},
        {"destroy": True, "target": {"each": True, "power": "even"}},
        {"destroy": True, "target": "most-powerful-enemy-creature"},
        {"purge": True, "target": "previous-target", "if": {"previous": {"destroyed": True}}},
        {"purge": True, "target": "creature", "held": True},
        {"archive": True, "target": "enemy-creature", "to_owner_hand": True},
        {"discard": "all", "from": "archives", "who": "opponent"},
        {"discard": 1, "from": "deck-top", "look": 2},
        {"gain": "this-way"},
        {"use": True, "target": "enemy-artifact", "as_if_yours": True},
        {"trigger_ability": "reap", "target": "other-creature", "as_if_yours": True},
        {"play": "deck-top"},
        {"control": "opponent", "target": "self", "if_you_do": True},
        {"pay": "all", "who": "event-player"},
        {"exalt": True, "target": "friendly-creature", "may": True},
        {"repeat": "preceding", "effects": [0], "if_you_do": True},
        {"unforge": 1, "if": ["opponent.forged_last_turn", ">", 0]},
        {"forge": {"modify": 6, "minus": "this-way"}, "may": True},
        {"forge": "free", "if_you_do": True},
        {"move_aember": "all", "to": "supply"},
        {"put_into_play": True, "enters_ready": True, "target": {"among": "previous", "each": True}},
        {"lasting": {"kind": "may-play", "not_house": "logos", "cards": 1}, "duration": "turn"},
        {"lasting": {"kind": "may-use", "house": "mars", "cards": 2, "other": True}},
        {"lasting": {"kind": "cannot-choose-house", "house": "choose"}, "duration": "while-in-play"},
        {"lasting": {"kind": "blank-text", "affects": "enemy-creatures"}, "duration": "until-your-next-turn"},
        {"lasting": {"kind": "key-cost", "amount": {"count": {"house": "dis"}}}, "duration": "opponent-next-turn"},
        {"lasting": {"kind": "modify", "static": {"gains": {"flank": True}}}, "target": "creature"},
        {"ready": True, "target": {"house": "mars", "not_trait": "agent"}},
        {"return_to_hand": True, "target": {"name": "Urchin", "zone": ["play", "discard"]}},
        # the vocabulary the errata cards brought
        {"choose": True, "target": {"side": "friendly", "house": "brobnar", "exhausted": False}},
        {"gain": {"half": "previous.power"}},
        {"deal_damage": 2, "target": "previous-target", "for_each": "previous.traits"},
        {"destroy": True, "target": "previous-target", "otherwise": "instead"},
        {"place_token": "doom", "target": "creature", "otherwise": True},
        {"destroy": True, "target": {"each": True, "token": "doom"}, "if": {"exists": {"token": "doom"}}},
        {"archive": True, "target": "self", "into": "owner"},
        {"to_deck": "top", "target": "self"},
        {"destroy": True, "target": "granting-card"},
        {"gain": 3, "if": ["you.creature_houses", ">=", 3]},
        {"lasting": {"kind": "may-use", "type": "artifact", "cards": "any"}, "duration": "turn"},
    ],
)
def test_effects_the_format_accepts(effect):
    card(abilities=[{"trigger": "play", "effects": [effect]}])


@pytest.mark.parametrize(
    "effect",
    [
        {"deal_damage": 1, "target": {"where": "behind"}},
        {"deal_damage": 1, "target": {"colour": "red"}},
        {"deal_damage": 1, "target": {"power": ["~", 3]}},
        {"gain": "you.luck"},
        {"gain": {"count": "lots"}},
        {"purge": True, "held": True, "target": "self", "forever": True},
        {"put_into_play": True, "ready": True},  # two verbs: the parameter is enters_ready
        {"lasting": {"kind": "teleport"}},
        {"lasting": {"kind": "modify", "static": {"fly": True}}, "target": "creature"},
        {"gain": 1, "if": {"maybe": True}},
        {"gain": 1, "duration": "forever"},
        {"place_token": "curse", "target": "creature"},
        {"destroy": True, "target": {"token": "curse"}},
        {"stun": True, "otherwise": "perhaps"},
        {"archive": True, "target": "self", "into": "bob"},
        {"to_deck": "bottom", "target": "self"},
        {"gain": {"half": "lots"}},
    ],
)
def test_effects_the_format_rejects(effect):
    with pytest.raises(ValidationError):
        card(abilities=[{"trigger": "play", "effects": [effect]}])


@pytest.mark.parametrize(
    "static",
    [
        {"armor": 2, "affects": "attached"},
        {"gains": {"keywords": ["taunt"], "abilities": [{"trigger": "reap", "effects": [{"draw": 1}]}]}},
        {"gains": {"abilities": [{"trigger": "destroyed", "effects": [{"gain": 1}]}]}, "affects": "neighbors"},
        {"power": -1, "affects": "enemy-creatures"},
        {"must_choose_house": "dis"},
        {"enters_ready": True, "affects": "friendly-creatures"},
        {"fight_damage": 2, "bonus": True, "if_attacking": "flank"},
        {"redirect_damage": "neighbors", "except_trait": "specter"},
        {"play_as_copy": {"kind": "card", "zone": "discard", "player": "opponent", "type": "action"}},
        {"play_only_if": {"exists": {"other": True}}},
        {"fight_damage": 0, "if_defending": True},
        {"gains": {"abilities": [{"trigger": "destroyed", "instead": True, "effects": [{"heal": "full"}]}]}},
    ],
)
def test_constant_abilities_the_format_accepts(static):
    card(static=[static])


@pytest.mark.parametrize(
    "static",
    [{"gains": {"wings": True}}, {"armor": 2, "affects": "everyone"}, {"gains": {"keywords": ["flying"]}}],
)
def test_constant_abilities_the_format_rejects(static):
    with pytest.raises(ValidationError):
        card(static=[static])


def test_watchers_take_an_event_filter():
    c = card(abilities=[{"trigger": "after-creature-fights", "event": {"where": "neighbor"}, "effects": [{"steal": 1}]}])
    assert c.abilities[0].event == {"where": "neighbor"}
    with pytest.raises(ValidationError):
        card(abilities=[{"trigger": "after-card-played", "event": {"wings": 2}, "effects": [{"steal": 1}]}])


def test_keywords_alpha_omega_deploy_and_traits():
    c = card(keywords=["alpha", "omega", "deploy"], traits=["Knight"])
    assert c.keyword("alpha") == c.keyword("omega") == c.keyword("deploy") == 1
    assert c.traits == ["knight"]


def test_library_cards_carry_printed_traits_and_play_keywords():
    from judge.keyforge.cards.library import library

    lib = library()
    assert "knight" in lib.get("Raiding Knight").traits


# kf:rules/upgrades — a board can attach upgrades; their gained abilities and armor apply
def test_board_upgrades_give_armor(run):
    up = {"name": "Test Plate", "house": "brobnar", "type": "upgrade", "static": [{"armor": 3}]}
    r = run(
        alice={"battleline": [{"card": {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}}]},
        bob={"battleline": [{"card": {"name": "Test Wall", "house": "dis", "type": "creature", "power": 4},
                             "upgrades": [up]}]},
        actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Wall"}],
    )
    assert r.final_state["cards"]["test-wall"]["damage"] == 3
    assert r.final_state["cards"]["test-wall"]["armor"] == 3
    assert r.final_state["cards"]["test-plate"]["attached_to"] == "test-wall"


# kf:glossary/taunt with a gained keyword
def test_a_gained_keyword_counts(run):
    up = {"name": "Test Banner", "house": "dis", "type": "upgrade", "static": [{"gains": {"keywords": ["taunt"]}}]}
    r = run(
        alice={"battleline": [{"card": {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}}]},
        bob={"battleline": [{"card": {"name": "Test Wall", "house": "dis", "type": "creature", "power": 4},
                             "upgrades": [up]},
                            {"card": {"name": "Test Back", "house": "dis", "type": "creature", "power": 1}}]},
        actions=[{"type": "fight", "card": "Test Ogre", "target": "Test Back"}],
    )
    assert r.refused["rule"] == "kf:glossary/taunt"


# kf:glossary/choosing-a-house — no house can be chosen: the turn goes on without one
def test_no_house_to_choose(scenario):
    from judge.keyforge.runner import resolve

    r = resolve(scenario(step="choose-house", alice={"houses": []}, actions=[{"type": "choose-house"}]))
    assert r.outcome == "completed" and r.final_state["players"]["alice"]["house"] is None


def test_instead_only_replaces_a_destruction():
    # kf:glossary/replacement-effects: a "Destroyed: ... instead" ability; on any other trigger it means nothing
    with pytest.raises(ValidationError, match="replaces a destruction"):
        card(abilities=[{"trigger": "reap", "instead": True, "effects": [{"gain": 1}]}])


def test_board_tokens_are_the_kinds_cards_name(scenario):
    from scenarios.loader import ScenarioError

    with pytest.raises(ScenarioError, match="/board/players/bob/battleline/0/tokens: .*unknown token 'curse'"):
        scenario(bob={"battleline": [{"card": "Troll", "tokens": {"curse": 1}}]})


@pytest.mark.parametrize("eff, message", [
    # found by the long fuzz run: "from": null on a discard raised in the middle of a resolve
    ({"discard": 2, "from": None}, "discard from is one of hand, deck-top"),
    ({"archive": 1, "from": "attic"}, "archive from is one of"),
    ({"capture": 1, "from": "bank"}, "capture from is one of own-side, event"),
])
def test_where_cards_come_from_is_checked_when_the_definition_loads(eff, message):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError, match=message):
        check_effect(eff)
    check_effect({**eff, "from": {"discard": "hand", "archive": "discard", "capture": "own-side"}[next(iter(eff))]})


def test_a_value_of_the_wrong_shape_is_an_invalid_definition_not_a_crash():
    # found by the long fuzz run: a list where a duration word goes made the check itself fail
    # with "unhashable type"; now the card model reports it at the field like any bad value
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError, match="malformed definition"):
        check_effect({"lasting": {"kind": "modify", "static": {}}, "duration": [1]})


def test_a_lasting_effect_with_a_key_no_lasting_effect_reads_is_refused():
    # nothing accepted is ignored: "until" is no key of a lasting effect (its length is "duration")
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError, match="lasting 'until' is not read by any lasting effect"):
        check_effect({"lasting": {"kind": "may-use", "house": "mars", "cards": 1, "until": "forever"}})
    check_effect({"lasting": {"kind": "may-use", "house": "mars", "cards": 1}})
