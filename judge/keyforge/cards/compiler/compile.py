"""Compile a card's printed English text into the card format (cards/model.py).

The text is cut into abilities and sentences (``text.py``), each sentence is parsed with the
grammar (``grammar.lark``, lark's Earley parser; or read from the parse table shipped in
``cards/compiled/`` when that was made with this grammar: ``parse_tree``) and transformed into
format pieces (``transform.py``). A card compiles *completely* when every sentence parses and
the assembled definition validates. A sentence that does not compile is never guessed at: in
a bold-labelled ability it becomes an ``unsupported`` effect at its place (the engine stops
there, exit 5, naming it); a constant ability that does not compile is listed in
``unsupported`` (the engine stops when the card's constant abilities are consulted).
"""

from __future__ import annotations

import re
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError, VisitError

from judge.cardtext import Compiled, Grammar, why_not

from . import text as T
from .families import FAMILIES
from .families.kga import KGA_OWN_PARAGRAPH
from .families.kho import elided
from .families.kwb import OWN_PARAGRAPH, host_named_again
from .transform import Sentence, ToFormat

GRAMMAR = Grammar(Path(__file__).with_name("grammar"), FAMILIES, "judge.keyforge.cards.compiler.families")
#: lark's options (part of the parse table's fingerprint, ``cards/compiled/``)
PARSER_OPTIONS = GRAMMAR.options


def grammar_text() -> str:
    """The core grammar with every family's fragment appended."""
    return GRAMMAR.text()


def parser() -> Lark:
    return GRAMMAR.parser


_transformer: type | None = None


def transformer_class() -> type:
    global _transformer
    if _transformer is None:
        _transformer = GRAMMAR.transformer(ToFormat)
    return _transformer


def _prepare(sentence: str, name: str, card_type: str) -> str:
    """The card's name becomes "self"; outside quotes "this creature" does too ("attachedcreature"
    on an upgrade). Inside a quoted ability a card gives, "this creature" stays: there it is the
    creature that has the ability (kf:glossary/self-referential-text), not the card giving it.
    The name is replaced first: a name may itself hold quotes ("Lion" Bautrem)."""
    s = sentence
    name = T.normalize(name)
    for n in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        # "Panpaca,Jaga" printed for "Panpaca, Jaga": the space after a comma of the name may be missing
        pattern = r",\s*".join(re.escape(part) for part in n.split(", "))
        s = re.sub(rf"(?<!\w){pattern}(?!\w)", "SELF", s, flags=re.IGNORECASE)
    parts = re.split(r'("[^"]*")', s)
    return host_named_again("".join(_prepare_part(p, card_type, p.startswith('"')) for p in parts).strip(), card_type)


def _prepare_part(s: str, card_type: str, quoted: bool) -> str:
    s = s.lower()
    if quoted:
        return s
    if card_type == "upgrade":
        s = re.sub(r"\bthis creature\b", "attachedcreature", s)
    if card_type == "action":  # an action card is no creature: "this creature" is one the card chose (kab family)
        return re.sub(r"\bthis (card|artifact|upgrade)\b", "self", s)
    return re.sub(r"\bthis (creature|card|artifact|upgrade)\b", "self", s)


def parse_tree(sentence: str) -> Tree:
    """lark's parse of a prepared sentence: from the shipped parse table when it was made with
    this grammar, else from the parser (memoised either way). A sentence the parser does not
    read raises a ``LarkError`` with the parser's message."""
    from ..compiled import STORE

    return STORE.tree(sentence)


def parse_sentence(sentence: str) -> Sentence:
    return transformer_class()().transform(parse_tree(sentence))


