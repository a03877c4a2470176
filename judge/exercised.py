"""Which rules the engine's traces apply: every built-in scenario resolved once, each trace
step's cited rules recorded with the step and its timing window, and the rule-citation graph
extended by them — the rules-coverage map (``judge rules coverage``).

Nodes and edges added to the graph (``with_scenarios``):

- ``scenario:<path>`` (kind ``scenario``, with its game and title) for each built-in scenario
  that resolved (``scenarios/faq``, ``examples``, ``variations``, ``errata``, ``cards``);
- ``applies``: scenario → rule, one edge per rule with the steps (``seq``, ``window``,
  ``event``) where the trace cites it;
- ``replays``: scenario → the FAQ entries and rule-document examples it replays (its ``faq``).

A rule counts as *exercised* when a trace cites it or a scenario replays it. Explore-mode
scenarios (answers of the kind "the active player chooses") have no single trace: they are
counted apart, not traced. Built once and cached in the cache directory by a fingerprint of the
engine's code, its card files and the scenario corpus (``exercised-<hash>.json``); a change
to any of them builds it again.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import defaultdict
from pathlib import Path

from rules_index.index import cache_dir, source_hash

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "scenarios"
GROUPS = ("faq", "examples", "variations", "errata", "cards")
EDGE_APPLIES = "applies"
EDGE_REPLAYS = "replays"
FORMAT = 1


def fingerprint() -> str:
    """Hash of what the traces are made from: the engine (``judge/``: code, grammars, compiled
    cards, card data), the scenario corpus and the rule documents' index."""
    h = hashlib.sha256(f"{FORMAT}:{source_hash()}".encode())
    for base, suffixes in ((ROOT / "judge", (".py", ".json", ".lark")), (CORPUS, (".json",))):
        for p in sorted(base.rglob("*")):
            if p.suffix in suffixes and "__pycache__" not in p.parts:
                h.update(p.relative_to(ROOT).as_posix().encode())
                h.update(p.read_bytes())
    return h.hexdigest()[:16]


def cache_path(version: str | None = None) -> Path:
    return cache_dir() / f"exercised-{version or fingerprint()}.json"


def corpus_files() -> list[Path]:
    return sorted(p for g in GROUPS for p in (CORPUS / g).rglob("*.json") if not p.name.endswith(".deck.json"))


def trace_one(path: Path) -> dict:
    """One scenario file: its game, title, what it replays and the cited rules of each step."""
    from judge.commands import OK, resolve_data

    rel = path.relative_to(CORPUS).as_posix()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        return {"path": rel, "status": "unreadable", "error": str(e)}
    if not isinstance(data, dict):
        return {"path": rel, "status": "unreadable", "error": "not a JSON object"}
    entry = {"path": rel, "game": data.get("game"), "title": data.get("title"),
             "replays": [x for x in data.get("faq") or [] if isinstance(x, str)]}
    if data.get("mode") == "explore":
        return {**entry, "status": "explore", "steps": []}
    code, out = resolve_data(data, langs=())  # the steps' windows and citations only
    steps = [{"seq": s.get("seq"), "window": s.get("window"), "event": s.get("event"),
              "cites": list(dict.fromkeys([*(s.get("cites") or []), *(s.get("faq") or [])]))}
             for s in out.get("steps") or []]
    return {**entry, "status": "traced" if code == OK or steps else f"exit {code}", "steps": steps}


def build(progress=None) -> dict:
    """Resolve every built-in scenario once (``progress(done, total)`` after each)."""
    files = corpus_files()
    scenarios = []
    for i, path in enumerate(files, 1):
        scenarios.append(trace_one(path))
        if progress:
            progress(i, len(files))
    return {"format": FORMAT, "scenarios": scenarios}


def load(refresh: bool = False, progress=None) -> dict:
    """The traced corpus, from the cache when the engine, the corpus and the documents are
    unchanged; else built and written (atomically) beside older versions."""
    path = cache_path()
    if not refresh and path.is_file():
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            pass  # half-written by a killed process: build again
    data = build(progress)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.tmp{os.getpid()}")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)
    return data


def applications(data: dict) -> dict[str, list[dict]]:
    """Rule ID → where it is applied: ``[{path, seq, window, event}]`` (replays with seq None)."""
    out: dict[str, list[dict]] = defaultdict(list)
    for s in data["scenarios"]:
        for rid in s.get("replays") or []:
            out[rid].append({"path": s["path"], "seq": None, "window": None, "event": "replays"})
        for step in s.get("steps") or []:
            for rid in step["cites"]:
                out[rid].append({"path": s["path"], "seq": step["seq"], "window": step["window"],
                                 "event": step["event"]})
    return dict(out)


def scenario_node(path: str) -> str:
    return f"scenario:{path}"


