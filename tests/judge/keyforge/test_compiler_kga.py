"""The compiler's 'kga' family (grammar/kga.lark, families/kga.py) and the engine behaviour it
needs: abilities gained in quotes — constant ones too (judge/keyforge/kga_gained.py) — and "as
if": æmber on cards spent as if it were in a pool (judge/keyforge/kga_spend.py). Printed
sentences → card format, and scenarios that play the real cards by name."""

import pytest

from .conftest import compiled, state

#: alice ends her turn, bob takes his (he forges first, kf:turn/step-1)
BOBS_TURN = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False}]
#: … and alice's next turn begins: she forges first
ALICES_NEXT_TURN = BOBS_TURN + [{"type": "end-turn"}]
BOB = {"houses": ["brobnar", "logos", "untamed"]}


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# -- printed text → card format ----------------------------------------------------------------
@pytest.mark.parametrize("text, card_type, static", [
    ("You may spend A on Foo as if it were in your pool.", "creature", [{"kga_spend_as_pool": "you"}]),
    ("You may spend A on friendly creatures as if it were in your pool.", "creature",
     [{"kga_spend_as_pool": "you", "affects": "friendly-creatures"}]),
    ('Skip your "forge a key" step.', "artifact", [{"kga_skip_forge_step": True}]),
    ("You get all A spent by your opponent when forging keys.", "artifact", [{"kga_gets_forge_aember": True}]),
])
def test_spending_aember_on_cards(text, card_type, static):
    # kf:turn/step-1 — cards that let the æmber on them be spent when forging keys
    assert compiled(text, card_type)["static"] == static


@pytest.mark.parametrize("text, statics", [
    ('This creature gains, "Your opponent\'s keys cost +2A."', [{"key_cost": 2, "for": "opponent"}]),
    ('This creature gains, "You may use this creature as if it belonged to the active house."',
     [{"use_any_house": True}]),
    ('This creature gains, "You may spend A on this creature as if it were in your pool."',
     [{"kga_spend_as_pool": "you"}]),
    ('This creature gains, "Your opponent may spend A on this creature as if it were in their pool."',
     [{"kga_spend_as_pool": "opponent"}]),
])
def test_a_quoted_constant_ability_is_read_like_a_printed_one(text, statics):
    # kf:rules/upgrades — the quoted text is compiled with the grammar of a printed ability; a constant
    # one becomes a constant ability of the creature (kga_statics), "this creature" being that creature
    assert compiled(text, "upgrade")["static"] == [{"gains": {"kga_statics": statics}, "affects": "attached"}]


def test_a_quoted_gain_after_a_play_ability_is_its_own_paragraph():
    # The Callipygian Ideal: the catalogue joins the constant paragraph to the "Play:" ability
    d = compiled('Play: Exalt this creature.This creature gains, "You may spend A on this creature as if it were '
                 'in your pool."', "upgrade", "The Callipygian Ideal")
    assert d["abilities"] == [{"trigger": "play", "effects": [{"exalt": True, "target": "attached-creature"}]}]
    assert d["static"] == [{"gains": {"kga_statics": [{"kga_spend_as_pool": "you"}]}, "affects": "attached"}]


def test_a_quoted_constant_ability_naming_the_granting_card_is_not_compiled():
    from judge.keyforge.cards.compiler.compile import compile_text

    assert not compile_text("Foo", "upgrade", 'This creature gains, "You may spend A on Foo as if it were in your '
                                               'pool."').complete


def test_a_lasting_effect_cannot_give_a_constant_ability():
    from judge.keyforge.cards.model import CardDef

    bad = {"name": "X", "house": "logos", "type": "action", "abilities": [{"trigger": "play", "effects": [
        {"lasting": {"kind": "modify", "static": {"gains": {"kga_statics": [{"use_any_house": True}]}}},
         "target": "self", "duration": "turn"}]}]}
    with pytest.raises(ValueError):
        CardDef.model_validate(bad)


