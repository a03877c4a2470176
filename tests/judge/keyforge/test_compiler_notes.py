"""Text in parentheses (compiler/text.py, grammar/notes.lark, families/notes.py; issue 23,
item 2). The reminder text of a keyword is dropped: the engine applies the keyword. Every other
parenthesis stays in its sentence: it compiles where the grammar reads it and it holds of what
the engine does — scenarios with the real cards show that it does — and otherwise its sentence
stays uncompiled."""

import pytest

from judge.keyforge.cards.compiler import text as T
from judge.keyforge.cards.compiler.compile import compile_text


def result(text, card_type="action", name="Foo"):
    return compile_text(name, card_type, text)


# -- what text.py keeps ------------------------------------------------------------------------------
@pytest.mark.parametrize("printed, kept", [
    # keyword reminder text goes (elusive, hazardous with its icon, omega, gigantic)
    ("Elusive. (The first time this creature is attacked each turn, no damage is dealt.)", ["Elusive."]),
    ("Hazardous 3. (Before this creature is attacked, deal 3<D> to the attacking enemy.)", ["Hazardous 3."]),
    ("Omega. (After you play this card,end this step.)", ["Omega."]),
    ("(Play only with the other half of Niffle Kong.)", []),
    ("(Vanilla)", []),  # the catalogue's mark for a card without text
    # text that carries rules stays, in its sentence or as a sentence of its own
    ("Play: Gain 1A (to a maximum of 6) for each house.", ["Gain 1A (to a maximum of 6) for each house."]),
    ("If you control this creature, it belongs to house Logos. (Instead of its original house.)This creature gains, "
     "\u201cReap: Draw a card.\u201d",
     ["If you control this creature, it belongs to house Logos.", "(Instead of its original house.)",
      'This creature gains, "Reap: Draw a card."']),
])
def test_what_text_keeps(printed, kept):
    assert [s for a in T.abilities(printed) for s in a.sentences] == kept


# a label after a parenthesis still opens an ability
def test_a_label_after_a_parenthesis_opens_an_ability():
    abilities = T.abilities("Play: Graft a card. (Place it faceup under this card.)Reap: Draw a card.")
    assert [(a.label, a.sentences) for a in abilities] == [
        ("Play", ["Graft a card.", "(Place it faceup under this card.)"]), ("Reap", ["Draw a card."])]


# -- sentence → definition ---------------------------------------------------------------------------
def test_rounding_down_is_read_where_the_sentence_halves():
    r = result("Play: Each player loses half their <A> (rounding down the loss). Gain 1 chain.")
    assert r.complete and r.definition["abilities"][0]["effects"] == [
        {"each_player": {"lose": {"half": "you.amber"}}}, {"chains": 1}]
    assert not result("Play: Gain 2A (rounding down the gain).").complete  # nothing halved: not read


def test_to_a_maximum_caps_the_amount():
    r = result("Your opponent’s keys cost +1A for each house represented among friendly creatures (to a maximum of 3).",
               "upgrade")
    assert r.complete and r.definition["static"] == [
        {"key_cost": {"at_most": 3, "of": "you.creature_houses"}, "for": "opponent"}]


@pytest.mark.parametrize("text", [
    "Play: Return a creature to its owner's hand. (Instead of its original house.)",
    "Play: Each player loses half their A (rounding up).",
    "Play: Draw a card (no A is spent).",
])
def test_an_unknown_parenthesis_keeps_its_sentence_uncompiled(text):
    r = result(text)
    assert not r.complete and any("(" in s and not ok for s, ok, _ in r.sentences)


# -- the engine does what the parenthesis says -------------------------------------------------------
LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "mars"]}


# kf:glossary/aember — Effervescent Principle: each player loses half their æmber, rounded down
def test_effervescent_principle_rounds_the_loss_down(run):
    r = run(alice={**LOGOS, "amber": 5, "hand": ["Effervescent Principle"]}, bob={"amber": 3},
            actions=[{"type": "play", "card": "Effervescent Principle"}])
    # alice: 5 + 0 bonus - 2 (half of 5, rounded down); bob: 3 - 1
    assert [r.final_state["players"][p]["amber"] for p in ("alice", "bob")] == [3, 2]


# kf:glossary/use — Skippy Timehog: the opponent cannot use cards on their next turn, but can still
# play and discard them
def test_skippy_timehog_stops_using_not_playing_or_discarding(run):
    alice = {**LOGOS, "hand": ["Skippy Timehog"]}
    bob = {"houses": ["brobnar", "shadows", "logos"], "battleline": ["Krump"], "hand": ["Troll", "Bumpsy"]}
    turn = [{"type": "play", "card": "Skippy Timehog"}, {"type": "end-turn"},
            {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False}]
    r = run(alice=alice, bob=bob, actions=turn + [{"type": "reap", "card": "Krump", "player": "bob"}])
    assert r.outcome == "refused"
    r = run(alice=alice, bob=bob, actions=turn + [
        {"type": "play", "card": "Troll", "player": "bob", "flank": "right"},
        {"type": "discard", "card": "Bumpsy", "player": "bob"}])
    assert r.outcome == "completed"
    assert "Troll" in r.final_state["players"]["bob"]["battleline"]
    assert "Bumpsy" in r.final_state["players"]["bob"]["discard"]


# kf:glossary/for-each — Mothership Support: once per friendly ready Mars creature, choosing anew
# each time (a different creature may be chosen)
def test_mothership_support_chooses_a_creature_each_time(run):
    alice = {"house": "mars", "houses": ["mars", "brobnar", "logos"], "hand": ["Mothership Support"],
             "battleline": [{"name": "Martian A", "house": "mars", "type": "creature", "power": 3},
                            {"name": "Martian B", "house": "mars", "type": "creature", "power": 3}]}
    r = run(alice=alice, bob={"battleline": ["Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Mothership Support"}], choices=["Krump", "Bumpsy"])
    damage = {c["card"]: c.get("damage", 0) for c in r.final_state["cards"].values()}
    assert damage["Krump"] == 2 and damage["Bumpsy"] == 2


# kf:glossary/cost, kf:rules/houses — Quadracorder: +1 per house among its controller's creatures,
# at most 3
def test_quadracorder_counts_houses_up_to_three(run):
    three = ["Troll", "Urchin", "Dextre"]  # brobnar, shadows, logos
    r = run(alice={"battleline": [{"card": three[0], "upgrades": ["Quadracorder"]}, *three[1:]]})
    assert [r.final_state["players"][p]["key_cost"] for p in ("alice", "bob")] == [6, 9]
    r = run(alice={"battleline": [{"card": "Troll", "upgrades": ["Quadracorder"]}, "Urchin", "Dextre", "Zorg",
                                  "Grey Monk"]})
    assert r.final_state["players"]["bob"]["key_cost"] == 6 + 3  # five houses, capped at 3
    r = run(alice={"battleline": [{"card": "Troll", "upgrades": ["Quadracorder"]}, "Krump"]})
    assert r.final_state["players"]["bob"]["key_cost"] == 6 + 1
