"""Spiritforged (SFD) phrasings (grammar/rsf.lark): what the Spiritforged cards print that the
other families did not read. Each method names the card format it makes; the verbs are in
judge/riftbound/effects_rsf.py, the condition words in judge/riftbound/rsf_conditions.py."""

from __future__ import annotations

from functools import lru_cache

from ..transform import Clause, Sentence
from .costs import tag


@lru_cache(maxsize=None)
def _tag_kind(name: str) -> str:
    """"Mech" → "unit" when every card that prints the tag is a unit (else "permanent")."""
    from rules_index.riftbound_catalogue import rb_catalogue

    types = {c.type.lower() for c in rb_catalogue().cards.values() if name in c.tags}
    return "unit" if types <= {"unit"} else "permanent"


class Rules:
    def rsf_c_control_another_tag(self, items):
        # "if you control another Mech": a permanent of that tag, other than the source (rb:179)
        return {"controls": {"all": "permanent", "tag": tag(str(items[0])), "other": True}}

    def rsf_t_choose_tag(self, items):
        word = next(it for it in items if getattr(it, "type", None) == "RSF_TAG")
        name = tag(str(word))
        sel = self._selector("choose", [it for it in items if it is not word])
        sel["choose"] = _tag_kind(name)
        sel["tag"] = name
        return sel

    def rsf_energy_max(self, items):
        return ("energy_max", int(str(items[0])[1:]))

    def rsf_you_control(self, _):
        return ("side", "you")  # its controller's own (rb:179), not a teammate's

    def rsf_to_same_battlefield(self, _):
        return "rd-event-destination"  # where the unit whose move triggered the ability went

    def rsf_may_kill_me_to(self, items):
        """"you may kill me to Y": the controller may kill me as the ability resolves; Y only if
        I was killed (rb:604)."""
        then = [it for it in items if isinstance(it, (dict, list))][0]
        then = then if isinstance(then, list) else [then]
        return Clause([{"kill": True, "target": "self", "may": True}] + [{**e, "if": "done"} for e in then])

    def rsf_ready_legend(self, _):
        return {"rsf_ready_legend": True}

    def rsf_mill(self, items):
        return {"rsf_mill": items[0]}

    def rsf_n_other_battlefields(self, _):
        return "you.rsf_other_battlefields"

    def rsf_c_i_was_mighty(self, _):
        return "rsf-i-was-mighty"

    def rsf_tr_conquer_here_mighty(self, _):
        return {"trigger": "conquer-here", "if": "rsf-mighty-unit-here"}

    def rsf_clause_pay_then(self, items):
        return self.clause_pay(items)

    def rsf_hand_to_deck(self, _):
        return {"rsf_hand_to_deck": True}

    def rsf_unit_or_gear_card(self, _):
        return {"type": "permanent"}

    def rsf_ph_power_min(self, items):
        return ("rsf_power_min", len(items))

    def rsf_tr_win_combat_me(self, _):
        return {"trigger": "rsf-win-combat-me"}

    def rsf_tr_win_combat(self, _):
        return {"trigger": "rsf-win-combat"}

    def rsf_damage_my_assault(self, items):
        return {"rsf_damage_my_assault": True, "target": items[0]}

    def rsf_kill_to_give_its_might(self, items):
        victim, receiver = items
        if isinstance(receiver, dict) and receiver.get("other"):  # "another friendly unit": not the one killed
            receiver = {**{k: v for k, v in receiver.items() if k != "other"}, "distinct": True}
        return [{"kill": True, "target": victim},
                {"rsf_might_of_it": "turn", "target": receiver, "if": "done"}]

    def rsf_might_per_enemy_there(self, items):
        target, n = items
        return {"rsf_might_per_enemy_there": n, "target": target}

    def rsf_swap_might(self, _):
        return {"rsf_swap_might": "turn",
                "target": {"choose": "unit", "count": 2, "at": "battlefield", "same_battlefield": True}}

    def rsf_prevent_next_damage(self, _):
        return {"rsf_prevent_next_damage": "turn", "target": "it"}

    def rsf_buff_played_this_turn(self, _):
        return {"rsf_when_ally_unit_played_this_turn": [{"buff": True, "target": "event-unit"}]}

    def rsf_restriction_all_sentence(self, items):
        return Sentence("restriction", ability={"if": items[0], "rsf_all": True})

    def rsf_st_play_only_to_conquered(self, _):
        return {"static": "rsf-play-only-to-conquered"}

    def rsf_ready_or_exhaust_legend(self, _):
        return [{"choose": True, "target": {"choose": "rsf-legend"}},
                {"one_of": [[{"ready": True, "target": "it"}], [{"exhaust": True, "target": "it"}]]}]

    def rsf_tr_gear_ability(self, _):
        return {"trigger": "rsf-gear-ability"}

    def rsf_give_my_keywords_and_might(self, items):
        return {"rsf_give_mine": "turn", "target": items[0]}

    def rsf_tr_first_win_combat_me(self, _):
        return {"trigger": "rsf-win-combat-me-first"}

    def rsf_tr_die_in_combat(self, _):
        return {"trigger": "dies", "if": "rsf-died-in-combat"}

    def rsf_counter_enemy_choosing_ally(self, _):
        return {"counter": True, "target": {"choose": "chain-item", "side": "enemy", "rsf_chooses": "ally-permanent"}}

    def rsf_t_spell(self, _):
        return {"choose": "chain-item", "type": "spell"}

    def rsf_counter_give_energy(self, _):
        return {"rsf_counter_give_energy": "turn", "target": "they"}

    def rsf_st_assault_per_enemy_here(self, _):
        return {"static": "rsf-assault-per-enemy-here"}

    def rsf_cost_recycle_unit(self, _):
        return {"recycle_trash": 1, "rsf_recycle_type": "unit"}
