"""Scenario errors for people (scenarios.messages): every field has a German and an English
label, the problem is said plainly in both languages, a misspelt key or value gets "did you
mean", pointers carry no union or validator segments, and the loader's English errors keep
their shape (what the CLI prints and judge.commands returns)."""

from __future__ import annotations

import json
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from scenarios.loader import ScenarioError, parse
from scenarios.messages import LABELS, MODEL_LABELS, label_of
from judge.games import scenario_model

TOLAS = Path(__file__).resolve().parents[2] / "scenarios" / "examples" / "keyforge" / "tolas-bad-penny.json"
INTERNAL = ("function-after", "/str", "/int", "/entry", "/definition", "/name/", "[", "keyforge/")


def tolas() -> dict:
    return json.loads(TOLAS.read_text(encoding="utf-8"))


def people(data) -> list[dict]:
    with pytest.raises(ScenarioError) as e:
        parse(data)
    return e.value.people


def by_pointer(data) -> dict[str, dict]:
    return {p["pointer"]: p for p in people(data)}


def models(tp, seen=None) -> set:
    seen = set() if seen is None else seen
    if typing.get_origin(tp) is not None or hasattr(tp, "__metadata__"):
        for a in typing.get_args(tp):
            models(a, seen)
    elif isinstance(tp, type) and issubclass(tp, BaseModel) and tp not in seen:
        seen.add(tp)
        for f in tp.model_fields.values():
            models(f.annotation, seen)
    return seen


def test_every_field_of_every_games_scenario_has_a_german_and_an_english_label():
    missing = sorted({f"{m.__name__}.{f}" for m in models(scenario_model()) for f in m.model_fields
                      if f not in LABELS and (m.__name__, f) not in MODEL_LABELS})
    assert missing == []
    assert dict(label_of("stunned")) == {"de": "Betäubt", "en": "Stunned", "pl": "Ogłuszone"}
    assert label_of("battleline")["de"] == "Schlachtreihe" and label_of("battleline")["pl"] == "Szyk"
    assert label_of("amber", "CardDef")["de"] == "Æmber-Bonus"
    assert dict(label_of("no_such_field")) == {"de": "„no_such_field“", "en": "No such field", "pl": "„no_such_field”"}


def test_a_wrong_type_names_the_field_and_says_what_it_must_be():
    d = tolas()
    d["board"]["players"]["alice"]["amber"] = "lots"
    err = by_pointer(d)["/board/players/alice/amber"]
    assert err["label_de"] == "alice › Æmber" and err["message_de"] == "muss eine ganze Zahl sein, nicht „lots“"
    assert err["label"] == "alice › Æmber" and err["message"] == 'must be a whole number, not "lots"'
    assert err["detail"].startswith("Input should be a valid integer")
    assert err["label_pl"] == "alice › Æmber" and err["message_pl"] == "musi być liczbą całkowitą, nie „lots”"


def test_a_misspelt_key_gets_the_nearest_keys_of_its_model():
    d = tolas()
    d["board"]["players"]["bob"]["battleline"] = [{"card": "Bad Penny", "stuned": True, "damage": 1000}]
    errs = by_pointer(d)
    stuned = errs["/board/players/bob/battleline/0/stuned"]
    assert stuned["label_de"] == "bob › Schlachtreihe › 1. Karte" and stuned["nearest"] == ["stunned"]
    assert stuned["message_de"] == "„stuned“ ist kein bekanntes Feld – meintest du „stunned“ (Betäubt)?"
    assert stuned["label_pl"] == "bob › Szyk › 1. karta"
    assert stuned["message_pl"] == "„stuned” nie jest znanym polem – czy chodziło o „stunned” (Ogłuszone)?"
    assert "did you mean \"stunned\"" in stuned["message"]
    damage = errs["/board/players/bob/battleline/0/damage"]
    assert damage["label_de"].endswith("› Schaden") and damage["message_de"] == "höchstens 999 (angegeben: 1000)"


def test_a_misspelt_value_gets_the_nearest_allowed_values():
    d = tolas()
    d["board"]["turn_step"] = "mian"
    d["actions"][0]["type"] = "fihgt"
    d["actions"].append({"type": "choose-house", "house": "untaemd"})
    d["expect"]["outcome"] = "complete"
    errs = by_pointer(d)
    assert errs["/board/turn_step"]["nearest"] == ["main"] and "meintest du „main“" in errs["/board/turn_step"][
        "message_de"]
    assert errs["/actions/0"]["nearest"] == ["fight"] and errs["/actions/0"]["label_de"] == "1. Aktion"
    assert errs["/actions/1/house"]["nearest"] == ["untamed"]
    assert "unbekannte Fraktion „untaemd“" in errs["/actions/1/house"]["message_de"]
    assert errs["/expect/outcome"]["nearest"] == ["completed"]