# -- the real cards --------------------------------------------------------------------------------
# kf:turn/step-1 — Senator Shrix: "You may spend A on Senator Shrix as if it were in your pool." Bob has
# 3A in his pool and 3A on Senator Shrix: enough for a key, so he must forge it, paying from both
def test_senator_shrix_aember_pays_for_a_key(run):
    bob = {"amber": 3, "houses": ["saurian", "brobnar", "logos"],
           "battleline": [{"card": "Senator Shrix", "captured_amber": 3}]}
    r = run(bob=bob, actions=BOBS_TURN)
    assert state(r, "players.bob.keys") == 1 and state(r, "players.bob.amber") == 0
    assert card(r, "Senator Shrix")["amber"] == 0
    assert "spend-aember" in [s["event"] for s in r.steps]
    # the same æmber on a creature without the ability is not spent: no key
    r = run(bob={**bob, "battleline": [{"card": "Troll", "captured_amber": 3}]}, actions=BOBS_TURN)
    assert state(r, "players.bob.keys") == 0 and state(r, "players.bob.amber") == 3


# kf:turn/step-1, kf:glossary/may — with 5A in the pool the player chooses how much of Senator Shrix's
# æmber to spend (1 to 3): 2 from Shrix, the other 4 from the pool
def test_the_player_chooses_how_much_to_spend_from_the_card(run):
    bob = {"amber": 5, "houses": ["saurian", "brobnar", "logos"],
           "battleline": [{"card": "Senator Shrix", "captured_amber": 3}]}
    r = run(bob=bob, actions=BOBS_TURN, choices={"spend-aember:Senator Shrix": "2"})
    assert state(r, "players.bob.keys") == 1 and state(r, "players.bob.amber") == 1
    assert card(r, "Senator Shrix")["amber"] == 1


# kf:turn/step-1 — Senator Bracchus: "You may spend A on friendly creatures as if it were in your pool."
# The æmber on Bob's Troll pays for his key; the æmber on Alice's creature is not his to spend
def test_senator_bracchus_lets_friendly_creatures_pay(run):
    bob = {"amber": 2, "houses": ["saurian", "brobnar", "logos"],
           "battleline": ["Senator Bracchus", {"card": "Troll", "captured_amber": 4}]}
    r = run(alice={"battleline": [{"card": "Krump", "captured_amber": 4}]}, bob=bob, actions=BOBS_TURN)
    assert state(r, "players.bob.keys") == 1 and card(r, "Troll")["amber"] == 0
    assert card(r, "Krump")["amber"] == 4
    r = run(alice={"battleline": [{"card": "Krump", "captured_amber": 4}]},
            bob={**bob, "battleline": ["Senator Bracchus", "Troll"]}, actions=BOBS_TURN)
    assert state(r, "players.bob.keys") == 0


# kf:rules/upgrades, kf:turn/step-1 — The Callipygian Ideal: "Play: Exalt this creature." and the creature
# gains "You may spend A on this creature as if it were in your pool.": at the start of her next turn
# Alice forges with 5A in her pool and the 1A on her Troll
def test_the_callipygian_ideal_gives_its_creature_the_ability(run):
    alice = {"amber": 5, "house": "saurian", "houses": ["saurian", "brobnar", "logos"],
             "hand": ["The Callipygian Ideal"], "battleline": ["Troll"]}
    play = {"type": "play", "card": "The Callipygian Ideal", "target": "Troll"}
    r = run(alice=alice, bob=BOB, actions=[play] + ALICES_NEXT_TURN)
    assert state(r, "players.alice.keys") == 1 and state(r, "players.alice.amber") == 0
    assert card(r, "Troll")["amber"] == 0
    # the same æmber on the creature without the upgrade (its exalt placed by hand): no key
    alice = {**alice, "hand": [], "battleline": [{"card": "Troll", "captured_amber": 1}]}
    r = run(alice=alice, bob=BOB, actions=ALICES_NEXT_TURN)
    assert state(r, "players.alice.keys") == 0 and state(r, "players.alice.amber") == 5


