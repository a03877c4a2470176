"""Origins cards the compiler reads since issue 22, item 2 (branch rd): each printed sentence
compiled (grammar/triggers.lark and the other families) and the real card played in a small
game, checking that the engine does what the text says at the moment the rules say."""

import pytest

from judge.riftbound.cards.compiler import compile_card


def card(final, cid):
    return final["final_state"]["cards"][cid]


def shift(name, to):
    """A test spell: "move a friendly unit to <battlefield>" (rb:612)."""
    return {"name": name, "type": "spell",
            "abilities": [{"effects": [{"move": True, "target": {"choose": "unit", "side": "ally"}, "to": to}]}]}


#: two battlefields Alice controls, each with a unit of hers that stays there
HELD = [{"id": "a", "controller": "alice", "units": {"alice": ["Pit Crew"]}},
        {"id": "b", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}]


# -- Yasuo - Windrider: "The third time I move in a turn, you score 1 point." (rb:609, rb:632.1.a.1)

def test_yasuo_windrider_compiles_to_his_third_move_of_the_turn():
    r = compile_card("OGN-205")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True, "nth": 3},
                                          "effects": [{"score": 1}]}]


@pytest.mark.parametrize("moves, score", [(2, 0), (3, 1)])
def test_yasuo_windrider_scores_on_his_third_move_only(rb, moves, score):
    # a standard move to battlefield a (1st), then spells move him to b (2nd) and to a (3rd);
    # both battlefields are Alice's and keep a unit of hers (rb:181.4.d): no conquest point
    # (rb:630) muddies the count
    spells = [shift("Test Shift B", "b"), shift("Test Shift A", "a")]
    actions = [{"type": "move", "units": ["Yasuo - Windrider"], "to": "a"}, {"type": "pass-all"}]
    for s in spells[:moves - 1]:
        actions += [{"type": "play", "card": s["name"], "targets": ["Yasuo - Windrider"]}, {"type": "pass-all"},
                    {"type": "pass-all"}]
    r = rb(alice={"base": ["Yasuo - Windrider"], "hand": spells},
           battlefields=HELD, actions=actions)
    assert r["final_state"]["players"]["alice"]["score"] == score
    assert card(r, "yasuo-windrider")["location"] == ("a" if moves == 3 else "b")


def test_a_recall_is_no_move_for_yasuo_windrider(rb):
    # rb:618.1: a recall is not a move — two moves and a recall are not three moves
    recall = {"name": "Test Recall", "type": "spell",
              "abilities": [{"effects": [{"recall": True, "target": {"choose": "unit"}}]}]}
    r = rb(alice={"base": ["Yasuo - Windrider"], "hand": [shift("Test Shift B", "b"), recall]},
           battlefields=HELD,
           actions=[{"type": "move", "units": ["Yasuo - Windrider"], "to": "a"}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Shift B", "targets": ["Yasuo - Windrider"]}, {"type": "pass-all"},
                    {"type": "pass-all"},
                    {"type": "play", "card": "Test Recall", "targets": ["Yasuo - Windrider"]}, {"type": "pass-all"}])
    assert card(r, "yasuo-windrider")["location"] == "base"
    assert r["final_state"]["players"]["alice"]["score"] == 0


# -- Highlander: "Choose a friendly unit. The next time it dies this turn, recall it exhausted
# instead." — a replacement effect (rb:571, rb:573.1); a recall is no move (rb:617, rb:618)

KILL = {"name": "Test Kill", "type": "spell", "abilities": [{"effects": [{"kill": True, "target": {"choose": "unit"}}]}]}
KILL_AGAIN = {**KILL, "name": "Test Kill Again"}


def test_highlander_compiles_to_a_replacement_on_the_chosen_unit():
    r = compile_card("OGS-020")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"choose": True, "target": {"choose": "unit", "side": "ally"}},
                                                      {"rd_death_recall": {"exhausted": True}, "target": "it"}]}]


@pytest.mark.parametrize("kills, where", [(1, "base"), (2, "trash")])
def test_highlander_recalls_the_unit_exhausted_the_next_time_it_would_die_only(rb, kills, where):
    # the unit stands at battlefield a; the first kill is replaced by a recall to base,
    # exhausted; a second kill the same turn is not replaced ("the next time", rb:573.1)
    actions = [{"type": "play", "card": "Highlander", "targets": ["Stalwart Poro"]}, {"type": "pass-all"},
               {"type": "play", "card": "Test Kill", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}]
    if kills == 2:
        actions += [{"type": "play", "card": "Test Kill Again", "targets": ["Stalwart Poro"]}, {"type": "pass-all"}]
    r = rb(alice={"hand": ["Highlander", KILL, KILL_AGAIN], "runes": ["calm"] * 4},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Stalwart Poro", "Pit Crew"]}}],
           actions=actions)
    poro = card(r, "stalwart-poro")
    alice = r["final_state"]["players"]["alice"]
    if where == "base":
        assert poro["location"] == "base" and poro["exhausted"] is True
        assert "Stalwart Poro" not in alice["trash"]
        assert any(s["event"] == "recall" and "rb:573.1" in s["cites"] for s in r["steps"])
    else:
        assert "Stalwart Poro" in alice["trash"]


