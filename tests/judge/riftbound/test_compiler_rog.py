"""Origins cards the compiler reads since branch h-rb-ogn (grammar/rog.lark, families/rog.py):
each card's printed text compiled, and the real card played by name through the rules,
checking that the engine does what the text says."""

import pytest

from judge.riftbound.cards.compiler import compile_card


def card(final, cid):
    return final["final_state"]["cards"][cid]


def player(final, who):
    return final["final_state"]["players"][who]


POOL = {"energy": 6, "power": {"fury": 2, "calm": 2, "mind": 2, "body": 2, "chaos": 2, "order": 2}}


# -- Disintegrate (OGN-005): "Deal 3 to a unit at a battlefield. If this kills it, draw 1." ----

def test_disintegrate_compiles_to_damage_then_a_draw_if_the_damage_was_lethal():
    r = compile_card("OGN-005")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"damage": 3, "target": {"choose": "unit", "at": "battlefield"}},
        {"draw": 1, "if": "rog-kills-it"}]}]


@pytest.mark.parametrize("victim, dies", [("Stalwart Poro", True), ("Vanguard Sergeant", False)])
def test_disintegrate_draws_only_when_its_damage_is_lethal(rb, victim, dies):
    # rb:139.2.a: 3 damage is lethal to a 2-might Poro, not to a unit with more might; the unit
    # dies in the cleanup after the spell (rb:520)
    r = rb(alice={"hand": ["Disintegrate"], "deck": ["Stalwart Poro"], "pool": POOL},
           bob={"base": []},
           battlefields=[{"id": "ridge", "units": {"bob": [victim]}}],
           actions=[{"type": "play", "card": "Disintegrate", "targets": [victim]}, {"type": "pass-all"}])
    me = player(r, "alice")
    assert me["hand"] == (["Stalwart Poro"] if dies else [])
    assert player(r, "bob")["trash"] == ([victim] if dies else [])


# -- Convergent Mutation (OGN-108): "Choose a friendly unit. This turn, increase its Might to the
# Might of another friendly unit." ------------------------------------------------------------

def test_convergent_mutation_compiles_to_two_choices_and_the_raise():
    r = compile_card("OGN-108")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"choose": True, "target": {"choose": "unit", "side": "ally"}},
        {"choose": True, "target": {"choose": "unit", "other": True, "side": "ally", "distinct": True}},
        {"rog_might_to_other": True, "target": "they"}]}]


@pytest.mark.parametrize("raised, measure, might", [
    ("Stalwart Poro", "Vanguard Sergeant", 4),   # 2 → 4: +2 this turn (rb:637.3.a)
    ("Vanguard Sergeant", "Stalwart Poro", 4),   # an increase never lowers: stays 4
])
def test_convergent_mutation_raises_the_first_unit_to_the_others_might(rb, raised, measure, might):
    r = rb(alice={"hand": ["Convergent Mutation"], "base": ["Stalwart Poro", "Vanguard Sergeant"], "pool": POOL},
           actions=[{"type": "play", "card": "Convergent Mutation", "targets": [raised, measure]},
                    {"type": "pass-all"}])
    assert card(r, raised.lower().replace(" ", "-"))["might"] == might
    assert card(r, measure.lower().replace(" ", "-"))["might"] == (4 if measure == "Vanguard Sergeant" else 2)


def test_convergent_mutation_lasts_this_turn_only(rb):
    # rb:517.2.b: "this turn" ends in the ending step; the Poro has its printed 2 again
    r = rb(alice={"hand": ["Convergent Mutation"], "base": ["Stalwart Poro", "Vanguard Sergeant"], "pool": POOL},
           actions=[{"type": "play", "card": "Convergent Mutation", "targets": ["Stalwart Poro", "Vanguard Sergeant"]},
                    {"type": "pass-all"}, {"type": "end-turn"}])
    assert card(r, "stalwart-poro")["might"] == 2


# -- Hallowed Tomb (OGN-281): "When you hold here, you may return your Chosen Champion from your
# trash to your Champion Zone if it is empty." ----------------------------------------------------

def test_hallowed_tomb_compiles_to_a_hold_trigger_returning_the_chosen_champion():
    r = compile_card("OGN-281")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "hold-here",
                                          "effects": [{"rog_return_chosen_champion": True, "may": True}]}]


KILL_OWN = {"name": "Test Sacrifice", "type": "spell",
            "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit", "side": "ally"}}]}]}


