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

    def kxa_w_ready_belongs(self, items):
        # kf:rules/ready-and-exhausted, kf:rules/houses — after the event, the creature is readied and is of
        # the house for the rest of the turn (instead of its own)
        effects = [{"ready": True, "target": "self"},
                   {"kho_house": _house(items[1]), "target": "self", "kho_duration": "turn"}]
        return self.watcher_sentence([items[0], effects])

    def kxa_heal_destroy_instead(self, items):
        # kf:glossary/replacement-effects — "Destroyed: <effects> instead": the creature is not destroyed; it is
        # fully healed and the named card is destroyed in its place
        return Sentence("effects", effects=_instead_effects(items[0]))

    def kxa_fight_each(self, items):
        # kf:glossary/ready-and-fight, kf:rules/using-cards-through-abilities — each creature fights in turn
        return {"kxa_fight_each": True, "target": items[0]}

    def kxa_destroy_lower_each(self, items):
        # kf:glossary/for-each, kf:glossary/destroyed — once for each creature of the first kind, a creature of the
        # second kind whose power is lower than that creature's
        each, target = dict(items[0]), dict(items[1])
        for spec in (each, target):
            if spec.get("kind", "creature") != "creature" or set(spec) - {"kind", "side", "house", "not_house",
                                                                        "trait", "not_trait"}:
                raise ValueError(f"'for each …, destroy … with lower power' is read for creatures only: {spec!r}")
        return {"kxa_destroy_lower_each": {**each, "each": True}, "target": target}

    def kxa_choose_discard_creature(self, items):
        # kf:glossary/ability — the creature card "that creature" names after it
        return {"choose": True, "target": {"type": "creature", "zone": "discard", "player": "you", "kind": "card"}}

    def kxa_play_previous_as_if_hand(self, items):
        # kf:glossary/play — played from the discard pile, whatever its house
        return {"play_card": True, "target": "previous-target"}

    def kxa_play_archived_as_if_hand(self, items):
        # kf:glossary/play, kf:glossary/archives — one card of the player's archives, whatever its house
        return {"play_card": True, "target": {"kind": "card", "zone": "archives", "player": "you"}}

    def kxa_each_discards_top_card(self, items):
        # kf:glossary/discard-pile — each player the top card of their own deck (kab's verb), the active player first
        return {"kab_each_discards_top": 1}

    def kxa_destroy_per_house(self, items):
        # kf:glossary/for-each, kf:glossary/destroyed — for each card the preceding effect discarded, one creature or
        # artifact in play of that card's house, if there is one
        return {"kxa_destroy_per_house": True, "target": {"kind": "card"}}

    def kxa_unless_two_destroyed(self, items):
        # "if 2 cards are not destroyed as a result of this": the preceding effect destroyed fewer than 2
        return Sentence("effects", effects=[{"destroy": True, "target": "self", "if": ["this-way", "<", 2]}])

    def kxa_discard_top_reveal_opp(self, items):
        # kf:glossary/discard-pile — the opponent's top card discarded, then their hand revealed ("this way")
        return [{"discard": 1, "from": "deck-top", "who": "opponent"},
                {"look_at": "all", "from": "hand", "who": "opponent", "revealed": True}]

    def kxa_gain_per_revealed_house(self, items):
        # kf:glossary/for-each, kf:glossary/this-way — the revealed cards that share the discarded card's house
        n = _amount(items[0])
        return {"gain": n, "for_each": {"count": {"among": "previous", "kind": "card", "shares_house": "discarded"}}}

    def kxa_opponent_repeats(self, items):
        # kf:glossary/repeat-preceding-effect — the ability's effects before it once more, with the players swapped
        # (compile._place fills in which: ``_repeat_before``)
        return {"repeat": "preceding", "kxa_swapped": True, "_repeat_before": True}

    def kxa_l_only_fight(self, items):
        # kf:glossary/lasting-effects, kf:glossary/cannot-vs-must — for the turn each friendly creature (also one
        # that enters play later this turn) may fight whatever its house, and cannot be used otherwise
        return Sentence("effects", effects=[{"lasting": {"kind": "modify", "static": {"kxa_only_fight": True},
                                                         "affects": "friendly-creatures"}, "duration": "turn"}])

    def kxa_l_played_gain(self, items):
        # kf:glossary/lasting-effects — each creature played later this turn has the quoted ability as it is played
        from .constant import _gained

        gained = _gained(str(items[0]))
        if "granting-card" in repr(gained):
            raise ValueError("a lasting effect that gives an ability naming a card is not compiled")
        return Sentence("effects", effects=[{"lasting": {"kind": "modify", "static": {"gains": {"abilities": gained}},
                                                         "affects": "kxa-creatures-you-play"}, "duration": "turn"}])

    def kxa_lose_power_counter(self, items):
        # kf:glossary/power-counter — one +1 power counter removed
        return {"kxa_lose_power_counters": 1, "target": items[0]}

    def kxa_tail_damage_healed(self, items):
        # kf:glossary/heal, kf:glossary/this-way — the damage the preceding heal removed
        return ("tail", "for_each_amount", "this-way")

    def kxa_purge_for_damage(self, items):
        # kf:glossary/purge, kf:glossary/for-each — N cards purged: the damage dealt N more times to that creature
        return {"kxa_purge_for_damage": _amount(items[0]), "target": "previous-target"}


def _house(token) -> str:
    from ..transform import HOUSE_KEYS

    h = str(token).lower()
    return HOUSE_KEYS.get(h, h)


def _amount(n) -> int:
    n = str(n)
    if not n.isdigit():
        raise ValueError(f"an additional {n}D is read for a number only")
    return int(n)


def _instead_effects(target) -> list[dict]:
    # "_instead_destroyed": None — compile._place makes the "Destroyed:" ability a replacement of the
    # destruction (Ability ``instead``) that always applies (``instead_if`` None)
    return [{"heal": "full", "target": "self", "_instead_destroyed": None}, {"destroy": True, "target": target}]
