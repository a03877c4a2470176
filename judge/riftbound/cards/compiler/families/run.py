"""Branch run (Unleashed cards): the phrasings of grammar/run.lark in the card format."""

from __future__ import annotations

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

    def run_ready_up_to_runes(self, items):
        return {"ready": True, "target": {"choose": "rune", "exhausted": True, "up_to": items[0]}}


def _tag(word) -> str:
    """"dragon" → "Dragon": a tag the catalogue's cards carry, else the sentence is not read."""
    from rules_index.riftbound_catalogue import rb_catalogue

    tags = {t.lower(): t for c in rb_catalogue().cards.values() for t in c.tags}
    if str(word) not in tags:
        raise ValueError(f"{str(word)!r} is not a tag of any card")
    return tags[str(word)]
