"""Transformer methods for the 'fighting' family (grammar/fighting.lark): fight damage other
than power ("only deals 4D when fighting", kf:glossary/fight), "cannot fight or reap", and
lasting restrictions on using creatures (kf:glossary/cannot-vs-must, lasting.py cannot-use)."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence


class Rules:
    def ft_only_deals(self, items):
        # kf:glossary/fight — the damage it deals in a fight, attacking or attacked (keywords.fight_damage)
        return {"fight_damage": int(str(items[0]))}

    def ft_cannot_fight_or_reap(self, items):
        return [{"cannot_fight": True}, {"cannot_reap": True}]

    def ft_t_attacked(self, items):
        return "attacked-creature"  # in a Fight ability: the fight's defender (compile._in_labelled_ability)

    def ft_no_use_until_next(self, items):
        """"(Non-Shadows) creatures cannot be used to reap": every player's creatures, so one
        restriction for the opponent and one for you, each until the start of your next turn."""
        lasting = {"kind": "cannot-use", "how": str(items[-1])}
        if len(items) == 2:  # "non-Shadows creatures cannot be used to fight"
            house = str(items[0]).lower()
            lasting["not_house"] = HOUSE_KEYS.get(house, house)
        return Sentence("effects", effects=[{"lasting": lasting, "duration": "until-your-next-turn"},
                                            {"lasting": lasting, "who": "you", "duration": "until-your-next-turn"}])

    def ft_you_cannot_use(self, items):
        return {"lasting": {"kind": "cannot-use", "how": "any"}, "who": "you", "duration": "turn"}

    def ft_w_you_fight(self, items):
        return "after-creature-fights", "friendly", None  # a friendly creature was used to fight

    def ft_c_first_reap(self, items):
        """Only the active player's creatures reap (kf:glossary/reap), so "the first time a creature
        has reaped this turn" is: the active player's reaps this turn, this one counted, are 1."""
        return {"any": [{"all": [{"my_turn": True}, ["you.reaps", "==", 1]]},
                        {"all": [{"my_turn": False}, ["opponent.reaps", "==", 1]]}]}
