"""docs/rulings.md cites passages by ID; every cited ID must resolve in the index."""

import re
from pathlib import Path

RULINGS = Path(__file__).resolve().parents[2] / "docs" / "rulings.md"


def test_every_id_cited_in_rulings_resolves(index):
    cited = set(re.findall(r"`((?:rb|kf|asc|soi):[^`\s]+)`", RULINGS.read_text(encoding="utf-8")))
    assert len(cited) > 50
    assert sorted(i for i in cited if i not in index) == []


def test_rulings_cover_every_known_conflict_of_the_design_notes():
    text = RULINGS.read_text(encoding="utf-8")
    for topic in ("Repeat", "Æmber bonus", "Tolas", "Neutron Shark", "Ward", "Shadow of Dis", "Omega",
                  "rb:581", "rb:538", "rb:632.1.b", "rb:648.7", "Schritt 4", "rb:599.1.a.2", "Runde vs Zug",
                  "Besitzer vs Beherrscher", "Refill", "Mechana", "falls to 10"):
        assert topic in text, topic
