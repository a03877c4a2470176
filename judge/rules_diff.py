"""`judge rules diff OLD NEW [--json]`: what changed between two versions of a rule document
(``rules_index.diff``) and which built-in scenarios a maintainer must re-check — those whose
traces cite a changed or removed rule, or which replay one (``judge.exercised``).

Exit 0 with the comparison (whether or not anything changed), 2 when a file cannot be used
(unreadable, not a rule document, refused by its parser: the message names the file and,
where the parser says, the line) or the two files are versions of different documents.
"""

from __future__ import annotations

import json
import sys

from judge import exercised
from rules_index.diff import DiffError, diff_files


def affected(data: dict, diff: dict) -> list[dict]:
    """The traced scenarios citing (or replaying) a changed or removed rule of ``diff``, by path:
    ``[{path, title, game, rules: [{id, change, steps, replays}]}]``; ``steps`` are the trace
    steps (``seq``) that cite the rule."""
    change = {e["id"]: "changed" for e in diff["changed"]} | {e["id"]: "removed" for e in diff["removed"]}
    applied = exercised.applications(data)
    titles = {s["path"]: (s.get("title"), s.get("game")) for s in data["scenarios"]}
    by_path: dict[str, dict[str, dict]] = {}
    for rid, kind in change.items():
        for where in applied.get(rid, ()):
            rules = by_path.setdefault(where["path"], {})
            entry = rules.setdefault(rid, {"id": rid, "change": kind, "steps": [], "replays": False})
            if where["seq"] is None:
                entry["replays"] = True
            elif where["seq"] not in entry["steps"]:
                entry["steps"].append(where["seq"])
    return [{"path": path, "title": titles[path][0], "game": titles[path][1], "rules": list(rules.values())}
            for path, rules in sorted(by_path.items())]


def cmd_diff(files: list[str], as_json: bool) -> int:
    """`judge rules diff OLD NEW [--json]`."""
    if len(files) != 2:
        print(f"judge rules diff takes two files, the old and the new version of a rule document; {len(files)} given\n"
              f"judge rules diff braucht zwei Dateien, die alte und die neue Fassung eines Regeldokuments; "
              f"{len(files)} angegeben", file=sys.stderr)
        return 2
    try:
        diff = diff_files(*files)
    except DiffError as e:
        if as_json:
            sys.stdout.write(json.dumps(e.to_dict(), ensure_ascii=False) + "\n")
        print(f"{e.message}\n{e.message_de}", file=sys.stderr)
        return 2
    data = exercised.load_showing_progress()
    diff["scenarios"] = affected(data, diff)
    if as_json:
        sys.stdout.write(json.dumps(diff, ensure_ascii=False) + "\n")
        return 0
    _print(diff)
    return 0


def _print(diff: dict) -> None:
    from rich.console import Console

    con = Console(highlight=False, soft_wrap=True)

    def say(text: str = "") -> None:
        con.print(text, markup=False)

    d = diff["document"]
    say(f"{d['title']} ({d['key']}): {diff['old']} → {diff['new']}")
    say(f"{len(diff['added'])} added / hinzugefügt, {len(diff['removed'])} removed / entfernt, "
        f"{len(diff['changed'])} changed / geändert, {diff['unchanged']} unchanged / unverändert")
    for head, key in (("added / hinzugefügt (new line)", "added"), ("removed / entfernt (old line)", "removed")):
        if diff[key]:
            say(f"\n{head}:")
            for e in diff[key]:
                say(f"  {e['id']:<24} {e['line']:>5}  {e['title'][:70]}")
    if diff["changed"]:
        say("\nchanged / geändert (old → new line):")
        for e in diff["changed"]:
            say(f"  {e['id']:<24} {e['old_line']:>5} → {e['line']:<5} {e['diff']}")
    scenarios = diff["scenarios"]
    say(f"\n{len(scenarios)} scenario(s) to re-check, citing a changed or removed rule / "
        f"Szenario(s) zu prüfen, die eine geänderte oder entfernte Regel zitieren" + (":" if scenarios else ""))
    for s in scenarios:
        say(f"  {s['path']}  {(s['title'] or '')[:70]}")
        for r in s["rules"]:
            where = [f"step {', '.join(map(str, r['steps']))}"] if r["steps"] else []
            where += ["replays it"] if r["replays"] else []
            say(f"      {r['id']} ({r['change']}): {'; '.join(where)}")
