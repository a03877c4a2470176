"""Unleashed (UNL) and Vendetta (VEN) cards the compiler reads since branch ruv (grammar/ruv.lark,
families/ruv.py, judge/riftbound/effects_ruv.py): each new phrasing → the card format, and each
real card played in a small game, asserting what its printed text says."""

from pathlib import Path

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def card(r, iid):
    return r["final_state"]["cards"][iid]


def compiled(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


def events(r):
    return [s["event"] for s in r["steps"]]


# -- "Choose one – A. B." on a spell: the mode is chosen as the spell is played, then its targets
# (rb:559.1, rb:182.2.b, rb:559.3) --------------------------------------------------------------

def test_a_spells_choice_of_modes_compiles_to_ruv_modes():
    d = compiled("[Reaction]\nChoose one —Return a friendly unit to its owner's hand.Give an enemy unit -2 :rb_might: "
                 "this turn.", "Spell")
    assert d["abilities"] == [{"effects": [{"ruv_modes": [
        [{"return_to_hand": True, "target": {"choose": "unit", "side": "ally"}}],
        [{"might": -2, "target": {"choose": "unit", "side": "enemy"}, "duration": "turn"}]]}]}]


def test_a_choice_of_modes_is_a_spells_whole_text():
    from judge.riftbound.cards.model import RbCardDef

    modes = {"ruv_modes": [[{"draw": 1}], [{"channel": 1}]]}
    with pytest.raises(ValueError):  # a unit's triggered ability picks as it resolves (one_of), not this way
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1,
                                  "abilities": [{"trigger": "play-me", "effects": [modes]}]})
    with pytest.raises(ValueError):  # one instruction, the only one of the spell
        RbCardDef.model_validate({"name": "X", "type": "spell", "abilities": [{"effects": [modes, {"draw": 1}]}]})
    with pytest.raises(ValueError):  # options that differ
        RbCardDef.model_validate({"name": "X", "type": "spell",
                                  "abilities": [{"effects": [{"ruv_modes": [[{"draw": 1}], [{"draw": 1}]]}]}]})


# Flurry of Feathers (4 energy, 2 Calm): "Choose one — Counter a spell. Play four 1 might Bird unit
# tokens with [Deflect]."

def test_flurry_of_feathers_plays_four_birds(rb):
    r = rb(alice={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Flurry of Feathers"}, {"type": "pass-all"}],
           choices={"mode:Flurry of Feathers": "2"})
    assert r["outcome"] == "completed", r.get("error")
    birds = [c for c in r["final_state"]["cards"].values() if c.get("location") == "base" and c["might"] == 1
             and c["keywords"].get("Deflect") == 1]
    assert len(birds) == 4  # rb:176.1.a: played as tokens, to the base (rb:559.2)
    assert "mode" in events(r)


def test_flurry_of_feathers_counters_a_spell(rb):
    # rb:601: the countered Hextech Ray leaves the chain without dealing its 3 damage
    r = rb(alice={"hand": ["Hextech Ray"], "runes": ["fury"] * 2, "deck": ["Block"]},
           bob={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "play", "card": "Hextech Ray", "targets": ["Vanguard Sergeant"]}, {"type": "pass"},
                    {"type": "play", "player": "bob", "card": "Flurry of Feathers", "targets": ["Hextech Ray"]},
                    {"type": "pass-all"}],
           choices={"mode:Flurry of Feathers": "1"})
    assert r["outcome"] == "completed", r.get("error")
    assert "counter" in events(r)
    assert card(r, "vanguard-sergeant")["damage"] == 0
    assert not any(c.get("location") == "base" for c in r["final_state"]["cards"].values())  # no birds


