"""The scenario builder's page (``/scenario/new``), its check endpoint, and scenarios shared
by link (``?s=``: base64url of the scenario's UTF-8 JSON) on the builder and on ``/trace``:
decoded, validated like a posted scenario, errors shown in German, nothing evaluated."""

from __future__ import annotations

import base64
import json
import re
from html import unescape
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("keyforge", "riftbound", "ascension", "shards")


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    c = app.test_client()
    c.get("/?ui=de")
    return c


def encode(data) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def textarea(html: str) -> str:
    m = re.search(r'<textarea id="builder-json"[^>]*>(.*?)</textarea>', html, re.S)
    assert m, "the builder's JSON textarea"
    return unescape(m.group(1))


def anger_scenario(client) -> dict:
    d = client.get("/api/v1/blank?game=keyforge").get_json()
    d["board"]["players"]["alice"]["hand"] = ["Anger"]
    d["board"]["players"]["alice"]["battleline"] = ["Troll", "Bumpsy"]
    d["board"]["players"]["bob"]["battleline"] = [{"card": "Krump", "damage": 2}]
    d["actions"] = [{"type": "play", "card": "Anger"}]
    d["choices"] = {"target:Anger": "troll"}
    d["title"] = "Zorn: wer kämpft? – ä ö ü ß Æ"
    return d


@pytest.mark.parametrize("game", GAMES)
def test_the_builder_starts_from_the_games_blank_board(client, game):
    r = client.get(f"/scenario/new?game={game}")
    html = r.get_data(as_text=True)
    assert r.status_code == 200
    assert f'data-game="{game}"' in html and 'id="builder"' in html
    assert json.loads(textarea(html)) == client.get(f"/api/v1/blank?game={game}").get_json()
    assert '<script type="module" src="/static/builder/main.js">' in html and "/static/builder.css" in html
    assert "Szenario bauen" in html and 'id="card-search"' in html and 'id="load-actions"' in html
    texts = json.loads(unescape(re.search(r"data-i18n='([^']*)'", html).group(1)))
    assert texts["b_next_action"] == "Nächste Aktion wählen" and texts["house_brobnar"] == "Brobnar"


def test_the_builder_speaks_english_when_asked(client):
    html = client.get("/scenario/new?game=riftbound&ui=en").get_data(as_text=True)
    client.get("/?ui=de")
    assert "Build a scenario" in html and "Choose the next action" in html and 'lang="en"' in html


def test_without_a_game_the_builder_offers_the_four(client):
    r = client.get("/scenario/new")
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and 'id="builder"' not in html
    for game in GAMES:
        assert f'href="/scenario/new?game={game}"' in html
    r = client.get("/scenario/new?game=chess")
    assert r.status_code == 400 and "Dieses Spiel kennt der Richter nicht" in r.get_data(as_text=True)


def test_a_shared_scenario_reopens_in_the_builder(client):
    d = anger_scenario(client)
    r = client.get("/scenario/new?game=riftbound&s=" + encode(d))  # the scenario's own game wins
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and 'data-game="keyforge"' in html
    assert json.loads(textarea(html)) == d
    assert 'id="json-errors"' in html and 'class="error"' not in html


def test_a_damaged_share_link_says_so_in_german_and_starts_blank(client):
    r = client.get("/scenario/new?game=keyforge&s=%25%25nicht-base64")
    html = r.get_data(as_text=True)
    assert r.status_code == 200
    assert "Der geteilte Link ist beschädigt" in html
    assert json.loads(textarea(html)) == client.get("/api/v1/blank?game=keyforge").get_json()


def test_an_invalid_shared_scenario_opens_with_its_errors_at_the_field(client):
    d = anger_scenario(client)
    d["board"]["players"]["alice"]["amber"] = "viel"
    html = client.get("/scenario/new?game=keyforge&s=" + encode(d)).get_data(as_text=True)
    errors = re.findall(r'<li class="error" data-pointer="([^"]*)" data-line="(\d+)">(.*?)</li>', html, re.S)
    assert errors, html[:2000]
    pointer, line, text = errors[0]
    assert pointer == "/board/players/alice/amber" and "alice › Æmber" in text and "muss eine ganze Zahl sein" in text
    assert '"amber": "viel"' in textarea(html).split("\n")[int(line) - 1], "the line is that of the text shown"
    assert "<details id=\"json-panel\" open>" in html


