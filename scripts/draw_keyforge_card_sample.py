"""Draw a reproducible random sample of KeyForge cards for card scenarios (issue 23, item 6).

Population: the covered catalogue cards (CotA, AoA, WC, MM) that the engine plays from their
compiled printed text alone (``library().source(name) == "compiled"``: every sentence compiled,
no hand-written definition) and that no scenario names yet. A card "has a scenario" when one of
its names (English, German, Polish) appears as a JSON string in a scenario file under
``scenarios/``; the files of the sample folder itself are left out of that look, so the draw
can be repeated after its scenarios are written. The population is sorted by catalogue ID and
``random.Random(SEED).sample`` takes ``COUNT`` cards from it (a few spares for cards whose
scenario turns out to disagree with the engine).

    PYTHONPATH=. python scripts/draw_keyforge_card_sample.py [--write]

prints the drawn list (and the population's size); ``--write`` stores it as ``drawn.txt`` in
the sample folder, and the population (catalogue IDs, one a line) as ``population.txt``. The
population changes when the compiler reads more cards or other scenarios are added; the two
files keep the draw checkable: ``draw_from(population)`` gives the drawn list again
(tests/scenarios/test_card_sample_20261128.py).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from judge.keyforge.cards.library import library
from rules_index.catalogue import catalogue

SEED = 20261128
COUNT = 110
ROOT = Path(__file__).resolve().parents[1]
SAMPLE_DIR = ROOT / "scenarios" / "cards" / "keyforge" / "sample-20261128"


def named_in_scenarios() -> str:
    """The text of every scenario file except the sample's own."""
    parts = []
    for path in sorted((ROOT / "scenarios").rglob("*.json")):
        if SAMPLE_DIR not in path.parents:
            parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def population() -> list:
    text = named_in_scenarios()
    out = []
    for card in sorted(catalogue().covered(), key=lambda c: c.id):
        if library().source(card.name_en) != "compiled":
            continue
        if any(json.dumps(n, ensure_ascii=False) in text for n in card.names()):
            continue
        out.append(card)
    return out


def draw_from(ids: list[str]) -> list[str]:
    """The seeded draw from a population of catalogue IDs (sorted, as ``population`` gives them)."""
    return random.Random(SEED).sample(sorted(ids), COUNT)


def draw() -> tuple[list, list]:
    pop = population()
    by_id = {c.id: c for c in pop}
    return pop, [by_id[i] for i in draw_from([c.id for c in pop])]


def main(argv: list[str]) -> None:
    pop, drawn = draw()
    digest = hashlib.sha256("\n".join(c.id for c in pop).encode()).hexdigest()[:16]
    lines = [f"# seed {SEED}; population {len(pop)} cards (sha256 of their IDs {digest}); drawn {len(drawn)}"]
    lines += [f"{k + 1}\t{c.key}\t{c.name_en}" for k, c in enumerate(drawn)]
    out = "\n".join(lines) + "\n"
    print(out, end="")
    if "--write" in argv:
        (SAMPLE_DIR / "drawn.txt").write_text(out, encoding="utf-8")
        (SAMPLE_DIR / "population.txt").write_text("".join(c.id + "\n" for c in pop), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
