"""Transformer methods for the 'kca' family (grammar/kca.lark): phrasings of Call of the Archons
and Age of Ascension cards. Each builds card format the engine already acts on; the docstring
of each method says what the printed words mean and which rule the engine applies."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence, _num


def _house(tok) -> str:
    h = str(tok).lower()
    return HOUSE_KEYS.get(h, h)


def _for_each(effects: list[dict], times) -> list[dict]:
    if len(effects) != 1 or "for_each" in effects[0]:
        raise ValueError("'for each … in excess' over more than one effect is not compiled")
    return [{**effects[0], "for_each": times}]


class Rules:
    # -- nouns --------------------------------------------------------------------------
    def kca_n_creature_and_artifact(self, items):
        """"each creature and artifact": every creature and every artifact (kind "card" is
        both, select.py); with "each" it is all of them, never a choice of one."""
        return ("kind", "card")

    # -- watchers ---------------------------------------------------------------------------
    def kca_w_armor_prevents(self, items):
        """kf:glossary/armor — fires when this creature's own armor prevented damage (damage.py
        raises it for the creature whose armor it was); the event's amount is the damage prevented."""
        return ("after-armor-prevents", "any", None)

    def kca_w_opp_reaped(self, items):
        """kf:glossary/reap — the æmber an opponent's creature gains them by reaping."""
        return ("after-aember-reaped", "enemy", None)

    def kca_w_played_adjacent(self, items):
        """kf:glossary/neighbor — a creature played that is this card's neighbor once in play."""
        return ("after-card-played", "any", {"type": "creature", "where": "neighbor"})

    # -- effects ----------------------------------------------------------------------------
    def kca_capture_prevented(self, items):
        """kf:glossary/capture — "capture 1A for each damage just prevented": as much æmber as the
        event (armor prevented damage) says was prevented."""
        return {"capture": "event.amount"}

    def kca_self_captures_it(self, items):
        """kf:glossary/capture — "captures it" after "gains A by reaping": the æmber that event
        gave, taken from the pool it went to (verbs.capture, ``from: event``)."""
        return {"capture": "event.amount", "from": "event"}

    def kca_is_dealt(self, items):
        """kf:glossary/damage — "each non-Rat creature is dealt 1D": the passive of "deal"."""
        return {"deal_damage": items[1], "target": items[0]}

    def kca_reap_steal(self, items):
        """kf:glossary/replacement-effects, kf:glossary/steal — for the rest of the turn the æmber
        you would gain by reaping is stolen instead (lasting ``reap-steal``, amber.py)."""
        return {"lasting": {"kind": "reap-steal"}, "duration": "turn"}

    def kca_blank_text(self, items):
        """kf:errata/aoa-103 — until its controller's next turn the creatures of that side have no
        text box but their traits (lasting ``blank-text``, duration ``until-your-next-turn``)."""
        group = {"enemy creatures'": "enemy-creatures", "friendly creatures'": "friendly-creatures"}[str(items[0])]
        return {"lasting": {"kind": "blank-text", "affects": group}, "duration": "until-your-next-turn"}

    def kca_fight_redirect(self, items):
        """kf:glossary/fight — this fight's damage from this creature goes to the chosen creature
        instead of the one it fights (lasting ``fight-redirect`` on that creature)."""
        return {"lasting": {"kind": "fight-redirect"}, "target": "previous-target"}

    def kca_repeat_card_effect(self, items):
        """kf:glossary/repeat-preceding-effect — "trigger this effect again": the whole ability
        once more (``repeat: card-effect``)."""
        return {"repeat": "card-effect"}

    def kca_trigger_reap_as_if(self, items):
        """kf:glossary/as-if-you-controlled-it — the other creature's "Reap:" ability resolves for
        you, as if you controlled it (verbs ``trigger_ability``, ``as_if_yours``)."""
        target = items[0]
        if target != {"other": True, "zone": "play"}:
            raise ValueError("'trigger the reap effect of' a creature other than 'another creature in play' is not compiled")
        return {"trigger_ability": "reap", "target": "other-creature", "as_if_yours": True}

    def kca_reduced_to(self, items):
        """kf:glossary/aember — "each player with 6A or more is reduced to 5A": each player loses the
        æmber above the second amount (to the common supply); one with less than the first loses none."""
        at_least, down_to = items
        if at_least != down_to + 1:
            raise ValueError("'with NA or more is reduced to MA' other than M = N - 1 is not compiled")
        return [{"lose": {"all_but": down_to, "of": "you.amber"}},
                {"lose": {"all_but": down_to, "of": "opponent.amber"}, "who": "opponent"}]

    def kca_discard_aember(self, items):
        """kf:glossary/aember — "discard 1A from <card>": that æmber goes back to the common supply
        (``move_aember`` to the supply; nobody loses or captures it)."""
        return {"move_aember": items[0], "from": items[1], "to": "supply"}

    def kca_move_from_your_card(self, items):
        """kf:glossary/move — æmber from a card you control (a creature or an artifact, the cards
        æmber is put on) to your pool; the resolving player picks the card."""
        return {"move_aember": items[0], "from": {"kind": "card", "side": "friendly"}, "to": "pool"}

    def kca_discard_random_opp_archives(self, items):
        """kf:glossary/archives, kf:glossary/discard-pile — one card of the opponent's archives, picked
        at random, goes to its owner's discard pile."""
        return {"discard": 1, "from": "archives", "random": True, "who": "opponent"}

    def kca_controller_sacrifices(self, items):
        """kf:glossary/sacrifice — "its controller must sacrifice it": the creature of the event is
        sacrificed by the player who controls it (``who: event-player``, verbs.sacrifice)."""
        return {"sacrifice": True, "target": "previous-target", "who": "event-player"}

    def kca_excess_opp(self, items):
        """kf:glossary/for-each — as many times as the opponent has creatures more than you (none
        when they have no more): ``all_but`` your creature count of theirs."""
        return _for_each(items[0], {"all_but": "you.creatures", "of": "opponent.creatures"})

    def kca_excess_you(self, items):
        return _for_each(items[0], {"all_but": "opponent.creatures", "of": "you.creatures"})

    def kca_choose_both(self, items):
        """kf:glossary/ability — "choose 2 friendly creatures and 2 enemy creatures": each group is
        chosen in turn; "the chosen creatures" after it are all of them (``choose`` with ``targets``)."""
        for t in items:
            if not isinstance(t, dict) or t.get("each") or t.get("up_to"):
                raise ValueError("'choose X and Y' with other than a number of cards each is not compiled")
        return {"choose": True, "targets": list(items)}

    def kca_repeat_card_effect_if(self, items):
        """kf:glossary/repeat — "repeat this card's effect if …": the whole ability again when the
        condition holds after it resolved (``repeat: card-effect``; abilities._repeat reads the German
        edition as including the repeat, the Polish as excluding it)."""
        return {"repeat": "card-effect", "if": items[0]}

    def kca_either_for_each_archived(self, items):
        """kf:glossary/ability — "choose one: X, or, for each archived card you have, Y": one option,
        the second resolved once per card in your archives (``choose_one``, ``for_each: you.archives``)."""
        first, second = list(items[0]), list(items[1])
        if len(second) != 1 or "for_each" in second[0]:
            raise ValueError("'for each archived card' over more than one effect is not compiled")
        return {"choose_one": [first, [{**second[0], "for_each": "you.archives"}]]}

    def kca_swap_deck_discard(self, items):
        """kf:glossary/discard-pile — the cards of your deck become your discard pile and the other
        way round (verbs_kca.kca_swap_deck_discard)."""
        return {"kca_swap_deck_discard": True}

    def kca_heals_and_captures(self, items):
        """kf:glossary/heal, kf:glossary/capture — this creature heals that much damage, then
        captures that much æmber (from the opponent's pool onto itself)."""
        return [{"heal": items[0], "target": "self"}, {"capture": items[1]}]

    def kca_t_chosen(self, items):
        """The creatures the preceding "choose" chose (all of them)."""
        return "previous-target"

    def kca_they_give_you(self, items):
        """kf:glossary/pay — "they must give you 2A": the opponent pays that much from their pool into
        yours (as much as they have)."""
        return {"pay": items[0], "who": "opponent"}

    def kca_purge_creatures_from_discards(self, items):
        """kf:glossary/purge — every creature card of that kind in either player's discard pile is
        purged (its owner's purged pile)."""
        spec = {}
        for it in items:
            if not (isinstance(it, tuple) and it[0] in ("house", "trait", "not_house", "not_trait")):
                raise ValueError("'purge each … creature from each player's discard pile' with that filter is not compiled")
            spec[it[0]] = it[1]
        return {"purge": True, "target": {**spec, "type": "creature", "zone": "discard", "player": "any", "each": True}}

    def kca_opp_gains_control_self(self, items):
        """kf:glossary/control — the opponent takes control of this card."""
        return {"control": "opponent", "target": "self"}

    def kca_trait_card(self, items):
        return {"trait": str(items[0]).lower()}

    def kca_named_card(self, items):
        """A card named by its printed name ("an Urchin"): any card of that name."""
        from .replace import _card_name

        return {"name": _card_name(str(items[0]))}

    def kca_graft(self, items):
        """kf:glossary/lasting-effects, kf:glossary/forge — during the opponent's next turn: after they
        forge a key, they give you all æmber left in their pool (a lasting ``ability`` watching
        their key, ``pay: all``)."""
        ability = {"trigger": "after-key-forged", "whose": "enemy", "effects": [{"pay": "all", "who": "event-player"}]}
        return {"lasting": {"kind": "ability", "ability": ability}, "duration": "opponent-next-turn"}

    def kca_deal_additional(self, items):
        """kf:glossary/damage, kf:glossary/replacement-effects — "Deal an additional 3D to each
        creature if …" after "Deal 1D to each creature": the damage of that effect grows by the
        amount when the condition holds, one amount of damage, never two (as the errata of Tendrils
        of Pain, kf:errata/cota-064, words it: "deal 4D to each creature instead"). Settled against
        the preceding effect in replace.instead (``_kca_additional``)."""
        amount, target, cond = items
        return {"deal_damage": amount, "target": target, "if": cond, "_kca_additional": True, "_instead": True}

    def kca_held_until_leaves(self, items):
        """kf:glossary/purge — the cards this card purged come back into play when it leaves play:
        the ``purge`` earlier in the same ability holds them (``held``, zones.py returns them)."""
        return Sentence("modifier", effects=[{"held": True, "_applies_to": ("purge",), "_kca_back": True}])

    def kca_play_or_archive_under(self, items):
        """kf:glossary/play, kf:glossary/archives — the card under this one is played when the
        condition holds, otherwise archived (``play``/``archive`` from ``under-self``)."""
        cond = items[0]
        return Sentence("effects", effects=[{"play": "under-self", "if": cond},
                                            {"archive": 1, "from": "under-self", "otherwise": True}])

    def kca_return_play_or_discard(self, items):
        """kf:glossary/leaves-play — one card of that trait, from play or from your discard pile, to your
        hand: you may take one in play; if none came back that way, one from your discard pile."""
        spec = items[0]
        return [
            {"return_to_hand": True, "target": dict(spec), "if": {"exists": dict(spec)}, "may": True},
            {"return_to_hand": True, "target": {**spec, "zone": "discard", "player": "you"}, "if": ["this-way", "==", 0]},
        ]

    # -- conditions -------------------------------------------------------------------------
    def kca_c_previous_not_house(self, items):
        """kf:glossary/this-way — the card the preceding effect moved is not of that house."""
        return {"previous": {"not_house": _house(items[-1])}}

    # -- lasting effects --------------------------------------------------------------------
    def kca_l_each_loses(self, items):
        """kf:glossary/lasting-effects — for the rest of the turn every creature in play, whenever
        it is in play, has none of these keywords, printed or gained (text.keywords)."""
        return {"lasting": {"kind": "modify", "static": {"kca_loses_keywords": [str(k) for k in items]},
                            "affects": "each-creature"}, "duration": "turn"}

    def kca_l_previous_loses(self, items):
        """kf:glossary/lasting-effects — the chosen creature has none of these keywords this turn."""
        return {"lasting": {"kind": "modify", "static": {"kca_loses_keywords": [str(k) for k in items]}},
                "target": "previous-target", "duration": "turn"}

    # -- constant abilities -----------------------------------------------------------------
    def kca_st_fights_only(self, items):
        """kf:glossary/fight — it can only attack enemy creatures that match (fight_limits.py)."""
        spec = dict(items[-1])
        spec.pop("each", None)
        if set(spec) - {"stunned", "where", "damaged", "exhausted"} or spec.get("side"):
            raise ValueError(f"'can only fight' creatures with {sorted(spec)} is not compiled")
        return {"kca_fights_only": spec}

    def kca_st_fought_only_by_flank(self, items):
        """kf:glossary/fight, kf:glossary/flank — only a creature on a flank of its battleline may
        attack the creature (an upgrade's: the creature it is attached to; fight_limits.py)."""
        return {"kca_fought_only_by": {"where": "flank"}}

    def kca_st_attack_ignores(self, items):
        """kf:glossary/taunt, kf:glossary/elusive — while it attacks, the defender's taunt and/or
        elusive do not apply to it (fight_limits.py)."""
        return {"kca_attack_ignores": [str(t) for t in items]}

    def kca_st_key_cost_opp_houses(self, items):
        """kf:glossary/cost — the opponent's keys cost more while the creatures they control are of
        fewer houses than that (``creature_houses``, kf:rules/houses)."""
        return {"key_cost": int(str(items[1])), "for": "opponent", "if": ["opponent.creature_houses", "<", items[0]]}

    def kca_st_other_friendly_stat(self, items):
        """kf:rules/constant-abilities — each friendly creature but this one gets the bonus."""
        return {str(items[1]): int(str(items[0])), "affects": "other-friendly-creatures"}

    def kca_while_ready_enters_damage(self, items):
        """kf:rules/constant-abilities — after any creature enters play, it is dealt the damage if this
        creature is ready then (``if: {"self": {"exhausted": false}}``)."""
        ability = {"trigger": "after-creature-enters-play",
                   "effects": [{"deal_damage": items[0], "target": "event-creature", "if": {"self": {"exhausted": False}}}]}
        return Sentence("watcher", ability=ability)

    def kca_l_other_friendly_stat(self, items):
        """kf:glossary/lasting-effects — for the rest of the turn each friendly creature but the source
        gets the bonus, whichever are in play while it lasts (group ``other-friendly-creatures``)."""
        return {"lasting": {"kind": "modify", "static": {str(items[1]): int(str(items[0]))},
                            "affects": "other-friendly-creatures"}, "duration": "turn"}

    def kca_st_from_supply(self, items):
        """kf:glossary/steal, kf:glossary/capture — æmber stolen or captured from its controller's
        pool comes from the common supply (static ``taken_from_supply``)."""
        return {"taken_from_supply": True}

    def kca_st_redirect_neighbors(self, items):
        """kf:glossary/replacement-effects — damage to a neighbor without that trait is dealt to
        this creature instead (static ``redirect_damage``)."""
        return {"redirect_damage": "neighbors", "except_trait": str(items[0]).lower()}

    def kca_st_copy_action(self, items):
        """kf:rules/constant-abilities — played as a copy of an action card in the opponent's discard pile
        (static ``play_as_copy``)."""
        return {"play_as_copy": {"zone": "discard", "player": "opponent", "type": "action"}}

    def kca_st_enters_under_opp(self, items):
        """kf:glossary/control, kf:rules/houses — it enters play on the opponent's side, and can be
        used whatever house is active (statics ``enters_play_under`` and ``use_any_house``)."""
        return [{"enters_play_under": "opponent"}, {"use_any_house": True}]

    # -- notes ------------------------------------------------------------------------------
    def kca_nt_not_exhausted(self, items):
        """"(That creature does not exhaust.)": triggering its ability is not using it
        (kf:glossary/use), and ``trigger_ability`` exhausts nothing; the note adds nothing to do."""
        return Sentence("effects", effects=[])
