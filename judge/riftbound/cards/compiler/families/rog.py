"""Origins phrasings read since branch h-rb-ogn (grammar/rog.lark): each turns into card-format
pieces the engine acts on (``judge/riftbound/effects_rog.py``, ``conditions_rog.py``)."""

from __future__ import annotations


class Rules:
    def rog_c_kills_it(self, _):
        # the previous instruction's damage left the unit with lethal damage (rb:139.2.a)
        return "rog-kills-it"

    def rog_might_to_other(self, items):
        # the unit measured is chosen like any target; "its" is the unit chosen before it, and
        # the verb reads both choices ("they": the latest two)
        other = items[0]
        if not (isinstance(other, dict) and other.get("choose") == "unit" and other.get("other")):
            raise ValueError("the might to reach is another unit's, chosen")
        return [{"choose": True, "target": {**other, "distinct": True}},
                {"rog_might_to_other": True, "target": "they"}]

    def rog_return_chosen_champion(self, _):
        # the chosen champion back from the trash, only into an empty champion zone
        return {"rog_return_chosen_champion": True}

    def rog_recycle_one_or_both(self, _):
        # one or both of the (two) cards looked at
        return {"rog_recycle_seen": 2}

    def rog_order_seen_on_top(self, _):
        return {"rog_order_seen_on_top": True}

    def rog_spend_buffs(self, _):
        return {"rog_spend_buffs": "any"}

    def rog_channel_per_buff(self, _):
        # as many runes as the instruction before spent buffs
        return {"rog_channel_per_buff": {"exhausted": True}}

    def rog_pay_any_damage(self, items):
        t = items[0]
        if not (isinstance(t, dict) and "all" in t):
            raise ValueError("'that much damage' to units the text names by criteria")
        return {"rog_pay_any_damage": "any-power", "target": t}

    def rog_t_gear_unit_hidden(self, items):
        sel: dict = {"choose": "rog-permanent-or-hidden"}
        for it in items:
            if isinstance(it, tuple):
                key, value = it
                if key == "side" and value == "ally-other":
                    sel["side"], sel["other"] = "ally", True
                else:
                    sel[key] = value
        return sel

    def rog_kill_total_might(self, items):
        *rest, cap = items
        sel = self._selector("choose", rest)
        if sel.get("choose") != "unit":
            raise ValueError("a total might of units only")
        sel.update({"at": "battlefield", "up_to": 99, "same_battlefield": True, "rog_total_might_max": cap})
        return {"kill": True, "target": sel}

    def rog_death_recall_pay(self, items):
        return {"rog_death_recall_pay": {"power": [str(t)[1:] for t in items]}, "target": "it"}

    def rog_buffed_death_recall(self, items):
        from ..transform import Sentence

        power = [str(t)[1:] for t in items]
        return Sentence("static", ability={"static": "rog-buffed-death-recall",
                                           "cost": {"power": power, "exhaust": "legend"}})

    def rog_banish_seen_unit_play(self, items):
        # banished, then played at once ignoring its cost (rb:560.1.a): one choice under "you may"
        return {"rog_banish_seen_unit_play": {"might_over_killed": items[0]}}

    def rog_hide_cost_instead(self, items):
        from ..transform import Sentence

        energy = sum(int(str(t)[1:]) for t in items)
        return Sentence("static", ability={"static": "rog-hide-cost-instead", "cost": {"energy": energy}})

    def rog_own_unit_to_hand(self, items):
        from rules_index.riftbound_catalogue import rb_catalogue

        word = str(items[0])
        tags = {t for c in rb_catalogue().cards.values() for t in c.tags}
        tag = next((t for t in tags if t.lower() == word), None)
        if tag is None:
            raise ValueError(f"{word!r} is not a tag of any card")
        return {"return_to_hand": True, "target": {"choose": "rog-own-unit-champion-or-board", "tag": tag}}

    def rog_each_keeps(self, items):
        units, gear, runes, hand = items
        return {"rog_each_keeps": {"unit": units, "gear": gear, "rune": runes, "hand": hand}}

    def rog_damage_per_seen(self, items):
        n, target, kw = items
        if not isinstance(target, dict) or "choose" not in target:
            raise ValueError("'for each card with …' damage to a chosen unit")
        return [{"rog_damage_per_seen": {"amount": n, "with": str(kw).capitalize()}, "target": target},
                {"from_seen": {"to": "recycle", "count": "all"}}]

    def rog_ac_buffs(self, _):
        return {"spend_buff": "friendly-unit"}

    def rog_ac_kill(self, _):
        return {"kill": "friendly-unit"}

    def rog_any_number_cost(self, items):
        cost = next(i for i in items if isinstance(i, dict))
        return {"static": "additional-cost", "optional": True, "cost": cost, "rog_any_number": True}

    def rog_less_each(self, items):
        from ..transform import Sentence

        # amends the optional additional cost before it (compile._place, kind "amend")
        return Sentence("amend", ability={"rog_less_each": {"power": [str(items[0])[1:]]}})

    def rog_choose_at_destination(self, _):
        return {"rog_choose_at_destination": {"side": "enemy"}}
