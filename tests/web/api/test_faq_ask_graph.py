"""The FAQ, ask and citation-graph endpoints of the JSON API, and their OpenAPI entries."""

import xml.etree.ElementTree as ET

import pytest

from web import create_app

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def test_faq_list_per_game_with_twins(client, index):
    entries = client.get("/api/v1/faq", query_string={"game": "kf", "lang": "de"}).get_json()["entries"]
    assert len(entries) == index.stats()["faq"]["kf-de"]
    first = next(e for e in entries if e["id"] == "kf:faq/de-01")
    assert first["twin"] == "kf:faq/pl-52" and first["langs"] == ["de"]
    assert "Köder" in first["question"] and first["cards"] == ["Bait and Switch"]
    every = client.get("/api/v1/faq").get_json()["entries"]
    assert {e["game"] for e in every} == {"kf", "asc", "soi"}
    assert len(client.get("/api/v1/faq?game=asc").get_json()["entries"]) == index.stats()["faq"]["asc"]


def test_faq_list_rejects_an_unknown_game(client):
    r = client.get("/api/v1/faq?game=rb")
    assert r.status_code == 400 and r.get_json()["pointer"] == "/game"


def test_faq_entry_has_answer_twin_and_cited_rules(client):
    body = client.get("/api/v1/faq/kf:faq/de-10").get_json()
    assert body["texts"]["de"]["answer"] and body["texts"]["de"]["edition"].startswith("v1.5")
    assert {r["id"] for r in body["rules"]} == {"kf:timing/destroyed", "kf:glossary/leaves-play"}
    assert body["twin"] and body["twin_question"]
    from web.core.builtin import for_faq

    entry = for_faq("kf:faq/de-10")  # the FAQ corpus is growing: a scenario if a file lists the entry
    assert body["scenario"] == (None if entry is None else {
        "id": entry.path, "path": entry.path, "title": entry.title, "url": "/trace?scenario=" + entry.path,
        "summary": None})


@pytest.mark.parametrize("faq_id", ["kf:faq/de-999", "kf:glossary/capture"])
def test_unknown_faq_entry_is_404_with_nearest_entries(client, faq_id):
    r = client.get(f"/api/v1/faq/{faq_id}")
    assert r.status_code == 404
    body = r.get_json()
    assert body["error"] == "unknown_faq" and body["pointer"] == "faq_id"
    assert body["nearest"] and all(":faq/" in n for n in body["nearest"])


def test_ask_finds_the_bait_and_switch_entry_first(client):
    body = client.get("/api/v1/ask", query_string={"q": "How many times does Bait and Switch steal?"}).get_json()
    assert body["faq"][0]["id"] in ("kf:faq/de-01", "kf:faq/pl-52")
    assert all(h["kind"] == "faq" and "twin" in h for h in body["faq"])
    assert body["faq"][0]["scenario"]["path"] == "faq/keyforge/de-01.json"
    assert body["rules"] and all(h["kind"] != "faq" for h in body["rules"])
    for h in body["faq"] + body["rules"]:
        for start, end in h["highlights"]:
            assert 0 <= start < end <= len(h["snippet"])


def test_ask_filters_by_game_and_language(client):
    body = client.get("/api/v1/ask", query_string={"q": "stunned creature fight", "game": "kf", "lang": "pl"}).get_json()
    assert body["faq"] and all(h["game"] == "kf" and h["lang"] == "pl" for h in body["faq"] + body["rules"])


@pytest.mark.parametrize("params,pointer", [({}, "/q"), ({"q": "x", "lang": "en"}, "/lang"),
                                            ({"q": "x", "limit": "99"}, "/limit")])
def test_bad_ask_parameters_are_400(client, params, pointer):
    r = client.get("/api/v1/ask", query_string=params)
    assert r.status_code == 400 and r.get_json()["pointer"] == pointer


