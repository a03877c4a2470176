"""The scenario-builder API: blank boards, the legal next actions (the engine decides),
the cards of each game; every failure JSON in the API's error shape."""

import pytest

from web import create_app

GAMES = ["keyforge", "riftbound", "ascension", "shards"]


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def board(client, game: str) -> dict:
    r = client.get(f"/api/v1/blank?game={game}")
    assert r.status_code == 200
    return r.get_json()


def by_label(items: list[dict]) -> dict[str, dict]:
    return {i["label"]["en"]: i for i in items}


@pytest.mark.parametrize("game", GAMES)
def test_a_blank_board_resolves_and_its_turn_can_end(client, game):
    doc = board(client, game)
    assert doc["game"] == game and doc["actions"] == []
    resolved = client.post("/api/v1/resolve", json=doc)
    assert resolved.status_code == 200 and resolved.get_json()["exit_code"] == 0
    r = client.post("/api/v1/actions", json=doc)
    assert r.status_code == 200
    body = r.get_json()
    assert body["game"] == game and body["after"] == 0
    assert {"legal", "refused", "unsupported", "cut"} <= set(body)
    end = next(i for i in body["legal"] if i["action"]["type"] == "end-turn")
    assert set(end["label"]) == {"de", "en", "pl"} and end["group"] == "turn"
    assert end["label"]["de"] == "Zug beenden" and end["label"]["en"] == "End the turn" and end["label"]["pl"]


def test_an_unknown_game_has_no_blank_board(client):
    r = client.get("/api/v1/blank?game=chess")
    assert r.status_code == 400 and r.get_json()["pointer"] == "/game"


def test_the_judge_adds_cards_and_the_menu_offers_what_is_legal(client):
    doc = board(client, "keyforge")
    doc["board"]["players"]["alice"]["hand"] = ["Anger", "Gateway to Dis"]
    doc["board"]["players"]["alice"]["battleline"] = ["Krump", {"card": "Bumpsy", "exhausted": True}]
    doc["board"]["players"]["bob"]["battleline"] = ["Urchin"]
    body = client.post("/api/v1/actions", json=doc).get_json()
    legal = by_label(body["legal"])
    assert legal["Play Anger"]["label"]["de"] == "Zorn spielen"
    assert legal["Fight Urchin with Krump"] == {
        "action": {"type": "fight", "card": "krump", "target": "urchin"}, "group": "fight", "prompt": None,
        "label": {"de": "Mit Krümel gegen Straßenkind kämpfen", "en": "Fight Urchin with Krump",
                  "pl": "Walcz stworzeniem Krump z Urwis"}}  # Polish card names where the data has them
    refused = by_label(body["refused"])
    assert refused["Play Gateway to Dis"]["rule"] == "kf:turn/step-3"
    assert set(refused["Play Gateway to Dis"]["why"]) == {"de", "en", "pl"}  # the refusal in the three languages
    assert refused["Reap with Bumpsy"]["rule"] == "kf:rules/ready-and-exhausted"
    # the page appends a legal action; the engine lists what may follow it
    doc["actions"] = [legal["Fight Urchin with Krump"]["action"]]
    after = client.post("/api/v1/actions", json=doc).get_json()
    assert after["after"] == 1
    assert by_label(after["refused"])["Reap with Krump"]["rule"] == "kf:rules/ready-and-exhausted"


def test_an_invalid_document_is_a_400_with_pointers(client):
    doc = board(client, "keyforge")
    doc["board"]["players"]["alice"]["hand"] = ["Angr"]
    r = client.post("/api/v1/actions", json=doc)
    assert r.status_code == 400
    body = r.get_json()
    assert body["error"] == "invalid_scenario" and body["pointer"] == "/board/players/alice/hand/0"
    assert body["nearest"] and "Angr" in body["message"] and body["message_de"]
    broken = client.post("/api/v1/actions", data="{", content_type="application/json")
    assert broken.status_code == 400 and broken.get_json()["error"] == "invalid_json"
    assert client.post("/api/v1/actions", json=[1]).status_code == 400


