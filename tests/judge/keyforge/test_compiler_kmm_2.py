"""The compiler's 'kmm' family, continued (test_compiler_kmm.py has the first shapes): what the
hand-written Mass Mutation cards play, cards out of play, what may happen (Destroyed abilities,
bonus icons), choices. Printed sentences → card format, and scenarios with the real cards."""

import pytest

from .conftest import compiled
from .test_compiler_kmm import STAR, UNTAMED, card, players


# -- what the hand-written Mass Mutation cards play, now from their printed text ---------------------------
WEAKLING = {"name": "Test Weakling", "house": "dis", "type": "creature", "power": 2}

@pytest.mark.parametrize("text, card_type, expected", [
    ("When Foo would deal damage, steal 1A instead.", "creature", {"static": [{"steal_instead_of_damage": 1}]}),
    ("Damage dealt to Foo's neighbors during fights is also dealt to Foo.", "creature",
     {"static": [{"shares_neighbors_fight_damage": True}]}),
    ("After an enemy creature is dealt damage by a D bonus icon, deal 1D to that creature.", "creature",
     {"abilities": [{"trigger": "after-bonus-icon-damage", "whose": "enemy",
                     "effects": [{"deal_damage": 1, "target": "event-creature"}]}]}),
    ('This creature gains, "Before Fight: Move 1A from this creature to the creature it fights."', "upgrade",
     {"static": [{"gains": {"abilities": [{"trigger": "before-fight", "effects": [
         {"move_aember": 1, "from": "self", "to": "event-defender"}]}]}, "affects": "attached"}]}),
    ("Omni: Discard the top 2 cards of your deck. If you discard any Saurian creatures this way, put them into play "
     "ready, give them three +1 power counters, and destroy Foo.", "artifact",
     {"abilities": [{"trigger": "omni", "effects": [
         {"discard": 2, "from": "deck-top"},
         {"put_into_play": True, "target": {"among": "previous", "house": "saurian", "type": "creature", "each": True},
          "enters_ready": True},
         {"power_counters": 3, "target": "previous-target", "if_you_do": True},
         {"destroy": True, "target": "self", "same_if": True}]}]}),
    ("After an enemy creature is destroyed fighting Foo, double the number of +1 power counters on Foo.", "creature",
     {"abilities": [{"trigger": "after-creature-destroyed", "whose": "enemy", "event": {"fighting": "self"},
                     "effects": [{"power_counters": "self.power_counters", "target": "self"}]}]}),
    ('Each creature with A on it gains, "Destroyed: Move 1A from this creature to the most powerful enemy creature."',
     "artifact",
     {"static": [{"gains": {"abilities": [{"trigger": "destroyed", "effects": [
         {"move_aember": 1, "from": "self", "to": {"most_powerful": True, "side": "enemy"}}]}]},
                  "affects": "each-creature", "aember": True}]}),
    ("Play: Steal 1A. Discard the top card of your deck. If that card is a Shadows card, trigger this effect again.",
     "action",
     {"abilities": [{"trigger": "play", "effects": [{"steal": 1}, {"discard": 1, "from": "deck-top"},
                                                      {"repeat": "card-effect", "if": {"previous": {"house": "shadows"}}}]}]}),
    ("Play: Choose a house. Reveal the top 3 cards of your deck. Archive each card of the chosen house and discard "
     "the others.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"choose_house": True}, {"look_at": 3, "from": "deck-top", "revealed": True},
         {"move_looked": "rest", "into": "archives", "match": {"house": "chosen"}},
         {"move_looked": "rest", "into": "discard"}]}]}),
])
def test_sentence_to_definition_hand_written_cards(text, card_type, expected):
    assert compiled(text, card_type) == expected


