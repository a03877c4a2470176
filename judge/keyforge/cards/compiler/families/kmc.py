"""Transformer methods for the 'kmc' family (grammar/kmc.lark): Mass Mutation shapes.

The engine reads the conditions ``kmc_*`` in ``judge/keyforge/kmc.py``."""

from __future__ import annotations

from ..transform import Sentence


class Rules:
    def kmc_effect(self, items):
        return items[0]

    # -- æmber ------------------------------------------------------------------------------------------
    def kmc_capture_distributed(self, items):
        # kf:glossary/capture, kf:glossary/for-each — the amount is counted once; each æmber is then captured
        # by a friendly creature chosen anew, so every split among any number of them can be made
        return {"capture": 1, "by": {"side": "friendly"}, "for_each": {"all_but": items[0], "of": "opponent.amber"}}

    def kmc_most_powerful_controller_gains(self, items):
        # kf:glossary/most-powerful — every creature tied for the highest power is "the most powerful": each
        # player who controls one gains (docs/rulings.md, KeyForge 57)
        n = items[0]
        return [{"gain": n, "if": {"kmc_controls_most_powerful": "you"}},
                {"gain": n, "who": "opponent", "if": {"kmc_controls_most_powerful": "opponent"}}]

    # -- conditions ---------------------------------------------------------------------------------------
    def kmc_c_defender_most_powerful(self, items):
        # the creature this fight attacks is (one of) the most powerful enemy creature(s) (kf:glossary/most-powerful)
        return {"kmc_defender": {"most_powerful": True, "side": "enemy"}}

    # -- constant abilities --------------------------------------------------------------------------------
    def kmc_st_taunt_reach(self, items):
        # kf:glossary/taunt — while the card has taunt, the creatures two places away are protected too
        return {"kmc_taunt_reach": True}

    # -- watchers ----------------------------------------------------------------------------------------------
    def kmc_w_upgrade_attached_near(self, items):
        # kf:rules/upgrades — either player's upgrade, played onto the creature or attached by an effect
        # (verbs_kwb.ATTACHED); the creature it is attached to is this card or one of its neighbors
        return "kwb-after-upgrade-attached", "any", {"kwb_host": {"kmc_self_or_neighbor": True}}

    # -- Patronage ---------------------------------------------------------------------------------------------
    def kmc_move_half_up(self, items):
        return {"kmc_move_half_aember": "up", "from": items[0]}  # kf:glossary/move (verbs_kmc.py)

    def kmc_move_rest_to_opp(self, items):
        # what is left on that creature, all of it, to the opponent's pool (kf:glossary/move)
        return {"move_aember": "all", "from": items[0], "to": "pool", "who": "opponent"}

    # -- a printed power X ------------------------------------------------------------------------------------
    def kmc_st_x_power_of_neighbors(self, items):
        # the card's printed power is X (0 in the card facts): X is added as a constant power bonus to it,
        # read anew whenever its power is (kf:rules/constant-abilities); power counters and other bonuses add
        trait = str(items[0]).lower()
        return {"power": {"kmc_power_of": {"where": "neighbor", "of": "self", "not_trait": trait}}}

    # -- lasting effects -----------------------------------------------------------------------------------------
    def kmc_l_considered(self, items):
        # kf:glossary/lasting-effects — every creature in play this turn, those entering later too (text._considered)
        return {"lasting": {"kind": "modify", "static": {"kmc_considered": {"power": int(items[0]), "armor": int(items[1])}},
                            "affects": "each-creature"}, "duration": "turn"}

    # -- a delayed effect: "when self leaves play, …" ---------------------------------------------------------------
    def kmc_if_you_do_when_leaves(self, items):
        # kf:glossary/if-you-do — made only if the effect before it happened; it resolves when the card
        # leaves play, for the player who resolved this ability (verbs_kmc.kmc_when_leaves)
        return Sentence("effects", effects=[{"kmc_when_leaves": items[0], "if_you_do": True}])

    def kmc_opp_forges_free(self, items):
        return {"forge": "free", "who": "opponent"}  # kf:glossary/forge

    # -- Purify ------------------------------------------------------------------------------------------------
    def kmc_discard_until_its_controller(self, items):
        # the deck of the player who controlled the card the preceding effect chose (verbs_zones.discard_until)
        return {"discard_until": items[0], "who": "previous-controller"}

    def kmc_found_into_play_owner(self, items):
        # the card that stopped the discarding is "it" (none when the deck ran out): it must match (this way)
        return Sentence("effects", effects=[{"kmc_put_into_play_owner": True, "target": "previous-target",
                                             "if": {"previous": items[0]}}])

    # -- Æmberlution --------------------------------------------------------------------------------------------
    def kmc_each_hand_creatures_into_play(self, items):
        # each player, the active player first, puts every creature card of their own hand into play ready,
        # under their own control (verbs_kmc.kmc_each_player; kf:glossary/play: put into play, not played)
        return {"kmc_each_player": {"put_into_play": True, "enters_ready": True,
                                    "target": {"zone": "hand", "player": "you", "kind": "card", "type": "creature",
                                               "each": True}},
                "reveal_hand": True}

    # -- uses this turn ------------------------------------------------------------------------------------------
    def kmc_c_no_creature_used(self, items):
        return ["you.kmc_creatures_used", "==", 0]  # kf:glossary/use (kmc.note_used)

    def kmc_c_first_use(self, items):
        return ["self.kmc_uses", "==", 1]  # this use is its first this turn (kf:glossary/use)

    # -- æmber stolen, warrant counters ---------------------------------------------------------------------------
    def kmc_w_aember_stolen(self, items):
        return "kwc-after-aember-stolen", "friendly", None  # kf:glossary/steal (verbs_kwc.after_stolen opens the window)

    def kmc_remove_one_token(self, items):
        return {"kmc_remove_token": str(items[0]), "target": items[1]}  # one counter (verbs_kmc.py)

    def kmc_first_use_ready_enrage(self, items):
        # kf:rules/ready-and-exhausted, kf:glossary/enrage — "it" is the card the condition is about
        cond = self.kmc_c_first_use(items)
        return Sentence("effects", effects=[{"ready": True, "target": "self", "if": cond},
                                            {"enrage": True, "target": "self", "if": cond}])

    # -- an upgrade moving on ------------------------------------------------------------------------------------
    def kmc_may_attach_self_to_neighbor(self, items):
        # kf:rules/upgrades, kf:glossary/may — the upgrade moves to a neighbor of the creature just used (the event's
        # card: the watcher sees only the creature it is on); it keeps its controller (verbs_kwb.attach)
        return {"kwb_attach": True, "target": "self", "to": {"where": "neighbor", "of": "event"}, "may": True}

    # -- Blossom Drake --------------------------------------------------------------------------------------------
    def kmc_st_power_per_artifact(self, items):
        n = int(str(items[0]))
        per = {"count": {"kind": "artifact", "each": True}}  # both players' artifacts in play (kf:glossary/for-each)
        return {"power": per if n == 1 else {"times": n, "of": per}}

    def kmc_st_blank_artifacts(self, items):
        # kf:errata/aoa-103 reads "text box considered blank (except traits)"; text.blank asks kmc.artifacts_blank
        return {"kmc_blank_artifacts": True}

    def kmc_w_discarded_from_hand(self, items):
        # kf:glossary/discard-pile — a card of its controller's hand, discarded by them or by an effect
        return "kmc-after-discarded-from-hand", "friendly", None

    # -- High Priest Torvus ----------------------------------------------------------------------------------------
    def kmc_next_action_to_hand(self, items):
        # kf:glossary/if-you-do — only if the exalt happened (kmc.action_back_to_hand)
        return Sentence("effects", effects=[{"kmc_next_action_to_hand": True, "if_you_do": True}])

    # -- Etan's Jar ----------------------------------------------------------------------------------------------
    def kmc_name_card(self, items):
        return {"kmc_name_card": True}  # the resolving player names any card (verbs_kmc.kmc_name_card)

    def kmc_named_cannot_be_played(self, items):
        # kf:glossary/cannot-vs-must — by either player, while the card is in play (kmc.named_block)
        return {"kmc_named_cannot_be_played": True}
