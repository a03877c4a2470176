"""benchmarks/qa/judgments.json: the pooled judgments of lead answers outside the gold are
well-formed — each names a question that exists and a record the index knows, never a record
already in (or the FAQ twin of one in) that question's gold, and carries its reason; a "yes"
quotes the passage's own words. And bench_qa counts lead@1+j as it says: gold or judged yes,
never a judged no, with unjudged leads counted apart."""

import importlib.util
import json
import re
from pathlib import Path

QA = Path(__file__).resolve().parents[2] / "benchmarks" / "qa"
KEYS = {"q", "id", "answers", "why"}


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_qa_under_test", QA / "bench_qa.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def judgments() -> list[dict]:
    return json.loads((QA / "judgments.json").read_text(encoding="utf-8"))


def questions() -> dict[str, dict]:
    return {q["id"]: q for q in json.loads((QA / "questions.json").read_text(encoding="utf-8"))}


def test_every_entry_has_the_four_fields_and_a_reason():
    js = judgments()
    assert js, "judgments.json is empty"
    for j in js:
        assert set(j) == KEYS, j
        assert isinstance(j["answers"], bool), j
        assert isinstance(j["why"], str) and len(j["why"].split()) >= 5, j  # a reason, not a word


def test_sorted_by_question_and_one_judgment_per_pair():
    js = judgments()
    assert [j["q"] for j in js] == sorted(j["q"] for j in js)
    pairs = [(j["q"], j["id"]) for j in js]
    assert len(pairs) == len(set(pairs))


def test_every_question_exists():
    known = questions()
    missing = sorted({j["q"] for j in judgments()} - set(known))
    assert not missing, missing


def test_every_judged_id_is_a_record_the_index_knows(index):
    unknown = [j["id"] for j in judgments() if j["id"] not in index]
    assert not unknown, unknown


def test_no_judged_id_is_already_in_its_questions_gold(index):
    known = questions()
    inside = []
    for j in judgments():
        gold = set(known[j["q"]]["answers"])
        if {j["id"], index[j["id"]].twin} & gold:  # bench_qa counts a FAQ twin of the gold as the gold
            inside.append((j["q"], j["id"]))
    assert not inside, inside


def test_a_yes_quotes_words_the_passage_says(index):
    """The reason of a "yes" quotes the decisive words; they must be in the record's own text."""
    def flat(s: str) -> str:
        return " ".join(s.split())

    for j in judgments():
        if not j["answers"]:
            continue
        quotes = re.findall(r'"([^"]{12,})"', j["why"])
        assert quotes, f"{j['q']}: a yes without a quote of the passage"
        texts = [flat(t.title + " " + t.body) for t in index[j["id"]].texts.values()]
        for quote in quotes:
            assert any(flat(quote) in t for t in texts), (j["q"], quote)


def row(shown, lead_id, judged):
    return {"g": "all", "rank": shown, "shown": shown, "lead_id": lead_id, "judged": judged, "unsure": False}


def test_lead_at_1_plus_j_counts_gold_or_judged_yes_and_counts_unjudged_apart():
    bench = load_bench()
    rows = [row(1, "a", None),      # the lead is in the gold
            row(2, "b", True),      # outside the gold, judged to answer
            row(3, "c", False),     # outside the gold, judged not to
            row(None, "d", None),   # outside the gold, not judged yet
            row(None, None, None)]  # no lead at all: nothing to judge
    (group,) = bench.table(rows, "g")
    name, n = group[:2]
    lead, lead_j, unjudged = group[5:8]  # beside lead@1, in the order the bench prints them
    assert (name, n) == ("all", 5)
    assert lead == 1 / 5
    assert lead_j == 2 / 5
    assert unjudged == 1


def test_load_judgments_reads_the_file_as_pairs(tmp_path):
    bench = load_bench()
    path = tmp_path / "j.json"
    path.write_text(json.dumps([{"q": "q1", "id": "rb:1", "answers": True, "why": "w"},
                                {"q": "q2", "id": "rb:2", "answers": False, "why": "w"}]), encoding="utf-8")
    assert bench.load_judgments(path) == {("q1", "rb:1"): True, ("q2", "rb:2"): False}
    assert bench.load_judgments(tmp_path / "absent.json") == {}
    assert len(bench.load_judgments()) == len(judgments())


def test_lead_of_is_the_first_hit_of_the_lead_list():
    bench = load_bench()
    out = {"lead": "faq", "faq": [{"id": "kf:faq/de-01"}], "rules": [{"id": "kf:rules/x"}]}
    assert bench.lead_of(out) == "kf:faq/de-01"
    assert bench.lead_of({"lead": "rules", "faq": [{"id": "kf:faq/de-01"}], "rules": [{"id": "kf:rules/x"}]}) == "kf:rules/x"
    assert bench.lead_of({"lead": "rules", "faq": [{"id": "kf:faq/de-01"}], "rules": []}) == "kf:faq/de-01"
    assert bench.lead_of({"lead": None, "faq": [], "rules": []}) is None
