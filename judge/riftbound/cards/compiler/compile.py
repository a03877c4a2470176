"""Compile a Riftbound card's printed English text into the card format (cards/model.py).

The text is cut into lines (one ability each) and sentences (``text.py``); each sentence is
parsed with the grammar (core + families, lark's Earley parser; or read from the parse table
shipped in ``cards/compiled/``) and transformed into format pieces (``transform.py``). A line's
first sentence says what the ability is — keywords, a triggered ability ("when you play me,
…"), an activated one ("e1, tap: …"), a passive one, or a spell's effects — and the sentences
after it carry on its effects. A card compiles *completely* when every sentence parses and the
assembled definition validates. A sentence that does not compile is never guessed at: inside
an ability whose shape compiled it becomes an ``unsupported`` instruction at its place (the
engine stops there, exit 5, naming it); otherwise the card lists it in ``unsupported`` (the
engine stops when it reads the card's abilities).
"""

from __future__ import annotations

from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError, VisitError

from judge.cardtext import Compiled, Grammar, why_not

from ...checks import check_otherwise
from . import text as T
from .families import FAMILIES
from .families.ruv import ruv_own_name, ruv_spell_modes
from .families.rxb import rxb_card_pass, rxb_listed_tags
from .spell_parts import SpellParts
from .transform import Sentence, ToRiftbound

GRAMMAR = Grammar(Path(__file__).with_name("grammar"), FAMILIES, "judge.riftbound.cards.compiler.families")
_transformer: type | None = None


def parser() -> Lark:
    return GRAMMAR.parser


def transformer_class() -> type:
    global _transformer
    if _transformer is None:
        _transformer = GRAMMAR.transformer(ToRiftbound)
    return _transformer


def parse_tree(sentence: str) -> Tree:
    """lark's parse of a prepared sentence: from the shipped parse table when it was made with
    this grammar, else from the parser (memoised either way)."""
    from ..compiled import STORE

    return STORE.tree(sentence)


def parse_sentence(sentence: str) -> Sentence:
    return transformer_class()().transform(parse_tree(sentence))


def compile_text(name: str, card_type: str, printed: str) -> Compiled:
    """A card's text → its abilities, keywords and what did not compile."""
    out = Compiled(definition={"keywords": [], "abilities": [], "unsupported": []})
    d = out.definition
    spell = card_type.lower() == "spell"
    spell_text = SpellParts()
    for sentences in T.lines(printed):
        current: dict | None = None  # the ability the line opened (its effects carry on)
        cost: dict | None = None  # an optional additional cost the line printed ("if you do" = paid it)
        asked = False  # the line's last sentence offered a choice or tested a card ("otherwise" = not done)
        for raw in sentences:
            s = T.prepare(raw)
            try:
                parsed = _in_context(parse_sentence(s), cost, asked)
                if spell:  # "choose one – …": the mode is chosen as the spell is played (families/ruv.py)
                    parsed = ruv_spell_modes(parsed)
                parsed = ruv_own_name(parsed, name)  # "… any number of cards named <my name>"
                parsed = rxb_listed_tags(parsed, printed)  # "while your units have all 4 tags" (families/rxb.py)
                why = _check(parsed)
            except (LarkError, VisitError, ValueError) as e:
                parsed, why = None, why_not(e)
            if parsed is None or why:
                out.sentences.append((raw, False, why))
                if current is not None:  # the ability's shape compiled: it stops here when it resolves
                    current["effects"].append({"unsupported": raw})
                else:  # the card stops when the engine reads its abilities (or plays it)
                    d["unsupported"].append(raw)
                continue
            placed, why = _place(parsed, current, d, spell, spell_text, cost)
            out.sentences.append((raw, placed is not False, why))
            if placed is False:
                d["unsupported"].append(raw)
            elif isinstance(placed, dict):
                current = placed
            if parsed.kind == "static" and parsed.ability.get("static") == "additional-cost" \
                    and parsed.ability.get("optional"):
                cost, asked = parsed.ability, False
            else:
                effects = parsed.effects or (parsed.ability or {}).get("effects") or []
                asked = bool(effects) and _asks(effects[-1])
                if asked:
                    cost = None
    d["abilities"][0:0] = spell_text.abilities()  # a spell's parts first (``instead_of`` counts from 0)
    from .families.rxa import rxa_finish  # "repeat this gear's play effect" (branch rxa)

    rxa_finish(out)
    rxb_card_pass(d, out.sentences)  # "this costs [2] less if you choose a Bird, …" (families/rxb.py)
    return out


