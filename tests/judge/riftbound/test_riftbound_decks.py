"""Deck construction (rb:101–103): a legal deck passes, and each rule, broken on its own,
is named by the check — with the line of the list that breaks it.

Two shapes of deck: the JSON deck file (scenarios/decks/riftbound/jinx-legal.deck.json, with
hypothetical cards defined inline) and the deck list as players write it, with real cards
from the catalogue (scenarios/decks/riftbound/jinx-origins.deck.txt: Jinx, every card from
Origins)."""

import io
import json
import re
from pathlib import Path

import pytest

from judge.cli import main
from judge.riftbound.decklist import check_text, read
from judge.riftbound.decks import RbDeckFile, champion_tags, check
from judge.riftbound.cards.library import library
from rules_index.riftbound_catalogue import rb_catalogue

DECKS = Path(__file__).resolve().parents[3] / "scenarios/decks/riftbound"
LEGAL = DECKS / "jinx-legal.deck.json"
ORIGINS = (DECKS / "jinx-origins.deck.txt").read_text(encoding="utf-8")


def deck(change=None) -> RbDeckFile:
    data = json.loads(LEGAL.read_text(encoding="utf-8"))
    if change:
        change(data)
    return RbDeckFile.model_validate(data)


def broken(change) -> set[str]:
    return {v["rule"] for v in check(deck(change))}


# -- the JSON deck file, hypothetical cards ---------------------------------------------------

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


def test_runes_may_be_named_as_cards_and_a_non_rune_is_refused_from_the_rune_deck():
    assert broken(lambda d: d.update(runes=["Fury Rune"] * 6 + ["OGN-166"] * 6)) == set()  # OGN-166: Chaos Rune
    assert broken(lambda d: d.update(runes=["Fury Rune"] * 11 + ["Gust"])) == {"rb:103.3.a"}


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
    assert out["expect"]["expected"] == "legal" and out["expect"]["holds"] is False
    assert out["expect"]["failures"][0] == ("breaks rb:103.2.a.2 (/champion), which expect does not list: Tibbers is "
                                            "a signature unit, not a champion unit")
    p.write_text("{", encoding="utf-8")
    assert main(["check-deck", str(p)]) == 2
    p.write_text(json.dumps({"legend": "Jinx - Loose Cannon"}), encoding="utf-8")
    assert main(["check-deck", str(p), "--json"]) == 2
    assert {e["pointer"] for e in json.loads(capsys.readouterr().out)["errors"]} >= {"/champion", "/main", "/runes"}


# -- champion tags from the catalogue ---------------------------------------------------------

def test_every_legend_of_the_catalogue_has_one_champion_tag():
    legends = [c for c in rb_catalogue().cards.values() if c.type == "Legend"]
    assert len(legends) > 50
    assert [c.name for c in legends if len(champion_tags(library().get(c.name))) != 1] == []


def test_a_legend_of_two_tags_names_its_champion_by_the_one_that_is_a_champion():
    # "Yordle, Kennen - Heart of the Tempest" has the tags Yordle and Kennen: Kennen is its champion tag,
    # so Kennen may be chosen, Teemo (also a Yordle) may not (rb:103.2.a.2)
    assert champion_tags(library().get("Yordle, Kennen - Heart of the Tempest")) == {"Kennen"}


# -- deck lists as players write them, real cards -----------------------------------------------

def verdict(text: str, mode: str | None = None) -> dict:
    code, out = check_text(text, mode)
    assert code in (0, 1), out
    return out


def lines_of(out: dict, rule: str) -> list[str]:
    return [ln["text"] for v in out["violations"] if v["rule"] == rule for ln in v["lines"]]


def test_the_origins_jinx_list_is_legal():
    out = verdict(ORIGINS)
    assert out["legal"] and out["violations"] == []
    assert (out["legend"], out["champion"]) == ("Jinx - Loose Cannon", "Jinx - Rebel")
    assert out["counts"] == {"main": 40, "runes": 12, "battlefields": 3, "sideboard": 0}
    assert out["expect"]["holds"]  # the file says "expect: legal"


def canonical(text: str) -> dict:
    """What a list says, spelling aside: the deck it builds."""
    from judge.riftbound.decklist import build

    dl = read(text)
    assert dl.errors == []
    d = build(dl, "duel")[0]
    return {"legend": d.legend, "champion": d.champion, "main": sorted((e.card, e.count) for e in d.main),
            "runes": sorted((e.card, e.count) for e in d.runes), "battlefields": sorted(d.battlefields)}


