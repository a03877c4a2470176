"""Transformer methods for conditions ("if your opponent has 7A or more", "if it is not
destroyed", …, grammar rule ``condition`` in core.lark): each returns a condition of the card
format (judge/keyforge/vocabulary.py ``check_condition``)."""

from __future__ import annotations


class Conditions:
    def c_has_at_least(self, items):
        return [f"{items[0]}.amber", ">=", items[1]]

    def c_has_at_most(self, items):
        return [f"{items[0]}.amber", "<=", items[1]]

    def c_has_none(self, items):
        return [f"{items[0]}.amber", "==", 0]

    def c_has_exactly(self, items):
        return [f"{items[0]}.amber", "==", items[1]]

    def c_previous_destroyed(self, items):
        return {"previous": {"destroyed": True}}

    def c_previous_not_destroyed(self, items):
        return {"not": {"previous": {"destroyed": True}}}

    def c_previous_stunned(self, items):
        return {"previous": {"stunned": True}}

    def c_enemy_destroyed_this_turn(self, items):
        return ["opponent.creatures_destroyed", ">", 0]

    def c_hand_at_least(self, items):
        return ["you.hand", ">=", items[0]]

    def c_opp_hand_at_least(self, items):
        return ["opponent.hand", ">=", items[0]]

    def c_opp_more(self, items):
        return ["opponent.amber", ">", "you.amber"]

    def c_you_more(self, items):
        return ["you.amber", ">", "opponent.amber"]

    def c_more_creatures(self, items):
        return ["you.creatures", ">", "opponent.creatures"]

    def c_opp_more_creatures(self, items):
        return ["opponent.creatures", ">", "you.creatures"]

    def c_no_creatures(self, items):
        return ["you.creatures", "==", 0]

    def c_no_enemy(self, items):
        return ["opponent.creatures", "==", 0]

    def c_not_my_turn(self, items):
        return {"my_turn": False}

    def c_my_turn(self, items):
        return {"my_turn": True}

    def c_self_flank(self, items):
        raise ValueError("a condition on the card's own place is not compiled")

    def c_opp_forged(self, items):
        return ["opponent.forged_last_turn", ">", 0]

    def c_empty_hand(self, items):
        return ["you.hand", "==", 0]
