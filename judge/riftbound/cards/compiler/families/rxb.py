"""Branch rxb (Unleashed cards, second half): the phrasings of grammar/rxb.lark in the card format
(verbs in judge/riftbound/effects_rxb.py, triggers in judge/riftbound/rxb_triggers.py)."""

from __future__ import annotations

from lark import Token

from ..transform import Sentence


class Rules:
    def rxb_token_icon_might(self, items):
        """The might printed with the energy icon's number: the same token as "N might" (see the
        grammar's comment); handed to the cards family's ``token`` as that count."""
        out = []
        for it in items:
            if isinstance(it, Token) and it.type == "ENERGY":
                out.append(int(str(it)[1:]))
            else:
                out.append(it)
        return self.token(out)

    # -- a battlefield's "when a player plays …, they may …" (rxb_triggers.py) ----------------------
    def rxb_tr_player_plays(self, items):
        which = dict(items[0])
        if len(items) > 1:  # "… here": played to this battlefield (rb:053.3)
            which["at"] = "here"
        return {"trigger": "rxb-player-plays", "which": which}

    def rxb_tr_first_player_plays(self, items):
        kind = next(str(t) for t in items if t.type == "PLAYED_KIND")
        return {"trigger": "rxb-player-plays", "which": {"type": kind, "token": False, "at": "here",
                                                         "rxb_first_each_turn": True}}

    def rxb_player_triggered(self, items):
        """"… plays a unit here, they may pay e1 to buff it": "it" is the unit played (the event's,
        rb:583.2.a) while no earlier instruction named anything."""
        trigger, effects = items
        out, named = [], False
        for e in effects:
            if e.get("target") == "it" and not named:
                if trigger["which"].get("type") != "unit":
                    raise ValueError("'it' after a play that is no unit's")
                e = {**e, "target": "event-unit"}
            named = named or "target" in e
            out.append(e)
        return Sentence("triggered", ability={**trigger, "effects": out})

    def rxb_returned_here_triggered(self, items):
        effects = items[0]
        if any(e.get("target") == "it" for e in effects):
            raise ValueError("'it' after a unit returned to a hand")
        return Sentence("triggered", ability={"trigger": "rxb-returned-from-here", "effects": effects})

    def rxb_they_pay_to(self, items):
        # the player who played is the ability's controller: "they may pay X to Y" is its "you may …"
        return self.clause_pay([Token("MAY", "you may"), *items]).effects

    def rxb_give_their_unit_here(self, items):
        sign, n = items
        if str(sign) != "+":
            raise ValueError("'give a unit they control here -N might'")
        return [{"might": n, "target": {"choose": "unit", "at": "here", "run_yours": True}, "may": True,
                 "duration": "turn"}]

    def rxb_move_their_other_unit_home(self, _):
        # "another unit": not the unit whose play set the ability off (rxb_targets.py)
        return [{"move": True, "to": "base", "may": True,
                 "target": {"choose": "unit", "at": "here", "run_yours": True, "rxb_not_event_unit": True}}]

    # -- the tags Bird, Cat, Dog and Poro among your units (rxb_conditions.py) -----------------------
    @staticmethod
    def _rxb_four_tags(tags) -> str:
        from ....rxb_conditions import BIRD_CAT_DOG_PORO

        if sorted(tags) != sorted(BIRD_CAT_DOG_PORO):
            raise ValueError(f"tags among your units: only Bird, Cat, Dog and Poro are counted, not {tags}")
        return "you.rxb_bird_cat_dog_poro"

    def rxb_st_cost_per_tags(self, items):
        energy, tags = items
        return {"static": "cost", "applies_to": "self", "amount": int(str(energy)[1:]),
                "cost": {"by": self._rxb_four_tags(tags)}}

    def rxb_attack_while_all_tags(self, items):
        n, effects = items
        if n != 4:
            raise ValueError("'all N tags': the four tags Bird, Cat, Dog and Poro")
        # "all 4 tags" names the list another line of the card prints: rxb_listed_tags checks it is there
        return Sentence("triggered", ability={"trigger": "attack", "if": ["you.rxb_bird_cat_dog_poro", ">=", 4],
                                              "effects": effects, "rxb_listed_tags": True})

    def rxb_c_all_tags(self, items):
        return [self._rxb_four_tags(items[0]), ">=", 4]

    def rxb_move_me_to_weaker_enemy(self, _):
        return {"rxb_move_me_to_weaker_enemy": True}

    def rxb_st_choose_tag(self, items):
        return {"static": "rxb-chosen-tag", "tags": list(dict.fromkeys(items[0]))}

    def rxb_st_gain_that_tag(self, _):
        return {"static": "rxb-gain-chosen-tag", "affects": "self"}

    def rxb_defender_kills_here(self, _):
        return {"rxb_defender_kills_here": True}

    def rxb_paid_unit_discount(self, items):
        energy, power = items
        # amends the line's optional additional cost (compile._place, kind "amend"): only a kill's
        return Sentence("amend", ability={"rxb_paid_discount": {"energy": int(str(energy)[1:]),
                                                                "power": str(power)[1:]}})

    def rxb_when_they_hold_return(self, _):
        return Sentence("effects", effects=[{"rxb_when_they_hold_return": True}])

    def rxb_banish_trash_units(self, _):
        return {"rxb_banish_trash_with_this": "unit"}

    def rxb_play_banished_unit(self, _):
        return {"rxb_play_banished_with_this": "unit"}

    def rxb_only_during_showdowns(self, _):
        return Sentence("restrict", ability={"only": "rxb-showdowns"})

    def rxb_c_not_died_alone(self, _):
        return {"rxb_died_alone": False}

    def rxb_st_less_if_choose_tags(self, items):
        energy, tags = items
        return {"static": "cost", "applies_to": "self", "amount": int(str(energy)[1:]),
                "if": {"rxb_chose_tags": list(dict.fromkeys(tags))}}

    def rxb_it_becomes_copy(self, _):
        # "it": what the previous instruction played; "that unit": the unit chosen before (choice slot 0)
        return Sentence("effects", effects=[{"rxb_become_copy": "target", "target": "it"}])

    def rxb_conquer_or_hold_token_there(self, items):
        n, token = items
        if "at" in token:
            raise ValueError("a token's place said twice")
        token = {**token, "at": "rxb-event-battlefield", "if": {"paid": "pay"}}
        effects = [{"pay": {"discard": n, "exhaust": "self"}, "may": True}, token]
        return Sentence("triggered", ability={"trigger": "conquer", "effects": effects},
                        also=[{"trigger": "hold"}])

    def rxb_it_becomes_copy_there(self, _):
        # the unit copied: chosen as the ability goes onto the chain (rb:559.3)
        # (compile._place puts the choice first among the line's ability's instructions: kind rxb-choice-first)
        return Sentence("rxb-choice-first", effects=[
            {"choose": True, "target": {"choose": "unit", "at": "rxb-event-battlefield"}},
            {"rxb_become_copy": "target", "target": "it"}])

    def rxb_banished_with_me(self, items):
        return Sentence("effects", effects=[{"rxb_banished_with_me": items[0]}])

    def rxb_ability_discount(self, items):
        energy, side, kind, kw = items
        if str(kind) != "unit" or side != ("side", "ally"):
            raise ValueError("'this ability costs less for each …': friendly units")
        per = {"all": "unit", "side": "ally", "rd_with": str(kw).capitalize()}
        return Sentence("rxb-ability-discount", ability={"energy": int(str(energy)[1:]), "per": per})


