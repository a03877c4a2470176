"""More instructions of spells and abilities the compiler reads (units and cards families,
branch h-rbcov-b): printed sentences → card format, and real cards in small games doing what
their text says. Rule IDs in the comments name the rule each test exercises."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text

from .conftest import spell, unit


def ability(text: str, card_type: str = "Unit") -> dict:
    out = compile_text("Test Card", card_type, text)
    assert out.complete, out.sentences
    return out.definition["abilities"][0]


def fs(out):
    return out["final_state"]


def cites(out: dict) -> set[str]:
    return {c for s in out["steps"] for c in s["cites"]}


# -- sentences → card format -----------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    # rb:175.2: the effect says where the token goes; "in"/"into your base" is the base
    ("When you hold here, play a 1 :rb_might: Recruit unit token in your base.",
     {"trigger": "hold-here", "effects": [{"token": {"name": "Recruit", "might": 1}, "at": "base"}]}),
    ("[Deathknell] — Play three 1 :rb_might: Recruit unit tokens into your base.",
     {"trigger": "dies", "deathknell": True,
      "effects": [{"token": {"name": "Recruit", "count": 3, "might": 1}, "at": "base"}]}),
    # rb:595.3: a unit played from the trash; "costing no more than" limits its printed cost (rb:130)
    ("When you play me, you may play a unit costing no more than :rb_energy_3: and no more than "
     ":rb_rune_rainbow: from your trash, ignoring its cost.",
     {"trigger": "play-me", "effects": [{"play": {"type": "unit", "energy_max": 3, "power_max": 1, "from": "trash"},
                                         "ignore_cost": True, "may": True}]}),
    # rb:139.3: "damaged" units are those marked with damage
    ("When I attack, kill all damaged enemy units here.",
     {"trigger": "attack", "effects": [{"kill": True, "target": {"all": "unit", "damaged": True, "side": "enemy",
                                                                 "at": "here"}}]}),
    # rb:559.3.b: a triggered ability's choice is made as it resolves; the options are instructions
    ("When I conquer, draw 1 or channel 1 rune exhausted.",
     {"trigger": "conquer-me", "effects": [{"one_of": [[{"draw": 1}], [{"channel": 1, "exhausted": True}]]}]}),
    ("When you play me, you may draw 1 or buff me.",
     {"trigger": "play-me", "effects": [{"one_of": [[{"draw": 1}], [{"buff": True, "target": "self"}]], "may": True}]}),
    ("When I move, if you control 4 or fewer runes, draw 1.",
     {"trigger": "unit-moves", "which": {"self": True}, "effects": [{"draw": 1, "if": ["you.runes", "<=", 4]}]}),
    # rb:559.3.d.1: each unit chosen is a target; "any number" is capped by the damage (rb:559.3.d.3)
    ("When I attack, deal 5 damage split among any number of enemy units here.",
     {"trigger": "attack", "effects": [{"split_damage": 5, "target": {"choose": "unit", "side": "enemy", "at": "here",
                                                                      "up_to": 99}}]}),
    ("When I move to a battlefield, choose one —Each player discards 1.Each player draws 1.",
     {"trigger": "unit-moves", "which": {"self": True, "to": "battlefield"},
      "effects": [{"one_of": [[{"discard": 1, "who": "each"}], [{"draw": 1, "who": "each"}]]}]}),
])
def test_a_printed_line_compiles_to_the_card_format(text, expected):
    assert ability(text, "Battlefield" if "here" in text else "Unit") == expected


def test_unless_its_controller_has_you_draw_is_an_offer_to_that_player():
    assert ability("Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.", "Spell") == {
        "effects": [{"choose": True, "target": {"choose": "unit", "side": "enemy"}},
                    {"offer": [{"draw": 2}], "target": "it"}, {"damage": 6, "target": "it", "if": "not-done"}]}


# -- real cards in small games -----------------------------------------------------------------
def test_machine_evangel_plays_three_recruits_into_its_owners_base_when_it_dies(rb):
    # rb:720.1.c: Deathknell is "when I die"; rb:175.2: the tokens go where the text says (the
    # base, though alice controls ridge, where the Evangel died); rb:563.1.c: they enter exhausted
    zap = spell("Zap", [{"kill": True, "target": {"choose": "unit"}}])
    out = rb(alice={"hand": [zap]}, battlefields=[
        {"id": "ridge", "controller": "alice", "units": {"alice": ["Machine Evangel", unit("Knight", 2)]}}],
        actions=[{"type": "play", "card": "Zap", "targets": ["Machine Evangel"]}, {"type": "pass-all"},
                 {"type": "pass"}])
    state = fs(out)
    assert state["players"]["alice"]["base"] == ["Recruit"] * 3
    assert all(c["exhausted"] and c["might"] == 1 for k, c in state["cards"].items() if k.startswith("recruit"))
    assert {"rb:171", "rb:175.1"} & cites(out) == {"rb:171"}  # made by playing; no "ready" in the text


def test_spectral_matron_plays_a_cheap_unit_from_the_trash_ignoring_its_cost(rb):
    # rb:595.3: played as part of the resolution from the trash; rb:560.1.a: its cost ignored.
    # "costing no more than [3]": a 4-energy unit in the trash is not playable (rb:130.2)
    out = rb(alice={"hand": ["Spectral Matron"], "runes": ["order"] * 4,
                    "trash": [unit("Big", 5, energy=4), unit("Small", 2, energy=3, power=["order"])]},
             actions=[{"type": "play", "card": "Spectral Matron", "to": "base"}, {"type": "pass-all"}],
             choices={"may:Spectral Matron": "yes"})
    state = fs(out)
    assert sorted(state["players"]["alice"]["base"]) == ["Small", "Spectral Matron"]
    assert state["players"]["alice"]["trash"] == ["Big"]
    assert {"rb:595.3.a", "rb:560.1.a"} <= cites(out)


def test_warwick_kills_the_damaged_enemy_units_where_he_attacks(rb):
    # rb:139.3: Guard is marked with damage, Brute is not; Far is damaged but at another battlefield.
    # Guard (9 might) would survive Warwick's 5 combat damage: the attack trigger kills it
    # ("here": Warwick's battlefield as he attacks, rb:625.1.a.1)
    out = rb(alice={"base": ["Warwick - Hunter"]},
             battlefields=[{"id": "ridge", "units": {"bob": [{"card": unit("Guard", 9), "damage": 2},
                                                            unit("Brute", 9)]}},
                           {"id": "peak", "units": {"bob": [{"card": unit("Far", 5), "damage": 1}]}}],
             actions=[{"type": "move", "units": ["Warwick - Hunter"], "to": "ridge"}, {"type": "pass-all"}])
    state = fs(out)
    assert "Guard" in state["players"]["bob"]["trash"]
    assert state["cards"]["brute"]["location"] == "ridge" and state["cards"]["far"]["location"] == "peak"


def test_sigil_of_the_storm_the_conquering_player_recycles_one_of_their_runes(rb):
    # rb:594.1.b: a rune is recycled to the bottom of its rune deck; rb:594.6: the player picks which
    out = rb(alice={"base": [unit("Knight", 3)], "runes": ["fury", "calm"], "rune_deck": ["mind"]},
             battlefields=[{"id": "sigil", "card": "Sigil of the Storm"}],
             actions=[{"type": "move", "units": ["Knight"], "to": "sigil"}, {"type": "pass-all"}, {"type": "pass-all"}],
             choices={"recycle:Sigil of the Storm": ["Calm Rune"]})
    alice = fs(out)["players"]["alice"]
    assert alice["rune_deck"] == 2 and alice["runes"] == {"ready": 1, "exhausted": 0}
    assert {"rb:594.1", "rb:594.6"} <= cites(out)
    assert [s for s in out["steps"] if s["event"] == "recycle" and "Calm Rune" in str(s)]  # the one alice picked


@pytest.mark.parametrize("rune_deck, drawn", [(["body"], 0), ([], 1)])
def test_mobilize_draws_only_when_it_could_not_channel(rb, rune_deck, drawn):
    # rb:606: a player channels as many runes as the rune deck holds; "if you can't, draw 1"
    out = rb(alice={"hand": ["Mobilize"], "runes": ["body"] * 2, "rune_deck": rune_deck, "deck": ["Defy"]},
             actions=[{"type": "play", "card": "Mobilize"}, {"type": "pass-all"}])
    alice = fs(out)["players"]["alice"]
    assert len(alice["hand"]) == drawn and alice["runes"]["exhausted"] == 2 + len(rune_deck)


@pytest.mark.parametrize("text", [
    "You may channel 1 rune exhausted. If you can't, draw 1.",  # declining is not "can't"
    "Draw 1. If you can't, draw 1.",
])
def test_if_you_cant_reads_only_a_channel_that_must_be_done(text):
    assert not compile_text("Test Card", "Spell", text).complete


def test_ekko_is_recycled_from_the_trash_when_he_dies_and_readies_his_controllers_runes(rb):
    # rb:720.1.c: Deathknell, carried out from the trash; rb:594.1.a: Ekko to the bottom of the main
    # deck; rb:593: then alice's runes (exhausted paying for Zap) are readied
    zap = spell("Zap", [{"kill": True, "target": {"choose": "unit"}}], energy=2)
    out = rb(alice={"hand": [zap], "runes": ["mind"] * 3, "deck": ["Defy"]},
             battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": ["Ekko - Recurrent"]}}],
             actions=[{"type": "play", "card": "Zap", "targets": ["Ekko - Recurrent"]}, {"type": "pass-all"},
                      {"type": "pass-all"}])
    alice = fs(out)["players"]["alice"]
    assert alice["deck"] == ["Defy", "Ekko - Recurrent"] and "Ekko - Recurrent" not in alice["trash"]
    assert alice["runes"] == {"ready": 3, "exhausted": 0}
    assert {"rb:594.1", "rb:593.1"} <= cites(out)


@pytest.mark.parametrize("text", [
    "Draw 1 or channel 1 rune exhausted.",
    "Choose one —Return a friendly unit to its owner's hand.Give an enemy unit -2 :rb_might: this turn.",
])
def test_one_of_several_instructions_picks_as_it_resolves_only_in_a_triggered_ability(text):
    # a spell's choices are made as it is played (rb:559.1, rb:182.2.b): its modes are ruv_modes
    # (branch ruv, effects_ruv.py), never one_of; an activated ability's choice is not read
    spell = compile_text("Test Card", "Spell", text)
    assert spell.complete and "ruv_modes" in spell.definition["abilities"][0]["effects"][0]
    assert not compile_text("Test Card", "Unit", "Spend my buff: Draw 1 or buff me.").complete


@pytest.mark.parametrize("pick, hand, channelled", [("draw 1", ["Defy"], 0), ("channel 1", [], 1)])
def test_qiyana_draws_or_channels_as_her_controller_picks_when_she_conquers(rb, pick, hand, channelled):
    # rb:559.3.b, rb:182.3.a: alice picks one option as the conquer trigger resolves; rb:606.2: exhausted
    out = rb(alice={"base": ["Qiyana - Victorious"], "deck": ["Defy"], "rune_deck": ["body"]},
             battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Qiyana - Victorious"], "to": "ridge"}, {"type": "pass-all"},
                      {"type": "pass-all"}],
             choices={"mode:Qiyana - Victorious": pick})
    alice = fs(out)["players"]["alice"]
    assert alice["hand"] == hand and alice["runes"] == {"ready": 0, "exhausted": channelled}
    assert {"rb:559.3.b", "rb:182.3.a"} <= cites(out)


def test_volibear_splits_five_damage_among_the_enemy_units_where_he_attacks(rb):
    # rb:559.3.d.2: the targets are chosen as the ability goes on the chain; rb:559.3.d.5: the split
    # at resolution (Guard 3, Brute 2), before combat damage
    out = rb(alice={"base": ["Volibear - Furious"]},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3), unit("Brute", 12)]}}],
             actions=[{"type": "move", "units": ["Volibear - Furious"], "to": "ridge"}, {"type": "pass-all"},
                      {"type": "pass-all"}],
             choices={"target:Volibear - Furious": ["guard", "brute"], "split:Volibear - Furious": "3,2"})
    split = [s for s in out["steps"] if s["event"] == "damage" and "rb:559.3.d.5" in s["cites"]]
    assert [c["path"] for s in split for c in s["changes"] if c["path"].endswith(".damage")] == [
        "cards.guard.damage", "cards.brute.damage"]
    assert [c["after"] for s in split for c in s["changes"] if c["path"].endswith(".damage")] == [3, 2]
    assert "Guard" in fs(out)["players"]["bob"]["trash"]


@pytest.mark.parametrize("runes, drawn", [(4, 1), (5, 0)])
def test_eclipse_dragon_draws_as_it_moves_only_with_four_or_fewer_runes(rb, runes, drawn):
    # "if you control 4 or fewer runes": the runes on alice's board (rb:159), read as the ability resolves
    out = rb(alice={"base": ["Eclipse Dragon"], "runes": ["fury"] * runes, "deck": ["Defy"]},
             battlefields=[{"id": "ridge"}],
             actions=[{"type": "move", "units": ["Eclipse Dragon"], "to": "ridge"}, {"type": "pass-all"},
                      {"type": "pass-all"}])
    assert len(fs(out)["players"]["alice"]["hand"]) == drawn


@pytest.mark.parametrize("answer, drawn, damage", [("yes", 2, 0), ("no", 0, 6)])
def test_shakedown_the_units_controller_decides_between_the_damage_and_alices_draw(rb, answer, drawn, damage):
    # the card names who decides: the controller of the chosen unit (rb:180), bob; rb:563.2.b: the rest
    # of the text as written — the 6 damage only if bob does not have alice draw 2
    out = rb(alice={"hand": ["Shakedown"], "runes": ["fury"] * 2, "deck": ["Defy", "Block"]},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 9)]}}],
             actions=[{"type": "play", "card": "Shakedown", "targets": ["Guard"]}, {"type": "pass-all"}],
             choices={"offer:Shakedown": answer})
    state = fs(out)
    assert len(state["players"]["alice"]["hand"]) == drawn and state["cards"]["guard"]["damage"] == damage
    assert [c["chooser"] for c in out["choices"] if c["prompt"] == "offer:Shakedown"] == ["bob"]


@pytest.mark.parametrize("effect, message", [
    ({"offer": [], "target": "it"}, "offer"),
    ({"offer": [{"kill": True, "target": {"choose": "unit"}}], "target": "it"}, "offer"),
    ({"one_of": [[{"draw": 1}]]}, "one_of"),
    ({"one_of": [[{"draw": 1}], [{"stun": True, "target": {"choose": "unit"}}]]}, "one_of"),
    ({"draw": 1, "from": "runes"}, "from runes"),
    ({"draw": 1, "if": "could-not"}, "could-not"),
])
def test_malformed_instructions_are_refused_when_the_definition_loads(effect, message):
    from pydantic import ValidationError

    from judge.riftbound.cards.model import RbCardDef

    with pytest.raises(ValidationError, match=message):
        RbCardDef(name="X", type="unit", might=1, abilities=[{"trigger": "play-me", "effects": [effect]}])
