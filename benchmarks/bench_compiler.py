"""Benchmark: compiling KeyForge cards from their printed text, and reading them precompiled.

    python benchmarks/bench_compiler.py [--rounds N] [--skip-parser]

* shipped file (``judge/keyforge/cards/compiled/cards.json``, `judge cards compile`): reading
  and decoding it, the sources' fingerprint (both once per process), ``compile_card`` for
  every covered card from it, and ``coverage()`` (what `judge cards coverage` and
  ``/api/v1/cards/coverage`` compute) from it.
* parse table: compiling every card with the shipped parse table in place of the parser (what
  happens when the vocabulary or the transformer changed but the grammar did not).
* parser (unless ``--skip-parser``): building the lark Earley parser from the grammar (once per
  process); per card the median time to compile one card's text with the parser (an empty
  parse memo for each card) over the 1129 cards of the covered sets, the 90th percentile, and
  the slowest card; per round the whole pool, and the median of the rounds.

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


def ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--skip-parser", action="store_true", help="only the shipped file and the parse table")
    args = ap.parse_args()

    from judge.keyforge.cards import compiled
    from judge.keyforge.cards.compiled import STORE
    from judge.keyforge.cards.compiler import compile_card, coverage
    from judge.keyforge.cards.compiler.compile import compile_text, parser
    from rules_index.catalogue import catalogue

    t0 = time.perf_counter()
    shipped = STORE.artifact()
    load_ms = ms(t0)
    t0 = time.perf_counter()
    STORE.fingerprint()
    fp_ms = ms(t0)
    print(f"shipped file            {compiled.ARTIFACT.stat().st_size / 1e6:8.2f} MB"
          f"  ({'current' if STORE.current() else 'STALE: ' + str(STORE.stale())})")
    print(f"read and decode         {load_ms:8.1f} ms")
    print(f"sources' fingerprint    {fp_ms:8.1f} ms")
    t0 = time.perf_counter()
    data = coverage()
    print(f"coverage()              {ms(t0):8.1f} ms  ({data['complete']}/{data['cards']} complete)")
    compile_card.cache_clear()
    t0 = time.perf_counter()
    for cid in shipped.cards if shipped else ():
        compile_card(cid)
    print(f"compile_card, all       {ms(t0):8.1f} ms")

    cards = catalogue().covered()
    table = STORE.parses()
    if shipped is not None and shipped.grammar == STORE.grammar_fingerprint():
        for c in cards:  # warm up: imports, the transformer class
            compile_text(c.name_en, c.type, c.text_en)
        t0 = time.perf_counter()
        for c in cards:
            compile_text(c.name_en, c.type, c.text_en)
        print(f"through the parse table {ms(t0) / len(cards):8.2f} ms a card  ({len(table.table)} sentences)")
    if args.skip_parser:
        return

    t0 = time.perf_counter()
    parser()
    print(f"parser build            {ms(t0):8.1f} ms")
    per_card: dict[str, list[float]] = {c.id: [] for c in cards}
    rounds = []
    for _ in range(args.rounds):
        r0 = time.perf_counter()
        for c in cards:
            STORE.fresh_parses()  # nothing memoised: every sentence parsed
            t = time.perf_counter()
            compile_text(c.name_en, c.type, c.text_en)
            per_card[c.id].append(ms(t))
        rounds.append(time.perf_counter() - r0)
    medians = sorted(statistics.median(v) for v in per_card.values())
    slowest = max(per_card, key=lambda k: statistics.median(per_card[k]))
    print(f"cards                   {len(cards):8d}")
    print(f"per card, median        {statistics.median(medians):8.2f} ms")
    print(f"per card, p90           {medians[int(len(medians) * 0.9)]:8.2f} ms")
    print(f"slowest card            {statistics.median(per_card[slowest]):8.2f} ms  ({catalogue().cards[slowest].name_en})")
    print(f"whole pool, median      {statistics.median(rounds):8.2f} s   over {args.rounds} rounds")


if __name__ == "__main__":
    main()
