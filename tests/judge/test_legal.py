"""The legal next actions of a scenario, decided by the engine (``judge.legal``): each
candidate is resolved after the scenario's actions; a refusal names the rule it cites."""

import copy

import pytest

from judge.commands import resolve_data
from judge.legal import ActionsStop, InvalidDocument, legal_actions
from judge.games import names, spec

GAMES = ["keyforge", "riftbound", "ascension", "shards"]


def keyforge(alice: dict, bob: dict | None = None, actions: list | None = None, step: str = "main") -> dict:
    return {"game": "keyforge", "edition": "de", "title": "builder",
            "board": {"active_player": "alice", "turn_step": step, "players": {"alice": alice, "bob": bob or {}}},
            "actions": actions or []}


def creature(name: str, house: str = "brobnar", power: int = 3, **extra) -> dict:
    return {"name": name, "house": house, "type": "creature", "power": power, **extra}


def by_label(items: list[dict]) -> dict[str, dict]:
    return {i["label"]["en"]: i for i in items}


def legal_labels(out: dict) -> set[str]:
    return set(by_label(out["legal"]))


# -- blank boards -------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_blank_board_of_every_game_resolves_as_it_is(game):
    doc = spec(game).blank()
    assert doc["game"] == game and doc["actions"] == []
    code, out = resolve_data(doc)
    assert code == 0, out
    assert out["outcome"] == "completed"


def test_every_game_registers_its_builder_parts():
    for game in names():
        s = spec(game)
        assert s.candidates and s.blank and s.find_cards, game


@pytest.mark.parametrize("game", GAMES)
def test_on_a_blank_board_the_turn_can_end(game):
    out = legal_actions(spec(game).blank())
    assert out["game"] == game and out["after"] == 0
    assert any(i["action"]["type"] == "end-turn" for i in out["legal"])


# -- KeyForge ---------------------------------------------------------------------------------------

def test_with_brobnar_chosen_anger_is_legal_and_a_dis_card_is_refused_citing_the_active_house():
    out = legal_actions(keyforge({"house": "brobnar", "hand": ["Anger", "Gateway to Dis"]}))
    legal = by_label(out["legal"])
    assert legal["Play Anger"]["action"] == {"type": "play", "card": "Anger"}
    assert legal["Play Anger"]["label"]["de"] == "Zorn spielen"  # the catalogue's German name
    refused = by_label(out["refused"])
    assert refused["Play Gateway to Dis"]["rule"] == "kf:turn/step-3"
    assert "dis" in refused["Play Gateway to Dis"]["why"]["en"] and refused["Play Gateway to Dis"]["why"]["de"]
    assert refused["Discard Gateway to Dis"]["rule"] == "kf:turn/step-3"


def test_a_creature_is_offered_on_either_flank_once_the_battleline_is_not_empty():
    empty = legal_actions(keyforge({"house": "brobnar", "hand": ["Troll"]}))
    assert "Play Troll" in legal_labels(empty)
    line = legal_actions(keyforge({"house": "brobnar", "hand": ["Troll"], "battleline": ["Krump"]}))
    flanks = by_label(line["legal"])
    assert flanks["Play Troll (left flank)"]["action"] == {"type": "play", "card": "Troll", "flank": "left"}
    assert flanks["Play Troll (left flank)"]["label"]["de"] == "Troll spielen (linke Flanke)"
    assert "Play Troll (right flank)" in flanks and "Play Troll" not in flanks