def _asks(e: dict) -> bool:
    """An instruction whose being done or not is what a following "otherwise" is about: one the
    player may decline ("you may pay [A]. … Otherwise, …"), or one that takes the card seen
    only if it is of a type ("if it's a gear, draw it. Otherwise, …")."""
    return bool(e.get("may")) or "from_seen" in e and "type" in e["from_seen"] and e["from_seen"].get("count") == 1


def _in_context(s: Sentence, cost: dict | None, asked: bool = False) -> Sentence:
    """After an optional additional cost, "if you do" means "if you paid it" and "otherwise"
    "if you did not" (rb:560.4.d.1: paid = chosen to be paid); after a choice or a test of the
    card seen (``_asks``), "otherwise" means it was not done; elsewhere "otherwise" stays unread
    (it is not "the previous instruction was not done")."""
    if s.kind != "effects" or cost is None and not asked:
        return s
    label = (cost or {}).get("label") or "optional"

    def swap(c):
        if c == "done" and cost is not None:
            return {"paid": label}
        if c == "otherwise":
            return {"not": {"paid": label}} if cost is not None else "not-done"
        if isinstance(c, dict) and set(c) <= {"all", "any"}:
            return {k: [swap(x) for x in v] for k, v in c.items()}
        return c

    return Sentence("effects", effects=[{**e, "if": swap(e["if"])} if "if" in e else e for e in s.effects])


