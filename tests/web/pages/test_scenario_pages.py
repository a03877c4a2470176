"""The scenario pages: the editor (validation errors at their line, the board drawing) and
the trace view (timeline by step and window, citations as links with the rule text,
explorer outcomes side by side); escaping of everything a scenario carries."""

import json
import re
from pathlib import Path

import pytest

from web import create_app

from tests.web.api.test_scenarios import scripted_scenario

ROOT = Path(__file__).resolve().parents[3] / "scenarios"
TOLAS = "examples/keyforge/tolas-bad-penny.json"
EXPLORED = "examples/keyforge/destroyed-order-explored.json"
APP_JS = '<script src="/static/app.js" defer></script>'


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def text(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


def page(r, status=200) -> str:
    assert r.status_code == status, (r.status_code, r.get_data(as_text=True)[:500])
    assert r.mimetype == "text/html"
    return r.get_data(as_text=True)


def test_editor_is_prefilled_with_an_example_and_draws_its_board(client):
    html = page(client.get("/scenario"))
    assert 'id="scenario-json"' in html and "Tolas" in html and "Bad Penny" in html
    assert 'value="validate"' in html and 'formaction="/trace"' in html
    assert "Prüfen" in html and "Auflösen" in html
    board = html.split('id="board"', 1)[1]
    assert 'id="player-alice"' in board and 'id="player-bob"' in board
    assert 'data-card="Test Ogre"' in board and 'data-card="Bad Penny"' in board
    assert re.search(r'class="st power"[^>]*><b>6</b>', board), "Test Ogre's power is drawn"


def test_editor_loads_a_builtin_file(client):
    html = page(client.get("/scenario", query_string={"from": "faq/keyforge/de-01.json"}))
    assert "Köder" in html and 'selected>faq/keyforge/de-01.json' in html
    assert page(client.get("/scenario?from=../pyproject.toml"), 404).count("pyproject") >= 1


def test_english_ui(client):
    html = page(client.get("/scenario?ui=en"))
    assert "Validate" in html and "Resolve" in html and "Board" in html
    client.get("/?ui=de")


def test_validate_points_at_the_fields_and_lines(client):
    broken = text(TOLAS).replace('"amber": 0,\n    "battleline": [', '"amber": "lots",\n    "battleline": [', 1)
    broken = broken.replace('"Tolas"', '"Tolsa"', 1)
    assert broken != text(TOLAS)
    html = page(client.post("/scenario", data={"scenario": broken, "action": "validate"}))
    errors = html.split('id="errors"', 1)[1].split("</section>", 1)[0]
    assert re.search(r'data-pointer="/board/players/alice/amber" data-line="12"', errors)
    assert re.search(r'data-pointer="/board/players/alice/battleline/1" data-line="20"', errors)
    assert "<code class=\"near\">Tolas</code>" in errors
    gutter = html.split('class="gutter"', 1)[1].split("</div>", 1)[0]
    assert re.search(r'<span id="L12" class="err" title="alice › Æmber: muss eine ganze Zahl sein[^"]+">12</span>', gutter)
    assert 'style="--line: 20"' in html
    assert "board_needs_valid" not in html and ("sobald das Szenario gültig ist" in html)


def test_validate_reports_bad_json_at_its_line(client):
    html = page(client.post("/scenario", data={"scenario": '{\n "game": "keyforge",\n "title": }', "action": "validate"}))
    assert "kein gültiges JSON" in html and 'data-line="3"' in html


def test_deeply_nested_text_is_an_error_not_a_crash(client):
    html = page(client.post("/scenario", data={"scenario": "[" * 20000, "action": "validate"}))
    assert 'id="errors"' in html and "kein gültiges JSON" in html


def test_valid_scenario_says_so(client):
    html = page(client.post("/scenario", data={"scenario": text(TOLAS), "action": "validate"}))
    assert 'id="valid"' in html and 'id="errors"' not in html


def test_trace_of_a_builtin_scenario_is_a_timeline_of_windows(client):
    html = page(client.get("/trace", query_string={"scenario": TOLAS}))
    verdict = html.split('id="verdict"', 1)[1].split("</section>", 1)[0]
    assert "abgeschlossen" in verdict and "✓ erfüllt" in verdict
    assert html.index('id="verdict"') < html.index('id="timeline"'), "outcome and expectations on top"
    windows = re.findall(r'class="tl-window[^"]*" data-window="([^"]*)"', html)
    assert windows[:2] == ["", "before-fight"] and "destroyed" in windows and "after-destroyed" in windows
    assert "Schritt 3" in html and 'id="step-1"' in html and 'id="step-12"' in html
    assert "<li>Falscher Fünfziger: Schaden 0 → 6</li>" in html, "a change as a sentence, the card by its German name"
    assert re.search(r'<details class="raw-changes"><summary>Zustand \(technisch\) \(\d+\)</summary>', html)
    assert re.search(r'<code class="path">cards\.bad-penny\.damage</code> <code class="before">0</code> '
                     r'<span class="arrow" aria-hidden="true">→</span> <code class="after">6</code>', html)
    # citations link to the rule pages and carry the rule's text for hover
    m = re.search(r'<a class="cite" href="/rules/kf:timing/destroyed/after-destroyed"\s+title="([^"]+)"\s+'
                  r'data-rule-title="[^"]+" data-rule-text="([^"]+)"', html)
    assert m and len(m.group(2)) > 20 and m.group(2) in m.group(1)
    assert re.search(r'<a class="cite faq" href="/rules/kf:faq/de-31"[^>]*>\s*<span class="faq-mark">FAQ</span>', html)
    assert 'class="explain-other" lang="en"' not in html, "a German page shows the German line only"


def test_trace_view_in_english_puts_english_first(client):
    html = page(client.get("/trace", query_string={"scenario": TOLAS, "ui": "en"}))
    assert '<p class="explain" lang="en">Test Ogre (exhausted) attacks Bad Penny</p>' in html
    client.get("/?ui=de")
    assert 'class="explain-other" lang="de"' not in html and "Step 3" in html, "an English page: English only"
    assert "<li>Bad Penny: damage 0 → 6</li>" in html and "<summary>State (technical)" in html


def test_explore_scenario_shows_the_outcomes_side_by_side(client):
    html = page(client.get("/trace", query_string={"scenario": EXPLORED}))
    cols = re.findall(r'<article class="outcome-col" id="outcome-(\d)">', html)
    assert cols == ["1", "2"]
    assert sorted(re.findall(r'<mark class="diff">(\d)</mark>', html)) == ["0", "2"]
    assert "order:destroyed" in html and "Duma die Märtyrerin" in html and "Test Bomb" in html  # the German name
    assert "✓ erfüllt" in html


def test_editor_resolve_and_explore_buttons(client):
    html = page(client.post("/trace", data={"scenario": text(TOLAS), "action": "resolve"}))
    assert 'id="timeline"' in html and "Im Editor bearbeiten" in html
    html = page(client.post("/scenario", data={"scenario": text(EXPLORED), "action": "resolve"}))
    assert 'id="outcomes"' in html, "a scenario in explore mode is explored"
    d = json.loads(text("examples/keyforge/flank-prompt-answered.json"))
    d["choices"] = []
    html = page(client.post("/trace", data={"scenario": json.dumps(d), "action": "resolve"}))
    assert "Unbeantwortete Frage" in html and "flank:Urchin" in html and 'value="explore"' in html
    html = page(client.post("/trace", data={"scenario": json.dumps(d), "action": "explore"}))
    assert len(re.findall(r'class="outcome-col"', html)) == 2


def test_invalid_scenario_posted_to_the_trace_goes_back_to_the_editor(client):
    html = page(client.post("/trace", data={"scenario": '{"game": "keyforge"}'}), 400)
    assert 'id="errors"' in html and 'data-pointer="/title"' in html


def test_refused_action_shows_the_rule(client):
    html = page(client.get("/trace", query_string={"scenario": "examples/keyforge/fight-taunt-refused.json"}))
    verdict = html.split('id="verdict"', 1)[1].split("</section>", 1)[0]
    assert "abgelehnt" in verdict and 'href="/rules/kf:glossary/taunt"' in verdict


def test_unknown_builtin_trace_is_404_with_suggestions(client):
    html = page(client.get("/trace", query_string={"scenario": "examples/keyforge/tolas-bad-peny.json"}), 404)
    assert 'href="/trace?scenario=examples/keyforge/tolas-bad-penny.json"' in html


def test_faq_entry_runs_its_scenario(client):
    html = page(client.get("/faq/kf:faq/de-01"))
    assert re.search(r'class="button run-scenario" href="/trace\?scenario=faq/keyforge/de-01.json"', html)
    assert re.search(r'class="button run-scenario" href="/trace\?scenario=faq/shards/', page(client.get("/faq/soi:faq/05")))
    html = page(client.get("/ask", query_string={"q": "How many times does Bait and Switch steal?"}))
    assert 'href="/trace?scenario=faq/keyforge/de-01.json"' in html and "12 Schritte" in html


def test_script_in_a_scenario_is_escaped_in_every_page(client):
    raw = json.dumps(scripted_scenario(), indent=1)
    pages = [page(client.post("/scenario", data={"scenario": raw, "action": "validate"})),
             page(client.post("/trace", data={"scenario": raw, "action": "resolve"})),
             page(client.post("/trace", data={"scenario": raw, "action": "explore"}))]
    for html in pages:
        assert "<script>alert" not in html and "<script>" not in html.replace(APP_JS, "")
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert 'data-card="&lt;script&gt;alert(1)&lt;/script&gt; Ogre"' in pages[0], "the board draws the card"
    assert "&lt;script&gt;alert(1)&lt;/script&gt; title" in pages[1], "the title"


def test_script_in_a_broken_scenario_is_escaped_in_the_errors(client):
    d = scripted_scenario()
    d["board"]["players"]["bob"]["battleline"] = ["<script>alert(2)</script>"]
    html = page(client.post("/scenario", data={"scenario": json.dumps(d), "action": "validate"}))
    assert "<script>alert" not in html and "&lt;script&gt;alert(2)&lt;/script&gt;" in html


def _builtin_paths() -> list[str]:
    from web.core import builtin

    return [entry.path for entry in builtin.entries()]


@pytest.mark.parametrize("path", _builtin_paths())
def test_every_builtin_scenario_renders_without_a_server_error(client, path):
    for url in ("/trace?scenario=" + path, "/scenario?from=" + path):
        r = client.get(url)
        assert r.status_code in (200, 400, 501), (url, r.status_code)
        assert "Traceback" not in r.get_data(as_text=True)


def test_trace_of_an_errata_card_says_which_erratum_corrects_it_in_polish_too(client):
    page = client.get("/trace?scenario=errata/keyforge/cota-169-mass-abduction.json&ui=de").get_data(as_text=True)
    assert "Kartentext in der Fassung von kf:errata/cota-169" in page
    # a German page shows no Polish explanation (the cited erratum's own text may be Polish: it is a rule)
    assert "obowiązuje tekst karty" not in page and 'class="explain" lang="pl"' not in page
    page = client.get("/trace?scenario=errata/keyforge/cota-169-mass-abduction.json&ui=pl").get_data(as_text=True)
    assert '<p class="explain" lang="pl">Masowe porwanie: obowiązuje tekst karty zmieniony przez kf:errata/cota-169' in page
    assert "Kartentext in der Fassung" not in page


def test_a_random_pick_is_shown_as_chance_not_as_a_players_choice(client):
    page = client.get("/trace?scenario=examples/keyforge/random-archive-stated.json&ui=en").get_data(as_text=True)
    assert "At random: Test C" in page and "<strong>at random</strong>" in page
    assert "chosen by <strong>chance</strong>" not in page
