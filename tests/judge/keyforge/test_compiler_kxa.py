"""The compiler's 'kxa' family (grammar/kxa.lark, families/kxa.py): CotA/AoA cards left by earlier rounds
as the hardest, and the engine behaviour they need. Printed sentences → card format, and scenarios that
play the real cards by name."""

import pytest

from .conftest import compiled, state

#: alice ends her turn, bob takes his (he forges first, kf:turn/step-1)
BOBS_TURN = [{"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "player": "bob", "take_archives": False}]
#: … and alice's next turn begins: she forges first
ALICES_NEXT_TURN = BOBS_TURN + [{"type": "end-turn"}]
BOB = {"houses": ["brobnar", "logos", "untamed"]}


def card(r, name):
    return next(c for c in r.final_state["cards"].values() if c["card"] == name)


# -- æmber on a card spent when forging keys (kf:turn/step-1) ------------------------------------------
@pytest.mark.parametrize("name", ["Pocket Universe", "Safe Place"])
def test_spend_aember_on_the_card_when_forging_keys_to_definition(name):
    assert compiled(f"You may spend A on {name} when forging keys.", "artifact", name)["static"] == [
        {"kga_spend_as_pool": "you"}]


# kf:turn/step-1 — Pocket Universe: "Action: Move 1A from your pool to Pocket Universe." and "You may spend A
# on Pocket Universe when forging keys." Alice moves 1 of her 6A onto it; at the start of her next turn her 5A
# and the 1A on it make a 6A key, both spent
@pytest.mark.parametrize("name, house", [("Pocket Universe", "logos"), ("Safe Place", "shadows")])
def test_aember_moved_onto_the_card_pays_for_the_next_key(run, name, house):
    alice = {"amber": 6, "house": house, "houses": [house, "brobnar", "untamed"], "artifacts": [name]}
    r = run(alice=alice, bob=BOB, actions=[{"type": "use-action", "card": name}])
    assert state(r, "players.alice.amber") == 5 and card(r, name)["amber"] == 1
    r = run(alice=alice, bob=BOB, actions=[{"type": "use-action", "card": name}] + ALICES_NEXT_TURN)
    assert state(r, "players.alice.keys") == 1 and state(r, "players.alice.amber") == 0
    assert card(r, name)["amber"] == 0


# -- Rocket Boots: a gained "Fight/Reap:" that readies the creature after its first use ---------------------
def test_rocket_boots_to_definition():
    d = compiled('This creature gains, "Fight/Reap: If this is the first time this creature was used this turn, '
                 'ready it."', "upgrade", "Rocket Boots")
    assert d["static"] == [{"gains": {"abilities": [{"trigger": ["fight", "reap"], "effects": [
        {"ready": True, "target": "self", "if": ["self.kmc_uses", "==", 1]}]}]}, "affects": "attached"}]


LOGOS = {"house": "logos", "houses": ["logos", "brobnar", "untamed"]}


# kf:glossary/use, kf:rules/ready-and-exhausted — Rocket Boots on Dextre: the first reap this turn readies it, so
# it reaps a second time; after that second use it stays exhausted and a third reap is refused
def test_rocket_boots_ready_the_creature_after_its_first_use_only(run):
    from .conftest import _refusal

    alice = {**LOGOS, "battleline": [{"card": "Dextre", "upgrades": ["Rocket Boots"]}]}
    reap = {"type": "reap", "card": "Dextre"}
    r = run(alice=alice, actions=[reap])
    assert state(r, "players.alice.amber") == 1 and card(r, "Dextre")["exhausted"] is False
    r = run(alice=alice, actions=[reap, reap])
    assert state(r, "players.alice.amber") == 2 and card(r, "Dextre")["exhausted"] is True
    assert _refusal(run(alice=alice, actions=[reap, reap, reap]))
    # a stunned creature's first use only removes the stun (kf:glossary/stun): no "Reap:" ability, so the boots
    # do not ready it
    r = run(alice={**LOGOS, "battleline": [{"card": "Dextre", "stunned": True, "upgrades": ["Rocket Boots"]}]},
            actions=[reap])
    assert card(r, "Dextre")["exhausted"] is True and card(r, "Dextre")["stunned"] is False


# -- Earthbind: a creature that cannot be used unless its controller discarded a card this turn ------------------
def test_earthbind_to_definition():
    assert compiled("This creature cannot be used unless its controller has discarded a card this turn.", "upgrade",
                    "Earthbind")["static"] == [{"kab_cannot_be_used": True, "affects": "attached",
                                                "if": {"not": {"kxa_host_discarded": True}}}]


# kf:glossary/cannot-vs-must, kf:glossary/discard-pile — Bob plays Earthbind on Alice's Troll. In her next turn
# the Troll cannot reap; once she has discarded a card from her hand (step 3's discard) it can. "Its
# controller" is Alice, whose creature it is, not Bob, who controls the upgrade
def test_earthbind_holds_the_creature_until_its_controller_discards(run):
    from .conftest import _refusal

    alice = {"battleline": ["Troll"], "hand": ["Punch"]}
    bob = {"house": "untamed", "houses": ["untamed", "logos", "shadows"], "hand": ["Earthbind", "Dust Pixie"]}
    bobs_turn = [{"type": "end-turn"}, {"type": "choose-house", "house": "untamed", "player": "bob",
                                        "take_archives": False},
                 {"type": "play", "card": "Earthbind", "target": "Troll", "player": "bob"},
                 {"type": "discard", "card": "Dust Pixie", "player": "bob"},  # Bob's discard: his, and last turn's
                 {"type": "end-turn"}, {"type": "choose-house", "house": "brobnar", "take_archives": False}]
    reap = {"type": "reap", "card": "Troll"}
    r = run(alice=alice, bob=bob, actions=bobs_turn + [reap])
    assert _refusal(r) == "kf:glossary/cannot-vs-must"
    assert card(r, "Earthbind")["attached_to"] == "troll" and card(r, "Earthbind")["controller"] == "bob"
    r = run(alice=alice, bob=bob, actions=bobs_turn + [{"type": "discard", "card": "Punch"}, reap])
    assert r.outcome != "refused" and state(r, "players.alice.amber") == 1


# -- Punctuated Equilibrium: each hand discarded, then refilled as at the end of a turn --------------------------
def test_punctuated_equilibrium_to_definition():
    d = compiled("Play: Each player discards their hand, then refills their hand as if it were the end of their turn.",
                 "action", "Punctuated Equilibrium")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"discard": "all", "from": "hand"}, {"discard": "all", "from": "hand", "who": "opponent"},
        {"kxa_refill_hand": "you"}, {"kxa_refill_hand": "opponent"}]}]


