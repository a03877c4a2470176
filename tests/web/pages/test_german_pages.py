"""Every page in the German interface speaks German: no English that comes from the code.

Each page is rendered in German and its visible text (text nodes, and the title,
placeholder and aria-label attributes people see) is checked against

- every English string of ``web.i18n.STRINGS`` whose German differs (a label the template
  forgot to translate, or a key shown in the wrong language), and
- a list of English fragments the code is known to produce: pydantic's messages, the
  engine's status words ("completed", "refused", "outcome"), werkzeug's error texts.

What is not the code's English is left out: elements marked with another language
(``lang="en"``: the English line of a trace step, an English scenario title, the printed
card text, the rulings document; ``lang="pl"``: Polish rule texts), ``<code>``/``<pre>``
(identifiers: JSON pointers, rule IDs, window codes, the card format), the editor's
textarea (the user's JSON), and text in German quotes „…“ (values and keys the user types).
Uses only the standard library's HTML parser.
"""

from __future__ import annotations

import json
import re
from html import unescape as html_unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from web import create_app
from web.i18n import STRINGS
from web.i18n.catalogue import tr

ROOT = Path(__file__).resolve().parents[3] / "scenarios"
TOLAS = "examples/keyforge/tolas-bad-penny.json"
SKIP = {"code", "pre", "textarea", "script", "style", "kbd", "samp", "title", "q"}  # <title>: the h1's words; <q>: the user's query
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SEEN_ATTRS = ("title", "placeholder", "aria-label", "alt")
#: English the code is known to produce (pydantic, the engine, werkzeug, our own old labels)
FRAGMENTS = (
    "Field required", "Input should be", "Extra inputs are not permitted", "String should have", "Value error",
    "valid integer", "function-after", "union_tag", "literal_error", "should be", "must be", "is missing",
    "not a known field", "did you mean", "Did you mean", "Allowed:", "nearest:", "unknown card", "not JSON",
    "Expecting value", "names no card", "outcome", "completed", "refused", "passed", "failed", "expect",
    "explored", "Window '", "Step 1", "Step 2", "Step 3", "The method is not allowed", "The browser (or proxy)",
    "Citation graph", "more", "parent-of", "refers-to", "Nearest names", "Battleline", "Discard", "House",
    "not allowed", "Action 0", "is not", "the engine", "There is no", "does not exist", "Trace", "Validate",
    "Breadcrumb", "Language",
)


class Visible(HTMLParser):
    """The text people see, minus foreign-language and code elements (``page_lang``: the page's
    language; an element marked with another is skipped)."""

    def __init__(self, page_lang: str = "de"):
        super().__init__(convert_charrefs=True)
        self.page_lang = page_lang
        self.stack: list[tuple[str, bool]] = []  # (tag, skipped)
        self.parts: list[str] = []

    def skipped(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        lang = a.get("lang")
        skip = self.skipped() or tag in SKIP or (lang is not None and not lang.startswith(self.page_lang))
        if not skip:
            self.parts += [a[k] for k in SEEN_ATTRS if a.get(k)]
        if tag not in VOID:
            self.stack.append((tag, skip))

    def handle_startendtag(self, tag, attrs):
        if not self.skipped():
            self.parts += [v for k, v in attrs if k in SEEN_ATTRS and v]

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):  # close up to the matching tag
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if not self.skipped():
            self.parts.append(data)


def visible_text(html: str, page_lang: str = "de") -> str:
    p = Visible(page_lang)
    p.feed(html)
    return normalized(" ".join(p.parts))


def normalized(text: str) -> str:
    """Whitespace folded; left out: quoted values, rule IDs, icon notation."""
    text = " ".join(text.split())
    text = re.sub(r"„[^“”]*[“”]", "„…“", text)  # values and keys the user types (German or Polish quotes)
    text = re.sub(r"\b(?:kf|rb|asc|soi):\S+", "ID", text)  # rule IDs
    return re.sub(r"\{[A-Za-z?]+\}", "{…}", text)  # the documents' icon notation: {Mastery}, {Shield}


