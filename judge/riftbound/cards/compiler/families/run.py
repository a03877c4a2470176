"""Branch run (Unleashed cards): the phrasings of grammar/run.lark in the card format."""

from __future__ import annotations

from lark import Token

from ..transform import Clause, Sentence, _and
from .statics import _grants


class Rules:
    def run_return_to_hands(self, items):
        """Each unit returns to its own owner's hand (rb:109): the same instruction as "… to its
        owner's hand", for a group."""
        return {"return_to_hand": True, "target": items[0]}

    def run_c_controls_facedown(self, _):
        return "controls-hidden-card"  # targets.holds: a card in a facedown zone you control (rb:106.4.c)

    def run_t_one_of(self, items):
        """"one of your other units here": a choice of one unit among the group (rb:559.3)."""
        return self._selector("choose", items)

    def run_t_one_of_your_other(self, items):
        """"one of your other units here": a friendly unit other than me."""
        return self._selector("choose", [("side", "ally-other"), *items])

    def run_give_might_and_keywords(self, items):
        """"give X +3 might and [Tank]": both to the same object, each lasting as the clause says."""
        target, sign, n, *kws = items
        return [{"might": n if str(sign) == "+" else -n, "target": target},
                {"grant": _grants(kws), "target": "it" if isinstance(target, dict) and "choose" in target else target}]

    def run_st_no_combat_damage(self, _):
        return {"static": "run-no-combat-damage", "affects": "self"}

    def run_st_might_per_with(self, items):
        """"I have +1 might for each of your units with [Temporary] at my battlefield": the
        units counted have the keyword now (rb:713)."""
        sign, n, kw, *places = items
        per = {"all": "unit", "side": "ally", "rd_with": str(kw).capitalize()}
        for key, value in places:
            per[key] = value
        return {"static": "might", "amount": n if str(sign) == "+" else -n, "affects": "self", "per": per}

    def run_tr_play_me_or_tag(self, items):
        """"When you play me or another Dragon": my own play and the play of another card with the tag."""
        return [{"trigger": "play-me"}, {"trigger": "play-card", "which": {"tag": _tag(items[0]), "other": True}}]

    def run_tr_each_beginning(self, _):
        """"At the start of each player's Beginning Phase" (rb:515.2.a.1): whoever's turn it is."""
        return {"trigger": "start-of-beginning", "whose": "any"}

    def run_die_banish(self, _):
        return {"run_die_banish": True, "target": "it"}

    def run_cant_play_spells(self, _):
        return {"run_cant_play_spells": True}  # about what the previous instruction named

    def run_owner_puts_on_deck(self, _):
        return {"run_owner_puts_on_deck": "top-or-bottom", "target": "it"}

    def run_tag_list(self, items):
        return [_tag(t) for t in items]

    def run_return_tagged_from_trash(self, items):
        """"Return a Bird, Cat, Dog, or Poro from your trash to your hand": a card of the trash
        with one of the tags (rb:139.1), chosen as the ability goes onto the chain (rb:559.3)."""
        return {"return_to_hand": True, "target": {"choose": "trash-card", "run_tags": items[0]}}

    def run_when_it_dies_sentence(self, items):
        """"When it dies this turn, …": set up on what the previous instruction named."""
        return Sentence("effects", effects=[{"run_when_dies_this_turn": items[0], "target": "it"}])

    def run_tr_stun_enemy_at_battlefield(self, _):
        """Each enemy unit stunned (rb:599) that is at a battlefield: checked as it triggers."""
        return {"trigger": "stun-enemy", "if": "run-event-at-battlefield"}

    def run_triggered_move_to_event_battlefield(self, items):
        """Only after a trigger whose event names a battlefield (a stun at one, a move to one):
        elsewhere "that battlefield" is a battlefield chosen before, which this does not read."""
        trigger = items[0]
        target = items[-1]
        if isinstance(trigger, list) or not (
                trigger.get("if") == "run-event-at-battlefield"
                or trigger.get("trigger") == "unit-moves" and trigger.get("which", {}).get("to") == "battlefield"):
            raise ValueError("'that battlefield' after a trigger that names no battlefield")
        return self.triggered([trigger, [{"move": True, "target": target, "to": "run-event-battlefield", "may": True}]])

    def run_move_from_token_there(self, items):
        token = items[0]
        if "at" in token:
            raise ValueError("a token placed twice")
        return Sentence("triggered", ability={"trigger": "unit-moves", "which": {"self": True},
                                              "effects": [{**token, "at": "run-event-from"}]})

    def run_st_smaller_here_unchoosable(self, _):
        return {"static": "run-unchoosable-smaller-here"}

    def run_t_battlefield_yours(self, _):
        return {"choose": "battlefield", "run_yours_units": True}

    def run_may_move_one_to_chosen(self, items):
        key, side = items[-1]  # ("side", "enemy"|"ally") or ("other", True)
        target = {"choose": "unit", key: side, "up_to": 1}
        return Sentence("effects", effects=[{"move": True, "target": target, "to": "chosen-battlefield", "may": True}])

    def run_to_different_battlefield(self, _):
        return "battlefield"  # effects_units._destinations leaves out where the unit is (rb:610)

    def run_less_might_than_me(self, _):
        return ("run_less_might_than_me", True)

    def run_st_conquer_here_twice(self, _):
        return {"static": "run-conquer-here-twice"}

    def run_units_cost_more(self, items):
        return {"run_units_cost_more": int(str(items[0])[1:])}

    def run_ready_up_to_runes(self, items):
        return {"ready": True, "target": {"choose": "rune", "exhausted": True, "up_to": items[0]}}

    def run_t_choose_attacking(self, items):
        return self._selector("choose", [*items, ("attacking", True)])

    def run_t_yours(self, items):
        """"a unit you control": the controller's own, not a teammate's (rb:179)."""
        return self._selector("choose", [*items, ("run_yours", True)])

    def run_clause_kill_to(self, items):
        """"you may kill a unit you control here to draw 1": the kill may be declined as the
        ability resolves (rb:182.3.a); what follows "to" happens only if it was done."""
        lead = next((it for it in items if isinstance(it, tuple) and it and it[0] == "lead"), None)
        target, *rest = [it for it in items if not (isinstance(it, tuple) and it and it[0] == "lead")
                         and not (isinstance(it, Token) and it.type == "MAY")]
        kill = {"kill": True, "target": target, "may": True}
        if lead is not None and lead[1] == "if":
            kill["if"] = lead[2]
        elif lead is not None and lead[1] == "if_you_do":
            kill["if"] = "done"
        effects = [e for it in rest for e in (it if isinstance(it, list) else [it])]
        return Clause([kill] + [{**e, "if": _and(e.get("if"), "done")} for e in effects])

    # -- conditions (judge/riftbound/run_conditions.py) ------------------------------------------
    def run_c_played_to_battlefield(self, _):
        return "run-played-to-battlefield"

    def run_c_your_beginning_phase(self, _):
        return "run-your-beginning-phase"

    def run_c_opponent_controls_stunned(self, _):
        return "run-opponent-controls-stunned"

    def run_c_ally_died_in_beginning(self, _):
        return "run-ally-died-in-your-beginning"

    def run_c_other_units_might(self, items):
        return ["you.run_other_units_might", ">=", items[0]]

    def run_c_exactly_hand_and_units(self, items):
        cards, units = items
        return {"all": [["you.hand", "==", cards], ["you.run_units_at_battlefields", "==", units]]}

    def run_c_spent_on_it(self, items):
        """"When you play a spell, if you spent [4] or more": on the card played (rb:159.2)."""
        return ["you.run_energy_spent_on_it", ">=", int(str(items[0])[1:])]

    def run_c_spent_on_a_spell(self, items):
        return ["you.run_most_energy_on_a_spell", ">=", int(str(items[0])[1:])]

    def run_cost_less_and_enter_ready(self, items):
        """"If …, I cost [2] less and enter ready": a discount (rb:560.4) and how I enter
        (rb:563.1.c), each under the condition."""
        cond, energy = items
        return Sentence("static", ability={"static": "cost", "applies_to": "self", "amount": int(str(energy)[1:]),
                                           "if": cond},
                        also=[{"static": "enter-ready", "affects": "self", "if": cond}])

    def run_st_if_self_might(self, items):
        cond, sign, n = items
        return {"static": "might", "amount": n if str(sign) == "+" else -n, "affects": "self", "if": cond}


