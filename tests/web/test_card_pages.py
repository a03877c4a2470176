"""The card pages and the cards API, for KeyForge and Riftbound alike: one page per card in the
German and English UI, finding cards of both games by misspelt names and codes, a name both
games print answered with both cards, unknown cards answered with the nearest names of both."""

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
    html = page(client, "/cards/Raubritter%20Xaver", status=404)  # no card clearly nearest
    assert "Raiding Knight" in html or "Raubritter" in html


def test_the_cards_page_finds_a_misspelt_name(client):
    html = page(client, "/cards?q=Raubriter&ui=en")
    assert 'href="/cards/cota-' in html and "Raiding Knight" in html and "similar name" in html


def test_the_search_page_lists_cards_named_in_the_query(client):
    html = page(client, "/search?q=Wie+oft+stiehlt+K%C3%B6der&ui=de")
    assert 'id="search-cards"' in html and 'href="/cards/cota-267"' in html
    html = page(client, "/search?q=Wie+oft+stiehlt+K%C3%B6der&game=rb")
    assert 'id="search-cards"' not in html  # no Riftbound card is named "Köder"
    html = page(client, "/search?q=Was+macht+Jinx,+Rebel,+wenn+ich+abwerfe%3F&game=rb")
    assert 'href="/cards/ogn-202"' in html and 'data-game="keyforge"' not in html


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
    sets = client.get("/api/v1/cards/sets", query_string={"game": "keyforge"}).get_json()["sets"]
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


# -- Riftbound --------------------------------------------------------------------------------

def test_a_riftbound_card_page_shows_facts_text_printings_examples_and_scenarios_in_german(client):
    html = page(client, "/cards/ogn-251?ui=de")
    assert '<h1 id="card-name" lang="en">Jinx - Loose Cannon</h1>' in html
    assert 'In den Grundregeln genannt: <q lang="en">Loose Cannon</q>' in html  # rb:103.2.a.2's own name
    assert "Typ: <strong>Legende</strong>" in html and "Domäne: <strong>Wut, Chaos</strong>" in html
    assert '<strong lang="en">Origins</strong> <code class="rid">OGN</code> #251' in html
    assert "OGN-301*/298" in html and "OPP-251/298" in html  # every printing
    assert 'href="/rules/rb:103.2.a.2/ex1"' in html and "Loose Cannon hat die Markierung Jinx" in html
    assert "examples/riftbound/ex-103.2.a.2-1-a.json" in html
    assert 'data-engine="hand-written"' in html and "Von Hand definiert" in html


def test_a_riftbound_unit_in_english_shows_energy_power_might_and_its_icons_drawn(client):
    html = page(client, "/cards/ogn-030?ui=en")  # Jinx - Demolitionist: 3 energy, one Fury power icon, 4 might
    assert "Type: <strong>Unit</strong> · <strong>Champion</strong>" in html
    assert "Energy cost <strong>3</strong>" in html and "Power cost: <strong>[Fury]</strong>" in html
    assert "Might <strong>4</strong>" in html and "Rarity: <strong>Rare</strong>" in html
    text = html.split('id="card-text">', 1)[1].split("</blockquote>", 1)[0]  # the printed text, icons drawn
    assert "[1 Energy][Fury Power]" in text and ":rb_" not in text
    assert "<strong>Assault 2</strong>" in html


def test_a_partly_compiled_riftbound_card_marks_each_sentence(client):
    from rules_index.riftbound_catalogue import rb_catalogue

    from judge.riftbound.cards.library import library

    card = next(c for c in rb_catalogue().covered() if library().source(c.name) == "partly-compiled")
    html = page(client, f"/cards/{card.key}?ui=en")
    assert 'data-engine="partly-compiled"' in html and "Compiled in part" in html
    assert '<li class="not-compiled">' in html and "✗ not compiled" in html


def test_a_compiled_riftbound_card_shows_the_card_format_and_no_sentence_left_out(client):
    from rules_index.riftbound_catalogue import rb_catalogue

    from judge.riftbound.cards.library import library

    card = next(c for c in rb_catalogue().covered() if library().source(c.name) == "compiled" and c.text)
    html = page(client, f"/cards/{card.key}?ui=de")
    assert 'data-engine="compiled"' in html and 'id="card-definition"' in html and "✗" not in html


def test_a_riftbound_card_beyond_the_rulebook_names_the_keywords_the_core_rules_lack(client):
    from rules_index.riftbound_catalogue import rb_catalogue

    card = next(c for c in rb_catalogue().cards.values() if "Equip" in c.beyond_rulebook)
    html = page(client, f"/cards/{card.key}?ui=de")
    assert 'data-engine="beyond-rulebook"' in html and "Jenseits des Regelwerks" in html
    beyond = html.split('id="card-beyond"', 1)[1].split("</p>", 1)[0]
    assert '<strong lang="en">Equip</strong>' in beyond