def test_the_mode_decides_which_targets_are_chosen(rb):
    # mode 1 chooses a spell on the chain; with none there, Flurry cannot be played for it (rb:559.3)
    r = rb(alice={"hand": ["Flurry of Feathers"], "runes": ["calm"] * 6, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Flurry of Feathers"}],
           choices={"mode:Flurry of Feathers": "1"})
    assert r["outcome"] != "completed"


# Mesmerize (1 energy, 1 Mind): "Choose one — Return a friendly unit to its owner's hand. Give an
# enemy unit -2 might this turn."

@pytest.mark.parametrize("mode", ["1", "2"])
def test_mesmerize_does_only_the_chosen_mode(rb, mode):
    target = "Stalwart Poro" if mode == "1" else "Vanguard Sergeant"
    r = rb(alice={"hand": ["Mesmerize"], "runes": ["mind"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Stalwart Poro"]}},
                         {"id": "gate", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "play", "card": "Mesmerize", "targets": [target]}, {"type": "pass-all"}],
           choices={"mode:Mesmerize": mode})
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    if mode == "1":  # rb:109: to its owner's hand
        assert "Stalwart Poro" in fs["players"]["alice"]["hand"]
        assert card(r, "vanguard-sergeant")["might"] == 4
    else:  # rb:637.3: -2 might this turn
        assert card(r, "vanguard-sergeant")["might"] == 2
        assert card(r, "stalwart-poro")["location"] == "ridge"


# -- cards played this turn, with their types (ruv_conditions.py; rb:555.1, rb:595.4) -------------

@pytest.mark.parametrize("text, cond", [
    ("If you've played a spell this turn, you may pay :rb_rune_chaos: as an additional cost to play me.",
     {"ruv_played": {"who": "you", "type": "spell"}}),
])
def test_a_conditional_optional_cost(text, cond):
    assert compiled(text)["abilities"] == [{"static": "additional-cost", "optional": True,
                                            "cost": {"power": ["chaos"]}, "if": cond}]


def test_if_you_do_i_enter_ready():
    d = compiled("You may pay :rb_rune_calm: as an additional cost to play me. If you do, I enter ready.")
    assert d["abilities"][1] == {"static": "enter-ready", "affects": "self", "if": {"ruv_paid_me": "optional"}}


def test_played_a_unit_a_gear_and_a_spell():
    d = compiled("When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, "
                 "you score 1 point.")
    assert d["abilities"][0]["effects"][0]["if"] == {"all": [{"ruv_played": {"who": "you", "type": t}}
                                                             for t in ("unit", "gear", "spell")]}


def test_counter_if_an_opponent_has_played_another_spell():
    d = compiled("Counter a spell if an opponent has played another spell this turn.", "Spell")
    assert d["abilities"][0]["effects"] == [{"counter": True, "target": {"choose": "chain-item", "type": "spell"},
                                             "if": {"ruv_played": {"who": "opponent", "type": "spell"}}}]


# Crescent Guardian (4 energy, 4 might): "If you've played a spell this turn, you may pay [chaos] as an
# additional cost to play me. If you do, I enter ready." (rb:560.2.b.1, rb:560.4.d.1, rb:563.1.c)

@pytest.mark.parametrize("spell_first, pay, ready", [(True, "yes", True), (True, "no", False),
                                                     (False, "yes", False)])
def test_crescent_guardian_enters_ready_if_paid_after_a_spell(rb, spell_first, pay, ready):
    actions = [{"type": "play", "card": "Mobilize"}, {"type": "pass-all"}] if spell_first else []
    r = rb(alice={"hand": ["Mobilize", "Crescent Guardian"], "runes": ["chaos"] * 7, "deck": ["Block"] * 3,
                  "rune_deck": ["chaos"] * 2},
           actions=actions + [{"type": "play", "card": "Crescent Guardian", "to": "base"}],
           choices={"optional-cost:Crescent Guardian": pay})
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "crescent-guardian")["exhausted"] is (not ready)
    if not spell_first:  # the cost is not even offered: no spell played yet this turn
        assert "optional-cost-unmet" in events(r)


# Swain, Visionary: "When I conquer, if you've played a non-token unit, a non-token gear, and a spell
# this turn, you score 1 point." (rb:630: the conquest's own point besides)

@pytest.mark.parametrize("hand, score", [(["Stalwart Poro", "Orb of Regret", "Mobilize"], 2),
                                         (["Stalwart Poro", "Orb of Regret"], 1)])
def test_swain_scores_after_a_unit_a_gear_and_a_spell(rb, hand, score):
    plays = [{"type": "play", "card": c, **({"to": "base"} if c == "Stalwart Poro" else {})} for c in hand]
    plays = [a for p in plays for a in (p, {"type": "pass-all"})]
    r = rb(alice={"hand": hand, "base": ["Swain, Visionary"], "runes": ["mind"] * 5, "deck": ["Block"] * 3,
                  "rune_deck": ["mind"] * 2},
           battlefields=[{"id": "ridge"}],
           actions=plays + [{"type": "move", "units": ["Swain, Visionary"], "to": "ridge"}, {"type": "pass-all"},
                          {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["alice"]["score"] == score


# Crumbling Sands (Reaction): "Counter a spell if an opponent has played another spell this turn."
# A spell on the chain has not been played yet (rb:595.4.a); one that resolved has.

@pytest.mark.parametrize("first, countered", [(True, True), (False, False)])
def test_crumbling_sands_counters_only_after_an_opponents_spell(rb, first, countered):
    before = [{"type": "play", "card": "Mobilize"}, {"type": "pass-all"}] if first else []
    r = rb(alice={"hand": ["Mobilize", "Hextech Ray"], "runes": ["fury"] * 4, "deck": ["Block"] * 3,
                  "rune_deck": ["fury"] * 2},
           bob={"hand": ["Crumbling Sands"], "runes": ["calm"] * 2},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=before + [{"type": "play", "card": "Hextech Ray", "targets": ["Vanguard Sergeant"]}, {"type": "pass"},
                             {"type": "play", "player": "bob", "card": "Crumbling Sands", "targets": ["Hextech Ray"]},
                             {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert ("counter" in events(r)) is countered
    assert card(r, "vanguard-sergeant")["damage"] == (0 if countered else 3)


# -- tags counted, keywords read before the passive that depends on them, a total might ------------

def test_might_for_each_of_the_following_tags():
    d = compiled("Choose a unit. Give it +1 :rb_might: this turn for each of the following tags among your "
                 "units — Bird, Cat, Dog, and Poro.", "Spell")
    assert d["abilities"][0]["effects"][1] == {
        "ruv_might_per_tags": {"amount": 1, "tags": ["Bird", "Cat", "Dog", "Poro"]}, "target": "it",
        "duration": "turn"}


def test_a_tag_no_card_has_is_not_read():
    r = compile_text("Foo", "Spell", "Choose a unit. Give it +1 :rb_might: this turn for each of the following "
                     "tags among your units — Bird, Cat, Dog, and Unicorn.")
    assert not r.complete


# Friendship (Reaction): "Choose a unit. Give it +1 might this turn for each of the following tags among
# your units — Bird, Cat, Dog, and Poro." (rb:135 tags; rb:179 your units; rb:637.3)

@pytest.mark.parametrize("mine, might", [(["Pakaa Cub", "Soaring Scout"], 5), (["Pakaa Cub", "Mystic Poro"], 4),
                                         ([], 3)])
def test_friendship_counts_the_tags_among_your_units(rb, mine, might):
    # Stalwart Poro (2, Poro) is the target and counts itself; bob's Cemetery Attendant (Dog) does not
    r = rb(alice={"hand": ["Friendship"], "base": ["Stalwart Poro", *mine], "runes": ["calm"], "deck": ["Block"]},
           bob={"base": ["Cemetery Attendant"]},
           actions=[{"type": "play", "card": "Friendship", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "stalwart-poro")["might"] == might


def test_units_here_with_a_keyword_have_a_keyword():
    assert compiled("Units here with [Temporary] have [Shield]. (+1 :rb_might: while they're defenders.)",
                    "Battlefield")["abilities"] == [
        {"static": "keywords", "grants": {"Shield": 1}, "affects": "units-here",
         "each_if": {"ruv_has_before": "Temporary"}}]


# Black Flame Altar (battlefield): "Units here with [Temporary] have [Shield]." (rb:713, rb:726;
# rb:638.1.b: read before this passive applies)

def test_black_flame_altar_shields_units_here_with_temporary(rb):
    r = rb(alice={"base": ["Sprite"], "deck": ["Block"]},
           battlefields=[{"id": "altar", "card": "Black Flame Altar", "units": {"alice": ["Sprite", "Stalwart Poro"]}},
                         {"id": "ridge", "units": {"bob": ["Sprite"]}}],
           actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "sprite-2")["keywords"].get("Shield") == 1  # Temporary, at the altar
    assert card(r, "stalwart-poro")["keywords"].get("Shield") == 1  # its own Shield only: no Temporary
    assert "Shield" not in card(r, "sprite")["keywords"]  # in the base
    assert "Shield" not in card(r, "sprite-3")["keywords"]  # at another battlefield


def test_return_any_number_with_total_might():
    d = compiled("Return any number of enemy Order (:rb_rune_order:) units with total Might 5 or less to their "
                 "owners' hands.", "Spell")
    assert d["abilities"][0]["effects"] == [{"return_to_hand": True, "target": {
        "choose": "unit", "side": "enemy", "domain": "order", "rsd_any_number": True, "rog_total_might_max": 5}}]


# Decree of Discord: "Return any number of enemy Order units with total Might 5 or less to their
# owners' hands." (rb:559.3; rb:109)

def test_decree_of_discord_returns_order_units_up_to_five_might(rb):
    r = rb(alice={"hand": ["Decree of Discord"], "runes": ["chaos"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Daring Poro", "Daring Poro", "Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Decree of Discord", "targets": [["daring-poro", "daring-poro-2"]]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["bob"]["hand"].count("Daring Poro") == 2


def test_decree_of_discord_may_return_none(rb):
    # "any number of" is rsd.lark's target (docs/rulings.md, Riftbound 72): none picked is a choice too
    r = rb(alice={"hand": ["Decree of Discord"], "runes": ["chaos"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Daring Poro", "Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Decree of Discord"}, {"type": "pass-all"}],
           choices={"target:Decree of Discord": ["done"]})
    assert r["outcome"] == "completed", r.get("error")
    assert "Daring Poro" not in r["final_state"]["players"]["bob"]["hand"]
    asked = next(c for c in r["choices"] if c["prompt"] == "target:Decree of Discord")
    assert [o["key"] for o in asked["options"]] == ["daring-poro", "done"]  # offered before any pick


@pytest.mark.parametrize("chosen", [["daring-poro", "vanguard-sergeant"], ["stalwart-poro"]])
def test_decree_of_discord_refuses_more_might_or_another_domain(rb, chosen):
    # 2 + 4 = 6 might is more than 5; Stalwart Poro is a Calm unit
    r = rb(alice={"hand": ["Decree of Discord"], "runes": ["chaos"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Daring Poro", "Vanguard Sergeant", "Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Decree of Discord", "targets": [chosen]}, {"type": "pass-all"}])
    assert r["outcome"] == "refused"
    why = r["steps"][-1]["explain"]["en"]
    assert ("more than 5 might together" in why) if len(chosen) == 2 else ("not a legal target" in why)


# -- "the next time you play a unit this turn, …": a delayed triggered ability, once (rb:583) -------

def test_the_next_time_you_play_a_unit():
    d = compiled("When I hold, the next time you play a unit this turn, ready it and [Buff] it.")
    assert d["abilities"] == [{"trigger": "hold-me", "effects": [{"ruv_next_unit_played": [
        {"ready": True, "target": "event-unit"}, {"buff": True, "target": "event-unit"}]}]}]


# Nami - Headstrong: "When I hold, the next time you play a unit this turn, ready it and Buff it."
# Holding scores in the Beginning Phase (rb:515.2, rb:630.2); the next unit played that turn enters
# exhausted (rb:563.1.c) and is then readied and buffed; the one after is not.

def test_nami_readies_and_buffs_only_the_next_unit_played(rb):
    r = rb(phase="start",
           alice={"hand": ["Stalwart Poro", "Daring Poro"], "runes": ["calm"] * 2, "deck": ["Block"] * 3,
                  "rune_deck": ["calm"] * 2},
           battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Nami - Headstrong"]}}],
           actions=[{"type": "pass-all"},
                    {"type": "play", "card": "Stalwart Poro", "to": "base"}, {"type": "pass-all"},
                    {"type": "play", "card": "Daring Poro", "to": "base"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    first, second = card(r, "stalwart-poro"), card(r, "daring-poro")
    assert first["exhausted"] is False and first["buff"] == 1
    assert second["exhausted"] is True and second["buff"] == 0


# Acceleration Gate: "Ready up to 4 units, gear, and/or runes." — any player's (rb:593.1; runes are
# on the board, rb:154), chosen as it is played (rb:559.3)

def test_acceleration_gate_readies_units_gear_and_runes(rb):
    spent = {"domain": "body", "exhausted": True}
    r = rb(alice={"hand": ["Acceleration Gate"], "runes": ["mind"] * 4 + [spent, spent], "deck": ["Block"],
                  "base": [{"card": "Stalwart Poro", "exhausted": True}, {"card": "Iron Ballista", "exhausted": True}]},
           bob={"base": [{"card": "Daring Poro", "exhausted": True}]},
           actions=[{"type": "play", "card": "Acceleration Gate",
                     "targets": [["body-rune", "body-rune-2", "stalwart-poro", "iron-ballista"]]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    for iid in ("stalwart-poro", "iron-ballista"):
        assert card(r, iid)["exhausted"] is False, iid
    # paying exhausted three Mind runes and recycled a fourth (rb:157.2); the two Body runes were readied
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 3, "exhausted": 2}
    assert card(r, "daring-poro")["exhausted"] is True  # not chosen


def test_acceleration_gate_readies_at_most_four(rb):
    r = rb(alice={"hand": ["Acceleration Gate"], "runes": ["mind"] * 4, "deck": ["Block"],
                  "base": [{"card": "Stalwart Poro", "exhausted": True}, {"card": "Iron Ballista", "exhausted": True}]},
           bob={"base": [{"card": "Daring Poro", "exhausted": True}, {"card": "Pouty Poro", "exhausted": True},
                         {"card": "Mystic Poro", "exhausted": True}]},
           actions=[{"type": "play", "card": "Acceleration Gate", "targets": [
               ["stalwart-poro", "iron-ballista", "daring-poro", "pouty-poro", "mystic-poro"]]}])
    assert r["outcome"] == "refused"
    assert "at most 4 targets" in r["steps"][-1]["explain"]["en"]


# -- "when you or an ally hold" (whose ruv-friendly; rb:648.8.d) --------------------------------------

def test_when_you_or_an_ally_hold():
    d = compiled("When you or an ally hold, you may exhaust me to draw 1.", "Legend")
    assert d["abilities"][0]["trigger"] == "hold" and d["abilities"][0]["whose"] == "ruv-friendly"


# Vex - Gloomist (legend): "When you or an ally hold, you may exhaust me to draw 1." Holding scores
# in the Beginning Phase (rb:515.2, rb:630.2); a teammate is friendly (rb:648.8.d), an opponent not.

def _vex_board(holder):
    return dict(phase="start", turn_player=holder,
                alice={"legend": "Vex - Gloomist", "deck": ["Block"] * 3, "rune_deck": ["calm"] * 2},
                bob={"deck": ["Block"] * 3, "rune_deck": ["calm"] * 2},
                battlefields=[{"id": "ridge", "controller": holder, "units": {holder: ["Stalwart Poro"]}}],
                actions=[{"type": "pass-all"}], choices={"may:Vex - Gloomist": "yes"})


def _legend_exhausted(r):  # the final state lists a legend by name only: its exhaustion is in the trace
    return any(c["path"] == "cards.vex-gloomist.exhausted" and c["after"] is True
               for s in r["steps"] for c in s.get("changes") or [])


def test_vex_gloomist_draws_when_you_hold(rb):
    r = rb(**_vex_board("alice"))
    assert r["outcome"] == "completed", r.get("error")
    alice = r["final_state"]["players"]["alice"]
    assert len(alice["hand"]) == 2  # 1 for holding with Vex, 1 in the draw phase (rb:515.4)
    assert _legend_exhausted(r)


def test_vex_gloomist_ignores_an_opponent_holding(rb):
    r = rb(**_vex_board("bob"))
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["alice"]["hand"] == []
    assert r["final_state"]["players"]["bob"]["score"] == 1 and not _legend_exhausted(r)


def test_vex_gloomist_draws_when_an_ally_holds(rb):
    r = rb(mode="2v2", teams={"alice": "A", "carol": "A", "bob": "B", "dave": "B"},
           order=["alice", "bob", "carol", "dave"], phase="start", turn_player="carol",
           alice={"legend": "Vex - Gloomist", "deck": ["Block"] * 3},
           others={"carol": {"deck": ["Block"] * 3, "rune_deck": ["calm"] * 2}, "dave": {}},
           battlefields=[{"id": "ridge", "controller": "carol", "units": {"carol": ["Stalwart Poro"]}}],
           actions=[{"type": "pass-all"}], choices={"may:Vex - Gloomist": "yes"})
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["alice"]["hand"] == ["Block"]  # carol, her teammate, held
    assert _legend_exhausted(r)


# Sky Cruiser: "Discard a gear, [1], [T]: Deal 4 to a unit at a battlefield." (rb:598.3, rb:561.2)

def test_discard_a_gear_is_a_cost():
    d = compiled("Discard a gear, :rb_energy_1:, :rb_exhaust:: Deal 4 to a unit at a battlefield.")
    assert d["abilities"][0]["activate"] == {"discard": 1, "ruv_discard_type": "gear", "energy": 1, "exhaust": True}


def test_sky_cruiser_discards_a_gear_to_deal_4(rb):
    r = rb(alice={"hand": ["Block", "Iron Ballista"], "base": ["Sky Cruiser"], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "activate", "card": "Sky Cruiser", "targets": ["Vanguard Sergeant"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    alice = r["final_state"]["players"]["alice"]
    assert alice["trash"] == ["Iron Ballista"] and alice["hand"] == ["Block"]  # only the gear could be discarded
    assert "Vanguard Sergeant" in r["final_state"]["players"]["bob"]["trash"]  # 4 damage kills 4 might (rb:604)


def test_sky_cruiser_needs_a_gear_in_hand(rb):
    r = rb(alice={"hand": ["Block"], "base": ["Sky Cruiser"], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "activate", "card": "Sky Cruiser", "targets": ["Vanguard Sergeant"]}])
    assert r["outcome"] == "refused"
    assert "not enough in hand" in r["steps"][-1]["explain"]["en"]


# Cataclysmic Duel: "Each player chooses a unit they control. Kill the rest." — in turn order
# (rb:115.1; docs/rulings.md, Riftbound 34), choices made as it resolves, not targets
# (rb:559.3.c.1); every unit nobody kept dies (rb:604.1.a.1)

def test_each_player_chooses_a_unit_kill_the_rest():
    d = compiled("Each player chooses a unit they control. Kill the rest.", "Spell")
    assert d["abilities"][0]["effects"] == [{"rog_each_keeps": {"unit": 1}}, {"ruv_kill_the_rest": True}]


def test_kill_the_rest_needs_the_choice_before_it():
    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValueError):
        RbCardDef.model_validate({"name": "X", "type": "spell", "abilities": [{"effects": [
            {"look_top": 3}, {"ruv_kill_the_rest": True}]}]})


def test_cataclysmic_duel_kills_every_unit_not_kept(rb):
    r = rb(alice={"hand": ["Cataclysmic Duel"], "runes": ["body"] * 11, "deck": ["Block"],
                  "base": ["Stalwart Poro"]},
           bob={"base": ["Pouty Poro"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Daring Poro"]}},
                         {"id": "gate", "units": {"bob": ["Vanguard Sergeant"]}}],
           actions=[{"type": "play", "card": "Cataclysmic Duel"}, {"type": "pass-all"}],
           choices={"keep-unit:alice": "Daring Poro", "keep-unit:bob": "Vanguard Sergeant"})
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    assert "Stalwart Poro" in fs["players"]["alice"]["trash"] and "Pouty Poro" in fs["players"]["bob"]["trash"]
    assert card(r, "daring-poro")["location"] == "ridge"
    assert card(r, "vanguard-sergeant")["location"] == "gate"


# -- a battlefield chosen with a unit there / elsewhere (ruv_there, ruv_elsewhere, ruv_not_chosen,
# ruv_controlled; rb:559.3, rb:563.2.c.2) ---------------------------------------------------------

def test_choose_a_battlefield_and_an_enemy_unit_there():
    d = compiled("Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy "
                 "unit there.", "Spell")
    assert d["abilities"][0]["effects"] == [
        {"choose": True, "target": {"choose": "battlefield"}},
        {"choose": True, "target": {"choose": "unit", "side": "enemy", "ruv_there": True}},
        {"damage": 4, "target": "it"},
        {"damage": 1, "target": {"all": "unit", "side": "enemy", "at": "chosen-battlefield", "ruv_not_chosen": True}}]


# Crescent Strike (Action): "Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to
# each other enemy unit there." (rb:139.3.a; rb:604: 4 damage kills Vanguard Sergeant's 4 might)

def _strike_board(**kw):
    return dict(alice={"hand": ["Crescent Strike"], "runes": ["mind"] * 4, "deck": ["Block"]},
                battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant", "Pouty Poro", "Daring Poro"]}},
                              {"id": "gate", "units": {"bob": ["Stalwart Poro"]}}], **kw)


def test_crescent_strike_deals_4_to_the_unit_and_1_to_the_others_there(rb):
    r = rb(**_strike_board(actions=[{"type": "play", "card": "Crescent Strike",
                                     "targets": ["ridge", "Vanguard Sergeant"]}, {"type": "pass-all"}]))
    assert r["outcome"] == "completed", r.get("error")
    assert "Vanguard Sergeant" in r["final_state"]["players"]["bob"]["trash"]
    assert card(r, "pouty-poro")["damage"] == 1 and card(r, "daring-poro")["damage"] == 1
    assert card(r, "stalwart-poro")["damage"] == 0  # at another battlefield


def test_crescent_strike_chooses_its_unit_at_the_chosen_battlefield(rb):
    r = rb(**_strike_board(actions=[{"type": "play", "card": "Crescent Strike",
                                     "targets": ["ridge", "Stalwart Poro"]}]))
    assert r["outcome"] == "refused"
    assert "not a legal target" in r["steps"][-1]["explain"]["en"]


# Resonating Strike (Reaction): "Choose a battlefield you control and a unit you control at a different
# location. Move that unit to that battlefield and give it +2 might this turn." (rb:181, rb:612, rb:637.3)

def _resonating_board(target_bf, unit):
    return dict(alice={"hand": ["Resonating Strike"], "runes": ["calm"] * 3, "deck": ["Block"],
                       "base": ["Daring Poro"]},
                battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}},
                              {"id": "gate", "units": {"bob": ["Pouty Poro"]}}],
                actions=[{"type": "play", "card": "Resonating Strike", "targets": [target_bf, unit]},
                         {"type": "pass-all"}])


def test_resonating_strike_moves_your_unit_to_your_battlefield(rb):
    r = rb(**_resonating_board("ridge", "Daring Poro"))
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "daring-poro")["location"] == "ridge" and card(r, "daring-poro")["might"] == 4


@pytest.mark.parametrize("target_bf, unit", [("gate", "Daring Poro"),  # bob controls gate
                                             ("ridge", "Stalwart Poro")])  # already there
def test_resonating_strike_refuses_other_choices(rb, target_bf, unit):
    r = rb(**_resonating_board(target_bf, unit))
    assert r["outcome"] == "refused"
    assert "not a legal target" in r["steps"][-1]["explain"]["en"]


# -- Spiderling: "I have +1 might for each other unit you control here with my name." "Your deck can
# have any number of cards named Spiderling." (rb:131.1 names; rb:103.2.b set aside, rb:002) ----------

def test_spiderling_compiles():
    r = compile_text("Spiderling", "Unit", "I have +1 :rb_might: for each other unit you control here with my "
                     "name.\nYour deck can have any number of cards named Spiderling.")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [
        {"static": "might", "amount": 1, "affects": "self",
         "per": {"all": "unit", "run_yours": True, "ruv_where_i_am": True, "other": True, "ruv_my_name": True}},
        {"static": "ruv-any-number-in-deck"}]


def test_any_number_of_cards_named_another_card_is_not_read():
    assert not compile_text("Spiderling", "Unit", "Your deck can have any number of cards named Stalwart Poro.").complete


def test_spiderlings_count_the_other_spiderlings_you_control_there(rb):
    r = rb(alice={"deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Spiderling", "Spiderling", "Spiderling", "Stalwart Poro"]}},
                         {"id": "gate", "units": {"alice": ["Spiderling"]}}])
    assert r["outcome"] == "completed", r.get("error")
    for iid in ("spiderling", "spiderling-2", "spiderling-3"):
        assert card(r, iid)["might"] == 3  # 1 printed, +1 for each of the two others at the ridge
    assert card(r, "spiderling-4")["might"] == 1  # alone with its name at the gate


def test_a_deck_may_hold_any_number_of_spiderlings():
    from judge.riftbound.decklist import check_text

    base = (Path(__file__).resolve().parents[3] / "scenarios/decks/riftbound/jinx-origins.deck.txt").read_text("utf-8")
    spiders = base.replace("3 Stacked Deck\n", "5 Spiderling\n")  # Spiderling is a Chaos unit: in Jinx's domains
    code, out = check_text(spiders, None)
    assert code == 0 and out["legal"], out["violations"]
    code, out = check_text(base.replace("3 Stacked Deck\n", "4 Stacked Deck\n1 Spiderling\n"), None)
    assert [v["rule"] for v in out["violations"]] == ["rb:103.2.b"]  # four of another name


# -- "you may play me for [X]" while a condition holds (docs/rulings.md, Riftbound 66) ----------------------

def test_play_me_for_if():
    d = compiled("If you've spent :rb_energy_4: or more to play a spell this turn, you may play me for "
                 ":rb_rune_mind:.")
    assert d["abilities"] == [{"static": "additional-cost", "optional": True, "cost": {"power": ["mind"]},
                               "ignores_cost": True, "if": ["you.run_most_energy_on_a_spell", ">=", 4]}]


# Jhin - Meticulous Killer (4 energy): "If you've spent [4] or more to play a spell this turn, you may
# play me for [mind]." (rb:560.1: its costs ignored; rb:560.1.c: [mind] paid)

def _costs(r):
    return [s["explain"]["en"] for s in r["steps"] if s["event"] == "cost"]


def test_jhin_is_played_for_mind_after_a_spell_of_four(rb):
    r = rb(alice={"hand": ["Flurry of Feathers", "Jhin - Meticulous Killer"], "runes": ["calm"] * 6 + ["mind"],
                  "deck": ["Block"] * 2},
           actions=[{"type": "play", "card": "Flurry of Feathers"}, {"type": "pass-all"},
                    {"type": "play", "card": "Jhin - Meticulous Killer", "to": "base"}],
           choices={"mode:Flurry of Feathers": "2", "optional-cost:Jhin - Meticulous Killer": "yes",
                    "vision:Jhin - Meticulous Killer": "no"})
    assert r["outcome"] == "completed", r.get("error")
    assert _costs(r)[-1] == "total cost of Jhin - Meticulous Killer: 0 energy, power: mind"
    assert card(r, "jhin-meticulous-killer")["location"] == "base"


def test_jhin_costs_four_without_a_spell_of_four(rb):
    r = rb(alice={"hand": ["Jhin - Meticulous Killer"], "runes": ["mind"] * 4, "deck": ["Block"] * 2},
           actions=[{"type": "play", "card": "Jhin - Meticulous Killer", "to": "base"}])
    assert r["outcome"] == "completed", r.get("error")
    assert "optional-cost-unmet" in events(r)  # not offered
    assert _costs(r)[-1] == "total cost of Jhin - Meticulous Killer: 4 energy"


# Hungry Wolf: "[order]: Ready me and give me +1 might this turn. Use only if you've chosen an enemy unit
# this turn and only once each turn." (rb:577.3.b; rb:559.3.c.1 chosen as a target)

def _wolf(actions):
    return dict(alice={"hand": ["Hextech Ray"], "base": [{"card": "Hungry Wolf", "exhausted": True}],
                       "runes": ["fury", "fury", "order", "order"], "deck": ["Block"]},
                battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant"]}}], actions=actions)


def test_hungry_wolf_readies_after_an_enemy_unit_was_chosen(rb):
    r = rb(**_wolf([{"type": "play", "card": "Hextech Ray", "targets": ["Vanguard Sergeant"]}, {"type": "pass-all"},
                    {"type": "activate", "card": "Hungry Wolf"}, {"type": "pass-all"}]))
    assert r["outcome"] == "completed", r.get("error")
    wolf = card(r, "hungry-wolf")
    assert wolf["exhausted"] is False and wolf["might"] == 5


def test_hungry_wolf_needs_an_enemy_unit_chosen_this_turn(rb):
    r = rb(**_wolf([{"type": "activate", "card": "Hungry Wolf"}]))
    assert r["outcome"] == "refused"
    assert "may not be activated now" in r["steps"][-1]["explain"]["en"]


def test_hungry_wolf_only_once_each_turn(rb):
    r = rb(**_wolf([{"type": "play", "card": "Hextech Ray", "targets": ["Vanguard Sergeant"]}, {"type": "pass-all"},
                    {"type": "activate", "card": "Hungry Wolf"}, {"type": "pass-all"},
                    {"type": "activate", "card": "Hungry Wolf"}]))
    assert r["outcome"] == "refused"
    assert "only once each turn" in r["steps"][-1]["explain"]["en"]


# Jayce, Brilliant Inventor: "When you play me or the first time you play a non-token gear each turn,
# you may ready something besides me that's exhausted." (rb:595.4.a; rb:593.1)

def test_jayce_triggers_on_the_first_gear_of_the_turn_only(rb):
    r = rb(alice={"hand": ["Orb of Regret", "Mask of Foresight"], "runes": ["calm"] * 3, "deck": ["Block"],
                  "base": ["Jayce, Brilliant Inventor", {"card": "Stalwart Poro", "exhausted": True}]},
           actions=[{"type": "play", "card": "Orb of Regret"}, {"type": "pass-all"},
                    {"type": "play", "card": "Mask of Foresight"}, {"type": "pass-all"}],
           choices={"may:Jayce, Brilliant Inventor": "yes", "target:Jayce, Brilliant Inventor": "stalwart-poro"})
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "stalwart-poro")["exhausted"] is False
    added = [s["explain"]["en"] for s in r["steps"] if s["event"] == "chain-add"]
    assert added == ["Jayce, Brilliant Inventor – when a card is played goes onto the chain"]  # not for the Mask


def test_jayce_does_not_trigger_after_a_gear_played_before_him(rb):
    # the first gear of the turn was played before Jayce came: the Mask is the second (rb:595.4.a)
    r = rb(alice={"hand": ["Orb of Regret", "Jayce, Brilliant Inventor", "Mask of Foresight"],
                  "runes": ["mind"] * 10, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Orb of Regret"}, {"type": "pass-all"},
                    {"type": "play", "card": "Jayce, Brilliant Inventor", "to": "base"}, {"type": "pass-all"},
                    {"type": "play", "card": "Mask of Foresight"}, {"type": "pass-all"}],
           choices={"may:Jayce, Brilliant Inventor": "no", "target:Jayce, Brilliant Inventor": "mind-rune-2"})
    assert r["outcome"] == "completed", r.get("error")
    added = [s["explain"]["en"] for s in r["steps"] if s["event"] == "chain-add"]
    assert added == ["Jayce, Brilliant Inventor – when played goes onto the chain"]  # his own play only


# Shard of Undoing: "The first time a friendly unit dies during your Beginning Phase each turn, each
# opponent must kill one of their units." — a Temporary unit dies at the start of the Beginning Phase
# (rb:728.1.b); the opponent picks which of theirs (rb:115.1, rb:604.1)

def test_shard_of_undoing_makes_each_opponent_kill_a_unit(rb):
    from tests.judge.riftbound.conftest import unit

    # two (non-token) units with Temporary die in the Beginning Phase: the first one triggers it
    wisp = unit("Wisp", 1, keywords=["Temporary"])
    r = rb(phase="start",
           alice={"base": ["Shard of Undoing", wisp, {**wisp, "name": "Shade"}], "deck": ["Block"] * 2,
                  "rune_deck": ["order"] * 2},
           bob={"base": ["Stalwart Poro", "Pouty Poro"]},
           actions=[{"type": "pass-all"}], choices={"kill:Shard of Undoing:bob": "pouty-poro", "order:alice": "0"})
    assert r["outcome"] == "completed", r.get("error")
    bob = r["final_state"]["players"]["bob"]
    assert bob["trash"] == ["Pouty Poro"] and bob["base"] == ["Stalwart Poro"]  # once, for the first death only
    assert sorted(r["final_state"]["players"]["alice"]["trash"]) == ["Shade", "Wisp"]


def test_shard_of_undoing_ignores_deaths_outside_the_beginning_phase(rb):
    r = rb(alice={"hand": ["Hextech Ray"], "runes": ["fury"] * 2, "deck": ["Block"],
                  "base": ["Shard of Undoing"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Pouty Poro"]}}],
           bob={"base": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "Hextech Ray", "targets": ["Pouty Poro"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert "Pouty Poro" in r["final_state"]["players"]["alice"]["trash"]
    assert r["final_state"]["players"]["bob"]["base"] == ["Stalwart Poro"]


# Gust Monk: "You may pay [1] as an additional cost to play me. When you play me, if you paid the
# additional cost, banish a card from any trash to give a unit Assault 2 this turn." (rb:603; rb:719)

def test_banish_from_any_trash_to_give():
    d = compiled("When you play me, banish a card from any trash to give a unit [Assault 2] this turn.")
    assert d["abilities"][0]["effects"] == [
        {"banish": True, "target": {"choose": "trash-card", "rve_trashes": True}},
        {"grant": {"Assault": 2}, "target": {"choose": "unit"}, "duration": "turn", "if": "done"}]


@pytest.mark.parametrize("pay", ["yes", "no"])
def test_gust_monk_banishes_a_card_to_give_assault(rb, pay):
    r = rb(alice={"hand": ["Gust Monk"], "runes": ["chaos"] * 3, "deck": ["Block"], "base": ["Stalwart Poro"]},
           bob={"trash": ["Block"]},
           actions=[{"type": "play", "card": "Gust Monk", "to": "base"}, {"type": "pass-all"}],
           choices={"optional-cost:Gust Monk": pay, "target:Gust Monk": "stalwart-poro"})  # Block: the only trash card
    assert r["outcome"] == "completed", r.get("error")
    bob = r["final_state"]["players"]["bob"]
    if pay == "yes":
        assert bob["banish"] == ["Block"] and bob["trash"] == []
        assert card(r, "stalwart-poro")["keywords"].get("Assault") == 2
    else:
        assert bob["trash"] == ["Block"] and "Assault" not in card(r, "stalwart-poro")["keywords"]



# Tricksy Tentacles: "Move any number of enemy units with the same controller and a total Might of 8 or
# less to a single location." (rb:559.3 chosen together; rb:612 moved by a spell, at once rb:609.3)

def test_move_any_number_with_the_same_controller_to_a_single_location():
    d = compiled("Move any number of enemy units with the same controller and a total Might of 8 or less to a "
                 "single location.", "Spell")
    assert d["abilities"][0]["effects"] == [{"ruv_move_together": True, "target": {
        "choose": "unit", "side": "enemy", "rsd_any_number": True, "rog_total_might_max": 8, "ruv_same_controller": True}}]


def test_tricksy_tentacles_moves_the_chosen_units_together(rb):
    r = rb(alice={"hand": ["Tricksy Tentacles"], "runes": ["calm"] * 5, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Vanguard Sergeant", "Pouty Poro", "Daring Poro"]}},
                         {"id": "gate"}],
           actions=[{"type": "play", "card": "Tricksy Tentacles", "targets": [["Vanguard Sergeant", "Pouty Poro"]]},
                    {"type": "pass-all"}],
           choices={"destination:Tricksy Tentacles": "base"})
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "vanguard-sergeant")["location"] == "base" and card(r, "pouty-poro")["location"] == "base"
    assert card(r, "daring-poro")["location"] == "ridge"


def test_tricksy_tentacles_wants_one_controller(rb):
    r = rb(mode="ffa3", order=["alice", "bob", "carol"],
           alice={"hand": ["Tricksy Tentacles"], "runes": ["calm"] * 5, "deck": ["Block"]},
           others={"carol": {"base": ["Pouty Poro"]}},
           battlefields=[{"id": "ridge", "units": {"bob": ["Daring Poro"]}}],
           actions=[{"type": "play", "card": "Tricksy Tentacles", "targets": [["Daring Poro", "Pouty Poro"]]}])
    assert r["outcome"] == "refused"
    assert "same controller" in r["steps"][-1]["explain"]["en"]


def test_the_first_friendly_death_during_your_beginning_phase():
    # the first friendly death of the turn (turn_record), while it is your Beginning Phase (rb:515.2)
    d = compiled("The first time a friendly unit dies during your Beginning Phase each turn, each opponent must "
                 "kill one of their units.", "Gear")
    assert d["abilities"] == [{"trigger": "unit-dies", "which": {"side": "ally", "first_each_turn": True},
                               "if": "run-your-beginning-phase", "effects": [{"ruv_each_opponent_kills": "unit"}]}]


# Vex - Apathetic: "When an opponent plays a unit while I'm at a battlefield, Stun it. They can't move it
# this turn." (rb:583; rb:599 stun; rb:568 a restriction for the rest of the turn, rb:517.2.b)

def test_vex_apathetic_compiles():
    d = compiled("When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn.")
    assert d["abilities"] == [{"trigger": "play-card", "whose": "opponent", "which": {"type": "unit"},
                               "if": "at-battlefield", "effects": [{"stun": True, "target": "event-unit"},
                                                                   {"ruv_controller_cant_move": True, "target": "it"}]}]


def _vex_apathetic(where, actions):
    vex = {"base": ["Vex - Apathetic"]} if where == "base" else {}
    return dict(alice={"hand": ["Legion Rearguard"], "runes": ["fury"] * 4, "deck": ["Block"]},
                bob=vex, battlefields=[{"id": "ridge", "units": {"bob": ["Vex - Apathetic"]} if where != "base" else {}},
                                       {"id": "gate"}],
                actions=[{"type": "play", "card": "Legion Rearguard", "to": "base", "accelerate": True},
                         {"type": "pass-all"}] + actions)


def test_vex_apathetic_stuns_and_holds_the_unit_an_opponent_plays(rb):
    r = rb(**_vex_apathetic("ridge", [{"type": "move", "units": ["Legion Rearguard"], "to": "gate"}]))
    assert r["outcome"] == "refused"
    assert "can't move Legion Rearguard this turn" in r["steps"][-1]["explain"]["en"]
    assert any(s["event"] == "stun" for s in r["steps"])


def test_vex_apathetic_in_base_does_nothing(rb):
    r = rb(**_vex_apathetic("base", [{"type": "move", "units": ["Legion Rearguard"], "to": "gate"}]))
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "legion-rearguard")["location"] == "gate" and not card(r, "legion-rearguard")["stunned"]
