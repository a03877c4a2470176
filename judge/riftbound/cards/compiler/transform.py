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

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


@dataclass
class Sentence:
    kind: str  # keywords | triggered | activated | static | effects | restriction
    keywords: list[str] = field(default_factory=list)
    effects: list[dict] = field(default_factory=list)
    ability: dict | None = None  # triggered, activated or passive: the ability's format (effects filled later)
    #: further abilities of the same sentence, one per trigger ("when you play me or when i hold"),
    #: sharing the effects (the later sentences of the line carry on all of them)
    also: list[dict] = field(default_factory=list)


@dataclass
class Clause:
    effects: list[dict]


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

    def static_sentence(self, items):
        s = items[0]
        return Sentence("static", ability=s)

    def prefixed_effects(self, items):
        prefix, effects = items
        if prefix == "legion":
            return Sentence("effects", effects=[{**e, "if": _and(e.get("if"), "legion")} for e in effects])
        return Sentence("triggered", ability={"trigger": "dies", "deathknell": True, "effects": effects})

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
        out: list[dict] = []
        for c in items:
            if isinstance(c, Clause):
                out += c.effects
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
        for e in effects:
            e = dict(e)
            if may:
                e["may"] = True
            for t in tails:
                if t[1] == "this_turn":
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
        return Clause(out)

    def nothing(self, _):
        return []

    def lead_then(self, _):
        return ("lead", "then")

    def lead_if_you_do(self, _):
        return ("lead", "if_you_do")

    def lead_if(self, items):
        return ("lead", "if", items[0])

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
                sel[how] = "unit" if str(it).startswith("unit") else "gear"
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

    def at_battlefield(self, _):
        return ("at", "battlefield")

    def at_here(self, _):
        return ("at", "here")

    def at_base(self, _):
        return ("at", "base")

    def in_combat(self, _):
        return ("in_combat", True)

    def might_max(self, items):
        return ("might_max", items[0])

    def might_min(self, items):
        return ("might_min", items[0])

    # -- conditions ----------------------------------------------------------------------------
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
