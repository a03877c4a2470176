"""The nearest names ("did you mean"), bounded: a query longer than anything it could be near
is not matched, the second stage only ranks the first stage's candidates, and a block may
look up only so many queries (blocks nest, and a lookup counts against each)."""

from rules_index.catalogue import catalogue
from rules_index.nearest import MAX_NAME, Nearest, lookups, unknown_message

NAMES = ["duma the martyr", "duma die märtyrerin", "troll", "krump", "gizelharts zorn", "gizelharts zelot"]


def test_a_misspelt_or_partial_name_finds_its_card():
    near = Nearest(NAMES)
    assert near.names_near("trol", 1) == ["troll"]
    assert near.names_near("gizelharts zron", 1) == ["gizelharts zorn"]
    assert near.names_near("duma", 2) == ["duma the martyr", "duma die märtyrerin"]


def test_a_query_longer_than_any_name_is_not_matched_at_all():
    near = Nearest(NAMES)
    assert near.find("t" * (MAX_NAME + 1)) == []
    assert Nearest(NAMES, max_query=1000).find("troll" + " " * (MAX_NAME + 1)) != []


def test_the_catalogue_finds_misspelt_names_in_every_language():
    cat = catalogue()
    assert cat.nearest("Raubriter", 1)[0].name_en == "Raiding Knight"
    assert cat.nearest("Rycerz grabiezca", 1)[0].name_en == "Raiding Knight"
    assert cat.nearest("Przekrret", 1)[0].name_en == "Bait and Switch"
    assert cat.nearest("x" * 5000) == []


def test_a_block_looks_up_at_most_its_budget_and_blocks_nest():
    near = Nearest(NAMES)
    with lookups(3):
        found = [near.find("trol") for _ in range(5)]
    assert [bool(f) for f in found] == [True, True, True, False, False]
    with lookups(4):  # a request's budget around two scenarios' budgets of 3
        with lookups(3):
            first = [bool(near.find("trol")) for _ in range(5)]
        with lookups(3):
            second = [bool(near.find("trol")) for _ in range(5)]
    assert first == [True, True, True, False, False] and second == [True, False, False, False, False]
    assert near.find("trol")  # outside every block: no budget


def test_an_unknown_name_without_suggestions_is_named_alone():
    assert unknown_message("card", "Zzz", []) == "unknown card 'Zzz'"
    assert unknown_message("card", "Trol", ["Troll"]) == "unknown card 'Trol'; nearest: Troll"
