"""Origins and Spiritforged cards the compiler reads since branch rxo, each played by name in a
small game and checked against what its printed text says, at the moment the rules say."""

import pytest

from tests.judge.riftbound.conftest import card, ok, player, spell, unit


# -- Flame Chompers: "When you discard me, you may pay [fury] to play me." ----------------------
# It triggers from the trash (rb:585.2); the fury is paid as it resolves (rb:583.1/ex1), then the
# card is played from the trash as part of the resolution (rb:595.3) without its 3 energy
# (docs/rulings.md, Riftbound 91). Traveling Merchant's move makes alice discard it.

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_flame_chompers_is_played_from_the_trash_for_its_fury(rb, answer):
    r = ok(rb(alice={"base": ["Traveling Merchant"], "hand": ["Flame Chompers"], "deck": ["Block"], "runes": ["fury"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": answer}))
    alice = player(r)
    if answer == "yes":  # no energy at all: only the fury rune, recycled to pay (rb:157.2.b)
        assert "Flame Chompers" in alice["base"] and alice["trash"] == []
        assert card(r, "flame-chompers")["exhausted"]  # a unit enters exhausted (rb:563.1.c)
        assert alice["rune_deck"] == 1 and alice["runes"] == {"ready": 0, "exhausted": 0}
        assert any("rb:595.3.a" in s["cites"] for s in r["steps"] if s["event"] == "play")
    else:
        assert alice["trash"] == ["Flame Chompers"] and alice["runes"] == {"ready": 1, "exhausted": 0}


def test_flame_chompers_cannot_be_played_without_the_fury(rb):
    # a calm rune cannot pay [fury]: not paid in full = not paid, and nothing is played
    r = ok(rb(alice={"base": ["Traveling Merchant"], "hand": ["Flame Chompers"], "deck": ["Block"], "runes": ["calm"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": "yes"}))
    assert player(r)["trash"] == ["Flame Chompers"]


# -- Undertitan: "When you play me, give your other units +2 might this turn." and "As I'm revealed
# from your deck, [Add] [2]." — the card refers to its own revealing (rb:600.1.a.1, rb:570.1): the
# energy goes to the pool of its owner as it is revealed (rb:605.1; docs/rulings.md, Riftbound 92).
# Void Rush reveals the top 2 cards of alice's main deck and lets her play one 2 energy cheaper.

def _void_rush(rb, play, energy=2, **alice):
    return ok(rb(alice={"hand": ["Void Rush"], "deck": ["Undertitan", "Block"],
                        "pool": {"energy": energy, "power": {"fury": 1, "order": 1}}, **alice},
                 actions=[{"type": "play", "card": "Void Rush"}, {"type": "pass-all"}],
                 choices={"may:Void Rush": play, "play:Void Rush": "Undertitan"}))


def test_undertitan_adds_two_energy_as_it_is_revealed(rb):
    r = _void_rush(rb, "no")
    assert player(r)["pool"]["energy"] == 2 - 2 + 2  # Void Rush paid, then 2 added by the reveal
    add = next(s for s in r["steps"] if s["event"] == "add")
    assert "rb:600.1.a.1" in add["cites"]
    events = [s["event"] for s in r["steps"]]
    assert events.index("reveal") < events.index("add")  # as it is revealed, before anything else
    assert sorted(player(r)["hand"]) == ["Block", "Undertitan"]


def test_undertitan_pays_for_itself_and_gives_only_the_others_two_might(rb):
    # 4 energy: 2 for Void Rush, 2 left + 2 added = Undertitan's 6 energy less 2 (rb:560.4)
    r = _void_rush(rb, "yes", energy=4, base=["Stalwart Poro"])
    assert "Undertitan" in player(r)["base"] and player(r)["pool"]["energy"] == 0
    assert card(r, "stalwart-poro")["might"] == 2 + 2
    assert card(r, "undertitan")["might"] == 5  # "other": not itself


def test_undertitan_adds_to_its_owner_when_another_player_reveals_it(rb):
    # Blind Fury: each opponent reveals the top card of their main deck — the energy is bob's
    r = ok(rb(alice={"hand": ["Blind Fury"], "pool": {"energy": 4, "power": {"fury": 2}}},
              bob={"deck": ["Undertitan"]},
              actions=[{"type": "play", "card": "Blind Fury"}, {"type": "pass-all"}]))
    assert player(r, "bob")["pool"]["energy"] == 2
    assert player(r)["pool"]["energy"] == 0


def test_undertitan_looked_at_is_not_revealed(rb):
    # Ornn - Blacksmith only looks at the top 4 cards (rb:600.2.b: looking is no revealing): nothing added
    r = ok(rb(alice={"hand": ["Ornn - Blacksmith"], "deck": ["Undertitan", "Block"],
                     "pool": {"energy": 5, "power": {"body": 1, "fury": 1, "calm": 1, "mind": 1, "chaos": 1, "order": 1}}},
              actions=[{"type": "play", "card": "Ornn - Blacksmith"}, {"type": "pass-all"}],
              choices={"may:Ornn - Blacksmith": "no"}))
    assert any(s["event"] == "look" for s in r["steps"])
    assert not any(s["event"] == "add" for s in r["steps"])
    assert player(r)["pool"]["energy"] == 0


# -- Ornn's Forge: "While you control this battlefield, the first friendly non-token gear played each
# turn costs [1] less." — a battlefield's passive works while it is on the board (rb:569.1); the
# discount lowers the cost being paid (rb:560.4) of the first non-token gear (a token is no card,
# rb:176) the controller or a teammate plays in the turn (rb:595.4.a).

def _forge(rb, controller, energy, hand=("Iron Ballista", "Ravenborn Tome"), **alice):
    units = {controller: ["Stalwart Poro"]}
    acts = [{"type": "play", "card": c} for c in hand]
    return rb(alice={"hand": list(hand), "pool": {"energy": energy}, **alice},
              battlefields=[{"id": "forge", "card": "Ornn's Forge", "controller": controller, "units": units}],
              actions=acts)


def _costs(r):
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"]


def test_ornns_forge_makes_only_the_first_gear_cheaper(rb):
    r = ok(_forge(rb, "alice", 2 + 3))  # Iron Ballista 3 - 1, then Ravenborn Tome 3 in full
    assert _costs(r) == ["total cost of Iron Ballista: 2 energy", "total cost of Ravenborn Tome: 3 energy"]
    assert player(r)["pool"]["energy"] == 0
    assert "rb:560.4" in next(s for s in r["steps"] if s["event"] == "cost")["cites"]


def test_ornns_forge_gives_nothing_to_the_player_who_does_not_control_it(rb):
    r = ok(_forge(rb, "bob", 3, hand=("Iron Ballista",)))
    assert _costs(r) == ["total cost of Iron Ballista: 3 energy"]


def test_ornns_forge_no_discount_after_a_gear_played_earlier_this_turn(rb):
    # the board says a gear on it was played this turn (rb:595.4.a): the next one is not the first
    r = ok(_forge(rb, "alice", 3, hand=("Iron Ballista",), base=[{"card": "Mask of Foresight", "played_this_turn": True}]))
    assert _costs(r) == ["total cost of Iron Ballista: 3 energy"]


# -- Lonely Poro: "Deathknell — If I died alone, draw 1." — its Deathknell triggers once it is in
# the trash (rb:720.1.c, rb:720.1.d); "alone" as its reminder text says: no other friendly unit where
# it died, the units that die at the same moment (one kill instruction, rb:604.4; a cleanup's lethal
# damage, rb:520) included (docs/rulings.md, Riftbound 93).

KILL_ONE = spell("Test Kill", [{"kill": True, "target": {"choose": "unit"}}])
KILL_ALL_HERE = spell("Test Wipe", [{"kill": True, "target": {"all": "unit", "side": "ally", "at": "battlefield"}}])


def _poro(rb, spell_card, others, targets=None, at="a", poro_last=False):
    units = {"alice": [*others, "Lonely Poro"] if poro_last else ["Lonely Poro", *others]}
    act = {"type": "play", "card": spell_card["name"]}
    if targets:
        act["targets"] = targets
    return ok(rb(alice={"hand": [spell_card], "deck": ["Block"], "base": [unit("Home", 1)]},
                 battlefields=[{"id": at, "controller": "alice", "units": units}],
                 actions=[act, {"type": "pass-all"}, {"type": "pass-all"}]))


def test_lonely_poro_draws_when_it_died_alone_at_a_battlefield(rb):
    r = _poro(rb, KILL_ONE, [], targets=["lonely-poro"])  # the unit in alice's base is elsewhere
    assert "Lonely Poro" in player(r)["trash"] and player(r)["hand"] == ["Block"]


def test_lonely_poro_draws_nothing_with_a_friendly_unit_beside_it(rb):
    r = _poro(rb, KILL_ONE, [unit("Pal", 3)], targets=["lonely-poro"])
    assert "Lonely Poro" in player(r)["trash"] and player(r)["hand"] == []


@pytest.mark.parametrize("poro_last", [False, True])
def test_lonely_poro_dying_with_a_friend_at_the_same_moment_did_not_die_alone(rb, poro_last):
    # one instruction kills both (rb:604.4): the friend was there as the Poro died — whichever the
    # engine puts into the trash first
    r = _poro(rb, KILL_ALL_HERE, [unit("Pal", 3)], poro_last=poro_last)
    kills = [s["explain"]["en"] for s in r["steps"] if s["event"] == "kill"]
    assert kills[-1].startswith("Lonely Poro" if poro_last else "Pal")
    assert {"Lonely Poro", "Pal"} <= set(player(r)["trash"]) and player(r)["hand"] == []


def test_lonely_poro_and_a_friend_dying_in_one_cleanup_did_not_die_alone(rb):
    # lethal damage: every such unit is killed in the same cleanup (rb:520)
    burn = spell("Test Burn", [{"damage": 3, "target": {"all": "unit", "side": "ally", "at": "battlefield"}}])
    r = _poro(rb, burn, [unit("Pal", 3)], poro_last=True)
    assert {"Lonely Poro", "Pal"} <= set(player(r)["trash"]) and player(r)["hand"] == []


# -- Sivir - Battle Mistress (legend): "When you recycle a rune, you may exhaust me to play a Gold
# gear token exhausted." and "When one or more enemy units die, ready me." — paying [fury] with a
# rune recycles it (rb:157.2.b, rb:594.1.b); the legend is exhausted as the ability resolves
# (rb:583.1/ex1) and the token is played exhausted (rb:176.1.a, rb:175.1); the units one kill
# instruction names die at the same time (rb:604.4): one trigger for them, which readies her (rb:593).

PURGE = spell("Test Purge", [{"kill": True, "target": {"all": "unit", "side": "enemy"}}], power=["fury"])


def _sivir(rb, answer, bob_units):
    return ok(rb(alice={"legend": "Sivir - Battle Mistress", "hand": [PURGE], "runes": ["fury"]},
                 bob={"base": bob_units},
                 actions=[{"type": "play", "card": "Test Purge"}, {"type": "pass-all"}, {"type": "pass-all"}],
                 choices={"may:Sivir - Battle Mistress": answer}))


def _sivir_changes(r):
    return [c["after"] for s in r["steps"] for c in s.get("changes") or []
            if c["path"] == "cards.sivir-battle-mistress.exhausted"]


def test_sivir_battle_mistress_makes_gold_for_a_recycled_rune_and_readies_once_for_two_deaths(rb):
    r = _sivir(rb, "yes", [unit("Ann", 2), unit("Ben", 2)])
    assert player(r)["base"] == ["Gold"] and card(r, "gold")["exhausted"]
    assert _sivir_changes(r) == [True, False]  # exhausted to pay, readied once
    labels = [s["explain"]["en"] for s in r["steps"] if s["event"] == "chain-add"]
    assert len(labels) == 2  # one trigger for the rune, one for both enemy deaths


def test_sivir_battle_mistress_declined_stays_ready(rb):
    r = _sivir(rb, "no", [unit("Ann", 2)])
    assert player(r)["base"] == [] and _sivir_changes(r) == []  # never exhausted; readying a ready legend changes nothing


# -- Rek'Sai - Swarm Queen: "When I attack, you may reveal the top 2 cards of your Main Deck. You may
# play one. Then recycle the rest. If the played card is a unit, you may play it here." — the card is
# played as part of the resolution (rb:595.3), its cost paid; the effect lets a unit go to her
# battlefield (rb:053.3, rb:595.3.b) besides its usual places (rb:559.2), and there it fights in
# the combat (docs/rulings.md, Riftbound 75).

@pytest.mark.parametrize("where, attack", [("b", 5 + 2), ("base", 5)])
def test_rek_sai_swarm_queen_may_play_the_revealed_unit_into_her_attack(rb, where, attack):
    r = ok(rb(alice={"base": ["Rek'Sai - Swarm Queen"], "deck": ["Stalwart Poro", "Block"], "pool": {"energy": 5}},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", 9)]}}],
              actions=[{"type": "move", "units": ["Rek'Sai - Swarm Queen"], "to": "b"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Rek'Sai - Swarm Queen": ["yes", "yes"], "play:Rek'Sai - Swarm Queen": "Stalwart Poro",
                       "location:Stalwart Poro": where,
                       **({"assign:bob": "rek-sai-swarm-queen=5,stalwart-poro=4"} if where == "b" else {})}))
    ask = next(s for s in r["steps"] if s["event"] == "choice" and "Where does Stalwart Poro go" in s["explain"]["en"])
    assert "rb:595.3.b" in ask["cites"]
    assert player(r)["pool"]["energy"] == 5 - 2  # its cost is paid
    damage = next(s["explain"]["en"] for s in r["steps"] if s["event"] == "combat-damage")
    assert damage.startswith(f"combat damage: attackers {attack},")
    assert ("Stalwart Poro" in player(r)["base"]) == (where == "base")


# -- Tryndamere - Barbarian / Sivir - Ambitious: "When I conquer after an attack, if you assigned 5 or
# more excess damage to enemy units, you score 1 point." / "… you may deal that much to an enemy
# unit." — every unit is assigned lethal damage before the next (rb:626.1.d.2); what is left is
# excess (docs/rulings.md, Riftbound 96); the conquest ends the combat (rb:627.3).

def _attack(rb, attacker, wall, **kw):
    return ok(rb(alice={"base": [attacker]}, bob={"base": [unit("Far", 9)]},
                 battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", wall)]}}],
                 actions=[{"type": "move", "units": [attacker], "to": "b"}, *[{"type": "pass-all"}] * 3], **kw))


@pytest.mark.parametrize("wall, points", [(3, 1 + 1), (4, 1)])
def test_tryndamere_barbarian_scores_a_point_for_five_excess_damage(rb, wall, points):
    # 8 might against a 3-might unit: 5 excess (a point); against 4: 4 excess (none)
    r = _attack(rb, "Tryndamere - Barbarian", wall)
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"
    assert player(r)["score"] == points


def test_tryndamere_barbarian_no_point_for_a_conquest_without_a_combat(rb):
    # an empty battlefield is conquered after a showdown (rb:548.2), not after an attack
    r = ok(rb(alice={"base": ["Tryndamere - Barbarian"]}, battlefields=[{"id": "b"}],
              actions=[{"type": "move", "units": ["Tryndamere - Barbarian"], "to": "b"}, *[{"type": "pass-all"}] * 2]))
    assert player(r)["score"] == 1


@pytest.mark.parametrize("wall, damage", [(2, 7 - 2), (3, 0)])
def test_sivir_ambitious_deals_the_excess_to_an_enemy_unit(rb, wall, damage):
    r = _attack(rb, "Sivir - Ambitious", wall, choices={"may:Sivir - Ambitious": "yes"})
    assert card(r, "far")["damage"] == damage  # after the combat's damage was removed (rb:627.5)


# -- Yeti Brawler: "When I conquer, if you assigned 3 or more excess damage, play two Gold gear tokens
# exhausted." / Trapping Grounds: "When you conquer here, if you assigned 3 or more excess damage, play a 1
# Might Bird unit token with [Deflect]." — the excess of Tryndamere's sentence (Riftbound 96).

@pytest.mark.parametrize("wall, golds", [(3, 2), (4, 0)])
def test_yeti_brawler_plays_gold_for_three_excess_damage(rb, wall, golds):
    # 6 might against 3: 3 excess, two Gold gear tokens; against 4: 2 excess, none
    r = _attack(rb, "Yeti Brawler", wall)
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"
    gold = [c for k, c in r["final_state"]["cards"].items() if k.partition("-")[0] == "gold" and c["controller"] == "alice"]
    assert len(gold) == golds and all(c.get("exhausted") for c in gold)


def test_yeti_brawler_no_gold_for_a_conquest_without_a_combat(rb):
    r = ok(rb(alice={"base": ["Yeti Brawler"]}, battlefields=[{"id": "b"}],
              actions=[{"type": "move", "units": ["Yeti Brawler"], "to": "b"}, *[{"type": "pass-all"}] * 2]))
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"
    assert not [k for k in r["final_state"]["cards"] if k.partition("-")[0] == "gold"]


@pytest.mark.parametrize("wall, birds", [(2, 1), (4, 0)])
def test_trapping_grounds_plays_a_bird_for_the_conqueror_with_three_excess_damage(rb, wall, birds):
    r = ok(rb(alice={"base": [unit("Ann", 5)]}, bob={"base": [unit("Far", 9)]},
              battlefields=[{"id": "b", "card": "Trapping Grounds", "controller": "bob",
                             "units": {"bob": [unit("Wall", wall)]}}],
              actions=[{"type": "move", "units": ["Ann"], "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"location:Bird": "base"}))
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"
    bird = [c for k, c in r["final_state"]["cards"].items() if k.partition("-")[0] == "bird"]
    assert len(bird) == birds and all(c.get("controller") == "alice" for c in bird)


@pytest.mark.parametrize("wall, readied", [(2, True), (4, False)])
def test_vi_piltover_enforcer_readies_a_unit_after_three_excess_damage(rb, wall, readied):
    # "When you conquer, if you assigned 3 or more excess damage, you may exhaust me to ready a unit."
    r = ok(rb(alice={"legend": "Vi - Piltover Enforcer", "base": [unit("Ann", 5), {"card": unit("Rest", 1), "exhausted": True}]},
              bob={"base": [unit("Far", 9)]},
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [unit("Wall", wall)]}}],
              actions=[{"type": "move", "units": ["Ann"], "to": "b"}, *[{"type": "pass-all"}] * 3],
              choices={"may:Vi - Piltover Enforcer": "yes", "target:Vi - Piltover Enforcer": "rest"}))
    assert r["final_state"]["battlefields"]["b"]["controller"] == "alice"
    assert card(r, "rest")["exhausted"] is not readied


# -- Symbol of the Solari: "If a combat where you are the attacker ends in a tie, recall ALL units
# instead." — both sides remain after the units with lethal damage are gone (rb:627.1): rb:627.2
# recalls the attackers; with the Symbol every unit of that combat goes home (rb:617; docs/rulings.md,
# Riftbound 97). A stunned defender deals no combat damage (rb:599.1.b): nobody dies.

@pytest.mark.parametrize("owner, recalled", [("alice", {"ann", "wall"}), ("bob", {"ann"}), (None, {"ann"})])
def test_symbol_of_the_solari_recalls_every_unit_of_its_attackers_tied_combat(rb, owner, recalled):
    gear = {p: {"base": ["Symbol of the Solari"]} for p in ([owner] if owner else [])}
    alice = {**gear.get("alice", {}), "base": gear.get("alice", {}).get("base", []) + [unit("Ann", 2)]}
    r = ok(rb(alice=alice, bob=gear.get("bob", {}),
              battlefields=[{"id": "b", "controller": "bob", "units": {"bob": [{"card": unit("Wall", 5), "stunned": True}]}}],
              actions=[{"type": "move", "units": ["Ann"], "to": "b"}, *[{"type": "pass-all"}] * 2]))
    home = {c for c in ("ann", "wall") if card(r, c)["location"] == "base"}
    assert home == recalled
    assert card(r, "wall")["damage"] == 0  # the combat's marked damage is removed (rb:627.5)


# -- Vex - Cheerless: "While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and
# enemy spells cost [1][A] more." — increases before discounts (rb:560.3, rb:560.4), the minimum
# only for that discount (rb:560.4.c); in combat: an attacker or defender (rb:620).

def _vex(rb, energy, vex_at="b"):
    spark = spell("Test Spark", [{"draw": 1}], energy=energy, power=["fury"], keywords=["Action"])
    snap = spell("Test Snap", [{"draw": 1}], energy=1, keywords=["Reaction"])
    board = {"combat": {"battlefield": "b", "attacker": "alice", "defender": "bob", "step": "showdown",
                        "focus": "alice"}}
    units = {"alice": [unit("Ann", 1)] + (["Vex - Cheerless"] if vex_at == "b" else []), "bob": [unit("Wall", 9)]}
    return ok(rb(alice={"hand": [spark], "deck": ["Block"], "pool": {"energy": 3, "power": {"fury": 1}},
                        "base": ["Vex - Cheerless"] if vex_at == "base" else []},
                 bob={"hand": [snap], "deck": ["Block"], "pool": {"energy": 2, "power": {"calm": 1}}},
                 battlefields=[{"id": "b", "controller": "bob", "units": units}],
                 actions=[{"type": "play", "card": "Test Spark"}, {"type": "pass"},
                          {"type": "play", "card": "Test Snap", "player": "bob"}], **board))


def _costs_of(r):
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"]


@pytest.mark.parametrize("energy, paid", [(3, 2), (1, 1)])
def test_vex_cheerless_in_combat_makes_friendly_spells_cheaper_and_enemy_spells_dearer(rb, energy, paid):
    r = _vex(rb, energy)
    assert _costs_of(r) == [f"total cost of Test Spark: {paid} energy",  # and no fury
                            "total cost of Test Snap: 2 energy, power: any"]
    assert player(r)["pool"]["energy"] == 3 - paid and player(r)["pool"]["power"]["fury"] == 1
    assert player(r, "bob")["pool"]["energy"] == 0 and player(r, "bob")["pool"]["power"]["calm"] == 0


def test_vex_cheerless_out_of_combat_changes_no_cost(rb):
    r = _vex(rb, 3, vex_at="base")
    assert _costs_of(r) == ["total cost of Test Spark: 3 energy, power: fury", "total cost of Test Snap: 1 energy"]


# -- Rek'Sai - Breacher: "Friendly units played from anywhere other than a player's hand have
# [Accelerate]." — Accelerate is an optional additional cost of 1 energy and 1 power of the unit's
# domain, paid as the unit is played: it enters ready (rb:717.1.a, rb:717.2, rb:717.6). Flame
# Chompers is played from the trash (rb:595.3); Stalwart Poro from the hand.

def test_rek_sai_breacher_gives_accelerate_to_a_unit_played_from_the_trash(rb):
    r = ok(rb(alice={"base": ["Traveling Merchant", "Rek'Sai - Breacher"], "hand": ["Flame Chompers"],
                     "deck": ["Block"], "runes": ["fury", "fury", "fury"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": "yes", "accelerate:Flame Chompers": "yes"}))
    assert not card(r, "flame-chompers")["exhausted"]  # rb:717.6
    ask = next(s for s in r["steps"] if s["event"] == "choice" and "Accelerate" in s["explain"]["en"])
    assert "rb:717.1.a" in ask["cites"]
    assert any(s["event"] == "cost" and s["explain"]["en"].endswith("1 energy, power: fury") for s in r["steps"])


def test_rek_sai_breacher_gives_nothing_to_a_unit_played_from_the_hand(rb):
    r = ok(rb(alice={"base": ["Rek'Sai - Breacher"], "hand": ["Stalwart Poro"], "pool": {"energy": 5}},
              actions=[{"type": "play", "card": "Stalwart Poro"}]))
    assert card(r, "stalwart-poro")["exhausted"]  # rb:563.1.c: no Accelerate offered
    assert not any(s["event"] == "choice" and "Accelerate" in s["explain"]["en"] for s in r["steps"])


def test_without_rek_sai_breacher_the_trash_play_has_no_accelerate(rb):
    r = ok(rb(alice={"base": ["Traveling Merchant"], "hand": ["Flame Chompers"], "deck": ["Block"],
                     "runes": ["fury", "fury", "fury"]},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Traveling Merchant"], "to": "a"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices={"may:Flame Chompers": "yes"}))
    assert card(r, "flame-chompers")["exhausted"]


# -- Jayce - Man of Progress: "When you play me, you may kill a friendly gear. If you do, you may play a
# gear with Energy cost no more than [7] from hand this turn, ignoring its Energy cost." — a permission
# for the turn, used once as alice plays such a gear from her hand (rb:560.1.b).

def _jayce(rb, kill, **choices):
    return ok(rb(alice={"base": ["Iron Ballista"], "hand": ["Jayce - Man of Progress", "Ravenborn Tome", "Mask of Foresight"],
                        "pool": {"energy": 9}},
                 actions=[{"type": "play", "card": "Jayce - Man of Progress"}, {"type": "pass-all"},
                          {"type": "play", "card": "Ravenborn Tome"}, {"type": "play", "card": "Mask of Foresight"}],
                 choices={"may:Jayce - Man of Progress": kill, **choices}))


def test_jayce_man_of_progress_lets_one_gear_be_played_without_its_energy(rb):
    r = _jayce(rb, "yes", **{"rxo-ignore-energy:Ravenborn Tome": "yes"})
    assert _costs_of(r)[1:] == ["total cost of Ravenborn Tome: 0 energy", "total cost of Mask of Foresight: 2 energy"]
    assert player(r)["pool"]["energy"] == 9 - 4 - 2 and player(r)["trash"] == ["Iron Ballista"]


def test_jayce_man_of_progress_the_permission_may_wait_for_the_next_gear(rb):
    r = _jayce(rb, "yes", **{"rxo-ignore-energy:Ravenborn Tome": "no", "rxo-ignore-energy:Mask of Foresight": "yes"})
    assert _costs_of(r)[1:] == ["total cost of Ravenborn Tome: 3 energy", "total cost of Mask of Foresight: 0 energy"]


def test_jayce_man_of_progress_without_the_kill_gives_nothing(rb):
    r = _jayce(rb, "no")
    assert _costs_of(r)[1:] == ["total cost of Ravenborn Tome: 3 energy", "total cost of Mask of Foresight: 2 energy"]


# -- Rumble - Hotheaded: "When I conquer, you may recycle another friendly unit to play a Mech from your
# trash. Reduce its Energy cost by the Might of the unit you recycled." — the unit goes to the bottom
# of its owner's main deck (rb:594) as the cost (rb:583.1/ex1); the Mech is played from the trash
# (rb:595.3), 3 energy less for the 3-might unit (rb:560.4, as it was, rb:563.2.c.9).

@pytest.mark.parametrize("energy, played", [(1, True), (0, False)])
def test_rumble_hotheaded_recycles_a_unit_to_play_a_cheaper_mech(rb, energy, played):
    r = ok(rb(alice={"base": ["Rumble - Hotheaded", unit("Ann", 3)], "trash": ["Adaptatron"], "deck": ["Block"],
                     "pool": {"energy": energy}},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Rumble - Hotheaded"], "to": "a"}, *[{"type": "pass-all"}] * 2],
              choices={"may:Rumble - Hotheaded": "yes", "location:Adaptatron": "base"}))
    assert player(r)["deck"] == ["Block", "Ann"]  # recycled: the bottom of the deck
    assert ("Adaptatron" in player(r)["base"]) == played  # 4 energy - 3 = 1
    if played:
        assert _costs_of(r)[-1] == "total cost of Adaptatron: 1 energy"


def test_rumble_hotheaded_pays_nothing_without_a_mech_in_the_trash(rb):
    r = ok(rb(alice={"base": ["Rumble - Hotheaded", unit("Ann", 3)], "trash": ["Block"], "deck": []},
              battlefields=[{"id": "a"}],
              actions=[{"type": "move", "units": ["Rumble - Hotheaded"], "to": "a"}, *[{"type": "pass-all"}] * 2]))
    assert "Ann" in player(r)["base"]


# -- Void Hatchling: "If you would reveal cards from a deck, look at the top card first. You may recycle
# it. Then reveal those cards." — a replacement of alice's revealing from the top of her main deck
# (rb:571, rb:600.3): she looks at the top card (rb:600.2.b), may recycle it (rb:594), then reveals
# from the top as it is now (docs/rulings.md, Riftbound 100). Void Rush reveals the top 2.

@pytest.mark.parametrize("answer, revealed", [("yes", ["Stalwart Poro", "Undertitan"]), ("no", ["Block", "Stalwart Poro"])])
def test_void_hatchling_looks_first_and_may_recycle_the_top_card(rb, answer, revealed):
    r = ok(rb(alice={"base": ["Void Hatchling"], "hand": ["Void Rush"], "deck": ["Block", "Stalwart Poro", "Undertitan"],
                     "pool": {"energy": 2, "power": {"fury": 1}}},
              actions=[{"type": "play", "card": "Void Rush"}, {"type": "pass-all"}],
              choices={"may:Void Hatchling": answer, "may:Void Rush": "no"}))
    events = [s["event"] for s in r["steps"]]
    assert events.index("look") < events.index("reveal")
    assert sorted(player(r)["hand"]) == sorted(revealed)  # Void Rush: draw the cards not played
    assert "rb:571" in next(s for s in r["steps"] if s["event"] == "look")["cites"]


def test_void_hatchling_is_only_about_its_controllers_reveals(rb):
    # Blind Fury makes bob reveal: alice's Hatchling does not replace bob's revealing
    r = ok(rb(alice={"base": ["Void Hatchling"], "hand": ["Blind Fury"], "pool": {"energy": 4, "power": {"fury": 2}}},
              bob={"deck": ["Block"]},
              actions=[{"type": "play", "card": "Blind Fury"}, {"type": "pass-all"}]))
    assert not any(s["event"] == "look" for s in r["steps"])
