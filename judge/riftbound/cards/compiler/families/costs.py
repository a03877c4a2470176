"""Costs (grammar/costs.lark): discounts (rb:560.4), additional costs (rb:560.2) and what
paying an optional one does to the card's cost (rb:560.1.a, rb:560.4.d.1). The engine reads
them in ``play.py`` (``_discounts``, ``_cost_pool``)."""

from __future__ import annotations

from functools import lru_cache

from lark import Token

from ..transform import Sentence


@lru_cache(maxsize=1)
def _tags() -> dict[str, str]:
    """Every tag a card prints, by its lower-case spelling (the text is read in lower case)."""
    from rules_index.riftbound_catalogue import rb_catalogue

    return {t.lower(): t for c in rb_catalogue().cards.values() for t in c.tags}


def tag(word: str) -> str:
    found = _tags().get(word.lower())
    if found is None:
        raise ValueError(f"{word!r} is not a tag any card prints")
    return found


def _energy(tok) -> int:
    return int(str(tok)[1:])


class Rules:
    # -- discounts (rb:560.4) ---------------------------------------------------------------------
    def st_cost_self(self, items):
        energy, *rest = [i for i in items if not (isinstance(i, Token) and i.type == "ME")]
        ab: dict = {"static": "cost", "applies_to": "self", "amount": _energy(energy)}
        for it in rest:
            if isinstance(it, tuple) and it[0] == "each":
                ab["cost"] = {"by": it[1]}
            elif isinstance(it, tuple) and it[0] == "floor":
                ab["minimum"] = it[1]
        return ab

    def st_cost_self_if(self, items):
        energy, condition = [i for i in items if not (isinstance(i, Token) and i.type == "ME")]
        return {"static": "cost", "applies_to": "self", "amount": _energy(energy), "if": condition}

    def st_cost_not_hand(self, items):
        energy = next(i for i in items if not (isinstance(i, Token) and i.type == "ME"))
        return {"static": "cost", "applies_to": "self", "amount": _energy(energy),
                "if": {"not": {"played_from": "hand"}}}

    def st_cost_if_self(self, items):
        condition, energy = items
        return {"static": "cost", "applies_to": "self", "amount": _energy(energy), "if": condition}

    def st_cost_highest(self, _):
        return {"static": "cost", "applies_to": "self", "cost": {"by": "highest-might"}}

    def st_cost_tagged(self, items):
        plural, energy, *rest = items
        ab: dict = {"static": "cost", "applies_to": "all", "amount": _energy(energy),
                    "if": {"tag": tag(str(plural)[:-2])}}
        for it in rest:
            if isinstance(it, tuple) and it[0] == "floor":
                ab["minimum"] = it[1]
        return ab

    def ra_st_cost_spells_while(self, items):
        """"While I'm at a battlefield, the Energy costs for spells you play is reduced by [1],
        to a minimum of [1]": a discount on its controller's spells (rb:560.4, floor rb:560.4.c)
        while the condition about the card holds (rb:568.3)."""
        cond, energy, *rest = items
        ab: dict = {"static": "cost", "applies_to": "spells", "amount": _energy(energy), "if": cond}
        for it in rest:
            if isinstance(it, tuple) and it[0] == "floor":
                ab["minimum"] = it[1]
        return ab

    def ra_next_spell_costs_less(self, items):
        return {"next_spell_costs_less": {"energy": _energy(items[0])}}

    def cost_each(self, items):
        return ("each", items[0])

    def cost_floor(self, items):
        return ("floor", _energy(items[0]))

    def st_victory(self, items):  # a battlefield's "increase the points needed to win the game by 1"
        return {"static": "victory", "amount": items[0]}

    # -- additional costs (rb:560.2) --------------------------------------------------------------
    def st_optional_cost(self, items):
        cost = next(i for i in items if isinstance(i, dict))
        return {"static": "additional-cost", "optional": True, "cost": cost}

    def st_required_cost(self, items):
        cost = next(i for i in items if isinstance(i, dict))
        return {"static": "additional-cost", "cost": cost}

    def xc_discard(self, items):
        return {"discard": items[0]}

    def xc_pay(self, items):
        out: dict = {}
        energy = sum(_energy(t) for t in items if str(t).startswith("e"))
        power = [str(t)[1:] for t in items if str(t).startswith("p")]
        if energy:
            out["energy"] = energy
        if power:
            out["power"] = power
        if not out:
            raise ValueError("an additional cost of nothing")
        return out

    def xc_exhaust_unit(self, _):
        return {"exhaust": "friendly-unit"}

    def xc_exhaust_legend(self, _):
        return {"exhaust": "legend"}

    def xc_spend_buff(self, _):
        return {"spend_buff": "friendly-unit"}

    def xc_kill_unit(self, _):
        return {"kill": "friendly-unit"}

    def xc_kill_mighty(self, _):
        return {"kill": "friendly-mighty-unit"}

    def xc_kill_gear(self, _):
        return {"kill": "friendly-gear"}

    def xc_return_gear(self, _):
        return {"return": "friendly-gear"}

    # -- what paying an optional additional cost does ------------------------------------------------
    def amend_sentence(self, items):
        return Sentence("amend", ability=items[-1])

    def am_reduce(self, items):
        return {"amount": _energy(items[0])}  # rb:560.4: a discount once paid (rb:560.4.d.1)

    def am_ignore(self, _):
        return {"ignores_cost": True}  # rb:560.1.a

    # -- conditions --------------------------------------------------------------------------------
    def c_paid(self, _):
        return {"paid": "optional"}  # rb:560.4.d.1: chosen to be paid

    def c_control_tag(self, items):
        return {"controls": {"all": "permanent", "tag": tag(str(items[0]))}}

    def lead_otherwise(self, _):
        # only after "if you do" of an optional additional cost (compile.py makes it "not paid");
        # anywhere else it is refused: "otherwise" of another condition is not "not done"
        return ("lead", "if", "otherwise")
