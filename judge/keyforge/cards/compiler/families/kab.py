"""Transformer methods for the 'kab' family (grammar/kab.lark): shapes of Age of Ascension cards.

The engine pieces they compile to: verbs and the condition ``kab_attacking`` in
``judge/keyforge/verbs_kab.py``; the constant abilities ``kab_cannot_be_used``
(restrictions.cannot_use) and ``kab_must_fight`` (use.must_fight_because); the reach
``kab-right-of-self``/``kab-left-of-self`` (text.affects); the watcher filter ``kab_attacked``
(abilities._event_fits); the æmber bonus of a destroyed card is the operand ``kwc.previous_aember_bonus``
(select.amount)."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence


def _house(tok) -> str:
    h = str(tok).lower()
    return HOUSE_KEYS.get(h, h)


def _named(phrase: str) -> str:
    """The printed name of the card a phrase names (the sentence has a straight apostrophe, the
    catalogue may print a curly one), or ValueError."""
    from rules_index.catalogue import catalogue

    want = phrase.replace("’", "'").casefold()
    found = {c.name_en for c in catalogue().cards.values()
             if c.name_en and c.name_en.replace("’", "'").casefold() == want}
    if len(found) != 1:
        raise ValueError(f"{phrase!r} names no single card")
    return found.pop()


class Rules:
    def kab_effect(self, items):
        return items[0]

    # -- lasting effects ---------------------------------------------------------------------------
    def kab_l_extra_damage_chosen(self, items):
        # kf:glossary/lasting-effects — each time the chosen creature is dealt damage this turn, N more
        # with that damage (one damage, not a new one: kf:faq/pl-75); "this creature" on an action card
        # is the creature the card chose before ("choose a creature.")
        return {"lasting": {"kind": "extra-damage", "amount": items[0]}, "target": "previous-target", "duration": "turn"}

    # -- a watcher's own condition ------------------------------------------------------------------
    def kab_when_amber_on_self(self, items):
        """"When there are 4 or more A on [REDACTED], sacrifice it and forge a key at no cost.": part of
        the watcher before it, never a trigger of its own (kf:faq/pl-04: the card has one ability; the
        key is forged only as its part). The card itself is sacrificed if it holds the æmber; the rest
        follows only if it was (kf:glossary/if-you-do)."""
        n, rest = items[0], [dict(e) for e in items[1]]
        if not rest or any(k in e for e in rest for k in ("if", "otherwise", "if_you_do", "may")):
            raise ValueError("'when there are N A on self, sacrifice it and …' with a condition of its own is not compiled")
        first = {"sacrifice": True, "target": "self", "if": ["self.amber", ">=", n], "_continues_watcher": True}
        rest[0]["if_you_do"] = True
        for e in rest[1:]:
            e["same_if"] = True
        return Sentence("effects", effects=[first] + rest)

    # -- æmber --------------------------------------------------------------------------------------
    def kab_gain_previous_aember_bonus(self, items):
        # kf:rules/aember-bonus — as much æmber as the card the preceding effect chose has æmber bonus
        # (none: nothing is gained)
        return {"gain": "kwc.previous_aember_bonus"}  # select.amount: the preceding effect's cards

    def kab_owners_gain_per_discarded(self, items):
        # kf:glossary/for-each — once per matching card the preceding effect discarded, for its owner
        return {"kab_owners_gain": items[1], "match": {"house": _house(items[0])}}

    # -- cards between zones ------------------------------------------------------------------------
    def kab_archive_deck_or_discard_top(self, items):
        # kf:glossary/ability — "X or Y": the active player picks one (verbs_damage.choose_one)
        return {"choose_one": [[{"archive": 1, "from": "deck-top"}], [{"kab_archive_discard_top": 1}]]}

    def kab_each_discards_top(self, items):
        return {"kab_each_discards_top": items[0]}

    def kab_lead_house_discarded(self, items):
        # kf:glossary/this-way — the cards the preceding effect discarded, those of the house
        return ("lead", "for_each", {"among": "previous", "house": _house(items[0]), "each": True})

    def kab_lead_this_way(self, items):
        return ("tail", "this_way", None)  # kf:glossary/this-way: as many times as cards were returned

    def kab_zn_each_copy(self, items):
        return {"name": _named(str(items[0])), "each": True}

    # -- sacrificing -------------------------------------------------------------------------------
    def kab_sacrifice_total_power(self, items):
        return {"kab_sacrifice_total_power": int(items[0])}

    # -- constant abilities ------------------------------------------------------------------------
    def _side_stat(self, items, affects):
        sign, stat = items[0], items[1]
        return {str(stat).lower(): int(str(sign)), "affects": affects}

    def kab_st_right_stat(self, items):
        return self._side_stat(items, "kab-right-of-self")

    def kab_st_left_stat(self, items):
        return self._side_stat(items, "kab-left-of-self")

    def kab_st_right_gains(self, items):
        return {"gains": {"keywords": items[0]}, "affects": "kab-right-of-self"}

    def kab_st_left_gains(self, items):
        return {"gains": {"keywords": items[0]}, "affects": "kab-left-of-self"}

    def kab_st_unusable_non_house_neighbor(self, items):
        # kf:rules/constant-abilities — while a neighbor of the card belongs to no such house
        return {"kab_cannot_be_used": True, "affects": "self",
                "if": {"exists": {"where": "neighbor", "of": "self", "not_house": _house(items[0])}}}

    def kab_st_gains_attacking_enemy_flank(self, items):
        # kf:glossary/fight, kf:glossary/flank — only while it attacks an enemy creature on a flank
        return {"gains": {"keywords": items[0]}, "affects": "self",
                "if": {"kab_attacking": {"side": "enemy", "where": "flank"}}}

    def kab_st_must_fight(self, items):
        # every creature in play, either player's (kf:rules/constant-abilities)
        return {"kab_must_fight": True, "affects": "each-creature"}

    # -- watchers ------------------------------------------------------------------------------------
    def kab_w_attacks_and_destroys(self, items):
        # a creature destroyed fighting self, in a fight self attacked (kf:glossary/fight)
        return "after-creature-destroyed", "any", {"fighting": "self", "kab_attacked": True}

    # -- zones, each player, the creature fought ---------------------------------------------------------
    def kab_shuffle_back(self, items):
        # kf:glossary/leaves-play — the creatures of those three zones the player picks, each into its owner's deck
        return {"kab_shuffle_back": ["hand", "discard", "battleline"], "match": {"type": "creature", **_filters(items)}}

    def kab_destroy_most_powerful_unless(self, items):
        # kf:glossary/most-powerful — each player without such a creature loses their most powerful one
        return {"kab_destroy_most_powerful_unless": _filters(items)}

    def kab_attacked_damages_its_neighbors(self, items):
        """kf:glossary/neighbor — the creature the card fights deals damage equal to its own power to each
        of its neighbors at once; it is an ability's damage, not fight damage, so poison does not apply
        (kf:glossary/poison: "nicht auf Schaden, der durch … andere Kartenfähigkeiten zugefügt wird").
        "The creature self fights" is the fight's defender (compile._in_labelled_ability)."""
        return [{"choose": True, "target": "attacked-creature"},
                {"deal_damage": "previous.power", "target": {"where": "neighbor", "of": "previous", "each": True}}]

    # -- redistributing æmber and damage ---------------------------------------------------------------
    def kab_redistribute_aember_friendly(self, items):
        return {"kab_redistribute": "aember", "side": "friendly"}

    def kab_redistribute_aember_enemy(self, items):
        return {"kab_redistribute": "aember", "side": "enemy"}

    def kab_choose_player(self, items):
        return {"kab_choose_player": True}  # "that player" after it (verbs_kab.kab_choose_player)

    def kab_redistribute_damage_chosen(self, items):
        return {"kab_redistribute": "damage", "side": "chosen"}

    def kab_note_damage_over_power(self, items):
        """"(You may cause more damage to a creature than it has power.)" after a damage redistribution: the
        engine puts any share on any creature (verbs_kab.kab_redistribute); the note adds nothing to do, and
        is read only after that effect (a modifier with nothing to add: compile._modify_previous)."""
        return Sentence("modifier", effects=[{"_applies_to": ["kab_redistribute"]}])

    def kab_deal_divided(self, items):
        """kf:glossary/damage — "Deal 2D for each friendly Brobnar creature. You may divide this damage among
        any number of creatures." (one sentence, text._joined): the whole amount is dealt at once, split
        among creatures as the resolving player chooses (all of it to one creature when it is not divided;
        verbs_kab.kab_deal_divided)."""
        n, per = items[0], items[1]
        return {"kab_deal_divided": per if n == 1 else {"times": n, "of": per}}


def _filters(items) -> dict:
    """Adjective filters ("friendly", "untamed", "ready") as a target dict; any other is refused."""
    out = {}
    for it in items:
        if not isinstance(it, tuple):
            continue
        k, v = it
        if k not in ("house", "not_house", "trait", "exhausted", "side"):
            raise ValueError(f"filter {k!r} is not compiled here")
        out[k] = v
    return out

