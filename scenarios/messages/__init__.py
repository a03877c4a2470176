"""Scenario errors for people, in German, English and Polish.

The loader (``scenarios.loader``) turns pydantic's errors and the games' own checks into
``{"pointer", "message", ...}``; this module words them for people: the field named by its
label ("Æmber", "Schlachtreihe", "1. Aktion"), the problem said plainly ("muss eine ganze
Zahl sein", "höchstens 999", "fehlt", "ist kein bekanntes Feld"), and "did you mean ..."
for a misspelt key (the nearest keys of the model at that place) or a misspelt value (the
nearest allowed values). Every error then carries

- ``pointer``: the JSON pointer of the field (unchanged: what the editor marks);
- ``message`` / ``message_de`` / ``message_pl``: what is wrong, in English, German and Polish
  (without the place);
- ``label`` / ``label_de`` / ``label_pl``: where it is, for people (``alice › Schlachtreihe › 2. Karte``);
- ``nearest``: what the value or key may have meant (if anything is close);
- ``detail``: the parser's own words (pydantic's message), for developers.

``ScenarioError.errors`` keeps the loader's promise (``pointer``, ``message`` in English,
``nearest``: what the CLI prints and ``judge.commands`` returns); ``ScenarioError.people``
holds the full wording, which the API adds to its errors and the editor shows. The words are
messages of the ``scenarios`` catalogue (``scenarios.messages.text``). Nothing here imports a
game's engine.
"""

from __future__ import annotations

import functools
import re
import types
import typing
from collections.abc import Mapping
from typing import Any

from judge.i18n import LANGS, Text, fields, joined, verbatim

from ..i18n import M
from . import text as T
from .text import LABELS, MODEL_LABELS, ROOTS, label_of

__all__ = ["people", "translate", "json_error", "is_union_noise", "walk", "label_of", "LABELS", "MODEL_LABELS"]


# -- walking the models along an error's location ----------------------------------------------

def _unwrap(tp):
    """(type without Annotated/Optional wrappers, the Annotated metadata)."""
    meta: list = []
    while True:
        if typing.get_origin(tp) is typing.Annotated:
            meta += list(tp.__metadata__)
            tp = typing.get_args(tp)[0]
            continue
        return tp, meta


def _is_union(tp) -> bool:
    return typing.get_origin(tp) in (typing.Union, types.UnionType)


def _members(tp) -> list:
    return [a for a in typing.get_args(tp) if a is not type(None)]


def _is_model(tp) -> bool:
    from pydantic import BaseModel

    return isinstance(tp, type) and issubclass(tp, BaseModel)


def _type_name(tp) -> str:
    return getattr(tp, "__name__", None) or str(tp)


def _tag_of(member, part) -> bool:
    """Does a loc part name this union member (a Tag, a discriminator literal, a type name,
    or pydantic's ``function-after[..., Type]``)?"""
    base, meta = _unwrap(member)
    if not isinstance(part, str):
        return False
    if any(getattr(m, "tag", None) == part for m in meta):
        return True
    name = _type_name(base)
    if part == name or part.endswith(f", {name}]") or part.startswith(f"{name}["):
        return True
    if part == f"constrained-{name}":  # a str with a length bound (``CardName``)
        return True
    if _is_model(base):
        for f in base.model_fields.values():
            ann, _ = _unwrap(f.annotation)
            if typing.get_origin(ann) is typing.Literal and part in typing.get_args(ann) and f.is_required():
                return True
    return False


def _accepts(tp, part) -> bool:
    base, _ = _unwrap(tp)
    if _is_model(base):
        return isinstance(part, str) and part in base.model_fields
    origin = typing.get_origin(base)
    if origin in (list, tuple, set, frozenset):
        return isinstance(part, int)
    return origin is dict


def walk(root, loc: tuple) -> list[tuple]:
    """``_walk``, remembered: a document with many broken items asks for the same places
    twice (is it union noise, then its wording)."""
    try:
        return list(_walk_cached(root, loc))
    except TypeError:  # a part that cannot be hashed
        return _walk(root, loc)


