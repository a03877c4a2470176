"""How many built-in scenarios print their ruling sheet (/trace/print) on one A4 page.

Serves the app in-process, prints every built-in scenario with headless Chromium (Debian's
chromium + chromium-driver) to PDF, counts the pages, and prints the distribution with the
trace lengths of those that run over. ``python benchmarks/print_fit.py [--limit N]``.
"""

from __future__ import annotations

import argparse
import base64
import collections
import re
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=0, help="only the first N scenarios (0: all)")
    args = ap.parse_args()

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.print_page_options import PrintOptions
    from werkzeug.serving import make_server

    from judge.commands import resolve_data
    from web import create_app
    from web.core import builtin

    import logging

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    server = make_server("127.0.0.1", 0, create_app(), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    a4 = PrintOptions()
    a4.page_width, a4.page_height = 21.0, 29.7
    pages: collections.Counter[int] = collections.Counter()
    over: list[tuple[int, int, str]] = []
    entries = [e for e in builtin.entries()]
    if args.limit:
        entries = entries[: args.limit]
    try:
        for entry in entries:
            driver.get(f"http://127.0.0.1:{server.server_port}/trace/print?scenario={entry.path}&ui=de")
            pdf = base64.b64decode(driver.print_page(a4))
            n = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
            pages[n] += 1
            if n > 1:
                out = resolve_data(builtin.read(entry.path))[1]
                over.append((n, len(out.get("steps", [])), entry.path))
    finally:
        driver.quit()
        server.shutdown()
    total = sum(pages.values())
    print(f"scenarios printed: {total}")
    for n in sorted(pages):
        print(f"  {n} page(s): {pages[n]:4d}  ({pages[n] / total:.1%})")
    for n, steps, path in sorted(over, key=lambda o: o[1]):
        print(f"  over one page: {n} pages, {steps:3d} steps  {path}")


if __name__ == "__main__":
    main()
