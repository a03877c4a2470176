"""The HTML pages (server-rendered): content, cross-reference links, escaping, UI language."""

import re

import pytest

from web import create_app


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def html(client, url, status=200, **kw):
    r = client.get(url, **kw)
    assert r.status_code == status, (url, r.status_code)
    assert r.mimetype == "text/html"
    return r.get_data(as_text=True)


def test_home_page_has_the_question_box_in_german_by_default(client):
    page = html(client, "/")
    assert '<html lang="de">' in page
    assert "Frage stellen" in page and 'action="/ask"' in page and 'name="q"' in page
    assert "https://" not in page.split("<main")[0], "no CDN assets"


def test_ui_language_toggle_switches_to_english_and_is_remembered(client):
    r = client.get("/?ui=en")
    assert '<html lang="en">' in r.get_data(as_text=True) and "Ask a question" in r.get_data(as_text=True)
    assert "ui=en" in r.headers.get("Set-Cookie", "")
    assert '<html lang="en">' in html(client, "/faq")  # the cookie keeps it
    client.get("/?ui=de")


def test_ask_page_lists_faq_entries_and_rules_with_marked_words(client):
    page = html(client, "/ask", query_string={"q": "stunned creature fight", "game": "kf"})
    assert 'id="faq-hits"' in page and 'id="rule-hits"' in page
    assert 'href="/faq/kf:faq/pl-46"' in page or 'href="/faq/kf:faq/de-11"' in page
    assert re.search(r"<mark>[^<]+</mark>", page)


def test_ask_page_finds_bait_and_switch(client):
    page = html(client, "/ask", query_string={"q": "How many times does Bait and Switch steal?"})
    assert 'href="/faq/kf:faq/de-01"' in page and 'href="/faq/kf:faq/pl-52"' in page


def test_empty_question_goes_back_home(client):
    assert client.get("/ask?q=").status_code == 302


@pytest.mark.parametrize("url", [
    "/ask?q=<script>alert(1)</script> Köder",
    "/search?q=<script>alert(1)</script>&game=<script>",
    "/rules/<script>alert(1)</script>",
    "/faq/<script>alert(1)</script>",
    "/?ui=<script>",
])
def test_script_in_the_request_is_escaped_in_the_html(client, url):
    r = client.get(url)
    page = r.get_data(as_text=True)
    assert "<script>alert" not in page and "<script>" not in page.replace(
        '<script src="/static/app.js" defer></script>', "")
    if "alert" in url and r.status_code != 302:
        assert "&lt;script&gt;" in page


def test_marks_wrap_matched_words_and_escape_the_rest(index):
    from web.core.data import highlight

    assert highlight("a <b> stun c", [[6, 10]]) == [("a <b> ", False), ("stun", True), (" c", False)]
    assert highlight("abc", [[1, 99], [0, 2]]) == [("ab", True), ("c", True)]


def test_search_page_with_filters(client):
    page = html(client, "/search", query_string={"q": "stunned creature fight", "game": "kf", "lang": "pl"})
    assert 'id="search-hits"' in page and '<option value="kf" selected>' in page
    assert 'lang="pl"' in page
    assert "Unbekannter Filter" in html(client, "/search?q=x&game=chess")


def test_rule_page_links_cross_references(client):
    page = html(client, "/rules/rb:106.4.d")
    assert 'class="xref" href="/rules/rb:518"' in page and 'class="xref" href="/rules/rb:597"' in page
    assert 'href="/rules/rb:106.4"' in page  # breadcrumb parent
    assert "<svg" in page and 'href="/rules/rb:518"' in page.split("<svg", 1)[1]


def test_printed_rule_numbers_in_the_text_are_links(client):
    page = html(client, "/rules/rb:503.2.a")
    assert re.search(r'<a class="xref" href="/rules/rb:582"[^>]*>Siehe Regel 582\. Auslösbare', page)
    page = html(client, "/rules/rb:542")
    assert 'href="/rules/rb:539"' in page and 'href="/rules/rb:540.4.b"' in page


def test_see_also_terms_link_one_by_one(client):
    page = html(client, "/rules/kf:glossary/aember")
    assert re.search(r'href="/rules/kf:glossary/reap"[^>]*>Ernten</a>', page)
    assert re.search(r'href="/rules/kf:glossary/keys"[^>]*>Klucze</a>', page)


def test_keyforge_rule_shows_both_editions_side_by_side(client):
    page = html(client, "/rules/kf:glossary/capture")
    assert 'class="texts side-by-side"' in page
    assert 'id="text-de"' in page and 'id="text-pl"' in page
    assert "ERBEUTEN" in page and "PRZEJĘCIE" in page and "v1.5, November 2019" in page and "lipiec 2020" in page


def test_differs_note_is_highlighted(client):
    page = html(client, "/rules/kf:rules/setup")
    assert 'class="callout differs"' in page and "mulligan" in page


