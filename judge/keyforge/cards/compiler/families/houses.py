"""Transformer methods for the 'houses' family (grammar/houses.lark): "that house" after "choose a
house" in lasting effects on the opponent's choice of house (lasting.py: cannot-choose-house,
must-choose-house, cannot-use with a house; ``"house": "chosen"`` is fixed when the effect is
made), and houses counted (select.py: ``you.creature_houses``, ``play.creature_houses``)."""

from __future__ import annotations


class Rules:
    def hs_cannot_choose_next(self, items):
        return {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}

    def hs_cannot_choose_while(self, items):
        # "until self leaves play": while its source is in play (kf:glossary/lasting-effects)
        return {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "duration": "while-in-play"}

    def hs_must_choose_next(self, items):
        return {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}

    def hs_cannot_use_next(self, items):
        # during the opponent's turn only the opponent uses creatures: the effect is on them (lasting.py)
        lasting = {"kind": "cannot-use", "how": str(items[0]), "house": "chosen"}
        return {"lasting": lasting, "duration": "opponent-next-turn"}

    def hs_c_creature_houses(self, items):
        return ["you.creature_houses", ">=", items[0]]

    def hs_per_house_in_play(self, items):
        """kf:glossary/for-each — once per house among all creatures in play, choosing anew each time."""
        effs = items[0] if isinstance(items[0], list) else [items[0]]
        if len(effs) != 1 or "for_each" in effs[0]:
            raise ValueError("'for each house …' over several effects is not compiled")
        return {**effs[0], "for_each": "play.creature_houses"}

    def hs_watch_house_chosen(self, items):
        """kf:timing/step-2/after-house-chosen — any player's choice; "that house" is the event's house."""
        from ..transform import Sentence

        def event_house(v):
            if isinstance(v, dict):
                return {k: ("event" if k == "house" and x == "chosen" else event_house(x)) for k, x in v.items()}
            if isinstance(v, list):
                return [event_house(x) for x in v]
            return v

        effects = event_house(items[0])
        if any(e.get("who") or "choose_house" in e for e in effects):
            raise ValueError("a player named in an 'after a player chooses' ability is not compiled")
        return Sentence("watcher", ability={"trigger": "after-house-chosen", "effects": effects})