@functools.lru_cache(maxsize=1024)
def _walk_cached(root, loc: tuple) -> tuple:
    return tuple(_walk(root, loc))


def _walk(root, loc: tuple) -> list[tuple]:
    """Classify every part of a location: ``("field", Model, name)``, ``("index", i)``,
    ``("key", k)``, ``("dict-key",)`` (the key itself is wrong), ``("branch", tag)`` (a union
    member pydantic names, not a JSON key), ``("extra", Model, name)`` (a key the model does not
    have), or ``("other", part)``."""
    out: list[tuple] = []
    tp = root
    i = 0
    while i < len(loc):
        part = loc[i]
        base, _ = _unwrap(tp)
        if _is_union(base):
            members = _members(base)
            tagged = [m for m in members if _tag_of(m, part)]
            if tagged:
                out.append(("branch", part))
                tp, i = tagged[0], i + 1
                continue
            fits = [m for m in members if _accepts(m, part)]
            if not fits:
                out += [("other", p) for p in loc[i:]]
                break
            tp = fits[0]
            continue
        if _is_model(base):
            if "root" in base.model_fields and len(base.model_fields) == 1:
                tp = base.model_fields["root"].annotation
                continue
            if isinstance(part, str) and part in base.model_fields:
                out.append(("field", base, part))
                tp = base.model_fields[part].annotation
            else:
                out.append(("extra", base, part))
                tp = Any
            i += 1
            continue
        origin = typing.get_origin(base)
        if origin in (list, tuple, set, frozenset) and isinstance(part, int):
            args = typing.get_args(base)
            out.append(("index", part))
            tp = args[0] if args else Any
        elif origin is dict:
            args = typing.get_args(base)
            if part == "[key]":
                out.append(("dict-key",))
            else:
                out.append(("key", part))
                tp = args[1] if len(args) > 1 else Any
        elif isinstance(part, str) and re.match(r"^[a-z-]+\[", part) or part in ("str", "int", "bool", "float"):
            out.append(("branch", part))
        else:
            out.append(("other", part))
        i += 1
    return out


def _root_for(game: str | None):
    from judge.games import names, scenario_model, spec

    if game in names():
        try:
            return spec(game).scenario_model
        except Exception:  # a game that cannot load still gets its errors worded
            pass
    return scenario_model()


def _pointer_steps(pointer: str) -> list:
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]] if pointer else []
    return [int(p) if p.isdigit() else p for p in parts]


def _json_pointer(steps: list[tuple], data: Any, missing: bool) -> str:
    """The JSON pointer of the classified location: union branches dropped, the last
    (missing) field kept only when the error is that it is missing."""
    from ..loader import pointer

    out, node = [], data
    for n, s in enumerate(steps):
        if s[0] in ("branch", "dict-key"):
            continue
        key = s[2] if s[0] in ("field", "extra") else s[1]
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
        elif missing and n == len(steps) - 1 and isinstance(key, str):
            pass
        else:
            break
        out.append(key)
    return pointer(out)


# -- where: the label of a location ---------------------------------------------------------------

def _where(steps: list[tuple]) -> Text:
    """``alice › Schlachtreihe › 2. Karte``: the steps people recognise."""
    crumbs: list[Any] = []
    container = ""  # the field whose items follow
    for n, s in enumerate(steps):
        kind, nxt = s[0], steps[n + 1] if n + 1 < len(steps) else None
        if kind == "field":
            model, name = s[1].__name__, s[2]
            after_item = n > 0 and steps[n - 1][0] == "index" and name == "card"
            container = name
            if after_item or nxt and ((model, name) in ROOTS or nxt[0] == "index" and name in T.IMPLIED):
                continue  # "board", "players", "actions" before "1. Aktion": implied by what follows
            crumbs.append(label_of(name, model))
        elif kind == "index":
            crumbs.append(T.ordinal(s[1] + 1, T.item_noun(container)))
        elif kind == "key":
            crumbs.append(str(s[1]))
        elif kind == "extra":
            crumbs.append(T.quoted(s[2]))
        elif kind == "other" and not crumbs:
            crumbs.append(str(s[1]))
    return joined(crumbs, " › ") if crumbs else T.WHOLE