@pytest.mark.parametrize("name", ["Shoulder Id", "Drecker", "Maleficorn", "Siren Horn", "Saurian Egg"])
def test_the_compiled_card_is_the_hand_written_one(name):
    # the hand-written definitions (cards/mm.py, mm_2.py) and the printed text compiled say the same;
    # test_compiler_equivalence.py plays the FAQ scenarios of these cards with the compiled one
    from judge.keyforge.cards.compiler import compile_card
    from judge.keyforge.cards.library import library
    from judge.keyforge.cards.model import Ability
    from rules_index.catalogue import catalogue

    built = library().cards[name]
    result = compile_card(catalogue().resolve(name).id)
    assert result.complete
    assert result.definition["static"] == [dict(s) for s in built.static]
    assert [Ability.model_validate(a) for a in result.definition["abilities"]] == list(built.abilities)


# kf:glossary/power-counter — Chonkers: after an enemy creature is destroyed fighting it, its +1 power
# counters double (skirmish: it takes no damage attacking)
def test_chonkers_doubles_its_power_counters(run):
    alice = {**UNTAMED, "battleline": [{"card": "Chonkers", "power_counters": 3}]}
    r = run(alice=alice, bob={"battleline": [{"card": WEAKLING}]},
            actions=[{"type": "fight", "card": "Chonkers", "target": "Test Weakling"}])
    assert card(r, "Chonkers")["power_counters"] == 6 and r.final_state["players"]["bob"]["battleline"] == []


# kf:rules/constant-abilities, kf:glossary/move — Curia Saurus: a creature with æmber on it has
# "Destroyed: move 1A from this creature to the most powerful enemy creature"; enemy to the creature's
# controller: Bob's creature, destroyed with 2 æmber on it, moves 1 to Alice's Troll; the other goes
# to Alice as it leaves play (kf:glossary/capture)
def test_curia_saurus_moves_aember_of_a_destroyed_creature(run):
    alice = {"house": "brobnar", "houses": ["brobnar", "saurian", "logos"], "artifacts": ["Curia Saurus"],
             "battleline": ["Krump", "Troll"]}
    r = run(alice=alice, bob={"battleline": [{"card": WEAKLING, "captured_amber": 2}]},
            actions=[{"type": "fight", "card": "Krump", "target": "Test Weakling"}])
    assert card(r, "Troll")["amber"] == 1 and card(r, "Krump")["amber"] == 0
    assert players(r, "amber") == [1, 0]


# kf:glossary/repeat — Ransack: the effect again while the discarded card is a Shadows card (German edition:
# the repeat repeats too): Urchin, Silvertooth (Shadows), then Krump stops it — 3 steals
def test_ransack_repeats_while_it_discards_shadows_cards(run):
    alice = {"house": "shadows", "houses": ["shadows", "brobnar", "logos"], "hand": ["Ransack"],
             "deck": ["Urchin", "Silvertooth", "Krump", "Troll"]}
    r = run(alice=alice, bob={"amber": 5}, actions=[{"type": "play", "card": "Ransack"}])
    assert players(r, "amber") == [3, 2]
    assert r.final_state["players"]["alice"]["deck"] == ["Troll"]


