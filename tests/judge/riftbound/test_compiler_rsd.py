"""Spiritforged and Origins sentences the compiler reads since branch rsd (grammar/rsd.lark,
families/rsd.py): the printed text → the card format. The engine plays the real cards in
test_riftbound_rsd.py."""

import pytest

from judge.riftbound.cards.compiler import compile_card
from judge.riftbound.cards.compiler.compile import compile_text


@pytest.mark.parametrize("kind, text, expected", [
    # "any number of": none to all, each a target (rb:559.3.c.6); "at a battlefield": one battlefield
    ("Spell", "Move any number of friendly units at a battlefield to their base.",
     [{"effects": [{"move": True, "target": {"choose": "unit", "side": "ally", "at": "battlefield",
                                             "rsd_any_number": True, "same_battlefield": True}, "to": "base"}]}]),
    # "your token units": the player's own tokens (rb:170, rb:179); "this battlefield": mine
    ("Unit", "When I attack, you may move any number of your token units to this battlefield.",
     [{"trigger": "attack", "effects": [{"move": True, "target": {"choose": "unit", "side": "you", "rsd_any_number": True,
                                                                  "rsd_token": True}, "to": "here", "may": True}]}]),
    # an amount picked as it resolves (rb:561.1), as much of the other resource added (rb:605.1)
    ("Gear", ":rb_exhaust:: [Reaction] — Pay any amount of Energy to [Add] that much :rb_rune_rainbow:.",
     [{"activate": {"exhaust": True}, "effects": [{"rsd_pay_any_add": "energy-to-power"}], "keywords": ["Reaction"]}]),
    ("Gear", ":rb_exhaust:: [Reaction] — Pay any amount of :rb_rune_rainbow: to [Add] that much Energy.",
     [{"activate": {"exhaust": True}, "effects": [{"rsd_pay_any_add": "power-to-energy"}], "keywords": ["Reaction"]}]),
    # a passive ability while its condition holds (rb:568): no points for opponents (rb:632.1)
    ("Unit", "While I'm at a battlefield, opponents can't score points.",
     [{"static": "rsd-opponents-no-points", "if": "at-battlefield"}]),
    # a limited play from the trash without the energy cost (rb:595.3, rb:560.1.b), recycled after (rb:594)
    ("Unit", "When you play me, you may play a spell from your trash with Energy cost no more than :rb_energy_3:, "
             "ignoring its Energy cost. Recycle that spell after you play it.",
     [{"trigger": "play-me", "effects": [{"play": {"type": "spell", "energy_max": 3, "from": "trash"},
                                          "ignore_energy": True, "may": True},
                                         {"rsd_recycle_after_play": True}]}]),
    # a delayed ability for the ending step (rb:583, rb:517.1.a) on the unit the spell took
    ("Spell", "Take control of an enemy unit at a battlefield. Ready it. "
              "Lose control of that unit and recall it at end of turn.",
     [{"effects": [{"take_control": True, "target": {"choose": "unit", "side": "enemy", "at": "battlefield"}},
                   {"ready": True, "target": "it"}, {"rsd_lose_control_recall_at_end": True, "target": "it"}]}]),
    # power paid this turn (rb:561.1), +2 might and a keyword under one condition (rb:568.3)
    ("Unit", "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might: and [Ganking].",
     [{"static": "might", "amount": 2, "affects": "self", "if": {"rsd_power_spent_min": 2}},
      {"static": "keywords", "grants": {"Ganking": 1}, "affects": "self", "if": {"rsd_power_spent_min": 2}}]),
    # the defending player (rb:625.1.b); "there": the battlefield of that combat
    ("Unit", "When you defend at a battlefield, you may move me there.",
     [{"trigger": "rsd-you-defend", "effects": [{"move": True, "target": "self", "to": "rsd-event-battlefield",
                                                 "may": True}]}]),
    # the points when it resolves (rb:632.1); "then recycle it" right after a spell is played: once it
    # resolved (docs/rulings.md, Riftbound 76)
    ("Unit", "When I conquer, you may play a spell from your trash with Energy cost less than your points without "
             "paying its Energy cost. Then recycle it.",
     [{"trigger": "conquer-me", "effects": [
         {"rsd_play_below_points": {"type": "spell", "from": "trash", "ignore_energy": True}, "may": True},
         {"rsd_recycle_after_play": True}]}]),
    # elsewhere "recycle it" keeps its meaning
    ("Unit", "When I conquer, reveal the top 1 cards of your Main Deck. Then recycle it.",
     [{"trigger": "conquer-me", "effects": [{"reveal": 1}, {"recycle": 1, "target": "it"}]}]),
    # over rb:559.2: the battlefield of the combat its player attacks (rb:625.1.a.1)
    ("Unit", "I can be played to a battlefield you're attacking.", [{"static": "rsd-play-to-attacked"}]),
    # energy and power off, times the points from holding this turn (rb:560.4, rb:630.2)
    ("Unit", "I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn.",
     [{"static": "cost", "applies_to": "self", "amount": 2,
       "cost": {"by": "you.rsd_hold_points", "power": ["calm"]}}]),
    # a battlefield's trigger; the chooser controls it and draws (rb:559.3.c.1, rb:591)
    ("Battlefield", "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.",
     [{"trigger": "rsd-chosen-here-first", "effects": [{"draw": 1}]}]),
    # what the line's ability adds pays only for gear and gear abilities (rb:605; costs.ONLY)
    ("Legend", ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:. Use only to play gear or use gear abilities.",
     [{"activate": {"exhaust": True}, "effects": [{"add": {"power": ["any"], "only": "gear"}}], "keywords": ["Reaction"]}]),
    # Mighty (rb:708), judged without what it grants (docs/rulings.md, Riftbound 77)
    ("Unit", "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield].",
     [{"static": "keywords", "grants": {"Deflect": 1, "Ganking": 1, "Shield": 1}, "affects": "self",
       "if": {"rsd_self_mighty": True}}]),
    # each player decides in turn (rb:182.3.a); the opponents who did are counted by the next sentence
    ("Unit", "When you play me, you and each opponent may play a Gold gear token exhausted. "
             "For each opponent who did, you play a Gold gear token exhausted.",
     [{"trigger": "play-me", "effects": [
         {"rsd_each_may_token": {"name": "Gold", "type": "gear", "exhausted": True}},
         {"rsd_token_per_opponent_who_did": {"name": "Gold", "type": "gear", "exhausted": True}}]}]),
])
def test_sentence_compiles_to(kind, text, expected):
    r = compile_text("Foo", kind, text)
    assert r.complete, r.sentences
    assert r.definition["abilities"] == expected


CODES = ["SFD-043", "SFD-177", "SFD-117", "SFD-083", "SFD-060", "SFD-140", "SFD-202", "SFD-143", "SFD-126", "OGN-112", "SFD-025", "SFD-055", "OGN-292", "SFD-189", "OGN-232", "SFD-081"]


@pytest.mark.parametrize("code", CODES)
def test_the_card_compiles_completely(code):
    r = compile_card(code)
    assert r.complete, r.sentences


def test_for_each_opponent_who_did_needs_the_offer_before_it():
    r = compile_text("Foo", "Unit", "When you play me, draw 1. For each opponent who did, you play a Gold gear token exhausted.")
    assert not r.complete
