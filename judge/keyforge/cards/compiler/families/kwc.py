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
        return {"forge": {"modify": modify, "minus": {"at_most": cap, "of": "kho.card_houses"}}}

    def kwc_may_play_non_house_types(self, items):
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        lasting = {"kind": "may-play", "not_house": HOUSE_KEYS.get(h, h), "cards": 1,
                   "kwc_types": ["artifact", "upgrade", "action"]}
        return {"lasting": lasting, "duration": "turn"}

    def kwc_c_opp_stole_last_turn(self, items):
        # kf:glossary/steal — what the opponent stole during their previous turn (verbs_kwc.end_turn_stolen)
        return ["opponent.kwc_stole_last_turn", ">", 0]

    def kwc_w_stolen_from_you(self, items):
        # kf:glossary/steal — the event's player is the one stolen from: "from you" is the controller
        return ("kwc-after-aember-stolen", "friendly", None)

    def kwc_tail_each_stolen(self, items):
        return ("tail", "for_each_amount", "event.amount")

    def kwc_w_destroyed_in_fight(self, items):
        from .constant import _watch

        trigger, whose, event = _watch("after-creature-destroyed", items[0])
        if event and ("is_self" in event or "attached" in event):
            raise ValueError("'is destroyed while fighting' is compiled for a creature of a side")
        return trigger, whose, {**(event or {}), "kwc_in_fight": True}

    def kwc_remove_n_and_forge(self, items):
        """kf:glossary/other-tokens, kf:glossary/forge — with N or more counters of that kind on the
        card, M of them come off and a key is forged at the current cost (both under the condition)."""
        at_least, kind, n = int(str(items[0])), str(items[1]).lower(), int(str(items[2]))
        cond = [f"self.tokens.{kind}", ">=", at_least]
        return [{"remove_token": kind, "target": "self", "kwc_count": n, "if": cond},
                {"forge": True, "same_if": True}]

    def kwc_play_house_creature(self, items):
        # kf:glossary/play — "play a Saurian creature": from your hand
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        return {"kwc_play_from_hand": True,
                "target": {"kind": "card", "type": "creature", "house": HOUSE_KEYS.get(h, h), "zone": "hand", "player": "you"}}

    def kwc_enters_stunned(self, items):
        # kf:glossary/stun — the creature the preceding "play" plays enters play stunned
        from ..transform import Sentence

        return Sentence("modifier", effects=[{"_applies_to": ["kwc_play_from_hand"], "kwc_stunned": True}])

    def kwc_turn_no_reap_gain_per_fight(self, items):
        """kf:glossary/lasting-effects — for the rest of this turn no creature may be used to reap (on
        this turn only the active player uses creatures: ``cannot-use`` for "you"), and each fight of a
        friendly creature gains the controller N æmber (a lasting watcher)."""
        n = int(str(items[0]))
        return [{"lasting": {"kind": "cannot-use", "how": "reap"}, "who": "you", "duration": "turn"},
                {"lasting": {"kind": "ability", "ability": {"trigger": "after-creature-fights", "whose": "friendly",
                                                            "effects": [{"gain": n}]}}, "duration": "turn"}]

    def kwc_at_end_of_this_turn(self, items):
        """kf:glossary/end-of-turn, kf:glossary/lasting-effects — "at the end of the turn, …" in a bold
        ability: a watcher of this turn's end only (it lasts for the turn; the end-of-turn window comes
        before this turn's lasting effects end, turn.end_turn)."""
        from ..transform import Sentence

        effects = [dict(e) for e in items[0]]
        if any("lasting" in e or "previous-target" in repr(e) for e in effects):
            raise ValueError("'at the end of the turn' before a lasting effect or 'it' is not compiled")
        ability = {"trigger": "end-of-turn", "whose": "friendly", "effects": effects}
        return Sentence("effects", effects=[{"lasting": {"kind": "ability", "ability": ability}, "duration": "turn"}])

    def kwc_destroy_sharing_no_trait(self, items):
        # kf:glossary/traits, kf:glossary/destroyed — verb kwc_destroy_no_shared_trait
        return {"kwc_destroy_no_shared_trait": True}

    def kwc_lose_purged_bonus(self, items):
        # kf:rules/aember-bonus — the æmber icons of the purged cards, added up
        return {"lose": "kwc.previous_aember_bonus", "who": "opponent"}

    def kwc_rearrange_line(self, items):
        # kf:glossary/battleline — verb kwc_rearrange
        return {"kwc_rearrange": True}

    def kwc_capture_any_combination(self, items):
        # kf:glossary/capture — the card itself captures, from the pools of both players (verb kwc_capture_split)
        return {"kwc_capture_split": int(str(items[0])), "target": "self"}

    def kwc_c_self_fewer_amber(self, items):
        return ["self.amber", "<", int(str(items[0]))]

    def kwc_w_destroyed_by_assault(self, items):
        from .constant import _watch

        trigger, whose, event = _watch("after-creature-destroyed", items[0])
        if event and ("is_self" in event or "attached" in event):
            raise ValueError("'is destroyed by self's assault damage' is compiled for a creature of a side")
        return trigger, whose, {**(event or {}), "kwc_assault_of": "self"}

    def kwc_w_discard_from_hand(self, items):
        # kf:rules/discarding-cards — "you": the controller discards; the adjectives filter the card
        spec = dict(it for it in items if isinstance(it, tuple))
        if set(spec) - {"house", "not_house", "trait", "not_trait"}:
            raise ValueError(f"a discarded card's filter {sorted(spec)} is not compiled")
        return ("kmc-after-discarded-from-hand", "friendly", spec or None)  # kmc.discarded_from_hand

    def kwc_choose_a_trait(self, items):
        return {"kwc_choose_trait": True}

    def kwc_purge_with_that_trait(self, items):
        return {"kwc_purge_trait": True}

    def kwc_each_gains_per_purged(self, items):
        # kf:glossary/this-way — each player, for the cards they controlled that were purged
        n = int(str(items[0]))
        return {"each_player": {"gain": "kwc.purged_controlled" if n == 1 else {"times": n, "of": "kwc.purged_controlled"}}}

    def kwc_reap_with_each_neighbor(self, items):
        return {"kwc_reap_each_neighbor": True}

    # -- Keyforgery (kf:glossary/forge, kf:glossary/replacement-effects): constant abilities, one per sentence
    def kwc_keyforgery_names(self, items):
        from ..transform import Sentence

        return Sentence("static", static=[{"kwc_keyforgery": True}])

    def kwc_keyforgery_reveal(self, items):
        from ..transform import Sentence

        return Sentence("static", static=[{"kwc_keyforgery_reveal": True}])

    def kwc_keyforgery_fail(self, items):
        from ..transform import Sentence

        return Sentence("static", static=[{"kwc_keyforgery_fail": True}])

    # -- Old Boomy: revealing until a house comes up (verbs kwc_reveal_until, kwc_archive_revealed)
    def kwc_reveal_until_house(self, items):
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        return {"kwc_reveal_until": HOUSE_KEYS.get(h, h)}

    def kwc_archive_revealed_cards(self, items):
        return {"kwc_archive_revealed": True}

    def kwc_c_house_revealed(self, items):
        # among the cards the preceding reveal showed (read before the effect it governs chooses anything)
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        return {"exists": {"kind": "card", "among": "previous", "house": HOUSE_KEYS.get(h, h)}}

    def kwc_st_play_is_play_reap(self, items):
        # kf:rules/constant-abilities — the "Play:" abilities of the controller's creatures resolve on reap too
        return {"kwc_play_is_play_reap": True}

    def kwc_turn_fight_reap(self, items):
        # kf:glossary/lasting-effects — "Fight:" abilities resolve on reap and "Reap:" on fight, this turn
        return {"lasting": {"kind": "kwc-fight-reap"}, "duration": "turn"}
