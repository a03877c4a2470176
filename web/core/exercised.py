"""The scenarios whose traces apply a rule, for the rule pages and the trace pages
(``judge.exercised``: every built-in scenario resolved once, cached by a fingerprint of the
engine, the corpus and the documents).

The service never resolves the corpus while a request waits: when the traces are not in the
cache yet (a first start after a change; ``judge cache --build`` builds them ahead), the
service's start (``web.core.warmup``) builds them in a background thread, and the pages say "being
computed" until the cache file is there.
"""

from __future__ import annotations

import threading
import time
from functools import cache

from .builtin import trace_url
from ..i18n import title_in

_lock = threading.Lock()
_state: dict = {"data": None, "by_rule": None}


@cache
def _path():
    from judge.exercised import cache_path

    return cache_path()  # the fingerprint once per process: the code does not change under it


def _loaded(data: dict) -> None:
    from judge.exercised import applications

    _state["by_rule"] = applications(data)
    _state["data"] = data


def by_rule() -> dict[str, list[dict]] | None:
    """Rule ID → where traces apply it; None while the traces are not in the cache yet."""
    if _state["by_rule"] is not None:
        return _state["by_rule"]
    from judge import exercised

    with _lock:
        if _state["by_rule"] is None and _path().is_file():
            _loaded(exercised.load())
    return _state["by_rule"]


def graph(index):
    """The index's citation graph with the traced scenarios (``judge.exercised.with_scenarios``:
    ``applies`` and ``replays`` edges), built once per process; the index's own graph while the
    traces are not in the cache yet."""
    if by_rule() is None:
        return index.graph
    with _lock:
        if _state.get("graph_of") is not index:
            from judge.exercised import with_scenarios

            _state["graph"], _state["graph_of"] = with_scenarios(index.graph, _state["data"]), index
        return _state["graph"]


def build_in_background(say) -> None:
    """At the service's start (``web.core.warmup``): resolve the corpus in a thread when its traces
    are not cached, writing the cache file the workers then read."""
    if _path().is_file():
        return
    from judge import exercised

    def build() -> None:
        started = time.perf_counter()
        try:
            data = exercised.load()
            say(f"rule pages: {len(data['scenarios'])} scenarios traced in {time.perf_counter() - started:.0f} s")
        except Exception as e:  # noqa: BLE001  (a start must not fail on it: the pages say pending)
            say(f"rule pages: tracing the scenarios failed: {e!r}")

    say("rule pages: tracing the built-in scenarios in the background")
    threading.Thread(target=build, name="exercised", daemon=True).start()


def applying(rule_id: str, ui: str = "de", limit: int = 12, exclude: str | None = None) -> dict:
    """The scenarios applying ``rule_id``: ``{"pending", "total", "scenarios": [{path, title,
    url, steps: [{seq, window, url}]}]}`` (``exclude``: a scenario path left out)."""
    table = by_rule()
    if table is None:
        return {"pending": True, "total": 0, "scenarios": []}
    grouped: dict[str, list[dict]] = {}
    for where in table.get(rule_id, ()):
        if where["path"] != exclude:
            grouped.setdefault(where["path"], []).append(where)
    titles = {s["path"]: s.get("title") for s in _state["data"]["scenarios"]}
    out = []
    for path, places in sorted(grouped.items())[:limit]:
        url = trace_url(path)
        steps = [{"seq": p["seq"], "window": p["window"], "url": f"{url}#step-{p['seq']}"}
                 for p in places if p["seq"] is not None]
        title, lang = title_in(titles.get(path), ui)  # a bilingual title: the page's half
        out.append({"path": path, "title": title or path, "lang": lang, "url": url, "steps": steps[:5],
                    "replays": any(p["seq"] is None for p in places)})
    return {"pending": False, "total": len(grouped), "scenarios": out}
