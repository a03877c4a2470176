"""gunicorn settings for `web:create_app()` (README, Dockerfile)."""

import os

bind = os.environ.get("JUDGE_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("JUDGE_WORKERS", "2"))
preload_app = True  # build/load the rules index once, before forking
timeout = 60
accesslog = "-"


def on_starting(server):
    # Build (or read the cached) index and search database in the master process.
    from rules_index.index import load

    index = load()
    index.search_engine  # noqa: B018  (builds the FTS database on first start)
    server.log.info("rules index ready: %d records", len(index))