def test_highlander_lasts_only_this_turn(rb):
    # rb:517.2.b: "this turn" ends in the expiry step; a kill in the next turn is a kill
    r = rb(alice={"hand": ["Highlander"], "runes": ["calm"] * 4},
           bob={"hand": [KILL], "runes": ["calm"], "deck": ["Block"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Stalwart Poro", "Pit Crew"]}}],
           actions=[{"type": "play", "card": "Highlander", "targets": ["Stalwart Poro"]}, {"type": "pass-all"},
                    {"type": "end-turn"}, {"type": "pass-all"},
                    {"type": "play", "player": "bob", "card": "Test Kill", "targets": ["Stalwart Poro"]},
                    {"type": "pass-all"}])
    assert "Stalwart Poro" in r["final_state"]["players"]["alice"]["trash"]


# -- Kayn - Unleashed: "If I have moved twice this turn, I don't take damage." (rb:609, rb:572)

ZAP = {"name": "Test Zap", "type": "spell", "abilities": [{"effects": [{"damage": 3, "target": {"choose": "unit"}}]}]}


def test_kayn_unleashed_compiles_to_no_damage_after_two_moves():
    r = compile_card("OGN-189")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "rd-no-damage", "affects": "self",
                                          "if": ["self.rd_moves", ">=", 2]}]


@pytest.mark.parametrize("moves, damage", [(1, 3), (2, 0)])
def test_kayn_unleashed_takes_no_damage_once_he_has_moved_twice(rb, moves, damage):
    # a standard move to a (1st); a spell moves him to b (2nd); then 3 damage to him
    actions = [{"type": "move", "units": ["Kayn - Unleashed"], "to": "a"}, {"type": "pass-all"}]
    if moves == 2:
        actions += [{"type": "play", "card": "Test Shift B", "targets": ["Kayn - Unleashed"]}, {"type": "pass-all"},
                    {"type": "pass-all"}]
    actions += [{"type": "play", "card": "Test Zap", "targets": ["Kayn - Unleashed"]}, {"type": "pass-all"}]
    r = rb(alice={"base": ["Kayn - Unleashed"], "hand": [shift("Test Shift B", "b"), ZAP]}, battlefields=HELD,
           actions=actions)
    kayn = card(r, "kayn-unleashed")
    assert kayn["location"] == ("b" if moves == 2 else "a")
    assert kayn["damage"] == damage


# -- Targon's Peak: "When you conquer here, ready 2 runes at the end of this turn." (rb:517.1.a)

def test_targons_peak_compiles_to_a_readying_delayed_to_the_end_of_the_turn():
    r = compile_card("OGN-289")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "conquer-here", "effects": [{"rd_at_end_of_turn": [
        {"ready": True, "target": {"choose": "rune", "exhausted": True, "count": 2}}]}]}]


@pytest.mark.parametrize("end_turn, ready", [(False, 0), (True, 2)])
def test_targons_peak_readies_two_runes_only_when_the_turn_ends(rb, end_turn, ready):
    # Pit Crew moves to the empty Peak, the showdown ends, Alice conquers it (rb:630.1): the
    # runes stay exhausted for the rest of the action phase and two are readied in the ending step
    actions = [{"type": "move", "units": ["Pit Crew"], "to": "peak"}, {"type": "pass-all"}, {"type": "pass-all"}]
    if end_turn:
        actions += [{"type": "end-turn"}, {"type": "pass-all"}]
    r = rb(alice={"base": ["Pit Crew"], "runes": [{"domain": "calm", "exhausted": True}] * 3},
           bob={"deck": ["Block"]},
           battlefields=[{"id": "peak", "card": "Targon's Peak"}], actions=actions,
           choices={"target:Targon's Peak": ["calm-rune", "calm-rune-2"]})
    alice = r["final_state"]["players"]["alice"]
    assert alice["score"] == 1  # the conquest
    assert alice["runes"] == {"ready": ready, "exhausted": 3 - ready}


# -- Whirlwind: "Starting with the next player, each player may return a unit to its owner's
# hand." — turn order from the player after the spell's controller (rb:115.1)

