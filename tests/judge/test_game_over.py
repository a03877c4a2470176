"""An action after the end of the game is never dropped without a word (issue 21): in every
game it is refused, naming the action and the rule that ended the game, on the command line
(exit 4) and in the service (outcome "refused"; the builder's next actions: 409)."""

import json
from pathlib import Path

import pytest

from judge.commands import REFUSED, resolve_file
from web import create_app

ROOT = Path(__file__).resolve().parents[2] / "scenarios/examples"


def with_action_after_the_end(path: str, action: dict) -> tuple[dict, int]:
    """A built-in scenario whose game ends, one more action appended (and its expectations
    dropped: what the run does is what this test checks)."""
    data = json.loads((ROOT / path).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data["actions"] = data["actions"] + [action]
    return data, len(data["actions"]) - 1


CASES = {
    # kf:glossary/keys: the third key, forged in step 1, ends the game before a house is chosen
    "keyforge": ("keyforge/forge-third-key-wins.json", {"type": "end-turn"}, "kf:glossary/keys", "alice"),
    # rb:633: conquering the last battlefield brings the victory score
    "riftbound": ("riftbound/final-point-conquer-every-battlefield-wins.json", {"type": "end-turn"}, "rb:633", None),
    # asc:spielablauf/spielende: the honor pool ran out and the round is over
    "ascension": ("ascension/game-end-tie-goes-to-the-later-player.json", {"type": "end-turn"},
                  "asc:spielablauf/spielende", "bob"),
    # the last player left wins (soi:spielablauf/zugablauf/angriffsphase)
    "shards": ("shards/letzter-spieler-gewinnt.json", {"type": "end-turn"},
               "soi:spielablauf/zugablauf/angriffsphase", "alice"),
}


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


@pytest.mark.parametrize("game", CASES)
def test_the_service_refuses_an_action_after_the_end(client, game):
    path, action, rule, winner = CASES[game]
    data, first_after = with_action_after_the_end(path, action)
    out = client.post("/api/v1/resolve", json=data).get_json()
    refused = out["refused"]
    assert out["outcome"] == "refused" and out["winner"] and (winner is None or out["winner"] == winner)
    assert refused["rule"] == rule and refused["action"] <= first_after
    assert "game is over" in refused["message"]["en"] and "Spiel ist vorbei" in refused["message"]["de"]
    assert out["steps"][-1]["event"] == "game-over" and out["steps"][-1]["cites"] == [rule]
    stop = client.post("/api/v1/actions", json=data)
    assert stop.status_code == 409 and stop.get_json()["pointer"] == f"/actions/{refused['action']}"


@pytest.mark.parametrize("game", CASES)
def test_the_command_line_exits_4_naming_the_action(tmp_path, game):
    path, action, rule, _ = CASES[game]
    data, _ = with_action_after_the_end(path, action)
    file = tmp_path / "after-the-end.json"
    file.write_text(json.dumps(data), encoding="utf-8")
    code, text = resolve_file(file)
    assert code == REFUSED and "the game is over" in text and rule in text