# kf:glossary/discard-pile, kf:turn/step-5, kf:glossary/chains — Alice plays Punctuated Equilibrium holding two
# other cards, Bob holds two and has 2 chains: both hands go to the discard piles, Alice draws six, Bob five
# (one fewer for his chains, then he sheds one, as in his own draw step)
def test_punctuated_equilibrium_discards_and_refills_both_hands(run):
    alice = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"],
             "hand": ["Punctuated Equilibrium", "Troll", "Krump"], "deck": ["Dust Pixie"] * 8}
    bob = {"chains": 2, "hand": ["Punch", "Anger"], "deck": ["Bumpsy"] * 8}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "Punctuated Equilibrium"}])
    assert len(state(r, "players.alice.hand")) == 6 and len(state(r, "players.alice.deck")) == 2
    assert {"Troll", "Krump"} <= set(state(r, "players.alice.discard"))
    assert len(state(r, "players.bob.hand")) == 5 and state(r, "players.bob.chains") == 1
    assert sorted(state(r, "players.bob.discard")) == ["Anger", "Punch"]


# -- Brain Stem Antenna: a gained watcher that readies the creature and makes it Mars for the turn --------------
MARS = {"house": "mars", "houses": ["mars", "brobnar", "logos"]}


def test_brain_stem_antenna_to_definition():
    d = compiled('This creature gains, "After you play a Mars creature, ready this creature and for the remainder of '
                 'the turn it belongs to house Mars."', "upgrade", "Brain Stem Antenna")
    assert d["static"] == [{"gains": {"abilities": [{
        "trigger": "after-card-played", "whose": "friendly", "event": {"house": "mars", "type": "creature"},
        "effects": [{"ready": True, "target": "self"},
                    {"kho_house": "mars", "target": "self", "kho_duration": "turn"}]}]}, "affects": "attached"}]