@pytest.mark.parametrize("ref", ["OGN-251", "OGN-251%2F298", "ogn%20251", "OGN-301*", "Loose%20Cannon",
                                 "jinx,%20loose%20cannon"])
def test_a_code_another_printing_and_the_core_rules_name_redirect_to_the_riftbound_page(client, ref):
    r = client.get(f"/cards/{ref}?ui=en")
    assert r.status_code == 302 and r.headers["Location"] == "/cards/ogn-251?ui=en", (ref, r.headers.get("Location"))


def test_a_misspelt_riftbound_name_is_found_and_its_page_offered(client):
    html = page(client, "/cards?q=Jinks+Rebel&ui=en")
    hit = html.split('id="card-hits"', 1)[1].split("</li>", 1)[0]  # the first hit
    assert 'data-game="riftbound"' in hit and 'href="/cards/ogn-202"' in hit and "similar name" in hit
    html = page(client, "/cards/Jinks%20Rebellion", status=404)  # no card clearly nearest: the nearest names, no guess
    assert 'href="/cards/ogn-202"' in html and 'data-game="keyforge"' in html  # every game's nearest


def test_the_cards_page_finds_cards_of_both_games_and_says_which(client):
    html = page(client, "/cards?q=Smite&ui=en")
    assert '<li class="card-hit" data-why="exact" data-game="keyforge">' in html
    assert '<li class="card-hit" data-why="exact" data-game="riftbound">' in html
    html = page(client, "/cards?q=Smite&game=riftbound&ui=en")
    assert 'data-game="keyforge"' not in html and 'href="/cards/unl-007"' in html


def test_the_cards_page_lists_the_sets_of_both_games(client):
    html = page(client, "/cards?ui=de")
    kf = html.split('id="sets-keyforge"', 1)[1].split("</ul>", 1)[0]
    rb = html.split('id="sets-riftbound"', 1)[1].split("</ul>", 1)[0]
    assert "<strong>CotA</strong>" in kf and "<strong>OGN</strong>" in rb
    assert '<span lang="en">Origins</span> · 298 Karten' in rb and '<span lang="en">Spiritforged</span>' in rb


def test_a_name_both_games_print_asks_which_card_is_meant(client):
    html = page(client, "/cards/Smite?ui=en", status=300)
    assert 'href="/cards/aoa-224"' in html and 'href="/cards/unl-007"' in html and "Which card?" in html
    r = client.get("/cards/Smite?game=rb&ui=en")
    assert r.status_code == 302 and r.headers["Location"] == "/cards/unl-007?ui=en"


def test_api_riftbound_card_returns_its_facts(client):
    d = client.get("/api/v1/cards/Jinx - Rebel").get_json()
    assert {k: d[k] for k in ("game", "key", "public_code", "type", "supertype", "domains", "energy", "power",
                              "power_icons", "might", "tags", "rarity", "engine")} == {
        "game": "riftbound", "key": "ogn-202", "public_code": "OGN-202/298", "type": "Unit", "supertype": "Champion",
        "domains": ["Chaos"], "energy": 5, "power": 1, "power_icons": ["chaos"], "might": 5, "tags": ["Jinx", "Zaun"],
        "rarity": "Epic", "engine": "hand-written"}
    assert [p["code"] for p in d["printings"]] == ["OGN-202", "OGN-202a", "OPP-202", "PR-202"]
    assert [e["id"] for e in d["examples"]] == ["rb:103.2.a.2/ex1"] and d["definition"]["abilities"]
    assert client.get("/api/v1/cards/Loose Cannon").get_json()["key"] == "ogn-251"  # the Core Rules' name
    assert client.get("/api/v1/cards/OGN-301*").get_json()["key"] == "ogn-251"  # another printing


def test_api_a_name_both_games_print_is_a_300_naming_both_keys(client):
    r = client.get("/api/v1/cards/Smite")
    assert r.status_code == 300
    body = r.get_json()
    assert body["error"] == "ambiguous_card" and body["nearest"] == ["aoa-224 (KeyForge)", "unl-007 (Riftbound)"]
    assert client.get("/api/v1/cards/Smite", query_string={"game": "riftbound"}).get_json()["key"] == "unl-007"
    assert client.get("/api/v1/cards/Smite", query_string={"game": "kf"}).get_json()["key"] == "aoa-224"


