"""A fresh machine answers within seconds and says what it is doing (issue 21): the start
logs each part as it loads; the record vectors come from the shipped table, and when too many
are missing a background process embeds them while ask answers from the full text; the
health answer says which parts are ready."""

import importlib.util
from pathlib import Path

import pytest

from rules_index import vectors
from rules_index.dense import DenseIndex
from web import create_app
from web.core.warmup import INLINE_MAX, warm

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def client(index):
    app = create_app()
    app.testing = True
    return app.test_client()


def test_health_says_every_part_is_ready(client):
    r = client.get("/api/v1/health")
    assert r.status_code == 200
    assert r.get_json() == {"status": "ready", "rules": True, "search": True,
                            "ask": {"by_meaning": True, "vectors_done": None, "vectors_total": None}}
    assert 'id="text-only"' not in client.get("/ask?q=Kreatur+betäubt&ui=de").get_data(as_text=True)


def test_health_says_ask_is_warming_while_the_vectors_are_built(client, index, monkeypatch):
    monkeypatch.setattr(DenseIndex, "ready", lambda self: False)
    monkeypatch.setattr(vectors, "read_progress", lambda: {"done": 640, "total": 2951, "started": 0})
    body = client.get("/api/v1/health").get_json()
    assert body["status"] == "warming" and body["ask"] == {"by_meaning": False, "vectors_done": 640,
                                                             "vectors_total": 2951}
    answer = client.get("/api/v1/ask?q=Kreatur+betäubt").get_json()
    assert answer["by_meaning"] is False and answer["rules"]  # the full text answers meanwhile
    page = client.get("/ask?q=Kreatur+betäubt&ui=de").get_data(as_text=True)
    assert 'id="text-only"' in page and "Volltextsuche" in page


def test_the_start_says_what_it_loads_in_order(index):
    lines = []
    warm(lines.append, freeze=False)
    said = " | ".join(lines)
    for part in ("rules index:", "rules and search ready", "record vectors from the tables", "ask ready"):
        assert part in said
    assert said.index("rules and search ready") < said.index("ask ready")


def test_many_missing_vectors_are_left_to_a_background_builder(index, monkeypatch):
    started = []
    monkeypatch.setattr(vectors, "missing", lambda texts: INLINE_MAX + 1)
    monkeypatch.setattr(vectors, "build_in_background", lambda log: started.append(log))
    monkeypatch.setattr(DenseIndex, "build_inline", True)
    monkeypatch.setattr(DenseIndex, "ready", lambda self: False)
    lines = []
    warm(lines.append, freeze=False)
    assert started and DenseIndex.build_inline is False
    assert "ask answers from the full text until its vectors are built" in lines[-1]


def test_gunicorn_serves_with_threads_and_no_control_socket():
    spec = importlib.util.spec_from_file_location("gunicorn_conf", ROOT / "gunicorn.conf.py")
    conf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conf)
    assert conf.worker_class == "gthread" and conf.threads >= 2 and conf.preload_app
    assert conf.control_socket_disable is True