def test_actions_that_already_stop_are_a_409_saying_where(client):
    doc = board(client, "keyforge")
    doc["board"]["players"]["alice"]["hand"] = ["Urchin"]
    doc["actions"] = [{"type": "play", "card": "Urchin"}]
    r = client.post("/api/v1/actions", json=doc)
    assert r.status_code == 409
    body = r.get_json()
    assert body["error"] == "actions_stop" and body["stop"] == "refused"
    assert body["action"] == 0 and body["after"] == 0 and body["pointer"] == "/actions/0"
    assert body["rule"] == "kf:turn/step-3" and "Urchin" in body["message"] and body["message_de"]


def test_an_unanswered_prompt_in_the_document_is_a_409_with_the_prompt(client):
    doc = board(client, "keyforge")
    doc["board"]["players"]["alice"]["battleline"] = ["Krump"]
    doc["board"]["players"]["bob"]["battleline"] = ["Urchin", "Dodger"]
    doc["actions"] = [{"type": "fight", "card": "Krump"}]
    body = client.post("/api/v1/actions", json=doc).get_json()
    assert body["stop"] == "prompt" and body["pointer"] == "/choices"
    assert body["prompt"]["id"] == "fight-target:Krump"
    assert {o["key"] for o in body["prompt"]["options"]} == {"urchin", "dodger"}
    doc["choices"] = {"fight-target:Krump": "urchin"}
    assert client.post("/api/v1/actions", json=doc).status_code == 200


def test_riftbound_moves_and_costs(client):
    doc = board(client, "riftbound")
    doc["board"]["players"]["alice"].update(hand=["Block"], runes=["calm"], base=["Stalwart Poro"])
    body = client.post("/api/v1/actions", json=doc).get_json()
    assert "Move Stalwart Poro to north" in by_label(body["legal"])
    assert by_label(body["refused"])["Play Block"]["rule"] == "rb:595.2.a"


def test_over_the_time_budget_is_a_503(client, monkeypatch):
    import judge.legal

    monkeypatch.setattr(judge.legal, "BUDGET_SECONDS", 0.0)
    r = client.post("/api/v1/actions", json=board(client, "ascension"))
    assert r.status_code == 503
    assert r.get_json()["error"] == "time_budget_exceeded" and r.get_json()["message_de"]


@pytest.mark.parametrize("game, q, name, extra", [
    ("keyforge", "Zorn", "Anger", "house"), ("keyforge", "Raubriter", "Raiding Knight", "house"),
    ("riftbound", "Stalwrt Poro", "Stalwart Poro", "domain"), ("ascension", "Wolf Shaman", "Wolfsschamane", "faction"),
    ("shards", "Kristal", "Kristall", None)])
def test_the_library_finds_cards_by_name(client, game, q, name, extra):
    r = client.get(f"/api/v1/library?game={game}&q={q}&limit=3")
    assert r.status_code == 200
    body = r.get_json()
    assert body["game"] == game and body["query"] == q and len(body["cards"]) <= 3
    card = body["cards"][0]
    assert card["name"] == name and "text" in card and isinstance(card["stats"], dict)
    assert extra is None or extra in card


def test_the_library_speaks_the_names_the_scenario_format_takes(client):
    card = client.get("/api/v1/library?game=keyforge&q=Anger").get_json()["cards"][0]
    assert card["names"] == {"de": "Zorn", "en": "Anger", "pl": "Gniew"}
    assert card["type"] == "action" and card["house"] == "brobnar" and card["stats"]["amber"] == 1
    assert client.get("/api/v1/library?game=keyforge&q=x&limit=99").status_code == 400


def test_the_builder_routes_are_in_the_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert {"/api/v1/blank", "/api/v1/actions", "/api/v1/library"} <= set(spec["paths"])
    post = spec["paths"]["/api/v1/actions"]["post"]
    assert post["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Scenario"}
    assert {"200", "400", "409", "503"} <= set(post["responses"])
    assert {"ActionsOut", "ActionsStopOut", "LibraryOut"} <= set(spec["components"]["schemas"])
