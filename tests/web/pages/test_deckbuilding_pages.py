"""Ascension and Shards of Infinity on the pages: the editor draws a deck-builder board
(center row, honor or health and mastery, constructs or champions), the trace names the
windows in German and English, and the API resolves and explains a refusal."""

import json

import pytest

from web import create_app

ASC = {"game": "ascension", "title": "Verpester besiegen",
       "board": {"players": {"alice": {"hand": ["Schwere Infanterie", "Miliz"], "constructs": ["Yggdrasil-Stab"],
                                       "honor": 4}, "bob": {}},
                 "center_row": ["Verpester", "Wolfsschamane"], "center_deck": ["Tyrann der Erde"], "honor_pool": 20},
       "actions": [{"type": "play", "card": "Schwere Infanterie"}, {"type": "play", "card": "Miliz"},
                   {"type": "defeat", "card": "Verpester"}],
       "choices": {"banish:Verpester": "none"}}
SOI = {"game": "shards", "title": "Schild",
       "board": {"players": {"alice": {"power": 7, "mastery": 12}, "bob": {"hand": ["Code-Seherin"],
                                                                         "champions": ["Systema-K.I."]}},
                 "center_row": ["Sporen-Klerikerin"]},
       "actions": [{"type": "attack"}], "choices": {"shield:bob": "Code-Seherin"}}


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def page(r, status=200) -> str:
    assert r.status_code == status, (r.status_code, r.get_data(as_text=True)[:500])
    return r.get_data(as_text=True)


def test_the_editor_draws_an_ascension_board(client):
    html = page(client.post("/scenario?ui=de", data={"scenario": json.dumps(ASC), "action": "validate"}))
    row = html.split('id="center-row"', 1)[1].split("</div>", 1)[0]
    assert "Zentrale Auslage" in row and "Verpester" in row and "Wolfsschamane" in row
    assert "Ehre-Vorrat: <strong>20</strong>" in html and "Yggdrasil-Stab" in html.split('id="player-alice"', 1)[1]


def test_the_editor_draws_a_shards_board_in_english(client):
    html = page(client.post("/scenario?ui=en", data={"scenario": json.dumps(SOI), "action": "validate"}))
    alice = html.split('id="player-alice"', 1)[1].split('id="player-bob"', 1)[0]
    assert "<b>12</b><span>Mastery</span>" in alice and "<b>50</b><span>Health</span>" in alice
    assert "Systema-K.I." in html.split('id="player-bob"', 1)[1]


def test_the_trace_names_the_reward_window_and_the_shield(client):
    html = page(client.post("/trace?ui=de", data={"scenario": json.dumps(ASC)}))
    assert "Belohnung" in html and "asc:faq/10" in html
    html = page(client.post("/trace?ui=en", data={"scenario": json.dumps(SOI)}))
    assert "Attack phase" in html and "bob shows Code-Seherin" in html


def test_the_api_refuses_an_acquire_without_runes_and_names_the_rule(client):
    data = dict(ASC, actions=[{"type": "acquire", "card": "Wolfsschamane"}])
    r = client.post("/api/v1/resolve", json=data)
    assert r.status_code == 200
    out = r.get_json()
    assert out["outcome"] == "refused"
    assert out["refused"]["rule"] == "asc:spielablauf/helden-und-konstrukte-kaufen"
    assert out["final_state"]["center"]["row"] == ["Verpester", "Wolfsschamane"]


def test_the_trace_draws_the_center_row_and_resources_where_they_change(client):
    html = page(client.post("/trace?ui=de", data={"scenario": json.dumps(ASC)}))
    panels = html.split('class="round deck-panel changed"')[1:]
    assert panels and "Verpester" in panels[0] and "Tyrann der Erde" in panels[-1]  # refilled into the row
    assert "Ehre 6" in panels[-1]  # 4 tokens + the Verpester's 2