def test_graph_svg_is_well_formed_with_links_and_a_legend(client):
    r = client.get("/api/v1/rules/rb:106.4.d/graph.svg")
    assert r.status_code == 200 and r.mimetype == "image/svg+xml"
    root = ET.fromstring(r.data)
    assert root.tag == SVG + "svg"
    hrefs = {a.get("href") for a in root.iter(SVG + "a")}
    assert {"/rules/rb:106.4", "/rules/rb:518", "/rules/rb:597"} <= hrefs
    legend = " ".join(t.text or "" for t in root.iter(SVG + "text"))
    assert "refers-to" in legend and "parent-of" in legend
    colours = {p.get("stroke") for p in root.iter(SVG + "path") if "edge" in (p.get("class") or "")}
    assert len(colours) == 2  # one colour per edge type


def test_graph_svg_caps_a_large_neighbourhood(client):
    root = ET.fromstring(client.get("/api/v1/rules/kf:rules/glossary/graph.svg").data)
    assert len(list(root.iter(SVG + "a"))) <= 2 * 12 + 1
    assert any("weitere" in (t.text or "") for t in root.iter(SVG + "text"))


def test_graph_svg_marks_edition_differences_and_card_nodes(client):
    root = ET.fromstring(client.get("/api/v1/rules/kf:faq/de-01/graph.svg").data)
    texts = [t.text or "" for t in root.iter(SVG + "text")]
    assert "card:cota-267" in texts and any("Bait and Switch" in t for t in texts)
    assert any("twin" in t for t in texts)
    setup = ET.fromstring(client.get("/api/v1/rules/kf:rules/setup/graph.svg").data)
    assert any("differs" in (t.text or "") for t in setup.iter(SVG + "text"))


def test_graph_svg_escapes_text(index):
    import networkx as nx

    from web.core.graph_svg import render_svg

    g = nx.MultiDiGraph()
    g.add_node("x:<b>", kind="rule", title='<script>alert("x")</script> & co')
    g.add_node("y", kind="rule", title="y")
    g.add_edge("x:<b>", "y", key="refers-to")
    svg = render_svg(g, "y")
    assert "<script>" not in svg and "&lt;script&gt;" in svg and "&amp; co" in svg
    ET.fromstring(svg)  # still well-formed


def test_graph_svg_of_unknown_rule_is_json_404(client):
    r = client.get("/api/v1/rules/rb:999.9/graph.svg")
    assert r.status_code == 404 and r.get_json()["error"] == "unknown_rule"


