"""Origins and Spiritforged phrasings of branch rxo (grammar/rxo.lark): what the cards of those
sets print that the other families did not read. Verbs and engine hooks are in
judge/riftbound/effects_rxo.py."""

from __future__ import annotations

from lark import Token

from ..transform import Clause, Sentence


class Rules:
    def rxo_clause_pay_to_play_me(self, items):
        """"you may pay X to play me": X is paid while the ability resolves (rb:583.1/ex1); only
        then is the card played as part of the resolution (rb:595.3), its own costs ignored
        (rb:560.1): X was its price (docs/rulings.md)."""
        cost: dict = {}
        pay: dict = {"may": True}
        for it in items:
            if isinstance(it, tuple) and it and it[0] == "pay":
                for k, v in it[1].items():
                    if k not in ("energy", "power"):
                        raise ValueError("only energy and power pay for a play")
                    cost[k] = cost.get(k, [] if k == "power" else 0) + v
            elif isinstance(it, tuple) and it and it[0] == "lead":
                if it[1] == "if":
                    pay["if"] = it[2]
                elif it[1] == "if_you_do":
                    pay["if"] = "done"
            elif not (isinstance(it, Token) and it.type == "MAY"):
                raise ValueError(f"unexpected {it!r}")
        return Clause([{"pay": cost, **pay},
                       {"play": {}, "target": "self", "ignore_cost": True, "if": {"paid": "pay"}}])

    def rxo_as_revealed(self, items):
        """Only resources added (rb:605): what a card in a deck can do as it is shown."""
        (effect,) = [it for it in items if isinstance(it, (dict, list))] or [None]
        effects = effect if isinstance(effect, list) else [effect]
        if not effects or any(not isinstance(e, dict) or set(e) != {"add"} for e in effects):
            raise ValueError("as I'm revealed: only [Add] is read")
        return Sentence("static", ability={"static": "rxo-as-revealed", "effects": effects})

    def rxo_st_first_gear_discount(self, items):
        (energy,) = items
        return Sentence("static", ability={"static": "cost", "applies_to": "gears", "amount": int(str(energy)[1:]),
                                           "if": {"all": ["rxo-controls-this", {"rxo_none_played": "gear"}]}})

    def rxo_c_died_alone(self, _):
        return {"rxb_died_alone": True}  # the one "died alone" condition (rxb_conditions; Loyal Poro's is false)

    def rxo_tr_recycle_rune(self, _):
        return {"trigger": "rxo-recycle-rune"}

    def rxo_tr_enemies_die(self, _):
        return {"trigger": "rxo-enemies-die"}

    def rxo_played_unit_here(self, _):
        return Sentence("rxo-amend-play")  # placed by rxo_amend_play: it changes the play before it

    def rxo_conquer_excess(self, items):
        """"that much" is the excess damage only in this sentence: the note becomes the verb here and
        nowhere else (elsewhere the note is no instruction and the sentence does not compile)."""
        n, effects = items
        out = []
        for e in effects:
            if e.get("rxo_that_much"):
                e = {("rxo_damage_excess" if k == "rxo_that_much" else k): v for k, v in e.items()}
            out.append(e)
        return Sentence("triggered", ability={"trigger": "conquer-me", "if": {"rxo_excess_after_attack": n},
                                              "effects": out})

    def rxo_cq_me(self, _):
        return "conquer-me"

    def rxo_cq_here(self, _):
        return "conquer-here"

    def rxo_cq_you(self, _):
        return "conquer"

    def rxo_conquest_excess(self, items):
        """"When I conquer / when you conquer (here), if you assigned N or more excess damage, …": the
        conquest's trigger under the condition Tryndamere's sentence reads (``rxo_excess_after_attack``)."""
        trigger, n, effects = items
        return Sentence("triggered", ability={"trigger": trigger, "if": {"rxo_excess_after_attack": n},
                                              "effects": effects})

    def rxo_deal_that_much(self, items):
        return {"rxo_that_much": True, "target": items[0]}


    def rxo_st_tie_recall_all(self, _):
        return {"static": "rxo-tie-recall-all"}

    def rxo_st_vex(self, items):
        """Two passives under one condition (rb:568.3): a discount and an increase ("[A]": one power
        icon of any domain, rb:560.4.b)."""
        less_e, less_p, floor, more_e, more_p = (str(t) for t in items)
        if less_p != "pany" or more_p != "pany":
            raise ValueError("a domain's power less or more")
        return Sentence("static", ability={"static": "cost", "applies_to": "rxo-friendly-spells",
                                           "amount": int(less_e[1:]), "cost": {"power": 1},
                                           "minimum": int(floor[1:]), "if": "in-combat"},
                        also=[{"static": "rxo-cost-more", "applies_to": "rxo-enemy-spells", "amount": int(more_e[1:]),
                               "cost": {"power": 1}, "if": "in-combat"}])

    def rxo_st_accelerate_not_from_hand(self, _):
        return {"static": "rxo-not-from-hand-keywords", "grants": {"Accelerate": 1}}

    def rxo_clause_free_gear(self, items):
        e: dict = {"rxo_may_play_free": {"type": "gear", "energy_max": int(str(items[-1])[1:])}}
        lead = next((it for it in items if isinstance(it, tuple) and it and it[0] == "lead"), None)
        if lead is not None and lead[1] == "if_you_do":
            e["if"] = "done"
        elif lead is not None and lead[1] == "if":
            e["if"] = lead[2]
        elif lead is not None:
            raise ValueError("a lead other than 'if' before a permission")
        return Clause([e])

    def rxo_clause_recycle_to_play(self, items):
        tag = str(items[-1])
        return Clause([{"rxo_recycle_to_play": {"tag": _catalogue_tag(tag)}, "may": True}])

    def rxo_reduce_by_recycled(self, _):
        s = Sentence("rxo-amend-play")
        s.rxo_what = "reduce-by-might"  # placed by rxo_amend_play
        return s

    def rxo_look_before_reveal(self, _):
        """The replacement's first part; "you may recycle it." follows as its instruction (the line's
        ability carries on, compile._place) and "then reveal those cards." closes it."""
        return Sentence("replacement", ability={"static": "rxo-look-before-reveal", "effects": []})

    def rxo_then_reveal_those(self, _):
        s = Sentence("rxo-amend-play")
        s.rxo_what = "reveal-those"  # placed by rxo_amend_play
        return s

