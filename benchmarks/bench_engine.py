"""Benchmark: the engine of every game on its example scenarios, side by side.

    python benchmarks/bench_engine.py [--rounds N] [--explore-seconds S] [--verbose]

* load+resolve: for every resolve-mode example under scenarios/examples/<game>/, the median
  time to read the file, validate it (``scenarios.loader.load``) and resolve it (the game's
  runner from ``judge.games``), over N rounds after one warm-up round; and the
  median of the resolve alone (the validated scenario reused). Per game: the median over
  examples, the median over all repetitions, the slowest example, and the ratio to the
  target (1 ms per example). ``--verbose`` lists every example.
* explorer: runs ``judge.commands.explore_data`` on every explore-mode example for about S
  seconds each and prints explored states (replays, one per branch followed) per second.

Figures only: nothing here is asserted in the tests (these machines are noisy; compare
medians and ratios, not single figures).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

EXAMPLES = ROOT / "scenarios" / "examples"
TARGET_MS = 1.0


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


def bench_game(game: str, paths: list[Path], rounds: int, verbose: bool) -> dict:
    from scenarios.loader import load
    from judge.games import spec

    resolve = spec(game).resolve
    loaded = {p: load(p) for p in paths}  # warm-up: imports, rules index, card library, caches
    for s in loaded.values():
        resolve(s)
    full: dict[str, list[float]] = {p.stem: [] for p in paths}
    only: dict[str, list[float]] = {p.stem: [] for p in paths}
    for _ in range(rounds):
        for p in paths:
            full[p.stem].append(timed(lambda: resolve(load(p))))
            only[p.stem].append(timed(lambda: resolve(loaded[p])))
    med_full = {k: statistics.median(v) for k, v in full.items()}
    med_only = {k: statistics.median(v) for k, v in only.items()}
    if verbose:
        width = max(len(k) for k in med_full)
        print(f"\n{game}: load+resolve / resolve only, per example")
        for name, ms in sorted(med_full.items(), key=lambda kv: -kv[1]):
            print(f"  {name:<{width}}  {ms:7.3f} ms  {med_only[name]:7.3f} ms")
    return {"game": game, "n": len(paths), "full": statistics.median(med_full.values()),
            "only": statistics.median(med_only.values()),
            "all": statistics.median(x for v in full.values() for x in v), "slowest": max(med_full.values())}


def bench_explore(paths: list[Path], seconds: float) -> None:
    from judge.commands import explore_data

    print(f"\nexplorer, {len(paths)} explore-mode examples, ~{seconds:g} s each")
    for p in paths:
        data = json.loads(p.read_text(encoding="utf-8"))
        explore_data(data)  # warm-up
        runs = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            out = explore_data(data)[1]
            runs += out["runs"]
        elapsed = time.perf_counter() - t0
        print(f"  {p.parent.name}/{p.stem}: {runs / elapsed:,.0f} states/s ({out['runs']} states per exploration, "
              f"{len(out['outcomes'])} outcomes)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--explore-seconds", type=float, default=1.0)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    from judge.games import names

    rows, explore = [], []
    for game in names():
        paths = sorted((EXAMPLES / game).glob("*.json"))
        modes = {p: json.loads(p.read_text(encoding="utf-8")).get("mode", "resolve") for p in paths}
        resolve_paths = [p for p in paths if modes[p] == "resolve"]
        if resolve_paths:
            rows.append(bench_game(game, resolve_paths, args.rounds, args.verbose))
        explore += [p for p in paths if modes[p] == "explore"]
    print(f"\nresolve, resolve-mode examples, {args.rounds} rounds after 1 warm-up round (medians, ms)")
    print(f"  {'game':<10} {'examples':>8} {'load+resolve':>13} {'resolve only':>13} {'all reps':>9} "
          f"{'slowest':>8} {'ratio to 1 ms':>14}")
    for r in rows:
        print(f"  {r['game']:<10} {r['n']:>8} {r['full']:>13.3f} {r['only']:>13.3f} {r['all']:>9.3f} "
              f"{r['slowest']:>8.3f} {r['full'] / TARGET_MS:>14.2f}")
    if len(rows) > 1:
        base = rows[0]
        for r in rows[1:]:
            print(f"  {r['game']} / {base['game']} (load+resolve medians): {r['full'] / base['full']:.2f}")
    bench_explore(explore, args.explore_seconds)


if __name__ == "__main__":
    main()
