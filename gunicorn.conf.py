"""gunicorn settings for `web:create_app()` (README, Dockerfile)."""

import os

from rules_index import service_blas_threads

service_blas_threads()  # before the app (and numpy) loads: one BLAS thread per worker (rules_index/__init__.py)

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


# no control socket (gunicornc): nothing uses it, and it was written under $HOME, which the
# service's user may not have
control_socket_disable = True


def on_starting(server):
    """Load (on a first start: build) the index, the search database and ask's parts in the
    master, saying how far it is, before the workers fork (``web.core.warmup``)."""
    from web.core.exercised import build_in_background
    from web.core.warmup import warm

    warm(server.log.info)
    # the rule pages' "scenarios that apply this rule": the corpus traced in a thread of the
    # master when not cached; the workers read the file once it is written
    build_in_background(server.log.info)