def _tomb_game(rb, answer):
    """Alice plays her chosen champion from the champion zone and kills it; at the start of her
    next turn she holds Hallowed Tomb (rb:630.2, rb:515.3) and answers its "you may"."""
    return rb(alice={"champion": "Draven - Showboat", "hand": [KILL_OWN], "pool": POOL, "deck": ["Stalwart Poro"] * 3},
              bob={"deck": ["Stalwart Poro"] * 3},
              battlefields=[{"id": "tomb", "card": "Hallowed Tomb", "units": {"alice": ["Stalwart Poro"]}}],
              actions=[{"type": "play", "card": "Draven - Showboat", "to": "base"}, {"type": "pass-all"},
                       {"type": "play", "card": "Test Sacrifice", "targets": ["Draven - Showboat"]}, {"type": "pass-all"},
                       {"type": "end-turn"}, {"type": "end-turn"}, {"type": "pass-all"}],
              choices={"may:Hallowed Tomb": answer})


def test_hallowed_tomb_returns_the_killed_chosen_champion_to_the_champion_zone(rb):
    # rb:103.2.a.1: the card that started in the champion zone is the chosen champion; rb:107.2.b
    # (no normal means return it there) gives way to the card's text (rb:002)
    r = _tomb_game(rb, "yes")
    alice = player(r, "alice")
    assert alice["champion"] == ["Draven - Showboat"]
    assert "Draven - Showboat" not in alice["trash"]
    assert any(s["event"] == "return-champion" and "rb:107.2.b" in s["cites"] for s in r["steps"])


def test_hallowed_tomb_may_be_declined(rb):
    r = _tomb_game(rb, "no")
    alice = player(r, "alice")
    assert alice["champion"] == [] and "Draven - Showboat" in alice["trash"]


# -- The Candlelit Sanctum (OGN-291): "When you conquer here, look at the top two cards of your Main
# Deck. You may recycle one or both of them. Put those you don't back in any order." ---------------

def test_candlelit_sanctum_compiles_to_look_recycle_and_order():
    r = compile_card("OGN-291")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "conquer-here", "effects": [
        {"look_top": 2}, {"rog_recycle_seen": 2, "may": True}, {"rog_order_seen_on_top": True}]}]


def _sanctum(rb, choices):
    """Alice moves a unit to the empty Candlelit Sanctum and conquers it (rb:630.1)."""
    return rb(alice={"base": ["Stalwart Poro"], "deck": ["Vanguard Sergeant", "Disintegrate", "Cleave"]},
              battlefields=[{"id": "sanctum", "card": "The Candlelit Sanctum"}],
              actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "sanctum"}, {"type": "pass-all"},
                       {"type": "pass-all"}],
              choices=choices)


@pytest.mark.parametrize("choices, deck", [
    # recycle one: it goes to the bottom (rb:594.1.a), the other stays on top
    ({"may:The Candlelit Sanctum": "yes", "recycle:The Candlelit Sanctum": "Vanguard Sergeant"},
     ["Disintegrate", "Cleave", "Vanguard Sergeant"]),
    # recycle none: both go back on top in the order Alice chooses (rb:600.4.a)
    ({"may:The Candlelit Sanctum": "no", "order:The Candlelit Sanctum": "Disintegrate,Vanguard Sergeant"},
     ["Disintegrate", "Vanguard Sergeant", "Cleave"]),
])
def test_candlelit_sanctum_recycles_what_alice_picks_and_puts_the_rest_back_in_her_order(rb, choices, deck):
    r = _sanctum(rb, choices)
    assert player(r, "alice")["score"] == 1  # the conquest (rb:630.1)
    assert player(r, "alice")["deck"] == deck


def test_candlelit_sanctum_may_recycle_both(rb):
    # both recycled together: to the bottom in random order (rb:594.5); the third card is on top
    r = _sanctum(rb, {"may:The Candlelit Sanctum": "yes",
                      "recycle:The Candlelit Sanctum": "Vanguard Sergeant,Disintegrate"})
    assert player(r, "alice")["deck"][0] == "Cleave"
    assert sorted(player(r, "alice")["deck"][1:]) == ["Disintegrate", "Vanguard Sergeant"]


# -- Albus Ferros (OGN-230): "When you play me, spend any number of buffs. For each buff spent,
# channel 1 rune exhausted." ------------------------------------------------------------------------

def test_albus_ferros_compiles_to_spending_buffs_and_channelling_as_many():
    r = compile_card("OGN-230")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "play-me", "effects": [
        {"rog_spend_buffs": "any"}, {"rog_channel_per_buff": {"exhausted": True}}]}]


