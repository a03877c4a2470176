"""The deck-building family core: it names no game, rejects card definitions with unknown
verbs (with a pointer), draws through a reshuffle, and shuffles the same way in every run."""

import json
from pathlib import Path

import pytest

import judge.deckbuilding
from judge.kernel import dumps
from scenarios.loader import ScenarioError, parse


def test_the_family_core_cites_no_rule_and_its_procedures_name_no_game():
    """The procedures (piles, drawing, the center row, the runner) name no game; each game
    passes the rule IDs they apply. The card model is the union of the games' card fields."""
    root = Path(judge.deckbuilding.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8").casefold()
        assert not [w for w in ("asc:", "soi:", "kf:", "rb:") if w in text], path.name
        if path.name not in ("cards.py", "__init__.py"):
            found = [w for w in ("ascension", "shards", "honor", "mastery", "rune", "gems") if w in text]
            assert not found, f"{path.name} mentions {found}"


def asc(alice, actions=(), **board):
    return parse({"game": "ascension", "title": "t", "board": {"players": {"alice": alice, "bob": {}}, **board},
                  "actions": list(actions)})


def test_an_inline_card_with_an_unknown_verb_is_rejected_at_its_pointer():
    with pytest.raises(ScenarioError) as e:
        asc({"hand": [{"name": "Odd", "type": "hero", "effects": [{"gian": {"runes": 1}}]}]})
    text = json.dumps(e.value.errors if hasattr(e.value, "errors") else str(e.value))
    assert "/board/players/alice/hand/0" in text and "gian" in text


def test_an_unknown_card_name_gets_the_nearest_names():
    with pytest.raises(ScenarioError) as e:
        asc({"hand": ["Mystikrin"]})
    assert "Mystikerin" in json.dumps(e.value.errors if hasattr(e.value, "errors") else str(e.value))


def test_drawing_five_reshuffles_the_discard_pile_in_the_middle_and_the_order_is_seeded():
    from judge.ascension.runner import resolve

    board = {"hand": [], "deck": ["Lehrling", "Miliz"], "discard": ["Mystikerin", "Schwere Infanterie", "Lehrling"]}
    s = asc(board, [{"type": "end-turn"}], seed=7)
    first, second = resolve(s), resolve(s)
    alice = first.final_state["players"]["alice"]
    assert alice["hand"][:2] == ["Lehrling", "Miliz"] and len(alice["hand"]) == 5 and alice["deck"] == []
    assert "reshuffle" in [st["event"] for st in first.steps]
    assert dumps(first.steps) == dumps(second.steps)
    other = resolve(asc(board, [{"type": "end-turn"}], seed=8)).final_state["players"]["alice"]["hand"]
    assert sorted(other) == sorted(alice["hand"])
