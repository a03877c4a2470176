"""One client cannot buy unbounded work (issue 21). What is refused before any matching: a
card name longer than any card's, a list longer than any pile, a rule ID or path longer than
any; what is capped: nearest-name lookups per scenario and per request, errors per answer.
The times these bounds give are in ``benchmarks/bench_hostile.py``; here the bounds themselves."""

import copy
import json
from pathlib import Path

import pytest

import rules_index.nearest as nearest
from scenarios.loader import MAX_ERRORS
from scenarios.loader import MAX_LOOKUPS as SCENARIO_LOOKUPS
from scenarios.models import MAX_ITEMS
from web import create_app
from web.app import MAX_LOOKUPS as REQUEST_LOOKUPS

ROOT = Path(__file__).resolve().parents[2]
KF = json.loads((ROOT / "scenarios/faq/keyforge/de-29.json").read_text(encoding="utf-8"))
GAMES = ("keyforge", "riftbound", "ascension", "shards")


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


@pytest.fixture
def lookups(monkeypatch):
    """How many nearest-name lookups were made (each one the budget allowed)."""
    made = []
    take = nearest._take

    def counting():
        ok = take()
        made.append(ok)
        return ok

    monkeypatch.setattr(nearest, "_take", counting)
    return lambda: sum(made)


def board(client, game: str) -> dict:
    return copy.deepcopy(KF) if game == "keyforge" else client.get(f"/api/v1/blank?game={game}").get_json()


def with_hand(doc: dict, names: list) -> dict:
    doc = copy.deepcopy(doc)
    doc["board"]["players"][next(iter(doc["board"]["players"]))]["hand"] = names
    return doc


def unknown(n: int) -> list[str]:
    return [f"Zq{i}xqwertzuiop" for i in range(n)]


@pytest.mark.parametrize("game", GAMES)
def test_a_name_longer_than_any_card_s_is_refused_before_any_lookup(client, lookups, game):
    r = client.post("/api/v1/resolve", json=with_hand(board(client, game), ["A" * 10_000] * 24))
    body = r.get_json()
    assert r.status_code == 400 and lookups() == 0
    assert body["pointer"].endswith("/hand/0") and "at most 100 characters" in body["message"]
    assert "höchstens 100 Zeichen" in body["message_de"]


@pytest.mark.parametrize("game", GAMES)
def test_many_unknown_names_get_suggestions_for_the_first_ones_only(client, lookups, game):
    r = client.post("/api/v1/resolve", json=with_hand(board(client, game), unknown(MAX_ITEMS)))
    errors = r.get_json()["errors"]
    assert r.status_code == 400 and 0 < lookups() <= SCENARIO_LOOKUPS
    assert len(errors) == MAX_ERRORS + 1  # the first 50, then where the others begin
    assert errors[-1]["message"].startswith("more errors from here on") and "weitere Fehler" in errors[-1]["message_de"]
    assert errors[0]["message"].startswith("unknown card 'Zq0xqwertzuiop'")
    assert errors[MAX_ERRORS - 1]["message"] == f"unknown card 'Zq{MAX_ERRORS - 1}xqwertzuiop'"  # past the budget


def test_a_request_of_many_scenarios_shares_one_lookup_budget(client, lookups):
    docs = [with_hand(KF, unknown(30)) for _ in range(10)]
    r = client.post("/api/v1/regress", json=docs)
    assert r.status_code == 200 and len(r.get_json()["cases"]) == 10
    assert lookups() == REQUEST_LOOKUPS


@pytest.mark.parametrize("game", GAMES)
def test_a_list_longer_than_any_pile_is_refused_before_its_items_are_read(client, lookups, game):
    r = client.post("/api/v1/resolve", json=with_hand(board(client, game), [{"card": 1}] * (MAX_ITEMS + 1)))
    body = r.get_json()
    assert r.status_code == 400 and lookups() == 0 and len(body["errors"]) == 1
    assert body["pointer"].endswith("/hand") and f"at most {MAX_ITEMS} items" in body["message"]


def test_the_schema_states_the_list_bound():
    from judge.commands import schema

    text = json.dumps(schema())
    assert f'"maxItems": {MAX_ITEMS}' in text and '"maxItems": 2000' in text


def test_thousands_of_broken_items_are_answered_with_the_first_errors(client):
    r = client.post("/api/v1/resolve", json=with_hand(KF, [{"card": 1, "extra": 2}] * MAX_ITEMS))
    errors = r.get_json()["errors"]
    assert r.status_code == 400 and len(errors) == MAX_ERRORS + 1
    assert errors[-1]["message"].startswith("more errors from here on")


@pytest.mark.parametrize("path", ["/api/v1/rules/", "/api/v1/faq/", "/api/v1/scenarios/", "/api/v1/cards/",
                                  "/rules/", "/cards/"])
def test_an_id_or_path_longer_than_any_is_not_matched(client, lookups, path):
    r = client.get(path + "x" * 3000)
    assert r.status_code == 404 and lookups() == 0
    if r.is_json:
        assert r.get_json()["nearest"] == []


def test_a_misspelt_id_still_gets_the_nearest(client):
    r = client.get("/api/v1/rules/kf:glossary/captur")
    assert r.status_code == 404 and "kf:glossary/capture" in r.get_json()["nearest"]
    r = client.post("/api/v1/resolve", json=with_hand(KF, ["Trol"]))
    assert "Troll" in r.get_json()["errors"][0]["nearest"]
