"""Spiritforged and Origins phrasings of branch rsd (grammar/rsd.lark): what the cards of those
sets print that the other families did not read. The verbs are in judge/riftbound/effects_rsd.py,
the selector keys in judge/riftbound/rsd_targets.py."""

from __future__ import annotations

from ..transform import Sentence


class Rules:
    def rsd_t_any_number(self, items):
        """"any number of friendly units at a battlefield": every pick a target (rb:559.3.c.6); "at a
        battlefield" with a group: all of them at one battlefield (docs/rulings.md)."""
        sel = self._selector("choose", items)
        sel["rsd_any_number"] = True
        if sel.get("at") == "one-battlefield":
            sel["at"], sel["same_battlefield"] = "battlefield", True
        return sel

    def rsd_t_any_number_tokens(self, items):
        sel = self._selector("choose", [it for it in items if getattr(it, "type", None) != "RSD_TOKEN"])
        sel["rsd_any_number"] = True
        sel["rsd_token"] = True
        if sel.get("side") == "ally":  # "your token units": the player's own (rb:179), not a teammate's
            sel["side"] = "you"
        return sel

    def rsd_to_this_battlefield(self, _):
        return "here"

    def rsd_energy_to_power(self, _):
        return {"rsd_pay_any_add": "energy-to-power"}

    def rsd_power_to_energy(self, _):
        return {"rsd_pay_any_add": "power-to-energy"}

    def rsd_st_opponents_no_points(self, items):
        return {"static": "rsd-opponents-no-points", "if": items[0]}

    def rsd_play_from_limited(self, items):
        card, zone, *rest = items
        limits = dict(it for it in rest if isinstance(it, tuple) and it[0] == "energy_max")
        mods = [it for it in rest if isinstance(it, tuple) and it[0] == "mod"]
        below = any(isinstance(it, tuple) and it[0] == "rsd_below_points" for it in rest)
        if below and limits:
            raise ValueError("two energy limits on one play")
        if below:  # the changes to its cost go in the verb's value (only "play" takes them as modifiers)
            return {"rsd_play_below_points": {**card, "from": zone, **{key: value for _, key, value in mods}}}
        e: dict = {"play": {**card, **limits, "from": zone}}
        for _, key, value in mods:
            e[key] = value
        return e

    def rsd_lim_energy(self, items):
        return ("energy_max", int(str(items[0])[1:]))

    def rsd_recycle_after_play(self, _):
        return {"rsd_recycle_after_play": True}

    def rsd_lose_control_recall_at_end(self, _):
        return {"rsd_lose_control_recall_at_end": True, "target": "it"}

    def rsd_c_power_spent(self, items):
        if any(str(p) != "pany" for p in items):
            raise ValueError("power of a domain spent this turn")  # only "[A]": power of any domain
        return {"rsd_power_spent_min": len(items)}

    def rsd_st_if_might_and_keywords(self, items):
        """Two passives under one condition (rb:568.3): +N might and the keywords, both to me."""
        cond, sign, n, kws = items
        grants: dict[str, int] = {}
        for k in kws:
            name, _, v = k.partition(" ")
            grants[name] = grants.get(name, 0) + (int(v) if v else 1)
        return Sentence("static", ability={"static": "might", "amount": n if str(sign) == "+" else -n,
                                           "affects": "self", "if": cond},
                        also=[{"static": "keywords", "grants": grants, "affects": "self", "if": cond}])

    def rsd_defend_move_me_there(self, _):
        return Sentence("triggered", ability={"trigger": "rsd-you-defend", "effects": [
            {"move": True, "target": "self", "to": "rsd-event-battlefield", "may": True}]})

    def rsd_lim_below_points(self, _):
        return ("rsd_below_points", True)

    def rsd_without_paying_energy(self, _):
        return ("mod", "ignore_energy", True)  # rb:560.1.b: "without its Energy cost"


    def rsd_st_play_to_attacked(self, _):
        return {"static": "rsd-play-to-attacked"}


    def rsd_st_cost_per_hold_point(self, items):
        energy, *power = items
        return {"static": "cost", "applies_to": "self", "amount": int(str(energy)[1:]),
                "cost": {"by": "you.rsd_hold_points", "power": [str(p)[1:] for p in power]}}


    def rsd_tree_draw(self, items):
        return Sentence("triggered", ability={"trigger": "rsd-chosen-here-first", "effects": [{"draw": items[0]}]})


    def rsd_only_gear(self, _):
        return Sentence("restrict", ability={"only": "gear"})


    def rsd_ss_mighty(self, _):
        return {"rsd_self_mighty": True}


    def rsd_each_may_token(self, items):
        return {"rsd_each_may_token": _only_token(items[0])}

    def rsd_token_per_opponent_who_did(self, items):
        return {"rsd_token_per_opponent_who_did": _only_token(items[0])}


def rsd_after_play(effects: list[dict]) -> None:
    """"… play a spell from your trash …. Then recycle it.": "it" is the spell just played, which
    waits on the chain; it is recycled once it has resolved (docs/rulings.md, Riftbound 76), not taken off
    the chain. Rewrites the compiled "recycle it" right after such a play (compile._place)."""
    for k in range(1, len(effects)):
        before, e = effects[k - 1], effects[k]
        spec = before.get("play") or before.get("rsd_play_below_points")
        if isinstance(spec, dict) and spec.get("type") == "spell" and e.get("recycle") == 1 \
                and e.get("target") == "it" and set(e) <= {"recycle", "target"}:
            effects[k] = {"rsd_recycle_after_play": True}


def _only_token(effect: dict) -> dict:
    """The token's definition of a compiled "play a … token" (nothing else may come with it)."""
    if set(effect) != {"token"}:
        raise ValueError("a token played with more than its definition")
    return effect["token"]
