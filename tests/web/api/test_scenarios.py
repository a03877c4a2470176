"""The scenario endpoints of the JSON API: resolve, explore, regress, schema, the built-in
files; every failure JSON with a clear message, never a traceback."""

import copy
import json
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[3] / "scenarios"
TOLAS = "examples/keyforge/tolas-bad-penny.json"
EXPLORED = "examples/keyforge/destroyed-order-explored.json"


def doc(path: str) -> dict:
    return json.loads((ROOT / path).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def no_traceback(r):
    assert r.is_json, r.get_data(as_text=True)[:300]
    assert "Traceback" not in r.get_data(as_text=True)
    return r.get_json()


def test_resolve_returns_the_annotated_trace(client):
    r = client.post("/api/v1/resolve", json=doc(TOLAS))
    assert r.status_code == 200
    body = r.get_json()
    assert body["outcome"] == "completed" and body["expect"] == {"passed": True, "failures": []}
    assert body["exit_code"] == 0
    step = body["steps"][0]
    assert {"seq", "step", "window", "event", "actor", "chooser", "choice", "changes", "cites", "faq",
            "explain"} <= set(step)
    windows = [s["window"] for s in body["steps"]]
    assert "destroyed" in windows and "after-destroyed" in windows
    cited = {c for s in body["steps"] for c in s["cites"] + s["faq"]}
    assert cited == set(body["rules"]), "every cited ID is annotated"
    note = body["rules"]["kf:timing/destroyed/after-destroyed"]
    assert note["known"] and note["text"] and note["title"]
    assert any(s["faq"] for s in body["steps"]) and body["rules"]["kf:faq/de-31"]["kind"] == "faq"


def test_resolve_is_deterministic(client):
    a = client.post("/api/v1/resolve", json=doc(TOLAS)).get_data()
    assert client.post("/api/v1/resolve", json=doc(TOLAS)).get_data() == a


def test_invalid_scenario_is_400_with_pointers_and_nearest_names(client):
    d = doc(TOLAS)
    d["board"]["players"]["alice"]["amber"] = "lots"
    d["board"]["players"]["alice"]["battleline"][1] = "Tolsa"
    body = no_traceback(r := client.post("/api/v1/resolve", json=d))
    assert r.status_code == 400 and body["error"] == "invalid_scenario"
    by_pointer = {e["pointer"]: e for e in body["errors"]}
    assert "/board/players/alice/amber" in by_pointer
    card = by_pointer["/board/players/alice/battleline/1"]
    assert "Tolas" in card["nearest"] and "Tolsa" in card["message"]
    assert body["pointer"] == body["errors"][0]["pointer"] and body["message"]


def test_unknown_card_alone_is_reported_by_the_loader(client):
    d = doc(TOLAS)
    d["board"]["players"]["bob"]["battleline"][0] = "Bad Peny"
    body = no_traceback(r := client.post("/api/v1/resolve", json=d))
    assert r.status_code == 400
    assert body["errors"][0]["pointer"] == "/board/players/bob/battleline/0"
    assert "Bad Penny" in body["errors"][0]["nearest"]


@pytest.mark.parametrize("raw,where", [(b"{not json", "line 1"), (b"", "not JSON"), (b"\xff\xfe", "UTF-8"),
                                       (b"[" * 100000, "not JSON")])
def test_a_body_that_is_not_json_is_400_json(client, raw, where):
    r = client.post("/api/v1/resolve", data=raw, content_type="application/json")
    body = no_traceback(r)
    assert r.status_code == 400 and body["error"] == "invalid_json" and where in body["message"]
    assert body["errors"][0]["pointer"] == ""


def test_a_document_that_is_not_a_scenario_is_400(client):
    for data in ([1, 2], "text", {"game": "chess"}):
        r = client.post("/api/v1/resolve", json=data)
        assert r.status_code == 400 and no_traceback(r)["errors"]


def test_unanswered_prompt_is_422_with_the_prompt_and_options(client):
    d = doc("examples/keyforge/flank-prompt-answered.json")
    d["choices"] = []
    body = no_traceback(r := client.post("/api/v1/resolve", json=d))
    assert r.status_code == 422 and body["error"] == "unanswered_prompt"
    assert body["prompt"]["id"] == "flank:Urchin" and body["prompt"]["chooser"] == "alice"
    assert [o["key"] for o in body["prompt"]["options"]] == ["left", "right"]
    assert "flank:Urchin" in body["message"]


def test_refused_action_is_200_with_outcome_refused_and_the_rule(client):
    d = doc("examples/keyforge/fight-taunt-refused.json")
    d.pop("expect", None)
    body = no_traceback(r := client.post("/api/v1/resolve", json=d))
    assert r.status_code == 200 and body["outcome"] == "refused"
    assert body["refused"]["rule"] == "kf:glossary/taunt" and body["refused"]["message"]["en"]
    assert body["exit_code"] == 4 and body["rules"]["kf:glossary/taunt"]["known"]


def test_not_supported_is_501_with_the_message(client):
    d = {"game": "keyforge", "edition": "de", "title": "an effect the engine does not encode",
         "board": {"active_player": "alice", "turn_step": "main", "players": {
             "alice": {"house": "dis", "hand": [{"name": "Test Oddity", "house": "dis", "type": "action", "abilities": [
                 {"trigger": "play", "effects": [{"unsupported": "shuffle the universe"}]}]}]}, "bob": {}}},
         "actions": [{"type": "play", "card": "Test Oddity"}]}
    body = no_traceback(r := client.post("/api/v1/resolve", json=d))
    assert r.status_code == 501 and body["error"] == "not_supported" and "shuffle the universe" in body["message"]


def test_an_engine_crash_is_json_500_without_a_traceback(client, monkeypatch):
    import judge.commands

    def boom(data):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(judge.commands, "resolve_data", boom)
    body = no_traceback(r := client.post("/api/v1/resolve", json=doc(TOLAS)))
    assert r.status_code == 500 and body["error"] == "engine_error" and "secret internals" not in json.dumps(body)


def test_body_larger_than_the_limit_is_413_json(client):
    d = doc(TOLAS)
    d["description"] = "x" * (300 * 1024)
    for url in ("/api/v1/resolve", "/api/v1/explore", "/api/v1/regress"):
        r = client.post(url, json=d)
        assert r.status_code == 413 and no_traceback(r)["error"] == "request_entity_too_large"


def test_explore_finds_two_outcomes_with_their_choices_and_differences(client):
    body = no_traceback(r := client.post("/api/v1/explore", json=doc(EXPLORED)))
    assert r.status_code == 200 and len(body["outcomes"]) == 2
    assert body["differences"] == {"cards.test-bystander.damage": [
        o["result"]["final_state"]["cards"]["test-bystander"]["damage"] for o in body["outcomes"]]}
    assert sorted(v for v in body["differences"]["cards.test-bystander.damage"]) == [0, 2]
    for o in body["outcomes"]:
        assert o["choices"] and o["choices"][0][0]["prompt"] == "order:destroyed"
    assert body["expect"] == {"passed": True, "failures": []}


def test_explore_rejects_a_bad_max_runs_and_an_invalid_scenario(client):
    r = client.post("/api/v1/explore?max_runs=0", json=doc(EXPLORED))
    assert r.status_code == 400 and no_traceback(r)["pointer"] == "/max_runs"
    d = doc(EXPLORED)
    d["board"]["players"]["alice"]["hand"] = ["Poison Wav"]
    body = no_traceback(r := client.post("/api/v1/explore", json=d))
    assert r.status_code == 400 and body["errors"][0]["pointer"] == "/board/players/alice/hand/0"


def test_regress_a_list_of_documents(client):
    broken = doc(TOLAS)
    broken["expect"]["players.alice.amber"] = 5
    body = no_traceback(r := client.post("/api/v1/regress", json=[doc(TOLAS), broken, doc("faq/keyforge/de-01.json")]))
    assert r.status_code == 200
    assert body["total"] == 4 and body["passed"] == 3 and body["failed"] == ["#1"]
    assert set(body) >= {"total", "passed", "failed", "seconds", "cases"}
    assert body["cases"][2]["ids"] == ["kf:faq/de-01", "kf:faq/pl-52"]
    assert body["cases"][1]["failures"] and not body["cases"][1]["passed"]


def test_regress_builtin_matches_the_command_line(client):
    from judge.regress import run, summary

    body = no_traceback(client.post("/api/v1/regress", json={"builtin": "faq"}))
    cli = summary(run(ROOT / "faq"), 0.0)
    assert (body["total"], body["passed"], sorted(body["failed"])) == (cli["total"], cli["passed"], sorted(cli["failed"]))
    assert all(c["path"].startswith("faq/") for c in body["cases"])


@pytest.mark.parametrize("data,pointer", [({"builtin": "everything"}, "/builtin"), ({"x": 1}, ""), (3, "")])
def test_regress_rejects_other_bodies(client, data, pointer):
    body = no_traceback(r := client.post("/api/v1/regress", json=data))
    assert r.status_code == 400 and body["pointer"] == pointer


def test_schema_is_the_scenario_json_schema(client):
    from judge.commands import schema

    assert client.get("/api/v1/schema").get_json() == json.loads(json.dumps(schema()))


def test_builtin_scenarios_are_listed_and_readable(client):
    listed = client.get("/api/v1/scenarios").get_json()["scenarios"]
    paths = {s["path"]: s for s in listed}
    assert TOLAS in paths and "faq/keyforge/de-01.json" in paths
    assert paths["faq/keyforge/de-01.json"]["faq"] == ["kf:faq/de-01", "kf:faq/pl-52"]
    assert paths[TOLAS]["title"] and paths[TOLAS]["url"] == "/trace?scenario=" + TOLAS
    groups = ("faq", "examples", "variations", "errata", "cards")
    on_disk = {p.relative_to(ROOT).as_posix() for g in groups for p in (ROOT / g).rglob("*.json")}
    assert set(paths) == on_disk
    assert client.get("/api/v1/scenarios/" + TOLAS).get_json() == doc(TOLAS)


@pytest.mark.parametrize("path", ["../pyproject.toml", "examples/../../pyproject.toml", "nope.json",
                                  "/etc/passwd", "examples/keyforge/tolas-bad-penny"])
def test_only_listed_files_can_be_read(client, path):
    body = no_traceback(r := client.get("/api/v1/scenarios/" + path, follow_redirects=True))
    assert r.status_code == 404 and body["error"] == "unknown_scenario"


def test_faq_and_ask_name_the_scenario_that_replays_an_entry(client):
    entry = client.get("/api/v1/faq/kf:faq/de-01").get_json()
    assert entry["scenario"]["path"] == "faq/keyforge/de-01.json"
    assert entry["scenario"]["url"] == "/trace?scenario=faq/keyforge/de-01.json"
    twin = client.get("/api/v1/faq/kf:faq/pl-52").get_json()
    assert twin["scenario"]["path"] == "faq/keyforge/de-01.json", "the Polish twin is listed in the same file"
    asc = client.get("/api/v1/faq/asc:faq/03").get_json()["scenario"]
    assert asc["path"].startswith("faq/ascension/"), "every game's FAQ entries have their scenarios"
    hits = client.get("/api/v1/ask", query_string={"q": "How many times does Bait and Switch steal?"}).get_json()["faq"]
    hit = next(h for h in hits if h["id"] in ("kf:faq/de-01", "kf:faq/pl-52"))
    summary = hit["scenario"]["summary"]
    assert hit["scenario"]["path"] == "faq/keyforge/de-01.json"
    assert summary["outcome"] == "completed" and summary["steps"] > 0 and summary["expect_passed"] is True


def test_scenario_for_sees_files_added_while_the_server_runs(tmp_path, monkeypatch):
    from web.core import builtin

    (tmp_path / "faq" / "keyforge").mkdir(parents=True)
    monkeypatch.setattr(builtin, "ROOT", tmp_path)
    assert builtin.for_faq("kf:faq/de-99") is None
    (tmp_path / "faq" / "keyforge" / "de-99.json").write_text(json.dumps({"title": "t", "faq": ["kf:faq/de-99"]}))
    # the folders are looked at again at most every STAMP_TTL seconds (ask asks for every FAQ hit)
    assert builtin.for_faq("kf:faq/de-99") is None
    monkeypatch.setattr(builtin, "STAMP_TTL", 0.0)
    assert builtin.for_faq("kf:faq/de-99").path == "faq/keyforge/de-99.json"


def test_script_in_a_scenario_comes_back_as_json_data(client):
    d = scripted_scenario()
    r = client.post("/api/v1/resolve", json=d)
    assert r.status_code == 200 and r.mimetype == "application/json"
    assert any("<script>" in s["explain"]["en"] for s in r.get_json()["steps"])


def scripted_scenario() -> dict:
    """Tolas/Bad Penny with ``<script>`` in the title and in an inline card's name."""
    d = copy.deepcopy(doc(TOLAS))
    evil = "<script>alert(1)</script> Ogre"
    d["title"] = "<script>alert(1)</script> title"
    d["board"]["players"]["alice"]["battleline"][0]["name"] = evil
    d["actions"][0]["card"] = evil
    return d


def test_resolve_with_a_prompt_left_open_on_purpose_is_200_and_matches_the_model(client):
    from web.api.models import TraceOut

    d = doc("examples/keyforge/stun-and-unstun.json")
    d["choices"] = {}
    d["expect"] = {"outcome": "open-prompt",
                   "open_prompt": {"id": "target:Smaaash", "chooser": "alice", "include": ["Test Goblin"]},
                   "checkpoints": [{"after": 1, "cards.test-ogre.stunned": False}]}
    r = client.post("/api/v1/resolve", json=d)
    body = no_traceback(r)
    assert r.status_code == 200 and body["exit_code"] == 0 and body["expect"]["passed"], body.get("expect")
    assert body["open_prompt"]["id"] == "target:Smaaash" and body["checkpoints"][0]["after"] == 1
    TraceOut.model_validate(body)
    schema = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    assert {"open_prompt", "checkpoints"} <= set(schema["TraceOut"]["properties"])
    assert {"chooser", "options"} <= set(schema["ChoiceOut"]["properties"])
