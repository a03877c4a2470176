"""The message catalogues (``web/i18n/catalogues``): complete in German, English and Polish for
every message the code marks, the same placeholders in every language, and each compiled
``.mo`` the compilation of its ``.po`` (a stale ``.mo`` would show old words)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from web.i18n.catalogue import CATALOGUES, LANGS, NN_, NP_, N_, translations, tr, trn

ROOT = Path(__file__).resolve().parents[3]
KEYWORDS = {"N_": None, "NP_": ((1, "c"), 2), "NN_": (1, 2)}  # as the README's command: -k N_ -k NP_:1c,2 -k NN_:1,2
PLACEHOLDER = re.compile(r"%[sd]|\{[a-z_]*\}")


def marked() -> set[tuple[str | None, str]]:
    """(context, German) of every message the code marks, found as ``pybabel extract`` finds them."""
    out = set()
    method_map = [("web/**.py", "python")]
    for _file, _line, msg, _comments, context in extract_from_dir(str(ROOT), method_map, keywords=KEYWORDS):
        out.add((context, msg[0] if isinstance(msg, tuple) else msg))
    return out


def catalogue(lang: str):
    with open(CATALOGUES / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=lang)


@pytest.fixture(scope="module")
def code_messages():
    found = marked()
    assert len(found) > 800  # the pages, the builder, the card pages, the trace's names
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_marked_message_is_translated(code_messages, lang):
    cat = catalogue(lang)
    have = {(m.context, m.id[0] if m.pluralizable else m.id): m for m in cat if m.id}
    missing = sorted(k for k in code_messages if k not in have or not all(forms(have[k])) or have[k].fuzzy)
    assert missing == [], f"{lang}: {len(missing)} messages without a translation, e.g. {missing[:5]}"
    unused = sorted(k for k in have if k not in code_messages)
    assert unused == [], f"{lang}: messages no code uses (run the README's update command): {unused[:5]}"


def forms(m) -> list[str]:
    """A message's translations: one, or one per plural form of the language."""
    return list(m.string) if m.pluralizable else [m.string]


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    for m in catalogue(lang):
        if m.id:
            source = m.id[-1] if m.pluralizable else m.id
            for form in forms(m):
                assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (lang, m.id, form)


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalogue_is_current(lang):
    compiled = translations(lang)
    for m in catalogue(lang):
        if not m.id:
            continue
        if m.pluralizable:  # the form for 1, and the one for 5 (Polish: "kart"; German, English: the plural)
            got = [compiled.ngettext(*m.id, n) for n in (1, 5)]
            want = [forms(m)[0], forms(m)[-1]]
        else:
            got = compiled.pgettext(m.context, m.id) if m.context else compiled.gettext(m.id)
            want = m.string
        assert got == want, f"{lang}: the .mo is stale for {m.id!r} (run the README's compile command)"


def test_a_message_reads_in_each_language():
    assert [tr(lang, N_("Regelrichter")) for lang in LANGS] == ["Regelrichter", "Rules judge", "Sędzia zasad"]
    # the same German, two senses: a KeyForge fight and a Riftbound combat
    assert tr("en", NP_("trace event", "Kampf")) == "Fight"
    assert tr("pl", NP_("KeyForge house", "Schatten")) == "Cienie"
    assert tr("xx", N_("Regelrichter")) == "Regelrichter"  # an unknown language reads German
    # Polish has three plural forms: 1 karta, 2–4 karty, 5 and more kart
    many = NN_("{n} Karte", "{n} Karten")
    assert [trn("pl", many, n).format(n=n) for n in (1, 3, 7, 22)] == ["1 karta", "3 karty", "7 kart", "22 karty"]
    assert [trn("de", many, n).format(n=n) for n in (1, 7)] == ["1 Karte", "7 Karten"]


#: modules whose UI words are still (German, English) pairs, not yet in the catalogues: none is
#: left; a new table of pairs, a ``{"de": …, "en": …}`` literal or a ``message_de`` written beside a
#: ``message`` anywhere in web/ fails this test
PAIRS_LEFT: set[str] = set()
LANG_KEYS = {"de", "en"}
GERMAN_KEYS = {"message_de", "label_de"}