def test_a_stunned_creatures_fight_is_legal_and_only_removes_the_stun():
    doc = keyforge({"house": "brobnar", "battleline": [{"card": creature("Test Ogre", power=6), "stunned": True}]},
                   {"battleline": [creature("Test Goblin")]})
    legal = by_label(legal_actions(doc)["legal"])
    fight = legal["Fight with Test Ogre (only removes the stun)"]
    assert fight["action"] == {"type": "fight", "card": "test-ogre"}  # no target: the stun is removed instead
    code, out = resolve_data({**doc, "actions": [fight["action"]]})  # kf:glossary/stun
    assert code == 0
    assert out["final_state"]["cards"]["test-ogre"]["stunned"] is False
    assert out["final_state"]["cards"]["test-ogre"]["exhausted"] is True
    assert out["final_state"]["cards"]["test-goblin"]["damage"] == 0
    assert any("kf:glossary/stun" in s["cites"] for s in out["steps"])


def test_an_exhausted_creature_cannot_reap_or_fight():
    tired = {"card": creature("Test Ogre"), "exhausted": True}
    enemy = {"battleline": [creature("Test Goblin")]}
    out = legal_actions(keyforge({"house": "brobnar", "battleline": [tired]}, enemy))
    refused = by_label(out["refused"])
    assert refused["Reap with Test Ogre"]["rule"] == "kf:rules/ready-and-exhausted"
    assert refused["Fight with Test Ogre"]["rule"] == "kf:rules/ready-and-exhausted"
    # refused once, not once per target
    assert "Fight Test Goblin with Test Ogre" not in by_label(out["legal"] + out["refused"])


def test_one_fight_per_enemy_creature_and_taunt_protects_its_neighbours():
    out = legal_actions(keyforge({"house": "brobnar", "battleline": [creature("Test Ogre", power=6)]},
                                 {"battleline": [creature("Test Goblin"), creature("Test Guard", keywords=["taunt"])]}))
    assert by_label(out["legal"])["Fight Test Guard with Test Ogre"]["action"] == {
        "type": "fight", "card": "test-ogre", "target": "test-guard"}
    refused = by_label(out["refused"])["Fight Test Goblin with Test Ogre"]
    assert refused["rule"] == "kf:glossary/taunt"


def test_in_step_2_the_player_chooses_among_their_houses():
    out = legal_actions(keyforge({"houses": ["brobnar", "dis", "logos"], "hand": ["Anger"]}, step="choose-house"))
    houses = {i["action"]["house"] for i in out["legal"]}
    assert houses == {"brobnar", "dis", "logos"}
    assert {i["group"] for i in out["legal"]} == {"turn"}


def test_after_ending_the_turn_the_opponent_chooses_a_house():
    doc = keyforge({"house": "brobnar"}, {"houses": ["shadows", "mars", "untamed"]}, [{"type": "end-turn"}])
    out = legal_actions(doc)
    assert out["after"] == 1
    assert by_label(out["legal"])["Choose house Shadows"]["label"]["de"] == "Fraktion Schatten wählen"


def test_a_card_whose_ability_is_not_encoded_is_listed_apart():
    mystery = {"name": "Test Mystery", "house": "brobnar", "type": "action",
               "abilities": [{"trigger": "play", "effects": [{"unsupported": "Do something no rule covers."}]}]}
    out = legal_actions(keyforge({"house": "brobnar", "hand": [mystery]}))
    unsupported = by_label(out["unsupported"])["Play Test Mystery"]
    assert "Do something no rule covers" in unsupported["message"]
    assert "Discard Test Mystery" in legal_labels(out)


def test_the_document_is_never_changed():
    doc = keyforge({"house": "brobnar", "hand": ["Anger", "Troll"], "battleline": ["Krump"]},
                   {"battleline": [creature("Test Goblin")]})
    before = copy.deepcopy(doc)
    legal_actions(doc)
    assert doc == before


def test_more_candidates_than_the_limit_are_listed_as_cut():
    out = legal_actions(keyforge({"house": "brobnar", "hand": ["Anger", "Troll", "Punch"]}), max_trials=2)
    assert out["tried"] == 2 and len(out["legal"]) + len(out["refused"]) == 2
    assert {"Discard Anger", "Discard Troll", "Discard Punch"} <= set(by_label(out["cut"]))