def trace_steps(html: str) -> list[tuple[str, str]]:
    return re.findall(r'<li class="tl-row" id="step-(\d+)">.*?data-event="([^"]*)"', html, re.S)


def test_the_trace_of_a_shared_scenario(client):
    d = anger_scenario(client)
    r = client.get("/trace?s=" + encode(d))
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and 'id="timeline"' in html
    api = client.post("/api/v1/resolve", json=d).get_json()
    assert [int(s) for s, _ in trace_steps(html)] == [s["seq"] for s in api["steps"]]
    assert [e for _, e in trace_steps(html)] == [s["event"] for s in api["steps"]]
    assert 'id="outcome">abgeschlossen<' in html
    assert f'href="/scenario/new?game=keyforge&amp;s={encode(d)}"' in html, "back to the builder"
    assert 'id="build-own"' in html
    padded = encode(d) + "=" * (-len(encode(d)) % 4)  # padding is accepted too
    assert trace_steps(client.get("/trace?s=" + padded.replace("=", "%3D")).get_data(as_text=True)) == trace_steps(html)


@pytest.mark.parametrize("s, words", [
    ("nicht base64!", "der Wert von „s“ ist kein gültiges Base64url"),
    ("abcde", "der Wert von „s“ ist kein gültiges Base64url"),  # a length base64 cannot have
    ("", "der Wert von „s“ ist kein gültiges Base64url"),
    (base64.urlsafe_b64encode(b"\xff\xfe{}").decode(), "sein Inhalt ist kein UTF-8-Text"),
])
def test_a_damaged_share_link_on_the_trace_page_is_a_german_error(client, s, words):
    r = client.get("/trace", query_string={"s": s})
    html = r.get_data(as_text=True)
    assert r.status_code == 400 and "Der geteilte Link ist beschädigt" in html and words in html
    assert 'id="timeline"' not in html


def test_an_invalid_shared_scenario_on_the_trace_page_names_the_field_in_german(client):
    d = anger_scenario(client)
    d["board"]["players"]["alice"]["amber"] = "viel"
    d["actions"][0]["type"] = "spielen"
    html = client.get("/trace?s=" + encode(d)).get_data(as_text=True)
    assert "Das geteilte Szenario ist ungültig" in html
    assert "alice › Æmber" in html and "muss eine ganze Zahl sein" in html and "/board/players/alice/amber" in html
    assert "1. Aktion" in html
    r = client.get("/trace?s=" + encode("{\"game\": "))
    assert r.status_code == 400 and "kein gültiges JSON" in r.get_data(as_text=True)


def test_a_shared_scenario_is_only_ever_validated(client):
    """Nothing in ``s`` is run as code or names a module: it is JSON, checked by the schema."""
    for text in ('{"game": "__import__(\'os\').system(\'touch /tmp/pwned\')", "title": "x"}',
                 '{"game": "keyforge", "title": "{{ 7*7 }}", "board": {"players": {"alice": {"amber": "__import__"}}}}'):
        r = client.get("/trace?s=" + encode(text))
        html = r.get_data(as_text=True)
        assert r.status_code == 400 and "Das geteilte Szenario ist ungültig" in html and ">49<" not in html
    assert not Path("/tmp/pwned").exists()


def test_a_share_link_over_the_url_limit_is_a_414(client):
    r = client.get("/trace?s=" + "A" * 5000)
    assert r.status_code == 414 and "Die Adresse ist zu lang" in r.get_data(as_text=True)


