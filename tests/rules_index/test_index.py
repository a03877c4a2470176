"""The index: the counts the design notes give, stable IDs, and the cache."""

import json
import subprocess
import sys

from rules_index.index import build, parse_all

EXPECTED = {
    "riftbound_numbered": 1352,
    "cross_refs": {"total": 102, "unresolved": 0},
    "examples": 104,
    "kf_glossary": {"de": 86, "pl": 94, "aligned": 86},
    "faq": {"kf-de": 55, "kf-pl": 83, "kf-twins": 55, "asc": 12, "soi": 10},
    "errata": {"de": 16, "pl": 17},
}


def test_counts_match_the_design_notes(index):
    stats = index.stats()
    for key, value in EXPECTED.items():
        assert stats[key] == value, key


def test_stats_has_exactly_the_documented_keys(index):
    assert set(index.stats()) == {"rules", "riftbound_numbered", "cross_refs", "examples", "kf_glossary", "faq",
                                  "errata", "graph"}
    assert set(index.stats()["rules"]) == {"rb", "kf", "asc", "soi"}


def test_building_twice_gives_identical_ids_and_texts():
    first = [(r.id, r.parent, tuple(r.children), tuple(sorted(r.texts))) for r in parse_all()]
    second = [(r.id, r.parent, tuple(r.children), tuple(sorted(r.texts))) for r in parse_all()]
    assert first == second


def test_a_second_process_gets_the_same_ids(index):
    code = "from rules_index.index import build; print('\\n'.join(r.id for r in build(use_cache=False)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == list(index.rules)


def test_cached_index_equals_a_fresh_parse(index):
    fresh = build(use_cache=False)
    assert [r.to_dict() for r in fresh] == [r.to_dict() for r in index]


def test_every_parent_child_and_twin_resolves(index):
    for r in index:
        assert r.parent is None or r.parent in index, r.id
        assert all(c in index for c in r.children), r.id
        assert r.twin is None or index[r.twin].twin == r.id, r.id


def test_every_kind_of_record_resolves_by_id(index):
    for rule_id in ("rb:543.1", "rb:103.1.b.2", "rb:103.2.a.2/ex1", "kf:glossary/capture", "kf:turn/step-3",
                    "kf:timing/fight/before-fight", "kf:faq/de-01", "kf:faq/pl-52", "kf:errata/cota-267",
                    "asc:faq/03", "soi:faq/05", "asc:spielablauf/monster-besiegen", "kf:rules/chains"):
        assert rule_id in index, rule_id


def test_keyforge_glossary_entry_carries_both_editions(index):
    capture = index["kf:glossary/capture"]
    assert set(capture.texts) == {"de", "pl"}
    assert capture.texts["de"].doc == "kf-de" and capture.texts["pl"].doc == "kf-pl"


def test_unknown_id_suggests_the_nearest(index):
    assert "kf:glossary/capture" in index.nearest("kf:glossary/captrue")


def test_no_raw_icon_renderings_survive_in_stored_text(index):
    for r in index:
        for t in r.texts.values():
            assert "textcircled" not in t.body and "**" not in t.body, r.id


def test_stats_json_is_serialisable(index):
    json.dumps(index.stats())