def compile_text(name: str, card_type: str, printed: str) -> Compiled:
    out = Compiled(definition={"abilities": [], "static": [], "keywords": [], "unsupported": []})
    d = out.definition
    for ab in T.abilities(printed):
        effects: list[dict] = []
        watcher: dict | None = None  # the "after …"/"at the start of …" ability the last sentence made
        joined = False  # a watcher printed after a bold ability on the same line (``_place``): the rest is its own
        before = None  # the sentence before, prepared (its words may complete an elliptic one)
        for raw in ab.sentences:
            s = before = elided(_prepare(raw, name, card_type), before)
            goes_on = watcher is not None and (joined or _CONTINUES.match(raw) is not None)
            placed = None
            try:
                parsed = parse_sentence(s)
                if watcher is not None and parsed.kind == "effects" and parsed.effects \
                        and parsed.effects[0].get("_continues_watcher"):
                    # a sentence only a watcher's own ability can go on with (kab family): joins it
                    parsed.effects[0].pop("_continues_watcher")
                    goes_on = True
                ok, why = _continue(parsed, watcher) if goes_on else _place(parsed, ab.label, effects, d, raw)
                placed = parsed.kind
            except (LarkError, VisitError, ValueError) as e:
                ok, why = False, why_not(e)
            out.sentences.append((raw, ok, why))
            if not ok:
                d.pop("_instead", None)  # a replacement whose sentence did not compile is none
                if ab.label:
                    effects.append({"unsupported": raw})
                elif goes_on:  # the watcher stops there when it resolves (exit 5), never half done
                    watcher["effects"].append({"unsupported": raw})
                else:
                    d["unsupported"].append(raw)
            if not goes_on:
                watcher = d["abilities"][-1] if ok and placed == "watcher" else None
                joined = watcher is not None and ab.label is not None
        if ab.label and effects:
            triggers = T.LABEL_TRIGGERS.get(ab.label)
            if triggers is None:
                out.sentences.append((f"{ab.label}:", False, "label not compiled"))
                continue
            effects = _in_labelled_ability(effects, triggers)
            ability = {"trigger": triggers[0] if len(triggers) == 1 else triggers, "effects": effects}
            if "_instead" in d:  # "instead of destroying …" (``_place``)
                ability.update(instead=True, instead_if=d.pop("_instead"))
            d["abilities"].append(ability)
        d.pop("_instead", None)
    return out


#: a sentence that goes on with the effects before it ("If you do, …", "Otherwise, …")
_CONTINUES = re.compile(r"^(if you do|otherwise)\b", re.IGNORECASE)


def _continue(s: Sentence, watcher: dict) -> tuple[bool, str]:
    """"At the start of your turn, you may discard a Logos card. If you do, gain 1A. Otherwise,
    destroy Novu Dynamo.": the sentences after a watcher that go on with its effects belong to it
    (kf:glossary/if-you-do)."""
    if s.kind != "effects":
        return False, f"a {s.kind} sentence going on with a watcher"
    if "previous-target" in repr(s.effects):
        return False, "'it' in a sentence going on with a watcher is not compiled"
    try:
        _check(s)
    except ValueError as e:
        return False, f"not valid card format: {str(e).splitlines()[0][:120]}"
    watcher["effects"] += s.effects
    return True, ""


def _in_labelled_ability(effects: list[dict], triggers: list[str]) -> list[dict]:
    """What words mean inside a bold-labelled ability ("Play:", "Fight:", …):

    * ("its controller"/"its owner" is the controller (owner) of the card the preceding effect
      chose, "Destroy a creature. Its controller gains 1A": ``_ITS``, applied in ``_place``);
    * in a "Fight:"/"Before Fight:" ability, "the creature self fights" is the creature this
      fight attacks (the fight's defender, kf:glossary/fight), unless the ability itself made a
      creature fight before ("ready and fight with …": then it is the one that fight attacked)."""
    fight_only = all(t in ("fight", "before-fight") for t in triggers)
    out, fought = [], False
    for e in effects:
        e = dict(e)
        if fight_only and not fought:
            for key in ("target", "by", "to"):
                if e.get(key) == "attacked-creature":
                    e[key] = "event-defender"
                elif isinstance(e.get(key), dict) and e[key].get("of") == "attacked":
                    e[key] = {**e[key], "of": "defender"}
        fought = fought or any(k in e for k in ("ready_and_fight", "fight", "fight_with"))
        out.append(e)
    return out


