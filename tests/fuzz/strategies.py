"""Hypothesis strategies for scenario documents: mutations of the built-in scenarios (wrong
types, missing and unknown keys, huge numbers, unicode, deep nesting, long action lists) and
random boards of the deck-building games over their built-in cards."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
CORPUS = sorted(p for p in ROOT.rglob("*.json") if not p.name.endswith(".deck.json"))
#: a fixed sample of the corpus, every game (keeps each example cheap)
SAMPLE = [p for i, p in enumerate(CORPUS) if i % 9 == 0]

leaves = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10 ** 40), max_value=10 ** 40),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
    st.sampled_from(["", "Troll", "Mystikerin", "Kristall", "Jinx - Rebel", "💥", "a" * 500, "../../etc/passwd",
                     "<script>alert(1)</script>", "kf:faq/de-01", "-1", "1e309"]),
)
json_values = st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                           st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                           max_leaves=12)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, prefix + (i,))


def _parent(doc, path):
    node = doc
    for p in path[:-1]:
        node = node[p]
    return node


@st.composite
def mutated(draw):
    """A built-in scenario with one to three mutations."""
    doc = json.loads(draw(st.sampled_from(SAMPLE)).read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 3))):
        targets = [p for p in paths(doc) if p]
        if not targets:
            break
        path = draw(st.sampled_from(targets))
        parent = _parent(doc, path)
        kind = draw(st.sampled_from(["replace", "delete", "add-key", "deep", "many-actions"]))
        if kind == "replace":
            parent[path[-1]] = draw(json_values)
        elif kind == "delete":
            del parent[path[-1]]
        elif kind == "add-key" and isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=10))] = draw(json_values)
        elif kind == "deep":
            deep: object = 1
            for _ in range(draw(st.integers(50, 400))):
                deep = [deep]
            parent[path[-1]] = deep
        elif kind == "many-actions" and isinstance(doc.get("actions"), list) and doc["actions"]:
            # thousands of actions, on both sides of the bound (MAX_ACTIONS); repeated mutations
            # multiplied before this cap (millions of actions, gigabytes of memory)
            doc["actions"] = (doc["actions"] * draw(st.integers(50, 400)))[:5000]
    return doc


@st.composite
def deckbuilder_board(draw, game: str):
    """A random legal board of a deck-building game and a random action sequence over its cards."""
    if game == "ascension":
        from judge.ascension.cards.library import library

        names = sorted(library().cards)
        heroes = [n for n in names if library().cards[n].type in ("hero", "construct")]
        kinds = ["play", "use", "acquire", "defeat", "end-turn"]
    else:
        from judge.shards.cards.library import library

        names = sorted(library().cards)
        heroes = names
        kinds = ["play", "activate", "recruit", "fast-play", "focus", "attack-champion", "attack", "end-turn"]
    card = st.sampled_from(names)
    pile = st.lists(st.sampled_from(heroes), max_size=6)
    players = {p: {"hand": draw(pile), "deck": draw(pile), "discard": draw(pile)} for p in ("alice", "bob")}
    if game == "shards":
        for p in players.values():
            p.update(health=draw(st.integers(1, 50)), mastery=draw(st.integers(0, 30)), gems=draw(st.integers(0, 12)),
                     power=draw(st.integers(0, 12)))
    else:
        for p in players.values():
            p.update(runes=draw(st.integers(0, 12)), power=draw(st.integers(0, 12)))
    actions = []
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(kinds))
        a = {"type": kind}
        if kind not in ("end-turn", "focus", "attack"):
            a["card"] = draw(card)
        actions.append(a)
    return {"game": game, "title": "fuzz", "board": {
        "players": players, "center_row": draw(st.lists(card, max_size=6)), "center_deck": draw(st.lists(card, max_size=6)),
        "seed": draw(st.integers(0, 1000))}, "actions": actions}


def frozen(doc):
    return copy.deepcopy(doc)