# kf:glossary/archives — New Frontiers: of the three cards revealed, those of the chosen house are archived,
# the others discarded
def test_new_frontiers_archives_the_chosen_house(run):
    alice = {**STAR, "hand": ["New Frontiers"], "deck": ["Urchin", "Krump", "Silvertooth", "Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "New Frontiers"}], choices=["shadows"])
    me = r.final_state["players"]["alice"]
    assert sorted(me["archives"]) == ["Silvertooth", "Urchin"] and sorted(me["discard"]) == ["Krump", "New Frontiers"]
    assert me["deck"] == ["Troll"]


# -- cards out of play, upgrades on a card, "another", sharing a house -----------------------------------
@pytest.mark.parametrize("text, card_type, expected", [
    ("Play: Return 1 card of each type (action, artifact, creature, upgrade) from your discard pile to your hand.",
     "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"return_to_hand": True, "target": {"type": t, "zone": "discard", "player": "you", "kind": "card"}}
         for t in ("action", "artifact", "creature", "upgrade")]}]}),
    ("Destroyed: Put each upgrade on Foo into its owner's archives.", "creature",
     {"abilities": [{"trigger": "destroyed", "effects": [
         {"archive": True, "target": {"each": True, "kind": "upgrade", "attached_to": "self"}, "into": "owner"}]}]}),
    ("Play: Search your deck and discard pile for either half of a gigantic creature, reveal it, and put it into your "
     "hand. Shuffle your deck.", "action",
     {"abilities": [{"trigger": "play", "effects": [
         {"search": {"zones": ["deck", "discard"], "match": {"gigantic": True, "type": "creature"}, "count": 1}},
         {"shuffle_deck": True}]}]}),
    # "another": another than the creature it moves from (a card the ability already chose)
    ("Action: Move 1A from a friendly creature to another friendly creature.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"move_aember": 1, "from": {"side": "friendly"}, "to": {"side": "friendly", "new": True}}]}]}),
    # "if you do, ready and use …": both parts follow the one check
    ("Action: Destroy a friendly creature. If you do, ready and use a friendly creature that shares a house with the "
     "destroyed creature.", "artifact",
     {"abilities": [{"trigger": "action", "effects": [
         {"destroy": True, "target": {"side": "friendly"}},
         {"ready": True, "target": {"side": "friendly", "shares_house": "previous"}, "if_you_do": True},
         {"use": True, "target": "previous-target", "same_if": True}]}]}),
])
def test_sentence_to_definition_out_of_play(text, card_type, expected):
    assert compiled(text, card_type) == expected