# kf:rules/upgrades — Mole on an enemy creature: "Your opponent may spend A on this creature as if it were in
# their pool." Alice puts Mole on Bob's Troll, which holds 3A; at the start of her next turn her 3A and
# those 3A make a key. Bob cannot spend the æmber on his own Troll
def test_mole_lets_the_opponent_spend_the_aember_on_the_creature(run):
    alice = {"amber": 2, "house": "shadows", "hand": ["Mole"]}  # +1: Mole's æmber bonus
    bob = {**BOB, "amber": 3, "battleline": [{"card": "Troll", "captured_amber": 3}]}
    play = {"type": "play", "card": "Mole", "target": "Troll"}
    r = run(alice=alice, bob=bob, actions=[play] + ALICES_NEXT_TURN)
    assert state(r, "players.bob.keys") == 0
    assert state(r, "players.alice.keys") == 1 and card(r, "Troll")["amber"] == 0


# kf:rules/upgrades, kf:rules/constant-abilities — Jammer Pack: the creature gains "Your opponent's keys cost
# +2A.": Bob's keys cost 8 while it is attached, 6 again when the creature and its upgrade leave play
def test_jammer_pack_raises_the_opponents_key_cost_while_attached(run):
    alice = {"house": "mars", "houses": ["mars", "brobnar", "dis"], "hand": ["Jammer Pack"], "battleline": ["Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Jammer Pack", "target": "Troll"}])
    assert [state(r, "players.alice.key_cost"), state(r, "players.bob.key_cost")] == [6, 8]
    jammed = {**alice, "hand": [], "battleline": [{"card": "Troll", "upgrades": ["Jammer Pack"]}]}
    r = run(alice=jammed, bob={**BOB, "amber": 7}, actions=BOBS_TURN)
    assert state(r, "players.bob.keys") == 0 and state(r, "players.bob.amber") == 7  # 7 < 8
    # Gateway to Dis destroys the Troll: its upgrade is discarded and the gained ability is gone
    r = run(alice={**jammed, "house": "dis", "hand": ["Gateway to Dis"]},
            actions=[{"type": "play", "card": "Gateway to Dis"}])
    assert "Jammer Pack" in state(r, "players.alice.discard") and state(r, "players.bob.key_cost") == 6


# kf:rules/upgrades — Mantle of the Zealot: the creature gains "You may use this creature as if it belonged to
# the active house." A Shadows creature with it reaps while Brobnar is active; without it, it cannot
def test_mantle_of_the_zealot_lets_the_creature_be_used_in_any_house(run):
    from .conftest import _refusal

    alice = {"battleline": [{"card": "Urchin", "upgrades": ["Mantle of the Zealot"]}]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "Urchin"}])
    assert state(r, "players.alice.amber") == 1
    r = run(alice={"battleline": ["Urchin"]}, actions=[{"type": "reap", "card": "Urchin"}])
    assert _refusal(r)


# kf:turn/step-1, kf:rules/golden-rule — The Sting: "Skip your "forge a key" step." Alice has 6A and The Sting:
# she forges nothing at the start of her turn. "You get all A spent by your opponent when forging keys":
# Bob's 6A go to Alice instead of the supply
def test_the_sting_skips_the_forge_step_and_takes_the_opponents_aember(run):
    alice = {"amber": 6, "artifacts": ["The Sting"]}
    r = run(alice=alice, bob={**BOB, "amber": 6}, actions=BOBS_TURN + [{"type": "end-turn"}])
    assert state(r, "players.bob.keys") == 1 and state(r, "players.bob.amber") == 0
    assert state(r, "players.alice.keys") == 0 and state(r, "players.alice.amber") == 12


