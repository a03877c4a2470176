"""Check a scenario's ``expect`` against a result (game-agnostic).

State assertions use dotted paths into the final state (``players.bob.amber``,
``cards.troll.damage``, ``players.alice.discard``); list indices are numbers
(``players.bob.battleline.0``). Trace assertions look at the steps' windows, events and
citations.
"""

from __future__ import annotations

from typing import Any

_MISSING = object()


def lookup(data: Any, path: str) -> Any:
    node = data
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.lstrip("-").isdigit() and -len(node) <= int(part) < len(node):
            node = node[int(part)]
        else:
            return _MISSING
    return node


def check(expect, result: dict) -> list[str]:
    """Every way ``result`` (the JSON form of a run) fails ``expect``; empty if it passes."""
    if expect is None:
        return []
    fails = []
    if expect.outcome and result["outcome"] != expect.outcome:
        fails.append(f"outcome: expected {expect.outcome}, got {result['outcome']}")
    if expect.winner and result.get("winner") != expect.winner:
        fails.append(f"winner: expected {expect.winner}, got {result.get('winner')}")
    if expect.refused:
        got = result.get("refused") or {}
        if got.get("action") != expect.refused.action or got.get("rule") != expect.refused.rule:
            fails.append(
                f"refused: expected action {expect.refused.action} by {expect.refused.rule}, got {got or 'none'}"
            )
    for path, want in expect.state.items():
        got = lookup(result["final_state"], path)
        if got is _MISSING:
            fails.append(f"{path}: no such path in the final state")
        elif got != want:
            fails.append(f"{path}: expected {want!r}, got {got!r}")
    steps = result["steps"]
    windows = {s["window"] for s in steps if s["window"]}
    events = {s["event"] for s in steps}
    cited = {c for s in steps for c in s["cites"] + s.get("faq", [])}
    fails += [f"window {w!r} did not occur" for w in expect.windows if w not in windows]
    fails += [f"window {w!r} occurred" for w in expect.absent_windows if w in windows]
    fails += [f"event {e!r} did not occur" for e in expect.events if e not in events]
    fails += [f"event {e!r} occurred" for e in expect.absent_events if e in events]
    fails += [f"rule {c!r} is not cited" for c in expect.cites if c not in cited]
    return fails
