"""Every card of both base sets is in the library with the facts of the vendored card facts
(rules_index/sources/cards/ascension-cards.json: 53 cards; shards-cards.json: 49): found by
its English name and by its German name where the German rulebook gives one, and with the
same cost, honor, power to defeat, type, faction, copies, role (Ascension), defense,
shield and mercenary status (Shards). The centre deck a board does not state is the real one."""

import json
from pathlib import Path

import pytest

from judge.ascension.cards.library import card_page as asc_page
from judge.ascension.cards.library import library as asc_library
from judge.shards.cards.library import card_page as soi_page
from judge.shards.cards.library import library as soi_library

ROOT = Path(__file__).resolve().parents[3]
FACTS = ROOT / "rules_index" / "sources" / "cards"
#: German names the Shards rulebook prints in its examples for cards the card facts list
#: without a German name (docs/deckbuilding.md, "Card facts")
RULEBOOK_ONLY = {"fungal_hermit": "Mycel-Eremit", "command_seer": "Code-Seherin"}


def facts(game: str) -> list[dict]:
    return json.loads((FACTS / f"{game}-cards.json").read_text(encoding="utf-8"))["cards"]


def by_id(lib) -> dict:
    out = {}
    for d in lib.cards.values():
        assert d.id not in out, f"two definitions for {d.id}"
        out[d.id] = d
    return out


def test_the_vendored_facts_hold_no_card_text():
    for game in ("ascension", "shards"):
        for c in facts(game):
            assert not [k for k in c if k.startswith("text")], c["id"]


@pytest.mark.parametrize("game, lib, n", [("ascension", asc_library, 53), ("shards", soi_library, 49)])
def test_every_card_has_one_definition_found_by_its_names(game, lib, n):
    cards, defs = facts(game), by_id(lib())
    assert len(cards) == n and sorted(defs) == sorted(c["id"] for c in cards)
    for c in cards:
        d = defs[c["id"]]
        assert lib().get(c["name_en"]) is d, c["name_en"]
        assert d.en == c["name_en"]
        german = c.get("name_de") or c.get("name_de_as_written")
        if german:
            assert lib().get(german) is d, german  # the rulebook's spelling, OCR damage and all
        if c.get("name_de"):
            assert d.name == c["name_de"]
        elif not german and c["id"] not in RULEBOOK_ONLY:
            assert d.name == c["name_en"], f"{c['id']}: no German name is known, so none is made up"


def test_the_two_german_names_beyond_the_facts_are_printed_in_the_rulebook():
    text = (ROOT / "rules_index" / "sources" / "shards-of-infinity-de.txt").read_text(encoding="utf-8")
    defs = by_id(soi_library())
    for cid, name in RULEBOOK_ONLY.items():
        assert defs[cid].name == name and name in text


def test_ascension_facts_match():
    defs = by_id(asc_library())
    for c in facts("ascension"):
        d = defs[c["id"]]
        assert d.type == c["type"].lower(), c["id"]
        assert d.faction == (c["faction"].lower() if c["faction"] else None), c["id"]
        assert d.count == c["count"], c["id"]
        assert d.role() == c["role"], c["id"]
        if d.type == "monster":
            assert (d.power, d.cost, d.honor) == (c["power_to_defeat"], 0, 0), c["id"]
        else:
            assert (d.cost, d.honor) == (c["cost"], c["honor"]), c["id"]
        assert not d.guess, c["id"]


def test_shards_facts_match():
    defs = by_id(soi_library())
    for c in facts("shards"):
        d = defs[c["id"]]
        kind = "starter" if d.starting else "mercenary" if d.mercenary else d.type
        assert kind == c["type"].lower(), c["id"]
        assert d.faction == (c["faction"].lower() if c["faction"] else None), c["id"]
        assert (d.cost, d.count, d.shield) == (c["cost"], c["count"], c["shield"] or 0), c["id"]
        assert d.health == (c["defense"] or 0), c["id"]
        assert not d.guess, c["id"]


@pytest.mark.parametrize("lib, size", [(asc_library, 100), (soi_library, 88)])
def test_the_centre_deck_is_the_real_one(lib, size):
    deck = lib().center_deck()
    assert len(deck) == size
    per_faction: dict = {}
    for name in deck:
        f = lib().cards[name].faction or lib().cards[name].type
        per_faction[f] = per_faction.get(f, 0) + 1
    if size == 100:
        assert per_faction == {"enlightened": 18, "lifebound": 18, "mechana": 18, "void": 18, "monster": 28}
    else:
        assert per_faction == {"homodeus": 22, "undergrowth": 22, "order": 22, "wraethe": 22}


@pytest.mark.parametrize("lib, page", [(asc_library, asc_page), (soi_library, soi_page)])
def test_every_card_page_has_names_facts_and_what_the_card_does_in_both_languages(lib, page):
    for d in lib().cards.values():
        p = page(d)
        assert p["names"]["en"] == d.en and p["id"] == d.id
        assert p["facts"]["count"] == d.count
        assert p["description"]["de"] and p["description"]["en"], d.name
        assert "?" not in p["description"]["de"] + p["description"]["en"], d.name
