"""The compiler's 'hand' family (grammar/hand.lark, families/hand.py): the hand size of the draw
step. Printed sentences → card format, and scenarios with the real cards showing how many cards
the engine draws (turn.hand_size, turn.draw_up; kf:turn/step-5)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def static(text):
    r = compile_text("Foo", "creature", text)
    assert r.complete, r.sentences
    return r.definition["static"]


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("During your “draw cards” step, refill your hand to 1 additional card.", {"hand_size": 1, "for": "you"}),
    ("During their “draw cards” step, your opponent refills their hand to 1 less card.",
     {"hand_size": -1, "for": "opponent"}),
    ("During their “draw cards” step, each player refills their hand to 1 additional card.",
     {"hand_size": 1, "for": "each"}),
    ("While Foo is not on a flank, your opponent refills their hand to 1 less card during their “draw cards” step.",
     {"hand_size": -1, "for": "opponent", "if": {"self": {"where": "non-flank"}}}),
    ("During your “draw cards” step, if Foo is in the center of your battleline, refill your hand to 2 additional cards.",
     {"hand_size": 2, "for": "you", "if": {"self": {"where": "center"}}}),
    ("During your “draw cards” step, refill your hand to 1 additional card for each friendly Sin creature.",
     {"hand_size": {"count": {"side": "friendly", "trait": "sin", "each": True}}, "for": "you"}),
])
def test_sentence_to_definition(text, expected):
    assert static(text) == [expected]


# -- the engine draws that many ----------------------------------------------------------------------
DECK = ["Troll"] * 10


def hand_after_end_of_turn(run, alice_line=(), bob_line=(), alice_artifacts=(), chains=0):
    r = run(alice={"battleline": list(alice_line), "artifacts": list(alice_artifacts), "deck": DECK, "chains": chains},
            bob={"battleline": list(bob_line)}, actions=[{"type": "end-turn"}])
    return len(r.final_state["players"]["alice"]["hand"]), r


# kf:turn/step-5 — Mother: alice refills to 7; Succubus on the other side: to 5; both: 6
def test_mother_and_succubus_change_the_hand_size(run):
    assert hand_after_end_of_turn(run)[0] == 6
    assert hand_after_end_of_turn(run, alice_line=["Mother"])[0] == 7
    assert hand_after_end_of_turn(run, bob_line=["Succubus"])[0] == 5
    n, r = hand_after_end_of_turn(run, alice_line=["Mother"], bob_line=["Succubus"])
    assert n == 6


# kf:turn/step-5, kf:glossary/chains — The Howling Pit (each player +1), with 1 chain (-1): 6
def test_the_howling_pit_and_chains(run):
    assert hand_after_end_of_turn(run, alice_artifacts=["The Howling Pit"])[0] == 7
    n, r = hand_after_end_of_turn(run, alice_artifacts=["The Howling Pit"], chains=1)
    assert n == 6 and r.final_state["players"]["alice"]["chains"] == 0
    assert any(s["event"] == "hand-size" and "kf:turn/step-5" in s["cites"] for s in r.steps)


# kf:rules/constant-abilities — Streke lowers the opponent's hand size only while not on a flank
def test_streke_only_off_the_flank(run):
    assert hand_after_end_of_turn(run, bob_line=["Krump", "Streke", "Bumpsy"])[0] == 5
    assert hand_after_end_of_turn(run, bob_line=["Streke", "Krump"])[0] == 6
