"""Loading scenarios: clear errors with JSON pointers, unknown cards with the nearest
names, and the JSON Schema export."""

import json

import pytest

from scenarios.loader import ScenarioError, load, parse
from judge.games import names, scenario_model


def base():
    return {
        "game": "keyforge",
        "edition": "pl",
        "title": "t",
        "board": {"active_player": "alice", "players": {"alice": {"hand": ["Urchin"]}, "bob": {}}},
        "actions": [{"type": "choose-house", "house": "shadows"}, {"type": "play", "card": "Urchin"}],
    }


def errors(data):
    with pytest.raises(ScenarioError) as e:
        parse(data)
    return e.value.errors


def test_a_good_scenario_loads():
    s = parse(base())
    assert s.board.players["alice"].hand == ["Urchin"] and s.actions[1].type == "play"


def test_wrong_types_point_at_the_field():
    d = base()
    d["board"]["players"]["alice"]["amber"] = "three"
    d["board"]["players"]["bob"]["battleline"] = [{"card": "Urchin", "damage": -1}]
    pointers = {e["pointer"] for e in errors(d)}
    assert "/board/players/alice/amber" in pointers
    assert "/board/players/bob/battleline/0/damage" in pointers


def test_unknown_action_type_and_unknown_fields():
    d = base()
    d["actions"][1] = {"type": "attack", "card": "Urchin"}
    d["board"]["players"]["alice"]["gold"] = 3
    pointers = {e["pointer"] for e in errors(d)}
    assert "/actions/1" in pointers and "/board/players/alice/gold" in pointers


def test_unknown_card_names_the_nearest():
    d = base()
    d["board"]["players"]["alice"]["hand"] = ["Urchin", "Urchn"]
    (err,) = errors(d)
    assert err["pointer"] == "/board/players/alice/hand/1"
    assert "Urchin" in err["nearest"] and "nearest" in err["message"]


def test_a_card_of_a_set_the_rulebooks_do_not_cover_is_an_error():
    d = base()
    d["board"]["players"]["alice"]["hand"] = ["Mind Your Elders"]
    (err,) = [e for e in errors(d) if e["pointer"].startswith("/board")]
    assert err["pointer"] == "/board/players/alice/hand/0" and "do not cover" in err["message"]


def test_an_action_must_name_a_card_of_the_scenario():
    d = base()
    d["actions"][1]["card"] = "Troll"
    (err,) = errors(d)
    assert err["pointer"] == "/actions/1/card"


def test_inline_cards_are_validated_too():
    d = base()
    d["board"]["players"]["bob"]["battleline"] = [
        {
            "name": "Bad",
            "house": "dis",
            "type": "creature",
            "abilities": [{"trigger": "play", "effects": [{"explode": 1}]}],
        }
    ]
    assert any(e["pointer"].startswith("/board/players/bob/battleline/0") for e in errors(d))


def test_board_rules():
    d = base()
    d["board"]["players"]["carol"] = {}
    assert any("exactly two players" in e["message"] for e in errors(d))
    d = base()
    d["board"]["turn_step"] = "main"
    assert any("active house" in e["message"] for e in errors(d))


def test_not_json(tmp_path):
    p = tmp_path / "s.json"
    p.write_text("{nope", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load(p)
    assert "not JSON" in e.value.errors[0]["message"]


def test_schema_export_shows_every_game_keyed_by_game():
    schema = scenario_model().model_json_schema()
    assert set(schema["discriminator"]["mapping"]) == set(names())
    assert schema["$defs"]["KeyForgeScenario"]["properties"]["edition"]["enum"] == ["de", "pl"]
    json.dumps(schema)


def test_an_unknown_game_is_named_with_the_games_the_engine_runs():
    d = base()
    d["game"] = "keyforje"
    with pytest.raises(ScenarioError) as e:
        parse(d)
    assert e.value.errors[0]["pointer"] == "/game"
    assert e.value.errors[0]["nearest"][0] == "keyforge"


def test_unknown_houses_are_errors():
    d = base()
    d["actions"][0]["house"] = "atlantis"
    d["board"]["players"]["bob"]["houses"] = ["dis", "Logos", "pirates"]
    pointers = {e["pointer"] for e in errors(d)}
    assert pointers == {"/actions/0/house", "/board/players/bob/houses/2"}


def test_an_enhanced_copy_is_a_library_card_with_added_bonus_icons():
    # kf:glossary/enhance: the copy carries icons the printed card lacks
    d = base()
    d["board"]["players"]["alice"]["hand"] = [{"card": "Urchin", "bonus": ["draw", "capture"]}]
    entry = parse(d).board.players["alice"].hand[0]
    assert (entry.card, entry.bonus) == ("Urchin", ["draw", "capture"])
    d["board"]["players"]["alice"]["hand"] = [{"card": "Urchn", "bonus": ["sparkle"]}, {"card": "Urchin", "bonus": []}]
    messages = {e["pointer"]: e["message"] for e in errors(d)}
    assert "/board/players/alice/hand/0/bonus/0" in messages  # not an icon
    assert "/board/players/alice/hand/1/bonus" in messages  # enhancing adds at least one icon
    assert "Urchin" in messages["/board/players/alice/hand/0/card"]  # unknown card, nearest name


@pytest.mark.parametrize("game", sorted(names()))
def test_too_many_actions_are_refused_before_any_is_validated(game):
    """A scenario asks about one situation: at most MAX_ACTIONS actions. A million is refused
    at /actions at once (pydantic would validate every item before counting them), in both
    languages, and the JSON Schema says the same bound."""
    from scenarios.models import MAX_ACTIONS

    data = {"game": game, "title": "t", "board": {}, "actions": [{"type": "pass"}] * 1_000_000}
    with pytest.raises(ScenarioError) as e:
        parse(data)
    assert [err["pointer"] for err in e.value.errors] == ["/actions"]
    worded = e.value.people[0]
    assert str(MAX_ACTIONS) in worded["message"] and str(MAX_ACTIONS) in worded["message_de"], worded
    schema = json.dumps(scenario_model().model_json_schema())
    assert f'"maxItems": {MAX_ACTIONS}' in schema
