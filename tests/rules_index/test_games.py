"""Which game a question is about, from its words when it names none (rules_index.games)."""


def test_a_word_one_game_uses_almost_alone_is_that_games_word(engine):
    # "Schlachtfeld": 157 Riftbound records, and 3 KeyForge ones that mention it in passing
    words = engine.detector.words
    assert words.get("schlachtfeld") == "rb"
    assert engine.detector.detect("Ich hab eine verdeckte Karte auf einem Schlachtfeld liegen.") == ("rb", "words")


def test_words_every_game_uses_tell_nothing(engine):
    words = engine.detector.words
    # "Karte" (the Polish KeyForge glossary has "karta", but every game's German text has "Karte"),
    # "leer" (frequent in Ascension's 48 records, but used by the other games too)
    for stem in ("kart", "leer", "effekt"):
        assert stem not in words, stem
    assert engine.detector.detect("Mein Stapel ist leer und ich soll eine Karte ziehen.") == (None, "")


def test_a_polish_word_two_games_have_tells_nothing(engine):
    # "łańcuch": KeyForge's chains (Polish glossary) and Riftbound's chain (the term bridge)
    assert engine.detector.detect("Kto decyduje, w jakiej kolejności trafiają na łańcuch?") == (None, "")


def test_the_bridges_english_and_polish_words_count_for_their_game(engine):
    assert engine.detector.detect("Czy jednostka może stać na polu bitwy?")[0] == "rb"
    assert engine.detector.detect("Does a construct stay in play at the end of my turn?")[0] == "asc"


def test_icon_words_are_no_games_own(engine):
    # "{R}" is indexed with "Runen runy runes": Riftbound has runes too
    assert "runy" not in engine.detector.words