def _value(v: Any) -> Text:
    """A value as people read it: text in quotes, a number or true/false as it is."""
    if isinstance(v, bool) or v is None:
        return verbatim({True: "true", False: "false", None: "null"}[v])
    if isinstance(v, (int, float)):
        return verbatim(str(v))
    if isinstance(v, dict):
        return M("ein Objekt")
    if isinstance(v, list):
        return M("eine Liste")
    if not isinstance(v, str):
        return verbatim(repr(v))
    return T.quoted(v if len(v) <= 40 else v[:39] + "…")


def _nearest(word: Any, choices, limit: int = 3, cutoff: float = 60) -> list[str]:
    """The allowed values closest to a misspelt one (those within a few points of the best)."""
    from rapidfuzz import fuzz, process

    if not isinstance(word, str) or not choices or len(word) > 200:  # no field or value is that long
        return []
    found = process.extract(word.lower(), list(choices), scorer=fuzz.ratio, limit=limit, score_cutoff=cutoff,
                            processor=lambda s: s.lower())
    return [c for c, score, _ in found if score >= found[0][1] - 8]


def _quoted_list(text: str) -> list[str]:
    return re.findall(r"'([^']*)'", text)


# -- pydantic errors ---------------------------------------------------------------------------

def _problem(err: dict, steps: list[tuple]) -> tuple[Mapping[str, str], list[str]]:
    """(what is wrong, nearest) for one pydantic error."""
    kind, ctx, value = err.get("type", ""), err.get("ctx") or {}, err.get("input")
    last = steps[-1] if steps else None
    if kind == "missing":
        return M("fehlt (Pflichtangabe)"), []
    if kind == "extra_forbidden" and last and last[0] == "extra":
        allowed = [f for f in last[1].model_fields if not f.startswith("_")]
        near = _nearest(last[2], allowed, cutoff=65)
        said = M("„{key}“ ist kein bekanntes Feld", key=last[2])
        if near:
            return said + T.did_you_mean(near, [label_of(k, last[1].__name__) for k in near]), near
        return said + M("; erlaubt: {allowed}", allowed=", ".join(allowed)), near
    if kind in ("literal_error", "enum"):
        allowed = _quoted_list(str(ctx.get("expected", "")))
        return T.one_of(value, allowed, _nearest(value, allowed))
    if kind == "union_tag_invalid":
        allowed = _quoted_list(str(ctx.get("expected_tags", "")))
        field = str(ctx.get("discriminator", "")).strip("'")
        return T.one_of(ctx.get("tag"), allowed, _nearest(ctx.get("tag"), allowed), label_of(field))
    if kind == "union_tag_not_found":
        field = str(ctx.get("discriminator", "")).strip("'")
        return M("braucht das Feld „{field}“", field=field), []
    if kind in T.TYPE_WORDS:
        if value is None:
            return M("muss {what} sein, nicht null", what=T.TYPE_WORDS[kind]), []
        return M("muss {what} sein, nicht {value}", what=T.TYPE_WORDS[kind], value=_value(value)), []
    if kind in T.BOUNDS:
        key, said = T.BOUNDS[kind]
        return said(ctx.get(key), _value(value)), []
    if kind in ("too_short", "too_long", "string_too_short", "string_too_long"):
        return T.length(kind, ctx)
    if kind == "string_pattern_mismatch":
        return T.pattern(str(ctx.get("pattern", "")), value)
    if kind == "card_entry":
        return T.CARD_ENTRY, []
    if kind in ("value_error", "assertion_error"):
        text = re.sub(r"^(Value|Assertion) error, ", "", err.get("msg", ""))
        said, near = T.sentence(text)
        return T.given_english(text + T.did_you_mean(near)["en"], said), near
    if last and last[0] == "dict-key":
        return M("ungültiger Schlüssel {key}", key=_value(value)), []
    return T.given_english(err.get("msg", "invalid value"), M("ungültiger Wert")), []


