"""Benchmark: the worst requests a client may send within the service's limits, and what they cost.

    python benchmarks/bench_hostile.py [--rounds 5] [--no-served] [--clients 4] [--seconds 10] [--no-write]

Prints a table and writes it to ``docs/limits.md``.

Part 1, in one process (Flask's test client, everything warm): every request of ``cases()`` —
card names far longer than any card's, as many unknown names as a list may hold, thousands of
broken items, the longest questions, IDs, paths and share links a URL may carry — answered
``rounds`` times; the median and the worst time, the status, and the body size. Each must stay
under 100 ms (issue 21); the last column says whether it does.

Part 2, served (gunicorn as the README starts it: 2 workers of 4 threads): ``clients`` threads
post the worst scenario bodies over and over, then regression batches, while another times
``GET /api/v1/stats``; its median, p95 and worst, idle and under each load.

Medians: these machines are noisy. Nothing here is a test; ``tests/web/test_hardening.py``
keeps the bounds themselves (what is refused before matching, how many lookups a request makes).
"""

from __future__ import annotations

import argparse
import base64
import copy
import gc
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LIMIT_MS = 100.0
OUT = ROOT / "docs" / "limits.md"
KF = json.loads((ROOT / "scenarios/faq/keyforge/de-29.json").read_text(encoding="utf-8"))


def blank(client, game: str) -> dict:
    return client.get(f"/api/v1/blank?game={game}").get_json()


def with_hand(doc: dict, names: list) -> dict:
    doc = copy.deepcopy(doc)
    first = next(iter(doc["board"]["players"]))
    doc["board"]["players"][first]["hand"] = names
    return doc


def unknown(n: int, width: int) -> list[str]:
    """``n`` distinct names no game has, each ``width`` characters."""
    return [(f"Zq{i}x" + "qwertzuiopasdfghjkl" * 10)[:width] for i in range(n)]


def in_every_zone(doc: dict, width: int, limit: int = 250 * 1024) -> dict:
    """250 unknown names (a list's most) of ``width`` characters in every list of every
    player's board that takes card names, while the body stays under the limit (256 KB)."""
    doc = copy.deepcopy(doc)
    for player in doc["board"]["players"].values():
        for zone in ("hand", "deck", "discard", "archives", "purged", "trash", "banish", "played"):
            if isinstance(player.get(zone, []), list):
                before = player.get(zone)
                player[zone] = unknown(250, width)
                if len(json.dumps(doc)) > limit:
                    player[zone] = before if before is not None else []
                    return doc
    return doc


def fit(make, limit: int = 250 * 1024) -> dict | list:
    """The largest document ``make(n)`` whose JSON stays under the body limit (256 KB)."""
    lo, hi = 1, 2000
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if len(json.dumps(make(mid))) <= limit:
            lo = mid
        else:
            hi = mid - 1
    return make(lo)


