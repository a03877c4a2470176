"""The message catalogues (``web/i18n/catalogues``): complete in German, English and Polish for
every message the code marks, the same placeholders in every language, and each compiled
``.mo`` the compilation of its ``.po`` (a stale ``.mo`` would show old words)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from web.i18n.catalogue import CATALOGUES, LANGS, N_, NN_, NP_, tr, translations, trn

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
