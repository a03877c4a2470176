"""What the service loads before it answers, said in the log as it goes (issue 21: a fresh
machine printed nothing for a minute and looked hung).

The rules index and the search database (parsed and built into the cache on a first start,
about a second; read from it afterwards), the game detector, ask's record vectors and the
sentence encoder. The vectors come from the table shipped in the package
(``rules_index.vectors``); when the texts it lacks would take long to embed (the documents
changed since it was made), a background process embeds them while the service answers, ask
from the full text meanwhile (``GET /api/v1/health`` says which).

gunicorn runs ``warm`` in its master process before forking the workers, so they share what
it loaded; ``judge serve`` runs it too.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable

#: embed at most this many missing texts before answering (about 4 ms each on one core);
#: more are left to the background builder
INLINE_MAX = 150


def warm(log: Callable[[str], None], background: bool = True, freeze: bool = True) -> None:
    from rules_index import vectors
    from rules_index.dense import DenseIndex, Encoder
    from rules_index.index import load

    started = time.perf_counter()

    def say(what: str) -> None:
        log(f"[start {time.perf_counter() - started:5.1f} s] {what}")

    # the encoder's weights are read beside the index (numpy and sentencepiece release the GIL)
    encoder = threading.Thread(target=Encoder.model, name="encoder", daemon=True)
    encoder.start()
    say("rules index: reading it from the cache, or parsing the five rule documents into it")
    index = load()
    say(f"rules index: {len(index)} records; search database: opening, or building it")
    engine = index.search_engine
    engine.detector  # noqa: B018  (the game words, for ask and search)
    say("rules and search ready")
    todo = vectors.missing(engine.dense.texts)
    if todo <= INLINE_MAX or not background:
        say(f"ask: {len(engine.dense.texts) - todo} record vectors from the tables, {todo} to embed now")
        engine.dense.vectors  # noqa: B018
    else:
        DenseIndex.build_inline = False
        vectors.build_in_background(say)
    say("ask: loading the sentence encoder")
    encoder.join()  # before any fork: a worker must not inherit a half-loaded encoder
    Encoder.model()
    say("ask ready" if engine.dense.ready() else "ready; ask answers from the full text until its vectors are built")

    if freeze:
        # what the workers inherit is never garbage: keep the collector from walking it again
        # in every worker (a full collection went over the whole index: 100-200 ms pauses)
        gc.collect()
        gc.freeze()