@pytest.mark.parametrize("spend, runes", [(["stalwart-poro", "vanguard-sergeant"], 2), (["stalwart-poro", "stop"], 1),
                                          (["stop"], 0)])
def test_albus_ferros_channels_one_exhausted_rune_per_buff_spent(rb, spend, runes):
    # rb:702.2.b: each buff spent comes off its unit; rb:606.2: the runes enter exhausted
    r = rb(alice={"hand": ["Albus Ferros"], "pool": POOL, "rune_deck": ["order"] * 3,
                  "base": [{"card": "Stalwart Poro", "buff": True}, {"card": "Vanguard Sergeant", "buff": True}]},
           actions=[{"type": "play", "card": "Albus Ferros", "to": "base"}, {"type": "pass-all"}],
           choices={"spend-buff:Albus Ferros": spend})
    alice = player(r, "alice")
    assert alice["runes"]["exhausted"] == runes and alice["runes"]["ready"] == 0
    spent = [u for u in spend if u != "stop"]
    for uid in ("stalwart-poro", "vanguard-sergeant"):
        assert card(r, uid)["buff"] == (0 if uid in spent else 1)


# -- Bullet Time (OGN-268): "Pay any amount of [A] to deal that much damage to all enemy units at a
# battlefield." ----------------------------------------------------------------------------------------

def test_bullet_time_compiles_to_an_amount_paid_on_resolution():
    r = compile_card("OGN-268")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"rog_pay_any_damage": "any-power", "target": {"all": "unit", "side": "enemy", "at": "one-battlefield"}}]}]


def test_bullet_time_deals_what_was_paid_to_each_enemy_unit_at_the_chosen_battlefield(rb):
    # the battlefield is chosen on playing (rb:559.3), the amount and its payment on resolving
    # (rb:561.1); each enemy unit there takes that much (rb:139.3.a), units elsewhere none
    r = rb(alice={"hand": ["Bullet Time"], "pool": {"energy": 6, "power": {"chaos": 5}}},
           battlefields=[{"id": "ridge", "units": {"bob": ["Stalwart Poro", "Vanguard Sergeant"]}},
                         {"id": "peak", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Bullet Time", "targets": ["ridge"]}, {"type": "pass-all"}],
           choices={"amount:Bullet Time": "2"})
    assert card(r, "vanguard-sergeant")["damage"] == 2
    assert player(r, "bob")["trash"] == ["Stalwart Poro"]          # lethal: killed at the cleanup (rb:520)
    assert card(r, "stalwart-poro-2")["damage"] == 0               # at the other battlefield
    assert player(r, "alice")["pool"]["power"].get("chaos", 0) == 3  # the 2 paid (the spell costs energy only)


def test_bullet_time_offers_no_more_than_alice_can_pay(rb):
    # 1 power in the pool and no runes: 0 or 1 (rb:561.1); 2 is no option
    from judge.kernel.choices import InvalidAnswer

    def play(amount):
        return rb(alice={"hand": ["Bullet Time"], "pool": {"energy": 6, "power": {"chaos": 1}}},
                  battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
                  actions=[{"type": "play", "card": "Bullet Time", "targets": ["ridge"]}, {"type": "pass-all"}],
                  choices={"amount:Bullet Time": amount})
    assert card(play("1"), "vanguard-sergeant")["damage"] == 1
    with pytest.raises(InvalidAnswer, match="options: 0, 1"):
        play("2")


# -- Pack of Wonders (OGN-181): "[Exhaust]: Return another friendly gear, unit, or [Hidden] card to
# its owner's hand." -------------------------------------------------------------------------------

def test_pack_of_wonders_compiles_to_a_tap_return_of_a_permanent_or_hidden_card():
    r = compile_card("OGN-181")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"activate": {"exhaust": True}, "effects": [
        {"return_to_hand": True, "target": {"choose": "rog-permanent-or-hidden", "other": True, "side": "ally"}}]}]


def _pack(rb, target):
    return rb(alice={"base": ["Pack of Wonders", "Vanguard Sergeant"]},
              bob={"base": ["Draven - Showboat"]},
              battlefields=[{"id": "ridge", "units": {"alice": ["Stalwart Poro"]},
                             "hidden": {"card": "Fox-Fire", "player": "alice", "this_turn": False}}],
              actions=[{"type": "activate", "card": "Pack of Wonders", "ability": 0, "targets": [target]},
                       {"type": "pass-all"}])


