"""Branch rxv (grammar/rxv.lark): VEN cards the earlier rounds left — battlefields' passives
about costs and Deflect, read by judge/riftbound/effects_rxv.py."""

from __future__ import annotations


def _power(items) -> list[str]:
    return [str(p)[1:] for p in items if str(p).startswith("p")]


class Rules:
    def rxv_st_ignore_deflect_here(self, _):
        return {"static": "rxv-ignore-deflect-here"}

    def rxv_st_reaction_more_here(self, items):
        return {"static": "rxv-reaction-cost-more-here", "cost": {"power": _power(items)}}

    def rxv_st_spell_choosing_here_less(self, items):
        return {"static": "rxv-spell-choosing-here-less", "cost": {"power": _power(items)}}

    def rxv_st_first_gear_ability_less(self, items):
        return {"static": "rxv-first-gear-ability-less", "amount": int(str(items[0])[1:])}

    def rxv_t_pressed_by(self, items):
        doms = [str(i) for i in items if isinstance(i, str) and str(i) in ("fury", "calm", "mind", "body", "chaos",
                                                                            "order")]
        if len(doms) != 2 or doms[0] != doms[1]:
            raise ValueError("'in combat with an enemy X unit or being chosen by an enemy Y spell': one domain")
        sel = self._selector("choose", [i for i in items if not (isinstance(i, str) and str(i) in doms)])
        sel["choose"] = "unit"
        sel["rxv_pressed_by"] = doms[0]
        return sel

    def rxv_tr_play_unit_gear_ability(self, items):
        """One ability per kind of thing played, sharing the effects (rb:583.2)."""
        n = int(str(items[0])[1:])
        return [{"trigger": "play-card", "which": {"type": "unit", "energy_min": n}},
                {"trigger": "play-card", "which": {"type": "gear", "energy_min": n}},
                {"trigger": "rxv-activated", "which": {"energy_min": n}}]

    def rxv_c_at_battlefield(self, _):
        return "at-battlefield"

    def rxv_next_card_costs_less(self, items):
        return {"rxv_next_card_costs_less": {"energy": int(str(items[0])[1:]), "power": _power(items[1:])}}

    def rxv_tr_combat_i_was_in_ends(self, _):
        return {"trigger": "rxv-combat-i-was-in-ends"}

    def rxv_c_not_damaged_this_turn(self, _):
        return "rxv-not-damaged-this-turn"

    def rxv_double_and_give_ability(self, items):
        """Both this turn; the quoted ability's "me" is the unit that has it (rb:637.2.a)."""
        from ..transform import Sentence

        target, cost, effects = items
        given = self.activated([cost, effects]).ability
        return Sentence("effects", effects=[
            {"double_might": True, "target": target, "duration": "turn"},
            {"rxv_give_ability": {"ability": given, "duration": "turn"}, "target": "it"}])

    def rxv_only_units(self, _):
        from ..transform import Sentence

        return Sentence("restrict", ability={"only": "units"})

    def rxv_name_spell(self, _):
        return {"rxv_name_spell": True}

    def rxv_st_cant_play_named(self, items):
        return {"static": "rxv-opponents-cant-play-named", "if": items[0]}

    def rxv_st_tag_additional_cost(self, items):
        tag = str(items[-1])
        return {"static": "rxv-tag-additional-cost-here", "tags": [tag[:1].upper() + tag[1:]],
                "cost": {"power": _power(items[:-1])}}

    def rxv_paid_play_here(self, _):
        from ..transform import Sentence

        return Sentence("static", ability={"static": "rxv-paid-play-here"})

    def rxv_st_not_first_three_turns(self, _):
        return {"static": "play-only-if", "if": {"not": {"rxv_own_turn_within": 3}}}

    def rxv_st_early_score_draw(self, _):
        return {"static": "rxv-early-score-draw", "amount": 2}
