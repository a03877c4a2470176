"""Every page in the Polish interface speaks Polish: no German or English that comes from the
code's catalogues (``web/i18n``) and no English the code is known to produce.

The check is the German pages' one (``test_german_pages``) with Polish as the page's language:
elements marked with another language (``lang="de"``: a rule the Polish rulebook does not state,
``lang="en"``: the printed card text, an explanation the engine has in English only) are left
out, and so are code, the user's JSON and quoted values."""

from __future__ import annotations

import re

import pytest
from tests.web.pages.test_german_pages import FRAGMENTS, GET_PAGES, GERMAN_TOO, normalized, visible_text

from web import create_app
from web.i18n import STRINGS
from web.i18n.catalogue import tr

#: the pages a Polish judge meets: asking, the rules, the FAQ, cards, the editor, traces of every
#: game, the builder and the deck check
PAGES = {name: GET_PAGES[name] for name in (
    "home", "search", "rules", "rule", "rule-rb", "faq", "cards", "card", "scenario", "trace-keyforge",
    "trace-faq", "trace-riftbound", "trace-ascension", "trace-shards", "explore", "refused", "rulings", "404",
    "builder", "builder-riftbound", "builder-games", "decks", "trace-keyforge-choice", "card-rb-legend",
)}
PAGES["ask-pl"] = "/ask?q=Czy+mog%C4%99+u%C5%BCy%C4%87+stworzenia%2C+kt%C3%B3re+zosta%C5%82o+zagrane+w+tej+turze%3F"
PAGES["faq-entry-pl"] = "/faq/kf:faq/pl-01"
PAGES["rule-pl-only"] = "/rules/kf:glossary/gigantic"
#: words the catalogue keeps the same in Polish or that are Polish words too
SAME = GERMAN_TOO | {"Team", "Chaos", "Promo", "Showcase", "Omega", "Alpha", "Samael", "Sanctum", "Logos", "Mars"}


def foreign_strings() -> list[str]:
    """The German and English of every UI string whose Polish differs, as fragments."""
    out = set()
    for msg in STRINGS.values():
        pl = tr("pl", msg)
        for lang in ("de", "en"):
            for piece in re.split(r"%[sd]|\{[^}]*\}", tr(lang, msg)):
                piece = piece.strip(" :.,()'\"·")
                if len(piece) >= 4 and piece.lower() not in pl.lower() and piece not in SAME:
                    out.add(piece)
    return sorted(out)


#: Riftbound's basic runes by their printed (English) names: Riftbound cards have no Polish names
RUNES = re.compile(r"\b(?:Fury|Calm|Mind|Body|Chaos|Order) Rune\b")


