"""The functions behind `judge resolve`, `judge explore` and `judge schema`: exit codes,
readable and JSON output."""

import json
from pathlib import Path

from judge.commands import (
    EXPECTATION_FAILED,
    INVALID,
    OK,
    REFUSED,
    UNANSWERED,
    UNSUPPORTED,
    explore_file,
    resolve_file,
    schema_json,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "scenarios/examples/keyforge/fight-armor-rulebook-example.json"


def write(tmp_path, data, name="s.json"):
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


def smaaash(choices=(), expect=None):
    d = {
        "game": "keyforge",
        "edition": "de",
        "title": "Smaaash",
        "board": {
            "active_player": "alice",
            "turn_step": "main",
            "players": {
                "alice": {"house": "brobnar", "hand": ["Smaaash"]},
                "bob": {
                    "battleline": [
                        {"card": {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}}
                    ]
                },
            },
        },
        "actions": [{"type": "play", "card": "Smaaash"}],
        "choices": list(choices),
    }
    if expect:
        d["expect"] = expect
    return d


def test_resolve_prints_a_table_with_the_trace():
    code, out = resolve_file(EXAMPLE)
    assert code == OK
    assert "Test Horror (exhausted) attacks Raiding Knight" in out and "kf:glossary/armor" in out
    assert "expectations: passed" in out


def test_resolve_json_has_outcome_final_state_and_steps():
    code, out = resolve_file(EXAMPLE, as_json=True)
    data = json.loads(out)
    assert code == OK and data["outcome"] == "completed"
    assert data["final_state"]["cards"]["raiding-knight"]["damage"] == 3
    step = data["steps"][0]
    assert list(step) == [
        "seq",
        "step",
        "window",
        "event",
        "actor",
        "chooser",
        "choice",
        "changes",
        "cites",
        "faq",
        "explain",
    ]
    # every step is explained in German, English and Polish (judge/i18n catalogues)
    assert all(set(s["explain"]) == {"de", "en", "pl"} and all(s["explain"].values()) for s in data["steps"])
    fight = next(s for s in data["steps"] if "Raiding Knight" in s["explain"]["en"] and "attacks" in s["explain"]["en"])
    assert "greift" in fight["explain"]["de"] and "atakuje" in fight["explain"]["pl"]


def test_unanswered_prompt_exits_3_and_lists_the_options(tmp_path):
    code, out = resolve_file(write(tmp_path, smaaash()))
    assert code == UNANSWERED
    assert "target:Smaaash" in out and "test-goblin" in out and "smaaash" in out
    code, out = resolve_file(write(tmp_path, smaaash()), as_json=True)
    assert json.loads(out)["prompt"]["id"] == "target:Smaaash"


def test_invalid_scenario_exits_2_with_pointers(tmp_path):
    bad = smaaash()
    bad["board"]["players"]["alice"]["amber"] = "lots"
    code, out = resolve_file(write(tmp_path, bad), as_json=True)
    assert code == INVALID
    assert json.loads(out)["errors"][0]["pointer"] == "/board/players/alice/amber"
    code, out = resolve_file(tmp_path / "missing.json")
    assert code == INVALID and "cannot read" in out


def test_the_cli_words_an_invalid_scenario_in_german_too_as_the_service_does(tmp_path):
    bad = smaaash()
    bad["board"]["players"]["alice"]["amber"] = "lots"
    code, out = resolve_file(write(tmp_path, bad), as_json=True)
    error = json.loads(out)["errors"][0]
    assert code == INVALID and error["message_de"] and error["label_de"], error
    code, text = resolve_file(write(tmp_path, bad))
    assert "Ungültiges Szenario" in text and error["message_de"] in text
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    code, out = resolve_file(tmp_path / "broken.json", as_json=True)
    assert code == INVALID and json.loads(out)["errors"][0]["message_de"].startswith("kein gültiges JSON")


def test_failed_expectations_exit_1(tmp_path):
    code, out = resolve_file(write(tmp_path, smaaash(["Test Goblin"], {"cards.test-goblin.stunned": False})))
    assert code == EXPECTATION_FAILED and "cards.test-goblin.stunned: expected False, got True" in out


def test_an_unexpected_refusal_exits_4(tmp_path):
    d = smaaash()
    d["board"]["players"]["alice"]["house"] = "dis"
    code, out = resolve_file(write(tmp_path, d))
    assert code == REFUSED and "kf:turn/step-3" in out


def test_an_unencoded_card_ability_exits_5(tmp_path):
    d = smaaash()
    unfinished = {"name": "Test Unfinished", "house": "sanctum", "type": "creature", "power": 3,
                  "abilities": [{"trigger": "reap", "effects": [{"unsupported": "a rule not encoded yet"}]}]}
    d["board"]["players"]["alice"].update(house="sanctum", battleline=[unfinished])
    d["actions"] = [{"type": "reap", "card": "Test Unfinished"}]
    code, out = resolve_file(write(tmp_path, d))
    assert code == UNSUPPORTED and "a rule not encoded yet" in out


def test_explore_lists_each_outcome_with_its_choices(tmp_path):
    code, out = explore_file(write(tmp_path, smaaash()), as_json=True)
    data = json.loads(out)
    assert code == OK and not data["capped"]
    stunned = [o["result"]["final_state"]["cards"]["test-goblin"]["stunned"] for o in data["outcomes"]]
    assert sorted(stunned) == [False, True]
    answers = sorted(o["choices"][0][0]["answer"] for o in data["outcomes"])
    assert answers == ["smaaash", "test-goblin"]
    code, text = explore_file(write(tmp_path, smaaash()))
    assert "2 distinct outcome(s)" in text and "target:Smaaash = test-goblin" in text


def test_schema_is_the_scenario_json_schema():
    code, out = schema_json()
    schema = json.loads(out)
    assert code == OK and schema["title"] == "Scenario"
    for game, ref in schema["discriminator"]["mapping"].items():
        model = schema["$defs"][ref.rsplit("/", 1)[1]]
        assert {"game", "board", "actions"} <= set(model["properties"]), game


def test_an_answer_that_is_no_option_is_an_invalid_scenario(tmp_path):
    code, out = resolve_file(write(tmp_path, smaaash(["Dragon"])), as_json=True)
    data = json.loads(out)
    assert code == INVALID and data["errors"][0]["pointer"] == "/choices" and "Dragon" in data["errors"][0]["message"]


def test_explore_shows_that_the_order_of_destroyed_abilities_matters(tmp_path):
    """kf:timing/simultaneous-effects: the active player orders simultaneous abilities;
    here the order decides whether the bystander keeps its damage."""
    bomb = {
        "name": "Test Bomb",
        "house": "dis",
        "type": "creature",
        "power": 2,
        "abilities": [{"trigger": "destroyed", "effects": [{"deal_damage": 2, "target": "each-creature"}]}],
    }
    bystander = {"name": "Test Bystander", "house": "dis", "type": "creature", "power": 5}
    d = {
        "game": "keyforge",
        "edition": "de",
        "title": "order",
        "board": {
            "active_player": "alice",
            "turn_step": "main",
            "players": {
                "alice": {"house": "shadows", "hand": ["Poison Wave"]},
                "bob": {
                    "deck": ["Urchin", "Tolas"],
                    "battleline": [{"card": "Duma the Martyr", "damage": 1}, bomb, bystander],
                },
            },
        },
        "actions": [{"type": "play", "card": "Poison Wave"}],
    }
    assert resolve_file(write(tmp_path, d))[0] == UNANSWERED
    code, out = explore_file(write(tmp_path, d), as_json=True)
    outcomes = {
        o["choices"][0][0]["answer"]: o["result"]["final_state"]["cards"]["test-bystander"]["damage"]
        for o in json.loads(out)["outcomes"]
    }
    assert outcomes == {"duma-the-martyr/destroyed/0": 2, "test-bomb/destroyed/0": 0}
