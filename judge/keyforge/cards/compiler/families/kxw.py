"""Transformer methods for the 'kxw' family (grammar/kxw.lark): shapes of Worlds Collide and Mass
Mutation cards left by earlier rounds.

* moving all æmber from a creature to the opponent's pool, and "if there was at least N A on that
  creature" read as what that move took (operand ``this-way``, set by ``verbs.move_aember``);
* "you are haunted" (kf:glossary/haunted: 10 or more cards in your discard pile);
* "purge X and Y": each target chosen in turn, then purged together (``verbs_cards.purge``, ``targets``);
* "after any player chooses <house> …", all æmber on a creature moved to the card giving it that ability;
* "you may play upgrades as if they were in the active house" (constant ``kxw_play_upgrades_as_active``,
  judge/keyforge/kxw.py);
* General Order 24: "at the start of each player's turn", the chosen creature's house destroyed, the card
  destroyed instead when that player has no creature (verbs_kxw.py);
* Gambling Den: "that player may name a house", "they" in the sentences after it (verbs_kxw.name_house).
"""

from __future__ import annotations

from ..transform import Sentence

#: kf:glossary/haunted — a player with this many cards in their discard pile or more is haunted
HAUNTED_AT = 10


class Rules:
    def kxw_effect(self, items):
        return items[0]

    def kxw_move_all_to_opp_pool(self, items):
        # kf:glossary/move — every æmber on the chosen creature goes to the opponent's pool (moved: not
        # stolen, captured or lost); verbs.move_aember reads "who" for the pool
        return {"move_aember": "all", "from": items[0], "to": "pool", "who": "opponent"}

    def kxw_c_moved_at_least(self, items):
        # the æmber the preceding "move each A from that creature" moved is what was on it (kf:glossary/this-way)
        return ["this-way", ">=", int(str(items[0]))]

    def kxw_c_haunted(self, items):
        return ["you.discard", ">=", HAUNTED_AT]

    def kxw_purge_together(self, items):
        return items[0]

    def kxw_purge_targets(self, items):
        # kf:glossary/purge — both are chosen first, then purged at the same time (as "destroy X and Y" is)
        return {"purge": True, "targets": list(items)}

    def kxw_w_house_chosen_any(self, items):
        return self.cn_w_house_chosen_any(items)  # "any player" is "a player": either one (constant family)

    def kxw_move_all_to_granting(self, items):
        # kf:glossary/move, kf:glossary/self-referential-text — all æmber on the creature that has the ability
        # goes to the card that gives it; that card neighbors it whenever it has the ability (the ability is
        # given to that card's neighbors only), so "a neighboring Optio Gorkus" is that card
        return {"move_aember": "all", "from": "self", "to": "granting-card"}

    def kxw_st_play_upgrades_as_active(self, items):
        # kf:turn/step-3 ("unless a card ability says otherwise"): its controller plays upgrades of any house
        return {"kxw_play_upgrades_as_active": True}

    # -- General Order 24 (verbs_kxw.py) -------------------------------------------------------------------
    def kxw_w_start_of_each_turn(self, items):
        return ("start-of-turn", "any", None)  # the player whose turn starts is the event's player

    def kxw_destroy_chosen_house(self, items):
        # "they" and "that player": the player whose turn starts (kf:glossary/cannot-vs-must: the choice is theirs
        # and they must make it)
        return {"kxw_destroy_chosen_house": True, "who": "event-player"}

    def kxw_instead_destroy_self(self, items):
        # kf:glossary/replacement-effects — in place of the choice, when it found no creature: goes on with the
        # watcher before it (compile.compile_text)
        return Sentence("effects", effects=[{"kxw_instead_destroy_self": True, "_continues_watcher": True}])

    # -- Gambling Den (verbs_kxw.name_house): sentences that go on with the watcher before them; elsewhere the
    # marker "_continues_watcher" stays and the sentence does not compile (no card format has it) ---------------
    def kxw_own_sentence(self, items):
        return items[0]

    def kxw_may_name_house(self, items):
        return {"kxw_name_house": True, "who": "event-player", "may": True}

    def kxw_they_reveal_top(self, items):
        # "if they do" (kf:glossary/if-you-do): both players see the card, which stays on the deck
        return Sentence("effects", effects=[{"look_at": 1, "revealed": True, "who": "event-player", "if_you_do": True,
                                             "_continues_watcher": True}])

    def kxw_named_they_gain(self, items):
        # the revealed card belongs to the named house (nothing was revealed when no house was named)
        return Sentence("effects", effects=[{"gain": int(str(items[0])), "who": "event-player", "_continues_watcher": True,
                                             "if": {"previous": {"kind": "card", "house": "chosen"}}}])

    def kxw_otherwise_they_lose(self, items):
        # "otherwise": a card was revealed and it is not of the named house — not when no house was named
        return Sentence("effects", effects=[{"lose": int(str(items[0])), "who": "event-player", "_continues_watcher": True,
                                             "if": {"previous": {"kind": "card", "not_house": "chosen"}}}])
