"""The turn (rb:514–517), game modes (rb:640–648) and keywords (rb:712–729)."""

from .conftest import unit


def test_the_chosen_champion_is_played_from_the_champion_zone(rb):
    # rb:107.2.c
    out = rb(alice={"champion": "Jinx - Rebel", "runes": ["chaos"] * 6},
             actions=[{"type": "play", "card": "Jinx - Rebel", "to": "base"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["champion"] == [] and fs["players"]["alice"]["base"] == ["Jinx - Rebel"]
    assert "rb:107.2.c" in out["steps"][1]["cites"]


def test_temporary_kills_before_the_scoring_step(rb):
    # rb:728.1.b: the Sprite dies before scoring, so alice no longer holds the battlefield
    out = rb(alice={"rune_deck": ["fury", "fury"], "deck": ["Block"]}, phase="start",
             battlefields=[{"id": "ridge", "units": {"alice": ["Sprite"]}}], actions=[{"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["score"] == 0 and fs["battlefields"]["ridge"]["controller"] is None
    events = [s["event"] for s in out["steps"]]
    assert events.index("kill") < events.index("scoring-step")


def test_vision_looks_at_the_top_card_and_may_recycle_it(rb):
    # rb:729.1.b
    seer = unit("Seer", 1, keywords=["Vision"])
    out = rb(alice={"hand": [seer], "deck": ["Block", "Stalwart Poro"]},
             actions=[{"type": "play", "card": "Seer", "to": "base"}, {"type": "pass-all"}],
             choices={"vision:Seer": "yes"})
    assert out["final_state"]["players"]["alice"]["deck"] == ["Stalwart Poro", "Block"]


def test_deathknell_triggers_when_the_unit_dies(rb):
    # rb:720.1.c, rb:720.1.d
    agent = unit("Agent", 1, abilities=[{"trigger": "dies", "deathknell": True, "effects": [{"draw": 1}]}])
    zap = {"name": "Zap", "type": "spell", "energy": 0, "abilities": [{"effects": [{"damage": 1, "target": {"choose": "unit"}}]}]}
    out = rb(alice={"hand": [zap]}, bob={"base": [agent], "deck": ["Block"]},
             actions=[{"type": "play", "card": "Zap", "targets": ["Agent"]}, {"type": "pass-all"}, {"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["bob"]["hand"] == ["Block"] and fs["players"]["bob"]["trash"] == ["Agent"]
    assert any("rb:720.1.c" in s["cites"] for s in out["steps"])


def test_legion_needs_another_card_played_this_turn(rb):
    # rb:724.1.c: a unit's own "when you play me – Legion" does not count itself
    captain = unit("Captain", 2, abilities=[{"trigger": "play-me", "legion": True, "effects": [{"draw": 1}]}])
    out = rb(alice={"hand": [captain], "deck": ["Block"]},
             actions=[{"type": "play", "card": "Captain", "to": "base"}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["hand"] == []
    ping = {"name": "Ping", "type": "spell", "energy": 0, "abilities": [{"effects": [{"channel": 0}]}]}
    out = rb(alice={"hand": [ping, captain], "deck": ["Block"]},
             actions=[{"type": "play", "card": "Ping"}, {"type": "pass-all"},
                      {"type": "play", "card": "Captain", "to": "base"}, {"type": "pass-all"}])
    assert out["final_state"]["players"]["alice"]["hand"] == ["Block"]


def test_first_turn_rules_of_the_duel_and_of_2v2(rb):
    # rb:644.7: the second player channels one more rune in their first channel phase
    out = rb(alice={}, bob={"rune_deck": ["calm"] * 4, "deck": ["Block"]}, turn_player="bob", phase="start",
             first_turn=["bob"], actions=[{"type": "pass-all"}])
    assert out["final_state"]["players"]["bob"]["runes"]["ready"] == 3
    # rb:648.7 (read as rb:646.7, docs/rulings.md): the first player draws no card in the first draw phase
    out = rb(alice={"rune_deck": ["fury"] * 4, "deck": ["Block"]}, others={"carol": {}, "dave": {}}, mode="2v2",
             teams={"alice": "A", "bob": "B", "carol": "A", "dave": "B"}, order=["alice", "bob", "carol", "dave"],
             phase="start", first_turn=["alice", "bob", "carol", "dave"], actions=[{"type": "pass-all"}])
    fs = out["final_state"]
    assert fs["players"]["alice"]["hand"] == [] and fs["players"]["alice"]["runes"]["ready"] == 2
    assert any("rb:648.7" in s["cites"] for s in out["steps"])


def test_in_a_combat_of_two_players_a_third_is_not_relevant(rb):
    # rb:531.1, rb:550.1 (ffa3): carol cannot play in the combat showdown between alice and bob
    rally = {"name": "Rally", "type": "spell", "energy": 0, "keywords": ["Action"],
             "abilities": [{"effects": [{"might": 1, "target": {"choose": "unit"}}]}]}
    out = rb(alice={"base": [unit("Brute", 3)]}, others={"carol": {"hand": [rally]}}, mode="ffa3",
             battlefields=[{"id": "ridge", "units": {"bob": [unit("Guard", 2)]}}],
             actions=[{"type": "move", "units": ["Brute"], "to": "ridge"}, {"type": "pass"},
                      {"type": "play", "player": "carol", "card": "Rally", "targets": ["Guard"]}])
    assert out["refused"]["rule"] == "rb:512.1.b"
    assert out["steps"][-2]["context"]["relevant"] == ["alice", "bob"]
