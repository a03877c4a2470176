"""Where a JSON pointer lives in a JSON text: the 1-based line of each member and element,
so the editor can point at the line an error concerns.

A small scanner (the standard library's decoder does not report positions). It expects
text that ``json.loads`` accepted; on anything else it returns what it found so far.
"""

from __future__ import annotations

import json
import re

_WS = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_SCALAR = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null")


def _escape(part: str) -> str:
    return part.replace("~", "~0").replace("/", "~1")


def pointer_lines(text: str) -> dict[str, int]:
    """``{"/board/players/alice/amber": 12, ...}`` for every value in the document."""
    lines: dict[str, int] = {}
    pos = 0

    def line_at(i: int) -> int:
        return text.count("\n", 0, i) + 1

    def ws():
        nonlocal pos
        pos = _WS.match(text, pos).end()

    def value(ptr: str, at_line: int | None = None):
        nonlocal pos
        ws()
        lines.setdefault(ptr, at_line or line_at(pos))
        if pos >= len(text):
            raise ValueError
        c = text[pos]
        if c == "{":
            pos += 1
            ws()
            if text[pos:pos + 1] == "}":
                pos += 1
                return
            while True:
                ws()
                m = _STRING.match(text, pos)
                if not m:
                    raise ValueError
                key = json.loads(m.group(0))
                key_line = line_at(pos)
                pos = m.end()
                ws()
                if text[pos:pos + 1] != ":":
                    raise ValueError
                pos += 1
                value(f"{ptr}/{_escape(key)}", key_line)
                ws()
                if text[pos:pos + 1] == ",":
                    pos += 1
                    continue
                if text[pos:pos + 1] == "}":
                    pos += 1
                    return
                raise ValueError
        if c == "[":
            pos += 1
            ws()
            if text[pos:pos + 1] == "]":
                pos += 1
                return
            i = 0
            while True:
                value(f"{ptr}/{i}")
                i += 1
                ws()
                if text[pos:pos + 1] == ",":
                    pos += 1
                    continue
                if text[pos:pos + 1] == "]":
                    pos += 1
                    return
                raise ValueError
        m = _STRING.match(text, pos) if c == '"' else _SCALAR.match(text, pos)
        if not m:
            raise ValueError
        pos = m.end()

    try:
        value("")
    except (ValueError, IndexError, RecursionError):
        pass
    return lines


def line_of(pointer: str | None, lines: dict[str, int]) -> int | None:
    """The line of the pointer, or of its nearest ancestor that exists (a missing field)."""
    if pointer is None:
        return None
    p = pointer
    while True:
        if p in lines:
            return lines[p]
        if not p:
            return None
        p = p.rsplit("/", 1)[0]
