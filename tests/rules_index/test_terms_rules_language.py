"""Everyday rules language: an English or Polish question's ordinary words ("at the same time",
"jednocześnie") reach the German words of the rules, without outweighing its game words."""

from rules_index.analysis import analyse, stem
from rules_index.terms import all_terms, game_terms
from rules_index.terms_rules_language import RULES_LANGUAGE


def test_every_german_word_of_the_table_is_a_word_of_the_german_documents(index):
    vocabulary = set()
    for r in index:
        if "de" in r.texts:
            vocabulary.update(analyse(r.texts["de"].title + " " + r.texts["de"].body, "de"))
    missing = [f"{en} → {t}" for en, by in RULES_LANGUAGE.items() for t in by["de"]
               if not set(analyse(t, "de")) <= vocabulary]
    assert not missing, missing


def test_rules_language_joins_the_terms_but_not_the_game_terms():
    assert "gleichzeitig" in all_terms()["simultaneously"]["de"]
    assert "simultaneously" not in game_terms()


def test_a_polish_everyday_word_reaches_the_german_word_softly(engine):
    group, = [g for g in engine.expand("jednocześnie") if stem("gleichzeitig", "de") in g]
    # it re-ranks (coverage) but does not fetch candidates on its own ...
    assert stem("gleichzeitig", "de") in group.soft
    # ... while the same German word typed by a German user does
    group, = engine.expand("gleichzeitig")
    assert stem("gleichzeitig", "de") not in getattr(group, "soft", ())


def test_in_a_polish_phrase_of_the_bridge_everyday_words_stay_soft_too(engine):
    # "słowo kluczowe" is a bridge phrase (→ Schlüsselwort); its "słowo" also reaches the
    # everyday German "Wort", which re-ranks as it would for the word alone but fetches nothing
    group, = engine.expand("słowo kluczowe")
    assert stem("schlüsselwort", "de") in group and stem("schlüsselwort", "de") not in group.soft
    assert stem("wort", "de") in group.soft


def test_a_polish_question_meets_its_german_rule_through_everyday_words(engine):
    from rules_index.hybrid import answer

    out = answer(engine, "Riftbound: kilka zdolności wyzwala się jednocześnie – kto ustala kolejność?")
    assert any(h.id.startswith("rb:583") for h in out.rules[:5]), [h.id for h in out.rules]
