"""A spell's text as parts (cards/model.py: a spell ability is a part; ``instead_of``).

Most spells are one part: their sentences run top to bottom (rb:151.1). A later sentence that
replaces an earlier one — "Legion – Kill it now instead.", "If it's attacking, deal 4 to it
instead." (rb:151.2) — becomes a part of its own with ``instead_of`` naming the part it
replaces, which is then the sentence just before it, split off as a part when the part holds
more. Every choice of a spell is made from its first part when it is played (rb:559.3), so:
a replacing part names the spell's latest choice for "it" ("target:N"); a sentence that makes
a choice cannot be split off behind others or come after a replacing part (not compiled).
"""

from __future__ import annotations

from typing import Any

from ...targets import slots


class SpellParts:
    def __init__(self) -> None:
        self.parts: list[dict] = [{"effects": []}]
        self.last: list[dict] = []  # the effects the latest sentence added (to the last part)

    def add(self, effects: list[dict]) -> tuple[bool | None, str]:
        """A sentence of the spell's text (its effects)."""
        if len(self.parts) > 1 and slots(effects):
            return False, "a choice after a part that replaces an earlier one (choices are made with the first part)"
        self.parts[-1]["effects"].extend(effects)
        self.last = list(effects)
        return None, ""

    def add_replacing(self, part: dict) -> tuple[bool | None, str]:
        """A later part that replaces the sentence before it when it applies (rb:151.2)."""
        tail = self.parts[-1]["effects"]
        if not self.last:
            return False, "'… instead' with nothing before it to replace"
        choices = slots(self.parts[0]["effects"])
        if not choices:
            return False, "'… instead' names 'it' but the spell chose nothing"
        if not (slots(self.last) or any(e.get("target") == "it" for e in self.last)):
            return False, "'… instead' after a sentence that deals with no chosen object"
        if len(self.last) == len(tail):  # the sentence is the whole last part
            replaced = len(self.parts) - 1
        elif slots(self.last):
            return False, "'… instead' after a sentence that chooses, within a longer part"
        else:  # split the sentence off as a part of its own
            del tail[len(tail) - len(self.last):]
            self.parts.append({"effects": list(self.last)})
            replaced = len(self.parts) - 1
        name = f"target:{len(choices) - 1}"
        self.parts.append({**_naming(part, name), "instead_of": replaced})
        self.parts.append({"effects": []})  # what follows is carried out either way
        self.last = []
        return None, ""

    def abilities(self) -> list[dict]:
        """The parts, in order (only the last may be empty: what follows a replacing part)."""
        return self.parts if self.parts[-1]["effects"] else self.parts[:-1]


def _naming(part: dict, name: str) -> dict:
    """The part with "it" (the object the replaced sentence dealt with) named as that choice."""
    def rename(value: Any) -> Any:
        if value == "it":
            return name
        if isinstance(value, dict):
            return {(name if k == "it" else k): rename(v) for k, v in value.items()}
        if isinstance(value, list):
            return [rename(v) for v in value]
        return value

    out = {k: rename(v) for k, v in part.items() if k != "effects"}
    out["effects"] = [{k: (rename(v) if k in ("target", "damage", "if") else v) for k, v in e.items()}
                      for e in part["effects"]]
    return out
