"""Riftbound on the pages: the trace view shows, at each step, the round state, who holds
priority and focus, the chain as a stack (newest on top) and each battlefield's units; the
editor draws a Riftbound board; the API resolves and explains refusals."""

import json
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[3] / "scenarios"
CHAIN = "examples/riftbound/chain-three-items-who-has-priority.json"
COMBAT = "examples/riftbound/attack-trigger-goes-onto-the-chain.json"


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def page(r, status=200) -> str:
    assert r.status_code == status, (r.status_code, r.get_data(as_text=True)[:500])
    return r.get_data(as_text=True)


def test_the_trace_shows_the_chain_as_a_stack_with_the_newest_on_top(client):
    html = page(client.get(f"/trace?scenario={CHAIN}"))
    last = html.rsplit('class="chain-stack"', 1)[1]
    order = [last.index(name) for name in ("Spark", "Brace", "Scorch")]
    assert order == sorted(order)  # newest first
    assert 'class="stack-item top"><span class="stack-label">Spark' in last
    assert "Priorität: <strong>alice</strong>" in html and "neutral geschlossen" in html


def test_the_trace_shows_focus_the_showdown_and_the_battlefields_units(client):
    html = page(client.get(f"/trace?scenario={COMBAT}&ui=en"))
    assert "Focus: <strong>alice</strong>" in html and "Showdown at ridge" in html
    assert '<strong>bob</strong> Archer, Guard' in html
    assert "Chain (closed state)" in html and "showdown closed" in html


def test_the_editor_draws_battlefields_bases_and_runes(client):
    html = page(client.get(f"/scenario?from={COMBAT}&ui=de"))  # the language said: the client's cookie is shared
    assert 'id="bf-ridge"' in html and "Riftbound · Duell" in html
    assert 'data-card="Volibear - Furious"' in html and "Schlachtfelder" in html


def test_the_api_resolves_a_riftbound_scenario_and_names_a_refusal(client):
    data = json.loads((ROOT / "examples/riftbound/deflect-unpaid-refused.json").read_text(encoding="utf-8"))
    r = client.post("/api/v1/resolve", json=data)
    body = r.get_json()
    assert r.status_code == 200 and body["outcome"] == "refused"
    assert body["refused"]["rule"] == "rb:595.2.a" and body["rules"]["rb:595.2.a"]["known"]
    assert body["steps"][0]["context"]["state"] == "neutral-open"


def test_an_unknown_riftbound_card_is_a_400_with_the_nearest_names(client):
    data = json.loads((ROOT / CHAIN).read_text(encoding="utf-8"))
    data["board"]["battlefields"][0]["units"]["bob"] = ["Stalwart Pororo"]
    r = client.post("/api/v1/resolve", json=data)
    body = r.get_json()
    assert r.status_code == 400 and body["pointer"] == "/board/battlefields/0/units/bob/0"
    assert "Stalwart Poro" in body["nearest"]


def test_the_schema_shows_both_games_boards(client):
    schema = client.get("/api/v1/schema").get_json()
    assert set(schema["discriminator"]["mapping"]) >= {"keyforge", "riftbound"}
    assert "RbBoard" in schema["$defs"] and "Board" in schema["$defs"]
