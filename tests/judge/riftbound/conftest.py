"""Fixtures for Riftbound engine tests: ``rb(...)`` builds a scenario from a board and
actions and resolves it; cards are small inline definitions (``unit``, ``spell``)."""

import pytest


def unit(name, might, **kw):
    return {"name": name, "type": "unit", "might": might, **kw}


def spell(name, effects, energy=0, **kw):
    return {"name": name, "type": "spell", "energy": energy, "abilities": [{"effects": effects}], **kw}


def card(r, cid):
    """A card of a resolved scenario's final state."""
    return r["final_state"]["cards"][cid]


def player(r, name="alice"):
    """A player of a resolved scenario's final state."""
    return r["final_state"]["players"][name]


def ok(r):
    """The resolved scenario, after asserting it ran to the end."""
    assert r["outcome"] == "completed", r.get("refused") or r.get("error")
    return r


def scenario(alice=None, bob=None, actions=(), choices=(), battlefields=(), others=None, **board):
    """``others``: further players (ffa3, 2v2) by name."""
    from scenarios.loader import parse

    return parse({
        "game": "riftbound", "title": "test",
        "board": {"turn_player": "alice", "players": {"alice": alice or {}, "bob": bob or {}, **(others or {})},
                  "battlefields": list(battlefields), **board},
        "actions": list(actions),
        "choices": list(choices) if isinstance(choices, (list, tuple)) else choices,
    })


@pytest.fixture
def rb():
    from judge.riftbound.runner import resolve

    return lambda **kw: resolve(scenario(**kw)).to_dict()