# kf:rules/ready-and-exhausted, kf:rules/houses — Alice's exhausted Troll carries Brain Stem Antenna. She plays
# Blypyp, a Mars creature: the Troll is readied and is Mars for the rest of the turn, so with Mars active it
# reaps; without the antenna it stays exhausted and cannot be used
def test_brain_stem_antenna_readies_the_creature_and_makes_it_mars(run):
    from .conftest import _refusal

    acts = [{"type": "play", "card": "Blypyp", "flank": "right"}, {"type": "reap", "card": "Troll"}]
    alice = {**MARS, "hand": ["Blypyp"],
             "battleline": [{"card": "Troll", "exhausted": True, "upgrades": ["Brain Stem Antenna"]}]}
    r = run(alice=alice, actions=acts)
    assert state(r, "players.alice.amber") == 1 and card(r, "Troll")["houses"] == ["mars"]
    assert _refusal(run(alice={**alice, "battleline": [{"card": "Troll", "exhausted": True}]}, actions=acts))
    # a Brobnar creature played does not trigger it (only a Mars creature)
    r = run(alice={**alice, "house": "brobnar", "hand": ["Krump"]}, actions=[{"type": "play", "card": "Krump", "flank": "right"}])
    assert card(r, "Troll")["exhausted"] is True and card(r, "Troll")["houses"] == ["brobnar"]


# -- Cybergiant Rig: counters for the damage healed, one lost at the end of each of your turns ----------------
def test_cybergiant_rig_to_definition():
    d = compiled('This creature gains, "At the end of your turn, this creature loses a +1 power counter."Play: Fully '
                 'heal this creature and give it a +1 power counter for each damage healed.', "upgrade", "Cybergiant Rig")
    assert d["static"] == [{"gains": {"abilities": [{"trigger": "end-of-turn", "whose": "friendly", "effects": [
        {"kxa_lose_power_counters": 1, "target": "self"}]}]}, "affects": "attached"}]
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"heal": "full", "target": "attached-creature"},
        {"power_counters": 1, "target": "previous-target", "for_each": "this-way"}]}]


# kf:glossary/heal, kf:glossary/power-counter — Alice plays Cybergiant Rig on her Troll with 3 damage: fully healed,
# it gets three +1 power counters (power 11); at the end of her turn it loses one (power 10)
def test_cybergiant_rig_turns_healed_damage_into_power_counters(run):
    alice = {"hand": ["Cybergiant Rig"], "battleline": [{"card": "Troll", "damage": 3}]}
    play = {"type": "play", "card": "Cybergiant Rig", "target": "Troll"}
    r = run(alice=alice, actions=[play])
    troll = card(r, "Troll")
    assert troll["damage"] == 0 and troll["power_counters"] == 3 and troll["power"] == 11
    r = run(alice=alice, bob=BOB, actions=[play, {"type": "end-turn"}])
    assert card(r, "Troll")["power_counters"] == 2 and card(r, "Troll")["power"] == 10
    # an undamaged creature gets no counter, and at the end of the turn has none to lose
    r = run(alice={**alice, "battleline": ["Troll"]}, bob=BOB, actions=[play, {"type": "end-turn"}])
    assert card(r, "Troll")["power_counters"] == 0 and card(r, "Troll")["power"] == 8


# -- Destructive Analysis: archived cards purged for more damage to the same creature ------------------------
def test_destructive_analysis_to_definition():
    d = compiled("Play: Deal 2D to a creature. You may purge any number of cards from your archives to deal an "
                 "additional 2D to the same creature for each card purged this way.", "action", "Destructive Analysis")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"deal_damage": 2, "target": {}}, {"kxa_purge_for_damage": 2, "target": "previous-target", "may": True}]}]


def test_the_same_creature_needs_a_creature_chosen_before():
    from judge.keyforge.cards.compiler.compile import compile_text

    assert not compile_text("Foo", "action", "Play: You may purge any number of cards from your archives to deal an "
                                             "additional 2D to the same creature for each card purged this way.").complete