# kf:glossary/discard-pile — Look What I Found: one card of each type back to the hand
def test_look_what_i_found_returns_one_card_of_each_type(run):
    alice = {**UNTAMED, "hand": ["Look What I Found"],
             "discard": ["Ransack", "Pincerator", "Krump", "Troll", "Siren Horn"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Look What I Found"}], choices=["Troll"])
    me = r.final_state["players"]["alice"]
    assert sorted(me["hand"]) == ["Pincerator", "Ransack", "Siren Horn", "Troll"]
    assert me["discard"] == ["Krump", "Look What I Found!"]


# kf:glossary/move, kf:glossary/replacement-effects — Monument to Primus: 1 æmber from a friendly creature to
# another one; with Consul Primus in the discard pile, from any creature to another instead
def test_monument_to_primus_moves_to_another_creature(run):
    saurian = {"house": "saurian", "houses": ["saurian", "brobnar", "logos"], "artifacts": ["Monument to Primus"]}
    use = [{"type": "use-action", "card": "Monument to Primus"}]
    r = run(alice={**saurian, "battleline": [{"card": "Krump", "captured_amber": 2}, "Troll"]}, actions=use,
            choices=["Krump", "Troll"])
    assert [card(r, n)["amber"] for n in ("Krump", "Troll")] == [1, 1]
    # a lone creature has no other one to move to: the æmber stays
    r = run(alice={**saurian, "battleline": [{"card": "Krump", "captured_amber": 2}]}, actions=use, choices=["Krump"])
    assert card(r, "Krump")["amber"] == 2
    r = run(alice={**saurian, "discard": ["Consul Primus"], "battleline": ["Krump"]},
            bob={"battleline": [{"card": "Dodger", "captured_amber": 1}]}, actions=use, choices=["Dodger", "Krump"])
    assert card(r, "Krump")["amber"] == 1 and card(r, "Dodger")["amber"] == 0


# kf:rules/upgrades, kf:glossary/leaves-play — Away Team: destroyed, its upgrades go to their owner's archives
def test_away_team_archives_its_upgrades(run):
    badge = {"name": "Test Badge", "house": "staralliance", "type": "upgrade"}
    bob = {"battleline": [{"card": "Away Team", "upgrades": [badge]}]}
    r = run(alice={"battleline": ["Troll"]}, bob=bob, actions=[{"type": "fight", "card": "Troll", "target": "Away Team"}])
    assert r.final_state["players"]["bob"]["archives"] == ["Test Badge"]
    assert r.final_state["players"]["bob"]["discard"] == ["Away Team"]


# kf:glossary/search, kf:glossary/gigantic — It's Coming: either half of a gigantic creature to the hand
def test_it_s_coming_finds_a_half_of_a_gigantic_creature(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "hand": ["It's Coming"],
             "deck": ["Krump"], "discard": [{"card": "Ultra Gravitron", "half": 2}]}
    r = run(alice=alice, actions=[{"type": "play", "card": "It's Coming"}], choices=["ultra-gravitron"])
    assert r.final_state["players"]["alice"]["hand"] == ["Ultra Gravitron"]


# kf:glossary/if-you-do, kf:rules/houses — Essence Scale: after destroying a friendly creature, a friendly
# creature sharing its house is readied and used; without a destroyed creature nothing more happens
def test_essence_scale_readies_and_uses_a_creature_of_the_destroyed_house(run):
    alice = {"house": "dis", "houses": ["dis", "brobnar", "logos"], "artifacts": ["Essence Scale"],
             "battleline": ["Krump", {"card": "Bumpsy", "exhausted": True}, "Urchin"]}  # only Bumpsy shares Brobnar
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Essence Scale"}], choices=["Krump", "reap"])
    assert r.final_state["players"]["alice"]["amber"] == 1 and card(r, "Bumpsy")["exhausted"] is True
    assert r.final_state["players"]["alice"]["discard"] == ["Krump"]


# -- what may happen: Destroyed abilities, bonus icons; upgrades entering play; creatures healed ------------
@pytest.mark.parametrize("text, expected", [
    ("Destroyed effects cannot trigger.", {"static": [{"kmm_no_destroyed_abilities": True}]}),
    ("Your opponent cannot resolve bonus icons on cards they play.", {"static": [{"kmm_opponent_no_bonus": True}]}),
    ("After an upgrade enters play, draw a card.",
     {"abilities": [{"trigger": "after-upgrade-enters-play", "effects": [{"draw": 1}]}]}),
    ('While Foo is in the center of your battleline, it gains, "Action: Fully heal each non-Mutant creature. Gain 1A '
     'for each creature healed this way."',
     {"static": [{"gains": {"abilities": [{"trigger": "action", "effects": [
         {"heal": "full", "target": {"each": True, "not_trait": "mutant"}},
         {"gain": 1, "for_each": "healed-this-way"}]}]}, "affects": "self", "if": {"self": {"where": "center"}}}]}),
])
def test_sentence_to_definition_what_may_happen(text, expected):
    assert compiled(text) == expected


MARTYR = {"name": "Test Martyr", "house": "dis", "type": "creature", "power": 1,
          "abilities": [{"trigger": "destroyed", "effects": [{"gain": 2}]}]}


# kf:glossary/destroyed — Purifier of Souls: while it is in play no "Destroyed:" ability triggers, on either side
@pytest.mark.parametrize("purifier, bob_amber", [(True, 0), (False, 2)])
def test_purifier_of_souls_stops_destroyed_abilities(run, purifier, bob_amber):
    alice = {"battleline": ["Troll"] + (["Purifier of Souls"] if purifier else [])}
    r = run(alice=alice, bob={"battleline": [{"card": MARTYR}]},
            actions=[{"type": "fight", "card": "Troll", "target": "Test Martyr"}])
    assert r.final_state["players"]["bob"]["discard"] == ["Test Martyr"] and players(r, "amber")[1] == bob_amber


# kf:glossary/bonus-icons — Master of the Grey: its controller's opponent resolves no bonus icons (the æmber
# bonus included) on the cards they play; its controller does
def test_master_of_the_grey_stops_the_opponents_bonus_icons(run):
    gift = {"name": "Test Gift", "house": "brobnar", "type": "action", "amber": 2}
    play = [{"type": "play", "card": "Test Gift"}]
    r = run(alice={"hand": [gift]}, bob={"battleline": ["Master of the Grey"]}, actions=play)
    assert players(r, "amber")[0] == 0
    r = run(alice={"hand": [gift], "battleline": ["Master of the Grey"]}, actions=play)
    assert players(r, "amber")[0] == 2


# kf:rules/upgrades — Armory Officer Nel: after an upgrade enters play, its controller draws a card
def test_armory_officer_nel_draws_after_an_upgrade_enters_play(run):
    badge = {"name": "Test Badge", "house": "staralliance", "type": "upgrade"}
    alice = {**STAR, "battleline": ["Armory Officer Nel"], "hand": [badge], "deck": ["Krump", "Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Badge", "target": "Armory Officer Nel"}])
    assert r.final_state["players"]["alice"]["hand"] == ["Krump"]


# kf:glossary/heal, kf:glossary/this-way — Mad Prophet Gizelhart, in the center: its action fully heals each
# non-Mutant creature and gains 1 æmber for each creature damage was healed from (Krump and Troll: 2;
# the undamaged ones are not healed, the damaged Mutant keeps its damage)
def test_mad_prophet_gizelhart_gains_for_each_creature_healed(run):
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"],
             "battleline": [{"card": "Krump", "damage": 2}, "Mad Prophet Gizelhart", {"card": "Fandangle", "damage": 1}]}
    r = run(alice=alice, bob={"battleline": [{"card": "Troll", "damage": 3}, "Dodger"]},
            actions=[{"type": "use-action", "card": "Mad Prophet Gizelhart"}])
    assert players(r, "amber")[0] == 2
    assert [card(r, n)["damage"] for n in ("Krump", "Fandangle", "Troll")] == [0, 1, 0]
    # on a flank it has no action ability
    alice["battleline"] = alice["battleline"][1:]
    r = run(alice=alice, actions=[{"type": "use-action", "card": "Mad Prophet Gizelhart"}])
    assert r.outcome == "refused"


