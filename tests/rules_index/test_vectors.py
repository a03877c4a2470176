"""Ask's record vectors, kept by the text they embed (rules_index.vectors): the table shipped
in the package covers every record text, so a fresh machine embeds nothing at its start; a
text no table has is embedded once into the cache table; and a service that may not embed
(the background builder's job) answers from the full text until the table is there."""

import numpy as np
import pytest

from rules_index import vectors
from rules_index.dense import DenseIndex


def test_the_shipped_table_covers_every_record_text(index):
    texts = DenseIndex(index).texts
    table = vectors.Table.load(vectors.shipped_path())
    assert table is not None, "no shipped vector table: run `judge cache --ship-vectors`"
    found, _ = table.find(vectors.keys_of(texts))
    stale = [t for t, ok in zip(texts, found) if not ok]
    assert not stale, f"{len(stale)} record texts have no shipped vector (first: {stale[0][:80]!r}): " \
                      "run `judge cache --ship-vectors` and commit rules_index/vector_tables/"


@pytest.fixture
def empty_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_JUDGE_CACHE", str(tmp_path))
    return tmp_path


def test_a_text_no_table_has_is_embedded_once_into_the_cache_table(index, empty_cache, monkeypatch):
    texts = DenseIndex(index).texts[:3] + ["Ein Satz, den keine Tabelle kennt: Kobold und Kette."]
    assert vectors.missing(texts) == 1
    assert vectors.assemble(texts, encode=False) is None
    made = vectors.assemble(texts)
    assert made.shape == (4, 512) and vectors.missing(texts) == 0
    cached = vectors.Table.load(vectors.cache_path())
    assert len(cached.keys) == 1  # only what the shipped table lacked
    again = vectors.assemble(texts, encode=False)
    assert np.allclose(again, made, atol=1e-2)  # float16 in the table


def test_the_same_text_gives_the_same_vector_from_the_table_as_from_the_encoder(index):
    from rules_index.dense import Encoder

    text = DenseIndex(index).texts[10]
    shipped = vectors.assemble([text], encode=False)[0]
    assert float(shipped @ Encoder.encode([text])[0]) > 0.999


def test_a_service_that_may_not_embed_answers_from_the_full_text_until_the_vectors_exist(
        index, empty_cache, monkeypatch):
    from rules_index.hybrid import answer

    shipped = vectors.shipped_path
    monkeypatch.setattr(vectors, "shipped_path", lambda: empty_cache / "none.npz")  # as if stale
    monkeypatch.setattr(DenseIndex, "build_inline", False)
    engine = index.search_engine
    dense = DenseIndex(index)
    monkeypatch.setitem(engine.__dict__, "dense", dense)
    assert not dense.ready()
    found = answer(engine, "Was passiert mit gestunnten Kreaturen?", limit=3)
    assert found.by_meaning is False and found.rules and found.meaning == {}
    assert not dense.ready()  # looked again within 2 s: not yet
    monkeypatch.setattr(vectors, "shipped_path", shipped)  # the background builder's table arrives
    dense.__dict__["_next_look"] = 0.0  # 2 s later
    assert dense.ready() and answer(engine, "Was passiert mit gestunnten Kreaturen?", limit=3).by_meaning
