"""Branch ruv (Unleashed and Vendetta cards): the phrasings of grammar/ruv.lark in the card format
(verbs and conditions in judge/riftbound/effects_ruv.py)."""

from __future__ import annotations

from ..transform import Sentence


def ruv_own_name(s: Sentence, name: str) -> Sentence:
    """"Your deck can have any number of cards named Spiderling": read only on the card of that
    name (the passive is about cards with its own name, decks.py)."""
    if s.kind == "static" and s.ability and "ruv_named" in s.ability:
        named = s.ability.pop("ruv_named")
        if named != name.lower():
            raise ValueError(f"'any number of cards named {named}' on a card named {name!r}")
    return s


def ruv_spell_modes(s: Sentence) -> Sentence:
    """A spell's "choose one – A. B." (or "A or B"): the mode is chosen as the spell is played
    (rb:559.1, rb:182.2.b), so its options may choose targets — ``ruv_modes``, where a triggered
    ability's ``one_of`` picks as it resolves (rb:559.3.b)."""
    if not (s.kind == "effects" and len(s.effects) == 1 and set(s.effects[0]) <= {"one_of", "duration"}
            and "one_of" in s.effects[0]):
        return s
    modes = [list(o) for o in s.effects[0]["one_of"]]
    if "duration" in s.effects[0]:
        # "… .give an enemy unit -2 might this turn": the modes are cut at the full stops, so the
        # closing "this turn" can only belong to the last mode's last instruction
        last = modes[-1][-1]
        if "duration" in last or not ({"might", "grant"} & set(last)):
            raise ValueError("'this turn' after a choice of modes whose last instruction lasts no time")
        modes[-1][-1] = {**last, "duration": s.effects[0]["duration"]}
    return Sentence("effects", effects=[{"ruv_modes": modes}])


def _any_number_of_units(sel, why: str) -> None:
    """The target of "return/move any number of … with total might …": rsd.lark's "any number of"
    (``rsd_any_number``: none to all, rb:559.3.c.6; docs/rulings.md, Riftbound 72) of units, with
    no place of its own (the sentence says where they go)."""
    if not (isinstance(sel, dict) and sel.get("rsd_any_number") and sel.get("choose") == "unit") \
            or sel.get("rsd_token") or {"at", "same_battlefield"} & set(sel):
        raise ValueError(why)


