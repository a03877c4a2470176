"""The compiler's units family (grammar/units.lark, families/units.py, effects_units.py):
printed sentences → card format, and real cards played through the rules, each asserting
what its printed text says. Rule IDs in the comments name the rule each test exercises."""

import pytest

from judge.riftbound.cards.compiler.compile import compile_text

from .conftest import spell, unit


def spell_effects(text: str) -> list[dict]:
    """A spell's printed text → its instructions (every sentence must compile)."""
    out = compile_text("Test Spell", "Spell", text)
    assert out.complete, out.sentences
    return out.definition["abilities"][0]["effects"]


def ability(text: str, card_type: str = "Unit") -> dict:
    """A permanent's one-line text → its ability (every sentence must compile)."""
    out = compile_text("Test Card", card_type, text)
    assert out.complete, out.sentences
    (only,) = out.definition["abilities"]
    return only


# -- sentences → card format -----------------------------------------------------------------
ALLY, ENEMY = {"choose": "unit", "side": "ally"}, {"choose": "unit", "side": "enemy"}


@pytest.mark.parametrize("text, expected", [
    # Singularity: "each of up to two units" is one choice of up to two targets (rb:559.3.c.6)
    ("Deal 6 to each of up to two units.", [{"damage": 6, "target": {"choose": "unit", "up_to": 2}}]),
    # a bare plural affects by criteria, no choice (rb:559.3.a)
    ("Give friendly units +5 might this turn.",
     [{"might": 5, "target": {"all": "unit", "side": "ally"}, "duration": "turn"}]),
    ("Give two friendly units each +2 might this turn.",
     [{"might": 2, "target": {**ALLY, "count": 2}, "duration": "turn"}]),
    # a reduction with a floor (Stupefy, Smoke Screen)
    ("Give a unit -4 might this turn, to a minimum of 1 might.",
     [{"might": -4, "target": {"choose": "unit"}, "duration": "turn", "minimum": 1}]),
    ("Double a friendly unit's Might this turn. Give it Temporary.",
     [{"double_might": True, "target": ALLY, "duration": "turn"},
      {"grant": {"Temporary": 1}, "target": "it", "duration": "board"}]),
    # choosing across sentences: "they" are the units of the latest two choices
    ("Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other.",
     [{"choose": True, "target": ALLY}, {"choose": True, "target": ENEMY},
      {"mutual_damage": True, "target": "they"}]),
    ("Give a friendly unit +3 might this turn. Then choose an enemy unit. "
     "They deal damage equal to their Mights to each other.",
     [{"might": 3, "target": ALLY, "duration": "turn"}, {"choose": True, "target": ENEMY},
      {"mutual_damage": True, "target": "they"}]),
    ("Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.",
     [{"ready": True, "target": ALLY},
      {"damage": {"might_of": "it"}, "target": {**ENEMY, "at": "battlefield"}}]),
    ("Choose an enemy unit at a battlefield. Take control of it and recall it.",
     [{"choose": True, "target": {**ENEMY, "at": "battlefield"}}, {"take_control": True, "target": "it"},
      {"recall": True, "target": "it"}]),
    # moving (rb:612): where to, as printed
    ("Move an enemy unit.", [{"move": True, "target": ENEMY, "to": "any"}]),
    ("Move a unit from a battlefield to its base.",
     [{"move": True, "target": {"choose": "unit", "at": "battlefield"}, "to": "base"}]),
    ("Move up to 2 friendly units to base.", [{"move": True, "target": {**ALLY, "up_to": 2}, "to": "base"}]),
    ("Move a friendly unit and ready it.",
     [{"move": True, "target": ALLY, "to": "any"}, {"ready": True, "target": "it"}]),
    ("Buff a friendly unit in your base, then move it to a battlefield.",
     [{"buff": True, "target": {**ALLY, "at": "base"}}, {"move": True, "target": "it", "to": "battlefield"}]),
    ("Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield.",
     [{"stun": True, "target": {**ENEMY, "at": "battlefield"}},
      {"move": True, "target": ALLY, "to": "location-of-it", "may": True}]),
    # other players act
    ("Kill a unit at a battlefield. Its controller draws 2.",
     [{"kill": True, "target": {"choose": "unit", "at": "battlefield"}},
      {"draw": 2, "who": "controller-of-it"}]),
    ("Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted.",
     [{"return_to_hand": True, "target": ALLY}, {"channel": 1, "exhausted": True, "who": "owner-of-it"}]),
    ("Each player kills one of their units.", [{"each_player_kills": "unit"}]),
    ("Return a friendly unit and an enemy unit to their owners' hands.",
     [{"return_to_hand": True, "target": ALLY}, {"return_to_hand": True, "target": ENEMY}]),
    ("Return all units and gear to their owners' hands.", [{"return_to_hand": True, "target": {"all": "permanent"}}]),
    ("Prevent all spell and ability damage this turn.", [{"prevent_damage": "spells-and-abilities", "duration": "turn"}]),
    # Stormbringer: "its" the chosen unit, "a battlefield" chosen on playing, "your unit there"
    ("Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a battlefield, "
     "then move your unit there.",
     [{"choose": True, "target": {**ALLY, "at": "base"}},
      {"damage": {"might_of": "it"}, "target": {"all": "unit", "side": "enemy", "at": "one-battlefield"}},
      {"move": True, "target": "your-unit", "to": "chosen-battlefield"}]),
    ("Each player kills one of their gear.", [{"each_player_kills": "gear"}]),
    # only a buffed unit has a buff to spend (rb:702.2.b.1)
    ("For each friendly unit, you may spend its buff to ready it. Then buff all friendly units.",
     [{"for_each": [{"spend_buff": True, "target": "it", "may": True}, {"ready": True, "target": "it", "if": "done"}],
       "target": {"all": "unit", "side": "ally", "buffed": True}},
      {"buff": True, "target": {"all": "unit", "side": "ally"}}]),
])
def test_a_spells_sentences_become_its_instructions(text, expected):
    assert spell_effects(text) == expected


