"""Transformer methods for the 'hand' family (grammar/hand.lark): "refill your hand to 1 additional
card" — a ``hand_size`` constant ability the draw step reads (turn.hand_size, kf:turn/step-5)."""

from __future__ import annotations

from lark import Token


def _rest(items):
    return [i for i in items if not isinstance(i, Token)]


class Rules:
    def hd_more(self, items):
        return 1

    def hd_less(self, items):
        return -1

    def hd_you(self, items):
        n, sign = _rest(items)
        return {"hand_size": sign * n, "for": "you"}

    def hd_you_if(self, items):
        cond, n, sign = _rest(items)
        return {"hand_size": sign * n, "for": "you", "if": cond}

    def hd_you_per(self, items):
        n, sign, spec = _rest(items)
        if not isinstance(spec, dict):
            raise ValueError("'for each' needs cards in play")
        per = {"count": {**spec, "each": True}}
        return {"hand_size": per if sign * n == 1 else {"times": sign * n, "of": per}, "for": "you"}

    def hd_opponent(self, items):
        n, sign = _rest(items)
        return {"hand_size": sign * n, "for": "opponent"}

    def hd_each(self, items):
        n, sign = _rest(items)
        return {"hand_size": sign * n, "for": "each"}

    def hd_opponent_if(self, items):
        cond, n, sign = _rest(items)
        if not (isinstance(cond, tuple) and cond[0] == "cond"):
            raise ValueError("a 'while …' on the hand size must be a condition")
        return {"hand_size": sign * n, "for": "opponent", "if": cond[1]}
