"""Playing cards (rb:554–563) and when a player may act (rb:507–513): the examples read as
"board → action → what the rules say"."""

from .conftest import spell, unit

BOLT = spell("Bolt", [{"damage": 2, "target": {"choose": "unit", "side": "enemy"}}], energy=1)
SNAP = spell("Snap", [{"damage": 1, "target": {"choose": "unit"}}], keywords=["Reaction"])
RALLY = spell("Rally", [{"might": 1, "target": {"choose": "unit", "side": "ally"}}], keywords=["Action"])


def test_a_spell_waits_on_the_chain_and_its_player_keeps_priority(rb):
    # rb:563.2, rb:537.1: the player who created the chain acts first
    out = rb(alice={"hand": [BOLT], "runes": ["fury"]}, bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]}])
    fs = out["final_state"]
    assert fs["chain"] == ["Bolt"] and fs["priority"] == "alice" and fs["round_state"] == "neutral-closed"
    assert fs["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 1}  # rb:157.2.a: exhausted for energy


def test_only_reaction_cards_in_a_closed_state(rb):
    # rb:509.1.a: bob may answer with Snap (Reaction) but not with Bolt
    board = dict(alice={"hand": [BOLT], "runes": ["fury"], "base": [unit("Knight", 3)]},
                 bob={"hand": [dict(BOLT, name="Bolt2"), SNAP], "runes": ["calm"], "base": [unit("Guard", 3)]})
    out = rb(**board, actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]}, {"type": "pass"},
                               {"type": "play", "card": "Bolt2", "targets": ["Knight"]}])
    assert out["refused"]["rule"] == "rb:509.1.a"
    out = rb(**board, actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]}, {"type": "pass"},
                               {"type": "play", "card": "Snap", "targets": ["Knight"]}])
    assert out["final_state"]["chain"] == ["Bolt", "Snap"]


def test_only_the_player_with_priority_acts(rb):
    # rb:512.1.b: without priority there are no discretionary actions
    out = rb(alice={"hand": [BOLT], "runes": ["fury"]}, bob={"hand": [SNAP], "base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]},
                      {"type": "play", "player": "bob", "card": "Snap", "targets": ["Guard"]}])
    assert out["refused"] == {"action": 1, "type": "play", "rule": "rb:512.1.b", "message": out["refused"]["message"]}


def test_a_refused_play_leaves_nothing_half_applied(rb):
    # rb:562.3: alice cannot pay; the card is back in hand and no rune was used
    out = rb(alice={"hand": [dict(BOLT, energy=3)], "runes": ["fury", "fury"]}, bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]}])
    fs = out["final_state"]
    assert out["refused"]["rule"] == "rb:595.2.a"
    assert fs["players"]["alice"]["hand"] == ["Bolt"] and fs["players"]["alice"]["runes"]["ready"] == 2
    assert fs["chain"] == [] and out["steps"][-1]["event"] == "refused"


def test_a_unit_enters_at_once_exhausted_and_its_play_trigger_goes_onto_a_new_chain(rb):
    # rb:538, rb:563.1.c, rb:543.2.b
    herald = unit("Herald", 2, abilities=[{"trigger": "play-me", "effects": [{"draw": 1}]}], energy=0)
    out = rb(alice={"hand": [herald], "deck": ["Block"]}, actions=[{"type": "play", "card": "Herald", "to": "base"}])
    fs = out["final_state"]
    assert fs["cards"]["herald"]["exhausted"] is True and fs["chain"] == ["Herald – when played"]
    assert fs["priority"] == "alice"


def test_accelerate_pays_one_energy_and_one_power_of_the_units_domain(rb):
    # rb:717.1.a: Jinx - Demolitionist (3 energy, 1 fury power) enters ready for 1 more energy and fury power
    out = rb(alice={"hand": ["Jinx - Demolitionist", "Block", "Block"], "runes": ["fury"] * 6},
             actions=[{"type": "play", "card": "Jinx - Demolitionist", "to": "base", "accelerate": True}, {"type": "pass-all"}],
             choices={"discard:Jinx - Demolitionist": []})
    fs = out["final_state"]
    assert fs["cards"]["jinx-demolitionist"]["exhausted"] is False
    assert fs["players"]["alice"]["rune_deck"] == 2  # two runes recycled for the two fury power
    assert fs["players"]["alice"]["trash"] == ["Block", "Block"]  # "when you play me, discard 2"


