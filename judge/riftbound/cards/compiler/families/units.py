"""Units and gear on the board (grammar/units.lark): damage (rb:139.3), kill (rb:604), stun
(rb:599), ready and exhaust, might changes (rb:637.3), keywords granted (rb:637.2), buffs
(rb:701), choosing (rb:559.3), moving (rb:612), recall, return to hand, banish, control."""

from __future__ import annotations

from lark import Token

from ..transform import Clause, Sentence


class Rules:
    # -- clauses: what this family adds to every clause ----------------------------------------
    def clause(self, items):
        """A might reduction "to a minimum of N might" keeps its floor; "there" names the place
        the clause's condition named ("if I am at a battlefield, … there": my battlefield) and
        nothing else (a "there" without such a place does not compile)."""
        floors = [it[2] for it in items if isinstance(it, tuple) and it[:2] == ("tail", "minimum")]
        items = [it for it in items if not (isinstance(it, tuple) and it[:2] == ("tail", "minimum"))]
        out: Clause = super().clause(items)
        reductions = [e for e in out.effects if isinstance(e.get("might"), int) and e["might"] < 0]
        if floors and not reductions:
            raise ValueError("'to a minimum of' belongs to a might reduction")
        for e in reductions if floors else []:  # "+1 … and -1 …, to a minimum of 1": the reduction's floor
            e["minimum"] = floors[-1]
        for e in out.effects:
            if "buffs_give" in e and "duration" not in e:
                raise ValueError("'buffs give …' needs how long")
            if "kill_when_damaged" in e and e.pop("duration", None) != "turn":
                raise ValueError("'the next time it takes damage' lasts this turn")
            if "double_might" in e and "duration" not in e:
                e["duration"] = "board"  # no "this turn": while the unit is on the board (rb:637)
            t = e.get("target")
            if isinstance(t, dict) and t.get("at") == "there":
                if _mentions(e.get("if"), "at-battlefield"):  # "if I am at a battlefield, … there"
                    e["target"] = {**t, "at": "mine"}
                elif "all" in t:  # "Choose a battlefield. … units there": that battlefield
                    e["target"] = {**t, "at": "chosen-battlefield"}
                else:
                    raise ValueError("'there' names no place here")
        return out

    def tail_minimum(self, items):
        return ("tail", "minimum", items[0])

    # -- damage ------------------------------------------------------------------------------
    def deal(self, items):
        n, target = items
        return {"damage": n, "target": target}

    def deal_two(self, items):
        a, t1, b, t2 = items
        return [{"damage": a, "target": t1}, {"damage": b, "target": t2}]

    def deal_might(self, items):
        source, target = items
        return {"damage": {"might_of": source}, "target": target}

    def it_deals_might(self, items):
        return {"damage": {"might_of": "it"}, "target": items[-1]}

    def might_of_me(self, _):
        return "self"

    def might_of_it(self, _):
        return "it"

    def mutual_they(self, _):
        return {"mutual_damage": True, "target": "they"}

    def mutual_we(self, _):
        return {"mutual_damage": True, "target": "we"}

    # -- states --------------------------------------------------------------------------------
    def kill(self, items):
        return {"kill": True, "target": items[0]}

    def rd_death_recall(self, _):
        """"The next time it dies this turn, recall it exhausted instead" (rb:573.1)."""
        return {"rd_death_recall": {"exhausted": True}, "target": "it"}

    def rd_each_may_return_unit(self, _):
        """"Starting with the next player, each player may return a unit to its owner's hand"."""
        return {"rd_each_may_return": "unit"}

    def rd_give_keywords_this_combat(self, items):
        """"It gains [Shield 2] this combat": the keywords last until the combat ends."""
        return {**self.give_keywords_subject(items), "duration": "combat"}

    def rd_each_other_chooses_unit(self, _):
        """King's Edict's choices: each other player one unit the spell's controller does not
        control, none chosen twice; "those units" are then the units chosen."""
        return {"rd_each_other_chooses": "unit-not-yours"}

    def rd_kill_those_units(self, _):
        return {"kill": True, "target": "it"}

    def rd_ready_something_else(self, _):
        return {"ready": True, "target": {"choose": "rd-exhausted-thing", "other": True}}

    def kill_when_damaged(self, items):
        return {"kill_when_damaged": True, "target": items[0]}

    def stun(self, items):
        return {"stun": True, "target": items[0]}

    def stun_two_together(self, items):
        """"Stun a friendly unit and an enemy unit at the same battlefield": both at one
        battlefield, the second chosen where the first is (selector ``together``)."""
        first, second = items
        if not (isinstance(first, dict) and isinstance(second, dict) and "choose" in first and "choose" in second
                and first.get("at", "battlefield") == "battlefield" and "at" not in second):
            raise ValueError("'at the same battlefield' after two units to choose")
        return [{"stun": True, "target": {**first, "at": "battlefield"}},
                {"stun": True, "target": {**_another(first, second), "at": "battlefield", "together": True}}]

    def at_its_location(self, _):
        return ("together", True)

    def ready(self, items):
        return {"ready": True, "target": items[0]}

    def exhaust(self, items):
        return {"exhaust": True, "target": items[0]}

    def buff(self, items):
        return {"buff": True, "target": items[0]}

    def spend_buff(self, items):
        return {"spend_buff": True, "target": items[0]}

    # -- might and keywords ------------------------------------------------------------------
    def give_might(self, items):
        target, sign, n = items
        return {"might": n if str(sign) == "+" else -n, "target": target}

    def give_might_two(self, items):
        t1, s1, n1, t2, s2, n2 = items
        return [{"might": n1 if str(s1) == "+" else -n1, "target": t1, "duration": "turn"},
                {"might": n2 if str(s2) == "+" else -n2, "target": _another(t1, t2), "duration": "turn"}]

    def double_might(self, items):
        return {"double_might": True, "target": items[0]}

    def possessive(self, items):
        return items[0]

    def possessive_me(self, _):
        return "self"

    def possessive_it(self, _):
        return "it"

    def give_keywords(self, items):
        target, *kws = items
        return {"grant": _grants(kws), "target": target}

    def give_keywords_either(self, items):
        """"Give a unit at a battlefield or a gear Temporary": one target of either kind."""
        first, second, kw = items
        if not (isinstance(first, dict) and isinstance(second, dict) and "choose" in first and "choose" in second):
            raise ValueError("'or' between two things to choose")
        return {"grant": _grants([kw]), "target": {**first, "or": second}}

    def swap_with_it(self, _):
        return {"swap": True, "target": "it"}

    def buffs_give(self, items):
        sign, n, target = items
        if str(sign) != "+" or target != {"all": "unit", "side": "ally"}:
            raise ValueError("buffs give more might to friendly units")
        return {"buffs_give": n}

    def give_keywords_subject(self, items):
        target, *kws = items
        return {"grant": _grants(kws), "target": target}

    # -- choosing (rb:559.3) -------------------------------------------------------------------
    def choose(self, items):
        for t in items:
            if not (isinstance(t, dict) and "choose" in t):
                raise ValueError("'choose' names objects to choose")
        return [{"choose": True, "target": _another(items[0], t) if k else t} for k, t in enumerate(items)]

    # -- places --------------------------------------------------------------------------------
    def move(self, items):
        target, *dest = items
        return {"move": True, "target": target, "to": dest[0] if dest else "any"}

    def move_from_battlefield(self, items):
        target, dest = items
        if not isinstance(target, dict) or target.get("at", "battlefield") != "battlefield":
            raise ValueError("'from a battlefield' with another place")
        return {"move": True, "target": {**target, "at": "battlefield"}, "to": dest}

    def to_base(self, _):
        return "base"

    def to_battlefield(self, _):
        return "battlefield"

    def to_here(self, _):
        return "here"

    def to_or_from_base(self, _):
        return "to-or-from-base"

    def to_its_location(self, _):
        return "location-of-it"

    def to_there(self, _):
        return "chosen-battlefield"

    def t_your_unit(self, _):
        return "your-unit"

    def t_choose_either(self, items):
        kinds = [it for it in items if isinstance(it, Token) and it.type == "KIND"]
        if str(kinds[0]) == str(kinds[1]):
            raise ValueError("'or' between two kinds of permanents")
        first = self._selector("choose", [it for it in items if it is not kinds[1]])
        second = {**{k: v for k, v in first.items() if k not in ("other", "distinct")}, "choose": str(kinds[1])}
        if first["choose"] == second["choose"] or "battlefield" in (first["choose"], second["choose"]):
            raise ValueError("'or' between two kinds of permanents")
        return {**first, "or": second}

    def recall(self, items):
        e = {"recall": True, "target": items[0]}
        if len(items) > 1:
            e["exhausted"] = True
        return e

    def return_to_hand(self, items):
        return {"return_to_hand": True, "target": items[0]}

    def return_two_to_hand(self, items):
        first, second = items
        return [{"return_to_hand": True, "target": first}, {"return_to_hand": True, "target": _another(first, second)}]

    def return_all_permanents(self, _):
        return {"return_to_hand": True, "target": {"all": "permanent"}}

    def banish(self, items):
        return {"banish": True, "target": items[0]}

    # -- control and other players -------------------------------------------------------------
    def take_control(self, items):
        return {"take_control": True, "target": items[0]}


    def prevent_damage(self, _):
        return {"prevent_damage": "spells-and-abilities"}

    def each_player_kills(self, items):
        return {"each_player_kills": "unit" if str(items[0]).startswith("unit") else "gear"}

    def for_each_spend_buff_ready(self, items):
        """"For each friendly unit, you may spend its buff to ready it": only a buffed unit has a
        buff to spend (rb:702.2.b.1), so the choice is offered for each buffed one."""
        sel = self._selector("all", [it for it in items if not (isinstance(it, Token) and it.type == "MAY")])
        return {"for_each": [{"spend_buff": True, "target": "it", "may": True},
                             {"ready": True, "target": "it", "if": "done"}], "target": {**sel, "buffed": True}}

    # -- a later part of a spell that replaces an earlier one (rb:151.2; compiler/spell_parts.py) --
    def part_instead(self, items):
        prefix, effects = items
        if prefix != "legion":
            raise ValueError("'… instead' after 'deathknell -'")
        return Sentence("spell-part", ability={"legion": True, "effects": effects})

    def part_instead_if(self, items):
        cond, effects = items
        return Sentence("spell-part", ability={"if": cond, "effects": effects})

    # -- passive might, counted ------------------------------------------------------------------
    def st_might_per(self, items):
        sign, n, per = items
        if not (isinstance(per, dict) and "all" in per):
            raise ValueError("'for each' counts objects by criteria")
        return {"static": "might", "amount": n if str(sign) == "+" else -n, "affects": "self", "per": per}

    # -- h-rbcov-b ------------------------------------------------------------------------------
    def rx_q_damaged(self, _):
        return ("damaged", True)  # marked with damage (rb:139.3)

    def rx_split_any(self, items):
        """"any number of": up to as many as the damage allows (targets.slots caps it, rb:559.3.d.3)."""
        n, *rest = items
        sel = self._selector("choose", rest)
        sel["up_to"] = 99
        return {"split_damage": n, "target": sel}

    def rx_mode(self, items):
        return items[0] if isinstance(items[0], list) else [items[0]]

    def rx_one_of(self, items):
        """One of several instructions, the controller's pick as it resolves (effects_units)."""
        return {"one_of": list(items)}

    # -- costs ---------------------------------------------------------------------------------
    def cost_spend_buff(self, _):
        return {"spend_buff": True}

    def rc_give_might_more_if_alone(self, items):
        """+N might this turn, then +M more to the same unit if it is the only unit the
        ability's controller controls where it is (targets.holds)."""
        t, s1, n1, s2, n2 = items
        return [{"might": n1 if str(s1) == "+" else -n1, "target": t, "duration": "turn"},
                {"might": n2 if str(s2) == "+" else -n2, "target": "it", "duration": "turn",
                 "if": "it-only-unit-you-control-there"}]

    def rc_next_spell_bonus_damage(self, items):
        return {"next_spell_bonus_damage": items[0]}


def _grants(kws: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k in kws:
        name, _, n = k.partition(" ")
        out[name] = out.get(name, 0) + (int(n) if n else 1)
    return out


def _another(first, then):
    """"A unit … and another unit": the second is not the one chosen first (selector
    ``distinct``), besides not being the card itself (``other``)."""
    if isinstance(first, dict) and isinstance(then, dict) and then.get("other") and "choose" in then:
        return {**then, "distinct": True}
    return then


def _mentions(cond, word: str) -> bool:
    """Whether a condition requires ``word`` (alone or among the conditions that must all hold)."""
    if cond == word:
        return True
    return isinstance(cond, dict) and "all" in cond and any(_mentions(c, word) for c in cond["all"])
