"""KeyForge rulings that held-out interactions checked (issue 23, item 4), with real cards:
stealing from an empty pool under Po's Pixies, Waking Nightmare counted when the key is paid
for, Anger under Foggify, Mimic Gel copying Lamindra and Titan Guardian, archiving a creature
one controls but does not own. Each has a scenario in scenarios/examples/keyforge/."""

URCHINS = ["Urchin"] * 7


def events(result):
    return [s["event"] for s in result.steps]


# kf:glossary/steal — only what the pool holds is stolen; kf:glossary/replacement-effects —
# Po's Pixies replaces that amount (none), so nothing comes from the supply and "if you do" fails
def test_steal_from_empty_pool_under_pos_pixies_takes_nothing(run):
    r = run(alice={"house": "shadows", "houses": ["shadows", "dis", "logos"], "hand": ["Nerve Blast"]},
            bob={"amber": 0, "battleline": ["Po's Pixies", "Troll"]},
            actions=[{"type": "play", "card": "Nerve Blast"}])
    assert r.outcome == "completed"
    assert r.final_state["players"]["alice"]["amber"] == 0
    assert r.final_state["cards"]["troll"]["damage"] == 0
    assert "if-you-do-fails" in events(r)


# kf:glossary/replacement-effects — with æmber in the pool, the stolen æmber still comes from the supply
def test_steal_under_pos_pixies_with_amber_comes_from_supply(run):
    r = run(alice={"house": "shadows", "houses": ["shadows", "dis", "logos"], "hand": ["Nerve Blast"]},
            bob={"amber": 3, "battleline": ["Po's Pixies", "Troll"]},
            actions=[{"type": "play", "card": "Nerve Blast"}], choices={"target:Nerve Blast": "Troll"})
    assert r.final_state["players"]["alice"]["amber"] == 1
    assert r.final_state["players"]["bob"]["amber"] == 3
    assert r.final_state["cards"]["troll"]["damage"] == 2


# kf:glossary/capture — a capture from an empty pool protected by Po's Pixies captures nothing
def test_capture_from_empty_pool_under_pos_pixies_takes_nothing(run):
    r = run(alice={"house": "sanctum", "houses": ["sanctum", "dis", "logos"], "hand": ["Raiding Knight"]},
            bob={"amber": 0, "battleline": ["Po's Pixies"]},
            actions=[{"type": "play", "card": "Raiding Knight"}])
    assert r.final_state["cards"]["raiding-knight"]["amber"] == 0


# kf:glossary/cost, kf:faq/pl-25 — the Dis creatures are counted when bob's key is paid for:
# two when Waking Nightmare is played, none after Gateway to Dis, so his key costs 6
def test_waking_nightmare_counts_dis_creatures_at_payment(run):
    r = run(alice={"house": "dis", "houses": ["dis", "logos", "shadows"], "battleline": ["Pit Demon", "Shooler"],
                   "hand": ["Waking Nightmare", "Gateway to Dis"], "deck": URCHINS},
            bob={"amber": 7, "houses": ["brobnar", "logos", "shadows"], "deck": URCHINS},
            actions=[{"type": "play", "card": "Waking Nightmare"}, {"type": "play", "card": "Gateway to Dis"},
                     {"type": "end-turn"}])
    assert r.final_state["players"]["bob"]["keys"] == 1
    assert r.final_state["players"]["bob"]["amber"] == 1


# kf:glossary/cannot-vs-must, kf:rules/resolve-as-much-as-possible — under Foggify, Anger still
# readies the creature; only the fight does not happen, and Anger is played, not refused
def test_anger_under_foggify_readies_without_fighting(run):
    r = run(alice={"house": "logos", "houses": ["logos", "dis", "shadows"], "hand": ["Foggify"], "deck": URCHINS,
                   "battleline": ["Krump"]},
            bob={"houses": ["brobnar", "dis", "logos"], "hand": ["Anger"], "deck": URCHINS,
                 "battleline": [{"card": "Troll", "exhausted": True}]},
            actions=[{"type": "play", "card": "Foggify"}, {"type": "end-turn"},
                     {"type": "choose-house", "house": "brobnar"}, {"type": "play", "card": "Anger"}])
    assert r.outcome == "completed"
    assert r.final_state["cards"]["troll"]["exhausted"] is False
    assert "fight" not in events(r)
    blocked = [s for s in r.steps if s["event"] == "cannot-use"]
    assert blocked and "kf:rules/resolve-as-much-as-possible" in blocked[0]["cites"]


# kf:faq/pl-82, kf:glossary/deploy — a Mimic Gel copying Lamindra has deploy and makes its neighbours elusive
def test_mimic_gel_as_lamindra_deploys_and_gives_elusive(run):
    r = run(alice={"house": "logos", "houses": ["logos", "shadows", "brobnar"], "hand": ["Mimic Gel"],
                   "battleline": ["Troll", "Krump"]},
            bob={"battleline": ["Lamindra"]},
            actions=[{"type": "play", "card": "Mimic Gel", "position": 1}], choices={"target:Mimic Gel": "Lamindra"})
    cards = r.final_state["cards"]
    assert r.final_state["players"]["alice"]["battleline"] == ["Troll", "Lamindra", "Krump"]
    assert "deploy" in cards["mimic-gel"]["keywords"]
    assert "elusive" in cards["troll"]["keywords"] and "elusive" in cards["krump"]["keywords"]


# kf:glossary/taunt — a Mimic Gel copying Titan Guardian protects its neighbours
def test_mimic_gel_as_titan_guardian_has_taunt(run):
    r = run(alice={"house": "logos", "houses": ["logos", "shadows", "brobnar"], "hand": ["Mimic Gel", "Dextre"],
                   "battleline": ["Krump", "Titan Guardian"], "deck": URCHINS},
            bob={"houses": ["brobnar", "logos", "shadows"], "battleline": ["Troll"], "deck": URCHINS},
            actions=[{"type": "play", "card": "Mimic Gel", "flank": "left"},
                     {"type": "play", "card": "Dextre", "flank": "left"}, {"type": "end-turn"},
                     {"type": "choose-house", "house": "brobnar"},
                     {"type": "fight", "card": "Troll", "target": "Krump"}],
            choices={"target:Mimic Gel": "Titan Guardian"})
    assert r.outcome == "refused"
    assert r.refused["rule"] == "kf:glossary/taunt"


# kf:glossary/leaves-play — archived from play without naming the zone: the owner's archives
def test_vezyma_archives_taken_creature_into_owners_archives(run):
    r = run(alice={"house": "mars", "houses": ["mars", "logos", "brobnar"],
                   "battleline": ["Vezyma Thinkdrone", {"card": "Troll", "owner": "bob"}]},
            actions=[{"type": "reap", "card": "Vezyma Thinkdrone"}],
            choices={"may:Vezyma Thinkdrone": "yes", "target:Vezyma Thinkdrone": "Troll"})
    assert r.final_state["players"]["bob"]["archives"] == ["Troll"]
    assert r.final_state["players"]["alice"]["archives"] == []


# kf:glossary/archives — "put an enemy creature into your archives" names the zone (Uxlyx)
def test_put_into_your_archives_keeps_the_named_zone(run):
    r = run(alice={"house": "mars", "houses": ["mars", "logos", "brobnar"], "battleline": ["Uxlyx the Zookeeper"]},
            bob={"battleline": ["Troll"]},
            actions=[{"type": "reap", "card": "Uxlyx the Zookeeper"}])
    assert r.final_state["players"]["alice"]["archives"] == ["Troll"]
    assert r.final_state["players"]["bob"]["archives"] == []
