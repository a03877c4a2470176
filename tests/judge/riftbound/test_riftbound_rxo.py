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