def test_whirlwind_compiles():
    r = compile_card("OGN-187")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"rd_each_may_return": "unit"}]}]


@pytest.mark.parametrize("alice_pick", ["stalwart-poro", "none"])
def test_whirlwind_bob_picks_first_then_alice_may(rb, alice_pick):
    r = rb(alice={"hand": ["Whirlwind"], "runes": ["chaos"] * 4, "base": ["Pit Crew"]},
           bob={"base": ["Stalwart Poro"]},
           actions=[{"type": "play", "card": "Whirlwind"}, {"type": "pass-all"}],
           choices={"return:Whirlwind:bob": "pit-crew", "return:Whirlwind:alice": alice_pick})
    players = r["final_state"]["players"]
    assert players["alice"]["hand"] == ["Pit Crew"]  # its owner's hand, whoever picked it
    assert players["bob"]["hand"] == (["Stalwart Poro"] if alice_pick != "none" else [])
    returns = [s["actor"] for s in r["steps"] if s["event"] in ("return-to-hand", "return-declined")]
    assert returns == ["bob", "alice"]  # the next player first, the spell's controller last


# -- Fortified Position: "When you defend here, choose a unit. It gains [Shield 2] this combat."
# (rb:726: +2 might while it's a defender; "this combat": until the combat ends, rb:627.4)

def test_fortified_position_compiles_to_shield_until_the_combat_ends():
    r = compile_card("OGN-279")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "defend-here", "effects": [
        {"choose": True, "target": {"choose": "unit"}}, {"grant": {"Shield": 2}, "target": "it", "duration": "combat"}]}]


@pytest.mark.parametrize("fort, poro_survives", [(True, True), (False, False)])
def test_fortified_position_shields_the_defender_for_this_combat_only(rb, fort, poro_survives):
    # Pit Crew (3) attacks Stalwart Poro (2, [Shield]: 3 as a defender). With the Position Bob
    # gives Poro [Shield 2] more: 5 might as a defender, it survives 3 damage and kills Pit Crew;
    # once the combat is over its Shield is its own again (1)
    bf = {"id": "fort", "controller": "bob", "units": {"bob": ["Stalwart Poro"]}}
    if fort:
        bf["card"] = "Fortified Position"
    r = rb(alice={"base": ["Pit Crew"]}, bob={"deck": ["Block"]}, battlefields=[bf],
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "fort"}] + [{"type": "pass-all"}] * 4,
           choices={"target:Fortified Position": "stalwart-poro"})
    assert r["final_state"]["combat"] is None
    trash = r["final_state"]["players"]["bob"]["trash"]
    assert ("Stalwart Poro" not in trash) == poro_survives
    assert "Pit Crew" in r["final_state"]["players"]["alice"]["trash"]
    if poro_survives:
        assert card(r, "stalwart-poro")["keywords"] == {"Shield": 1}
        assert any(s["event"] == "expiry-combat" for s in r["steps"])


# -- Imperial Decree: "When any unit takes damage this turn, kill it." — a triggered ability the
# spell creates for the rest of the turn (rb:583, rb:517.2.b)

PING = {"name": "Test Ping", "type": "spell", "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}


def test_imperial_decree_compiles():
    r = compile_card("OGN-221")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"rd_this_turn_when_damaged": [
        {"kill": True, "target": "event-unit"}]}]}]


@pytest.mark.parametrize("decree", [True, False])
def test_imperial_decree_kills_each_unit_that_takes_damage_this_turn(rb, decree):
    # 1 damage to Bob's Stalwart Poro (2 might), then 1 to Alice's own Pit Crew (3): neither is
    # lethal, but under the Decree each damaged unit is killed, whoever controls it
    actions = []
    if decree:
        actions += [{"type": "play", "card": "Imperial Decree"}, {"type": "pass-all"}]
    actions += [{"type": "play", "card": "Test Ping", "targets": ["Stalwart Poro"]}, {"type": "pass-all"},
                {"type": "pass-all"},
                {"type": "play", "card": "Test Ping Again", "targets": ["Pit Crew"]}, {"type": "pass-all"},
                {"type": "pass-all"}]
    r = rb(alice={"hand": ["Imperial Decree", PING, {**PING, "name": "Test Ping Again"}], "runes": ["order"] * 7,
                  "base": ["Pit Crew"]},
           bob={"base": ["Stalwart Poro"]}, actions=actions)
    players = r["final_state"]["players"]
    assert ("Stalwart Poro" in players["bob"]["trash"]) == decree
    assert ("Pit Crew" in players["alice"]["trash"]) == decree


