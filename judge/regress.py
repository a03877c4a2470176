"""`judge regress [PATH] [-j N] [--junit FILE] [--json]`: run scenario files as regression tests.

Every ``*.json`` under PATH (default: the built-in corpus, ``scenarios/``) is a case, and so
is every Riftbound deck file (``*.deck.json``, ``*.deck.txt``: ``judge check-deck``) that says
the verdict it expects (``"expect"`` in JSON, an ``expect:`` line in a list); a deck file
without one is not a case. A deck case passes when the deck reads and breaks exactly the
rules it lists (none for ``legal``); it counts once, by its file path.
A scenario case passes when its scenario resolves and its expectations hold (``resolve`` mode), or
when the explorer finds exactly the distinct outcomes it lists (``explore`` mode, for
answers of the kind "the active player chooses"). A case counts once per ID it covers:
the FAQ entries and rule-document examples it lists (a German entry and its Polish twin may
share a file), else its file path.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from judge.expect import _MISSING, lookup

BUILTIN = Path(__file__).resolve().parents[1] / "scenarios"
DECK_FILES = (".deck.json", ".deck.txt")
EXPECT_LINE = re.compile(r"^[ \t]*expect[ \t]*:", re.IGNORECASE | re.MULTILINE)
GAMES = {"keyforge": "kf", "riftbound": "rb", "ascension": "asc", "shards": "soi"}


@dataclass
class Case:
    path: Path
    ids: list[str]
    game: str = "?"
    lang: str = "?"
    passed: bool = False
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def find_files(root: Path) -> list[Path]:
    """The scenario files under ``root``, in a fixed order; symlinked folders are followed (each
    real folder once: a link back up the tree is not a loop)."""
    if root.is_file():
        return [root]
    found, seen = [], set()
    for folder, dirs, files in os.walk(root, followlinks=True):
        real = os.path.realpath(folder)
        if real in seen:
            dirs[:] = []
            continue
        seen.add(real)
        dirs.sort()
        found += [Path(folder) / f for f in files if f.endswith(".json") and not is_deck(f)]
        found += [Path(folder) / f for f in files if is_deck(f) and expects_verdict(Path(folder) / f)]
    return sorted(p for p in found if p.is_file())


def is_deck(name: str) -> bool:
    return name.endswith(DECK_FILES)


def expects_verdict(path: Path) -> bool:
    """Whether a deck file says the verdict it expects (one that cannot be read is a case: it
    fails, saying why, rather than be passed over)."""
    try:
        text = path.read_text(encoding="utf-8")
        if path.name.endswith(".json"):
            data = json.loads(text)
            return not isinstance(data, dict) or "expect" in data
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return True
    return EXPECT_LINE.search(text) is not None


def match_outcomes(expected: list[dict], found: list[dict]) -> list[str]:
    """Explore mode: each expected outcome (state assertions) must match its own distinct
    outcome found, and no found outcome may be left over."""
    failures = []
    if len(expected) != len(found):
        failures.append(f"expected {len(expected)} distinct outcome(s), the explorer found {len(found)}")
    unused = list(range(len(found)))
    for n, want in enumerate(expected):
        hit = next((i for i in unused
                    if all(lookup(found[i]["result"]["final_state"], k) == v for k, v in want.items())), None)
        if hit is None:
            shown = {k: [lookup(o["result"]["final_state"], k) for o in found] for k in want}
            shown = {k: ["<missing>" if v is _MISSING else v for v in vs] for k, vs in shown.items()}
            failures.append(f"outcome #{n + 1} {want} not found; found values {shown}")
        else:
            unused.remove(hit)
    return failures


def run_case(path: Path, root: Path) -> Case:
    """One scenario file as a regression case."""
    rel = path.relative_to(root) if path.is_relative_to(root) else path
    if is_deck(path.name):
        return run_deck(path, str(rel.with_suffix("")))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        return Case(path, [str(rel)], failures=[f"cannot read: {e}"])
    return run_data(data, str(rel.with_suffix("")), path)


def run_data(data, label: str, path: Path | None = None) -> Case:
    """One decoded scenario document as a regression case (the file's label is its ID
    unless the scenario lists the FAQ entries it encodes)."""
    from judge.commands import OK, explore_data, resolve_data

    started = time.perf_counter()
    ids = [i for i in (data.get("faq") or []) + (data.get("examples") or []) if isinstance(i, str)] \
        if isinstance(data, dict) else []
    case = Case(path or Path(label), ids or [label])
    if isinstance(data, dict):
        case.game = GAMES.get(data.get("game"), str(data.get("game")))
        case.lang = str(data.get("edition") or _default_edition(data.get("game")))
    explore_mode = isinstance(data, dict) and data.get("mode") == "explore"
    try:
        code, out = explore_data(data) if explore_mode else resolve_data(data, langs=())  # no step is read
    except Exception as e:  # an engine bug fails this case, not the whole run
        case.failures = [f"engine error: {type(e).__name__}: {e}"]
        case.seconds = time.perf_counter() - started
        return case
    if code != OK:
        case.failures = describe(code, out)
    elif explore_mode:
        expected = ((data.get("expect") or {}).get("outcomes")) or []
        if not expected:
            case.failures = ["explore mode needs expect.outcomes"]
        else:
            case.failures = match_outcomes(expected, out["outcomes"])
            if out.get("capped"):
                case.failures.append(f"explorer hit its cap of {out['max_runs']} runs")
    case.passed = not case.failures
    case.seconds = time.perf_counter() - started
    return case


def run_deck(path: Path, label: str) -> Case:
    """A Riftbound deck file as a regression case: its verdict must be the one it expects."""
    from judge.riftbound.decks import check_file

    started = time.perf_counter()
    case = Case(path, [label], game="rb", lang=_default_edition("riftbound"))
    try:
        out = check_file(path)[1]
    except Exception as e:  # an engine bug fails this case, not the whole run
        out = {"errors": [{"line": None, "pointer": "", "message": f"engine error: {type(e).__name__}: {e}"}]}
    if "errors" in out:
        case.failures = [f"{'line ' + str(e['line']) if e.get('line') else e.get('pointer') or '/'}: {e['message']}"
                         for e in out["errors"]]
    elif out["expect"] is None:
        case.failures = ["the deck file says no expected verdict (expect)"]
    else:
        case.failures = list(out["expect"]["failures"])
    case.passed = not case.failures
    case.seconds = time.perf_counter() - started
    return case


def _default_edition(game) -> str:
    from judge.games import names, spec

    return spec(game).editions[0] if game in names() and spec(game).editions else "?"


def describe(code: int, out: dict) -> list[str]:
    """Why a run did not pass, one line per reason."""
    if out.get("expect") and out["expect"].get("failures"):
        return list(out["expect"]["failures"])
    if "errors" in out:
        return [f"{e.get('pointer') or '/'}: {e['message']}" for e in out["errors"]]
    if out.get("error") == "unanswered-prompt":
        p = out["prompt"]
        return [f"unanswered prompt {p['id']!r}: options {[o['key'] for o in p['options']]}"]
    if out.get("refused"):
        r = out["refused"]
        return [f"action {r['action']} refused by {r['rule']}: {r['message']['en']}"]
    return [f"exit {code}: {out.get('message') or out.get('error')}"]


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def _warm() -> None:
    """What every case reads (the rules index, the card libraries), loaded before the worker
    processes fork, so that each starts with them instead of loading them again."""
    from rules_index.index import load
    from judge.games import specs

    load()
    specs()


def run(root: Path, progress: bool = False, jobs: int = 1) -> list[Case]:
    """Every case under ``root``, in file order. With ``jobs`` > 1 the cases run in that many
    processes (forked after the shared data is loaded); the results are the same cases in the
    same order, whatever finishes first."""
    files = find_files(root)
    base = root if root.is_dir() else root.parent
    bar = _progress(progress, len(files))
    if jobs <= 1 or len(files) < 2:
        cases = []
        for p in files:
            cases.append(run_case(p, base))
            bar.advance()
        bar.close()
        return cases
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    _warm()
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    chunk = max(1, len(files) // (jobs * 8))
    with ProcessPoolExecutor(max_workers=min(jobs, len(files)), mp_context=context) as pool:
        cases = []
        for case in pool.map(run_case, files, [base] * len(files), chunksize=chunk):
            cases.append(case)
            bar.advance()
    bar.close()
    return cases


class _progress:
    """A rich progress bar on a terminal, nothing otherwise."""

    def __init__(self, show: bool, total: int):
        self.bar = None
        if show:
            from rich.progress import Progress

            self.bar = Progress(transient=True)
            self.bar.start()
            self.task = self.bar.add_task("scenarios", total=total)

    def advance(self) -> None:
        if self.bar:
            self.bar.advance(self.task)

    def close(self) -> None:
        if self.bar:
            self.bar.stop()


def summary(cases: list[Case], seconds: float) -> dict:
    ids = [(i, c.passed) for c in cases for i in c.ids]
    return {"total": len(ids), "passed": sum(1 for _, ok in ids if ok),
            "failed": [i for i, ok in ids if not ok], "seconds": round(seconds, 3)}


def junit(cases: list[Case], seconds: float) -> bytes:
    suites = ET.Element("testsuites", tests=str(len(cases)), failures=str(sum(not c.passed for c in cases)),
                        time=f"{seconds:.3f}")
    groups: dict[tuple[str, str], list[Case]] = {}
    for c in cases:
        groups.setdefault((c.game, c.lang), []).append(c)
    for (game, lang), group in sorted(groups.items()):
        suite = ET.SubElement(suites, "testsuite", name=f"{game}.{lang}", tests=str(len(group)),
                              failures=str(sum(not c.passed for c in group)),
                              time=f"{sum(c.seconds for c in group):.3f}")
        for c in group:
            tc = ET.SubElement(suite, "testcase", classname=f"{game}.{lang}", name=" ".join(c.ids),
                               file=str(c.path), time=f"{c.seconds:.4f}")
            if not c.passed:
                failure = ET.SubElement(tc, "failure", message=c.failures[0][:200] if c.failures else "failed")
                failure.text = "\n".join(c.failures)
    return ET.tostring(suites, encoding="utf-8", xml_declaration=True)


def table(cases: list[Case]) -> str:
    import io

    from rich.console import Console
    from rich.table import Table

    t = Table("game", "language", "passed", "failed", "seconds")
    groups: dict[tuple[str, str], list[Case]] = {}
    for c in cases:
        groups.setdefault((c.game, c.lang), []).append(c)
    for (game, lang), group in sorted(groups.items()):
        t.add_row(game, lang, str(sum(len(c.ids) for c in group if c.passed)),
                  str(sum(len(c.ids) for c in group if not c.passed)), f"{sum(c.seconds for c in group):.2f}")
    buf = io.StringIO()
    console = Console(file=buf, width=120, highlight=False)
    console.print(t)
    for c in cases:
        if not c.passed:
            console.print(f"FAILED {' '.join(c.ids)} ({c.path})", markup=False)
            for f in c.failures:
                console.print(f"    {f}", markup=False)
    return buf.getvalue().rstrip("\n")


def main(path: str | None, junit_file: str | None, as_json: bool, jobs: int | None = None) -> int:
    root = Path(path) if path else BUILTIN
    if not root.exists():
        print(f"no such file or directory: {root}", file=sys.stderr)
        return 2
    if not find_files(root):
        print(f"no scenario files (*.json) or deck files with expect (*.deck.txt, *.deck.json) in {root}: nothing "
              f"to run / keine Szenarien in {root}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    cases = run(root, progress=sys.stderr.isatty() and not as_json, jobs=jobs or default_jobs())
    seconds = time.perf_counter() - started
    if junit_file:
        Path(junit_file).write_bytes(junit(cases, seconds))
    result = summary(cases, seconds)
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(table(cases))
        print(f"{result['passed']} passed, {len(result['failed'])} failed")
    return 0 if not result["failed"] else 1
