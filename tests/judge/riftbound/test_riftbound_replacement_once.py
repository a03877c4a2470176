"""A replacement that applies "the next time" (rb:573.1/ex1: Zhonya's Hourglass) is used up by
its first use: ``once`` on a replacement acts — it is not accepted and ignored."""

import pytest

from .conftest import spell, unit


def guard(once: bool) -> dict:
    # "The next time a friendly unit would die, recall it exhausted instead." (a test gear that stays)
    return {"name": "Test Guard", "type": "gear", "energy": 0,
            "abilities": [{"instead": "ally-unit-dies", "once": once,
                           "effects": [{"recall": True, "exhausted": True, "target": "event-unit"}]}]}


@pytest.mark.parametrize("once, second_dies", [(True, True), (False, False)])
def test_the_next_time_replaces_one_death_only(rb, once, second_dies):
    kill = [{"kill": True, "target": {"choose": "unit"}}]
    r = rb(alice={"base": [guard(once), unit("Test Hero", 2), unit("Test Squire", 1)],
                  "hand": [spell("Test Kill", kill), spell("Test Kill 2", kill)]},
           actions=[{"type": "play", "card": "Test Kill", "targets": ["Test Hero"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Kill 2", "targets": ["Test Squire"]}, {"type": "pass-all"}])
    trash = r["final_state"]["players"]["alice"]["trash"]
    assert "Test Hero" not in trash  # the first death is replaced: recalled (rb:573.1)
    assert ("Test Squire" in trash) is second_dies  # "the next time": the second one is not
