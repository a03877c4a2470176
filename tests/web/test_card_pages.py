"""The card pages and the cards API: one page per KeyForge card in the German and English UI,
finding cards by misspelt names, unknown cards answered with the nearest names."""

import pytest
from markupsafe import escape

from web import create_app


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def page(client, url, status=200):
    r = client.get(url)
    assert r.status_code == status, (url, r.status_code)
    return r.get_data(as_text=True)


def test_a_card_page_shows_names_text_engine_status_faq_and_scenarios_in_german(client):
    html = page(client, "/cards/cota-267?ui=de")
    assert "<h1 id=\"card-name\">Köder</h1>" in html
    assert "Przekręt" in html and "Bait and Switch" in html
    assert "Von Hand definiert" in html          # how the engine knows it
    assert "kf:faq/de-01" in html and "kf:faq/pl-52" in html and "kf:errata/cota-267" in html
    assert "faq/keyforge/de-01.json" in html     # the scenario replaying the FAQ entry


def test_the_same_page_in_english(client):
    html = page(client, "/cards/cota-267?ui=en")
    assert "<h1 id=\"card-name\">Bait and Switch</h1>" in html and "Hand-written definition" in html
    assert "Printed text" in html


def test_a_compiled_card_lists_each_sentence_and_the_card_format(client):
    from rules_index.catalogue import catalogue

    from judge.keyforge.cards.library import library

    card = next(c for c in catalogue().covered() if library().source(c.name_en) == "compiled")
    html = page(client, f"/cards/{card.key}?ui=en")
    assert 'data-engine="compiled"' in html and "Compiled from the printed text" in html
    assert 'id="card-definition"' in html and "✗" not in html


def test_a_partly_compiled_card_names_the_sentence_the_engine_stops_at(client):
    from rules_index.catalogue import catalogue

    from judge.keyforge.cards.library import library

    card = next(c for c in catalogue().covered() if library().source(c.name_en) == "partly-compiled")
    html = page(client, f"/cards/{card.key}?ui=de")
    assert 'data-engine="partly-compiled"' in html and "nicht übersetzt" in html


def test_a_card_of_a_later_set_says_the_engine_does_not_play_it(client):
    html = page(client, "/cards/vm25-158?ui=en")
    assert 'data-engine="not-covered"' in html and "do not cover" in html


@pytest.mark.parametrize("ref", ["RdA%20267", "K%C3%B6der", "Bait%20and%20Switch"])
def test_other_addresses_of_a_card_redirect_to_its_page(client, ref):
    r = client.get(f"/cards/{ref}")
    assert r.status_code == 302 and r.headers["Location"].endswith("/cards/cota-267")


def test_an_unknown_card_is_a_404_with_the_nearest_names(client):
    html = page(client, "/cards/Raubriter%20X", status=404)
    assert "Raiding Knight" in html or "Raubritter" in html


def test_the_cards_page_finds_a_misspelt_name(client):
    html = page(client, "/cards?q=Raubriter&ui=en")
    assert 'href="/cards/cota-' in html and "Raiding Knight" in html and "similar name" in html


def test_the_search_page_lists_cards_named_in_the_query(client):
    html = page(client, "/search?q=Wie+oft+stiehlt+K%C3%B6der&ui=de")
    assert 'id="search-cards"' in html and 'href="/cards/cota-267"' in html
    html = page(client, "/search?q=Wie+oft+stiehlt+K%C3%B6der&game=rb")
    assert 'id="search-cards"' not in html  # cards are KeyForge's


def test_api_card_by_key_and_by_name(client):
    d = client.get("/api/v1/cards/cota-267").get_json()
    assert d["name_de"] == "Köder" and d["engine"] == "hand-written" and d["definition"]["house"] == "shadows"
    assert [f["id"] for f in d["faq"]] == ["kf:faq/de-01", "kf:faq/pl-52"]
    assert client.get("/api/v1/cards/Przekręt").get_json()["key"] == "cota-267"


def test_api_unknown_card_is_a_404_naming_the_nearest(client):
    r = client.get("/api/v1/cards/Zyzzix%20the%20Manny")
    assert r.status_code == 404
    body = r.get_json()
    assert body["error"] == "unknown_card" and body["pointer"] == "key"
    assert any("Zyzzix the Many" in n for n in body["nearest"])


def test_api_search_and_sets(client):
    d = client.get("/api/v1/cards", query_string={"q": "Przkręt"}).get_json()
    assert d["cards"][0]["key"] == "cota-267" and d["cards"][0]["why"] == "similar"
    assert client.get("/api/v1/cards").status_code == 400  # q is required
    sets = client.get("/api/v1/cards/sets").get_json()["sets"]
    assert [s["code"] for s in sets if s["covered"]] == ["CotA", "AoA", "WC", "MM"]


def test_every_card_of_the_four_sets_has_a_page_in_both_ui_languages(client):
    from rules_index.catalogue import catalogue

    for card in catalogue().covered():
        for ui, name in (("de", card.name_de or card.name_en), ("en", card.name_en)):
            r = client.get(f"/cards/{card.key}?ui={ui}")
            assert r.status_code == 200, (card.key, ui, r.status_code)
            html = r.get_data(as_text=True)
            assert 'data-engine="' in html and 'data-engine="unknown"' not in html, card.key
            assert f'<h1 id="card-name">{escape(name)}</h1>' in html, (card.key, ui)