def run_instead_in_ability(current: dict, part: dict) -> tuple[dict | bool, str]:
    """"Draw 1. If it's your Beginning Phase, draw 2 instead." inside an ability (rb:573.1: a
    replacement, recognised by "instead"): the instruction before is carried out only if the
    condition does not hold, the new ones only if it does. Only one instruction without a
    condition of its own and without a choice is replaced, and the new ones name nothing it did."""
    from ....targets import slots

    effects = current.get("effects") or []
    if part.get("legion") or "if" not in part or not effects:
        return False, "'… instead' with nothing before it to replace"
    last = effects[-1]
    if "if" in last or slots([last]) or any(e.get("target") == "it" or "if" in e for e in part["effects"]):
        return False, "'… instead' after an instruction with a condition or a choice of its own"
    cond = part["if"]
    effects[-1] = {**last, "if": {"not": cond}}
    effects += [{**e, "if": cond} for e in part["effects"]]
    return current, ""


def _tag(word) -> str:
    """"dragon" → "Dragon": a tag the catalogue's cards carry, else the sentence is not read."""
    from rules_index.riftbound_catalogue import rb_catalogue

    tags = {t.lower(): t for c in rb_catalogue().cards.values() for t in c.tags}
    if str(word) not in tags:
        raise ValueError(f"{str(word)!r} is not a tag of any card")
    return tags[str(word)]
