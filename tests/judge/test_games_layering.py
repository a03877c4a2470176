"""The table of games sits above the game packages (issue 26, item 5): ``GameSpec`` lives in
``judge.kernel.spec``, which games import; the table (``judge.games``) imports the games; no game
package imports the table, and nothing in ``scenarios/`` imports a game package."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("keyforge", "riftbound", "ascension", "shards", "deckbuilding")


def imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def test_no_game_package_imports_the_table_of_games():
    for game in GAMES:
        for path in (ROOT / "judge" / game).rglob("*.py"):
            assert "judge.games" not in imports(path), path
            assert not any(m.startswith("scenarios.registry") for m in imports(path)), path


def test_scenarios_import_no_game_package():
    # the package's modules; the data folders (cards/, faq/, …) hold a sampling script of their own
    for path in [*(ROOT / "scenarios").glob("*.py"), *(ROOT / "scenarios" / "messages").glob("*.py")]:
        bad = {m for m in imports(path) for g in GAMES if m == f"judge.{g}" or m.startswith(f"judge.{g}.")}
        assert not bad, (path, bad)


def test_every_game_spec_is_built_from_the_kernel_type():
    from judge.games import names, spec
    from judge.kernel.spec import GameSpec

    assert names() == ["keyforge", "riftbound", "ascension", "shards"]
    for name in names():
        assert isinstance(spec(name), GameSpec) and spec(name).name == name
