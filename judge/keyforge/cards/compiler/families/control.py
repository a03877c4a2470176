"""Transformer methods for the 'control' family (grammar/control.lark): "Gain control of an enemy
creature", "Give control of a friendly artifact to your opponent" — the ``control`` verb
(verbs_cards.py, zones.take_control: a creature goes to a flank of its new controller's
battleline, kf:glossary/control)."""

from __future__ import annotations


class Rules:
    def cl_effect(self, items):
        return items[0]

    def cl_take(self, items):
        return {"control": "you", "target": _one(items[0])}

    def cl_give(self, items):
        return {"control": "opponent", "target": _one(items[0])}


def _one(target):
    """One chosen card; control of several at once, or for a while, is not read here."""
    if isinstance(target, dict) and (target.get("each") or "up_to" in target or target.get("count", 1) != 1):
        raise ValueError("control of several cards is not compiled")
    return target
