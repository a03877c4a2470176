"""Transformer methods for the 'numbers' family (grammar/numbers.lark): "choose a number" (the
verb choose_number) and "with power equal to that number" (the power filter ["==", "chosen"])."""

from __future__ import annotations


class Rules:
    def nm_choose(self, items):
        return {"choose_number": True}

    def nm_p_power_chosen(self, items):
        return ("power", ["==", "chosen"])