# kf:glossary/purge, kf:glossary/for-each — Alice deals 2D to Bob's Troll, then purges 2 of her 3 archived cards:
# 2D more for each, 6 damage in all; the third archived card stays. Purging none deals no more
def test_destructive_analysis_deals_2_more_for_each_purged_card(run):
    alice = {**MARS, "hand": ["Destructive Analysis"], "archives": ["Krump", "Punch", "Anger"]}
    play = [{"type": "play", "card": "Destructive Analysis"}]
    r = run(alice=alice, bob={"battleline": ["Troll"]}, actions=play, choices=["yes", "Krump", "Punch", "done"])
    assert card(r, "Troll")["damage"] == 6
    assert sorted(state(r, "players.alice.purged")) == ["Krump", "Punch"] and state(r, "players.alice.archives") == [
        "Anger"]
    r = run(alice=alice, bob={"battleline": ["Troll"]}, actions=play, choices=["yes", "done"])
    assert card(r, "Troll")["damage"] == 2 and len(state(r, "players.alice.archives")) == 3


# -- Armageddon Cloak: a gained "Destroyed: … instead" ---------------------------------------------------------------
def test_armageddon_cloak_to_definition_is_the_erratum_reading():
    # kf:errata/cota-263 only moves "instead" to the front (PL); the printed English already says it
    from judge.keyforge.cards.library import library

    d = compiled('This creature gains hazardous 2 and, "Destroyed: Fully heal this creature and destroy Armageddon '
                 'Cloak instead."', "upgrade", "Armageddon Cloak")
    ability = {"trigger": "destroyed", "instead": True, "instead_if": None,
               "effects": [{"heal": "full", "target": "self"}, {"destroy": True, "target": "granting-card"}]}
    assert d["static"] == [{"gains": {"keywords": ["hazardous 2"], "abilities": [ability]}, "affects": "attached"}]
    hand = library().get("Armageddon Cloak").model_dump(exclude_defaults=True)["static"]
    assert hand == [{"gains": {"keywords": ["hazardous 2"], "abilities": [
        {k: v for k, v in ability.items() if k != "instead_if"}]}, "affects": "attached"}]


# kf:glossary/replacement-effects — with the compiled card in the library: Gateway to Dis destroys each creature;
# Alice's damaged Troll wearing Armageddon Cloak is fully healed and stays, the cloak goes to the discard pile;
# Bob's Krump is destroyed
def test_compiled_armageddon_cloak_saves_its_creature(run):
    from judge.keyforge.cards.library import compiled as compiled_card, library
    from rules_index.catalogue import catalogue

    lib = library()
    original = lib.cards["Armageddon Cloak"]
    lib.cards["Armageddon Cloak"] = compiled_card(catalogue().resolve("Armageddon Cloak").id)
    try:
        alice = {"house": "dis", "houses": ["dis", "sanctum", "brobnar"], "hand": ["Gateway to Dis"],
                 "battleline": [{"card": "Troll", "damage": 2, "upgrades": ["Armageddon Cloak"]}]}
        r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[{"type": "play", "card": "Gateway to Dis"}])
    finally:
        lib.cards["Armageddon Cloak"] = original
    assert [c["card"] for c in r.final_state["cards"].values() if c.get("controller") == "alice"
            and c["card"] == "Troll"] == ["Troll"]
    assert card(r, "Troll")["damage"] == 0 and card(r, "Troll")["upgrades"] == []
    assert "Armageddon Cloak" in state(r, "players.alice.discard") and "Krump" in state(r, "players.bob.discard")


# -- Scout: up to 2 creatures gain skirmish for the turn, then fight one at a time ---------------------------------
UNTAMED = {"house": "untamed", "houses": ["untamed", "brobnar", "logos"]}


def test_scout_to_definition():
    d = compiled("Play: For the remainder of the turn, up to 2 friendly creatures gain skirmish. Then, fight with "
                 "those creatures one at a time.", "action", "Scout")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"kxa_lasting_each": {"kind": "modify", "static": {"gains": {"keywords": ["skirmish"]}}},
         "target": {"up_to": 2, "side": "friendly"}, "duration": "turn"},
        {"kxa_fight_each": True, "target": "previous-target"}]}]


