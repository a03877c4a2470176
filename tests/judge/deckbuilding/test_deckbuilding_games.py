"""Both deck-building games: every rule ID their engines name resolves, every step of every
scenario cites known rules and has a timing window and both languages, each FAQ entry has
its scenario, and no card value is a guess (they come from the vendored card facts)."""

import json
import re
from pathlib import Path

import pytest

from scenarios.loader import load
from judge.games import spec

ROOT = Path(__file__).resolve().parents[3]
#: game, rule-ID prefix, FAQ entries, its section in docs/rulings.md
GAMES = [("ascension", "asc", 12, "## Ascension"), ("shards", "soi", 10, "## Shards of Infinity")]
SCENARIOS = [(game, p) for game, *_ in GAMES for p in sorted((ROOT / "scenarios").glob(f"*/{game}/*.json"))]


def library(game: str):
    if game == "ascension":
        from judge.ascension.cards.library import library as lib
    else:
        from judge.shards.cards.library import library as lib
    return lib()


@pytest.mark.parametrize("game, prefix, faq, section", GAMES)
def test_every_id_written_in_the_engine_resolves(index, game, prefix, faq, section):
    root = ROOT / "judge" / game
    found = {m for p in root.rglob("*.py") for m in re.findall(prefix + r":[a-z0-9/-]+[a-z0-9]", p.read_text("utf-8"))}
    assert len(found) > 20
    assert sorted(i for i in found if i not in index) == []


@pytest.mark.parametrize("game, path", SCENARIOS, ids=lambda v: v if isinstance(v, str) else f"{v.parent.parent.name}/{v.stem}")
def test_every_step_cites_known_rules_and_names_its_window(index, game, path):
    result = spec(game).resolve(load(path))
    for step in result.steps:
        assert step["cites"], f"step {step['seq']} ({step['event']}) cites nothing"
        unknown = [c for c in step["cites"] + step["faq"] if c not in index]
        assert not unknown, f"step {step['seq']} ({step['event']}) cites unknown IDs {unknown}"
        assert step["window"] and step["explain"]["de"] and step["explain"]["en"]


@pytest.mark.parametrize("game, prefix, faq, section", GAMES)
def test_every_faq_entry_has_its_scenario(index, game, prefix, faq, section):
    entries = {r.id for r in index.by_game(prefix) if r.kind == "faq"}
    assert len(entries) == faq
    covered = {f for p in (ROOT / "scenarios/faq" / game).glob("*.json")
               for f in json.loads(p.read_text(encoding="utf-8")).get("faq", [])}
    assert entries == covered
    assert len(list((ROOT / "scenarios/examples" / game).glob("*.json"))) >= 12


@pytest.mark.parametrize("game, prefix, faq, section", GAMES)
def test_every_guessed_card_value_is_listed_and_the_rulings_point_to_the_card_facts(game, prefix, faq, section):
    """The built-in cards take their values from the vendored card facts: no value is a guess
    any more; one that were would be listed in docs/deckbuilding.md ("Card facts")."""
    text = (ROOT / "docs/rulings.md").read_text(encoding="utf-8").split(section + "\n", 1)[1].split("\n## ", 1)[0]
    assert f"rules_index/sources/cards/{game}-cards.json" in text
    doc = (ROOT / "docs/deckbuilding.md").read_text(encoding="utf-8")
    guessed = [c.name for c in library(game).cards.values() if c.guess]
    assert [n for n in guessed if f"**{n}**" not in doc] == []