# -- Karthus - Eternal: "Your Deathknell effects trigger an additional time." (rb:720.1.c, rb:567)

def test_karthus_eternal_compiles():
    r = compile_card("OGN-236")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"static": "rd-deathknell-twice"}]


@pytest.mark.parametrize("karthus, drawn", [(True, 2), (False, 1)])
def test_karthus_eternal_makes_watchful_sentry_draw_twice(rb, karthus, drawn):
    # Watchful Sentry: "[Deathknell] — Draw 1." killed by a spell: with Karthus on Alice's board
    # the Deathknell triggers twice, each its own ability on the chain (rb:720.2)
    base = ["Watchful Sentry"] + (["Karthus - Eternal"] if karthus else [])
    r = rb(alice={"base": base, "hand": [KILL], "deck": ["Block", "Stalwart Poro", "Pit Crew"]},
           actions=[{"type": "play", "card": "Test Kill", "targets": ["Watchful Sentry"]}, {"type": "pass-all"},
                    {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"order:alice": "0"})  # two of the same: Alice orders them (rb:720.2.a)
    assert len(r["final_state"]["players"]["alice"]["hand"]) == drawn


def test_karthus_eternal_does_not_double_an_opponents_deathknell(rb):
    # "Your Deathknell effects": Bob's Sentry dying draws Bob one card, Karthus is Alice's
    r = rb(alice={"base": ["Karthus - Eternal"], "hand": [KILL]},
           bob={"base": ["Watchful Sentry"], "deck": ["Block", "Stalwart Poro"]},
           actions=[{"type": "play", "card": "Test Kill", "targets": ["Watchful Sentry"]}, {"type": "pass-all"},
                    {"type": "pass-all"}, {"type": "pass-all"}])
    assert len(r["final_state"]["players"]["bob"]["hand"]) == 1


# -- Guerilla Warfare: "Return up to two cards with [Hidden] from your trash to your hand. You can
# hide cards ignoring costs this turn." (rb:713, rb:723.1.b.1)

def test_guerilla_warfare_compiles():
    r = compile_card("OGN-264")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [
        {"return_to_hand": True, "target": {"choose": "trash-card", "rd_with": "Hidden", "up_to": 2}},
        {"rd_hide_free": True}]}]


def test_guerilla_warfare_returns_a_hidden_card_and_it_is_hidden_for_free(rb):
    # the three runes pay for the spell (2 energy, 1 power); Marai comes back and is hidden with
    # no rune left to pay the hiding's power: ignoring costs
    r = rb(alice={"hand": ["Guerilla Warfare"], "trash": ["Mischievous Marai", "Pit Crew"], "runes": ["mind"] * 3},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "play", "card": "Guerilla Warfare", "targets": [["Mischievous Marai"]]},
                    {"type": "pass-all"},
                    {"type": "hide", "card": "Mischievous Marai", "battlefield": "a"}])
    assert r["outcome"] == "completed", r.get("refusal")
    assert r["final_state"]["players"]["alice"]["trash"] == ["Pit Crew", "Guerilla Warfare"]
    assert any(s["event"] == "rd-hide-free-applies" for s in r["steps"])


def test_without_guerilla_warfare_hiding_costs_power(rb):
    # rb:723.1.b.1: hiding costs one power; with no rune to pay it, the hide is refused
    r = rb(alice={"hand": ["Mischievous Marai"]},
           battlefields=[{"id": "a", "controller": "alice", "units": {"alice": ["Stalwart Poro"]}}],
           actions=[{"type": "hide", "card": "Mischievous Marai", "battlefield": "a"}])
    assert r["outcome"] == "refused" and r["refused"]["type"] == "hide" and r["refused"]["rule"] == "rb:595.2.a"


# -- King's Edict: "Starting with the next player, each other player chooses a unit you don't
# control that hasn't been chosen for this spell. Kill those units." (rb:115.1)

def test_kings_edict_compiles():
    r = compile_card("OGN-237")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"effects": [{"rd_each_other_chooses": "unit-not-yours"},
                                                      {"kill": True, "target": "it"}]}]


def test_kings_edict_bob_chooses_one_of_the_units_alice_does_not_control_and_it_dies(rb):
    # in a duel Bob is the only other player: he must choose a unit Alice doesn't control — one
    # of his own — and it is killed; Alice's unit is never a choice
    r = rb(alice={"hand": ["King's Edict"], "runes": ["order"] * 8, "base": ["Traveling Merchant"]},
           bob={"base": ["Stalwart Poro", "Pit Crew"]},
           actions=[{"type": "play", "card": "King's Edict"}, {"type": "pass-all"}],
           choices={"choose:King's Edict:bob": "pit-crew"})
    players = r["final_state"]["players"]
    assert players["bob"]["trash"] == ["Pit Crew"]
    assert card(r, "stalwart-poro")["location"] == "base" and card(r, "traveling-merchant")["location"] == "base"


