"""The card pages and the cards API for Ascension and Shards of Infinity cards."""

import pytest

from web.app import create_app


@pytest.fixture(scope="module")
def client():
    app = create_app()
    app.testing = True
    return app.test_client()


def test_the_card_page_in_german_names_the_card_and_says_what_it_does(client):
    html = client.get("/cards/asc-sea-tyrant?ui=de").get_data(as_text=True)
    assert '<h1 id="card-name">Tyrann der Meere</h1>' in html
    assert "Kampfkraft zum Besiegen <strong>5</strong>" in html and "Erhalte 5 Ehre" in html
    assert "examples/ascension/" in html  # scenarios using it


def test_the_card_page_in_english_marks_a_card_without_a_german_name(client):
    html = client.get("/cards/soi-order-initiate?ui=en").get_data(as_text=True)
    assert 'lang="en">Order Initiate</h1>' in html and "the German rulebook gives no German name" in html


def test_another_address_of_a_card_redirects_to_its_page(client):
    r = client.get("/cards/Systema%20A.I.")
    assert r.status_code == 302 and r.headers["Location"].endswith("/cards/soi-systema-ai")


def test_the_api_tells_a_deckbuilding_card(client):
    data = client.get("/api/v1/cards/soi-systema-ai").get_json()
    assert data["game"] == "shards" and data["facts"]["defense"] == 4 and data["engine"] == "data"
    hits = client.get("/api/v1/cards?q=Sea%20Tirant&game=asc").get_json()["cards"]
    assert hits[0]["key"] == "asc-sea-tyrant" and hits[0]["name_de"] == "Tyrann der Meere"


def test_the_cards_page_lists_every_card_of_both_base_sets(client):
    html = client.get("/cards?ui=de").get_data(as_text=True)
    assert 'href="/cards/asc-mystic">Mystikerin</a>' in html and 'href="/cards/soi-systema-ai">Systema-K.I.</a>' in html


def test_the_card_page_in_polish_says_what_the_card_does_in_polish(client):
    html = client.get("/cards/asc-hedron-cannon?ui=pl").get_data(as_text=True)
    assert ('<p lang="pl">Raz na turę: Zyskaj 1 punkt siły za każdy konstrukt frakcji Mechana pod twoją kontrolą.</p>'
            in html)
    data = client.get("/api/v1/cards/soi-evokatus").get_json()
    assert data["description"]["pl"] == ("Po zagraniu: Dobierz kartę. Aktywacja: Zyskaj 1 punkt mocy za każdego "
                                         "czempiona frakcji Homodeus pod twoją kontrolą.")
    assert data["faction_names"] == {"de": "Homodeus", "en": "Homodeus", "pl": "Homodeus"}
