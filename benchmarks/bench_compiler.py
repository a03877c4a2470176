"""Benchmark: compiling KeyForge cards from their printed text.

    python benchmarks/bench_compiler.py [--rounds N]

* parser build: building the lark Earley parser from the grammar (once per process).
* per card: the median time to compile one card's text (``compile_text``, uncached) over
  the 1129 cards of the covered sets, the 90th percentile, and the slowest card; per round
  the whole pool, and the median of the rounds.
* a card page's first view compiles one card; `judge cards coverage` and
  `/api/v1/cards/coverage` compile the whole pool once per process.

Figures only: nothing here is asserted in the tests (these machines are noisy; compare
medians and ratios, not single figures).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()

    from judge.keyforge.cards.compiler.compile import compile_text, parser
    from rules_index.catalogue import catalogue

    t0 = time.perf_counter()
    parser()
    build_ms = (time.perf_counter() - t0) * 1000
    cards = catalogue().covered()
    per_card: dict[str, list[float]] = {c.id: [] for c in cards}
    rounds = []
    for _ in range(args.rounds):
        r0 = time.perf_counter()
        for c in cards:
            t = time.perf_counter()
            compile_text(c.name_en, c.type, c.text_en)
            per_card[c.id].append((time.perf_counter() - t) * 1000)
        rounds.append(time.perf_counter() - r0)
    medians = sorted(statistics.median(v) for v in per_card.values())
    slowest = max(per_card, key=lambda k: statistics.median(per_card[k]))
    print(f"parser build            {build_ms:8.1f} ms")
    print(f"cards                   {len(cards):8d}")
    print(f"per card, median        {statistics.median(medians):8.2f} ms")
    print(f"per card, p90           {medians[int(len(medians) * 0.9)]:8.2f} ms")
    print(f"slowest card            {statistics.median(per_card[slowest]):8.2f} ms  ({catalogue().cards[slowest].name_en})")
    print(f"whole pool, median      {statistics.median(rounds):8.2f} s   over {args.rounds} rounds")


if __name__ == "__main__":
    main()
