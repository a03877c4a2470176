"""Transformer methods for the 'amber' family of clauses (grammar/amber.lark): æmber and keys: gain, lose, steal, capture, chains, forge, unforge, æmber on cards."""

from __future__ import annotations

from ..transform import _who_amount, _with_who


class Rules:
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def gain(self, items):
        who, n = _who_amount(items)
        return _with_who({"gain": n}, who)

    def lose(self, items):
        who, n = _who_amount(items)
        return _with_who({"lose": n}, who)

    def gain_equal(self, items):
        return {"gain": items[0]}

    def half_previous_power(self, items):
        return {"half": "previous.power"}

    def previous_power(self, items):
        return "previous.power"

    def steal_by(self, items):
        return _with_who({"steal": items[1]}, items[0])

    def lose_self(self, items):
        return {"lose": items[0]}

    def lose_all(self, items):
        return _with_who({"lose": "opponent.amber" if items[0] == "opponent" else "you.amber"}, items[0])

    def lose_all_self(self, items):
        return {"lose": "you.amber"}

    def steal(self, items):
        return {"steal": items[0]}

    def capture(self, items):
        return {"capture": items[0]}

    def capture_by(self, items):
        return {"capture": items[1], "by": items[0]}

    def capture_all(self, items):
        return {"capture": "opponent.amber"}

    def chains(self, items):
        who, n = _who_amount(items)
        return _with_who({"chains": n}, who)

    def forge(self, items):
        return {"forge": True}

    def forge_free(self, items):
        return {"forge": "free"}

    def forge_modified(self, items):
        return {"forge": {"modify": int(str(items[0]))}}

    def unforge(self, items):
        return {"unforge": True}

    def place_aember(self, items):
        return {"place_aember": items[0], "target": items[1]}

    def move_to_supply(self, items):
        return {"move_aember": items[0], "from": items[1], "to": "supply"}

    def move_between(self, items):
        return {"move_aember": items[0], "from": items[1], "to": items[2]}
