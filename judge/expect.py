"""Check a scenario's ``expect`` against a result (game-agnostic).

State assertions use dotted paths into the final state (``players.bob.amber``,
``cards.troll.damage``, ``players.alice.discard``); list indices are numbers
(``players.bob.battleline.0``); a part in braces joins several places
(``players.alice.{hand,deck,discard}``: the lists one after the other; numbers summed).
``checks`` test a value without spelling it out (``contains``, ``excludes``, ``count``,
``min``, ``max``, ``any_of``). Trace assertions look at the
steps' windows, events and citations. ``prompts`` and ``open_prompt`` look at the prompts
the run asked (the result's ``choices`` log and ``open_prompt``) and the options offered;
``checkpoints`` apply the state assertions to snapshots taken mid-run.
"""

from __future__ import annotations

from typing import Any

_MISSING = object()


def lookup(data: Any, path: str) -> Any:
    """The value at a dotted path. A part in braces names several keys at once
    (``players.alice.{hand,deck,discard}``, ``players.{alice,bob}.honor``): the values found
    there are joined — lists one after the other, numbers added up (a sum across piles)."""
    if "{" in path:
        return _joined(data, path)
    node = data
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.lstrip("-").isdigit() and -len(node) <= int(part) < len(node):
            node = node[int(part)]
        else:
            return _MISSING
    return node


def _joined(data: Any, path: str) -> Any:
    head, _, rest = path.partition("{")
    inner, close, tail = rest.partition("}")
    if not close or not inner:
        return _MISSING
    values = [lookup(data, f"{head}{alt.strip()}{tail}") for alt in inner.split(",")]
    if any(v is _MISSING for v in values):
        return _MISSING
    if all(isinstance(v, list) for v in values):
        return [x for v in values for x in v]
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return sum(values)
    return _MISSING


def _same(item: Any, element: Any) -> bool:
    """Whether a listed item names an element: equal, strings case-insensitively, an object
    by the keys and values it lists (``{"kind": "blank-text"}`` names a whole effect)."""
    if isinstance(item, str) and isinstance(element, str):
        return item.casefold() == element.casefold()
    if isinstance(item, dict) and isinstance(element, dict) and item:
        return all(k in element and _same(v, element[k]) for k, v in item.items())
    if isinstance(item, bool) or isinstance(element, bool):
        return item is element
    return item == element


def check_value(path: str, got: Any, want) -> list[str]:
    """Every way one value fails a ``Check`` (contains / excludes / count / min / max / any_of)."""
    if got is _MISSING:
        return [f"{path}: no such path"]
    fails = []
    if want.any_of is not None and not any(_equal(got, v) for v in want.any_of):
        fails.append(f"{path}: {got!r} is none of {want.any_of!r}")
    items = list(got) if isinstance(got, (list, dict)) else None  # an object: its keys
    sized = items is not None
    if want.contains is not None or want.excludes is not None or want.count is not None:
        if not sized:
            return [f"{path}: {got!r} is not a list or object (contains/excludes/count need one)"]
    if want.contains is not None:
        left = list(items)
        missing = []
        for item in want.contains:
            hit = next((i for i, e in enumerate(left) if _same(item, e)), None)
            if hit is None:
                missing.append(item)
            else:
                left.pop(hit)
        if missing:
            fails.append(f"{path}: does not contain {missing!r} (has {got!r})")
    if want.excludes is not None:
        present = [item for item in want.excludes if any(_same(item, e) for e in items)]
        if present:
            fails.append(f"{path}: contains {present!r}, which it must not (has {got!r})")
    if want.count is not None and len(items) != want.count:
        fails.append(f"{path}: expected {want.count} item(s), got {len(items)} ({got!r})")
    if want.min is not None or want.max is not None:
        if sized:
            value, what = len(items), "length "
        elif isinstance(got, (int, float)) and not isinstance(got, bool):
            value, what = got, ""
        else:
            return fails + [f"{path}: {got!r} is not a number, list or object (min/max need one)"]
        if want.min is not None and value < want.min:
            fails.append(f"{path}: {what}{value} is below the minimum {_num(want.min)}")
        if want.max is not None and value > want.max:
            fails.append(f"{path}: {what}{value} is above the maximum {_num(want.max)}")
    return fails