class Rules:
    def ruv_played_kind(self, items):
        kind = str(items[-1])
        if len(items) == 2 and kind == "spell":  # "a non-token spell": no spell is a token
            raise ValueError("'non-token' before spell")
        return kind

    def ruv_c_you_played(self, items):
        kinds = list(dict.fromkeys(items))
        conds = [{"ruv_played": {"who": "you", "type": k}} for k in kinds]
        return conds[0] if len(conds) == 1 else {"all": conds}

    def ruv_c_opponent_played_spell(self, _):
        # a spell on the chain has not been played yet (rb:595.4.a): "another" than the one chosen
        return {"ruv_played": {"who": "opponent", "type": "spell"}}

    def ruv_st_optional_cost_if(self, items):
        cond, cost = items[0], next(i for i in items[1:] if isinstance(i, dict))
        return {"static": "additional-cost", "optional": True, "cost": cost, "if": cond}

    def ruv_paid_enter_ready(self, _):
        return Sentence("static", ability={"static": "enter-ready", "affects": "self", "if": {"ruv_paid_me": "optional"}})

    def ruv_return_total_might(self, items):
        sel, cap = items
        _any_number_of_units(sel, "a total might of units only")
        return {"return_to_hand": True, "target": {**sel, "rog_total_might_max": cap}}

    def ruv_tag_list(self, items):
        from .statics import _tag

        return [_tag(str(w) + "s") for w in items]  # a tag the catalogue's cards carry, else not read

    def ruv_give_might_per_tags(self, items):
        target, sign, n, tags = items
        if str(sign) != "+":
            raise ValueError("'-N might for each of the following tags'")
        return {"ruv_might_per_tags": {"amount": n, "tags": tags}, "target": target, "duration": "turn"}

    def ruv_st_units_here_with_keyword(self, items):
        kw, grant = items
        name, _, value = str(grant).partition(" ")
        return {"static": "keywords", "grants": {name: int(value) if value else 1}, "affects": "units-here",
                "each_if": {"ruv_has_before": str(kw).capitalize()}}

    def ruv_triggered_next_unit(self, items):
        trigger, effects = items

        def played(e):
            if e.get("target") == "it":
                return {**e, "target": "event-unit"}
            if isinstance(e.get("target"), (dict, list)) or e.get("target") in ("they", "we", "your-unit"):
                raise ValueError("'the next time you play a unit' with an instruction that chooses or names others")
            return e

        return Sentence("triggered", ability={**trigger, "effects": [{"ruv_next_unit_played": [played(e) for e in effects]}]})

    def ruv_ready_units_gear_runes(self, items):
        return {"ready": True, "target": {"choose": "ruv-unit-gear-rune", "up_to": items[0]}}

    def ruv_cost_discard_type(self, items):
        return {"discard": 1, "ruv_discard_type": str(items[0])}

    def ruv_tr_hold_you_or_ally(self, _):
        return {"trigger": "hold", "whose": "ruv-friendly"}

    def ruv_each_keeps_a_unit(self, _):
        return {"rog_each_keeps": {"unit": 1}}

    def ruv_kill_the_rest(self, _):
        return {"ruv_kill_the_rest": True}

    def ruv_choose_bf_and_unit_there(self, items):
        sel = self._selector("choose", items)
        if sel.get("choose") != "unit":
            raise ValueError("'… there' after a battlefield: a unit")
        return [{"choose": True, "target": {"choose": "battlefield"}},
                {"choose": True, "target": {**sel, "ruv_there": True}}]

    def ruv_deal_that_and_others_there(self, items):
        a, b = items
        return [{"damage": a, "target": "it"},
                {"damage": b, "target": {"all": "unit", "side": "enemy", "at": "chosen-battlefield", "ruv_not_chosen": True}}]

    def ruv_choose_bf_and_unit_elsewhere(self, items):
        sel = self._selector("choose", items)
        if sel.get("choose") != "unit":
            raise ValueError("'… at a different location' after a battlefield: a unit")
        return [{"choose": True, "target": {"choose": "battlefield", "ruv_controlled": True}},
                {"choose": True, "target": {**sel, "run_yours": True, "ruv_elsewhere": True}}]

    def ruv_move_to_that_battlefield(self, _):
        return {"move": True, "target": "it", "to": "chosen-battlefield"}

    def ruv_st_might_per_my_name(self, items):
        sign, n = items
        # "here": where I am, a battlefield or the base (as effects_play._here reads it for a permanent)
        per = {"all": "unit", "run_yours": True, "ruv_where_i_am": True, "other": True, "ruv_my_name": True}
        return {"static": "might", "amount": n if str(sign) == "+" else -n, "affects": "self", "per": per}

    def ruv_st_any_number_named(self, items):
        # the name is checked against the card's own in ruv_spell_modes (compile.py) and then dropped
        return {"static": "ruv-any-number-in-deck", "ruv_named": str(items[0])}

    def ruv_st_play_me_for_if(self, items):
        cond, *icons = items
        cost: dict = {}
        energy = sum(int(str(t)[1:]) for t in icons if str(t).startswith("e"))
        power = [str(t)[1:] for t in icons if str(t).startswith("p")]
        if energy:
            cost["energy"] = energy
        if power:
            cost["power"] = power
        if not cost:
            raise ValueError("'play me for' nothing")
        return {"static": "additional-cost", "optional": True, "cost": cost, "ignores_cost": True, "if": cond}

    def ruv_use_only_if_once(self, items):
        return Sentence("restriction", ability={"if": items[0], "ruv_once_each_turn": True})

    def ruv_c_chose_enemy(self, _):
        return {"ruv_chose_enemy_unit": True}

    def ruv_tr_play_me_or_first_gear(self, _):
        return [{"trigger": "play-me"},
                {"trigger": "play-card", "which": {"type": "gear", "token": False}, "if": {"ruv_first_played": "gear"}}]

    def ruv_ready_something_besides_me(self, _):
        return {"ready": True, "target": {"choose": "rd-exhausted-thing", "other": True}}

    def ruv_first_ally_death_in_beginning(self, items):
        return Sentence("triggered", ability={"trigger": "unit-dies", "which": {"side": "ally", "first_each_turn": True},
                                              "if": "run-your-beginning-phase", "effects": items[0]})

    def ruv_each_opponent_kills_a_unit(self, _):
        return {"ruv_each_opponent_kills": "unit"}

    def ruv_banish_from_trash_to_give(self, items):
        target, kw = items
        name, _, value = str(kw).partition(" ")
        return [{"banish": True, "target": {"choose": "trash-card", "rve_trashes": True}},
                {"grant": {name: int(value) if value else 1}, "target": target, "duration": "turn", "if": "done"}]

    def ruv_move_together(self, items):
        sel, cap = items
        _any_number_of_units(sel, "moving units")
        return {"ruv_move_together": True, "target": {**sel, "rog_total_might_max": cap, "ruv_same_controller": True}}

    def ruv_tr_opponent_plays_unit_while_at_bf(self, _):
        return {"trigger": "play-card", "whose": "opponent", "which": {"type": "unit"}, "if": "at-battlefield"}

    def ruv_they_cant_move_it(self, _):
        return Sentence("effects", effects=[{"ruv_controller_cant_move": True, "target": "it"}])
