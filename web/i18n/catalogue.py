"""The message catalogues: gettext ``.po``/``.mo`` files per interface language under
``web/i18n/catalogues/<lang>/LC_MESSAGES/messages.*``, read with Babel.

German is the source language: a message's ID is its German text, marked in the code with
``N_("…")`` (or ``NP_("context", "…")`` where the same German needs different words in
another language, ``NN_("…", "…")`` where a count chooses the form), so ``pybabel extract``
finds it (see the README). The tables of the UI keep such marked IDs; ``tr(lang, msg)`` translates one when the page is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from babel.support import Translations

from judge.i18n import LANGS, Catalogue, Text, fields

CATALOGUES = Path(__file__).resolve().parent / "catalogues"
DOMAIN = "messages"
CATALOGUE = Catalogue(CATALOGUES, DOMAIN)  # the same reader as the engine's domains (judge.i18n)


class Ctx(NamedTuple):
    """A German message with its context (``NP_``)."""

    context: str
    msgid: str


class Plural(NamedTuple):
    """A German message with its plural (``NN_``): the count chooses the form, as each
    language's plural rule says (Polish has three)."""

    singular: str
    plural: str


Msg = str | Ctx


def N_(msgid: str) -> str:
    """Marks a German message for extraction; it is translated where it is shown."""
    return msgid


def NP_(context: str, msgid: str) -> Ctx:
    """Marks a German message with a context (the same German in another sense elsewhere)."""
    return Ctx(context, msgid)


def NN_(singular: str, plural: str) -> Plural:
    """Marks a German message whose form follows a count."""
    return Plural(singular, plural)


def translations(lang: str) -> Translations:
    """The compiled catalogue of one language; a missing ``.mo`` is an installation error."""
    return CATALOGUE.translations(lang)


def tr(lang: str, msg: Msg) -> str:
    """A marked message in ``lang`` (an unknown language reads German)."""
    t = translations(lang if lang in LANGS else LANGS[0])
    if isinstance(msg, Ctx):
        return t.pgettext(msg.context, msg.msgid)
    return t.gettext(msg)


def trn(lang: str, msg: Plural, n: int) -> str:
    """The form of a plural message for ``n`` in ``lang``."""
    return translations(lang if lang in LANGS else LANGS[0]).ngettext(msg.singular, msg.plural, n)


def said(msg: Msg | Plural, /, **fields) -> Text:
    """A marked message with its fields, said in every language when read (``Text``): a field
    may be a ``Text`` itself, a mapping of languages to words, or a plain value; a plural
    message takes its count as ``n``."""
    if isinstance(msg, Ctx):
        return Text(CATALOGUE, msg.msgid, fields, context=msg.context)
    if isinstance(msg, Plural):
        if "n" not in fields:
            raise TypeError("a plural message needs its count as n=…")
        return Text(CATALOGUE, msg.singular, fields, plural=msg.plural)
    return Text(CATALOGUE, msg, fields)


def answer(text: Text, english: str | None = None) -> dict[str, str]:
    """An API answer's words: ``message`` in English, ``message_de`` and ``message_pl``. Where
    the English is given by another party (werkzeug's description of an HTTP error, pydantic's
    or the engine's own sentence) it is passed as ``english`` and kept as it is."""
    return fields(text) if english is None else {**fields(text), "message": english}


def in_languages(error: dict, key: str) -> dict[str, str]:
    """An error's own words in every language it has them (``message``, ``message_de``,
    ``message_pl``; ``label``, ``label_de``, …) as a field of a message: a language it lacks
    reads English."""
    return {lang: error[k] for lang in LANGS if error.get(k := key if lang == "en" else f"{key}_{lang}")}
