"""KeyForge: ward against leaving play, archives that send a card to its owner's hand,
poison on redirected damage, the active player's choice between two redirections, marked
creatures not chosen to be destroyed, watchers that see their own card's reap or fight.
Rule IDs in the comments name the rule each test exercises; the scenarios in
scenarios/examples/keyforge/ show each at work."""

GOBLIN = {"name": "Test Goblin", "house": "brobnar", "type": "creature", "power": 3}
OGRE = {"name": "Test Ogre", "house": "brobnar", "type": "creature", "power": 6}
SHADOW = {"name": "Test Shade", "house": "shadows", "type": "creature", "power": 9, "traits": ["specter"],
          "static": [{"fight_damage": 0}, {"redirect_damage": "neighbors", "except_trait": "specter"}]}


def action(*effects, name="Test Effect"):
    return {"name": name, "house": "brobnar", "type": "action", "abilities": [{"trigger": "play", "effects": list(effects)}]}


def events(result):
    return [s["event"] for s in result.steps]


# kf:glossary/ward, kf:glossary/if-you-do — a warded creature is not purged, so "if you do" fails
def test_ward_stops_purge_and_if_you_do_fails(run):
    card = action({"purge": True, "target": "enemy-creature"}, {"gain": 2, "if_you_do": True})
    r = run(alice={"hand": [card]}, bob={"battleline": [{"card": GOBLIN, "ward": True}]},
            actions=[{"type": "play", "card": "Test Effect"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Goblin"]
    assert r.final_state["players"]["bob"]["purged"] == []
    assert r.final_state["players"]["alice"]["amber"] == 0
    assert "if-you-do-fails" in events(r)


# kf:glossary/ward, kf:glossary/leaves-play — shuffled into or put on top of a deck: ward stops both
def test_ward_stops_going_into_a_deck(run):
    card = action({"shuffle_into_deck": True, "target": "enemy-creature"}, {"to_deck": "top", "target": "enemy-creature"})
    r = run(alice={"hand": [card]}, bob={"battleline": [{"card": GOBLIN, "ward": True}, {"card": OGRE, "ward": True}]},
            actions=[{"type": "play", "card": "Test Effect"}], choices=["Test Goblin", "Test Ogre"])
    bob = r.final_state["players"]["bob"]
    assert bob["battleline"] == ["Test Goblin", "Test Ogre"] and bob["deck"] == []
    assert r.final_state["cards"]["test-goblin"]["ward"] is False
    assert r.final_state["cards"]["test-ogre"]["ward"] is False


# kf:glossary/ward — a creature without ward still leaves play (the ward is per creature)
def test_unwarded_creature_still_returns_to_hand(run):
    card = action({"return_to_hand": True, "target": "each-enemy-creature"})
    r = run(alice={"hand": [card]}, bob={"battleline": [{"card": GOBLIN, "ward": True}, OGRE]},
            actions=[{"type": "play", "card": "Test Effect"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Goblin"]
    assert r.final_state["players"]["bob"]["hand"] == ["Test Ogre"]


# kf:errata/cota-175, kf:glossary/archives — put on top of a deck from that archive: to the owner's hand instead
def test_archived_enemy_creature_put_on_a_deck_goes_to_owner_hand(run):
    archive = action({"archive": True, "target": "enemy-creature", "to_owner_hand": True}, name="Test Sampler")
    to_deck = action({"to_deck": "top", "target": {"kind": "card", "zone": "archives", "each": True}}, name="Test Tidy")
    r = run(alice={"hand": [archive, to_deck]}, bob={"battleline": [GOBLIN]},
            actions=[{"type": "play", "card": "Test Sampler"}, {"type": "play", "card": "Test Tidy"}])
    fs = r.final_state["players"]
    assert fs["bob"]["hand"] == ["Test Goblin"] and fs["alice"]["archives"] == [] and fs["alice"]["deck"] == []
    assert "to-owner-hand" in events(r)


# kf:glossary/poison, kf:glossary/ward — the fought creature's ward stops the damage before it could be
# redirected (docs/rulings.md, KeyForge 13): nothing is placed, so poison destroys nothing
def test_poison_needs_damage_placed_even_when_redirected(run):
    viper = {"name": "Test Viper", "house": "brobnar", "type": "creature", "power": 2, "keywords": ["poison"]}
    r = run(alice={"battleline": [viper]}, bob={"battleline": [SHADOW, {"card": GOBLIN, "ward": True}]},
            actions=[{"type": "fight", "card": "Test Viper", "target": "Test Goblin"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Shade", "Test Goblin"]
    assert r.final_state["cards"]["test-shade"]["damage"] == 0
    assert "poison" not in events(r)


# kf:glossary/poison, kf:glossary/ward — redirected poison damage placed on a warded creature: the ward
# stops the destruction instead
def test_poison_on_redirected_damage_meets_a_ward(run):
    viper = {"name": "Test Viper", "house": "brobnar", "type": "creature", "power": 2, "keywords": ["poison"]}
    r = run(alice={"battleline": [viper]}, bob={"battleline": [{"card": SHADOW, "ward": True}, GOBLIN]},
            actions=[{"type": "fight", "card": "Test Viper", "target": "Test Goblin"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Shade", "Test Goblin"]
    shade = r.final_state["cards"]["test-shade"]
    assert shade["damage"] == 2 and shade["ward"] is False
    assert events(r).index("poison") < events(r).index("ward")


# kf:timing/simultaneous-effects — one creature that could redirect: no prompt
def test_one_redirecting_neighbor_asks_nothing(run):
    brute = {"name": "Test Brute", "house": "brobnar", "type": "creature", "power": 4}
    r = run(alice={"battleline": [brute]}, bob={"battleline": [SHADOW, GOBLIN]},
            actions=[{"type": "fight", "card": "Test Brute", "target": "Test Goblin"}])
    assert r.final_state["cards"]["test-shade"]["damage"] == 4
    assert not any(c["prompt"].startswith("redirect:") for c in r.choices)


# kf:glossary/destroyed, kf:glossary/least-powerful — on a tie, a marked creature is not chosen to be destroyed
def test_least_powerful_tie_skips_marked_creature(run):
    bomb = {"name": "Test Bomb", "house": "brobnar", "type": "creature", "power": 2,
            "abilities": [{"trigger": "destroyed", "effects": [{"destroy": True, "target": "least-powerful-creature"}]}]}
    other = {"name": "Test Imp", "house": "dis", "type": "creature", "power": 2}
    card = action({"destroy": True, "target": {"name": "Test Bomb", "each": True}})
    r = run(alice={"hand": [card]}, bob={"battleline": [bomb, other, OGRE]},
            actions=[{"type": "play", "card": "Test Effect"}])
    assert r.final_state["players"]["bob"]["battleline"] == ["Test Ogre"]
    assert "marked-not-chosen" in events(r)


# kf:timing/fight/after-fight, kf:rules/constant-abilities — "after a creature fights" sees its own fight
def test_after_creature_fights_sees_itself(run):
    brawler = {"name": "Test Brawler", "house": "brobnar", "type": "creature", "power": 5,
               "abilities": [{"trigger": "after-creature-fights", "effects": [{"gain": 1}]}]}
    r = run(alice={"battleline": [brawler]}, bob={"battleline": [GOBLIN]},
            actions=[{"type": "fight", "card": "Test Brawler", "target": "Test Goblin"}])
    assert r.final_state["players"]["alice"]["amber"] == 1
