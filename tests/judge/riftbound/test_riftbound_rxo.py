"""Origins and Spiritforged cards the compiler reads since branch rxo, each played by name in a
small game and checked against what its printed text says, at the moment the rules say."""

import pytest

from tests.judge.riftbound.conftest import card, ok, player


# -- Flame Chompers: "When you discard me, you may pay [fury] to play me." ----------------------
# It triggers from the trash (rb:585.2); the fury is paid as it resolves (rb:583.1/ex1), then the
# card is played from the trash as part of the resolution (rb:595.3) without its 3 energy
# (docs/rulings.md, Riftbound 80). Traveling Merchant's move makes alice discard it.

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_flame_chompers_is_played_from_the_trash_for_its_fury(rb, answer):
    r = ok(rb(alice={"base": ["Traveling Merchant"], "hand": ["Flame Chompers"], "deck": ["Block"], "runes": ["fury"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": answer}))
    alice = player(r)
    if answer == "yes":  # no energy at all: only the fury rune, recycled to pay (rb:157.2.b)
        assert "Flame Chompers" in alice["base"] and alice["trash"] == []
        assert card(r, "flame-chompers")["exhausted"]  # a unit enters exhausted (rb:563.1.c)
        assert alice["rune_deck"] == 1 and alice["runes"] == {"ready": 0, "exhausted": 0}
        assert any("rb:595.3.a" in s["cites"] for s in r["steps"] if s["event"] == "play")
    else:
        assert alice["trash"] == ["Flame Chompers"] and alice["runes"] == {"ready": 1, "exhausted": 0}


def test_flame_chompers_cannot_be_played_without_the_fury(rb):
    # a calm rune cannot pay [fury]: not paid in full = not paid, and nothing is played
    r = ok(rb(alice={"base": ["Traveling Merchant"], "hand": ["Flame Chompers"], "deck": ["Block"], "runes": ["calm"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": "yes"}))
    assert player(r)["trash"] == ["Flame Chompers"]


# -- Undertitan: "When you play me, give your other units +2 might this turn." and "As I'm revealed
# from your deck, [Add] [2]." — the card refers to its own revealing (rb:600.1.a.1, rb:570.1): the
# energy goes to the pool of its owner as it is revealed (rb:605.1; docs/rulings.md, Riftbound 81).
# Void Rush reveals the top 2 cards of alice's main deck and lets her play one 2 energy cheaper.

def _void_rush(rb, play, energy=2, **alice):
    return ok(rb(alice={"hand": ["Void Rush"], "deck": ["Undertitan", "Block"],
                        "pool": {"energy": energy, "power": {"fury": 1, "order": 1}}, **alice},
                 actions=[{"type": "play", "card": "Void Rush"}, {"type": "pass-all"}],
                 choices={"may:Void Rush": play, "play:Void Rush": "Undertitan"}))


def test_undertitan_adds_two_energy_as_it_is_revealed(rb):
    r = _void_rush(rb, "no")
    assert player(r)["pool"]["energy"] == 2 - 2 + 2  # Void Rush paid, then 2 added by the reveal
    add = next(s for s in r["steps"] if s["event"] == "add")
    assert "rb:600.1.a.1" in add["cites"]
    events = [s["event"] for s in r["steps"]]
    assert events.index("reveal") < events.index("add")  # as it is revealed, before anything else
    assert sorted(player(r)["hand"]) == ["Block", "Undertitan"]


def test_undertitan_pays_for_itself_and_gives_only_the_others_two_might(rb):
    # 4 energy: 2 for Void Rush, 2 left + 2 added = Undertitan's 6 energy less 2 (rb:560.4)
    r = _void_rush(rb, "yes", energy=4, base=["Stalwart Poro"])
    assert "Undertitan" in player(r)["base"] and player(r)["pool"]["energy"] == 0
    assert card(r, "stalwart-poro")["might"] == 2 + 2
    assert card(r, "undertitan")["might"] == 5  # "other": not itself


def test_undertitan_adds_to_its_owner_when_another_player_reveals_it(rb):
    # Blind Fury: each opponent reveals the top card of their main deck — the energy is bob's
    r = ok(rb(alice={"hand": ["Blind Fury"], "pool": {"energy": 4, "power": {"fury": 2}}},
              bob={"deck": ["Undertitan"]},
              actions=[{"type": "play", "card": "Blind Fury"}, {"type": "pass-all"}]))
    assert player(r, "bob")["pool"]["energy"] == 2
    assert player(r)["pool"]["energy"] == 0


def test_undertitan_looked_at_is_not_revealed(rb):
    # Ornn - Blacksmith only looks at the top 4 cards (rb:600.2.b: looking is no revealing): nothing added
    r = ok(rb(alice={"hand": ["Ornn - Blacksmith"], "deck": ["Undertitan", "Block"],
                     "pool": {"energy": 5, "power": {"body": 1, "fury": 1, "calm": 1, "mind": 1, "chaos": 1, "order": 1}}},
              actions=[{"type": "play", "card": "Ornn - Blacksmith"}, {"type": "pass-all"}],
              choices={"may:Ornn - Blacksmith": "no"}))
    assert any(s["event"] == "look" for s in r["steps"])
    assert not any(s["event"] == "add" for s in r["steps"])
    assert player(r)["pool"]["energy"] == 0


# -- Ornn's Forge: "While you control this battlefield, the first friendly non-token gear played each
# turn costs [1] less." — a battlefield's passive works while it is on the board (rb:569.1); the
# discount lowers the cost being paid (rb:560.4) of the first non-token gear (a token is no card,
# rb:176) the controller or a teammate plays in the turn (rb:595.4.a).

def _forge(rb, controller, energy, hand=("Iron Ballista", "Ravenborn Tome"), **alice):
    units = {controller: ["Stalwart Poro"]}
    acts = [{"type": "play", "card": c} for c in hand]
    return rb(alice={"hand": list(hand), "pool": {"energy": energy}, **alice},
              battlefields=[{"id": "forge", "card": "Ornn's Forge", "controller": controller, "units": units}],
              actions=acts)


def _costs(r):
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"]


def test_ornns_forge_makes_only_the_first_gear_cheaper(rb):
    r = ok(_forge(rb, "alice", 2 + 3))  # Iron Ballista 3 - 1, then Ravenborn Tome 3 in full
    assert _costs(r) == ["total cost of Iron Ballista: 2 energy", "total cost of Ravenborn Tome: 3 energy"]
    assert player(r)["pool"]["energy"] == 0
    assert "rb:560.4" in next(s for s in r["steps"] if s["event"] == "cost")["cites"]


def test_ornns_forge_gives_nothing_to_the_player_who_does_not_control_it(rb):
    r = ok(_forge(rb, "bob", 3, hand=("Iron Ballista",)))
    assert _costs(r) == ["total cost of Iron Ballista: 3 energy"]


def test_ornns_forge_no_discount_after_a_gear_played_earlier_this_turn(rb):
    # the board says a gear on it was played this turn (rb:595.4.a): the next one is not the first
    r = ok(_forge(rb, "alice", 3, hand=("Iron Ballista",), base=[{"card": "Mask of Foresight", "played_this_turn": True}]))
    assert _costs(r) == ["total cost of Iron Ballista: 3 energy"]