# kf:glossary/skirmish, kf:glossary/lasting-effects, kf:rules/using-cards-through-abilities — Alice plays Scout (Untamed)
# and picks her two Brobnar creatures: both gain skirmish; the Troll fights first (her pick) and destroys Bumpsy,
# then Krump destroys Bob's Krump; with skirmish neither takes damage in return. A third friendly creature did
# not gain skirmish
def test_scout_gives_skirmish_and_fights_with_both(run):
    alice = {**UNTAMED, "hand": ["Scout"], "battleline": ["Troll", "Krump", "Dust Pixie"]}
    r = run(alice=alice, bob={"battleline": ["Bumpsy", "Krump"]}, actions=[{"type": "play", "card": "Scout"}],
            choices=["Troll", "Krump", "Troll", "Bumpsy"])
    assert state(r, "players.bob.battleline") == []
    mine = {c["card"]: c for c in r.final_state["cards"].values() if c.get("controller") == "alice"}
    assert mine["Troll"]["damage"] == 0 and mine["Krump"]["damage"] == 0
    assert mine["Troll"]["exhausted"] and mine["Krump"]["exhausted"]
    assert "skirmish" in mine["Troll"]["keywords"] and "skirmish" not in mine["Dust Pixie"]["keywords"]
    # the skirmish lasts for the turn only: gone when Bob's turn begins
    r = run(alice=alice, bob={**BOB, "battleline": ["Bumpsy", "Krump"]},
            actions=[{"type": "play", "card": "Scout"}] + BOBS_TURN, choices=["Troll", "Krump", "Troll", "Bumpsy"])
    assert "skirmish" not in card(r, "Troll")["keywords"]


# -- Exterminate! Exterminate!: one creature with lower power destroyed for each friendly Mars creature --------------
def test_exterminate_to_definition():
    d = compiled("Play: For each friendly Mars creature you control, destroy a non-Mars creature with lower power.",
                 "action", "Exterminate! Exterminate!")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"kxa_destroy_lower_each": {"side": "friendly", "house": "mars", "each": True}, "target": {"not_house": "mars"}}]}]


# kf:glossary/for-each, kf:glossary/destroyed — Alice controls Zorg (power 7) and Blypyp (power 2). For Zorg she
# destroys Bob's Krump (6; Bumpsy 5 and her own Dust Pixie 1 were the other choices, the Troll's 8 is not lower);
# for Blypyp only a creature of power 1 or less qualifies: her own Dust Pixie. Bumpsy and the Troll stay
def test_exterminate_destroys_one_lower_powered_creature_per_mars_creature(run):
    alice = {**MARS, "hand": ["Exterminate! Exterminate!"], "battleline": ["Zorg", "Blypyp", "Dust Pixie"]}
    r = run(alice=alice, bob={"battleline": ["Troll", "Krump", "Bumpsy"]},
            actions=[{"type": "play", "card": "Exterminate! Exterminate!"}], choices=["Zorg", "Krump"])
    assert sorted(state(r, "players.bob.discard")) == ["Krump"]
    assert "Dust Pixie" in state(r, "players.alice.discard")
    assert len(state(r, "players.bob.battleline")) == 2 and len(state(r, "players.alice.battleline")) == 2


# -- Exhume and Project Z.Y.X.: a card played from the discard pile or the archives, whatever its house -----------
DIS = {"house": "dis", "houses": ["dis", "logos", "untamed"]}


def test_exhume_and_project_zyx_to_definition():
    d = compiled("Play: Choose a creature in your discard pile. You may play that creature as if it belonged to the "
                 "active house and was in your hand.", "action", "Exhume")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"choose": True, "target": {"type": "creature", "zone": "discard", "player": "you", "kind": "card"}},
        {"play_card": True, "target": "previous-target", "may": True}]}]
    d = compiled("Fight/Reap: You may play one of your archived cards as if it were in your hand and in the active "
                 "house.", "creature", "Project Z.Y.X.")
    assert d["abilities"] == [{"trigger": ["fight", "reap"], "effects": [
        {"play_card": True, "target": {"kind": "card", "zone": "archives", "player": "you"}, "may": True}]}]