def with_scenarios(graph, data: dict):
    """A copy of the rule-citation graph with a node per traced scenario and its edges."""
    g = graph.copy()
    for s in data["scenarios"]:
        if s["status"] in ("unreadable",):
            continue
        node = scenario_node(s["path"])
        g.add_node(node, kind="scenario", game=s.get("game"), title=s.get("title") or s["path"])
        steps: dict[str, list[dict]] = defaultdict(list)
        for step in s.get("steps") or []:
            for rid in step["cites"]:
                steps[rid].append({"seq": step["seq"], "window": step["window"], "event": step["event"]})
        for rid, where in steps.items():
            if rid in g:
                g.add_edge(node, rid, key=EDGE_APPLIES, steps=where)
        for rid in s.get("replays") or []:
            if rid in g:
                g.add_edge(node, rid, key=EDGE_REPLAYS)
    return g


def _section(index, rid: str) -> str:
    """A record's section: the top of its parent chain (KeyForge's "Glossar", Ascension's
    "Spielablauf"); in the Riftbound Core Rules, whose tops are the hundreds (rb:100 … rb:700),
    the numbered rule under it (rb:139, rb:599)."""
    chain = [index[rid]]
    while chain[-1].parent and chain[-1].parent in index.rules and len(chain) < 50:
        chain.append(index[chain[-1].parent])
    if chain[-1].game == "rb" and len(chain) > 1:
        return chain[-2].id
    return chain[-1].id


def coverage(index, data: dict, game: str | None = None) -> dict:
    """Per rule document (game code): how many rules (every record but examples, as ``judge
    rules stats`` counts them) a trace cites or a scenario replays, and the uncovered ones by
    section, least covered sections first."""
    from rules_index.model import EXAMPLE

    applied = applications(data)
    games: dict[str, dict] = {}
    for code in ("kf", "rb", "asc", "soi"):
        if game and code != game:
            continue
        rules = [r for r in index if r.game == code and r.kind != EXAMPLE]
        sections: dict[str, dict] = {}
        for r in rules:
            sec = sections.setdefault(_section(index, r.id), {"rules": 0, "exercised": 0, "uncovered": []})
            sec["rules"] += 1
            if r.id in applied:
                sec["exercised"] += 1
            else:
                sec["uncovered"].append(r.id)
        exercised = sum(1 for r in rules if r.id in applied)
        ranked = sorted(sections.items(), key=lambda kv: (kv[1]["exercised"] / kv[1]["rules"], -kv[1]["rules"], kv[0]))
        games[code] = {
            "rules": len(rules), "exercised": exercised, "share": round(exercised / len(rules), 3) if rules else 0.0,
            "uncovered": [rid for _, sec in ranked for rid in sec["uncovered"]],
            "sections": [{"id": sid, "title": index[sid].title, "rules": sec["rules"], "exercised": sec["exercised"]}
                         for sid, sec in ranked],
        }
    counts = defaultdict(int)
    for s in data["scenarios"]:
        counts[s["status"] if s["status"] in ("traced", "explore") else "failed"] += 1
    return {"games": games, "scenarios": dict(counts)}


def load_showing_progress() -> dict:
    """``load()`` for a command: from the cache, else resolved with a progress bar on standard
    error (``judge rules coverage``, ``judge rules diff``)."""
    from rich.console import Console
    from rich.progress import Progress

    if cache_path().is_file():
        return load()
    with Progress(transient=True, console=Console(stderr=True)) as bar:
        task = bar.add_task("resolving the built-in scenarios", total=None)
        return load(progress=lambda done, total: bar.update(task, completed=done, total=total))


def cmd_coverage(index, game: str | None, as_json: bool) -> int:
    """`judge rules coverage [--game G] [--json]`."""
    import sys

    from rich.console import Console

    cov = coverage(index, load_showing_progress(), game)
    if as_json:
        sys.stdout.write(json.dumps(cov, ensure_ascii=False) + "\n")
        return 0
    con = Console(highlight=False, soft_wrap=True)
    s = cov["scenarios"]
    con.print(f"{s.get('traced', 0)} scenarios traced, {s.get('explore', 0)} explore-mode (not traced), "
              f"{s.get('failed', 0)} failed", markup=False)
    for code, g in cov["games"].items():
        con.print(f"\n{code}: {g['exercised']} of {g['rules']} rules exercised ({g['share']:.1%})", markup=False)
        con.print("  least covered sections:", markup=False)
        for sec in [x for x in g["sections"] if x["exercised"] < x["rules"]][:8]:
            con.print(f"    {sec['id']:<28} {sec['exercised']:>4}/{sec['rules']:<4} {sec['title'][:50]}", markup=False)
    return 0
