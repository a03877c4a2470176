"""Transformer methods for the 'kwa' family (grammar/kwa.lark): phrasings printed on Worlds
Collide cards for things the engine already does.

* "exalt X twice" — two exalts (kf:glossary/exalt);
* "you may exalt X to repeat the preceding effect" — the exalt, then, if it happened, the effects
  of the ability before that sentence once more (kf:glossary/repeat-preceding-effect,
  kf:glossary/if-you-do; compile.py fills in which effects those are: ``_repeat_before``);
* "move each A on this creature to the common supply" (kf:glossary/move);
* "after your opponent plays a creature on their left/right flank" — the watcher's event filter
  ``flank`` (a lone creature is on both flanks, kf:glossary/flank);
* "each A that would be stolen is captured by a creature controlled by the active player
  instead" — the replacement ``steal_becomes_capture`` (kf:glossary/replacement-effects);
* "enters play as a copy of another creature in play, except it belongs to house X" and "cannot
  be played unless there is another creature in play" (``play_as_copy``, ``play_only_if``);
* "put this artifact on a flank of your battleline" / "while in the battleline, it is considered a
  creature with N power and belongs to all houses" (``to_battleline``, ``battleline_creature``);
* "your opponent's keys cost +1A for each card in your archives" (kf:glossary/cost);
* "gets +1 power for each purged card" (every player's purged cards, kf:glossary/purge);
* "after a Giant creature is played adjacent to X" — the played creature's neighbours once it is in
  play (kf:glossary/neighbor);
* "if Igon the Green has not been purged" — no card of that name in a purged pile (kf:glossary/purge);
* "X gets +4 power while it is damaged. (X gets the power bonus only if he survives the damage.)" —
  the bonus once the creature came through the damage check (judge/keyforge/damage_survived.py);
* "reveal the top 5 cards of a player's deck", "purge a card revealed this way", "shuffle the other
  revealed cards into that deck" (the active player picks the player; ``move_looked`` into
  ``deck-shuffled``: the owner's deck, shuffled);
* "half that creature's power" (as it last was in play, kf:glossary/leaves-play);
* "that shares a house with (at least) N of its neighbors" (judge/keyforge/shared_house.py);
* "move an enemy creature anywhere in its controller's battleline" (verbs_kwa.py), "then, if it is
  on a flank, …", "for each of its neighbors that shares a house with it";
* "if there are no friendly creatures in play, instead steal 1A for each house represented among
  enemy creatures (to a maximum of 3)" (a replacement: families/replace.py);
* "Destroyed: If C, instead of destroying X, <effects>" — a replacement that applies while C holds
  (Ability ``instead``/``instead_if``, destroyed.py);
* "each friendly creature gets +2 power for each A on it" — the æmber on each creature it reaches
  (operand ``kwa_it.amber``, text._amount);
* a card named by another card ("an Igon the Terrible", "Velum"): a filter on the name.
"""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence


def _named(phrase: str) -> str:
    """The printed name of the card a phrase names (lower case in the sentence), or ValueError."""
    from rules_index.catalogue import catalogue

    found = {c.name_en for c in catalogue().cards.values() if c.name_en and c.name_en.casefold() == phrase.casefold()}
    if len(found) != 1:
        raise ValueError(f"{phrase!r} names no single card")
    return found.pop()


