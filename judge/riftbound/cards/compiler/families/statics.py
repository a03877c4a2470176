"""Passive abilities (grammar/statics.lark): the card format's ``STATICS`` (cards/model.py)."""

from __future__ import annotations


class Rules:
    def st_bonus_damage(self, items):
        return {"static": "bonus-damage", "amount": items[0]}

    def st_last_assigned(self, _):
        return {"static": "last-assigned"}

    def st_self_might(self, items):
        sign, n = items
        return {"static": "might", "amount": n if str(sign) == "+" else -n, "affects": "self"}