def people(err: dict, data: Any) -> dict:
    """One pydantic error (``ValidationError.errors()`` item) → the error for people."""
    steps = walk(_root_for(None), tuple(err.get("loc", ())))  # pydantic's loc starts at the game's tag
    ptr = _json_pointer(steps, data, missing=err.get("type") == "missing")
    named = [s for s in steps if s[0] != "branch"]
    said, near = _problem(err, steps)
    out = {"pointer": ptr, "detail": err.get("msg", "")}
    return _finish(out, named, said, near)


def _finish(out: dict, steps: list[tuple], said: Mapping[str, str], near: list[str]) -> dict:
    where_steps = steps[:-1] if steps and steps[-1][0] in ("extra", "dict-key") else steps
    where = _where(where_steps)
    out.update(**fields(said), **fields(where, "label"))
    if near and not out.get("nearest"):
        out["nearest"] = near
    return out


def plain(error: dict) -> dict:
    """The error as the loader has always given it: ``pointer``, ``message`` (English) and
    ``nearest`` when there are names to offer."""
    return {k: error[k] for k in ("pointer", "message", "nearest") if k in error}


def translate(error: dict, data: Any = None, game: str | None = None) -> dict:
    """A game's own error (``{"pointer", "message"[, "nearest"]}``, English) → the same with
    the German and Polish wording, the label and the nearest values; the English message
    unchanged (a ``message_de`` or ``message_pl`` the error brings is kept)."""
    if "label_de" in error:
        return error
    ptr = error.get("pointer") or ""
    steps = walk(_root_for(game), tuple(_pointer_steps(ptr))) if ptr else []
    steps = [s for s in steps if s[0] != "branch"]
    en = error.get("message", "")
    said, near = T.sentence(en)
    said = {lang: error.get(f"message_{lang}") or said[lang] for lang in LANGS if lang != "en"}
    out = {k: v for k, v in error.items() if k not in ("message", "message_de", "message_pl")}
    return _finish(out, steps, T.given_english(en, said), near)


json_error = T.json_error


def is_union_noise(err: dict, others: list[dict]) -> bool:
    """A type mismatch reported for the union member the value is not meant to be (a card
    entry given as an object also fails as "a valid string"): dropped when another member
    reports an error at the same place."""
    loc = tuple(err.get("loc", ()))
    if not err.get("type", "").endswith("_type") or not loc:
        return False
    steps = walk(_root_for(None), loc)
    if not steps or steps[-1][0] != "branch":
        return False
    prefix = loc[:-1]
    return any(tuple(o.get("loc", ()))[:len(prefix)] == prefix and tuple(o.get("loc", ())) != loc for o in others)


#: what ``worded`` adds to an error: its wording in German and Polish and its label in each language
WORDED = ("message_de", "message_pl", "label", "label_de", "label_pl")


def worded(errors: list[dict], data: Any) -> list[dict]:
    """The loader's errors with their German and Polish wording and labels (``WORDED``): the document is validated once more to get them
    (only on the error path), and an error the loader did not make is worded on its own."""
    from scenarios.loader import ScenarioError, last_failure, parse

    people: dict[tuple, dict] = {}
    try:
        failure = last_failure(data)
        if failure is None:
            parse(data)
        else:
            raise failure
    except ScenarioError as e:
        people = {(p.get("pointer"), p.get("message")): p for p in e.people}
    except Exception:  # wording is an aid; the English errors stand without it
        pass
    game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None
    out = []
    for err in errors:
        p = people.get((err.get("pointer"), err.get("message")))
        if p is None:
            try:
                p = translate(dict(err), data, game)
            except Exception:
                p = {}
        out.append({**err, **{k: p[k] for k in WORDED if k in p and k not in err}})
    return out
