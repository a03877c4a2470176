"""Load a scenario: JSON → validated scenario of its game, or a list of errors, each with
the JSON pointer of the field it concerns (``/board/players/alice/hand/0``) and a message.

The envelope is shared; ``game`` picks the game's scenario model from the registry
(``judge.games``), and the game adds its own checks (unknown card names come with
the nearest known names).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from judge.i18n import fields

from .messages import is_union_noise, json_error, people, plain, translate


@dataclass
class ScenarioError(Exception):
    """``errors``: ``{pointer, message[, nearest]}`` in English (the CLI and ``judge.commands``
    report these); ``people``: the same errors worded for people in English and German, with
    labels (``scenarios.messages``), one per error, in the same order."""

    errors: list[dict] = field(default_factory=list)
    people: list[dict] = field(default_factory=list)

    def __post_init__(self):
        if not self.people:  # raised elsewhere with English errors only: word them here
            self.people = for_people(self.errors)

    @classmethod
    def of(cls, errors: list[dict], data: Any = None, more_at: str | None = None) -> "ScenarioError":
        """``more_at``: the pointer of the first error left unexamined (the document has more
        than the loader looks at)."""
        if len(errors) > MAX_ERRORS:
            more_at = errors[MAX_ERRORS]["pointer"]
            errors = errors[:MAX_ERRORS]
        if more_at is not None:
            errors = errors + [{"pointer": more_at, "message": MORE_ERRORS}]
        people = for_people(errors, data)
        return cls([plain(e) for e in people], people)

    def __str__(self) -> str:
        return "; ".join(f"{e['pointer'] or '/'}: {e['message']}" for e in self.errors)


def pointer(parts) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _loc_to_pointer(loc: tuple, data: Any) -> str:
    """Drop the parts of a pydantic location that are union/model tags, not JSON keys."""
    out, node = [], data
    for i, part in enumerate(loc):
        if isinstance(node, dict) and part in node:
            out.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            out.append(part)
            node = node[part]
        elif (i == len(loc) - 1 and isinstance(node, dict) and isinstance(part, str)
              and re.fullmatch(r"[a-z_][a-z0-9_]*", part) and part not in ("str", "int", "bool", "float")):
            out.append(part)  # a missing field (not a union member pydantic names, like 'str')
    return pointer(out)


def _game_errors(data: Any) -> list[dict]:
    """The document must be an object naming a game the engine runs."""
    from rapidfuzz import process

    from judge.games import names

    if not isinstance(data, dict):
        return [{"pointer": "", "message": f"a scenario is a JSON object, not {type(data).__name__}"}]
    game = data.get("game")
    if game is None:
        return [{"pointer": "/game", "message": f"missing field 'game'; one of: {', '.join(names())}"}]
    if not isinstance(game, str) or game not in names():
        near = [m for m, _, _ in process.extract(str(game)[:40], names(), limit=2)]
        return [{"pointer": "/game", "message": f"unknown game {game!r}; the engine runs: {', '.join(names())}",
                 "nearest": near}]
    return []


def _size_errors(data: dict) -> list[dict]:
    """No list of a scenario holds more than ``MAX_ITEMS`` items (the actions: ``MAX_ACTIONS``):
    refused before any item is validated (pydantic checks a list's length only after
    validating its items), worded as pydantic's own length error, at the first such list."""
    from .models import MAX_ACTIONS, MAX_ITEMS

    stack: list[tuple[tuple, Any]] = [((), data)]
    while stack:
        loc, node = stack.pop()
        if isinstance(node, dict):
            stack.extend((loc + (k,), v) for k, v in reversed(list(node.items())) if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            most = MAX_ACTIONS if loc == ("actions",) else MAX_ITEMS
            if len(node) > most:
                err = {"type": "too_long", "loc": loc, "msg": f"List should have at most {most} items",
                       "input": None, "ctx": {"field_type": "List", "max_length": most, "actual_length": len(node)}}
                return [people(err, data)]
            stack.extend((loc + (i,), v) for i, v in reversed(list(enumerate(node))) if isinstance(v, (dict, list)))
    return []


#: errors one answer lists (a document with thousands of broken items gets the first ones, and
#: the count of the others); pydantic's errors looked at to find them
MAX_ERRORS = 50
MAX_RAW_ERRORS = 2 * MAX_ERRORS
MORE_ERRORS = f"more errors from here on, not listed (an answer lists at most {MAX_ERRORS})"
#: nearest-name lookups one scenario's validation may make: the first unknown names get
#: suggestions, the rest are named without (a body of thousands of unknown names must not
#: buy thousands of fuzzy matches, issue 21)
MAX_LOOKUPS = 20


def parse(data: Any):
    """Validate a decoded JSON document; raise ScenarioError with pointer errors, each worded
    for people in English and German (``scenarios.messages``)."""
    from rules_index.nearest import lookups

    try:
        with lookups(MAX_LOOKUPS):
            return _parse(data)
    except ScenarioError as e:
        _failures.last = (data, e)
        raise


_failures = threading.local()


def last_failure(data: Any) -> "ScenarioError | None":
    """The error ``parse`` raised for this very document (the same object) last in this
    thread: the wording of the errors (``scenarios.messages.worded``) need not validate it again."""
    last = getattr(_failures, "last", None)
    return last[1] if last is not None and last[0] is data else None


def _parse(data: Any):
    from judge.games import scenario_model, spec

    errors = _game_errors(data)
    if errors:
        raise ScenarioError.of(errors, data)
    game = spec(data["game"])
    errors = _size_errors(data)
    if errors:
        raise ScenarioError.of(errors, data)
    try:
        scenario = scenario_model().model_validate(data).root
    except ValidationError as e:
        everything = e.errors()
        raw = everything[:MAX_RAW_ERRORS]
        seen, errors = set(), []
        for err in raw:
            if is_union_noise(err, raw):
                continue
            out = people(err, data)
            key = (out["pointer"], out["message"])
            if key not in seen:
                seen.add(key)
                errors.append(out)
        if not errors:  # every error looked like union noise: then report them as they are
            errors = [people(err, data) for err in raw[:10]]
        seen = {e["pointer"] for e in errors}
        errors += [e for e in game.raw_errors(data) if e["pointer"] not in seen]
        more_at = people(everything[len(raw)], data)["pointer"] if len(everything) > len(raw) else None
        raise ScenarioError.of(errors, data, more_at) from None
    errors = game.check(scenario) + check_faq_ids(scenario) + check_example_ids(scenario)
    if errors:
        raise ScenarioError.of(errors, data)
    return scenario


def for_people(errors: list[dict], data: Any = None) -> list[dict]:
    """The errors with their German wording, labels and nearest values (``scenarios.messages``)."""
    game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None
    out = []
    for e in errors:
        try:
            out.append(translate(e, data, game))
        except Exception:  # wording is an aid: an error is never lost for it
            out.append(e)
    return out


def check_faq_ids(scenario) -> list[dict]:
    """Every ID in ``faq`` must be an FAQ entry of the rules index (with the nearest IDs if not)."""
    from rules_index.index import load as load_index

    index = load_index()
    errors = []
    for i, faq_id in enumerate(scenario.faq):
        rule = index.get(faq_id)
        if rule is None or rule.kind != "faq":
            near = [n for n in index.nearest(faq_id, limit=8) if index[n].kind == "faq"][:3]
            errors.append({"pointer": f"/faq/{i}", "message": f"not an FAQ entry: {faq_id!r}" + (f"; nearest: {', '.join(near)}" if near else ""),
                           "nearest": near})
    return errors


def check_example_ids(scenario) -> list[dict]:
    """Every ID in ``examples`` must be an example of the rules index."""
    from rules_index.index import load as load_index

    index = load_index()
    errors = []
    for i, ex_id in enumerate(scenario.examples):
        rule = index.get(ex_id)
        if rule is None or rule.kind != "example":
            near = [n for n in index.nearest(ex_id, limit=8) if index[n].kind == "example"][:3]
            errors.append({"pointer": f"/examples/{i}", "message": f"not an example: {ex_id!r}" + (f"; nearest: {', '.join(near)}" if near else ""),
                           "nearest": near})
    return errors


def load(path: str | Path):
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise ScenarioError([{"pointer": "", "message": f"cannot read {path}: {e}"}]) from None
    except json.JSONDecodeError as e:
        said = json_error(e.msg, e.lineno, e.colno)
        raise ScenarioError.of([{"pointer": "", **fields(said)}]) from None
    return parse(data)