def test_in_a_showdown_the_focus_holder_plays_only_action_or_reaction(rb):
    # rb:508.1.a, rb:513.1.a/ex1
    board = dict(alice={"base": [unit("Scout", 2)], "hand": [RALLY, dict(BOLT, name="Slow")]}, battlefields=[{"id": "ridge"}])
    out = rb(**board, actions=[{"type": "move", "units": ["Scout"], "to": "ridge"},
                               {"type": "play", "card": "Slow", "targets": ["Scout"]}])
    assert out["refused"]["rule"] == "rb:508.1.a"
    out = rb(**board, actions=[{"type": "move", "units": ["Scout"], "to": "ridge"},
                               {"type": "play", "card": "Rally", "targets": ["Scout"]}])
    assert out["final_state"]["chain"] == ["Rally"] and out["final_state"]["round_state"] == "showdown-closed"


def test_a_unit_goes_to_the_base_or_a_battlefield_its_player_controls(rb):
    # rb:559.2, rb:718.3/ex1
    out = rb(alice={"hand": [unit("Runner", 1)]}, battlefields=[{"id": "ridge", "controller": "bob"}],
             actions=[{"type": "play", "card": "Runner", "to": "ridge"}])
    assert out["refused"]["rule"] == "rb:559.2"


def test_naming_more_targets_than_the_card_chooses_is_refused(rb):
    # rb:559.3: a card makes the choices its text asks for, no more
    out = rb(alice={"hand": [BOLT], "runes": ["fury"]}, bob={"base": [unit("Guard", 3), unit("Other", 2)]},
             actions=[{"type": "play", "card": "Bolt", "targets": ["Guard", "Other"]}])
    assert out["refused"]["rule"] == "rb:559.3"


def test_a_malformed_instruction_is_an_invalid_scenario_with_a_pointer():
    from judge.commands import INVALID, resolve_data

    bad = spell("Oops", [{"damage": -2, "target": {"choose": "unit"}}])
    code, out = resolve_data({"game": "riftbound", "title": "t", "board": {
        "turn_player": "alice", "players": {"alice": {"hand": [bad]}, "bob": {}}}})
    assert code == INVALID
    assert out["errors"][0]["pointer"].startswith("/board/players/alice/hand/0")
    assert "damage: -2" in out["errors"][0]["message"]


def test_a_refusal_and_the_steps_of_playing_are_said_in_every_language(rb):
    # the refusal names what is being done ("playing Bolt2") in the language of its sentence
    board = dict(alice={"hand": [BOLT], "runes": ["fury"], "base": [unit("Knight", 3)]},
                 bob={"hand": [dict(BOLT, name="Bolt2")], "runes": ["calm"], "base": [unit("Guard", 3)]})
    out = rb(**board, actions=[{"type": "play", "card": "Bolt", "targets": ["Guard"]}, {"type": "pass"},
                               {"type": "play", "card": "Bolt2", "targets": ["Knight"]}])
    assert dict(out["refused"]["message"]) == {
        "de": "Bolt2 spielen: im geschlossenen Zustand nur mit Reaktion",
        "en": "playing Bolt2: only Reaction cards and abilities in a closed state",
        "pl": "zagranie karty Bolt2: w stanie zamkniętym tylko karty i zdolności z Reakcją"}
    out = rb(alice={"hand": [unit("Runner", 2)]}, actions=[{"type": "play", "card": "Runner"}])
    said = {s["event"]: s["explain"] for s in out["steps"]}
    assert said["play"]["pl"] == "alice zagrywa kartę Runner z ręki"
    assert said["enter"]["de"] == "Runner kommt erschöpft ins Spiel (Basis von alice)"
    assert said["enter"]["pl"] == "Karta Runner wchodzi do gry wyczerpana (baza gracza alice)"