def _catalogue_tag(word: str) -> str:
    """A tag as the catalogue's cards print it ("mech" → "Mech"); a word no card has as a tag is refused."""
    from rules_index.riftbound_catalogue import rb_catalogue

    tags = {t.lower(): t for c in rb_catalogue().cards.values() for t in c.tags}
    if word not in tags:
        raise ValueError(f"no card has the tag {word!r}")
    return tags[word]


def rxo_amend_play(current: dict | None, s=None) -> tuple[dict | bool, str]:
    """"You may play one. Then recycle the rest. If the played card is a unit, you may play it here."
    (Rek'Sai - Swarm Queen): the last sentence says where the earlier play of the line's ability may
    put a unit — its usual places (rb:559.2) or here (rb:053.3), its player's choice (rb:595.3.b: the
    effect changes that step of playing). Without such a play it does not compile."""
    if getattr(s, "rxo_what", None) == "reveal-those":  # Void Hatchling's last sentence: the revealing goes on
        if not (current and current.get("static") == "rxo-look-before-reveal"
                and current["effects"] == [{"recycle": 1, "target": "it", "may": True}]):
            return False, "'then reveal those cards' after no look before a reveal"
        return None, ""
    if getattr(s, "rxo_what", None) == "reduce-by-might":  # "reduce its energy cost by the might of …"
        found = [e for e in (current or {}).get("effects", []) if isinstance(e.get("rxo_recycle_to_play"), dict)]
        if not found or found[-1]["rxo_recycle_to_play"].get("reduce_by_might"):
            return False, "'reduce its energy cost by the might of the unit you recycled' after no such play"
        found[-1]["rxo_recycle_to_play"]["reduce_by_might"] = True
        return current, ""
    plays = [e for e in (current or {}).get("effects", []) if isinstance(e.get("play"), dict)]
    if not plays or "to" in plays[-1]["play"] or "target" in plays[-1]:
        return False, "'you may play it here' after no play of a card among others"
    plays[-1]["play"]["to"] = "rxo-or-here"
    return current, ""
