"""A trace step's state changes as sentences a judge reads (``web.pages.change_text``).

Each test is an example: the changes the engine records for a step (a dotted path, the value
before, the value after) and what the German and the English trace page say instead. Card
instance IDs become the cards' names (KeyForge cards by their German names on German pages);
engine bookkeeping is left out (the page keeps every raw change in a collapsed block)."""

from __future__ import annotations

from web.pages.change_text import ChangeText


def change(path: str, before, after) -> dict:
    return {"path": path, "before": before, "after": after}


def told(game: str, changes: list[dict], ui: str, cards: dict | None = None, board: dict | None = None) -> list[str]:
    result = {"final_state": {"players": {"alice": {}, "bob": {}},
                              "cards": {iid: {"card": name} for iid, name in (cards or {}).items()}},
              "steps": [{"changes": changes}]}
    return ChangeText(result, game, ui, None, {"board": board or {}}).sentences(changes)


def both(game: str, *changes: dict, **kw) -> tuple[list[str], list[str]]:
    return told(game, list(changes), "de", **kw), told(game, list(changes), "en", **kw)


# -- KeyForge ---------------------------------------------------------------------------------
def test_keyforge_a_players_amber():
    assert both("keyforge", change("players.alice.amber", 0, 1)) == (["alice: Æmber 0 → 1"], ["alice: Æmber 0 → 1"])


def test_keyforge_a_creature_enters_the_battleline_by_its_german_name():
    de, en = both("keyforge", change("players.alice.battleline", ["test-ogre"], ["urchin", "test-ogre"]),
                  cards={"urchin": "Urchin", "test-ogre": "Test Ogre"})
    assert de == ["Straßenkind kommt in alices Schlachtreihe"]
    assert en == ["Urchin goes into alice's battleline"]


def test_keyforge_an_action_card_played_from_hand_to_the_discard_pile_is_one_move():
    de, en = both("keyforge", change("players.alice.hand", ["anger", "krump"], ["krump"]),
                  change("players.alice.discard", [], ["anger"]), cards={"anger": "Anger", "krump": "Krump"})
    assert de == ["Zorn kommt von alices Hand auf alices Ablagestapel"]
    assert en == ["Anger moves from alice's hand onto alice's discard pile"]


def test_keyforge_a_card_is_exhausted_and_ready_again():
    assert both("keyforge", change("cards.troll.exhausted", False, True), cards={"troll": "Troll"}) == (
        ["Troll ist erschöpft"], ["Troll is exhausted"])
    assert both("keyforge", change("cards.troll.exhausted", True, False), cards={"troll": "Troll"}) == (
        ["Troll ist spielbereit"], ["Troll is ready"])


def test_keyforge_the_rule_of_six_count_and_the_active_house():
    de, en = both("keyforge", change("turn.uses", {}, {"Troll": 1}), change("players.alice.house", None, "shadows"))
    assert de == ["Troll wurde in diesem Zug 1-mal gespielt oder verwendet", "Aktive Fraktion von alice: Schatten"]
    assert en == ["Troll was played or used 1 time(s) this turn", "alice's active house: Shadows"]


def test_keyforge_bookkeeping_and_set_up_defaults_are_not_told():
    quiet = [change("seq", 3, 4), change("turn.step_actions", 0, 1), change("turn.done", None, {"played": 1}),
             change("cards.urchin.damage", None, 0), change("cards.urchin.ward", None, False),
             change("cards.urchin.upgrades", None, []), change("cards.urchin.tokens", None, {})]
    assert both("keyforge", *quiet, cards={"urchin": "Urchin"}) == ([], [])


def test_keyforge_damage_and_a_card_id_without_a_known_card():
    de, en = both("keyforge", change("cards.test-ogre.damage", 0, 3), change("cards.mystery-x.stunned", False, True),
                  board={"players": {"alice": {"battleline": ["Test Ogre"]}}})  # instance IDs are the names' slugs
    assert de == ["Test Ogre: Schaden 0 → 3", "mystery-x ist betäubt"]  # the board names Test Ogre; the ID stays
    assert en == ["Test Ogre: damage 0 → 3", "mystery-x is stunned"]


# -- Riftbound --------------------------------------------------------------------------------
HAIN = {"battlefields": [{"card": "Orakelhain", "id": "hain"}]}


