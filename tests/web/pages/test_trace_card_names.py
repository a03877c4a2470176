"""Card names in the trace view in the interface's language: a KeyForge card's German name
(rules_index.catalogue ``name_de``) in German text, its English name in English text, its
Polish name in Polish text; KeyForge trigger, window and house codes in German words. The
engine's trace JSON is not changed (the API still returns what the engine wrote)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from web import create_app
from web.pages.trace_text import Localizer, card_names

ROOT = Path(__file__).resolve().parents[3] / "scenarios"
ANGER = "examples/keyforge/anger-ready-and-fight.json"


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def page(client, url: str) -> str:
    r = client.get(url)
    assert r.status_code == 200, (url, r.status_code)
    return r.get_data(as_text=True)


def test_german_ui_shows_the_german_card_name_and_english_text_the_english_one(client):
    html = page(client, f"/trace?scenario={ANGER}&ui=de")
    assert '<p class="explain" lang="de">alice spielt Zorn</p>' in html
    assert "alice plays Anger" not in html, "the German page shows the German line only"
    assert "Zeitpunkt „Spielen“: Zorn – Spielen" in html and "Zorn – Spielen wird abgehandelt" in html
    assert "alice wählt Brobnar als aktive Fraktion" in html
    html = page(client, f"/trace?scenario={ANGER}&ui=en")
    client.get("/?ui=de")
    assert '<p class="explain" lang="en">alice plays Anger</p>' in html
    assert "alice spielt Zorn" not in html, "the English page shows the English line only"


def test_the_engines_trace_json_is_unchanged(client):
    data = (ROOT / ANGER).read_text(encoding="utf-8")
    body = client.post("/api/v1/resolve", data=data, content_type="application/json").get_json()
    play = next(s for s in body["steps"] if s["event"] == "play")
    # the engine says the card's name as its data has it (the page puts the German name in), in
    # every interface language of the keyforge catalogue
    assert play["explain"] == {"de": "alice spielt Anger", "en": "alice plays Anger", "pl": "alice zagrywa Anger"}


def test_a_house_and_an_faq_card_in_german(client):
    html = page(client, "/trace?scenario=faq/keyforge/de-01.json&ui=de")
    assert "alice wählt Schatten als aktive Fraktion" in html and "alice spielt Köder" in html
    assert "Wie oft wird Köder ausgelöst" in html.split("</h1>", 1)[0], "the German FAQ question heads the page"


def test_explorer_options_name_the_cards_in_german(client):
    html = page(client, "/trace?scenario=examples/keyforge/destroyed-order-explored.json&ui=de")
    assert "Duma die Märtyrerin – Zerstört" in html and "Duma the Martyr" not in html


def test_riftbound_cards_keep_their_english_names(client):
    html = page(client, "/trace?scenario=examples/riftbound/chain-three-items-who-has-priority.json&ui=de")
    assert '<p class="explain" lang="de">alice spielt Scorch aus der Hand</p>' in html


def test_the_localizer_replaces_whole_names_only():
    loc = Localizer([{"en": "Anger", "de": "Zorn", "pl": "Gniew"}], "keyforge")
    assert loc.text("Anger – play; Angers; Danger", "de") == "Zorn – Spielen; Angers; Danger"
    assert loc.text("Zorn", "en") == "Anger" and loc.text("Anger", "pl") == "Gniew"
    assert loc.text("Zeitpunkt „after-card-played“", "de") == "Zeitpunkt „Nachdem eine Karte gespielt wurde“"
    assert loc.text("Aktion 0 (fight) ist nicht erlaubt", "de") == "Aktion 0 (Kämpfen) ist nicht erlaubt"


def test_card_names_come_from_the_board_and_the_actions():
    data = json.loads((ROOT / "faq/keyforge/de-01.json").read_text(encoding="utf-8"))
    names = card_names("keyforge", data)
    assert {"en": "Bait and Switch", "de": "Köder", "pl": "Przekręt"} in names
    assert card_names("riftbound", {"board": {}}) == [] and card_names("keyforge", None) == []