def test_api_an_unknown_card_gets_the_nearest_names_of_every_game(client):
    body = client.get("/api/v1/cards/Stalwart Porro").get_json()
    assert body["nearest"][0] == "Stalwart Poro (ogn-052)"
    from rules_index.catalogue import catalogue

    keys = [n.rsplit("(", 1)[1].rstrip(")") for n in body["nearest"]]
    assert any(catalogue().resolve(k) for k in keys), "KeyForge's nearest names too"


def test_api_search_sets_and_coverage_of_riftbound(client):
    d = client.get("/api/v1/cards", query_string={"q": "Jinks Rebel", "game": "rb"}).get_json()
    assert d["cards"][0]["key"] == "ogn-202" and d["cards"][0]["game"] == "riftbound"
    sets = client.get("/api/v1/cards/sets", query_string={"game": "riftbound"}).get_json()["sets"]
    assert [s["code"] for s in sets][:5] == ["OGN", "OGS", "SFD", "UNL", "VEN"]
    assert sum(s["cards"] for s in sets) == 943 and {s["game"] for s in sets} == {"riftbound"}
    from judge.riftbound.cards.compiler import coverage

    d = client.get("/api/v1/cards/coverage", query_string={"game": "riftbound", "top": 3}).get_json()
    figures = coverage()
    assert d["game"] == "riftbound" and (d["cards"], d["complete"]) == (figures["cards"], figures["complete"])
    assert d["beyond_rulebook"] == figures["beyond_rulebook"] and len(d["missing"]) == 3


def test_every_riftbound_card_has_a_page_in_both_ui_languages(client):
    from rules_index.riftbound_catalogue import rb_catalogue

    for card in rb_catalogue().cards.values():
        for ui in ("de", "en"):
            r = client.get(f"/cards/{card.key}?ui={ui}")
            assert r.status_code == 200, (card.key, ui, r.status_code)
            html = r.get_data(as_text=True)
            assert 'data-engine="' in html and 'data-engine="unknown"' not in html, card.key
            assert f'<h1 id="card-name" lang="en">{escape(card.name)}</h1>' in html, (card.key, ui)


# a misspelt name with one clearly nearest card: that card's page, saying so (German and English UI)
@pytest.mark.parametrize("ui,note", [("de", "Keine Karte heißt so; gezeigt wird die eindeutig nächste:"),
                                     ("en", "No card has that name; shown is the one clearly nearest:")])
def test_a_misspelt_name_shows_the_clearly_nearest_card_saying_so(client, ui, note):
    r = client.get(f"/cards/Raubriter?ui={ui}")
    assert r.status_code == 302 and "/cards/cota-255?nearest_of=Raubriter" in r.headers["Location"]
    html = page(client, r.headers["Location"])
    assert 'id="card-nearest-shown"' in html and note in html and "<q>Raubriter</q>" in html


def test_the_nearest_note_is_said_only_of_the_card_it_is_true_of(client):
    html = page(client, "/cards/cota-267?nearest_of=Raubriter&ui=en")  # Bait and Switch is not Raubriter's nearest
    assert 'id="card-nearest-shown"' not in html


# the definition the engine runs, in words, beside the printed text (German, English and Polish UI)
@pytest.mark.parametrize("ui,line", [("de", "Spielen: eine befreundete Kreatur spielbereit machen und mit ihr kämpfen."),
                                     ("en", "Play: ready a friendly creature and fight with it."),
                                     ("pl", "Zagranie: przygotować przyjazne stworzenie i walczyć tym stworzeniem.")])
def test_a_card_page_shows_the_engine_definition_in_words(client, ui, line):
    html = page(client, f"/cards/cota-001?ui={ui}")  # Anger, hand-written
    reading = html[html.index('id="card-reading"'):]
    assert line in reading.split("</section>")[0]
    assert html.index('id="card-text"') < html.index('id="card-reading"')  # beside the printed text


def test_the_cards_api_gives_the_reading(client):
    data = client.get("/api/v1/cards/mm-244").get_json()  # Deusillus, compiled and gigantic
    kinds = [line["kind"] for line in data["reading"]]
    assert kinds[0] == "gigantic" and kinds.count("ability") == 2
    play = next(line for line in data["reading"] if line["trigger"] == ["play"])
    assert play["en"].startswith("Play: capture") and play["de"].startswith("Spielen: ")
    assert play["pl"].startswith("Zagranie: przejąć")


def test_a_reading_line_is_shown_in_polish_where_the_catalogue_says_it():
    app = create_app()
    app.testing = True
    html = app.test_client().get("/cards/Po's%20Pixies?ui=pl", follow_redirects=True).get_data(as_text=True)
    assert '<li class="reading-keywords" lang="pl">Słowa kluczowe: Nieuchwytność.</li>' in html