# -- a creature card played as an upgrade instead (kga_forms.py; docs/rulings.md) ------------------------
SA = {"house": "staralliance", "houses": ["staralliance", "brobnar", "logos"]}
ENSIGN = {"name": "Test Ensign", "house": "staralliance", "type": "creature", "power": 3}


@pytest.mark.parametrize("name, keyword", [("Explo-rover", "skirmish"), ("Securi-Droid", "taunt"),
                                           ("Stealthster", "elusive")])
def test_may_be_played_as_an_upgrade_with_the_quoted_text_to_definition(name, keyword):
    text = f'{name} may be played as an upgrade instead of a creature, with the text: "This creature gains {keyword}."'
    assert compiled(text, "creature", name)["static"] == [{"kga_play_as_upgrade": {"static": [
        {"gains": {"keywords": [keyword]}, "affects": "attached"}]}}]


def test_calv_1n_upgrade_text_holds_a_nested_quote():
    d = compiled("Fight/Reap: Draw a card. CALV-1N may be played as an upgrade instead of a creature, with the text: "
                 "\u201cThis creature gains, \u2018Fight/Reap: Draw a card.\u2019\u201d", "creature", "CALV-1N")
    assert d["abilities"] == [{"trigger": ["fight", "reap"], "effects": [{"draw": 1}]}]
    assert d["static"] == [{"kga_play_as_upgrade": {"static": [{"gains": {"abilities": [
        {"trigger": ["fight", "reap"], "effects": [{"draw": 1}]}]}, "affects": "attached"}]}}]


# kf:rules/upgrades — Explo-rover, Securi-Droid, Stealthster played as upgrades: attached to the Troll, which
# gains the keyword of the quoted text; the card is not a creature in the battleline
@pytest.mark.parametrize("name, keyword", [("Explo-rover", "skirmish"), ("Securi-Droid", "taunt"),
                                           ("Stealthster", "elusive")])
def test_played_as_an_upgrade_the_creature_gains_the_keyword(run, name, keyword):
    alice = {**SA, "hand": [name], "battleline": ["Troll"]}
    play = {"type": "play", "card": name, "target": "Troll"}
    r = run(alice=alice, actions=[play], choices={f"play-as:{name}": "upgrade"})
    troll = card(r, "Troll")
    assert keyword in troll["keywords"] and len(troll["upgrades"]) == 1
    assert state(r, "players.alice.battleline") == ["Troll"]
    assert "play-as-upgrade" in [s["event"] for s in r.steps]
    # played as a creature, it enters the battleline and the Troll gains nothing
    r = run(alice=alice, actions=[{"type": "play", "card": name, "flank": "right"}], choices={f"play-as:{name}": "creature"})
    assert len(state(r, "players.alice.battleline")) == 2 and keyword not in card(r, "Troll")["keywords"]


# kf:rules/upgrades — an upgrade that cannot be attached cannot enter play: with no creature in play
# Explo-rover is played as a creature, nothing is asked
def test_without_a_creature_it_is_played_as_a_creature(run):
    r = run(alice={**SA, "hand": ["Explo-rover"]}, actions=[{"type": "play", "card": "Explo-rover"}])
    assert r.outcome == "completed" and len(state(r, "players.alice.battleline")) == 1