class Rules:
    def kwa_effect(self, items):
        return items[0]

    def kwa_exalt_twice(self, items):
        return [{"exalt": True, "target": items[0]}, {"exalt": True, "target": items[0]}]

    def kwa_exalt_repeat(self, items):
        # "(you may) exalt X to repeat the preceding effect": the repeat only if the exalt
        # happened; which effects it repeats is known once the sentence is placed (compile.py)
        return [{"exalt": True, "target": items[0]}, {"repeat": "preceding", "if_you_do": True, "_repeat_before": True}]

    def kwa_move_all_on_to_supply(self, items):
        return {"move_aember": "all", "from": items[0], "to": "supply"}

    def kwa_to_battleline(self, items):
        return {"to_battleline": True}

    def kwa_w_played_opp_flank(self, items):
        event = dict(items[0] or {})
        if event.get("type") != "creature":
            raise ValueError("a card played on a flank is a creature")
        return "after-card-played", "enemy", {**event, "flank": str(items[1])}

    def kwa_w_played_named(self, items):
        return "after-card-played", "friendly", {"name": _named(str(items[0]))}

    def kwa_w_played_adjacent(self, items):
        event = {"type": "creature", "where": "neighbor"}
        for k, v in items:
            if k not in ("house", "trait", "not_house", "not_trait"):
                raise ValueError(f"a played-creature filter {k!r} is not compiled")
            event[k] = v
        return "after-card-played", "any", event

    def kwa_c_not_purged(self, items):
        return {"not": {"exists": {"name": _named(str(items[0])), "kind": "card", "zone": "purged", "player": "any"}}}

    def kwa_reveal_any_deck(self, items):
        # "a player's deck": the active player picks whose (kf:glossary/active-player) — one option each
        look = {"look_at": items[0], "revealed": True}
        return {"choose_one": [[look], [{**look, "who": "opponent"}]]}

    def kwa_purge_one_revealed(self, items):
        return {"move_looked": 1, "into": "purged"}

    def kwa_shuffle_rest_revealed(self, items):
        return {"move_looked": "rest", "into": "deck-shuffled"}

    def kwa_half_previous_power(self, items):
        return {"half": "previous.power"}

    def kwa_p_house_neighbors(self, items):
        # a creature has at most 2 neighbors: "with 2 of its neighbors" is "with at least 2"
        return ("kwa_house_neighbors", int(str(items[0])))

    def kwa_move_anywhere(self, items):
        return {"kwa_move_anywhere": True, "target": items[0]}

    def kwa_c_previous_flank(self, items):
        return {"previous": {"where": "flank"}}

    def kwa_tail_neighbors_sharing(self, items):
        # its neighbors (of the card the effect names) that share a house with it (kf:glossary/for-each)
        return ("tail", "for_each", {"where": "neighbor", "of": "previous", "each": True,
                                     "kwa_shares_house_with": "previous"})

    def kwa_if_instead(self, items):
        cond, effs = items[0], items[1]
        if len(effs) != 1 or "if" in effs[0]:
            raise ValueError("'if ..., instead <effects>' with more than one effect is not compiled")
        return Sentence("effects", effects=[{**effs[0], "if": cond, "_instead": True}])

    def kwa_steal_per_enemy_house(self, items):
        n, cap = items[0], items[1]
        per = {"at_most": cap, "of": "opponent.creature_houses"}
        return {"steal": per if n == 1 else {"times": n, "of": per}}

    def kwa_instead_of_destroying(self, items):
        """"If C, instead of destroying <this card>, E": "it" in E is the card (compile.py makes the
        "Destroyed:" ability a replacement that applies only while C holds: ``_instead_destroyed``)."""
        cond, effs = items[0], [dict(e) for e in items[1]]
        for e in effs:
            for key in ("target", "by"):
                if e.get(key) == "previous-target":
                    e[key] = "self"
        effs[0]["_instead_destroyed"] = cond
        return Sentence("effects", effects=effs)

    def kwa_c_other_friendly(self, items):
        return {"exists": {"side": "friendly", "other": True}}

    def kwa_move_to_flank(self, items):
        return {"move_to_flank": True, "target": items[0]}

    def kwa_power_per_amber_on_it(self, items):
        (affects, filters), n = items[0], int(str(items[1]))
        per = "self.amber" if affects == "self" else "kwa_it.amber"  # each creature's own æmber
        return {"power": per if n == 1 else {"times": n, "of": per}, "affects": affects, **filters}

    def kwa_st_steal_capture(self, items):
        return {"steal_becomes_capture": True}

    def kwa_st_copy(self, items):
        h = str(items[0]).lower()
        return {"play_as_copy": {"kind": "creature", "other": True}, "house": HOUSE_KEYS.get(h, h)}

    def kwa_st_battleline(self, items):
        return {"battleline_creature": int(str(items[0])), "all_houses": True}

    def kwa_st_key_cost_archives(self, items):
        n = int(str(items[0]))
        return {"key_cost": "you.archives" if n == 1 else {"times": n, "of": "you.archives"}, "for": "opponent"}

    def kwa_st_power_per_purged(self, items):
        (affects, filters), n = items[0], int(str(items[1]))
        per = {"count": {"kind": "card", "zone": "purged", "player": "any", "each": True}}
        return {"power": per if n == 1 else {"times": n, "of": per}, "affects": affects, **filters}

    def kwa_c_another_creature(self, items):
        return {"exists": {"other": True}}

    def kwa_c_control_named(self, items):
        return {"exists": {"name": _named(str(items[0])), "side": "friendly", "kind": "card"}}

    def kwa_zn_named(self, items):
        return {"name": _named(str(items[-1]))}

    def kwa_static(self, items):
        return items[0]

    def kwa_survived_bonus(self, items):
        # "while it is damaged", read with the printed note after it: damaged and survived that
        # damage (damage_survived.py); the note alone has nothing left to add (kwa_note_survives)
        return {"power": int(str(items[0])), "affects": "self", "if": {"self": {"kwa_survived_damage": True}}}

    def kwa_note_survives(self, items):
        """"(Gron Nine-Toes gets the power bonus only if he survives the damage.)": what the
        sentence before it compiles to (``kwa_survived_bonus``); nothing to do of its own."""
        return Sentence("static", static=[])

    def kwa_gains_not_stolen(self, items):
        return {"cannot_be_stolen": True}
