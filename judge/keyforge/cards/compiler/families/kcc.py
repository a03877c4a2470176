"""Transformer methods for the 'kcc' family (grammar/kcc.lark): the rest of Call of the Archons.
Each docstring says what the printed words mean and what the engine does with the card format
(engine pieces of this family: ``judge/keyforge/verbs_kcc.py``)."""

from __future__ import annotations

from ..transform import Sentence


def cards_in_play_count(spec: dict) -> dict:
    """kf:glossary/control — "cards a player has in play" are every card they control in play:
    creatures and artifacts (a target of kind "card") and upgrades, added up (``kcc_sum``)."""
    return {"kcc_sum": [{"count": dict(spec)}, {"count": {**spec, "kind": "upgrade"}}]}


def _times(n: int, operand: str):
    return operand if n == 1 else {"times": n, "of": operand}


class DoneRules:  # mixed into Rules
    """What was done this turn and on the previous turn (engine: kcc_done.py)."""

    def kcc_c_used_creatures(self, items):
        """kf:glossary/use — the different creatures you used this turn (fight, reap, action, omni)."""
        return ["kcc.creatures_used", ">=", items[0]]

    def kcc_c_opp_played_last_turn(self, items):
        """kf:glossary/play — the creatures your opponent played on their turn before this one."""
        return ["kcc.opp_creatures_played_last_turn", ">=", items[0]]

    def kcc_c_played_house(self, items):
        """kf:glossary/play, kf:rules/houses — the cards of that house you played this turn."""
        from ..transform import HOUSE_KEYS

        h = str(items[1]).lower()
        return [f"kcc.played.{HOUSE_KEYS.get(h, h)}", ">=", items[0]]

    def kcc_st_first_creature_ready(self, items):
        """kf:rules/constant-abilities — whoever plays it, the first creature played in a turn enters
        play ready (played, not put into play)."""
        return {"kcc_first_creature_ready": True}


class CostRules:
    """Costs "in order to play/use" (engine: kcc_costs.py; docs/rulings.md, KeyForge readings of the kcc
    and kga cards, 1)."""

    def kcc_st_lose_to_play_self(self, items):
        """kf:glossary/aember — playing this card costs that much æmber, lost to the common supply
        as it is played; a player with less cannot play it."""
        return {"kcc_cost": "play", "lose": items[0]}

    def kcc_st_opp_pays_to(self, items):
        """kf:glossary/pay — each card of that type your opponent plays (uses) costs them that much
        æmber, paid to you as they play (use) it; with less they cannot."""
        n, how, noun = items
        kind = {"action card": "action"}.get(str(noun), str(noun))
        return {"kcc_cost": str(how).split()[0], "pay": n, "type": kind, "for": "opponent"}

    def kcc_damage_per_aember(self, items):
        """kf:glossary/for-each — each of the creatures is dealt that much for each æmber on it
        (verbs_kcc.kcc_damage_per_aember)."""
        n, target = items
        if not (isinstance(target, dict) and target.get("each")):
            raise ValueError("'deal ND to … for each A on it' to other than each of a group is not compiled")
        return {"kcc_damage_per_aember": n, "target": target}

    def kcc_return_all_aember(self, items):
        """kf:glossary/move — every æmber on the creatures the preceding effect reached goes to your
        pool (one that left play has none left: its æmber went to its opponent's pool as it left,
        kf:glossary/leaves-play)."""
        return {"move_aember": "all", "from": {"each": True, "among": "previous"}, "to": "pool"}