# kf:rules/upgrades — CALV-1N as an upgrade: its creature gains "Fight/Reap: Draw a card." and draws when it
# reaps; when the creature leaves play the upgrade is discarded and is the creature card CALV-1N again
def test_calv_1n_as_an_upgrade_gives_fight_reap_draw(run):
    alice = {**SA, "hand": ["CALV-1N"], "battleline": [{"card": ENSIGN}], "deck": ["Troll", "Krump"]}
    play = {"type": "play", "card": "CALV-1N", "target": "Test Ensign"}
    r = run(alice=alice, actions=[play, {"type": "reap", "card": "Test Ensign"}], choices={"play-as:CALV-1N": "upgrade"})
    assert len(state(r, "players.alice.hand")) == 1 and state(r, "players.alice.amber") == 1
    ensign = {**ENSIGN, "power": 1}
    alice = {**alice, "battleline": [{"card": ensign}], "house": "brobnar"}
    r = run(alice={**alice, "hand": ["CALV-1N"], "house": "staralliance"}, bob={"battleline": ["Troll"]},
            actions=[play, {"type": "fight", "card": "Test Ensign", "target": "Troll"}],
            choices={"play-as:CALV-1N": "upgrade"})
    # the Ensign (1 power) dies fighting the Troll: its fight ability does not resolve (it was destroyed),
    # and CALV-1N goes to the discard pile as a card, no longer an upgrade form
    assert "CALV-1N" in state(r, "players.alice.discard")
    forms = [c["after"] for s in r.steps for c in s["changes"] if c["path"] == "cards.calv-1n.kga_form"]
    assert forms == ["CALV-1N (upgrade)", None]


# -- the end of the "ready cards" step, and a play effect triggered as if just played -----------------------
def test_end_of_ready_cards_step_to_definition():
    d = compiled('At the end of your "ready cards" step, purge a card from your hand. If you do, give Foo two +1 '
                 'power counters.')
    assert d["abilities"] == [{"trigger": "kga-end-of-ready-step", "whose": "friendly", "effects": [
        {"purge": True, "target": {"kind": "card", "zone": "hand", "player": "you"}},
        {"power_counters": 2, "target": "self", "if_you_do": True}]}]


# kf:turn/step-4 — Greater Oxtet: at the end of Alice's "ready cards" step she purges the Troll from her hand
# and Greater Oxtet gets two +1 power counters (power 4 + 2); with an empty hand nothing is purged, no counters
def test_greater_oxtet_purges_a_card_at_the_end_of_the_ready_step(run):
    r = run(alice={"battleline": ["Greater Oxtet"], "hand": ["Troll"]}, bob=BOB, actions=[{"type": "end-turn"}])
    assert state(r, "players.alice.purged") == ["Troll"] and card(r, "Greater Oxtet")["power"] == 6
    ready = [s["event"] for s in r.steps].index("ready-cards")
    purge = [s["event"] for s in r.steps].index("purge")
    assert ready < purge  # after the cards are readied
    r = run(alice={"battleline": ["Greater Oxtet"]}, bob=BOB, actions=[{"type": "end-turn"}])
    assert card(r, "Greater Oxtet")["power"] == 4
    # not at the end of the opponent's ready step
    r = run(alice={"battleline": ["Greater Oxtet"]}, bob={**BOB, "hand": ["Krump"]},
            actions=BOBS_TURN + [{"type": "end-turn"}])
    assert state(r, "players.bob.purged") == [] and card(r, "Greater Oxtet")["power"] == 4


# kf:glossary/as-if-you-controlled-it — Favor of Rex: "Trigger the play effect of a creature as if you had just
# played it." Alice chooses Bob's Urchin ("Play: Steal 1A."): she steals 1A from Bob; Urchin is not played
def test_favor_of_rex_triggers_an_enemy_creatures_play_effect_for_you(run):
    alice = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "hand": ["Favor of Rex"]}
    r = run(alice=alice, bob={"amber": 3, "battleline": ["Urchin", "Troll"]},
            actions=[{"type": "play", "card": "Favor of Rex"}], choices=["Urchin"])
    assert state(r, "players.alice.amber") == 1 + 1 and state(r, "players.bob.amber") == 2
    assert "trigger-ability" in [s["event"] for s in r.steps]
    # a creature without a play effect: nothing more happens (only Favor of Rex's æmber bonus)
    r = run(alice=alice, bob={"amber": 3, "battleline": ["Urchin", "Troll"]},
            actions=[{"type": "play", "card": "Favor of Rex"}], choices=["Troll"])
    assert state(r, "players.alice.amber") == 1 and state(r, "players.bob.amber") == 3


