"""Transformer methods for the 'damage' family of clauses (grammar/damage.lark): damage, healing, power counters, fighting and using, control."""

from __future__ import annotations



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
        raise ValueError("'fight with' without readying is not compiled")

    def ready_fight(self, items):
        return {"ready_and_fight": True, "target": items[0]}

    def use(self, items):
        return {"use": True, "target": items[0]}

    def ready_use(self, items):
        return [{"ready": True, "target": items[0]}, {"use": True, "target": "previous-target"}]

    def control(self, items):
        return {"control": "you", "target": items[0]}
