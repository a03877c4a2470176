"""Transformer methods for the 'damage' family of clauses (grammar/damage.lark): damage, healing, power counters,
creature states, destroying, fighting and using, moving creatures in the battleline, "X or Y" choices, control.
The engine verbs they name beyond the core ones are in ``judge/keyforge/verbs_damage.py``."""

from __future__ import annotations

#: verbs that read as a cost in "X to Y" ("sacrifice a creature to deal 6d", "purge a card to stun a creature")
COSTS = ("sacrifice", "purge", "exalt", "discard", "destroy", "exhaust", "lose", "pay", "archive", "return_to_hand")


class Rules:
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def deal(self, items):
        return {"deal_damage": items[0], "target": items[1]}

    def deal_two(self, items):
        return [{"deal_damage": items[0], "target": items[1]}, {"deal_damage": items[2], "target": items[3]}]

    def deal_and_neighbors(self, items):
        return [{"deal_damage": items[0], "target": items[1]},
                {"deal_damage": items[0], "target": {"where": "neighbor", "of": "previous", "each": True}}]

    def heal(self, items):
        return {"heal": items[0], "target": items[1]}

    def heal_subject(self, items):
        return {"heal": items[1], "target": items[0]}

    def heal_full(self, items):
        return {"heal": "full", "target": items[0]}

    def counters(self, items):
        return {"power_counters": items[1], "target": items[0]}

    def counter_one(self, items):
        return {"power_counters": 1, "target": items[0]}

    def counters_put(self, items):
        return {"power_counters": items[0], "target": items[1]}

    def fight_with(self, items):
        return {"fight_with": True, "target": items[0]}

    def dm_ready_fight_each(self, items):
        """"ready and fight with up to 3 different friendly creatures, one at a time": one
        creature at a time, never one this ability already chose (kf:glossary/for-each)."""
        t = items[0]
        if not isinstance(t, dict) or "up_to" not in t or not t.get("new"):
            raise ValueError("'one at a time' needs 'up to N different' creatures")
        n = t["up_to"]
        return {"ready_and_fight": True, "target": {**t, "up_to": 1}, "for_each": n}

    def ready_fight(self, items):
        return {"ready_and_fight": True, "target": items[0]}

    def use(self, items):
        return {"use": True, "target": items[0]}

    def dm_use_as_if(self, items):
        """"use an opponent's artifact as if it were yours" (kf:glossary/as-if-you-controlled-it)."""
        return {"use": True, "target": items[0], "as_if_yours": True}

    def dm_t_opponents(self, items):
        spec = self.t_spec(items)
        spec["side"] = "enemy"
        return spec

    def ready_use(self, items):
        return [{"ready": True, "target": items[0]}, {"use": True, "target": "previous-target"}]

    def control(self, items):
        return {"control": "you", "target": items[0]}

    # -- splash, states, moving, choices (verbs_damage.py) ------------------------------------
    def dm_deal_splash(self, items):
        return {"deal_damage": items[0], "target": items[1], "splash": items[2]}

    def dm_effect(self, items):
        return items[0]

    def dm_unstun(self, items):
        return {"unstun": True, "target": items[0]}

    def dm_v(self, items):
        return str(items[0]).lower()

    def dm_v_heal(self, items):
        return "heal"

    def dm_v_unstun(self, items):
        return "unstun"

    def dm_verbs(self, items):
        """"stun and exhaust a creature", "exalt, ward, and fully heal a friendly creature":
        each verb in turn on the same card(s)."""
        *verbs, target = items
        again = target if isinstance(target, str) else "previous-target"
        out = []
        for i, verb in enumerate(verbs):
            out.append({verb: "full" if verb == "heal" else True, "target": target if i == 0 else again})
        return out

    def dm_verb_targets(self, items):
        """One verb, several targets: each target in turn; "destroy" destroys them all at once
        (kf:glossary/destroyed), after every one of them was chosen."""
        verb, *targets = items
        verb = str(verb).lower()
        if verb == "destroy":
            return {"destroy": True, "targets": targets}
        if verb not in ("stun", "exhaust", "ready", "ward", "enrage", "exalt"):  # cards that leave play: together
            raise ValueError(f"'{verb}' with several targets is not compiled (they would leave play together)")
        return [{verb: True, "target": t} for t in targets]

    def dm_swap(self, items):
        t = items[0]
        if not (isinstance(t, dict) and t.get("other") and t.get("side") == "friendly"):
            raise ValueError("only a swap with another friendly creature is compiled")
        return {"swap": True, "target": t}

    def dm_move_flank(self, items):
        return {"move_to_flank": True, "target": items[0]}

    def dm_either(self, items):
        return {"choose_one": [list(items[0]), list(items[1])]}

    def dm_to(self, items):
        """"sacrifice a creature to deal 6d to a creature": the second part only if the first
        fully happened (kf:glossary/if-you-do)."""
        first, second = list(items[0]), [dict(e) for e in items[1]]
        if next(iter(first[-1])) not in COSTS:  # "choose a friendly creature to capture 2a": not a cost
            raise ValueError("'X to Y' is compiled only when X is a cost (sacrifice, purge, exalt, ...)")
        second[0]["if_you_do"] = True
        return first + second

    # -- targets, conditions ---------------------------------------------------------------------
    def dm_a_keyword(self, items):
        return ("keyword", "elusive")

    def dm_a_different(self, items):
        return ("new", True)

    def dm_p_aember(self, items):
        return ("aember", True)

    def dm_p_no_aember(self, items):
        return ("aember", False)

    def dm_p_center(self, items):
        return ("where", "center")

    def dm_t_its_neighbor(self, items):
        return {"where": "neighbor", "of": "previous"}

    def dm_t_other_neighbor(self, items):
        """"the second creature's other neighbor": a neighbour of the creature just chosen
        that this ability has not chosen yet."""
        return {"where": "neighbor", "of": "previous", "new": True}

    def dm_deal_it(self, items):
        """"deal it 2d" (the target before the amount)."""
        return {"deal_damage": items[1], "target": items[0]}

    def dm_deal_prev_power(self, items):
        """"deal damage equal to the archived creature's power to an enemy creature": the power
        of the card the preceding effect chose (read before the target is chosen)."""
        return {"deal_damage": "previous.power", "target": items[-1]}

    def dm_counters_per_amber(self, items):
        return {"power_counters": "you.amber", "target": items[0]}

    def dm_for_each_this_way(self, items):
        """"for each creature destroyed this way, give self a +1 power counter"."""
        return [{**e, "for_each": "this-way"} for e in items[-1]]

    def dm_p_shares_trait(self, items):
        return ("shares_trait", items[0])

    def dm_for_each_trait(self, items):
        """"for each trait that creature has, deal it 2d and gain 1a": each effect as many times
        as the chosen creature has traits (kf:glossary/for-each)."""
        return [{**e, "for_each": "previous.traits"} for effs in items for e in effs]

    def dm_tail_this_way(self, items):
        """"gain 1a for each damage healed this way" (the heal verbs count the damage they heal)."""
        return ("tail", "this_way", None)

    def dm_p_upgraded(self, items):
        return ("upgraded", True)

    def dm_c_healed(self, items):
        return ["this-way", ">=", items[0]]

    def dm_heal_up_to(self, items):
        return {"heal_up_to": items[0], "target": items[1]}

    def dm_deal_that_amount(self, items):
        """"deal that amount of damage to another creature": the amount the preceding effect
        healed/dealt (kf:glossary/this-way); "another" is a creature other than the one that
        effect chose, not other than this card."""
        t = items[0]
        if isinstance(t, dict) and t.pop("other", False):
            t = {**t, "new": True}
        return {"deal_damage": "this-way", "target": t}

    def dm_passive(self, items):
        """"each mars creature and each robot creature is stunned", "each artifact is destroyed"."""
        *targets, state = items
        verb = {"stunned": "stun", "exhausted": "exhaust", "destroyed": "destroy", "readied": "ready",
                "warded": "ward", "enraged": "enrage"}[str(state)]
        if verb == "destroy" and len(targets) > 1:  # destroyed together (kf:glossary/destroyed)
            return {"destroy": True, "targets": targets}
        return [{verb: True, "target": t} for t in targets]

    def dm_choose(self, items):
        t = items[0]
        if not isinstance(t, dict) or t.get("each"):
            raise ValueError("'choose' needs a creature to choose")
        return {"choose": True, "target": t}

    def dm_stun_or_instead(self, items):
        """"stun an enemy creature. if that creature was already stunned, destroy it instead": the
        creature is chosen, stunned if it is not stunned yet, otherwise the other effect replaces
        the stun (kf:glossary/replacement-effects; a stunned creature cannot be stunned again,
        kf:glossary/stun)."""
        target, effs = items
        if not isinstance(target, dict) or target.get("each"):
            raise ValueError("'if that creature was already stunned' needs one creature")
        rest = [dict(e) for e in effs]
        rest[0]["otherwise"] = "instead"
        return [{"choose": True, "target": target},
                {"stun": True, "target": "previous-target", "if": {"previous": {"stunned": False}}}] + rest

    def dm_destroy_except(self, items):
        """"destroy each enemy creature except the most powerful enemy creature": the kept
        creature is chosen first (on a tie the active player picks, kf:glossary/most-powerful),
        then every other one is destroyed at once ("new": not chosen by this ability)."""
        group, *kept = items
        if not (isinstance(group, dict) and group.get("each") and all(isinstance(k, dict) and not k.get("each")
                                                                      for k in kept)):
            raise ValueError("'destroy each ... except ...' needs a group and single creatures")
        return [{"choose": True, "target": k} for k in kept] + [{"destroy": True, "target": {**group, "new": True}}]

    def dm_t_remaining(self, items):
        return {"side": "friendly"}

    def dm_swap_two(self, items):
        return {"swap_two": True}

    def dm_t_each_yours(self, items):
        spec = self.t_spec(items)
        spec.update(each=True, side="friendly")
        return spec
