"""/rulings: docs/rulings.md rendered (markdown-it-py), an anchor per ruling, rule IDs the
index knows linked to their rule page, linked from every page's footer; the trace's "see
docs/rulings.md" becomes a link to the ruling it means."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[3]
RULINGS = ROOT / "docs" / "rulings.md"


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    c = app.test_client()
    c.get("/?ui=de")
    return c


def html_of(client, url: str, status: int = 200) -> str:
    r = client.get(url)
    assert r.status_code == status, (url, r.status_code)
    return r.get_data(as_text=True)


def test_the_page_renders_every_ruling_with_its_own_anchor(client):
    html = html_of(client, "/rulings")
    text = RULINGS.read_text(encoding="utf-8")
    sections = re.findall(r"^## (.+)$", text, re.M)
    assert len(sections) >= 6
    for heading in sections:
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        assert f'<h2 id="{slug}">' in html, heading
    # numbered rulings: "KeyForge 2" is #keyforge-2, as the code's comments name them
    numbered = len(re.findall(r"^\d+\. \*\*", text, re.M))
    anchors = re.findall(r'<li id="([a-z-]+-\d+)" class="ruling">', html)
    assert len(anchors) >= numbered and len(set(anchors)) == len(anchors)
    assert {"keyforge-1", "keyforge-2", "riftbound-1", "ascension-1", "shards-of-infinity-1"} <= set(anchors)
    item = html.split('<li id="keyforge-2" class="ruling">', 1)[1].split("</li>", 1)[0]
    assert "Æmber bonus" in item and "first of all" in item


def test_rule_ids_become_links_when_the_index_has_them(client, index):
    html = html_of(client, "/rulings")
    assert '<a class="xref" href="/rules/kf:rules/aember-bonus" title="kf:rules/aember-bonus"><code>kf:rules/aember-bonus</code></a>' in html
    assert '<a class="xref" href="/rules/rb:581"' in html
    linked = set(re.findall(r'<a class="xref" href="/rules/([^"]+)"', html))
    assert all(index.get(i) is not None for i in linked) and len(linked) > 50
    cited = set(re.findall(r"`((?:rb|kf|asc|soi):[^`\s]+)`", RULINGS.read_text(encoding="utf-8")))
    assert {i for i in cited if index.get(i) is not None} <= linked
    assert "<code>judge/keyforge/lasting.py</code>" in html  # a path stays code


def test_the_page_escapes_and_runs_no_script(client):
    html = html_of(client, "/rulings")
    assert "<script>" not in html.replace('<script src="/static/app.js" defer></script>', "")


def test_the_document_is_marked_english_under_a_german_heading(client):
    html = html_of(client, "/rulings")
    assert '<article class="rulings-doc" id="rulings" lang="en">' in html
    assert "Lesarten bei Widersprüchen der Regeldokumente" in html
    html = html_of(client, "/rulings?ui=en")
    client.get("/?ui=de")
    assert "Rulings where the rule documents conflict" in html


@pytest.mark.parametrize("url", ["/", "/rules", "/faq", "/scenario", "/cards"])
def test_every_page_links_to_the_rulings(client, url):
    assert '<a href="/rulings">Lesarten bei Widersprüchen</a>' in html_of(client, url)


def test_the_trace_links_see_rulings_to_the_ruling_it_means(client):
    for ui, link in (("de", '– siehe <a class="ruling-link" href="/rulings#keyforge-2">Lesart KeyForge 2</a>)'),
                     ("en", '– see <a class="ruling-link" href="/rulings#keyforge-2">ruling KeyForge 2</a>)')):
        html = html_of(client, f"/trace?scenario=examples/keyforge/anger-ready-and-fight.json&ui={ui}")
        timeline = html.split('id="timeline"', 1)[1]
        assert "docs/rulings.md" not in timeline and link in timeline
    html_of(client, "/?ui=de")  # the language choice is remembered: back to German for the other tests


def test_link_parts_names_the_ruling_by_number_or_by_the_rules_it_cites():
    from web.pages.rulings import link_parts

    assert link_parts("x (docs/rulings.md, KeyForge 37) y", []) == [
        ("x (", None), ("Lesart KeyForge 37", "/rulings#keyforge-37"), (") y", None)]
    parts = link_parts("see docs/rulings.md", ["kf:rules/aember-bonus", "kf:timing/play/aember-bonus"], "en")
    assert parts[-1] == ("ruling KeyForge 2", "/rulings#keyforge-2")
    assert link_parts("see docs/rulings.md", ["kf:no/such-rule"], "en")[-1] == ("rulings", "/rulings")


def test_no_page_or_api_text_tells_people_to_read_the_file():
    for path in list((ROOT / "web").rglob("*.py")) + list((ROOT / "web" / "templates").glob("*.html")):
        if path.name in ("rulings.py", "trace_text.py"):  # they find the engine's mention to link it
            continue
        assert "docs/rulings.md" not in path.read_text(encoding="utf-8"), path


def test_markdown_it_is_a_pinned_dependency():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^\s*"markdown-it-py==\d+\.\d+\.\d+",$', text, re.M)
