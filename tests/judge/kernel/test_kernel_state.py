"""The state tree records every change and copies cheaply."""

from judge.kernel import Change, State


def make():
    return State({"players": {"bob": {"amber": 3, "hand": ["a", "b"]}}})


def test_set_records_before_and_after():
    s = make()
    s.set("players.bob.amber", 5)
    assert s.get("players.bob.amber") == 5
    assert s.take_changes() == [Change("players.bob.amber", 3, 5)]
    assert s.take_changes() == []  # claimed once


def test_setting_the_same_value_records_nothing():
    s = make()
    s.set("players.bob.amber", 3)
    assert not s.has_pending_changes


def test_list_operations_record_the_whole_list():
    s = make()
    s.remove("players.bob.hand", "a")
    s.insert("players.bob.hand", -1, "c")
    assert [c.to_dict() for c in s.take_changes()] == [
        {"path": "players.bob.hand", "before": ["a", "b"], "after": ["b"]},
        {"path": "players.bob.hand", "before": ["b"], "after": ["b", "c"]},
    ]


def test_copy_is_independent_and_restore_undoes():
    s = make()
    snapshot = s.copy()
    s.add("players.bob.amber", 2)
    s.remove("players.bob.hand", "b")
    assert snapshot.get("players.bob.amber") == 3 and snapshot.get("players.bob.hand") == ["a", "b"]
    s.restore(snapshot)
    assert s.get("players.bob.amber") == 3 and s.get("players.bob.hand") == ["a", "b"]


def test_missing_paths_give_the_default():
    assert make().get("players.carol.amber", "none") == "none"
