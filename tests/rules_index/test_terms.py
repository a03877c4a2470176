"""The English-terms table maps to words the documents really use."""

from rules_index.search import analyse
from rules_index.terms import TERMS


def test_every_document_term_occurs_in_some_document(index):
    vocabulary = {"de": set(), "pl": set()}
    for r in index:
        for lang, t in r.texts.items():
            vocabulary[lang].update(analyse(t.title + " " + t.body, lang))
    missing = []
    for english, by_lang in TERMS.items():
        for lang, terms in by_lang.items():
            for term in terms:
                if not set(analyse(term, lang)) <= vocabulary[lang]:
                    missing.append(f"{english} → {lang}:{term}")
    assert not missing, missing