def test_pack_of_wonders_returns_a_friendly_hidden_card_to_its_owners_hand(rb):
    # a facedown card at a battlefield (rb:106.4) goes back to its owner's hand
    r = _pack(rb, "Fox-Fire")
    assert player(r, "alice")["hand"] == ["Fox-Fire"]
    assert r["final_state"]["battlefields"]["ridge"]["hidden"] is None
    assert card(r, "pack-of-wonders")["exhausted"] is True


def test_pack_of_wonders_returns_a_friendly_unit(rb):
    r = _pack(rb, "Vanguard Sergeant")
    assert player(r, "alice")["hand"] == ["Vanguard Sergeant"]


@pytest.mark.parametrize("target", ["Pack of Wonders", "Draven - Showboat"])
def test_pack_of_wonders_cannot_return_itself_or_an_enemy_unit(rb, target):
    # "another friendly": not the gear itself, not Bob's unit (rb:559.3)
    r = _pack(rb, target)
    assert r["outcome"] == "refused" and r["refused"]["type"] == "activate"
    assert "not a legal target" in str(r["refused"])


# -- Fox-Fire (OGN-256): "Kill any number of units at a battlefield with total Might 4 or less." ----

def test_fox_fire_compiles_to_a_kill_of_units_at_one_battlefield_with_a_total_might_cap():
    r = compile_card("OGN-256")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"kill": True, "target": {
        "choose": "unit", "at": "battlefield", "up_to": 99, "same_battlefield": True, "rog_total_might_max": 4}}]}]


def _fox_fire(rb, targets, actions_after=(), bob_hand=()):
    return rb(alice={"hand": ["Fox-Fire"], "pool": POOL},
              bob={"hand": list(bob_hand), "pool": POOL},
              battlefields=[{"id": "ridge", "units": {"bob": ["Stalwart Poro", "Stalwart Poro", "Vanguard Sergeant"]}},
                            {"id": "peak", "units": {"bob": ["Stalwart Poro"]}}],
              actions=[{"type": "play", "card": "Fox-Fire", "targets": [targets]}, *actions_after,
                       {"type": "pass-all"}])


def test_fox_fire_kills_the_units_chosen_when_their_mights_add_up_to_4(rb):
    # two 2-might Poros at one battlefield: 4 in all (rb:559.3.c.6: each is a target)
    r = _fox_fire(rb, ["stalwart-poro", "stalwart-poro-2"])
    assert r["outcome"] == "completed"
    assert player(r, "bob")["trash"] == ["Stalwart Poro", "Stalwart Poro"]
    assert card(r, "vanguard-sergeant")["location"] == "ridge"


@pytest.mark.parametrize("targets", [["stalwart-poro", "vanguard-sergeant"],   # 2 + 4 = 6
                                     ["stalwart-poro", "stalwart-poro-3"]])    # two battlefields
def test_fox_fire_refuses_more_than_4_might_or_units_at_two_battlefields(rb, targets):
    r = _fox_fire(rb, targets)
    assert r["outcome"] == "refused" and r["refused"]["type"] == "play"


def test_fox_fire_kills_none_when_the_total_grew_past_4_before_it_resolved(rb):
    # Bob answers with +2 might on a Poro: 6 in all when Fox-Fire resolves; the joint requirement
    # no longer holds, so no target is legal (rb:563.2.c.2, rb:563.2.c.5; docs/rulings.md)
    growth = {"name": "Test Growth", "type": "spell", "keywords": ["Reaction"],
              "abilities": [{"effects": [{"might": 2, "target": {"choose": "unit"}, "duration": "turn"}]}]}
    r = _fox_fire(rb, ["stalwart-poro", "stalwart-poro-2"], bob_hand=[growth],
                  actions_after=[{"type": "pass"}, {"type": "play", "player": "bob", "card": "Test Growth",
                                                    "targets": ["stalwart-poro"]}])
    assert r["outcome"] == "completed", r.get("refused")
    assert player(r, "bob")["trash"] == ["Test Growth"]
    assert card(r, "stalwart-poro")["might"] == 4 and card(r, "stalwart-poro-2")["location"] == "ridge"


# -- Unlicensed Armory (OGN-023): "Discard 1, [Exhaust]: Choose a friendly unit. The next time it dies
# this turn, you may pay [fury] to recall it exhausted instead." --------------------------------------

def test_unlicensed_armory_compiles_to_a_death_replacement_with_a_payment():
    r = compile_card("OGN-023")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"activate": {"discard": 1, "exhaust": True}, "effects": [
        {"choose": True, "target": {"choose": "unit", "side": "ally"}},
        {"rog_death_recall_pay": {"power": ["fury"]}, "target": "it"}]}]


