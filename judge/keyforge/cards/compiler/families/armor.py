"""Transformer methods for the 'armor' family (grammar/armor.lark): armor and damage prevention
(kf:glossary/armor; damage.py applies armor, ``ignore_armor`` skips it)."""

from __future__ import annotations

from ..transform import Sentence


class Rules:
    def ar_ignore_armor(self, items):
        """A modifier of the deal_damage effect before it (compile._modify_previous)."""
        return Sentence("modifier", effects=[{"ignore_armor": True, "_applies_to": ("deal_damage",)}])

    def ar_prevent_friendly_next(self, items):
        """kf:timing/damage/prevention — the controller's creatures, during the opponent's next turn."""
        return {"lasting": {"kind": "prevent-damage", "affects": "friendly-creatures"}, "duration": "opponent-next-turn"}

    def ar_remove_ward(self, items):
        """kf:glossary/ward — the ward, the token that prevents the next damage, is removed."""
        return {"remove_ward": True, "target": items[0]}