# -- the discarded card, bonus icons replaced, a choice of what the card gains --------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Reap: Discard the top card of your deck and reveal your hand. Archive each card that shares a house with the "
     "discarded card.",
     {"abilities": [{"trigger": "reap", "effects": [
         {"discard": 1, "from": "deck-top"}, {"look_at": "all", "from": "hand", "revealed": True},
         {"archive": True, "target": {"zone": "hand", "player": "you", "kind": "card", "each": True,
                                      "shares_house": "discarded"}}]}]}),
    ("When you resolve a PT bonus icon, you may choose to steal 1A instead.",
     {"static": [{"kmm_capture_icon_may_steal": 1}]}),
    ("When resolving a bonus icon, you may choose to resolve it as a PT bonus icon instead.",
     {"static": [{"kmm_icon_may_be_capture": True}]}),
    ("After you resolve a R bonus icon, you may archive a card.",
     {"abilities": [{"trigger": "after-bonus-icon-draw", "whose": "friendly", "effects": [{"archive": 1, "may": True}]}]}),
    ('After you play a card with a bonus icon, for the remainder of the turn, Foo gains (choose one): +2 armor, '
     'assault 2, or "Fight: Steal 1A."',
     {"abilities": [{"trigger": "after-card-played", "whose": "friendly", "event": {"bonus_icons": True},
                     "effects": [{"choose_one": [
                         [{"lasting": {"kind": "modify", "static": {"armor": 2}}, "target": "self", "duration": "turn"}],
                         [{"lasting": {"kind": "modify", "static": {"gains": {"keywords": ["assault 2"]}}},
                           "target": "self", "duration": "turn"}],
                         [{"lasting": {"kind": "modify", "static": {"gains": {"abilities": [
                             {"trigger": "fight", "effects": [{"steal": 1}]}]}}}, "target": "self", "duration": "turn"}],
                     ]}]}]}),
])
def test_sentence_to_definition_icons_and_choices(text, expected):
    assert compiled(text) == expected