def test_rule_page_lists_examples_children_and_citing_faq(client):
    page = html(client, "/rules/rb:103.2.a.2")
    assert 'id="rb:103.2.a.2/ex1"' in page
    assert 'href="/rules/rb:106.4.a"' in html(client, "/rules/rb:106.4")
    page = html(client, "/rules/kf:glossary/leaves-play")
    assert 'href="/faq/kf:faq/de-08"' in page and 'href="/faq/kf:faq/pl-22"' in page


def test_unknown_rule_page_is_404_with_suggestions(client):
    page = html(client, "/rules/kf:glossary/captrue", status=404)
    assert 'href="/rules/kf:glossary/capture"' in page


def test_rules_index_is_a_tree_per_game(client):
    page = html(client, "/rules")
    for game in ("rb", "kf", "asc", "soi"):
        assert f'id="game-{game}"' in page
    assert "<details>" in page and 'href="/rules/rb:100"' in page and 'href="/rules/kf:rules/glossary"' in page


def test_faq_list_has_the_four_lists(client, index):
    page = html(client, "/faq")
    for key in ("kf-de", "kf-pl", "asc", "soi"):
        assert f'id="faq-{key}"' in page
    assert page.count('class="faq-item"') == len(index.faq())
    assert 'href="/faq/kf:faq/de-01"' in page and 'href="/faq/asc:faq/03"' in page


def test_faq_entry_page(client):
    page = html(client, "/faq/kf:faq/de-10")
    assert 'id="twin-link"' in page and "Zitierte Regeln" in page
    assert 'href="/rules/kf:glossary/leaves-play"' in page
    assert "faq/ascension/" in html(client, "/faq/asc:faq/03")


def test_an_faq_entry_without_a_scenario_has_no_run_button(client, monkeypatch):
    from web.core import builtin

    monkeypatch.setattr(builtin, "for_faq", lambda faq_id: None)
    assert "run-scenario" not in html(client, "/faq/asc:faq/03")


def test_faq_entry_page_redirects_a_non_faq_id_to_the_rules_browser(client):
    assert client.get("/faq/kf:glossary/capture").headers["Location"] == "/rules/kf:glossary/capture"


def test_scenario_button_appears_once_the_engine_provides_one(client, monkeypatch):
    import web.pages.rules_views

    monkeypatch.setattr(web.pages.rules_views, "scenario_for",
                        lambda i, **kw: {"id": "faq-de-01", "title": "t", "url": "/x?a=<b>"})
    page = html(client, "/faq/kf:faq/de-01")
    assert 'class="button run-scenario" href="/x?a=&lt;b&gt;"' in page


def test_unknown_page_is_html_404_but_api_stays_json(client):
    assert "<html" in html(client, "/nothing-here", status=404)
    assert client.get("/api/v1/nothing-here").get_json()["error"] == "not_found"


def test_static_assets_are_served_locally(client):
    assert client.get("/static/style.css").status_code == 200
    assert client.get("/static/app.js").status_code == 200


def test_erratum_page_names_the_corrected_card_and_its_scenarios(client):
    page = html(client, "/rules/kf:errata/cota-263")
    assert 'class="block corrects"' in page and "Armageddon Cloak" in page and "Armageddon-Mantel" in page
    assert 'href="/trace?scenario=errata/keyforge/cota-263-armageddon-cloak-rulebook-example.json"' in page


def test_ask_page_leads_with_the_published_ruling_in_german(client):
    html = client.get("/ask", query_string={"q": "Darf ich mit einer betäubten Kreatur über Zorn angreifen?", "ui": "de"}).get_data(
        as_text=True)
    answer = html.split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Die veröffentlichte Antwort" in answer and 'lang="de"' in answer
    assert "kf:faq/de-11" in answer and "/trace?" in answer  # the ruling and its scenario, one tap away
    assert html.index('id="answer"') < html.index('id="faq-hits"')


def test_ask_page_in_english_says_the_ruling_is_published_in_german(client):
    html = client.get("/ask", query_string={"q": "Can a stunned creature fight with Anger?", "ui": "en"}).get_data(
        as_text=True)
    answer = html.split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "The published ruling" in answer and "published in German" in answer


def test_ask_page_leads_with_a_rule_when_no_ruling_fits(client):
    html = client.get("/ask", query_string={"q": "Riftbound: Wie viele Punkte braucht man im 2v2 zum Sieg?", "ui": "de"}).get_data(
        as_text=True)
    answer = html.split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Die Regel, die antwortet" in answer and "/rules/rb:" in answer and "<mark>" in answer


POLISH_QUESTIONS = ("Czy mogę użyć stworzenia, które zostało zagrane w tej turze?",
                    "Co się dzieje z bursztynem na stworzeniu, które zostaje zniszczone?",
                    "Czy ogłuszone stworzenie może walczyć?")


@pytest.mark.parametrize("question", POLISH_QUESTIONS)
def test_a_german_page_shows_no_polish_passage_of_a_record_that_has_german(client, question):
    # issue 25: a rule both KeyForge rulebooks state is shown in the page's language, whichever
    # text the (Polish) question matched; Polish only where the record has no German text
    from rules_index.index import load

    index = load()
    page = client.get("/ask", query_string={"q": question, "ui": "de"}).get_data(as_text=True)
    shown = re.findall(r'href="/(?:rules|faq)/([^"?#]+)"[^>]*lang="(\w+)"', page)
    assert shown, "the page lists no hits"
    for rid, lang in shown:
        record = index.get(rid)
        if record is not None and lang == "pl":
            assert "de" not in record.texts, f"{rid} shown in Polish although it has German text"
    assert "auf Polnisch veröffentlicht" in page or all(lang != "pl" for _, lang in shown)