def _armory(rb, fury, answer=None):
    choices = {"cost:Unlicensed Armory": "Cleave"}
    if answer:
        choices["may:Unlicensed Armory"] = answer
    return rb(alice={"base": ["Unlicensed Armory"], "hand": ["Cleave", KILL_OWN],
                     "pool": {"energy": 3, "power": {"fury": fury}}},
              battlefields=[{"id": "ridge", "units": {"alice": ["Stalwart Poro"]}}],
              actions=[{"type": "activate", "card": "Unlicensed Armory", "ability": 0, "targets": ["Stalwart Poro"]},
                       {"type": "pass-all"},
                       {"type": "play", "card": "Test Sacrifice", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
              choices=choices)


def test_unlicensed_armory_recalls_the_unit_exhausted_when_alice_pays(rb):
    # rb:573.1: the kill is replaced; rb:617: recalled to base, exhausted; the fury power is spent
    r = _armory(rb, 1, "yes")
    alice = player(r, "alice")
    assert card(r, "stalwart-poro")["location"] == "base" and card(r, "stalwart-poro")["exhausted"] is True
    assert "Stalwart Poro" not in alice["trash"] and alice["pool"]["power"].get("fury", 0) == 0


@pytest.mark.parametrize("fury, answer", [(1, "no"), (0, None)])
def test_unlicensed_armory_lets_the_unit_die_when_alice_declines_or_cannot_pay(rb, fury, answer):
    # without the payment nothing replaces the death (no prompt at all when it cannot be paid)
    r = _armory(rb, fury, answer)
    assert "Stalwart Poro" in player(r, "alice")["trash"]


# -- Sett - The Boss (OGN-269): "When a buffed unit you control would die, you may pay [A] and exhaust
# me to spend its buff and recall it exhausted instead." ----------------------------------------------

def test_sett_the_boss_compiles_to_a_death_replacement_on_his_legend():
    r = compile_card("OGN-269")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"static": "rog-buffed-death-recall",
                                            "cost": {"power": ["any"], "exhaust": "legend"}}


def sett_exhausted(r) -> bool:
    """The final state lists no legend among the cards: the trace says whether Sett was exhausted."""
    return any(s["event"] == "exhaust" and "Sett" in s["explain"]["en"] for s in r["steps"])


def _sett(rb, poro, answer=None, power=1, legend="Sett - The Boss"):
    return rb(alice={"legend": legend, "hand": [KILL_OWN], "pool": {"energy": 3, "power": {"body": power}}},
              battlefields=[{"id": "ridge", "units": {"alice": [poro]}}],
              actions=[{"type": "play", "card": "Test Sacrifice", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
              choices={"may:Sett - The Boss": answer} if answer else {})


def test_sett_recalls_a_buffed_unit_instead_of_its_death(rb):
    # rb:573.1: the kill is replaced; the buff is spent (rb:702.2.b), Sett exhausted, 1 power paid
    r = _sett(rb, {"card": "Stalwart Poro", "buff": True}, "yes")
    poro = card(r, "stalwart-poro")
    assert poro["location"] == "base" and poro["exhausted"] is True and poro["buff"] == 0
    assert sett_exhausted(r)
    assert player(r, "alice")["pool"]["power"].get("body", 0) == 0


@pytest.mark.parametrize("poro, answer, power", [
    ({"card": "Stalwart Poro", "buff": True}, "no", 1),   # declined
    ({"card": "Stalwart Poro", "buff": True}, None, 0),   # no power to pay: not even asked
    ("Stalwart Poro", None, 1),                           # not buffed: Sett's text does not apply
])
def test_sett_lets_the_unit_die_otherwise(rb, poro, answer, power):
    r = _sett(rb, poro, answer, power)
    assert "Stalwart Poro" in player(r, "alice")["trash"]
    assert not sett_exhausted(r)


# -- Baited Hook (OGN-242): "[1][order], [Exhaust]: Kill a friendly unit. Look at the top 5 cards of
# your Main Deck. You may banish a unit from among them that has Might up to 1 more than the killed
# unit and play it, ignoring its cost. Then recycle the rest." -----------------------------------------

def test_baited_hook_compiles_to_kill_look_banish_and_play_then_recycle():
    r = compile_card("OGN-242")
    assert r.complete, r.sentences
    assert r.definition["abilities"][0]["effects"] == [
        {"kill": True, "target": {"choose": "unit", "side": "ally"}}, {"look_top": 5},
        {"rog_banish_seen_unit_play": {"might_over_killed": 1}, "may": True},
        {"from_seen": {"to": "recycle", "count": "all"}}]


HOOK_DECK = ["Vanguard Sergeant", "Draven - Showboat", "Stalwart Poro", "Cleave", "Disintegrate", "Cleave"]


def _hook(rb, pick):
    return rb(alice={"base": ["Baited Hook", "Stalwart Poro"], "pool": {"energy": 1, "power": {"order": 1}},
                     "deck": list(HOOK_DECK)},
              actions=[{"type": "activate", "card": "Baited Hook", "ability": 0, "targets": ["Stalwart Poro"]},
                       {"type": "pass-all"}],
              choices={"may:Baited Hook": "yes", "seen:Baited Hook": pick})


def test_baited_hook_plays_a_unit_with_up_to_one_more_might_than_the_killed_one(rb):
    # the Poro had 2 might: Draven (3) may be banished and played for nothing (rb:560.1.a); the
    # four other cards looked at go to the bottom (rb:594)
    r = _hook(rb, "Draven - Showboat")
    alice = player(r, "alice")
    assert alice["base"] == ["Baited Hook", "Draven - Showboat"] and alice["trash"] == ["Stalwart Poro"]
    assert alice["deck"][0] == "Cleave" and sorted(alice["deck"][1:]) == sorted(
        ["Vanguard Sergeant", "Stalwart Poro", "Cleave", "Disintegrate"])


def test_baited_hook_offers_no_unit_with_more_might(rb):
    # Vanguard Sergeant has 4 might, 2 more than the killed Poro: not an option
    from judge.kernel.choices import InvalidAnswer

    with pytest.raises(InvalidAnswer, match="not an option"):
        _hook(rb, "Vanguard Sergeant")


# -- Teemo - Swift Scout (OGN-263, a legend): "You may pay [1] to hide a card with [Hidden] instead of
# [A]." and "[1], [Exhaust]: Put a Teemo unit you own into your hand from your Champion Zone or the
# board." ----------------------------------------------------------------------------------------------

def test_teemo_swift_scout_compiles_to_a_hiding_cost_and_a_return_ability():
    r = compile_card("OGN-263")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [
        {"static": "rog-hide-cost-instead", "cost": {"energy": 1}},
        {"activate": {"energy": 1, "exhaust": True},
         "effects": [{"return_to_hand": True, "target": {"choose": "rog-own-unit-champion-or-board", "tag": "Teemo"}}]}]


@pytest.mark.parametrize("how, pool, left", [
    ("instead", {"energy": 1}, {"energy": 0, "power": {}}),             # 1 energy instead of the power
    ("power", {"energy": 1, "power": {"chaos": 1}}, {"energy": 1, "power": {"chaos": 0}}),  # rb:723.1.b.1
])
def test_teemo_swift_scout_lets_alice_hide_for_energy_instead_of_power(rb, how, pool, left):
    r = rb(alice={"legend": "Teemo - Swift Scout", "hand": ["Fox-Fire"], "pool": pool},
           battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "hide", "card": "Fox-Fire", "battlefield": "ridge"}],
           choices={"cost:Fox-Fire": how})
    assert r["outcome"] == "completed", r.get("refused")
    assert r["final_state"]["battlefields"]["ridge"]["hidden"] == "Fox-Fire"
    got = player(r, "alice")["pool"]
    assert got["energy"] == left["energy"] and {k: v for k, v in got["power"].items() if v} == \
        {k: v for k, v in left["power"].items() if v}


@pytest.mark.parametrize("where", ["champion", "base"])
def test_teemo_swift_scout_puts_a_teemo_unit_alice_owns_into_her_hand(rb, where):
    # from the champion zone (rb:107.2) or from the board
    alice = {"legend": "Teemo - Swift Scout", "pool": {"energy": 1}}
    alice[where] = "Teemo - Strategist" if where == "champion" else ["Teemo - Strategist"]
    r = rb(alice=alice, actions=[{"type": "activate", "card": "Teemo - Swift Scout", "targets": ["Teemo - Strategist"]},
                                 {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("refused")
    assert player(r, "alice")["hand"] == ["Teemo - Strategist"]
    assert player(r, "alice")["champion"] == [] and player(r, "alice")["base"] == []


def test_teemo_swift_scout_cannot_take_another_unit(rb):
    r = rb(alice={"legend": "Teemo - Swift Scout", "pool": {"energy": 1}, "base": ["Stalwart Poro"]},
           actions=[{"type": "activate", "card": "Teemo - Swift Scout", "targets": ["Stalwart Poro"]}])
    assert r["outcome"] == "refused"


# -- Divine Judgment (OGN-244): "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their
# hands. Recycle the rest." ---------------------------------------------------------------------------

def test_divine_judgment_compiles_to_each_player_keeping_and_the_rest_recycled():
    r = compile_card("OGN-244")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"rog_each_keeps": {"unit": 2, "gear": 2, "rune": 2, "hand": 2}},
        {"from_seen": {"to": "recycle", "count": "all"}}]}]