def test_an_invalid_document_is_refused_with_pointers():
    with pytest.raises(InvalidDocument) as e:
        legal_actions(keyforge({"house": "brobnar", "hand": ["Angr"]}))
    assert e.value.body["errors"][0]["pointer"] == "/board/players/alice/hand/0"


def test_a_document_whose_actions_stop_says_where():
    doc = keyforge({"house": "brobnar", "hand": ["Urchin"], "battleline": ["Krump"]},
                   actions=[{"type": "reap", "card": "Krump"}, {"type": "play", "card": "Urchin"}])
    with pytest.raises(ActionsStop) as e:
        legal_actions(doc)
    assert e.value.body["stop"] == "refused" and e.value.body["action"] == 1 and e.value.body["after"] == 1
    assert e.value.body["rule"] == "kf:turn/step-3"
    prompt = keyforge({"house": "brobnar", "battleline": ["Krump", "Troll"]}, {"battleline": ["Dodger", "Urchin"]},
                      [{"type": "fight", "card": "Troll"}])
    with pytest.raises(ActionsStop) as e:
        legal_actions(prompt)
    assert e.value.body["stop"] == "prompt" and e.value.body["prompt"]["id"] == "fight-target:Troll"
    assert e.value.body["action"] == 0


# -- Riftbound --------------------------------------------------------------------------------------

def riftbound(alice: dict, battlefields: list | None = None, actions: list | None = None) -> dict:
    doc = spec("riftbound").blank()
    doc["board"]["players"]["alice"].update(alice)
    if battlefields is not None:
        doc["board"]["battlefields"] = battlefields
    doc["actions"] = actions or []
    return doc


BOLT = {"name": "Test Bolt", "type": "spell", "domains": ["fury"], "energy": 2,
        "abilities": [{"effects": [{"damage": 2, "target": {"choose": "unit"}}]}]}


def test_a_spell_without_enough_energy_is_refused_citing_the_cost_rule():
    out = legal_actions(riftbound({"hand": ["Block", BOLT], "runes": ["fury"], "base": ["Stalwart Poro"]}))
    refused = by_label(out["refused"])
    assert refused["Play Block"]["rule"] == "rb:595.2.a"
    # its target is asked first: every answer is tried, and each is refused for the cost
    assert refused["Play Test Bolt"]["rule"] == "rb:595.2.a"
    assert "cannot pay" in refused["Play Test Bolt"]["why"]["en"]


def test_a_spell_the_player_can_pay_for_is_legal_its_target_comes_later():
    out = legal_actions(riftbound({"hand": [BOLT], "runes": ["fury", "fury"], "base": ["Stalwart Poro"]},
                                  [{"id": "north", "units": {"bob": ["Stalwart Poro"]}}, {"id": "south"}]))
    assert by_label(out["legal"])["Play Test Bolt"]["prompt"] == "target:Test Bolt"  # which of the two units


def test_a_unit_can_move_to_a_battlefield_but_not_when_exhausted():
    out = legal_actions(riftbound({"base": ["Stalwart Poro", {"card": "Tibbers", "exhausted": True}]}))
    legal = by_label(out["legal"])
    assert legal["Move Stalwart Poro to north"]["action"] == {"type": "move", "player": "alice",
                                                              "units": ["stalwart-poro"], "to": "north"}
    assert legal["Move Stalwart Poro to north"]["group"] == "move"
    assert by_label(out["refused"])["Move Tibbers to north"]["rule"] == "rb:592.4"


def test_a_unit_is_played_to_the_base_or_a_battlefield_its_player_controls():
    out = legal_actions(riftbound({"hand": ["Stalwart Poro"], "runes": ["calm", "calm"]},
                                  [{"id": "north", "units": {"alice": ["Stalwart Poro"]}}, {"id": "south"}]))
    legal = legal_labels(out)
    assert {"Play Stalwart Poro (to the base)", "Play Stalwart Poro (to north)"} <= legal
    assert by_label(out["refused"])["Play Stalwart Poro (to south)"]["rule"] == "rb:559.2"


