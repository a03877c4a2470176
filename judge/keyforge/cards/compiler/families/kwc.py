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
