"""Fixtures for KeyForge engine tests: ``scenario(...)`` builds a scenario from a board
and actions, ``run(...)`` resolves it."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


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


# -- helpers the compiler tests share (imported: ``from .conftest import compiled, state``) ------
def compiled(text, card_type="creature", name="Foo"):
    """A printed text compiled completely: the definition's non-empty fields."""
    r = compile_text(name, card_type, text)
    assert r.complete, r.sentences
    return {k: v for k, v in r.definition.items() if v}


def state(result, path):
    """A value of a run's final state by its dotted path ("players.alice.amber", "…hand.0")."""
    node = result.final_state
    for part in path.split("."):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def _refusal(r):
    """The rule a refused run names (False when it was not refused)."""
    return r.outcome == "refused" and r.refused["rule"]