@pytest.mark.parametrize("text, card_type, expected", [
    # the whole triggered ability is the Legion ability (rb:724.1.c)
    ("Legion - When you play me, give a unit +2 might this turn.", "Unit",
     {"trigger": "play-me", "legion": True,
      "effects": [{"might": 2, "target": {"choose": "unit"}, "duration": "turn"}]}),
    ("Legion - When you play me, buff me.", "Unit",
     {"trigger": "play-me", "legion": True, "effects": [{"buff": True, "target": "self"}]}),
    # "an exhausted friendly unit": a quality before the side
    ("[EXHAUST]: Buff an exhausted friendly unit.", "Gear",
     {"activate": {"exhaust": True}, "effects": [{"buff": True, "target": {**ALLY, "exhausted": True}}]}),
    (":rb_exhaust:: Give a unit -1 :rb_might: this turn, to a minimum of 1 :rb_might:.", "Gear",
     {"activate": {"exhaust": True},
      "effects": [{"might": -1, "target": {"choose": "unit"}, "duration": "turn", "minimum": 1}]}),
    (":rb_exhaust:: Deal damage equal to my Might to a unit at a battlefield.", "Unit",
     {"activate": {"exhaust": True},
      "effects": [{"damage": {"might_of": "self"}, "target": {"choose": "unit", "at": "battlefield"}}]}),
    (":rb_energy_1:, :rb_exhaust:: Move a friendly unit at a battlefield to your base.", "Gear",
     {"activate": {"energy": 1, "exhaust": True},
      "effects": [{"move": True, "target": {**ALLY, "at": "battlefield"}, "to": "base"}]}),
    (":rb_energy_2:, :rb_exhaust:: Move a friendly unit to or from its base.", "Legend",
     {"activate": {"energy": 2, "exhaust": True}, "effects": [{"move": True, "target": ALLY, "to": "to-or-from-base"}]}),
    # a keyword with its arrow gone, before the cost or the effect
    ("[Action] [>] :rb_exhaust:: Give a friendly unit [Tank] this turn.", "Legend",
     {"activate": {"exhaust": True}, "keywords": ["Action"],
      "effects": [{"grant": {"Tank": 1}, "target": ALLY, "duration": "turn"}]}),
    ("[Deathknell] [>] Deal 4 to an enemy unit.", "Unit",
     {"trigger": "dies", "deathknell": True, "effects": [{"damage": 4, "target": ENEMY}]}),
    # Sett - Kingpin: counted as the might is needed (a buffed Sett counts himself)
    ("I get +1 :rb_might: for each buffed friendly unit at my battlefield.", "Unit",
     {"static": "might", "amount": 1, "affects": "self",
      "per": {"all": "unit", "buffed": True, "side": "ally", "at": "mine"}}),
    ("Spend my buff: Give me +4 :rb_might: this turn.", "Unit",
     {"activate": {"spend_buff": True}, "effects": [{"might": 4, "target": "self", "duration": "turn"}]}),
    # "my battlefield" of a Deathknell: where the unit died (docs/rulings.md)
    ("Deathknell - Deal 4 to all units at my battlefield.", "Unit",
     {"trigger": "dies", "deathknell": True, "effects": [{"damage": 4, "target": {"all": "unit", "at": "mine"}}]}),
    ("When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other.",
     "Unit", {"trigger": "play-me", "effects": [{"choose": True, "target": {**ENEMY, "at": "battlefield"}},
                                                {"mutual_damage": True, "target": "we"}]}),
])
def test_a_permanents_line_becomes_its_ability(text, card_type, expected):
    assert ability(text, card_type) == expected


def test_there_is_the_battlefield_the_text_named():
    # Peak Guardian: "there" is where "I" am
    out = compile_text("Test Card", "Unit", "When you play me, buff me. "
                       "Then, if I am at a battlefield, buff all other friendly units there.")
    assert out.complete
    assert out.definition["abilities"][0]["effects"][1] == {
        "buff": True, "target": {"all": "unit", "side": "ally", "other": True, "at": "mine"}, "if": "at-battlefield"}
    # Siphon Power: the battlefield chosen before; the floor belongs to the reduction alone
    assert spell_effects("Choose a battlefield. Give friendly units there +1 might this turn and enemy units there "
                         "-1 might this turn, to a minimum of 1 might.") == [
        {"choose": True, "target": {"choose": "battlefield"}},
        {"might": 1, "target": {"all": "unit", "side": "ally", "at": "chosen-battlefield"}, "duration": "turn"},
        {"might": -1, "target": {"all": "unit", "side": "enemy", "at": "chosen-battlefield"}, "duration": "turn",
         "minimum": 1}]
    # a unit to choose "there" is not read (its battlefield would be chosen in the same breath)
    assert not compile_text("Test Spell", "Spell", "Stun a unit there.").complete


def test_all_units_at_a_battlefield_are_those_at_one_battlefield_the_player_chooses():
    # Firestorm: "at a battlefield" is one battlefield (chosen on playing); "at battlefields" all
    assert spell_effects("Deal 3 to all enemy units at a battlefield.") == [
        {"damage": 3, "target": {"all": "unit", "side": "enemy", "at": "one-battlefield"}}]
    assert spell_effects("Deal 1 to all units at battlefields.") == [
        {"damage": 1, "target": {"all": "unit", "at": "battlefield"}}]


def test_another_unit_after_a_unit_is_a_different_one():
    # Defiant Dance: the second target may not be the first (``distinct``)
    assert spell_effects("Give a unit +2 might this turn and another unit -2 might this turn.") == [
        {"might": 2, "target": {"choose": "unit"}, "duration": "turn"},
        {"might": -2, "target": {"choose": "unit", "other": True, "distinct": True}, "duration": "turn"}]


def test_conditions_on_the_chosen_unit_and_otherwise():
    # Solari Chief: "otherwise" is the latest condition not holding
    assert ability("When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun it.") == {
        "trigger": "play-me", "effects": [{"choose": True, "target": ENEMY},
                                          {"kill": True, "target": "it", "if": {"it": {"stunned": True}}},
                                          {"stun": True, "target": "it", "if": "otherwise"}]}