def test_the_same_list_written_the_ways_deck_builders_and_players_write_it():
    # Piltover Archive's "Name, Title", counts with x, codes alone or after the name, headings without
    # colons or in German, a heading carrying its card, a domain alone for its rune, comments
    spelt = """// my Jinx
LEGEND
Legend: Jinx, Loose Cannon [OGN-251]
champion:
1x OGN-202/298
Main Deck
2 x Jinx, Rebel
Jinx - Demolitionist x2
3 Flame Chompers (OGN-006)
3 ogn-003
3 Zaunite Bouncer
3 Brazen Buccaneer
3 Sneaky Deckhand
3 Get Excited!
3 Disintegrate
3 Hextech Ray
3 Gust
3 Stacked Deck
2 Super Mega Death Rocket!
3 Iron Ballista
# the battlefields
Schlachtfelder:
Zaun Warrens
Back-Alley Bar
The Grand Plaza
Rune Pool:
6 Fury
6 Chaos-Rune
"""
    assert canonical(spelt) == canonical(ORIGINS)


def test_a_list_with_german_headings_and_rune_names():
    german = """Legende
1 Jinx - Loose Cannon
Ausgewählter Champion:
1 Jinx - Rebel
Hauptdeck:
""" + ORIGINS.split("MainDeck:\n", 1)[1].split("Battlefields:")[0] + """Schlachtfelder:
1 Zaun Warrens
1 Back-Alley Bar
1 The Grand Plaza
Runendeck:
6 Wut-Rune
6 Chaos
"""
    assert canonical(german) == canonical(ORIGINS)


def test_cards_before_any_heading_go_where_their_type_belongs_but_the_champion_must_be_named():
    headless = "\n".join(ln for ln in ORIGINS.splitlines() if not ln.endswith(":") and ln != "1 Jinx - Rebel")
    out = verdict(headless)
    assert out["legend"] == "Jinx - Loose Cannon" and out["counts"]["runes"] == 12
    assert {v["rule"] for v in out["violations"]} == {"rb:103.2.a", "rb:103.2"}  # no chosen champion: 39 cards


BASE = ORIGINS.replace("expect: legal\n", "")


@pytest.mark.parametrize("rule, old, new, named", [
    # rb:103.1 — one champion legend
    ("rb:103.1", "Legend:\n1 Jinx - Loose Cannon", "Legend:\n1 Jinx - Demolitionist", ["1 Jinx - Demolitionist"]),
    ("rb:103.1", "1 Jinx - Loose Cannon", "2 Jinx - Loose Cannon", ["2 Jinx - Loose Cannon"]),
    # rb:103.1.b.3 / .4 — the domain identity: one domain, or all of a card's domains
    ("rb:103.1.b.3", "3 Hextech Ray", "3 Stalwart Poro", ["3 Stalwart Poro"]),
    ("rb:103.1.b.4", "3 Hextech Ray", "1 Icathian Rain", ["1 Icathian Rain"]),  # Fury and Mind: Mind is outside
    # rb:103.2 — 40 cards, units, gear and spells
    ("rb:103.2", "3 Gust", "2 Gust", ["MainDeck:"]),
    ("rb:103.2", "3 Gust", "3 Gust\n1 Fury Rune", ["1 Fury Rune"]),
    # rb:103.2.a — the chosen champion: named, one card, a champion unit of the legend's tag
    ("rb:103.2.a", "Champion:\n1 Jinx - Rebel", "Champion:\n1 Jinx - Rebel\n1 Jinx - Demolitionist",
     ["1 Jinx - Rebel", "1 Jinx - Demolitionist"]),
    ("rb:103.2.a.2", "Champion:\n1 Jinx - Rebel", "Champion:\n1 Draven - Showboat", ["1 Draven - Showboat"]),
    ("rb:103.2.a.2", "Champion:\n1 Jinx - Rebel", "Champion:\n1 Tibbers", ["1 Tibbers"]),  # rb:103.2.a.2/ex2
    # rb:103.2.b — 3 copies, the chosen champion among them (rb:103.2.b.1)
    ("rb:103.2.b", "2 Jinx - Rebel", "3 Jinx - Rebel", ["1 Jinx - Rebel", "3 Jinx - Rebel"]),
    # rb:103.2.d.2 — signature cards of the legend's champion tag
    ("rb:103.2.d.2", "2 Super Mega Death Rocket!", "2 Spinning Axe", ["2 Spinning Axe"]),
    # rb:103.3.a — 12 runes, runes only; rb:103.3.a.1 of the identity
    ("rb:103.3.a", "6 Chaos Rune", "5 Chaos Rune", ["Runes:"]),
    ("rb:103.3.a", "6 Chaos Rune", "5 Chaos Rune\n1 Gust", ["1 Gust"]),
    ("rb:103.3.a.1", "6 Chaos Rune", "6 Order Rune", ["6 Order Rune"]),
    # rb:103.4 — battlefields, as many as the mode asks
    ("rb:103.4.a", "1 The Grand Plaza\n", "", ["Battlefields:"]),
    ("rb:103.4", "1 The Grand Plaza", "1 Gust", ["1 Gust"]),
    # rb:176 — a token is no card: it exists only on the board (rb:177)
    ("rb:176", "3 Gust", "2 Gust\n1 Sand Soldier", ["1 Sand Soldier"]),
])
def test_each_rule_broken_by_real_cards_names_the_line(rule, old, new, named):
    assert old in BASE
    out = verdict(BASE.replace(old, new, 1))
    assert rule in {v["rule"] for v in out["violations"]}, out["violations"]
    assert lines_of(out, rule) == named
    v = next(v for v in out["violations"] if v["rule"] == rule)
    assert v["message"] and v["message_de"] and v["message"] != v["message_de"]
    numbers = [ln["line"] for ln in v["lines"]]
    assert [BASE.replace(old, new, 1).splitlines()[k - 1].strip() for k in numbers] == named