def test_divine_judgment_recycles_what_each_player_did_not_choose(rb):
    # Alice (turn player) chooses first (rb:115.1), then Bob, who has too few to choose from and
    # keeps everything; what Alice did not choose goes to the bottom of its deck (rb:594.1)
    r = rb(alice={"hand": ["Divine Judgment", "Cleave", "Disintegrate", "Fox-Fire"], "pool": POOL,
                  "base": ["Stalwart Poro", "Vanguard Sergeant", "Draven - Showboat"], "runes": ["fury", "calm", "order"]},
           bob={"base": ["Pit Crew"], "hand": ["Cleave"]},
           actions=[{"type": "play", "card": "Divine Judgment"}, {"type": "pass-all"}],
           choices={"keep-unit:alice": ["Stalwart Poro", "Draven - Showboat"],
                    "keep-rune:alice": ["Fury Rune", "Calm Rune"], "keep-hand:alice": ["Cleave", "Disintegrate"]})
    alice, bob = player(r, "alice"), player(r, "bob")
    assert alice["base"] == ["Stalwart Poro", "Draven - Showboat"]
    assert sorted(alice["hand"]) == ["Cleave", "Disintegrate"]
    assert sorted(alice["deck"]) == ["Fox-Fire", "Vanguard Sergeant"]
    assert alice["runes"]["ready"] + alice["runes"]["exhausted"] == 2 and alice["rune_deck"] == 1
    assert bob["base"] == ["Pit Crew"] and bob["hand"] == ["Cleave"]


