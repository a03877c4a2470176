"""Transformer methods for the 'kwb' family (grammar/kwb.lark): Worlds Collide shapes.

* the card that gives a quoted ability, named in it (kf:glossary/self-referential-text:
  ``granting-card``), and "This creature gains "…"" without a comma;
* attaching an upgrade to a creature named by its card name (kf:rules/upgrades; the verb
  ``kwb_attach``, the trigger ``kwb-after-upgrade-attached``, judge/keyforge/verbs_kwb.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .constant import _gained


@lru_cache(maxsize=1)
def _creature_names() -> dict[str, str]:
    """The printed names of creature cards, by their lower-case spelling in prepared text."""
    from rules_index.catalogue import catalogue

    from ..text import normalize

    return {normalize(c.name_en).lower(): c.name_en for c in catalogue().cards.values()
            if c.type == "creature" and c.name_en}


def _creature_named(token) -> dict:
    """A creature filter by card name; a name no creature card has is not compiled."""
    text = str(token).strip().rstrip(".")
    name = _creature_names().get(text)
    if name is None:
        raise ValueError(f"{text!r} is not the name of a creature card")
    return {"name": name}


def host_named_again(s: str, card_type: str) -> str:
    """"after you attach self to first officer frane, move each a from first officer frane to your
    pool": the second mention is the creature the upgrade was just attached to (the one the
    trigger saw, not any other card of that name in play) — the creature this upgrade is on."""
    m = re.match(r"^(after you attach self to ([^,]+), )(.*)$", s)
    if card_type != "upgrade" or m is None:
        return s
    return m.group(1) + re.sub(rf"(?<![\w.]){re.escape(m.group(2))}(?!\w)", "attachedcreature", m.group(3))


#: a constant ability printed as its own paragraph that the catalogue joined to the bold
#: ability before it: "Play: Place 6A … Each Star Alliance creature gains, "Reap: …"" — a
#: "gains" of a quoted ability without a duration is no effect a bold ability resolves
OWN_PARAGRAPH = re.compile(r'^each [^"]*creatures? gains?, "', re.IGNORECASE)


class Rules:
    def kwb_t_granting(self, items):
        # kf:glossary/self-referential-text — the granting card itself (select.context_target)
        return "granting-card"

    def kwb_st_gains_ability(self, items):
        from .kga import gains_block  # triggered or constant abilities in quotes (kf:rules/upgrades)

        return {"gains": gains_block(str(items[0])), "affects": "attached"}

    def kwb_attach(self, items):
        target, name = items
        if target != "granting-card":
            raise ValueError("only attaching the upgrade that gives the ability is compiled")
        return {"kwb_attach": True, "target": target, "to": _creature_named(name)}

    def kwb_w_attached(self, items):
        # after-watcher of the upgrade itself: "you" attached it (the event's player)
        return ("kwb-after-upgrade-attached", "friendly", {"is_self": True, "kwb_host": _creature_named(items[0])})

    def kwb_per_attached_upgrade(self, items):
        effs = items[0]
        if len(effs) != 1 or "for_each" in effs[0]:
            raise ValueError("'for each upgrade on …' after several effects is not compiled")
        return {**effs[0], "for_each": "attached.upgrades"}

    def kwb_st_stats_per_upgrade(self, items):
        # kf:rules/upgrades — "this creature gets +1 power and +1 armor for each upgrade attached to it"
        (affects, filters), rest = items[0], list(items[1:])
        if affects != "attached" or filters:
            raise ValueError("'for each upgrade attached to it' is compiled on an upgrade's own creature only")
        out = []
        while rest:
            sign, stat = rest[:2]
            n = int(str(sign))
            out.append({str(stat).lower(): "attached.upgrades" if n == 1 else {"times": n, "of": "attached.upgrades"},
                        "affects": affects})
            rest = rest[2:]
        return out

    def kwb_c_deck_at_most(self, items):
        return ["you.deck", "<=", items[0]]

    def kwb_c_discard_creatures_at_least(self, items):
        # kf:glossary/discard-pile — the creature cards in your discard pile matching the adjectives
        spec = {"kind": "card", "type": "creature", "zone": "discard", "player": "you", "each": True}
        for it in items[1:]:
            k, v = it
            if k not in ("house", "trait", "not_house", "not_trait"):
                raise ValueError(f"a discard-pile filter {k!r} is not compiled")
            spec[k] = v
        return [{"count": spec}, ">=", items[0]]

    def kwb_watch_house_unmatched(self, items):
        """kf:timing/step-2/after-house-chosen — "which matches no cards in play": no creature,
        artifact or upgrade in play belongs to the chosen house (checked when it resolves)."""
        from ..transform import Sentence

        effects = [dict(e) for e in items[0]]
        if len(effects) != 1 or any(k in effects[0] for k in ("if", "who", "may")):
            raise ValueError("'which matches no cards in play' is compiled before one plain effect")
        none = {"not": {"any": [{"exists": {"kind": "card", "house": "event"}},
                                {"exists": {"kind": "upgrade", "house": "event"}}]}}
        return Sentence("watcher", ability={"trigger": "after-house-chosen", "effects": [{**effects[0], "if": none}]})

    def kwb_watch_house_player_destroys(self, items):
        """"that player destroys an artifact of that house": the player who chose the house is the
        active player, who makes the choices of every resolving ability (kf:glossary/active-player)."""
        from ..transform import Sentence

        target = items[0]
        if not isinstance(target, dict) or target.get("house") != "chosen" or target.get("each"):
            raise ValueError("'that player destroys' is compiled for one card of that house")
        return Sentence("watcher", ability={"trigger": "after-house-chosen",
                                            "effects": [{"destroy": True, "target": {**target, "house": "event"}}]})

    def kwb_st_attached_and_neighbors(self, items):
        # kf:rules/upgrades — the creature the upgrade is on and that creature's neighbors (text.affects)
        gains = {"keywords": items[0]}
        return [{"gains": gains, "affects": "attached"}, {"gains": dict(gains), "affects": "kwb-attached-neighbors"}]

    def kwb_move_ward(self, items):
        """kf:glossary/ward — the ward comes off a creature that has one and goes onto another
        creature: the second part only if the first happened (kf:glossary/if-you-do)."""
        src, dst = items
        if not isinstance(src, dict) or not isinstance(dst, dict) or src.get("each") or dst.get("each"):
            raise ValueError("'move a ward' is compiled between one creature and another")
        dst = {k: v for k, v in dst.items() if k != "other"}
        if "other" in items[1]:
            dst["new"] = True  # "another creature": not the one the ward came from
        return [{"remove_ward": True, "target": {**src, "kwb_warded": True}},
                {"ward": True, "target": dst, "if_you_do": True}]

    def kwb_damage_difference(self, items):
        """kf:glossary/damage — the difference between the two counts the condition compares, read
        when the damage is dealt (one amount for each creature it is dealt to)."""
        from ..transform import Sentence

        more = ["opponent.creatures", ">", "you.creatures"]
        diff = {"difference": ["opponent.creatures", "you.creatures"]}  # select.amount, one key with kmm
        return Sentence("effects", effects=[{"deal_damage": diff, "target": items[0], "if": more}])

    def kwb_st_ahead_cannot_play(self, items):
        # kf:glossary/cannot-vs-must — read for the player about to play (restrictions.cannot_play)
        return {"cannot_play": "creature", "for": "each", "kwb_more_creatures": True}

    def kwb_keys_until_end_of_next(self, items):
        # kf:glossary/lasting-effects — every player's keys, until the end of the controller's next turn
        return {"lasting": {"kind": "key-cost", "amount": int(str(items[0])), "players": "each"},
                "duration": "kwb-until-end-of-your-next-turn"}

    def kwb_zn_upgrade_or_trait(self, items):
        return ("kwb_any", [{"type": "upgrade"}, {"trait": str(items[0]).lower()}])

    def kwb_return_with_upgrades(self, items):
        target = items[0]
        if not isinstance(target, dict) or target.get("each") or target.get("kind", "creature") != "creature":
            raise ValueError("'and each upgrade attached to it' is compiled for one creature")
        return {"kwb_return_with_upgrades": True, "target": target}

    def kwb_p_house_creatures(self, items):
        return ("kwb_house_creatures", int(str(items[0])))