def test_during_a_chain_the_priority_holder_may_pass_or_react():
    spark = {"name": "Spark", "type": "spell", "domains": ["fury"], "energy": 1, "keywords": ["Reaction"],
             "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    scorch = {"name": "Scorch", "type": "spell", "domains": ["fury"], "energy": 1,
              "abilities": [{"effects": [{"damage": 2, "target": {"choose": "unit"}}]}]}
    doc = riftbound({"hand": [scorch, spark, "Block"], "runes": ["fury", "fury"], "base": ["Stalwart Poro"]},
                    actions=[{"type": "play", "card": "Scorch", "targets": ["Stalwart Poro"]}])
    out = legal_actions(doc)
    assert out["after"] == 1
    assert {"Pass", "Play Spark"} <= legal_labels(out) and "End the turn" not in legal_labels(out)
    assert by_label(out["refused"])["Play Block"]["rule"] == "rb:509.1.a"  # only Reaction in a closed state


# -- Ascension and Shards of Infinity --------------------------------------------------------------

def test_ascension_a_center_row_card_costing_more_runes_than_the_player_has_is_refused():
    doc = spec("ascension").blank()
    doc["board"]["players"]["alice"] = {"hand": ["Lehrling"], "runes": 3, "power": 2}
    doc["board"]["center_row"] = ["Wolfsschamane", "Der mit dem Land spricht", "Verpester"]
    out = legal_actions(doc)
    legal = by_label(out["legal"])
    assert legal["Acquire Wolf Shaman"]["label"]["de"] == "Wolfsschamane erwerben"
    assert {"Play Apprentice", "Acquire Mystic", "Defeat Cultist"} <= set(legal)
    refused = by_label(out["refused"])
    assert refused["Acquire Landtalker"]["rule"] == "asc:spielablauf/helden-und-konstrukte-kaufen"
    assert "6" in refused["Acquire Landtalker"]["why"]["en"]
    assert refused["Defeat Mephit"]["rule"] == "asc:spielablauf/monster-besiegen"  # 3 power needed, 2 there


def test_shards_a_card_costing_more_gems_than_the_player_has_is_refused():
    doc = spec("shards").blank()
    doc["board"]["players"]["alice"] = {"hand": ["Kristall"], "gems": 3}
    doc["board"]["center_row"] = ["Code-Seherin", "Schattenapostel", "Sporen-Klerikerin"]
    out = legal_actions(doc)
    legal = by_label(out["legal"])
    assert {"Recruit Shadow Apostle", "Play Crystal", "Focus (1 gem for 1 mastery)"} <= set(legal)
    assert legal["Recruit Shadow Apostle"]["label"]["de"] == "Schattenapostel rekrutieren"
    assert by_label(out["refused"])["Recruit Command Seer"]["rule"] == "soi:kartentypen-und-tafeln/verbuendetenkarten"


def test_shards_focus_needs_a_gem():
    out = legal_actions(spec("shards").blank())
    focus = by_label(out["refused"])["Focus (1 gem for 1 mastery)"]
    assert focus["rule"] == "soi:kartentypen-und-tafeln/charaktertafel"


# -- card libraries ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game, query, name", [
    ("keyforge", "Zorn", "Anger"), ("keyforge", "Raubriter", "Raiding Knight"),
    ("riftbound", "stalwrt poro", "Stalwart Poro"), ("ascension", "Mystic", "Mystikerin"),
    ("ascension", "Wolfschamane", "Wolfsschamane"), ("shards", "Crystal", "Kristall")])
def test_cards_are_found_by_a_name_in_any_language_misspelt_or_not(game, query, name):
    found = spec(game).find_cards(query, 5)
    assert found and found[0]["name"] == name
    assert {"name", "names", "type", "stats", "text"} <= set(found[0])
