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

from . import text as T
from .families import FAMILIES
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
    spell_effects: list[dict] = []
    for sentences in T.lines(printed):
        current: dict | None = None  # the ability the line opened (its effects carry on)
        for raw in sentences:
            s = T.prepare(raw)
            try:
                parsed = parse_sentence(s)
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
            placed, why = _place(parsed, current, d, spell, spell_effects)
            out.sentences.append((raw, placed is not False, why))
            if placed is False:
                d["unsupported"].append(raw)
            elif isinstance(placed, dict):
                current = placed
    if spell_effects:
        d["abilities"].insert(0, {"effects": spell_effects})
    return out


def _place(s: Sentence, current: dict | None, d: dict, spell: bool,
           spell_effects: list[dict]) -> tuple[dict | bool | None, str]:
    """Put a compiled sentence where it belongs: the ability it opens (returned, so that the
    line's next sentences carry on its effects), the ability the line opened, the spell's
    effects, or the card's keywords and passive abilities."""
    if s.kind == "keywords":
        d["keywords"] += s.keywords
        return None, ""
    if s.kind in ("triggered", "activated"):
        d["abilities"].append(s.ability)
        for ab in s.also:  # the same effects, one list (a later sentence extends them all)
            ab["effects"] = s.ability["effects"]
            d["abilities"].append(ab)
        return s.ability, ""
    if s.kind == "restriction":  # "use this ability only while …" (the line's activated ability)
        if current is not None and "activate" in current and "if" not in current:
            current["if"] = s.ability["if"]
            return current, ""
        return False, "a restriction outside an activated ability"
    if s.kind == "static":
        d["abilities"].append(s.ability)
        return None, ""
    if current is not None:  # "… draw 1. Then discard 1." — the line's ability carries on
        current["effects"] += s.effects
        return current, ""
    if spell:
        spell_effects.extend(s.effects)
        return None, ""
    return False, "effects outside an ability (a unit's text needs a trigger or a cost)"


def _check(s: Sentence) -> str:
    """Every piece must be valid card format (an unknown word is an error, never a no-op)."""
    from ..model import Ability, parse_keyword

    try:
        for k in s.keywords:
            parse_keyword(k)
        if s.ability is not None and s.kind != "restriction":
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