# -- Teemo - Strategist (OGN-121): "When I defend or I'm played from [Hidden], reveal the top 5 cards
# of your Main Deck. Deal 1 to an enemy unit here for each card with [Hidden], then recycle them." ------

def test_teemo_strategist_compiles_to_reveal_damage_per_hidden_card_and_recycle():
    r = compile_card("OGN-121")
    assert r.complete, r.sentences
    effects = [{"reveal": 5},
               {"rog_damage_per_seen": {"amount": 1, "with": "Hidden"},
                "target": {"choose": "unit", "side": "enemy", "at": "here"}},
               {"from_seen": {"to": "recycle", "count": "all"}}]
    assert r.definition["abilities"] == [{"trigger": "defend", "effects": effects},
                                         {"trigger": "play-me", "which": {"hidden": True}, "effects": effects}]


def test_teemo_strategist_deals_1_per_revealed_hidden_card_when_he_defends(rb):
    # Bob attacks Alice's battlefield; Teemo defends (rb:625.1.b): two of the five cards revealed
    # have Hidden (rb:723.4), so the attacker takes 2 before combat damage; the five go to the
    # bottom (rb:594.5) and the sixth card is on top
    r = rb(turn_player="bob",
           alice={"deck": ["Fox-Fire", "Cleave", "Teemo - Strategist", "Stalwart Poro", "Disintegrate", "Pit Crew"]},
           bob={"base": ["Vanguard Sergeant"]},
           battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Teemo - Strategist"]}}],
           actions=[{"type": "move", "units": ["Vanguard Sergeant"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}])
    hits = [s["explain"]["en"] for s in r["steps"] if s["event"] == "damage"]
    assert hits[0] == "Vanguard Sergeant takes 2 damage"
    deck = player(r, "alice")["deck"]
    assert deck[0] == "Pit Crew" and sorted(deck[1:]) == sorted(
        ["Fox-Fire", "Cleave", "Teemo - Strategist", "Stalwart Poro", "Disintegrate"])


# -- Kraken Hunter (OGN-150), Commander Ledros (OGN-231): "As you play me, you may spend any number of
# buffs / kill any number of friendly units as an additional cost. Reduce my cost by [C] for each …" ----

@pytest.mark.parametrize("code, verb, icon", [("OGN-150", "spend_buff", "body"), ("OGN-231", "kill", "order")])
def test_any_number_additional_costs_compile_with_their_discount(code, verb, icon):
    r = compile_card(code)
    assert r.complete, r.sentences
    assert r.definition["abilities"][0] == {"static": "additional-cost", "optional": True,
                                            "cost": {verb: "friendly-unit"}, "rog_any_number": True,
                                            "rog_less_each": {"power": [icon]}}


def test_kraken_hunter_costs_one_body_power_less_per_buff_spent(rb):
    # Kraken Hunter costs 3 energy and 2 body power; two buffs spent (rb:702.2.b) take both icons off
    # (rb:560.4): 3 energy pay for it
    r = rb(alice={"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                  "base": [{"card": "Stalwart Poro", "buff": True}, {"card": "Vanguard Sergeant", "buff": True}]},
           actions=[{"type": "play", "card": "Kraken Hunter", "to": "base"}],
           choices={"accelerate:Kraken Hunter": "no",
                    "optional-cost:Kraken Hunter": ["stalwart-poro", "vanguard-sergeant"]})
    assert r["outcome"] == "completed", r.get("refused")
    assert "Kraken Hunter" in player(r, "alice")["base"]
    assert card(r, "stalwart-poro")["buff"] == 0 and card(r, "vanguard-sergeant")["buff"] == 0


def test_kraken_hunter_cannot_be_paid_without_enough_buffs(rb):
    r = rb(alice={"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                  "base": [{"card": "Stalwart Poro", "buff": True}]},
           actions=[{"type": "play", "card": "Kraken Hunter", "to": "base"}],
           choices={"accelerate:Kraken Hunter": "no", "optional-cost:Kraken Hunter": ["stalwart-poro"]})
    assert r["outcome"] == "refused"  # one body power still to pay, none in the pool (rb:595.2.a)


def test_commander_ledros_costs_one_order_power_less_per_unit_killed(rb):
    # 6 energy and 4 order power; two friendly units killed as the cost (rb:604.1.a.1): 2 order left
    r = rb(alice={"hand": ["Commander Ledros"], "pool": {"energy": 6, "power": {"order": 2}},
                  "base": ["Stalwart Poro", "Vanguard Sergeant", "Pit Crew"]},
           actions=[{"type": "play", "card": "Commander Ledros", "to": "base"}],
           choices={"optional-cost:Commander Ledros": ["stalwart-poro", "vanguard-sergeant", "done"]})
    assert r["outcome"] == "completed", r.get("refused")
    alice = player(r, "alice")
    assert sorted(alice["base"]) == ["Commander Ledros", "Pit Crew"]
    assert sorted(alice["trash"]) == ["Stalwart Poro", "Vanguard Sergeant"]
    assert alice["pool"]["power"].get("order", 0) == 0


# -- Dragon's Rage (OGN-258): "Move an enemy unit. Then choose another enemy unit at its destination.
# They deal damage equal to their Mights to each other." ----------------------------------------------

def test_dragons_rage_compiles_to_move_choose_there_and_mutual_damage():
    r = compile_card("OGN-258")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"move": True, "target": {"choose": "unit", "side": "enemy"}, "to": "any"},
        {"rog_choose_at_destination": {"side": "enemy"}}, {"mutual_damage": True, "target": "they"}]}]


