"""Transformer methods for the 'amber' family of clauses (grammar/amber.lark): æmber and keys: gain, lose, steal, capture, chains, forge, unforge, æmber on cards."""

from __future__ import annotations

from ..transform import _each, _who_amount, _with_who


class Rules:
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def gain(self, items):
        who, n = _who_amount(items)
        return _each_player("gain", n) if who == "each" else _with_who({"gain": n}, who)

    def lose(self, items):
        who, n = _who_amount(items)
        return _each_player("lose", n) if who == "each" else _with_who({"lose": n}, who)

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
        return _each_player("chains", n) if who == "each" else _with_who({"chains": n}, who)

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
        to = items[2]
        if isinstance(items[1], dict) and isinstance(to, dict) and to.get("other"):
            # "move 1A from a creature to another creature": another than the one it moves from (a card
            # this ability already chose, select.py "new"), not only another than the card itself
            to = {**{k: v for k, v in to.items() if k != "other"}, "new": True}
        return {"move_aember": items[0], "from": items[1], "to": to}

    # -- "for each ..." amounts, "each player", "all but N" -----------------------------------------
    def am_per_opp_keys(self, items):
        return "opponent.keys"

    def am_per_you_keys(self, items):
        return "you.keys"

    def am_per_hand(self, items):
        return "you.hand"

    def am_per_pool(self, items):
        return "you.amber"

    def am_per_friendly_creature_amber(self, items):
        return "you.creature_amber"

    def am_per_count(self, items):
        return {"count": _each(items[0])}

    def am_reduce_per(self, items):
        return items[0]

    def am_per_tail(self, items):
        return items[0]

    def am_effect_per(self, items):
        """kf:glossary/for-each — the effect once for each (forged key, æmber in your pool, æmber
        lost this way), each time with its own choice."""
        effs = items[0] if isinstance(items[0], list) else [items[0]]
        if len(effs) != 1 or "for_each" in effs[0]:
            raise ValueError("'for each' over several effects is not compiled")
        return {**effs[0], "for_each": items[1]}

    def am_each_lose_half(self, items):
        """kf:glossary/aember — "each player loses half their æmber": each half of their own pool (rounded down)."""
        return {"each_player": {"lose": {"half": "you.amber"}}}

    def am_each_gain_pool(self, items):
        return {"each_player": {"gain": "you.amber"}}

    def am_steal_exactly(self, items):
        return {"steal": items[0], "if": ["opponent.amber", "==", items[0]]}

    def am_capture_all_of_it(self, items):
        return {"capture": "opponent.amber", "if": ["opponent.amber", ">=", items[0]]}

    def am_capture_all_but_of_it(self, items):
        return {"capture": {"all_but": items[1], "of": "opponent.amber"}, "if": ["opponent.amber", ">=", items[0]]}

    def am_steal_all_but(self, items):
        return {"steal": {"all_but": items[0], "of": "opponent.amber"}}

    def am_capture_all_but(self, items):
        return {"capture": {"all_but": items[0], "of": "opponent.amber"}}

    def am_forge_reduced(self, items):
        """"forge a key at +8a current cost, reduced by 1a for each a on friendly creatures"."""
        modify, per_amount, per = (int(str(items[0])), *items[1:]) if len(items) == 3 else (0, *items)
        if per_amount != 1:
            raise ValueError("a key cost reduced by more than 1a per thing is not compiled")
        return {"forge": {"modify": modify, "minus": per}}

    def am_capture_from_opp(self, items):
        return {"capture": items[1], "by": items[0]}

    def am_capture_own_side(self, items):
        return {"capture": items[1], "by": items[0], "from": "own-side"}

    def am_choose_capture(self, items):
        return {"capture": items[1], "by": items[0]}

    def am_choose(self, items):
        return items[0]

    def am_move_to_pool(self, items):
        return {"move_aember": items[0], "from": items[1], "to": "pool"}

    def am_move_all_to_pool(self, items):
        return {"move_aember": "all", "from": items[0], "to": "pool"}

    def am_unforge_if_forged(self, items):
        """"unforge it": the key the opponent forged on their previous turn (kf:glossary/unforge)."""
        return {"unforge": True, "if": ["opponent.forged_last_turn", ">", 0]}

    def am_for_each_friendly_house(self, items):
        """kf:glossary/for-each — once per house among friendly creatures, choosing anew each time."""
        effs = items[0] if isinstance(items[0], list) else [items[0]]
        if len(effs) != 1 or "for_each" in effs[0]:
            raise ValueError("'for each house ...' over several effects is not compiled")
        return {**effs[0], "for_each": "you.creature_houses"}

    def am_exalt_per(self, items):
        return {"exalt": True, "target": items[0], "for_each": {"count": _each(items[1])}}

    def am_move_each_to_pool(self, items):
        """"move each a from friendly creatures to your pool": from every such creature."""
        return {"move_aember": "all", "from": _each(items[0]), "to": "pool"}

    def am_move_all_to_supply(self, items):
        return {"move_aember": "all", "from": items[0], "to": "supply"}

    def am_choose_capture_own_side(self, items):
        return {"capture": items[1], "by": items[0], "from": "own-side"}

    def am_per_this_way(self, items):
        return "this-way"

    def am_lose_triple_this_way(self, items):
        return _with_who({"lose": {"times": 3, "of": "this-way"}}, items[0])

    def am_if_you_do_and(self, items):
        """"if you do and there are 6 or more friendly creatures, forge a key at no cost":
        both the preceding part (kf:glossary/if-you-do) and the condition."""
        cond, effs = items[0], items[1] if isinstance(items[1], list) else [items[1]]
        if len(effs) != 1 or "if" in effs[0]:
            raise ValueError("'if you do and ...' over several effects is not compiled")
        return {**effs[0], "if_you_do": True, "if": cond}

    def am_effect(self, items):
        return items[0]

    # -- conditions ---------------------------------------------------------------------------------
    def am_c_opp_more_keys(self, items):
        return ["opponent.keys", ">", "you.keys"]

    def am_c_you_more_keys(self, items):
        return ["you.keys", ">", "opponent.keys"]

    def am_c_you_less(self, items):
        return ["you.amber", "<", "opponent.amber"]

    def am_c_opp_less(self, items):
        return ["opponent.amber", "<", "you.amber"]

    def am_c_there_are_at_least(self, items):
        """"if there are 2 or more friendly sin creatures": cards in play that match."""
        _not_any_card(items[1])
        return [{"count": _each(items[1])}, ">=", items[0]]

    def am_c_has_cards_at_least(self, items):
        """"if your opponent has 3 or more logos cards in play": their cards in play that match."""
        who, n, spec = items
        if who not in ("you", "opponent"):
            raise ValueError(f"cards in play of {who!r} are not compiled")
        side = {"you": "friendly", "opponent": "enemy"}[who]
        if isinstance(spec, dict) and spec.get("side", side) != side:
            raise ValueError("a side that contradicts the player is not compiled")
        if isinstance(spec, dict) and spec.get("kind") == "card":  # upgrades too (families/kcc.py)
            from .kcc import cards_in_play_count

            return [cards_in_play_count(_each({**spec, "side": side})), ">=", n]
        return [{"count": _each({**spec, "side": side})}, ">=", n]

    def am_c_not_forged_this_turn(self, items):
        return ["you.forged_this_turn", "==", 0]

    def am_c_forged_this_turn(self, items):
        return ["you.forged_this_turn", ">", 0]

    def am_c_even_amber(self, items):
        """"an even amount of æmber" (0 is even): the pool equals twice its half, rounded down."""
        pool = f"{_player(items[0])}.amber"
        return [pool, "==", {"times": 2, "of": {"half": pool}}]

    def am_c_odd_amber(self, items):
        pool = f"{_player(items[0])}.amber"
        return [pool, "!=", {"times": 2, "of": {"half": pool}}]


def _player(who: str) -> str:
    if who not in ("you", "opponent"):
        raise ValueError(f"the æmber of {who!r} is not compiled")
    return who


def _not_any_card(spec) -> None:
    """A count of "cards in play" would leave out upgrades (a target of kind card is a creature
    or an artifact): only creatures, artifacts or upgrades are counted."""
    if isinstance(spec, dict) and spec.get("kind") == "card":
        raise ValueError("a count of any cards in play (upgrades too) is not compiled")


def _each_player(verb: str, n) -> dict:
    """"each player gains 2a": once for each player (verbs_amber.each_player)."""
    return {"each_player": {verb: n}}
