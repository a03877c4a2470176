"""Vendetta (VEN) phrasings (grammar/rve.lark): conditions read by judge/riftbound/
rve_conditions.py, might and keywords given together, passives on units with a keyword."""

from __future__ import annotations

from ..transform import Clause, Sentence
from .units import _grants


def _signed(sign, n: int) -> int:
    return n if str(sign) == "+" else -n


class Rules:
    def rve_if_at_beginning(self, items):
        """A beginning-phase trigger (rb:515.2) whose condition is read when it would trigger:
        it triggers only if the condition holds then (abilities.event reads the ability's ``if``)."""
        cond, effects = items
        return Sentence("triggered", ability={"trigger": "start-of-beginning", "if": cond, "effects": effects})

    def rve_c_fewer_runes(self, _):
        return "rve-fewer-runes-than-opponent"

    def rve_c_it_might_max(self, items):
        return {"rve_it_might_max": items[0]}

    def rve_t_the_friendly_unit(self, _):
        return "your-unit"

    def rve_ss_bf_exactly_other(self, items):
        """At a battlefield, with exactly N other units of the controller's there (board_counts)."""
        return {"all": ["at-battlefield", ["you.other_units_here", "==", items[0]]]}

    def rve_st_units_here_with_might(self, items):
        kw, sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "units-here",
                "each_if": {"rve_has": str(kw).capitalize()}}

    def rve_st_cant_be_countered(self, _):
        return {"static": "rve-cant-be-countered"}

    def rve_st_bonus_per_named(self, items):
        return {"static": "rve-bonus-per-named-in-trash", "amount": items[0]}

    def rve_clause_may_banish_me(self, _):
        """The played card ("it") is the object of the triggering event ("event-unit")."""
        return Clause([{"rve_banish_on_board": True, "target": "self", "may": True},
                       {"rve_banish_on_board": True, "target": "event-unit", "if": "done"}])

    def rve_return_from_trashes(self, items):
        n, kind = items
        sel = {"choose": "trash-card", "rve_trashes": True, "up_to": n}
        k = str(kind).rstrip("s")
        if k != "card":
            sel["type"] = k
        return {"return_to_hand": True, "target": sel}

    def rve_combat_start_each(self, items):
        effect = items[0]
        effects = effect if isinstance(effect, list) else [effect]
        if any("target" in e or "who" in e for e in effects):
            raise ValueError("'the attacker and defender each …' with an instruction that names someone else")
        first = {"trigger": "rve-combat-start-attacker", "effects": effects}
        return Sentence("triggered", ability=first, also=[{"trigger": "rve-combat-start-defender", "effects": effects}])

    def rve_once_each_turn(self, items):
        s = self.triggered(items)
        if s.also:
            raise ValueError("'once each turn' before several triggers")
        s.ability["rve_once_each_turn"] = True
        return s

    def rve_tr_unit_here_dies(self, items):
        return {"trigger": "unit-dies", "which": {**items[0], "at": "here"}}

    def rve_st_keyword_per_gear(self, items):
        return {"static": "keywords", "grants": {str(items[0]).capitalize(): 1}, "affects": "self",
                "per": "you.gear"}

    def rve_choose_keyword_to_give(self, items):
        target, *kws = items
        if not isinstance(target, str):
            raise ValueError("'choose one to give' names what it gives to (me, it), it chooses nothing")
        return {"one_of": [[{"grant": _grants([k]), "target": target, "duration": "turn"}] for k in kws]}

    def rve_st_channel_only(self, items):
        cond, n, _ = items
        return {"static": "rve-channel-only", "amount": n, "if": cond}

    def rve_st_ignore_deflect(self, _):
        return {"static": "rve-ignore-deflect"}

    def rve_energy_max_my_might(self, _):
        return ("rve_energy_max_my_might", True)

    def rve_t_any_number(self, items):
        sel = self._selector("choose", items)
        sel["up_to"] = 99
        return sel

    def rve_st_cost_self_power_if(self, items):
        energy, *power, cond = items
        return {"static": "cost", "applies_to": "self", "amount": int(str(energy)[1:]),
                "cost": {"power": [str(p)[1:] for p in power]}, "if": cond}

    def rve_c_controls_bf_with_units(self, items):
        return {"rve_controls_bf_with_units": items[0]}

    def rve_st_no_enemy_spell_damage(self, items):
        return {"static": "rve-no-enemy-spell-damage", "affects": "self", "if": items[0]}

    def rve_st_no_combat_damage_unless(self, items):
        return {"static": "rve-no-combat-damage-unless", "affects": "self", "if": items[0]}

    def rve_st_ignore_tank_here(self, _):
        return {"static": "rve-ignore-tank-here"}

    def rve_clause_prevent_next(self, items):
        n, target = items
        return Clause([{"rve_prevent_next_damage": n, "target": target}])