def offences(text: str) -> list[str]:
    text = RUNES.sub("", text)
    found = [s for s in foreign_strings() if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", text)]
    return found + [f for f in FRAGMENTS if re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", text)]


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    c = app.test_client()
    c.get("/?ui=pl")
    return c


@pytest.mark.parametrize("name", sorted(PAGES))
def test_a_polish_page_shows_no_german_or_english_from_the_code(client, name):
    r = client.get(PAGES[name])
    assert r.status_code in (200, 300, 404), (name, r.status_code)
    html = r.get_data(as_text=True)
    assert '<html lang="pl"' in html
    text = visible_text(html, "pl")
    assert len(text) > 100
    assert offences(text) == [], (name, offences(text), text[:3000])


def test_the_check_itself_catches_german_and_english():
    assert "Prüfen" in offences(visible_text("<p>Prüfen</p>", "pl"))
    assert "Validate" in offences(visible_text("<p>Validate</p>", "pl"))
    assert offences(visible_text('<p lang="de">Prüfen</p><p lang="en">Validate</p><p>Sprawdź</p>', "pl")) == []
    assert normalized("„Prüfen“") == "„…“"


# -- the trace's explanations in the page's language ---------------------------------------------
def test_a_polish_trace_shows_the_kernels_polish_explanation_and_a_german_one_none(client):
    url = "/trace?scenario=examples/keyforge/tolas-bad-penny.json"
    html = client.get(url + "&ui=pl").get_data(as_text=True)
    # a kernel step (a timing window with no abilities) is said in Polish, marked as the page's language
    assert '<p class="explain" lang="pl">Moment „Przed walką”: brak zdolności</p>' in html
    # an engine step of the game is said in Polish too (KeyForge's catalogue), with the Polish card name
    assert '<p class="explain" lang="pl">Test Ogre (wyczerpane) atakuje Zła Grosia</p>' in html
    assert 'class="explain" lang="en"' not in html  # no step of this trace falls back to English
    assert "Zeitpunkt „" not in html
    german = fresh().get(url + "&ui=de").get_data(as_text=True)
    assert '<p class="explain" lang="de">Zeitpunkt „Vor dem Kampf“: keine Fähigkeiten</p>' in german
    assert 'class="explain" lang="pl"' not in german and "brak zdolności" not in german and "Moment „" not in german


# -- which language a page speaks --------------------------------------------------------------
def fresh():
    app = create_app()
    app.testing = True
    return app.test_client()


@pytest.mark.parametrize("accept, lang, heading", [
    ("pl-PL,pl;q=0.9,en;q=0.8", "pl", "Zadaj pytanie"),
    ("en-GB,en;q=0.9", "en", "Ask a question"),
    ("de-AT", "de", "Frage stellen"),
    ("fr-FR,fr;q=0.9", "de", "Frage stellen"),  # none of the three: German
    ("", "de", "Frage stellen"),
])
def test_the_browser_language_chooses_the_interface(index, accept, lang, heading):
    html = fresh().get("/", headers={"Accept-Language": accept} if accept else {}).get_data(as_text=True)
    assert f'<html lang="{lang}">' in html and f"<h1>{heading}" in html


def test_an_explicit_choice_beats_the_browser_and_is_remembered(index):
    c = fresh()
    polish = {"Accept-Language": "pl"}
    assert '<html lang="en">' in c.get("/?ui=en", headers=polish).get_data(as_text=True)
    assert '<html lang="en">' in c.get("/rules", headers=polish).get_data(as_text=True)  # the cookie
    assert '<html lang="pl">' in c.get("/rules?ui=pl").get_data(as_text=True)
    assert '<html lang="de">' in c.get("/rules?ui=xx", headers={"Accept-Language": "de"}).get_data(as_text=True) \
        or '<html lang="pl">' in c.get("/rules").get_data(as_text=True)  # an unknown choice changes nothing


def test_the_builder_takes_its_words_in_polish_from_the_catalogue(index):
    import json
    from html import unescape

    html = fresh().get("/scenario/new?game=keyforge&ui=pl").get_data(as_text=True)
    texts = json.loads(unescape(re.search(r"data-i18n='([^']*)'", html).group(1)))
    assert texts["b_heading"] == "Zbuduj scenariusz" and texts["house_shadows"] == "Cienie"
    assert texts["act_fight"] == "Walka"


# -- an explorer's options in words (yes/no, done) in the page's language -----------------------
def test_an_option_in_words_is_shown_in_the_pages_language_and_a_name_as_it_stands():
    from judge.kernel import Option, Prompt
    from judge.kernel.choices import NO, YES
    from web.pages.scenario_views import prompt_view

    p = Prompt("may:x", "alice", {"de": "Tun?", "en": "Do it?"}, (Option(*YES), Option(*NO), Option("troll", "Troll")))
    labels = {ui: [o["label"] for o in prompt_view(p.to_dict(), ui)["options"]] for ui in ("de", "en", "pl")}
    assert labels == {"de": ["ja", "nein", "Troll"], "en": ["yes", "no", "Troll"], "pl": ["tak", "nie", "Troll"]}