@pytest.mark.parametrize("text, expected", [
    ("Give a unit at a battlefield or a gear Temporary.",
     [{"grant": {"Temporary": 1}, "target": {"choose": "unit", "at": "battlefield", "or": {"choose": "gear"}},
       "duration": "board"}]),
    ("Buff a friendly unit. Buffs give an additional +1 might to friendly units this turn.",
     [{"buff": True, "target": ALLY}, {"buffs_give": 1, "duration": "turn"}]),
])
def test_either_kind_of_target_and_buffs_giving_more(text, expected):
    assert spell_effects(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Kill an enemy Chaos unit or gear.",
     [{"kill": True, "target": {"choose": "unit", "side": "enemy", "domain": "chaos",
                                "or": {"choose": "gear", "side": "enemy", "domain": "chaos"}}}]),
    ("Choose a friendly unit without Temporary. Give it Temporary.",
     [{"choose": True, "target": {**ALLY, "without": "Temporary"}},
      {"grant": {"Temporary": 1}, "target": "it", "duration": "board"}]),
])
def test_domains_keywords_lacking_and_either_kind(text, expected):
    assert spell_effects(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Stun a friendly unit and an enemy unit at the same battlefield.",
     [{"stun": True, "target": {**ALLY, "at": "battlefield"}},
      {"stun": True, "target": {**ENEMY, "at": "battlefield", "together": True}}]),
    ("Give a friendly unit +1 might this turn and Stun an enemy unit at its location.",
     [{"might": 1, "target": ALLY, "duration": "turn"}, {"stun": True, "target": {**ENEMY, "together": True}}]),
])
def test_two_units_at_one_battlefield(text, expected):
    assert spell_effects(text) == expected


def test_tideturner_swaps_places_with_the_unit_it_may_choose():
    assert ability("When you play me, you may choose a friendly unit. "
                   "Move me to its location and it to my original location.") == {
        "trigger": "play-me", "effects": [{"choose": True, "target": ALLY, "may": True},
                                          {"swap": True, "target": "it"}]}


@pytest.mark.parametrize("text", [
    "Give a unit +2 might this turn, to a minimum of 1 might.",  # a floor belongs to a reduction
    "Choose all friendly units.",  # "choose" names a choice, not everything
    "Buffs give an additional +1 might to friendly units.",  # for how long?
])
def test_what_the_family_cannot_read_right_stays_unsupported(text):
    assert not compile_text("Test Spell", "Spell", text).complete


def spell_parts(text: str) -> list[dict]:
    out = compile_text("Test Spell", "Spell", text)
    assert out.complete, out.sentences
    return out.definition["abilities"]


def test_a_later_sentence_that_replaces_the_one_before_is_a_part_of_its_own():
    # rb:151.2/ex1 (Noxian Guillotine): the replaced sentence is split off; "it" is the choice
    assert spell_parts("Choose a unit. Kill it the next time it takes damage this turn. Legion - Kill it now instead.") == [
        {"effects": [{"choose": True, "target": {"choose": "unit"}}]},
        {"effects": [{"kill_when_damaged": True, "target": "it"}]},
        {"legion": True, "effects": [{"kill": True, "target": "target:0"}], "instead_of": 1}]
    # Sudden Storm: a condition on the chosen unit; Siphoning Strike-like: what follows runs either way
    assert spell_parts("Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.") == [
        {"effects": [{"damage": 2, "target": {"choose": "unit", "at": "battlefield"}}]},
        {"if": {"target:0": {"attacking": True}}, "effects": [{"damage": 4, "target": "target:0"}], "instead_of": 0}]
    assert spell_parts("Deal 4 to a unit. If you control 7 or more runes, deal 7 to it instead. Draw 1.")[1:] == [
        {"if": ["you.runes", ">=", 7], "effects": [{"damage": 7, "target": "target:0"}], "instead_of": 0},
        {"effects": [{"draw": 1}]}]


@pytest.mark.parametrize("text", [
    # the replaced sentence would need to be split off with its choice (choices come with part 1)
    "Draw 1. Deal 2 to a unit. If it's attacking, deal 4 to it instead.",
    # a choice after a replacing part would never be made
    "Deal 2 to a unit. If it's attacking, deal 4 to it instead. Stun a unit.",
    # nothing chosen that "it" could be
    "Draw 1. If you control 7 or more runes, draw 2 instead.",
])
def test_replacing_parts_the_engine_could_not_carry_out_are_not_compiled(text):
    assert not compile_text("Test Spell", "Spell", text).complete


# -- real cards through the rules --------------------------------------------------------------
def fs(out):
    assert out["outcome"] == "completed", out.get("refused") or out.get("error")
    return out["final_state"]


def events(out):
    return [s["event"] for s in out["steps"]]


RIDGE = {"id": "ridge", "units": {"bob": [unit("Guard", 5)]}}
PEAK = {"id": "peak"}