# kf:glossary/play, kf:rules/using-cards-through-abilities — Alice (Dis active) plays Exhume and picks the Troll, a
# Brobnar creature, in her discard pile (not the action Punch): she plays it, so it enters her battleline;
# declining leaves it in the discard pile
def test_exhume_plays_a_creature_from_the_discard_pile(run):
    alice = {**DIS, "hand": ["Exhume"], "discard": ["Punch", "Troll", "Krump"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Exhume"}], choices=["Troll", "yes"])
    assert [card(r, "Troll")["controller"]] == ["alice"] and "Troll" not in state(r, "players.alice.discard")
    assert len(state(r, "players.alice.battleline")) == 1
    r = run(alice=alice, actions=[{"type": "play", "card": "Exhume"}], choices=["Troll", "no"])
    assert "Troll" in state(r, "players.alice.discard") and state(r, "players.alice.battleline") == []


# kf:glossary/play, kf:glossary/archives — Project Z.Y.X. reaps (Logos active) and Alice plays the Brobnar action
# Punch from her archives: it deals 3D to Bob's Krump
def test_project_zyx_plays_an_archived_card(run):
    alice = {**LOGOS, "battleline": ["Project Z.Y.X."], "archives": ["Punch"]}
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[{"type": "reap", "card": "Project Z.Y.X."}],
            choices=["yes", "Krump"])
    assert state(r, "players.alice.archives") == [] and "Punch" in state(r, "players.alice.discard")
    assert card(r, "Krump")["damage"] == 3 and state(r, "players.alice.amber") == 2  # reap 1 + Punch's bonus 1


# -- Crazy Killing Machine: the top card of each deck, a card of its house destroyed for each ----------------------
def test_crazy_killing_machine_to_definition():
    d = compiled("Action: Discard the top card of each player's deck. For each of those cards, destroy a creature or "
                 "artifact of that card's house, if able. If 2 cards are not destroyed as a result of this, destroy "
                 "Crazy Killing Machine.", "artifact", "Crazy Killing Machine")
    assert d["abilities"] == [{"trigger": "action", "effects": [
        {"kab_each_discards_top": 1}, {"kxa_destroy_per_house": True, "target": {"kind": "card"}},
        {"destroy": True, "target": "self", "if": ["this-way", "<", 2]}]}]


# kf:glossary/for-each, kf:rules/houses, kf:glossary/destroyed — Alice's deck shows a Brobnar card, Bob's an Untamed
# one: her Brobnar Troll goes for the first (the only Brobnar card in play), Bob's Dust Pixie for the second; two
# cards destroyed, the machine stays. With Bob's top card a Sanctum card and nothing of Sanctum in play only one
# card is destroyed, so the machine destroys itself
def test_crazy_killing_machine_destroys_by_house_and_maybe_itself(run):
    alice = {**LOGOS, "artifacts": ["Crazy Killing Machine"], "battleline": ["Troll"], "deck": ["Krump"]}
    use = [{"type": "use-action", "card": "Crazy Killing Machine"}]
    r = run(alice=alice, bob={"battleline": ["Dust Pixie"], "deck": ["Snufflegator"]}, actions=use)
    assert "Troll" in state(r, "players.alice.discard") and "Dust Pixie" in state(r, "players.bob.discard")
    assert "Crazy Killing Machine" not in state(r, "players.alice.discard")
    r = run(alice=alice, bob={"battleline": ["Dust Pixie"], "deck": ["Grey Monk"]}, actions=use)
    assert "Troll" in state(r, "players.alice.discard") and state(r, "players.bob.battleline")
    assert "Crazy Killing Machine" in state(r, "players.alice.discard")


# -- A Fair Game: a discard and a reveal, then the opponent repeats it on you -------------------------------------
def test_a_fair_game_to_definition():
    d = compiled("Play: Discard the top card of your opponent's deck and reveal their hand. You gain 1A for each card "
                 "of the discarded card's house revealed this way. Your opponent repeats the preceding effect on you.",
                 "action", "A Fair Game")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"discard": 1, "from": "deck-top", "who": "opponent"},
        {"look_at": "all", "from": "hand", "who": "opponent", "revealed": True},
        {"gain": 1, "for_each": {"count": {"among": "previous", "kind": "card", "shares_house": "discarded"}}},
        {"repeat": "preceding", "kxa_swapped": True, "effects": [0, 1, 2]}]}]


