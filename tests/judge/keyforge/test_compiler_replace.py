"""The compiler's 'replace' family (grammar/replace.lark, families/replace.py): "If ..., <effect>
instead" replaces the preceding effect (kf:glossary/replacement-effects); printed sentences →
card format, and scenario runs showing the engine resolves one effect or the other, never both."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text

from .conftest import state


def effects(text: str, label: str = "Play", card_type: str = "action") -> list[dict]:
    out = compile_text("Test Card", card_type, f"{label}: {text}")
    assert out.complete, out.sentences
    return out.definition["abilities"][0]["effects"]


def card(text: str, name: str, card_type: str = "action", house: str = "brobnar", **more) -> dict:
    out = compile_text(name, card_type, text)
    assert out.complete, out.sentences
    return {"name": name, "house": house, "type": card_type, **more,
            **{k: v for k, v in out.definition.items() if k in ("abilities", "static") and v}}


def creature(name: str, power: int, house: str = "brobnar", **more) -> dict:
    return {"name": name, "house": house, "type": "creature", "power": power, **more}


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # the replacement comes first, with the condition; the replaced effect only if it failed
        ("Steal 1A. If your opponent has 7A or more, steal 2A instead.",
         [{"steal": 2, "if": ["opponent.amber", ">=", 7]}, {"steal": 1, "otherwise": "instead"}]),
        ("Your opponent loses 1A. If it is not your turn, your opponent loses 3A instead.",
         [{"lose": 3, "who": "opponent", "if": {"my_turn": False}},
          {"lose": 1, "who": "opponent", "otherwise": "instead"}]),
        # about the card the replaced effect chooses: the choice is made first
        ("Stun an enemy creature. If that creature was already stunned, destroy it instead.",
         [{"choose": True, "target": {"side": "enemy"}},
          {"destroy": True, "target": "previous-target", "if": {"previous": {"stunned": True}}},
          {"stun": True, "target": "previous-target", "otherwise": "instead"}]),
        ("A friendly creature captures 1A. If that creature is a Dinosaur, it captures 2A instead.",
         [{"choose": True, "target": {"side": "friendly"}},
          {"capture": 2, "by": "previous-target", "if": {"previous": {"trait": "dinosaur"}}},
          {"capture": 1, "by": "previous-target", "otherwise": "instead"}]),
    ],
)
def test_instead_replaces_the_preceding_effect(text, expected):
    assert effects(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "If your opponent has 7A or more, steal 2A instead.",  # nothing to replace
        "Steal 1A. Steal 2A instead.",  # no condition: which effect resolves is not said
        "Deal 1D to each creature. If it is a Mutant creature, destroy it instead.",  # "it": which one?
        "Steal 1A if you have no A. If your opponent has 7A or more, steal 2A instead.",
    ],
)
def test_instead_that_is_not_read_is_not_compiled(text):
    assert not compile_text("Test Card", "action", f"Play: {text}").complete


def test_instead_outside_a_bold_ability_is_not_compiled():
    assert not compile_text("Test Card", "creature", "If your opponent has 7A or more, steal 2A instead.").complete


# -- the engine does what the text says -----------------------------------------------------------
RONNIE = "Play: Steal 1A. If your opponent has 7A or more, steal 2A instead."


# kf:glossary/replacement-effects — with 7 æmber the opponent loses 2 (not 1 and then 2)
@pytest.mark.parametrize("bob_amber, stolen", [(7, 2), (6, 1)])
def test_ronnie_wristclocks_steals_one_or_two(run, bob_amber, stolen):
    ronnie = card(RONNIE, "Test Ronnie", "creature", "shadows", power=2)
    r = run(alice={"house": "shadows", "hand": [ronnie]}, bob={"amber": bob_amber},
            actions=[{"type": "play", "card": "Test Ronnie"}])
    assert state(r, "players.alice.amber") == stolen
    assert state(r, "players.bob.amber") == bob_amber - stolen
    steps = [s for s in r.steps if s["event"] in ("otherwise", "otherwise-skipped")]
    assert steps and "kf:glossary/replacement-effects" in steps[0]["cites"]


# kf:glossary/replacement-effects — "if that creature was already stunned": read before the stun
@pytest.mark.parametrize("stunned, destroyed", [(True, True), (False, False)])
def test_one_two_punch_destroys_only_an_already_stunned_creature(run, stunned, destroyed):
    punch = card("Play: Stun an enemy creature. If that creature was already stunned, destroy it instead.",
                 "Test Punch")
    r = run(alice={"hand": [punch]},
            bob={"battleline": [{"card": creature("Test Goblin", 3), "stunned": stunned}, creature("Test Troll", 8)]},
            actions=[{"type": "play", "card": "Test Punch"}], choices=["Test Goblin"])
    assert ("Test Goblin" in state(r, "players.bob.discard")) is destroyed
    if not destroyed:
        assert state(r, "cards.test-goblin.stunned") is True


@pytest.mark.parametrize(
    "text, expected",
    [
        # a card named by its printed name, in your discard pile
        (("A friendly creature captures 1A. If Cornicen Octavia is in your discard pile, that creature captures 2A "
         "instead."),
         [{"choose": True, "target": {"side": "friendly"}},
          {"capture": 2, "by": "previous-target", "if": {"exists": {
              "name": "Cornicen Octavia", "kind": "card", "zone": "discard", "player": "you"}}},
          {"capture": 1, "by": "previous-target", "otherwise": "instead"}]),
        # "deal 6D instead": to the creature the replaced effect chose
        ("Deal 2D to a creature. Deal 6D instead if it is a Dinosaur creature or has A on it.",
         [{"choose": True, "target": {}},
          {"deal_damage": 6, "target": "previous-target",
           "if": {"any": [{"previous": {"trait": "dinosaur"}}, {"previous": {"aember": True}}]}},
          {"deal_damage": 2, "target": "previous-target", "otherwise": "instead"}]),
    ],
)
def test_more_replacements_compile_to(text, expected):
    assert effects(text, "Action", "artifact") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Deal 6D.",  # "deal 6D" without a target is read only as a replacement
        "Steal 1A. If Nobody Ever Printed is in your discard pile, steal 2A instead.",  # names no card
        # ("move 1A from a creature to another creature instead" compiles now: "another" than the creature
        # it moves from is the filter "new", test_compiler_kmm.py / test_compiler_kmm_2.py, Monument to Primus)
    ],
)
def test_more_replacements_not_compiled(text):
    assert not compile_text("Test Card", "artifact", f"Action: {text}").complete


# kf:glossary/replacement-effects — Guji Dinosaur Hunter: 6 damage to a Dinosaur, else 2
@pytest.mark.parametrize("traits, damage", [(["dinosaur"], 6), (["beast"], 2)])
def test_guji_deals_six_to_a_dinosaur(run, traits, damage):
    prey = creature("Test Prey", 9, traits=traits)
    r = run(alice={"battleline": ["Guji Dinosaur Hunter"]}, bob={"battleline": [prey]},
            actions=[{"type": "use-action", "card": "Guji Dinosaur Hunter"}], choices=["Test Prey"])
    assert state(r, "cards.test-prey.damage") == damage


# kf:glossary/replacement-effects — Monument to Octavia: the creature captures 2 while Cornicen
# Octavia is in Alice's discard pile, else 1
@pytest.mark.parametrize("discard, captured", [(["Cornicen Octavia"], 2), ([], 1)])
def test_monument_to_octavia_reads_the_discard_pile(run, discard, captured):
    r = run(alice={"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "discard": discard,
                   "artifacts": ["Monument to Octavia"], "battleline": [creature("Test Soldier", 3)]},
            bob={"amber": 5}, actions=[{"type": "use-action", "card": "Monument to Octavia"}],
            choices=["Test Soldier"])
    assert state(r, "cards.test-soldier.amber") == captured and state(r, "players.bob.amber") == 5 - captured