def cases(client) -> list[tuple[str, str, str, object]]:
    """(label, method, path, JSON body or None)."""
    out: list[tuple[str, str, str, object]] = []
    boards = {"keyforge": KF} | {g: blank(client, g) for g in ("riftbound", "ascension", "shards")}
    for game, doc in boards.items():
        out += [
            (f"{game}: resolve, 24 names of 10,000 chars", "POST", "/api/v1/resolve", with_hand(doc, ["A" * 10_000] * 24)),
            (f"{game}: resolve, one name of 200,000 chars", "POST", "/api/v1/resolve", with_hand(doc, ["A" * 200_000])),
            (f"{game}: resolve, 250 unknown names of 20 chars", "POST", "/api/v1/resolve",
             with_hand(doc, unknown(250, 20))),
            (f"{game}: resolve, 250 unknown names of 100 chars in every zone", "POST", "/api/v1/resolve",
             in_every_zone(doc, 100)),
            (f"{game}: resolve, 250 items of the wrong kind", "POST", "/api/v1/resolve", with_hand(doc, [7] * 250)),
            (f"{game}: resolve, 250 broken objects", "POST", "/api/v1/resolve",
             with_hand(doc, [{"card": 1, "extra": 2}] * 250)),
            (f"{game}: resolve, 20,000 items (over the list limits)", "POST", "/api/v1/resolve",
             with_hand(doc, [0] * 20_000)),
            (f"{game}: actions, 250 unknown names", "POST", "/api/v1/actions", with_hand(doc, unknown(250, 20))),
            (f"{game}: explore, 250 unknown names", "POST", "/api/v1/explore", with_hand(doc, unknown(250, 20))),
        ]
    out += [
        ("regress (a batch: 5 s budget): as many documents of 40 unknown names as fit", "POST", "/api/v1/regress",
         fit(lambda n: [with_hand(KF, unknown(40, 30)) for _ in range(n)])),
        ("regress: builtin all (second time: kept)", "POST", "/api/v1/regress", {"builtin": "all"}),
        ("cards/<3,000 chars>", "GET", "/api/v1/cards/" + "x" * 3000, None),
        ("cards?q=<500 chars>", "GET", "/api/v1/cards?q=" + "xy" * 250, None),
        ("library keyforge q=<200 chars>", "GET", "/api/v1/library?game=keyforge&q=" + "xy" * 100, None),
        ("library riftbound q=<200 chars>", "GET", "/api/v1/library?game=riftbound&q=" + "xy" * 100, None),
        ("search q=<500 chars, 100 words>", "GET", "/api/v1/search?q=" + "abcd+" * 100, None),
        ("search q=<500 chars, rules words>", "GET", "/api/v1/search?q=" + "Kreatur+Schaden+" * 31, None),
        ("ask q=<500 chars, 100 words>", "GET", "/api/v1/ask?q=" + "abcd+" * 100, None),
        ("ask q=<500 chars, rules words>", "GET", "/api/v1/ask?q=" + "Kreatur+Schaden+" * 31, None),
        ("ask q=<500 chars, distinct words>", "GET", "/api/v1/ask?q=" + "+".join(f"w{i}ort" for i in range(80)), None),
        ("rules/<4,000 chars>", "GET", "/api/v1/rules/" + "x" * 4000, None),
        ("rules/<4,000 chars>/graph.svg", "GET", "/api/v1/rules/" + "x" * 4000 + "/graph.svg", None),
        ("faq/<4,000 chars>", "GET", "/api/v1/faq/" + "x" * 4000, None),
        ("scenarios/<4,000 chars>", "GET", "/api/v1/scenarios/" + "x" * 4000, None),
        ("page /rules/<4,000 chars>", "GET", "/rules/" + "x" * 4000, None),
        ("page /cards/<4,000 chars>", "GET", "/cards/" + "x" * 4000, None),
        ("page /search?q=<4,000 chars>", "GET", "/search?q=" + "Kreatur+" * 500, None),
        ("page /ask?q=<4,000 chars>", "GET", "/ask?q=" + "Kreatur+" * 500, None),
    ]
    share = base64.urlsafe_b64encode(json.dumps(with_hand(KF, unknown(60, 40))).encode()).decode().rstrip("=")
    share = share[:4000 - len("/scenario/new?s=")]
    out += [
        ("page /trace?s=<share link, 4,000 chars>", "GET", "/trace?s=" + share, None),
        ("page /scenario/new?s=<share link>", "GET", "/scenario/new?s=" + share, None),
        ("page /trace/print?s=<share link>", "GET", "/trace/print?s=" + share, None),
        ("builder check: 250 unknown names", "POST", "/scenario/new/check",
         {"text": json.dumps(with_hand(KF, unknown(250, 20))), "names": unknown(250, 20)}),
    ]
    return out


def call(client, method: str, path: str, body):
    if method == "GET":
        return client.get(path)
    return client.post(path, data=json.dumps(body), content_type="application/json")


def in_process(rounds: int) -> list[dict]:
    from web import create_app

    app = create_app()
    client = app.test_client()
    table = []
    todo = cases(client)
    for label, method, path, body in todo:  # warm every path once (first loads, caches)
        call(client, method, path, body)
    gc.collect()
    gc.freeze()  # as gunicorn.conf.py does before it forks the workers
    for label, method, path, body in todo:
        times, status = [], None
        for _ in range(rounds):
            t0 = time.perf_counter()
            resp = call(client, method, path, body)
            times.append((time.perf_counter() - t0) * 1000)
            status = resp.status_code
        size = len(json.dumps(body)) if body is not None else len(path)
        table.append({"case": label, "status": status, "bytes": size, "median_ms": statistics.median(times),
                      "max_ms": max(times)})
    return table


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get_ms(url: str) -> float:
    t0 = time.perf_counter()
    with urllib.request.urlopen(url, timeout=60) as r:
        r.read()
    return (time.perf_counter() - t0) * 1000


def post(url: str, body: bytes) -> None:
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            r.read()
    except urllib.error.HTTPError as e:
        e.read()