def test_more_than_three_signature_cards_name_every_signature_line():
    out = verdict((DECKS / "ornn-four-signatures.deck.txt").read_text(encoding="utf-8"))
    assert [v["rule"] for v in out["violations"]] == ["rb:103.2.d.1"]
    assert lines_of(out, "rb:103.2.d.1") == ["2 Forgefire Cape", "1 Rabadon's Deathcrown", "1 Shurelya's Requiem"]


def test_a_domain_identity_message_names_the_domains_in_each_language():
    out = verdict(BASE.replace("3 Hextech Ray", "3 Stalwart Poro"))
    (v,) = out["violations"]
    assert v["message"] == "Stalwart Poro (Calm) is outside the domain identity (Chaos, Fury)"
    assert v["message_de"] == "Stalwart Poro (Ruhe) passt nicht zur Domänenidentität (Chaos, Wut)"


def test_the_mode_decides_the_battlefields():
    one = BASE.replace("1 Back-Alley Bar\n1 The Grand Plaza\n", "")
    two = BASE.replace("1 Back-Alley Bar\n", "")
    assert verdict(one, "2v2")["legal"]  # rb:648.4.a: one battlefield each
    assert verdict("mode: 2v2\n" + one)["legal"]
    assert {v["rule"] for v in verdict(one)["violations"]} == {"rb:103.4.a"}  # a duel asks for 3
    # 2v2: the Core Rules also speak of three, one of them chosen at random (rb:648.5.a, rb:648.4.b);
    # docs/rulings.md, Riftbound 78: one or three is legal, and the message names both rules
    assert verdict(BASE, "2v2")["legal"]
    (v,) = verdict(two, "2v2")["violations"]
    assert v["rule"] == "rb:103.4.a" and "rb:648.4.a" in v["message"] and "rb:648.5.a" in v["message"]
    code, out = check_text("mode: 2v2\n" + one, "duel")  # the list and the caller disagree: say so
    assert code == 2 and out["errors"][0]["line"] == 1 and "mode 2v2" in out["errors"][0]["message"]


def test_the_sideboard_is_read_and_said_to_be_unchecked():
    out = verdict(BASE + "\nSideboard:\n2 Cleave\n1 Stalwart Poro\n")
    assert out["legal"] and out["counts"]["sideboard"] == 3
    (note,) = out["notes"]
    assert [ln["text"] for ln in note["lines"]] == ["2 Cleave", "1 Stalwart Poro"] and "not checked" in note["message"]


@pytest.mark.parametrize("line, says", [
    ("3 Jinx - Rebl", "no card is named 'Jinx - Rebl'; nearest: Jinx - Rebel (OGN-202)"),
    ("3 OGN-999", "no card is named 'OGN-999'"),
    ("3 Jinx - Rebel (OGN-030)", "the name says Jinx - Rebel (OGN-202), the code OGN-030 is Jinx - Demolitionist"),
    ("3 Gust [XYZ-001]", "no card has the code 'XYZ-001'"),
    ("0 Gust", "a count from 1 to 99, not 0"),
    ("3x", "a count without a card"),
    ("Tokens:", "is no section heading"),
    ("mode: casual", "unknown mode 'casual'"),
    ("expect: probably", "expect is 'legal' or rule IDs"),
])
def test_a_line_that_cannot_be_read_refuses_the_list_and_is_named(line, says):
    text = BASE.replace("3 Gust\n", line + "\n")
    code, out = check_text(text)
    assert code == 2
    (err,) = out["errors"]
    assert err["line"] == text.splitlines().index(line) + 1 and err["text"] == line
    assert says in err["message"] and err["message_de"] and err["message_de"] != err["message"]


