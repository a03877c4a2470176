"""Draw the Riftbound real-card sample reproducibly (issue 22, item 6).

Population: the catalogue cards whose printed text compiles completely (the cards counted as
complete by `judge cards coverage --game riftbound`) that the engine plays from that compiled
text (library source "compiled": no hand-written definition, no basic), minus the cards a
scenario outside this folder already names. Their card codes are sorted and shuffled with
``random.Random(20261128)``; the sample is the shuffled order, taken from the front.

    PYTHONPATH=. python scenarios/cards/riftbound/sample.py [N]   # prints the first N (default 75)
    PYTHONPATH=. python scenarios/cards/riftbound/sample.py --write  # rewrites drawn.tsv

The draw is only reproducible while the population stays the same: a compiler change that
makes more cards compile changes it. ``drawn.tsv`` keeps the draw as it was made.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

SEED = 20261128
HERE = Path(__file__).resolve().parent


def population() -> list[str]:
    from judge.riftbound.cards.compiler import complete
    from judge.riftbound.cards.info import scenarios_using
    from judge.riftbound.cards.library import library
    from rules_index.riftbound_catalogue import rb_catalogue

    named = {cid for cid, files in scenarios_using().items()
             if any(not f.startswith("cards/riftbound/") for f in files)}
    lib = library()
    return sorted(c.id for c in rb_catalogue().covered()
                  if complete(c.id) and lib.source(c.id) == "compiled" and c.id not in named)


def draw(n: int | None = None) -> list[str]:
    codes = population()
    random.Random(SEED).shuffle(codes)
    return codes if n is None else codes[:n]


def main(argv: list[str]) -> None:
    from rules_index.riftbound_catalogue import rb_catalogue

    n = int(next((a for a in argv if a.isdigit()), 75))
    cards = rb_catalogue().cards
    drawn = [{"rank": k + 1, "code": cid, "name": cards[cid].name, "type": cards[cid].type}
             for k, cid in enumerate(draw(n))]
    if "--write" in argv:
        lines = [f"# seed {SEED}; population {len(population())} cards; rank, code, type, name (tab-separated)"]
        lines += [f"{d['rank']}\t{d['code']}\t{d['type']}\t{d['name']}" for d in drawn]
        (HERE / "drawn.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for d in drawn:
        print(f"{d['rank']:3} {d['code']:8} {d['type']:11} {d['name']}")


if __name__ == "__main__":
    main(sys.argv[1:])
