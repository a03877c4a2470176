"""Benchmark: rules index build/load time, rule-document parse time and search latency.

    python benchmarks/bench_index.py [--rounds N]

Prints medians (and p99 for search) over repeated runs; these machines are noisy, so
compare medians and ratios, not single figures. Index timings run in fresh processes so
that nothing is warm that a real start would not have warm.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time

QUERIES = [
    # German
    "Wie oft wird Köder ausgelöst", "Kreatur mit Rüstung bekommt Schaden", "Ketten Karten ziehen",
    "verlässt das Spiel Besitzer Hand", "erster Zug nur eine Karte spielen", "Zerstört Fähigkeit Kampf",
    "Showdown Priorität Fokus", "Schlachtfeld erobern Punkt", "Ehre Konstrukt Mechana", "Söldner Champion",
    "543.1", "Erbeuten",
    # Polish
    "przejęcie bursztynu przez stworzenie", "ogłuszone stworzenie walka", "łańcuchy dobieranie kart",
    "opuszczenie gry ręka właściciela", "zniszczenie stworzenia pancerz obrażenia", "Przekręt",
    # English
    "how many times does bait and switch steal", "stunned creature fight", "ward damage prevented",
    "capture amber", "draw cards with chains", "who orders simultaneous effects", "can I banish a construct",
    "mercenary champion attack",
]

LOAD_SNIPPET = """
import time, sys
t0 = time.perf_counter()
from rules_index.index import build
idx = build(use_cache={use_cache})
idx.graph
idx.search_engine
print(time.perf_counter() - t0)
"""


def time_load(use_cache: bool, cache: str) -> float:
    """Seconds to get a usable index (records, graph, search database) in a new process."""
    env = {"RULES_JUDGE_CACHE": cache, "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", LOAD_SNIPPET.format(use_cache=use_cache)], env=env,
                         capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def time_parsers(rounds: int) -> dict[str, float]:
    """Median milliseconds to parse each rule document again once its text is loaded."""
    from rules_index.parsers import ascension, keyforge, riftbound, shards

    medians = {}
    for name, module in (("keyforge", keyforge), ("riftbound", riftbound), ("ascension", ascension),
                         ("shards", shards)):
        module.parse()  # the document text is read once per process
        samples = []
        for _ in range(rounds):
            t0 = time.perf_counter()
            module.parse()
            samples.append((time.perf_counter() - t0) * 1000)
        medians[name] = round(statistics.median(samples), 1)
    return medians


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()

    cold = []
    for _ in range(args.rounds):  # cold: an empty cache directory every time
        with tempfile.TemporaryDirectory() as empty:
            cold.append(time_load(True, empty))
    with tempfile.TemporaryDirectory() as cache:
        time_load(True, cache)  # fills the cache
        warm = [time_load(True, cache) for _ in range(args.rounds)]

    parse_ms = time_parsers(args.rounds)

    from rules_index.index import load

    engine = load().search_engine
    for q in QUERIES:  # warm-up: stemmer caches, sqlite pages
        engine.search(q)
    samples = []
    for _ in range(args.rounds * 4):
        for q in QUERIES:
            t0 = time.perf_counter()
            engine.search(q)
            samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    result = {
        "index_build_cold_s_median": round(statistics.median(cold), 3),
        "index_load_warm_s_median": round(statistics.median(warm), 3),
        "cold_to_warm_ratio": round(statistics.median(cold) / statistics.median(warm), 1),
        "search_queries": len(QUERIES),
        "search_samples": len(samples),
        "search_ms_median": round(statistics.median(samples), 3),
        "search_ms_p99": round(p99, 3),
        "parse_ms_median": parse_ms,
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
