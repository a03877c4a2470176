"""Every released Riftbound card by name or code (rules_index.riftbound_catalogue)."""

import pytest

from rules_index.riftbound_catalogue import rb_catalogue


@pytest.mark.parametrize("ref, name", [
    ("Jinx - Rebel", "Jinx - Rebel"), ("jinx, rebel", "Jinx - Rebel"), ("JINX – REBEL", "Jinx - Rebel"),
    ("Mushroom Pouch", "Mushroom Pouch"), ("OGN-101", "Mushroom Pouch"), ("OGN-251/298", "Jinx - Loose Cannon"),
    ("ogn-251", "Jinx - Loose Cannon"), ("OGN 251", "Jinx - Loose Cannon"),
    ("Loose Cannon", "Jinx - Loose Cannon"),  # the Core Rules' own name for the legend
    ("OPP-001", "Blazing Scorcher"),  # another printing's code
    ("SFD-T01", "Mech"),  # a token's code
    ("Kai'Sa - Daughter of the Void", "Kai'Sa - Daughter of the Void"),
    ("Kai’Sa - Daughter of the Void", "Kai'Sa - Daughter of the Void"), ("kaisa daughter of the void", "Kai'Sa - Daughter of the Void"),
])
def test_a_card_resolves_by_any_spelling_of_its_name_and_by_code(ref, name):
    assert rb_catalogue().resolve(ref).name == name


def test_a_misspelt_name_gets_the_nearest_and_an_unknown_one_nothing():
    cat = rb_catalogue()
    assert cat.resolve("Jinks - Rebel") is None
    assert cat.nearest("Jinks - Rebel")[0].name == "Jinx - Rebel"
    assert cat.resolve("x" * 500) is None and cat.nearest("x" * 500) == []


def test_the_catalogue_holds_every_released_card():
    cat = rb_catalogue()
    assert len(cat) == 943 and sum(len(c.printings) for c in cat.cards.values()) == 1324
    assert {c.set for c in cat.cards.values()} == {"OGN", "OGS", "SFD", "UNL", "VEN", "OPP"}


def test_cards_with_keywords_the_core_rules_do_not_define_are_beyond_the_rulebook():
    cat = rb_catalogue()
    assert cat.resolve("Jinx - Rebel").beyond_rulebook == []
    beyond = [c for c in cat.cards.values() if c.beyond_rulebook]
    assert all(c.set not in ("OGN", "OGS") for c in beyond)
    assert any("Equip" in c.beyond_rulebook for c in beyond)
    assert len(cat.covered()) == 750  # rb:717–729, Stun, Add, Buff, Mighty
