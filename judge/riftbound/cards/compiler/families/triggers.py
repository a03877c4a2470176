"""Triggered abilities (grammar/triggers.lark): what each printed trigger is in the card
format's ``TRIGGERS`` (cards/model.py)."""

from __future__ import annotations


class Rules:
    def tr_play_me(self, _):
        return {"trigger": "play-me"}

    def tr_attack(self, _):
        return {"trigger": "attack"}

    def tr_defend(self, _):
        return {"trigger": "defend"}

    def tr_start_of_beginning(self, _):
        return {"trigger": "start-of-beginning"}

    def tr_end_of_turn(self, _):
        return {"trigger": "end-of-turn"}

    def tr_conquer_here(self, _):
        return {"trigger": "conquer-here"}

    def tr_hold_here(self, _):
        return {"trigger": "hold-here"}

    def tr_conquer(self, _):
        return {"trigger": "conquer"}

    def tr_play_spell(self, _):
        return {"trigger": "play-spell"}

    def tr_discard(self, _):
        return {"trigger": "discard"}