def test_the_check_validates_like_the_editor_and_names_the_cards(client):
    d = anger_scenario(client)
    r = client.post("/scenario/new/check", json={"text": json.dumps(d, indent=1), "names": ["Anger", "Krump", "Nope"]})
    out = r.get_json()
    assert r.status_code == 200 and out["valid"] and out["errors"] == [] and out["data"] == d
    assert out["cards"]["Anger"]["names"] == {"de": "Zorn", "en": "Anger", "pl": "Gniew"}
    assert out["cards"]["Krump"]["stats"]["power"] == 6 and "Nope" not in out["cards"]
    d["board"]["players"]["bob"]["battleline"] = ["Krmup"]
    out = client.post("/scenario/new/check", json={"text": json.dumps(d, indent=1)}).get_json()
    [err] = out["errors"]
    assert not out["valid"] and err["pointer"] == "/board/players/bob/battleline/0" and err["line"] > 1
    assert "unbekannte Karte „Krmup“" in err["text"] and "Krump" in err["nearest"]
    out = client.post("/scenario/new/check", json={"text": '{"game": '}).get_json()
    assert out["data"] is None and out["errors"][0]["line"] == 1 and "kein gültiges JSON" in out["errors"][0]["text"]
    r = client.post("/scenario/new/check", data="nicht json", content_type="text/plain")
    assert r.status_code == 400 and r.get_json()["errors"]


def test_the_builder_has_no_inline_script_and_its_assets_are_its_own(client):
    r = client.get("/scenario/new?game=keyforge")
    html = r.get_data(as_text=True)
    assert "script-src 'self';" in r.headers["Content-Security-Policy"]
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "no inline script"
    assert not re.search(r"\son[a-z]+\s*=", html), "no on* attributes"
    assert len(re.findall(r"<script\b", html)) == 2  # app.js and the builder's main module (it imports the rest)
    templates = ROOT / "web/templates"
    for page in templates.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert ("builder.css" in text) == (page.name == "builder.html"), page.name
        assert ("builder/main.js" in text) == (page.name == "builder.html"), page.name
    modules = sorted((ROOT / "web/static/builder").glob("*.js"))
    assert len(modules) > 10
    # the others are named for preloading: fetched at once, not one import level after another
    preloaded = re.findall(r'<link rel="modulepreload" href="/static/builder/([\w-]+\.js)">', html)
    assert sorted([*preloaded, "main.js"]) == [p.name for p in modules]
    for path in modules:
        js = path.read_text(encoding="utf-8")
        assert "eval(" not in js and "new Function" not in js and "innerHTML" not in js, path.name
        r = client.get(f"/static/builder/{path.name}")
        # a module script with another type is refused by the browser (and the service sends nosniff)
        assert r.status_code == 200 and r.mimetype in ("text/javascript", "application/javascript"), path.name
    assert client.get("/static/builder.css").status_code == 200


def test_every_text_the_script_asks_for_is_translated(client):
    """The builder's script shows text only through t("key"): every key its modules (their games:
    web/static/builder/games.js) name is one the page hands it."""
    js = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "web/static/builder").glob("*.js")))
    html = client.get("/scenario/new?game=keyforge").get_data(as_text=True)
    texts = json.loads(unescape(re.search(r"data-i18n='([^']*)'", html).group(1)))
    keys = set(re.findall(r'\bt\("([a-z_-]+)"', js)) | set(re.findall(r'\blabel: "([a-z_]+)"', js))
    keys |= set(re.findall(r'\[\s*"[a-z_-]+",\s*"([a-z_]+)"\s*\]', js))  # [field, label] pairs
    keys |= set(re.findall(r'(?:player|shared)Zone\("[a-z_]+", "([a-z_]+)"', js))  # zone labels
    assert len(keys) > 60
    missing = sorted(k for k in keys if not k.endswith("_") and k not in texts)
    assert missing == [], missing
    for prefix in (k for k in keys if k.endswith("_")):  # t("b_dom_" + domain) and the like
        assert any(k.startswith(prefix) for k in texts), prefix
    for domain in ("fury", "calm", "mind", "body", "chaos", "order"):
        assert "b_dom_" + domain in texts


def test_the_navigation_links_the_builder(client):
    html = client.get("/rules").get_data(as_text=True)
    assert '<a href="/scenario/new" >Szenario bauen</a>' in html or 'href="/scenario/new"' in html
    html = client.get("/scenario/new?game=shards").get_data(as_text=True)
    assert re.search(r'href="/scenario/new"\s+aria-current="page"', html)
