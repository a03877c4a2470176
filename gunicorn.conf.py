"""gunicorn settings for `web:create_app()` (README, Dockerfile)."""

import os

bind = os.environ.get("JUDGE_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("JUDGE_WORKERS", "2"))
# threads per worker: a request that computes for a while (a long scenario, a regression batch)
# holds one thread, not the worker, so a cheap request (stats, a rule, a search) is answered
# by another (issue 21: four hostile posts at once made GET /api/v1/stats wait 19.5 s)
worker_class = "gthread"
threads = int(os.environ.get("JUDGE_THREADS", "4"))
preload_app = True  # build/load the rules index once, before forking
timeout = 60
# request lines up to gunicorn's maximum reach the app, which answers a URL over its own
# limit (web.app.MAX_URL) with a JSON 414 naming the limit; only longer ones get gunicorn's page
limit_request_line = 8190
accesslog = "-"


def on_starting(server):
    # Build (or read the cached) index and search database in the master process.
    from rules_index.index import load

    index = load()
    engine = index.search_engine  # builds the FTS database on first start
    # ask's parts too, so that no worker pays for them on its first question: the game
    # words, the record vectors (built once into the cache) and the sentence encoder
    engine.detector  # noqa: B018
    engine.dense.vectors  # noqa: B018
    from rules_index.dense import Encoder

    Encoder.model()
    server.log.info("rules index ready: %d records; ask ready", len(index))
    # what the workers inherit is never garbage: keep the collector from walking it again in
    # every worker (a full collection went over the whole index: 100-200 ms pauses)
    import gc

    gc.collect()
    gc.freeze()
