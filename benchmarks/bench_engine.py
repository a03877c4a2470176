"""Benchmark: the KeyForge engine on the example scenarios.

    python benchmarks/bench_engine.py [--rounds N] [--explore-seconds S]

* load+resolve: for every resolve-mode example under scenarios/examples/keyforge, the
  median time to read the file, validate it (``scenarios.loader.load``) and resolve it
  (``judge.keyforge.runner.resolve``), over N rounds after one warm-up round. Prints each
  example's median, the median over examples, the median over all repetitions, and the
  ratio to the target (1 ms per example).
* explorer: runs ``judge.commands.explore_data`` on every explore-mode example for about
  S seconds each and prints explored states (complete replays of the scenario, one per
  branch the explorer follows) per second.

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

EXAMPLES = ROOT / "scenarios" / "examples" / "keyforge"
TARGET_MS = 1.0


def load_and_resolve(path: Path) -> int:
    from judge.keyforge.runner import resolve
    from scenarios.loader import load

    return len(resolve(load(path)).steps)


def bench_resolve(paths: list[Path], rounds: int) -> None:
    for p in paths:  # warm-up: imports, rules index, card library, caches
        load_and_resolve(p)
    per_example: dict[str, list[float]] = {p.stem: [] for p in paths}
    for _ in range(rounds):
        for p in paths:
            t0 = time.perf_counter()
            load_and_resolve(p)
            per_example[p.stem].append((time.perf_counter() - t0) * 1000)
    medians = {k: statistics.median(v) for k, v in per_example.items()}
    width = max(len(k) for k in medians)
    print(f"load+resolve, {len(paths)} resolve-mode examples, {rounds} rounds after 1 warm-up round")
    for name, ms in sorted(medians.items(), key=lambda kv: -kv[1]):
        print(f"  {name:<{width}}  {ms:7.3f} ms")
    over_examples = statistics.median(medians.values())
    over_all = statistics.median(x for v in per_example.values() for x in v)
    print(f"median over examples:     {over_examples:.3f} ms  (ratio to the {TARGET_MS:g} ms target: "
          f"{over_examples / TARGET_MS:.2f})")
    print(f"median over repetitions:  {over_all:.3f} ms  (ratio: {over_all / TARGET_MS:.2f})")
    print(f"slowest example median:   {max(medians.values()):.3f} ms")


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
        print(f"  {p.stem}: {runs / elapsed:,.0f} states/s ({out['runs']} states per exploration, "
              f"{len(out['outcomes'])} outcomes)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--explore-seconds", type=float, default=1.0)
    args = ap.parse_args()
    paths = sorted(EXAMPLES.glob("*.json"))
    modes = {p: json.loads(p.read_text(encoding="utf-8")).get("mode", "resolve") for p in paths}
    bench_resolve([p for p in paths if modes[p] == "resolve"], args.rounds)
    bench_explore([p for p in paths if modes[p] == "explore"], args.explore_seconds)


if __name__ == "__main__":
    main()
