"""The compiler's statics family (grammar/statics.lark, families/statics.py): printed sentences
→ passive abilities in the card format (cards/model.py STATICS), and the restriction of an
activated ability. What each does in a game is in test_riftbound_passives.py, playing the
real cards."""

import pytest

from judge.riftbound.cards.compiler import compiled_definition
from judge.riftbound.cards.compiler.compile import compile_text


def abilities(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition["abilities"]


@pytest.mark.parametrize("text, expected", [
    # me, while a condition holds (rb:568.3.a: "while")
    ("I have +2 :rb_might:.", {"static": "might", "amount": 2, "affects": "self"}),
    ("While I'm buffed, I have an additional +1 :rb_might:.",
     {"static": "might", "amount": 1, "affects": "self", "if": "buffed"}),
    ("While I'm attacking or defending alone, I have +2 :rb_might:.",
     {"static": "might", "amount": 2, "affects": "self", "if": "alone-in-combat"}),
    ("While you have 8+ runes, I have +4 :rb_might:.",
     {"static": "might", "amount": 4, "affects": "self", "if": ["you.runes", ">=", 8]}),
    ("While you have another unit here, I have +1 :rb_might:.",
     {"static": "might", "amount": 1, "affects": "self", "if": "another-unit-here"}),
    ("I have +2 :rb_might: while I'm attacking with another unit.",
     {"static": "might", "amount": 2, "affects": "self", "if": "attacking-with-another"}),
    ("I have +2 :rb_might: while I'm at a battlefield.",
     {"static": "might", "amount": 2, "affects": "self", "if": "at-battlefield"}),
    ("While I'm buffed, I have [Ganking].",
     {"static": "keywords", "grants": {"Ganking": 1}, "affects": "self", "if": "buffed"}),
    ("If you've discarded a card this turn, I have [Assault] and [Ganking].",
     {"static": "keywords", "grants": {"Assault": 1, "Ganking": 1}, "affects": "self", "if": "discarded-this-turn"}),
    # a group (rb:568.1/ex2): who, where, and a condition each of them must meet
    ("Other friendly units here have [Assault].",
     {"static": "keywords", "grants": {"Assault": 1}, "affects": "other-friendly-units-here"}),
    ("Other friendly units have [Vision].", {"static": "keywords", "grants": {"Vision": 1}, "affects": "other-friendly-units"}),
    ("Units here have [Ganking].", {"static": "keywords", "grants": {"Ganking": 1}, "affects": "units-here"}),
    ("Units here have +1 :rb_might:.", {"static": "might", "amount": 1, "affects": "units-here"}),
    ("Other friendly units have +1 :rb_might: here.", {"static": "might", "amount": 1, "affects": "other-friendly-units-here"}),
    ("Other buffed friendly units at my battlefield have +2 :rb_might:.",
     {"static": "might", "amount": 2, "affects": "other-friendly-units-at-my-battlefield", "each_if": "buffed"}),
    ("While a friendly unit defends alone, it gets +2 :rb_might:.",
     {"static": "might", "amount": 2, "affects": "friendly-units", "each_if": "defending-alone"}),
    ("While a unit here is defending alone, it has -2 :rb_might:.",
     {"static": "might", "amount": -2, "affects": "units-here", "each_if": "defending-alone"}),
    ("While I'm at a battlefield, your other units here have [Deflect].",
     {"static": "keywords", "grants": {"Deflect": 1}, "affects": "other-friendly-units-here", "if": "at-battlefield"}),
    # tagged and token units (rb:170) of yours
    ("Your Mechs have [Deflect] and [Ganking].",
     {"static": "keywords", "grants": {"Deflect": 1, "Ganking": 1}, "affects": "friendly-units", "if": {"tag": "Mech"}}),
    ("Your Mechs each have [Assault].",
     {"static": "keywords", "grants": {"Assault": 1}, "affects": "friendly-units", "if": {"tag": "Mech"}}),
    ("Your Mechs have +1 :rb_might:.", {"static": "might", "amount": 1, "affects": "friendly-units", "if": {"tag": "Mech"}}),
    ("Your token units have [Tank].", {"static": "keywords", "grants": {"Tank": 1}, "affects": "friendly-units",
                                       "each_if": "token"}),
    ("Your token units have +1 :rb_might:.", {"static": "might", "amount": 1, "affects": "friendly-units",
                                              "each_if": "token"}),
    ("Your tokens enter ready.", {"static": "enter-ready", "affects": "friendly-units", "each_if": "token"}),
    # entering the board (rb:563.1.c, rb:563.1.d)
    ("I enter ready.", {"static": "enter-ready", "affects": "self"}),
    ("This enters exhausted.", {"static": "enter-exhausted", "affects": "self"}),
    ("Other friendly units enter ready.", {"static": "enter-ready", "affects": "other-friendly-units"}),
    ("If an opponent controls a battlefield, I enter ready.",
     {"static": "enter-ready", "affects": "self", "if": "opponent-controls-battlefield"}),
    ("If you have two or fewer cards in your hand, I enter ready.",
     {"static": "enter-ready", "affects": "self", "if": ["you.hand", "<=", 2]}),
    ("I enter ready if you have two or fewer cards in your hand.",
     {"static": "enter-ready", "affects": "self", "if": ["you.hand", "<=", 2]}),
    # choosing and cost
    ("I can't be chosen by enemy spells and abilities.", {"static": "unchoosable", "affects": "self"}),
    ("I can't be chosen by enemy spells and abilities unless I'm in combat.",
     {"static": "unchoosable", "affects": "self", "if": {"not": "in-combat"}}),
    ("I can't be readied.", {"static": "cant-ready", "affects": "self"}),
    # "if they didn't already": only a unit without it gets it (no second instance, rb:721.2)
    ("Friendly buffed units have [Deflect] if they didn't already.",
     {"static": "keywords-if-missing", "grants": {"Deflect": 1}, "affects": "friendly-units", "each_if": "buffed"}),
    # restrictions on the opponents (rb:568)
    ("While I'm at a battlefield, opponents can only play units to their base.",
     {"static": "opponents-play-units-to-base", "if": "at-battlefield"}),
    ("While I'm at a battlefield, spells and abilities can't ready enemy units and gear.",
     {"static": "no-readying-enemies", "if": "at-battlefield"}),
    ("I cost :rb_energy_2: less.", {"static": "cost", "applies_to": "self", "amount": 2}),
    ("I can have any number of buffs.", {"static": "any-number-of-buffs", "affects": "self"}),
    # moving (a recall is not a move, rb:618.3) and where I may be played
    ("Units can't move from here to base.", {"static": "cant-move-to-base", "affects": "units-here"}),
    ("Units can't move to base.", {"static": "cant-move-to-base", "affects": "units"}),
    ("I can't move to base.", {"static": "cant-move-to-base", "affects": "self"}),
    ("You may play me to an occupied enemy battlefield.", {"static": "play-to-enemy-battlefield", "affects": "self"}),
    # rb:724.1.c.2: a Legion condition on a passive ability
    ("[Legion] — I cost :rb_energy_2: less.", {"static": "cost", "applies_to": "self", "amount": 2, "if": "legion"}),
])
def test_a_passive_reads_as_printed(text, expected):
    assert abilities(text) == [expected]


def test_use_this_ability_only_while_restricts_the_lines_activated_ability():
    assert abilities(":rb_rune_fury:, :rb_exhaust:: Deal 3 to a unit. Use this ability only while I'm at a battlefield.") == [
        {"activate": {"power": ["fury"], "exhaust": True}, "effects": [{"damage": 3, "target": {"choose": "unit"}}],
         "if": "at-battlefield"}]


def test_a_restriction_without_an_activated_ability_is_not_compiled():
    r = compile_text("Foo", "Unit", "Use this ability only while I'm at a battlefield.")
    assert not r.complete
    assert r.sentences[0][2] == "a restriction outside an activated ability"


@pytest.mark.parametrize("text", [
    # ("While I'm [Mighty], I have … [Shield]." compiles since branch rsd: Mighty judged without its own
    # grant, docs/rulings.md, Riftbound 77; tests/judge/riftbound/test_compiler_rsd.py)
    "You may play me to an open battlefield.",  # "open battlefield": the Core Rules do not define it
    "Your Blorps have [Tank].",  # not a tag of any card
])
def test_what_the_grammar_does_not_read_stays_unsupported(text):
    assert not compile_text("Foo", "Unit", text).complete


@pytest.mark.parametrize("code, keywords", [
    ("OGN-015", []),  # Captain Farron: "Other friendly units here have [Assault]" — not his own
    ("OGN-125", []),  # Bilgewater Bully: [Ganking] only while buffed (a passive, rb:713.3)
    ("OGN-074", ["Shield", "Tank"]),  # Taric: printed keyword lines
    ("OGN-217", ["Legion"]),  # "[Legion] — …" (rb:724.1.b, rb:724.3)
])
def test_a_card_has_the_keywords_it_prints_not_those_its_abilities_mention(code, keywords):
    assert compiled_definition(code)["keywords"] == keywords