def test_openapi_documents_the_new_routes(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    paths = spec["paths"]
    assert {"/api/v1/faq", "/api/v1/faq/{faq_id}", "/api/v1/ask", "/api/v1/rules/{rule_id}/graph.svg"} <= set(paths)
    assert "image/svg+xml" in paths["/api/v1/rules/{rule_id}/graph.svg"]["get"]["responses"]["200"]["content"]
    assert {"AskOut", "FaqListOut", "FaqDetailOut"} <= set(spec["components"]["schemas"])
    assert not any(p == "/" or not p.startswith("/api/") for p in paths), "HTML pages stay out of the API document"


def test_ask_leads_with_the_published_ruling_when_an_faq_entry_answers(client):
    body = client.get("/api/v1/ask", query_string={"q": "Darf ich mit einer betäubten Kreatur über Zorn angreifen?"}).get_json()
    answer = body["answer"]
    assert body["lead"] == "faq" and answer["kind"] == "faq" and answer["id"] in ("kf:faq/de-11", "kf:faq/pl-46")
    assert set(answer["texts"]) == {"de", "pl"}  # the entry and its twin: the ruling in both editions
    assert "betäubt" in answer["texts"]["de"]["question"] and answer["texts"]["de"]["answer"]
    assert answer["scenario"]["url"].startswith("/trace?")


def test_ask_leads_with_the_rule_when_no_faq_entry_fits(client):
    body = client.get("/api/v1/ask", query_string={"q": "Riftbound: Wie viele Punkte braucht man im 2v2 zum Sieg?"}).get_json()
    assert body["lead"] == "rules" and body["answer"]["kind"] == "rule"
    assert body["answer"]["id"].startswith("rb:") and body["answer"]["snippet"]


def test_the_faq_paraphrases_of_the_benchmark_are_answered_by_their_ruling_first(client):
    """benchmarks/qa: the questions that paraphrase a published FAQ entry, in the dev and test
    splits. At least 85% of them lead with that entry (57 of 63 when this was written; the others
    lead with a rule, their entry second or third). The hold-out split's paraphrases are only
    measured (bench_qa.py), never asserted on: a test that must pass is a test tuned for."""
    import json
    from pathlib import Path

    questions = json.loads((Path(__file__).resolve().parents[3] / "benchmarks/qa/questions.json").read_text("utf-8"))
    faq = [q for q in questions if q["kind"] == "faq" and q["split"] in ("dev", "test")]
    led = 0
    for q in faq:
        a = client.get("/api/v1/ask", query_string={"q": q["question"]}).get_json()["answer"]
        led += bool(a and a["kind"] == "faq" and {a["id"], a.get("twin")} & set(q["answers"]))
    assert len(faq) >= 60 and led / len(faq) >= 0.85, f"{led} of {len(faq)}"


def test_an_faq_entry_of_another_game_never_answers_first():
    from web.core.data import _lead

    faq = [{"id": "asc:faq/03", "game": "asc", "why": "text+meaning"}]
    rules = [{"id": "rb:523", "game": "rb", "why": "text"}]
    meaning = {"asc:faq/03": 0.6, "rb:523": 0.2}  # the entry is far closer in meaning ...
    assert _lead(meaning, faq, rules, assumed="rb") == "rules"  # ... but about another game
    assert _lead(meaning, faq, rules, assumed=None) == "rules"  # (the best rule's game, when none is assumed)
    assert _lead(meaning, faq, rules, assumed="asc") == "faq"


def test_an_faq_entry_answers_first_by_meaning_and_by_the_words_it_shares_with_the_question():
    from web.core.data import LEAD_MARGIN, _lead

    faq = [{"id": "asc:faq/03", "game": "asc", "why": "text+meaning"}]
    rules = [{"id": "asc:spielvorbereitung", "game": "asc", "why": "text+meaning"}]
    # a question to a question: close in meaning
    meaning = {"asc:faq/03": 0.45 + LEAD_MARGIN + 0.05, "asc:spielvorbereitung": 0.45}
    # clearly closer, but it covers far fewer of the question's words: the rule answers first
    assert _lead(meaning, faq, rules, "asc", {"asc:faq/03": 0.3, "asc:spielvorbereitung": 0.8}) == "rules"
    assert _lead(meaning, faq, rules, "asc", {"asc:faq/03": 0.8, "asc:spielvorbereitung": 0.8}) == "faq"
    # hardly closer in meaning, but it covers more of the words
    assert _lead({"asc:faq/03": 0.46, "asc:spielvorbereitung": 0.45}, faq, rules, "asc",
                 {"asc:faq/03": 0.8, "asc:spielvorbereitung": 0.4}) == "faq"


@pytest.mark.parametrize("question, errata", [
    ("KeyForge: Was sagt die Errata zu Köder?", "kf:errata/cota-267"),
    ("Library Access errata?", "kf:errata/cota-115"),
    ("Dostęp do biblioteki – jaki jest poprawiony tekst karty?", "kf:errata/cota-115"),
])
def test_a_question_asking_for_a_cards_errata_leads_with_the_errata(client, question, errata):
    # the card's FAQ entries name it too, and would lead for a question naming the card
    body = client.get("/api/v1/ask", query_string={"q": question}).get_json()
    assert body["lead"] == "rules" and body["answer"]["id"] == errata
    assert body["faq"]  # the card's rulings are still listed
    plain = client.get("/api/v1/ask", query_string={"q": "Was macht Köder?"}).get_json()
    assert plain["lead"] == "faq"  # without "errata", the published ruling about the card leads


def test_a_riftbound_question_is_not_answered_by_an_ascension_ruling(client):
    body = client.get("/api/v1/ask", query_string={
        "q": "Ich hab eine verdeckte Karte auf einem Schlachtfeld liegen und meine letzte Einheit dort stirbt. "
             "Bleibt die Karte liegen?"}).get_json()
    assert body["game"]["assumed"] == "rb"
    assert body["lead"] == "rules" and body["answer"]["id"].startswith("rb:"), body["answer"]["id"]


def test_ask_shows_each_record_in_the_readers_language_where_it_has_one(client):
    # a Polish question matches the Polish texts; `show=de` asks for the German text of every
    # record both KeyForge rulebooks state, and marks those that have none
    q = {"q": "Czy ogłuszone stworzenie może walczyć?", "game": "kf"}
    plain = client.get("/api/v1/ask", query_string=q).get_json()
    shown = client.get("/api/v1/ask", query_string={**q, "show": "de"}).get_json()
    assert any(h["lang"] == "pl" for h in plain["rules"])
    assert [h["id"] for h in shown["rules"]] == [h["id"] for h in plain["rules"]]  # the ranking does not change
    for h in shown["rules"]:
        assert h["lang"] == "de" or h["other_lang"], h["id"]
    assert client.get("/api/v1/ask", query_string={**q, "show": "fr"}).status_code == 400


@pytest.mark.parametrize("question,game,key,rule", [
    ("Was macht Zorn, wenn meine Kreatur betäubt ist?", "keyforge", "cota-001", "kf:glossary/ready-and-fight"),
    ("Riftbound: when does Jinx - Rebel get ready?", "riftbound", "ogn-202", None),
    ("Ascension: what does Sea Tyrant do to the other players?", "ascension", "asc-sea-tyrant", "asc:glossary/konstrukte"),
    ("Shards of Infinity: Sporen-Klerikerin schnellausspielen – zählt das?", "shards", "soi-spore-cleric", None),
])
def test_a_question_naming_a_card_leads_with_the_card(client, question, game, key, rule):
    # issue 25, item 3: in every game whose cards the engine knows
    body = client.get("/api/v1/ask", query_string={"q": question}).get_json()
    card = body["cards"][0]
    assert (card["game"], card["key"], card["url"]) == (game, key, f"/cards/{key}")
    assert card["scenario_count"] >= len(card["scenarios"]) >= 1
    if rule:
        assert rule in [r["id"] for r in card["rules"]]


@pytest.mark.parametrize("question", [
    "Riftbound: löst Todesstoß aus, wenn meine Einheit verbannt wird?",  # a KeyForge card's German name, a Riftbound keyword
    "Ascension: if I banish a card from my hand, do I still get its effect?",  # "Banish" is a KeyForge card
    "Ich spiele mit einem geliehenen Deck von einem Kumpel. Wer gilt als Besitzer?",  # no game: one word is no card
])
def test_a_rules_word_that_another_game_prints_as_a_card_name_names_no_card(client, question):
    assert client.get("/api/v1/ask", query_string={"q": question}).get_json()["cards"] == []


def test_a_card_of_one_game_tells_ask_the_game_and_an_ordinary_word_names_no_card(client):
    # "Pitlord" and "Restringuntus" are KeyForge cards only: the question is taken to be about
    # KeyForge (rules_index.games); "control", written small, is the verb, not the card "Control"
    body = client.get("/api/v1/ask", query_string={
        "q": "I control Pitlord and my opponent's Restringuntus. Which house do I pick?"}).get_json()
    assert (body["game"]["assumed"], body["game"]["why"]) == ("kf", "card")
    assert {c["name_en"] for c in body["cards"]} == {"Pitlord", "Restringuntus"}
    assert all(r["game"] == "kf" for r in body["rules"][:3])
