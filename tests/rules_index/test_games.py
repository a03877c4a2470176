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


def test_a_card_of_one_game_names_its_game(engine):
    detect = engine.detector.detect
    # two words or more: a name of one game's card, in any language it is printed in
    assert detect("Stalwart Poro hat Schild – bringt ihm das was, wenn er selbst angreift?") == ("rb", "card")
    assert detect("Młot na klucze, kiedy przeciwnik wykuł dwa klucze w swojej turze – ile odkuwam?") == ("kf", "card")
    # one word that no rules text uses, written as a name
    assert detect("I control Pitlord and my opponent's Restringuntus. Which house do I pick?") == ("kf", "card")


def test_a_card_name_that_is_an_ordinary_word_counts_only_as_a_name(engine):
    detect = engine.detector.detect
    assert "retreat" in engine.detector.cards  # a Riftbound card ...
    assert detect("Can I retreat after combat?") == (None, "")  # ... but here the verb
    assert detect("Retreat: what does it do?") == (None, "")  # a capital at the start says nothing
    assert detect("Can I play Retreat after combat?") == ("rb", "card")


def test_one_word_names_that_rules_texts_use_do_not_name_a_game(engine):
    from rules_index.cards import card_names
    from rules_index.riftbound_catalogue import rb_catalogue

    cards = engine.detector.cards
    # "Sacrifice": a Riftbound card, and a KeyForge rules word; "Smite": a card of two games
    assert rb_catalogue().resolve("Sacrifice") and "sacrifice" not in cards
    assert card_names().resolve("Smite") and rb_catalogue().resolve("Smite") and "smite" not in cards


def test_cards_of_two_games_name_none(engine):
    # a KeyForge card and a Riftbound card in one question: the words decide, or nothing
    assert engine.detector.card_game("Ich habe Pitlord und Stalwart Poro im Spiel") is None
    assert engine.detector.card_game("Ich habe Pitlord im Spiel") == "kf"