def _check(s: Sentence) -> None:
    """Every piece must be valid card format (an unknown word is an error, never a no-op)."""
    from ...vocabulary import check_effect, check_static
    from ..model import Ability, parse_keyword

    for e in s.effects:
        check_effect(e)
    for st in s.static:
        check_static(st)
    for k in s.keywords:
        parse_keyword(k)
    if s.ability is not None:
        Ability.model_validate(s.ability)


#: "its controller"/"its owner" inside a bold ability: the card the preceding effect chose
_ITS = {"event-player": "previous-controller", "event-owner": "previous-owner"}


def _place(s: Sentence, label: str | None, effects: list[dict], d: dict, raw: str = "") -> tuple[bool, str]:
    if any(e.get("_same_target") and not e.get("_instead") for e in s.effects):
        return False, "'deal ND' without a target is read only as a replacement ('… instead')"
    if any(e.get("_instead") for e in s.effects):
        if label is None or s.kind != "effects":
            return False, "'instead' outside a bold ability is not compiled"
        from .families.replace import instead

        try:
            merged = instead(effects, s.effects)
        except ValueError as e:
            return False, str(e)
        s = Sentence("effects", effects=merged[len(effects) - 1:])
        try:
            _check(s)
        except ValueError as e:
            return False, f"not valid card format: {str(e).splitlines()[0][:120]}"
        effects.pop()  # the replaced effect comes back after its replacement (``merged``)
    if s.kind == "modifier":
        return _modify_previous(s, label, effects)
    if any("_kcc_after" in e for e in s.effects):  # "… revealed this way" (families/kcc.py)
        from .families.kcc import after_preceding

        why = after_preceding(s, label, effects)
        if why:
            return False, why
    if any("_instead_destroyed" in e for e in s.effects):
        # "Destroyed: If C, instead of destroying X, …" (families/kwa.py): the ability becomes a
        # replacement of the destruction that applies while C holds (placed in compile_text)
        if label != "Destroyed" or effects or "_instead" in d:
            return False, "'instead of destroying' outside the start of a 'Destroyed:' ability is not compiled"
        d["_instead"] = s.effects[0].pop("_instead_destroyed")
    if any(e.get("_repeat_before") for e in s.effects):
        # "you may exalt X to repeat the preceding effect" (families/kwa.py): the effects of the
        # ability before this sentence (kf:glossary/repeat-preceding-effect)
        if label is None or not effects:
            return False, "'repeat the preceding effect' with no preceding effect"
        s.effects = [{**{k: v for k, v in e.items() if k != "_repeat_before"}, "effects": list(range(len(effects)))}
                     if e.get("_repeat_before") else e for e in s.effects]
    if label is not None and s.kind == "effects":
        s.effects = [{**e, "who": _ITS[e["who"]]} if e.get("who") in _ITS else e for e in s.effects]
    try:
        _check(s)
    except ValueError as e:
        return False, f"not valid card format: {str(e).splitlines()[0][:120]}"
    if s.kind == "effects":
        if label is None:
            from .families.phrasing import constant_destroy

            static = constant_destroy(s.effects)
            if static is None:
                return False, "effects outside a bold ability"
            d["static"].append(static)
            return True, ""
        first = s.effects[0] if s.effects else {}
        if not effects and first.get("target") == "previous-target" and isinstance(first.get("if"), dict) \
                and set(first["if"]) == {"self"}:
            # "If Saurus Rex is in the center of your battleline, you may exalt it": "it" is the card
            # the condition is about, the card itself (as phrasing.constant_destroy reads it)
            s.effects[0] = {**first, "target": "self"}
        if not effects and s.effects and "previous-target" in (s.effects[0].get("target"), s.effects[0].get("by")):
            # "it" before the ability chose anything ("If Saurus Rex is in the center …, exalt it"): the
            # grammar would read the previous choice, which there is none of — not compiled
            return False, "'it' before anything in the ability was chosen is not compiled"
        if any(e.get("who") == "event-opponent" for e in s.effects):
            return False, "'its opponent' inside a bold ability is not compiled"
        if any("choose" in e for e in effects):
            # "Choose 3 friendly creatures and 3 enemy creatures. Destroy each other creature.": after a
            # choice, "other" is other than the chosen cards (``new``: not chosen earlier in the ability)
            s.effects = [_other_than_chosen(e) for e in s.effects]
        effects.extend(s.effects)
        return True, ""
    if label is not None and s.kind == "static" and (raw.lower().startswith("while ") or OWN_PARAGRAPH.match(raw)
                                                     or KGA_OWN_PARAGRAPH.match(raw)):
        # "Play: Capture 1A. While self has A on it, …": a constant ability printed after the
        # bold one on the same line (the catalogue joins the paragraphs); "while …" marks it
        d["static"] += s.static
        return True, ""
    if label is not None and s.kind == "static" and all(set(st) <= {"key_cost", "for"} for st in s.static):
        # "Play: Archive a card.Your opponent's keys cost +1A for each card in your archives.": a key
        # cost without a duration is never what a bold ability does (its effects say "during their
        # next turn"): a constant ability printed after it (the catalogue joins the paragraphs)
        d["static"] += s.static
        return True, ""
    if label is not None and s.kind == "watcher" and effects:
        # "Play: Each player gains 2A. After a creature is used to fight, its controller loses 4A. Destroy
        # Peace Accord.": a watcher after a bold ability's effects is a constant ability printed on the next
        # line (the catalogue joins the paragraphs); the sentences after it are its own (compile_text)
        d["abilities"].append(s.ability)
        return True, ""
    if label is not None:
        return False, f"a {s.kind} sentence inside a bold ability"
    if s.kind == "keywords":
        d["keywords"] += s.keywords
    elif s.kind == "bonus":
        pass  # "Enhance": icons added to other cards at deck building; nothing in play
    elif s.kind == "static":
        d["static"] += s.static
    elif s.kind == "watcher":
        d["abilities"].append(s.ability)
    return True, ""