def test_firestorm_deals_3_to_the_enemy_units_at_the_battlefield_chosen(rb):
    # rb:559.3: the battlefield is chosen when the spell is played; the units there are
    # affected by criteria at resolution (rb:559.3.a): Far at peak is untouched
    out = rb(alice={"hand": ["Firestorm"], "runes": ["fury"] * 7},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3), unit("Pebble", 1)]}},
                           {"id": "peak", "units": {"bob": [unit("Far", 3)]}}],
             actions=[{"type": "play", "card": "Firestorm", "targets": ["ridge"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard", "Pebble"] and state["cards"]["far"]["damage"] == 0


def test_siphon_power_friendly_units_there_gain_enemy_units_there_lose_to_a_minimum(rb):
    out = rb(alice={"hand": ["Siphon Power"], "runes": ["mind"] * 4},
             battlefields=[{"id": "ridge", "units": {"alice": [unit("Knight", 3)],
                                                     "bob": [unit("Guard", 3), unit("Pebble", 1)]}},
                           {"id": "peak", "units": {"bob": [unit("Far", 3)]}}],
             actions=[{"type": "play", "card": "Siphon Power", "targets": ["ridge"]}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert [cards[u]["might"] for u in ("knight", "guard", "pebble", "far")] == [4, 2, 1, 3]


def test_defiant_dance_the_second_unit_must_be_another(rb):
    out = rb(alice={"hand": ["Defiant Dance"], "runes": ["calm"] * 3, "base": [unit("Knight", 3)]},
             actions=[{"type": "play", "card": "Defiant Dance", "targets": ["Knight", "Knight"]}])
    assert out["refused"]["message"]["en"].startswith("Knight is not a legal target")


def test_solari_chief_kills_a_stunned_unit_and_stuns_another(rb):
    board = dict(alice={"hand": ["Solari Chief"], "runes": ["order"] * 6})
    out = rb(**board, bob={"base": [{"card": unit("Guard", 3), "stunned": True}]},
             actions=[{"type": "play", "card": "Solari Chief", "to": "base"}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"] and "stun" not in events(out)
    out = rb(**board, bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Solari Chief", "to": "base"}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["guard"]["stunned"] is True and "kill" not in events(out)


def test_tideturner_and_the_chosen_unit_trade_places(rb):
    # rb:609: both are moves; declining the choice swaps nothing
    board = dict(alice={"hand": ["Tideturner"], "runes": ["chaos"] * 3},
                 battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": [unit("Knight", 3)]}}])
    out = rb(**board, actions=[{"type": "play", "card": "Tideturner", "to": "base"}, {"type": "pass-all"}],
             choices={"target:Tideturner": "Knight", "may:Tideturner": "yes"})
    cards = fs(out)["cards"]
    assert cards["tideturner"]["location"] == "ridge" and cards["knight"]["location"] == "base"
    out = rb(**board, actions=[{"type": "play", "card": "Tideturner", "to": "base"}, {"type": "pass-all"}],
             choices={"target:Tideturner": "Knight", "may:Tideturner": "no"})
    cards = fs(out)["cards"]
    assert cards["tideturner"]["location"] == "base" and cards["knight"]["location"] == "ridge"


def test_fading_memories_gives_temporary_to_a_gear_or_a_unit_at_a_battlefield(rb):
    board = dict(alice={"hand": ["Fading Memories"], "runes": ["chaos"] * 5},
                 bob={"base": ["The Syren", unit("Guard", 3)]})
    out = rb(**board, actions=[{"type": "play", "card": "Fading Memories", "targets": ["The Syren"]},
                               {"type": "pass-all"}])
    assert fs(out)["cards"]["the-syren"]["keywords"] == {"Temporary": 1}
    out = rb(**board, actions=[{"type": "play", "card": "Fading Memories", "targets": ["Guard"]}])
    assert out["refused"]["rule"] == "rb:559.3"  # a unit in its base is neither


def test_stand_united_friendly_buffs_give_one_more_this_turn(rb):
    # rb:703: +1 per buff, +1 more for alice's units (also the one buffed now); bob's buff as usual
    out = rb(alice={"hand": ["Stand United"], "runes": ["order"] * 3,
                    "base": [unit("Knight", 3), {"card": unit("Squire", 2), "buff": True}]},
             bob={"base": [{"card": unit("Guard", 3), "buff": True}]},
             actions=[{"type": "play", "card": "Stand United", "targets": ["Knight"]}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert [cards[u]["might"] for u in ("knight", "squire", "guard")] == [5, 4, 4]


def test_stormbringer_the_chosen_unit_hits_every_enemy_at_a_battlefield_then_moves_there(rb):
    out = rb(alice={"hand": ["Stormbringer"], "runes": ["fury"] * 7 + ["body"] * 2, "base": [unit("Knight", 4)]},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 3), unit("Brute", 6)]}},
                           {"id": "peak", "units": {"bob": [unit("Far", 3)]}}],
             actions=[{"type": "play", "card": "Stormbringer", "targets": ["Knight", "ridge"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"] and state["cards"]["brute"]["damage"] == 4
    assert state["cards"]["far"]["damage"] == 0 and state["cards"]["knight"]["location"] == "ridge"


def test_unyielding_spirit_prevents_spell_damage_for_the_rest_of_the_turn(rb):
    # rb:572, rb:573: a replacement on each instance of damage from a spell or ability
    zap = spell("Zap", [{"damage": 3, "target": {"choose": "unit"}}])
    out = rb(alice={"hand": ["Unyielding Spirit", zap], "runes": ["body"] * 3}, bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Unyielding Spirit"}, {"type": "pass-all"},
                      {"type": "play", "card": "Zap", "targets": ["Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["guard"]["damage"] == 0 and "replaced" in events(out)


def test_sett_kingpin_counts_the_buffed_friendly_units_at_his_battlefield(rb):
    # 5 + his buff + 2 (himself and the Knight; the Squire has no buff, the base is elsewhere)
    out = rb(alice={"base": [{"card": unit("Page", 1), "buff": True}]},
             battlefields=[{"id": "ridge", "units": {"alice": [{"card": "Sett - Kingpin", "buff": True},
                                                              {"card": unit("Knight", 4), "buff": True},
                                                              unit("Squire", 2)]}}])
    assert fs(out)["cards"]["sett-kingpin"]["might"] == 8


def test_star_crossed_and_downwell_return_units_to_their_owners_hands(rb):
    out = rb(alice={"hand": ["Star-Crossed"], "runes": ["chaos"] * 4, "base": [unit("Knight", 4)]},
             bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Star-Crossed", "targets": ["Knight", "Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["alice"]["hand"] == ["Knight"] and state["players"]["bob"]["hand"] == ["Guard"]
    out = rb(alice={"hand": ["Downwell"], "runes": ["chaos"] * 10, "base": [unit("Knight", 4), "The Syren"]},
             bob={"base": [unit("Guard", 3)]}, actions=[{"type": "play", "card": "Downwell"}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["alice"]["hand"] == ["Knight", "The Syren"] and state["players"]["bob"]["hand"] == ["Guard"]


def test_noxian_guillotine_kills_later_or_with_legion_at_once(rb):
    # rb:151.2/ex1: without Legion the unit dies the next time it takes damage; with Legion the
    # later part replaces that one and kills it now
    zap = spell("Zap", [{"damage": 1, "target": {"choose": "unit"}}])
    out = rb(alice={"hand": ["Noxian Guillotine", zap], "runes": ["fury"] * 4}, bob={"base": [unit("Guard", 5)]},
             actions=[{"type": "play", "card": "Noxian Guillotine", "targets": ["Guard"]}, {"type": "pass-all"},
                      {"type": "play", "card": "Zap", "targets": ["Guard"]}, {"type": "pass-all"}, {"type": "pass-all"}])
    assert fs(out)["players"]["bob"]["trash"] == ["Guard"] and "legion-unmet" in events(out)
    out = rb(alice={"hand": ["Noxian Guillotine", spell("Ping", [{"draw": 0}])], "runes": ["fury"] * 4},
             bob={"base": [unit("Guard", 5)]},
             actions=[{"type": "play", "card": "Ping"}, {"type": "pass-all"},
                      {"type": "play", "card": "Noxian Guillotine", "targets": ["Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"] and "delayed" not in events(out)


def test_sudden_storm_deals_4_instead_of_2_to_an_attacking_unit(rb):
    # the condition is judged before any part is carried out (rb:151.2)
    for target, damage in (("Knight", 4), ("Guard", 2)):
        out = rb(alice={"hand": ["Sudden Storm"], "runes": ["fury"] * 3, "base": [unit("Knight", 6)]},
                 battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 5)]}}],
                 actions=[{"type": "move", "units": ["Knight"], "to": "ridge"},  # alice attacks (rb:625.1.a.1)
                          {"type": "play", "card": "Sudden Storm", "targets": [target]}, {"type": "pass-all"}])
        assert fs(out)["cards"][target.lower()]["damage"] == damage


def test_decree_of_unity_kills_an_enemy_chaos_unit_or_gear(rb):
    # rb:133.1: a card's domains; the Body unit is no legal target
    board = dict(alice={"hand": ["Decree of Unity"], "runes": ["order"] * 4},
                 bob={"base": ["The Syren", {"card": unit("Brute", 3, domains=["body"])}]})
    out = rb(**board, actions=[{"type": "play", "card": "Decree of Unity", "targets": ["The Syren"]}, {"type": "pass-all"}])
    assert fs(out)["players"]["bob"]["trash"] == ["The Syren"]
    out = rb(**board, actions=[{"type": "play", "card": "Decree of Unity", "targets": ["Brute"]}])
    assert out["refused"]["rule"] == "rb:559.3"


def test_shadows_call_chooses_only_a_unit_without_temporary(rb):
    board = dict(alice={"hand": ["Shadow's Call"], "runes": ["order"] * 2, "deck": ["Block"] * 2,
                        "base": [unit("Knight", 3, keywords=["Temporary"]), unit("Squire", 2)]})
    out = rb(**board, actions=[{"type": "play", "card": "Shadow's Call", "targets": ["Knight"]}])
    assert out["refused"]["rule"] == "rb:559.3"
    out = rb(**board, actions=[{"type": "play", "card": "Shadow's Call", "targets": ["Squire"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["squire"]["keywords"] == {"Temporary": 1} and state["players"]["alice"]["hand"] == ["Block"] * 2


def test_facebreaker_stuns_a_friendly_and_an_enemy_unit_at_one_battlefield(rb):
    board = dict(alice={"hand": ["Facebreaker"], "runes": ["fury"] * 2},
                 battlefields=[{"id": "ridge", "units": {"alice": [unit("Knight", 3)], "bob": [unit("Guard", 3)]}},
                               {"id": "peak", "units": {"bob": [unit("Far", 3)]}}])
    out = rb(**board, actions=[{"type": "play", "card": "Facebreaker", "targets": ["Knight", "Guard"]}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert cards["knight"]["stunned"] and cards["guard"]["stunned"]
    out = rb(**board, actions=[{"type": "play", "card": "Facebreaker", "targets": ["Knight", "Far"]}])
    assert out["refused"]["rule"] == "rb:559.3"  # Far is at another battlefield
    # rb:563.2.c.2: the Guard leaves before Facebreaker resolves: neither is at a battlefield
    # with the other any more, so neither is a legal target
    back = spell("Step Back", [{"move": True, "target": {"choose": "unit", "side": "ally"}, "to": "base"}],
                 keywords=["Reaction"])
    out = rb(alice=board["alice"], bob={"hand": [back]}, battlefields=board["battlefields"],
             actions=[{"type": "play", "card": "Facebreaker", "targets": ["Knight", "Guard"]}, {"type": "pass"},
                      {"type": "play", "card": "Step Back", "targets": ["Guard"]}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert not cards["knight"]["stunned"] and not cards["guard"]["stunned"]


def test_singularity_deals_6_to_each_of_up_to_two_units(rb):
    # rb:559.3.c.6: each chosen unit is a target; rb:139.2.a: 6 damage kills the 5-might Guard
    out = rb(alice={"hand": ["Singularity"], "runes": ["mind"] * 8},
             bob={"base": [unit("Guard", 5), unit("Brute", 7), unit("Scout", 2)]},
             actions=[{"type": "play", "card": "Singularity", "targets": [["Guard", "Brute"]]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"]
    assert state["cards"]["brute"]["damage"] == 6 and state["cards"]["scout"]["damage"] == 0


def test_a_might_reduction_stops_at_its_minimum(rb):
    # Smoke Screen: -4 on a 3-might unit leaves 1; Stupefy on a 1-might unit changes nothing
    out = rb(alice={"hand": ["Smoke Screen"], "runes": ["mind"] * 3}, bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Smoke Screen", "targets": ["Guard"]}, {"type": "pass-all"}])
    assert fs(out)["cards"]["guard"]["might"] == 1
    out = rb(alice={"hand": ["Stupefy"], "runes": ["mind"], "deck": ["Block"]}, bob={"base": [unit("Pebble", 1)]},
             actions=[{"type": "play", "card": "Stupefy", "targets": ["Pebble"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["pebble"]["might"] == 1 and state["players"]["alice"]["hand"] == ["Block"]


def test_a_floored_reduction_applies_after_the_changes_it_depends_on(rb):
    # rb:638.1.c: Orb of Regret's "-1, to a minimum of 1" on a 1-might unit that later gets +2
    # takes effect against the 3 might (→ 2), not against the 1 it had when the Orb resolved
    pump = spell("Pump", [{"might": 2, "target": {"choose": "unit"}}])
    out = rb(alice={"base": ["Orb of Regret"], "hand": [pump]}, bob={"base": [unit("Pebble", 1)]},
             actions=[{"type": "activate", "card": "Orb of Regret", "targets": ["Pebble"]}, {"type": "pass-all"},
                      {"type": "play", "card": "Pump", "targets": ["Pebble"]}, {"type": "pass-all"}])
    assert fs(out)["cards"]["pebble"]["might"] == 2


def test_last_stand_doubles_a_units_might_and_gives_it_temporary(rb):
    # rb:637.3: +its might (4 → 8) this turn; Temporary granted (rb:713.3.a)
    out = rb(alice={"hand": ["Last Stand"], "runes": ["calm"] * 4, "base": [unit("Knight", 4)]},
             actions=[{"type": "play", "card": "Last Stand", "targets": ["Knight"]}, {"type": "pass-all"}])
    knight = fs(out)["cards"]["knight"]
    assert knight["might"] == 8 and knight["keywords"] == {"Temporary": 1}


def test_challenge_the_two_chosen_units_deal_their_might_to_each_other(rb):
    # rb:139.3.a: Knight (4) and Guard (3) damage each other at once; the Guard dies (rb:520)
    out = rb(alice={"hand": ["Challenge"], "runes": ["body"] * 3, "base": [unit("Knight", 4)]},
             bob={"base": [unit("Guard", 3)]},
             actions=[{"type": "play", "card": "Challenge", "targets": ["Knight", "Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["knight"]["damage"] == 3 and state["players"]["bob"]["trash"] == ["Guard"]


def test_gentlemens_duel_the_friendly_unit_fights_with_its_new_might(rb):
    # +3 first (2 → 5), then "they": the friendly unit and the chosen enemy
    out = rb(alice={"hand": ["Gentlemen's Duel"], "runes": ["body"] * 7, "base": [unit("Knight", 2)]},
             bob={"base": [unit("Guard", 4)]},
             actions=[{"type": "play", "card": "Gentlemen's Duel", "targets": ["Knight", "Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"] and state["cards"]["knight"]["damage"] == 4


def test_a_mutual_fight_with_a_target_gone_deals_nothing(rb):
    # rb:563.2.c.5, rb:563.2.c.8: bob kills his Guard in response: the Knight is dealt 0 and
    # deals nothing
    slay = spell("Slay", [{"kill": True, "target": {"choose": "unit"}}], keywords=["Reaction"])
    out = rb(alice={"hand": ["Challenge"], "runes": ["body"] * 3, "base": [unit("Knight", 4)]},
             bob={"base": [unit("Guard", 3)], "hand": [slay]},
             actions=[{"type": "play", "card": "Challenge", "targets": ["Knight", "Guard"]}, {"type": "pass"},
                      {"type": "play", "card": "Slay", "targets": ["Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["knight"]["damage"] == 0 and "mutual-damage" not in events(out)


def test_carnivorous_snapvine_fights_the_unit_its_play_trigger_chose(rb):
    # rb:559.3.b: the trigger chooses as it goes onto the chain; "we": Snapvine and that unit
    out = rb(alice={"hand": ["Carnivorous Snapvine"], "runes": ["body"] * 7}, battlefields=[RIDGE],
             actions=[{"type": "play", "card": "Carnivorous Snapvine", "to": "base"}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["Guard"] and state["cards"]["carnivorous-snapvine"]["damage"] == 5


def test_last_breath_the_readied_unit_deals_its_might(rb):
    out = rb(alice={"hand": ["Last Breath"], "runes": ["calm"] * 3 + ["chaos"] * 2,
                    "base": [{"card": unit("Knight", 4), "exhausted": True}]}, battlefields=[RIDGE],
             actions=[{"type": "play", "card": "Last Breath", "targets": ["Knight", "Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["knight"]["exhausted"] is False and state["cards"]["guard"]["damage"] == 4


def test_charm_moves_an_enemy_unit_where_its_player_picks(rb):
    # rb:612.1: "Move an enemy unit" — base or another battlefield, picked on resolving
    out = rb(alice={"hand": ["Charm"], "runes": ["calm"] * 2}, battlefields=[RIDGE, PEAK],
             actions=[{"type": "play", "card": "Charm", "targets": ["Guard"]}, {"type": "pass-all"}],
             choices={"destination:Charm": "peak"})
    state = fs(out)
    assert state["cards"]["guard"]["location"] == "peak"
    prompt = next(s for s in out["steps"] if s["event"] == "choice" and "move" in s["explain"]["en"])
    assert "rb:612.1" in prompt["cites"]


def test_fight_or_flight_and_flash_move_units_to_base(rb):
    out = rb(alice={"hand": ["Fight or Flight"], "runes": ["chaos"] * 2}, battlefields=[RIDGE],
             actions=[{"type": "play", "card": "Fight or Flight", "targets": ["Guard"]}, {"type": "pass-all"}])
    assert fs(out)["cards"]["guard"]["location"] == "base"
    # a unit already in its base does not move (rb:610)
    out = rb(alice={"hand": ["Flash"], "runes": ["chaos"] * 2, "base": [unit("Pawn", 1)]},
             battlefields=[{"id": "ridge", "units": {"alice": [unit("Knight", 3)]}}],
             actions=[{"type": "play", "card": "Flash", "targets": [["Knight", "Pawn"]]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["knight"]["location"] == "base" and events(out).count("move") == 1


def test_ride_the_wind_moves_then_readies_the_same_unit(rb):
    out = rb(alice={"hand": ["Ride The Wind"], "runes": ["chaos"] * 3,
                    "base": [{"card": unit("Knight", 3), "exhausted": True}]}, battlefields=[RIDGE, PEAK],
             actions=[{"type": "play", "card": "Ride The Wind", "targets": ["Knight"]}, {"type": "pass-all"}],
             choices={"destination:Ride The Wind": "peak"})
    state = fs(out)
    assert state["cards"]["knight"]["location"] == "peak" and state["cards"]["knight"]["exhausted"] is False


def test_zenith_blade_moves_a_friendly_unit_to_the_stunned_units_battlefield(rb):
    out = rb(alice={"hand": ["Zenith Blade"], "runes": ["calm"] * 3 + ["order"] * 2, "base": [unit("Knight", 3)]},
             battlefields=[RIDGE, PEAK],
             actions=[{"type": "play", "card": "Zenith Blade", "targets": ["Guard", "Knight"]}, {"type": "pass-all"}],
             choices={"may:Zenith Blade": "yes"})
    state = fs(out)
    assert state["cards"]["guard"]["stunned"] and state["cards"]["knight"]["location"] == "ridge"


def test_showstopper_buffs_then_moves_the_unit_to_a_battlefield(rb):
    out = rb(alice={"hand": ["Showstopper"], "runes": ["body", "order"], "base": [unit("Knight", 3)]},
             battlefields=[RIDGE, PEAK],
             actions=[{"type": "play", "card": "Showstopper", "targets": ["Knight"]}, {"type": "pass-all"}],
             choices={"destination:Showstopper": "peak"})
    state = fs(out)
    assert state["cards"]["knight"]["buff"] == 1 and state["cards"]["knight"]["location"] == "peak"


def test_yasuo_moves_a_unit_out_of_its_base_or_back(rb):
    # "to or from its base": from the base only to a battlefield (rb:612.1)
    out = rb(alice={"legend": "Yasuo - Unforgiven", "runes": ["calm"] * 2, "base": [unit("Knight", 3)]},
             battlefields=[RIDGE, PEAK], actions=[{"type": "activate", "card": "Yasuo - Unforgiven", "targets": ["Knight"]},
                                                  {"type": "pass-all"}], choices={"destination:Yasuo - Unforgiven": "peak"})
    assert fs(out)["cards"]["knight"]["location"] == "peak"
    out = rb(alice={"legend": "Yasuo - Unforgiven", "runes": ["calm"] * 2}, battlefields=[
        {"id": "ridge", "units": {"alice": [unit("Knight", 3)]}}, PEAK],
        actions=[{"type": "activate", "card": "Yasuo - Unforgiven", "targets": ["Knight"]}, {"type": "pass-all"}])
    assert fs(out)["cards"]["knight"]["location"] == "base"  # the only place allowed: no prompt


def test_the_syren_moves_a_friendly_unit_home(rb):
    out = rb(alice={"base": ["The Syren"], "runes": ["chaos"]},
             battlefields=[{"id": "ridge", "units": {"alice": [unit("Knight", 3)]}}],
             actions=[{"type": "activate", "card": "The Syren", "targets": ["Knight"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["cards"]["knight"]["location"] == "base" and state["cards"]["the-syren"]["exhausted"]


def test_kogmaw_deals_4_to_all_units_where_it_died(rb):
    # rb:720.1.d: the Deathknell triggers once Kog'Maw is in the trash; "my battlefield" is ridge
    zap = spell("Zap", [{"kill": True, "target": {"choose": "unit"}}])
    out = rb(alice={"hand": [zap]}, battlefields=[
        {"id": "ridge", "units": {"alice": ["Kog'Maw - Caustic", unit("Knight", 6)], "bob": [unit("Guard", 6)]}},
        {"id": "peak", "units": {"bob": [unit("Far", 5)]}}],
        actions=[{"type": "play", "card": "Zap", "targets": ["Kog'Maw - Caustic"]}, {"type": "pass-all"},
                 {"type": "pass"}])
    cards = fs(out)["cards"]
    assert cards["knight"]["damage"] == 4 and cards["guard"]["damage"] == 4 and cards["far"]["damage"] == 0


def test_peak_guardian_buffs_the_other_friendly_units_at_its_battlefield(rb):
    out = rb(alice={"hand": ["Peak Guardian"], "runes": ["order"] * 7, "base": [unit("Squire", 2)]},
             battlefields=[{"id": "ridge", "controller": "alice", "units": {"alice": [unit("Knight", 3)]}}],
             actions=[{"type": "play", "card": "Peak Guardian", "to": "ridge"}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert (cards["peak-guardian"]["buff"], cards["knight"]["buff"], cards["squire"]["buff"]) == (1, 1, 0)


def test_back_to_back_and_grand_strategem(rb):
    out = rb(alice={"hand": ["Back to Back"], "runes": ["order"] * 3, "base": [unit("Squire", 2), unit("Knight", 3)]},
             actions=[{"type": "play", "card": "Back to Back", "targets": [["Squire", "Knight"]]}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert (cards["squire"]["might"], cards["knight"]["might"]) == (4, 5)
    # no choice: every friendly unit, no enemy (rb:559.3.a)
    out = rb(alice={"hand": ["Grand Strategem"], "runes": ["order"] * 9, "base": [unit("Squire", 2)]},
             bob={"base": [unit("Guard", 5)]}, actions=[{"type": "play", "card": "Grand Strategem"}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert (cards["squire"]["might"], cards["guard"]["might"]) == (7, 5)


def test_cull_the_weak_each_player_kills_one_of_their_units(rb):
    # rb:604.1: alice picks her Squire, bob's only unit dies too
    out = rb(alice={"hand": ["Cull the Weak"], "runes": ["order"] * 3, "base": [unit("Squire", 2), unit("Knight", 3)]},
             bob={"base": [unit("Guard", 5)]}, actions=[{"type": "play", "card": "Cull the Weak"}, {"type": "pass-all"}],
             choices={"kill:Cull the Weak:alice": "Squire"})
    state = fs(out)
    assert state["players"]["alice"]["trash"] == ["Squire", "Cull the Weak"]
    assert state["players"]["bob"]["trash"] == ["Guard"] and state["cards"]["knight"]["location"] == "base"


def test_acceptable_losses_a_player_without_gear_kills_nothing(rb):
    out = rb(alice={"hand": ["Acceptable Losses"], "runes": ["chaos"], "base": [unit("Squire", 2)]},
             bob={"base": ["The Syren"]}, actions=[{"type": "play", "card": "Acceptable Losses"}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["trash"] == ["The Syren"] and state["cards"]["squire"]["location"] == "base"


def test_hidden_blade_the_killed_units_controller_draws_2(rb):
    out = rb(alice={"hand": ["Hidden Blade"], "runes": ["order"] * 3}, bob={"deck": ["Block"] * 3},
             battlefields=[RIDGE], actions=[{"type": "play", "card": "Hidden Blade", "targets": ["Guard"]},
                                            {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["bob"]["hand"] == ["Block", "Block"] and state["players"]["alice"]["hand"] == []


def test_retreat_the_returned_units_owner_channels_a_rune_exhausted(rb):
    out = rb(alice={"hand": ["Retreat"], "runes": ["mind"], "rune_deck": ["mind"], "base": [unit("Squire", 2)]},
             actions=[{"type": "play", "card": "Retreat", "targets": ["Squire"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["alice"]["hand"] == ["Squire"]
    assert state["players"]["alice"]["runes"] == {"ready": 0, "exhausted": 2}  # rb:606.2


def test_overt_operation_spend_a_buff_to_ready_then_buff_all(rb):
    # the player chooses for each buffed unit (rb:702.2.b.1: the Page has no buff to spend)
    out = rb(alice={"hand": ["Overt Operation"], "runes": ["body"] * 7,
                    "base": [{"card": unit("Squire", 2), "buff": True, "exhausted": True},
                             {"card": unit("Knight", 3), "buff": True, "exhausted": True},
                             {"card": unit("Page", 1), "exhausted": True}]},
             actions=[{"type": "play", "card": "Overt Operation"}, {"type": "pass-all"}],
             choices={"may:Overt Operation": ["yes", "no"]})
    cards = fs(out)["cards"]
    assert [(cards[u]["buff"], cards[u]["exhausted"]) for u in ("squire", "knight", "page")] == [
        (1, False), (1, True), (1, True)]


def test_possession_takes_control_and_recalls_the_unit_to_its_new_controllers_base(rb):
    out = rb(alice={"hand": ["Possession"], "runes": ["chaos"] * 11},
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 5), unit("Other", 2)]}}],
             actions=[{"type": "play", "card": "Possession", "targets": ["Guard"]}, {"type": "pass-all"}])
    state = fs(out)
    assert state["players"]["alice"]["base"] == ["Guard"] and state["cards"]["guard"]["controller"] == "alice"
    assert state["battlefields"]["ridge"]["controller"] == "bob" and state["battlefields"]["ridge"]["contested"] is None


def test_arena_bar_buffs_only_an_exhausted_friendly_unit(rb):
    out = rb(alice={"base": ["Arena Bar", {"card": unit("Squire", 2), "exhausted": True}, unit("Knight", 3)]},
             actions=[{"type": "activate", "card": "Arena Bar"}, {"type": "pass-all"}])
    cards = fs(out)["cards"]
    assert cards["squire"]["buff"] == 1 and cards["knight"]["buff"] == 0  # the only legal target: no prompt


def test_dangerous_duo_legion_needs_another_card_played_first(rb):
    # rb:724.1.c: with another card played this turn the trigger gives +2, without it nothing
    ping = spell("Ping", [{"draw": 0}])
    out = rb(alice={"hand": ["Dangerous Duo", ping], "runes": ["fury"] * 3, "base": [unit("Knight", 3)]},
             actions=[{"type": "play", "card": "Ping"}, {"type": "pass-all"},
                      {"type": "play", "card": "Dangerous Duo", "to": "base"}, {"type": "pass-all"}],
             choices={"target:Dangerous Duo": "Knight"})
    assert fs(out)["cards"]["knight"]["might"] == 5 and "legion-met" in events(out)
    out = rb(alice={"hand": ["Dangerous Duo"], "runes": ["fury"] * 3, "base": [unit("Knight", 3)]},
             actions=[{"type": "play", "card": "Dangerous Duo", "to": "base"}, {"type": "pass-all"}],
             choices={"target:Dangerous Duo": "Knight"})
    assert fs(out)["cards"]["knight"]["might"] == 3 and "legion-unmet" in events(out)


def test_every_compiled_they_and_there_has_what_it_names():
    # "they" needs choices before it, "there" a chosen battlefield: else the engine would stop
    # (exit 5) in the middle of a card that counts as compiled (a card with a sentence that did
    # not compile stops before anyway)
    from judge.riftbound.cards.compiler import compile_card, complete
    from judge.riftbound.targets import slots
    from rules_index.riftbound_catalogue import rb_catalogue

    for card_id in filter(complete, rb_catalogue().cards):
        for ab in compile_card(card_id).definition["abilities"]:
            effects = ab.get("effects", [])
            for k, e in enumerate(effects):
                before = [sel for i, sel in slots(effects) if i < k]
                t = e.get("target")
                if t == "they":
                    assert before, (card_id, e)
                if isinstance(t, dict) and t.get("together"):
                    assert before, (card_id, e)
                if t == "your-unit":
                    assert any(sel.get("choose") == "unit" and sel.get("side") == "ally" for sel in before), (card_id, e)
                if isinstance(t, dict) and t.get("at") == "chosen-battlefield" or e.get("to") == "chosen-battlefield":
                    assert any(sel.get("choose") == "battlefield" for sel in before), (card_id, e)
