"""Deck construction (rb:101–103): a legal deck passes, and each rule, broken on its own,
is named by the check. The base deck is scenarios/decks/riftbound/jinx-legal.deck.json."""

import copy
import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.riftbound.board import RbDeck
from judge.riftbound.decks import check

LEGAL = Path(__file__).resolve().parents[3] / "scenarios/decks/riftbound/jinx-legal.deck.json"


def deck(change=None) -> RbDeck:
    data = json.loads(LEGAL.read_text(encoding="utf-8"))
    if change:
        change(data)
    return RbDeck.model_validate(data)


def broken(change) -> set[str]:
    return {v["rule"] for v in check(deck(change))}


def test_the_base_deck_is_legal():
    assert check(deck()) == []


def test_different_names_of_one_champion_are_different_cards():
    # rb:103.2.b.2/ex1: three of each name are fine, whatever character they show
    def more_jinx(d):
        d["main"][0]["count"] = 2  # with the chosen champion: 3 copies of Jinx - Rebel
        d["main"][1]["count"] = 3  # and 3 of Jinx - Demolitionist
    assert broken(more_jinx) == set()


@pytest.mark.parametrize("rule, change", [
    ("rb:103.1", lambda d: d.update(legend="Stalwart Poro")),  # not a champion legend
    ("rb:103.1.b.3", lambda d: d["main"].append("Stalwart Poro")),  # one domain (calm) outside fury/chaos
    ("rb:103.1.b.4", lambda d: d["cards"].append({"name": "Bridge", "type": "unit", "might": 1,
                                                  "domains": ["fury", "calm"]}) or d["main"].append("Bridge")),
    ("rb:103.2", lambda d: d["main"].pop()),  # 37 + champion = 37 cards < 40
    ("rb:103.2", lambda d: d["main"].append({"card": "Fury Rune", "count": 1})),  # a rune is no main-deck card
    ("rb:103.2.a.2", lambda d: d.update(champion="Tibbers")),  # a signature unit (rb:103.2.a.2/ex2)
    ("rb:103.2.a.2", lambda d: d.update(champion="Annie - Fiery")),  # a champion of another tag
    ("rb:103.2.b", lambda d: d["main"][0].update(count=3)),  # 3 + the chosen champion = 4 (rb:103.2.b.1)
    ("rb:103.2.d.1", lambda d: d["cards"].append({"name": "Powder Keg", "type": "gear", "supertype": "signature",
                                                  "domains": ["chaos"], "tags": ["Jinx"]})
     or d["main"].extend([{"card": "Powder Keg", "count": 3}, {"card": "Zap Gun", "count": 1}])
     or d["cards"].append({"name": "Zap Gun", "type": "gear", "supertype": "signature", "domains": ["fury"],
                           "tags": ["Jinx"]})),
    ("rb:103.2.d.2", lambda d: d["cards"].append({"name": "Bear Trap", "type": "gear", "supertype": "signature",
                                                  "domains": ["fury"], "tags": ["Annie"]})
     or d["main"].append("Bear Trap")),
    ("rb:103.3.a", lambda d: d["runes"].update(chaos=5)),  # 11 runes
    ("rb:103.3.a.1", lambda d: d.update(runes={"fury": 6, "chaos": 5, "calm": 1})),
    ("rb:103.4.a", lambda d: d["battlefields"].pop()),  # duel: 3 (rb:644.4.a)
    ("rb:103.4.b", lambda d: d["cards"].append({"name": "Grove", "type": "battlefield", "domains": ["calm"]})
     or d.update(battlefields=["Undercity", "Sump", "Grove"])),
])
def test_each_rule_broken_alone_is_named(rule, change):
    assert rule in broken(change)


def test_a_chosen_champion_counts_as_a_copy_and_is_checked_for_the_legend_tag():
    # rb:103.2.a.2/ex1: Jinx - Loose Cannon (Jinx) may choose Jinx - Rebel or Jinx - Demolitionist
    assert broken(lambda d: d.update(champion="Jinx - Demolitionist")) == {"rb:103.2.b"}  # now 4 Demolitionists
    assert broken(lambda d: (d.update(champion="Jinx - Demolitionist"), d["main"][1].update(count=2),
                             d["main"][0].update(count=3))) == set()


def test_judge_check_deck_exit_codes(tmp_path, capsys):
    assert main(["check-deck", str(LEGAL)]) == 0
    assert "legal deck" in capsys.readouterr().out
    bad = json.loads(LEGAL.read_text(encoding="utf-8"))
    bad["champion"] = "Tibbers"
    p = tmp_path / "deck.json"
    p.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["check-deck", str(p), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["legal"] is False and out["violations"][0]["rule"] == "rb:103.2.a.2"
    assert out["violations"][0]["pointer"] == "/champion"
    p.write_text("{", encoding="utf-8")
    assert main(["check-deck", str(p)]) == 2
    p.write_text(json.dumps({"legend": "Jinx - Loose Cannon"}), encoding="utf-8")
    assert main(["check-deck", str(p), "--json"]) == 2
    assert {e["pointer"] for e in json.loads(capsys.readouterr().out)["errors"]} >= {"/champion", "/main", "/runes"}