def _other_than_chosen(e: dict) -> dict:
    t = e.get("target")
    if isinstance(t, dict) and t.get("other") and t.get("each"):
        t = {k: v for k, v in t.items() if k != "other"}
        return {**e, "target": {**t, "new": True}}
    return e


def _modify_previous(s: Sentence, label: str | None, effects: list[dict]) -> tuple[bool, str]:
    """A sentence that only qualifies the effect before it ("Deal 3D to each Human creature. This
    damage cannot be prevented by armor."): its keys join that effect, which must be one of the
    verbs it names (``_applies_to``) in the same bold ability; anything else is not compiled."""
    from ...vocabulary import check_effect

    mod = dict(s.effects[0])
    verbs = mod.pop("_applies_to")
    at = len(effects) - 1
    if mod.pop("_kca_back", False) and label is not None:
        # a sentence about every card an ability's effect moved ("return to play all cards purged by
        # self"): the last effect of that verb in the ability, even with effects after it (kca family)
        at = max((i for i, e in enumerate(effects) if any(v in e for v in verbs)), default=at)
    prev = effects[at] if label is not None and effects else None
    if prev is None or not any(v in prev for v in verbs):
        return False, f"'{next(iter(mod))}' needs a preceding {' or '.join(verbs)} effect in the same ability"
    merged = {**prev, **mod}
    try:
        check_effect(merged)
    except ValueError as e:
        return False, f"not valid card format: {str(e).splitlines()[0][:120]}"
    effects[at] = merged
    return True, ""