def served(clients: int, seconds: float) -> dict:
    """gunicorn as gunicorn.conf.py starts it: GET /api/v1/stats idle, then while ``clients``
    threads post without pause (a) the worst scenario bodies (each a 4xx), (b) regression
    batches of as many documents as fit (each runs until its time budget)."""
    port = free_port()
    env = dict(os.environ, JUDGE_BIND=f"127.0.0.1:{port}")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "web:create_app()"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(3000):
            try:
                get_ms(base + "/api/v1/stats")
                break
            except OSError:
                time.sleep(0.2)
        worst = [json.dumps(with_hand(KF, ["A" * 10_000] * 24)).encode(),
                 json.dumps(in_every_zone(KF, 100)).encode(),
                 json.dumps(with_hand(KF, [{"card": 1, "extra": 2}] * 250)).encode()]
        batch = [json.dumps(fit(lambda n: [with_hand(KF, unknown(40, 30)) for _ in range(n)])).encode()]
        for b in worst + batch:  # warm both workers
            post(base + "/api/v1/resolve", b)
            post(base + "/api/v1/resolve", b)
        out = {"idle": [get_ms(base + "/api/v1/stats") for _ in range(50)], "clients": clients, "seconds": seconds}
        for name, bodies, path in (("worst", worst, "/api/v1/resolve"), ("regress", batch, "/api/v1/regress")):
            stop = threading.Event()
            posted = [0]

            def hammer(k: int, bodies=bodies, path=path, stop=stop, posted=posted) -> None:
                while not stop.is_set():
                    post(base + path, bodies[k % len(bodies)])
                    posted[0] += 1

            threads = [threading.Thread(target=hammer, args=(k,), daemon=True) for k in range(clients)]
            for t in threads:
                t.start()
            loaded = []
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                loaded.append(get_ms(base + "/api/v1/stats"))
                time.sleep(0.05)
            stop.set()
            for t in threads:
                t.join(timeout=70)
            out[name] = loaded
            out[name + "_posted"] = posted[0]
        return out
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--no-served", action="store_true", help="skip the gunicorn part")
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-write", action="store_true", help=f"print only, do not write {OUT.relative_to(ROOT)}")
    args = ap.parse_args()
    table = in_process(args.rounds)
    result: dict = {"in_process": table}
    if not args.no_served:
        result["served"] = served(args.clients, args.seconds)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    text = markdown(result, args)
    print(text)
    if not args.no_write:
        OUT.write_text(text + "\n", encoding="utf-8")
        print(f"\nwritten: {OUT.relative_to(ROOT)}", file=sys.stderr)


def markdown(result: dict, args) -> str:
    import datetime
    import platform

    table = result["in_process"]
    batch = [r for r in table if r["case"].startswith("regress (a batch")]
    single = [r for r in table if r not in batch]
    lines = ["# Limits: the worst requests within them", "",
             f"Written by `python benchmarks/bench_hostile.py --rounds {args.rounds}` on {datetime.date.today()} "
             f"({platform.python_version()}, {os.cpu_count()} cores). Each request is answered {args.rounds} times in "
             "one process (Flask's test client, everything warm); median and worst time. The limits themselves "
             "are in the README (API, Limits) and kept by tests/web/test_bounded_work.py.", "",
             f"| request | status | body/URL bytes | median | worst | < {LIMIT_MS:.0f} ms |", "|---|---:|---:|---:|---:|:---:|"]
    for r in table:
        ok = "yes" if r["max_ms"] < LIMIT_MS else "no"
        lines.append(f"| {r['case']} | {r['status']} | {r['bytes']:,} | {r['median_ms']:.1f} ms | {r['max_ms']:.1f} ms | {ok} |")
    worst = max(single, key=lambda r: r["median_ms"])
    lines += ["", f"Every single request (all but the regression batch): worst median {worst['median_ms']:.1f} ms "
              f"({worst['case']}); {sum(r['max_ms'] < LIMIT_MS for r in single)} of {len(single)} under "
              f"{LIMIT_MS:.0f} ms every time. The regression batch runs documents until its 5-s budget; its "
              "time grows with the documents posted, which is what a batch is for.", ""]
    if "served" in result:
        s = result["served"]
        lines += ["## GET /api/v1/stats while clients post the worst bodies", "",
                  "gunicorn as gunicorn.conf.py starts it (2 workers of 4 threads), on loopback; "
                  f"{s['clients']} client threads post without pause for {s['seconds']:.0f} s while another times "
                  "`GET /api/v1/stats` every 50 ms.", "",
                  "| load | posts | stats median | p95 | worst |", "|---|---:|---:|---:|---:|",
                  f"| idle | – | {statistics.median(s['idle']):.1f} ms | {pct(s['idle'], 0.95):.1f} ms | "
                  f"{max(s['idle']):.1f} ms |"]
        for name, what in (("worst", "the worst scenario bodies"), ("regress", "regression batches")):
            lines.append(f"| {what} | {s[name + '_posted']} | {statistics.median(s[name]):.1f} ms | "
                         f"{pct(s[name], 0.95):.1f} ms | {max(s[name]):.1f} ms |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
