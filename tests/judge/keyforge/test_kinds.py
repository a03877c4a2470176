"""The kind of value each key of the KeyForge card format takes (judge/keyforge/kinds.py): a
value of another kind is refused when the definition loads, at the field — each example below
raised in the middle of a resolve before (found by tests/fuzz/test_definition_kinds.py)."""

import json
from pathlib import Path

import pytest

from judge.keyforge.kinds import EFFECT, LASTING, STATIC, TARGET, kind_of
from judge.keyforge.vocabulary import check_effect, check_static


@pytest.mark.parametrize("eff, message", [
    ({"lasting": {"kind": "may-use", "cards": None}}, "lasting 'cards' is a number or a word, not a null"),
    ({"lasting": {"kind": "may-use", "cards": "some"}}, "lasting cards is a number or 'any'"),
    ({"lasting": {"kind": "cannot-choose-house", "house": []}}, "lasting 'house' is a word, not a list"),
    ({"lasting": {"kind": "extra-damage", "amount": None}}, "lasting 'amount' is a number or a word or a dict"),
    ({"lasting": {"kind": "blank-text", "affects": []}}, "lasting 'affects' is a word, not a list"),
    ({"repeat": "preceding", "effects": None}, "effects lists the indices"),
    ({"trigger_ability": [], "target": "self"}, "effect 'trigger_ability' is a word, not a list"),
    ({"destroy": True, "target": {"kind": "creature", "name": True}}, "target 'name' is a word, not a flag"),
    ({"destroy": True, "target": {"kind": "creature", "up_to": 2.5}}, "target 'up_to' is a number or a word, not a float"),
    ({"destroy": True, "target": {"kind": "creature", "up_to": "zzz"}}, "target up_to is a number or 'any'"),
    ({"destroy": True, "target": {"kind": "creature", "up_to": -1}}, "target 'up_to' counts something"),
    ({"forge": {"modify": None}}, "an amount is a number"),
    ({"forge": "cheap"}, "forge is true, 'free' or"),
])
def test_an_effect_value_of_the_wrong_kind_is_refused(eff, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        check_effect(eff)


@pytest.mark.parametrize("static, message", [
    ({"key_cost": ""}, "an amount is a number"),
    ({"key_cost": {}}, "an amount is a number"),
    ({"play_as_copy": None}, "constant ability 'play_as_copy' is a dict, not a null"),
    ({"play_as_copy": {"zone": None}}, "target .zone. is a word or a list, not a null"),
    ({"steal_instead_of_damage": None}, "constant ability 'steal_instead_of_damage' is a number, not a null"),
])
def test_a_constant_ability_value_of_the_wrong_kind_is_refused(static, message):
    with pytest.raises(ValueError, match=message):
        check_static(static)


def test_every_definition_of_the_project_keeps_to_the_table():
    """The table was read off the definitions; it stays true of them (the compiled cards, the
    hand-written ones and the scenarios' inline cards all load, so this is the table itself
    checked against what they use: every listed key's kinds cover every value seen)."""
    from judge.keyforge.cards.library import behaviours

    root = Path(__file__).resolve().parents[3]
    defs = [c["definition"] for c in json.loads((root / "judge/keyforge/cards/compiled/cards.json").read_text())["cards"]
            if c.get("definition")] + list(behaviours().values())
    seen: list[tuple[str, str, str]] = []

    def walk(node, table_name="effect"):
        if isinstance(node, dict):
            table = {"effect": EFFECT, "lasting": LASTING, "static": STATIC, "target": TARGET}[table_name]
            for k, v in node.items():
                if k in table:
                    seen.append((table_name, k, kind_of(v)))
                sub = {"lasting": "lasting", "static": "static", "target": "target", "by": "target", "match": "target"}
                if isinstance(v, dict) and k in sub:
                    walk(v, sub[k])
                elif isinstance(v, list) and k in ("effects", "abilities", "static", "choose_one"):
                    for x in v:
                        for y in (x if isinstance(x, list) else [x]):
                            walk(y, "static" if k == "static" else "effect")
                elif isinstance(v, dict) and k == "ability":
                    walk(v)

    for d in defs:
        walk({"abilities": d.get("abilities", [])})
        for s in d.get("static", []) or []:
            walk(s, "static")
    assert len(seen) > 3000
    tables = {"effect": EFFECT, "lasting": LASTING, "static": STATIC, "target": TARGET}
    outside = sorted({(t, k, kind) for t, k, kind in seen if kind not in tables[t][k]})
    assert not outside, outside