def test_every_unreadable_line_is_named_at_once_and_nothing_is_judged():
    code, out = check_text(BASE.replace("3 Gust", "3 Gsut").replace("3 Disintegrate", "3 Disintergate"))
    assert code == 2 and "violations" not in out
    assert [e["text"] for e in out["errors"]] == ["3 Disintergate", "3 Gsut"]
    assert "Disintegrate" in out["errors"][0]["nearest"][0]


def test_a_list_of_nothing_but_unreadable_lines_is_answered_with_the_first_fifty():
    code, out = check_text("\n".join(f"3 Zq{i}xqwertz" for i in range(120)))
    assert code == 2 and len(out["errors"]) == 51
    assert out["errors"][-1]["message"] == "70 more lines cannot be read, the first of them line 51"


def test_an_empty_or_overlong_list_is_refused():
    assert check_text("# only a comment\n\n")[1]["errors"][0]["message"] == "the list names no card"
    assert "at most 250" in check_text("1 Gust\n" * 251)[1]["errors"][0]["message"]


def test_judge_check_deck_reads_a_pasted_list(tmp_path, capsys, monkeypatch):
    p = tmp_path / "jinx.txt"
    p.write_text(BASE.replace("3 Gust", "4 Gust"), encoding="utf-8")
    assert main(["check-deck", str(p)]) == 1
    out = capsys.readouterr().out
    assert "rb:103.2.b" in out and re.search(r"\d+: 4 Gust", out)
    monkeypatch.setattr("sys.stdin", io.StringIO(BASE))
    assert main(["check-deck", "-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["legal"] is True
    p.write_text(BASE.replace("3 Gust", "3 Gsut"), encoding="utf-8")
    assert main(["check-deck", str(p)]) == 2
    err = capsys.readouterr().err
    assert "line 22: 3 Gsut" in err and "Gust (OGN-169)" in err


# -- deck files as regression cases -----------------------------------------------------------

def test_judge_regress_checks_each_deck_file_that_expects_a_verdict(tmp_path, capsys):
    (tmp_path / "legal.deck.txt").write_text("expect: legal\n" + BASE, encoding="utf-8")
    (tmp_path / "four-gusts.deck.txt").write_text("expect: rb:103.2.b\n" + BASE.replace("3 Gust", "4 Gust"),
                                                  encoding="utf-8")
    (tmp_path / "no-verdict.deck.txt").write_text(BASE.replace("3 Gust", "4 Gust"), encoding="utf-8")  # not a case
    assert main(["regress", str(tmp_path), "--json", "-j", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 2
    (tmp_path / "wrong.deck.txt").write_text("expect: legal\n" + BASE.replace("3 Gust", "4 Gust"), encoding="utf-8")
    assert main(["regress", str(tmp_path), "-j", "1"]) == 1
    out = capsys.readouterr().out
    gusts = ("expect: legal\n" + BASE).splitlines().index("3 Gust") + 1
    assert "FAILED wrong.deck" in out and f"breaks rb:103.2.b (line {gusts})" in out


def test_the_built_in_deck_files_each_get_the_verdict_they_expect(capsys):
    files = sorted(DECKS.glob("*.deck.*"))
    assert len(files) >= 10
    assert main(["regress", str(DECKS), "--json", "-j", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total"] == len(files) and out["failed"] == []


# -- the words, in every language -------------------------------------------------------------

def test_domains_are_named_and_ordered_in_each_language():
    from judge.riftbound.decks import domains

    assert domains({"calm", "fury"}) == {"de": "Ruhe, Wut", "en": "Calm, Fury", "pl": "Furia, Spokój"}


def test_a_broken_deck_rule_at_setup_is_said_in_polish_too():
    from judge.commands import resolve_data

    example = Path(__file__).resolve().parents[3] / "scenarios/examples/riftbound/ex-103.2.a.2-2.json"
    _, result = resolve_data(json.loads(example.read_text(encoding="utf-8")))
    (step,) = [s for s in result["steps"] if s["event"] == "deck-illegal"]
    assert step["explain"]["de"] == "Deck von alice: Tibbers ist eine Signatureinheit, keine Championeinheit"
    assert step["explain"]["pl"] == "Talia gracza alice: Tibbers to jednostka sygnaturowa, nie jednostka czempiona"