def rxb_listed_tags(s: Sentence, printed: str) -> Sentence:
    """"While your units have all 4 tags": read only on a card whose text lists the four tags
    ("… among your units — Bird, Cat, Dog, and Poro"), the ones the sentence refers back to."""
    if s.kind == "triggered" and s.ability and s.ability.pop("rxb_listed_tags", None):
        import re

        if not re.search(r"bird,\s*cat,\s*dog,\s*and\s*poro", printed.lower()):
            raise ValueError("'all 4 tags' on a card that does not list the tags")
    return s

def _rxb_it_only_if_paid(d: dict) -> None:
    """"… you may discard 1 and exhaust me to play a … token there. It becomes a copy …. Give it …": the
    later sentences' "it" is the token, made only if the cost was paid — they carry that condition too."""
    for a in d["abilities"]:
        effects = a.get("effects", [])
        at = next((k for k, e in enumerate(effects) if "token" in e and e.get("at") == "rxb-event-battlefield"
                   and e.get("if") == {"paid": "pay"}), None)
        if at is None:
            continue
        for k in range(at + 1, len(effects)):
            if effects[k].get("target") == "it" and "if" not in effects[k]:
                effects[k] = {**effects[k], "if": {"paid": "pay"}}


def _rxb_spell_played_is_it(d: dict) -> None:
    """"When you play a spell, … you may banish it. Then, if there are four spells banished with me, …": "it"
    before anything the ability chooses is the spell played (the event's card, rb:583.2.a)."""
    for a in d["abilities"]:
        effects = a.get("effects", [])
        if a.get("trigger") != "play-spell" or not any("rxb_banished_with_me" in e for e in effects):
            continue
        for k, e in enumerate(effects):
            if e.get("target") == "it":
                effects[k] = {**e, "target": "event-unit"}
            elif e.get("target") is not None:
                break


def rxb_card_pass(d: dict, sentences: list) -> None:
    """"This costs [2] less if you choose a Bird, …": what the spell chooses must be chosen as it is played
    (rb:559.3) — its one play from the trash becomes a target choice of that card (rb:559.3.c.1), played as
    it resolves if still there (rb:563.2.c.2). A card without exactly one such play does not read the
    sentence (it goes back to ``unsupported``)."""
    _rxb_it_only_if_paid(d)
    _rxb_spell_played_is_it(d)
    statics = [a for a in d["abilities"] if isinstance(a.get("if"), dict) and "rxb_chose_tags" in a["if"]]
    if not statics:
        return
    plays = [e for a in d["abilities"] if not ({"trigger", "activate", "static", "instead"} & set(a))
             for e in a.get("effects", []) if isinstance(e.get("play"), dict) and e["play"].get("from") == "trash"
             and "target" not in e]
    if len(plays) == 1:
        e = plays[0]
        spec = dict(e.pop("play"))
        spec.pop("from")
        target = {"choose": "trash-card", **{k: spec[k] for k in ("type", "energy_max", "power_max") if k in spec}}
        items = list(e.items())
        e.clear()
        e.update({"play": {"type": spec.get("type", "unit")}, "target": target, **dict(items)})
        return
    for a in statics:
        d["abilities"].remove(a)
    for k, (raw, ok, why) in enumerate(sentences):
        if ok and " if you choose " in raw.lower():
            sentences[k] = (raw, False, "'if you choose …' of a card that chooses no card from its trash as it is played")
            d["unsupported"].append(raw)