# kf:rules/houses — Jon Cargo: the cards in hand that share a house with the card discarded from the deck are archived
def test_jon_cargo_archives_cards_sharing_the_discarded_cards_house(run):
    alice = {**STAR, "battleline": ["J.O.N. Cargo"], "deck": ["Krump", "Urchin"], "hand": ["Troll", "Dodger", "Bumpsy"]}
    r = run(alice=alice, actions=[{"type": "reap", "card": "J.O.N. Cargo"}])
    me = r.final_state["players"]["alice"]
    assert sorted(me["archives"]) == ["Bumpsy", "Troll"] and me["hand"] == ["Dodger"] and me["discard"] == ["Krump"]


# kf:glossary/replacement-effects, kf:glossary/bonus-icons — Scrivener Favian: a capture icon may steal instead
@pytest.mark.parametrize("answer, alice_amber, captured", [("yes", 1, 0), ("no", 0, 1)])
def test_scrivener_favian_may_steal_instead_of_capturing(run, answer, alice_amber, captured):
    writ = {"name": "Test Writ", "house": "sanctum", "type": "action", "bonus": ["capture"]}
    alice = {"house": "sanctum", "houses": ["sanctum", "brobnar", "logos"], "battleline": ["Scrivener Favian"],
             "hand": [writ]}
    r = run(alice=alice, bob={"amber": 3}, actions=[{"type": "play", "card": "Test Writ"}], choices=[answer])
    assert players(r, "amber") == [alice_amber, 2] and card(r, "Scrivener Favian")["amber"] == captured


# kf:glossary/lasting-effects — Adaptoid: after its controller plays a card with a bonus icon (the æmber bonus
# counts), it gains one of three things for the turn; a card without icons gives nothing
def test_adaptoid_gains_its_choice_after_a_card_with_a_bonus_icon(run):
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "battleline": ["Adaptoid"],
             "hand": [{"name": "Test Note", "house": "logos", "type": "action", "amber": 1},
                      {"name": "Test Blank", "house": "logos", "type": "action"}]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Note"}], choices=["2"])
    assert card(r, "Adaptoid")["keywords"] == ["assault 2"] and card(r, "Adaptoid")["armor"] == 0
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Note"}], choices=["1"])
    assert card(r, "Adaptoid")["armor"] == 2
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Blank"}])
    assert card(r, "Adaptoid")["armor"] == 0 and card(r, "Adaptoid")["keywords"] == []


# kf:glossary/bonus-icons — Chronus: after its controller resolves a draw bonus icon, they may archive a card
def test_chronus_may_archive_after_a_draw_icon(run):
    memo = {"name": "Test Memo", "house": "logos", "type": "action", "bonus": ["draw"]}
    alice = {"house": "logos", "houses": ["logos", "brobnar", "dis"], "battleline": ["Chronus"],
             "hand": [memo, "Krump"], "deck": ["Troll"]}
    r = run(alice=alice, actions=[{"type": "play", "card": "Test Memo"}], choices=["yes", "Krump"])
    me = r.final_state["players"]["alice"]
    assert me["hand"] == ["Troll"] and me["archives"] == ["Krump"]


# kf:glossary/replacement-effects, kf:glossary/bonus-icons — Amphora Captura: each bonus icon its controller
# resolves (the æmber bonus too) may be resolved as a capture icon instead: the æmber is captured from the
# opponent; the draw icon, declined, draws
def test_amphora_captura_resolves_icons_as_capture_icons(run):
    memo = {"name": "Test Memo", "house": "brobnar", "type": "action", "amber": 1, "bonus": ["draw"]}
    alice = {"battleline": ["Krump"], "artifacts": ["Amphora Captura"], "hand": [memo], "deck": ["Troll"]}
    r = run(alice=alice, bob={"amber": 3}, actions=[{"type": "play", "card": "Test Memo"}], choices=["yes", "no"])
    assert players(r, "amber") == [0, 2] and card(r, "Krump")["amber"] == 1
    assert r.final_state["players"]["alice"]["hand"] == ["Troll"]