# kf:glossary/repeat-preceding-effect, kf:glossary/this-way — Alice discards Bob's top card, Krump (Brobnar), and
# reveals his hand: two Brobnar cards, so she gains 2A. Then Bob does the same to her: her top card is Dust Pixie
# (Untamed), her hand holds one Untamed card: he gains 1A. With Bob's deck empty nothing is discarded and Alice
# gains nothing, but Bob still repeats the effect on her
def test_a_fair_game_each_player_in_turn(run):
    alice = {**DIS, "hand": ["A Fair Game", "Snufflegator", "Troll"], "deck": ["Dust Pixie"]}
    bob = {"hand": ["Troll", "Punch", "Dust Pixie"], "deck": ["Krump"]}
    r = run(alice=alice, bob=bob, actions=[{"type": "play", "card": "A Fair Game"}])
    assert state(r, "players.alice.amber") == 2 and state(r, "players.bob.amber") == 1
    assert state(r, "players.bob.discard") == ["Krump"] and state(r, "players.alice.discard")[0] == "Dust Pixie"
    r = run(alice=alice, bob={**bob, "deck": []}, actions=[{"type": "play", "card": "A Fair Game"}])
    assert state(r, "players.alice.amber") == 0 and state(r, "players.bob.amber") == 1


# -- Horseman of War: each friendly creature may fight whatever its house, and only fight ----------------------------
SANCTUM = {"house": "sanctum", "houses": ["sanctum", "brobnar", "untamed"]}


def test_horseman_of_war_to_definition():
    d = compiled("Play: For the remainder of the turn, each friendly creature can be used as if they were in the active "
                 "house, but can only fight.", "creature", "Horseman of War")
    assert d["abilities"] == [{"trigger": "play", "effects": [
        {"lasting": {"kind": "modify", "static": {"kxa_only_fight": True}, "affects": "friendly-creatures"},
         "duration": "turn"}]}]


# kf:glossary/lasting-effects, kf:glossary/cannot-vs-must — after Alice (Sanctum) plays Horseman of War her Brobnar
# Troll fights Bob's Dust Pixie; her Sanctum Grey Monk, of the active house, cannot reap. Without the Horseman the
# Troll cannot fight (not of the active house) and the Grey Monk reaps
def test_horseman_of_war_lets_every_friendly_creature_fight_and_only_fight(run):
    from .conftest import _refusal

    alice = {**SANCTUM, "hand": ["Horseman of War"], "battleline": ["Troll", "Grey Monk"]}
    play = {"type": "play", "card": "Horseman of War", "flank": "right"}
    fight = {"type": "fight", "card": "Troll", "target": "Dust Pixie"}
    reap = {"type": "reap", "card": "Grey Monk"}
    r = run(alice=alice, bob={"battleline": ["Dust Pixie"]}, actions=[play, fight])
    assert "Dust Pixie" in state(r, "players.bob.discard") and card(r, "Troll")["exhausted"]
    assert _refusal(run(alice=alice, bob={"battleline": ["Dust Pixie"]}, actions=[play, reap])) == \
        "kf:glossary/cannot-vs-must"
    assert _refusal(run(alice=alice, bob={"battleline": ["Dust Pixie"]}, actions=[fight]))
    r = run(alice=alice, bob={"battleline": ["Dust Pixie"]}, actions=[reap], choices=["Grey Monk"])  # its heal
    assert state(r, "players.alice.amber") == 1


# -- Charge!: each creature played for the rest of the turn gains a "Play:" ability ---------------------------------
def test_charge_to_definition():
    d = compiled('Play: For the remainder of the turn, each creature you play gains, "Play: Deal 2D to an enemy '
                 'creature."', "action", "Charge!")
    assert d["abilities"] == [{"trigger": "play", "effects": [{"lasting": {
        "kind": "modify", "static": {"gains": {"abilities": [
            {"trigger": "play", "effects": [{"deal_damage": 2, "target": {"side": "enemy"}}]}]}},
        "affects": "kxa-creatures-you-play"}, "duration": "turn"}]}]


# kf:glossary/lasting-effects, kf:glossary/play — Alice plays Charge!, then Grey Monk: the Monk's gained "Play:" deals
# 2D to Bob's Krump. A creature played before Charge! does not gain it
def test_charge_gives_creatures_played_after_it_a_play_ability(run):
    alice = {**SANCTUM, "hand": ["Charge!", "Grey Monk"]}
    charge, monk = {"type": "play", "card": "Charge!"}, {"type": "play", "card": "Grey Monk"}
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[charge, monk])
    assert card(r, "Krump")["damage"] == 2
    r = run(alice=alice, bob={"battleline": ["Krump"]}, actions=[monk, charge])
    assert card(r, "Krump")["damage"] == 0