class Rules(DoneRules, CostRules):
    # -- targets ------------------------------------------------------------------------------
    def kcc_t_artifact_or_flank(self, items):
        """One card that is an artifact, or a creature on a flank (``kwb_any``: either filter)."""
        return {"kind": "card", "kwb_any": [{"type": "artifact"}, {"where": "flank"}]}

    # -- effects ------------------------------------------------------------------------------
    def kcc_each_gains_destroyed(self, items):
        """kf:glossary/this-way, kf:glossary/control — each player, the active one first, gains that
        much for each card the preceding effect destroyed that they controlled when it was destroyed
        (``each_player`` with the count ``kcc.destroyed_controlled``, read for that player)."""
        return {"each_player": {"gain": _times(items[0], "kcc.destroyed_controlled")}}

    def kcc_each_gains_shuffled(self, items):
        """kf:glossary/this-way, kf:glossary/leaves-play — each player gains that much for each card
        the preceding effect shuffled into their deck (a card goes into its owner's deck)."""
        return {"each_player": {"gain": _times(items[0], "kcc.shuffled_owned")}}

    def kcc_damage_revealed(self, items):
        """kf:glossary/this-way — as much damage as the preceding "reveal" revealed cards. Read only
        after a reveal of cards of that very kind (checked in compile: ``_kcc_after``)."""
        target, revealed = items
        if isinstance(target, dict) and (target.get("each") or target.get("up_to") or target.get("count", 1) != 1):
            raise ValueError("damage equal to a count to other than one creature is not compiled")
        return {"deal_damage": "this-way", "target": target, "_kcc_after": {"reveal": revealed}}

    def kcc_excess_you_have(self, items):
        """kf:glossary/for-each, kf:glossary/control — as many times as you control creatures more
        than your opponent ("creatures you have" are those you control); none when you have no more."""
        effects = items[0]
        if len(effects) != 1 or "for_each" in effects[0]:
            raise ValueError("'for each … in excess' over more than one effect is not compiled")
        return {**effects[0], "for_each": {"all_but": "opponent.creatures", "of": "you.creatures"}}

    def kcc_control_until_leaves(self, items):
        """kf:glossary/control, kf:glossary/lasting-effects — you take control of the card; when the
        card whose ability this is leaves play, the control ends and it goes back (verbs_kcc)."""
        return {"kcc_control_held": True, "target": items[0]}

    def kcc_repeat_as_you_like(self, items):
        """kf:glossary/repeat, kf:glossary/may — the preceding effect again, as often as the resolving
        player likes, while the entire effect can be resolved (each part has a legal target)."""
        return {"repeat": "preceding", "kcc_as_you_like": True}

    def kcc_capture_once_each(self, items):
        """kf:glossary/capture — "each creature cannot capture more than 1A this way": each time the
        capture before it resolves, a creature is chosen that has not captured for it yet
        (``kcc_distinct``). Only where each capture is of 1A."""
        if items[0] != 1:
            raise ValueError("'cannot capture more than NA this way' other than 1A is not compiled")
        return Sentence("modifier", effects=[{"kcc_distinct": True, "_applies_to": ("capture",)}])

    def kcc_gain_fight_destroyed(self, items):
        """kf:glossary/fight, kf:glossary/for-each — once for each creature destroyed by fight damage this
        turn that was your enemy then (kcc_done.py)."""
        return {"gain": items[0], "for_each": "kcc.enemy_fight_destroyed"}

    def kcc_st_use_only_if(self, items):
        """kf:glossary/cannot-vs-must — the card cannot be used (fight, reap, action, omni) while the
        condition does not hold for the player who would use it (kcc_costs.py)."""
        return {"kcc_use_only_if": items[0]}

    def kcc_c_discarded_house(self, items):
        """kf:glossary/discard-pile — a card of that house you discarded from your hand this turn."""
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        return [f"kcc.discarded_from_hand.{HOUSE_KEYS.get(h, h)}", ">=", 1]

    def kcc_st_purge_instead(self, items):
        """kf:glossary/replacement-effects, kf:glossary/purge — while this card is in play, a creature that
        would go from play to a discard pile is purged instead (zones.leave_play)."""
        return {"kcc_purge_instead": True}

    def kcc_put_other_name_ready(self, items):
        """kf:glossary/if-you-do, kf:glossary/play — only if the preceding effect happened: a creature of
        that house from your hand, whose name is not that of the card the preceding effect chose, is put
        into play (not played), then readied."""
        from ..transform import HOUSE_KEYS

        h = str(items[0]).lower()
        spec = {"house": HOUSE_KEYS.get(h, h), "type": "creature", "zone": "hand", "player": "you",
                "kcc_other_name": "previous"}
        return Sentence("effects", effects=[{"put_into_play": True, "target": spec, "if_you_do": True},
                                            {"ready": True, "target": "previous-target", "same_if": True}])

    def kcc_heal_named(self, items):
        """kf:glossary/heal — all damage is removed from one creature of that name."""
        return {"heal": "full", "target": {"name": _card_name(str(items[0]).split(" ", 1)[1])}}

    def kcc_search_each_named(self, items):
        """kf:glossary/search — you look through your deck and discard pile and take the cards of that name
        into your hand (one may choose not to find what is searched for; the deck is shuffled after)."""
        return {"search": {"zones": ["deck", "discard"], "match": {"name": _card_name(items[0])}, "count": "any"}}

    def kcc_c_none_named_in_play(self, items):
        """No card of that name is in play (either side)."""
        return {"not": {"exists": {"kind": "card", "name": _card_name(items[0], plural=True)}}}

    def kcc_pass(self, items):
        return items[0]

    def kcc_fight_times(self, items):
        """kf:glossary/ready-and-fight — one friendly creature is readied and fights that many times, one
        fight after another, each against an enemy creature it has not attacked yet (kcc_fights.py)."""
        target, n = items
        if not isinstance(target, dict) or target.get("each") or target.get("up_to") or target.get("count", 1) != 1:
            raise ValueError("'ready and fight with … N times' with other than one creature is not compiled")
        return {"kcc_fight_times": n, "target": target}

    def kcc_note_one_at_a_time(self, items):
        """Restates how the fights before it resolve (one after another): adds nothing; read only right
        after "ready and fight with … N times" (compile: ``_kcc_after``)."""
        return Sentence("effects", effects=[{"_kcc_after": {"kcc_fight_times": None}, "_kcc_note": True}])

    def kcc_damage_for_each(self, items):
        """kf:glossary/for-each — 1D to a creature, once for each card that matches, each time to a
        creature chosen anew: "Dieser Schaden darf auf mehrere Kreaturen aufgeteilt werden" (the rule's
        own example, Shard of Pain). Only 1D for each: with more, how the damage divides is not said."""
        n, spec = items
        if n != 1 or not isinstance(spec, dict) or spec.get("zone") != "play":
            raise ValueError("'deal ND for each …' other than 1D for each card in play is not compiled")
        return {"deal_damage": 1, "target": {}, "for_each": {"count": {**spec, "each": True}}}

    def kcc_st_control_attached(self, items):
        """kf:glossary/control, kf:rules/upgrades — the upgrade's controller controls the creature it is
        attached to, while the upgrade is in play (kcc_fights.attached_control)."""
        return {"kcc_control_attached": True}