def _equal(got: Any, want: Any) -> bool:
    """Equal as a state assertion compares, but strings case-insensitively (also in lists)."""
    if isinstance(got, str) and isinstance(want, str):
        return got.casefold() == want.casefold()
    if isinstance(got, list) and isinstance(want, list):
        return len(got) == len(want) and all(_equal(a, b) for a, b in zip(got, want))
    if isinstance(got, bool) or isinstance(want, bool):
        return got is want
    return got == want


def _num(x: float):
    return int(x) if float(x).is_integer() else x


def check_state(state: dict, assertions: dict, checks: dict, where: str = "") -> list[str]:
    """State assertions ({path: value}) and checks ({path: Check}) against one state;
    ``where`` prefixes each failure (a checkpoint's name)."""
    fails = []
    for path, want in assertions.items():
        got = lookup(state, path)
        if got is _MISSING:
            fails.append(f"{where}{path}: no such path in the {'state' if where else 'final state'}")
        elif got != want:
            fails.append(f"{where}{path}: expected {want!r}, got {got!r}")
    for path, want in checks.items():
        fails += [where + f for f in check_value(path, lookup(state, path), want)]
    return fails


def _matches(ref: str, option: dict) -> bool:
    text = ref.strip().casefold()
    return text in (str(option.get("key", "")).casefold(), str(option.get("label", "")).casefold())


def _exact(refs: list[str], options: list[dict]) -> bool:
    """Whether the listed refs name the options one to one (a bipartite matching covering both)."""
    if len(refs) != len(options):
        return False
    owner: dict[int, int] = {}  # option index -> ref index

    def place(r: int, seen: set[int]) -> bool:
        for o, option in enumerate(options):
            if o not in seen and _matches(refs[r], option):
                seen.add(o)
                if o not in owner or place(owner[o], seen):
                    owner[o] = r
                    return True
        return False

    return all(place(r, set()) for r in range(len(refs)))


def check_prompt(want, prompt: dict, name: str) -> list[str]:
    """A prompt asked (``{"id", "chooser", "options": [{key, label}]}``) against a ``PromptCheck``."""
    fails = []
    options = prompt.get("options") or []
    shown = ", ".join(o["key"] + (f" ({o['label']})" if o.get("label") not in (None, o["key"]) else "")
                      for o in options)
    if want.chooser is not None and str(prompt.get("chooser") or "").casefold() != want.chooser.casefold():
        fails.append(f"{name}: chooser expected {want.chooser}, got {prompt.get('chooser')}")
    if want.options is not None and not _exact(want.options, options):
        fails.append(f"{name}: options expected exactly {want.options}, offered: {shown or 'none'}")
    missing = [r for r in want.include if not any(_matches(r, o) for o in options)]
    if missing:
        fails.append(f"{name}: {missing} not offered; offered: {shown or 'none'}")
    present = [r for r in want.exclude if any(_matches(r, o) for o in options)]
    if present:
        fails.append(f"{name}: {present} offered, which must not be; offered: {shown or 'none'}")
    return fails


def asked_prompts(result: dict) -> list[dict]:
    """Every prompt the run asked, in order: the answered ones (the ``choices`` log) and
    the open one the run stopped at."""
    asked = [{"id": c["prompt"], "chooser": c.get("chooser"), "options": c.get("options") or []}
             for c in result.get("choices") or []]
    if result.get("open_prompt"):
        p = result["open_prompt"]
        asked.append({"id": p["id"], "chooser": p.get("chooser"), "options": p.get("options") or []})
    return asked


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
    fails += check_state(result["final_state"], expect.state, getattr(expect, "checks", {}) or {})
    fails += _check_prompts(expect, result)
    fails += _check_checkpoints(expect, result)
    fails += _check_decisions(expect, result)
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


