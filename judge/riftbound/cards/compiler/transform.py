"""A parse of one Riftbound sentence → pieces of the card format (cards/model.py).

Each sentence becomes one of: keywords, a triggered ability (its trigger and effects), an
activated ability (cost and effects), a passive ability, or effects (a spell's text, or the
continuation of the ability the line opened). ``Sentence`` carries what it became;
``compile.py`` assembles a card. The families' mixins (``families/<name>.py``) turn their
verbs, triggers and passives into the format; this class holds what they share: sentences,
clauses, targets, costs, amounts, conditions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer

#: the verbs whose effect lasts ("duration": this turn, or while on the board; effects._lasting)
LASTING_VERBS = ("might", "set_might", "grant", "double_might", "buffs_give", "prevent_damage")  # checks.LASTING
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


@dataclass
class Sentence:
    kind: str  # keywords | triggered | activated | static | effects | amend (of the line's additional cost)
    #           | restrict (what the line's ability adds may pay for) | restriction (when it may be activated)
    keywords: list[str] = field(default_factory=list)
    effects: list[dict] = field(default_factory=list)
    ability: dict | None = None  # triggered, activated or passive: the ability's format (effects filled later)
    #: further abilities of the same sentence, one per trigger ("when you play me or when i hold"),
    #: sharing the effects (the later sentences of the line carry on all of them)
    also: list[dict] = field(default_factory=list)


@dataclass
class Clause:
    effects: list[dict]
    lead: Any = None  # the condition its "if …," lead set (the clauses after it in the sentence share it)
    led: bool = False  # whether it has a lead of its own


def num(tok: Any) -> int:
    s = str(tok).lower()
    return NUMBERS[s] if s in NUMBERS else int(s)


class ToRiftbound(Transformer):
    """Bottom-up: targets → selector dicts or references, clauses → effect lists."""

    # -- sentences ---------------------------------------------------------------------------
    def keywords_sentence(self, items):
        return Sentence("keywords", keywords=items[0])

    def keyword_line(self, items):
        return list(items)

    def kw(self, items):
        return str(items[0]).capitalize()

    def kw_valued(self, items):
        name = str(items[0]).capitalize()
        return f"{name} {items[1]}" if len(items) > 1 and items[1] is not None else name

    def effects_sentence(self, items):
        return Sentence("effects", effects=items[0])

    def triggered(self, items):
        trigger, effects = items
        ability = dict(trigger)
        ability["effects"] = effects
        return Sentence("triggered", ability=ability)

    def activated(self, items):
        cost, *rest = items
        keywords = rest[0] if len(rest) == 2 else []
        effects = rest[-1]
        ability: dict = {"activate": cost, "effects": effects}
        if "Legion" in keywords:
            ability["legion"] = True
        kws = [k for k in keywords if k in ("Action", "Reaction")]
        if kws:
            ability["keywords"] = kws
        return Sentence("activated", ability=ability)

    def activated_keywords_first(self, items):
        """"Action tap: …" (the keyword printed before the cost, its arrow gone)."""
        *keywords, cost, effects = items
        return self.activated([cost, list(keywords), effects])

    def static_sentence(self, items):
        s = items[0]
        return Sentence("static", ability=s)

    def prefixed_effects(self, items):
        prefix, effects = items
        if prefix == "legion":
            return Sentence("effects", effects=[{**e, "if": _and(e.get("if"), "legion")} for e in effects])
        return Sentence("triggered", ability={"trigger": "dies", "deathknell": True, "effects": effects})

    def prefixed_triggered(self, items):
        """"Legion - when you play me, …": the whole triggered ability is the Legion ability
        (rb:724.1.c); a Deathknell is a trigger of its own (rb:720.1.c), never before another."""
        prefix, trigger, effects = items
        if prefix != "legion":
            raise ValueError("a triggered ability after 'deathknell -'")
        return Sentence("triggered", ability={**trigger, "legion": True, "effects": effects})

    def prefixed_static(self, items):
        prefix, static = items
        if prefix != "legion":
            raise ValueError("a passive ability after 'deathknell -'")
        return Sentence("static", ability={**static, "if": _and(static.get("if"), "legion")})

    def ability_keywords(self, items):
        return list(items)

    def ak_reaction(self, _):
        return "Reaction"

    def ak_action(self, _):
        return "Action"

    def ak_legion(self, _):
        return "Legion"

    def p_legion(self, _):
        return "legion"

    def p_deathknell(self, _):
        return "deathknell"

    # -- costs -------------------------------------------------------------------------------
    def cost(self, items):
        out: dict = {}
        for part in items:
            for k, v in part.items():
                if k == "power":
                    out["power"] = out.get("power", []) + v
                elif k == "energy":
                    out["energy"] = out.get("energy", 0) + v
                else:
                    out[k] = v
        return out

    def cost_icons(self, items):
        energy = sum(int(str(t)[1:]) for t in items if str(t).startswith("e"))
        power = [str(t)[1:] for t in items if str(t).startswith("p")]
        out: dict = {}
        if energy:
            out["energy"] = energy
        if power:
            out["power"] = power
        return out

    def cost_tap(self, _):
        return {"exhaust": True}

    def cost_kill_self(self, _):
        return {"kill_self": True}

    def cost_discard(self, items):
        return {"discard": items[0]}

    def cost_recycle_trash(self, items):
        return {"recycle_trash": items[0]}

    # -- clauses -----------------------------------------------------------------------------
    def body(self, items):
        return items[0]

    def clauses(self, items):
        """A sentence's clauses in order; "if X, A and B" / "if you do, A, then B": a clause
        without a lead of its own shares the condition of the clause before it."""
        out: list[dict] = []
        shared = None
        for c in items:
            if not isinstance(c, Clause):
                continue
            if c.led:
                shared = c.lead
                out += c.effects
            else:
                out += [{**e, "if": _and(e.get("if"), shared)} if shared is not None else e for e in c.effects]
        return out

    def joiner(self, _):
        return None

    def clause(self, items):
        lead = None
        may = False
        effects: list[dict] = []
        tails: list[tuple] = []
        for it in items:
            if isinstance(it, Token) and it.type == "MAY":
                may = True
            elif isinstance(it, tuple) and it and it[0] == "lead":
                lead = it
            elif isinstance(it, tuple) and it and it[0] == "tail":
                tails.append(it)
            elif isinstance(it, dict):
                effects.append(it)
            elif isinstance(it, list):
                effects += it
        out = []
        # "this turn" goes with what lasts ("you may pay [1] to give a unit -1 might this turn")
        lasting = [e for e in effects if any(k in e for k in LASTING_VERBS)] or effects
        cond = None
        if lead is not None and lead[1] == "if_you_do":
            cond = "done"
        elif lead is not None and lead[1] == "if":
            cond = lead[2]
        for orig in effects:
            e = dict(orig)
            if may:
                e["may"] = True
            for t in tails:
                if t[1] == "this_turn" and any(orig is x for x in lasting):
                    e.setdefault("duration", "turn")
                elif t[1] == "if":
                    e["if"] = _and(e.get("if"), t[2])
            if ("might" in e or "grant" in e) and "duration" not in e:
                e["duration"] = "board"  # no "this turn": it lasts while the unit is on the board (rb:637)
            if lead is not None:
                if lead[1] == "if_you_do":
                    e["if"] = _and(e.get("if"), "done")
                elif lead[1] == "if":
                    e["if"] = _and(e.get("if"), lead[2])
            out.append(e)
        return Clause(out, cond, lead is not None)

    def nothing(self, _):
        return []

    def lead_then(self, _):
        return ("lead", "then")

    def lead_if_you_do(self, _):
        return ("lead", "if_you_do")

    def lead_if(self, items):
        return ("lead", "if", items[0])

    def lead_otherwise(self, _):
        return ("lead", "if", "otherwise")  # the latest "if" did not hold (targets.holds)

    def tail_this_turn(self, _):
        return ("tail", "this_turn")

    def tail_if(self, items):
        return ("tail", "if", items[0])

    # -- targets -----------------------------------------------------------------------------
    def t_self(self, _):
        return "self"

    def t_it(self, _):
        return "it"

    def _selector(self, how: str, items, count: int | None = None) -> dict:
        sel: dict = {how: None}
        for it in items:
            if isinstance(it, tuple):
                key, value = it
                if key == "side" and value == "ally-other":
                    sel["side"], sel["other"] = "ally", True
                elif key == "other":
                    sel["other"] = True
                else:
                    sel[key] = value
            elif isinstance(it, Token) and it.type in ("KIND", "KINDS"):
                sel[how] = {"units": "unit"}.get(str(it), str(it))  # unit, gear, battlefield
        if count is not None:
            sel["count" if how == "choose" else "up_to"] = count
        return sel

    def t_choose(self, items):
        return self._selector("choose", items)

    def t_up_to(self, items):
        n, *rest = items
        sel = self._selector("choose", rest)
        sel["up_to"] = n
        return sel

    def t_count(self, items):
        n, *rest = items
        sel = self._selector("choose", rest)
        if n != 1:
            sel["count"] = n
        return sel

    def t_all(self, items):
        return self._selector("all", items)

    def art(self, _):
        return None

    def art_another(self, _):
        return ("other", True)

    def side_enemy(self, _):
        return ("side", "enemy")

    def side_ally(self, _):
        return ("side", "ally")

    def side_ally_other(self, _):
        return ("side", "ally-other")

    def side_other(self, _):
        return ("other", True)

    def q_exhausted(self, _):
        return ("exhausted", True)

    def q_ready(self, _):
        return ("exhausted", False)

    def q_stunned(self, _):
        return ("stunned", True)

    def q_buffed(self, _):
        return ("buffed", True)

    def q_mighty(self, _):
        return ("mighty", True)

    def q_attacking(self, _):
        return ("attacking", True)

    def q_domain(self, items):
        return ("domain", str(items[0]))

    def without_keyword(self, items):
        return ("without", str(items[0]).capitalize())

    def at_battlefield(self, _):
        return ("at", "battlefield")

    def at_one_battlefield(self, _):
        return ("at", "one-battlefield")  # which one is chosen when the card is played

    def at_anywhere(self, _):
        return ("at", "anywhere")

    def at_here(self, _):
        return ("at", "here")

    def at_base(self, _):
        return ("at", "base")

    def in_combat(self, _):
        return ("in_combat", True)

    def at_there(self, _):
        return ("at", "there")  # a place named earlier in the sentence: resolved by the clause, else refused

    def at_mine(self, _):
        return ("at", "mine")

    def might_max(self, items):
        return ("might_max", items[0])

    def might_min(self, items):
        return ("might_min", items[0])

    # -- conditions ----------------------------------------------------------------------------
    def c_at_battlefield(self, _):
        return "at-battlefield"

    def c_it_is(self, items):
        key, value = items[0]
        return {"it": {key: value}}  # what the previous instruction named is … (targets.holds)

    def c_runes_min(self, items):
        return ["you.runes", ">=", items[0]]

    def c_hand_min(self, items):
        return ["you.hand", ">=", items[0]]

    def c_hand_max(self, items):
        return ["you.hand", "<=", items[0]]

    # -- amounts -------------------------------------------------------------------------------
    def count(self, items):
        return num(items[0])


def _and(a: Any, b: Any) -> Any:
    """Two conditions that must both hold (either may be absent)."""
    if a is None:
        return b
    if b is None:
        return a
    return {"all": [a, b]}
