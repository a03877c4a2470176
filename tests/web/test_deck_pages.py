"""The deck check for people and programs: ``/decks/check`` (a judge pastes a Riftbound deck
list, gets the verdict in German or English, each broken rule with its line and a link to the
rule) and ``POST /api/v1/decks/check`` (the same verdict as JSON)."""

import re
from pathlib import Path

import pytest

from web import create_app

DECKS = Path(__file__).resolve().parents[2] / "scenarios/decks/riftbound"
LEGAL = (DECKS / "jinx-origins.deck.txt").read_text(encoding="utf-8")
FOUR_GUSTS = LEGAL.replace("3 Gust", "4 Gust").replace("expect: legal\n", "")


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def post(client, text, mode="", ui="de") -> str:
    r = client.post(f"/decks/check?ui={ui}", data={"text": text, "mode": mode})
    assert r.status_code == 200
    return r.get_data(as_text=True)


# -- the page -----------------------------------------------------------------------------------

def test_the_empty_form_explains_the_list_and_posts_without_script(client):
    html = client.get("/decks/check?ui=de").get_data(as_text=True)
    assert "<h1>Riftbound-Deck prüfen</h1>" in html
    assert re.search(r'<form class="deck-form" id="deck-form" action="/decks/check#verdict" method="post">', html)
    assert '<textarea id="deck-text" name="text"' in html and 'id="verdict"' not in html
    assert "<script" not in html.split("</head>", 1)[1]  # the page's own markup has no script


def test_a_legal_list_is_said_legal_with_what_it_holds(client):
    html = post(client, LEGAL)
    assert 'id="deck-legal"' in html and "Regelkonform" in html
    assert "Jinx - Loose Cannon" in html and "<strong>Hauptdeck</strong> 40" in html and "Duell" in html
    assert 'id="deck-expect"' in html and "erfüllt" in html  # the list's own "expect: legal"


def test_each_broken_rule_names_its_line_and_links_the_rule_in_german(client):
    html = post(client, FOUR_GUSTS.replace("6 Chaos Rune", "6 Order Rune"))
    assert "Nicht regelkonform · verletzte Regeln: 2" in html
    gusts = FOUR_GUSTS.splitlines().index("4 Gust") + 1
    assert '<a class="rid" href="/rules/rb:103.2.b">rb:103.2.b</a>' in html
    assert "4 Kopien von Gust: höchstens 3 (mit dem Champion)" in html
    assert f'<li data-line="{gusts}">Zeile {gusts}: <code class="deck-line">4 Gust</code></li>' in html
    assert '<a class="rid" href="/rules/rb:103.3.a.1">rb:103.3.a.1</a>' in html
    assert "Ordnung-Runen passen nicht zur Domänenidentität (Chaos, Wut)" in html


def test_the_same_verdict_in_english(client):
    html = post(client, FOUR_GUSTS, ui="en")
    assert "Not legal · rules broken: 1" in html and "4 copies of Gust: at most 3" in html
    assert re.search(r"line \d+: <code class=\"deck-line\">4 Gust</code>", html)
    client.get("/?ui=de")


def test_an_unreadable_line_is_named_with_the_nearest_names_and_nothing_is_judged(client):
    html = post(client, FOUR_GUSTS.replace("4 Gust", "3 Gsut"))
    assert 'id="deck-errors"' in html and "Die Liste ist nicht lesbar" in html and 'id="deck-violations"' not in html
    assert '<code class="deck-line">3 Gsut</code>' in html and "keine Karte heißt „Gsut“; ähnlich: Gust (OGN-169)" in html
    assert "3 Gsut" in html.split('<textarea', 1)[1]  # the list stays in the form to be corrected


def test_the_mode_select_decides_the_battlefields_when_the_list_does_not(client):
    one = FOUR_GUSTS.replace("4 Gust", "3 Gust").replace("1 Back-Alley Bar\n1 The Grand Plaza\n", "")
    assert "rb:103.4.a" in post(client, one)
    assert 'id="deck-legal"' in post(client, one, mode="2v2")
    assert '<option value="2v2" selected>' in post(client, one, mode="2v2")


def test_the_sideboard_is_shown_as_read_but_not_checked(client):
    html = post(client, LEGAL + "\nSideboard:\n2 Cleave\n")
    assert 'id="deck-legal"' in html and "Sideboard: 2 Karten, gelesen, aber nicht geprüft" in html


