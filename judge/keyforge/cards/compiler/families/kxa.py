"""Transformer methods for the 'kxa' family (grammar/kxa.lark): the CotA/AoA cards earlier rounds
left as the hardest.

* "You may spend A on <this card> when forging keys" (Pocket Universe, Safe Place): the constant
  ``kga_spend_as_pool`` (judge/keyforge/kga_spend.py), which lets æmber on the card pay for keys and
  for nothing else — exactly what "when forging keys" says (kf:turn/step-1).
"""

from __future__ import annotations

from ..transform import Sentence


class Rules:
    def kxa_spend_forging(self, items):
        # kf:turn/step-1 — æmber on the card pays for keys together with the pool
        return {"kga_spend_as_pool": "you", **({"affects": items[0]} if items[0] else {})}

    def kxa_first_use_ready(self, items):
        # kf:glossary/use, kf:rules/ready-and-exhausted — this use is the creature's first this turn: ready it
        return Sentence("effects", effects=[{"ready": True, "target": "self", "if": ["self.kmc_uses", "==", 1]}])

    def kxa_unusable_unless_discarded(self, items):
        # kf:glossary/cannot-vs-must — the creature cannot be used until its controller has discarded a card
        # from their hand this turn (kf:glossary/discard-pile)
        return {"kab_cannot_be_used": True, "affects": "attached", "if": {"not": {"kxa_host_discarded": True}}}

    def kxa_discard_refill_hands(self, items):
        # kf:glossary/discard-pile, kf:turn/step-5 — both hands discarded, then both refilled
        return Sentence("effects", effects=[{"discard": "all", "from": "hand"},
                                            {"discard": "all", "from": "hand", "who": "opponent"},
                                            {"kxa_refill_hand": "you"}, {"kxa_refill_hand": "opponent"}])
