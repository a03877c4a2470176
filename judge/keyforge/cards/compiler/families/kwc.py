"""Transformer methods for the 'kwc' family (grammar/kwc.lark): Worlds Collide shapes (the third
list of the set).

* "for each creature your opponent controls in excess of you, not counting <self>" (kf:glossary/for-each);
* "for each card shuffled into your deck this way" (kf:glossary/this-way; operand
  ``kwc.shuffled_into_yours``, set by the verb ``shuffle_into_deck``).
"""

from __future__ import annotations

from .kca import _for_each


class Rules:
    def kwc_excess_opp_not_self(self, items):
        """The opponent's creatures beyond yours, your count leaving out this card (never below 0):
        the other friendly creatures in play."""
        others = {"count": {"side": "friendly", "other": True, "each": True}}
        return _for_each(items[0], {"difference": ["opponent.creatures", others]})

    def kwc_tail_shuffled_into_yours(self, items):
        # "each card shuffled into your deck": a card another player owns went to its owner's deck, not yours
        return ("tail", "for_each_amount", "kwc.shuffled_into_yours")

    def kwc_shuffle_friendly_cards(self, items):
        # kf:glossary/friendly — every card in play you control, upgrades included
        return {"kwc_shuffle_friendly_cards": True}

    def kwc_st_attached_invulnerable(self, items):
        # kf:glossary/invulnerable — the creature this upgrade is on cannot be dealt damage or destroyed
        return {"gains": {"keywords": ["invulnerable"]}, "affects": "attached"}

    def kwc_w_action_before_resolves(self, items):
        # kf:timing/play — the "after" moment of an action card played, before its Play: ability (play.py)
        return ("after-action-played", "any", None)

    def kwc_deal_own_damage(self, items):
        # kf:glossary/damage — each creature its own amount, the damage it has when this resolves
        target = items[0]
        if not isinstance(target, dict) or not target.get("each"):
            raise ValueError("'equal to the amount of damage on that creature' is compiled for each creature of a group")
        return {"kwc_deal_own_damage": True, "target": target}

    def kwc_damaged_instead(self, items):
        """kf:glossary/replacement-effects — the damage before it is dealt to each creature it reaches;
        one that was damaged already (before this damage) is dealt N instead (verbs.deal_damage_verb)."""
        from ..transform import Sentence

        return Sentence("modifier", effects=[{"_applies_to": ["deal_damage"], "kwc_if_damaged": int(str(items[0]))}])

    def kwc_destroy_chosen_same_power(self, items):
        # kf:glossary/destroyed — the chosen creatures and each creature sharing a power with one of them, together
        return {"kwc_destroy_same_power": True}

    def kwc_destroy_thirds(self, items):
        # kf:glossary/destroyed — a third of each side's creatures, rounded up, chosen by the active player
        return {"kwc_destroy_thirds": True}

    def kwc_forge_reduced_play_houses(self, items):
        # kf:glossary/forge, kf:glossary/cost — +N, less 1 per house among cards in play, at most by the cap
        modify, cap = int(str(items[0])), int(str(items[1]))
        return {"forge": {"modify": modify, "minus": {"at_most": cap, "of": "kwc.play_houses"}}}

    def kwc_may_play_non_house_types(self, items):
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        lasting = {"kind": "may-play", "not_house": HOUSE_KEYS.get(h, h), "cards": 1,
                   "kwc_types": ["artifact", "upgrade", "action"]}
        return {"lasting": lasting, "duration": "turn"}
