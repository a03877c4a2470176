"""Stemming (rules_index.analysis): snowballstemmer runs the Snowball stemmers through
PyStemmer's C build when it is installed (30x faster for German: the start of the service
stems every term of the bridges); its stems must be the pure-Python ones exactly, or a search
database built by one would not match questions stemmed by the other."""

import snowballstemmer
from snowballstemmer.english_stemmer import EnglishStemmer
from snowballstemmer.german_stemmer import GermanStemmer
from snowballstemmer.polish_stemmer import PolishStemmer

from rules_index.analysis import words


def test_the_c_stemmers_are_in_use():
    import Stemmer

    assert snowballstemmer.stemmer is Stemmer.Stemmer


def test_the_c_stemmers_give_the_pure_python_stems_for_the_documents_words(index):
    vocabulary = sorted({w for r in index for t in r.texts.values() for w in words(t.title + " " + t.body)})
    sample = vocabulary[::5]  # ~2,500 words of all four games, German and Polish
    assert len(sample) > 2000
    for lang, pure in (("german", GermanStemmer()), ("polish", PolishStemmer()), ("english", EnglishStemmer())):
        c = snowballstemmer.stemmer(lang)
        differ = [(w, pure.stemWord(w), c.stemWord(w)) for w in sample if pure.stemWord(w) != c.stemWord(w)]
        assert not differ, (lang, differ[:5])