def test_an_example_list_fills_the_form_and_an_unknown_one_is_a_404(client):
    html = client.get("/decks/check?example=ornn-four-signatures").get_data(as_text=True)
    assert "1 Ornn - Fire Below the Mountain" in html.split("<textarea", 1)[1]
    assert '<option value="ornn-four-signatures" selected>' in html
    r = client.get("/decks/check?example=../../README")
    assert r.status_code == 404 and "Diese Beispielliste gibt es nicht." in r.get_data(as_text=True)


def test_the_navigation_and_the_home_page_link_the_deck_check(client):
    home = client.get("/?ui=de").get_data(as_text=True)
    assert home.count('href="/decks/check"') == 2  # the navigation and a tile
    assert "Riftbound-Decklisten nach den Regeln zum Deckbau" in home
    assert 'aria-current="page">Deck prüfen' in client.get("/decks/check").get_data(as_text=True)


def test_the_same_verdict_in_polish_and_a_failed_expectation_too(client):
    html = post(client, FOUR_GUSTS + "expect: legal\n", ui="pl")
    assert "Liczba kopii karty Gust: 4; dozwolone co najwyżej 3" in html
    assert "4 copies of Gust" not in html and "4 Kopien von Gust" not in html
    # the list's "expect: legal" fails, said in Polish with the violation's own Polish words
    expect = html[html.index('id="deck-expect"'):]
    assert "rb:103.2.b" in expect and "Liczba kopii karty Gust" in expect and "violates" not in expect
    client.get("/?ui=de")


# -- the API ------------------------------------------------------------------------------------

def test_the_api_gives_the_verdict_with_lines_and_rule_pages(client):
    body = client.post("/api/v1/decks/check", json={"text": FOUR_GUSTS}).get_json()
    assert body["readable"] is True and body["legal"] is False and body["mode"] == "duel"
    (v,) = body["violations"]
    assert v["rule"] == "rb:103.2.b" and v["url"] == "/rules/rb:103.2.b"
    assert [ln["text"] for ln in v["lines"]] == ["4 Gust"]
    assert v["message"].startswith("4 copies of Gust") and v["message_de"].startswith("4 Kopien von Gust")
    assert v["message_pl"].startswith("Liczba kopii karty Gust: 4")
    assert body["counts"] == {"main": 41, "runes": 12, "battlefields": 3, "sideboard": 0}


def test_the_api_says_which_lines_cannot_be_read(client):
    body = client.post("/api/v1/decks/check", json={"text": "Legend:\n1 Jinx - Loose Canon\n"}).get_json()
    assert body["readable"] is False and body["legal"] is None
    (e,) = body["errors"]
    assert (e["line"], e["text"]) == (2, "1 Jinx - Loose Canon") and e["nearest"][0] == "Jinx - Loose Cannon (OGN-251)"


def test_the_api_takes_a_mode_and_a_json_deck(client):
    one = FOUR_GUSTS.replace("4 Gust", "3 Gust").replace("1 Back-Alley Bar\n1 The Grand Plaza\n", "")
    assert client.post("/api/v1/decks/check", json={"text": one, "mode": "2v2"}).get_json()["legal"] is True
    json_deck = (DECKS / "jinx-legal.deck.json").read_text(encoding="utf-8")
    body = client.post("/api/v1/decks/check", json={"text": json_deck}).get_json()
    assert body["format"] == "json" and body["legal"] is True and body["expect"]["holds"] is True


@pytest.mark.parametrize("body, pointer", [
    ({"text": "1 Gust", "mode": "casual"}, "/mode"),
    ({"text": ""}, "/text"),
    ({"text": "1 Gust", "colour": "red"}, "/colour"),
    ({"text": "1 Gust\n" * 3000}, "/text"),  # longer than 20,000 characters: refused before it is read
])
def test_the_api_refuses_a_request_outside_its_model(client, body, pointer):
    r = client.post("/api/v1/decks/check", json=body)
    assert r.status_code == 400 and r.get_json()["pointer"] == pointer


def test_the_api_takes_json_only(client):
    r = client.post("/api/v1/decks/check", data="1 Gust", content_type="text/plain")
    assert r.status_code == 415


def test_the_openapi_document_describes_the_deck_check(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    op = spec["paths"]["/api/v1/decks/check"]["post"]
    assert op["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/DeckCheckIn"}
    assert op["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/DeckCheckOut"}
    assert spec["components"]["schemas"]["DeckCheckIn"]["properties"]["text"]["maxLength"] == 20000
