"""Every error the API answers says what is wrong in English (``message``), German
(``message_de``) and Polish (``message_pl``): one message of the web catalogue each (issue 26).
The German and English words are those the API has always given (clients match on them)."""

from __future__ import annotations

import pytest

from web.app import create_app


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


# (request, status, German, Polish): the German as it always was, the Polish from the catalogue
CASES = [
    (lambda c: c.get("/api/v1/no-such-thing"), 404, "Diese Adresse gibt es nicht", "Taki adres nie istnieje"),
    (lambda c: c.delete("/api/v1/rules/rb:543"), 405, "Diese Methode ist hier nicht erlaubt",
     "Ta metoda nie jest tu dozwolona"),
    (lambda c: c.post("/api/v1/resolve", data=b"[" + b" " * 300_000 + b"]", content_type="application/json"), 413,
     "Der Inhalt der Anfrage ist größer als 256 KB", "Treść żądania jest większa niż 256 KB"),
    (lambda c: c.get("/api/v1/search?q=" + "a" * 5000), 414, "Die URL ist länger als 4096 Zeichen",
     "Adres URL jest dłuższy niż 4096 znaków"),
    (lambda c: c.post("/api/v1/resolve", data="{}", content_type="text/plain"), 415,
     "Der Inhalt muss als application/json gesendet werden (Content-Type), nicht text/plain",
     "Treść należy wysłać jako application/json (Content-Type); wysłano: text/plain"),
    (lambda c: c.post("/api/v1/resolve", data=b'{"a": 12345678901234567890123}', content_type="application/json"),
     400, "Zahl zu groß: 23 Ziffern (höchstens 15)", "Liczba za duża: 23 cyfry (najwyżej 15)"),
    (lambda c: c.post("/api/v1/resolve", json={"game": "chess"}), 400,
     ("Ungültiges Szenario: 1 Fehler; der erste bei Spiel (/game): unbekanntes Spiel „chess“; die Engine kennt: "
      "keyforge, riftbound, ascension, shards"),
     ("Nieprawidłowy scenariusz: 1 błąd; pierwszy w Gra (/game): nieznana gra „chess”; silnik obsługuje: "
      "keyforge, riftbound, ascension, shards")),
    (lambda c: c.post("/api/v1/regress", json=[{}, 3]), 400, "Eintrag 1 ist kein Szenario (ein JSON-Objekt)",
     "Pozycja 1 nie jest scenariuszem (obiektem JSON)"),
    (lambda c: c.post("/api/v1/regress", json="x"), 400, 'Erwartet: eine Liste von Szenarien oder {"builtin": "faq"}',
     'Oczekiwano listy scenariuszy albo {"builtin": "faq"}'),
    (lambda c: c.get("/api/v1/rules/rb:999.9"), 404, "unbekannte Regel-ID 'rb:999.9'",
     "nieznany identyfikator zasady 'rb:999.9'"),
    (lambda c: c.get("/api/v1/faq/kf:faq/de-99"), 404, "unbekannter FAQ-Eintrag 'kf:faq/de-99'",
     "nieznany wpis FAQ 'kf:faq/de-99'"),
    (lambda c: c.get("/api/v1/cards/Smite"), 300,
     "'Smite' benennt eine Karte in KeyForge und Riftbound: nach dem Schlüssel fragen oder mit ?game=",
     "'Smite' to nazwa karty w grach KeyForge i Riftbound: pytaj po kluczu karty albo z ?game="),
    (lambda c: c.get("/api/v1/search?q="), 400, "/q: ungültige Angabe", "/q: nieprawidłowa wartość"),
    (lambda c: c.get("/api/v1//rules/rb:543"), 308, "Diese Ressource liegt unter http://localhost/api/v1/rules/rb:543",
     "Ten zasób znajduje się pod adresem http://localhost/api/v1/rules/rb:543"),
]


@pytest.mark.parametrize("ask, status, german, polish", CASES)
def test_an_error_says_it_in_english_german_and_polish(client, ask, status, german, polish):
    r = ask(client)
    body = r.get_json()
    assert r.status_code == status
    assert (body["message_de"], body["message_pl"]) == (german, polish)
    assert body["message"] and body["message"] not in (german, polish)  # English


def test_the_english_of_an_error_is_unchanged(client):
    """English as before the catalogue: the catalogue's English where the API words it, werkzeug's
    or pydantic's own English where they word it."""
    body = client.post("/api/v1/resolve", json={"game": "chess"}).get_json()
    assert body["message"] == ("invalid scenario: 1 error(s); first at /game: unknown game 'chess'; the engine runs: "
                               "keyforge, riftbound, ascension, shards")
    assert client.post("/api/v1/regress", json=[{}] * 1000).get_json()["message"] == \
        "at most 500 scenario documents per request"
    assert client.get("/api/v1/no-such-thing").get_json()["message"].startswith("The requested URL was not found")
    assert client.get("/api/v1/search?q=").get_json()["message"] == "/q: String should have at least 1 character"


def test_the_openapi_document_names_message_pl(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert "message_pl" in spec["components"]["schemas"]["ErrorOut"]["properties"]
