"""A parse of one sentence → pieces of the card format (cards/model.py).

Each sentence becomes one of: keywords, bonus icons, a list of effects (for the ability
whose label it follows), a constant ability, a watcher ability ("after …", "each time …"),
or a lasting effect. ``Sentence`` carries what it became; ``compile.py`` assembles a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer

from .conditions import Conditions

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
HOUSE_KEYS = {"star alliance": "staralliance"}


@dataclass
class Sentence:
    kind: str  # keywords | bonus | effects | static | watcher | lasting | modifier (of the effect before it)
    keywords: list[str] = field(default_factory=list)
    bonus: list[str] = field(default_factory=list)
    effects: list[dict] = field(default_factory=list)
    static: list[dict] = field(default_factory=list)
    ability: dict | None = None


def _num(tok: Any) -> int:
    s = str(tok).lower()
    return NUMBERS[s] if s in NUMBERS else int(s)


class ToFormat(Conditions, Transformer):
    """Bottom-up: targets → selector dicts, conditions → condition lists, effects → dicts."""

    # -- sentences ------------------------------------------------------------------------
    def keywords_sentence(self, items):
        return Sentence("keywords", keywords=items[0])

    def keywords(self, items):
        return list(items)

    def kw(self, items):
        return str(items[0])

    def kw_valued(self, items):
        return f"{items[0]} {items[1]}"

    def enhance(self, items):
        icons = str(items[0])
        out, i = [], 0
        while i < len(icons):
            if icons.startswith("pt", i):
                out.append("capture")
                i += 2
                continue
            out.append({"a": "aember", "d": "damage", "r": "draw"}.get(icons[i], "?"))
            i += 1
        if "?" in out:
            raise ValueError(f"unknown bonus icon in {icons!r}")
        return Sentence("bonus", bonus=out)

    def keywords_static(self, items):
        st = items[1]
        return Sentence("static", keywords=items[0], static=st if isinstance(st, list) else [st])

    def effects_sentence(self, items):
        return Sentence("effects", effects=items[0])

    def static_sentence(self, items):
        s = items[0]
        return Sentence("static", static=s if isinstance(s, list) else [s])

    def watcher_sentence(self, items):
        trigger, whose, event = items[0]
        ability = {"trigger": trigger, "effects": _event_refs(items[1], trigger)}
        if whose != "any":
            ability["whose"] = whose
        if event:
            ability["event"] = event
        return Sentence("watcher", ability=ability)

    def lasting_sentence(self, items):
        return Sentence("effects", effects=[items[0]])

    # -- clauses ------------------------------------------------------------------------------
    def clauses(self, items):
        """The effects of a sentence's clauses in order. A leading "if …," or "if you do," governs
        every clause after it ("If you have 3A or more, destroy a creature and gain 1A": both are
        conditional, checked once: ``same_if``), up to a clause with a lead of its own."""
        out, cond = [], None
        for it in items:
            if not isinstance(it, list):
                continue
            first = it[0] if it else {}
            lead = first.pop("_lead", None)
            if lead == "if":
                cond = first["if"]
            elif lead == "if_you_do":  # "If you do, X and Y": Y too only if the part before X happened
                cond = "if_you_do"
            elif first.get("_lead_any"):
                cond = None
            elif cond is not None:
                it = [e if "if" in e else {**e, "same_if": True} for e in it]
            for e in it:
                e.pop("_lead_any", None)
            out += it
        return out

    def joiner(self, items):
        return None

    def clause(self, items):
        lead = None
        may = False
        effect = None
        tails = []
        for it in items:
            if isinstance(it, Token) and it.type == "MAY":
                may = True
            elif isinstance(it, tuple) and it[0] == "lead":
                lead = it
            elif isinstance(it, tuple) and it[0] == "tail":
                tails.append(it)
            elif isinstance(it, list):
                effect = it
        effs = [dict(e) for e in effect]
        first = effs[0]
        if may:
            first["may"] = True
        if lead:
            _, key, value = lead
            first["_lead_any"] = True
            if key in ("if", "if_you_do"):
                first["_lead"] = key
            if key == "if_you_do":
                first["if_you_do"] = True
                for e in effs[1:]:  # "if you do, ready and use a creature": the use too (kf:glossary/if-you-do)
                    e["same_if"] = True
            elif key == "otherwise":
                first["otherwise"] = True
            elif key == "if":
                for e in effs:
                    e["if"] = value
            elif key == "for_each":
                for e in effs:
                    e["for_each"] = {"count": value}
        for _, key, value in tails:
            if key == "if":
                for e in effs:
                    e["if"] = value
            elif key == "for_each":
                for e in effs:
                    e["for_each"] = {"count": value}
            elif key == "for_each_amount":  # an amount as it stands (families/kwc.py: an operand)
                for e in effs:
                    e["for_each"] = value
            elif key == "this_way":  # "for each ... destroyed this way" (kf:glossary/this-way)
                for e in effs:
                    e["for_each"] = "this-way"
            elif key == "instead":  # resolved against the preceding effect in compile.py (replace.instead)
                for e in effs:
                    e["_instead"] = True
        return effs

    def if_you_do(self, items):
        return ("lead", "if_you_do", True)

    def otherwise(self, items):
        return ("lead", "otherwise", True)

    def then(self, items):
        return ("lead", "then", True)

    def lead_if(self, items):
        return ("lead", "if", items[0])

    def lead_for_each(self, items):
        return ("lead", "for_each", _each(items[0]))

    def tail_if(self, items):
        return ("tail", "if", items[0])

    def tail_for_each(self, items):
        return ("tail", "for_each", _each(items[0]))

    def tail_this_way(self, items):
        return ("tail", "this_way", None)

    def if_able(self, items):
        return ("tail", "noop", None)

    def instead(self, items):
        # "If ..., <effect> instead": replaces the preceding effect (families/replace.py)
        return ("tail", "instead", None)

    def effect(self, items):
        e = items[0]
        return e if isinstance(e, list) else [e]

    def choose(self, items):
        return {"choose": True, "target": items[0]}

    def sacrifice_self(self, items):
        return {"sacrifice": True, "target": "self"}

    def verb_target(self, items):
        verb = str(items[0]).lower()
        if len(items) > 2:  # "stun a creature and each of its neighbors": the damage family reads these
            raise ValueError(f"'{verb}' with several targets is not compiled here")
        return {verb: True, "target": items[1]}

    # -- players, amounts --------------------------------------------------------------------------
    def opponent(self, items):
        return "opponent"

    def you(self, items):
        return "you"

    def each_player(self, items):
        return "each"

    def event_player(self, items):
        return "event-player"

    def event_owner(self, items):
        return "event-owner"

    def event_opponent(self, items):
        return "event-opponent"

    def they(self, items):
        return "opponent"

    def amount(self, items):
        if not items:
            raise ValueError("X amounts are not compiled")
        return _num(items[0])

    def amount_word(self, items):
        return _num(items[0])

    def count(self, items):
        return _num(items[0])

    def one_card(self, items):
        return 1

    def n_cards(self, items):
        return items[0]

    def up_to_cards(self, items):
        return (items[0], True)

    def card_noun(self, items):
        spec = {}
        for it in items:
            if isinstance(it, tuple):
                spec.update([it])
            elif isinstance(it, Token) and it.type == "CARD_NOUN":
                spec.update(_noun(str(it)))
        return spec

    # -- targets ---------------------------------------------------------------------------------------
    def t_self(self, items):
        return "self"

    def t_attached(self, items):
        return "attached-creature"

    def t_previous(self, items):
        return "previous-target"

    def t_attacked(self, items):
        return "attacked-creature"

    def t_neighbors(self, items):
        return {"where": "neighbor", "of": items[0], "each": True}

    def t_neighbors_of(self, items):
        return {"where": "neighbor", "of": items[0], "each": True}

    def t_neighbor_of(self, items):
        return {"where": "neighbor", "of": items[0]}

    def p_previous(self, items):
        return "previous"

    def p_self(self, items):
        return "self"

    def p_attacked(self, items):
        return "attacked"

    def t_spec(self, items):
        spec: dict = {}
        for it in items:
            if isinstance(it, tuple) and len(it) == 3:  # a trait as the noun: any kind of card
                spec["trait"] = it[1]
                spec["kind"] = "card"
            elif isinstance(it, tuple):
                k, v = it
                if k == "kind" and spec.get("kind") and spec["kind"] != v:
                    continue
                spec[k] = v
        return _clean(spec)

    def t_each_other(self, items):
        spec = self.t_spec(items)
        spec.update(each=True, other=True)
        return spec

    def t_superlative(self, items):
        spec = self.t_spec(items)
        return spec

    def t_n_superlative(self, items):
        spec = self.t_spec(items[1:])
        spec["count"] = items[0]
        return spec

    def most_powerful(self, items):
        return ("most_powerful", True)

    def least_powerful(self, items):
        return ("least_powerful", True)

    def det_one(self, items):
        return ("count", 1)

    def det_each(self, items):
        return ("each", True)

    def det_up_to(self, items):
        return ("up_to", items[0])

    def det_count(self, items):
        return ("count", items[0])

    def det_another(self, items):
        return ("other", True)

    def det_any(self, items):
        return ("up_to", "any")

    def a_other(self, items):
        return ("other", True)

    def a_warded(self, items):
        raise ValueError("'warded' as a filter is not compiled")

    def n_trait(self, items):
        return ("trait", str(items[0]).lower(), "card")

    def a_enemy(self, items):
        return ("side", "enemy")

    def a_friendly(self, items):
        return ("side", "friendly")

    def a_damaged(self, items):
        return ("damaged", True)

    def a_undamaged(self, items):
        return ("damaged", False)

    def a_exhausted(self, items):
        return ("exhausted", True)

    def a_ready(self, items):
        return ("exhausted", False)

    def a_stunned(self, items):
        return ("stunned", True)

    def a_flank(self, items):
        return ("where", "flank")

    def a_non_flank(self, items):
        return ("where", "non-flank")

    def a_neighbor(self, items):
        return ("where", "neighbor")

    def a_house(self, items):
        h = str(items[0]).lower()
        return ("house", HOUSE_KEYS.get(h, h))

    def a_not_house(self, items):
        h = str(items[0]).lower()
        return ("not_house", HOUSE_KEYS.get(h, h))

    def a_trait(self, items):
        return ("trait", str(items[0]).lower())

    def a_not_trait(self, items):
        return ("not_trait", str(items[0]).lower())

    def a_elusive(self, items):
        raise ValueError("a keyword as a target filter is not compiled")

    def n_creature(self, items):
        return ("kind", "creature")

    def n_artifact(self, items):
        return ("kind", "artifact")

    def n_card(self, items):
        return ("kind", "card")

    def n_upgrade(self, items):
        return ("kind", "upgrade")

    def p_power_le(self, items):
        return ("power", ["<=", int(items[0])])

    def p_power_ge(self, items):
        return ("power", [">=", int(items[0])])

    def p_power_eq(self, items):
        return ("power", ["==", int(items[0])])

    def p_in_play(self, items):
        return ("zone", "play")

    def p_odd(self, items):
        return ("power", "odd")

    def p_even(self, items):
        return ("power", "even")

    def p_not_flank(self, items):
        return ("where", "non-flank")

    def p_flank(self, items):
        return ("where", "flank")

    def p_enemy(self, items):
        return ("side", "enemy")

    def p_friendly(self, items):
        return ("side", "friendly")

    def p_any_side(self, items):
        return ("side", "any")



def _event_refs(effects: list[dict], trigger: str) -> list[dict]:
    """In an "after …"/"each time …" ability, "it"/"that creature" is the card of the event
    until the ability names a card of its own ("fully heal self and give it …": it is self
    then); "its owner"/"its controller" is the event's player."""
    ref = "event-card" if trigger == "after-creature-destroyed" else "event-creature"
    out, chosen = [], False
    for e in effects:
        e = dict(e)
        if e.get("who") == "event-owner":
            e["who"] = "event-player"
        for key in ("target", "by", "from"):
            if e.get(key) == "previous-target" and not chosen:
                e[key] = ref
        target = e.get("target")
        if (isinstance(target, dict) and not target.get("each")) or (
                isinstance(target, str) and target not in ("previous-target", ref)):
            chosen = True
        out.append(e)
    return out


def _each(target) -> Any:
    if isinstance(target, dict):
        return {**target, "each": True} if "count" not in target and "up_to" not in target else target
    return target


def _clean(spec: dict) -> dict:
    if spec.get("count") == 1 and len(spec) > 1:
        spec.pop("count")
    if spec.get("kind") == "creature":
        spec.pop("kind")
    return spec


def _who_amount(items):
    who = None
    rest = []
    for it in items:
        if isinstance(it, str) and it in ("you", "opponent", "each", "event-player", "event-owner", "event-opponent"):
            who = it
        else:
            rest.append(it)
    return who, rest[0]


def _with_who(e: dict, who: str | None) -> dict:
    if who in (None, "you"):
        return e
    if who == "each":
        raise ValueError("'each player' is not compiled")
    return {**e, "who": who}


def _noun(noun: str) -> dict:
    return {"creature": {}, "artifact": {"kind": "artifact"}, "upgrade": {"kind": "upgrade"},
            "action card": {"kind": "card", "type": "action"}}.get(noun, {"kind": "card"})


