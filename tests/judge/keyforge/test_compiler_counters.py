"""The compiler's 'counters' family (grammar/counters.lark, families/counters.py): tokens only
cards name (kf:glossary/other-tokens) and +1 power counters (kf:glossary/power-counter).
Printed sentences → card format, and scenarios with the real cards showing what the engine does
(verbs.place_token/remove_token, the operand self.tokens.<kind>, the filter token)."""

import pytest

from judge.keyforge.cards.compiler.compile import compile_text


def compiled(text, card_type="artifact"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return {k: v for k, v in r.definition.items() if v}


# -- sentence → definition ---------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Keys cost +1A for each growth counter on Foo. After a player forges a key, remove each growth counter from Foo. "
     "Action: Put a growth counter on Foo.",
     {"static": [{"key_cost": "self.tokens.growth", "for": "each"}],
      "abilities": [{"trigger": "after-key-forged", "effects": [{"remove_token": "growth", "target": "self"}]},
                    {"trigger": "action", "effects": [{"place_token": "growth", "target": "self"}]}]}),
    ("Action: Remove each scheme counter from Foo. Steal 1A for each scheme counter removed this way.",
     {"abilities": [{"trigger": "action", "effects": [{"remove_token": "scheme", "target": "self"},
                                                      {"steal": 1, "for_each": "this-way"}]}]}),
    ("Action: If there is a doom counter in play, destroy all creatures with doom counters. Otherwise, put a doom "
     "counter on a creature.",
     {"abilities": [{"trigger": "action", "effects": [
         {"destroy": True, "target": {"each": True, "token": "doom"}, "if": {"exists": {"token": "doom", "kind": "card"}}},
         {"place_token": "doom", "target": {}, "otherwise": True}]}]}),
    ("Play: Foo gets three +1 power counters.",
     {"abilities": [{"trigger": "play", "effects": [{"power_counters": 3, "target": "self"}]}]}),
    ("Play: Give a creature a +1 power counter.",
     {"abilities": [{"trigger": "play", "effects": [{"power_counters": 1, "target": {}}]}]}),
])
def test_sentence_to_definition(text, expected):
    assert compiled(text) == expected


def test_an_unknown_token_is_refused_when_it_loads():
    from judge.keyforge.vocabulary import check_effect

    with pytest.raises(ValueError):
        check_effect({"remove_token": "banana", "target": "self"})


# -- the engine does it ------------------------------------------------------------------------------
UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"]}


def key_costs(r):
    return [r.final_state["players"][p]["key_cost"] for p in ("alice", "bob")]


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# kf:glossary/other-tokens, kf:glossary/cost — Vineapple Tree: each growth counter on it raises every
# key cost by 1; its action adds one
def test_vineapple_tree_counts_its_growth_counters(run):
    alice = {**UNTAMED, "artifacts": [{"card": "Vineapple Tree", "tokens": {"growth": 2}}]}
    assert key_costs(run(alice=alice)) == [8, 8]
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Vineapple Tree"}])
    assert card(r, "Vineapple Tree")["tokens"] == {"growth": 3} and key_costs(r) == [9, 9]


# kf:timing/step-1/after-key-forged — … and after a player forges a key, they all go
def test_vineapple_tree_loses_its_counters_after_a_key_is_forged(run):
    alice = {**UNTAMED, "artifacts": [{"card": "Vineapple Tree", "tokens": {"growth": 1}}]}
    bob = {"amber": 7, "houses": ["brobnar", "logos", "dis"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "end-turn"}])  # bob forges at 6 + 1 in his step 1
    assert r.final_state["players"]["bob"]["keys"] == 1 and r.final_state["players"]["bob"]["amber"] == 0
    assert card(r, "Vineapple Tree")["tokens"] == {}


# kf:glossary/this-way — Mastermindy: steals 1 for each scheme counter it removed
def test_mastermindy_steals_for_each_removed_counter(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"],
             "battleline": [{"card": "Mastermindy", "tokens": {"scheme": 3}}]}
    r = run(alice=alice, bob={"amber": 5}, actions=[{"type": "use-action", "card": "Mastermindy"}])
    assert r.final_state["players"]["alice"]["amber"] == 3 and card(r, "Mastermindy")["tokens"] == {}


# kf:glossary/other-tokens — Wretched Doll: with a doom counter in play, each creature with one is
# destroyed; otherwise a creature gets one
def test_wretched_doll_dooms_then_destroys(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "artifacts": ["Wretched Doll"]}
    use = [{"type": "use-action", "card": "Wretched Doll"}]
    r = run(alice=alice, bob={"battleline": ["Krump", "Bumpsy"]}, actions=use, choices=["Krump"])
    assert card(r, "Krump")["tokens"] == {"doom": 1}
    r = run(alice=alice, bob={"battleline": [{"card": "Krump", "tokens": {"doom": 1}}, "Bumpsy"]}, actions=use)
    assert r.final_state["players"]["bob"]["battleline"] == ["Bumpsy"] and "Krump" in r.final_state["players"]["bob"]["discard"]
