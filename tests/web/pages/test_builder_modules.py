"""The scenario builder's script as native ES modules (``web/static/builder/``, no build
step): each module opens with a comment saying what it does and what it reads or writes of
the state, every name it imports is exported by a module that is there, the imports form no
cycle (each module can be read after the ones it imports), and the page loads only the entry
module. The browser tests (``tests/web/browser/test_builder_in_browser.py``) drive the whole."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[3]
MODULES = ROOT / "web" / "static" / "builder"
IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";', re.MULTILINE)
EXPORT = re.compile(r"^export\s+(?:function|const|let|var)\s+([A-Za-z_$][\w$]*)", re.MULTILINE)
REEXPORT = re.compile(r"^export\s*\{([^}]*)\};", re.MULTILINE)


def modules() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(MODULES.glob("*.js"))}


def exports(text: str) -> set[str]:
    names = set(EXPORT.findall(text))
    for group in REEXPORT.findall(text):
        names |= {n.strip() for n in group.split(",") if n.strip()}
    return names


def imports(text: str) -> list[tuple[str, set[str]]]:
    return [(target, {n.strip() for n in names.split(",") if n.strip()}) for names, target in IMPORT.findall(text)]


def test_every_module_says_what_it_does_and_what_it_reads_or_writes():
    found = modules()
    assert {"main.js", "model.js", "games.js", "search.js", "menu.js", "share.js", "board.js"} <= set(found)
    for name, text in found.items():
        opening = re.match(r"((?://[^\n]*\n)+)", text)
        assert opening, f"{name} opens without a comment"
        words = opening.group(1).lower()
        assert len(words) > 150 and ("reads" in words or "writes" in words), f"{name}: {words!r}"
        assert len(text.splitlines()) <= 250, f"{name} has grown past 250 lines: split it"


def test_every_imported_name_is_exported_by_a_module_that_is_there():
    found = modules()
    for name, text in found.items():
        assert "require(" not in text and "window.RulesJudge" not in text, name
        for target, names in imports(text):
            assert target.startswith("./") and target.endswith(".js"), f"{name} imports {target}: only its siblings"
            assert target[2:] in found, f"{name} imports {target}, which is not there"
            missing = names - exports(found[target[2:]])
            assert not missing, f"{name} imports {sorted(missing)} from {target}, which does not export them"
        # every import statement is one the pattern above read (none skipped by its shape)
        assert len(re.findall(r"^import\b", text, re.MULTILINE)) == len(imports(text)), name


def test_the_modules_import_each_other_without_cycles_and_all_are_reached_from_main():
    found = modules()
    graph = nx.DiGraph()
    graph.add_nodes_from(found)
    for name, text in found.items():
        graph.add_edges_from((name, target[2:]) for target, _ in imports(text))
    assert nx.is_directed_acyclic_graph(graph), nx.find_cycle(graph)
    assert nx.descendants(graph, "main.js") | {"main.js"} == set(found), "a module main.js never loads"


@pytest.mark.parametrize("bad, says", [
    ('import { nope } from "./page.js";\n', "does not export"),
    ('import { S } from "./gone.js";\n', "not there"),
])
def test_the_import_check_fails_on_a_broken_import(bad, says, monkeypatch):
    """The check above is not vacuous: a name no module exports, or a module that is not
    there, fails it."""
    found = modules()
    found["main.js"] = bad + found["main.js"]
    monkeypatch.setattr(sys.modules[__name__], "modules", lambda: found)
    with pytest.raises(AssertionError, match=says):
        test_every_imported_name_is_exported_by_a_module_that_is_there()


def test_the_installed_package_carries_every_module():
    """pyproject.toml's package-data for ``web`` takes every file of web/static and
    web/templates, subfolders too ("static/*" alone takes no subfolder: the page would load
    its main module and none of the others when the package is installed, not run from here)."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["web"]
    web = ROOT / "web"
    packaged = {p for pattern in patterns for p in web.glob(pattern) if p.is_file()}
    shipped = {p for folder in ("static", "templates") for p in (web / folder).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    assert {p.relative_to(web).as_posix() for p in shipped - packaged} == set()
    assert MODULES / "main.js" in packaged and MODULES / "model.js" in packaged
