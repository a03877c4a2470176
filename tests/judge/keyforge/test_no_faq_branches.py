"""The engine holds no FAQ-specific branches: outside the card definitions, no module of
judge/keyforge (nor the kernel) names an FAQ entry, an FAQ card or a card an erratum corrects. Rulings fall out of
the rules and the cards; FAQ entries are cited by cards and scenarios only."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
ENGINE = [p for p in (ROOT / "judge" / "keyforge").glob("*.py")] + list((ROOT / "judge" / "kernel").glob("*.py"))
# the cards the FAQs and the errata name (not the whole card catalogue, keyforge-cards.json)
CARD_FILES = ("keyforge-faq-cards.json", "keyforge-errata-cards.json")
CARDS = [c for name in CARD_FILES
         for c in json.loads((ROOT / "rules_index" / "sources" / "cards" / name).read_text(encoding="utf-8"))]


def card_names() -> set[str]:
    names = set()
    for c in CARDS:
        for key in ("name_en", "name_de", "name_pl", "name_de_printed"):
            if c.get(key) and len(c[key]) >= 5:  # short names ("Valdr", "Tolas") are still ≥ 5
                names.add(c[key])
    return names


def test_every_card_file_is_read():
    assert len(CARDS) == 99 + 21


def test_engine_modules_name_no_faq_entry():
    found = [(p.name, m) for p in ENGINE for m in re.findall(r"kf:faq/(?:de|pl)-\d+", p.read_text(encoding="utf-8"))]
    assert found == []


def test_engine_modules_name_no_faq_card():
    names = card_names()
    found = []
    for p in ENGINE:
        text = p.read_text(encoding="utf-8")
        found += [(p.name, n) for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)]
    assert found == []
