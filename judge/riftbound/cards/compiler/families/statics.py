"""Passive abilities (grammar/statics.lark): the card format's ``STATICS`` (cards/model.py) —
might and keywords for me while a condition holds (``if``, read with me as the source,
rb:568.3), for a group of units (``affects``; a condition each of them must meet:
``each_if``), how a permanent enters the board, who may choose me, my own cost; and the
restriction of an activated ability ("use this ability only while …")."""

from __future__ import annotations

from ..transform import Sentence


def _grants(kws: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k in kws:
        name, _, n = k.partition(" ")
        out[name] = out.get(name, 0) + (int(n) if n else 1)
    return out


def _tag(word) -> str:
    """"mechs" → "Mech": a tag the catalogue's cards carry, else the sentence is not read."""
    from rules_index.riftbound_catalogue import rb_catalogue

    name = str(word)[:-1].capitalize()
    if name not in {t for c in rb_catalogue().cards.values() for t in c.tags}:
        raise ValueError(f"{name!r} is not a tag of any card")
    return name


def _signed(sign, n: int) -> int:
    return n if str(sign) == "+" else -n


class Rules:
    def st_bonus_damage(self, items):
        return {"static": "bonus-damage", "amount": items[0]}

    def st_last_assigned(self, _):
        return {"static": "last-assigned"}

    def st_self_might(self, items):
        sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "self"}

    def st_self_might_while(self, items):
        sign, n, cond = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "self", "if": cond}

    def st_while_self_might(self, items):
        cond, sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "self", "if": cond}

    def st_while_self_keywords(self, items):
        cond, kws = items
        return {"static": "keywords", "grants": _grants(kws), "affects": "self", "if": cond}

    def st_self_keywords_while(self, items):
        kws, cond = items
        return {"static": "keywords", "grants": _grants(kws), "affects": "self", "if": cond}

    def st_group_keywords(self, items):
        (affects, each_if), kws = items
        out = {"static": "keywords", "grants": _grants(kws), "affects": affects}
        return {**out, "each_if": each_if} if each_if else out

    def st_group_might(self, items):
        (affects, each_if), sign, n, *here = items
        if here:  # "other friendly units have +1 might here"
            if affects.endswith("-here"):
                raise ValueError("'here' twice")
            affects += "-here"
        out = {"static": "might", "amount": _signed(sign, n), "affects": affects}
        return {**out, "each_if": each_if} if each_if else out

    def st_tag_keywords(self, items):
        tag, kws = items
        return {"static": "keywords", "grants": _grants(kws), "affects": "friendly-units", "if": {"tag": _tag(tag)}}

    def st_tag_might(self, items):
        tag, sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "friendly-units", "if": {"tag": _tag(tag)}}

    def st_token_keywords(self, items):
        return {"static": "keywords", "grants": _grants(items[0]), "affects": "friendly-units", "each_if": "token"}

    def st_token_might(self, items):
        sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "friendly-units", "each_if": "token"}

    def st_tokens_enter_ready(self, _):
        return {"static": "enter-ready", "affects": "friendly-units", "each_if": "token"}

    def st_friendly_alone_might(self, items):
        alone, sign, n = items
        word = {"defends alone": "defending-alone", "attacks alone": "attacking-alone",
                "attacks or defends alone": "alone-in-combat"}[str(alone)]
        return {"static": "might", "amount": _signed(sign, n), "affects": "friendly-units", "each_if": word}

    def st_unit_here_defending_alone_might(self, items):
        sign, n = items
        return {"static": "might", "amount": _signed(sign, n), "affects": "units-here", "each_if": "defending-alone"}

    def st_while_others_here_keywords(self, items):
        cond, kws = items
        return {"static": "keywords", "grants": _grants(kws), "affects": "other-friendly-units-here", "if": cond}

    def st_unchoosable_unless_in_combat(self, _):
        return {"static": "unchoosable", "affects": "self", "if": {"not": "in-combat"}}

    def st_buffed_keywords_if_missing(self, items):
        """"… have [Deflect] if they didn't already": only a unit without it gets it (no second
        instance adding up, rb:721.2)."""
        return {"static": "keywords-if-missing", "grants": _grants(items[0]), "affects": "friendly-units",
                "each_if": "buffed"}

    def st_opponents_play_to_base(self, items):
        return {"static": "opponents-play-units-to-base", "if": items[0]}

    def st_no_ready_enemies(self, items):
        return {"static": "no-readying-enemies", "if": items[0]}

    def rd_st_no_damage_moved_twice(self, _):
        """"If I have moved twice this turn, I don't take damage": having moved a third time,
        I have still moved twice — two or more moves (rb:609)."""
        return {"static": "rd-no-damage", "affects": "self", "if": ["self.rd_moves", ">=", 2]}

    def rd_st_deathknell_twice(self, _):
        return {"static": "rd-deathknell-twice"}

    def st_cant_ready(self, _):
        return {"static": "cant-ready", "affects": "self"}

    def st_enter_ready(self, _):
        return {"static": "enter-ready", "affects": "self"}

    def st_enter_exhausted(self, _):
        return {"static": "enter-exhausted", "affects": "self"}

    def st_enter_ready_if(self, items):
        return {"static": "enter-ready", "affects": "self", "if": items[0]}

    def st_others_enter_ready(self, _):
        return {"static": "enter-ready", "affects": "other-friendly-units"}

    def st_unchoosable(self, _):
        return {"static": "unchoosable", "affects": "self"}

    def st_any_number_of_buffs(self, _):
        return {"static": "any-number-of-buffs", "affects": "self"}

    def st_units_here_cant_move_to_base(self, _):
        return {"static": "cant-move-to-base", "affects": "units-here"}

    def st_units_cant_move_to_base(self, _):
        return {"static": "cant-move-to-base", "affects": "units"}

    def st_cant_move_to_base(self, _):
        return {"static": "cant-move-to-base", "affects": "self"}

    def st_play_to_enemy_battlefield(self, _):
        return {"static": "play-to-enemy-battlefield", "affects": "self"}

    # -- conditions about me -----------------------------------------------------------------------
    def ss_buffed(self, _):
        return "buffed"

    def ss_alone(self, _):
        return "alone-in-combat"

    def ss_at_battlefield(self, _):
        return "at-battlefield"

    def ss_another_unit_here(self, _):
        return "another-unit-here"

    def ss_attacking_with_another(self, _):
        return "attacking-with-another"

    def ss_runes(self, items):
        return ["you.runes", ">=", int(str(items[0]))]

    def keyword_list(self, items):
        return list(items)

    # -- groups of units (objects.affected) ----------------------------------------------------------
    def g_units_here(self, _):
        return ("units-here", None)

    def g_friendly(self, items):
        other = any(t.type == "GROUP_OTHER" for t in items)
        here = any(t.type == "GROUP_HERE" for t in items)
        return (("other-" if other else "") + "friendly-units" + ("-here" if here else ""), None)

    def g_other_buffed_friendly_at_mine(self, _):
        return ("other-friendly-units-at-my-battlefield", "buffed")

    # -- a restriction on the line's activated ability ------------------------------------------------
    def restriction_sentence(self, items):
        return Sentence("restriction", ability={"if": items[0]})

    # -- conditions about the race to win and the turn so far (turn_record.py) ---------------------------
    def ra_st_no_units_played_here(self, _):
        return {"static": "no-units-played-here"}

    def ra_c_named_in_trash(self, _):
        return ["you.trash-named", ">=", 1]

    def ra_c_other_units_in_base(self, items):
        return ["you.other_units_in_base", ">=", items[0]]

    def ra_ss_stunned_enemy_here(self, _):
        return "stunned-enemy-here"

    def ra_c_opponent_near_victory(self, items):
        return {"opponent_near_victory": items[0]}

    def ra_c_you_near_victory(self, items):
        return {"you_near_victory": items[0]}

    def ra_c_you_not_near_victory(self, items):
        return {"not": {"you_near_victory": items[0]}}

    def ra_c_unit_died(self, _):
        return "unit-died-this-turn"

    def ra_c_enemy_unit_died(self, _):
        return "enemy-unit-died-this-turn"

    # -- a passive might counted by a number the controller has (objects._count) ------------------
    def rc_st_might_by(self, items):
        """+1 might for each point (rb:633) / each card in the trash (rb:176) the controller has."""
        return {"static": "might", "amount": 1, "affects": "self", "per": items[0]}

    def rc_op_points(self, _):
        return "you.score"

    def rc_op_trash(self, _):
        return "you.trash"

    def rc_st_stunned_enemies_here_might(self, items):
        sign, n, floor = items
        if str(sign) != "-":
            raise ValueError("a minimum belongs to a reduction")
        return {"static": "might", "amount": -n, "affects": "enemy-units-here", "each_if": "stunned",
                "minimum": floor}

    # -- a replacement: "the next time a friendly unit would die, kill this instead" -------------
    def rc_replace_ally_dies_kill_this(self, _):
        """Zhonya's Hourglass (rb:573.1/ex1): the unit's death is replaced by this card's own;
        "the next time" needs no counter: killing this takes the ability off the board."""
        return Sentence("replacement", ability={"instead": "ally-unit-dies",
                                                "effects": [{"kill": True, "target": "self"}]})


def rc_that_unit_is_the_dying_one(effects: list[dict]) -> list[dict]:
    """In the sentences after "the next time a friendly unit would die, … instead", "that unit"
    (read as "it") is the unit that would have died (engine: the event's unit)."""
    return [{**e, "target": "event-unit"} if e.get("target") == "it" else e for e in effects]

