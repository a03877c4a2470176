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


def test_a_card_named_on_the_board_may_be_one_an_inline_definition_defines_elsewhere():
    """Issue 24: a hand card named like the center row's inline card used to pass validation
    and then crash the run (the name was looked up in the library only)."""
    from judge.commands import OK, resolve_data

    hero = {"name": "Testheld", "type": "hero", "faction": "lifebound", "cost": 2, "honor": 1,
            "effects": [{"gain": {"runes": 2}}]}
    doc = {"game": "ascension", "title": "t",
           "board": {"players": {"alice": {"hand": ["Testheld", "testheld"], "runes": 0}, "bob": {}},
                     "center_row": [hero], "center_deck": []},
           "actions": [{"type": "play", "card": "Testheld"}, {"type": "play", "card": "Testheld"},
                       {"type": "acquire", "card": "Testheld"}],
           "expect": {"players.alice.runes": 2, "players.alice.discard": ["Testheld"],
                      "players.alice.played": ["Testheld", "Testheld"]}}
    code, out = resolve_data(doc)
    assert code == OK, out
    ally = {"name": "Testverbündeter", "type": "ally", "faction": "order", "cost": 1, "effects": [{"gain": {"gems": 1}}]}
    doc = {"game": "shards", "title": "t",
           "board": {"players": {"alice": {"hand": ["Testverbündeter"]}, "bob": {"discard": [ally]}}},
           "actions": [{"type": "play", "card": "Testverbündeter"}], "expect": {"players.alice.gems": 1}}
    code, out = resolve_data(doc)
    assert code == OK, out


@pytest.mark.parametrize("game, card, where, words", [
    ("ascension", {"name": "X", "type": "hero", "effects": [{"gain": {"runes": "lots"}}]},
     "/effects/0/gain/runes", "whole number"),
    ("ascension", {"name": "X", "type": "hero", "effects": [{"gain": {"runes": 1}, "only_for": {}}]},
     "/effects/0/only_for", "takes no"),
    ("ascension", {"name": "X", "type": "hero", "effects": [{"put_into_play": "acquired"}]}, "/effects", "trigger"),
    ("ascension", {"name": "X", "type": "ally"}, "/type", "hero, construct, monster"),
    ("ascension", {"name": "X", "type": "hero", "effects": [{"if": {"control": {"type": "construct"}}}]},
     "/effects/0", "needs 'then'"),
    ("shards", {"name": "X", "type": "ally", "effects": [{"if": {"keyword": "unity"}, "then": []}]},
     "/effects/0/if/keyword", "unify"),
    ("shards", {"name": "X", "type": "ally", "abilities": [{"effects": []}]}, "/abilities", "no abilities"),
    ("ascension", {"name": "X", "type": "hero", "power": 3}, "/power", "only a monster"),
    ("ascension", {"name": "X", "type": "hero", "shield": 3}, "/shield", "no such value"),
    ("shards", {"name": "X", "type": "ally", "honor": 1}, "/honor", "no such value"),
    ("shards", {"name": "X", "type": "ally", "health": 4}, "/health", "only a champion"),
    ("ascension", {"name": "X", "type": "hero", "count": 3}, "/count", "only the built-in cards"),
])
def test_a_definition_the_engine_would_not_act_on_is_refused_at_its_field(game, card, where, words):
    from judge.commands import INVALID, resolve_data

    doc = {"game": game, "title": "t", "board": {"players": {"alice": {"hand": [card]}, "bob": {}}}}
    code, out = resolve_data(doc)
    assert code == INVALID
    hits = [e for e in out["errors"] if e["pointer"] == "/board/players/alice/hand/0" + where]
    assert hits and words in hits[0]["message"], out["errors"]


@pytest.mark.parametrize("game, answer, runes", [("ascension", "yes", 2), ("ascension", "no", 0)])
def test_an_optional_effect_of_any_verb_is_offered_with_yes_or_no(game, answer, runes):
    """"You may gain 2 runes": an optional effect whose verb has no "none" option of its own is
    asked as yes/no (prompt may:<card>), and declining it is in the trace."""
    from judge.commands import OK, resolve_data

    hero = {"name": "Zögerer", "type": "hero", "effects": [{"gain": {"runes": 2}, "optional": True}, {"draw": 1}]}
    doc = {"game": game, "title": "t", "board": {"players": {"alice": {"hand": [hero], "deck": ["Miliz"]}, "bob": {}}},
           "actions": [{"type": "play", "card": "Zögerer"}], "choices": {"may:Zögerer": answer},
           "expect": {"players.alice.runes": runes, "players.alice.hand": ["Miliz"],
                      "prompts": [{"id": "may:Zögerer", "chooser": "alice", "options": ["yes", "no"]}]}}
    code, out = resolve_data(doc)
    assert code == OK, out
    assert ("declined" in [s["event"] for s in out["steps"]]) == (answer == "no")