def _is_text(node: ast.AST) -> bool:
    """A string written in the code: a literal, an f-string, strings joined with ``+``, or one of
    them chosen by a condition or an ``or``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.IfExp):  # "… (einzige Möglichkeit)" if only else …
        return _is_text(node.body) or _is_text(node.orelse)
    if isinstance(node, ast.BoolOp):  # e.get("message_de") or "Kein JSON: " + …
        return any(_is_text(v) for v in node.values)
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and (_is_text(node.left) or _is_text(node.right))


def pairs(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a module writes a UI text in German and English side by side (line, what):

    - a dict literal whose values are all 2-tuples of strings (a table of pairs);
    - a dict literal with the keys ``"de"`` and ``"en"`` where either is a string written there
      (``{"de": "Karte", "en": "card"}``; a card's names read from its data are no UI words);
    - German words written into an answer as text: a dict literal or a call with the key or keyword
      ``message_de`` (or ``label_de``) whose value is a string written there, or that also writes
      a ``message`` string (the words of a catalogue message are read from a ``Text`` instead:
      ``web.i18n.catalogue.answer``);
    - a function with a parameter ``…_de`` (``error(status, code, message, message_de)``: its
      callers pass the pair by position), and German words assigned to a name ``…_de``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = {k.value: v for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant)}
            if len(node.values) >= 2 and all(
                    isinstance(v, ast.Tuple) and len(v.elts) == 2
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in v.elts)
                    for v in node.values):
                found.append((node.lineno, "a table of (German, English) pairs"))
            if LANG_KEYS <= set(keys) and any(_is_text(keys[k]) for k in LANG_KEYS):
                found.append((node.lineno, '{"de": …, "en": …}'))
        elif isinstance(node, ast.Call):
            keys = {k.arg: k.value for k in node.keywords if k.arg}
        elif isinstance(node, (ast.FunctionDef, ast.Lambda)):
            if any(a.arg.endswith("_de") for a in node.args.args + node.args.kwonlyargs):
                found.append((node.lineno, "a function that takes German words beside English ones"))
            continue
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                named = list(zip(target.elts, node.value.elts)) if isinstance(target, ast.Tuple) and isinstance(
                    node.value, ast.Tuple) and len(target.elts) == len(node.value.elts) else [(target, node.value)]
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


def pair_sites(path: Path) -> list[tuple[int, str]]:
    return pairs(ast.parse(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("source, caught", [
    ('X = {"a": ("Karte", "card"), "b": ("Kampf", "fight")}', True),
    ('said = {"de": f"{n} Karten", "en": f"{n} cards"}', True),
    ('body = {"error": "x", "message": f"unknown rule {i}", "message_de": f"unbekannte Regel {i}"}', True),
    ('body = {"error": "x", "message": e.description, "message_de": "Interner Fehler"}', True),
    ('body = {"error": "x", "message": "internal error", "message_de": de}', True),
    ('ErrorOut(error="x", message="not found", message_de=german)', True),
    ('ErrorOut(error="x", message=m, message_de="Nicht gefunden: " + what)', True),
    ('err = {"label": "Aktion", "label_de": "Aktion"}', True),
    ('def error(status, code, message, message_de=None):\n    pass', True),
    ('message, message_de = e.description, "Interner Fehler"', True),
    ('where_de = f"{label} ({pointer})"', True),
    ('where_de = f"{label} ({pointer})" if label else pointer', True),
    ('body = {"message": e["message"], "message_de": e.get("message_de") or "Kein JSON: " + e["message"]}', True),
    ('def error(status, code, words):\n    pass', False),
    ('name_de = card.name_de', False),
    # the words from a catalogue message, or an error's words passed on as they are
    ('body = {"error": "x", **answer(said(N_("unbekannte Regel {id}"), id=i))}', False),
    ('ErrorOut(error="x", message=said["en"], message_de=said["de"], message_pl=said["pl"])', False),
    ('body = {"message": e["message"], "message_de": e.get("message_de")}', False),
    ('where = {lang: f"{labels[lang]} ({p})" for lang in LANGS}', False),
    ('NAMES = {"de": "Deutsch", "pl": "Polski"}', False),
    ('entry = {"en": en, "de": card.name_de or names.get("de"), "pl": card.name_pl}', False),  # a card's names
    ('x = {"de": "Karte", "en": en_word}', True),
])
def test_the_pair_detector(source, caught):
    assert bool(pairs(ast.parse(source))) is caught


def test_no_new_tables_of_word_pairs():
    found = {str(p.relative_to(ROOT)): sites for p in sorted((ROOT / "web").rglob("*.py")) if (sites := pair_sites(p))}
    assert set(found) == PAIRS_LEFT, found