def _check_prompts(expect, result: dict) -> list[str]:
    fails = []
    asked = asked_prompts(result)
    for want in getattr(expect, "prompts", None) or []:
        same = [p for p in asked if p["id"] == want.id]
        name = f"prompt {want.id!r}" + (f" #{want.occurrence}" if want.occurrence != 1 else "")
        if len(same) < want.occurrence:
            ids = sorted({p["id"] for p in asked})
            fails.append(f"{name}: asked {len(same)} time(s), not {want.occurrence}; prompts asked: {ids or 'none'}")
        else:
            fails += check_prompt(want, same[want.occurrence - 1], name)
    want = getattr(expect, "open_prompt", None)
    if want is not None:
        got = result.get("open_prompt")
        if not got:
            fails.append(f"open prompt: expected the run to stop at prompt {want.id!r}; it ended {result['outcome']}")
        elif got["id"] != want.id:
            fails.append(f"open prompt: expected {want.id!r}, the run stopped at {got['id']!r}")
        else:
            fails += check_prompt(want, got, f"open prompt {want.id!r}")
    return fails


def _check_checkpoints(expect, result: dict) -> list[str]:
    fails = []
    taken = result.get("checkpoints") or []
    for cp in getattr(expect, "checkpoints", None) or []:
        if cp.after is not None:
            snap = next((t for t in taken if t.get("after") == cp.after), None)
        else:
            snap = next((t for t in taken if t.get("at_prompt") == cp.at_prompt
                         and t.get("occurrence") == cp.occurrence), None)
        if snap is None:
            fails.append(f"checkpoint {cp.name()}: not reached (the run's outcome: {result['outcome']})")
        else:
            fails += check_state(snap["state"], cp.state, cp.checks, f"checkpoint {cp.name()}: ")
    return fails


def _check_decisions(expect, result: dict) -> list[str]:
    """``decisions``: a choice in the run's log (answered or taken as the only legal one)
    with the answer given; ``rule``: the trace step that records it (a ``choice`` or
    ``assign`` step with that answer and chooser) cites the rule."""
    fails = []
    log = result.get("choices") or []
    steps = [s for s in result["steps"] if s.get("choice") is not None]
    for want in getattr(expect, "decisions", None) or []:
        same = [c for c in log if c["prompt"] == want.id]
        name = f"decision {want.id!r}" + (f" #{want.occurrence}" if want.occurrence != 1 else "")
        if len(same) < want.occurrence:
            ids = sorted({c["prompt"] for c in log})
            fails.append(f"{name}: made {len(same)} time(s), not {want.occurrence}; choices made: {ids or 'none'}")
            continue
        got = same[want.occurrence - 1]
        label = next((o.get("label") for o in got.get("options") or [] if o.get("key") == got["answer"]), None)
        if not _matches(want.answer, {"key": got["answer"], "label": label}):
            fails.append(f"{name}: answer expected {want.answer}, got {got['answer']}" + (f" ({label})" if label else ""))
        if want.chooser is not None and str(got.get("chooser") or "").casefold() != want.chooser.casefold():
            fails.append(f"{name}: chooser expected {want.chooser}, got {got.get('chooser')}")
        if want.auto is not None and bool(got.get("auto")) is not want.auto:
            fails.append(f"{name}: expected {'taken as the only legal option' if want.auto else 'answered'}, it was "
                         f"{'taken as the only legal option' if got.get('auto') else 'answered'}")
        if want.rule is not None:
            cited = [s for s in steps if str(s["choice"]) == str(got["answer"])
                     and (got.get("chooser") is None or s.get("chooser") == got.get("chooser"))]
            if not any(want.rule in s["cites"] for s in cited):
                fails.append(f"{name}: no trace step recording this choice cites {want.rule} "
                             f"(they cite {sorted({c for s in cited for c in s['cites']}) or 'nothing'})")
    return fails