#: English words that are German game terms too: Riftbound's German rules say "Power"; "Void"
#: begins Riftbound card names (Void Seeker); "Order" begins "Order Initiate", a Shards card the
#: card facts give no German name (name_de null), so its English name is its name on a German page
GERMAN_TOO = {"Power", "Void", "Order"}


def english_strings() -> list[str]:
    """The English of every UI string whose German differs, as fragments without format codes."""
    out = set()
    for msg in STRINGS.values():
        de, en = tr("de", msg), tr("en", msg)
        if de == en:
            continue
        for piece in re.split(r"%[sd]|\{[^}]*\}", en):
            piece = piece.strip(" :.,()'\"")
            if len(piece) >= 4 and piece.lower() != de.lower() and piece not in GERMAN_TOO:
                out.add(piece)
    return sorted(out)


def offences(text: str) -> list[str]:
    found = [s for s in english_strings() if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", text)]
    found += [f for f in FRAGMENTS if re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", text)]
    return found


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    c = app.test_client()
    c.get("/?ui=de")
    return c


def scenario_text(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


def broken_scenarios() -> dict[str, str]:
    """Invalid scenarios covering the kinds of error the editor words."""
    d = json.loads(scenario_text(TOLAS))
    d["board"]["players"]["alice"]["amber"] = "lots"  # a type
    d["board"]["players"]["bob"]["battleline"] = [{"card": "Bad Penny", "stuned": True, "damage": 1000}]  # key, bound
    d["board"]["players"]["alice"]["battleline"][1] = "Tolsa"  # an unknown card
    d["board"]["turn_step"] = "mian"  # a literal
    d["actions"][0]["type"] = "fihgt"  # an action type
    d["expect"]["outcome"] = "complete"
    del d["title"]  # a missing field
    e = json.loads(scenario_text(TOLAS))
    e["board"]["players"]["bob"]["houses"] = ["shdows"]  # a validator's message
    e["board"]["players"]["alice"]["battleline"][0]["hosue"] = "brobnar"
    e["board"]["players"]["carol"] = {}
    f = json.loads(scenario_text(TOLAS))
    f["actions"][0]["card"] = "Troll"  # the game's own check
    f["faq"] = ["kf:faq/de-999"]
    return {"types": json.dumps(d, indent=1), "validators": json.dumps(e, indent=1),
            "checks": json.dumps(f, indent=1), "not-json": '{\n "game": "keyforge",\n "title": }'}


GET_PAGES = {
    "home": "/", "ask": "/ask?q=Kann+eine+betäubte+Kreatur+kämpfen%3F", "search": "/search?q=Schaden",
    "rules": "/rules", "rule": "/rules/kf:glossary/ward", "rule-rb": "/rules/rb:543.1", "faq": "/faq",
    "faq-entry": "/faq/kf:faq/de-01", "cards": "/cards?q=Zorn", "card": "/cards/cota-267", "scenario": "/scenario",
    "trace-keyforge": "/trace?scenario=examples/keyforge/anger-ready-and-fight.json",
    "trace-faq": "/trace?scenario=faq/keyforge/de-01.json",
    "trace-riftbound": "/trace?scenario=examples/riftbound/chain-three-items-who-has-priority.json",
    "trace-ascension": "/trace?scenario=examples/ascension/team-give-a-card-to-the-teammate.json",
    "trace-shards": "/trace?scenario=examples/shards/fokus-nur-einmal-pro-zug.json",
    "explore": "/trace?scenario=examples/keyforge/destroyed-order-explored.json",
    "refused": "/trace?scenario=examples/keyforge/fight-taunt-refused.json",
    "rulings": "/rulings", "404": "/no-such-page", "rule-404": "/rules/kf:glossary/wardd",
    "scenario-404": "/trace?scenario=examples/keyforge/tolas-bad-peny.json",
}


def shared(path: str) -> str:
    """A scenario shared as the builder shares it: base64url of its UTF-8 JSON."""
    import base64

    return base64.urlsafe_b64encode(scenario_text(path).encode("utf-8")).decode("ascii").rstrip("=")


#: traces whose steps have choices, a showdown and cleanups, zone moves of every game
TRACES = {
    "trace-keyforge-choice": "examples/keyforge/flank-prompt-answered.json",
    "trace-keyforge-errata": "errata/keyforge/cota-169-mass-abduction.json",
    "trace-riftbound-cleanup": "examples/riftbound/cleanup-after-chain-starts-combat.json",
    "trace-riftbound-showdown": "examples/riftbound/showdown-ended-by-consecutive-passes.json",
    "trace-riftbound-assign": "examples/riftbound/ex-626.1.d.2-1-b.json",
    "trace-ascension-acquire": "examples/ascension/druids-acquire-the-card-the-refill-revealed.json",
    "trace-shards-champion": "examples/shards/champion-ausspielen-aktivieren-bleibt-im-spiel.json",
}
GET_PAGES.update({name: "/trace?scenario=" + path for name, path in TRACES.items()})
GET_PAGES.update({  # card pages: printed text with icons, sets the German rulebook names or not, traits
    "card-urchin": "/cards/cota-315", "card-punch": "/cards/cota-036", "card-aoa": "/cards/aoa-001",
    "cards-sets": "/cards",
    # Riftbound: a hand-written legend with its examples and scenarios, a unit whose text has icons and
    # does not all compile, a card beyond the rulebook; a search finding both games, a misspelling,
    # a name both games print, an unknown card with the nearest names of both
    "card-rb-legend": "/cards/ogn-251", "card-rb-unit": "/cards/ogn-030", "card-rb-partly": "/cards/sfd-001",
    "card-rb-beyond": "/cards/sfd-002", "cards-rb-search": "/cards?q=Jinx", "cards-rb-misspelt": "/cards?q=Jinks+Rebel",
    "cards-both": "/cards?q=Smite", "card-choice": "/cards/Smite", "card-404": "/cards/Stalwart%20Knight",
    "search-rb-card": "/search?q=Wann+zieht+Loose+Cannon%3F",
})
GET_PAGES.update({  # the scenario builder, and traces of scenarios shared by link
    "builder": "/scenario/new?game=keyforge", "builder-riftbound": "/scenario/new?game=riftbound",
    "builder-games": "/scenario/new", "builder-shared": "/scenario/new?s=" + shared("examples/shards/fokus-nur-einmal-pro-zug.json"),
    "trace-shared": "/trace?s=" + shared("examples/keyforge/anger-ready-and-fight.json"),
    "print": "/trace/print?scenario=faq/keyforge/de-01.json",
    "print-riftbound": "/trace/print?scenario=examples/riftbound/chain-three-items-resolve-newest-first.json",
    "print-shared": "/trace/print?s=" + shared("examples/keyforge/anger-ready-and-fight.json"),
    "decks": "/decks/check", "decks-example": "/decks/check?example=jinx-origins",
    "decks-404": "/decks/check?example=no-such-list",
})


@pytest.mark.parametrize("name", sorted(GET_PAGES))
def test_a_german_page_shows_no_english_from_the_code(client, name):
    r = client.get(GET_PAGES[name])
    assert r.status_code in (200, 300, 404), (name, r.status_code)
    text = visible_text(r.get_data(as_text=True))
    assert len(text) > 100
    assert offences(text) == [], (name, offences(text), text[:3000])


@pytest.mark.parametrize("kind", ["valid", "types", "validators", "checks", "not-json"])
def test_the_editor_in_german_words_its_errors_in_german(client, kind):
    body = scenario_text(TOLAS) if kind == "valid" else broken_scenarios()[kind]
    r = client.post("/scenario", data={"scenario": body, "action": "validate"})
    html = r.get_data(as_text=True)
    text = visible_text(html)
    assert offences(text) == [], (kind, offences(text), text[:3000])
    if kind != "valid":
        assert 'id="errors"' in html
        marks = normalized(html_unescape(" ".join(re.findall(r'class="err" title="([^"]*)"', html))))
        assert marks and offences(marks) == [], marks


def test_the_editor_names_the_field_and_offers_what_was_meant(client):
    html = client.post("/scenario", data={"scenario": broken_scenarios()["types"], "action": "validate"}
                       ).get_data(as_text=True)
    errors = {m.group(1): m.group(2) for m in re.finditer(
        r'<li class="error" data-pointer="([^"]*)".*?>(.*?)</li>', html, re.S)}
    stuned = errors["/board/players/bob/battleline/0/stuned"]
    assert "bob › Schlachtreihe › 1. Karte" in stuned and "ist kein bekanntes Feld" in stuned
    assert "meintest du „stunned“ (Betäubt)" in stuned and '<code class="near">stunned</code>' in stuned
    assert "Æmber" in errors["/board/players/alice/amber"] and "muss eine ganze Zahl sein" in errors[
        "/board/players/alice/amber"]
    assert "höchstens 999" in errors["/board/players/bob/battleline/0/damage"]
    assert "fehlt" in errors["/title"] and "Titel" in errors["/title"]
    assert "meintest du „main“" in errors["/board/turn_step"] and "Zugschritt" in errors["/board/turn_step"]
    assert "meintest du „fight“" in errors["/actions/0"] and "1. Aktion" in errors["/actions/0"]
    assert "unbekannte Karte „Tolsa“; ähnliche Namen" in errors["/board/players/alice/battleline/1"]
    html = client.post("/scenario?ui=en", data={"scenario": broken_scenarios()["types"], "action": "validate"}
                       ).get_data(as_text=True)
    client.get("/?ui=de")
    assert "is not a known field – did you mean &#34;stunned&#34; (Stunned)?" in html
    assert "Battleline" in html and "must be a whole number" in html


def test_posted_traces_and_an_unanswered_prompt_in_german(client):
    d = json.loads(scenario_text("examples/keyforge/flank-prompt-answered.json"))
    d["choices"] = []
    for action in ("resolve", "explore"):
        r = client.post("/trace", data={"scenario": json.dumps(d), "action": action})
        text = visible_text(r.get_data(as_text=True))
        assert offences(text) == [], (action, offences(text), text[:3000])


DECK = (ROOT / "decks/riftbound/jinx-origins.deck.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("kind, text", [
    ("legal", DECK + "\nSideboard:\n2 Cleave\n"),
    ("broken", DECK.replace("3 Gust", "4 Gust").replace("6 Chaos Rune", "5 Order Rune").replace(
        "Champion:\n1 Jinx - Rebel", "Champion:\n1 Tibbers").replace("1 The Grand Plaza\n", "")),
    ("unreadable", DECK.replace("3 Gust", "3 Gsut").replace("MainDeck:", "Tokens:")),
    ("json", (ROOT / "decks/riftbound/jinx-legal.deck.json").read_text(encoding="utf-8").replace('"Tibbers"', '"x"')
     .replace('"champion": "Jinx - Rebel"', '"champion": "Tibbers"')),
])
def test_the_deck_check_in_german_words_its_verdict_in_german(client, kind, text):
    r = client.post("/decks/check", data={"text": text, "mode": ""})
    html = r.get_data(as_text=True)
    assert 'id="verdict"' in html
    text = visible_text(html)
    assert offences(text) == [], (kind, offences(text), text[:3000])
    assert RAW_PATH.findall(text) == [] and RAW_ID.findall(text) == [] and RAW_JSON.findall(text) == []


def test_an_error_page_is_german(client):
    r = client.post("/rules")  # 405
    assert r.status_code == 405
    text = visible_text(r.get_data(as_text=True))
    assert offences(text) == [] and "Diese Adresse nimmt diese Art Anfrage nicht an" in text


def test_the_check_itself_catches_english():
    assert "Validate" in offences(visible_text("<p>Validate</p>"))
    assert offences(visible_text('<p lang="en">Validate</p><code>outcome</code><p>„completed“</p>')) == []
    assert "Input should be" in offences(visible_text('<span title="Input should be a valid integer">1</span>'))


# -- engine internals and English on German pages (issue 21, item 5) ---------------------------
#: a dotted path of the engine's state (players.alice.amber, cards.urchin.exhausted, turn.uses …)
RAW_PATH = re.compile(r"\b(?:players|cards|turn|battlefields|priority|focus|center|effects|decks)\.(?!json\b)[a-z_]+")
#: an ID with a colon: a prompt ("assign:alice"), a zone ("bf:ridge"); rule IDs are normalised to "ID" first
RAW_ID = re.compile(r"\b[a-z][a-z-]*:[a-z][\w-]*")
#: icon tokens of the card data
RAW_ICON = re.compile(r"<[AD]>|:rb_[a-z0-9_]+:")
#: a state value as JSON: {"Troll": 1}, ["urchin", "test-ogre"], [], {}
RAW_JSON = re.compile(r'[\[{]"|"[\]}]|\[\]|\{\}')


@pytest.mark.parametrize("name", sorted(GET_PAGES))
def test_a_german_page_shows_no_engine_paths_ids_or_icon_tokens(client, name):
    r = client.get(GET_PAGES[name])
    text = visible_text(r.get_data(as_text=True))
    assert RAW_PATH.findall(text) == [], (name, RAW_PATH.findall(text))
    assert RAW_ID.findall(text) == [], (name, RAW_ID.findall(text))
    assert RAW_ICON.findall(text) == [], (name, RAW_ICON.findall(text))
    assert RAW_JSON.findall(text) == [], (name, RAW_JSON.findall(text))


def english_lines(path: str) -> list[str]:
    """The English explanations of a scenario's trace where the engine has a German one too."""
    from judge.commands import resolve_data

    _, out = resolve_data(json.loads(scenario_text(path)))
    return [s["explain"]["en"] for s in out["steps"]
            if s["explain"].get("de") and len(s["explain"].get("en", "")) >= 12
            and s["explain"]["en"] not in s["explain"]["de"]]


@pytest.mark.parametrize("name", sorted(n for n in GET_PAGES if n.startswith(("trace-", "print"))
                                        and "scenario=" in GET_PAGES[n]))
def test_a_german_trace_shows_the_german_line_only(client, name):
    """The checker skips lang="en" elements, so the page's HTML itself is searched."""
    from markupsafe import escape

    html = client.get(GET_PAGES[name]).get_data(as_text=True)
    assert 'class="explain-other" lang="en"' not in html
    path = GET_PAGES[name].split("scenario=", 1)[1]
    lines = english_lines(path)
    assert lines, "the scenario has English lines to look for"
    shown = [line for line in lines if str(escape(line)) in html]
    assert shown == [], (name, shown[:5])


def test_a_german_trace_tells_changes_as_sentences_and_keeps_the_raw_ones_collapsed(client):
    html = client.get(GET_PAGES["trace-keyforge-choice"]).get_data(as_text=True)
    assert "<li>Straßenkind kommt in alices Schlachtreihe</li>" in html
    assert "<li>Straßenkind ist erschöpft</li>" in html
    assert "<li>Aktive Fraktion von alice: Schatten</li>" in html
    assert 'Wahl: <strong>links</strong>' in html and "alice wählt links: An welche Flanke" in html
    raw = re.findall(r'<details class="raw-changes"><summary>(.*?)</summary>(.*?)</details>', html, re.DOTALL)
    assert raw and all(summary.startswith("Zustand (technisch)") for summary, _ in raw)
    assert '<code class="path">players.alice.battleline</code>' in html, "every raw change stays, in <code>"
    assert '<code class="path">turn.step_actions</code>' in html and "step_actions" not in visible_text(html)


def test_a_riftbound_trace_in_german_names_modes_steps_and_prompts_in_german(client):
    html = client.get(GET_PAGES["trace-riftbound-cleanup"]).get_data(as_text=True)
    text = visible_text(html)
    assert "Spielmodus Duell" in text and "Spielmodus duel" not in text
    assert '<span class="w-label">Aufräumen' in html, "the cleanup's heading in German"
    html = client.get(GET_PAGES["trace-riftbound-assign"]).get_data(as_text=True)
    assert "Wahl: <strong>Wache A: 3, Wache B: 2</strong>" in html
    d = json.loads(scenario_text(TRACES["trace-riftbound-assign"]))
    d["choices"], d["expect"] = {}, None
    html = client.post("/trace", data={"scenario": json.dumps(d), "action": "resolve"}).get_data(as_text=True)
    assert "<code>assign:alice</code>" in html and "assign:alice" not in visible_text(html)


def test_the_builders_card_search_draws_the_icons_of_the_printed_text(client):
    for game, q, icon in (("keyforge", "Urchin", "Æ"), ("keyforge", "Punch", " damage"),
                          ("riftbound", "Jinx", "Energy]"), ("riftbound", "Poro", "Might")):
        cards = client.get(f"/api/v1/library?game={game}&q={q}").get_json()["cards"]
        shown = [c["text_shown"] for c in cards if c.get("text")]
        assert shown and any(icon in t for t in shown), (game, q, shown)
        assert not any(RAW_ICON.search(t) for t in shown), (game, q, shown)
    texts = json.loads(html_unescape(re.search(r"data-i18n='([^']*)'",
                                               client.get("/scenario/new?game=keyforge").get_data(as_text=True)).group(1)))
    assert texts["b_printed_text_en"] == "Kartentext (englisch, wie gedruckt)"


def test_card_pages_draw_icons_and_mark_english_set_names_and_traits(client):
    from rules_index.catalogue import catalogue

    html = client.get("/cards/cota-315").get_data(as_text=True)
    assert "Steal 1Æ." in html and "&lt;A&gt;" not in html and "Kartentext (englisch, wie gedruckt)" in html
    assert '<span lang="en">elf</span>' in html, "traits are printed English"
    html = client.get("/cards/cota-036").get_data(as_text=True)  # the printed text is lang="en": the HTML itself
    assert "Deal 2 damage to each" in html and not re.search(r"&lt;D&gt;|\dD\b", html)
    english = [s["name"] for s in catalogue().sets.values()]
    for url in ("/cards", "/cards/cota-315", "/cards/aoa-001", "/cards/cota-036"):
        text = visible_text(client.get(url).get_data(as_text=True))
        assert [n for n in english if n in text] == [], url
    assert "Ruf der Archonten" in visible_text(client.get("/cards/cota-315").get_data(as_text=True))
    assert '<span lang="en">Age of Ascension</span>' in client.get("/cards").get_data(as_text=True)


def test_riftbound_card_pages_name_facts_in_german_and_mark_what_is_printed_in_english(client):
    from rules_index.riftbound_catalogue import rb_catalogue

    html = client.get("/cards/ogn-030").get_data(as_text=True)  # Jinx - Demolitionist
    text = visible_text(html)
    assert "Typ: Einheit · Champion · Domäne: Wut · Energiekosten 3 · Powerkosten: [Wut] · Macht 4" in text
    assert "Seltenheit: Selten" in text and "Sturmangriff 2" in text and "Beschleunigen" in text
    assert "Jinx - Demolitionist" not in text, "the printed name is marked English"
    assert '<span lang="en">Zaun</span>' in html, "tags are printed English"
    english = [s["name"] for s in rb_catalogue().sets.values()]
    for url in ("/cards", "/cards/ogn-030", "/cards/sfd-002", "/cards?q=Jinx"):
        text = visible_text(client.get(url).get_data(as_text=True))
        assert [n for n in english if n in text] == [], url