def test_kings_edict_in_a_free_for_all_each_other_player_chooses_a_different_unit(rb):
    # three players: from Bob (the next player) to Carol; Alice (the controller) does not choose;
    # Carol cannot choose the unit Bob chose, nor Alice's
    r = rb(alice={"hand": ["King's Edict"], "runes": ["order"] * 8, "base": ["Traveling Merchant"]},
           bob={"base": ["Stalwart Poro"]}, others={"carol": {"base": ["Pit Crew"]}}, mode="ffa3",
           actions=[{"type": "play", "card": "King's Edict"}, {"type": "pass-all"}],
           choices={"choose:King's Edict:bob": "pit-crew"})
    players = r["final_state"]["players"]
    assert players["carol"]["trash"] == ["Pit Crew"] and players["bob"]["trash"] == ["Stalwart Poro"]
    assert card(r, "traveling-merchant")["location"] == "base"
    assert [s["actor"] for s in r["steps"] if s["event"] == "chosen" and s["actor"] != "alice"] == ["bob", "carol"]


# -- Stealthy Pursuer: "When a friendly unit moves from my location, I may be moved with it."
# (rb:609, rb:612: moved by an ability, to where that unit went)

def test_stealthy_pursuer_compiles():
    r = compile_card("OGN-177")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"side": "ally", "from": "mine"},
                                          "effects": [{"move": True, "target": "self", "to": "rd-event-destination",
                                                       "may": True}]}]


@pytest.mark.parametrize("follow", ["yes", "no"])
def test_stealthy_pursuer_may_follow_a_friendly_unit_from_its_base(rb, follow):
    r = rb(alice={"base": ["Stealthy Pursuer", "Stalwart Poro"]}, battlefields=HELD,
           actions=[{"type": "move", "units": ["Stalwart Poro"], "to": "a"}, {"type": "pass-all"}],
           choices={"may:Stealthy Pursuer": follow})
    assert card(r, "stalwart-poro")["location"] == "a"
    assert card(r, "stealthy-pursuer")["location"] == ("a" if follow == "yes" else "base")


def test_stealthy_pursuer_ignores_a_unit_moving_from_elsewhere(rb):
    # Pit Crew leaves battlefield a, the Pursuer is in the base: not its location
    r = rb(alice={"base": ["Stealthy Pursuer"]}, battlefields=HELD,
           actions=[{"type": "move", "units": ["Pit Crew"], "to": "base"}, {"type": "pass-all"}])
    assert card(r, "stealthy-pursuer")["location"] == "base"
    assert not any(s["event"] == "chain-add" for s in r["steps"])


# -- Miss Fortune - Captain: "The first time I move each turn, you may ready something else that's
# exhausted." (rb:609; rb:593.1: any game object but a spell — a rune here)

def test_miss_fortune_captain_compiles():
    r = compile_card("OGN-162")
    assert r.complete, r.sentences
    assert r.definition["abilities"] == [{"trigger": "unit-moves", "which": {"self": True, "nth": 1}, "effects": [
        {"ready": True, "target": {"choose": "rd-exhausted-thing", "other": True}, "may": True}]}]


def test_miss_fortune_captain_readies_an_exhausted_rune_on_her_first_move_only(rb):
    # her standard move to a (1st move) readies the first rune; a spell moves her on to b (2nd
    # move): nothing more — the second rune stays exhausted
    runes = [{"domain": "calm", "exhausted": True}] * 2
    r = rb(alice={"base": ["Miss Fortune - Captain"], "runes": runes, "hand": [shift("Test Shift B", "b")]},
           battlefields=HELD,
           actions=[{"type": "move", "units": ["Miss Fortune - Captain"], "to": "a"}, {"type": "pass-all"},
                    {"type": "play", "card": "Test Shift B", "targets": ["Miss Fortune - Captain"]},
                    {"type": "pass-all"}, {"type": "pass-all"}],
           choices={"target:Miss Fortune - Captain": "calm-rune", "may:Miss Fortune - Captain": "yes"})
    assert card(r, "miss-fortune-captain")["location"] == "b"
    assert r["final_state"]["players"]["alice"]["runes"] == {"ready": 1, "exhausted": 1}
    readied = [c["path"] for s in r["steps"] if s["event"] == "ready" for c in s["changes"]]
    assert readied == ["cards.calm-rune.exhausted"]  # the rune chosen, once
