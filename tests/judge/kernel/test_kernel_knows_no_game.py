"""The kernel is game-agnostic: no KeyForge (or other game) words in its code."""

from pathlib import Path

import judge.kernel

GAME_WORDS = ("keyforge", "aember", "æmber", "creature", "reap", "house", "forge", "kf:",
              "riftbound", "rb:", "showdown", "battlefield", "rune", "might", "conquer", "champion", "legend")


def test_no_game_words_in_the_kernel():
    root = Path(judge.kernel.__file__).parent
    assert (root / "stack.py").exists()  # the stack-game parts are covered too
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8").casefold()
        found = [w for w in GAME_WORDS if w in text]
        assert not found, f"{path.name} mentions {found}"