def _place(s: Sentence, current: dict | None, d: dict, spell: bool,
           spell_text: SpellParts, cost: dict | None = None) -> tuple[dict | bool | None, str]:
    """Put a compiled sentence where it belongs: the ability it opens (returned, so that the
    line's next sentences carry on its effects), the ability the line opened, the spell's
    effects, or the card's keywords and passive abilities; what paying an optional additional
    cost does goes with that cost."""
    if s.kind == "amend":  # "if you do, reduce my cost by [2]" (rb:560.4.d.1)
        if cost is None:
            return False, "'if you do' about a cost, after no optional additional cost"
        cost.update(s.ability)
        return None, ""
    if s.kind == "restrict":  # "use only to play spells": what the line's ability adds (rb:605)
        adds = [e for e in (current or {}).get("effects", []) if "add" in e]
        if len(adds) != 1:
            return False, "'use only to …' after no ability that adds resources"
        adds[0]["add"]["only"] = s.ability["only"]
        return current, ""
    if s.kind == "rxo-amend-play":  # "if the played card is a unit, you may play it here" (families/rxo.py)
        from .families.rxo import rxo_amend_play

        return rxo_amend_play(current, s)
    if s.kind == "keywords":
        d["keywords"] += s.keywords
        return None, ""
    if s.kind in ("triggered", "activated", "replacement"):
        d["abilities"].append(s.ability)
        for ab in s.also:  # the same effects, one list (a later sentence extends them all)
            ab["effects"] = s.ability["effects"]
            d["abilities"].append(ab)
        return s.ability, ""
    if s.kind == "restriction" and s.ability.get("rsf_all"):  # "use my abilities only while …": each one
        activated = [a for a in d["abilities"] if "activate" in a]
        if current is not None or not activated or any("if" in a for a in activated):
            return False, "'use my abilities only while …' after no activated ability (or one with a condition)"
        for a in activated:
            a["if"] = s.ability["if"]
        return None, ""
    if s.kind == "rxb-choice-first":  # "it becomes a copy of another unit there": a target of the line's
        # ability, chosen as it goes onto the chain (rb:559.3): the choice first, the rest where it stands
        if current is None or "trigger" not in current or any("target" in e and isinstance(e["target"], dict)
                                                               for e in current["effects"]):
            return False, "a choice put first, in no triggered ability (or one that chooses already)"
        current["effects"].insert(0, s.effects[0])
        current["effects"] += s.effects[1:]
        return current, ""
    if s.kind == "rxb-ability-discount":  # "this ability costs [1] less for each …" (families/rxb.py)
        if current is None or "activate" not in current or "rxb_less_each" in current["activate"]:
            return False, "'this ability costs less' after no activated ability"
        current["activate"]["rxb_less_each"] = s.ability
        return current, ""
    if s.kind == "restriction":  # "use this ability only while …" (the line's activated ability)
        if current is not None and "activate" in current and "if" not in current:
            current["if"] = s.ability["if"]
            if s.ability.get("ruv_once_each_turn"):  # "… and only once each turn" (families/ruv.py)
                current["ruv_once_each_turn"] = True
            return current, ""
        return False, "a restriction outside an activated ability"
    if s.kind == "static":
        d["abilities"].append(s.ability)
        d["abilities"] += s.also  # "if …, I cost [2] less and enter ready": two passives, one sentence
        return None, ""
    if s.kind == "spell-part" and not spell and current is not None:  # "draw 1. if …, draw 2 instead."
        from .families.run import run_instead_in_ability

        return run_instead_in_ability(current, s.ability)
    if s.kind == "spell-part":  # "… instead." replaces the spell's sentence before it (rb:151.2)
        if not spell or current is not None:
            return False, "'… instead' replaces a part of a spell's text"
        return spell_text.add_replacing(s.ability)
    if any("one_of" in e for e in s.effects) and (current is None or "trigger" not in current):
        return False, "one of several instructions: only a triggered ability picks one as it resolves (rb:559.3.b)"
    before = current["effects"] if current is not None else spell_text.parts[-1]["effects"] if spell else []
    try:  # "otherwise" reads a condition before it in the same ability
        check_otherwise(before + s.effects)
    except ValueError as e:
        return False, str(e)
    if current is not None:  # "… draw 1. Then discard 1." — the line's ability carries on
        if current.get("instead") == "ally-unit-dies":  # "… kill this instead. Recall that unit exhausted."
            from .families.statics import rc_that_unit_is_the_dying_one

            current["effects"] += rc_that_unit_is_the_dying_one(s.effects)
            return current, ""
        current["effects"] += s.effects
        from .families.rsd import rsd_after_play  # "play a spell …. Then recycle it." (branch rsd)

        rsd_after_play(current["effects"])
        return current, ""
    if spell:
        return spell_text.add(s.effects)
    if cost is not None and all(_on_paid(e.get("if")) for e in s.effects):
        # "as you play me, you may pay [C] … if you do, draw 1": carried out as the permanent
        # enters (rb:563.1.b), if the cost was paid
        d["abilities"].append({"effects": s.effects})
        return None, ""
    return False, "effects outside an ability (a unit's text needs a trigger or a cost)"


def _on_paid(c) -> bool:
    """Whether a condition is about paying an optional cost ({"paid": …} or its negation)."""
    return isinstance(c, dict) and ("paid" in c or _on_paid(c.get("not")))


def _check(s: Sentence) -> str:
    """Every piece must be valid card format (an unknown word is an error, never a no-op)."""
    from ..model import Ability, parse_keyword

    try:
        for k in s.keywords:
            parse_keyword(k)
        if s.ability is not None and s.kind not in ("amend", "restrict", "restriction", "rxb-ability-discount"):
            # (those are checked with what they change)
            Ability.model_validate(s.ability)
        for ab in s.also:
            Ability.model_validate(ab)
        if s.kind == "restriction":
            from ...targets import check_condition

            check_condition(s.ability["if"])
        if s.effects:
            from ...checks import check_effects

            check_effects(s.effects)
    except ValueError as e:
        return f"not valid card format: {str(e).splitlines()[0][:120]}"
    return ""
