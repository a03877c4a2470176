"""Fixtures for KeyForge engine tests: ``scenario(...)`` builds a scenario from a board
and actions, ``run(...)`` resolves it."""

import pytest


def _scenario(alice=None, bob=None, actions=(), choices=(), step="main", edition="de", first_turn=False):
    from scenarios.loader import parse

    alice = {"house": "brobnar", "houses": ["brobnar", "shadows", "sanctum"], **(alice or {})}
    if step != "main":
        alice.pop("house")
    return parse(
        {
            "game": "keyforge",
            "edition": edition,
            "title": "test",
            "board": {
                "active_player": "alice",
                "turn_step": step,
                "first_turn": first_turn,
                "players": {"alice": alice, "bob": bob or {}},
            },
            "actions": list(actions),
            "choices": list(choices) if isinstance(choices, (list, tuple)) else choices,
        }
    )


@pytest.fixture
def scenario():
    return _scenario


@pytest.fixture
def run():
    from judge.keyforge.runner import resolve

    return lambda **kw: resolve(_scenario(**kw))