# kf:glossary/play, kf:glossary/as-if-you-controlled-it — Lateral Shift: Alice looks at Bob's hand and plays his
# Urchin as if it were hers: it enters her battleline under her control (Bob still owns it), and its "Play:
# Steal 1A." steals from Bob, her opponent
def test_lateral_shift_plays_a_card_from_the_opponents_hand(run):
    alice = {"hand": ["Lateral Shift"]}
    r = run(alice=alice, bob={"amber": 2, "hand": ["Urchin", "Troll"]},
            actions=[{"type": "play", "card": "Lateral Shift"}], choices={"play-from-hand:Lateral Shift": "Urchin"})
    assert state(r, "players.alice.battleline") == ["Urchin"] and state(r, "players.bob.hand") == ["Troll"]
    urchin = card(r, "Urchin")
    assert urchin["owner"] == "bob" and urchin["controller"] == "alice"
    assert state(r, "players.alice.amber") == 1 and state(r, "players.bob.amber") == 1
    assert state(r, "players.alice.discard") == ["Lateral Shift"]
    # an empty hand: nothing is played
    r = run(alice=alice, bob={"amber": 2}, actions=[{"type": "play", "card": "Lateral Shift"}])
    assert r.outcome == "completed" and state(r, "players.alice.battleline") == []


# -- a random archived card or the top card of the deck, played as if yours (verbs_kga.py) ----------------------
def test_fidgit_and_murkens_to_definition():
    assert compiled("Reap: Discard a random card from your opponent\u2019s archives or the top card of their deck. If "
                    "that card is an action, play it as if it were yours.")["abilities"] == [{"trigger": "reap", "effects": [
                        {"kga_archives_or_deck_top": "discard", "who": "opponent"},
                        {"kga_play_previous": True, "if": {"previous": {"type": "action"}}}]}]
    assert compiled("Play: Choose a random card in your opponent\u2019s archives or the top card of your opponent\u2019s "
                    "deck. Play that card as if it were yours.")["abilities"] == [{"trigger": "play", "effects": [
                        {"kga_archives_or_deck_top": "choose", "who": "opponent"}, {"kga_play_previous": True}]}]


# kf:glossary/play, kf:glossary/as-if-you-controlled-it — Fidgit reaps: Bob's archives are empty, so the top card
# of his deck is discarded; it is Virtuous Works, an action: Alice plays it and gains its 3A bonus (1A for the
# reap); the card goes to Bob's discard pile, its owner's
def test_fidgit_plays_a_discarded_action_as_if_it_were_yours(run):
    alice = {"house": "shadows", "battleline": ["Fidgit"]}
    r = run(alice=alice, bob={"deck": ["Virtuous Works", "Troll"]}, actions=[{"type": "reap", "card": "Fidgit"}])
    assert state(r, "players.alice.amber") == 1 + 3 and state(r, "players.bob.discard") == ["Virtuous Works"]
    assert "play-as-if-yours" in [s["event"] for s in r.steps]
    # a creature is discarded and not played
    r = run(alice=alice, bob={"deck": ["Troll", "Virtuous Works"]}, actions=[{"type": "reap", "card": "Fidgit"}])
    assert state(r, "players.alice.amber") == 1 and state(r, "players.bob.discard") == ["Troll"]
    assert state(r, "players.alice.battleline") == ["Fidgit"]
    # Alice chooses the archives; the card picked at random is Virtuous Works
    r = run(alice=alice, bob={"archives": ["Troll", "Virtuous Works"], "deck": ["Krump"]},
            actions=[{"type": "reap", "card": "Fidgit"}],
            choices={"archives-or-deck:Fidgit": "archives", "random:Fidgit": "Virtuous Works"})
    assert state(r, "players.alice.amber") == 4 and state(r, "players.bob.archives") == ["Troll"]
    assert state(r, "players.bob.deck") == ["Krump"]


