"""Hybrid retrieval: a question finds its rule across languages (dense vectors beside full
text), a question naming a game or using its words is answered from that game first, and
``ask`` says which game it assumed and which list answers first."""

from web.data import ask


def test_a_polish_question_finds_a_rule_only_the_german_document_states(engine):
    hits = engine.search("Shards of Infinity: ile maksymalnie może wynosić życie?", limit=5)
    assert {h.id for h in hits} & {"soi:glossary/leben", "soi:spielaktionen/erhalten-von-leben",
                                   "soi:kartentypen-und-tafeln/charaktertafel"}, [h.id for h in hits]


def test_naming_the_game_puts_its_rules_first(engine):
    assert engine.detector.detect("Riftbound: wann darf ich eine Reaktion spielen?") == ("rb", "name")
    assert engine.detector.detect("Wie viel Æmber bekomme ich beim Ernten?")[0] == "kf"
    hits = engine.search("Riftbound: wann darf ich eine Reaktion spielen?", limit=5)
    assert all(h.game == "rb" for h in hits), [h.id for h in hits]


def test_nonsense_finds_nothing_even_with_vectors(engine):
    assert engine.search("qwxzzv asdfgh") == []


def test_ask_says_which_game_it_assumed_and_offers_the_others(engine):
    out = ask("Ascension: wer gewinnt bei Gleichstand der Ehre?")
    assert out["game"] == {"assumed": "asc", "why": "name", "others": ["kf", "rb", "soi"]}
    assert "asc:spielablauf/spielende" in [h["id"] for h in out["rules"]]
    assert out["lead"] in ("rules", "faq")


def test_an_faq_entry_leads_when_the_question_names_its_card(engine):
    out = ask("How many times does Bait and Switch steal?")
    assert out["lead"] == "faq" and out["faq"][0]["id"] in ("kf:faq/de-01", "kf:faq/pl-52")