def after_preceding(s: Sentence, label: str | None, effects: list[dict]) -> str:
    """A sentence that counts what the effect before it did ("… equal to the number of Mars cards
    revealed this way") is read only right after that effect in the same bold ability, and only
    when every card it did that to is of the kind counted; then ``this-way`` is that number.
    Returns why not ("" when it is read so)."""
    for e in list(s.effects):
        want = e.pop("_kcc_after", None)
        if want is None:
            continue
        prev = effects[-1] if label is not None and effects else {}
        if e.pop("_kcc_note", False):  # a sentence that only restates what the effect before it does
            if any(k not in prev or (v is not None and prev[k] != v) for k, v in want.items()):
                return f"this sentence restates an effect ({sorted(want)}) that does not come right before it"
            s.effects.remove(e)
            continue
        (verb, spec), = want.items()
        target = prev.get("target")
        if verb not in prev or not isinstance(target, dict):
            return f"'{verb}ed this way' needs a preceding {verb} effect in the same ability"
        if any(target.get(k) != v for k, v in spec.items() if k != "each"):
            return f"the cards counted ({spec}) are not those the {verb} took ({target})"
    return ""


def _card_name(token, plural: bool = False) -> str:
    """A card's printed name from the words of the sentence ("ancient bear", "ancient bears" with
    ``plural``); words that name no card are not compiled."""
    from rules_index.catalogue import catalogue

    phrase = str(token).strip()
    names = {c.name_en.casefold(): c.name_en for c in catalogue().cards.values() if c.name_en}
    for p in ([phrase[:-1]] if plural and phrase.endswith("s") else []) + [phrase]:
        if p in names:
            return names[p]
    raise ValueError(f"'{phrase}' is not a card name")