def test_an_english_page_says_which_language_a_rule_is_shown_in(client):
    page = client.get("/ask", query_string={"q": "Can a stunned creature fight?", "ui": "en", "game": "kf"}).get_data(
        as_text=True)
    hits = page.split('id="rule-hits"', 1)[1].split("</ol>", 1)[0]
    assert "published in German" in hits or "published in Polish" in hits


def test_when_no_rule_is_clearly_ahead_the_page_offers_three_and_claims_none(client, monkeypatch):
    # issue 25: the box says "the rule that answers" only when the re-ranked lead is clearly
    # ahead of the second (rules_index.rerank.SURE_MARGIN); here every lead is made unsure
    import web.core.data

    q = {"q": "Riftbound: Wie viele Punkte braucht man im 2v2 zum Sieg?", "ui": "de"}
    monkeypatch.setattr(web.core.data, "SURE_MARGIN", float("inf"))
    page = client.get("/ask", query_string=q).get_data(as_text=True)
    box = page.split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Diese Regeln kommen in Frage" in box and "Die Regel, die antwortet" not in box
    assert box.count('class="rid"') == 3
    monkeypatch.setattr(web.core.data, "SURE_MARGIN", float("-inf"))
    box = client.get("/ask", query_string=q).get_data(as_text=True).split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Die Regel, die antwortet" in box and box.count('class="rid"') == 1


def test_an_faq_entry_far_from_the_question_is_offered_not_claimed(client, monkeypatch):
    # an FAQ entry ahead of the rules by web.core.data.LEAD_MARGIN whose own question is not close
    # to the one asked (FAQ_CLOSE): the box offers it and the two best rules, and claims none
    import web.core.data

    q = {"q": "Shards of Infinity: Ab wann scheidet ein Spieler aus?", "ui": "de"}
    body = client.get("/api/v1/ask", query_string={"q": q["q"]}).get_json()
    assert body["lead"] == "faq" and body["answer"]["unsure"]
    kinds = [c["kind"] for c in body["answer"]["candidates"]]
    assert kinds == ["faq", "rule", "rule"] and body["answer"]["candidates"][0]["id"] == body["faq"][0]["id"]
    box = client.get("/ask", query_string=q).get_data(as_text=True).split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Diese Entscheidung und diese Regeln kommen in Frage" in box and box.count('class="rid"') == 3
    assert f'href="/faq/{body["faq"][0]["id"]}"' in box  # the entry's own page, not a rule page
    monkeypatch.setattr(web.core.data, "FAQ_CLOSE", float("-inf"))  # any entry close enough: it answers
    box = client.get("/ask", query_string=q).get_data(as_text=True).split('id="answer"', 1)[1].split("</section>", 1)[0]
    assert "Diese Entscheidung und diese Regeln" not in box and box.count('class="rid"') == 1


def test_a_question_naming_a_card_shows_the_card_first_in_the_readers_language(client):
    page = client.get("/ask", query_string={"q": "Czy mogę zagrać Gniew na ogłuszone stworzenie?", "ui": "de"}).get_data(
        as_text=True)
    cards = page.split('id="ask-cards"', 1)[1].split("</section>", 1)[0]
    assert "Zorn" in cards and 'href="/cards/cota-001"' in cards  # the German name on a German page
    assert "kf:faq/de-11" in cards and "Regeln, die ihr Text verwendet" in cards
    assert page.index('id="ask-cards"') < page.index('id="answer"')


@pytest.mark.parametrize("ui, heading", [("de", "Fragen, die diese Regel beantwortet"),
                                         ("en", "Questions this rule answers"),
                                         ("pl", "Pytania, na które odpowiada ta reguła")])
def test_a_rule_page_lists_the_questions_it_answers_in_the_page_language(client, index, ui, heading):
    # rules_index.asked: the German-only rule shows its English or Polish questions on those pages,
    # each a link that asks it about this game; the rule's own text stays German
    rule = index["rb:117.1"]
    page = html(client, f"/rules/rb:117.1?ui={ui}")
    assert heading in page
    section = page.split(heading, 1)[1].split("</section>", 1)[0]
    for q in rule.asked[ui]:
        assert f'<li lang="{ui}">' in section and q.replace("'", "&#39;") in section
    assert "/ask?q=" in section and "&amp;game=rb" in section
    assert rule.texts["de"].body.split(".")[0] in page


def test_the_rules_api_gives_the_questions_a_record_answers(client, index):
    body = client.get("/api/v1/rules/rb:117.1").get_json()
    assert body["asked"] == index["rb:117.1"].asked and set(body["asked"]) == {"de", "en", "pl"}
    assert client.get("/api/v1/rules/kf:faq/de-01").get_json()["asked"] == {}  # an FAQ entry is a question already