def test_pointers_carry_no_union_or_validator_segments():
    d = tolas()
    d["board"]["players"]["bob"]["artifacts"] = [{"card": {"name": "X", "house": "dsi", "type": "creature"}}]
    d["board"]["players"]["alice"]["battleline"][0]["power"] = "six"
    errs = people(d)
    assert {e["pointer"] for e in errs} == {"/board/players/bob/artifacts/0/card/house",
                                             "/board/players/alice/battleline/0/power"}
    assert not any(s in e["pointer"] for e in errs for s in INTERNAL)
    assert not any(s in e["label"] + e["label_de"] for e in errs for s in ("function-after", "entry", "definition"))
    house = next(e for e in errs if e["pointer"].endswith("/house"))
    assert house["nearest"] == ["dis"] and "Fraktion" in house["label_de"]


def test_a_missing_field_an_unknown_card_and_the_games_checks_in_german():
    d = tolas()
    del d["title"]
    d["board"]["players"]["alice"]["battleline"][1] = "Tolsa"
    errs = by_pointer(d)
    assert errs["/title"]["label_de"] == "Titel" and errs["/title"]["message_de"] == "fehlt (Pflichtangabe)"
    card = errs["/board/players/alice/battleline/1"]
    assert card["message_de"].startswith("unbekannte Karte „Tolsa“; ähnliche Namen: ") and "Tolas" in card["nearest"]
    assert card["message"].startswith("unknown card 'Tolsa'; nearest: ")
    d = tolas()
    d["actions"][0]["card"] = "Troll"
    d["faq"] = ["kf:faq/de-999"]
    errs = by_pointer(d)
    assert errs["/actions/0/card"]["message_de"] == "„Troll“ ist keine Karte dieses Szenarios"
    assert errs["/faq/0"]["message_de"].startswith("kein FAQ-Eintrag: „kf:faq/de-999“")
    d = tolas()
    d["board"]["players"]["carol"] = {}
    assert by_pointer(d)["/board"]["message_de"] == "ein KeyForge-Spielfeld hat genau zwei Spieler"


def test_other_games_are_worded_too():
    errs = by_pointer({"game": "riftbound", "title": "t", "board": {"turn_player": "alice", "phse": "x",
                                                                     "players": {"alice": {}, "bob": {}}}})
    assert errs["/board/phse"]["nearest"] == ["phase"] and errs["/board/phse"]["label_de"] == "Spielfeld"
    errs = by_pointer({"game": "ascension", "title": "t", "board": {"players": {"alice": {"honor": -1}, "bob": {}}},
                       "actions": [{"type": "aquire", "card": "X"}]})
    assert errs["/board/players/alice/honor"]["message_de"] == "mindestens 0 (angegeben: -1)"
    assert errs["/actions/0"]["nearest"] == ["acquire"]
    errs = by_pointer({"game": "keyforje", "title": "t"})
    assert errs["/game"]["message_de"].startswith("unbekanntes Spiel „keyforje“")


def test_the_loaders_english_errors_keep_their_shape():
    d = tolas()
    d["board"]["players"]["alice"]["amber"] = "lots"
    d["board"]["players"]["alice"]["battleline"][1] = "Tolsa"
    with pytest.raises(ScenarioError) as e:
        parse(d)
    assert all(set(err) <= {"pointer", "message", "nearest"} for err in e.value.errors)
    assert [err["pointer"] for err in e.value.errors] == [p["pointer"] for p in e.value.people]
    assert "/board/players/alice/amber: must be a whole number" in str(e.value)


def test_a_document_that_is_not_json_is_worded_in_german(tmp_path):
    from scenarios.loader import load

    p = tmp_path / "s.json"
    p.write_text('{\n "game": "keyforge",\n "title": }', encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load(p)
    assert e.value.errors[0]["message"].startswith("not JSON: Expecting value (line 3")
    assert e.value.people[0]["message_de"] == "kein gültiges JSON: ein Wert fehlt (Zeile 3, Spalte 11)"


def test_the_words_are_catalogue_messages_in_polish_too():
    from scenarios.messages import translate
    from scenarios.messages.text import length

    said = translate({"pointer": "", "message": "unknown house 'dsi'; known: dis, logos, mars"})
    assert said["message"] == "unknown house 'dsi'; known: dis, logos, mars"  # the validator's English as it is
    assert said["message_de"] == "unbekannte Fraktion „dsi“ – meintest du „dis“? Bekannt: dis, logos, mars"
    assert said["message_pl"] == "nieznany dom „dsi” – czy chodziło o „dis”? Znane: dis, logos, mars"
    # Polish has three forms where a count chooses the word
    assert [length("too_short", {"min_length": n})[0]["pl"] for n in (1, 2, 5)] == [
        "wymaga co najmniej 1 wpisu", "wymaga co najmniej 2 wpisów", "wymaga co najmniej 5 wpisów"]
    assert [length("string_too_long", {"max_length": n})[0]["pl"] for n in (1, 3, 40)] == [
        "najwyżej 1 znak", "najwyżej 3 znaki", "najwyżej 40 znaków"]
    assert length("too_short", {"min_length": 2})[0]["en"] == "needs at least 2 items"
