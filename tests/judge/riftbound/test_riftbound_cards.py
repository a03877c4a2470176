"""The card format (cards as data) and the library."""

import pytest
from pydantic import ValidationError

from judge.riftbound.cards.library import library
from judge.riftbound.cards.model import RbCardDef


def test_the_example_cards_resolve_by_name_in_any_case_and_the_catalogue_form():
    lib = library()
    assert lib.get("stalwart poro").keyword_values() == {"Shield": 1}
    assert lib.resolve("Jinx - Loose Cannon") == "Jinx - Loose Cannon"
    assert lib.get("Volibear - Furious").keyword_values() == {"Deflect": 2}
    assert lib.get("Block").power == [] and lib.get("Block").energy == 2
    assert lib.get("Jinx - Demolitionist").power == ["fury"]
    assert "Stalwart Poro" in lib.nearest("Stalwart Pro")


def test_keywords_read_like_the_card_and_german_names_work():
    card = RbCardDef(name="X", type="unit", might=1, keywords=["Sturmangriff 2", "Schild", "Tank"])
    assert card.keyword_values() == {"Assault": 2, "Shield": 1, "Tank": 1}


@pytest.mark.parametrize("bad, message", [
    ({"abilities": [{"effects": [{"explode": 3}]}]}, "unknown instruction key 'explode'"),
    ({"abilities": [{"effects": [{"draw": 1, "damage": 2}]}]}, "exactly one verb"),
    ({"abilities": [{"trigger": "sunrise", "effects": []}]}, "unknown trigger 'sunrise'"),
    ({"abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit", "colour": "red"}}]}]}, "unknown selector key"),
    # selector values of the wrong kind fail at load, not mid-resolve (found by the long fuzz run)
    ({"abilities": [{"effects": [{"split_damage": 5, "target": {"choose": "unit", "up_to": [[1]]}}]}]},
     "target.up_to: [[1]] is not a whole number"),
    ({"abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit", "exhausted": "yes"}}]}]},
     "target.exhausted: 'yes' is not true or false"),
    ({"abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit", "side": "foe"}}]}]},
     "target.side: 'foe' is not one of any, ally, enemy"),
    ({"abilities": [{"effects": [{"damage": 1, "target": 7}]}]}, "target: 7 is not a selector object"),
    # modifiers and conditions too (the second long fuzz run: "from": [[…]] on a recycle)
    ({"abilities": [{"effects": [{"recycle": 3, "from": [[1]]}]}]}, "from: [[1]] is not one of trash, hand, deck"),
    ({"abilities": [{"effects": [{"draw": 1, "may": "yes"}]}]}, "may: 'yes' is not true or false"),
    ({"abilities": [{"effects": [{"look": 3, "take": -1}]}]}, "take: -1 is not a whole number"),
    ({"abilities": [{"effects": [{"draw": 1, "if": ["you.hand", "<>", 1]}]}]}, "is not [left, one of"),
    ({"abilities": [{"effects": [{"draw": 1, "if": ["you.mana", "<", 1]}]}]}, "'you.mana' is neither a whole number"),
    ({"abilities": [{"effects": [{"draw": 1, "if": {"all": ["legion", "sunny"]}}]}]}, "if.all[1]: unknown condition 'sunny'"),
    ({"abilities": [{"static": "play-only-if", "if": False}]}, "if: unknown condition False"),
    ({"abilities": [{"static": "play-only-if", "if": []}]}, "if: [] is not [left, one of"),
    # the wrong-kind sweep (tests/fuzz/test_definition_kinds.py): each raised mid-resolve before
    ({"abilities": [{"effects": [{"add": {"energy": "zzz"}}]}]}, "add: {'energy': 'zzz'} is not"),
    ({"abilities": [{"effects": [{"add": {"power": [2.5]}}]}]}, "is not {\"energy\": N, \"power\""),
    ({"abilities": [{"effects": [{"token": {}}]}]}, "token: {} is not {\"name\": a name"),
    ({"abilities": [{"effects": [{"token": {"name": "Sprite", "might": "big"}}]}]}, "is not a token's card"),
    ({"abilities": [{"effects": [{"play": {"from": None}}]}]}, "play: {'from': None} is not"),
    ({"abilities": [{"effects": [{"damage": 1, "target": ""}]}]}, "target: '' is not a selector object or a reference"),
    ({"abilities": [{"effects": [{"damage": {"might_of": True}, "target": "self"}]}]}, "damage: {'might_of': True}"),
    ({"abilities": [{"static": "keywords", "grants": {"Flying": 1}}]}, "unknown keyword 'Flying'"),
    ({"keywords": ["Flying"]}, "unknown keyword 'Flying'"),
    ({"domains": ["water"]}, "unknown domain 'water'"),
])
def test_a_typo_in_a_definition_is_an_error_not_a_blank_card(bad, message):
    with pytest.raises(ValidationError) as e:
        RbCardDef(**{"name": "X", "type": "unit", "might": 1, **bad})
    assert message in str(e.value)


def test_a_unit_needs_a_might():
    with pytest.raises(ValidationError):
        RbCardDef(name="X", type="unit")


def test_an_instruction_of_the_wrong_shape_is_an_invalid_definition_not_a_crash():
    with pytest.raises(ValidationError, match="malformed instruction|is not"):
        RbCardDef(name="X", type="spell", abilities=[{"effects": [{"grant": {"Shield": [1]}}]}])


def test_an_inline_card_moving_to_a_battlefield_the_board_lacks_is_refused_at_the_field():
    from scenarios.loader import ScenarioError

    from .conftest import scenario

    mover = {"name": "Mover", "type": "spell", "energy": 0,
             "abilities": [{"effects": [{"move": True, "target": "self", "to": "nowhere"}]}]}
    with pytest.raises(ScenarioError, match="/board/players/alice/hand/0/abilities/0/effects/0/to: no battlefield 'nowhere'"):
        scenario(alice={"hand": [mover]})


def test_an_additional_cost_in_power_may_be_a_count_of_any_domain(rb):
    # "power": 1 in a cost is one power of any domain (cards/model._check_cost_values); playing
    # the card read only lists of icons (the sweep: 'int' object is not iterable) — rb:560.2
    card = {"name": "Taxed Insight", "type": "spell", "energy": 0,
            "abilities": [{"static": "additional-cost", "cost": {"power": 1}}, {"effects": [{"draw": 1}]}]}
    r = rb(alice={"hand": [card], "runes": ["fury", "fury"], "deck": [{"name": "A", "type": "unit", "might": 1}]},
           actions=[{"type": "play", "card": "Taxed Insight"}])
    said = [s["explain"]["en"] for s in r["steps"]]
    assert "total cost of Taxed Insight: 0 energy, power: any" in said
    assert "alice recycles Fury Rune" in said  # the power paid by recycling a basic rune (rb:157.2.b)
