"""Branch rxb (Unleashed cards, second half): the phrasings of grammar/rxb.lark in the card format
(verbs in judge/riftbound/effects_rxb.py, triggers in judge/riftbound/rxb_triggers.py)."""

from __future__ import annotations

from lark import Token

from ..transform import Sentence  # noqa: F401  (the sentence kinds the rules below build)


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
