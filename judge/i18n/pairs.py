"""Where the code still writes a user-facing text as a (German, English) pair instead of one
catalogue message (``judge.i18n.Text``, ``web.i18n``): one detector for ``judge/``, ``scenarios/``
and ``web/``, read by the tests (the sites left may only shrink) and by
``python -m judge.i18n pairs`` (the list a developer works through).

The shapes a pair took in this code base, each found by reading the module's syntax tree:

- a function taking parameters ``de`` and ``en``, or any parameter named ``…_de``, and each call
  that still passes such a function its English words (by position or as ``en=``);
- a dict literal with the keys ``"de"`` and ``"en"`` whose values are words written there (or the
  two variables ``de`` and ``en``); a card's names read from its data are no pair;
- a table: a dict literal whose values are all tuples of two or more strings, some of them
  German-looking words (``{"game": ("Spiel", "Game"), …}``); a lone tuple of words is not told from a list of names
  (``("Assault", "Deflect", "Shield")``) and is not looked for;
- German words written into an answer: ``message_de``/``label_de`` (a key or keyword) written as
  text, or beside a ``message``/``label`` written as text;
- German words kept in a variable of their own (``where_de = f"…"``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .domains import ROOT

#: the folders whose Python code speaks to users
TOPS = ("judge", "scenarios", "web")
LANG_KEYS = {"de", "en"}
GERMAN_KEYS = {"message_de", "label_de"}
#: a German word's marks: a capital (nouns), an umlaut, ß or Æ; a table of pairs has some, a table
#: of identifiers ("list", "open-prompt") none
_GERMAN = re.compile(r"[A-ZÄÖÜÆ]|[äöüß]")


def _is_text(node: ast.AST) -> bool:
    """A string written in the code: a literal, an f-string, strings joined with ``+``, or one of
    them chosen by a condition or an ``or``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.IfExp):
        return _is_text(node.body) or _is_text(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(_is_text(v) for v in node.values)
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and (_is_text(node.left) or _is_text(node.right))


def _words(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _german(node: ast.AST) -> bool:
    return _words(node) and bool(_GERMAN.search(node.value))


def pair_functions(trees: dict[str, ast.Module]) -> dict[str, int]:
    """The functions that take a German and an English text: name → the position of ``en``
    among a call's positional arguments (``self`` not counted)."""
    out: dict[str, int] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [a.arg for a in node.args.args]
                if "de" in names and "en" in names:
                    at = names.index("en") - (names[:1] in (["self"], ["cls"]))
                    out[node.name] = min(at, out.get(node.name, at))
    return out


def pairs(tree: ast.AST, takers: dict[str, int] | None = None) -> list[tuple[int, str]]:
    """Where a module writes a text in German and English side by side: (line, what)."""
    takers = takers if takers is not None else pair_functions({"": tree})  # type: ignore[dict-item]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            params = [a.arg for a in node.args.args + node.args.kwonlyargs]
            if getattr(node, "name", None) in takers or any(p.endswith("_de") for p in params):
                found.append((node.lineno, "a function that takes German words beside English ones"))
            continue
        if isinstance(node, ast.Dict):
            keys = {k.value: v for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant)}
            if len(node.values) >= 2 and all(isinstance(v, ast.Tuple) and sum(map(_words, v.elts)) >= 2
                                             for v in node.values) \
                    and any(_german(e) for v in node.values for e in v.elts):
                found.append((node.lineno, "a table of (German, English) words"))
            if LANG_KEYS <= set(keys) and (any(_is_text(keys[k]) for k in LANG_KEYS) or all(
                    isinstance(keys[k], ast.Name) and keys[k].id == k for k in LANG_KEYS)):
                found.append((node.lineno, '{"de": …, "en": …}'))
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            if name in takers and (len(node.args) > takers[name] or any(k.arg == "en" for k in node.keywords)):
                found.append((node.lineno, f"a call passing {name} English words beside German ones"))
            keys = {k.arg: k.value for k in node.keywords if k.arg}
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                value = node.value
                named = list(zip(target.elts, value.elts)) if isinstance(target, ast.Tuple) and isinstance(
                    value, ast.Tuple) and len(target.elts) == len(value.elts) else [(target, value)]
                if any(isinstance(t, ast.Name) and t.id.endswith("_de") and v is not None and _is_text(v)
                       for t, v in named):
                    found.append((node.lineno, "German words kept in a variable of their own (…_de = …)"))
            continue
        else:
            continue
        for key in GERMAN_KEYS & set(keys):
            english = keys.get(key[: -len("_de")])
            if _is_text(keys[key]) or (english is not None and _is_text(english)):
                found.append((node.lineno, f"{key} written beside {key[: -len('_de')]}"))
    return found


def sites(root: Path = ROOT, tops: tuple[str, ...] = TOPS) -> dict[str, list[tuple[int, str]]]:
    """Every file of ``tops`` with the pairs it still writes: path → [(line, what)]."""
    trees = {str(p.relative_to(root)): ast.parse(p.read_text(encoding="utf-8"))
             for top in tops for p in sorted((root / top).rglob("*.py"))}
    takers = pair_functions(trees)
    return {f: found for f, tree in trees.items() if (found := pairs(tree, takers))}
