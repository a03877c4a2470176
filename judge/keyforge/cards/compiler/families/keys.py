"""Transformer methods for the 'keys' family of clauses (grammar/keys.lark): what a key costs
(kf:glossary/cost). Constant abilities become ``key_cost`` statics (amber.key_cost reads them);
"during their next turn" becomes a ``key-cost`` lasting effect (lasting.py)."""

from __future__ import annotations


def _signed(tok) -> int:
    return int(str(tok))


def _per(spec) -> dict:
    """"for each <cards>": the number of such cards in play, read when the cost is read."""
    if not isinstance(spec, dict):
        raise ValueError("'keys cost ... for each' needs cards in play")
    return {"count": {**spec, "each": True}}


class Rules:
    def ky_all(self, items):
        return None

    def ky_cost_each(self, items):
        n = [i for i in items if i is not None][0]
        return {"key_cost": _signed(n), "for": "each"}  # every player's keys

    def ky_cost_each_if(self, items):
        cond, n = items[0], [i for i in items[1:] if i is not None][0]
        if not (isinstance(cond, tuple) and cond[0] == "cond"):
            raise ValueError("a 'while …' on a key cost must be a condition")
        return {"key_cost": _signed(n), "for": "each", "if": cond[1]}

    def ky_cost_you_per(self, items):
        n, spec = _signed(items[0]), _per(items[1])
        return {"key_cost": spec if n == 1 else {"times": n, "of": spec}, "for": "you"}

    def ky_opp_next(self, items):
        # "your opponent's keys cost +3a during their next turn": only the opponent's keys
        return {"lasting": {"kind": "key-cost", "amount": _signed(items[0])}, "duration": "opponent-next-turn"}

    def ky_each_per_next(self, items):
        n, spec = _signed(items[0]), _per(items[1])
        lasting = {"kind": "key-cost", "amount": spec if n == 1 else {"times": n, "of": spec}, "players": "each"}
        return {"lasting": lasting, "duration": "opponent-next-turn"}

    def ky_max(self, items):
        return int(str(items[0]))

    def ky_cost_opp_houses(self, items):
        """kf:rules/houses — the houses among the controller's creatures, counted now, capped by the
        printed maximum (text in parentheses, text.py keeps it)."""
        n, cap = _signed(items[0]), items[1]
        per = {"at_most": cap, "of": "you.creature_houses"}
        return {"key_cost": per if n == 1 else {"times": n, "of": per}, "for": "opponent"}

    def ky_cannot_forge_nth(self, items):
        return {"cannot_forge_key": {"first": 1, "second": 2, "third": 3}[str(items[0])]}

    def ky_cannot_forge_ahead(self, items):
        return {"cannot_forge_key": "ahead"}

    def ky_forger_loses_all(self, items):
        """kf:timing/step-1/after-key-forged — the player who forged (the event's player) loses the rest."""
        from ..transform import Sentence

        return Sentence("watcher", ability={"trigger": "after-key-forged",
                                            "effects": [{"lose": "all", "who": "event-player"}]})
