"""Transformer methods for the 'kmm' family (grammar/kmm.lark): shapes of Mass Mutation cards.

Conditions (select.py ``condition_holds``): a count compared with a number or another count
(kf:glossary/for-each counts the cards that match); "it is a Dis or Shadows card" is about the
card the preceding effect chose (``{"previous": filter}``, kf:glossary/this-way). Constant
abilities "while <a player condition>, …" carry the condition as their ``if``
(kf:rules/constant-abilities: a constant ability applies only while its condition holds)."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence


def _house(tok) -> str:
    h = str(tok).lower()
    return HOUSE_KEYS.get(h, h)


class Rules:
    # -- conditions -------------------------------------------------------------------------
    def kmm_c_no_house_neighbors(self, items):
        # no neighbor of the card itself belongs to that house: the count of such neighbors is 0
        return [{"count": {"where": "neighbor", "of": "self", "house": _house(items[0]), "each": True}}, "==", 0]

    def kmm_c_previous_house(self, items):
        # "if it is a Dis or Shadows card": the card the preceding effect chose belongs to one of them
        return {"any": [{"previous": {"house": _house(h)}} for h in items]}

    # -- constant abilities under a condition on players -----------------------------------------
    def kmm_pc_amber_at_least(self, items):
        return ["you.amber", ">=", items[0]]

    def kmm_pc_more_trait(self, items):
        mine, theirs = str(items[0]).lower(), str(items[1]).lower()
        return [{"count": {"side": "friendly", "trait": mine, "each": True}}, ">",
                {"count": {"side": "enemy", "trait": theirs, "each": True}}]

    def kmm_player_cond(self, items):
        return items[0]

    def kmm_st_while(self, items):
        cond, statics = items[0], items[1]
        statics = statics if isinstance(statics, list) else [statics]
        out = []
        for s in statics:
            if "if" in s:
                raise ValueError("a constant ability with two conditions is not compiled")
            out.append({**s, "if": cond})
        return out

    def kmm_st_creatures_ready_filtered(self, items):
        """"Your non-Untamed creatures enter play ready" (play.py ``enters_ready``)."""
        out = {"enters_ready": True, "affects": "friendly-creatures"}
        for it in items:
            if not isinstance(it, tuple):
                continue
            k, v = it
            if k not in ("house", "not_house", "trait"):
                raise ValueError(f"'your … creatures enter play ready' with {k!r} is not compiled")
            out[k] = v
        return out

    # -- "if you do," before a lasting effect ------------------------------------------------------
    def kmm_if_you_do_lasting(self, items):
        # kf:glossary/if-you-do — the lasting effect is created only if the effect before it happened
        return Sentence("effects", effects=[{**items[0], "if_you_do": True}])

    # -- æmber ----------------------------------------------------------------------------------------
    def kmm_move_to_opp_pool(self, items):
        # kf:glossary/move — the æmber goes to the opponent's pool (verbs.move_aember reads "who")
        return {"move_aember": items[0], "from": items[1], "to": "pool", "who": "opponent"}

    def kmm_effect(self, items):
        return items[0]

    # -- watchers ----------------------------------------------------------------------------------------
    def kmm_w_end_of_each_turn(self, items):
        return ("end-of-turn", "any", None)

    # -- amounts --------------------------------------------------------------------------------------
    def kmm_draw_difference(self, items):
        # the difference of the two counts the condition compares (select.py "difference")
        return {"draw": {"difference": ["opponent.creatures", "you.creatures"]},
                "if": ["opponent.creatures", ">", "you.creatures"]}

    # -- filters ----------------------------------------------------------------------------------------
    def kmm_st_each_with_aember(self, items):
        from .constant import _affects

        affects, filters = _affects(items, other=False)
        return affects, {**filters, "aember": True}  # text.affects: only creatures with æmber on them

    def kmm_p_no_bonus_icons(self, items):
        return ("bonus_icons", False)

    def kmm_p_power_below_self(self, items):
        return ("power", ["<", "self.power"])

    # -- traits gained, keywords lost, entering enraged -----------------------------------------------
    def kmm_keywords_and_trait(self, items):
        # kf:glossary/traits — a trait gained with the keywords, for as long as the lasting effect lasts
        return {"keywords": items[0], "traits": [str(items[1]).lower()]}

    def kmm_until_next_loses(self, items):
        # kf:glossary/lasting-effects — the card does not have the keyword until its controller's next turn
        return {"lasting": {"kind": "modify", "static": {"kmm_loses": items[0]}}, "target": "self",
                "duration": "until-your-next-turn"}

    def kmm_st_enters_ready_enraged(self, items):
        return [{"enters_ready": True}, {"kmm_enters_enraged": True}]

    def kmm_per_previous_bonus_icons(self, items):
        return "previous.bonus_icons"  # the card the preceding effect discarded (kf:glossary/bonus-icons)

    # -- replacements and watchers the hand-written cards play ------------------------------------------
    def kmm_st_steal_instead_of_damage(self, items):
        # kf:glossary/replacement-effects — the damage is never dealt; its controller steals instead (use.py)
        return {"steal_instead_of_damage": items[0]}

    def kmm_st_shares_neighbors_fight_damage(self, items):
        return {"shares_neighbors_fight_damage": True}  # kf:glossary/neighbor, kf:timing/fight (damage.py)

    def kmm_w_bonus_icon_damage(self, items):
        from .constant import _watch

        return _watch("after-bonus-icon-damage", items[0])  # kf:glossary/bonus-icons

    def kmm_discarded_into_play(self, items):
        """The discarded cards of that house that are creatures enter play ready (kf:glossary/this-way);
        each gets the counters; the card is destroyed only if any did ("if you discard any …" governs
        every part: the first effect does nothing without such a card, the others follow it)."""
        house, n = _house(items[0]), items[1]
        return [{"put_into_play": True, "target": {"among": "previous", "house": house, "type": "creature", "each": True},
                 "enters_ready": True},
                {"power_counters": n, "target": "previous-target", "if_you_do": True},
                {"destroy": True, "target": "self", "same_if": True}]

    def kmm_double_power_counters(self, items):
        # as many +1 power counters again as it has (kf:glossary/power-counter)
        return {"power_counters": "self.power_counters", "target": "self"}

    # -- repeating the card's effect ------------------------------------------------------------------
    def kmm_c_previous_one_house(self, items):
        return {"previous": {"house": _house(items[0])}}  # the card the preceding effect chose (discarded)

    def kmm_repeat_card_effect(self, items):
        # kf:glossary/repeat — the whole effect again (abilities._repeat: per edition, with or without the repeat)
        return {"repeat": "card-effect"}

    # -- cards looked at ------------------------------------------------------------------------------------
    def kmm_archive_looked_chosen_house(self, items):
        # of the cards revealed, each of the house the ability chose goes to the archives (verbs_zones.move_looked)
        return {"move_looked": "rest", "into": "archives", "match": {"house": "chosen"}}

    # -- cards out of play ------------------------------------------------------------------------------
    def kmm_return_each_type(self, items):
        # one card of each of the four types, each its own choice (none of a type: that part does nothing)
        return [{"return_to_hand": True, "target": {"type": t, "zone": "discard", "player": "you", "kind": "card"}}
                for t in ("action", "artifact", "creature", "upgrade")]

    def kmm_dk_gigantic_half(self, items):
        # kf:glossary/gigantic — a card of either half of a gigantic creature (select.py "gigantic")
        return (1, {"gigantic": True, "type": "creature"})

    # -- filters ------------------------------------------------------------------------------------------
    def kmm_p_on_self(self, items):
        return ("attached_to", "self")  # upgrades attached to the card itself (kf:rules/upgrades)

    def kmm_p_shares_house_previous(self, items):
        return ("shares_house", "previous")  # a house of the card the preceding effect chose (destroyed)

    # -- constant abilities on what may happen; watching upgrades ------------------------------------------
    def kmm_st_no_destroyed(self, items):
        return {"kmm_no_destroyed_abilities": True}  # abilities.collect_triggers (kf:glossary/destroyed)

    def kmm_st_opponent_no_bonus(self, items):
        return {"kmm_opponent_no_bonus": True}  # play._bonus (kf:glossary/bonus-icons)

    def kmm_w_upgrade_enters_play(self, items):
        return ("after-upgrade-enters-play", "any", None)  # an upgrade either player plays (kf:rules/upgrades)

    def kmm_per_healed_this_way(self, items):
        return "healed-this-way"  # the creatures the preceding "heal" removed damage from (kf:glossary/this-way)

    # -- the hand after "reveal your hand" ----------------------------------------------------------------
    def kmm_archive_sharing_discarded(self, items):
        # kf:rules/houses — the cards in the hand that share a house with the card discarded before
        return {"archive": True, "target": {"zone": "hand", "player": "you", "kind": "card", "each": True,
                                            "shares_house": "discarded"}}

    # -- bonus icons ------------------------------------------------------------------------------------------
    def kmm_st_capture_icon_may_steal(self, items):
        # kf:glossary/bonus-icons, kf:glossary/replacement-effects — a capture icon its controller resolves (play._icon)
        return {"kmm_capture_icon_may_steal": items[0]}

    def kmm_w_played_with_bonus(self, items):
        return "after-card-played", "friendly", {"bonus_icons": True}  # the æmber bonus counts (select.py)

    # -- a choice of what the card gains for the turn ----------------------------------------------------------
    def kmm_gain_stat(self, items):
        return {str(items[1]).lower(): int(str(items[0]))}

    def kmm_gain_keyword(self, items):
        return {"gains": {"keywords": [items[0]]}}

    def kmm_gain_ability(self, items):
        from .constant import _gained

        return {"gains": {"abilities": _gained(str(items[0]))}}

    def kmm_turn_gains_choice(self, items):
        # kf:glossary/lasting-effects — one of the options, chosen when it resolves, on the card itself this turn
        return {"choose_one": [[{"lasting": {"kind": "modify", "static": s}, "target": "self", "duration": "turn"}]
                               for s in items]}

    def kmm_w_draw_icon(self, items):
        return "after-bonus-icon-draw", "friendly", None  # play._icon opens the window (kf:glossary/bonus-icons)

    def kmm_st_icon_may_be_capture(self, items):
        # kf:glossary/replacement-effects — each bonus icon its controller resolves, the æmber bonus too (play._icon)
        return {"kmm_icon_may_be_capture": True}
