"""The compiler's 'numbers' family (grammar/numbers.lark, families/numbers.py): "choose a number"
and "that number"; and Forgemaster Og's "they" after a key is forged (keys family). Printed
sentences → card format, and scenarios with the real cards."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def test_choose_a_number_to_definition():
    r = compile_text("Foo", "action", "Play: Choose a number. Destroy each creature with power equal to that number.")
    assert r.complete and r.definition["abilities"][0]["effects"] == [
        {"choose_number": True}, {"destroy": True, "target": {"each": True, "power": ["==", "chosen"]}}]


@pytest.mark.parametrize("bad", [{"choose_number": 3}, {"destroy": True, "target": {"power": ["==", "any"]}}])
def test_malformed_numbers_are_refused(bad):
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect(bad)


DIS = {"house": "dis", "houses": ["dis", "brobnar", "logos"]}


def line(r, p):
    return r.final_state["players"][p]["battleline"]


# kf:glossary/ability — Dance of Doom: each creature whose power is the chosen number is destroyed,
# on both sides; a number no creature has destroys nothing
def test_dance_of_doom_destroys_the_creatures_of_the_chosen_power(run):
    alice = {**DIS, "hand": ["Dance of Doom"], "battleline": ["Krump"]}  # Krump 6
    bob = {"battleline": ["Troll", "Bumpsy", {"card": "Krump", "power_counters": 0}]}  # 8, 5, 6
    play = [{"type": "play", "card": "Dance of Doom"}]
    r = run(alice=alice, bob=bob, actions=play, choices=["6"])
    assert line(r, "alice") == [] and line(r, "bob") == ["Troll", "Bumpsy"]
    r = run(alice=alice, bob=bob, actions=play, choices=["other"])
    assert line(r, "alice") == ["Krump"] and line(r, "bob") == ["Troll", "Bumpsy", "Krump"]


# kf:timing/step-1/after-key-forged — Forgemaster Og: the player who forged loses the rest of their æmber
def test_forgemaster_og_takes_the_rest_from_whoever_forged(run):
    r = run(alice={"battleline": ["Forgemaster Og"]}, bob={"amber": 9, "houses": ["dis", "logos", "untamed"]},
            actions=[{"type": "end-turn"}])
    assert r.final_state["players"]["bob"]["keys"] == 1 and r.final_state["players"]["bob"]["amber"] == 0
