"""Gigantic creatures (kf:glossary/gigantic, Polish 2020 rulebook): two half cards out of
play, played together from hand as one creature (one card played), one creature card in
play, two cards again when it leaves play; an effect naming one half fails. The scenarios
scenarios/examples/keyforge/gigantic-*.json show each at work with real cards."""

import pytest

TOP = {"card": "Deusillus", "half": 1}
BOTTOM = {"card": "Deusillus", "half": 2}
SAURIAN = {"house": "saurian", "houses": ["saurian", "logos", "dis"]}


def events(result):
    return [s["event"] for s in result.steps]


# the printed reminder "(Play only with the other half of X.)" marks the compiled card gigantic
def test_catalogue_halves_are_gigantic():
    from judge.keyforge.cards.library import library

    assert library().get("Deusillus").gigantic
    assert library().get("Ultra Gravitron").gigantic
    assert not library().get("Troll").gigantic


# kf:glossary/gigantic — both halves from hand: one creature enters, both cards leave the hand
def test_both_halves_play_as_one_creature(run):
    r = run(alice={**SAURIAN, "hand": [TOP, "Troll", BOTTOM]}, bob={"amber": 3},
            actions=[{"type": "play", "card": "Deusillus"}])
    alice = r.final_state["players"]["alice"]
    assert alice["battleline"] == ["Deusillus"] and alice["hand"] == ["Troll"]
    assert r.final_state["cards"]["deusillus"]["amber"] == 3  # its Play: resolved once


# kf:glossary/gigantic — one half alone cannot be played from hand
def test_one_half_is_refused(run):
    r = run(alice={**SAURIAN, "hand": [BOTTOM], "discard": [TOP]}, actions=[{"type": "play", "card": "Deusillus"}])
    assert r.outcome == "refused" and r.refused["rule"] == "kf:glossary/gigantic"


# two bottom halves are not a gigantic creature
def test_two_copies_of_one_half_are_not_a_pair(run):
    r = run(alice={**SAURIAN, "hand": [BOTTOM, BOTTOM]}, actions=[{"type": "play", "card": "Deusillus"}])
    assert r.outcome == "refused"


# kf:glossary/gigantic, kf:glossary/leaves-play — it leaves play as two cards, to the owner's zone
@pytest.mark.parametrize("zone", ["hand", "discard"])
def test_leaves_play_as_two_cards(run, zone):
    card = ({"name": "Test Bounce", "house": "saurian", "type": "action",
             "abilities": [{"trigger": "play", "effects": [{"return_to_hand": True, "target": "each-creature"}]}]}
            if zone == "hand" else "Gateway to Dis")
    house = "saurian" if zone == "hand" else "dis"
    r = run(alice={"house": house, "houses": ["saurian", "dis", "logos"], "hand": [card], "battleline": ["Deusillus"]},
            actions=[{"type": "play", "card": "Test Bounce" if zone == "hand" else "Gateway to Dis"}])
    alice = r.final_state["players"]["alice"]
    assert alice["battleline"] == []
    assert alice[zone].count("Deusillus") == 2
    assert "gigantic-split" in events(r)


# kf:glossary/gigantic — "put both halves into play": the creature enters (Saurian Egg)
def test_saurian_egg_puts_both_halves_into_play(run):
    r = run(alice={"house": "logos", "houses": ["saurian", "logos", "dis"], "battleline": ["Saurian Egg"],
                   "deck": [TOP, BOTTOM, "Troll"]},
            actions=[{"type": "use-omni", "card": "Saurian Egg"}], choices={"flank:Deusillus": "left"})
    alice = r.final_state["players"]["alice"]
    assert alice["battleline"] == ["Deusillus"] and alice["discard"] == ["Saurian Egg"]
    assert r.final_state["cards"]["deusillus"]["power_counters"] == 3


# kf:glossary/gigantic — one half put into play fails; the egg's "if you discard any Saurian
# creatures" still held, so the egg is destroyed and the half stays in the discard pile
def test_saurian_egg_with_one_half(run):
    r = run(alice={"house": "logos", "houses": ["saurian", "logos", "dis"], "battleline": ["Saurian Egg"],
                   "deck": [TOP, "Troll", "Krump"]},
            actions=[{"type": "use-omni", "card": "Saurian Egg"}])
    alice = r.final_state["players"]["alice"]
    assert alice["battleline"] == [] and alice["discard"] == ["Deusillus", "Troll", "Saurian Egg"]
    assert "gigantic-half-fails" in events(r)


# the rulebook's example: an effect that plays the top card of the deck finds one half: it stays there
def test_play_top_card_half_stays_on_deck(run):
    r = run(alice={"house": "logos", "houses": ["logos", "saurian", "dis"],
                   "hand": ["Wild Wormhole", {"card": "Ultra Gravitron", "half": 2}],
                   "deck": [{"card": "Ultra Gravitron", "half": 1}, "Troll"]},
            actions=[{"type": "play", "card": "Wild Wormhole"}])
    alice = r.final_state["players"]["alice"]
    assert alice["deck"] == ["Ultra Gravitron", "Troll"] and alice["battleline"] == []


# a scenario must say which half a gigantic card out of play is; "half" on another card is an error
def test_scenario_names_the_half(scenario):
    from scenarios.loader import ScenarioError

    with pytest.raises(ScenarioError) as err:
        scenario(alice={"hand": ["Deusillus", {"card": "Troll", "half": 1}]})
    assert "/board/players/alice/hand/0: Deusillus is a gigantic creature" in str(err.value)
    assert "/board/players/alice/hand/1/half: Troll is not a gigantic creature" in str(err.value)


# kf:glossary/gigantic — "only a creature is gigantic": the card format refuses it elsewhere
def test_card_format_refuses_gigantic_action():
    from pydantic import ValidationError

    from judge.keyforge.cards.model import CardDef

    with pytest.raises(ValidationError):
        CardDef.model_validate({"name": "X", "house": "logos", "type": "action", "gigantic": True})