def test_riftbound_a_standard_move_from_the_base_to_a_battlefield():
    de, en = both("riftbound", change("players.alice.base", ["brute"], []), change("cards.brute.zone", "base", "bf:hain"),
                  change("battlefields.hain.units", [], ["brute"]), change("cards.brute.zid", 0, 1),
                  cards={"brute": "Brute"}, board=HAIN)
    assert de == ["Brute kommt aus alices Basis auf Schlachtfeld Orakelhain"]
    assert en == ["Brute moves from alice's base to battlefield Orakelhain"]


def test_riftbound_power_in_the_rune_pool_and_a_basic_rune_by_its_german_name():
    de, en = both("riftbound", change("players.alice.pool.power.fury", None, 1), change("cards.fury-rune.exhausted", False, True),
                  cards={"fury-rune": "Fury Rune"})
    assert de == ["alice: Wut-Power im Runenpool 0 → 1", "Wut-Rune ist erschöpft"]
    assert en == ["alice: Fury power in the rune pool 0 → 1", "Fury Rune is exhausted"]


def test_riftbound_a_showdown_begins_and_priority_passes():
    de, en = both("riftbound", change("showdown", None, {"battlefield": "hain", "combat": True, "n": 1}),
                  change("priority.holder", "alice", "bob"), change("priority.passes", 0, 1), board=HAIN)
    assert de == ["Showdown auf Schlachtfeld Orakelhain beginnt", "Priorität geht an bob"]
    assert en == ["Showdown at battlefield Orakelhain begins", "Priority passes to bob"]


def test_riftbound_an_item_added_to_the_chain_in_the_pages_language():
    item = {"id": "i1", "kind": "ability", "label": "Volibear - Furious – when I attack",
            "label_de": "Volibear - Furious – wenn ich angreife", "controller": "alice"}
    assert both("riftbound", change("chain", [], [item])) == (
        ["Auf die Kette: Volibear - Furious – wenn ich angreife"], ["Onto the chain: Volibear - Furious – when I attack"])


# -- Ascension, Shards of Infinity -----------------------------------------------------------
def test_ascension_honor_and_a_refill_of_the_center_row():
    de, en = both("ascension", change("players.alice.honor", 0, 2), change("center.row.0", None, "verpester"),
                  change("center.deck", ["verpester"], []))
    assert de == ["alice: Ehre 0 → 2", "Verpester kommt aus dem zentralen Nachziehstapel in die zentrale Auslage"]
    assert en == ["alice: honor 0 → 2", "Verpester moves from the center deck into the center row"]


def test_shards_health_and_a_champion_played():
    de, en = both("shards", change("players.bob.health", 40, 45),
                  change("players.alice.hand", ["li-hin-die-zersplitterte", "kristall"], ["kristall"]),
                  change("players.alice.champions", [], ["li-hin-die-zersplitterte"]),
                  change("cards.li-hin-die-zersplitterte.zone", "hand", "champions"))
    assert de == ["bob: Lebenspunkte 40 → 45", "Li Hin, die Zersplitterte kommt von alices Hand zu alices Champions"]
    assert en == ["bob: health 40 → 45", "Li Hin, die Zersplitterte moves from alice's hand to alice's champions"]


# -- what has no sentence, and choices ------------------------------------------------------
def test_a_change_without_a_sentence_reads_as_label_before_after():
    assert both("keyforge", change("players.alice.key_cost", 6, 7)) == (
        ["alice: Schlüsselkosten 6 → 7"], ["alice: key cost 6 → 7"])


def test_choices_name_cards_and_translate_option_keys():
    result = {"final_state": {"players": {"alice": {}, "bob": {}},
                              "cards": {"test-imp": {"card": "Test Imp"}, "wache-a": {"card": "Wache A"},
                                        "wache-b": {"card": "Wache B"}, "tolas": {"card": "Tolas"}}}, "steps": []}
    de = ChangeText(result, "keyforge", "de")
    assert de.choice("left") == {"text": "links", "code": False}
    assert de.choice("shadows") == {"text": "Schatten", "code": False}
    assert de.choice("test-imp") == {"text": "Test Imp", "code": False}
    assert de.choice("wache-a=3,wache-b=2") == {"text": "Wache A: 3, Wache B: 2", "code": False}
    assert de.choice("tolas/after-creature-destroyed/0@test-imp") == {
        "text": "Tolas – Nachdem eine Kreatur zerstört wurde (Test Imp)", "code": False}
    assert de.choice("no-such-key") == {"text": "no-such-key", "code": True}, "an unknown key stays code"
    en = ChangeText(result, "keyforge", "en")
    assert en.choice("left")["text"] == "left" and en.choice("shadows")["text"] == "Shadows"