# kf:glossary/play — Murkens: the top card of Bob's deck, a Troll, is played by Alice as if it were hers: it enters
# her battleline under her control, Bob still owns it
def test_murkens_plays_the_opponents_top_card(run):
    alice = {"house": "shadows", "hand": ["Murkens"]}
    r = run(alice=alice, bob={"deck": ["Troll", "Krump"]}, actions=[{"type": "play", "card": "Murkens"}],
            choices={"flank:Troll": "right"})
    assert state(r, "players.alice.battleline") == ["Murkens", "Troll"] and state(r, "players.bob.deck") == ["Krump"]
    assert card(r, "Troll")["owner"] == "bob" and card(r, "Troll")["controller"] == "alice"


# kf:glossary/center-of-the-battleline, kf:glossary/control — Lord Invidius in the center of Alice's battleline gains
# "Reap: Take control of an enemy flank creature and exhaust it. While under your control, it belongs to house Dis.":
# Alice takes Bob's Urchin (Shadows), exhausted, and it belongs to Dis while she controls it
def test_lord_invidius_in_the_center_takes_a_flank_creature_into_house_dis(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "battleline": ["Troll", "Lord Invidius", "Krump"]}
    bob = {"battleline": ["Urchin", "Bumpsy", "Dextre"]}
    choices = {"target:Lord Invidius": "Urchin", "flank:Urchin": "right"}
    r = run(alice=alice, bob=bob, actions=[{"type": "reap", "card": "Lord Invidius"}], choices=choices)
    urchin = card(r, "Urchin")
    assert urchin["controller"] == "alice" and urchin["exhausted"] and urchin["houses"] == ["dis"]
    assert state(r, "players.alice.battleline") == ["Troll", "Lord Invidius", "Krump", "Urchin"]
    # not in the center: Lord Invidius has no such ability, the reap only gains 1A
    r = run(alice={**alice, "battleline": ["Lord Invidius", "Troll"]}, bob=bob,
            actions=[{"type": "reap", "card": "Lord Invidius"}])
    assert state(r, "players.bob.battleline") == ["Urchin", "Bumpsy", "Dextre"] and state(r, "players.alice.amber") == 1


def test_an_unknown_house_is_refused_when_the_card_loads():
    from judge.keyforge.cards.model import CardDef

    with pytest.raises(ValueError):  # a house the engine does not know is refused when the card loads
        CardDef.model_validate({"name": "X", "house": "dis", "type": "creature", "abilities": [
            {"trigger": "reap", "effects": [{"kho_house": "atlantis", "target": "previous-target", "kho_duration": "while-yours"}]}]})


# kf:glossary/move, kf:turn/step-1 — Monument to Shrix: "Action: Move 1A from your pool to Monument to Shrix."; with
# Citizen Shrix in Alice's discard pile she may take it from any player's pool instead (here Bob's); and "You may
# spend A on Monument to Shrix as if it were in your pool": at her next turn her 5A and its 1A make a key
def test_monument_to_shrix_stores_aember_that_pays_for_keys(run):
    alice = {"amber": 6, "house": "saurian", "houses": ["saurian", "brobnar", "logos"], "artifacts": ["Monument to Shrix"]}
    use = {"type": "use-action", "card": "Monument to Shrix"}
    r = run(alice=alice, bob={**BOB, "amber": 3}, actions=[use] + ALICES_NEXT_TURN)
    assert state(r, "players.alice.keys") == 1 and state(r, "players.alice.amber") == 0
    r = run(alice={**alice, "discard": ["Citizen Shrix"]}, bob={**BOB, "amber": 3}, actions=[use],
            choices={"pool:Monument to Shrix": "bob"})
    assert state(r, "players.bob.amber") == 2 and state(r, "players.alice.amber") == 6
    assert card(r, "Monument to Shrix")["amber"] == 1
