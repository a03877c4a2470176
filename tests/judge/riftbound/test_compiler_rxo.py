"""Origins and Spiritforged sentences the compiler reads since branch rxo (grammar/rxo.lark,
families/rxo.py): the printed text → the card format. The engine plays the real cards in
test_riftbound_rxo.py."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


@pytest.mark.parametrize("kind, text, expected", [
    # a price paid as the ability resolves (rb:583.1/ex1), then the card played with its own costs
    # ignored (rb:595.3, rb:560.1.a; docs/rulings.md, Riftbound 91)
    ("Unit", "When you discard me, you may pay :rb_rune_fury: to play me.",
     [{"trigger": "discard-me", "zone": "trash", "effects": [
         {"pay": {"power": ["fury"]}, "may": True},
         {"play": {}, "target": "self", "ignore_cost": True, "if": {"paid": "pay"}}]}]),
])
def test_rxo_sentences(kind, text, expected):
    c = compile_text("Test", kind, text)
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == expected


@pytest.mark.parametrize("kind, text, expected", [
    # a card refers to its own revealing (rb:600.1.a.1) from its deck (rb:570.1): a passive that adds
    # as it is revealed (docs/rulings.md, Riftbound 92)
    ("Unit", "As I'm revealed from your deck, [Add] :rb_energy_2:.",
     [{"static": "rxo-as-revealed", "effects": [{"add": {"energy": 2}}]}]),
    # "your other units": the player's units but the card itself
    ("Unit", "When you play me, give your other units +2 :rb_might: this turn.",
     [{"trigger": "play-me", "effects": [{"might": 2, "target": {"all": "unit", "side": "ally", "other": True},
                                          "duration": "turn"}]}]),
])
def test_rxo_undertitan(kind, text, expected):
    c = compile_text("Test", kind, text)
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == expected


def test_as_revealed_reads_only_resources_added():
    # anything else a revealed card would do is not read: it stays unsupported
    c = compile_text("Test", "Unit", "As I'm revealed from your deck, draw 1.")
    assert c.definition["abilities"] == [] and c.definition["unsupported"]


def test_rxo_ornns_forge():
    # a battlefield's discount (rb:560.4, rb:569.1) while its controller controls it (rb:181), for the
    # first friendly non-token gear played in the turn (rb:595.4.a, rb:176)
    c = compile_text("Test", "Battlefield", "While you control this battlefield, the first friendly non-token gear "
                                            "played each turn costs :rb_energy_1: less.")
    assert c.definition["abilities"] == [{"static": "cost", "applies_to": "gears", "amount": 1, "if": {
        "all": ["rxo-controls-this", {"rxo_none_played": "gear"}]}}]


@pytest.mark.parametrize("kind, text, expected", [
    # its own death (rb:720.1.d): alone where it died, those dying with it counted (docs/rulings.md, Riftbound 93)
    ("Unit", "[Deathknell] — If I died alone, draw 1. (When I die, get the effect. I'm alone if there are no "
             "other friendly units here.)",
     [{"trigger": "dies", "deathknell": True, "effects": [{"draw": 1, "if": {"rxb_died_alone": True}}]}]),
    # once per rune recycled (rb:594.1.b); the legend exhausted as the ability resolves (rb:583.1/ex1)
    ("Legend", "When you recycle a rune, you may exhaust me to play a Gold gear token exhausted.",
     [{"trigger": "rxo-recycle-rune", "effects": [
         {"pay": {"exhaust": "self"}, "may": True},
         {"token": {"name": "Gold", "type": "gear", "exhausted": True}, "if": {"paid": "pay"}}]}]),
    # once for the units that die at the same time (rb:520, rb:627.1, rb:604.4)
    ("Legend", "When one or more enemy units die, ready me.",
     [{"trigger": "rxo-enemies-die", "effects": [{"ready": True, "target": "self"}]}]),
])
def test_rxo_deaths_and_runes(kind, text, expected):
    c = compile_text("Test", kind, text)
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == expected


def test_rxo_play_it_here_changes_the_play_before_it():
    # where the earlier play may put a unit: its usual places (rb:559.2) or here (rb:053.3, rb:595.3.b)
    c = compile_text("Test", "Unit", "When I attack, you may reveal the top 2 cards of your Main Deck. You may play "
                                     "one. Then recycle the rest. If the played card is a unit, you may play it here.")
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == [{"trigger": "attack", "effects": [
        {"reveal": 2, "may": True}, {"play": {"from": "seen", "to": "rxo-or-here"}, "may": True},
        {"from_seen": {"to": "recycle", "count": "all"}}]}]
    # without a play before it, it says nothing it could change: not compiled
    c = compile_text("Test", "Unit", "When I attack, draw 1. If the played card is a unit, you may play it here.")
    assert c.definition["unsupported"] == ["If the played card is a unit, you may play it here."]


@pytest.mark.parametrize("text, effects", [
    ("you score 1 point.", [{"score": 1}]),
    ("you may deal that much to an enemy unit.",
     [{"rxo_damage_excess": True, "target": {"choose": "unit", "side": "enemy"}, "may": True}]),
])
def test_rxo_conquer_after_an_attack_with_excess_damage(text, effects):
    # the conquest that ends a combat it attacked in (rb:627.3), damage beyond lethal (rb:626.1.d.2;
    # docs/rulings.md, Riftbound 96), read as it triggers
    c = compile_text("Test", "Unit", "When I conquer after an attack, if you assigned 5 or more excess damage to enemy "
                                     "units, " + text)
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == [{"trigger": "conquer-me", "if": {"rxo_excess_after_attack": 5},
                                          "effects": effects}]


@pytest.mark.parametrize("kind, when, trigger", [
    ("Unit", "When I conquer", "conquer-me"),  # Yeti Brawler
    ("Legend", "When you conquer", "conquer"),  # Vi - Piltover Enforcer
    ("Battlefield", "When you conquer here", "conquer-here"),  # Trapping Grounds
])
def test_rxo_any_conquest_with_excess_damage(kind, when, trigger):
    # the same excess as Tryndamere's (Riftbound 96): a conquest with no combat before it had none
    c = compile_text("Test", kind, when + ", if you assigned 3 or more excess damage, draw 1.")
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == [{"trigger": trigger, "if": {"rxo_excess_after_attack": 3},
                                          "effects": [{"draw": 1}]}]


def test_rxo_that_much_means_nothing_elsewhere():
    c = compile_text("Test", "Unit", "When I attack, deal that much to an enemy unit.")
    assert c.definition["abilities"] == [] and c.definition["unsupported"]


def test_rxo_symbol_of_the_solari():
    c = compile_text("Test", "Gear", "If a combat where you are the attacker ends in a tie, recall ALL units instead. "
                                     "(Send them to base. This isn't a move. Ties are calculated after combat damage "
                                     "is dealt.)")
    assert c.definition["abilities"] == [{"static": "rxo-tie-recall-all"}]


def test_rxo_vex_cheerless():
    # a discount (rb:560.4, its minimum only its own, rb:560.4.c) and an increase (rb:560.3) under one
    # condition (rb:568.3): an attacker or defender (rb:620)
    c = compile_text("Test", "Unit", "While I'm in combat, friendly spells cost :rb_energy_1::rb_rune_rainbow: less to "
                                     "a minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1::rb_rune_rainbow: "
                                     "more.")
    assert c.definition["abilities"] == [
        {"static": "cost", "applies_to": "rxo-friendly-spells", "amount": 1, "cost": {"power": 1}, "minimum": 1,
         "if": "in-combat"},
        {"static": "rxo-cost-more", "applies_to": "rxo-enemy-spells", "amount": 1, "cost": {"power": 1},
         "if": "in-combat"}]


def test_rxo_rek_sai_breacher():
    c = compile_text("Test", "Unit", "Friendly units played from anywhere other than a player's hand have [Accelerate].")
    assert c.definition["abilities"] == [{"static": "rxo-not-from-hand-keywords", "grants": {"Accelerate": 1}}]


def test_rxo_jayce_man_of_progress():
    # a permission for the rest of the turn, if the gear was killed (rb:560.1.b; "if you do": done)
    c = compile_text("Test", "Unit", "When you play me, you may kill a friendly gear. If you do, you may play a gear "
                                     "with Energy cost no more than :rb_energy_7: from hand this turn, ignoring its "
                                     "Energy cost. (You must still pay its Power cost.)")
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"][0]["effects"][1] == {"rxo_may_play_free": {"type": "gear", "energy_max": 7},
                                                          "if": "done"}


def test_rxo_rumble_hotheaded():
    # a cost paid as it resolves (rb:583.1/ex1), a play from the trash (rb:595.3), the next sentence
    # lowering that play's energy cost (rb:560.4)
    c = compile_text("Test", "Unit", "When I conquer, you may recycle another friendly unit to play a Mech from your "
                                     "trash. Reduce its Energy cost by the Might of the unit you recycled.")
    assert c.definition["abilities"] == [{"trigger": "conquer-me", "effects": [
        {"rxo_recycle_to_play": {"tag": "Mech", "reduce_by_might": True}, "may": True}]}]
    c = compile_text("Test", "Unit", "When I attack, draw 1. Reduce its Energy cost by the Might of the unit you recycled.")
    assert c.definition["unsupported"] == ["Reduce its Energy cost by the Might of the unit you recycled."]


def test_rxo_void_hatchling():
    # one replacement in three sentences (rb:571): a look, "you may recycle it" its instruction, the reveal
    c = compile_text("Test", "Unit", "If you would reveal cards from a deck, look at the top card first. You may "
                                     "recycle it. Then reveal those cards.")
    assert c.definition["unsupported"] == [], c.sentences
    assert c.definition["abilities"] == [{"static": "rxo-look-before-reveal",
                                          "effects": [{"recycle": 1, "target": "it", "may": True}]}]
    c = compile_text("Test", "Unit", "Then reveal those cards.")
    assert c.definition["unsupported"] == ["Then reveal those cards."]