def test_dragons_rage_makes_the_moved_unit_and_one_chosen_at_its_destination_fight(rb):
    # the Poro (2) moves to the ridge; Alice then chooses the Sergeant (4) there, as the spell
    # resolves (its destination was not known before); each deals its might to the other (rb:139.3.a)
    r = rb(alice={"hand": ["Dragon's Rage"], "pool": POOL},
           bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant", "Pit Crew"]}}, {"id": "peak"}],
           actions=[{"type": "play", "card": "Dragon's Rage", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
           choices={"destination:Dragon's Rage": "ridge", "choose:Dragon's Rage": "vanguard-sergeant"})
    assert r["outcome"] == "completed", r.get("refused")
    assert player(r, "bob")["trash"] == ["Stalwart Poro"]
    assert card(r, "vanguard-sergeant")["damage"] == 2 and card(r, "pit-crew")["damage"] == 0


def test_dragons_rage_deals_nothing_without_another_enemy_unit_there(rb):
    r = rb(alice={"hand": ["Dragon's Rage"], "pool": POOL},
           bob={"base": ["Stalwart Poro"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}, {"id": "peak"}],
           actions=[{"type": "play", "card": "Dragon's Rage", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}],
           choices={"destination:Dragon's Rage": "peak"})
    assert card(r, "stalwart-poro")["location"] == "peak" and card(r, "stalwart-poro")["damage"] == 0
    assert card(r, "vanguard-sergeant")["damage"] == 0
