"""/trace/print: the printable ruling — one page for the event's records with the question,
the published ruling, the board, every step with its window and citations, the cited rules
and the link that reproduces it; in the interface's language, no inline script (the CSP
forbids it), reachable from the trace page, for a built-in scenario or a shared one."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def shared(path: str) -> str:
    return base64.urlsafe_b64encode((ROOT / "scenarios" / path).read_bytes()).decode("ascii").rstrip("=")


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_faq_ruling_prints_question_published_answer_steps_and_citations(client):
    r = client.get("/trace/print?scenario=faq/keyforge/de-01.json&ui=de")
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    text = text_of(html)
    assert "Wie oft wird Köder ausgelöst?" in text  # the FAQ's question, in German
    assert "wird der Effekt von Köder 2 Mal ausgelöst" in text  # the published answer itself
    assert "Erwartungen: ✓ erfüllt" in text
    rows = re.findall(r'<li><b class="n">(\d+)</b>', html)
    assert rows and rows == [str(i) for i in range(1, len(rows) + 1)], "every step, in order"
    assert "kf:errata/cota-267" in text and "kf:turn/step-2" in text  # citations by step
    assert '<section class="sheet-cited">' in html
    assert "/trace?scenario=faq%2Fkeyforge%2Fde-01.json" in html  # the link that reproduces it


def test_the_sheet_follows_the_interface_language(client):
    en = text_of(client.get("/trace/print?scenario=faq/keyforge/de-01.json&ui=en").get_data(as_text=True))
    assert "Print or save as PDF" in en and "Rules cited" in en
    de = text_of(client.get("/trace/print?scenario=faq/keyforge/de-01.json&ui=de").get_data(as_text=True))
    assert "Drucken oder als PDF speichern" in de and "Zitierte Regeln" in de and "Rules cited" not in de


def test_no_inline_script_and_the_security_headers_hold(client):
    r = client.get("/trace/print?scenario=faq/keyforge/de-01.json")
    html = r.get_data(as_text=True)
    assert re.findall(r"<script(?![^>]*\bsrc=)", html) == [], "the CSP allows no inline script"
    assert " on" not in " ".join(re.findall(r"<[^>]+\son\w+=", html)), "no inline handlers"
    assert "script-src 'self'" in r.headers["Content-Security-Policy"]


def test_the_trace_page_links_to_its_printable_ruling(client):
    html = client.get("/trace?scenario=faq/keyforge/de-01.json").get_data(as_text=True)
    assert 'id="print-link" href="/trace/print?scenario=faq/keyforge/de-01.json"' in html


def test_a_shared_scenario_prints_and_links_back_to_its_share_link(client):
    s = shared("examples/keyforge/anger-ready-and-fight.json")
    html = client.get(f"/trace/print?s={s}").get_data(as_text=True)
    assert "/trace?s=" + s in html
    assert re.findall(r'<li><b class="n">\d+</b>', html)
    page = client.get(f"/trace?s={s}").get_data(as_text=True)
    assert 'id="print-link" href="/trace/print?s=' in page


@pytest.mark.parametrize("url,status", [
    ("/trace/print?s=!!!", 400),  # not base64url
    ("/trace/print?s=" + base64.urlsafe_b64encode(b'{"game": "keyforge"}').decode().rstrip("="), 400),  # invalid scenario
    ("/trace/print?scenario=../../etc/passwd", 404),
    ("/trace/print?scenario=faq/keyforge/nope.json", 404),
])
def test_bad_input_is_a_clear_4xx_not_a_traceback(client, url, status):
    r = client.get(url + "&ui=de" if "?" in url else url)
    assert r.status_code == status
    body = r.get_data(as_text=True)
    assert "Traceback" not in body
    if status == 400:
        assert "geteilte" in body  # says what is wrong with the link, in German
