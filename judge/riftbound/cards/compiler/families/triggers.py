"""Triggered abilities (grammar/triggers.lark): what each printed trigger is in the card
format's ``TRIGGERS`` (cards/model.py) with its ``which`` filter (judge/riftbound/
trigger_events.py); several triggers of one sentence ("when you play me or when i hold") are
a list, each its own ability sharing the effects; a cost paid inside the effect ("you may
exhaust this to draw 1") is a ``pay`` instruction the rest depends on."""

from __future__ import annotations

from lark import Token

from ..transform import Clause, Sentence, _and

#: triggers whose event is about a unit or card that "it" in the effect names (the event's
#: object: targets "event-unit")
_EVENT_OBJECT = ("play-card", "unit-attacks", "unit-defends", "ready-unit", "becomes-ready", "buff-unit",
                 "unit-dies", "unit-moves", "choose-unit", "becomes-mighty")
_NTH = {"first": 1, "second": 2, "third": 3}


class Rules:
    # -- sentences ---------------------------------------------------------------------------
    def triggered(self, items):
        """One ability per trigger (rb:583.2: a condition and an effect); "it" before anything
        else is chosen names the unit or card the event is about."""
        trigger, effects = items
        triggers = trigger if isinstance(trigger, list) else [trigger]
        if any(t["trigger"] in _EVENT_OBJECT for t in triggers):
            effects = _it_is_the_event(effects)
        if any("return_self_to_hand" in e for e in effects):  # it works from the trash (rb:585.2/ex1)
            triggers = [{**t, "zone": "trash"} for t in triggers]
        abilities = [{**t, "effects": effects} for t in triggers]
        return Sentence("triggered", ability=abilities[0], also=abilities[1:])

    def prefixed_triggered(self, items):
        """"Legion - when you play me, …": the ability applies only if the Legion condition
        holds when it resolves (rb:724.1.c, rb:724.1.c.2)."""
        prefix, trigger, effects = items
        if prefix != "legion":
            raise ValueError("a triggered ability after 'deathknell -' (deathknell is itself 'when I die')")
        s = self.triggered([trigger, effects])
        s.ability["legion"] = True
        for ab in s.also:
            ab["legion"] = True
        return s

    # -- triggers ----------------------------------------------------------------------------
    def tr_play_me(self, _):
        return {"trigger": "play-me"}

    def tr_play_me_to_battlefield(self, _):
        return {"trigger": "play-me", "which": {"at": "battlefield"}}

    def tr_attack(self, _):
        return {"trigger": "attack"}

    def tr_defend(self, _):
        return {"trigger": "defend"}

    def tr_dies(self, _):
        return {"trigger": "dies"}

    def tr_start_of_beginning(self, _):
        return {"trigger": "start-of-beginning"}

    def tr_end_of_turn(self, _):
        return {"trigger": "end-of-turn"}

    def tr_conquer_here(self, _):
        return {"trigger": "conquer-here"}

    def tr_hold_here(self, _):
        return {"trigger": "hold-here"}

    def tr_defend_here(self, _):
        return {"trigger": "defend-here"}

    def tr_conquer(self, _):
        return {"trigger": "conquer"}

    def tr_hold(self, _):
        return {"trigger": "hold"}

    def tr_conquer_me(self, _):
        return {"trigger": "conquer-me"}

    def tr_hold_me(self, _):
        return {"trigger": "hold-me"}

    def tr_discard(self, _):
        return {"trigger": "discard"}

    def tr_discard_me(self, _):
        return {"trigger": "discard-me", "zone": "trash"}  # it works from the trash (rb:585.2)

    def tr_leaves_board(self, _):
        return {"trigger": "leaves-board"}

    def tr_play_card(self, items):
        which = _played(items)
        if which == {"type": "spell"}:
            return {"trigger": "play-spell"}
        return {"trigger": "play-card", "which": which}

    def tr_opponent_plays(self, items):
        return {"trigger": "play-card", "whose": "opponent", "which": _played(items)}

    def tr_nth_card(self, items):
        return {"trigger": "play-card", "which": {"nth": _NTH[str(items[0])]}}

    def tr_stun_enemy(self, _):
        return {"trigger": "stun-enemy"}

    def tr_stun_enemies(self, _):
        return {"trigger": "stun-enemies"}

    def tr_ready_unit(self, items):
        return {"trigger": "ready-unit", "which": items[0]}

    def tr_i_become_ready(self, _):
        return {"trigger": "becomes-ready", "which": {"self": True}}

    def tr_becomes_ready(self, items):
        return {"trigger": "becomes-ready", "which": items[0]}

    def tr_becomes_mighty(self, items):
        side = items[0].get("side")
        if set(items[0]) != {"side"} or side not in ("you", "ally"):
            raise ValueError("'becomes mighty' of a unit other than mine, yours or a friendly one")
        return {"trigger": "becomes-mighty", "affects": "your-units" if side == "you" else "friendly-units"}

    def tr_your_unit_becomes_mighty(self, _):
        return {"trigger": "becomes-mighty", "affects": "your-units"}

    def tr_choose_unit(self, items):
        which = dict(items[0])
        if len(items) > 1:
            which["spell"] = True
        return {"trigger": "choose-unit", "which": which}

    def tr_choose_or_ready_me(self, _):
        return [{"trigger": "choose-unit", "which": {"self": True}}, {"trigger": "ready-unit", "which": {"self": True}}]

    def tr_hide(self, _):
        return {"trigger": "hide"}

    def tr_spend_buff(self, _):
        return {"trigger": "spend-buff"}

    def tr_opponent_scores(self, _):
        return {"trigger": "scores", "whose": "opponent"}

    def tr_draw_nth(self, items):
        return {"trigger": "draw-card", "which": {"nth": _NTH[str(items[0])]}}

    def tr_play_me_or_beginning(self, _):
        return [{"trigger": "play-me"}, {"trigger": "start-of-beginning"}]

    def tr_play_me_from_hidden(self, _):
        return {"trigger": "play-me", "which": {"hidden": True}}

    def tr_buff_unit(self, items):
        return {"trigger": "buff-unit", "which": items[0]}

    def tr_unit_dies(self, items):
        return {"trigger": "unit-dies", "which": items[0]}

    def tr_i_move(self, items):
        return {"trigger": "unit-moves", "which": {"self": True, **(items[0] if items else {})}}

    def tr_unit_moves(self, items):
        return {"trigger": "unit-moves", "which": {**items[0], **items[1]}}

    def tr_attacks_or_defends_alone(self, items):
        which = {**items[0], "alone": True}
        return [{"trigger": "unit-attacks", "which": which}, {"trigger": "unit-defends", "which": dict(which)}]

    def tr_attacks_your_battlefield(self, items):
        return {"trigger": "unit-attacks", "which": {**items[0], "at": "yours"}}

    def tr_attack_or_defend(self, _):
        return [{"trigger": "attack"}, {"trigger": "defend"}]

    def tr_conquer_or_hold(self, _):
        return [{"trigger": "conquer"}, {"trigger": "hold"}]

    def tr_conquer_or_hold_me(self, _):
        return [{"trigger": "conquer-me"}, {"trigger": "hold-me"}]

    def tr_play_me_or_hold_me(self, _):
        return [{"trigger": "play-me"}, {"trigger": "hold-me"}]

    def tr_play_me_or_attack(self, _):
        return [{"trigger": "play-me"}, {"trigger": "attack"}]

    def tr_play_me_and_conquer_me(self, _):
        return [{"trigger": "play-me"}, {"trigger": "conquer-me"}]

    def tr_defend_or_played_from_hidden(self, _):
        return [{"trigger": "defend"}, {"trigger": "play-me", "which": {"hidden": True}}]

    def ra_tr_first_unit_dies(self, items):
        """"The first time a friendly unit dies each turn" (turn_record.py): only a friendly unit."""
        which = items[0]
        if which.get("side") != "ally":
            raise ValueError("'the first time … dies each turn' of a unit that is not a friendly one")
        return {"trigger": "unit-dies", "which": {**which, "first_each_turn": True}}

    def rd_tr_nth_move(self, items):
        """"The third time I move in a turn": my own N-th move this turn (rb:609)."""
        return {"trigger": "unit-moves", "which": {"self": True, "nth": _NTH[str(items[0])]}}

    def ra_tr_recycle(self, _):
        return {"trigger": "recycle"}

    def ra_first_beginning_sentence(self, items):
        """"At the start of each player's first Beginning Phase, that player channels 1 rune":
        the ability triggers for the player whose first beginning phase starts, who controls
        it and carries it out (trigger_events.py, rb:515.2.a.1)."""
        return Sentence("triggered", ability={"trigger": "first-beginning", "effects": [items[0]]})

    def ra_they_channel(self, items):
        return {"channel": items[0]}

    def ra_they_gain_points(self, items):
        return {"score": items[0]}

    def ra_win_game(self, _):
        return {"win_game": True}

    def ra_opponents_cant_play(self, _):
        return {"opponents_cant_play": True}

    def while_end_of_turn(self, items):
        """"While I'm at a battlefield, ready 4 friendly runes at the end of your turn": an
        end-of-turn trigger (rb:517.1.a) that triggers only while the condition holds."""
        cond, effects = items
        return Sentence("triggered", ability={"trigger": "end-of-turn", "if": cond, "effects": effects})

    def tr_played_discarded_killed(self, _):
        return [{"trigger": "play-me"}, {"trigger": "discard-me", "zone": "trash"}, {"trigger": "dies"}]

    # -- what a played card or a unit must be --------------------------------------------------
    def pc_card(self, _):
        return {"token": False}  # a token is no card (rb:176)

    def pc_kind(self, items):
        out = {}
        for t in items:
            if t.type == "PLAYED_QUALITY":
                out["mighty" if str(t) == "mighty" else "token"] = True
            else:
                out["type"] = str(t)
        return dict(sorted(out.items()))

    def pc_another(self, items):
        return {"type": str(items[0]), "other": True}

    def ph_energy_min(self, items):
        return ("energy_min", int(str(items[0])[1:]))

    def ph_hidden(self, _):
        return ("hidden", True)

    def ph_showdown(self, _):
        return ("showdown", True)

    def ph_opponent_turn(self, _):
        return ("turn", "opponent")

    def us_me(self, _):
        return {"self": True}

    def us_unit(self, items):
        return items[0]

    def us_another(self, items):
        return {**items[0], "other": True}

    def unit_words(self, items):
        out: dict = {}
        for t in items:
            if t.type == "UNIT_QUALITY":
                out["buffed"] = True
            elif t.type == "UNIT_SIDE":
                out["side"] = "ally" if str(t) == "friendly" else "enemy"
            elif t.type == "NON_TAG":
                out["not_tag"] = str(t)[4:].capitalize()
            elif t.type == "YOU_CONTROL":
                if out.get("side") == "enemy":
                    raise ValueError("an enemy unit you control")
                out["side"] = "you"
        return out

    def mw_to_battlefield(self, _):
        return {"to": "battlefield"}

    def mw_to_base(self, _):
        return {"to": "base"}

    def mw_from_battlefield(self, _):
        return {"from": "battlefield"}

    def mw_from_here(self, _):
        return {"from": "here"}

    def mw_to_here(self, _):
        return {"to": "here"}

    # -- a cost paid inside the effect -----------------------------------------------------------
    def clauses(self, items):
        """A sentence's clauses in order; after "you may pay X to A", the rest of the sentence
        ("… to buff me and ready me") also needs X paid — the grammar cannot tell "to A and B"
        from "to A" and "B", and the card text means the former."""
        out: list[dict] = []
        paying = False
        for e in super().clauses(items):  # the shared rules first: a lead "if X," holds for the clauses after it
            if paying and "pay" not in e and not _needs_paid(e):
                e = {**e, "if": _and(e.get("if"), {"paid": "pay"})}
            out.append(e)
            paying = paying or "pay" in e
        return out

    def clause_pay(self, items):
        """"you may pay X to Y": the controller may pay X while the ability resolves (rb:583.1/ex1);
        Y happens only if X was paid (``{"paid": "pay"}``)."""
        lead = next((it for it in items if isinstance(it, tuple) and it and it[0] == "lead"), None)
        cost: dict = {}
        for it in items:
            if isinstance(it, tuple) and it and it[0] == "pay":
                for k, v in it[1].items():
                    cost[k] = cost.get(k, [] if k == "power" else 0) + v if k in ("power", "energy") else v
        rest = [it for it in items if not (isinstance(it, tuple) and it and it[0] in ("pay", "lead"))
                and not (isinstance(it, Token) and it.type == "MAY")]
        effects = [{**e, "if": _and(e.get("if"), {"paid": "pay"})} for e in self.clause(rest).effects]
        pay = {"pay": cost, "may": True}
        if lead is not None and lead[1] == "if":
            pay["if"] = lead[2]
        elif lead is not None and lead[1] == "if_you_do":
            pay["if"] = "done"
        return Clause([pay] + effects)

    def pay_icons(self, items):
        energy = sum(int(str(t)[1:]) for t in items if t.type == "ENERGY")
        power = [str(t)[1:] for t in items if t.type == "POWER"]
        return ("pay", {**({"energy": energy} if energy else {}), **({"power": power} if power else {})})

    def pay_exhaust_self(self, _):
        return ("pay", {"exhaust": "self"})

    def pay_discard(self, items):
        return ("pay", {"discard": items[0]})

    def pay_spend_buff(self, _):
        return ("pay", {"spend_buff": 1})

    # -- effects -----------------------------------------------------------------------------------
    def return_me_to_hand(self, _):
        return {"return_to_hand": True, "target": "self"}

    def return_self_from_trash(self, _):
        return {"return_self_to_hand": True}

    def ready_runes(self, items):
        """"ready 2 runes": two of your exhausted runes (a ready one cannot be readied, rb:593.1)."""
        n = items[0]
        sel = {"choose": "rune", "exhausted": True}
        if n != 1:
            sel["count"] = n
        return {"ready": True, "target": sel}

    def rd_ready_runes_end_of_turn(self, items):
        """"Ready 2 runes at the end of this turn": the readying waits for this turn's end
        (rb:517.1.a); which runes is chosen then."""
        return {"rd_at_end_of_turn": [self.ready_runes(items[:1])]}

    def rd_kill_damaged_this_turn(self, _):
        """"When any unit takes damage this turn, kill it" (a spell's lasting trigger)."""
        return {"rd_this_turn_when_damaged": [{"kill": True, "target": "event-unit"}]}

    def rd_mw_from_my_location(self, _):
        return {"from": "mine"}

    def rd_moved_with_it(self, _):
        """"I may be moved with it": to where the unit the event is about moved."""
        return {"move": True, "target": "self", "to": "rd-event-destination", "may": True}

    def units_enter_ready(self, _):
        return {"units_enter_ready": {}}

    def next_unit_enters_ready(self, _):
        return {"units_enter_ready": {"next": True}}

    # -- conditions ------------------------------------------------------------------------------
    def c_units_there(self, items):
        return ["you.units_there", ">=", int(str(items[0]))]

    def ra_c_units_here(self, items):
        return ["you.units_here", ">=", int(str(items[0]))]

    def ra_c_gear_min(self, items):
        """"If you control 3 or more other gear": the card itself left out (board_counts.py)."""
        other = any(isinstance(t, Token) and t.type == "GEAR_OTHER" for t in items)
        n = next(i for i in items if isinstance(i, int))
        return ["you.other_gear" if other else "you.gear", ">=", n]

    def ra_c_exactly_other_units_here(self, items):
        return ["you.other_units_here", "==", items[0]]

    def c_opponent_controls_battlefield(self, _):
        return "opponent-controls-battlefield"

    def c_ready_enemy_here(self, _):
        return "ready-enemy-here"

    def c_discarded_this_turn(self, _):
        return "discarded-this-turn"

    def c_controls_hidden_card(self, _):
        return "controls-hidden-card"


def _needs_paid(e: dict) -> bool:
    cond = e.get("if")
    return cond == {"paid": "pay"} or isinstance(cond, dict) and {"paid": "pay"} in cond.get("all", [])


def _played(items) -> dict:
    which = dict(items[0])
    for key, value in items[1:]:
        which[key] = value
    return which


def _it_is_the_event(effects: list[dict]) -> list[dict]:
    """In "when you ready a friendly unit, give it +1 might", "it" is the unit the event is
    about — until an instruction chooses something of its own."""
    out = []
    own = False
    for e in effects:
        t = e.get("target")
        if t == "it" and not own:
            e = {**e, "target": "event-unit"}
        elif t is not None:
            own = True
        out.append(e)
    return out
