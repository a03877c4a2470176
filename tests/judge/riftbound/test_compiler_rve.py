"""Vendetta (VEN) cards the compiler reads since the VEN coverage work (grammar/rve.lark,
families/rve.py, judge/riftbound/rve_conditions.py): each new phrasing → the card format, and
each real card played in a small game, asserting what its printed text says."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text


def card(r, iid):
    return r["final_state"]["cards"][iid]


def compiled(text, card_type="Unit"):
    r = compile_text("Foo", card_type, text)
    assert r.complete, r.sentences
    return r.definition


# -- the sentences → card format ---------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 might this turn.",
     [{"trigger": "start-of-beginning", "if": "rve-fewer-runes-than-opponent",
       "effects": [{"might": 1, "target": "self", "duration": "turn"}]}]),
    ("If you control fewer runes than an opponent at the start of your Beginning Phase, give me +2 might and Ganking "
     "this turn.",
     [{"trigger": "start-of-beginning", "if": "rve-fewer-runes-than-opponent",
       "effects": [{"might": 2, "target": "self", "duration": "turn"},
                   {"grant": {"Ganking": 1}, "target": "self", "duration": "turn"}]}]),
    ("I have Shield 3 while I'm at a battlefield with exactly one other unit you control.",
     [{"static": "keywords", "grants": {"Shield": 3}, "affects": "self",
       "if": {"all": ["at-battlefield", ["you.other_units_here", "==", 1]]}}]),
])
def test_unit_sentence_compiles_to(text, expected):
    assert compiled(text)["abilities"] == expected


def test_units_here_with_a_keyword():
    assert compiled("Units here with Tank have +1 might.", "Battlefield")["abilities"] == [
        {"static": "might", "amount": 1, "affects": "units-here", "each_if": {"rve_has": "Tank"}}]


def test_if_it_has_n_might_or_less_otherwise():
    assert compiled("Choose a unit at a battlefield. If it has 3 might or less, banish it. "
                    "Otherwise, return it to its owner's hand.", "Spell")["abilities"][0]["effects"] == [
        {"choose": True, "target": {"choose": "unit", "at": "battlefield"}},
        {"banish": True, "target": "it", "if": {"rve_it_might_max": 3}},
        {"return_to_hand": True, "target": "it", "if": "otherwise"}]


def test_the_friendly_unit_is_the_friendly_unit_chosen():
    d = compiled("Choose a friendly unit and an enemy unit. Give the friendly unit +2 might this turn.", "Spell")
    assert d["abilities"][0]["effects"][2] == {"might": 2, "target": "your-unit", "duration": "turn"}


def test_a_keyword_condition_names_a_keyword():
    from judge.riftbound.targets import check_condition

    check_condition({"rve_has": "Tank"})
    with pytest.raises(ValueError):
        check_condition({"rve_has": "Sturdy"})
    with pytest.raises(ValueError):
        check_condition({"rve_it_might_max": -1})


# -- Forsaken Baccai (2 might) / Oasis Raider (4 might): "If you control fewer runes than an
# opponent at the start of your Beginning Phase, give me +1 might [+2 might and Ganking] this
# turn." — read as the beginning phase starts (rb:515.2, rb:583.3), before the channel phase
# adds runes (rb:515.3) --------------------------------------------------------------------------

@pytest.mark.parametrize("bob_runes, might", [(3, 3), (2, 2)])
def test_forsaken_baccai_grows_when_behind_on_runes(rb, bob_runes, might):
    r = rb(phase="start", alice={"base": ["Forsaken Baccai"], "runes": ["chaos"] * 2, "deck": ["Block"] * 3,
                                 "rune_deck": ["chaos"] * 2},
           bob={"runes": ["fury"] * bob_runes}, actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed"
    assert card(r, "forsaken-baccai")["might"] == might


def test_oasis_raider_gets_might_and_ganking_when_behind_on_runes(rb):
    r = rb(phase="start", alice={"base": ["Oasis Raider"], "runes": ["chaos"], "deck": ["Block"] * 3,
                                 "rune_deck": ["chaos"] * 2},
           bob={"runes": ["fury"] * 3}, actions=[{"type": "pass-all"}])
    c = card(r, "oasis-raider")
    assert c["might"] == 6 and "Ganking" in c["keywords"]


# -- Wind and Ghosts: "Choose a unit at a battlefield. If it has 3 might or less, banish it.
# Otherwise, return it to its owner's hand." (rb:637: its might now) -----------------------------

@pytest.mark.parametrize("unit, zone", [("Stalwart Poro", "banish"), ("Forsaken Baccai", "banish"),
                                        ("Oasis Raider", "hand")])
def test_wind_and_ghosts_banishes_small_units_and_returns_big_ones(rb, unit, zone):
    r = rb(alice={"hand": ["Wind and Ghosts"], "runes": ["chaos"] * 4, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [unit]}}],
           actions=[{"type": "play", "card": "Wind and Ghosts", "targets": [unit]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert unit in r["final_state"]["players"]["bob"][zone]


# -- Rampage: "As you play this, you may pay [body] as an additional cost. Choose a friendly unit
# and an enemy unit. If you paid the additional cost, give the friendly unit +2 might this turn.
# They deal damage equal to their Mights to each other." (rb:560.4.d.1) ----------------------------

@pytest.mark.parametrize("pay", ["yes", "no"])
def test_rampage_gives_the_friendly_unit_two_might_if_paid(rb, pay):
    # Oasis Raider (4) against Oasis Raider (4): each deals the other its might (rb:139);
    # paid, the friendly one has 6, takes 4 and survives
    r = rb(alice={"hand": ["Rampage"], "base": ["Oasis Raider"], "runes": ["body"] * 5, "deck": ["Block"]},
           bob={"base": ["Oasis Raider"]},
           actions=[{"type": "play", "card": "Rampage", "targets": ["oasis-raider", "oasis-raider-2"]},
                    {"type": "pass-all"}],
           choices={"optional-cost:Rampage": pay})
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    assert "Oasis Raider" in fs["players"]["bob"]["trash"]
    if pay == "yes":
        assert card(r, "oasis-raider")["might"] == 6 and card(r, "oasis-raider")["damage"] == 4
    else:
        assert "Oasis Raider" in fs["players"]["alice"]["trash"]


# -- Kinkou Temple (battlefield): "Units here with [Tank] have +1 might." — each unit at the
# battlefield that has Tank now (rb:713, rb:637.3); other units there and units elsewhere not ---

def test_kinkou_temple_gives_might_to_units_here_with_tank(rb):
    r = rb(alice={"base": ["Lecturing Yordle"], "deck": ["Block"]},
           battlefields=[{"id": "temple", "card": "Kinkou Temple",
                          "units": {"alice": ["Lecturing Yordle", "Stalwart Poro"]}}],
           actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    # instance IDs in board order: the base before the battlefields
    assert card(r, "lecturing-yordle-2")["might"] == 3  # Lecturing Yordle (2, Tank) at the temple
    assert card(r, "stalwart-poro")["might"] == 2  # no Tank
    assert card(r, "lecturing-yordle")["might"] == 2  # in the base: not here


# -- Disciple of Shen: "I have [Shield 3] while I'm at a battlefield with exactly one other unit
# you control." (rb:568.3: a conditional passive) ------------------------------------------------

@pytest.mark.parametrize("others, shield", [(["Stalwart Poro"], True), ([], False),
                                            (["Stalwart Poro", "Lecturing Yordle"], False)])
def test_disciple_of_shen_has_shield_with_exactly_one_other_friendly_unit(rb, others, shield):
    r = rb(alice={"deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Disciple of Shen", *others]}}],
           actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert (card(r, "disciple-of-shen")["keywords"].get("Shield") == 3) == shield


def test_disciple_of_shen_has_no_shield_in_base(rb):
    r = rb(alice={"base": ["Disciple of Shen", "Stalwart Poro"], "deck": ["Block"]}, actions=[{"type": "pass-all"}])
    assert "Shield" not in card(r, "disciple-of-shen")["keywords"]


# -- Decree of Rage: "This can't be countered. Deal 4 to an enemy Calm unit." (rb:601, rb:002) ----

def events(r):
    return [s["event"] for s in r["steps"]]


def test_decree_of_rage_cant_be_countered_by_wind_wall(rb):
    from tests.judge.riftbound.conftest import unit

    calm = unit("Calm Guard", 3, domains=["calm"])
    r = rb(alice={"hand": ["Decree of Rage"], "runes": ["fury"] * 2, "deck": ["Block"]},
           bob={"hand": ["Wind Wall"], "runes": ["calm"] * 5},
           battlefields=[{"id": "ridge", "units": {"bob": [calm]}}],
           actions=[{"type": "play", "card": "Decree of Rage", "targets": ["Calm Guard"]}, {"type": "pass"},
                    {"type": "play", "player": "bob", "card": "Wind Wall", "targets": ["Decree of Rage"]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert "not-countered" in events(r) and "counter" not in events(r)
    assert "Calm Guard" in r["final_state"]["players"]["bob"]["trash"]  # the 4 damage was dealt


def test_wind_wall_still_counters_another_spell(rb):
    r = rb(alice={"hand": ["Consuming Curse"], "runes": ["fury"] * 2, "deck": ["Block"]},
           bob={"hand": ["Wind Wall"], "runes": ["calm"] * 5},
           battlefields=[{"id": "ridge", "units": {"bob": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Consuming Curse", "targets": ["Stalwart Poro"]}, {"type": "pass"},
                    {"type": "play", "player": "bob", "card": "Wind Wall", "targets": ["Consuming Curse"]},
                    {"type": "pass-all"}])
    assert "counter" in events(r) and card(r, "stalwart-poro")["damage"] == 0


def test_only_a_spell_says_it_cant_be_countered():
    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValueError):
        RbCardDef.model_validate({"name": "X", "type": "unit", "might": 1,
                                  "abilities": [{"static": "rve-cant-be-countered"}]})


# -- Consuming Curse: "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card
# with this name in your trash." (rb:139.3.a; bonus damage: docs/rulings.md 26) ----------------

@pytest.mark.parametrize("trash, damage", [([], 2), (["Consuming Curse"], 3), (["Consuming Curse"] * 2 + ["Block"], 4)])
def test_consuming_curse_deals_more_for_each_copy_in_the_trash(rb, trash, damage):
    from tests.judge.riftbound.conftest import unit

    r = rb(alice={"hand": ["Consuming Curse"], "trash": trash, "runes": ["fury"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [unit("Big", 9)]}}],
           actions=[{"type": "play", "card": "Consuming Curse", "targets": ["Big"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "big")["damage"] == damage


# -- Siphoning Strike: "Deal 4 to a unit at a battlefield. If you control 7 or more runes, deal 7
# to it instead. When it dies this turn, channel 1 rune exhausted." (rb:583, rb:517.2.b; lethal
# damage kills in the cleanup after the spell, so the ability exists by then) -------------------

def test_siphoning_strike_compiles_to_a_delayed_trigger_on_it():
    d = compiled("Deal 4 to a unit at a battlefield. When it dies this turn, channel 1 rune exhausted.", "Spell")
    # one reading of "when it dies this turn" for every family (effects_run.run_when_dies_this_turn)
    assert d["abilities"][0]["effects"][1] == {"run_when_dies_this_turn": [{"channel": 1, "exhausted": True}],
                                               "target": "it"}


@pytest.mark.parametrize("might, channelled", [(2, 1), (6, 0)])
def test_siphoning_strike_channels_when_the_unit_dies(rb, might, channelled):
    from tests.judge.riftbound.conftest import unit

    r = rb(alice={"hand": ["Siphoning Strike"], "runes": ["calm"] * 4, "rune_deck": ["mind"] * 2, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [unit("Target", might)]}}],
           actions=[{"type": "play", "card": "Siphoning Strike", "targets": ["Target"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    runes = r["final_state"]["players"]["alice"]["runes"]
    assert runes["ready"] + runes["exhausted"] == 4 + channelled
    assert r["final_state"]["players"]["alice"]["rune_deck"] == 2 - channelled


# -- Ravenbloom Prefect: "When an opponent plays a gear, you may banish me to banish it." ---------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_ravenbloom_prefect_banishes_itself_and_the_gear(rb, answer):
    r = rb(turn_player="bob", alice={"base": ["Ravenbloom Prefect"]},
           bob={"hand": ["Vanguard Helm"], "runes": ["order"] * 2, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Vanguard Helm"}, {"type": "pass-all"}],
           choices={"may:Ravenbloom Prefect": answer})
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    assert ("Ravenbloom Prefect" in fs["players"]["alice"]["banish"]) == (answer == "yes")
    assert ("Vanguard Helm" in fs["players"]["bob"]["banish"]) == (answer == "yes")


def test_ravenbloom_prefect_ignores_its_controllers_own_gear(rb):
    r = rb(alice={"base": ["Ravenbloom Prefect"], "hand": ["Vanguard Helm"], "runes": ["order"] * 2, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Vanguard Helm"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed" and r["final_state"]["players"]["alice"]["banish"] == []


# -- Shadows of the Past: "Return up to 2 units from trashes to their owners' hands." — cards in
# any player's trash (rb:107.5.i), each to its owner's hand ----------------------------------

def test_shadows_of_the_past_returns_units_from_both_trashes(rb):
    r = rb(alice={"hand": ["Shadows of the Past"], "trash": ["Stalwart Poro", "Block"], "runes": ["chaos"] * 3,
                  "deck": ["Block"]},
           bob={"trash": ["Oasis Raider"]},
           actions=[{"type": "play", "card": "Shadows of the Past", "targets": [["stalwart-poro", "oasis-raider"]]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    assert "Stalwart Poro" in fs["players"]["alice"]["hand"] and "Oasis Raider" in fs["players"]["bob"]["hand"]
    assert fs["players"]["alice"]["trash"] == ["Block", "Shadows of the Past"]


def test_shadows_of_the_past_cannot_return_a_spell(rb):
    r = rb(alice={"hand": ["Shadows of the Past"], "trash": ["Block"], "runes": ["chaos"] * 3, "deck": ["Block"]},
           actions=[{"type": "play", "card": "Shadows of the Past", "targets": [["block"]]}])
    assert r["outcome"] == "refused"


# -- Threshold of the Gray (battlefield): "When combat starts here, the attacker and defender each
# [Add] [1]." — one triggered ability for each of them (rb:625.1, rb:583.3.b.1), adding to that
# player's pool (rb:605, rb:159.1) ------------------------------------------------------------

def test_threshold_of_the_gray_gives_attacker_and_defender_one_energy(rb):
    r = rb(alice={"base": ["Stalwart Poro"], "deck": ["Block"]},
           battlefields=[{"id": "gray", "card": "Threshold of the Gray", "units": {"bob": ["Oasis Raider"]}}],
           actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "gray"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    fs = r["final_state"]
    assert fs["players"]["alice"]["pool"]["energy"] == 1 and fs["players"]["bob"]["pool"]["energy"] == 1


def test_threshold_of_the_gray_gives_nothing_without_a_combat(rb):
    r = rb(alice={"base": ["Stalwart Poro"], "deck": ["Block"]},
           battlefields=[{"id": "gray", "card": "Threshold of the Gray"}],
           actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "gray"}])
    assert r["final_state"]["players"]["alice"]["pool"]["energy"] == 0


# -- Nasus, Guardian of Knowledge: "Once each turn, when an enemy unit here dies, channel 1 rune
# exhausted." — an enemy unit dying where I am (rb:053.3, rb:604) triggers it, the first time
# each turn only (the card's limit, rb:002) --------------------------------------------------------

def test_nasus_channels_once_each_turn_when_enemy_units_here_die(rb):
    from tests.judge.riftbound.conftest import spell, unit

    # both units there start a combat after the first spell: the spells are Actions (rb:508.1.a)
    zap = spell("Zap", [{"kill": True, "target": {"choose": "unit", "side": "enemy"}}], keywords=["Action"])
    zap2 = spell("Zap Two", [{"kill": True, "target": {"choose": "unit", "side": "enemy"}}], keywords=["Action"])
    r = rb(alice={"hand": [zap, zap2], "rune_deck": ["order"] * 3, "deck": ["Block"]},
           bob={"base": [unit("Elsewhere", 1)]},
           battlefields=[{"id": "ridge", "controller": "alice",
                          "units": {"alice": ["Nasus, Guardian of Knowledge"], "bob": [unit("A", 1), unit("B", 1)]}},
                         ],
           actions=[{"type": "play", "card": "Zap", "targets": ["A"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Zap Two", "targets": ["B"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    runes = r["final_state"]["players"]["alice"]["runes"]
    assert runes["exhausted"] == 1 and runes["ready"] == 0  # one rune channelled exhausted, not two
    assert "once-each-turn" in events(r)


def test_nasus_ignores_enemy_units_dying_elsewhere(rb):
    from tests.judge.riftbound.conftest import spell, unit

    zap = spell("Zap", [{"kill": True, "target": {"choose": "unit", "side": "enemy"}}])
    r = rb(alice={"hand": [zap], "rune_deck": ["order"] * 3, "deck": ["Block"]},
           bob={"base": [unit("Elsewhere", 1)]},
           battlefields=[{"id": "ridge", "units": {"alice": ["Nasus, Guardian of Knowledge"]}}],
           actions=[{"type": "play", "card": "Zap", "targets": ["Elsewhere"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["alice"]["runes"]["exhausted"] == 0


# -- Repair Specialist: "I have [Assault] equal to the number of gear you control." (rb:719.1.b;
# gear you control, rb:179: not an opponent's) ------------------------------------------------

@pytest.mark.parametrize("gear, assault", [(0, None), (1, 1), (2, 2)])
def test_repair_specialist_has_assault_per_gear(rb, gear, assault):
    r = rb(alice={"base": ["Repair Specialist"] + ["Vanguard Helm"] * gear, "deck": ["Block"]},
           bob={"base": ["Vanguard Helm"]}, actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "repair-specialist")["keywords"].get("Assault") == assault


def test_a_counted_keyword_is_one_valued_keyword():
    from judge.riftbound.cards.model import Ability

    with pytest.raises(ValueError):
        Ability.model_validate({"static": "keywords", "grants": {"Tank": 1}, "affects": "self", "per": "you.gear"})


# -- Jayce, Hammer in Hand: "When I become ready, choose one to give me this turn — [Assault 2]
# [Deflect 2] [Ganking]" — the controller picks one as the ability resolves (rb:182.3.a); here he
# becomes ready in the awaken phase (rb:515.1) -------------------------------------------------

@pytest.mark.parametrize("pick, keyword, value", [("grant Deflect 2 (self)", "Deflect", 2), ("grant Ganking (self)", "Ganking", 1),
                                                  (1, "Assault", 2)])
def test_jayce_hammer_in_hand_picks_a_keyword_when_readied(rb, pick, keyword, value):
    r = rb(phase="start", alice={"base": [{"card": "Jayce, Hammer in Hand", "exhausted": True}],
                                 "deck": ["Block"] * 3, "rune_deck": ["fury"] * 2},
           actions=[{"type": "pass-all"}], choices={"mode:Jayce, Hammer in Hand": pick})
    assert r["outcome"] == "completed", r.get("error")
    kws = card(r, "jayce-hammer-in-hand")["keywords"]
    assert kws.get(keyword) == value and len([k for k in ("Assault", "Deflect", "Ganking") if k in kws]) == 1


# -- Sandstone Chimera: "While I'm at a battlefield, players only channel 1 rune at the start of
# their Channel Phase." — any player's channel phase (rb:515.3.b: 2 runes), while it holds ------

@pytest.mark.parametrize("where, channelled", [("battlefield", 1), ("base", 2)])
def test_sandstone_chimera_limits_everyones_channel_phase(rb, where, channelled):
    bob = {"base": ["Sandstone Chimera"]} if where == "base" else {}
    bfs = [{"id": "dunes", "units": {"bob": ["Sandstone Chimera"]}}] if where == "battlefield" else []
    r = rb(phase="start", alice={"deck": ["Block"] * 3, "rune_deck": ["fury"] * 4}, bob=bob, battlefields=bfs,
           actions=[{"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert r["final_state"]["players"]["alice"]["rune_deck"] == 4 - channelled


# -- Decree of Insight: "Ignore [Deflect] while paying this spell's cost. Give an enemy Body unit
# -5 might this turn." — the Deflect cost (rb:721.1.c, rb:560.2.a.2) is not added --------------

def test_decree_of_insight_ignores_deflect(rb):
    from tests.judge.riftbound.conftest import spell, unit

    warden = unit("Warden", 7, domains=["body"], keywords=["Deflect 2"])
    r = rb(alice={"hand": ["Decree of Insight"], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [warden]}}],
           actions=[{"type": "play", "card": "Decree of Insight", "targets": ["Warden"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "warden")["might"] == 2
    # the same spell without that sentence pays the Deflect cost too: one rune is not enough
    plain = spell("Plain", [{"might": -5, "target": {"choose": "unit", "side": "enemy", "domain": "body"},
                             "duration": "turn"}], energy=1)
    r = rb(alice={"hand": [plain], "runes": ["mind"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [warden]}}],
           actions=[{"type": "play", "card": "Plain", "targets": ["Warden"]}])
    assert r["outcome"] == "refused"


# -- Noxian Demolitionist (1 might): "When I conquer, you may kill a gear with Energy cost no more
# than my Might." — the gear's printed energy cost (rb:130.2) against my might (rb:637) -----------

def test_noxian_demolitionist_kills_a_cheap_gear_when_it_conquers(rb):
    trinket = {"name": "Trinket", "type": "gear", "energy": 1}
    r = rb(alice={"base": ["Noxian Demolitionist"], "deck": ["Block"]}, bob={"base": [trinket, "Vanguard Helm"]},
           battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["Noxian Demolitionist"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}],
           choices={"may:Noxian Demolitionist": "yes"})
    assert r["outcome"] == "completed", r.get("error")
    assert "Trinket" in r["final_state"]["players"]["bob"]["trash"]  # the only legal target (Helm costs 2)


def test_noxian_demolitionist_cannot_choose_a_gear_costing_more_than_its_might(rb):
    r = rb(alice={"base": ["Noxian Demolitionist"], "deck": ["Block"]}, bob={"base": ["Vanguard Helm"]},
           battlefields=[{"id": "ridge"}],
           actions=[{"type": "move", "units": ["Noxian Demolitionist"], "to": "ridge"}, {"type": "pass-all"},
                    {"type": "pass-all"}], choices={"may:Noxian Demolitionist": "yes"})
    assert r["outcome"] == "completed", r.get("error")
    assert "Vanguard Helm" in r["final_state"]["players"]["bob"]["base"]  # no legal target (rb:563.2.c.5)


# -- Corrupted Dragon: "When I attack, you may move any number of enemy units here each with 5
# might or less to their base." (rb:559.3: chosen as the ability goes on the chain) -------------

def test_corrupted_dragon_sends_small_enemy_units_home(rb):
    from tests.judge.riftbound.conftest import unit

    r = rb(alice={"base": ["Corrupted Dragon"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [unit("Small", 2), unit("Mid", 5), unit("Big", 6)]}}],
           actions=[{"type": "move", "units": ["Corrupted Dragon"], "to": "ridge"}, {"type": "pass-all"}],
           choices={"target:Corrupted Dragon": ["small", "mid"], "may:Corrupted Dragon": "yes"})
    assert r["outcome"] == "completed", r.get("error")
    assert set(r["final_state"]["players"]["bob"]["base"]) == {"Small", "Mid"}


# -- Keeper of Law (5 energy, 1 Order power): "I cost [2][Order] less if you control a battlefield
# with exactly two units there." (rb:560.4.b, rb:181) ---------------------------------------------

@pytest.mark.parametrize("units, outcome", [(["Stalwart Poro", "Stalwart Poro"], "completed"),
                                            (["Stalwart Poro"], "refused"),
                                            (["Stalwart Poro"] * 3, "refused")])
def test_keeper_of_law_is_cheaper_with_a_battlefield_of_exactly_two_units(rb, units, outcome):
    r = rb(alice={"hand": ["Keeper of Law"], "runes": ["order"] * 3, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": units}}],
           actions=[{"type": "play", "card": "Keeper of Law", "to": "base"}])
    assert r["outcome"] == outcome, r.get("refused")
    if outcome == "completed":
        assert card(r, "keeper-of-law")["location"] == "base"
        assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 3}  # 3 energy, no power


# -- Esteemed Hierophant: "While you control 7 or more runes, prevent all damage that enemy spells
# and abilities would deal to me." (rb:572.1, rb:574; combat damage is not a spell's) ----------

@pytest.mark.parametrize("bob_runes, damage", [(7, 0), (6, 2)])
def test_esteemed_hierophant_prevents_enemy_spell_damage_with_seven_runes(rb, bob_runes, damage):
    r = rb(alice={"hand": ["Consuming Curse"], "runes": ["fury"] * 2, "deck": ["Block"]},
           bob={"runes": ["calm"] * bob_runes},
           battlefields=[{"id": "ridge", "units": {"bob": ["Esteemed Hierophant"]}}],
           actions=[{"type": "play", "card": "Consuming Curse", "targets": ["Esteemed Hierophant"]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "esteemed-hierophant")["damage"] == damage


def test_esteemed_hierophant_takes_damage_from_its_own_side(rb):
    r = rb(turn_player="bob", bob={"hand": ["Consuming Curse"], "runes": ["calm"] * 7, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Esteemed Hierophant"]}}],
           actions=[{"type": "play", "card": "Consuming Curse", "targets": ["Esteemed Hierophant"]},
                    {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "esteemed-hierophant")["damage"] == 2


# -- Sacred Protector: "I don't deal combat damage unless I'm at a battlefield with exactly one
# other unit you control." (rb:626.1.b: each unit's might adds to its side's combat damage) ------

@pytest.mark.parametrize("with_poro, wall_dies", [(False, False), (True, True)])
def test_sacred_protector_deals_combat_damage_only_beside_exactly_one_friend(rb, with_poro, wall_dies):
    from tests.judge.riftbound.conftest import unit

    movers = ["Sacred Protector"] + (["Stalwart Poro"] if with_poro else [])
    r = rb(alice={"base": movers, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": [{"card": unit("Wall", 8), "stunned": True}]}}],
           actions=[{"type": "move", "units": movers, "to": "ridge"}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert ("Wall" in r["final_state"]["players"]["bob"]["trash"]) == wall_dies  # 6 + 2 = 8, or none at all


# -- Dune Surfer: "You ignore [Tank] while assigning combat damage here." (rb:626.1.d.1, rb:727:
# Tank units are assigned damage first — not for Dune Surfer's controller at its battlefield) -----

def test_dune_surfer_assigns_past_a_tank(rb):
    r = rb(alice={"base": ["Dune Surfer"], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Lecturing Yordle", "Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Dune Surfer"], "to": "ridge"}, {"type": "pass-all"}],
           choices={"assign:alice": "stalwart-poro=3"})  # Stalwart Poro defends with Shield: 3 might
    assert r["outcome"] == "completed", r.get("error")
    assert "Stalwart Poro" in r["final_state"]["players"]["bob"]["trash"]
    assert card(r, "lecturing-yordle")["damage"] == 0


def test_without_dune_surfer_the_tank_is_assigned_first(rb):
    from tests.judge.riftbound.conftest import unit

    r = rb(alice={"base": [unit("Raider", 3)], "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"bob": ["Lecturing Yordle", "Stalwart Poro"]}}],
           actions=[{"type": "move", "units": ["Raider"], "to": "ridge"}, {"type": "pass-all"}],
           )
    assert r["outcome"] == "completed", r.get("error")
    # the only legal assignment: lethal damage to the Tank first (rb:626.1.d.1), the rest to the Poro
    assert "Lecturing Yordle" in r["final_state"]["players"]["bob"]["trash"]


# -- Ki Barrier: "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."
# (a replacement, rb:572–574: each instance is cut by what the shield has left) -----------------

def test_ki_barrier_prevents_the_next_seven_damage(rb):
    from tests.judge.riftbound.conftest import spell, unit

    bolt = spell("Bolt", [{"damage": 5, "target": {"choose": "unit"}}])
    bolt2 = spell("Bolt Two", [{"damage": 5, "target": {"choose": "unit"}}])
    r = rb(alice={"hand": ["Ki Barrier", bolt, bolt2], "runes": ["order"] * 3, "deck": ["Block"]},
           battlefields=[{"id": "ridge", "units": {"alice": [unit("Big", 9)]}}],
           actions=[{"type": "play", "card": "Ki Barrier", "targets": ["Big"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Bolt", "targets": ["Big"]}, {"type": "pass-all"},
                    {"type": "play", "card": "Bolt Two", "targets": ["Big"]}, {"type": "pass-all"}])
    assert r["outcome"] == "completed", r.get("error")
    assert card(r, "big")["damage"] == 3  # 5 prevented, then 2 of 5


def test_ki_barrier_compiles_to_a_shield_on_the_chosen_unit():
    assert compiled("Choose a unit. Prevent the next 7 damage that would be dealt to it this turn.",
                    "Spell")["abilities"][0]["effects"][1] == {"rve_prevent_next_damage": 7, "target": "it"}
